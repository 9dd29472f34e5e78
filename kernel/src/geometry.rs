//! Rectangular boards from 1x1 to 16x16: squares, coordinates and offsets.
//!
//! A [`Square`] is a byte `rank * 16 + file` whatever the board's width, so a
//! square means the same thing on every board and fits every table indexed
//! by `0..256`. Which squares exist is the [`Geometry`]'s business.
//!
//! ```text
//!  rank 16  | 0xF0 ... 0xFF |
//!    ...    |      ...      |
//!  rank 2   | 0x10 ... 0x1F |
//!  rank 1   | 0x00 ... 0x0F |
//!             a   ...   p
//! ```

use std::fmt;
use thiserror::Error;

/// The largest number of files or ranks a board may have.
pub const MAX_SIDE: u8 = 16;

/// A square of a board of up to 16x16, as `rank * 16 + file`, both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank`, both counted from 0.
    ///
    /// # Panics
    /// If either is 16 or more.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < MAX_SIDE && rank < MAX_SIDE, "square out of range");
        Square(rank * 16 + file)
    }

    /// The square with the given raw index `rank * 16 + file`.
    #[inline]
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// The raw index `rank * 16 + file`, for tables of 256 entries.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 15
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// The square `dx` files and `dy` ranks away, if that is on a board of
    /// `geometry`.
    #[inline]
    pub fn offset(self, dx: i8, dy: i8, geometry: Geometry) -> Option<Square> {
        let file = self.file() as i16 + dx as i16;
        let rank = self.rank() as i16 + dy as i16;
        if file < 0
            || rank < 0
            || file >= geometry.files() as i16
            || rank >= geometry.ranks() as i16
        {
            return None;
        }
        Some(Square::new(file as u8, rank as u8))
    }
}

/// The letter of file `file` (0 is `a`).
pub fn file_char(file: u8) -> char {
    (b'a' + file) as char
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_char(self.file()), self.rank() + 1)
    }
}

/// A board's size: how many files and ranks it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    files: u8,
    ranks: u8,
}

/// Why a board size or a coordinate was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GeometryError {
    /// The size is outside 1x1 to 16x16.
    #[error("a board must have 1 to 16 files and ranks, not {files}x{ranks}")]
    BadSize {
        /// The files asked for.
        files: usize,
        /// The ranks asked for.
        ranks: usize,
    },
    /// The text is not a file letter followed by a rank number.
    #[error("'{0}' is not a square: expected a file letter and a rank number such as e4")]
    NotASquare(String),
    /// The text names a square beyond the board's edge.
    #[error("square '{text}' is off the {files}x{ranks} board")]
    OffBoard {
        /// The square as written.
        text: String,
        /// The board's files.
        files: u8,
        /// The board's ranks.
        ranks: u8,
    },
}

impl Geometry {
    /// The standard 8x8 chess board.
    pub const CHESS: Geometry = Geometry { files: 8, ranks: 8 };

    /// A board of `files` x `ranks`.
    ///
    /// # Errors
    /// [`GeometryError::BadSize`] unless both are between 1 and 16.
    pub fn new(files: usize, ranks: usize) -> Result<Geometry, GeometryError> {
        if !(1..=16).contains(&files) || !(1..=16).contains(&ranks) {
            return Err(GeometryError::BadSize { files, ranks });
        }
        Ok(Geometry {
            files: files as u8,
            ranks: ranks as u8,
        })
    }

    /// The number of files (columns).
    #[inline]
    pub const fn files(self) -> u8 {
        self.files
    }

