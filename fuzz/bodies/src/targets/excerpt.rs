//! `excerpt`: quoting input in error messages
//! ([`kernel::excerpt::Excerpt`]), from the start, around any position
//! (past the end included) and at any width: always one line, never more
//! bytes than its width and the marks around it
//! ([`Excerpt::max_written`]), whole exactly when the text fits the width
//! escaped, and the input's length given exactly when part of it is left
//! out.

use crate::Bytes;
use kernel::excerpt::Excerpt;

/// How many bytes `text` takes written in an excerpt's quotes.
fn escaped_len(text: &str) -> usize {
    text.chars()
        .map(|c| match c {
            '\'' | '\\' => 2,
            '"' => 1,
            c if c.escape_debug().len() == 1 => c.len_utf8(),
            c => c.escape_debug().len(),
        })
        .sum()
}

/// Checks `excerpt` of `text` at `width`, in both forms.
fn check(excerpt: &Excerpt, text: &str, width: usize) {
    let total = text.chars().count();
    for (shown, quoted) in [(excerpt.to_string(), true), (format!("{excerpt:#}"), false)] {
        assert!(
            !shown.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
            "{text:?} quoted as {shown:?}"
        );
        assert!(
            shown.len() <= Excerpt::max_written(width),
            "{text:?} quoted as {shown:?}: {} bytes",
            shown.len()
        );
        let length = format!(" ({total} characters)");
        // Unquoted, a whole text may itself end as the length does.
        if quoted || !excerpt.is_whole() {
            assert_eq!(
                shown.ends_with(&length),
                !excerpt.is_whole(),
                "{text:?} quoted as {shown:?}"
            );
        }
    }
}

/// Input: two bytes of a place, a byte of width, then the text.
pub fn run(data: &[u8]) {
    let mut bytes = Bytes(data);
    let at = u16::from_le_bytes([bytes.byte(), bytes.byte()]) as usize;
    let width = bytes.byte() as usize;
    let Some(text) = bytes.text() else {
        return;
    };
    let whole = Excerpt::new(text);
    check(&whole, text, Excerpt::WIDTH);
    assert_eq!(
        whole.is_whole(),
        escaped_len(text) <= Excerpt::WIDTH,
        "{text:?}"
    );
    check(&Excerpt::around(text, at), text, Excerpt::WIDTH);
    let wide = Excerpt::with_width(text, width);
    check(&wide, text, width);
    assert_eq!(
        wide.is_whole(),
        escaped_len(text) <= width.max(10),
        "{text:?}"
    );
}
