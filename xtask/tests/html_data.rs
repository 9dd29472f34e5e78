//! The game pages' data ([`xtask::html::data`]): boards as FEN writes
//! them, letters that do not say their side, comment paragraphs.

use kernel::Variant;
use xtask::html::data::{board, paragraphs};

#[test]
fn a_board_is_written_as_fen_writes_one() {
    let chess = kernel::chess::fide();
    let start = chess.start_position();
    let scene = chess.scene(&start).expect("chess draws a scene");
    assert_eq!(board(&scene), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
}

#[test]
fn a_letter_that_does_not_say_its_side_is_bracketed() {
    let chess = kernel::chess::fide();
    let mut scene = chess
        .scene(&chess.start_position())
        .expect("chess draws a scene");
    scene
        .pieces
        .retain(|p| p.square.rank() == 0 && p.square.file() < 2);
    scene.pieces[0].letter = '*';
    scene.pieces[1].letter = 'n';
    assert_eq!(board(&scene), "8/8/8/8/8/8/8/[w*][wn]6");
}

#[test]
fn comment_lines_make_paragraphs() {
    let lines: Vec<String> = ["a", "b", "", "c", "note: d", "e", "", "", "f"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(
        paragraphs(&lines),
        [
            ("source", "a\nb".to_string()),
            ("source", "c".to_string()),
            ("note", "note: d\ne".to_string()),
            ("source", "f".to_string()),
        ]
    );
}
