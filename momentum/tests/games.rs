//! Replays every game file in `games/` and checks that the deviations the
//! replay finds are exactly the ones each file declares.

use momentum::replay::{replay, DeviationKind, GameFile};
use momentum::Momentum;
use std::path::PathBuf;

fn game_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the games folder exists")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_game_replays_with_exactly_its_declared_deviations() {
    let files = game_files();
    assert!(
        files.len() >= 12,
        "the three sample games and the worked examples"
    );
    let mut failures = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable game file");
        let game = GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(game.variant, "momentum");
        let variant = Momentum::with_options(&game.options).expect("known armies");
        let report = replay(&variant, &game).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for problem in report.problems() {
            failures.push(format!("{}: {problem}", path.display()));
        }
        assert!(report
            .deviations()
            .iter()
            .all(|d| d.kind != DeviationKind::Unreadable));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The deviations the text names are found where it names them.
#[test]
fn the_deviations_the_text_names_are_found() {
    let find = |name: &str| {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("games")
            .join(name);
        let game = GameFile::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let variant = Momentum::with_options(&game.options).unwrap();
        replay(&variant, &game)
            .unwrap()
            .deviations()
            .iter()
            .map(|d| (d.turn.clone(), d.kind))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        find("first-game.game"),
        vec![("23...".to_string(), DeviationKind::NotCheck)]
    );
    let second = find("second-game.game");
    assert!(second.contains(&("15.".to_string(), DeviationKind::Illegal)));
    assert!(second.contains(&("4...".to_string(), DeviationKind::Misprint)));
}
