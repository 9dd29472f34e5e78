//! Errors quote input as a short, escaped excerpt (issue 16): a field of a
//! megabyte, a line break or a control character in it still gives one
//! short line, for every error of the position text and the notation that
//! quotes what it read.

use edge_of_world::{EdgeOfWorld, Variant};
use test_support::messages::assert_short_line_without_controls as one_short_line;

/// A board of twelve ranks with `first` as its top rank.
fn board(first: &str) -> String {
    format!("{first}/12/12/6k5/12/12/12/12/12/12/12/2R3K5")
}

#[test]
fn position_errors_quote_a_short_escaped_excerpt() {
    let g = EdgeOfWorld::new();
    let ones = "1".repeat(1_000_000);
    let nines = "9".repeat(1_000_000);
    let zeros = "0".repeat(1_000_000);
    let b = board("12");
    let position = |text: String| g.read_position(&text).unwrap_err().to_string();
    one_short_line("rank width", position(format!("{} w 0 -", board(&ones))));
    one_short_line(
        "piece letter",
        position(format!("{} w 0 -", board("\u{7}11"))),
    );
    one_short_line("side", position(format!("{b} w{nines} 0 -")));
    one_short_line("clock", position(format!("{b} w {nines} -")));
    one_short_line("castling", position(format!("{b} w K{nines} 0 -")));
    one_short_line("entry shape", position(format!("{b} w 0 R C1 0 {nines}")));
    one_short_line("entry square", position(format!("{b} w 0 R C{nines} 0 2")));
    one_short_line("entry empty", position(format!("{b} w 0 R D1 0 {zeros}2")));
    one_short_line("entry piece", position(format!("{b} w 0 N C1 0 {zeros}2")));
    one_short_line(
        "entry direction",
        position(format!("{b} w 0 R C1 {zeros}99 2")),
    );
    one_short_line("entry motion", position(format!("{b} w 0 R C1 1 {zeros}2")));
    one_short_line("turn state", position(format!("{b} w 0 -; turn {nines}")));
    one_short_line(
        "turn state line break",
        position(format!("{b} w 0 -; turn\nacted")),
    );
    let off = EdgeOfWorld::with_options("castling=off").expect("a valid option");
    one_short_line(
        "castling off",
        off.read_position(&format!("{b} w {} 0 -", "KQkq".repeat(250_000)))
            .unwrap_err()
            .to_string(),
    );
    // The excerpt says what was cut and how long the input was.
    assert_eq!(
        position(format!("{b} w {nines} -")),
        format!(
            "fifty-move clock '{}'... (1000000 characters) is not a number below 1000",
            "9".repeat(40)
        )
    );
    assert_eq!(
        position(format!("{} w 0 -", board("\u{7}11"))),
        r"'\u{7}' on rank 12 is not a piece letter (K Q R B N P C, lower case for black)"
    );
}

#[test]
fn notation_errors_quote_a_short_escaped_excerpt() {
    let g = EdgeOfWorld::new();
    let start = g.start_position();
    let moving = g
        .read_position(&format!("{} w 0 R C1 0 2", board("12")))
        .expect("a Rook in motion");
    let bangs = "!".repeat(1_000_000);
    let long = "é".repeat(1_000_000);
    let turn = |position: &edge_of_world::Position, text: String| {
        g.read_turn(position, &text).unwrap_err().to_string()
    };
    one_short_line("malformed", turn(&start, format!("R C3{long}")));
    one_short_line(
        "malformed with a line break",
        turn(&start, "Z C4\n:C5".into()),
    );
    one_short_line("malformed with a bell", turn(&start, "P C4\u{7}:C5".into()));
    one_short_line("square", turn(&start, format!("R C3:Z{long}")));
    one_short_line("no piece", turn(&start, format!("C5:C6{bangs}")));
    one_short_line("not yours", turn(&start, format!("C9:C8{bangs}")));
    one_short_line("wrong piece", turn(&start, format!("N C4:C5{bangs}")));
    one_short_line("not due", turn(&start, format!("P C4~C5{bangs}")));
    one_short_line("wrong arrival", turn(&moving, format!("R C1~C9{bangs}")));
    one_short_line("after the end", turn(&start, format!("P C4:C5, {long}")));
    one_short_line("unfinished", turn(&moving, format!("R C1~C3{bangs}")));
    assert_eq!(
        turn(&start, "Z C4\n:C5".into()),
        r"'Z C4\n:C5' is not a step: expected a piece letter, a square, ':' '~' or '^', and a square, such as 'R C5:C7'"
    );
}
