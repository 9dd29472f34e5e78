//! The lexing every move notation of the workspace shares: castling in
//! both spellings (`O-O`, `0-0`), the check, mate and quality marks that
//! may end a move (`+ # ! ?`), a leading piece letter, the separators
//! between two squares (`-` for a move, `x` or `:` for a capture), and the
//! split of a standard algebraic move (SAN, long algebraic, coordinates)
//! into its parts, its squares read by the board's [`Geometry`] so that
//! a board of any size up to 16x16 is read alike.
//!
//! Each variant's reader keeps only what its game adds (Forward's created
//! piece in parentheses, Multimove's notes, Momentum's Betza strings, Edge
//! of the World's `~` and `^`) and turns the lexer's answers into its own
//! errors. Nothing here allocates, and no input panics: text is cut only
//! where a known ASCII character or a `char` boundary stands.
//!
//! # Examples
//! ```
//! use kernel::notation_lexer::{split_san, strip_marks, Castling, Separator};
//! use kernel::{Geometry, Square};
//!
//! assert_eq!(Castling::read("0-0-0"), Some(Castling::Queen));
//! assert_eq!(strip_marks("Qh5+!?"), ("Qh5", "+!?"));
//! assert_eq!(Separator::read('x'), Some(Separator::Capture));
//!
//! let san = split_san("Nbxd7", Geometry::CHESS).unwrap();
//! assert_eq!(san.piece, Some('N'));
//! assert_eq!(san.from_file, Some(1));
//! assert_eq!(san.to, Square::new(3, 6));
//!
//! // Squares are the board's: l12 is on a 12x12 board, not on 8x8.
//! let big = Geometry::new(12, 12).unwrap();
//! assert!(split_san("Rl12", big).is_ok());
//! assert!(split_san("Rl12", Geometry::CHESS).is_err());
//! ```

use crate::geometry::{Geometry, GeometryError, Square};

/// Castling, as `O-O` (the King's side) or `O-O-O` (the Queen's side).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Castling {
    /// `O-O` or `0-0`.
    King,
    /// `O-O-O` or `0-0-0`.
    Queen,
}

impl Castling {
    /// The castling `text` is, written with capital O's or with zeros;
    /// `None` for any other text (marks are stripped before).
    pub fn read(text: &str) -> Option<Castling> {
        match text {
            "O-O" | "0-0" => Some(Castling::King),
            "O-O-O" | "0-0-0" => Some(Castling::Queen),
            _ => None,
        }
    }

    /// The side's index in a chess-like game's castling list (0 for the
    /// King's side, 1 for the Queen's), as `MoveKind::Castle` counts it.
    pub const fn index(self) -> u8 {
        match self {
            Castling::King => 0,
            Castling::Queen => 1,
        }
    }

    /// The side of index `index` in a chess-like game's castling list:
    /// 0 is the King's side, any other the Queen's.
    pub const fn from_index(index: u8) -> Castling {
        match index {
            0 => Castling::King,
            _ => Castling::Queen,
        }
    }

    /// How the castling is written: `O-O` or `O-O-O`.
    pub const fn text(self) -> &'static str {
        match self {
            Castling::King => "O-O",
            Castling::Queen => "O-O-O",
        }
    }
}

/// The marks that may end a move: check (`+`), mate (`#`, or `++` where a
/// notation writes it so) and the quality of a move (`!`, `?`).
pub const MARKS: [char; 4] = ['+', '#', '!', '?'];

/// The quality marks alone (`!`, `?`), for a notation that writes no check.
pub const QUALITY_MARKS: [char; 2] = ['!', '?'];

/// Whether `c` is one of the [`MARKS`].
pub fn is_mark(c: char) -> bool {
    MARKS.contains(&c)
}

/// Splits the marks off the end of a move: the move and the run of
/// [`MARKS`] that ends it (empty if none). Marks stand only at the end: a
/// mark inside the move stays in it, for the reader to refuse.
pub fn strip_marks(text: &str) -> (&str, &str) {
    let body = text.trim_end_matches(MARKS);
    (body, &text[body.len()..])
}

/// As [`strip_marks`] with the [`QUALITY_MARKS`] only.
pub fn strip_quality_marks(text: &str) -> (&str, &str) {
    let body = text.trim_end_matches(QUALITY_MARKS);
    (body, &text[body.len()..])
}

/// A move in standard algebraic notation without what may surround it:
/// white space, the [`MARKS`] and an `e.p.` written after an en passant
/// capture.
pub fn strip_san_annotations(text: &str) -> &str {
    strip_marks(text.trim()).0.trim_end_matches("e.p.").trim()
}

/// What stands between a move's two squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Separator {
    /// `-`: a move.
    Move,
    /// `x` or `:`: a capture.
    Capture,
}

/// Every character that is a [`Separator`].
pub const SEPARATORS: [char; 3] = ['-', 'x', ':'];

impl Separator {
    /// The separator `c` is, if any.
    pub fn read(c: char) -> Option<Separator> {
        match c {
            '-' => Some(Separator::Move),
            'x' | ':' => Some(Separator::Capture),
            _ => None,
        }
    }

    /// The separator at the start of `text`, with the rest.
    pub fn read_prefix(text: &str) -> Option<(Separator, &str)> {
        let c = text.chars().next()?;
        // Every separator is ASCII, one byte long.
        Separator::read(c).map(|s| (s, &text[1..]))
    }
}

