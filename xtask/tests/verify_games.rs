//! Every game file's report must equal its reviewed insta snapshot and have
//! no problems: the same check as `cargo xtask verify-games`, run by
//! `cargo test`.

use xtask::verify;

#[test]
fn every_game_replays_as_its_reviewed_snapshot() {
    let root = verify::workspace_root();
    let games = verify::find_games(&root);
    assert!(!games.is_empty(), "no game files found");
    let mut problems = Vec::new();
    for entry in &games {
        let replayed = verify::replay_entry(entry);
        // Variants not yet in the registry are reported by verify-games.
        let report = match replayed.report {
            Ok(report) => report,
            Err(message) => {
                problems.push(format!("{}: {message}", entry.snapshot_name()));
                continue;
            }
        };
        for p in report.problems() {
            problems.push(format!("{}: {p}", entry.snapshot_name()));
        }
        insta::with_settings!({
            snapshot_path => root.join("xtask/snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => false,
        }, {
            insta::assert_snapshot!(entry.snapshot_name(), report.render(), "report");
        });
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The commentary's claims written as `@check:` lines hold as the engine
/// decides them, and `verify-games` prints each verdict under its game and
/// fails on one that does not hold.
#[test]
fn every_checked_claim_of_the_momentum_games_holds() {
    let root = verify::workspace_root();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let began = std::time::Instant::now();
    let status = xtask::verify::verify_games(
        &root,
        Some("momentum".to_string()),
        None,
        false,
        false,
        &mut out,
        &mut err,
    );
    let out = String::from_utf8(out).unwrap();
    let checks: Vec<&str> = out.lines().filter(|l| l.contains(": check line")).collect();
    for c in &checks {
        println!("{c}");
    }
    println!("{} checks in {:?}", checks.len(), began.elapsed());
    assert_eq!(status, 0, "{out}");
    // Six claims: first-game.game says why its seventh is not checked.
    assert!(checks.len() >= 6, "{out}");
    assert!(checks.iter().all(|c| c.contains(": holds: ")), "{out}");

    // A claim that does not hold fails the game, in one line.
    let dir = std::env::temp_dir().join(format!("cvpages-check-{}", std::process::id()));
    let games = dir.join("kernel").join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(dir.join("kernel").join("Cargo.toml"), "").unwrap();
    std::fs::write(
        games.join("claims.game"),
        "title: t\nsource: s\nvariant: chess\n\n1. e4\n1... e5\n2. Qh5\n2... Nc6\n3. Bc4\n3... Nf6\n\
         @check: white mates in 1\n@check: black wins material\n",
    )
    .unwrap();
    let mut out = Vec::new();
    let status = xtask::verify::verify_games(&dir, None, None, false, false, &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_ne!(status, 0, "{out}");
    assert!(
        out.contains("check line 11, after 3...: white mates in 1: holds: win in 1 (Qxf7#)"),
        "{out}"
    );
    assert!(
        out.contains("check line 12, after 3...: black wins material: FAILS"),
        "{out}"
    );
}

/// `verify-games PATH` (issue 30, item 2): a game file of a crate's
/// `games/` folder by its path is that game, compared with its snapshot,
/// as `--game` names it (now with or without `.game`); any other file is
/// replayed without a snapshot, failing with 1 on an undeclared illegal
/// turn. On the old command a path was refused as an unexpected argument,
/// and `--game opera-game.game` looked for 'opera-game.game.game'.
#[test]
fn verify_games_takes_a_path_and_a_name_with_its_extension() {
    let run = |args: &[&str]| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = xtask::cli::run(args, &mut out, &mut err);
        (
            status,
            String::from_utf8(out).unwrap() + &String::from_utf8(err).unwrap(),
        )
    };
    let root = verify::workspace_root();
    let opera = root.join("kernel/games/opera-game.game");
    let (status, out) = run(&["verify-games", opera.to_str().unwrap()]);
    assert_eq!(status, 0, "{out}");
    assert!(out.starts_with("ok   chess"), "{out}");
    assert!(out.contains("1 games, 33 turns replayed"), "{out}");
    let (status, by_name) = run(&["verify-games", "--game", "opera-game.game"]);
    assert_eq!((status, &by_name), (0, &out));

    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("verify-path");
    std::fs::create_dir_all(&dir).unwrap();
    let loose = dir.join("loose.game");
    std::fs::write(
        &loose,
        "title: t\nsource: s\nvariant: chess\n\n1. e4\n1... e4\n",
    )
    .unwrap();
    let (status, out) = run(&["verify-games", loose.to_str().unwrap()]);
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("FAIL"), "{out}");
}
