//! `cargo xtask new-variant`: names refused, and a scaffold that the
//! workspace's tests and `verify-games` pass on, in a scratch copy of the
//! workspace (sources only, never `target/`).

use crate::runs::run;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    xtask::verify::workspace_root()
}

/// A bad or taken name is refused in one line with status 2, and nothing
/// is written (the workspace's own tree is the root here).
#[test]
fn bad_and_taken_names_are_refused() {
    for (name, expected) in [
        ("forward", "error: variant name 'forward' is taken: a variant has it"),
        ("kernel", "error: variant name 'kernel' is taken: the workspace has a folder kernel/"),
        ("xtask", "error: variant name 'xtask' is taken: the workspace has a folder xtask/"),
        ("type", "error: variant name 'type' is taken: type is a Rust keyword"),
        ("", "error: variant name '' is empty"),
        ("Grand", "error: variant name 'Grand' has 'G' at position 1: use lower-case letters, digits and hyphens"),
        ("grand_chess", "error: variant name 'grand_chess' has '_' at position 6: use lower-case letters, digits and hyphens"),
        ("2-kings", "error: variant name '2-kings' must start with a letter"),
        ("grand--chess", "error: variant name 'grand--chess' must join its words with single hyphens, with none at the end"),
        ("grand-", "error: variant name 'grand-' must join its words with single hyphens, with none at the end"),
        ("a\nb", r"error: variant name 'a\nb' has '\n' at position 2: use lower-case letters, digits and hyphens"),
        (
            "abcdefghijklmnopqrstuvwxy",
            "error: variant name 'abcdefghijklmnopqrstuvwxy' is longer than 24 characters",
        ),
    ] {
        let (status, out, err) = run(&["new-variant", name]);
        assert_eq!(status, 2, "{name:?}: {out}{err}");
        assert_eq!(out, "", "{name:?}");
        assert_eq!(err, format!("{expected}\n"), "{name:?}");
    }
}

/// Issue 35 item 7: names that break the build were accepted with status
/// 0. Each is refused, in one line with status 2 and before anything is
/// written, for the first name it would take that is taken: a Rust
/// keyword (strict or reserved), a crate of Rust's own, a package of
/// `Cargo.lock` (the workspace's or a dependency's) as the new package
/// or as its library, a module the workspace or the scaffold declares, or
/// its type among the names the scaffold's sources use.
#[test]
fn names_that_would_break_the_build_are_refused() {
    let root = root();
    for (name, reason) in [
        ("abstract", "abstract is a Rust keyword"),
        ("become", "become is a Rust keyword"),
        ("gen", "gen is a Rust keyword"),
        ("proc-macro", "proc_macro is a crate of Rust's own"),
        (
            "thiserror",
            "Cargo.lock has a package thiserror, whose library is thiserror",
        ),
        (
            "clap",
            "Cargo.lock has a package clap, whose library is clap",
        ),
        (
            "cvpages-tests",
            "Cargo.lock has a package cvpages-tests, whose library is cvpages_tests",
        ),
        ("position", "declares a module position"),
        (
            "game",
            "xtask/template/src/lib.rs.in declares a module game",
        ),
        ("chesslike", "declares a module chesslike"),
        (
            "fen-error",
            "its type would be FenError, a name xtask/template/src/",
        ),
        (
            "named-piece",
            "its type would be NamedPiece, a name xtask/template/src/",
        ),
    ] {
        // Checked first without the command, which on a name accepted
        // would scaffold the crate into this workspace.
        let refused = xtask::new_variant::check_name(&root, name);
        let message = match refused {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{name:?} is accepted"),
        };
        let lead = format!("variant name '{name}' is taken: ");
        assert!(message.starts_with(&lead), "{name:?}: {message}");
        assert!(message.contains(reason), "{name:?}: {message}");
        let (status, out, err) = run(&["new-variant", name]);
        assert_eq!((status, out.as_str()), (2, ""), "{name:?}: {err}");
        assert_eq!(err, format!("error: {message}\n"), "{name:?}");
        assert!(!root.join(name).exists(), "{name:?} was written");
    }
    // A name near them is free.
    for name in [
        "abstracts",
        "thiserror-chess",
        "position-chess",
        "grand-game",
    ] {
        assert!(
            xtask::new_variant::check_name(&root, name).is_ok(),
            "{name:?} is refused"
        );
    }
}

