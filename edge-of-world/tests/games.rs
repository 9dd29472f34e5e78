//! Every game file in `games/` replays with the kernel's replayer, with no
//! deviation that the file does not declare.

use edge_of_world::replay::{replay, GameFile};
use edge_of_world::EdgeOfWorld;

#[test]
fn every_game_replays_as_declared() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("games folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "expected the worked examples");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let game = GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(game.variant, "edge-of-world", "{}", path.display());
        let variant = EdgeOfWorld::with_options(&game.options).expect("options");
        let report = replay(&variant, &game).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            report.problems().is_empty(),
            "{}: {:?}\n{}",
            path.display(),
            report.problems(),
            report.render()
        );
        assert!(report.turns_replayed() > 0);
    }
}

#[test]
fn the_end_of_the_world_game_ends_with_white_winning() {
    let text = include_str!("../games/end-of-the-world.game");
    let game = GameFile::parse(text).unwrap();
    let report = replay(&EdgeOfWorld::new(), &game).unwrap();
    assert!(
        report
            .render()
            .contains("white wins by king removed from play"),
        "{}",
        report.render()
    );
}
