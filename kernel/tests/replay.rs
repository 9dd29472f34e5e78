//! The replay machinery proven on FIDE chess: the Opera Game passes, and
//! broken copies of it fail for the right reason, naming the turn.

use kernel::acts::Act;
use kernel::replay::{replay, DeviationKind, GameFile, Report};
use kernel::Color;

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
        "line 5: unknown marker '@weird': expected illegal, not-check, not-mate, misprint, refused or check",
    );
    check(
        "title: t\nsource: s\nvariant: chess\nvariation before 2.\n2. d4\n",
        "line 5: a variation is not closed with 'end'",
    );
    check(
        "title: t\nsource: s\nvariant: chess\n1.\n",
        "line 4: turn 1. has no moves",
    );
    check("title: t\nsource: s\nvariant: chess\nnonsense\n", "line 4: cannot read 'nonsense': expected a header, a turn such as '1. e4', an act such as 'white claims fifty-moves', a marker, or a comment");
}

#[test]
fn side_lines_replay_from_their_branch_point() {
    let text = "title: t\nsource: s\nvariant: chess\n1. e4\n1... e5\n2. Nf3\n\
                variation before 1...\n1... c5\n2. Nf3\n2... d6\nend\n";
    let report = run(text);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 6);
}

/// Every board of a report comes with its position text: the standard
/// start, the Opera Game's final position as the collections print it, and
/// a side line's branch point (the position before the turn it replaces),
/// with the en passant square after a double step as FEN (the PGN
/// standard, 16.1.3.4) writes it.
#[test]
fn every_picture_comes_with_its_position_text() {
    let report = run(include_str!("../games/opera-game.game"));
    for e in report.entries() {
        assert_eq!(e.picture.is_some(), e.position.is_some(), "{}", e.label);
    }
    let texts: Vec<&str> = report
        .entries()
        .iter()
        .filter_map(|e| e.position.as_deref())
        .collect();
    assert_eq!(texts.len(), 1 + 33);
    assert_eq!(
        texts[0],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        texts[33],
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );

    let text = "title: t\nsource: s\nvariant: chess\n1. e4\n1... e5\n2. Nf3\n\
                variation before 1...\n1... c5\nend\n";
    let report = run(text);
    let texts: Vec<(&str, &str)> = report
        .entries()
        .iter()
        .filter_map(|e| Some((e.label.as_str(), e.position.as_deref()?)))
        .collect();
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(texts[1], ("1.", after_e4));
    assert_eq!(texts[4], ("1...", after_e4), "the branch point");
    assert_eq!(
        texts[5],
        (
            "1...",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
        )
    );
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

/// FIDE chess with two claims of the test's own, so that the replay of
/// claims is tested in the kernel, which has no variant that offers one:
///
/// - `more-material`: the claimant has more pieces on the board than the
///   opponent (it reads the position the claim is made in);
/// - `four-turns`: four or more turns have been played (it reads the
///   history the replay gives).
///
/// Both are refused once the game is over.
struct Claiming(kernel::chesslike::Chesslike);

mod claiming {
    use super::Claiming;
    use kernel::chesslike::{FenError, Move, NotationError, Position};
    use kernel::{Color, EndReason, GameResult, Outcome, RefusedClaim, Turn, Variant};

    impl Variant for Claiming {
        type Position = Position;
        type Step = Move;
        type PositionError = FenError;
        type NotationError = NotationError;

        fn name(&self) -> &str {
            "claiming chess"
        }
        fn start_position(&self) -> Position {
            self.0.start_position()
        }
        fn read_position(&self, text: &str) -> Result<Position, FenError> {
            self.0.read_position(text)
        }
        fn write_position(&self, position: &Position) -> String {
            self.0.write_position(position)
        }
        fn side_to_move(&self, position: &Position) -> Color {
            self.0.side_to_move(position)
        }
        fn in_turn(&self, position: &Position) -> bool {
            self.0.in_turn(position)
        }
        fn steps(&self, position: &Position, out: &mut Vec<Move>) {
            self.0.steps(position, out)
        }
        fn play_step(&self, position: &mut Position, step: Move) {
            self.0.play_step(position, step)
        }
        fn in_check(&self, position: &Position) -> bool {
            self.0.in_check(position)
        }
        fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
            self.0.outcome(position, history)
        }
        fn repetition_key(&self, position: &Position) -> u64 {
            self.0.repetition_key(position)
        }
        fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
            self.0.read_turn(position, text)
        }
        fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
            self.0.write_turn(position, turn)
        }

        fn claims(&self) -> &[&'static str] {
            &["more-material", "four-turns"]
        }

        fn claim(
            &self,
            position: &Position,
            history: &[u64],
            claimant: Color,
            claim: &str,
        ) -> Result<Outcome, RefusedClaim> {
            if let Some(outcome) = self.outcome(position, history) {
                return Err(RefusedClaim::Refused(format!(
                    "the game is already over: {outcome}"
                )));
            }
            let count = |c: Color| {
                let board = position.board();
                board
                    .geometry()
                    .squares()
                    .filter(|&s| board.get(s).is_some_and(|p| p.color() == c))
                    .count()
            };
            match claim {
                "more-material" => {
                    let (ours, theirs) = (count(claimant), count(!claimant));
                    if ours <= theirs {
                        return Err(RefusedClaim::Refused(format!(
                            "{claimant} has {ours} pieces and {} {theirs}: the claim needs more",
                            !claimant
                        )));
                    }
                }
                "four-turns" => {
                    if history.len() < 4 {
                        return Err(RefusedClaim::Refused(format!(
                            "{} turns played, the claim needs 4",
                            history.len()
                        )));
                    }
                }
                _ => {
                    return Err(RefusedClaim::Unknown {
                        claim: kernel::excerpt::Excerpt::new(claim),
                        offered: self.claims().to_vec(),
                    })
                }
            }
            Ok(Outcome {
                result: GameResult::Win(claimant),
                reason: EndReason::Claim,
            })
        }
    }
}

