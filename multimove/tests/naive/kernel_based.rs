//! The naive enumerator on the kernel's single-move generation, for any
//! chess-like base game (the Heavy Gravity instance, and a cross-check of
//! the standalone FIDE one): every ordering, deduplicated at the end.

use kernel::chesslike::{Chesslike, Move, MoveKind, Position};
use kernel::Square;
use std::collections::HashSet;

/// FIDE chess as the text changes it, built without the crate under test.
pub fn fide_base() -> Chesslike {
    let mut rules = kernel::chess::rules();
    rules.double_step = false;
    rules.en_passant = false;
    Chesslike::new(rules).expect("FIDE rules compile")
}

/// Heavy Gravity chess, which has no double step, en passant or castling.
pub fn heavy_gravity_base() -> Chesslike {
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

/// Turn perft by the naive enumerator: `first` points for the first turn,
/// `budget` after.
pub fn naive_perft(
    game: &Chesslike,
    position: &Position,
    depth: u32,
    first: u32,
    budget: u32,
) -> u64 {
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
