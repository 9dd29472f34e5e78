#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
mod cost;
pub mod engine_terms;
mod game;
/// Turn notation: the moves of a turn separated by commas, each with both
/// squares (`N c6xb4, N c3-b5, Q a1-d4++`), an optional `(cost=N)`
/// checked.
///
/// # Examples
/// ```
/// use multimove::{MultimoveChess, Variant};
///
/// let game = MultimoveChess::new();
/// let start = game.start_position();
/// let turn = game.read_turn(&start, "e2-e3, Q d1-f3").unwrap();
/// assert_eq!(game.write_turn(&start, &turn), "e2-e3, Q d1-f3");
/// // A cost note is checked: the Queen's move crosses two squares.
/// assert!(game.read_turn(&start, "e2-e3, Q d1-f3 (cost=2)").is_ok());
/// assert!(game.read_turn(&start, "e2-e3, Q d1-f3 (cost=3)").is_err());
/// ```
pub mod notation;
mod position;
mod report;
mod rules;
/// Position text: the base game's FEN, then the points left and the
/// squares of the pieces already moved this turn.
///
/// # Examples
/// ```
/// use multimove::{MultimoveChess, Variant};
///
/// let game = MultimoveChess::new();
/// let start = game.start_position();
/// // White's first turn has N/2 = 4 points; nothing has moved.
/// assert_eq!(
///     game.write_position(&start),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 4 -"
/// );
/// // In the middle of a turn: 3 points left, the piece on e3 has moved.
/// let mut mid = start.clone();
/// let turn = game.read_turn(&start, "e2-e3, Q d1-f3").unwrap();
/// game.play_step(&mut mid, turn[0]);
/// let text = game.write_position(&mid);
/// assert!(text.ends_with(" w KQkq - 0 1 3 e3"));
/// assert_eq!(game.read_position(&text).unwrap(), mid);
/// ```
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
pub use kernel::acts::{Act, PlayerAct};
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::game::{
    AcceptedClaim, ActError, AnyGame, ClaimError, Game, PlayError, PlayedTurn, RecordedAct, Undone,
};
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
