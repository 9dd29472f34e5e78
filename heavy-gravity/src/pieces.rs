//! The Heavy Gravity pieces: one table of letter, name, Betza string and
//! role.
//!
//! | letter | piece | Betza | moves |
//! |---|---|---|---|
//! | `P` | Pawn | `fmWfcF` | one step straight on, captures one step diagonally forward; no double step |
//! | `N` | Knight | `nN` | the non-jumping (Mao) knight: one orthogonal step, then one diagonal step outward; blocked on the orthogonal step |
//! | `B` | Bishop | `B4` | a bishop that goes at most 4 squares |
//! | `R` | Rook | `R4` | a rook that goes at most 4 squares |
//! | `Q` | Queen | `Q4` | a queen that goes at most 4 squares |
//! | `K` | Old Monkey | `FbW` | royal: one step diagonally, or one step straight backward |
//!
//! The Old Monkey keeps the King's letter `K`, so a position text of Heavy
//! Gravity Chess looks like a FIDE one.

use kernel::{PieceKind, Role};

/// Kind indexes of the pieces in [`pieces`] (the index a
/// [`kernel::Piece`] carries).
pub mod kinds {
    /// The Pawn.
    pub const PAWN: u8 = 0;
    /// The non-jumping Knight.
    pub const KNIGHT: u8 = 1;
    /// The Bishop, at most 4 squares.
    pub const BISHOP: u8 = 2;
    /// The Rook, at most 4 squares.
    pub const ROOK: u8 = 3;
    /// The Queen, at most 4 squares.
    pub const QUEEN: u8 = 4;
    /// The Old Monkey, the royal piece.
    pub const OLD_MONKEY: u8 = 5;
}

/// Letter, name, Betza string and role of each piece, in the order of
/// [`kinds`].
pub const TABLE: [(char, &str, &str, Role); 6] = [
    ('P', "Pawn", "fmWfcF", Role::Pawn),
    ('N', "Knight", "nN", Role::Piece),
    ('B', "Bishop", "B4", Role::Piece),
    ('R', "Rook", "R4", Role::Piece),
    ('Q', "Queen", "Q4", Role::Piece),
    ('K', "Old Monkey", "FbW", Role::Royal),
];

/// The six Heavy Gravity pieces, in the order of [`kinds`].
///
/// # Panics
/// Never: the Betza strings of [`TABLE`] are constants, read in the tests.
pub fn pieces() -> Vec<PieceKind> {
    TABLE
        .iter()
        .map(|&(letter, name, betza, role)| {
            PieceKind::new(letter, name, betza, role)
                .expect("the Heavy Gravity Betza strings are valid")
        })
        .collect()
}
