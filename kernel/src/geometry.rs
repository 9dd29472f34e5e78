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

use crate::excerpt::Excerpt;
use std::fmt;
use thiserror::Error;

/// The largest number of files or ranks a board may have.
pub const MAX_SIDE: u8 = 16;

/// A square of a board of up to 16x16, as `rank * 16 + file`, both from 0.
///
/// It displays and debugs as its coordinates, file letter and rank number:
///
/// ```
/// use kernel::Square;
/// let e6 = Square::new(4, 5);
/// assert_eq!(e6.to_string(), "e6");
/// assert_eq!(format!("{e6:?}"), "e6");
/// assert_eq!(format!("{:?}", Some(Square::new(15, 15))), "Some(p16)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

/// The letter of file `file` (0 is `a`); `?` past `z`, which no board
/// reaches.
pub fn file_char(file: u8) -> char {
    if file < 26 {
        (b'a' + file) as char
    } else {
        '?'
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_char(self.file()), self.rank() + 1)
    }
}

/// As [`fmt::Display`]: `e6`, not the raw index, so that a square in a
/// test's failure or a step's `Debug` reads as people write it.
impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
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
    #[error("{0} is not a square: expected a file letter and a rank number such as e4")]
    NotASquare(Excerpt),
    /// The text names a square beyond the board's edge.
    #[error("square {text} is off the {files}x{ranks} board")]
    OffBoard {
        /// The square as written.
        text: Excerpt,
        /// The board's files.
        files: u8,
        /// The board's ranks.
        ranks: u8,
    },
    /// The character is not a file letter.
    #[error("{0:?} is not a file letter")]
    NotAFile(char),
    /// The text is not a rank number (one or two digits, not starting
    /// with 0).
    #[error("{0} is not a rank number")]
    NotARank(Excerpt),
    /// A file letter beyond the board's last file.
    #[error("file {letter:?} is off the {files}x{ranks} board")]
    FileOffBoard {
        /// The letter as written.
        letter: char,
        /// The board's files.
        files: u8,
        /// The board's ranks.
        ranks: u8,
    },
    /// A rank number beyond the board's last rank.
    #[error("rank {rank} is off the {files}x{ranks} board")]
    RankOffBoard {
        /// The rank as written, from 1.
        rank: u8,
        /// The board's files.
        files: u8,
        /// The board's ranks.
        ranks: u8,
    },
}

/// The file index of a letter, `a` or `A` for 0, whatever the board.
fn letter_index(letter: char) -> Option<u8> {
    match letter {
        'a'..='z' => Some(letter as u8 - b'a'),
        'A'..='Z' => Some(letter as u8 - b'A'),
        _ => None,
    }
}

