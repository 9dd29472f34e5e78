//! Variant options: the places where the rule text can be read two ways,
//! each a `key=value` pair in the kernel's options grammar
//! ([`kernel::options`]: pairs separated by commas, semicolons or spaces),
//! and `""` is the standard game (every default). RULES.md gives each reading with the
//! sentence it rests on and why the default is the default.
//!
//! | key | values (default first) | meaning |
//! |---|---|---|
//! | `pawn-start` | `capture`, `diagonal` | a Pawn moves diagonally only to capture, as in FIDE chess, and that capture starts it moving diagonally; or it may also start diagonally onto an empty square (a diagonal capture then keeps no momentum) |
//! | `stop` | `before-or-after`, `part-way` | a stop comes before or after the piece's momentum move; or also part-way along it |
//! | `castling` | `fide`, `off` | castling as in FIDE chess, King and Rook then in motion; or no castling |
//! | `end-of-world` | `own`, `all` | the End of the World moves the pieces of the player whose turn it is; or every piece on the board, at the end of each player's turn |
//! | `centre` | `true`, `as-printed` | the four squares exempt from the End of the World: the board's true centre F6 F7 G6 G7, or the text's printed E6 E7 F6 F7 |
//! | `promotion` | `far-row`, `both-rows` | a Pawn promotes on its far row only (White on the twelfth, Black on the first); or on either of the first and twelfth rows, its own first row too (which only the End of the World can take it to) |
//! | `action` | `compulsory`, `optional` | the turn's one start or stop is made whenever one is possible; or a turn in which pieces moved by their momentum may end without it |
//!
//! `center` is read as `centre`.

use kernel::{Color, Square, SquareSet};
use std::fmt;

pub use kernel::options::OptionsError;

/// The keys, for messages.
const KEYS: &[&str] = &[
    "pawn-start",
    "stop",
    "castling",
    "end-of-world",
    "centre",
    "promotion",
    "action",
];

/// How a Pawn may start diagonally (`pawn-start`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PawnStart {
    /// `capture`: diagonally only to capture, as in FIDE chess, and that
    /// Pawn keeps its diagonal momentum despite the capture (our reading:
    /// "Pawns may make a capture move to start movement" is the exception
    /// to "the piece moved does not have momentum after the capture").
    #[default]
    Capture,
    /// `diagonal`: also one square diagonally forward onto an empty square,
    /// keeping diagonal momentum; a diagonal capture keeps none ("capture
    /// move" read as the move in the capture direction).
    Diagonal,
}

/// When a player's stop may come (`stop`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Stops {
    /// `before-or-after`: before the piece's momentum move this turn (it
    /// stays where it is) or after it (it stays where the move took it).
    #[default]
    BeforeOrAfter,
    /// `part-way`: also part-way along the momentum move, on any square
    /// the piece passes before its full momentum or a contact.
    PartWay,
}

/// Whether the game has castling (`castling`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Castling {
    /// `fide`: FIDE castling; the King and the Rook are then in motion, at
    /// the speed and in the direction each moved.
    #[default]
    Fide,
    /// `off`: no castling (what this crate played before the option).
    Off,
}

/// Whose pieces the End of the World moves (`end-of-world`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum EndOfWorldScope {
    /// `own`: the pieces of the player whose turn it is.
    #[default]
    Own,
    /// `all`: every piece on the board, at the end of each player's turn.
    All,
}

/// Which four squares are exempt from the End of the World (`centre`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Centre {
    /// `true`: F6, F7, G6, G7, the centre of the 12x12 board (our reading).
    #[default]
    True,
    /// `as-printed`: E6, E7, F6, F7, as the text prints them.
    AsPrinted,
}

/// Whether a turn must make its one start or stop (`action`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ActionRule {
    /// `compulsory`: while a start or stop is possible the turn is not
    /// over (as FIDE's player must move); a turn ends without one only
    /// when none is left to make.
    #[default]
    Compulsory,
    /// `optional`: once every momentum move of the turn is made (and at
    /// least one was), the player may end the turn without a start or stop
    /// ([`crate::Step::End`]). A player with no piece in motion must still
    /// start one.
    Optional,
}

/// Which rows a Pawn promotes on (`promotion`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Promotion {
    /// `far-row`: its far row only, White's on the twelfth and Black's on
    /// the first, as in FIDE chess (our reading).
    #[default]
    FarRow,
    /// `both-rows`: the first and the twelfth rows, for both sides, so a
    /// Pawn carried back onto its own first row (by the End of the World)
    /// promotes too.
    BothRows,
}

impl Promotion {
    /// Whether a `color` Pawn arriving on `rank` (0 to 11) promotes.
    pub fn promotes(self, color: Color, rank: u8) -> bool {
        let far = match color {
            Color::White => 11,
            Color::Black => 0,
        };
        rank == far || (self == Promotion::BothRows && rank == 11 - far)
    }
}

