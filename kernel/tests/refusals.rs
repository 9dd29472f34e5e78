//! Why a chess move is refused names the rule (issue 30, item 6): each
//! case below is a move FIDE's Laws forbid for one reason, the reason the
//! Laws give (art. 3: how each piece moves, that it may not jump or land on
//! its own side's piece, the Pawn's two-square step from its original
//! square only, its capture diagonally forward only, promotion on reaching
//! the last rank), and the message must say it. The expected words are
//! written from the Laws, not from the code.

use kernel::{chess, Variant};

/// The refusal of `mv` (coordinates) in the position `fen`.
fn refusal(fen: &str, mv: &str) -> String {
    let game = chess::fide();
    let position = game.read_position(fen).expect("the position reads");
    let turn = game.read_turn(&position, mv).expect("the move reads");
    game.play_turn(&position, &turn)
        .expect_err("the move is illegal")
        .to_string()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn a_shape_the_piece_does_not_have_is_named() {
    assert_eq!(
        refusal(START, "e2e5"),
        "step 1 (e2e5) is illegal: the Pawn on e2 cannot move to e5: it has no move 3 squares forward (fmWfcF)"
    );
    assert_eq!(
        refusal(START, "g1g3"),
        "step 1 (g1g3) is illegal: the Knight on g1 cannot move to g3: it has no move 2 squares forward (N)"
    );
}

#[test]
fn a_blocked_way_names_the_square() {
    assert_eq!(
        refusal(START, "c1e3"),
        "step 1 (c1e3) is illegal: the Bishop on c1 cannot move to e3: the way is blocked at d2"
    );
    let pawn_ahead = "rnbqkbnr/pppppppp/8/8/8/4p3/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        refusal(pawn_ahead, "e2e4"),
        "step 1 (e2e4) is illegal: the Pawn on e2 cannot move to e4: the way is blocked at e3"
    );
}

#[test]
fn the_pawns_two_square_step_only_from_its_rank() {
    let advanced = "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1";
    assert_eq!(
        refusal(advanced, "e3e5"),
        "step 1 (e3e5) is illegal: the Pawn on e3 cannot move to e5: a Pawn steps 2 squares forward only from its first move, on rank 2"
    );
}

#[test]
fn the_pawns_capture_only_diagonally_and_only_to_capture() {
    assert_eq!(
        refusal(START, "e2d3"),
        "step 1 (e2d3) is illegal: the Pawn on e2 cannot move to d3: it goes 1 square diagonally forward only to capture, and d3 is empty (fmWfcF)"
    );
    let facing = "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1";
    assert_eq!(
        refusal(facing, "e2e3"),
        "step 1 (e2e3) is illegal: the Pawn on e2 cannot move to e3: it cannot capture 1 square forward (fmWfcF)"
    );
}

#[test]
fn ones_own_piece_and_an_unnamed_promotion_are_named() {
    assert_eq!(
        refusal(START, "a1a2"),
        "step 1 (a1a2) is illegal: the Rook on a1 cannot move to a2: a2 holds one of white's own pieces"
    );
    let promoting = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        refusal(promoting, "a7a8"),
        "step 1 (a7a8) is illegal: the Pawn on a7 cannot move to a8: a Pawn that reaches the last rank must promote: name the new piece"
    );
}
