//! `cargo xtask verify-games --html DIR` on the command line: the site is
//! written after the usual lines, and a folder that cannot be made is
//! refused in one line with status 2.

use crate::runs::run;

#[test]
fn html_writes_the_index_and_the_pages_of_the_games_replayed() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-cli");
    let _ = std::fs::remove_dir_all(&dir);
    let dir_text = dir.display().to_string();
    let (status, out, err) = run(&["verify-games", "--game", "sample-turn", "--html", &dir_text]);
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("ok   multimove"), "{out}");
    assert!(lines[1].starts_with("1 games, 1 turns replayed"), "{out}");
    assert_eq!(
        lines[2],
        format!("wrote 1 game page and {}", dir.join("index.html").display())
    );
    let page = std::fs::read_to_string(dir.join("multimove__sample-turn.html")).expect("the page");
    assert!(page.contains("White to move and win (the sample turn)"));
    let index = std::fs::read_to_string(dir.join("index.html")).expect("the index");
    assert!(index.contains("href=\"multimove__sample-turn.html\""));
    // Without the flag, the output is the lines of the replay alone.
    let (status, plain, _) = run(&["verify-games", "--game", "sample-turn"]);
    assert_eq!(status, 0);
    assert_eq!(plain.lines().count(), 2, "{plain}");
}

#[test]
fn a_folder_that_cannot_be_made_is_refused_in_one_line() {
    let base = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-cli-file");
    std::fs::write(&base, "a file, not a folder").expect("a file");
    let dir = base.join("site");
    let (status, _, err) = run(&[
        "verify-games",
        "--game",
        "sample-turn",
        "--html",
        &dir.display().to_string(),
    ]);
    assert_eq!(status, 2, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "error: cannot make the folder {}: ",
            dir.display()
        )),
        "{err}"
    );
}
