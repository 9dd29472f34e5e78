//! A Forward Chess position: the chess-like position (board, side to move,
//! en passant square, clocks) plus what the Forward Chess rules need beyond
//! it: who made the last pawn capture, and the positions seen since then.
//!
//! Why the history lives here: rule 7 (threefold repetition loses) makes
//! the result depend on the positions that came before, and rule 10 (the
//! fifty-move claim) on who captured a pawn last. Carrying both in the
//! position makes a position, and its text, exact: writing it out and
//! reading it back loses nothing. Only positions since the last pawn
//! capture are kept: every other move keeps the number of pieces on the
//! board (a capture of a piece creates one), a pawn capture lowers it, so no
//! position from before a pawn capture can ever occur again.

use kernel::chesslike::Position as ChesslikePosition;
use kernel::{Board, Color, Square};
use std::fmt;

/// A Forward Chess position.
///
/// The halfmove clock of the chess-like part counts plies since the last
/// pawn capture (rule 10's clock), not since the last capture or pawn move.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) chess: ChesslikePosition,
    pub(crate) last_pawn_capturer: Option<Color>,
    pub(crate) history: Vec<u64>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Position({:?}, last pawn capture by {:?}, {} earlier positions)",
            self.chess,
            self.last_pawn_capturer,
            self.history.len()
        )
    }
}

impl Position {
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

    /// The repetition keys (`Forward`'s [`crate::Variant::repetition_key`])
    /// of the positions since the last pawn capture, oldest first, this one
    /// excluded.
    #[inline]
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// The move number, starting at 1 and increased after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.chess.fullmove_number()
    }
}
