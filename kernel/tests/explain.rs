//! The shape of a move a piece does not have, in the words of a refusal,
//! told from the mover's side (moved from the library's unit tests of
//! `shape_words`, `src/chesslike/explain.rs`, now checked through the
//! refusal of the move in FIDE chess).

use kernel::{chess, Variant};

/// The reason a Knight is refused the move `mv` (coordinates) in the
/// position `fen`: what follows `cannot move to ...: it has no move`.
fn shape(fen: &str, mv: &str) -> String {
    let game = chess::fide();
    let position = game.read_position(fen).expect("the position reads");
    let turn = game.read_turn(&position, mv).expect("the move reads");
    let refusal = game
        .play_turn(&position, &turn)
        .expect_err("the move is illegal")
        .to_string();
    let words = refusal
        .split_once(": it has no move ")
        .unwrap_or_else(|| panic!("{refusal}"))
        .1;
    words
        .strip_suffix(" (N)")
        .unwrap_or_else(|| panic!("{refusal}"))
        .to_string()
}

#[test]
fn shapes_are_told_from_the_movers_side() {
    let white_e2 = "4k3/8/8/8/8/8/4N3/K7 w - - 0 1";
    let black_e7 = "K7/4n3/8/8/8/8/8/4k3 b - - 0 1";
    let black_e2 = "K7/8/8/8/8/8/4n3/7k b - - 0 1";
    assert_eq!(shape(white_e2, "e2e4"), "2 squares forward");
    assert_eq!(shape(black_e7, "e7e5"), "2 squares forward");
    assert_eq!(shape(white_e2, "e2d3"), "1 square diagonally forward");
    assert_eq!(shape(black_e2, "e2d3"), "1 square diagonally back");
    assert_eq!(
        shape("4k3/8/8/8/8/8/8/N6K w - - 0 1", "a1d1"),
        "3 squares sideways"
    );
    assert_eq!(
        shape("4k3/8/8/8/8/8/8/1N5K w - - 0 1", "b1c4"),
        "by a (1, 3) leap"
    );
}
