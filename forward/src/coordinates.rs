//! Forward Chess in the kernel's
//! [coordinate notation](kernel::coordinates), which every variant reads
//! and writes beside its own: a move is its two squares, `e2e4`, whatever
//! it captures and creates; a promotion adds the new piece's letter in
//! lower case, `e7e8q`, and a promotion in place (a pawn already on its
//! last rank) names its square twice, `e8e8q`.
//!
//! The piece a capture creates is not written: the rules fix it (rule 2).
//! Two captures that leave one position (from a3 and c3, `a3b4` and
//! `c3b4` taking a Knight on b4) are two moves and are written apart; the
//! turn list holds one of them (see [`crate::Forward::legal_moves`]), and
//! either reads.
//!
//! ```
//! use forward::{Coordinates, Forward, Variant};
//!
//! let game = Forward::new();
//! let p = game.read_position("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1").unwrap();
//! let turn = game.read_coordinates(&p, "c3d5").unwrap();
//! assert_eq!(game.write_turn(&p, &turn), "Nxd5(R)");
//! assert_eq!(game.write_coordinates(&p, &turn), "c3d5");
//!
//! let p = game.read_position("4k2P/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
//! let turn = game.read_coordinates(&p, "h8h8q").unwrap();
//! assert_eq!(game.write_turn(&p, &turn), "h8=Q+");
//! ```

use crate::{Forward, Position};
use kernel::chesslike::Move;
use kernel::coordinates::{CoordinateStep, Coordinates};
use kernel::Geometry;

impl Coordinates for Forward {
    fn geometry(&self) -> Geometry {
        Geometry::CHESS
    }

    fn coordinate_step(&self, _position: &Position, step: Move) -> Option<CoordinateStep> {
        Some(self.engine.move_coordinates(step))
    }
}