impl Centre {
    /// The four squares.
    pub fn squares(self) -> SquareSet {
        let first = match self {
            Centre::True => 5,
            Centre::AsPrinted => 4,
        };
        [(first, 5), (first, 6), (first + 1, 5), (first + 1, 6)]
            .into_iter()
            .map(|(f, r)| Square::new(f, r))
            .collect()
    }
}

/// Every option of the variant; `Options::default()` is the standard game.
///
/// ```
/// use edge_of_world::{Castling, Options, Stops};
///
/// let options = Options::parse("stop=part-way, castling=off").unwrap();
/// assert_eq!(options.stop, Stops::PartWay);
/// assert_eq!(options.castling, Castling::Off);
/// // Written back with only what differs from the standard game.
/// assert_eq!(options.to_string(), "stop=part-way,castling=off");
/// assert_eq!(Options::default().to_string(), "");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// `pawn-start`.
    pub pawn_start: PawnStart,
    /// `stop`.
    pub stop: Stops,
    /// `castling`.
    pub castling: Castling,
    /// `end-of-world`.
    pub end_of_world: EndOfWorldScope,
    /// `centre`.
    pub centre: Centre,
    /// `promotion`.
    pub promotion: Promotion,
    /// `action`.
    pub action: ActionRule,
}

impl Options {
    /// Reads an options string (see the [module docs](self) for the keys).
    ///
    /// # Errors
    /// [`OptionsError`] naming the unknown key, the bad value, the
    /// malformed part or the key given twice.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut given = kernel::options::Options::parse(text)?;
        let defaults = Options::default();
        let british = given.take("centre").map(str::to_string);
        let centre = match (british, given.take("center")) {
            (Some(_), Some(_)) => {
                return Err(OptionsError::Repeated {
                    key: kernel::excerpt::Excerpt::new("centre"),
                })
            }
            (Some(value), None) => Some(value),
            (None, Some(value)) => Some(value.to_string()),
            (None, None) => None,
        };
        let options = Options {
            pawn_start: given
                .choose(
                    "pawn-start",
                    &[
                        ("capture", PawnStart::Capture),
                        ("diagonal", PawnStart::Diagonal),
                    ],
                )?
                .unwrap_or(defaults.pawn_start),
            stop: given
                .choose(
                    "stop",
                    &[
                        ("before-or-after", Stops::BeforeOrAfter),
                        ("part-way", Stops::PartWay),
                    ],
                )?
                .unwrap_or(defaults.stop),
            castling: given
                .choose(
                    "castling",
                    &[("fide", Castling::Fide), ("off", Castling::Off)],
                )?
                .unwrap_or(defaults.castling),
            end_of_world: given
                .choose(
                    "end-of-world",
                    &[("own", EndOfWorldScope::Own), ("all", EndOfWorldScope::All)],
                )?
                .unwrap_or(defaults.end_of_world),
            action: given
                .choose(
                    "action",
                    &[
                        ("compulsory", ActionRule::Compulsory),
                        ("optional", ActionRule::Optional),
                    ],
                )?
                .unwrap_or(defaults.action),
            promotion: given
                .choose(
                    "promotion",
                    &[
                        ("far-row", Promotion::FarRow),
                        ("both-rows", Promotion::BothRows),
                    ],
                )?
                .unwrap_or(defaults.promotion),
            centre: match centre.as_deref() {
                None => defaults.centre,
                Some("true") => Centre::True,
                Some("as-printed") => Centre::AsPrinted,
                Some(other) => {
                    return Err(OptionsError::BadValue {
                        key: "centre",
                        value: kernel::excerpt::Excerpt::new(other),
                        expected: "expected 'true' or 'as-printed'".to_string(),
                    })
                }
            },
        };
        given.finish(KEYS)?;
        Ok(options)
    }
}

/// The options text [`Options::parse`] reads back: the options that differ
/// from the standard game, in the order of the table, `""` for none.
impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<&str> = Vec::new();
        if self.pawn_start == PawnStart::Diagonal {
            parts.push("pawn-start=diagonal");
        }
        if self.stop == Stops::PartWay {
            parts.push("stop=part-way");
        }
        if self.castling == Castling::Off {
            parts.push("castling=off");
        }
        if self.end_of_world == EndOfWorldScope::All {
            parts.push("end-of-world=all");
        }
        if self.centre == Centre::AsPrinted {
            parts.push("centre=as-printed");
        }
        if self.promotion == Promotion::BothRows {
            parts.push("promotion=both-rows");
        }
        if self.action == ActionRule::Optional {
            parts.push("action=optional");
        }
        f.write_str(&parts.join(","))
    }
}
