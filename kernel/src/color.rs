//! The two sides of a game and what "forward" means for each.

use std::fmt;
use std::ops::Not;

/// One of the two players. White moves first and its forward is towards
/// higher ranks; Black's forward is towards lower ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that starts on the low ranks.
    White,
    /// The side that starts on the high ranks.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black: an index into per-colour tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// +1 for White (forward is up the board), -1 for Black.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The letter FEN uses for the side to move: `w` or `b`.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The name in lower case, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
