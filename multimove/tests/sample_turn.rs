//! The rule text's sample turn: "White to move and win", solved by
//! `N c6xb4 (cost=3) N c3-b5 (cost=2) Q a1-d4++ (cost=3)`, and the same
//! moves in orders the rules forbid.

use multimove::{EndReason, GameResult, Multimove, Step, StepRule, TurnEnd, TurnError, Variant};

/// The diagram of the sample turn, in this crate's position text: White to
/// move with the full 8 points, nothing moved yet.
const SAMPLE: &str = "8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 8 -";

fn setup() -> (Multimove, multimove::Position) {
    let game = Multimove::fide();
    let start = game
        .read_position(SAMPLE)
        .expect("the sample position reads");
    (game, start)
}

fn read(game: &Multimove, at: &multimove::Position, text: &str) -> multimove::Turn<Step> {
    game.read_turn(at, text).expect("the turn reads")
}

#[test]
fn white_starts_in_check_with_eight_points() {
    let (game, start) = setup();
    assert!(game.in_check(&start));
    assert_eq!(start.points(), 8);
}

#[test]
fn the_solution_costs_three_two_three_and_mates() {
    let (game, start) = setup();
    let turn = read(&game, &start, "N c6xb4, N c3-b5, Q a1-d4++");
    let checked = game
        .check_turn(&start, &turn)
        .expect("the sample turn is legal");
    let totals: Vec<u8> = checked.costs.iter().map(|c| c.total()).collect();
    assert_eq!(totals, [3, 2, 3]);
    assert_eq!(checked.total(), 8);
    assert_eq!(checked.end, TurnEnd::Check(3));
    let after = game
        .play_turn(&start, &turn)
        .expect("kernel accepts it too");
    assert_eq!(after, checked.after);
    let outcome = game.outcome(&after, &[]).expect("the game is over");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.result, GameResult::Win(multimove::Color::White));
    assert_eq!(
        game.write_turn(&start, &turn),
        "N c6xb4, N c3-b5, Q a1-d4++"
    );
}

#[test]
fn the_text_as_printed_reads_with_its_cost_notes() {
    let (game, start) = setup();
    let printed = "N c6xb4 (cost=3 pts, 2 pts for knight move, 1 pt for capture) \
                   N c3-b5 (cost=2 pts, 2 pts for knight move) Q a1-d4++ (cost=3 pts, 1 pt per square moved through/into)";
    let turn = read(&game, &start, printed);
    assert_eq!(turn, read(&game, &start, "N c6xb4, N c3-b5, Q a1-d4"));
    let wrong = "N c6xb4 (cost=2 pts) N c3-b5, Q a1-d4++";
    let err = game.read_turn(&start, wrong).unwrap_err();
    assert_eq!(
        err.to_string(),
        "'N c6xb4' is noted as costing 2 points, but it costs 3 (2 squares, 1 capture)"
    );
}

#[test]
fn since_white_is_in_check_the_first_move_must_remove_it() {
    // "Since white is in check, the first move must be to remove check."
    // By hand from the diagram: the Queen on b4 checks the King on b1 down
    // the b-file (b3, b2 empty), and three moves take the check away: the
    // Knight on c6 takes the Queen, the Bishop on d1 blocks on b3 (by c2),
    // the Queen on a1 blocks on b2. The King has no square (a1 and a2 hold
    // its Queen and Pawn, c1 and c2 touch the Black King, b2 is on the
    // file and attacked by the Pawn on a3), and nothing else reaches b2,
    // b3 or b4. So the first steps are these three and no other.
    let (game, start) = setup();
    let mut steps = Vec::new();
    game.steps(&start, &mut steps);
    let mut first: Vec<String> = steps.iter().map(|&s| game.write_step(&start, s)).collect();
    first.sort();
    assert_eq!(first, ["B d1-b3", "N c6xb4", "Q a1-b2"]);
}

#[test]
fn orders_that_do_not_answer_the_check_first_are_refused() {
    let (game, start) = setup();
    for text in ["N c3-b5, N c6xb4, Q a1-d4", "N c3-b5, Q a1-d4, N c6xb4"] {
        let turn = read(&game, &start, text);
        match game.check_turn(&start, &turn) {
            Err(TurnError::Step { index: 1, rule, .. }) => {
                assert_eq!(
                    rule,
                    StepRule::CheckNotNullified {
                        side: multimove::Color::White
                    },
                    "{text}"
                )
            }
            other => panic!("{text}: expected the first move refused, got {other:?}"),
        }
        let err = game.play_turn(&start, &turn).unwrap_err().to_string();
        assert!(
            err.contains("the first move of a turn must nullify the check"),
            "{text}: {err}"
        );
    }
}

#[test]
fn orders_starting_with_the_queen_are_blocked_by_the_c3_knight() {
    let (game, start) = setup();
    for text in ["Q a1-d4, N c6xb4, N c3-b5", "Q a1-d4, N c3-b5, N c6xb4"] {
        let turn = read(&game, &start, text);
        match game.check_turn(&start, &turn) {
            Err(TurnError::Step {
                index: 1,
                rule: StepRule::Base(reason),
                ..
            }) => {
                assert_eq!(
                    reason, "the Queen on a1 cannot move to d4: the way is blocked at c3",
                    "{text}"
                )
            }
            other => panic!("{text}: expected the first move refused, got {other:?}"),
        }
    }
}

#[test]
fn the_queen_cannot_pass_the_knight_still_on_c3() {
    let (game, start) = setup();
    let turn = read(&game, &start, "N c6xb4, Q a1-d4, N c3-b5");
    match game.check_turn(&start, &turn) {
        Err(TurnError::Step {
            index: 2,
            rule: StepRule::Base(reason),
            ..
        }) => {
            assert_eq!(
                reason,
                "the Queen on a1 cannot move to d4: the way is blocked at c3"
            )
        }
        other => panic!("expected move 2 refused, got {other:?}"),
    }
}

#[test]
fn a_check_on_the_way_ends_the_turn() {
    // N c3-e4 checks the King on d2: the turn is over and Q a1-c3 is too late.
    let (game, start) = setup();
    let turn = read(&game, &start, "N c6xb4, N c3-e4, Q a1-c3");
    assert!(matches!(
        game.check_turn(&start, &turn),
        Err(TurnError::AfterEnd {
            index: 3,
            end: TurnEnd::Check(2),
            ..
        })
    ));
    let err = game.play_turn(&start, &turn).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the turn ended after step 2 (move 2 gave check, and giving check ends the turn); \
         the steps after it belong to no turn"
    );
}

#[test]
fn a_king_move_into_attack_is_exposure() {
    // After N c6xb4 the black King covers c1 and c2 and the a3 pawn b2.
    let (game, start) = setup();
    for (text, square) in [("N c6xb4, K b1-c2", "c2"), ("N c6xb4, K b1-b2", "b2")] {
        let turn = read(&game, &start, text);
        match game.check_turn(&start, &turn) {
            Err(TurnError::Step { index: 2, rule, .. }) => {
                assert_eq!(
                    rule,
                    StepRule::ExposesRoyal {
                        side: multimove::Color::White
                    },
                    "{square}"
                )
            }
            other => panic!("{text}: expected move 2 refused, got {other:?}"),
        }
    }
}