fn run_claiming(text: &str) -> Report {
    let game = GameFile::parse(text).expect("game file reads");
    replay(&Claiming(kernel::chess::fide()), &game).expect("replay runs")
}

const HEADER: &str = "title: t\nsource: s\nvariant: claiming\n";

#[test]
fn an_accepted_claim_ends_the_game_with_its_outcome() {
    // White has taken a pawn: 16 pieces against 15.
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\nwhite claims more-material\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.deviations(), &[]);
    assert_eq!(report.turns_replayed(), 3);
    let render = report.render();
    assert!(
        render.contains(
            "\nwhite claims more-material\n  ok: the claim is accepted\n  game over: white wins by claimed win\n"
        ),
        "{render}"
    );
}

#[test]
fn the_claimant_need_not_be_the_side_to_move() {
    // Black took a pawn; White is to move; Black claims.
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. Nf3\n2... dxe4\nblack claims more-material\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    assert!(report
        .render()
        .contains("game over: black wins by claimed win"));
}

#[test]
fn a_refused_claim_is_a_deviation_unless_declared() {
    let text = format!("{HEADER}1. e4\nwhite claims more-material\n1... e5\n");
    let report = run_claiming(&text);
    assert_eq!(
        report.problems(),
        &["white claims more-material (line 5): refused not declared: white has 16 pieces and black 16: the claim needs more".to_string()]
    );
    assert_eq!(report.deviations().len(), 1);
    assert_eq!(report.deviations()[0].kind, DeviationKind::Refused);
    assert_eq!(report.deviations()[0].line, 5);
    assert_eq!(report.deviations()[0].declared, None);
    // The game goes on after a refused claim.
    assert_eq!(report.turns_replayed(), 2);

    let declared = text.replace(
        "more-material\n",
        "more-material\n@refused: nobody has taken anything\n",
    );
    let report = run_claiming(&declared);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(
        report.deviations()[0].declared.as_deref(),
        Some("nobody has taken anything")
    );
    let render = report.render();
    assert!(
        render.contains("  REFUSED (declared): white has 16 pieces and black 16: the claim needs more\n    source: nobody has taken anything\n"),
        "{render}"
    );
}

#[test]
fn a_declared_refusal_that_does_not_happen_fails() {
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\nwhite claims more-material\n@refused: too early\n"
    ));
    assert_eq!(
        report.problems(),
        &["white claims more-material (line 7): declared refused did not happen".to_string()]
    );
    // The claim is accepted all the same.
    assert!(report
        .render()
        .contains("game over: white wins by claimed win"));
}

#[test]
fn nothing_may_follow_an_accepted_claim() {
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\nwhite claims more-material\n# c\n2... Qxd5\n"
    ));
    assert_eq!(
        report.problems(),
        &["white claims more-material (line 7): the game ends here (white wins by claimed win), but the line goes on at line 9".to_string()]
    );
    assert_eq!(report.turns_replayed(), 3);
    assert_eq!(report.deviations().len(), 1);
    assert_eq!(report.deviations()[0].kind, DeviationKind::AfterEnd);
    assert_eq!(report.deviations()[0].line, 9);
    // A second claim after it is not judged either.
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\nwhite claims more-material\nblack claims more-material\n"
    ));
    assert_eq!(
        report.problems(),
        &["white claims more-material (line 7): the game ends here (white wins by claimed win), but the line goes on at line 8".to_string()]
    );
    assert_eq!(report.deviations().len(), 1);
}

