//! The position-text, notation and Betza readers: clear errors for typical
//! mistakes, round trips, and no panic on arbitrary input.

use kernel::chess;
use kernel::{betza, Variant};
use proptest::prelude::*;

#[track_caller]
fn fen_error(text: &str, expected: &str) {
    let chess = chess::fide();
    match chess.read_position(text) {
        Ok(_) => panic!("'{text}' was accepted"),
        Err(e) => assert_eq!(e.to_string(), expected, "{text}"),
    }
}

#[test]
fn bad_fen_gets_a_one_line_error_naming_the_part() {
    fen_error(
        "",
        "expected 4 to 6 fields (board, side, castling, en passant, clocks), found 0",
    );
    fen_error(
        "8/8/8/8/8/8/8 w - -",
        "the board part has 7 ranks, the board has 8",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K8 w - -",
        "rank 1 has 9 squares, the board has 8 files",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K5 w - -",
        "rank 1 has 6 squares, the board has 8 files",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K5X1 w - -",
        "unknown piece letter 'X' on rank 1",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K5*1 w - -",
        "unexpected character '*' on rank 1",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K06 w - -",
        "empty-square count '06' on rank 1 must be from 1 to 16",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 x - -",
        "side to move must be 'w' or 'b', not 'x'",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 w KX -",
        "castling field 'KX': 'K' needs the white king on e1 and its partner on h1",
    );
    fen_error(
        "k7/8/8/8/8/8/8/4K2R w KK -",
        "castling field 'KK': 'K' is given twice",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 w - e4",
        "en passant field 'e4': with white to move it must be on rank 6",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 w - z9",
        "en passant field 'z9': square 'z9' is off the 8x8 board",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 w - - x 1",
        "halfmove clock 'x' is not a number from 0 to 65535",
    );
    fen_error(
        "k7/8/8/8/8/8/8/K7 w - - 0 0",
        "move number '0' is not a number from 1 to 65535",
    );
    fen_error(
        "8/8/8/8/8/8/8/K7 w - -",
        "black has 0 kings, it must have exactly one",
    );
    fen_error(
        "k7/8/8/8/8/8/8/KK6 w - -",
        "white has 2 kings, it must have exactly one",
    );
    fen_error(
        "k6R/8/8/8/8/8/8/K7 w - -",
        "black is not to move but is in check",
    );
}

#[test]
fn fen_round_trips() {
    let chess = chess::fide();
    for text in [
        chess::START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQKBNR w KQkq e6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 17 42",
    ] {
        let position = chess.read_position(text).unwrap();
        assert_eq!(chess.write_position(&position), text);
    }
}

#[test]
fn wide_boards_write_runs_above_nine() {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rules = Rules {
        name: "wide".into(),
        geometry: Geometry::new(16, 3).unwrap(),
        kinds: vec![PieceKind::new('K', "King", "K", Role::Royal).unwrap()],
        start: "k15/16/15K w - - 0 1".into(),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        draws: kernel::draws::DrawRules::NONE,
    };
    let game = Chesslike::new(rules).unwrap();
    let start = game.start_position();
    assert_eq!(game.write_position(&start), "k15/16/15K w - - 0 1");
    assert_eq!(game.count_turns(&start), 3);
    let p16 = game.read_turn(&start, "p1p2").unwrap();
    assert_eq!(game.write_turn(&start, &p16), "Kp2");
}

#[test]
fn bad_notation_is_refused_with_the_reason() {
    let chess = chess::fide();
    let start = chess.start_position();
    let check = |text: &str, expected: &str| {
        assert_eq!(
            chess.read_turn(&start, text).unwrap_err().to_string(),
            expected,
            "{text}"
        );
    };
    check("", "empty move");
    check("+", "empty move");
    check(
        "hello",
        "'hello' is not a move: expected SAN such as Nf3 or coordinates such as g1f3",
    );
    check(
        "Nf4",
        "'Nf4' names no move here: no legal move of that piece reaches f4",
    );
    check(
        "Xf3",
        "'Xf3' names no move here: 'X' is not a piece letter of this game",
    );
    check(
        "O-O",
        "'O-O' names no move here: castling is not legal here",
    );
    check(
        "e5",
        "'e5' names no move here: no legal move of that piece reaches e5",
    );
    // A move with both squares is read as written so a replay can report it.
    let turn = chess.read_turn(&start, "e2e5").unwrap();
    let err = chess.play_turn(&start, &turn).unwrap_err().to_string();
    assert_eq!(
        err,
        "step 1 (e2e5) is illegal: the Pawn on e2 cannot move to e5: it has no move 3 squares forward (fmWfcF)"
    );
    let empty = chess.read_turn(&start, "e4e5").unwrap();
    let err = chess.play_turn(&start, &empty).unwrap_err().to_string();
    assert_eq!(err, "step 1 (e4e5) is illegal: there is no piece on e4");
}

