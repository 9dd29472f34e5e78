//! The piece kinds of Edge of the World Chess and the sixteen directions of
//! the text's momentum diagram.
//!
//! ```text
//!   14 15  0  1  2        0, 4, 8, 12: files and ranks (0 is towards rank 12)
//!   13           3        2, 6, 10, 14: diagonals
//!   12     *     4        odd numbers: the knight's eight leaps
//!   11           5
//!   10  9  8  7  6
//! ```

use kernel::{Color, Piece};

/// The seven kinds of piece, in the order of their index in a [`Piece`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The King: one square any way; removing it wins.
    King,
    /// The Queen: any distance along files, ranks and diagonals.
    Queen,
    /// The Rook: any distance along files and ranks.
    Rook,
    /// The Bishop: any distance along diagonals.
    Bishop,
    /// The Knight: one or more knight leaps in one direction.
    Knight,
    /// The Pawn: one square forward, or one square diagonally forward.
    Pawn,
    /// The Corsair, a promoted Pawn: moves and captures as a King.
    Corsair,
}

impl Kind {
    /// Every kind, in index order.
    pub const ALL: [Kind; 7] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
        Kind::Corsair,
    ];

    /// The upper-case letter the text uses (`K Q R B N P C`).
    pub const fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
            Kind::Corsair => 'C',
        }
    }

    /// The kind written with `letter`, either case. The text's momentum
    /// notation lists `w` for Black's Pawn, which we read as a misprint of
    /// `p` (see RULES.md).
    pub fn from_letter(letter: char) -> Option<Kind> {
        Some(match letter.to_ascii_uppercase() {
            'K' => Kind::King,
            'Q' => Kind::Queen,
            'R' => Kind::Rook,
            'B' => Kind::Bishop,
            'N' => Kind::Knight,
            'P' | 'W' => Kind::Pawn,
            'C' => Kind::Corsair,
            _ => return None,
        })
    }

    /// The piece's name in lower case, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Queen => "queen",
            Kind::Rook => "rook",
            Kind::Bishop => "bishop",
            Kind::Knight => "knight",
            Kind::Pawn => "pawn",
            Kind::Corsair => "corsair",
        }
    }

    /// The piece of this kind and `color`.
    pub const fn piece(self, color: Color) -> Piece {
        Piece::new(color, self as u8)
    }

    /// The kind of `piece`.
    pub fn of(piece: Piece) -> Kind {
        Kind::ALL
            .get(piece.kind() as usize)
            .copied()
            .unwrap_or(Kind::Pawn)
    }

    /// The letter of `piece` in position text: upper case for White.
    pub fn fen_letter(piece: Piece) -> char {
        let l = Kind::of(piece).letter();
        match piece.color() {
            Color::White => l,
            Color::Black => l.to_ascii_lowercase(),
        }
    }
}

/// One of the sixteen directions of the text's diagram, 0 to 15.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Direction(u8);

/// The step of each direction as (files, ranks).
const VECTORS: [(i8, i8); 16] = [
    (0, 1),
    (1, 2),
    (1, 1),
    (2, 1),
    (1, 0),
    (2, -1),
    (1, -1),
    (1, -2),
    (0, -1),
    (-1, -2),
    (-1, -1),
    (-2, -1),
    (-1, 0),
    (-2, 1),
    (-1, 1),
    (-1, 2),
];

impl Direction {
    /// Direction `n` of the diagram, if `n` is below 16.
    pub const fn new(n: u8) -> Option<Direction> {
        if n < 16 {
            Some(Direction(n))
        } else {
            None
        }
    }

    /// Its number in the diagram.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// One step (one square, or one knight leap) as (files, ranks).
    pub const fn vector(self) -> (i8, i8) {
        VECTORS[self.0 as usize]
    }

    /// Whether it is one of the knight's leaps (an odd number).
    pub const fn is_leap(self) -> bool {
        self.0 % 2 == 1
    }

    /// Whether it runs along a file or rank (0, 4, 8, 12).
    pub const fn is_orthogonal(self) -> bool {
        self.0 % 4 == 0
    }

    /// Whether it is a diagonal (2, 6, 10, 14).
    pub const fn is_diagonal(self) -> bool {
        self.0 % 4 == 2
    }

    /// The direction whose step is `(dx, dy)`, if any.
    pub fn from_vector(dx: i8, dy: i8) -> Option<Direction> {
        VECTORS
            .iter()
            .position(|&v| v == (dx, dy))
            .map(|i| Direction(i as u8))
    }

    /// Straight forward for `color`'s Pawns: 0 for White, 8 for Black.
    pub const fn forward(color: Color) -> Direction {
        match color {
            Color::White => Direction(0),
            Color::Black => Direction(8),
        }
    }

    /// The two diagonals forward for `color`'s Pawns.
    pub const fn forward_diagonals(color: Color) -> [Direction; 2] {
        match color {
            Color::White => [Direction(14), Direction(2)],
            Color::Black => [Direction(10), Direction(6)],
        }
    }
}

/// Whether `kind` of `color` may carry momentum in `direction` at `speed`
/// (speed in squares, or in half leaps for a Knight). With `castling`, a
/// King may also carry the momentum its castling move gives it: two
/// squares along its rank.
pub fn motion_allowed(
    kind: Kind,
    color: Color,
    direction: Direction,
    speed: u8,
    castling: bool,
) -> bool {
    match kind {
        Kind::King => {
            !direction.is_leap()
                && (speed == 1 || (castling && speed == 2 && matches!(direction.number(), 4 | 12)))
        }
        Kind::Corsair => !direction.is_leap() && speed == 1,
        Kind::Queen => !direction.is_leap() && (1..=11).contains(&speed),
        Kind::Rook => direction.is_orthogonal() && (1..=11).contains(&speed),
        Kind::Bishop => direction.is_diagonal() && (1..=11).contains(&speed),
        Kind::Knight => direction.is_leap() && speed % 2 == 0 && (2..=10).contains(&speed),
        Kind::Pawn => {
            speed == 1
                && (direction == Direction::forward(color)
                    || Direction::forward_diagonals(color).contains(&direction))
        }
    }
}
