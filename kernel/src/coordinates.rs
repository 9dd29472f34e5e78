//! One coordinate notation that every variant reads and writes beside its
//! own, for programs and GUIs: every step of a turn as the squares it
//! goes from and to, as UCI writes chess moves, the steps separated by
//! commas.
//!
//! A variant's own notation is written for people and follows its rule
//! text (`Nf3`, `N c6xb4, N c3-b5`, `e4-e6, Ng1-f3`, `R C7~C10`); it
//! leaves out what the reader can work out, and reading it takes the
//! variant's rules. Coordinates are written for programs: one shape for
//! every variant, every step written, nothing to work out.
//!
//! # The grammar
//!
//! ```text
//! turn  = step *( "," step )          white space around a comma is allowed
//! step  = square square [ letter ]    e2e4, e7e8q: from, to, promotion
//!       / square square square        c7c9c9: from, to, stopped there
//!       / square "off"                f6off: the piece leaves the board
//!       / square "-"                  e4-: the piece in motion stays
//!       / "0000"                      the player makes no move where he may
//! square = file rank                  a1 to p16: file a-p, rank 1-16
//! ```
//!
//! | step | written | meaning |
//! |---|---|---|
//! | [`CoordinateStep::Move`] | `e2e4` | the piece on e2 goes to e4 (a move, a capture, castling as the King's move `e1g1`, a piece in motion moving on) |
//! | | `e7e8q` | ... and becomes the piece lettered `Q` (the letter in lower case) |
//! | | `e4e4` | from and to the same square: the piece stays by the player's choice (a stop of a piece in motion; Forward Chess's promotion in place, `e8e8q`) |
//! | [`CoordinateStep::MoveAndStop`] | `c7c9c9` | the piece goes to c9 and the player stops it there (Edge of the World's part-way stop) |
//! | [`CoordinateStep::Off`] | `f6off` | the piece leaves the board (Edge of the World) |
//! | [`CoordinateStep::Stays`] | `e4-` | the piece in motion on e4 does not move on: it is blocked, and comes to rest by itself (Momentum Chess's autostop; Edge of the World's move that touches a piece at once) |
//! | [`CoordinateStep::Null`] | `0000` | the player makes no move where he may, and the turn goes on (Edge of the World's turn without its start or stop under `action=optional`, when End of the World moves follow), as UCI writes a null move |
//!
//! Files are written in lower case and read in either case; so is a
//! promotion letter. Each variant's crate documents which of its steps is
//! written how.
//!
//! **Every step is written, with one exception**: a step that only ends
//! the turn, which the player could have gone on with (Multimove's early
//! end, Momentum Chess's end of a turn without its action), is left out.
//! It can only be a turn's last step, and the reader adds it when the
//! written steps leave the turn unfinished. So reading what was written
//! gives back the same steps, and two different turns never share a text:
//! in any position, no two steps that may come next are written alike
//! (each variant's tests check this on random positions).
//!
//! # Examples
//! ```
//! use kernel::coordinates::{CoordinateStep, Coordinates};
//! use kernel::{chess, Square, Variant};
//!
//! let chess = chess::fide();
//! let start = chess.start_position();
//! let turn = chess.read_coordinates(&start, "g1f3").unwrap();
//! assert_eq!(chess.write_turn(&start, &turn), "Nf3");
//! assert_eq!(chess.write_coordinates(&start, &turn), "g1f3");
//!
//! let step = CoordinateStep::parse("e7e8q", chess.geometry()).unwrap();
//! let (e7, e8) = (Square::new(4, 6), Square::new(4, 7));
//! assert_eq!(step, CoordinateStep::Move { from: e7, to: e8, promotion: Some('Q') });
//! assert_eq!(step.to_string(), "e7e8q");
//!
//! let err = chess.read_coordinates(&start, "e2e5").unwrap_err();
//! assert_eq!(err.to_string(), "step 1 'e2e5' is no step here: the steps from e2 are e2e3, e2e4");
//! ```

use crate::excerpt::Excerpt;
use crate::geometry::{Geometry, GeometryError, Square};
use crate::variant::{Turn, Variant};
use std::fmt;
use thiserror::Error;

/// One step of a turn in coordinates. See the [module docs](self) for
/// the text of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoordinateStep {
    /// The piece on `from` goes to `to`, becoming the kind lettered
    /// `promotion` (upper case) if one is given: `e2e4`, `e7e8q`. The same
    /// square twice is a piece that stays by the player's choice: a stop
    /// (`e4e4`), a promotion in place (`e8e8q`).
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The upper-case letter of the kind it becomes.
        promotion: Option<char>,
    },
    /// The piece on `from` goes to `to` and the player stops it there:
    /// `c7c9c9`.
    MoveAndStop {
        /// Where the piece stands.
        from: Square,
        /// Where it goes and stops.
        to: Square,
    },
    /// The piece on `from` leaves the board: `f6off`.
    Off {
        /// Where the piece stands.
        from: Square,
    },
    /// The piece in motion on `at` does not move on: it is blocked and
    /// comes to rest by itself, or touches a piece at once: `e4-`.
    Stays {
        /// Where the piece stands.
        at: Square,
    },
    /// The player makes no move where he may, and the turn goes on: `0000`,
    /// as UCI writes a null move. (A step that only ends the turn is not
    /// written at all.)
    Null,
}

