//! What a turn list holds: each distinct resulting position once.
//!
//! In Forward Chess two different moves can leave the same position: when
//! the piece taken is one rank above the capturer, the created piece is of
//! the capturer's own kind and stands on the square the capturer left, so
//! two capturers of one kind taking the same piece leave the same board.
//! `legal_turns`, `count_turns` and `perft` list and count such a pair once
//! (the capture whose capturer stands first from a1 along the ranks);
//! `legal_moves`, `read_turn` and `play` keep both moves, since both may be
//! written. The expected counts here are worked out by hand in the comments.

use forward::{enumerate_turns, Forward, Move, Position, Variant};
use std::collections::HashSet;
use test_support::XorShift64;

fn game() -> Forward {
    Forward::new()
}

fn pos(fen: &str) -> Position {
    game()
        .read_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every listed turn, written.
fn written_turns(position: &Position) -> Vec<String> {
    let g = game();
    let mut turns = Vec::new();
    g.legal_turns(position, &mut turns);
    turns.iter().map(|t| g.write_turn(position, t)).collect()
}

/// The number of distinct positions the legal moves lead to, found by
/// playing every move and comparing the positions: the definition of a
/// distinct turn, with no deduplication of the generator's.
fn distinct_results(position: &Position) -> usize {
    let g = game();
    g.legal_moves(position)
        .into_iter()
        .map(|m: Move| g.play_turn(position, &[m]).expect("a legal move plays"))
        .collect::<HashSet<Position>>()
        .len()
}

/// Checks one position: `moves` legal moves (counted by hand), `turns`
/// distinct turns; every count the crate gives agrees; `listed` is in the
/// turn list and `hidden` (the same turn written from the other capturer)
/// is not, yet both are read and played to the same position.
fn check(fen: &str, moves: usize, turns: u64, pairs: &[(&str, &str)]) {
    let g = game();
    let p = pos(fen);
    assert_eq!(g.legal_moves(&p).len(), moves, "legal moves of {fen}");
    assert_eq!(
        distinct_results(&p) as u64,
        turns,
        "distinct results of {fen}"
    );
    assert_eq!(g.count_turns(&p), turns, "count_turns of {fen}");
    assert_eq!(g.perft(&p, 1), turns, "perft 1 of {fen}");
    let listed_turns = written_turns(&p);
    assert_eq!(listed_turns.len() as u64, turns, "legal_turns of {fen}");
    for &(listed, hidden) in pairs {
        assert!(
            listed_turns.iter().any(|t| t == listed),
            "{listed} listed in {listed_turns:?}"
        );
        assert!(
            !listed_turns.iter().any(|t| t == hidden),
            "{hidden} not listed in {listed_turns:?}"
        );
        let a = g
            .play(&p, listed)
            .unwrap_or_else(|e| panic!("{listed}: {e}"));
        let b = g
            .play(&p, hidden)
            .unwrap_or_else(|e| panic!("{hidden}: {e}"));
        assert_eq!(a, b, "{listed} and {hidden} leave one position");
    }
}

#[test]
fn two_pawns_taking_a_knight_are_one_turn() {
    // The position. White: King e1 to d1 d2 e2 f1 f2 (the Knight on
    // b4 covers a2 c2 d3, none of them), a3-a4, c3-c4, axb4(P), cxb4(P):
    // nine moves. Both captures leave Pawns on a3, b4 and c3: eight turns.
    check(
        "4k3/8/8/8/1n6/P1P5/8/4K3 w - - 0 1",
        9,
        8,
        &[("axb4(P)", "cxb4(P)")],
    );
}

#[test]
fn two_knights_taking_a_bishop_are_one_turn() {
    // White: King h1 to g1 g2 h2 (the Bishop on b4 covers a3 c3 d2 e1);
    // Knight a2 to b4 (takes) c3 and back to a1; Knight c2 to a3 b4 (takes)
    // d4 e3 and back to c1: eleven moves. Either capture leaves Knights on
    // a2, b4 and c2: ten turns.
    check(
        "4k3/8/8/8/1b6/8/N1N5/7K w - - 0 1",
        11,
        10,
        &[("Naxb4(N)", "Ncxb4(N)")],
    );
}

#[test]
fn two_rooks_taking_a_queen_are_one_turn() {
    // White: King h3 to g3 and back to h2 (the Queen on d4 covers g4 h4);
    // Rook a4 to a5 a6 a7 a8, b4 c4 d4 (takes), back to a3: eight moves;
    // Rook d1 to d2 d3 d4 (takes), a1 b1 c1 e1 f1 g1 h1: ten. Twenty moves;
    // either capture leaves Rooks on a4, d1 and d4: nineteen turns. The
    // Rook on d1 stands first from a1 along the ranks, so its capture is
    // the one listed.
    check(
        "4k3/8/8/8/R2q4/7K/8/3R4 w - - 0 1",
        20,
        19,
        &[("Rdxd4(R)", "Raxd4(R)")],
    );
}

#[test]
fn two_pawns_promoting_on_a_knight_are_one_turn_per_promotion() {
    // White: King e1 to d1 d2 e2 f1 f2; Pawn b7 to b8 and takes c8, Pawn
    // d7 to d8 and takes c8, each in four promotions: 5 + 16 = 21 moves.
    // Taking the Knight creates a Pawn where the taker stood, so bxc8=Q(P)
    // and dxc8=Q(P) leave one position, and so for each promotion: 17 turns.
    // The four promotions of one capture stay four turns. (A Queen or Rook
    // on c8 checks the King on h8 along the rank.)
    check(
        "2n4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1",
        21,
        17,
        &[
            ("bxc8=Q(P)+", "dxc8=Q(P)+"),
            ("bxc8=R(P)+", "dxc8=R(P)+"),
            ("bxc8=B(P)", "dxc8=B(P)"),
            ("bxc8=N(P)", "dxc8=N(P)"),
        ],
    );
}

#[test]
fn black_pieces_taking_the_same_piece_are_one_turn() {
    // The position turned round, Black to move: King e8 to d8 d7 e7
    // f8 f7, a6-a5, c6-c5, axb5(P), cxb5(P): nine moves, eight turns.
    check(
        "4k3/8/p1p5/1N6/8/8/8/4K3 b - - 0 1",
        9,
        8,
        &[("axb5(P)", "cxb5(P)")],
    );
}

#[test]
fn captures_that_look_alike_but_leave_different_positions_are_two_turns() {
    // Each position has two captures of one piece on one square whose
    // results differ, so both are listed and no turn is dropped. (Two
    // promotions of one capture stay apart: see the promotion test's 17.)
    for (fen, a, b) in [
        // Two Pawns take a Bishop: the created Knight stands on a3 or on c3.
        ("4k3/8/8/8/1b5K/P1P5/8/8 w - - 0 1", "axb4(N)", "cxb4(N)"),
        // Two Knights take a Rook: the created Bishop stands on a2 or c2.
        ("4k3/8/8/8/1r6/8/N1N5/7K w - - 0 1", "Naxb4(B)", "Ncxb4(B)"),
        // A Pawn and a Knight take a Knight: the Pawn's square keeps a Pawn,
        // the Knight's square becomes one.
        ("4k3/8/8/8/1n6/P7/2N5/7K w - - 0 1", "axb4(P)", "Nxb4(P)"),
        // A Rook and a Queen take a Queen: both create a Rook, which
        // replaces the Queen but not the Rook.
        ("4k3/8/8/8/R2q1Q2/8/8/7K w - - 0 1", "Rxd4(R)", "Qxd4(R)"),
    ] {
        let g = game();
        let p = pos(fen);
        let listed = written_turns(&p);
        assert!(listed.iter().any(|t| t == a), "{fen}: {a} in {listed:?}");
        assert!(listed.iter().any(|t| t == b), "{fen}: {b} in {listed:?}");
        let after_a = g.play(&p, a).unwrap_or_else(|e| panic!("{a}: {e}"));
        let after_b = g.play(&p, b).unwrap_or_else(|e| panic!("{b}: {e}"));
        assert_ne!(after_a, after_b, "{fen}: {a} and {b}");
        assert_eq!(g.count_turns(&p), distinct_results(&p) as u64, "{fen}");
    }
}

#[test]
fn turn_counts_are_distinct_positions_along_random_games() {
    // Along random games, count_turns, perft 1 and legal_turns agree with
    // the number of distinct positions the legal moves lead to, and with
    // the kernel's plain step search (which plays every step and keeps
    // each end position once); no two listed turns lead to the same
    // position.
    let g = game();
    let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
    let mut next = move |n: usize| rng.below(n);
    let mut compared = 0;
    let mut with_duplicates = 0;
    for _ in 0..40 {
        let mut p = g.start_position();
        for _ in 0..150 {
            let moves = g.legal_moves(&p);
            if moves.is_empty() {
                break;
            }
            let distinct = distinct_results(&p) as u64;
            let mut turns = Vec::new();
            g.legal_turns(&p, &mut turns);
            let listed: HashSet<Position> = turns
                .iter()
                .map(|t| g.play_turn(&p, t).expect("a listed turn plays"))
                .collect();
            let fen = g.write_position(&p);
            assert_eq!(listed.len(), turns.len(), "repeated turn at {fen}");
            assert_eq!(turns.len() as u64, distinct, "legal_turns at {fen}");
            assert_eq!(g.count_turns(&p), distinct, "count_turns at {fen}");
            assert_eq!(g.perft(&p, 1), distinct, "perft 1 at {fen}");
            let mut searched = 0;
            enumerate_turns(&g, &p, |_, _| searched += 1);
            assert_eq!(searched, distinct, "the step search at {fen}");
            compared += 1;
            with_duplicates += usize::from(distinct < moves.len() as u64);
            p = g
                .play_turn(&p, &[moves[next(moves.len())]])
                .expect("a legal move plays");
        }
    }
    assert!(compared > 2000, "only {compared} positions compared");
    // The random games must reach the case this test is about (84 of
    // 5537 positions do).
    assert!(
        with_duplicates > 10,
        "only {with_duplicates} positions with two moves to one position"
    );
}
