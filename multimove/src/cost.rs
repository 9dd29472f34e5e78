//! What a move costs: the squares it enters, passes or jumps over, a
//! capture, a second move of the same piece in one turn, and promotion.

use kernel::chesslike::{Chesslike, Move, MoveKind};
use kernel::{Color, Square};
use std::fmt;

/// The prices a mutated game adds to its base game: promotion by the kind
/// promoted to, and castling.
///
/// # Examples
/// ```
/// let fide = multimove::Pricing::fide();
/// assert_eq!(fide.promotion, vec![('N', 1), ('B', 1), ('R', 2), ('Q', 3)]);
/// assert_eq!(fide.castling, Some(2));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pricing {
    /// The cost of promoting to each kind, by its letter. Every kind a pawn
    /// may become must be priced.
    pub promotion: Vec<(char, u8)>,
    /// The cost of castling; `None` prices it like any King move (the
    /// squares the King crosses).
    pub castling: Option<u8>,
}

impl Pricing {
    /// Multimove FIDE Chess: "Castling costs 2 points. Promoting a pawn
    /// costs 1 point for promotion to a Knight or Bishop, 2 points for
    /// promotion to a Rook, or 3 points for promotion to a Queen."
    pub fn fide() -> Pricing {
        Pricing {
            promotion: vec![('N', 1), ('B', 1), ('R', 2), ('Q', 3)],
            castling: Some(2),
        }
    }
}

/// The cost of one move, part by part.
///
/// # Examples
/// ```
/// let knight_capture = multimove::Cost { squares: 2, capture: 1, again: 0, promotion: 0 };
/// assert_eq!(knight_capture.total(), 3);
/// assert_eq!(knight_capture.to_string(), "3 (2 squares, 1 capture)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cost {
    /// One per square moved into, through or over (castling: its price).
    pub squares: u8,
    /// 1 for a capture.
    pub capture: u8,
    /// 1 if the piece has already moved this turn.
    pub again: u8,
    /// The promotion's price.
    pub promotion: u8,
}

impl Cost {
    /// The whole cost in points.
    pub fn total(self) -> u8 {
        self.squares
            .saturating_add(self.capture)
            .saturating_add(self.again)
            .saturating_add(self.promotion)
    }

    /// The parts of the cost in words: `2 squares, 1 capture`.
    pub fn parts(self) -> String {
        let plural = |n: u8, word: &str| {
            if n == 1 {
                format!("1 {word}")
            } else {
                format!("{n} {word}s")
            }
        };
        let mut parts = vec![plural(self.squares, "square")];
        if self.capture > 0 {
            parts.push(format!("{} capture", self.capture));
        }
        if self.again > 0 {
            parts.push(format!("{} for moving again", self.again));
        }
        if self.promotion > 0 {
            parts.push(format!("{} promotion", self.promotion));
        }
        parts.join(", ")
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.total(), self.parts())
    }
}

/// The number of squares a move from `from` to `to` enters, passes or
/// jumps over: the Chebyshev distance. For a slide it is the squares
/// travelled; for a leap it counts the squares of the shortest King path,
/// so a Knight's move is 2 (as the text says) whether it jumps or not.
pub fn squares_crossed(from: Square, to: Square) -> u8 {
    from.file()
        .abs_diff(to.file())
        .max(from.rank().abs_diff(to.rank()))
}

/// Compiled prices: the promotion cost of each kind index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Prices {
    pub(crate) promotion: Vec<u8>,
    pub(crate) castling: Option<u8>,
}

impl Prices {
    /// The cost of `mv` in `board` terms: `captures` says whether it takes a
    /// piece, `again` whether its piece has already moved this turn.
    pub(crate) fn cost(&self, mv: Move, captures: bool, again: bool) -> Cost {
        let squares = match mv.kind {
            MoveKind::Castle(_) => self
                .castling
                .unwrap_or_else(|| squares_crossed(mv.from, mv.to)),
            _ => squares_crossed(mv.from, mv.to),
        };
        let promotion = match mv.kind {
            MoveKind::Promotion(k) => self.promotion.get(k as usize).copied().unwrap_or(0),
            _ => 0,
        };
        Cost {
            squares,
            capture: u8::from(captures),
            again: u8::from(again),
            promotion,
        }
    }

    /// The largest cost of any single move the base game's pieces can make
    /// on an otherwise suitable board: every leap and every slide to its
    /// full range, with a capture where the piece may capture, a promotion
    /// to the dearest kind where a pawn reaches its last rank, and
    /// castling. This is the text's N: "the maximum number of points
    /// necessary for any piece to make any single legal move".
    pub(crate) fn largest_single_cost(&self, game: &Chesslike) -> u8 {
        let rules = game.rules();
        let geometry = rules.geometry;
        let mut largest: u8 = 0;
        for color in Color::ALL {
            let last_rank = geometry.relative_rank(color, geometry.ranks() - 1);
            let dearest = rules.promotion[color.index()]
                .iter()
                .map(|&k| self.promotion.get(k as usize).copied().unwrap_or(0))
                .max();
            for kind in 0..rules.kinds.len() as u8 {
                let pawn = game.is_pawn(kind);
                let promotion = |to: Square| match dearest {
                    Some(p) if pawn && to.rank() == last_rank => p,
                    _ => 0,
                };
                let table = game.tables().piece(color, kind);
                for from in geometry.squares() {
                    for leap in table.leaps(from) {
                        if leap.can_move || leap.can_capture {
                            let cost = squares_crossed(from, leap.to)
                                .saturating_add(u8::from(leap.can_capture))
                                .saturating_add(promotion(leap.to));
                            largest = largest.max(cost);
                        }
                    }
                    for ray in table.rays(from) {
                        for (i, &to) in ray.squares.iter().enumerate() {
                            let i = i as u8;
                            if i < ray.move_range || i < ray.capture_range {
                                let cost = squares_crossed(from, to)
                                    .saturating_add(u8::from(i < ray.capture_range))
                                    .saturating_add(promotion(to));
                                largest = largest.max(cost);
                            }
                        }
                    }
                }
            }
            for castling in &rules.castling[color.index()] {
                let cost = self
                    .castling
                    .unwrap_or_else(|| squares_crossed(castling.king_from, castling.king_to));
                largest = largest.max(cost);
            }
        }
        largest
    }
}
