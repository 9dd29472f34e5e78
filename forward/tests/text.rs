//! Position text and move notation: round trips, the exact texts, and the
//! errors for bad input.

use forward::{Forward, NotationError, PositionError, Variant};

fn game() -> Forward {
    Forward::new()
}

#[test]
fn position_texts_round_trip() {
    let g = game();
    for text in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -",
        "4k3/8/8/8/8/8/8/4K3 b - - 3 12 w",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 b",
    ] {
        let p = g
            .read_position(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.write_position(&p), text);
    }
    // A plain FEN reads as a position with no pawn captured.
    let p = g
        .read_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        .expect("reads");
    assert_eq!(g.write_position(&p), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -");
}

/// Texts written while the position carried its repetition history have
/// an eighth field, the history's keys: they still read, as the position
/// the first seven fields give (the game keeps the history now).
#[test]
fn position_texts_of_the_older_form_still_read() {
    let g = game();
    for (old, new) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 - -",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - - 3 12 w 0123456789abcdef,fedcba9876543210",
            "4k3/8/8/8/8/8/8/4K3 b - - 3 12 w",
        ),
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 b -",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 b",
        ),
    ] {
        let read = g
            .read_position(old)
            .unwrap_or_else(|e| panic!("{old}: {e}"));
        assert_eq!(Ok(&read), g.read_position(new).as_ref(), "{old}");
        assert_eq!(g.write_position(&read), new);
    }
}

#[test]
fn positions_reached_in_play_round_trip() {
    let g = game();
    let mut p = g.start_position();
    for mv in ["e4", "d5", "exd5", "Qxd5", "Nc3", "a6", "Nxd5(R)"] {
        p = g.play(&p, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        let back = g.read_position(&g.write_position(&p)).expect("reads back");
        assert_eq!(back, p, "after {mv}");
        // A position shows itself: Debug is its text, Display its diagram.
        assert_eq!(
            format!("{p:?}"),
            format!("Position({:?})", g.write_position(&p))
        );
        assert_eq!(p.to_string(), g.diagram(&p));
    }
    assert_eq!(
        g.write_position(&p)
            .split(' ')
            .take(7)
            .collect::<Vec<_>>()
            .join(" "),
        "rnb1kbnr/1pp1pppp/p7/3N4/8/2R5/PPPP1PPP/R1BQKBNR b - - 3 4 b"
    );
}

#[test]
fn bad_position_texts_are_refused_naming_the_part() {
    let check = |text: &str, expected: &str| {
        let err = game().read_position(text).expect_err(text);
        assert_eq!(err.to_string(), expected, "{text}");
    };
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x -",
        "last pawn capturer field 'x' must be 'w', 'b' or '-'",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 5 1 w 12",
        "history field: entry 1 '12' is not 16 hexadecimal digits",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 1 1 w 0123456789abcdef,0123456789abcdeg",
        "history field: entry 2 '0123456789abcdeg' is not 16 hexadecimal digits",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 - - extra",
        "expected at most 7 fields (6 of fen, last pawn capturer; an eighth, the history of texts written before it moved to the game, is read and left aside), found 9",
    );
    check(
        "4K3/8/8/8/8/8/8/4k3 w - - 0 1",
        "the white king stands on its last rank with white to move: the game ended when it arrived",
    );
    assert!(matches!(
        game().read_position("4k3/8/8/8/8/8/8/4K4 w - - 0 1"),
        Err(PositionError::Fen(_))
    ));
}

#[test]
fn moves_are_written_with_the_created_piece_and_read_back() {
    let g = game();
    let p = g
        .read_position("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1")
        .expect("reads");
    for text in ["Nxd5(R)", "Nxd5", "Nc3xd5", "Nc3-d5", "c3d5", "Nxd5(r)"] {
        let turn = g
            .read_turn(&p, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.write_turn(&p, &turn), "Nxd5(R)", "{text}");
    }
    assert_eq!(
        g.read_turn(&p, "Nxd5(B)").unwrap_err(),
        NotationError::WrongCreation {
            text: "Nxd5(B)".into(),
            written: 'B',
            actual: "a Rook".to_string()
        }
    );
    assert_eq!(
        g.read_turn(&p, "Ke2(P)").unwrap_err().to_string(),
        "'Ke2(P)' writes (P) as the created piece, but the move creates nothing"
    );
}

