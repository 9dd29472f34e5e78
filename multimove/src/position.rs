//! A Multimove position: the base game's position plus the state of the
//! turn in progress (points left, pieces already moved).

use kernel::chesslike;
use kernel::{Color, Square, SquareSet};

/// A position of a Multimove game, at a turn boundary or in the middle of
/// a turn.
///
/// It holds everything that decides what may happen next, so two orders of
/// the same moves that leave the same board, points and moved pieces are
/// equal positions:
///
/// - the base game's position, with the side whose turn it is to move (the
///   side does not change until the turn ends);
/// - the points left to spend in this turn (at a turn boundary: the whole
///   budget of the coming turn, N, or N/2 before White's first turn);
/// - the squares of the pieces that have already moved this turn, tracked
///   by where they stand now. A turn is in progress exactly when this set is
///   not empty: every move adds its piece, and the mover's own pieces cannot
///   be taken during its turn.
///
/// The halfmove clock counts turns, not moves, and is kept independent of
/// the order of the moves (see [`crate::Multimove`]'s `play_step`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) base: chesslike::Position,
    pub(crate) points: u8,
    pub(crate) moved: SquareSet,
}

impl Position {
    /// The base game's position: the board, the side whose turn it is,
    /// castling rights and the clocks.
    pub fn base(&self) -> &chesslike::Position {
        &self.base
    }

    /// The side whose turn it is (or continues).
    pub fn side_to_move(&self) -> Color {
        self.base.side_to_move()
    }

    /// Points left in this turn (at a turn boundary: the coming turn's
    /// budget).
    pub fn points(&self) -> u8 {
        self.points
    }

    /// The squares of the pieces that have already moved this turn.
    pub fn moved(&self) -> impl Iterator<Item = Square> + '_ {
        self.moved.iter()
    }

    /// Whether the piece on `square` has already moved this turn.
    pub fn has_moved(&self, square: Square) -> bool {
        self.moved.contains(square)
    }

    /// Whether a turn is in progress: at least one move has been made.
    pub fn in_turn(&self) -> bool {
        !self.moved.is_empty()
    }
}