impl CoordinateStep {
    /// The square of the piece the step moves or stops; `None` for
    /// [`CoordinateStep::Null`], which moves none.
    pub const fn square(self) -> Option<Square> {
        match self {
            CoordinateStep::Move { from, .. }
            | CoordinateStep::MoveAndStop { from, .. }
            | CoordinateStep::Off { from }
            | CoordinateStep::Stays { at: from } => Some(from),
            CoordinateStep::Null => None,
        }
    }

    /// Reads one step (see the [module docs](self)), its squares on a
    /// board of `geometry`.
    ///
    /// # Errors
    /// [`StepTextError::Square`] for a square that is not on the board,
    /// [`StepTextError::Malformed`] for anything else that is not a step.
    ///
    /// # Examples
    /// ```
    /// use kernel::coordinates::CoordinateStep;
    /// use kernel::{Geometry, Square};
    /// let board = Geometry::new(12, 12).unwrap();
    /// let c10 = CoordinateStep::parse("C7C10", board).unwrap();
    /// assert_eq!(c10.to_string(), "c7c10");
    /// assert_eq!(CoordinateStep::parse("l12off", board).unwrap(), CoordinateStep::Off { from: Square::new(11, 11) });
    /// assert_eq!(CoordinateStep::parse("0000", board).unwrap(), CoordinateStep::Null);
    /// assert_eq!(CoordinateStep::Null.to_string(), "0000");
    /// assert!(CoordinateStep::parse("e2-e4", board).is_err());
    /// assert_eq!(
    ///     CoordinateStep::parse("a1a13", board).unwrap_err().to_string(),
    ///     "square 'a13' is off the 12x12 board"
    /// );
    /// ```
    pub fn parse(text: &str, geometry: Geometry) -> Result<CoordinateStep, StepTextError> {
        let malformed = || StepTextError::Malformed;
        if text == "0000" {
            return Ok(CoordinateStep::Null);
        }
        fn square(geometry: Geometry, text: &str) -> Result<(Square, &str), StepTextError> {
            match geometry.parse_square_prefix(text) {
                Ok(found) => Ok(found),
                Err(error @ GeometryError::OffBoard { .. }) => Err(StepTextError::Square(error)),
                Err(_) => Err(StepTextError::Malformed),
            }
        }
        let (from, rest) = square(geometry, text)?;
        match rest {
            "-" => return Ok(CoordinateStep::Stays { at: from }),
            "off" | "OFF" | "Off" => return Ok(CoordinateStep::Off { from }),
            _ => {}
        }
        let (to, rest) = square(geometry, rest)?;
        let mut chars = rest.chars();
        match (chars.next(), chars.next()) {
            (None, _) => Ok(CoordinateStep::Move {
                from,
                to,
                promotion: None,
            }),
            (Some(letter), None) if letter.is_ascii_alphabetic() => Ok(CoordinateStep::Move {
                from,
                to,
                promotion: Some(letter.to_ascii_uppercase()),
            }),
            _ => match square(geometry, rest)? {
                (stop, "") if stop == to => Ok(CoordinateStep::MoveAndStop { from, to }),
                _ => Err(malformed()),
            },
        }
    }
}

impl fmt::Display for CoordinateStep {
    /// `e2e4`, `e7e8q`, `c7c9c9`, `f6off`, `e4-`, `0000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CoordinateStep::Move {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                match promotion {
                    Some(letter) => write!(f, "{}", letter.to_ascii_lowercase()),
                    None => Ok(()),
                }
            }
            CoordinateStep::MoveAndStop { from, to } => write!(f, "{from}{to}{to}"),
            CoordinateStep::Off { from } => write!(f, "{from}off"),
            CoordinateStep::Stays { at } => write!(f, "{at}-"),
            CoordinateStep::Null => f.write_str("0000"),
        }
    }
}

/// Why one step's text is not a step in coordinates.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StepTextError {
    /// The text is not of any step's shape.
    #[error("expected from and to squares such as 'e2e4' or 'e7e8q', or 'c7c9c9', 'f6off', 'e4-', '0000'")]
    Malformed,
    /// A square beyond the board's edge.
    #[error(transparent)]
    Square(GeometryError),
}

