#![no_main]
//! Quoting input in error messages (`kernel::excerpt::Excerpt`), from the
//! start, around any position (past the end included) and at any width:
//! always one line, never more bytes than its width and the marks around
//! it (`Excerpt::max_written`), and the input's length given exactly when
//! part of it is left out.

use cvpages_fuzz::Bytes;
use kernel::excerpt::Excerpt;
use libfuzzer_sys::fuzz_target;

/// Checks the excerpt of `text` showing at most `width` bytes escaped, in
/// both forms.
fn check(excerpt: Excerpt, text: &str, width: usize) {
    let total = text.chars().count();
    for (shown, quoted) in [(excerpt.to_string(), true), (format!("{excerpt:#}"), false)] {
        assert!(
            !shown.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
            "{text:?} quoted as {shown:?}"
        );
        assert!(
            shown.len() <= Excerpt::max_written(width),
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
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let at = u16::from_le_bytes([bytes.byte(), bytes.byte()]) as usize;
    let width = bytes.byte() as usize;
    let Some(text) = bytes.text() else {
        return;
    };
    check(Excerpt::new(text), text, Excerpt::WIDTH);
    check(Excerpt::around(text, at), text, Excerpt::WIDTH);
    check(Excerpt::with_width(text, width), text, width.max(1));
});
