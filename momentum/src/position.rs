//! A Momentum Chess position: the chess-like position (board, side,
//! castling, en passant, clocks), every piece's momentum, and the state of
//! the turn in progress.

use kernel::chesslike::Position as ChessPosition;
use kernel::{Board, Color, Square};
use std::fmt;

/// The momentum of a piece in motion: the displacement it repeats each of
/// its owner's turns, and its speed, capturing or not.
///
/// `dx` and `dy` are files and ranks as on the board (White's forward is
/// `+dy`), not turned for Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Motion {
    /// Files moved per turn.
    pub dx: i8,
    /// Ranks moved per turn.
    pub dy: i8,
    /// Capture speed: the piece may go on only by capturing. Otherwise only
    /// onto an empty square.
    pub capture: bool,
}

impl fmt::Display for Motion {
    /// `+0+2` for a non-capture speed, `x+1-1` for a capture speed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.capture {
            f.write_str("x")?;
        }
        write!(f, "{:+}{:+}", self.dx, self.dy)
    }
}

/// Number of motion slots: square indexes of an 8x8 board are below 128.
pub(crate) const SLOTS: usize = 128;

/// Every piece's momentum, by square index.
pub(crate) type Motions = [Option<Motion>; SLOTS];

/// A set of squares of an 8x8 board, by square index.
pub(crate) type Mask = u128;

/// The bit of `square`; none for an index past the 8x8 board's slots (a
/// hand-built step may name one), so that such a square is in no set.
#[inline]
pub(crate) fn bit(square: Square) -> Mask {
    1u128.checked_shl(square.index() as u32).unwrap_or(0)
}

/// The squares of a mask, lowest index first.
pub(crate) fn squares(mut mask: Mask) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        Some(Square::from_index(i as u8))
    })
}

/// What has happened so far in the turn being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct TurnState {
    /// A step of this turn has been played.
    pub begun: bool,
    /// Pieces of the side to move that were in motion when the turn began
    /// and have neither moved on, autostopped nor been stopped.
    pub pending: Mask,
    /// The turn's one action (a start or a stop) has been made.
    pub action_used: bool,
    /// The square a double step of this turn skipped.
    pub ep_next: Option<Square>,
    /// A capture or a pawn move happened this turn.
    pub reset_clock: bool,
}

/// A position of Momentum Chess, at a turn boundary or inside a turn.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) chess: ChessPosition,
    pub(crate) motion: Motions,
    pub(crate) turn: TurnState,
}

impl Position {
    /// The pieces.
    pub fn board(&self) -> &Board {
        self.chess.board()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.chess.side_to_move()
    }

    /// The momentum of the piece on `square`, if it is in motion.
    pub fn motion(&self, square: Square) -> Option<Motion> {
        self.motion.get(square.index()).copied().flatten()
    }

    /// Every piece in motion with its momentum, lowest square first.
    pub fn in_motion(&self) -> impl Iterator<Item = (Square, Motion)> + '_ {
        self.motion
            .iter()
            .enumerate()
            .filter_map(|(i, m)| m.map(|m| (Square::from_index(i as u8), m)))
    }

    /// The en passant square the side to move may capture on.
    pub fn en_passant(&self) -> Option<Square> {
        self.chess.en_passant()
    }

    /// The underlying chess-like position (board, side, castling rights,
    /// en passant square, clocks).
    pub fn chess(&self) -> &ChessPosition {
        &self.chess
    }

    /// Whether a turn has begun and is not finished.
    pub fn in_turn(&self) -> bool {
        self.turn.begun
    }

    /// The squares of `color`'s pieces in motion.
    pub(crate) fn moving_of(&self, color: Color) -> Mask {
        let mut mask = 0;
        for s in self.board().occupied_by(color).iter() {
            if self.motion[s.index()].is_some() {
                mask |= bit(s);
            }
        }
        mask
    }

    /// The pending pieces and whether the action is used, as if the turn
    /// had begun.
    pub(crate) fn effective_turn(&self) -> TurnState {
        if self.turn.begun {
            self.turn
        } else {
            TurnState {
                begun: true,
                pending: self.moving_of(self.side_to_move()),
                ..TurnState::default()
            }
        }
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let motions: Vec<String> = self.in_motion().map(|(s, m)| format!("{s}{m}")).collect();
        write!(
            f,
            "Position({:?}, motion [{}], {:?})",
            self.chess,
            motions.join(" "),
            self.turn
        )
    }
}
