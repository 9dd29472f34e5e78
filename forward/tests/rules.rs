//! One test (or table) per rule of the rule text; RULES.md names them.

use forward::{
    Color, EndReason, FiftyMoveClaimError, Forward, Game, GameResult, Outcome, Position, Square,
    Variant,
};
use test_support::XorShift64;

fn game() -> Forward {
    Forward::new()
}

fn pos(fen: &str) -> Position {
    game()
        .read_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A square by name.
fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new(b[0] - b'a', b[1] - b'1')
}

/// Plays the moves written in SAN, one after the other.
fn play(position: &Position, moves: &[&str]) -> Position {
    let g = game();
    moves.iter().fold(position.clone(), |p, m| {
        g.play(&p, m).unwrap_or_else(|e| panic!("{m}: {e}"))
    })
}

/// The board part of the position text.
fn board(position: &Position) -> String {
    game()
        .write_position(position)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string()
}

fn written_moves(position: &Position) -> Vec<String> {
    let g = game();
    g.legal_moves(position)
        .into_iter()
        .map(|m| g.write_step(position, m))
        .collect()
}

// Rule 1 ---------------------------------------------------------------

#[test]
fn pieces_move_forward_and_sideways_and_step_back_without_capturing() {
    // Each piece on d4 (the Kings out of the way on h1 and a8), with a black pawn on d3 behind it: the step
    // back is blocked by it and may not capture it.
    let check = |fen: &str, expected: &[&str]| {
        let p = pos(fen);
        let g = game();
        let from = sq("d4");
        let mut got: Vec<String> = g
            .legal_moves(&p)
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to.to_string())
            .collect();
        got.sort();
        let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
        want.sort();
        assert_eq!(got, want, "{fen}");
    };
    // Knight: the four leaps that gain ground; no backward leaps.
    check(
        "k7/8/8/8/3N4/8/8/7K w - - 0 1",
        &["b5", "c6", "e6", "f5", "d3"],
    );
    check("k7/8/8/8/3N4/3p4/8/7K w - - 0 1", &["b5", "c6", "e6", "f5"]);
    // Bishop: forward diagonals only.
    check(
        "k7/8/8/8/3B4/3p4/8/7K w - - 0 1",
        &["c5", "b6", "a7", "e5", "f6", "g7", "h8"],
    );
    // Rook: forward and sideways.
    check(
        "k7/8/8/8/3R4/3p4/8/7K w - - 0 1",
        &[
            "d5", "d6", "d7", "d8", "a4", "b4", "c4", "e4", "f4", "g4", "h4",
        ],
    );
    // Queen: forward and sideways rook, forward diagonals, and the step back.
    check(
        "k7/8/8/8/3Q4/8/8/7K w - - 0 1",
        &[
            "d5", "d6", "d7", "d8", "a4", "b4", "c4", "e4", "f4", "g4", "h4", "c5", "b6", "a7",
            "e5", "f6", "g7", "h8", "d3",
        ],
    );
    // King: one step forward, forward-diagonal, sideways, or back.
    check(
        "k7/8/8/8/3K4/8/8/8 w - - 0 1",
        &["c4", "e4", "c5", "d5", "e5", "d3"],
    );
    // Black's pieces go the other way: the Rook's forward is down.
    check(
        "8/K7/8/8/3r4/3P4/7k/8 b - - 0 1",
        &["d3", "a4", "b4", "c4", "e4", "f4", "g4", "h4", "d5"],
    );
}

// Rule 2 ---------------------------------------------------------------

#[test]
fn a_capture_creates_the_next_lower_piece_on_the_square_left() {
    // A White Rook on d4 takes on d5; the created piece stands on d4.
    let check = |victim: char, created: &str, written: &str| {
        let p = pos(&format!("4k3/8/8/3{victim}4/3R4/8/8/4K3 w - - 0 1"));
        let mv = game().read_turn(&p, "Rxd5").expect("Rxd5 reads")[0];
        assert_eq!(game().write_step(&p, mv), written);
        let after = play(&p, &["Rxd5"]);
        assert_eq!(
            board(&after),
            format!("4k3/8/8/3R4/{created}/8/8/4K3"),
            "takes {victim}"
        );
    };
    check('q', "3R4", "Rxd5(R)");
    check('r', "3B4", "Rxd5(B)");
    check('b', "3N4", "Rxd5(N)");
    check('n', "3P4", "Rxd5(P)");
    check('p', "8", "Rxd5");
}

