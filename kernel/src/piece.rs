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
///
/// A piece knows its colour and kind index, not what the kind is called:
/// that is the game's ([`crate::Variant::name_piece`] gives its letter and
/// name). By itself it displays as its colour and kind index.
///
/// ```
/// use kernel::{chess, Color, Piece, Variant};
/// let knight = Piece::new(Color::Black, 1);
/// assert_eq!(knight.to_string(), "black piece of kind 1");
/// assert_eq!(format!("{knight:?}"), "Piece(black, kind 1)");
/// let named = chess::fide().name_piece(knight).unwrap();
/// assert_eq!(named.to_string(), "black Knight (n)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    /// `white piece of kind 3`: the kind's name is the game's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} piece of kind {}", self.color(), self.kind())
    }
}

impl fmt::Debug for Piece {
    /// `Piece(white, kind 3)`, not the packed byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Piece({}, kind {})", self.color(), self.kind())
    }
}

/// A piece with its kind's letter and name, as a game names it
/// ([`crate::Variant::name_piece`]): displays as `white Knight (N)`, the
/// letter in lower case for Black as position text writes it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NamedPiece {
    /// The piece.
    pub piece: Piece,
    /// Its kind's letter, upper case.
    pub letter: char,
    /// Its kind's name (`Knight`, `Half-Duck`).
    pub name: String,
}

impl NamedPiece {
    /// `piece` named from `kinds`, the game's list of kinds; `None` for a
    /// kind index past the list.
    pub fn from_kinds(piece: Piece, kinds: &[PieceKind]) -> Option<NamedPiece> {
        kinds.get(piece.kind() as usize).map(|kind| NamedPiece {
            piece,
            letter: kind.letter,
            name: kind.name.clone(),
        })
    }

    /// The letter as position text writes it: upper case for White, lower
    /// case for Black.
    pub fn text_letter(&self) -> char {
        match self.piece.color() {
            Color::White => self.letter.to_ascii_uppercase(),
            Color::Black => self.letter.to_ascii_lowercase(),
        }
    }
}

impl fmt::Display for NamedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ({})",
            self.piece.color(),
            self.name,
            self.text_letter()
        )
    }
}

/// The letters of a game's kinds, for a position to draw itself without
/// its game: positions of the chess-like engine carry this small handle
/// (two bytes), not the letters, so that copying a position stays cheap.
///
/// Every distinct list of letters is stored once for the life of the
/// program and never freed; a program makes few games, and games with the
/// same letters share one entry. Past 65535 distinct lists a game gets
/// [`Letters::UNKNOWN`], whose positions show their pieces as `?`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Letters(u16);

/// The lists of letters handed out, by handle: entry 0 is
/// [`Letters::UNKNOWN`]'s empty list.
static LETTERS: std::sync::Mutex<Vec<&'static [char]>> = std::sync::Mutex::new(Vec::new());

impl Letters {
    /// No letters: a position built by hand rather than read by a game.
    pub const UNKNOWN: Letters = Letters(0);

    /// The handle of the letters of `kinds`, in kind order.
    pub fn of(kinds: &[PieceKind]) -> Letters {
        let letters: Vec<char> = kinds.iter().map(|k| k.letter).collect();
        // A poisoned lock still holds a consistent list: entries are only
        // ever pushed whole.
        let mut all = LETTERS.lock().unwrap_or_else(|e| e.into_inner());
        if all.is_empty() {
            all.push(&[]);
        }
        if let Some(i) = all.iter().position(|known| **known == letters[..]) {
            return Letters(i as u16);
        }
        let Ok(handle) = u16::try_from(all.len()) else {
            return Letters::UNKNOWN;
        };
        all.push(Box::leak(letters.into_boxed_slice()));
        Letters(handle)
    }

    /// The letters, in kind order (none for [`Letters::UNKNOWN`]).
    pub fn list(self) -> &'static [char] {
        let all = LETTERS.lock().unwrap_or_else(|e| e.into_inner());
        all.get(self.0 as usize).copied().unwrap_or(&[])
    }

    /// The letter of `piece` as position text writes it (upper case for
    /// White), or `?` for a kind these letters do not cover.
    pub fn text_letter(self, piece: Piece) -> char {
        text_letter(self.list(), piece)
    }
}

/// The letter of `piece` from `letters`, upper case for White; `?` past
/// the list.
pub(crate) fn text_letter(letters: &[char], piece: Piece) -> char {
    let letter = letters.get(piece.kind() as usize).copied().unwrap_or('?');
    match piece.color() {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter.to_ascii_lowercase(),
    }
}