/// The number written by one or two ASCII digits not starting with 0
/// (1 to 99), whatever the board.
fn rank_number(digits: &str) -> Option<u8> {
    let bytes = digits.as_bytes();
    let well_formed =
        matches!(bytes.len(), 1 | 2) && bytes[0] != b'0' && bytes.iter().all(u8::is_ascii_digit);
    if !well_formed {
        return None;
    }
    Some(bytes.iter().fold(0, |n, d| n * 10 + (d - b'0')))
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

    /// The rank that is `n` ranks from `color`'s own edge (0 is its first
    /// rank). An `n` past the far edge counts as the far edge, so the
    /// answer is always a rank of the board.
    #[inline]
    pub const fn relative_rank(self, color: crate::Color, n: u8) -> u8 {
        let last = self.ranks - 1;
        let n = if n < last { n } else { last };
        match color {
            crate::Color::White => n,
            crate::Color::Black => last - n,
        }
    }

    /// The square on `file` and `rank` (both from 0), if it is on this
    /// board. Every reader builds its squares here or through
    /// [`Geometry::parse_square`], so no text can name a square off the
    /// board, whatever the board's size.
    #[inline]
    pub const fn square(self, file: u8, rank: u8) -> Option<Square> {
        if file < self.files && rank < self.ranks {
            Some(Square(rank * 16 + file))
        } else {
            None
        }
    }

    /// Reads a file letter (`a` is the first file; upper case accepted).
    ///
    /// # Errors
    /// [`GeometryError::NotAFile`] for a character that is no letter,
    /// [`GeometryError::FileOffBoard`] for a file beyond this board.
    pub fn parse_file(self, letter: char) -> Result<u8, GeometryError> {
        let file = letter_index(letter).ok_or(GeometryError::NotAFile(letter))?;
        if file >= self.files {
            return Err(GeometryError::FileOffBoard {
                letter,
                files: self.files,
                ranks: self.ranks,
            });
        }
        Ok(file)
    }

    /// Reads a rank number (`1` is the first rank) and returns its index
    /// from 0.
    ///
    /// # Errors
    /// [`GeometryError::NotARank`] unless the text is one or two digits
    /// not starting with 0, [`GeometryError::RankOffBoard`] for a rank
    /// beyond this board.
    pub fn parse_rank(self, digits: &str) -> Result<u8, GeometryError> {
        let rank =
            rank_number(digits).ok_or_else(|| GeometryError::NotARank(Excerpt::new(digits)))?;
        if rank > self.ranks {
            return Err(GeometryError::RankOffBoard {
                rank,
                files: self.files,
                ranks: self.ranks,
            });
        }
        Ok(rank - 1)
    }

    /// Reads a coordinate such as `e4` or `l12` (upper-case files accepted).
    ///
    /// # Errors
    /// [`GeometryError::NotASquare`] for text of the wrong shape,
    /// [`GeometryError::OffBoard`] for a square beyond this board.
    pub fn parse_square(self, text: &str) -> Result<Square, GeometryError> {
        let (square, rest) = self.parse_square_prefix(text)?;
        if !rest.is_empty() {
            return Err(GeometryError::NotASquare(Excerpt::new(text)));
        }
        Ok(square)
    }

    /// Reads a coordinate at the start of `text` and returns it with the rest.
    ///
    /// # Errors
    /// As [`Geometry::parse_square`].
    pub fn parse_square_prefix(self, text: &str) -> Result<(Square, &str), GeometryError> {
        let bad = || GeometryError::NotASquare(Excerpt::new(text));
        let first = text.chars().next().ok_or_else(bad)?;
        let file = letter_index(first).ok_or_else(bad)?;
        // The letter is ASCII, so the rank starts at byte 1.
        let rest = &text[1..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let rank = rank_number(&rest[..digits]).ok_or_else(bad)?;
        let square = self
            .square(file, rank - 1)
            .ok_or_else(|| GeometryError::OffBoard {
                text: Excerpt::new(&text[..1 + digits]),
                files: self.files,
                ranks: self.ranks,
            })?;
        Ok((square, &rest[digits..]))
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

    /// Every square index, on the board or not: the complement of
    /// [`SquareSet::EMPTY`], for masks that a table's squares narrow down.
    pub const ALL: SquareSet = SquareSet([u64::MAX; 4]);

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

    /// Word `i` (0 to 3) of the set: the squares of ranks `4i` to
    /// `4i + 3`, 16 bits a rank (a square's bit is its index mod 64).
    #[inline]
    pub(crate) const fn word(&self, i: usize) -> u64 {
        self.0[i & 3]
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        let w = self.0;
        (w[0] | w[1] | w[2] | w[3]) == 0
    }

    /// How many squares the set holds.
    #[inline]
    pub fn len(&self) -> usize {
        let w = self.0;
        (w[0].count_ones() + w[1].count_ones() + w[2].count_ones() + w[3].count_ones()) as usize
    }

    /// The squares in index order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }

    /// The set holding `square` alone.
    #[inline]
    pub const fn from_square(square: Square) -> SquareSet {
        let i = square.index();
        let mut words = [0; 4];
        words[i >> 6] = 1 << (i & 63);
        SquareSet(words)
    }

    /// Whether the two sets share a square.
    #[inline]
    pub fn intersects(&self, other: SquareSet) -> bool {
        !(*self & other).is_empty()
    }

    /// The square with the lowest index, if any: the first blocker of a
    /// ray whose indexes grow (north, east, north-east, ...).
    #[inline]
    pub fn first(&self) -> Option<Square> {
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                return Some(Square((i as u32 * 64 + w.trailing_zeros()) as u8));
            }
        }
        None
    }

    /// The square with the highest index, if any: the first blocker of a
    /// ray whose indexes fall (south, west, south-west, ...).
    #[inline]
    pub fn last(&self) -> Option<Square> {
        for (i, &w) in self.0.iter().enumerate().rev() {
            if w != 0 {
                return Some(Square((i as u32 * 64 + 63 - w.leading_zeros()) as u8));
            }
        }
        None
    }
}