/// The files the scaffold plans, without writing them: every registration
/// names the variant, and the snapshot's report is the FIDE report of the
/// fool's mate under the new name (checked against the kernel's own
/// replay, its pieces and its mate).
#[test]
fn the_plan_registers_the_variant_everywhere() {
    let names = xtask::new_variant::check_name(&root(), "grand-test").expect("a good name");
    assert_eq!(names.type_name, "GrandTest");
    let planned = xtask::new_variant::plan(&root(), &names).expect("the plan");
    let file = |path: &str| {
        planned
            .iter()
            .find(|p| p.path == Path::new(path))
            .map(|p| p.text.as_str())
            .unwrap_or_else(|| panic!("{path} is not planned"))
    };
    assert!(file("Cargo.toml").contains("    \"grand-test\",\n    \"cvpages\",\n"));
    assert!(file("Cargo.toml")
        .contains("cvpages-grand-test = { path = \"grand-test\", version = \"0.1.0\" }\n"));
    assert!(file("cvpages/Cargo.toml").contains("cvpages-grand-test.workspace = true\n"));
    // After the last variant registered (edge-of-world in the workspace;
    // scratch-test in the scratch copy below, which runs this test too).
    let last = cvpages::names().last().expect("a variant");
    assert!(file("tests/Cargo.toml").contains(&format!(
        "cvpages-{last}.workspace = true\ncvpages-grand-test.workspace = true\n"
    )));
    let registry = file("cvpages/src/lib.rs");
    assert!(registry.contains("pub use grand_test;\n"));
    assert!(registry.contains("        name: \"grand-test\",\n"));
    assert!(registry.contains("grand_test::GrandTest::with_options(options)"));
    assert!(file("tests/tests/conformance.rs").contains("::grand_test::GrandTest::new(),"));
    assert!(file("tests/tests/uniform.rs")
        .contains("\"grand-test\" => cvpages::grand_test::GrandTest,"));
    // The sentence is rewrapped: compare it with its line breaks as spaces.
    let readme = file("README.md").replace('\n', " ");
    assert!(
        readme.contains(&format!("`{last}` and `grand-test`. ")),
        "{readme}"
    );
    assert!(file("README.md").contains(
        "| Grand Test (new-variant: FIDE chess until its rules are written) | | `grand-test` (`cvpages-grand-test`) | `grand_test` |\n| every one of them, by name |"
    ));
    assert!(file(".ci/run").contains(&format!(
        " -p cvpages-{last} -p cvpages-grand-test -p cvpages\n"
    )));
    assert!(file("GAMES.md").contains(&format!(", `{last}`, `grand-test` (required) |")));
    assert!(file("grand-test/perft/grand-test.perft").contains("perft 3 8902\n"));
    assert!(file("grand-test/src/game.rs").contains("pub struct GrandTest {"));
    let snapshot = file("xtask/snapshots/grand-test__fools-mate.snap");
    assert!(snapshot.starts_with(xtask::verify::SNAPSHOT_HEADER));
    for line in [
        "Game: The fool's mate",
        "Variant: grand-test",
        "  K k  King    K",
        "2... Qh4#",
        "  game over: black wins by checkmate",
        "Summary: 4 turns replayed (4 in the main line), 0 deviations found, 0 declared, 0 problems",
    ] {
        assert!(snapshot.lines().any(|l| l == line), "{line:?} not in:\n{snapshot}");
    }
    assert!(!snapshot.contains("chess\n"), "{snapshot}");
    // The engine knowledge comes with the crate: the scaffold's game
    // returns its own search terms, and no file of the engine, the
    // analysis or the kernel is planned. Outside its own folder, a new
    // variant touches only the lists that name every variant.
    assert!(file("grand-test/src/game.rs")
        .contains("Box::new(crate::engine_terms::GrandTestTerms::new(self))"));
    assert!(file("grand-test/src/engine_terms.rs")
        .contains("impl SearchTerms<GrandTest> for GrandTestTerms {"));
    let mut outside: Vec<&str> = planned
        .iter()
        .filter(|p| !p.path.starts_with("grand-test"))
        .map(|p| p.path.to_str().expect("a UTF-8 path"))
        .collect();
    outside.sort_unstable();
    assert_eq!(outside, OUTSIDE_THE_CRATE);
}

/// The files `new-variant` edits or writes outside the new crate's folder
/// (`NAME` for the variant's name): the lists that name every variant.
const OUTSIDE_THE_CRATE: [&str; 10] = [
    ".ci/run",
    "Cargo.toml",
    "GAMES.md",
    "README.md",
    "cvpages/Cargo.toml",
    "cvpages/src/lib.rs",
    "tests/Cargo.toml",
    "tests/tests/conformance.rs",
    "tests/tests/uniform.rs",
    "xtask/snapshots/grand-test__fools-mate.snap",
];

