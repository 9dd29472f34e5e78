//! A scene drawn as the page's JSON ([`web::drawing`]).

use kernel::Variant;
use web::drawing::board;

#[test]
fn the_start_of_chess_is_written_as_fen_writes_it() {
    let chess = kernel::chess::fide();
    let scene = chess
        .scene(&chess.start_position())
        .expect("chess draws a scene");
    assert_eq!(board(&scene), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    let value = web::drawing::scene(&scene);
    assert_eq!(value["fileNames"], "abcdefgh");
    assert_eq!(value["toMove"], "white");
}
