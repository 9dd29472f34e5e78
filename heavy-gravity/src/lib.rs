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

// The same names in every variant crate: what a program needs without
// naming the kernel.
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::game::{AcceptedClaim, AnyGame, ClaimError, Game, PlayError, PlayedTurn, Undone};
pub use kernel::{
    enumerate_turns, random_playout, Board, Color, EndReason, GameResult, Geometry, IllegalTurn,
    NamedPiece, Outcome, Piece, RefusedClaim, Square, SquareSet, Turn, Variant,
};

/// The names most programs use, in one import:
/// `use heavy_gravity::prelude::*;` brings [`HeavyGravity`], the traits [`Variant`] and
/// [`Coordinates`], [`Game`] and [`AnyGame`], and the types of their
/// answers.
pub mod prelude {
    pub use crate::{
        AnyGame, Color, Coordinates, EndReason, Game, GameResult, HeavyGravity, Outcome, PlayError,
        Position, Square, Turn, Variant,
    };
}

pub use game::{HeavyGravity, OptionsError};
/// Why a position text was refused: the kernel's FEN reader's error, by
/// the name every variant crate gives it.
pub use kernel::chesslike::FenError as PositionError;
pub use rules::{rules, START_FEN};

pub use kernel::chesslike::{FenError, Move, MoveKind, NotationError, Position};
