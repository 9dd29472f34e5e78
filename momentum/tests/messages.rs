//! Every error of the crate that quotes input (position text fields, turn
//! text, options) quotes it as a `kernel::excerpt::Excerpt`: one short
//! line whatever the input, a megabyte-long field or a line break
//! included.

use momentum::{Momentum, Variant};

/// The longest message any of these inputs may give.
const SHORT: usize = 250;

fn one_short_line(input: &str, message: &str) {
    let shown: String = message.chars().take(300).collect();
    assert!(
        !message.contains('\n') && !message.contains('\r'),
        "{} bytes of input: a message of several lines: {shown}",
        input.len()
    );
    assert!(
        message.len() <= SHORT,
        "{} bytes of input: a message of {} bytes: {shown}...",
        input.len(),
        message.len()
    );
}

const BOARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

#[test]
fn position_text_fields_are_quoted_as_excerpts() {
    let g = Momentum::new();
    let huge = "x".repeat(1_000_000);
    let bell = "a\u{7}\u{1b}[31mb".repeat(1000);
    for field in [huge.as_str(), bell.as_str()] {
        for text in [
            format!("{BOARD} {field} KQkq - 0 1"),
            format!("{BOARD} w {field} - 0 1"),
            format!("{BOARD} w K{field} - 0 1"),
            format!("{BOARD} w KQkq {field} 0 1"),
            format!("{BOARD} w KQkq - {field} 1"),
            format!("{BOARD} w KQkq - 0 {field}"),
            format!("{BOARD} w KQkq - 0 1 e2{field}"),
            format!("{BOARD} w KQkq - 0 1 e2+0+1,{field}"),
            format!("{BOARD} w KQkq - 0 1 - armies={field}"),
            format!("{BOARD} w KQkq - 0 1 - armies=fabulous-fides,{field}"),
            format!("{BOARD} w KQkq - 0 1 - turn={field}"),
            format!("{field} w KQkq - 0 1"),
        ] {
            let e = g.read_position(&text).expect_err("refused").to_string();
            one_short_line(&text, &e);
        }
    }
    // A control character as the castling letter is written escaped.
    let e = g
        .read_position(&format!("{BOARD} w K\u{1b} - 0 1"))
        .unwrap_err()
        .to_string();
    assert_eq!(e, r"castling field 'K\u{1b}': '\u{1b}' is not one of KQkq");
}

#[test]
fn turn_text_is_quoted_as_an_excerpt() {
    let g = Momentum::new();
    let start = g.start_position();
    let huge = "x".repeat(1_000_000);
    for text in [
        format!("e2-e4{huge}"),
        format!("({huge})e2-e4"),
        format!("(fhN{huge})b1-c3"),
        format!("Ke5-e6{}", "!".repeat(1_000_000)),
        format!("e2-e4, {huge}"),
        "K\ne5-e6".to_string(),
        "e2-e\n4".to_string(),
        "(Z\nZ)e2-e4".to_string(),
        "Ke5-e6 \n!".to_string(),
    ] {
        let e = g.read_turn(&start, &text).expect_err("refused").to_string();
        one_short_line(&text, &e);
    }
    assert_eq!(
        g.read_turn(&start, "(Z\nZ)e2-e4").unwrap_err().to_string(),
        r"'(Z\nZ)e2-e4': '(Z\nZ)' is not a piece of this game"
    );
}

#[test]
fn options_are_quoted_as_excerpts() {
    let huge = "x".repeat(1_000_000);
    for text in [
        format!("armies={huge}"),
        format!("armies=fabulous-fides,{huge}"),
        format!("armies={huge},fabulous-fides"),
        format!("check={huge}"),
        format!("action={huge}"),
        format!("{huge}=1"),
        "armies=fabulous-fides,nutty\u{1b}knights".to_string(),
        "armies=fabulous-fides,nutty\nknights".to_string(),
        "check=ref\nuse".to_string(),
    ] {
        let e = Momentum::with_options(&text)
            .expect_err("refused")
            .to_string();
        one_short_line(&text, &e);
    }
}
