//! Legal move generation for chess-like games, driven by the precomputed
//! tables. Nothing here allocates: moves go to a callback.
//!
//! A pseudo-legal move is tested for leaving the King attacked only when it
//! could: the King moves, the side is in check, the move is en passant, or
//! the piece is pinned to the King by a slider or stands on the leg of a
//! lame leap towards it. Every other move is legal as generated.

use super::position::{Move, MoveKind, Position};
use super::Chesslike;
use crate::board::Board;
use crate::geometry::Square;
use crate::piece::Piece;
use crate::Color;

impl Chesslike {
    /// Calls `f` with every legal move of the side to move.
    pub fn for_each_legal_move(&self, position: &Position, mut f: impl FnMut(Move)) {
        let us = position.side;
        let them = !us;
        let board = &position.board;
        let tables = &self.tables;
        let royals = self.royal_squares(position, us);
        let royal_count = royals.len();
        let single_king = if royal_count == 1 {
            royals.iter().next()
        } else {
            None
        };
        let in_check = royals.iter().any(|k| tables.is_attacked(board, k, them));
        // With one King and no check, only the King, pinned pieces and
        // pieces on a lame leap's leg towards the King need the full test.
        let pinned = single_king.map(|k| tables.pinned(board, k, them));
        let legs = single_king.map(|k| tables.leg_squares(k, them));
        let mut scratch: Option<Board> = None;
        for (from, piece) in board.pieces(us) {
            let royal = self.is_royal(piece.kind());
            if royal && single_king.is_some() {
                // The King's own moves: its target must not be attacked once
                // it has left its square.
                self.piece_moves(position, from, piece, |mv| {
                    if !tables.is_attacked_without(board, mv.to, them, from) {
                        f(mv);
                    }
                });
                continue;
            }
            let must_test = royal_count > 0
                && (royal
                    || in_check
                    || royal_count > 1
                    || pinned.is_some_and(|p| p.contains(from))
                    || legs.is_some_and(|l| l.contains(from)));
            self.piece_moves(position, from, piece, |mv| {
                let test = must_test || (royal_count > 0 && mv.kind == MoveKind::EnPassant);
                if !test
                    || self.is_safe_after(
                        scratch.get_or_insert_with(|| board.clone()),
                        position,
                        mv,
                    )
                {
                    f(mv);
                }
            });
        }
        if !in_check {
            self.castling_moves(position, &mut f);
        }
    }