/// The claim is judged with the history of the game so far: the
/// positions before each turn played, in its own line.
#[test]
fn a_claim_is_judged_with_the_history_of_its_line() {
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... e5\n2. Nf3\nwhite claims four-turns\n@refused: three turns\n\
         2... Nc6\nwhite claims four-turns\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(
        report.deviations()[0].reason,
        "3 turns played, the claim needs 4"
    );
    assert!(report
        .render()
        .contains("game over: white wins by claimed win"));
}

/// A claim in a side line is judged in the side line's position: the main
/// line's claim is accepted where the side line's is refused.
#[test]
fn claims_in_side_lines_are_judged_in_their_position() {
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\nwhite claims more-material\n\
         variation before 2.\n2. Nf3\nwhite claims more-material\n@refused: nothing taken\n\
         white claims four-turns\n@refused: the side line has played three turns\nend\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    let turns: Vec<&str> = report
        .deviations()
        .iter()
        .map(|d| d.turn.as_str())
        .collect();
    assert_eq!(
        turns,
        [
            "variation before 2. / white claims more-material",
            "variation before 2. / white claims four-turns"
        ]
    );
    // A claim before any turn of a side line is made at its branch point.
    let report = run_claiming(&format!(
        "{HEADER}1. e4\n1... d5\n2. exd5\n2... Qxd5\n\
         variation before 2...\nwhite claims more-material\nend\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    assert!(report.render().contains("Variation before 2...\n\nwhite claims more-material\n  ok: the claim is accepted\n  game over: white wins by claimed win\n"), "{}", report.render());
}

/// A claim the variant does not offer is a misreading of the file, never
/// a deviation the file may declare.
#[test]
fn an_unknown_claim_is_unreadable_even_if_declared() {
    let text =
        "title: t\nsource: s\nvariant: chess\n1. e4\nwhite claims fifty-move-win\n@refused: x\n";
    let report = run(text);
    assert_eq!(
        report.problems(),
        &["white claims fifty-move-win (line 5): unreadable not declared: no claim 'fifty-move-win' in this variant: the claims are threefold-repetition, fifty-moves".to_string()]
    );
    assert_eq!(report.deviations()[0].kind, DeviationKind::Unreadable);
    let report = run_claiming(&format!("{HEADER}white claims draw\n"));
    assert_eq!(
        report.problems(),
        &["white claims draw (line 4): unreadable not declared: no claim 'draw' in this variant: the claims are more-material, four-turns".to_string()]
    );
}

#[test]
fn a_claim_after_the_end_is_a_deviation_after_the_end() {
    // Fool's mate, then White claims: the game is over, the claim is not
    // judged.
    let report = run_claiming(&format!(
        "{HEADER}1. f3\n1... e5\n2. g4\n2... Qh4#\nwhite claims four-turns\n"
    ));
    assert_eq!(
        report.problems(),
        &["2... (line 7): the game ends here (black wins by checkmate), but the line goes on at line 8".to_string()]
    );
    assert_eq!(report.deviations()[0].kind, DeviationKind::AfterEnd);
    assert_eq!(report.deviations()[0].turn, "white claims four-turns");
}

#[test]
fn claim_lines_are_read_or_refused_with_the_line() {
    let game = GameFile::parse(&format!(
        "{HEADER}white claims a\n1. e4\nblack claims b\n@refused: r\n\
         variation before 1.\n1. d4\nwhite claims c\nend\n"
    ))
    .expect("reads");
    let claims: Vec<(Color, Act, usize, usize, Option<&str>)> = game
        .acts
        .iter()
        .map(|c| {
            (
                c.player,
                c.act.clone(),
                c.after_turns,
                c.line,
                c.refused.as_deref(),
            )
        })
        .collect();
    let claim = |name: &str| Act::Claim(name.to_string());
    assert_eq!(
        claims,
        [
            (Color::White, claim("a"), 0, 4, None),
            (Color::Black, claim("b"), 1, 6, Some("r"))
        ]
    );
    assert_eq!(game.variations[0].acts[0].after_turns, 1);
    assert_eq!(game.variations[0].acts[0].act, claim("c"));

    let check = |body: &str, expected: &str| {
        let text = format!("{HEADER}{body}");
        assert_eq!(GameFile::parse(&text).unwrap_err().to_string(), expected);
    };
    check(
        "1. e4\nwhite claims\n",
        "line 5: 'white claims' is followed by the claim's name, one word, found 'white claims'",
    );
    check(
        "white claims a win\n",
        "line 4: 'white claims' is followed by the claim's name, one word, found 'white claims a win'",
    );
    check(
        "1. e4\n@refused: x\n",
        "line 5: '@refused:' must follow the act it is about",
    );
    check(
        "white claims a\n1. e4\n@refused: x\n",
        "line 6: '@refused:' must follow the act it is about",
    );
    check(
        "white claims a\n@illegal: x\n",
        "line 5: marker '@illegal' is about a turn, and follows an act: an act takes only '@refused:'",
    );
    check(
        "white claims a\n@refused: x\n@refused: y\n",
        "line 6: the act is already declared refused",
    );
    check(
        "white claims a\noptions: x=1\n",
        "line 5: header 'options' after the first turn",
    );
    check(
        "1. e4\n@refused:\n",
        "line 5: marker '@refused' must quote the source or give a reason",
    );
}

/// Issue 19: the source's commentary is kept, each comment line with the
/// position it stands after in the file: the start, a turn, a claim, a
/// side line's branch point; after a side line, with what comes next.
#[test]
fn comments_stay_with_the_position_they_follow() {
    let text = "title: t\nsource: s\nvariant: chess\n# about the start\n\
                1. e4\n# after e4\n#\n#   indented\n1... e5\n\
                white claims something\n# after the claim\n2. Nf3\n\
                variation before 2.\n# the branch point\n2. d4\n# after d4\nend\n\
                # before the next side line\nvariation before 2...\n2... Nc6\nend\n\
                # the last word\n";
    let game = GameFile::parse(text).expect("game file reads");
    assert_eq!(game.comments, ["about the start"]);
    assert_eq!(game.turns[0].comments, ["after e4", "", "  indented"]);
    assert!(game.turns[1].comments.is_empty());
    assert_eq!(game.acts[0].comments, ["after the claim"]);
    assert_eq!(game.variations[0].comments, ["the branch point"]);
    assert_eq!(game.variations[0].turns[0].comments, ["after d4"]);
    assert_eq!(game.variations[1].comments, ["before the next side line"]);
    assert_eq!(game.closing, ["the last word"]);

    // The report writes each under its turn, after the board.
    let render = replay(&kernel::chess::fide(), &game)
        .expect("replay runs")
        .render();
    for expected in [
        "Start:\n",
        "    white to move\n  # about the start\n\n1. e4\n",
        "    black to move\n  # after e4\n  #\n  #   indented\n\n1... e5\n",
        "\nwhite claims something\n  UNREADABLE (NOT DECLARED): no claim 'something' in this variant: the claims are threefold-repetition, fifty-moves\n  # after the claim\n",
        "\nVariation before 2.\n  # the branch point\n\n2. d4\n",
        "\nVariation before 2...\n  # before the next side line\n",
        "End of variation\n\n# the last word\n\nSummary: ",
    ] {
        assert!(render.contains(expected), "{expected:?} not in\n{render}");
    }
}

/// A comment after a side line's `end` that the main line follows is
/// about the main line's position where it stands.
#[test]
fn a_comment_after_a_side_line_goes_with_the_main_line_that_follows() {
    let text = "title: t\nsource: s\nvariant: chess\n1. e4\n\
                variation before 1.\n1. d4\nend\n# back to the game\n1... e5\n";
    let game = GameFile::parse(text).expect("game file reads");
    assert_eq!(game.turns[0].comments, ["back to the game"]);
    assert!(game.closing.is_empty());
}

#[test]
fn check_annotations_are_kept_with_the_turn_they_follow() {
    let text = "title: t\nsource: s\nvariant: chess\n1. e4\n@check: white mates in 9\n\
                # a comment between\n@check: better: d4\n1... e5\n\
                variation before 1...\n1... c5\n@check: black wins material\nend\n";
    let game = GameFile::parse(text).unwrap();
    let claims: Vec<(usize, &str)> = game.turns[0]
        .checks
        .iter()
        .map(|c| (c.line, c.claim.as_str()))
        .collect();
    assert_eq!(claims, [(5, "white mates in 9"), (7, "better: d4")]);
    assert!(game.turns[1].checks.is_empty());
    let checked: Vec<usize> = game.checked_turns().map(|t| t.line).collect();
    assert_eq!(checked, [4, 10]);
    // The replay keeps them and does not judge them: the kernel is rules
    // only, and the report is the same as without them.
    let plain = "title: t\nsource: s\nvariant: chess\n1. e4\n1... e5\n";
    assert_eq!(
        run(text.split("variation").next().unwrap()).summary(),
        run(plain).summary()
    );
    for (bad, message) in [
        (
            "title: t\nsource: s\nvariant: chess\n@check: white mates in 1\n",
            "line 4: '@check:' must follow the turn after which it holds",
        ),
        (
            "title: t\nsource: s\nvariant: chess\n1. e4\nwhite claims fifty-move-win\n@check: x\n",
            "line 6: '@check:' is about the position after a turn, and follows an act",
        ),
        (
            "title: t\nsource: s\nvariant: chess\n1. e4\n@check:\n",
            "line 5: marker '@check' must quote the source or give a reason",
        ),
    ] {
        assert_eq!(GameFile::parse(bad).unwrap_err().to_string(), message);
    }
}
