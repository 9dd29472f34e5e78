//! The replay machinery proven on FIDE chess: the Opera Game passes, and
//! broken copies of it fail for the right reason, naming the turn.

use kernel::replay::{replay, DeviationKind, GameFile, Report};

fn run(text: &str) -> Report {
    let game = GameFile::parse(text).expect("game file reads");
    replay(&kernel::chess::fide(), &game).expect("replay runs")
}

#[test]
fn the_opera_game_replays_to_mate() {
    let report = run(include_str!("../games/opera-game.game"));
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 33);
    assert!(report
        .render()
        .contains("game over: white wins by checkmate"));
}

#[test]
fn an_undeclared_illegal_turn_fails_naming_the_turn_and_rule() {
    let report = run(include_str!("games/opera-undeclared-illegal.game"));
    assert_eq!(report.problems().len(), 1, "{:?}", report.problems());
    let problem = &report.problems()[0];
    assert!(
        problem.starts_with("7. (line 17): illegal not declared"),
        "{problem}"
    );
    assert!(problem.contains("cannot move to f7"), "{problem}");
    // Applied as written, the game goes on: the report goes on to the end of the file.
    assert_eq!(report.turns_replayed(), 13);
}

#[test]
fn a_declared_illegal_turn_passes() {
    let report = run(include_str!("games/opera-declared-illegal.game"));
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.deviations().len(), 1);
    assert_eq!(report.deviations()[0].kind, DeviationKind::Illegal);
}

#[test]
fn a_declared_deviation_that_does_not_happen_fails() {
    let report = run(include_str!("games/opera-declared-but-legal.game"));
    assert_eq!(
        report.problems(),
        &["2. (line 7): declared illegal did not happen".to_string()]
    );
}

#[test]
fn a_changed_move_fails_naming_the_turn_and_reason() {
    let report = run(include_str!("games/opera-changed-move.game"));
    assert_eq!(report.problems().len(), 1, "{:?}", report.problems());
    let problem = &report.problems()[0];
    assert!(
        problem.starts_with("10. (line 23): cannot read 'Nxb6'"),
        "{problem}"
    );
    assert!(
        problem.contains("no legal move of that piece reaches b6"),
        "{problem}"
    );
}

#[test]
fn bad_game_files_are_refused_with_the_line() {
    let check = |text: &str, expected: &str| {
        assert_eq!(GameFile::parse(text).unwrap_err().to_string(), expected);
    };
    check(
        "title: t\nsource: s\n1. e4\n",
        "line 1: the header 'variant:' is required",
    );
    check(
        "title: t\nsource: s\nvariant: chess\n@illegal: x\n",
        "line 4: a marker must follow the turn it is about",
    );
    check(
        "title: t\nsource: s\nvariant: chess\n1. e4\n@weird: x\n",
        "line 5: unknown marker '@weird': expected illegal, not-check, not-mate or misprint",
    );
    check(
        "title: t\nsource: s\nvariant: chess\nvariation before 2.\n2. d4\n",
        "line 5: a variation is not closed with 'end'",
    );
    check(
        "title: t\nsource: s\nvariant: chess\n1.\n",
        "line 4: turn 1. has no moves",
    );
    check("title: t\nsource: s\nvariant: chess\nnonsense\n", "line 4: cannot read 'nonsense': expected a header, a turn such as '1. e4', a marker, or a comment");
}

#[test]
fn side_lines_replay_from_their_branch_point() {
    let text = "title: t\nsource: s\nvariant: chess\n1. e4\n1... e5\n2. Nf3\n\
                variation before 1...\n1... c5\n2. Nf3\n2... d6\nend\n";
    let report = run(text);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 6);
}

#[test]
fn wrong_check_marks_are_deviations() {
    let text = "title: t\nsource: s\nvariant: chess\n1. e4+\n1... e5\n2. Qh5#\n";
    let report = run(text);
    let kinds: Vec<_> = report.deviations().iter().map(|d| d.kind).collect();
    assert_eq!(kinds, vec![DeviationKind::NotCheck, DeviationKind::NotMate]);
}

/// Issue 16, item 6: the position after the last turn is kept as a branch
/// point labelled with the next turn; after Black's turn 4294967295 that
/// label overflowed.
#[test]
fn the_largest_turn_number_replays() {
    let text = "title: t\nsource: s\nvariant: chess\n\
                4294967295. e4\n4294967295... e5\n\
                variation before 4294967295...\n4294967295... c5\nend\n";
    let report = run(text);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 3);
}