#[test]
fn the_created_piece_belongs_to_the_capturer_and_en_passant_creates_nothing() {
    // Black's Queen takes a White Rook going down the file: a black Bishop
    // appears on d5.
    let after = play(&pos("4k3/8/8/3q4/3R4/8/8/4K3 b - - 0 1"), &["Qxd4"]);
    assert_eq!(board(&after), "4k3/8/8/3b4/3q4/8/8/4K3");
    // En passant takes a Pawn: nothing is created on e5.
    let after = play(&pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), &["exd6"]);
    assert_eq!(board(&after), "4k3/8/3P4/8/8/8/8/4K3");
}

// Rule 3 ---------------------------------------------------------------

#[test]
fn a_pawn_on_the_first_rank_cannot_double_step() {
    let p = pos("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    let moves = written_moves(&p);
    assert!(moves.contains(&"a2".to_string()), "{moves:?}");
    assert!(!moves.contains(&"a3".to_string()), "{moves:?}");
}

#[test]
fn a_pawn_on_the_second_rank_double_steps_however_it_got_there() {
    // Moved up from the first rank.
    let p = play(&pos("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"), &["a2", "Kd8"]);
    assert!(written_moves(&p).contains(&"a4".to_string()));
    let after = play(&p, &["a4"]);
    assert_eq!(after.en_passant(), Some(sq("a3")));
    // Created on the second rank: the Rook on c2 takes a Knight and leaves a
    // Pawn on c2, which may then go two squares.
    let p = play(
        &pos("4k3/8/8/8/8/8/2Rn4/4K3 w - - 0 1"),
        &["Rxd2(P)", "Kf8"],
    );
    assert_eq!(board(&p), "5k2/8/8/8/8/8/2PR4/4K3");
    assert!(written_moves(&p).contains(&"c4".to_string()));
    // On its original square, as in chess.
    assert!(written_moves(&game().start_position()).contains(&"e4".to_string()));
}

#[test]
fn en_passant_applies_as_usual() {
    let p = play(&pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), &["d5"]);
    assert!(written_moves(&p).contains(&"exd6".to_string()));
    // Not after a single step.
    let p = play(&pos("4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1"), &["d5"]);
    assert!(!written_moves(&p).contains(&"exd6".to_string()));
}

#[test]
fn a_pawn_created_on_the_last_rank_promotes_in_place_as_a_move() {
    // The Rook on a8 takes the Knight on b8 (sideways): a White Pawn is
    // created on a8 and stays a Pawn.
    let p = play(&pos("Rn2k3/8/8/8/8/8/8/4K3 w - - 0 1"), &["Rxb8(P)+"]);
    assert_eq!(board(&p), "PR2k3/8/8/8/8/8/8/4K3");
    let p = play(&p, &["Ke7"]);
    // Its owner may promote it where it stands, to any of the four pieces.
    let moves = written_moves(&p);
    for promotion in ["a8=Q", "a8=R", "a8=B", "a8=N"] {
        assert!(
            moves.contains(&promotion.to_string()),
            "{promotion} in {moves:?}"
        );
    }
    let mv = game().read_turn(&p, "a8=Q").expect("reads")[0];
    assert_eq!((mv.from, mv.to), (sq("a8"), sq("a8")));
    let after = play(&p, &["a8=Q"]);
    assert_eq!(board(&after), "QR6/4k3/8/8/8/8/8/4K3");
    // A pawn arriving on the last rank promotes as in chess.
    let p = play(&pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), &["a8=N"]);
    assert_eq!(board(&p), "N3k3/8/8/8/8/8/8/4K3");
}

#[test]
fn promotion_in_place_does_not_answer_a_check() {
    // White is in check from the Rook on a1; the Pawn on a8 cannot help.
    let p = pos("P3k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(game().in_check(&p));
    assert!(!written_moves(&p).iter().any(|m| m.starts_with("a8=")));
}

// Rule 4 ---------------------------------------------------------------

#[test]
fn castling_is_not_allowed() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert!(!written_moves(&p).iter().any(|m| m.starts_with('O')));
    assert!(game().read_turn(&p, "O-O").is_err());
    assert!(game()
        .read_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        .is_err());
}

// Rule 5 ---------------------------------------------------------------

