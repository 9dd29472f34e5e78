#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
pub mod engine_terms;
mod game;
mod movegen;
/// Turn notation: short algebraic (SAN) with the piece a capture creates
/// (`Nxd5(R)`) and promotions on arrival or in place (`e8=Q`).
///
/// # Examples
/// ```
/// use forward::{Forward, Variant};
///
/// let game = Forward::new();
/// let p = game.read_position("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1").unwrap();
/// // The created Rook is written; reading it is optional, and checked.
/// let turn = game.read_turn(&p, "Nxd5").unwrap();
/// assert_eq!(game.write_turn(&p, &turn), "Nxd5(R)");
/// assert_eq!(game.read_turn(&p, "Nc3xd5(R)").unwrap(), turn);
/// assert!(game.read_turn(&p, "Nxd5(Q)").is_err());
/// ```
pub mod notation;
pub mod pieces;
mod position;
mod report;
pub mod text;
mod variant;

/// This crate's `RULES.md`: every rule sentence of the published text
/// quoted, how the code reads it, and the test that shows it; the open
/// questions with their rulings.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

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
/// `use forward::prelude::*;` brings [`Forward`], the traits [`Variant`] and
/// [`Coordinates`], [`Game`] and [`AnyGame`], and the types of their
/// answers.
pub mod prelude {
    pub use crate::{
        AnyGame, Color, Coordinates, EndReason, Forward, Game, GameResult, Outcome, PlayError,
        Position, Square, Turn, Variant,
    };
}

pub use game::{FiftyMoveClaimError, Forward, OptionsError, CLAIM_PLIES};
pub use notation::NotationError;
pub use pieces::{rules, START_FEN};
pub use position::Position;
pub use text::PositionError;

pub use kernel::chesslike::{FenError, Move, MoveKind, Position as ChesslikePosition};
