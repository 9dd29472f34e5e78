//! The file name of a game's page: one name per game file, never shared.
//!
//! A page is named `<crate>__<file stem>.html`, each part written with
//! small letters, digits, `-` and `.` as they are and every other byte of
//! its UTF-8 (`_`, a space, a capital letter, `é`) as `_` and two
//! hexadecimal digits: `a b` is `a_20b`, `a_b` is `a_5fb`, `A` is `_41`.
//! Read from the left, an `_` followed by a second `_` is the separator
//! and any other `_` begins an escape, so a name is read back in one way
//! only: distinct game files get distinct pages, also on a file system that
//! ignores case, and every name is a plain file name and a plain address.

use crate::verify::GameEntry;

/// The file name of `entry`'s page: `momentum__first-game.html` for
/// `momentum/games/first-game.game`, `k__a_20b.html` for `k/games/a b.game`
/// and `k__a_5fb.html` for `k/games/a_b.game`: the crate's folder and the
/// file's name, each with every byte but small letters, digits, `-` and `.`
/// written `_` and two hexadecimal digits, joined by `__`. Distinct game
/// files get distinct names, also where case is ignored.
pub fn page_name(entry: &GameEntry) -> String {
    let mut name = String::new();
    escape_part(&entry.crate_dir, &mut name);
    name.push_str("__");
    escape_part(&entry.stem, &mut name);
    name.push_str(".html");
    name
}

/// Appends `part` to `out`, escaped as the module docs say.
fn escape_part(part: &str, out: &mut String) {
    for byte in part.bytes() {
        if byte.is_ascii_lowercase() || byte.is_ascii_digit() || matches!(byte, b'-' | b'.') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("_{byte:02x}"));
        }
    }
}
