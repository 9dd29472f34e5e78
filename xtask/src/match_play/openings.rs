//! The match's openings: a few random turns from the variant's start,
//! drawn by a seeded random mover, so that the games of a match differ
//! and a run is repeated exactly.

use analysis::players::{Player, RandomPlayer};
use cvpages::{Game, Playable};

/// `plies` random turns from `game`'s current position (fewer if the game
/// ends first), played on `game`, in the coordinate notation.
pub fn random_opening<V: Playable>(game: &mut Game<V>, plies: u32, seed: u64) -> Vec<String> {
    let mut mover = RandomPlayer::new(seed);
    let mut turns = Vec::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let Some(turn) = mover.choose(game.variant(), game.position(), game.history()) else {
            break;
        };
        let text = game.write_coordinates(&turn);
        if game.play_turn(&turn).is_err() {
            break;
        }
        turns.push(text);
    }
    turns
}
