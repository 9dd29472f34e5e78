//! The options grammar every variant reads (`kernel::options`).

use kernel::options::{Options, OptionsError};
use proptest::prelude::*;

/// The pairs `text` holds, in order, as `key=value` strings.
fn pairs(text: &str, keys: &[&str]) -> Vec<String> {
    let mut options = Options::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    keys.iter()
        .filter_map(|k| options.take(k).map(|v| format!("{k}={v}")))
        .collect()
}

fn error(text: &str, known: &[&'static str]) -> String {
    match Options::parse(text) {
        Err(e) => e.to_string(),
        Ok(mut options) => {
            for k in known {
                options.take(k);
            }
            options.finish(known).unwrap_err().to_string()
        }
    }
}

#[test]
fn pairs_are_separated_by_commas_semicolons_or_spaces() {
    let keys = ["a", "b", "c"];
    for text in [
        "a=1,b=2,c=3",
        "a=1;b=2;c=3",
        "a=1 b=2\tc=3",
        " a=1 ,  b=2 ; c=3 ",
    ] {
        assert_eq!(pairs(text, &keys), ["a=1", "b=2", "c=3"], "{text}");
    }
    assert!(Options::parse("").unwrap().is_empty());
    assert!(Options::parse(" , ; ").unwrap().is_empty());
}

#[test]
fn spaces_around_the_equals_sign_are_ignored() {
    assert_eq!(pairs("points = 4", &["points"]), ["points=4"]);
    assert_eq!(
        pairs(" stop =part-way , castling= off", &["stop", "castling"]),
        ["stop=part-way", "castling=off"]
    );
}

#[test]
fn a_part_without_equals_continues_the_value_before_it() {
    let keys = ["armies", "check"];
    for text in [
        "armies=nutty-knights,remarkable-rookies",
        "armies=nutty-knights, remarkable-rookies",
        "armies=nutty-knights remarkable-rookies",
    ] {
        assert_eq!(
            pairs(text, &keys),
            ["armies=nutty-knights,remarkable-rookies"],
            "{text}"
        );
    }
    assert_eq!(
        pairs("armies=a,b,check=stealth", &keys),
        ["armies=a,b", "check=stealth"]
    );
    assert_eq!(pairs("armies=,a", &keys), ["armies=a"]);
}

#[test]
fn bad_texts_are_named() {
    assert_eq!(
        error("castling", &["castling"]),
        "option 'castling' is not of the form key=value"
    );
    assert_eq!(
        error("=4", &["points"]),
        "option '=4' has no key before '='"
    );
    assert_eq!(
        error("stop=a,stop=b", &["stop"]),
        "option 'stop' is given twice"
    );
    assert_eq!(
        error("speed=3", &["points"]),
        "unknown option 'speed': the options are points"
    );
    assert_eq!(
        error("speed=3", &[]),
        "unknown option 'speed': this variant has no options"
    );
    let mut options = Options::parse("stop=halfway").unwrap();
    let e = options
        .choose("stop", &[("before", 0), ("after", 1)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "option 'stop' cannot be 'halfway': expected 'before' or 'after'"
    );
    assert!(matches!(e, OptionsError::BadValue { key: "stop", .. }));
}

#[test]
fn a_long_or_broken_option_is_quoted_in_one_short_line() {
    let long = format!("key{}=1\nkey=2", "x".repeat(1_000_000));
    let e = error(&long, &["key"]);
    assert!(!e.contains('\n') && e.len() < 200, "{e}");
}

proptest! {
    #[test]
    fn any_text_parses_or_is_refused_in_one_line(text in "\\PC{0,40}|[a-z=,; ]{0,40}") {
        match Options::parse(&text) {
            Ok(options) => {
                if let Err(e) = options.finish(&[]) {
                    prop_assert!(!e.to_string().contains('\n'));
                }
            }
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
        }
    }
}
