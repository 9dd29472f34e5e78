//! The end of a game as the searches see it: the rules' own end
//! ([`Variant::outcome`]), or else a result some player may claim there
//! ([`Variant::claimable`]). Engines score a repetition a player may
//! claim as a draw whoever is better, since the other player would claim
//! it; a draw that either player may claim (FIDE's threefold repetition
//! and fifty moves, in every variant that inherits them) is that value,
//! and a win that a claim gives (Forward Chess's fifty-move win) goes to
//! the player who may claim it, who would.

use kernel::{Outcome, Variant};

/// The end of the game at `position` after `history`, by the rules or by
/// a claim (see the [module docs](self)).
pub fn game_end<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    history: &[u64],
) -> Option<Outcome> {
    variant
        .outcome(position, history)
        .or_else(|| variant.claimable(position, history))
}

/// The end of the game at `position` where the side to move has a legal
/// turn ([`Variant::outcome_without_mobility`]), or a claim: for a node
/// whose turns the search lists anyway (it asks [`game_end`] only if it
/// finds none), and for the quiescence search's last ply, which only
/// stands on the evaluation (a checkmate there is found a turn deeper,
/// where the next iteration lists its turns).
pub fn game_end_if_mobile<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    history: &[u64],
) -> Option<Outcome> {
    variant
        .outcome_without_mobility(position, history)
        .or_else(|| variant.claimable(position, history))
}
