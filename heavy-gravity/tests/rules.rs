//! Each rule of the text shown on a position, with the expected moves and
//! verdicts worked out by hand from the rule text (see `RULES.md`).

use heavy_gravity::{
    Color, EndReason, GameResult, HeavyGravity, NotationError, PlayError, Position, Variant,
    START_FEN,
};

fn game() -> HeavyGravity {
    HeavyGravity::new()
}

fn pos(fen: &str) -> Position {
    game()
        .read_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves, in coordinates, of the piece on `from`.
fn moves_from(fen: &str, from: &str) -> Vec<String> {
    let g = game();
    let p = pos(fen);
    let mut out: Vec<String> = g
        .legal_moves(&p)
        .into_iter()
        .map(|m| g.coordinate(m))
        .filter(|m| m.starts_with(from))
        .map(|m| m[2..].to_string())
        .collect();
    out.sort();
    out
}

fn check_targets(fen: &str, from: &str, expected: &[&str]) {
    let mut expected: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(moves_from(fen, from), expected, "{from} in {fen}");
}

#[test]
fn the_start_position_is_the_fide_array_without_castling_or_en_passant() {
    let g = game();
    assert_eq!(g.name(), "heavy-gravity");
    assert_eq!(
        g.write_position(&g.start_position()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(
        START_FEN,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
}

#[test]
fn pawns_have_no_initial_two_step() {
    let start = START_FEN;
    check_targets(start, "e2", &["e3"]);
    let g = game();
    let err = g.read_turn(&g.start_position(), "e4").unwrap_err();
    assert!(matches!(err, NotationError::NoMove { .. }), "{err}");
    assert!(matches!(
        g.play(&g.start_position(), "e4"),
        Err(PlayError::Unreadable { .. })
    ));
    // Written with both squares the move is read, then refused as illegal.
    assert!(matches!(
        g.play(&g.start_position(), "e2e4"),
        Err(PlayError::Illegal { .. })
    ));
}

#[test]
fn pawns_capture_diagonally_forward_as_in_chess() {
    // White e4 takes d5 or f5 (both Black), not e5 straight on; Black d5 the mirror.
    let fen = "4k3/8/8/3ppp2/4P3/8/8/4K3 w - - 0 1";
    check_targets(fen, "e4", &["d5", "f5"]);
    check_targets("4k3/8/8/3p4/2PPP3/8/8/4K3 b - - 0 1", "d5", &["c4", "e4"]);
}

#[test]
fn the_old_monkey_moves_one_step_diagonally_or_straight_back_for_white() {
    // d4: the four diagonals and d3, towards White's own first rank.
    check_targets(
        "4k3/8/8/8/3K4/8/8/8 w - - 0 1",
        "d4",
        &["c3", "c5", "d3", "e3", "e5"],
    );
}

#[test]
fn the_old_monkey_moves_one_step_diagonally_or_straight_back_for_black() {
    // d5: the four diagonals and d6, towards Black's own first rank (rank 8).
    check_targets(
        "8/8/8/3k4/8/8/8/4K3 b - - 0 1",
        "d5",
        &["c4", "c6", "d6", "e4", "e6"],
    );
}

#[test]
fn the_old_monkey_on_its_home_square_has_no_backward_step() {
    check_targets("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", &["d2", "f2"]);
    check_targets("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8", &["d7", "f7"]);
}

#[test]
fn queens_rooks_and_bishops_go_at_most_four_squares() {
    // Queen a1 on an empty board: a2-a5, b1-e1, b2-e5; a6, f1, f6 are out of range.
    check_targets(
        "7k/8/8/8/8/8/8/Q6K w - - 0 1",
        "a1",
        &[
            "a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1", "b2", "c3", "d4", "e5",
        ],
    );
    check_targets(
        "7k/8/8/8/8/8/8/R6K w - - 0 1",
        "a1",
        &["a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1"],
    );
    check_targets(
        "7k/8/8/8/8/8/8/B6K w - - 0 1",
        "a1",
        &["b2", "c3", "d4", "e5"],
    );
    // Blocked as in chess: a Rook on d4 stops at its own pawn and takes the enemy one.
    check_targets(
        "7k/8/8/3p4/3R4/3P4/8/7K w - - 0 1",
        "d4",
        &["a4", "b4", "c4", "d5", "e4", "f4", "g4", "h4"],
    );
}

#[test]
fn the_knight_steps_orthogonally_then_diagonally_outward() {
    // Knight d4 on an empty board: all eight knight squares.
    check_targets(
        "7k/8/8/8/3N4/8/8/7K w - - 0 1",
        "d4",
        &["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"],
    );
}

#[test]
fn a_knight_is_blocked_by_any_piece_orthogonally_next_to_it() {
    // Black pawn on d4 blocks the Knight d3's two moves through d4 (c5, e5);
    // the other orthogonal neighbours are free. e1 is its own Old Monkey.
    check_targets(
        "4k3/8/8/8/3p4/3N4/8/4K3 w - - 0 1",
        "d3",
        &["b2", "b4", "c1", "f2", "f4"],
    );
    // In the start position every Knight is hemmed in and cannot move.
    assert!(moves_from(START_FEN, "b1").is_empty());
    assert!(moves_from(START_FEN, "g1").is_empty());
    // Once g2 is free, g1 reaches f3 and h3 through g2.
    check_targets(
        "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR w - - 0 1",
        "g1",
        &["f3", "h3"],
    );
}

#[test]
fn a_blocked_knight_gives_no_check() {
    let g = game();
    // Knight f6 reaches e8 only through f7.
    assert!(g.in_check(&pos("4k3/8/5N2/8/8/8/8/4K3 b - - 0 1")));
    assert!(!g.in_check(&pos("4k3/5p2/5N2/8/8/8/8/4K3 b - - 0 1")));
}

#[test]
fn note_2_a_line_piece_five_squares_away_gives_no_check() {
    let g = game();
    let check = |fen: &str, expected: bool| assert_eq!(g.in_check(&pos(fen)), expected, "{fen}");
    // Queen on the file: e3 is 5 from e8, e4 is 4.
    check("4k3/8/8/8/8/4Q3/8/K7 b - - 0 1", false);
    check("4k3/8/8/8/4Q3/8/8/K7 b - - 0 1", true);
    // Rook: a3 is 5 from a8, a4 is 4.
    check("k7/8/8/8/8/R7/8/7K b - - 0 1", false);
    check("k7/8/8/8/R7/8/8/7K b - - 0 1", true);
    // Bishop and Queen on the diagonal: f3 is 5 from a8, e4 is 4.
    check("k7/8/8/8/8/5B2/8/7K b - - 0 1", false);
    check("k7/8/8/8/4B3/8/8/7K b - - 0 1", true);
    check("k7/8/8/8/8/5Q2/8/7K b - - 0 1", false);
    check("k7/8/8/8/4Q3/8/8/7K b - - 0 1", true);
}

#[test]
fn note_2_the_old_monkey_may_step_into_line_five_squares_from_a_queen() {
    // Black Old Monkey e7, White Queen a1: f6 is 5 squares up the a1-h8
    // diagonal, so Kf6 is legal (a FIDE Queen would forbid it).
    check_targets(
        "8/4k3/8/8/8/8/8/Q6K b - - 0 1",
        "e7",
        &["d6", "d8", "e8", "f6", "f8"],
    );
    // With the Queen on b2, f6 is 4 away and forbidden; d6 stays free.
    check_targets(
        "8/4k3/8/8/8/8/1Q6/7K b - - 0 1",
        "e7",
        &["d6", "d8", "e8", "f8"],
    );
}

#[test]
fn checkmate_wins() {
    // Old Monkey a8 can only go to b7 (covered by the Bishop a6); the Rook
    // e8 checks from 4 squares.
    let g = game();
    let p = pos("k3R3/8/B7/8/8/8/8/7K b - - 0 1");
    assert!(g.in_check(&p));
    let outcome = g.outcome(&p, &[]).expect("mate");
    assert_eq!(outcome.result, GameResult::Win(heavy_gravity::Color::White));
    assert_eq!(outcome.reason, EndReason::Checkmate);
}

#[test]
fn scholars_mate_is_mate_and_marked_so() {
    let g = game();
    let mut p = g.start_position();
    for text in ["e3", "a6", "Bc4", "a5", "Qh5", "a4"] {
        p = g.play(&p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    let turn = g.read_turn(&p, "Qxf7").expect("reads");
    assert_eq!(g.write_turn(&p, &turn), "Qxf7#");
    let after = g.play_turn(&p, &turn).expect("legal");
    assert_eq!(
        g.outcome(&after, &[]).map(|o| o.reason),
        Some(EndReason::Checkmate)
    );
}

#[test]
fn stalemate_draws_where_fide_would_have_mate() {
    // As in the mate above but the Rook is on f8, 5 squares away: no check,
    // and b7 is covered, so Black has no move.
    let g = game();
    let p = pos("k4R2/8/B7/8/8/8/8/7K b - - 0 1");
    assert!(!g.in_check(&p));
    let outcome = g.outcome(&p, &[]).expect("stalemate");
    assert_eq!(outcome.result, GameResult::Draw);
    assert_eq!(outcome.reason, EndReason::Stalemate);
}

#[test]
fn promotion_is_to_the_heavy_queen_rook_bishop_or_knight_only() {
    check_targets(
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
        "b7",
        &["b8b", "b8n", "b8q", "b8r"],
    );
    check_targets(
        "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1",
        "b2",
        &["b1b", "b1n", "b1q", "b1r"],
    );
    let g = game();
    let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    // Not to an Old Monkey, not staying a pawn, and the choice must be named.
    assert!(matches!(
        g.play(&p, "b7b8k"),
        Err(PlayError::Illegal { .. })
    ));
    assert!(matches!(g.play(&p, "b7b8"), Err(PlayError::Illegal { .. })));
    let err = g.read_turn(&p, "b8").unwrap_err();
    assert_eq!(
        err.to_string(),
        "'b8' names no move here: a promotion must name the new piece"
    );
    // The new Queen is a heavy one: from b8 it checks e8 (3 squares) ...
    let queened = g.play(&p, "b7b8q").expect("legal");
    assert!(g.in_check(&queened));
    // ... and goes at most 4 squares: b8-b4 and b8-f4 are 4, b3 and g3 are 5.
    let p = pos("7k/1P6/8/8/8/8/8/K7 w - - 0 1");
    let queened = g.play(&p, "b8=Q").expect("legal");
    let white_again = g.write_position(&queened).replace(" b ", " w ");
    let moves = moves_from(&white_again, "b8");
    assert!(
        moves.contains(&"b4".to_string()) && !moves.contains(&"b3".to_string()),
        "{moves:?}"
    );
    assert!(
        moves.contains(&"f4".to_string()) && !moves.contains(&"g3".to_string()),
        "{moves:?}"
    );
}

#[test]
fn moves_are_read_in_coordinates_and_short_algebraic_and_written_short() {
    let g = game();
    let p = g.start_position();
    for text in ["e2e3", "e3", "e2-e3"] {
        let turn = g
            .read_turn(&p, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.write_turn(&p, &turn), "e3");
    }
    let p = pos("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR w - - 0 1");
    let turn = g.read_turn(&p, "g1f3").expect("reads");
    assert_eq!(g.write_turn(&p, &turn), "Nf3");
    let p = pos("4k3/4P3/8/8/8/8/8/K7 w - - 0 1");
    assert!(
        matches!(g.play(&p, "e7e8q"), Err(PlayError::Illegal { .. })),
        "e8 is occupied by the Old Monkey"
    );
    let p = pos("4k3/1P6/8/8/8/8/8/K7 w - - 0 1");
    let turn = g.read_turn(&p, "b7b8q").expect("reads");
    assert_eq!(g.write_turn(&p, &turn), "b8=Q+");
    let turn = g.read_turn(&p, "b8=N").expect("reads");
    assert_eq!(g.coordinate(turn[0]), "b7b8n");
}

#[test]
fn there_is_no_castling() {
    let g = game();
    let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    let err = g.read_turn(&p, "O-O").unwrap_err();
    assert_eq!(
        err.to_string(),
        "'O-O' names no move here: castling is not legal here"
    );
    assert!(matches!(g.play(&p, "e1g1"), Err(PlayError::Illegal { .. })));
    let err = g
        .read_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling field 'KQkq': this game has no such castling"
    );
}

#[test]
fn there_is_no_en_passant_and_no_en_passant_square() {
    let g = game();
    let err = g
        .read_position("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "en passant field 'e3': heavy gravity chess has no en passant, the field must be '-'"
    );
    // The Black pawn d4 next to a White pawn that arrived on e4 has only its step.
    check_targets("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", "d4", &["d3"]);
}

/// FIDE's fifty-move rule, inherited ("as in Fide chess"): a claim at 100
/// plies, a draw by itself at 150 (seventy-five moves).
#[test]
fn the_fifty_move_rule_is_a_claim_and_seventy_five_moves_draw() {
    let g = game();
    let at = |plies: u32| pos(&format!("k7/8/8/8/8/8/8/R6K w - - {plies} 90"));
    let claim = |p: &Position| g.claim(p, &[], Color::White, "fifty-moves");
    assert!(claim(&at(99)).is_err());
    assert_eq!(g.outcome(&at(100), &[]), None);
    let outcome = claim(&at(100)).expect("a draw");
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Draw, EndReason::FiftyMoves)
    );
    assert_eq!(g.outcome(&at(149), &[]), None);
    assert_eq!(
        g.outcome(&at(150), &[]).map(|o| o.reason),
        Some(EndReason::SeventyFiveMoves)
    );
}

/// FIDE's repetition, inherited: the third time a claim by either player,
/// the fifth time a draw by itself.
#[test]
fn threefold_repetition_is_a_claim_and_fivefold_draws() {
    let g = game();
    let mut p = pos("k7/8/8/8/8/8/8/R6K w - - 0 1");
    let mut history = Vec::new();
    let dance = ["Kg2", "Kb7", "Kh1", "Ka8"];
    for (i, text) in dance.iter().cycle().take(16).enumerate() {
        history.push(g.repetition_key(&p));
        p = g.play(&p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        // Each position of the dance stands once more every four turns;
        // the start stood once before the first.
        let at_start = (i + 1) % 4 == 0;
        let times = if at_start { 1 + (i + 1) / 4 } else { 1 + i / 4 };
        let claimed = g.claim(&p, &history, Color::Black, "threefold-repetition");
        assert_eq!(
            claimed.map(|o| o.reason).ok(),
            (3..5).contains(&times).then_some(EndReason::Repetition),
            "after {} turns",
            i + 1
        );
        assert_eq!(
            g.outcome(&p, &history).map(|o| o.reason),
            (at_start && times == 5).then_some(EndReason::FivefoldRepetition),
            "after {} turns",
            i + 1
        );
    }
}

#[test]
fn bad_position_text_is_an_error_naming_the_part() {
    let g = game();
    let check = |fen: &str, expected: &str| {
        assert_eq!(
            g.read_position(fen).unwrap_err().to_string(),
            expected,
            "{fen}"
        )
    };
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1",
        "the board part has 7 ranks, the board has 8",
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNM w - - 0 1",
        "unknown piece letter 'M' on rank 1",
    );
    check(
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "black has 0 kings, it must have exactly one",
    );
    check(
        "4k3/8/8/8/4Q3/8/8/K7 w - - 0 1",
        "black is not to move but is in check",
    );
}

#[test]
fn options_other_than_none_are_refused() {
    assert!(HeavyGravity::with_options("").is_ok());
    assert!(HeavyGravity::with_options("  ").is_ok());
    assert_eq!(
        HeavyGravity::with_options("armies=x")
            .unwrap_err()
            .to_string(),
        "unknown option 'armies': this variant has no options"
    );
}

#[test]
fn note_2_a_line_piece_five_squares_away_pins_nothing() {
    // Black Rook e6 is 5 from the Old Monkey e1: the Rook e2 moves freely.
    check_targets(
        "4k3/8/4r3/8/8/8/4R3/4K3 w - - 0 1",
        "e2",
        &[
            "a2", "b2", "c2", "d2", "e3", "e4", "e5", "e6", "f2", "g2", "h2",
        ],
    );
    // On e5, 4 away, it pins the Rook to the file.
    check_targets(
        "4k3/8/8/4r3/8/8/4R3/4K3 w - - 0 1",
        "e2",
        &["e3", "e4", "e5"],
    );
}

/// A refused move names the rule of the page that forbids it (issue 30,
/// item 6): "Pawns - as in chess, but no initial double step", "Knights -
/// as in chess, but, cannot jump ... can't move if a pawn or piece is
/// orthagonally adjacent", and the Old Monkey's moves (`FbW`: one square
/// diagonally, or one square straight back). The words are written from
/// the page, not from the code.
#[test]
fn a_refused_move_names_the_rule_that_forbids_it() {
    let game = HeavyGravity::new();
    let start = game.start_position();
    let refusal = |mv: &str| {
        let turn = game.read_turn(&start, mv).expect("the move reads");
        game.play_turn(&start, &turn)
            .expect_err("the move is illegal")
            .to_string()
    };
    assert_eq!(
        refusal("e2e4"),
        "step 1 (e2e4) is illegal: the Pawn on e2 cannot move to e4: it has no move 2 squares forward (fmWfcF)"
    );
    assert_eq!(
        refusal("g1f3"),
        "step 1 (g1f3) is illegal: the Knight on g1 cannot move to f3: the way is blocked at g2 (nN does not jump)"
    );
    assert_eq!(
        refusal("b1c3"),
        "step 1 (b1c3) is illegal: the Knight on b1 cannot move to c3: the way is blocked at b2 (nN does not jump)"
    );
    assert_eq!(
        refusal("e1e2"),
        "step 1 (e1e2) is illegal: the Old Monkey on e1 cannot move to e2: e2 holds one of white's own pieces"
    );
    let alone = game
        .read_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        .expect("the position reads");
    let turn = game.read_turn(&alone, "e1e2").expect("the move reads");
    assert_eq!(
        game.play_turn(&alone, &turn).unwrap_err().to_string(),
        "step 1 (e1e2) is illegal: the Old Monkey on e1 cannot move to e2: it has no move 1 square forward (FbW)"
    );
}
