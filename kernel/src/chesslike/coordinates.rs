//! The chess-like engine in the one coordinate notation
//! ([`crate::coordinates`]): a step is a move, `e2e4`, castling as the
//! King's move (`e1g1`), a promotion with the new kind's letter (`e7e8q`).

use super::{Chesslike, Move, MoveKind, Position};
use crate::coordinates::{CoordinateStep, Coordinates};
use crate::geometry::Geometry;

/// A chess-like game's step is a move: `e2e4`, castling as the King's move
/// (`e1g1`), a promotion with the new kind's letter (`e7e8q`).
impl Coordinates for Chesslike {
    fn geometry(&self) -> Geometry {
        self.rules().geometry
    }

    fn coordinate_step(&self, _position: &Position, step: Move) -> Option<CoordinateStep> {
        Some(self.move_coordinates(step))
    }
}

impl Chesslike {
    /// `mv` in coordinates: castling as the King's move, a promotion with
    /// the letter of the kind the pawn becomes. For the variants built on
    /// the chess-like engine, whose steps hold its moves.
    pub fn move_coordinates(&self, mv: Move) -> CoordinateStep {
        let promotion = match mv.kind {
            MoveKind::Promotion(kind) => self.rules().kinds.get(kind as usize).map(|k| k.letter),
            _ => None,
        };
        CoordinateStep::Move {
            from: mv.from,
            to: mv.to,
            promotion,
        }
    }
}
