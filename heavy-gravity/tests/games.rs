//! Replays every game file in `games/` with the kernel's replayer: each must
//! replay with no deviation it does not declare, and every declared one must
//! happen.

use heavy_gravity::HeavyGravity;
use kernel::replay::{replay, DeviationKind, GameFile, Report};
use std::path::Path;
use test_support::folders::files_with_extension;

fn replay_file(path: &Path) -> Report {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let game = GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(game.variant, "heavy-gravity", "{}", path.display());
    let variant = HeavyGravity::with_options(&game.options).expect("options");
    replay(&variant, &game).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn games_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("games")
}

#[test]
fn every_game_file_replays_without_undeclared_deviations() {
    let files = files_with_extension(&games_dir(), "game");
    assert!(files.len() >= 2, "{files:?}");
    for path in files {
        let report = replay_file(&path);
        assert_eq!(
            report.problems(),
            &[] as &[String],
            "{}:\n{}",
            path.display(),
            report.render()
        );
        assert!(report.turns_replayed() > 0, "{}", path.display());
    }
}

#[test]
fn note_2_game_has_no_deviation_and_one_check() {
    let report = replay_file(&games_dir().join("note-2-out-of-range.game"));
    assert!(report.deviations().is_empty(), "{}", report.render());
    assert_eq!(report.turns_replayed(), 3);
}

#[test]
fn hemmed_knights_game_declares_the_two_illegal_moves() {
    let report = replay_file(&games_dir().join("hemmed-knights.game"));
    let kinds: Vec<DeviationKind> = report.deviations().iter().map(|d| d.kind).collect();
    assert_eq!(
        kinds,
        [DeviationKind::Illegal, DeviationKind::Illegal],
        "{}",
        report.render()
    );
}
