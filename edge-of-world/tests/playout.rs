//! Random legal games from the start always end, by a King removed or by a
//! documented draw rule, without panicking; along the way the generator
//! agrees with the simple enumerator of `tests/simple` on every position,
//! and every position text and turn notation reads back.

mod simple;

use edge_of_world::{EdgeOfWorld, EndReason, Variant};
use proptest::prelude::*;
use std::collections::HashSet;

/// The longest game the fifty-move rule allows is far shorter than this.
const MAX_TURNS: usize = 5000;

fn play(seed: u64, compare_every: usize) -> (usize, EndReason) {
    let v = EdgeOfWorld::new();
    let mut pos = v.start_position();
    let mut history = Vec::new();
    let mut rng = seed | 1;
    let mut turns = Vec::new();
    for n in 0..MAX_TURNS {
        if let Some(outcome) = v.outcome(&pos, &history) {
            return (n, outcome.reason);
        }
        turns.clear();
        v.legal_turns(&pos, &mut turns);
        assert!(
            !turns.is_empty(),
            "no legal turn but no outcome at turn {n}"
        );
        let text = v.write_position(&pos);
        assert_eq!(v.read_position(&text).unwrap(), pos, "{text}");
        if n % compare_every == 0 {
            let ours: HashSet<String> = turns
                .iter()
                .map(|t| v.write_position(&v.play_turn_unchecked(&pos, t)))
                .collect();
            let theirs: HashSet<String> = simple::State::from_crate(&pos)
                .turns()
                .iter()
                .map(|s| s.text())
                .collect();
            assert_eq!(ours.len(), turns.len(), "a result listed twice at {text}");
            assert_eq!(ours, theirs, "turns differ at {text}");
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let turn = &turns[(rng % turns.len() as u64) as usize];
        let written = v.write_turn(&pos, turn);
        assert_eq!(
            &v.read_turn(&pos, &written).unwrap(),
            turn,
            "{written} at {text}"
        );
        history.push(v.repetition_key(&pos));
        pos = v.play_turn(&pos, turn).unwrap();
    }
    panic!("seed {seed}: no end after {MAX_TURNS} turns");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_by_a_rule(seed in any::<u64>()) {
        let (_, reason) = play(seed, 7);
        prop_assert!(matches!(
            reason,
            EndReason::KingRemoved | EndReason::FiftyMoves | EndReason::Repetition | EndReason::Stalemate
        ));
    }
}

#[test]
fn most_random_games_end_with_a_king_removed() {
    let removed = (1..=20u64)
        .filter(|&seed| play(seed * 7919, 1000).1 == EndReason::KingRemoved)
        .count();
    assert!(removed > 0, "no random game ended with a King removed");
}
