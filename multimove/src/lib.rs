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
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::variant::enumerate_turns;
pub use kernel::{Color, EndReason, GameResult, IllegalTurn, Outcome, Square, Turn, Variant};

/// Multimove FIDE Chess, the variant `multimove`.
pub type MultimoveChess = Multimove<Fide>;

/// Multimove Heavy Gravity Chess, the variant `multimove-heavy-gravity`.
pub type MultimoveHeavyGravity = Multimove<HeavyGravity>;
