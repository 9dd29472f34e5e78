//! Input that once panicked, aborted or took unbounded memory: each case
//! is pinned here with the one-line error (or the bounded result) it gets
//! now.

use kernel::{chess, Variant};

/// Issue 16, item 1: a disambiguating square beyond the board's edge made
/// `Square::new` panic ("square out of range") while the move was read.
#[test]
fn a_from_square_off_the_board_is_refused() {
    let chess = chess::fide();
    let start = chess.start_position();
    for (text, expected) in [
        (
            "b55b5",
            "'b55b5' names no move here: rank 55 is off the 8x8 board",
        ),
        (
            "z1a1",
            "'z1a1' names no move here: file 'z' is off the 8x8 board",
        ),
        (
            "a17a1",
            "'a17a1' names no move here: rank 17 is off the 8x8 board",
        ),
        (
            "Nxb5x2b5",
            "'Nxb5x2b5' names no move here: rank 52 is off the 8x8 board",
        ),
        (
            "f18f1",
            "'f18f1' names no move here: rank 18 is off the 8x8 board",
        ),
    ] {
        let error = chess.read_turn(&start, text).unwrap_err().to_string();
        assert_eq!(error, expected, "{text}");
    }
}

/// A game of one piece kind on an empty board of any size, to read moves
/// on every board from 1x1 to 16x16.
fn empty_board_game(files: u8, ranks: u8) -> kernel::chesslike::Chesslike {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rank = files.to_string();
    let board = vec![rank.as_str(); ranks as usize].join("/");
    let rules = Rules {
        name: format!("empty {files}x{ranks}"),
        geometry: Geometry::new(files as usize, ranks as usize).expect("1 to 16"),
        kinds: vec![PieceKind::new('W', "Wazir", "W", Role::Piece).expect("W reads")],
        start: format!("{board} w - - 0 1"),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        fifty_move_plies: None,
        repetition_count: None,
    };
    Chesslike::new(rules).expect("the empty game compiles")
}

/// Every square a reader returns is on the board it read for, on every
/// board size, for text that names squares on and off every board.
#[test]
fn every_board_size_reads_only_its_own_squares() {
    let texts = [
        "a1", "p16", "q1", "z26", "a17", "a99", "a0", "a100", "b55b5", "z1a1", "a17a1", "Nxb5x2b5",
        "f18f1", "p16p15", "a1p16", "Wa1", "Wp1", "W1a1", "Wq1a1", "a1a1", "a1b1=W", "a16a15",
        "h8", "i9", "A1", "P16", "ý1",
    ];
    for files in 1..=16 {
        for ranks in 1..=16 {
            let game = empty_board_game(files, ranks);
            let geometry = game.rules().geometry;
            let start = game.start_position();
            for text in texts {
                if let Ok((square, _)) = geometry.parse_square_prefix(text) {
                    assert!(geometry.contains(square), "{text} on {geometry}");
                }
                if let Ok(turn) = game.read_turn(&start, text) {
                    for mv in &turn {
                        assert!(
                            geometry.contains(mv.from) && geometry.contains(mv.to),
                            "{text} on {geometry}: {mv:?}"
                        );
                    }
                    let _ = game.play_turn(&start, &turn);
                }
            }
        }
    }
}

proptest::proptest! {
    #[test]
    fn random_move_text_reads_only_squares_of_the_board(
        files in 1u8..=16,
        ranks in 1u8..=16,
        text in "[A-Z]?[a-z]?[0-9]{0,3}[x:-]?[a-z][0-9]{1,3}(=[A-Z])?",
    ) {
        let game = empty_board_game(files, ranks);
        let geometry = game.rules().geometry;
        let start = game.start_position();
        if let Ok(turn) = game.read_turn(&start, &text) {
            for mv in &turn {
                proptest::prop_assert!(geometry.contains(mv.from) && geometry.contains(mv.to));
            }
        }
    }
}

/// Issue 16: perft made one turn buffer per level before counting, so a
/// huge depth aborted allocating them, even where no turn is legal.
#[test]
fn perft_to_any_depth_from_a_mate_is_zero() {
    let chess = chess::fide();
    let mated = chess
        .read_position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        .expect("Fool's mate reads");
    assert_eq!(chess.perft(&mated, u32::MAX), 0);
    assert_eq!(
        kernel::perft::perft_reusing_turn_search(&chess, &mated, u32::MAX),
        0
    );
    assert!(kernel::perft::divide(&chess, &mated, u32::MAX).is_empty());
}

/// A game where each side has one legal move, back and forth, for ever:
/// a sideways-only Wazir each on a 2x2 board.
fn shuttle_game() -> kernel::chesslike::Chesslike {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rules = Rules {
        name: "shuttle".into(),
        geometry: Geometry::new(2, 2).expect("2x2"),
        kinds: vec![PieceKind::new('W', "Sideways Wazir", "msW", Role::Piece).expect("msW reads")],
        start: "w1/W1 w - - 0 1".into(),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        fifty_move_plies: None,
        repetition_count: None,
    };
    Chesslike::new(rules).expect("the shuttle compiles")
}

/// Perft walked the tree by recursion, one stack frame per level: a line
/// a million turns deep overflowed the stack.
#[test]
fn perft_follows_a_line_a_hundred_thousand_turns_deep() {
    let game = shuttle_game();
    let start = game.start_position();
    assert_eq!(game.count_turns(&start), 1);
    assert_eq!(game.perft(&start, 100_000), 1);
    assert_eq!(
        kernel::perft::perft_reusing_turn_search(&game, &start, 100_000),
        1
    );
}
