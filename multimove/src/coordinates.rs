//! Multimove Chess in the kernel's
//! [coordinate notation](kernel::coordinates), which every variant reads
//! and writes beside its own: each move of the turn is its two squares,
//! the moves separated by commas, `e2e3,d1f3`; a promotion adds the new
//! piece's letter in lower case, `e7e8q`; castling is the King's move,
//! `e1g1`.
//!
//! The end of a turn that still has points ([`crate::Step::EndTurn`]) is
//! not written, as in the game's own notation: it can only be a turn's
//! last step, and a turn whose moves leave points is read as ended there
//! by the player. A turn that a check or an empty budget ends has no such
//! step.
//!
//! ```
//! use multimove::{Coordinates, MultimoveChess, Step, Variant};
//!
//! let game = MultimoveChess::new();
//! let start = game.start_position();
//! let turn = game.read_coordinates(&start, "e2e3, d1f3").unwrap();
//! assert_eq!(game.write_turn(&start, &turn), "e2-e3, Q d1-f3");
//! // Two points of the four are left: the player ends the turn.
//! assert_eq!(turn.last(), Some(&Step::EndTurn));
//! assert_eq!(game.write_coordinates(&start, &turn), "e2e3,d1f3");
//! ```

use crate::{Multimove, Position, Step};
use kernel::coordinates::{CoordinateStep, Coordinates};
use kernel::Geometry;

impl<B> Coordinates for Multimove<B> {
    fn geometry(&self) -> Geometry {
        self.game.rules().geometry
    }

    /// A move as its squares; the end of the turn unwritten.
    fn coordinate_step(&self, _position: &Position, step: Step) -> Option<CoordinateStep> {
        match step {
            Step::Move(mv) => Some(self.game.move_coordinates(mv)),
            Step::EndTurn => None,
        }
    }
}
