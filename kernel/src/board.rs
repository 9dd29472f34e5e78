//! A mailbox board: which piece stands on each square, with a set of
//! occupied squares per colour so that pieces can be found without scanning.

use crate::geometry::{Geometry, Square, SquareSet};
use crate::piece::Piece;
use crate::Color;
use std::hash::{Hash, Hasher};

/// The pieces on a board of up to 16x16.
///
/// The mailbox is a fixed array of 256 bytes indexed by [`Square::index`],
/// which says what stands on a square in one read; the occupancy set of
/// each colour is what the move generator computes with (it works on
/// square sets, see [`crate::tables::Tables`]). The squares of the first
/// 8 files and 8 ranks are also kept one bit each in words
/// (`SmallSets`): per colour, and per kind for the first fifteen kinds,
/// so that the generator of a board of at most 8x8 reads a kind's pieces
/// in one load. Per kind sets
/// of every size are not kept: a board of any size with up to 31 kinds
/// would carry kilobytes of them through every copy, so the generator of
/// a larger board sorts a side's pieces by kind, one read of the mailbox
/// per piece.
#[derive(Clone)]
pub struct Board {
    geometry: Geometry,
    cells: [u8; 256],
    occupied: [SquareSet; 2],
    small: SmallSets,
}

/// The pieces of a board's first 8 files and 8 ranks, one bit per square
/// (bit `rank * 8 + file`): where a board of at most 8x8 keeps all of
/// them, in the form its move generator computes with.
///
/// Not part of the kernel's API (hidden from its documentation): public
/// only so that the kernel's integration tests (`tests/board.rs`,
/// `tests/movegen.rs`) read it.
#[doc(hidden)]
#[derive(Clone, Copy, Default)]
pub struct SmallSets {
    /// Per colour, its pieces.
    occupied: [u64; 2],
    /// Per kind index plus one (a piece byte's low bits), the pieces of
    /// that kind of both colours, for the first [`SmallSets::KINDS`]
    /// kinds; entry 0 is always empty. Sixteen words, not one per kind a
    /// game may have (31): every position copy carries them, and a game
    /// of more kinds sorts its pieces instead.
    kinds: [u64; 16],
}

impl SmallSets {
    /// How many kinds (the first, by index) have a set: a game with more
    /// reads its kinds from the mailbox.
    pub const KINDS: usize = 15;

    /// The bit of `square`, if it is among the first 8 files and ranks.
    #[inline]
    fn bit(square: Square) -> Option<u64> {
        (square.file() < 8 && square.rank() < 8)
            .then(|| 1u64 << ((square.rank() << 3) | square.file()))
    }

    /// `square`'s piece byte changes from `old` to `new` (0 for empty).
    #[inline]
    fn replace(&mut self, square: Square, old: u8, new: u8) {
        let Some(bit) = Self::bit(square) else {
            return;
        };
        if old != 0 {
            self.occupied[usize::from(old >> 7)] &= !bit;
            if let Some(set) = self.kinds.get_mut(usize::from(old & 0x7f)) {
                *set &= !bit;
            }
        }
        if new != 0 {
            self.occupied[usize::from(new >> 7)] |= bit;
            // A kind past the first fifteen is in no set.
            if let Some(set) = self.kinds.get_mut(usize::from(new & 0x7f)) {
                *set |= bit;
            }
        }
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn occupied_by(&self, color: Color) -> u64 {
        self.occupied[color.index()]
    }

    /// The squares of the pieces of kind index `kind`, of both colours
    /// (none for a kind past the first [`SmallSets::KINDS`]).
    #[inline]
    pub fn kind(&self, kind: u8) -> u64 {
        self.kinds.get(usize::from(kind) + 1).copied().unwrap_or(0)
    }
}

impl Board {
    /// An empty board of `geometry`.
    pub fn empty(geometry: Geometry) -> Board {
        Board {
            geometry,
            cells: [0; 256],
            occupied: [SquareSet::EMPTY; 2],
            small: SmallSets::default(),
        }
    }

    /// The board's size.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The piece on `square`, if any.
    #[inline]
    pub fn get(&self, square: Square) -> Option<Piece> {
        Piece::from_byte(self.cells[square.index()])
    }

    /// The byte of `square`: the packed piece ([`Piece::to_byte`]), 0 if
    /// empty.
    #[inline]
    pub(crate) fn cell(&self, square: Square) -> u8 {
        self.cells[square.index()]
    }

    /// Puts `piece` on `square` (replacing what was there), or empties it.
    #[inline]
    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        let old = self.cells[square.index()];
        if let Some(old) = Piece::from_byte(old) {
            self.occupied[old.color().index()].remove(square);
        }
        let new = piece.map_or(0, Piece::to_byte);
        self.cells[square.index()] = new;
        if let Some(p) = piece {
            self.occupied[p.color().index()].insert(square);
        }
        self.small.replace(square, old, new);
    }

