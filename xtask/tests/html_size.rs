//! The size of `cargo xtask verify-games --html`'s pages (issue 35, item
//! 10): a long game's page is a small multiple of its file (a board per
//! turn drawn by the page's script from compact data, where a drawn board
//! per turn made it 775 times the file), and a page over the limit is
//! refused in one line that names the game, with nothing written.

use std::path::{Path, PathBuf};
use test_support::folders::sorted_names;
use xtask::html;

/// A workspace of one crate, `games`, whose `games/` folder holds
/// `long.game`, and returns its root and the file's size. A legal game of
/// FIDE chess cannot be long with few pieces moving (fivefold repetition
/// and seventy-five moves end it), so the file is long by its side lines:
/// the main line `1. Nf3 Nf6`, then `lines - 1` side lines before `1...`,
/// each `1... Nf6 2. Ng1 Ng8`: a main line of 2 turns and side lines of 3,
/// `3 * lines - 1` turns in all.
fn long_game(name: &str, lines: usize) -> (PathBuf, u64) {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("html-size")
        .join(name);
    let _ = std::fs::remove_dir_all(&root);
    let games = root.join("games").join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    std::fs::write(root.join("games").join("Cargo.toml"), "[package]\n").expect("a manifest");
    let mut text = String::from("title: A long game\nsource: a test\nvariant: chess\n");
    text.push_str("1. Nf3\n1... Nf6\n");
    for _ in 1..lines {
        text.push_str("variation before 1...\n1... Nf6\n2. Ng1\n2... Ng8\nend\n");
    }
    let path = games.join("long.game");
    std::fs::write(&path, &text).expect("the game file");
    (root, text.len() as u64)
}

#[test]
fn a_long_game_makes_a_page_a_small_multiple_of_its_file() {
    let (root, file) = long_game("proportionate", 5_000);
    let dir = root.join("site");
    let written = html::write_site(&root, &dir, |_, _| true).expect("the site is written");
    let page = std::fs::metadata(&written[1]).expect("the page").len();
    eprintln!("a page of {page} bytes for a file of {file} bytes");
    // Per turn: its position text and board (about 100 bytes), its turn
    // and verdict; the fixed part (style, scripts, key) is about 25 KB.
    assert!(
        page < 30 * file,
        "a page of {page} bytes for a file of {file} bytes"
    );
    let text = std::fs::read_to_string(&written[1]).expect("the page");
    assert_eq!(
        text.matches("<svg class=").count(),
        0,
        "no board is drawn in the file"
    );
    assert_eq!(text.matches(r#""kind":"turn""#).count(), 3 * 5_000 - 1);
}

#[test]
fn a_page_over_the_limit_is_refused_naming_the_game_and_nothing_is_written() {
    let (root, _) = long_game("limit", 1_000);
    let dir = root.join("site");
    let err = html::write_site_within(&root, &dir, |_, _| true, 100_000)
        .expect_err("the page is over 100,000 bytes");
    let game = root.join("games").join("games").join("long.game");
    assert_eq!(
        err.to_string(),
        format!(
            // The main line's start and its 2 turns, then each of the 999
            // side lines' branch point and its 3 turns: 3 + 999 * 4.
            "the page of {} (3999 boards) is over the limit of 100000 bytes a page: the site was not written",
            game.display()
        )
    );
    assert_eq!(
        sorted_names(&dir),
        [html::SITE_MARK],
        "only the folder's mark"
    );
    // Within the limit, the same site is written.
    let written =
        html::write_site_within(&root, &dir, |_, _| true, 1_000_000).expect("within the limit");
    assert_eq!(written.len(), 2);
}
