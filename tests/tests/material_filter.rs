//! The quiescence search's filter (`SearchTerms::may_change_material`):
//! along random games, every legal turn the terms say changes no material
//! leaves the material (the sum of the evaluation's piece values) as it
//! was, checked by playing it; and some turns are said to change it, some
//! not. For every game whose terms answer it without playing the turn.

use cvpages_tests::mutation::Rng;
use kernel::Variant;

/// Plays 20 random games of 120 turns at most of `game`, checking every
/// legal turn's answer against the material after it.
fn a_turn_said_to_keep_the_material_keeps_it<V: Variant>(game: &V) {
    let terms = game.search_terms();
    let (mut kept, mut may) = (0, 0);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..20 {
        let mut position = game.start_position();
        for _ in 0..120 {
            let mut turns = Vec::new();
            game.legal_turns(&position, &mut turns);
            if turns.is_empty() || game.outcome(&position, &[]).is_some() {
                break;
            }
            let before = terms.evaluate(game, &position).material;
            for turn in &turns {
                if terms.may_change_material(game, &position, turn) {
                    may += 1;
                    continue;
                }
                kept += 1;
                let after = game.play_turn_unchecked(&position, turn);
                assert_eq!(terms.evaluate(game, &after).material, before, "{turn:?}");
            }
            let pick = &turns[rng.below(turns.len())];
            position = game.play_turn_unchecked(&position, pick);
        }
    }
    assert!(kept > 1000 && may > 100, "kept {kept}, may {may}");
}

/// FIDE chess (the chess-like games' terms); with en passant left out of
/// the answer it fails.
#[test]
fn chess_turns_said_to_keep_the_material_keep_it() {
    a_turn_said_to_keep_the_material_keeps_it(&kernel::chess::fide());
}

/// Forward Chess, where a capture creates a piece; with captures left out
/// of the answer it fails.
#[test]
fn forward_turns_said_to_keep_the_material_keep_it() {
    a_turn_said_to_keep_the_material_keeps_it(&forward::Forward::new());
}