#[test]
fn the_pinned_knight_may_take_the_queen_because_the_created_rook_blocks() {
    let p = pos("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1");
    let moves = written_moves(&p);
    let mut sorted = moves.clone();
    sorted.sort();
    // The Queen covers d1 and d2; every other Knight move leaves the King
    // in check.
    assert_eq!(sorted, ["Ke2", "Kf1", "Kf2", "Nxd5(R)"]);
    let after = play(&p, &["Nxd5(R)"]);
    assert_eq!(board(&after), "4k3/8/8/3N4/1b6/2R5/8/4K3");
}

#[test]
fn a_capture_that_creates_nothing_does_not_block() {
    // The same pin, but the Knight would take a Pawn: nothing is created.
    let p = pos("4k3/8/8/3p4/1b6/2N5/8/4K3 w - - 0 1");
    assert!(!written_moves(&p).iter().any(|m| m.starts_with('N')));
    let err = game().play(&p, "Nc3xd5").unwrap_err();
    assert!(
        err.to_string().contains("leaves the King in check"),
        "{err}"
    );
}

#[test]
fn a_king_may_capture_out_of_check_when_the_created_piece_blocks() {
    // The Rook on a1 checks along the rank; Kxe1 takes the Knight and the
    // created Pawn on d1 shuts the Rook out.
    let p = pos("4k3/8/8/8/8/8/8/r2Kn3 w - - 0 1");
    assert!(game().in_check(&p));
    assert!(written_moves(&p).contains(&"Kxe1(P)".to_string()));
    let after = play(&p, &["Kxe1(P)"]);
    assert_eq!(board(&after), "4k3/8/8/8/8/8/8/r2PK3");
}

// Rule 6 ---------------------------------------------------------------

#[test]
fn stalemate_loses_for_the_stalemated_player() {
    // Black's King on a8: a7 (Pawn b6, Knight c6), b7 (Rook h7) and b8
    // (Knight c6) are attacked, and there is no square behind it.
    let p = pos("k7/7R/1PN5/8/8/8/8/4K3 b - - 0 1");
    assert!(!game().in_check(&p));
    assert_eq!(game().count_turns(&p), 0);
    assert_eq!(
        game().outcome(&p, &[]),
        Some(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::Stalemate
        })
    );
}

#[test]
fn checkmate_loses() {
    // The Rook on h8 checks along the rank; a7 (Pawn) and b7 (Knight) are
    // covered.
    let p = pos("k6R/8/1P6/2N5/8/8/8/4K3 b - - 0 1");
    assert!(game().in_check(&p));
    assert_eq!(
        game().outcome(&p, &[]),
        Some(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::Checkmate
        })
    );
}

// Rule 7 ---------------------------------------------------------------

const SHUFFLE: [&str; 4] = ["Ke2", "Ke7", "Ke1", "Ke8"];

#[test]
fn threefold_repetition_loses_for_the_player_making_the_repeating_move() {
    let g = game();
    let start = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let mut p = start.clone();
    let mut history = Vec::new();
    for (i, mv) in SHUFFLE.iter().cycle().take(8).enumerate() {
        assert_eq!(g.outcome(&p, &history), None, "before ply {}", i + 1);
        history.push(g.repetition_key(&p));
        p = play(&p, &[mv]);
    }
    // The start position stands for the third time; Black's Ke8 made it.
    let loss = Some(Outcome {
        result: GameResult::Win(Color::White),
        reason: EndReason::Repetition,
    });
    assert_eq!(g.outcome(&p, &history), loss);
    // The history is the caller's: the position alone has none. The start
    // read from its text (other clocks, the same pieces and side) with the
    // game's history is the same loss; with half of it, none.
    assert_eq!(g.outcome(&p, &[]), None);
    assert_eq!(g.repetition_key(&p), g.repetition_key(&start));
    assert_eq!(g.outcome(&start, &history), loss);
    assert_eq!(g.outcome(&start, &history[..4]), None);
}

/// A game keeps the history (Forward's positions do not): the shuffle
/// played through `Game` ends at the third occurrence, even when the game
/// starts from a position text, which holds no history.
#[test]
fn a_game_counts_the_repetition_in_its_own_history() {
    let mut game = Game::from_position(
        game(),
        &game().write_position(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1")),
    )
    .expect("reads");
    for (i, mv) in SHUFFLE.iter().cycle().take(8).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {}", i + 1);
        game.play(mv).expect("legal");
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::Repetition,
        })
    );
    // Taking back Black's last move, the position stands only twice.
    game.undo();
    assert_eq!(game.outcome(), None);
}

