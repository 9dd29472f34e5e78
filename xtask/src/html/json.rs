//! Writing the JSON of a page's data, which sits in the page inside a
//! `<script type="application/json">` element.
//!
//! Strings are escaped as JSON requires (`"`, `\` and control characters),
//! and `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, so that no text
//! of a game file can end the element (`</script>`) or open a comment in it
//! (`<!--`): the data is read back by `JSON.parse` exactly as written.

use std::fmt::Write as _;

/// Appends `text` to `out` as a JSON string, quotes included.
pub fn string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c < ' ' || matches!(c, '<' | '>' | '&' | '\u{2028}' | '\u{2029}') => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Appends `items` to `out` as a JSON array of strings.
pub fn strings<'a>(items: impl IntoIterator<Item = &'a str>, out: &mut String) {
    out.push('[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(item, out);
    }
    out.push(']');
}

/// Appends `"key":` to `out`, after a comma unless the object is empty so
/// far (its last character is `{`).
pub fn key(name: &str, out: &mut String) {
    if !out.ends_with('{') {
        out.push(',');
    }
    string(name, out);
    out.push(':');
}