/// The piece letter at the start of `text` (an ASCII capital), with the
/// rest; `None` if `text` does not start with one.
pub fn piece_letter(text: &str) -> Option<(char, &str)> {
    let c = text.chars().next()?;
    // An ASCII capital is one byte long.
    c.is_ascii_uppercase().then(|| (c, &text[1..]))
}

/// The parts of a move in standard algebraic notation, long algebraic
/// notation (`Ng1-f3`, `e4xd5`, `e4:d5`) or coordinates (`g1f3`, `e7e8q`):
/// what the text says, before it is matched with a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct San {
    /// The piece's letter (a capital), if written.
    pub piece: Option<char>,
    /// The file the move leaves, if written.
    pub from_file: Option<u8>,
    /// The rank the move leaves, if written.
    pub from_rank: Option<u8>,
    /// The square the move reaches.
    pub to: Square,
    /// The letter of the piece a promotion makes, as written (`=Q`, `=q`,
    /// or a letter right after the target's rank: `e7e8q`).
    pub promotion: Option<char>,
}

/// Why a text could not be split into a [`San`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// The text is not shaped like a move.
    Malformed,
    /// It is, but names a file, rank or square beyond the board.
    OffBoard(GeometryError),
}

impl From<GeometryError> for SanError {
    fn from(error: GeometryError) -> SanError {
        match error {
            GeometryError::OffBoard { .. }
            | GeometryError::FileOffBoard { .. }
            | GeometryError::RankOffBoard { .. } => SanError::OffBoard(error),
            _ => SanError::Malformed,
        }
    }
}

/// The longest text a square or a rank can be (a letter and two digits),
/// in bytes, with room for one character of up to four bytes and more.
const SHORT: usize = 8;

/// A few characters copied into a buffer on the stack, so that text with
/// the separators left out can be read as one `&str` without allocating.
struct Short {
    bytes: [u8; SHORT],
    len: usize,
}

impl Short {
    /// The characters of `chars`, or `None` if they need more than
    /// [`SHORT`] bytes.
    fn of(chars: impl Iterator<Item = char>) -> Option<Short> {
        let mut short = Short {
            bytes: [0; SHORT],
            len: 0,
        };
        for c in chars {
            let width = c.len_utf8();
            if short.len + width > SHORT {
                return None;
            }
            c.encode_utf8(&mut short.bytes[short.len..]);
            short.len += width;
        }
        Some(short)
    }

    /// The characters as text.
    fn as_str(&self) -> &str {
        // Whole characters were encoded, so the bytes are UTF-8.
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

/// Splits a move (already without its marks, and not castling) into its
/// parts: a capital piece letter first, then what is left of the file and
/// rank it leaves, the square it reaches, and a promotion (`=Q`, or a
/// letter right after the target's rank). The separators `-`, `x` and `:`
/// are read wherever they stand and say nothing (whether a move captures
/// is the position's business). Every file, rank and square is read by
/// `geometry`.
///
/// # Errors
/// [`SanError::Malformed`] for text not shaped like a move,
/// [`SanError::OffBoard`] for a file, rank or square beyond the board.
pub fn split_san(text: &str, geometry: Geometry) -> Result<San, SanError> {
    let (body, promotion) = split_promotion(text)?;
    let (piece, body) = match piece_letter(body) {
        Some((letter, rest)) => (Some(letter), rest),
        None => (None, body),
    };
    let kept = || body.chars().filter(|c| !SEPARATORS.contains(c));
    let digits = kept().rev().take_while(char::is_ascii_digit).count();
    let count = kept().count();
    if digits == 0 || count < digits + 1 {
        return Err(SanError::Malformed);
    }
    let head = count - digits - 1;
    // A rank of more than two digits is no rank: refused before copying.
    let to_text = Short::of(kept().skip(head)).ok_or(SanError::Malformed)?;
    let to = geometry.parse_square(to_text.as_str())?;
    // What is left disambiguates: a file, a rank, or both.
    let mut from = kept().take(head).peekable();
    let from_file = match from.next_if(char::is_ascii_lowercase) {
        Some(c) => Some(geometry.parse_file(c)?),
        None => None,
    };
    let from_rank = match from.peek() {
        None => None,
        Some(_) => {
            let rank = Short::of(from).ok_or(SanError::Malformed)?;
            Some(geometry.parse_rank(rank.as_str())?)
        }
    };
    Ok(San {
        piece,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

/// Splits the promotion off a move: `=` and one letter (other characters
/// after the `=` are passed over), or, with no `=`, a letter right after
/// the target's rank (`e7e8q`).
fn split_promotion(text: &str) -> Result<(&str, Option<char>), SanError> {
    if let Some((body, rest)) = text.split_once('=') {
        let mut letters = rest.chars().filter(|c| c.is_alphabetic());
        return match (letters.next(), letters.next()) {
            (Some(letter), None) => Ok((body, Some(letter))),
            _ => Err(SanError::Malformed),
        };
    }
    let mut back = text.char_indices().rev();
    if let (Some((at, last)), Some((_, before)), Some(_)) = (back.next(), back.next(), back.next())
    {
        if last.is_ascii_alphabetic() && before.is_ascii_digit() {
            return Ok((&text[..at], Some(last)));
        }
    }
    Ok((text, None))
}
