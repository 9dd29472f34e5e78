#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod game;
pub mod pieces;
pub mod rules;

pub use game::{HeavyGravity, OptionsError, PlayError};
pub use rules::{rules, START_FEN};

pub use kernel::chesslike::{FenError, Move, MoveKind, NotationError, Position};
pub use kernel::{
    random_playout, Color, EndReason, GameResult, IllegalTurn, Outcome, Piece, Square, Turn,
    Variant,
};
