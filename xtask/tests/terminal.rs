//! Text read from a file reaches the terminal escaped (issue 35 item 11):
//! a game file's title, its comments in a `--verbose` report, and the
//! file's own name, holding terminal escape sequences (`ESC [2J` clears
//! the screen) or carriage returns, are shown as `\u{1b}` and `\r`, never
//! obeyed. The output of a file without them is unchanged.

use std::path::{Path, PathBuf};

/// What a terminal would obey.
const RAW: [char; 3] = ['\u{1b}', '\r', '\u{7}'];

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("terminal")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// A game file of two turns whose title and comment hold escapes.
fn game_text() -> String {
    "title: \u{1b}[2J\u{1b}[31mThe red game\r\u{7}\n\
     source: a test\n\
     variant: chess\n\
     \n\
     1. e4\n\
     1... e5\n\
     # \u{1b}]0;a new window title\u{7} and \u{1b}[1Abold\n\
     2. Nf3\n"
        .to_string()
}

#[track_caller]
fn no_raw_escapes(what: &str, text: &str) {
    assert!(
        !text.contains(RAW),
        "{what}: a raw escape reached the terminal:\n{text:?}"
    );
}

#[test]
fn verify_games_escapes_a_files_title_comments_and_name() {
    // A workspace of one crate whose games/ folder holds the file, named
    // with an escape too.
    let root = folder("verify");
    let games = root.join("escapes").join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(root.join("escapes").join("Cargo.toml"), "").unwrap();
    std::fs::write(games.join("red\u{1b}[0m.game"), game_text()).unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::verify::verify_games(&root, None, None, false, true, &mut out, &mut err);
    let (out, err) = (
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    );
    // No reviewed snapshot: the file fails, and says so.
    assert_eq!(status, 1, "{out}{err}");
    no_raw_escapes("verify-games", &out);
    no_raw_escapes("verify-games", &err);
    assert!(
        out.contains(r"\u{1b}[2J\u{1b}[31mThe red game\r\u{7}"),
        "{out}"
    );
    assert!(
        out.contains(r"escapes/games/red\u{1b}[0m.game: no reviewed snapshot yet"),
        "{out}"
    );
    // The verbose report: its lines as they were, escaped within.
    assert!(
        out.contains(r"# \u{1b}]0;a new window title\u{7} and \u{1b}[1Abold"),
        "{out}"
    );
    assert!(out.contains("\n1. e4\n"), "{out}");
}

#[test]
fn analyse_escapes_a_files_title() {
    let dir = folder("analyse");
    let path = dir.join("red.game");
    std::fs::write(&path, game_text()).unwrap();
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let args = [
        "analyse", path_text, "--limit", "depth 1", "--mate", "0", "--turn", "1",
    ];
    let status = xtask::cli::run(&args, &mut out, &mut err);
    let (out, err) = (
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    );
    assert_eq!(status, 0, "{out}{err}");
    no_raw_escapes("analyse", &out);
    assert!(
        out.starts_with(r"\u{1b}[2J\u{1b}[31mThe red game\r\u{7}: chess"),
        "{out}"
    );
}
