//! Heavy Gravity Chess in the kernel's
//! [coordinate notation](kernel::coordinates), which every variant reads
//! and writes beside its own: a move is its two squares, `e2e3`, and a
//! promotion adds the new piece's letter in lower case, `e7e8q`. There is
//! no castling and no en passant.
//!
//! ```
//! use heavy_gravity::{Coordinates, HeavyGravity, Variant};
//!
//! let game = HeavyGravity::new();
//! let start = game.start_position();
//! let turn = game.read_coordinates(&start, "e2e3").unwrap();
//! assert_eq!(game.write_turn(&start, &turn), "e3");
//! assert_eq!(game.write_coordinates(&start, &turn), "e2e3");
//! // No double step: the coordinates read, and name no move of the position.
//! assert_eq!(
//!     game.read_coordinates(&start, "e2e4").unwrap_err().to_string(),
//!     "step 1 'e2e4' is no step here: the steps from e2 are e2e3"
//! );
//! ```
//!
//! The notation is the chess-like engine's ([`kernel::chesslike::ChesslikeGame`]).