#[test]
fn every_notation_form_reads() {
    let chess = chess::fide();
    let start = chess.start_position();
    let g1f3 = chess.read_turn(&start, "Nf3").unwrap();
    for text in ["g1f3", "Ng1f3", "Ng1-f3", "Nf3!", "Nf3?!", "Ngf3"] {
        assert_eq!(chess.read_turn(&start, text).unwrap(), g1f3, "{text}");
    }
    let pos = chess
        .read_position("r3k3/1P6/8/8/8/8/8/4K2R w Kq - 0 1")
        .unwrap();
    let promo = chess.read_turn(&pos, "b7b8q").unwrap();
    assert_eq!(chess.write_turn(&pos, &promo), "b8=Q+");
    assert_eq!(chess.read_turn(&pos, "b8=Q").unwrap(), promo);
    assert_eq!(
        chess
            .read_turn(&pos, "bxa8=N")
            .map(|t| chess.write_turn(&pos, &t))
            .unwrap(),
        "bxa8=N"
    );
    assert!(chess
        .read_turn(&pos, "b8")
        .unwrap_err()
        .to_string()
        .contains("a promotion must name the new piece"));
    assert_eq!(
        chess
            .read_turn(&pos, "O-O")
            .map(|t| chess.write_turn(&pos, &t))
            .unwrap(),
        "O-O"
    );
    assert_eq!(
        chess
            .read_turn(&pos, "e1g1")
            .map(|t| chess.write_turn(&pos, &t))
            .unwrap(),
        "O-O"
    );
}

#[test]
fn san_disambiguates() {
    let chess = chess::fide();
    let pos = chess
        .read_position("k7/8/8/8/8/8/8/KN3N2 w - - 0 1")
        .unwrap();
    let turn = chess.read_turn(&pos, "b1d2").unwrap();
    assert_eq!(chess.write_turn(&pos, &turn), "Nbd2");
    let pos = chess
        .read_position("7k/8/8/8/8/R7/8/R6K w - - 0 1")
        .unwrap();
    let turn = chess.read_turn(&pos, "a1a2").unwrap();
    assert_eq!(chess.write_turn(&pos, &turn), "R1a2");
    assert!(chess
        .read_turn(&pos, "Ra2")
        .unwrap_err()
        .to_string()
        .contains("ambiguous"));
}

proptest! {
    #[test]
    fn fen_reader_never_panics(text in "\\PC{0,80}") {
        let _ = chess::fide().read_position(&text);
    }

    #[test]
    fn fen_reader_never_panics_on_mutated_fens(
        cut in 0usize..60,
        insert in "[a-zA-Z0-9/ \\-]{0,3}",
    ) {
        let mut text = chess::START_FEN.to_string();
        let at = cut.min(text.len());
        text.insert_str(at, &insert);
        let chess = chess::fide();
        if let Ok(position) = chess.read_position(&text) {
            // Whatever reads writes back to something that reads the same.
            let again = chess.read_position(&chess.write_position(&position)).unwrap();
            prop_assert_eq!(again, position);
        }
    }

    #[test]
    fn betza_reader_never_panics(text in "[a-zA-Z0-9]{0,12}") {
        let _ = betza::parse(&text);
    }

    #[test]
    fn betza_reader_never_panics_on_any_text(text in "\\PC{0,20}") {
        let _ = betza::parse(&text);
    }

    #[test]
    fn notation_reader_never_panics(text in "\\PC{0,12}") {
        let chess = chess::fide();
        let start = chess.start_position();
        if let Ok(turn) = chess.read_turn(&start, &text) {
            let _ = chess.play_turn(&start, &turn);
            let _ = chess.play_turn_unchecked(&start, &turn);
        }
    }
}

/// Found by the Forward Chess property tests: a step naming a promotion to
/// a kind the game does not have made notation and play panic.
#[test]
fn a_promotion_to_an_unknown_kind_does_not_panic() {
    use kernel::chesslike::{Move, MoveKind};
    let chess = chess::fide();
    let position = chess.read_position("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let from = kernel::Square::new(0, 6);
    let to = kernel::Square::new(0, 7);
    let bad = Move {
        from,
        to,
        kind: MoveKind::Promotion(99),
    };
    assert_eq!(chess.write_turn(&position, &[bad]), "a7a8?");
    assert!(chess.play_turn(&position, &[bad]).is_err());
    let after = chess.play_turn_unchecked(&position, &[bad]);
    assert_eq!(chess.write_position(&after), "P7/7k/8/8/8/8/8/K7 b - - 0 1");
}