#[test]
fn every_legal_move_reads_back_from_its_notation() {
    let g = game();
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "P3k2P/8/8/3pP3/8/8/8/p3K2p w - d6 0 1",
        "r3k3/1p1q4/2n1b3/3NQR2/2B1n3/1r1p4/PP6/4K3 w - - 0 1",
        "r3k3/1p1q4/2n1b3/3NQR2/2B1n3/1r1p4/PP6/4K3 b - - 0 1",
        "4k3/8/8/8/R6R/8/8/4K3 w - - 0 1",
    ] {
        let p = g.read_position(fen).expect("reads");
        for mv in g.legal_moves(&p) {
            let text = g.write_step(&p, mv);
            let back = g
                .read_turn(&p, &text)
                .unwrap_or_else(|e| panic!("{fen}: {text}: {e}"));
            assert_eq!(back.as_slice(), &[mv], "{fen}: {text}");
            let coordinate = g.coordinate(mv);
            let back = g
                .read_turn(&p, &coordinate)
                .unwrap_or_else(|e| panic!("{fen}: {coordinate}: {e}"));
            assert_eq!(back.as_slice(), &[mv], "{fen}: {coordinate}");
        }
    }
}

#[test]
fn in_place_promotion_and_promotion_with_creation_are_written() {
    let g = game();
    let p = g
        .read_position("P1r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
        .expect("reads");
    let written: Vec<String> = g
        .legal_moves(&p)
        .into_iter()
        .map(|m| g.write_step(&p, m))
        .collect();
    for expected in ["a8=Q", "a8=N", "b8=Q", "bxc8=Q(B)+", "bxc8=N(B)"] {
        assert!(
            written.contains(&expected.to_string()),
            "{expected} in {written:?}"
        );
    }
}

#[test]
fn bad_move_texts_are_refused() {
    let g = game();
    let p = g.start_position();
    let check = |text: &str, expected: &str| {
        assert_eq!(
            g.read_turn(&p, text).unwrap_err().to_string(),
            expected,
            "{text}"
        );
    };
    check("", "empty move");
    check("+", "empty move");
    check("Zz", "'Zz' is not a move: expected SAN such as Nf3, Nxd5(R) or e8=Q, or coordinates such as g1f3");
    check(
        "O-O",
        "'O-O' names no move here: castling is not allowed in forward chess (rule 4)",
    );
    check(
        "Ze4",
        "'Ze4' names no move here: 'Z' is not a piece letter of forward chess",
    );
    check(
        "Nd2",
        "'Nd2' names no move here: no legal move of that piece reaches d2",
    );
    check("e4(Q", "'e4(Q' is not a move: expected SAN such as Nf3, Nxd5(R) or e8=Q, or coordinates such as g1f3");
}

mod no_panics {
    use super::game;
    use forward::{Move, MoveKind, Square, Variant};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn position_text_never_panics(text in "\\PC{0,80}") {
            let _ = game().read_position(&text);
        }

        #[test]
        fn mutated_position_text_never_panics(
            cut in 0usize..60,
            insert in "[ 0-9a-zA-Z/,-]{0,6}",
        ) {
            let base = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 1 1 - 5fb356bd83b01130";
            let cut = cut.min(base.len());
            let text = format!("{}{}{}", &base[..cut], insert, &base[cut..]);
            let _ = game().read_position(&text);
        }

        #[test]
        fn move_text_never_panics(text in "\\PC{0,16}") {
            let g = game();
            let p = g.read_position("P1r1k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1").expect("reads");
            let _ = g.read_turn(&p, &text);
        }

        #[test]
        fn playing_any_step_never_panics(from in 0u8..=255, to in 0u8..=255, kind in 0u8..8, promo in 0u8..=255) {
            let g = game();
            let p = g.read_position("P1r1k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1").expect("reads");
            let kind = match kind {
                0 => MoveKind::Normal,
                1 => MoveKind::DoubleStep,
                2 => MoveKind::EnPassant,
                3 => MoveKind::Castle(promo),
                _ => MoveKind::Promotion(promo),
            };
            let step = Move { from: Square::from_index(from), to: Square::from_index(to), kind };
            let _ = g.play_turn(&p, &[step]);
            let after = g.play_turn_unchecked(&p, &[step]);
            let _ = g.outcome(&after, &[]);
            let _ = g.write_position(&after);
            let _ = g.count_turns(&after);
            let _ = g.write_turn(&p, &[step]);
        }
    }
}
