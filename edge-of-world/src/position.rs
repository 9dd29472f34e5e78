//! A position of Edge of the World Chess: the board, the momentum of every
//! piece in motion, the side to move, the castling rights, the fifty-move
//! clock, and the state of a turn in progress.

use crate::castling::{bit, CastlingSide};
use crate::pieces::{Direction, Kind};
use kernel::{Board, Color, Geometry, Square, SquareSet};
use std::hash::{Hash, Hasher};

/// The board of the game: 12 files (A to L) by 12 ranks.
pub fn geometry() -> Geometry {
    // 12x12 is within the kernel's 16x16 limit, so the fallback is never taken.
    Geometry::new(12, 12).unwrap_or(Geometry::CHESS)
}

/// One piece in motion: where it stands, its direction and its speed
/// (squares per turn, or half leaps for a Knight), as one entry of the
/// text's momentum list `P X0 D S`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Motion {
    /// The square of the piece.
    pub square: Square,
    /// Its direction, 0 to 15 as the text's diagram numbers them.
    pub direction: Direction,
    /// Its speed, 1 to 11.
    pub speed: u8,
}

/// What has happened so far in the turn being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct TurnState {
    /// Whether a turn has begun and is not finished.
    pub active: bool,
    /// Whether the player has used the turn's one start or stop.
    pub acted: bool,
    /// Whether something irreversible happened (for the fifty-move clock).
    pub progress: bool,
    /// Pieces of the side to move still due to make their momentum move.
    pub due: SquareSet,
    /// The End of the World speed, 0 until that phase begins.
    pub eotw_speed: u8,
    /// Pieces still due to make their End of the World move.
    pub eotw: SquareSet,
}

/// A position, turn state included: two orders of the same events that
/// leave the same state are the same position.
///
/// It displays as its diagram ([`crate::Variant::diagram`]) and debugs as
/// its position text.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    /// Per square index: `speed << 4 | direction`, 0 for a piece at rest.
    pub(crate) motion: [u8; 192],
    pub(crate) side: Color,
    /// Castling rights, one bit each (`castling::bit`); always 0 when the
    /// game has no castling.
    pub(crate) castling: u8,
    pub(crate) clock: u16,
    pub(crate) turn: TurnState,
}

/// A hasher that folds what it is given into one word with a cheap
/// multiply-rotate mix, for [`Position`]'s hash to gather its parts in.
/// Each word is multiplied before it joins the rotated sum, so that the
/// multiplications do not wait on each other (the table's hasher mixes the
/// one word it is given thoroughly).
struct Fold(u64);

