//! Momentum Chess in the kernel's
//! [coordinate notation](kernel::coordinates), which every variant reads
//! and writes beside its own. Every event of a turn is written, in the
//! order the player resolves them, separated by commas:
//!
//! | event | written | the game's own notation |
//! |---|---|---|
//! | a start (castling: the King's move) | `g1f3`, `e1g1` | `Ng1-f3`, `O-O` |
//! | a momentum move | `e4e6` | `e4-e6` |
//! | a promotion, by a start or by momentum | `e7e8q`: the new piece's letter in lower case (`s` for the Short Rook) | `e7-e8=Q` |
//! | a stop | `e4e4`, the square twice | `e4-e4` |
//! | an autostop | `e4-`: the piece on e4 is blocked and stops by itself | not written |
//! | the end of a turn without its action (`action=optional`) | not written | not written |
//!
//! The game's own notation leaves autostops out and its reader places
//! them; coordinates write each where it happens, so that reading gives
//! back the very steps written. Only the unwritten end comes last, and
//! the reader adds it when the written events leave the turn unfinished.
//!
//! ```
//! use momentum::{Coordinates, Momentum, Variant};
//!
//! let game = Momentum::new();
//! let start = game.start_position();
//! let play = |at: &momentum::Position, text: &str| {
//!     game.play_turn(at, &game.read_coordinates(at, text).unwrap()).unwrap()
//! };
//! let after = play(&play(&start, "e2e4"), "b8c6");
//! // The e-pawn moves on by its momentum, and White starts the g1 Knight.
//! let turn = game.read_coordinates(&after, "e4e6,g1f3").unwrap();
//! assert_eq!(game.write_turn(&after, &turn), "e4-e6, Ng1-f3");
//!
//! // After 1. e2-e4 e7-e5 the e4 Pawn cannot go on (e5 blocks it): it
//! // stops by itself, which the game's notation leaves out.
//! let after = play(&play(&start, "e2e4"), "e7e5");
//! let turn = game.read_coordinates(&after, "e4-,g1f3").unwrap();
//! assert_eq!(game.write_turn(&after, &turn), "Ng1-f3");
//! assert_eq!(game.write_coordinates(&after, &turn), "e4-,g1f3");
//! assert!(game.read_coordinates(&after, "g1f3").is_err());
//! ```

use crate::{Momentum, Position, Step};
use kernel::chesslike::MoveKind;
use kernel::coordinates::{CoordinateStep, Coordinates};
use kernel::Geometry;

impl Momentum {
    /// The upper-case letter of kind `kind`, for a promotion.
    fn kind_letter(&self, kind: u8) -> Option<char> {
        self.game.rules().kinds.get(kind as usize).map(|k| k.letter)
    }
}

impl Coordinates for Momentum {
    fn geometry(&self) -> Geometry {
        Geometry::CHESS
    }

    /// A start or a momentum move as its squares, a stop as its square
    /// twice, an autostop as its square and `-`; the end unwritten.
    fn coordinate_step(&self, _position: &Position, step: Step) -> Option<CoordinateStep> {
        Some(match step {
            Step::Start(mv) => CoordinateStep::Move {
                from: mv.from,
                to: mv.to,
                promotion: match mv.kind {
                    MoveKind::Promotion(kind) => self.kind_letter(kind),
                    _ => None,
                },
            },
            Step::Momentum {
                from,
                to,
                promotion,
            } => CoordinateStep::Move {
                from,
                to,
                promotion: promotion.and_then(|kind| self.kind_letter(kind)),
            },
            Step::Stop { at } => CoordinateStep::Move {
                from: at,
                to: at,
                promotion: None,
            },
            Step::Autostop { at } => CoordinateStep::Stays { at },
            Step::End => return None,
        })
    }
}