    /// The number of ranks (rows).
    #[inline]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// Whether `square` lies on this board.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.files && square.rank() < self.ranks
    }

    /// Every square of the board, rank 1 first, file `a` first within a rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.ranks).flat_map(move |r| (0..self.files).map(move |f| Square::new(f, r)))
    }

    /// The rank that is `n` ranks from `color`'s own edge (0 is its first rank).
    #[inline]
    pub const fn relative_rank(self, color: crate::Color, n: u8) -> u8 {
        match color {
            crate::Color::White => n,
            crate::Color::Black => self.ranks - 1 - n,
        }
    }

    /// Reads a coordinate such as `e4` or `l12` (upper-case files accepted).
    ///
    /// # Errors
    /// [`GeometryError::NotASquare`] for text of the wrong shape,
    /// [`GeometryError::OffBoard`] for a square beyond this board.
    pub fn parse_square(self, text: &str) -> Result<Square, GeometryError> {
        let (square, rest) = self.parse_square_prefix(text)?;
        if !rest.is_empty() {
            return Err(GeometryError::NotASquare(text.to_string()));
        }
        Ok(square)
    }

    /// Reads a coordinate at the start of `text` and returns it with the rest.
    ///
    /// # Errors
    /// As [`Geometry::parse_square`].
    pub fn parse_square_prefix(self, text: &str) -> Result<(Square, &str), GeometryError> {
        let bytes = text.as_bytes();
        let bad = || GeometryError::NotASquare(text.to_string());
        let first = *bytes.first().ok_or_else(bad)?;
        let file = match first {
            b'a'..=b'z' => first - b'a',
            b'A'..=b'Z' => first - b'A',
            _ => return Err(bad()),
        };
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 2 || bytes[1] == b'0' {
            return Err(bad());
        }
        let rank: u32 = text[1..1 + digits].parse().map_err(|_| bad())?;
        let off = || GeometryError::OffBoard {
            text: text[..1 + digits].to_string(),
            files: self.files,
            ranks: self.ranks,
        };
        if file >= self.files || rank == 0 || rank > self.ranks as u32 {
            return Err(off());
        }
        Ok((Square::new(file, rank as u8 - 1), &text[1 + digits..]))
    }
}

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

/// A set of squares: 256 bits, one per possible square index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(&self, square: Square) -> bool {
        let i = square.index();
        self.0[i >> 6] & (1 << (i & 63)) != 0
    }

    /// Adds `square`.
    #[inline]
    pub fn insert(&mut self, square: Square) {
        let i = square.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `square`.
    #[inline]
    pub fn remove(&mut self, square: Square) {
        let i = square.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// How many squares the set holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The squares in index order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut set = SquareSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

/// Iterator over a [`SquareSet`], lowest index first.
#[derive(Debug, Clone)]
pub struct SquareSetIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                let bit = w.trailing_zeros();
                self.words[self.word] = w & (w - 1);
                return Some(Square((self.word as u32 * 64 + bit) as u8));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_and_write() {
        let g = Geometry::new(12, 12).unwrap();
        for text in ["a1", "e4", "l12", "L12"] {
            let s = g.parse_square(text).unwrap();
            assert_eq!(s.to_string(), text.to_lowercase());
        }
        let big = Geometry::new(16, 16).unwrap();
        assert_eq!(big.parse_square("p16").unwrap(), Square::new(15, 15));
    }

    #[test]
    fn bad_coordinates_are_refused() {
        let g = Geometry::CHESS;
        assert_eq!(
            g.parse_square("i1").unwrap_err().to_string(),
            "square 'i1' is off the 8x8 board"
        );
        assert!(matches!(
            g.parse_square("e9"),
            Err(GeometryError::OffBoard { .. })
        ));
        for bad in ["", "e", "4e", "e0", "e04", "e123", "é4", "e4x"] {
            assert!(g.parse_square(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_outside_one_to_sixteen_are_refused() {
        assert!(Geometry::new(0, 8).is_err());
        assert!(Geometry::new(17, 8).is_err());
        assert!(Geometry::new(1, 1).is_ok());
        assert!(Geometry::new(16, 16).is_ok());
    }

    #[test]
    fn offsets_stop_at_the_edge() {
        let g = Geometry::CHESS;
        let h1 = g.parse_square("h1").unwrap();
        assert_eq!(h1.offset(1, 0, g), None);
        assert_eq!(h1.offset(-7, 7, g), Some(g.parse_square("a8").unwrap()));
    }

    #[test]
    fn square_sets_iterate_in_order() {
        let set: SquareSet = [Square::new(3, 15), Square::new(0, 0), Square::new(5, 4)]
            .into_iter()
            .collect();
        let v: Vec<_> = set.iter().collect();
        assert_eq!(
            v,
            vec![Square::new(0, 0), Square::new(5, 4), Square::new(3, 15)]
        );
        assert_eq!(set.len(), 3);
    }
}
