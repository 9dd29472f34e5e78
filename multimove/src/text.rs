//! Position text: the base game's FEN, then the points left and the
//! squares of the pieces already moved this turn.
//!
//! ```text
//! 8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 8 -        a turn boundary, 8 points
//! 8/8/8/3p4/1N5B/p1N5/P2k4/QK1B4 w - - 0 1 5 b4         mid-turn: 5 left, b4 has moved
//! ```
//!
//! The side in the FEN is the side whose turn it is, also in the middle of
//! a turn. A plain FEN (4 to 6 fields) is read as a turn boundary with the
//! full budget N, except the standard initial array with White to move at
//! move 1, which gets White's first-turn budget N/2.

use crate::game::Multimove;
use crate::position::Position;
use kernel::chesslike::FenError;
use kernel::excerpt::Excerpt;
use kernel::{Color, SquareSet, Variant};
use thiserror::Error;

/// Why a position text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The FEN part is wrong.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// Neither a plain FEN nor FEN plus the two turn fields.
    #[error("expected a fen of 4 to 6 fields, or the 6 fen fields then points left and moved squares (8 fields); found {0} fields")]
    FieldCount(usize),
    /// The points field is not a number in range.
    #[error("points left {text} must be a whole number from 1 to {max}")]
    Points {
        /// The field.
        text: Excerpt,
        /// The budget N.
        max: u8,
    },
    /// A moved square does not read.
    #[error("moved square {text} is not a square of the board")]
    MovedSquare {
        /// The text.
        text: Excerpt,
    },
    /// A moved square does not hold a piece of the side whose turn it is.
    #[error("moved square {square} holds no {side} piece")]
    NotMoversPiece {
        /// The square, as written.
        square: String,
        /// The side whose turn it is.
        side: Color,
    },
    /// In the middle of a turn the mover cannot be in check.
    #[error("{0} is in check in the middle of its turn, which no legal sequence of moves allows")]
    MoverInCheck(Color),
}

impl<B> Multimove<B> {
    /// Reads a position text (see the [module docs](self)).
    ///
    /// # Errors
    /// [`PositionError`] naming the field that is wrong.
    pub fn parse_position(&self, text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        match fields.len() {
            4..=6 => {
                let base = self.game.parse_fen(text)?;
                let start = &self.start.base;
                let standard = base.board() == start.board()
                    && base.side_to_move() == Color::White
                    && base.castling() == start.castling()
                    && base.fullmove_number() == 1;
                let points = if standard {
                    self.first_turn_budget()
                } else {
                    self.budget
                };
                Ok(Position {
                    base,
                    points,
                    moved: SquareSet::EMPTY,
                })
            }
            8 => {
                let base = self.game.parse_fen(&fields[..6].join(" "))?;
                let points = match fields[6].parse::<u8>() {
                    Ok(n) if (1..=self.budget).contains(&n) => n,
                    _ => {
                        return Err(PositionError::Points {
                            text: Excerpt::new(fields[6]),
                            max: self.budget,
                        })
                    }
                };
                let side = base.side_to_move();
                let mut moved = SquareSet::EMPTY;
                if fields[7] != "-" {
                    for part in fields[7].split(',') {
                        let square =
                            self.game.rules().geometry.parse_square(part).map_err(|_| {
                                PositionError::MovedSquare {
                                    text: Excerpt::new(part),
                                }
                            })?;
                        if base.board().get(square).is_none_or(|p| p.color() != side) {
                            return Err(PositionError::NotMoversPiece {
                                square: part.to_string(),
                                side,
                            });
                        }
                        moved.insert(square);
                    }
                    if self.game.royal_attacked(&base, side) {
                        return Err(PositionError::MoverInCheck(side));
                    }
                }
                Ok(Position {
                    base,
                    points,
                    moved,
                })
            }
            n => Err(PositionError::FieldCount(n)),
        }
    }

    /// Writes a position as text that [`Multimove::parse_position`] reads
    /// back to an equal position.
    pub fn position_text(&self, position: &Position) -> String {
        position.text(self.game.write_position(&position.base))
    }
}
