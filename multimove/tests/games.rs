//! Replays every game file in `games/` with the kernel's replayer and
//! checks that no deviation goes undeclared.

use kernel::replay::{replay, GameFile};
use multimove::{Fide, HeavyGravity, Multimove};

#[test]
fn every_game_replays_without_undeclared_deviations() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut replayed = 0;
    for entry in std::fs::read_dir(dir).expect("games/ exists") {
        let path = entry.expect("entry reads").path();
        if path.extension().is_none_or(|e| e != "game") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("game file reads");
        let game = GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let report = match game.variant.as_str() {
            "multimove" => replay(
                &Multimove::<Fide>::with_options(&game.options).expect("options"),
                &game,
            ),
            "multimove-heavy-gravity" => replay(
                &Multimove::<HeavyGravity>::with_options(&game.options).expect("options"),
                &game,
            ),
            other => panic!("{}: variant {other} is not this crate's", path.display()),
        }
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            report.problems().is_empty(),
            "{}:\n{}\n{}",
            path.display(),
            report.problems().join("\n"),
            report.render()
        );
        replayed += report.turns_replayed();
    }
    assert!(replayed >= 1, "no turn replayed");
}

#[test]
fn the_sample_turn_report_ends_in_checkmate() {
    let text = include_str!("../games/sample-turn.game");
    let game = GameFile::parse(text).expect("reads");
    let report = replay(&Multimove::fide(), &game).expect("replays");
    let rendered = report.render();
    assert!(
        rendered.contains("ok: N c6xb4, N c3-b5, Q a1-d4++"),
        "{rendered}"
    );
    assert!(rendered.contains("white wins by checkmate"), "{rendered}");
}

#[test]
fn a_wrong_order_is_reported_with_the_rule_it_breaks() {
    let text = "title: wrong order\nsource: test\nvariant: multimove\n\
                start: 8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 8 -\n\
                1. N c3-b5, N c6xb4, Q a1-d4++\n";
    let game = GameFile::parse(text).expect("reads");
    let report = replay(&Multimove::fide(), &game).expect("replays");
    let reasons: Vec<&str> = report
        .deviations()
        .iter()
        .map(|d| d.reason.as_str())
        .collect();
    assert!(
        reasons.iter().any(|r| r
            .contains("white is in check, and the first move of a turn must nullify the check")),
        "{reasons:?}"
    );
    assert!(!report.problems().is_empty());
}
