//! Messages that quote input in several places stay one short line when
//! every quoted part is made of characters that escape long (issue 34 item
//! 12: the `claims` fuzz target found a 1,095-byte line, two excerpts of
//! 120 characters of `\u{1c}`, each written in six bytes). An excerpt
//! bounds what it writes, so a message is short because each of its
//! quotes is. (The claims report's line, which `xtask` writes, is checked
//! the same way in `xtask`'s test `short_messages`.)

use cvpages_tests::mutation::{assert_one_line_within, escapes};
use kernel::Variant;

/// The error types whose messages quote two excerpts of input, each
/// quote all escapes.
#[test]
fn notation_errors_quoting_two_excerpts_stay_short() {
    let e = escapes(200);
    let momentum = momentum::Momentum::new();
    let start = momentum.start_position();
    // UnknownPiece: the event and the piece's Betza string.
    let message = momentum
        .read_turn(&start, &format!("({e})e2{e}-e4"))
        .unwrap_err()
        .to_string();
    assert_one_line_within("momentum unknown piece", &message, 300);
    let multimove = multimove::MultimoveChess::new();
    let start = multimove.start_position();
    // BadCostNote: the move and its note.
    let message = multimove
        .read_turn(&start, &format!("e2-e4 (cost={e})"))
        .unwrap_err()
        .to_string();
    assert_one_line_within("multimove cost note", &message, 300);
    // BadRange: the range and the text around it.
    let message = kernel::betza::parse(&format!("W99{e}"))
        .unwrap_err()
        .to_string();
    assert_one_line_within("betza", &message, 300);
}
