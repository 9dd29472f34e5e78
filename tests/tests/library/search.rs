//! [`cvpages_tests::search`]: the plain step search's ends, counted by
//! hand.

use cvpages_tests::search::{some_turn_end, turn_ends};
use kernel::Variant;

#[test]
fn the_start_of_chess_has_twenty_ends() {
    let chess = kernel::chess::fide();
    assert_eq!(turn_ends(&chess, &chess.start_position()).len(), 20);
}

#[test]
fn a_momentum_turn_in_any_order_ends_once() {
    // White's e-pawn, moved to e4 from the start, goes on to e5 unless
    // stopped; the turn is that and one start, in either order, and
    // both orders meet in one end. Counted by hand: starts of Knights
    // b1-a3, b1-c3, g1-e2, g1-f3, g1-h3 (5), the seven other Pawns one
    // or two squares (14), Bishop f1-e2..a6 (5), Queen d1-e2..h5 (4),
    // King e1-e2 (1): 29, none of them touching e5. Or the action is
    // the pawn's stop, before its momentum move or after: 2 more.
    let game = momentum::Momentum::new();
    let p = game
        .read_position(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1 e4+0+1 \
             armies=fabulous-fides,fabulous-fides",
        )
        .expect("reads");
    assert_eq!(turn_ends(&game, &p).len(), 31);
    let e5 = kernel::Square::new(4, 4);
    assert!(some_turn_end(&game, &p, |e| e.board().get(e5).is_some()));
    assert!(!some_turn_end(&game, &p, |e| e.board().count() != 32));
}
