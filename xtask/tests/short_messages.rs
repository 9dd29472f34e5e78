//! A claims report line stays one short line when every quoted part is
//! made of characters that escape long (issue 34 item 12: the `claims`
//! fuzz target found a 1,095-byte line, two excerpts of 120 characters of
//! `\u{1c}`, each written in six bytes). Moved here from the `tests`
//! crate's `short_messages`, which keeps the notation errors' messages, so
//! that the `tests` crate does not build and link `xtask`.

use cvpages_tests::mutation::{assert_one_line_within, escapes};

/// A claims report line quotes the turn it follows, the claim and, in its
/// verdict, the claim's turn and the reader's error: each all escapes.
#[test]
fn a_claims_line_of_escapes_stays_short() {
    let e = escapes(300);
    for claim in [
        e.clone(),
        format!("better: {e}"),
        format!("white mates in {e}"),
    ] {
        let text = format!("title: t\nsource: s\nvariant: chess\n\n1. e4\n@check: {claim}\n");
        let game = kernel::replay::GameFile::parse(&text).expect("a game file");
        let checked = xtask::verify::check_annotations(&game).expect("chess builds");
        assert_eq!(checked.len(), 1, "{claim:?}");
        assert_one_line_within("claim", &checked[0].to_string(), 1000);
    }
}
