//! How error messages quote input ([`kernel::excerpt::Excerpt`]). (Moved
//! from the library's unit tests, `src/excerpt.rs`.)

use kernel::excerpt::Excerpt;

fn check(excerpt: Excerpt, expected: &str) {
    assert_eq!(excerpt.to_string(), expected);
}

#[test]
fn short_text_is_quoted_whole() {
    check(Excerpt::new(""), "''");
    check(Excerpt::new("e4"), "'e4'");
    check(Excerpt::new("é4 \"x\""), "'é4 \"x\"'");
    let forty = "a".repeat(40);
    check(Excerpt::new(&forty), &format!("'{forty}'"));
    assert!(Excerpt::new(&forty).is_whole());
}

#[test]
fn what_is_not_printable_is_escaped() {
    check(Excerpt::new("a\nb\r\tc"), r"'a\nb\r\tc'");
    check(Excerpt::new("it's"), r"'it\'s'");
    check(Excerpt::new("a\\b"), r"'a\\b'");
    check(Excerpt::new("\u{1b}[31m"), r"'\u{1b}[31m'");
    check(Excerpt::new("\u{0}"), r"'\0'");
}

#[test]
fn long_text_is_cut_and_its_length_given() {
    let text = format!("{}{}", "a".repeat(40), "b".repeat(60));
    check(
        Excerpt::new(&text),
        &format!("'{}'... (100 characters)", "a".repeat(40)),
    );
    assert!(!Excerpt::new(&text).is_whole());
}

#[test]
fn an_excerpt_around_a_place_shows_that_place() {
    let text = format!("{}X{}", "a".repeat(500), "b".repeat(500));
    check(
        Excerpt::around(&text, 500),
        &format!(
            "...'{}X{}'... (1001 characters)",
            "a".repeat(20),
            "b".repeat(19)
        ),
    );
    // Near either end the window stays full and is cut on one side.
    check(
        Excerpt::around(&text, 3),
        &format!("'{}'... (1001 characters)", "a".repeat(40)),
    );
    check(
        Excerpt::around(&text, 5000),
        &format!("...'{}' (1001 characters)", "b".repeat(40)),
    );
    check(Excerpt::around("short", 99), "'short'");
    // Escapes before the place take their written length, and the
    // place is still shown.
    let text = format!("{}X{}", "\u{1c}".repeat(100), "b".repeat(100));
    check(
        Excerpt::around(&text, 100),
        &format!(
            "...'{}X{}'... (201 characters)",
            r"\u{1c}".repeat(3),
            "b".repeat(21)
        ),
    );
}

#[test]
fn the_alternate_form_has_no_quotes() {
    assert_eq!(format!("{:#}", Excerpt::new("16")), "16");
    let message = r#"castling field 'K"\': a\nb"#;
    assert_eq!(
        format!("{:#}", Excerpt::with_width(message, 1000)),
        r#"castling field 'K"\': a\nb"#
    );
    assert_eq!(
        format!("{:#}", Excerpt::with_width("one\ntwo", 1000)),
        r"one\ntwo"
    );
    assert_eq!(
        format!("{:#}", Excerpt::new(&"9".repeat(50))),
        format!("{}... (50 characters)", "9".repeat(40))
    );
}

/// Text of any characters, rich in those that escape long (control
/// characters, quotes, backslashes) and in printable ones that take
/// several bytes.
fn arb_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let c = prop_oneof![
        any::<char>(),
        proptest::char::range('\0', '\u{1f}'),
        proptest::char::range('\u{7f}', '\u{9f}'),
        Just('\\'),
        Just('\''),
        Just('\u{10ffff}'),
        Just('\u{301}'),
        Just('é'),
        Just('a'),
    ];
    proptest::collection::vec(c, 0..300).prop_map(|v| v.into_iter().collect())
}

/// One line, and at most `most` bytes.
fn short_line(written: &str, most: usize) -> Result<(), proptest::test_runner::TestCaseError> {
    proptest::prop_assert!(
        !written.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
        "{written:?}"
    );
    proptest::prop_assert!(
        written.len() <= most,
        "{} bytes: {written:?}",
        written.len()
    );
    Ok(())
}

proptest::proptest! {
    /// Whatever the text, the written excerpt is one line of at most
    /// its width in bytes and the marks around it (two quotes, two
    /// cut marks and the length, ` (N characters)`, N of at most 20
    /// digits): 40 + 42 bytes from the start or around any place, and
    /// `width` + 42 at any width, in both forms. The issue's case: the
    /// claims fuzz target's 1,095-byte line held two excerpts of 120
    /// characters of `\u{1c}`, each written in six bytes.
    #[test]
    fn the_written_excerpt_is_bounded_in_bytes(
        text in arb_text(),
        at in 0usize..400,
        width in 1usize..200,
    ) {
        for excerpt in [Excerpt::new(&text), Excerpt::around(&text, at)] {
            short_line(&excerpt.to_string(), Excerpt::max_written(Excerpt::WIDTH))?;
            short_line(&format!("{excerpt:#}"), Excerpt::max_written(Excerpt::WIDTH))?;
        }
        // The place named is shown, whatever escapes before it.
        if let Some(c) = text.chars().nth(at).or(text.chars().last()) {
            proptest::prop_assert!(Excerpt::around(&text, at).shown().contains(c));
        }
        let excerpt = Excerpt::with_width(&text, width);
        short_line(&excerpt.to_string(), Excerpt::max_written(width))?;
        short_line(&format!("{excerpt:#}"), Excerpt::max_written(width))?;
    }
}

#[test]
fn the_excerpt_is_bounded_whatever_the_input() {
    let nasty = "\u{7}\n".repeat(1_000_000);
    let shown = Excerpt::new(&nasty).to_string();
    assert!(shown.len() < 40 * 10 + 40, "{}", shown.len());
    assert!(!shown.contains('\n'));
}
