//! The game pages' file names ([`xtask::html::page_name`]), escaped byte
//! by byte.

use xtask::html::page_name;
use xtask::verify::GameEntry;

fn check(crate_dir: &str, stem: &str, expected: &str) {
    let entry = GameEntry {
        crate_dir: crate_dir.to_string(),
        path: std::path::PathBuf::new(),
        stem: stem.to_string(),
    };
    assert_eq!(page_name(&entry), expected, "{crate_dir:?} {stem:?}");
}

#[test]
fn names_are_escaped_byte_by_byte() {
    check("momentum", "first-game", "momentum__first-game.html");
    check("edge-of-world", "v1.2", "edge-of-world__v1.2.html");
    check("k", "a b", "k__a_20b.html");
    check("k", "a_b", "k__a_5fb.html");
    check("k", "A", "k___41.html");
    check("my_games", "x", "my_5fgames__x.html");
    check("k", "é", "k___c3_a9.html");
    check("k", "", "k__.html");
}
