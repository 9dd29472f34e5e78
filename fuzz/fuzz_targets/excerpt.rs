#![no_main]
//! Quoting input in error messages (`kernel::excerpt::Excerpt`), from the
//! start, around any position (past the end included) and at any width:
//! always one line, never longer than the characters shown (each escaped
//! to at most 10) and the marks around them, and the input's length given
//! exactly when part of it is left out.

use cvpages_fuzz::Bytes;
use kernel::excerpt::Excerpt;
use libfuzzer_sys::fuzz_target;

/// Checks the excerpt of `text` showing at most `width` characters, in
/// both forms.
fn check(excerpt: Excerpt, text: &str, width: usize) {
    let total = text.chars().count();
    for (shown, quoted) in [(excerpt.to_string(), true), (format!("{excerpt:#}"), false)] {
        assert!(
            !shown.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
            "{text:?} quoted as {shown:?}"
        );
        // Two quotes, two cut marks and " (N characters)".
        let most = 10 * width.min(total) + 2 + 6 + 14 + total.to_string().len();
        assert!(
            shown.chars().count() <= most,
            "{text:?} quoted as {shown:?}"
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
    assert_eq!(excerpt.is_whole(), total <= width, "{text:?}");
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let at = u16::from_le_bytes([bytes.byte(), bytes.byte()]) as usize;
    let width = bytes.byte() as usize;
    let Some(text) = bytes.text() else {
        return;
    };
    check(Excerpt::new(text), text, Excerpt::MAX_CHARS);
    check(Excerpt::around(text, at), text, Excerpt::MAX_CHARS);
    check(Excerpt::with_width(text, width), text, width.max(1));
});
