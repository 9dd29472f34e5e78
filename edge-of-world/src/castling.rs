//! FIDE castling on the 12x12 board (option `castling=fide`, the default).
//!
//! The FIDE army stands in the central 8x8, so the King's home is G3 (G10
//! for Black) and the Rooks' are C3 and J3 (C10, J10). FIDE 3.8.2: the
//! King goes two squares towards the Rook and the Rook to the square the
//! King crossed; both have then moved, so both are in motion, each in the
//! direction and at the speed (squares moved) of its own move:
//!
//! ```text
//!   King's side, O-O:    . . . . R K . . .     K G3 -> I3: direction 4, speed 2
//!   (rank 3)             C D E F G H I J       R J3 -> H3: direction 12, speed 2
//!                        . . . . . R K .
//!   Queen's side, O-O-O: R . . . K             K G3 -> E3: direction 12, speed 2
//!                        . . K R .             R C3 -> F3: direction 4, speed 3
//! ```
//!
//! A right is lost for good once the King or that Rook leaves its home
//! square (by any move: a start, momentum, the End of the World) or the
//! Rook is captured there.

use kernel::{Color, Square};

/// Which Rook a King castles with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// With the Rook on file J, towards the King's side (`O-O`, `K`/`k`).
    King,
    /// With the Rook on file C, towards the Queen's side (`O-O-O`, `Q`/`q`).
    Queen,
}

impl CastlingSide {
    /// Both sides, the King's first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];
}

/// Every right: the start of a game with castling.
pub(crate) const ALL_RIGHTS: u8 = 0b1111;

/// The bit of one right in [`Position`]'s rights.
pub(crate) const fn bit(color: Color, side: CastlingSide) -> u8 {
    let colour = match color {
        Color::White => 0,
        Color::Black => 2,
    };
    let side = match side {
        CastlingSide::King => 0,
        CastlingSide::Queen => 1,
    };
    1 << (colour + side)
}

/// The rank of `color`'s back row: 3 for White, 10 for Black (from 0: 2, 9).
pub(crate) const fn home_rank(color: Color) -> u8 {
    match color {
        Color::White => 2,
        Color::Black => 9,
    }
}

/// G3 or G10.
pub(crate) const fn king_home(color: Color) -> Square {
    Square::new(6, home_rank(color))
}

/// J3, C3, J10 or C10.
pub(crate) const fn rook_home(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::King => 9,
        CastlingSide::Queen => 2,
    };
    Square::new(file, home_rank(color))
}

/// Whether `square` is the home of a King or Rook that castling uses (C, G
/// or J on rank 3 or 10).
pub(crate) const fn is_home(square: Square) -> bool {
    matches!(square.file(), 2 | 6 | 9) && matches!(square.rank(), 2 | 9)
}

/// Where the King goes: two squares towards the Rook (I or E).
pub(crate) const fn king_target(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::King => 8,
        CastlingSide::Queen => 4,
    };
    Square::new(file, home_rank(color))
}

/// Where the Rook goes: the square the King crossed (H or F).
pub(crate) const fn rook_target(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::King => 7,
        CastlingSide::Queen => 5,
    };
    Square::new(file, home_rank(color))
}

/// The side a King's start from `from` to `to` castles on, if it is the
/// King's castling move of `color`.
pub(crate) fn side_of(color: Color, from: Square, to: Square) -> Option<CastlingSide> {
    if from != king_home(color) {
        return None;
    }
    CastlingSide::ALL
        .into_iter()
        .find(|&side| to == king_target(color, side))
}

/// The rights as FEN writes them, `KQkq` order; empty for none.
pub(crate) fn letters(rights: u8) -> String {
    [
        (Color::White, CastlingSide::King, 'K'),
        (Color::White, CastlingSide::Queen, 'Q'),
        (Color::Black, CastlingSide::King, 'k'),
        (Color::Black, CastlingSide::Queen, 'q'),
    ]
    .into_iter()
    .filter(|&(c, s, _)| rights & bit(c, s) != 0)
    .map(|(_, _, l)| l)
    .collect()
}

/// The right a FEN letter names.
pub(crate) fn right_of_letter(letter: char) -> Option<(Color, CastlingSide)> {
    Some(match letter {
        'K' => (Color::White, CastlingSide::King),
        'Q' => (Color::White, CastlingSide::Queen),
        'k' => (Color::Black, CastlingSide::King),
        'q' => (Color::Black, CastlingSide::Queen),
        _ => return None,
    })
}