impl Hasher for Fold {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = self.0.rotate_left(5) ^ word.wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Hashes the squares each side occupies, the momentum bytes (the words of
/// them that are not zero), the small fields and the two sets of the turn,
/// folded into two words before the hasher sees them: a turn search hashes
/// millions of positions, and the board's own hash (every piece) and 192
/// momentum bytes fed to the hasher one by one cost more than playing a
/// step. Which kind stands on a square
/// is left to [`PartialEq`]: positions of one search that agree on every
/// square's colour and momentum seldom differ there (a promotion does), and
/// a collision costs only a comparison. Equal positions hash equal.
impl Hash for Position {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let mut fold = Fold(0);
        for color in Color::ALL {
            self.board.occupied_by(color).hash(&mut fold);
        }
        // Most momentum words are zero (few pieces are in motion): fold
        // only the others, each after its place, so that the chain of
        // multiplications is as long as the pieces in motion are few.
        for (i, chunk) in self.motion.chunks_exact(8).enumerate() {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            let word = u64::from_le_bytes(word);
            if word != 0 {
                fold.write_u64(0x200 | i as u64);
                fold.write_u64(word);
            }
        }
        let t = &self.turn;
        // The two sets, each square tagged with the set it is in.
        for s in t.due.iter() {
            fold.write_u64(s.index() as u64);
        }
        for s in t.eotw.iter() {
            fold.write_u64(0x100 | s.index() as u64);
        }
        h.write_u64(fold.finish());
        h.write_u64(
            u64::from(self.side == Color::Black)
                | u64::from(t.active) << 1
                | u64::from(t.acted) << 2
                | u64::from(t.progress) << 3
                | u64::from(self.castling) << 8
                | u64::from(t.eotw_speed) << 16
                | u64::from(self.clock) << 32,
        );
    }
}

impl Position {
    /// An empty board with White to move.
    pub(crate) fn empty() -> Position {
        Position {
            board: Board::empty(geometry()),
            motion: [0; 192],
            side: Color::White,
            castling: 0,
            clock: 0,
            turn: TurnState::default(),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side whose turn it is (or continues).
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Whether `color` still has the right to castle on `side`: its King
    /// and that Rook have never moved (always false when the game has no
    /// castling). Whether the squares between are empty is another matter.
    pub fn may_castle(&self, color: Color, side: CastlingSide) -> bool {
        self.castling & bit(color, side) != 0
    }

    /// Turns played since the last capture, piece leaving the board or Pawn
    /// movement.
    pub fn clock(&self) -> u16 {
        self.clock
    }

    /// The kind and colour of the piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<(Color, Kind)> {
        if !self.board.geometry().contains(square) {
            return None;
        }
        self.board.get(square).map(|p| (p.color(), Kind::of(p)))
    }

    /// The momentum of the piece on `square`, if it is in motion.
    pub fn motion_at(&self, square: Square) -> Option<Motion> {
        let byte = *self.motion.get(square.index())?;
        if byte == 0 {
            return None;
        }
        Some(Motion {
            square,
            direction: Direction::new(byte & 15)?,
            speed: byte >> 4,
        })
    }

    /// Every piece in motion, in the text's order: highest speed first,
    /// then by square (rank 1 first, file A first).
    pub fn motions(&self) -> Vec<Motion> {
        let mut list: Vec<Motion> = geometry()
            .squares()
            .filter_map(|s| self.motion_at(s))
            .collect();
        list.sort_by_key(|m| (std::cmp::Reverse(m.speed), m.square));
        list
    }

    /// The squares of the pieces in motion: the occupied squares whose
    /// momentum is set. Unlike [`Position::motions`], no momentum left on
    /// an empty square. A search's evaluation asks this of every position,
    /// and few pieces are in motion: the momentum bytes are read eight at
    /// a time, and only the squares of the non-zero ones are looked at
    /// (a test of every occupied square's byte, the branch hard to
    /// predict, took 3% of the processor time of a search).
    pub(crate) fn moving_squares(&self) -> SquareSet {
        let occupied = self.board.occupied();
        let mut set = SquareSet::EMPTY;
        for (i, chunk) in self.motion.chunks_exact(8).enumerate() {
            let Ok(bytes) = <[u8; 8]>::try_from(chunk) else {
                continue;
            };
            let mut word = u64::from_le_bytes(bytes);
            while word != 0 {
                let byte = word.trailing_zeros() / 8;
                word &= !(0xff << (byte * 8));
                let s = Square::from_index((i * 8) as u8 + byte as u8);
                if occupied.contains(s) {
                    set.insert(s);
                }
            }
        }
        set
    }

    /// Whether `color` still has its King on the board.
    pub fn has_king(&self, color: Color) -> bool {
        let king = Kind::King.piece(color);
        self.board
            .occupied_by(color)
            .iter()
            .any(|s| self.board.get(s) == Some(king))
    }

    pub(crate) fn set_motion(&mut self, square: Square, direction: Direction, speed: u8) {
        if let Some(m) = self.motion.get_mut(square.index()) {
            *m = (speed.min(15) << 4) | direction.number();
        }
    }

    pub(crate) fn clear_motion(&mut self, square: Square) {
        if let Some(m) = self.motion.get_mut(square.index()) {
            *m = 0;
        }
        self.turn.due.remove(square);
        self.turn.eotw.remove(square);
    }

    pub(crate) fn motion_byte(&self, square: Square) -> u8 {
        self.motion.get(square.index()).copied().unwrap_or(0)
    }

    /// The squares of `color`'s pieces in motion.
    pub(crate) fn in_motion(&self, color: Color) -> SquareSet {
        self.board
            .occupied_by(color)
            .iter()
            .filter(|s| self.motion_byte(*s) != 0)
            .collect()
    }
}

/// A square as the text writes it: `C7`.
pub fn upper(square: Square) -> String {
    square.to_string().to_ascii_uppercase()
}
