//! A Momentum Chess position: the chess-like position (board, side,
//! castling, en passant, clocks), every piece's momentum, and the state of
//! the turn in progress.

use kernel::chesslike::Position as ChessPosition;
use kernel::{Board, Color, Square};
use std::fmt;
use std::hash::{Hash, Hasher};

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

/// Every piece's momentum, by square index, with the set of squares that
/// have one, so that the pieces in motion (a few) are found without
/// reading the 128 slots: the engine evaluates and hashes every mid-turn
/// position its walks meet. Read by index (`motion[i]`); written through
/// [`Motions::set`], which keeps the set.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Motions {
    slots: [Option<Motion>; SLOTS],
    moving: Mask,
}

impl Default for Motions {
    fn default() -> Self {
        Motions {
            slots: [None; SLOTS],
            moving: 0,
        }
    }
}

impl std::ops::Index<usize> for Motions {
    type Output = Option<Motion>;
    fn index(&self, i: usize) -> &Option<Motion> {
        &self.slots[i]
    }
}

impl Motions {
    /// The momentum of square index `i`, `None` past the slots.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<Motion> {
        self.slots.get(i).copied().flatten()
    }

    /// Sets the momentum of square index `i` (nothing past the slots).
    #[inline]
    pub(crate) fn set(&mut self, i: usize, m: Option<Motion>) {
        if let Some(slot) = self.slots.get_mut(i) {
            *slot = m;
            let b = 1u128 << i;
            if m.is_some() {
                self.moving |= b;
            } else {
                self.moving &= !b;
            }
        }
    }

    /// The squares with momentum and their momentum, lowest first.
    #[inline]
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Square, Motion)> + '_ {
        squares(self.moving).filter_map(|s| self.get(s.index()).map(|m| (s, m)))
    }
}

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
///
/// It displays as its diagram ([`crate::Variant::diagram`]) and debugs as
/// its position text without the armies (the game's, not the position's).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) chess: ChessPosition,
    pub(crate) motion: Motions,
    pub(crate) turn: TurnState,
}

/// Hashes what `==` compares, the motion slots as one word per piece in
/// motion (`hash_motions`): the derived hash wrote four values for
/// each of the 128 slots, moving or not, and was a third of the engine's
/// time (the walk hashes every mid-turn position it keeps).
impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.chess.hash(state);
        hash_motions(&self.motion, state);
        self.turn.hash(state);
    }
}

/// Writes the pieces in motion to `state`: for each, one word of its
/// square index, displacement and speed, then how many there are (so that
/// no two sets of motions write the same words).
pub(crate) fn hash_motions<H: Hasher>(motion: &Motions, state: &mut H) {
    let mut count = 0u64;
    for (square, m) in motion.iter() {
        state.write_u64(
            square.index() as u64
                | u64::from(m.dx as u8) << 8
                | u64::from(m.dy as u8) << 16
                | u64::from(m.capture) << 24,
        );
        count += 1;
    }
    state.write_u64(count);
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
        self.motion.get(square.index())
    }

    /// Every piece in motion with its momentum, lowest square first.
    pub fn in_motion(&self) -> impl Iterator<Item = (Square, Motion)> + '_ {
        self.motion.iter()
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

impl Position {
    /// The position text's `turn=` field for a position in the middle of
    /// a turn (see [`crate::text`]); `None` at a turn boundary.
    pub(crate) fn turn_field(&self) -> Option<String> {
        if !self.turn.begun {
            return None;
        }
        let t = self.turn;
        let pending: Vec<String> = squares(t.pending).map(|s| s.to_string()).collect();
        Some(format!(
            "turn={}/{}/{}/{}",
            if pending.is_empty() {
                "-".to_string()
            } else {
                pending.join(".")
            },
            u8::from(t.action_used),
            t.ep_next.map_or("-".to_string(), |s| s.to_string()),
            u8::from(t.reset_clock)
        ))
    }

    /// The board (pieces written as `letter` gives them), the pieces in
    /// motion (each as `written` gives it) and the side to move.
    pub(crate) fn draw(
        &self,
        letter: impl Fn(kernel::Piece) -> char,
        written: impl Fn(kernel::Piece) -> String,
    ) -> String {
        let mut out = kernel::board::diagram(self.board(), |p| letter(p).to_string());
        let moving: Vec<String> = self
            .in_motion()
            .filter_map(|(s, m)| {
                self.board()
                    .get(s)
                    .map(|p| format!("{}{s} {m}", written(p)))
            })
            .collect();
        if moving.is_empty() {
            out.push_str("in motion: none\n");
        } else {
            out.push_str(&format!("in motion: {}\n", moving.join(", ")));
        }
        out.push_str(&format!("{} to move\n", self.side_to_move()));
        out
    }
}

impl fmt::Debug for Position {
    /// `Position("<position text>")` without the armies, which are the
    /// game's: the FEN, the pieces in motion, and the turn in progress.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moving: Vec<String> = self.in_motion().map(|(s, m)| format!("{s}{m}")).collect();
        let mut text = self.chess.fen_with(crate::pieces::text_letter);
        text.push(' ');
        if moving.is_empty() {
            text.push('-');
        } else {
            text.push_str(&moving.join(","));
        }
        if let Some(turn) = self.turn_field() {
            text.push(' ');
            text.push_str(&turn);
        }
        f.debug_tuple("Position").field(&text).finish()
    }
}

impl fmt::Display for Position {
    /// The diagram, as [`crate::Variant::diagram`] draws it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw(crate::pieces::text_letter, crate::pieces::written_piece))
    }
}
