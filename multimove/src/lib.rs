#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
mod cost;
mod game;
pub mod notation;
mod position;
mod report;
mod rules;
pub mod text;
mod variant;

/// This crate's `RULES.md`: every rule sentence of the published text
/// quoted, how the code reads it, and the test that shows it; the open
/// questions with their rulings.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

pub use cost::{squares_crossed, Cost, Pricing};
pub use game::{
    fide_rules, BaseGame, BuildError, Custom, Fide, HeavyGravity, Multimove, OptionsError,
    MAX_BUDGET,
};
pub use notation::NotationError;
pub use position::Position;
pub use rules::{CheckedTurn, Step, StepRule, TurnEnd, TurnError};
pub use text::PositionError;

pub use kernel::chesslike::{Chesslike, FenError, Move, MoveKind, Rules};

// The same names in every variant crate: what a program needs without
// naming the kernel.
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::game::{AcceptedClaim, AnyGame, ClaimError, Game, PlayError, PlayedTurn, Undone};
pub use kernel::{
    enumerate_turns, random_playout, Board, Color, EndReason, GameResult, Geometry, IllegalTurn,
    NamedPiece, Outcome, Piece, RefusedClaim, Square, SquareSet, Turn, Variant,
};

/// The names most programs use, in one import:
/// `use multimove::prelude::*;` brings [`Multimove`], [`MultimoveChess`], [`MultimoveHeavyGravity`], the traits [`Variant`] and
/// [`Coordinates`], [`Game`] and [`AnyGame`], and the types of their
/// answers.
pub mod prelude {
    pub use crate::{
        AnyGame, Color, Coordinates, EndReason, Game, GameResult, Multimove, MultimoveChess,
        MultimoveHeavyGravity, Outcome, PlayError, Position, Square, Step, Turn, Variant,
    };
}

/// Multimove FIDE Chess, the variant `multimove`.
pub type MultimoveChess = Multimove<Fide>;

/// Multimove Heavy Gravity Chess, the variant `multimove-heavy-gravity`.
pub type MultimoveHeavyGravity = Multimove<HeavyGravity>;
