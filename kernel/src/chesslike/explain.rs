//! Why a piece cannot make a move its movement does not give: the rule in
//! words, read from the game's tables (the piece's Betza moves as
//! compiled), so that every chess-like game explains itself the same way:
//! a shape the piece does not have, a shape it has only to capture (or
//! only to move), a way blocked for a piece that does not jump, the
//! two-square Pawn step away from its rank, a square one's own piece
//! holds, a promotion left unnamed.

use super::{Chesslike, Move, MoveKind, Position};
use crate::geometry::Square;
use crate::Piece;

impl Chesslike {
    /// Why `piece` (standing on `mv.from` in `position`) cannot make `mv`,
    /// a move its movement does not give there: one clause, such as `it
    /// has no move 2 squares forward (fmWfcF)` or `the way is blocked at
    /// c1 (nN does not jump)`.
    pub(super) fn why_not_that_way(&self, position: &Position, mv: Move, piece: Piece) -> String {
        let us = piece.color();
        let board = &position.board;
        let kind = piece.kind();
        let betza = self
            .rules
            .kinds
            .get(kind as usize)
            .map_or("", |k| k.betza.as_str());
        if let Some(there) = board.get(mv.to) {
            if there.color() == us {
                return format!("{} holds one of {us}'s own pieces", mv.to);
            }
        }
        let capture = board.get(mv.to).is_some();
        let shape = shape_words(mv.from, mv.to, us.forward());
        let table = self.tables.piece(us, kind);
        let leaps: Vec<_> = table
            .leaps(mv.from)
            .iter()
            .filter(|l| l.to == mv.to)
            .collect();
        let rays: Vec<_> = table
            .rays(mv.from)
            .filter_map(|ray| {
                let at = ray.squares.iter().position(|&s| s == mv.to)?;
                Some((ray, at))
            })
            .collect();
        if let Some(reason) = self.double_step_reason(position, mv, piece, capture) {
            return reason;
        }
        if leaps.is_empty() && rays.is_empty() {
            return format!("it has no move {shape} ({betza})");
        }
        let allowed = leaps
            .iter()
            .any(|l| if capture { l.can_capture } else { l.can_move })
            || rays.iter().any(|(ray, at)| {
                let range = if capture {
                    ray.capture_range
                } else {
                    ray.move_range
                };
                (*at as u8) < range
            });
        if !allowed {
            return if capture {
                format!("it cannot capture {shape} ({betza})")
            } else {
                format!(
                    "it goes {shape} only to capture, and {} is empty ({betza})",
                    mv.to
                )
            };
        }
        let blocked_leg = leaps.iter().find_map(|l| {
            l.legs
                .iter()
                .flatten()
                .copied()
                .find(|&s| board.get(s).is_some())
        });
        if let Some(leg) = blocked_leg {
            return format!("the way is blocked at {leg} ({betza} does not jump)");
        }
        let blocked_ray = rays.iter().find_map(|(ray, at)| {
            ray.squares[..*at]
                .iter()
                .copied()
                .find(|&s| board.get(s).is_some())
        });
        if let Some(square) = blocked_ray {
            return format!("the way is blocked at {square}");
        }
        let promotions = &self.rules.promotion[us.index()];
        let last_rank = board
            .geometry()
            .relative_rank(us, board.geometry().ranks() - 1);
        if self.is_pawn(kind)
            && mv.to.rank() == last_rank
            && !promotions.is_empty()
            && !matches!(mv.kind, MoveKind::Promotion(_))
        {
            return "a Pawn that reaches the last rank must promote: name the new piece"
                .to_string();
        }
        "not that way".to_string()
    }

    /// Why a Pawn's two squares straight forward is no move here, when the
    /// game has the two-square step: not from its rank, a capture, or a
    /// square in the way taken.
    fn double_step_reason(
        &self,
        position: &Position,
        mv: Move,
        piece: Piece,
        capture: bool,
    ) -> Option<String> {
        let us = piece.color();
        let geometry = position.board.geometry();
        let two_forward = mv.to.file() == mv.from.file()
            && i16::from(mv.to.rank()) - i16::from(mv.from.rank()) == 2 * i16::from(us.forward());
        if !self.rules.double_step || !self.is_pawn(piece.kind()) || !two_forward {
            return None;
        }
        let start_rank = geometry.relative_rank(us, 1);
        if mv.from.rank() != start_rank {
            return Some(format!(
                "a Pawn steps 2 squares forward only from its first move, on rank {}",
                start_rank + 1
            ));
        }
        if capture {
            return Some("a Pawn's 2-square step cannot capture".to_string());
        }
        let one = mv.from.offset(0, us.forward(), geometry)?;
        if position.board.get(one).is_some() {
            return Some(format!("the way is blocked at {one}"));
        }
        None
    }
}

/// The shape of a move from `from` to `to` for a side whose forward is
/// `forward` (+1 or -1 ranks): `2 squares forward`, `1 square diagonally
/// back`, `3 squares sideways`, `a (1, 2) leap`.
fn shape_words(from: Square, to: Square, forward: i8) -> String {
    let dx = (i16::from(to.file()) - i16::from(from.file())).unsigned_abs();
    let dy = (i16::from(to.rank()) - i16::from(from.rank())) * i16::from(forward);
    let squares = |n: u16| {
        if n == 1 {
            "1 square".to_string()
        } else {
            format!("{n} squares")
        }
    };
    let way = if dy > 0 { "forward" } else { "back" };
    if dx == 0 {
        format!("{} {way}", squares(dy.unsigned_abs()))
    } else if dy == 0 {
        format!("{} sideways", squares(dx))
    } else if dx == dy.unsigned_abs() {
        format!("{} diagonally {way}", squares(dx))
    } else {
        format!(
            "by a ({}, {}) leap",
            dx.min(dy.unsigned_abs()),
            dx.max(dy.unsigned_abs())
        )
    }
}