    /// The pieces of the first 8 files and ranks, one bit per square:
    /// all of them on a board of at most 8x8. Not part of the kernel's
    /// API (hidden from its documentation): public only for the kernel's
    /// integration tests.
    #[doc(hidden)]
    #[inline]
    pub fn small(&self) -> &SmallSets {
        &self.small
    }

    /// Takes the piece off `square` and returns it.
    #[inline]
    pub fn take(&mut self, square: Square) -> Option<Piece> {
        let piece = self.get(square);
        self.set(square, None);
        piece
    }

    /// The squares holding pieces of `color`.
    #[inline]
    pub fn occupied_by(&self, color: Color) -> SquareSet {
        self.occupied[color.index()]
    }

    /// The squares holding any piece.
    #[inline]
    pub fn occupied(&self) -> SquareSet {
        self.occupied[0] | self.occupied[1]
    }

    /// The squares and pieces of `color`, lowest square first.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied[color.index()]
            .iter()
            .filter_map(move |s| self.get(s).map(|p| (s, p)))
    }

    /// The first square (lowest index) holding exactly `piece`.
    pub fn find(&self, piece: Piece) -> Option<Square> {
        self.occupied[piece.color().index()]
            .iter()
            .find(|&s| self.get(s) == Some(piece))
    }

    /// How many pieces of both colours stand on the board.
    pub fn count(&self) -> usize {
        self.occupied[0].len() + self.occupied[1].len()
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.geometry == other.geometry && self.cells == other.cells
    }
}

impl Eq for Board {}

impl Hash for Board {
    /// Folds every occupied square and its piece into one word with a cheap
    /// multiply-rotate mix, then hands the hasher that word: turn searches
    /// hash millions of mid-turn positions, and feeding the hasher piece by
    /// piece cost more than generating the moves. Equal boards hash equal;
    /// a collision only costs a comparison.
    fn hash<H: Hasher>(&self, state: &mut H) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut h: u64 = 0;
        for color in Color::ALL {
            for s in self.occupied[color.index()].iter() {
                let v = ((s.index() as u64) << 8) | self.cells[s.index()] as u64;
                h = (h.rotate_left(5) ^ v).wrapping_mul(K);
            }
        }
        state.write_u64(h);
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let pieces: Vec<String> = Color::ALL
            .iter()
            .flat_map(|&c| self.pieces(c))
            .map(|(s, p)| format!("{s}:{}{}", p.color().fen_char(), p.kind()))
            .collect();
        write!(f, "Board({} {})", self.geometry, pieces.join(" "))
    }
}

/// Draws `board` as text, rank by rank from the top, with file letters and
/// rank numbers; `letter` names each piece (upper case for White by custom)
/// and empty squares are `.`.
///
/// ```text
/// 8 r n b q k b n r
/// 7 p p p p p p p p
/// ...
///   a b c d e f g h
/// ```
pub fn diagram(board: &Board, letter: impl Fn(Piece) -> String) -> String {
    diagram_with_files(board, letter, FileLetters::Lower)
}

/// How [`diagram_with_files`] letters the files: as chess writes them
/// (`a b c`), or as a game whose notation writes squares in capitals does
/// (Edge of the World Chess: `A B C`, squares `C1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileLetters {
    /// `a b c ...`.
    Lower,
    /// `A B C ...`.
    Upper,
}

/// [`diagram`], with the files lettered as `files` says.
///
/// ```
/// use kernel::board::{diagram_with_files, Board, FileLetters};
/// use kernel::Geometry;
/// let board = Board::empty(Geometry::new(3, 2).unwrap());
/// assert_eq!(diagram_with_files(&board, |_| String::new(), FileLetters::Upper), " 2 . . .\n 1 . . .\n   A B C\n");
/// ```
pub fn diagram_with_files(
    board: &Board,
    letter: impl Fn(Piece) -> String,
    files: FileLetters,
) -> String {
    let geometry = board.geometry();
    let cells: Vec<Vec<String>> = (0..geometry.ranks())
        .rev()
        .map(|rank| {
            (0..geometry.files())
                .map(|file| match board.get(Square::new(file, rank)) {
                    Some(p) => letter(p),
                    None => ".".to_string(),
                })
                .collect()
        })
        .collect();
    let width = cells
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for (i, row) in cells.iter().enumerate() {
        let rank = geometry.ranks() as usize - i;
        out.push_str(&format!("{rank:>2} "));
        let line: Vec<String> = row.iter().map(|c| format!("{c:<width$}")).collect();
        out.push_str(line.join(" ").trim_end());
        out.push('\n');
    }
    out.push_str("   ");
    let letters: Vec<String> = (0..geometry.files())
        .map(|f| {
            let c = crate::geometry::file_char(f);
            let c = match files {
                FileLetters::Lower => c,
                FileLetters::Upper => c.to_ascii_uppercase(),
            };
            format!("{c:<width$}")
        })
        .collect();
    out.push_str(letters.join(" ").trim_end());
    out.push('\n');
    out
}
