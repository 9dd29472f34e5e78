//! Every game file in `games/` replays with no deviation it does not
//! declare, and the worked example of rule 5 ends as the rule says.

use forward::Forward;
use kernel::replay::{replay, GameFile};
use std::path::Path;

#[test]
fn every_game_file_replays_without_undeclared_deviations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut replayed = 0;
    for entry in std::fs::read_dir(&dir).expect("the games folder reads") {
        let path = entry.expect("a directory entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("game") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("the game file reads");
        let game = GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(game.variant, "forward", "{}", path.display());
        let variant = Forward::with_options(&game.options).expect("the options are accepted");
        let report = replay(&variant, &game).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            report.problems(),
            &[] as &[String],
            "{}:\n{}",
            path.display(),
            report.render()
        );
        assert_eq!(
            report.turns_replayed(),
            game.turns.len() + game.variations.iter().map(|v| v.turns.len()).sum::<usize>()
        );
        replayed += 1;
    }
    assert!(replayed >= 1, "no game files in {}", dir.display());
}

#[test]
fn the_rule_5_example_creates_the_blocking_rook() {
    let text = include_str!("../games/rule-5-pinned-knight.game");
    let game = GameFile::parse(text).expect("reads");
    let report = replay(&Forward::new(), &game).expect("replays");
    let render = report.render();
    assert!(render.contains("ok: Nxd5(R)"), "{render}");
    // The diagram after the first turn: the Knight on d5, the Rook on c3.
    let after_first = render.split("1... ").next().expect("the first turn's part");
    let rows: Vec<&str> = after_first.lines().map(str::trim).collect();
    for row in [
        "5 . . . N . . . .",
        "4 . b . . . . . .",
        "3 . . R . . . . .",
    ] {
        assert!(rows.contains(&row), "{row} in\n{after_first}");
    }
}