// Rule 8 ---------------------------------------------------------------

#[test]
fn a_king_reaching_an_unattacked_last_rank_square_wins_at_once() {
    let g = game();
    // Black's King could reach its own last rank next move: too late.
    let p = play(&pos("8/4K3/8/8/8/8/4k3/8 w - - 0 1"), &["Ke8"]);
    assert_eq!(
        g.outcome(&p, &[]),
        Some(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::KingOnLastRank
        })
    );
    assert_eq!(g.count_turns(&p), 0, "the game is over");
    // Black too: its last rank is rank 1.
    let p = play(&pos("8/8/8/8/8/8/4k3/K7 b - - 0 1"), &["Kd1"]);
    assert_eq!(
        g.outcome(&p, &[]).map(|o| o.result),
        Some(GameResult::Win(Color::Black))
    );
}

#[test]
fn a_king_cannot_win_on_an_attacked_last_rank_square() {
    let g = game();
    // The Rook on a8 sweeps the rank: Ke8, Kd8 and Kf8 are all attacked.
    let p = pos("r7/4K3/8/8/8/8/4k3/8 w - - 0 1");
    let moves = written_moves(&p);
    assert!(!moves.iter().any(|m| m.ends_with('8')), "{moves:?}");
    let err = g.play(&p, "Ke7-e8").unwrap_err();
    assert!(
        err.to_string().contains("leaves the King in check"),
        "{err}"
    );
    // Block the rank and the win is there.
    let p = play(&pos("r2N4/4K3/8/8/8/8/4k3/8 w - - 0 1"), &["Ke8"]);
    assert_eq!(
        g.outcome(&p, &[]).map(|o| o.reason),
        Some(EndReason::KingOnLastRank)
    );
}

// Rule 9 ---------------------------------------------------------------

/// "Draws by agreement are illegal.": a draw offer is refused with the
/// rule in the message, so is an acceptance, and the game goes on. If
/// agreement were allowed the offer would stand and its acceptance end the
/// game in a draw, and this test would fail.
#[test]
fn a_draw_by_agreement_is_refused_with_rule_9() {
    let rule = "rule 9: \"Draws by agreement are illegal.\"";
    assert_eq!(Forward::new().draw_by_agreement(), Err(rule.to_string()));
    let mut game = Game::new(Forward::new());
    game.play("e4").unwrap();
    assert_eq!(
        game.offer_draw(Color::White).unwrap_err().to_string(),
        format!("white cannot agree to a draw: {rule}")
    );
    assert_eq!(game.draw_offer(), None);
    assert_eq!(
        game.accept_draw(Color::Black).unwrap_err().to_string(),
        format!("black cannot agree to a draw: {rule}")
    );
    assert_eq!(game.outcome(), None);
    assert!(game.acts().is_empty());
    assert_eq!(game.play("d5").unwrap(), "d5");
    // A game file that writes an offer has it refused, a deviation the
    // file may declare; an acceptance likewise.
    let text = "title: t\nsource: s\nvariant: forward\n1. e4\nwhite offers draw\n\
                1... d5\nblack accepts draw\n";
    let file = kernel::replay::GameFile::parse(text).unwrap();
    let report = kernel::replay::replay(&Forward::new(), &file).unwrap();
    assert_eq!(
        report.problems(),
        [
            format!("white offers draw (line 5): refused not declared: white cannot agree to a draw: {rule}"),
            format!("black accepts draw (line 7): refused not declared: black cannot agree to a draw: {rule}"),
        ]
    );
}

#[test]
fn no_game_is_drawn() {
    // Random games to their end: every ending is a win.
    let g = game();
    let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
    let mut choose = move |n: usize| rng.below(n);
    let mut ended = 0;
    for _ in 0..40 {
        let (_, outcome) = forward::random_playout(&g, &g.start_position(), 600, &mut choose);
        if let Some(o) = outcome {
            ended += 1;
            assert!(matches!(o.result, GameResult::Win(_)), "{o}");
        }
    }
    assert!(ended > 20, "only {ended} games ended");
}

// Draws: none of FIDE's -------------------------------------------------

