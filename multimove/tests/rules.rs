//! The rules of the text, one test (or one table row) each. Expected
//! values are worked out by hand from the text, not taken from the code.

use multimove::{
    Color, EndReason, GameResult, Multimove, MultimoveHeavyGravity, Position, Step, StepRule,
    TurnEnd, TurnError, Variant,
};

fn game() -> Multimove {
    Multimove::fide()
}

fn at(text: &str) -> Position {
    game()
        .read_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays `turn` from `position` and returns the cost of each move.
fn costs(position: &str, turn: &str) -> Vec<u8> {
    let g = game();
    let p = at(position);
    let steps = g
        .read_turn(&p, turn)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    let checked = g
        .check_turn(&p, &steps)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    checked.costs.iter().map(|c| c.total()).collect()
}

/// The rule the turn breaks, at which move.
fn refusal(position: &str, turn: &str) -> (usize, StepRule) {
    let g = game();
    let p = at(position);
    let steps = g
        .read_turn(&p, turn)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    match g.check_turn(&p, &steps) {
        Err(TurnError::Step { index, rule, .. }) => (index, rule),
        other => panic!("{turn}: expected a refused step, got {other:?}"),
    }
}

const LONG_DIAGONAL: &str = "6kr/8/8/8/8/8/8/Q3K3 w - - 0 1 8 -";
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 8 -";
const PROMOTION: &str = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 8 -";

#[test]
fn each_cost_rule() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 8 -";
    let table: &[(&str, &str, &[u8])] = &[
        // "Moving into, through or over a square costs 1 point."
        (start, "e2-e3", &[1]),
        (start, "N g1-f3", &[2]),
        (LONG_DIAGONAL, "Q a1-g7", &[6]),
        (LONG_DIAGONAL, "Q a1-a8", &[7]),
        // "Capturing a piece costs an extra 1 point."
        (LONG_DIAGONAL, "Q a1xh8", &[8]),
        ("4k3/8/8/8/8/2p5/8/1N2K3 w - - 0 1 8 -", "N b1xc3", &[3]),
        // "Moving a piece that has already been moved during the turn costs an extra point."
        (start, "N g1-f3, N f3-e5", &[2, 3]),
        (start, "e2-e3, e3-e4, e4-e5", &[1, 2, 2]),
        (
            "4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1 8 -",
            "N e5-c4, N c4xd6",
            &[2, 4],
        ),
        (
            "4k3/8/8/3p4/8/8/8/1N2K3 w - - 0 1 8 -",
            "N b1-c3, N c3xd5",
            &[2, 4],
        ),
        // "Castling costs 2 points."
        // The Rook moved with the King, so its next move costs 1 + 1.
        (CASTLING, "O-O, R f1-f2", &[2, 2]),
        (CASTLING, "O-O-O", &[2]),
        // "Promoting a pawn costs 1 point for promotion to a Knight or
        // Bishop, 2 points for promotion to a Rook, or 3 points for
        // promotion to a Queen."
        (PROMOTION, "a7-a8=N", &[2]),
        (PROMOTION, "a7-a8=B", &[2]),
        (PROMOTION, "a7-a8=R", &[3]),
        (PROMOTION, "a7-a8=Q", &[4]),
        (PROMOTION, "a7xb8=Q", &[5]),
    ];
    for &(position, turn, expected) in table {
        assert_eq!(costs(position, turn), expected, "{turn}");
    }
}

#[test]
fn n_is_eight_for_fide_and_five_for_heavy_gravity() {
    assert_eq!(Multimove::fide().budget(), 8);
    assert_eq!(Multimove::fide().first_turn_budget(), 4);
    let hg = MultimoveHeavyGravity::new();
    assert_eq!(hg.budget(), 5);
    assert_eq!(hg.first_turn_budget(), 2);
    assert_eq!(hg.name(), "multimove-heavy-gravity");
}

