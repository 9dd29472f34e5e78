//! A Multimove position: the base game's position plus the state of the
//! turn in progress (points left, pieces already moved).

use kernel::chesslike;
use kernel::{Color, Piece, Square, SquareSet};
use std::fmt;

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
///
/// It displays as its diagram ([`crate::Variant::diagram`]) and debugs as
/// its position text.
#[derive(Clone, PartialEq, Eq, Hash)]
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

impl Position {
    /// The board (pieces written as `letter` gives them), the side to
    /// move with the points left, and the pieces already moved this turn.
    pub(crate) fn draw(&self, letter: impl Fn(Piece) -> char) -> String {
        let mut out = kernel::board::diagram(self.base.board(), |p| letter(p).to_string());
        out.push_str(&format!(
            "{} to move, {} points left\n",
            self.side_to_move(),
            self.points
        ));
        if self.in_turn() {
            let moved: Vec<String> = self.moved.iter().map(|s| s.to_string()).collect();
            out.push_str(&format!("already moved this turn: {}\n", moved.join(", ")));
        }
        out
    }

    /// The position text ([`crate::text`]) with the base position's text
    /// as `base` gives it.
    pub(crate) fn text(&self, base: String) -> String {
        let moved: Vec<String> = self.moved.iter().map(|s| s.to_string()).collect();
        let moved = if moved.is_empty() {
            "-".to_string()
        } else {
            moved.join(",")
        };
        format!("{base} {} {moved}", self.points)
    }
}

impl fmt::Debug for Position {
    /// `Position("<position text>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Position")
            .field(&self.text(self.base.fen()))
            .finish()
    }
}

impl fmt::Display for Position {
    /// The diagram, as [`crate::Variant::diagram`] draws it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters = self.base.letters();
        f.write_str(&self.draw(|p| letters.text_letter(p)))
    }
}
