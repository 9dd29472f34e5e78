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

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: &str) {
        let mut out = String::new();
        string(text, &mut out);
        assert_eq!(out, expected, "{text:?}");
    }

    #[test]
    fn strings_are_escaped_for_json_inside_a_script_element() {
        check("e2-e4", r#""e2-e4""#);
        check(r#"a "b" \c"#, r#""a \"b\" \\c""#);
        check("a\nb\tc\r\u{1b}", r#""a\nb\tc\r\u001b""#);
        check(
            "</script><!-- &",
            r#""\u003c/script\u003e\u003c!-- \u0026""#,
        );
        check("Fibnif → a6 é", r#""Fibnif → a6 é""#);
        check("\u{2028}", r#""\u2028""#);
    }

    #[test]
    fn keys_are_separated_by_commas() {
        let mut out = String::from("{");
        key("a", &mut out);
        out.push('1');
        key("b", &mut out);
        strings(["x", "y"], &mut out);
        out.push('}');
        assert_eq!(out, r#"{"a":1,"b":["x","y"]}"#);
    }
}
