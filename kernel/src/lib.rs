//! The shared kernel of the Chess Variant Pages rules engines.
//!
//! - [`geometry`]: boards from 1x1 to 16x16, squares and coordinates.
//! - [`betza`]: pieces defined by Betza's notation; [`tables`]: the
//!   per-square move tables built from them.
//! - [`Board`] and [`Piece`]: a mailbox board.
//! - [`Variant`]: the contract of every variant, whose turns are sequences
//!   of steps; [`perft`] and [`enumerate_turns`] work on any variant;
//!   [`walk`]: the one walk over a turn's steps they and the engine use,
//!   with its bound on memory and steps.
//! - [`game::Game`]: a game in progress (the turns played with their
//!   notation, the repetition history, the players' acts between turns
//!   ([`acts`]: claims, draw offers, resignation), undo, the outcome, the
//!   game file),
//!   and [`game::AnyGame`], the same behind an object-safe trait.
//! - [`chesslike`]: a table-driven engine for chess-like games, and
//!   [`chess`]: FIDE chess built on it.
//! - [`coordinates`]: the one coordinate notation every variant reads and
//!   writes beside its own (`e2e4`, `e4e6,g1f3`), for programs and GUIs;
//!   [`notation_lexer`]: the lexing every variant's own notation shares
//!   (castling, check and quality marks, piece letters, separators, SAN).
//! - [`draws`]: FIDE's draw rules as data (claims, automatic draws, dead
//!   positions), for the variants that inherit them.
//! - [`options`]: the one grammar of variant options (`key=value` pairs).
//! - [`fast_hash`]: the hasher of the tables of positions a search keeps.
//! - [`search_terms`]: what a game-playing search needs to know of a game
//!   beyond its rules (evaluation, how its turns are made), which each
//!   variant brings through [`Variant::search_terms`]; [`evaluation`]: the
//!   parts such terms are built from (piece values from Betza moves, the
//!   board terms every game of pieces shares); [`legend_terms`]: the
//!   default terms of a game that says nothing.
//! - [`step_rules`]: the step level of [`Variant`] that the walk uses,
//!   set apart below the trait.
//! - [`excerpt`]: how every error message quotes input: a short, escaped
//!   [`excerpt::Excerpt`], one line whatever the input.
//! - [`replay`]: game files replayed into reports; [`scene`]: what a report
//!   shows of a game (the key to its pieces, each position with its pieces
//!   in motion, the events of each turn).
//!
//! # Examples
//! ```
//! use kernel::{chess, Variant};
//! let chess = chess::fide();
//! let start = chess.start_position();
//! let mut turns = Vec::new();
//! chess.legal_turns(&start, &mut turns);
//! assert_eq!(turns.len(), 20);
//! let first = chess.read_turn(&start, "Nf3").unwrap();
//! let after = chess.play_turn(&start, &first).unwrap();
//! assert_eq!(chess.write_turn(&start, &first), "Nf3");
//! assert!(chess.outcome(&after, &[]).is_none());
//! ```

#![forbid(unsafe_code)]
#![doc = include_str!("../README.md")]

pub mod acts;
pub mod betza;
pub mod board;
pub mod chess;
pub mod chesslike;
mod color;
pub mod coordinates;
mod count_tree;
pub mod draws;
pub mod evaluation;
pub mod excerpt;
pub mod fast_hash;
pub mod game;
pub mod geometry;
pub mod legend_terms;
pub mod notation_lexer;
pub mod options;
pub mod perft;
pub mod perft_file;
pub mod piece;
pub mod replay;
pub mod scene;
pub mod search_terms;
pub mod step_rules;
pub mod tables;
pub mod test_depth;
mod turn_key;
pub mod variant;
pub mod walk;

pub use board::Board;
pub use color::Color;
pub use coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use geometry::{Geometry, GeometryError, Square, SquareSet};
pub use piece::{NamedPiece, Piece, PieceKind, Role};
pub use variant::{
    enumerate_turns, random_playout, EndReason, GameResult, IllegalTurn, Outcome, RefusedClaim,
    Turn, Variant,
};
