#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
mod game;
pub mod pieces;
pub mod rules;

/// This crate's `RULES.md`: every rule sentence of the published text
/// quoted, how the code reads it, and the test that shows it; the open
/// questions with their rulings.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

pub use game::{HeavyGravity, OptionsError, PlayError};
pub use rules::{rules, START_FEN};

pub use kernel::chesslike::{FenError, Move, MoveKind, NotationError, Position};
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::{
    random_playout, Color, EndReason, GameResult, IllegalTurn, Outcome, Piece, Square, Turn,
    Variant,
};
