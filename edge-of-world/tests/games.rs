//! Every game file in `games/` replays with the kernel's replayer, with no
//! deviation that the file does not declare.

use edge_of_world::replay::{replay, GameFile};
use edge_of_world::EdgeOfWorld;
use test_support::folders::files_with_extension;

#[test]
fn every_game_replays_as_declared() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let files = files_with_extension(dir.as_ref(), "game");
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

/// The game files that replay only under one reading of an open question
/// name it on their `options:` line (GAMES.md), even where it is the
/// default; under the other reading their replay differs: a turn of the
/// file is no longer legal, or cannot be read.
#[test]
fn games_that_depend_on_a_reading_name_it_and_replay_otherwise_under_the_other() {
    for (text, named, other) in [
        (
            include_str!("../games/diagonal-pawn.game"),
            "pawn-start=diagonal",
            "pawn-start=capture",
        ),
        (
            include_str!("../games/end-of-the-world.game"),
            "end-of-world=own",
            "end-of-world=all",
        ),
    ] {
        let game = GameFile::parse(text).unwrap();
        assert_eq!(game.options, named, "{}", game.title);
        let ours = replay(&EdgeOfWorld::with_options(named).unwrap(), &game).unwrap();
        assert!(
            ours.problems().is_empty(),
            "{}: {:?}",
            game.title,
            ours.problems()
        );
        let theirs = replay(&EdgeOfWorld::with_options(other).unwrap(), &game).unwrap();
        assert!(
            !theirs.problems().is_empty(),
            "{} replays under {other} too:\n{}",
            game.title,
            theirs.render()
        );
        assert_ne!(ours.render(), theirs.render(), "{}", game.title);
    }
}