#[test]
fn the_base_games_initial_array_is_used() {
    // "Any chess game this applies to would use its standard initial
    // array." FIDE's, written by hand, with White's 4 first-turn points and
    // nothing moved yet; and Heavy Gravity's, as its own crate sets it up.
    let g = game();
    assert_eq!(
        g.write_position(&g.start_position()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 4 -"
    );
    let hg = MultimoveHeavyGravity::new();
    let base = heavy_gravity::HeavyGravity::new();
    let text = hg.write_position(&hg.start_position());
    assert_eq!(
        text,
        format!("{} 2 -", base.write_position(&base.start_position()))
    );
}

#[test]
fn whites_first_turn_has_half_the_points() {
    let g = game();
    let start = g.start_position();
    assert_eq!(start.points(), 4);
    let ok = g.read_turn(&start, "N b1-c3, N g1-f3").unwrap();
    let after = g.play_turn(&start, &ok).unwrap();
    assert_eq!(after.points(), 8, "Black's turn has the full budget");
    let over = g.read_turn(&start, "N b1-c3, N c3-e4").unwrap();
    match g.check_turn(&start, &over) {
        Err(TurnError::Step {
            index: 2,
            rule: StepRule::OverBudget { cost, left: 2 },
            ..
        }) => assert_eq!(cost.total(), 3),
        other => panic!("expected over budget, got {other:?}"),
    }
    // Black answers with 2 + 2 + 3 = 7 of its 8 points.
    let black = g.read_turn(&after, "N b8-c6, N g8-f6, N c6-e5").unwrap();
    assert!(g.play_turn(&after, &black).is_ok());
    // A plain FEN of the initial array is White's first turn; a set-up
    // position is not, even at move 1 (the sample turn spends 8).
    assert_eq!(at(multimove_start_fen()).points(), 4);
    assert_eq!(at("8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1").points(), 8);
}

fn multimove_start_fen() -> &'static str {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
}

#[test]
fn giving_check_ends_the_turn() {
    let g = game();
    let p = at("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 8 -");
    let turn = g.read_turn(&p, "R a1-a8+").unwrap();
    let checked = g.check_turn(&p, &turn).unwrap();
    assert_eq!(checked.end, TurnEnd::Check(1));
    assert_eq!(g.side_to_move(&checked.after), Color::Black);
    assert!(g.in_check(&checked.after));
    let too_long = g.read_turn(&p, "R a1-a8, K e1-d2").unwrap();
    assert!(matches!(
        g.check_turn(&p, &too_long),
        Err(TurnError::AfterEnd {
            index: 2,
            end: TurnEnd::Check(1),
            ..
        })
    ));
}

#[test]
fn a_discovered_check_ends_the_turn_too() {
    let g = game();
    let p = at("4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1 8 -");
    let turn = g.read_turn(&p, "N e2-c3, N c3-e4").unwrap();
    assert!(matches!(
        g.check_turn(&p, &turn),
        Err(TurnError::AfterEnd {
            index: 2,
            end: TurnEnd::Check(1),
            ..
        })
    ));
}

#[test]
fn check_counts_whatever_the_points_left() {
    // 2 points left, the Knight's move uncovers the Rook: check, although
    // no points remain to make the Rook's threat real.
    let g = game();
    let p = at("k7/8/8/8/N7/8/8/R6K w - - 0 1 2 h1");
    let turn = g.read_turn(&p, "N a4-c3").unwrap();
    let checked = g.check_turn(&p, &turn).unwrap();
    assert_eq!(checked.end, TurnEnd::Check(1));
    assert!(g.in_check(&checked.after));
}

#[test]
fn a_temporary_self_check_is_refused() {
    let exposed = "4r1k1/8/8/8/8/8/P3N3/4K3 w - - 0 1 8 -";
    let white = StepRule::ExposesRoyal { side: Color::White };
    assert_eq!(refusal(exposed, "N e2-c3, N c3-e2"), (1, white.clone()));
    assert_eq!(refusal(exposed, "a2-a3, N e2-c3, N c3-e2"), (2, white));
}

#[test]
fn a_check_must_be_nullified_by_the_first_move() {
    let checked = "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1 8 -";
    assert_eq!(
        refusal(checked, "a2-a3, K e1-d1"),
        (1, StepRule::CheckNotNullified { side: Color::White })
    );
    assert_eq!(costs(checked, "K e1-d1, a2-a3"), [1, 1]);
}

