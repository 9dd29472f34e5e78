//! Errors quote input as a short, escaped excerpt (issue 16): a field of a
//! megabyte, a line break or a control character in it still gives one
//! short line.

use forward::{Forward, Variant};
use test_support::messages::assert_short_line_without_controls as one_short_line;

#[test]
fn position_errors_quote_a_short_escaped_excerpt() {
    let g = Forward::new();
    let long = "9".repeat(1_000_000);
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 1 1";
    let position = |text: String| g.read_position(&text).unwrap_err().to_string();
    one_short_line("capturer", position(format!("{fen} {long} -")));
    one_short_line("capturer with a bell", position(format!("{fen} w\u{7} -")));
    one_short_line("history", position(format!("{fen} w {long}")));
    one_short_line(
        "history with an escape",
        position(format!("{fen} w 0123456789abcdef,\u{1b}[31m")),
    );
    one_short_line(
        "fen field",
        position(format!("4k3/8/8/8/8/8/8/4K3 w{long} - - 0 1")),
    );
    // The excerpt says what was cut and how long the input was.
    assert_eq!(
        position(format!("{fen} {long} -")),
        format!(
            "last pawn capturer field '{}'... (1000000 characters) must be 'w', 'b' or '-'",
            "9".repeat(40)
        )
    );
}

#[test]
fn notation_errors_quote_a_short_escaped_excerpt() {
    let g = Forward::new();
    let long = "x".repeat(1_000_000);
    let start = g.start_position();
    let turn = |position: &forward::Position, text: String| {
        g.read_turn(position, &text).unwrap_err().to_string()
    };
    one_short_line("malformed", turn(&start, format!("e{long}")));
    one_short_line("malformed with a line break", turn(&start, "N\nd2".into()));
    one_short_line("unknown letter", turn(&start, format!("Z{long}e4")));
    one_short_line("no move", turn(&start, format!("N{long}e5")));
    one_short_line("escape", turn(&start, "\u{1b}[31mf4".into()));
    // Knights on b1 and f1 both reach d2.
    let knights = g
        .read_position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
        .expect("reads");
    one_short_line("ambiguous", turn(&knights, format!("N{long}d2")));
    let capture = g
        .read_position("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1")
        .expect("reads");
    one_short_line("wrong creation", turn(&capture, format!("N{long}d5(B)")));
    assert_eq!(
        turn(&start, "N\nd2".into()),
        r"'N\nd2' is not a move: expected SAN such as Nf3, Nxd5(R) or e8=Q, or coordinates such as g1f3"
    );
}
