//! A second, deliberately simple enumerator of Multimove FIDE turns: it
//! tries every ordering of moves, with no transposition detection, and
//! deduplicates the resulting positions at the end. It uses the kernel's
//! single-move generation (FIDE moves, no double step, no en passant) but
//! prices moves, tracks moved pieces, ends turns on check and spends the
//! budget by itself, written straight from the rule text.

use kernel::chesslike::{Chesslike, Move, MoveKind, Position};
use kernel::{Square, Variant};
use multimove::Multimove;
use std::collections::HashSet;

/// FIDE chess as the text changes it, built without the crate under test.
fn base() -> Chesslike {
    let mut rules = kernel::chess::rules();
    rules.double_step = false;
    rules.en_passant = false;
    Chesslike::new(rules).expect("FIDE rules compile")
}

/// Heavy Gravity chess, which has no double step, en passant or castling.
fn heavy_gravity_base() -> Chesslike {
    Chesslike::new(heavy_gravity::rules()).expect("Heavy Gravity rules compile")
}

/// "Promoting a pawn costs 1 point for promotion to a Knight or Bishop, 2
/// points for promotion to a Rook, or 3 points for promotion to a Queen."
fn promotion_price(game: &Chesslike, kind: u8) -> u32 {
    match game.rules().kinds[kind as usize].letter {
        'N' | 'B' => 1,
        'R' => 2,
        'Q' => 3,
        other => panic!("no promotion to {other}"),
    }
}

fn price(game: &Chesslike, position: &Position, mv: Move, moved: &[Square]) -> u32 {
    let walk = |a: Square, b: Square| -> u32 {
        let files = (a.file() as i32 - b.file() as i32).unsigned_abs();
        let ranks = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
        files.max(ranks)
    };
    let mut cost = match mv.kind {
        MoveKind::Castle(_) => 2,
        _ => walk(mv.from, mv.to),
    };
    if !matches!(mv.kind, MoveKind::Castle(_)) && position.board().get(mv.to).is_some() {
        cost += 1;
    }
    if moved.contains(&mv.from) {
        cost += 1;
    }
    if let MoveKind::Promotion(kind) = mv.kind {
        cost += promotion_price(game, kind);
    }
    cost
}

/// Every distinct position (board, castling rights, side) that a turn of
/// `points` points can reach from `position`.
pub fn naive_turns(game: &Chesslike, position: &Position, points: u32) -> HashSet<Position> {
    let mut out = HashSet::new();
    search(game, position, points, &[], false, &mut out);
    out
}

fn finish(position: &Position) -> Position {
    let mut done = position.clone();
    done.set_side_to_move(!position.side_to_move());
    done.set_halfmove_clock(0);
    done.set_fullmove_number(1);
    done
}

fn search(
    game: &Chesslike,
    position: &Position,
    points: u32,
    moved: &[Square],
    made: bool,
    out: &mut HashSet<Position>,
) {
    if made {
        out.insert(finish(position));
    }
    let us = position.side_to_move();
    for mv in game.legal_moves(position) {
        let cost = price(game, position, mv, moved);
        if cost > points {
            continue;
        }
        let mut next = position.clone();
        game.make_move(&mut next, mv);
        next.set_side_to_move(us);
        let mut now_moved: Vec<Square> = moved.iter().copied().filter(|&s| s != mv.from).collect();
        now_moved.push(mv.to);
        if let MoveKind::Castle(side) = mv.kind {
            let c = game.rules().castling[us.index()][side as usize];
            now_moved.retain(|&s| s != c.rook_from);
            now_moved.push(c.rook_to);
        }
        if game.royal_attacked(&next, !us) {
            out.insert(finish(&next));
            continue;
        }
        search(game, &next, points - cost, &now_moved, true, out);
    }
}

/// The position a game position's board, side and castling stand for.
fn key_of<B>(game: &Multimove<B>, position: &multimove::Position) -> Position {
    let base = Chesslike::new(kernel::chess::rules()).expect("compiles");
    let text = game.write_position(position);
    let fen: Vec<&str> = text.split_whitespace().take(4).collect();
    let mut p = base.read_position(&fen.join(" ")).expect("fen part reads");
    p.set_halfmove_clock(0);
    p.set_fullmove_number(1);
    p
}

/// Turn perft by the naive enumerator: `first` points for the first turn,
/// `budget` after.
fn naive_perft(game: &Chesslike, position: &Position, depth: u32, first: u32, budget: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let ends = naive_turns(game, position, first);
    if depth == 1 {
        return ends.len() as u64;
    }
    ends.iter()
        .map(|p| naive_perft(game, p, depth - 1, budget, budget))
        .sum()
}

fn start() -> Position {
    base()
        .read_position(kernel::chess::START_FEN)
        .expect("start reads")
}

#[test]
fn white_first_turn_agrees() {
    let game = Multimove::fide();
    let fast: HashSet<Position> = {
        let mut set = HashSet::new();
        multimove::enumerate_turns(&game, &game.start_position(), |_, after| {
            set.insert(key_of(&game, after));
        });
        set
    };
    let naive = naive_turns(&base(), &start(), 4);
    assert_eq!(fast.len(), naive.len());
    assert_eq!(fast, naive);
    assert_eq!(game.perft(&game.start_position(), 1), naive.len() as u64);
}

#[test]
fn depth_two_with_a_small_budget_agrees() {
    // points=4: White's first turn 2 points, then 4 points a turn.
    let game = Multimove::<multimove::Fide>::with_options("points=4").expect("option reads");
    let naive = naive_perft(&base(), &start(), 2, 2, 4);
    assert_eq!(game.perft(&game.start_position(), 2), naive);
}

fn black_turn_after_e3_agrees(points: u32) {
    let game = Multimove::fide();
    let text = "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let position = game
        .read_position(&format!("{text} {points} -"))
        .expect("reads");
    let mut fast = HashSet::new();
    multimove::enumerate_turns(&game, &position, |_, after| {
        fast.insert(key_of(&game, after));
    });
    let naive = naive_turns(&base(), &base().read_position(text).expect("reads"), points);
    assert_eq!(fast, naive);
    assert_eq!(game.count_turns(&position), naive.len() as u64);
}

#[test]
fn black_six_point_turn_after_e3_agrees() {
    black_turn_after_e3_agrees(6);
}

#[test]
#[ignore = "the naive search takes about two minutes"]
fn black_full_turn_after_e3_agrees() {
    black_turn_after_e3_agrees(8);
}

#[test]
#[ignore = "about 10^8 turns: run in release with --ignored"]
fn depth_two_from_the_start_agrees() {
    let game = Multimove::fide();
    let naive = naive_perft(&base(), &start(), 2, 4, 8);
    assert_eq!(game.perft(&game.start_position(), 2), naive);
}

#[test]
fn heavy_gravity_depth_two_agrees() {
    // White's first turn 2 points, Black's 5.
    let game = multimove::MultimoveHeavyGravity::standard();
    let base = heavy_gravity_base();
    let start = base.start_position();
    assert_eq!(
        game.perft(&game.start_position(), 1),
        naive_perft(&base, &start, 1, 2, 5)
    );
    assert_eq!(
        game.perft(&game.start_position(), 2),
        naive_perft(&base, &start, 2, 2, 5)
    );
}

#[test]
fn sample_position_agrees() {
    let text = "8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1";
    let game = Multimove::fide();
    let position = game.read_position(text).expect("reads");
    let naive = naive_turns(&base(), &base().read_position(text).expect("reads"), 8);
    assert_eq!(game.count_turns(&position), naive.len() as u64);
}