/// The files below `dir` (`target/` and `.git` left out), relative to
/// `root`, with their bytes.
fn files(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
    for entry in std::fs::read_dir(dir).expect("readable") {
        let entry = entry.expect("entry");
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            files(root, &path, out);
        } else {
            let relative = path.strip_prefix(root).expect("below the root");
            out.push((relative.to_path_buf(), std::fs::read(&path).expect("read")));
        }
    }
}

/// Copies the workspace's sources from `from` to `to`: every file but
/// those of `target/` folders and `.git`.
fn copy_sources(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("scratch folder");
    for entry in std::fs::read_dir(from).expect("readable") {
        let entry = entry.expect("entry");
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            copy_sources(&path, &to.join(&name));
        } else {
            std::fs::copy(&path, to.join(&name)).expect("copy");
        }
    }
}

#[track_caller]
fn cargo(dir: &Path, target: &Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env("INSTA_UPDATE", "no")
        .output()
        .expect("cargo runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "cargo {args:?}:\n{text}");
    text
}

/// The whole loop in a scratch copy of the workspace with a target folder
/// of its own: `new-variant scratch-test` (not `grand-test`, which the
/// copy's own run of the plan test above must still find free), then
/// `cargo fmt --check`, `cargo test --workspace` and `verify-games` pass,
/// and the new crate's own tests ran. It builds the whole workspace in a
/// scratch copy: 14 minutes from nothing on a 2-core machine running one
/// other single-threaded job, 4 minutes when the copy's target folder
/// (`target/new-variant-test/target`) is kept from an earlier run; so it
/// is ignored; run it with `cargo test -p cvpages-xtask --test suite new_variant::
/// -- --ignored`.
#[test]
#[ignore = "builds the whole workspace in a scratch copy: about 14 minutes on 2 cores"]
fn a_scaffolded_variant_passes_the_workspace_tests_and_verify_games() {
    let scratch = root().join("target").join("new-variant-test");
    let _ = std::fs::remove_dir_all(scratch.join("workspace"));
    let workspace = scratch.join("workspace");
    copy_sources(&root(), &workspace);
    let target = scratch.join("target");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::new_variant::command(&workspace, "scratch-test", &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    assert_eq!(status, 0, "{out}{}", String::from_utf8_lossy(&err));
    assert!(out.contains("wrote scratch-test/src/game.rs\n"), "{out}");
    // Taken now: its folder exists.
    assert!(xtask::new_variant::check_name(&workspace, "scratch-test").is_err());
    // Outside its own crate, only the lists that name every variant
    // changed: not a file of the engine, the analysis or the kernel.
    let (mut before, mut after) = (Vec::new(), Vec::new());
    files(&root(), &root(), &mut before);
    files(&workspace, &workspace, &mut after);
    let before: std::collections::HashMap<PathBuf, Vec<u8>> = before.into_iter().collect();
    let mut changed: Vec<String> = after
        .iter()
        .filter(|(path, _)| !path.starts_with("scratch-test"))
        .filter(|(path, bytes)| before.get(path) != Some(bytes))
        .map(|(path, _)| path.to_string_lossy().replace("scratch-test", "grand-test"))
        .collect();
    changed.sort_unstable();
    assert_eq!(changed, OUTSIDE_THE_CRATE);
    cargo(&workspace, &target, &["fmt", "--all", "--check"]);
    let tests = cargo(&workspace, &target, &["test", "--workspace"]);
    for ran in [
        "Running tests/reference.rs",
        "test the_crate_lists_the_reference_turns_along_random_games ... ok",
        "test every_game_file_replays_without_undeclared_deviations ... ok",
        "test perft_file_counts_match_the_crate ... ok",
        "test scratch_test::random_games_keep_every_property ... ok",
    ] {
        assert!(tests.contains(ran), "{ran:?} not in the test run");
    }
    let verify = cargo(
        &workspace,
        &target,
        &[
            "run",
            "--profile",
            "test",
            "-p",
            "cvpages-xtask",
            "--",
            "verify-games",
        ],
    );
    assert!(
        verify.contains("ok   scratch-test             The fool's mate — 4 turns, 0 deviations found, 0 declared"),
        "{verify}"
    );
}
