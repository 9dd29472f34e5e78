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
