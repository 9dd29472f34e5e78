//! Edge of the World Chess in the kernel's
//! [coordinate notation](kernel::coordinates), which every variant reads
//! and writes beside its own. Every step of a turn is written, in order,
//! separated by commas; squares in lower case (either case reads):
//!
//! | step | written | the game's own notation |
//! |---|---|---|
//! | a start (castling: the King's move) | `c5c7`, `g3i3` | `R C5:C7`, `O-O` |
//! | a stop | `c7c7`, the square twice | `R C7:C7` |
//! | a momentum move | `c7c10`: where it ends, a capture included | `R C7~C10` |
//! | an End of the World move | `b2a1` | `K B2^A1` |
//! | either, leaving the board | `f6off` | `B F6~off` |
//! | either, touching a piece at once (the piece does not move) | `c7-` | `R C7~C7` |
//! | a part-way stop (`stop=part-way`) | `c7c9c9`: where it goes, and the stop there | `R C7~C9:C9` |
//! | no start or stop (`action=optional`) | `0000` where End of the World moves follow; where it ends the turn, nothing | nothing |
//!
//! A Pawn reaching its far row becomes a Corsair by the rules: no letter
//! is written. Unlike the game's own notation, coordinates write the
//! momentum and End of the World moves too: reading adds none.
//!
//! ```
//! use edge_of_world::{Coordinates, EdgeOfWorld, Variant};
//!
//! let game = EdgeOfWorld::new();
//! let start = game.start_position();
//! let play = |at: &edge_of_world::Position, text: &str| {
//!     game.play_turn(at, &game.read_coordinates(at, text).unwrap()).unwrap()
//! };
//! // A Knight leaps twice in one direction, then Black moves a Pawn.
//! let after = play(&play(&start, "d3f7"), "c9c8");
//! // The Knight moves on by momentum: its first leap lands on the Pawn on
//! // G9 and captures it. Then White's one start.
//! let turn = game.read_coordinates(&after, "f7g9,c4c5").unwrap();
//! assert_eq!(game.write_turn(&after, &turn), "N F7~xG9, P C4:C5");
//! // The momentum move must be written.
//! assert!(game.read_coordinates(&after, "c4c5").is_err());
//! ```

use crate::notation::arrival;
use crate::{EdgeOfWorld, Position, Step, Variant};
use kernel::coordinates::{CoordinateStep, Coordinates};
use kernel::Geometry;

impl Coordinates for EdgeOfWorld {
    fn geometry(&self) -> Geometry {
        crate::geometry()
    }

    /// A start as its squares, a stop as its square twice, a momentum or
    /// End of the World move as where it ends (`off`, or `-` where it
    /// does not move), a part-way stop as where it stops, twice; the end
    /// of a turn without its start or stop as nothing, or as `0000` when
    /// End of the World moves follow it.
    fn coordinate_step(&self, position: &Position, step: Step) -> Option<CoordinateStep> {
        let moved = |from| match arrival(&self.rules, position, step) {
            None => CoordinateStep::Off { from },
            Some(to) if to == from => CoordinateStep::Stays { at: from },
            Some(to) => CoordinateStep::Move {
                from,
                to,
                promotion: None,
            },
        };
        Some(match step {
            Step::Start { from, to } => CoordinateStep::Move {
                from,
                to,
                promotion: None,
            },
            Step::Stop(at) => CoordinateStep::Move {
                from: at,
                to: at,
                promotion: None,
            },
            Step::Momentum(from) | Step::EndOfWorld(from) => moved(from),
            Step::StopPartWay { from, at } => CoordinateStep::MoveAndStop { from, to: at },
            Step::End => {
                let mut after = position.clone();
                self.play_step(&mut after, step);
                if !self.in_turn(&after) {
                    return None;
                }
                CoordinateStep::Null
            }
        })
    }
}
