#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
mod game;
mod movegen;
pub mod notation;
pub mod pieces;
mod position;
mod report;
pub mod text;

/// This crate's `RULES.md`: every rule sentence of the published text
/// quoted, how the code reads it, and the test that shows it; the open
/// questions with their rulings.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

pub use game::{ClaimError, Forward, OptionsError, PlayError, CLAIM_PLIES};
pub use notation::NotationError;
pub use pieces::{rules, START_FEN};
pub use position::Position;
pub use text::PositionError;

pub use kernel::chesslike::{FenError, Move, MoveKind, Position as ChesslikePosition};
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::{
    enumerate_turns, random_playout, Board, Color, EndReason, GameResult, IllegalTurn, Outcome,
    Piece, Square, Turn, Variant,
};