/// Why a turn in coordinates was refused
/// ([`Coordinates::read_coordinates`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CoordinateError {
    /// Nothing but white space.
    #[error("empty turn: write its steps in coordinates, such as 'e2e4'")]
    Empty,
    /// A step's text is not a step in coordinates (an empty step between
    /// two commas included).
    #[error("step {index} {step} is not a step in coordinates: {error}")]
    Malformed {
        /// 1-based position of the step in the turn.
        index: usize,
        /// The step as written.
        step: Excerpt,
        /// What is wrong with it.
        error: StepTextError,
    },
    /// A well-formed step that is none of the steps that may come next
    /// there.
    #[error("step {index} {step} is no step here: {reason}")]
    NoStep {
        /// 1-based position of the step in the turn.
        index: usize,
        /// The step as written.
        step: Excerpt,
        /// What the piece on its first square may do instead, or that no
        /// step starts there.
        reason: String,
    },
    /// A step written after the turn has ended.
    #[error("step {index} {step} comes after the turn ended")]
    AfterEnd {
        /// 1-based position of the step in the turn.
        index: usize,
        /// The step as written.
        step: Excerpt,
    },
    /// The steps stop before the turn is finished.
    #[error("the turn {turn} is unfinished: more steps are due before it ends")]
    Unfinished {
        /// The turn as written.
        turn: Excerpt,
    },
}

/// A variant that reads and writes the coordinate notation of this module
/// beside its own. It says how each of its steps is written
/// ([`Coordinates::coordinate_step`]); reading and writing whole turns are
/// provided.
pub trait Coordinates: Variant {
    /// The board the variant's squares are on.
    fn geometry(&self) -> Geometry;

    /// How `step`, played from `position`, is written; `None` for a step
    /// that only ends the turn and is left unwritten (see the
    /// [module docs](self)). In any position, the steps that may come
    /// next must be written differently, and at most one of them may be
    /// unwritten.
    fn coordinate_step(
        &self,
        position: &Self::Position,
        step: Self::Step,
    ) -> Option<CoordinateStep>;

    /// Writes `turn`, played from `position`: its steps in coordinates,
    /// separated by commas (`e4e6,g1f3`), the unwritten end left out.
    fn write_coordinates(&self, position: &Self::Position, turn: &[Self::Step]) -> String {
        let mut at = position.clone();
        let mut out = String::new();
        for &step in turn {
            if let Some(written) = self.coordinate_step(&at, step) {
                if !out.is_empty() {
                    out.push(',');
                }
                out.push_str(&written.to_string());
            }
            self.play_step(&mut at, step);
        }
        out
    }

    /// Reads a turn written in coordinates in `position`: each step is
    /// matched with the one step that may come next and is written so,
    /// and the unwritten end is added when the written steps leave the
    /// turn unfinished. The turn read is made of steps that may come
    /// next; whether the turn is allowed as a whole is
    /// [`Variant::play_turn`]'s to say.
    ///
    /// # Errors
    /// [`CoordinateError`]: the text is empty, a step is not in
    /// coordinates or is no step of the position it is played in, a step
    /// comes after the end, or the turn is unfinished.
    fn read_coordinates(
        &self,
        position: &Self::Position,
        text: &str,
    ) -> Result<Turn<Self::Step>, CoordinateError> {
        if text.trim().is_empty() {
            return Err(CoordinateError::Empty);
        }
        let geometry = self.geometry();
        let mut at = position.clone();
        let mut turn = Turn::new();
        let mut next = Vec::new();
        for (i, written) in text.split(',').map(str::trim).enumerate() {
            let index = i + 1;
            let wanted = CoordinateStep::parse(written, geometry).map_err(|error| {
                CoordinateError::Malformed {
                    index,
                    step: Excerpt::new(written),
                    error,
                }
            })?;
            if i > 0 && !self.in_turn(&at) {
                return Err(CoordinateError::AfterEnd {
                    index,
                    step: Excerpt::new(written),
                });
            }
            next.clear();
            self.steps(&at, &mut next);
            let found = next
                .iter()
                .copied()
                .find(|&step| self.coordinate_step(&at, step) == Some(wanted));
            let Some(step) = found else {
                return Err(CoordinateError::NoStep {
                    index,
                    step: Excerpt::new(written),
                    reason: no_step_reason(self, &at, &next, wanted.square()),
                });
            };
            self.play_step(&mut at, step);
            turn.push(step);
        }
        if self.in_turn(&at) {
            next.clear();
            self.steps(&at, &mut next);
            let mut unwritten = next
                .iter()
                .copied()
                .filter(|&step| self.coordinate_step(&at, step).is_none());
            match (unwritten.next(), unwritten.next()) {
                (Some(end), None) => turn.push(end),
                _ => {
                    return Err(CoordinateError::Unfinished {
                        turn: Excerpt::new(text.trim()),
                    })
                }
            }
        }
        Ok(turn)
    }
}

/// Why no step that may come next is written as a step from `square`: the
/// steps that do start there, or that none does (`None`: why `0000`, the
/// null step, is not one).
fn no_step_reason<V: Coordinates + ?Sized>(
    variant: &V,
    position: &V::Position,
    next: &[V::Step],
    square: Option<Square>,
) -> String {
    let Some(square) = square else {
        return "the player may make no null step here".to_string();
    };
    let from_there: Vec<String> = next
        .iter()
        .filter_map(|&step| variant.coordinate_step(position, step))
        .filter(|written| written.square() == Some(square))
        .map(|written| written.to_string())
        .collect();
    if from_there.is_empty() {
        format!("no step starts on {square}")
    } else {
        format!("the steps from {square} are {}", from_there.join(", "))
    }
}
