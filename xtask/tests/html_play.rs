//! The play pages' module script ([`xtask::html::play`]): base64 as RFC
//! 4648 writes it.

use xtask::html::play::base64;

#[test]
fn base64_matches_the_rfc_examples() {
    // RFC 4648, section 10.
    let cases = [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ];
    for (plain, coded) in cases {
        assert_eq!(base64(plain.as_bytes()), coded, "{plain:?}");
    }
}
