//! The files of `cargo xtask verify-games --html DIR` (issue 35, item 6):
//! no file is replaced without being asked. A folder that holds anything
//! the site did not write is refused before anything is written; a site
//! folder is written again; every file is written whole under another name
//! and renamed into place; and distinct game files get distinct pages.

use crate::runs::run;
use std::path::{Path, PathBuf};
use test_support::folders::sorted_names;
use xtask::html;
use xtask::verify::GameEntry;

/// The file that marks a folder as a site `--html` wrote.
const MARK: &str = ".cvpages-site";

/// A fresh folder of this test binary's own, named `name`, which does not
/// exist yet.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("html-files")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.parent().expect("a parent")).expect("the parent folder");
    dir
}

/// `verify-games --game GAME --html DIR`.
fn site(game: &str, dir: &Path) -> (i32, String, String) {
    run(&[
        "verify-games",
        "--game",
        game,
        "--html",
        &dir.display().to_string(),
    ])
}

#[test]
fn a_folder_with_an_index_the_site_did_not_write_is_refused_and_kept() {
    let dir = scratch("foreign-index");
    std::fs::create_dir_all(&dir).expect("the folder");
    std::fs::write(dir.join("index.html"), "my own home page").expect("a page of the user's");
    let (status, out, err) = site("sample-turn", &dir);
    assert_eq!(status, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "error: {} is not empty and was not written by verify-games --html",
            dir.display()
        )),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("index.html")).expect("still there"),
        "my own home page"
    );
    assert_eq!(sorted_names(&dir), ["index.html"], "nothing was added");
}

#[test]
fn a_folder_with_any_other_file_is_refused_and_kept() {
    let dir = scratch("foreign-file");
    std::fs::create_dir_all(dir.join("photos")).expect("the folders");
    std::fs::write(dir.join("notes.txt"), "notes").expect("a file of the user's");
    let (status, out, err) = site("sample-turn", &dir);
    assert_eq!(status, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("is not empty"), "{err}");
    assert_eq!(sorted_names(&dir), ["notes.txt", "photos"]);
}

#[test]
fn a_new_or_empty_folder_is_written_with_its_mark() {
    for (name, make) in [("new", false), ("empty", true)] {
        let dir = scratch(name);
        if make {
            std::fs::create_dir_all(&dir).expect("an empty folder");
        }
        let (status, out, err) = site("sample-turn", &dir);
        assert_eq!((status, err.as_str()), (0, ""), "{out}");
        assert_eq!(
            sorted_names(&dir),
            [MARK, "index.html", "multimove__sample-turn.html"],
            "{name}: the pages, the mark, and no temporary file left"
        );
    }
}

/// The site's own folder is written again, its files replaced by renaming
/// a new file over each: a hard link to the old index keeps the old text,
/// where writing into the file in place would change it too.
#[test]
fn a_site_folder_is_written_again_by_renaming_new_files_into_place() {
    let dir = scratch("again");
    let (status, out, err) = site("sample-turn", &dir);
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let link = dir.with_file_name("again-index-link.html");
    let _ = std::fs::remove_file(&link);
    std::fs::hard_link(dir.join("index.html"), &link).expect("a hard link");
    let old = std::fs::read_to_string(&link).expect("the old index");
    assert!(old.contains("multimove__sample-turn.html"));

    let (status, out, err) = site("opera-game", &dir);
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let new = std::fs::read_to_string(dir.join("index.html")).expect("the new index");
    assert!(new.contains("kernel__opera-game.html"), "the index is new");
    let linked = std::fs::read_to_string(&link).expect("the link");
    assert!(
        linked == old && !linked.contains("kernel__opera-game.html"),
        "the old index file was written in place, not replaced"
    );
    assert_eq!(
        sorted_names(&dir),
        [
            MARK,
            "index.html",
            "kernel__opera-game.html",
            "multimove__sample-turn.html"
        ]
    );
}

/// A workspace of one crate, `games`, whose `games/` folder holds `files`
/// (name, title): each a two-turn game of chess.
fn workspace(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = scratch(name);
    let games = root.join("games").join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    std::fs::write(root.join("games").join("Cargo.toml"), "[package]\n").expect("a manifest");
    for (file, title) in files {
        std::fs::write(
            games.join(file),
            format!("title: {title}\nsource: a test\nvariant: chess\n1. e4\n1... e5\n"),
        )
        .expect("a game file");
    }
    root
}

#[test]
fn game_files_whose_names_differ_only_in_punctuation_get_a_page_each() {
    let titles = [
        ("a b.game", "Game with a space"),
        ("a_b.game", "Game with an underscore"),
        ("a-b.game", "Game with a hyphen"),
        ("A_B.game", "Game in capitals"),
    ];
    let root = workspace("names", &titles);
    let dir = root.join("site");
    let written = html::write_site(&root, &dir, |_, _| true).expect("the site is written");
    assert_eq!(written.len(), 1 + titles.len(), "{written:?}");
    let index = std::fs::read_to_string(dir.join("index.html")).expect("the index");
    let mut names: Vec<String> = Vec::new();
    for page in &written[1..] {
        let name = page
            .file_name()
            .expect("a file name")
            .to_string_lossy()
            .into_owned();
        assert!(
            !names.iter().any(|n| n.eq_ignore_ascii_case(&name)),
            "{name} twice (ignoring case) in {written:?}"
        );
        assert!(index.contains(&format!("href=\"{name}\"")), "{name}");
        names.push(name);
    }
    // Each page is its own game's: every title is on exactly one page.
    for (_, title) in titles {
        let holders = written[1..]
            .iter()
            .filter(|p| {
                std::fs::read_to_string(p)
                    .expect("a page")
                    .contains(&format!("<title>{title}</title>"))
            })
            .count();
        assert_eq!(holders, 1, "{title}");
    }
}

/// Page names are distinct for distinct files, also on a file system that
/// ignores case, and use only characters every file system and address
/// takes as they are.
#[test]
fn page_names_are_distinct_and_portable() {
    let stems = [
        "a b", "a_b", "a-b", "a.b", "a  b", "A b", "a B", "A_B", "a_20b", "a_5fb", "é", "è",
        "e\u{301}", "", "_", "__", "a__b", "index", "%41", "a/b", "x\ny",
    ];
    let mut seen: Vec<(String, String)> = Vec::new();
    for crate_dir in ["games", "Games", "my games", "my_games"] {
        for stem in stems {
            let entry = GameEntry {
                crate_dir: crate_dir.to_string(),
                path: PathBuf::from("unused"),
                stem: stem.to_string(),
            };
            let name = html::page_name(&entry);
            assert!(name.ends_with(".html"), "{name}");
            assert!(
                name.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-".contains(c)),
                "{crate_dir:?} {stem:?}: {name}"
            );
            assert_ne!(name, "index.html");
            assert_ne!(name, MARK);
            let what = format!("{crate_dir:?} {stem:?}");
            if let Some((other, _)) = seen.iter().find(|(_, n)| n.eq_ignore_ascii_case(&name)) {
                panic!("{what} and {other} share the page {name}");
            }
            seen.push((what, name));
        }
    }
    // The usual names are kept as they are.
    let entry = GameEntry {
        crate_dir: "momentum".to_string(),
        path: PathBuf::from("unused"),
        stem: "first-game".to_string(),
    };
    assert_eq!(html::page_name(&entry), "momentum__first-game.html");
}
