//! Position text and turn notation: round trips and the errors for typical
//! mistakes.

use multimove::{Multimove, Variant};

#[test]
fn position_text_round_trips_mid_turn() {
    let game = Multimove::fide();
    let start = game.start_position();
    assert_eq!(
        game.write_position(&start),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 4 -"
    );
    let mut p = start.clone();
    let turn = game.read_turn(&start, "N g1-f3").unwrap();
    game.play_step(&mut p, turn[0]);
    let text = game.write_position(&p);
    assert_eq!(
        text,
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1 2 f3"
    );
    assert_eq!(game.read_position(&text).unwrap(), p);
}

#[test]
fn position_text_errors() {
    let game = Multimove::fide();
    let check = |text: &str, expected: &str| {
        let err = game.read_position(text).unwrap_err();
        assert_eq!(err.to_string(), expected, "{text}");
    };
    let board = "4k3/8/8/8/8/8/8/4K3";
    check(
        &format!("{board} w - - 0 1 9 -"),
        "points left '9' must be a whole number from 1 to 8",
    );
    check(
        &format!("{board} w - - 0 1 0 -"),
        "points left '0' must be a whole number from 1 to 8",
    );
    check(
        &format!("{board} w - - 0 1 5 e9"),
        "moved square 'e9' is not a square of the board",
    );
    check(
        &format!("{board} w - - 0 1 5 e8"),
        "moved square e8 holds no white piece",
    );
    check(&format!("{board} w - - 0 1 5"), "expected a fen of 4 to 6 fields, or the 6 fen fields then points left and moved squares (8 fields); found 7 fields");
    check(
        "4k3/8/8/8/8/8/8/r3K3 w - - 0 1 5 e1",
        "white is in check in the middle of its turn, which no legal sequence of moves allows",
    );
}

#[test]
fn notation_errors() {
    let game = Multimove::fide();
    let start = game.start_position();
    let check = |text: &str, expected: &str| {
        let err = game.read_turn(&start, text).unwrap_err();
        assert_eq!(err.to_string(), expected, "{text}");
    };
    check("  ", "empty turn: write at least one move, such as 'e2-e3'");
    check("N", "piece letter 'N' has no move after it");
    check(
        "N g1",
        "'N g1' is not a move: expected a move such as 'N c6xb4', 'e2-e3', 'e7-e8=Q' or 'O-O'",
    );
    check("B g1-f3", "'B g1-f3' names a B, but g1 holds a N");
    check(
        "Z g1-f3",
        "'Z' in 'Z g1-f3' is not a piece letter of this game",
    );
    check(
        "e2xe3",
        "'e2xe3' is written as a capture, but e3 holds no piece to take",
    );
    check(
        "e2-e3 (cost=one)",
        "the note '(cost=one)' after 'e2-e3' does not read: expected '(cost=N ...)'",
    );
    check(
        "e2-e3 (cost=1",
        "the note starting '(cost=1' is not closed with ')'",
    );
}

#[test]
fn illegal_moves_read_as_written_and_are_explained() {
    let game = Multimove::fide();
    let start = game.start_position();
    let turn = game.read_turn(&start, "e2-e4").unwrap();
    let err = game.play_turn(&start, &turn).unwrap_err();
    assert_eq!(
        err.to_string(),
        "step 1 (e2-e4) is illegal: the Pawn on e2 cannot move to e4: it has no move 2 squares forward (fmWfcF)"
    );
    let turn = game.read_turn(&start, "Q d1-h5, e2-e3").unwrap();
    let err = game.play_turn(&start, &turn).unwrap_err();
    assert_eq!(
        err.to_string(),
        "step 1 (Q d1-h5) is illegal: the Queen on d1 cannot move to h5: the way is blocked at e2"
    );
}

#[test]
fn every_legal_turn_writes_and_reads_back() {
    let game = Multimove::fide();
    for text in [
        "8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 8 -",
        "r3k2r/P7/8/8/8/8/8/R3K2R w KQkq - 0 1 3 -",
    ] {
        let position = game.read_position(text).unwrap();
        let mut turns = Vec::new();
        game.legal_turns(&position, &mut turns);
        assert!(!turns.is_empty());
        for turn in &turns {
            let written = game.write_turn(&position, turn);
            let read = game
                .read_turn(&position, &written)
                .unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(&read, turn, "{written}");
        }
    }
}

#[test]
fn options() {
    use multimove::{Fide, HeavyGravity};
    assert_eq!(
        Multimove::<Fide>::with_options("points=6")
            .unwrap()
            .budget(),
        6
    );
    assert_eq!(
        Multimove::<HeavyGravity>::with_options("")
            .unwrap()
            .budget(),
        5
    );
    let err = |o: &str| Multimove::<Fide>::with_options(o).unwrap_err().to_string();
    assert_eq!(
        err("points=1"),
        "points '1' must be a whole number from 2 to 8"
    );
    assert_eq!(
        err("speed=3"),
        "unknown option 'speed': the options are points"
    );
    assert_eq!(err("points=4,points=5"), "option 'points' is given twice");
}