    /// Calls `f` with every move of the piece on `from` that its movement
    /// allows, ignoring whether it leaves the King attacked; castling is not
    /// included.
    pub fn piece_moves(
        &self,
        position: &Position,
        from: Square,
        piece: Piece,
        mut f: impl FnMut(Move),
    ) {
        let us = piece.color();
        let board = &position.board;
        let kind = piece.kind();
        let table = self.tables.piece(us, kind);
        let is_pawn = self.is_pawn(kind);
        let geometry = board.geometry();
        let last_rank = geometry.relative_rank(us, geometry.ranks() - 1);
        let promotions = &self.rules.promotion[us.index()];
        let promotes = |to: Square| is_pawn && to.rank() == last_rank && !promotions.is_empty();
        for leap in table.leaps(from) {
            if !leap.is_open(board) {
                continue;
            }
            match board.get(leap.to) {
                None if leap.can_move => emit(&mut f, from, leap.to, promotes(leap.to), promotions),
                Some(p) if p.color() != us && leap.can_capture => {
                    emit(&mut f, from, leap.to, promotes(leap.to), promotions)
                }
                _ => {}
            }
        }
        for ray in table.rays(from) {
            for (i, &sq) in ray.squares.iter().enumerate() {
                match board.get(sq) {
                    None => {
                        if (i as u8) < ray.move_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                    }
                    Some(p) => {
                        if p.color() != us && (i as u8) < ray.capture_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                        break;
                    }
                }
            }
        }
        if !is_pawn {
            return;
        }
        let forward = us.forward();
        if self.rules.double_step && from.rank() == geometry.relative_rank(us, 1) {
            if let (Some(one), Some(two)) = (
                from.offset(0, forward, geometry),
                from.offset(0, 2 * forward, geometry),
            ) {
                let can_step = table.leaps(from).iter().any(|l| l.to == one && l.can_move);
                if can_step && board.get(one).is_none() && board.get(two).is_none() {
                    f(Move {
                        from,
                        to: two,
                        kind: MoveKind::DoubleStep,
                    });
                }
            }
        }
        if let (true, Some(target)) = (self.rules.en_passant, position.en_passant) {
            let victim = Square::new(target.file(), from.rank());
            let captures_there = table
                .leaps(from)
                .iter()
                .any(|l| l.to == target && l.can_capture && target.rank() != from.rank());
            let victim_ok = board
                .get(victim)
                .is_some_and(|p| p.color() != us && self.is_pawn(p.kind()));
            if captures_there && victim_ok && board.get(target).is_none() {
                f(Move {
                    from,
                    to: target,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }

    fn castling_moves(&self, position: &Position, f: &mut impl FnMut(Move)) {
        let us = position.side;
        let board = &position.board;
        for (side, c) in self.rules.castling[us.index()].iter().enumerate() {
            if !position.castling.has(us, side) || !self.castling_open(board, us, c) {
                continue;
            }
            let Some(king) = board.get(c.king_from) else {
                continue;
            };
            let mut without_king = board.clone();
            without_king.set(c.king_from, None);
            let (lo, hi) = ordered(c.king_from.file(), c.king_to.file());
            let rank = c.king_from.rank();
            let safe = (lo..=hi).all(|file| {
                !self
                    .tables
                    .is_attacked(&without_king, Square::new(file, rank), !us)
            });
            if safe && self.is_royal(king.kind()) {
                f(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side as u8),
                });
            }
        }
    }

    /// Whether King and partner stand ready for castling `c` and every
    /// square either passes or lands on is empty but for the two of them.
    fn castling_open(&self, board: &Board, us: Color, c: &super::Castling) -> bool {
        let ours = |s: Square| board.get(s).is_some_and(|p| p.color() == us);
        if !ours(c.king_from) || !ours(c.rook_from) {
            return false;
        }
        let rank = c.king_from.rank();
        let (a, b) = ordered(c.king_from.file(), c.king_to.file());
        let (x, y) = ordered(c.rook_from.file(), c.rook_to.file());
        (a.min(x)..=b.max(y)).all(|file| {
            let s = Square::new(file, rank);
            let in_paths = (a..=b).contains(&file) || (x..=y).contains(&file);
            !in_paths || s == c.king_from || s == c.rook_from || board.get(s).is_none()
        })
    }

    /// Whether `mv` leaves every royal piece of the mover unattacked. Plays
    /// the move on `scratch` (a copy of the position's board) and undoes it.
    fn is_safe_after(&self, scratch: &mut Board, position: &Position, mv: Move) -> bool {
        let us = position.side;
        let moving = scratch.get(mv.from);
        let target = scratch.get(mv.to);
        let victim_square =
            (mv.kind == MoveKind::EnPassant).then(|| Square::new(mv.to.file(), mv.from.rank()));
        let victim = victim_square.and_then(|s| scratch.take(s));
        scratch.set(mv.from, None);
        scratch.set(mv.to, moving);
        let safe = scratch
            .pieces(us)
            .filter(|(_, p)| self.is_royal(p.kind()))
            .all(|(s, _)| !self.tables.is_attacked(scratch, s, !us));
        scratch.set(mv.to, target);
        scratch.set(mv.from, moving);
        if let Some(s) = victim_square {
            scratch.set(s, victim);
        }
        safe
    }

    /// Says why `mv` is not legal in `position` (for a move that is not).
    pub fn explain_illegal(&self, position: &Position, mv: Move) -> String {
        let us = position.side;
        let Some(piece) = position.board.get(mv.from) else {
            return format!("there is no piece on {}", mv.from);
        };
        if piece.color() != us {
            return format!(
                "the piece on {} is {}'s, and it is {}'s turn",
                mv.from,
                piece.color(),
                us
            );
        }
        let name = self
            .rules
            .kinds
            .get(piece.kind() as usize)
            .map_or("piece", |k| k.name.as_str());
        if let MoveKind::Castle(side) = mv.kind {
            let Some(c) = self.rules.castling[us.index()].get(side as usize) else {
                return "castling is not allowed in this game".to_string();
            };
            if !position.castling.has(us, side as usize) {
                return "the King or its partner has already moved".to_string();
            }
            if !self.castling_open(&position.board, us, c) {
                return "the squares between King and partner are not empty".to_string();
            }
            if self.royal_attacked(position, us) {
                return "the King is in check".to_string();
            }
            return "the King would pass through or land on an attacked square".to_string();
        }
        let mut pseudo = false;
        self.piece_moves(position, mv.from, piece, |m| pseudo |= m == mv);
        if !pseudo {
            return format!(
                "the {name} on {} cannot move to {} that way",
                mv.from, mv.to
            );
        }
        if self
            .royal_squares(position, us)
            .iter()
            .any(|k| self.tables.is_attacked(&position.board, k, !us))
        {
            return "it does not get the King out of check".to_string();
        }
        "it leaves the King in check".to_string()
    }
}

/// Sends the move from `from` to `to`, once per promotion choice if it
/// promotes.
#[inline(always)]
fn emit(f: &mut impl FnMut(Move), from: Square, to: Square, promotes: bool, promotions: &[u8]) {
    if promotes {
        for &k in promotions {
            f(Move {
                from,
                to,
                kind: MoveKind::Promotion(k),
            });
        }
    } else {
        f(Move::new(from, to));
    }
}

fn ordered(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}
