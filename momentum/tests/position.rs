//! The motion slots of a position and the set of squares in motion kept
//! beside them.

use kernel::{Square, Variant};
use momentum::{Army, Momentum};
use test_support::XorShift64;

/// At every step of random games of every pairing of armies (each
/// step drawn from those the rules offer, turn ends included), the
/// pieces in motion that [`momentum::Position::in_motion`] finds through
/// the set of squares with momentum are the slots that hold one, each
/// on a square with a piece. It fails if a write to a slot leaves the
/// set behind, or a capture, a move or an autostop leaves momentum on
/// an empty square.
#[test]
fn the_pieces_in_motion_are_the_slots_with_momentum() {
    let mut rng = XorShift64::new(0x5eed_0077);
    let mut draw = |n: usize| rng.below(n);
    let mut checked = 0;
    for white in Army::ALL {
        for black in Army::ALL {
            let options = format!("armies={},{}", white.name(), black.name());
            let game = Momentum::with_options(&options).unwrap();
            for _ in 0..4 {
                let mut at = game.start_position();
                let mut steps = Vec::new();
                for _ in 0..200 {
                    steps.clear();
                    game.steps(&at, &mut steps);
                    if steps.is_empty() {
                        break;
                    }
                    game.play_step(&mut at, steps[draw(steps.len())]);
                    // Every slot, read one by one ([`momentum::Position::motion`] reads
                    // a square's slot), for every index a square may have.
                    let slots: Vec<usize> = (0..=u8::MAX)
                        .map(Square::from_index)
                        .filter(|&s| at.motion(s).is_some())
                        .map(|s| s.index())
                        .collect();
                    let found: Vec<usize> = at.in_motion().map(|(s, _)| s.index()).collect();
                    let text = game.write_position(&at);
                    assert_eq!(found, slots, "at {text}");
                    for (square, _) in at.in_motion() {
                        assert!(at.board().get(square).is_some(), "{square} at {text}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked} positions");
}