/// FIDE's draws are all replaced ("make a nearly drawless game entirely
/// drawless"): Forward offers none of FIDE's claims, seventy-five moves
/// do not draw, and a bare King against a bare King is no dead position,
/// since a King that reaches its last rank wins (rule 8).
#[test]
fn none_of_fides_draws_applies() {
    let g = game();
    assert_eq!(g.claims(), ["fifty-move-win"]);
    let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(g
        .claim(&p, &[], Color::White, "threefold-repetition")
        .unwrap_err()
        .to_string()
        .starts_with("no claim 'threefold-repetition' in this variant"));
    // Bare Kings, 200 plies without a pawn capture: the game goes on.
    let bare = pos("4k3/8/8/8/8/8/8/4K3 w - - 200 120");
    assert_eq!(g.outcome(&bare, &[]), None);
    // ...and a King walks to its last rank and wins.
    let mut game = Game::from_position(game(), "4k3/8/8/8/8/8/8/4K3 w - - 200 120").unwrap();
    for turn in [
        "Kf2", "Kd8", "Kg3", "Kc8", "Kh4", "Kd8", "Kh5", "Kc8", "Kh6", "Kd8", "Kh7", "Kc8", "Kh8",
    ] {
        assert_eq!(game.outcome(), None, "before {turn}");
        game.play(turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::KingOnLastRank
        })
    );
}

// Rule 10 --------------------------------------------------------------

#[test]
fn a_pawn_capture_records_the_capturer_and_restarts_the_count() {
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 37 30 b -");
    let after = play(&p, &["exd5"]);
    assert_eq!(after.last_pawn_capturer(), Some(Color::White));
    assert_eq!(after.plies_since_pawn_capture(), 0);
    // Other captures and pawn moves do not restart it.
    let p = pos("4k3/8/8/3n4/4P3/8/8/4K3 w - - 37 30 b -");
    let after = play(&p, &["exd5(P)"]);
    assert_eq!(after.last_pawn_capturer(), Some(Color::Black));
    assert_eq!(after.plies_since_pawn_capture(), 38);
}

#[test]
fn the_last_pawn_capturer_may_claim_after_fifty_moves_each() {
    let g = game();
    // 98 plies since White's last pawn capture.
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 98 80 w -");
    assert_eq!(
        g.claim_fifty_move_win(&p, Color::White),
        Err(FiftyMoveClaimError::TooEarly { plies: 98 })
    );
    let p = play(&p, &["Ra2", "Kd8"]);
    assert_eq!(p.plies_since_pawn_capture(), 100);
    // The claim is not automatic.
    assert_eq!(g.outcome(&p, &[]), None);
    assert_eq!(
        g.claim_fifty_move_win(&p, Color::White),
        Ok(Outcome {
            result: GameResult::Win(Color::White),
            reason: EndReason::Claim
        })
    );
    assert_eq!(
        g.claim_fifty_move_win(&p, Color::Black),
        Err(FiftyMoveClaimError::NotLastCapturer {
            claimant: Color::Black,
            capturer: Color::White
        })
    );
    // With Black to move too.
    let p = play(&p, &["Ra3"]);
    assert!(g.claim_fifty_move_win(&p, Color::White).is_ok());
}

#[test]
fn nobody_may_claim_if_no_pawn_was_ever_captured() {
    let g = game();
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 150 80 - -");
    assert_eq!(
        g.claim_fifty_move_win(&p, Color::White),
        Err(FiftyMoveClaimError::NoPawnCapture(Color::White))
    );
}

#[test]
fn no_claim_after_the_game_has_ended() {
    let g = game();
    let p = pos("k6R/8/1P6/2N5/8/8/8/4K3 b - - 150 80 w -");
    assert!(matches!(
        g.claim_fifty_move_win(&p, Color::White),
        Err(FiftyMoveClaimError::GameOver(_))
    ));
}

/// Two orders of the same moves reach one position: equal, with one hash
/// and one position text (the history of a game is the game's, not the
/// position's).
#[test]
fn a_transposition_is_the_same_position() {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let g = game();
    let start = g.start_position();
    let a = play(&start, &["Nf3", "Nf6", "Nc3", "Nc6"]);
    let b = play(&start, &["Nc3", "Nc6", "Nf3", "Nf6"]);
    let hash = |p: &Position| {
        let mut h = DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    };
    assert_eq!(g.write_position(&a), g.write_position(&b));
    assert_eq!(a, b);
    assert_eq!(hash(&a), hash(&b));
}
