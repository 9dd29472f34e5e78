//! Where a piece in motion goes, read from the board without moving
//! anything (the rules' `reach`, which the engine's evaluation asks of
//! every piece in motion), held to the move itself (`travel`), through
//! [`edge_of_world::internals`], public for this test only.

use edge_of_world::internals::{self, travel_count, Reach};
use edge_of_world::EdgeOfWorld;
use kernel::Variant;
use test_support::XorShift64;

/// [`internals::reach`] says what [`internals::travel`] does, for every piece
/// in motion of every position of 40 random games of 40 turns.
#[test]
fn reach_agrees_with_travel() {
    let game = EdgeOfWorld::new();
    let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
    let mut choose = |n: usize| rng.below(n);
    let (mut checked, mut falls, mut takes) = (0, 0, 0);
    for _ in 0..40 {
        let mut pos = game.start_position();
        let mut turns = Vec::new();
        for _ in 0..40 {
            for m in pos.motions() {
                let count = travel_count(m.direction, m.speed);
                let reach = internals::reach(&game, &pos, m.square, m.direction, count);
                let mut moved = pos.clone();
                let arrival = internals::travel(&game, &mut moved, m.square, m.direction, count);
                let expected = match (arrival.at, arrival.captured) {
                    (None, _) => Reach::Falls,
                    (Some(at), Some(_)) => Reach::Takes(at),
                    (Some(s), None) => Reach::Stays(s),
                };
                assert_eq!(reach, expected, "{m:?} in {}", game.write_position(&pos));
                checked += 1;
                falls += usize::from(reach == Reach::Falls);
                takes += usize::from(matches!(reach, Reach::Takes(_)));
            }
            if game.outcome(&pos, &[]).is_some() {
                break;
            }
            turns.clear();
            game.legal_turns(&pos, &mut turns);
            if turns.is_empty() {
                break;
            }
            let turn = &turns[choose(turns.len())];
            pos = game.play_turn_unchecked(&pos, turn);
        }
    }
    // The games meet every case.
    assert!(
        checked > 1000 && falls > 0 && takes > 0,
        "{checked} {falls} {takes}"
    );
}
