//! The end of the game is judged without listing every turn (issue 35,
//! item 3): `outcome` asks whether one legal turn exists
//! ([`Variant::has_legal_turn`]), a walk stopped at the first, where it
//! listed every legal turn and kept all of them until one was legal.

use kernel::walk::{bounded, Budget, BudgetExceeded};
use momentum::{Momentum, Variant};

/// A middlegame: both sides developed and free to castle, Black's Bishop
/// on b4 eyeing e1, and twelve White pieces in motion (six Pawns, both
/// Knights, the Bishop, the Queen and both Rooks), so that the castling
/// plan meets every piece and the search of every turn plays 51,808 steps.
const MIDDLEGAME: &str = "r3k2r/ppp2ppp/2nqbn2/3pp3/1b1PP3/2NQBN2/PPP2PPP/R3K2R w KQkq - 0 1 \
                          a2+0+1,b2+0+1,c2+0+1,f2+0+1,g2+0+1,h2+0+1,c3+1+2,f3-1+2,e3+1+1,d3+0+1,a1+0+1,h1+0+1";

#[test]
fn the_outcome_of_a_crowded_middlegame_takes_a_few_steps() {
    let game = Momentum::new();
    let p = game.read_position(MIDDLEGAME).unwrap();
    // Listing the turns takes tens of thousands of steps.
    assert_eq!(
        bounded(Budget::steps(40_000), || game.count_turns(&p)),
        Err(BudgetExceeded::Steps(40_000))
    );
    assert_eq!(game.count_turns(&p), 188);
    // Whether one exists, a few: the first turn found is legal. (The old
    // outcome listed them all, and failed this budget.)
    assert_eq!(
        bounded(Budget::steps(100), || game.outcome(&p, &[])),
        Ok(None)
    );
    assert_eq!(
        bounded(Budget::steps(100), || game.has_legal_turn(&p)),
        Ok(true)
    );
}

#[test]
fn checkmate_and_forced_exposure_are_still_told_apart() {
    let game = Momentum::new();
    // Black's King in the corner, White's Queen and King at rest: every
    // turn leaves the King capturable. In check, that is mate; not in
    // check (the Queen a square away), Black must play one of them all
    // (forced exposure), and the game goes on.
    for (text, mate) in [
        ("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", true),
        ("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", false),
    ] {
        let p = game.read_position(text).unwrap();
        let outcome = game.outcome(&p, &[]).map(|o| o.to_string());
        let mut turns = Vec::new();
        game.legal_turns(&p, &mut turns);
        if mate {
            assert_eq!(outcome.as_deref(), Some("white wins by checkmate"));
            assert!(turns.is_empty());
        } else {
            assert_eq!(outcome, None);
            assert_eq!(turns.len(), 3, "Ka7, Kb7 and Kb8, each exposing");
        }
        assert_eq!(game.has_legal_turn(&p), !mate, "{text}");
    }
}
