//! FIDE chess's game-end rules and the rules perft cannot see (its draws:
//! `fide_draws.rs`).

use kernel::{chess, EndReason, GameResult, Outcome, Variant};

fn play(texts: &[&str]) -> (kernel::chesslike::Position, Vec<u64>) {
    let chess = chess::fide();
    let mut position = chess.start_position();
    let mut history = Vec::new();
    for text in texts {
        let turn = chess
            .read_turn(&position, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let next = chess
            .play_turn(&position, &turn)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        history.push(chess.repetition_key(&position));
        position = next;
    }
    (position, history)
}

#[test]
fn checkmate_wins() {
    let (position, history) = play(&["f3", "e5", "g4", "Qh4#"]);
    let outcome = chess::fide().outcome(&position, &history);
    assert_eq!(
        outcome,
        Some(Outcome {
            result: GameResult::Win(kernel::Color::Black),
            reason: EndReason::Checkmate
        })
    );
}

#[test]
fn stalemate_draws() {
    let chess = chess::fide();
    let position = chess
        .read_position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
        .unwrap();
    assert!(!chess.in_check(&position));
    assert_eq!(chess.count_turns(&position), 0);
    assert_eq!(
        chess.outcome(&position, &[]).map(|o| o.reason),
        Some(EndReason::Stalemate)
    );
}

#[test]
fn a_lost_en_passant_right_makes_a_different_position() {
    // After 1. e4 Nf6 2. e5 d5 White may take en passant; after the knights
    // dance the pawn structure is the same but the right is gone, so the
    // position after 2...d5 does not count again.
    let chess = chess::fide();
    let (first, _) = play(&["e4", "Nf6", "e5", "d5"]);
    let (later, _) = play(&["e4", "Nf6", "e5", "d5", "Nf3", "Nc6", "Ng1", "Nb8"]);
    assert_eq!(first.board(), later.board());
    assert_ne!(chess.repetition_key(&first), chess.repetition_key(&later));
}

#[test]
fn castling_through_an_attacked_square_is_refused() {
    let chess = chess::fide();
    // The rook on f8 attacks f1, which the King would cross.
    let position = chess
        .read_position("k4r2/8/8/8/8/8/8/4K2R w K - 0 1")
        .unwrap();
    let turn = chess.read_turn(&position, "e1g1").unwrap();
    let err = chess.play_turn(&position, &turn).unwrap_err().to_string();
    assert_eq!(
        err,
        "step 1 (e1g1) is illegal: the King would pass through or land on an attacked square"
    );
}

#[test]
fn en_passant_that_uncovers_the_king_is_refused() {
    let chess = chess::fide();
    // Both pawns leave the fifth rank, opening it to the rook.
    let position = chess
        .read_position("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")
        .unwrap();
    let turn = chess.read_turn(&position, "b5c6").unwrap();
    let err = chess.play_turn(&position, &turn).unwrap_err().to_string();
    assert_eq!(err, "step 1 (b5c6) is illegal: it leaves the King in check");
}

#[test]
fn promotion_offers_four_pieces() {
    let chess = chess::fide();
    let position = chess.read_position("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let mut turns = Vec::new();
    chess.legal_turns(&position, &mut turns);
    let mut promotions: Vec<String> = turns
        .iter()
        .map(|t| chess.write_turn(&position, t))
        .filter(|t| t.starts_with("a8"))
        .collect();
    promotions.sort();
    assert_eq!(promotions, vec!["a8=B", "a8=N", "a8=Q", "a8=R"]);
}
