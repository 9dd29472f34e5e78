#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod coordinates;
mod game;
pub mod pieces;

/// Move notation: the kernel's for chess-like games, read in short
/// algebraic (`e3`, `Nc3`, `exd5`, `e8=Q`), long algebraic (`Nb1-c3`,
/// `Nb1xc3`) or coordinates (`e2e3`, `e7e8q`), and written in short
/// algebraic with `+` or `#` after a check or a mate. There is no castling
/// (`O-O` is refused) and no en passant; a promotion must name its piece.
///
/// # Examples
/// ```
/// use heavy_gravity::{HeavyGravity, NotationError, Variant};
///
/// let game = HeavyGravity::new();
/// let start = game.start_position();
/// let turn = game.read_turn(&start, "e2-e3").unwrap();
/// assert_eq!(game.write_turn(&start, &turn), "e3");
/// assert!(matches!(game.read_turn(&start, "e4"), Err(NotationError::NoMove { .. })));
/// ```
pub mod notation {
    pub use kernel::chesslike::NotationError;
}

/// Position text: FEN, with the castling and en passant fields always `-`
/// (the game has neither); the halfmove clock and move number may be left
/// off and read as `0 1`.
///
/// # Examples
/// ```
/// use heavy_gravity::{HeavyGravity, Variant, START_FEN};
///
/// let game = HeavyGravity::new();
/// assert_eq!(game.write_position(&game.start_position()), START_FEN);
/// assert_eq!(
///     game.read_position("4k3/8/8/8/8/8/8/4K3 w").unwrap_err().to_string(),
///     "expected 4 to 6 fields (board, side, castling, en passant, clocks), found 2"
/// );
/// let p = game.read_position("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
/// assert_eq!(game.write_position(&p), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// ```
pub mod text {
    pub use kernel::chesslike::FenError as PositionError;
}
pub mod rules;

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
