//! A Forward Chess position: the chess-like position (board, side to move,
//! en passant square, clocks) plus what the Forward Chess rules need beyond
//! it: who made the last pawn capture (rule 10's claim).
//!
//! The positions that came before (rule 7, threefold repetition) are the
//! game's, not the position's: `Forward`'s [`crate::Variant::outcome`]
//! counts the position in the history its caller passes, as every
//! variant's does, and a game (`Game`) keeps that history. So a position
//! reached by two orders of the same moves is one position: equal, with
//! the same hash and the same position text.

use kernel::chesslike::Position as ChesslikePosition;
use kernel::{Board, Color, Piece, Square};
use std::fmt;

/// A Forward Chess position. It displays as its diagram
/// ([`crate::Variant::diagram`]) and debugs as its position text.
///
/// The halfmove clock of the chess-like part counts plies since the last
/// pawn capture (rule 10's clock), not since the last capture or pawn move.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) chess: ChesslikePosition,
    pub(crate) last_pawn_capturer: Option<Color>,
}

impl fmt::Debug for Position {
    /// `Position("<position text>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Position").field(&self.text()).finish()
    }
}

impl fmt::Display for Position {
    /// The diagram, as [`crate::Variant::diagram`] draws it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters = self.chess.letters();
        f.write_str(&self.draw(|p| letters.text_letter(p)))
    }
}

impl Position {
    /// The board (pieces written as `letter` gives them), the side to
    /// move, and the last pawn capture.
    pub(crate) fn draw(&self, letter: impl Fn(Piece) -> char) -> String {
        let mut out = kernel::board::diagram(self.board(), |p| letter(p).to_string());
        out.push_str(&format!("{} to move\n", self.side_to_move()));
        match self.last_pawn_capturer {
            Some(c) => out.push_str(&format!(
                "last pawn capture: {c}, {} ago\n",
                plies(self.plies_since_pawn_capture())
            )),
            None => out.push_str(&format!(
                "no pawn captured yet ({})\n",
                plies(self.plies_since_pawn_capture())
            )),
        }
        out
    }

    /// The position text ([`crate::text`]), written with the letters the
    /// position carries.
    pub(crate) fn text(&self) -> String {
        format!(
            "{} {}",
            self.chess.fen(),
            self.last_pawn_capturer.map_or('-', |c| c.fen_char())
        )
    }

    /// The chess-like part: board, side to move, en passant square, clocks.
    #[inline]
    pub fn chesslike(&self) -> &ChesslikePosition {
        &self.chess
    }

    /// The pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        self.chess.board()
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.chess.side_to_move()
    }

    /// The square a pawn just skipped with a double step, if any.
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.chess.en_passant()
    }

    /// Plies (moves of either side) since the last pawn capture, or since
    /// the start if no pawn has been captured.
    #[inline]
    pub fn plies_since_pawn_capture(&self) -> u16 {
        self.chess.halfmove_clock()
    }

    /// The side that made the last pawn capture, if any pawn has been
    /// captured.
    #[inline]
    pub fn last_pawn_capturer(&self) -> Option<Color> {
        self.last_pawn_capturer
    }

    /// The move number, starting at 1 and increased after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.chess.fullmove_number()
    }
}

/// `1 ply`, `n plies`: a count of turns of either player, as the diagram
/// and the report write it.
pub(crate) fn plies(n: u16) -> String {
    if n == 1 {
        "1 ply".to_string()
    } else {
        format!("{n} plies")
    }
}
