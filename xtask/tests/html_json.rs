//! The pages' JSON writer ([`xtask::html::json`]): strings escaped for a
//! script element, keys separated by commas.

use xtask::html::json::{key, string, strings};

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
