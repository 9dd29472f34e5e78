//! Piece kinds (a letter, a name and a Betza string) and pieces on a board.

use crate::betza::{self, BetzaError, PieceMoves};
use crate::Color;
use std::fmt;

/// What part a piece kind plays in the rules beyond its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// An ordinary piece.
    Piece,
    /// The royal piece: it may not be left in check, and mating it wins.
    Royal,
    /// A pawn: it may double-step, capture en passant and promote where the
    /// rules allow it.
    Pawn,
}

/// One kind of piece: how it is written and how it moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceKind {
    /// The letter used in position text and notation (upper case; Black's
    /// pieces are written in lower case).
    pub letter: char,
    /// The piece's name, for messages and documentation.
    pub name: String,
    /// The Betza string its moves were read from.
    pub betza: String,
    /// The moves, read from `betza`.
    pub moves: PieceMoves,
    /// Its part in the rules.
    pub role: Role,
}

impl PieceKind {
    /// A kind read from a Betza string.
    ///
    /// # Errors
    /// The [`BetzaError`] of the string.
    ///
    /// # Examples
    /// ```
    /// use kernel::{PieceKind, Role};
    /// let rook = PieceKind::new('R', "Short Rook", "R4", Role::Piece).unwrap();
    /// assert_eq!(rook.moves.vectors().len(), 4);
    /// ```
    pub fn new(letter: char, name: &str, betza: &str, role: Role) -> Result<PieceKind, BetzaError> {
        Ok(PieceKind {
            letter: letter.to_ascii_uppercase(),
            name: name.to_string(),
            betza: betza.to_string(),
            moves: betza::parse(betza)?,
            role,
        })
    }

    /// A kind whose moves are given directly rather than by a Betza string;
    /// `description` stands in the `betza` field for messages.
    pub fn with_moves(
        letter: char,
        name: &str,
        description: &str,
        moves: PieceMoves,
        role: Role,
    ) -> PieceKind {
        PieceKind {
            letter: letter.to_ascii_uppercase(),
            name: name.to_string(),
            betza: description.to_string(),
            moves,
            role,
        }
    }
}

/// The largest number of piece kinds one game may use.
pub const MAX_KINDS: usize = 31;

/// A piece on a square: a colour and the index of its kind in the game's
/// list of kinds. Packed in one byte; 0 is never a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece(u8);

impl Piece {
    /// The piece of `color` and kind index `kind` (below [`MAX_KINDS`]).
    #[inline]
    pub const fn new(color: Color, kind: u8) -> Piece {
        Piece((kind + 1) | ((color as u8) << 7))
    }

    /// Its colour.
    #[inline]
    pub const fn color(self) -> Color {
        if self.0 & 0x80 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Its kind's index.
    #[inline]
    pub const fn kind(self) -> u8 {
        (self.0 & 0x7f) - 1
    }

    /// The packed byte, never 0.
    #[inline]
    pub const fn to_byte(self) -> u8 {
        self.0
    }

    /// The piece packed in `byte`, or `None` for 0 (an empty square).
    #[inline]
    pub const fn from_byte(byte: u8) -> Option<Piece> {
        if byte == 0 {
            None
        } else {
            Some(Piece(byte))
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} #{}", self.color(), self.kind())
    }
}