impl std::ops::BitAnd for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitand(self, o: SquareSet) -> SquareSet {
        let (a, b) = (self.0, o.0);
        SquareSet([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }
}

impl std::ops::BitOr for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitor(self, o: SquareSet) -> SquareSet {
        let (a, b) = (self.0, o.0);
        SquareSet([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }
}

impl std::ops::BitXor for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitxor(self, o: SquareSet) -> SquareSet {
        let (a, b) = (self.0, o.0);
        SquareSet([a[0] ^ b[0], a[1] ^ b[1], a[2] ^ b[2], a[3] ^ b[3]])
    }
}

impl std::ops::Not for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn not(self) -> SquareSet {
        let a = self.0;
        SquareSet([!a[0], !a[1], !a[2], !a[3]])
    }
}

impl std::ops::BitAndAssign for SquareSet {
    #[inline]
    fn bitand_assign(&mut self, o: SquareSet) {
        *self = *self & o;
    }
}

impl std::ops::BitOrAssign for SquareSet {
    #[inline]
    fn bitor_assign(&mut self, o: SquareSet) {
        *self = *self | o;
    }
}

impl std::ops::BitXorAssign for SquareSet {
    #[inline]
    fn bitxor_assign(&mut self, o: SquareSet) {
        *self = *self ^ o;
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

/// A set of squares as the move generator holds it: [`SquareSet`] itself
/// on any board, or a `u64` with one bit per square of a board of at most
/// 8x8 (bit `rank * 8 + file`). Which one a game uses is decided at run
/// time from its board, so no size is fixed at compile time; the small
/// form makes every table and every set operation a quarter of the wide
/// one, and its scans single instructions.
///
/// Sets and the per-square tables of the generator are indexed by *bit*
/// ([`Bits::bit`]), which is the square's index in the wide form.
///
/// Not part of the kernel's API (hidden from its documentation): public
/// only so that the kernel's integration tests (`tests/geometry.rs`) check
/// both forms against their definitions.
#[doc(hidden)]
pub trait Bits:
    Copy
    + Eq
    + std::hash::Hash
    + fmt::Debug
    + Send
    + Sync
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
    + std::ops::Not<Output = Self>
    + std::ops::BitAndAssign
    + std::ops::BitOrAssign
    + std::ops::BitXorAssign
{
    /// No square.
    const EMPTY: Self;
    /// Every bit.
    const ALL: Self;
    /// How many bits the form has: the length of a per-square table.
    const CAPACITY: usize;
    /// How far apart the bits of two neighbouring squares of a file are:
    /// a step of `(dx, dy)` adds `dy * ROW + dx` to a square's bit.
    const ROW: i32;
    /// Whether every square of `geometry` has a bit.
    fn fits(geometry: Geometry) -> bool;
    /// The bit of `square` (a square of a board the form fits).
    fn bit(square: Square) -> usize;
    /// The square of `bit`.
    fn square(bit: usize) -> Square;
    /// The squares of `set` that have a bit.
    fn from_set(set: SquareSet) -> Self;
    /// The same squares as a [`SquareSet`].
    fn to_set(self) -> SquareSet;
    /// A set of the first 8 files and ranks kept as one word (bit
    /// `rank * 8 + file`, as a board keeps them), if this form is that
    /// word: `Some` for `u64`, `None` for the wide form, whose sets are
    /// read from the board's own.
    fn from_small(word: u64) -> Option<Self>;
    /// The set of `bit` alone.
    fn single(bit: usize) -> Self;
    /// Whether `bit` is in the set.
    fn has(self, bit: usize) -> bool;
    /// The lowest bit, if any.
    fn lowest(self) -> Option<usize>;
    /// The highest bit, if any.
    fn highest(self) -> Option<usize>;
    /// Every bit up to and including the lowest one of the set; every bit
    /// if the set is empty. Cut with a ray whose bits grow outwards, it
    /// keeps the ray up to and onto its first blocker.
    fn up_to_lowest(self) -> Self;
    /// Every bit from the highest one of the set up; every bit if the set
    /// is empty: [`Bits::up_to_lowest`] for a ray whose bits fall.
    fn down_to_highest(self) -> Self;
    /// How many squares the set holds.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn none(self) -> bool;
    /// Every bit moved up by `delta` (down for a negative one); bits
    /// moved past either end are lost.
    fn shift(self, delta: i32) -> Self;
    /// The lowest bit, removed from the set.
    fn pop(&mut self) -> Option<usize>;
    /// Adds `bit`.
    #[inline]
    fn add(&mut self, bit: usize) {
        *self |= Self::single(bit);
    }
    /// Removes `bit`.
    #[inline]
    fn drop_bit(&mut self, bit: usize) {
        *self &= !Self::single(bit);
    }
}

impl Bits for SquareSet {
    const EMPTY: Self = SquareSet::EMPTY;
    const ALL: Self = SquareSet::ALL;
    const CAPACITY: usize = 256;
    const ROW: i32 = 16;
    #[inline]
    fn fits(_geometry: Geometry) -> bool {
        true
    }
    #[inline]
    fn bit(square: Square) -> usize {
        square.index()
    }
    #[inline]
    fn square(bit: usize) -> Square {
        Square(bit as u8)
    }
    #[inline]
    fn from_set(set: SquareSet) -> Self {
        set
    }
    #[inline]
    fn to_set(self) -> SquareSet {
        self
    }
    #[inline]
    fn from_small(_word: u64) -> Option<Self> {
        None
    }
    #[inline]
    fn single(bit: usize) -> Self {
        SquareSet::from_square(Square(bit as u8))
    }
    #[inline]
    fn has(self, bit: usize) -> bool {
        self.contains(Square(bit as u8))
    }
    #[inline]
    fn lowest(self) -> Option<usize> {
        self.first().map(Square::index)
    }
    #[inline]
    fn highest(self) -> Option<usize> {
        self.last().map(Square::index)
    }
    #[inline]
    fn up_to_lowest(self) -> Self {
        let w = self.0;
        let mut out = [u64::MAX; 4];
        for i in 0..4 {
            if w[i] != 0 {
                out[i] = w[i] ^ (w[i] - 1);
                for word in &mut out[i + 1..] {
                    *word = 0;
                }
                break;
            }
        }
        SquareSet(out)
    }
    #[inline]
    fn down_to_highest(self) -> Self {
        let w = self.0;
        let mut out = [u64::MAX; 4];
        for i in (0..4).rev() {
            if w[i] != 0 {
                out[i] = u64::MAX << (63 - w[i].leading_zeros());
                for word in &mut out[..i] {
                    *word = 0;
                }
                break;
            }
        }
        SquareSet(out)
    }
    #[inline]
    fn count(self) -> u32 {
        self.len() as u32
    }
    #[inline]
    fn none(self) -> bool {
        self.is_empty()
    }
    fn shift(self, delta: i32) -> Self {
        let w = self.0;
        let (words, bits) = (
            (delta.unsigned_abs() / 64) as usize,
            delta.unsigned_abs() % 64,
        );
        let mut out = [0u64; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            // The word that lands here whole-word-wise, and the one below
            // (above, for a shift down) whose end spills into it.
            let (near, far) = if delta >= 0 {
                (i.checked_sub(words), i.checked_sub(words + 1))
            } else {
                (Some(i + words), Some(i + words + 1))
            };
            let get = |j: Option<usize>| j.and_then(|j| w.get(j)).copied().unwrap_or(0);
            *slot = match (delta >= 0, bits) {
                (_, 0) => get(near),
                (true, b) => get(near) << b | get(far) >> (64 - b),
                (false, b) => get(near) >> b | get(far) << (64 - b),
            };
        }
        SquareSet(out)
    }
    #[inline]
    fn pop(&mut self) -> Option<usize> {
        for (i, w) in self.0.iter_mut().enumerate() {
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(i * 64 + bit);
            }
        }
        None
    }
}

/// The bytes `0, 2, 4, 6` of `w` (the first 8 files of four ranks of a
/// wide set's word) packed into its low 32 bits.
#[inline]
const fn pack_ranks(w: u64) -> u64 {
    let w = w & 0x00FF_00FF_00FF_00FF;
    let w = (w | (w >> 8)) & 0x0000_FFFF_0000_FFFF;
    (w | (w >> 16)) & 0x0000_0000_FFFF_FFFF
}

/// [`pack_ranks`] undone: the low 32 bits of `w` spread to bytes
/// `0, 2, 4, 6`.
#[inline]
const fn spread_ranks(w: u64) -> u64 {
    let w = w & 0x0000_0000_FFFF_FFFF;
    let w = (w | (w << 16)) & 0x0000_FFFF_0000_FFFF;
    (w | (w << 8)) & 0x00FF_00FF_00FF_00FF
}

impl Bits for u64 {
    const EMPTY: Self = 0;
    const ALL: Self = u64::MAX;
    const CAPACITY: usize = 64;
    const ROW: i32 = 8;
    #[inline]
    fn fits(geometry: Geometry) -> bool {
        geometry.files() <= 8 && geometry.ranks() <= 8
    }
    #[inline]
    fn bit(square: Square) -> usize {
        (square.rank() as usize) << 3 | (square.file() as usize & 7)
    }
    #[inline]
    fn square(bit: usize) -> Square {
        // The rank's three bits moved up one place: the bit plus its rank
        // bits, two operations where shifting rank and file apart took five.
        let bit = bit & 63;
        Square((bit + (bit & 0x38)) as u8)
    }
    #[inline]
    fn from_set(set: SquareSet) -> Self {
        pack_ranks(set.0[0]) | pack_ranks(set.0[1]) << 32
    }
    #[inline]
    fn to_set(self) -> SquareSet {
        SquareSet([spread_ranks(self), spread_ranks(self >> 32), 0, 0])
    }
    #[inline]
    fn from_small(word: u64) -> Option<Self> {
        Some(word)
    }
    #[inline]
    fn single(bit: usize) -> Self {
        1 << (bit & 63)
    }
    #[inline]
    fn has(self, bit: usize) -> bool {
        (self >> (bit & 63)) & 1 != 0
    }
    #[inline]
    fn lowest(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }
    #[inline]
    fn highest(self) -> Option<usize> {
        (self != 0).then(|| 63 - self.leading_zeros() as usize)
    }
    #[inline]
    fn up_to_lowest(self) -> Self {
        self ^ self.wrapping_sub(1)
    }
    #[inline]
    fn down_to_highest(self) -> Self {
        // With bit 0 added, an empty set shifts by 0: every bit.
        u64::MAX << (63 - (self | 1).leading_zeros())
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn none(self) -> bool {
        self == 0
    }
    #[inline]
    fn shift(self, delta: i32) -> Self {
        if delta >= 0 {
            self.checked_shl(delta as u32).unwrap_or(0)
        } else {
            self.checked_shr(delta.unsigned_abs()).unwrap_or(0)
        }
    }
    #[inline]
    fn pop(&mut self) -> Option<usize> {
        let bit = self.lowest()?;
        *self &= *self - 1;
        Some(bit)
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
