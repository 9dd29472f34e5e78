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
    assert!(checks.len() >= 7, "{out}");
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