/// A move over budget is refused by the rule that explains it, quoted
/// from the page: the budget ("Each turn a player may spend up to N
/// points"), or, where the move would fit but for its extra point, the
/// piece's second move of the turn ("Moving a piece that has already been
/// moved during the turn costs an extra point").
#[test]
fn a_move_over_budget_names_the_rule_it_breaks() {
    let g = game();
    let start = g.start_position();
    // White's first turn, 4 points: e2-e3 costs 1, then the Bishop's
    // five squares to a6 cost 5 of the 3 left.
    let turn = g.read_turn(&start, "e2-e3, B f1-a6").unwrap();
    let err = g.check_turn(&start, &turn).unwrap_err().to_string();
    assert_eq!(
        err,
        "move 2 (B f1-a6) is illegal: it costs 5 points (5 squares) and only 3 are left: \
         \"Each turn a player may spend up to N points (N/2 for White's initial turn)\""
    );
    // The Knight's second move: 2 squares and 1 for moving again, 3 of
    // the 2 left; its 2 squares alone would fit.
    let turn = g.read_turn(&start, "N g1-f3, N f3-e5").unwrap();
    let err = g.check_turn(&start, &turn).unwrap_err().to_string();
    assert_eq!(
        err,
        "move 2 (N f3-e5) is illegal: the piece has already moved this turn, and \
         \"Moving a piece that has already been moved during the turn costs an extra \
         point\": it costs 3 points (2 squares, 1 for moving again) and only 2 are left"
    );
}

#[test]
fn a_mandatory_promotion_that_cannot_be_paid() {
    // One point left after the King's move: the pawn cannot stay a pawn on
    // a8 and cannot pay 1 + 1 for a Knight.
    let g = game();
    let p = at("4k3/P7/8/8/8/8/8/3K4 w - - 0 1 1 d1");
    let mut steps = Vec::new();
    g.steps(&p, &mut steps);
    assert_eq!(steps, [Step::EndTurn]);
    let turn = g.read_turn(&p, "a7-a8=N").unwrap();
    match g.check_turn(&p, &turn) {
        Err(TurnError::Step {
            rule: StepRule::OverBudget { cost, left: 1 },
            ..
        }) => assert_eq!(cost.total(), 2),
        other => panic!("expected over budget, got {other:?}"),
    }
    let unpromoted = g.read_turn(&p, "a7-a8").unwrap_err();
    assert_eq!(
        unpromoted.to_string(),
        "'a7-a8' reaches the last rank: promotion is mandatory, name the new piece (such as '=Q')"
    );
}

#[test]
fn stalemate_and_checkmate() {
    let g = game();
    let stalemate = at("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1 8 -");
    let outcome = g.outcome(&stalemate, &[]).unwrap();
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Draw, EndReason::Stalemate)
    );
    let mate = at("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1 8 -");
    let outcome = g.outcome(&mate, &[]).unwrap();
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Win(Color::White), EndReason::Checkmate)
    );
    // The end without the test for a legal turn (what a search asks where
    // it lists the turns anyway) leaves both out.
    assert_eq!(g.outcome_without_mobility(&stalemate, &[]), None);
    assert_eq!(g.outcome_without_mobility(&mate, &[]), None);
}

#[test]
fn at_least_one_move_then_the_player_may_stop() {
    let g = game();
    let start = g.start_position();
    assert_eq!(
        g.check_step(&start, Step::EndTurn),
        Err(StepRule::EndBeforeMove)
    );
    let turn = g.read_turn(&start, "e2-e3").unwrap();
    assert_eq!(turn.last(), Some(&Step::EndTurn));
    let checked = g.check_turn(&start, &turn).unwrap();
    assert_eq!(checked.end, TurnEnd::Ended(1));
    assert_eq!(checked.after.points(), 8, "unspent points are lost");
}

#[test]
fn the_order_of_a_turn_does_not_change_the_position() {
    let g = game();
    let p = at("4k3/8/8/3p4/8/8/8/1N2K2R w K - 7 20 8 -");
    let a = g
        .play_turn(&p, &g.read_turn(&p, "R h1-h2, N b1-c3, N c3-e4").unwrap())
        .unwrap();
    let b = g
        .play_turn(&p, &g.read_turn(&p, "N b1-c3, N c3-e4, R h1-h2").unwrap())
        .unwrap();
    assert_eq!(a, b);
    assert_eq!(
        a.base().halfmove_clock(),
        8,
        "one turn without capture or pawn move"
    );
    let c = g
        .play_turn(&p, &g.read_turn(&p, "N b1-c3, N c3xd5").unwrap())
        .unwrap();
    assert_eq!(c.base().halfmove_clock(), 0);
    assert_eq!(
        g.write_position(&c),
        "4k3/8/8/3N4/8/8/8/4K2R b K - 0 20 8 -"
    );
}
