//! Variant options: the armies, and the places where the rule text reads
//! two ways, each a `key=value` pair in the kernel's options grammar
//! ([`kernel::options`]: pairs separated by commas, semicolons or spaces;
//! a part without `=` continues the value before it, so
//! `armies=remarkable-rookies,nutty-knights` is one pair). `""` is the
//! standard game, every key at its default. RULES.md gives each reading
//! with the sentence it rests on and why the default is the default.
//!
//! | key | values (default first) | meaning |
//! |---|---|---|
//! | `armies` | `WHITE,BLACK` (`fabulous-fides,fabulous-fides`) | the two armies of Chess with Different Armies ([`Army::name`]) |
//! | `check` | `refuse`, `stealth` | a turn that leaves the mover's King capturable by the opponent's next turn is refused, unless every turn does ("Black cannot move to a6 because he would put himself in check", and rule 8); or it stands, a stealth check the mover overlooked, and the opponent may capture the King and win (rule 9, "The rule about stealth checks") |
//! | `action` | `compulsory`, `optional` | every turn makes its one start or stop; or a turn in which a piece moves on by its momentum may leave the action out (rule 5, "in addition to the usual move that may be made") |

use crate::pieces::{Army, UnknownArmy};
use kernel::excerpt::Excerpt;
use std::fmt;
use thiserror::Error;

/// The keys, for messages.
const KEYS: &[&str] = &["armies", "check", "action"];

/// Why an options text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// Not options text, an option that does not exist, or a value the
    /// option does not take.
    #[error(transparent)]
    Syntax(#[from] kernel::options::OptionsError),
    /// The armies value is not two names.
    #[error("armies {0}: expected two army names separated by a comma")]
    ArmyCount(Excerpt),
    /// An army name is unknown.
    #[error(transparent)]
    Army(#[from] UnknownArmy),
}

/// What becomes of a turn that leaves the mover's King capturable
/// (`check`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CheckRule {
    /// `refuse`: such a turn is refused, unless every turn does; then a
    /// player in check has no turn (checkmate) and a player not in check
    /// must make one (forced exposure, rule 8). The page says so of the
    /// revised rules: "Black cannot move to a6 because he would put
    /// himself in check" (RULES.md, rule 9, gives the argument).
    #[default]
    Refuse,
    /// `stealth`: such a turn stands; the opponent may capture the King
    /// and win. The game ends when a King is captured, or, as in FIDE
    /// chess, when the player to move has no turn at all.
    Stealth,
}

/// Whether each turn must make its one start or stop (`action`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ActionRule {
    /// `compulsory`: every turn makes exactly one action, as every FIDE
    /// turn makes a move.
    #[default]
    Compulsory,
    /// `optional`: a turn in which at least one piece moves on by its
    /// momentum may end without an action ([`crate::Step::End`]); a turn
    /// in which nothing moves on still needs one.
    Optional,
}

/// Every option of the game; `Options::default()` is the standard game
/// (FIDE armies, every reading at its default).
///
/// ```
/// use momentum::{ActionRule, Army, CheckRule, Options};
///
/// let options = Options::parse("armies=remarkable-rookies,nutty-knights check=stealth").unwrap();
/// assert_eq!(options.armies, [Army::RemarkableRookies, Army::NuttyKnights]);
/// assert_eq!(options.check, CheckRule::Stealth);
/// assert_eq!(options.action, ActionRule::Compulsory);
/// // Written back with only what differs from the standard game.
/// assert_eq!(
///     options.to_string(),
///     "armies=remarkable-rookies,nutty-knights check=stealth"
/// );
/// assert_eq!(Options::default().to_string(), "");
/// assert_eq!(Options::parse(&options.to_string()), Ok(options));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    /// `armies`: White's and Black's.
    pub armies: [Army; 2],
    /// `check`.
    pub check: CheckRule,
    /// `action`.
    pub action: ActionRule,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            armies: [Army::FabulousFides; 2],
            check: CheckRule::default(),
            action: ActionRule::default(),
        }
    }
}

impl Options {
    /// Reads an options text (the keys are listed at [`crate::Momentum::with_options`]).
    ///
    /// # Errors
    /// [`OptionsError`] naming the unknown key, the bad value, the
    /// malformed part, the key given twice or the unknown army.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut given = kernel::options::Options::parse(text)?;
        let defaults = Options::default();
        let armies = match given.take("armies") {
            None => defaults.armies,
            Some(value) => {
                let count = || OptionsError::ArmyCount(Excerpt::new(value));
                let (white, black) = value.split_once(',').ok_or_else(count)?;
                if black.contains(',') {
                    return Err(count());
                }
                [white.parse()?, black.parse()?]
            }
        };
        let check = given
            .choose(
                "check",
                &[
                    ("refuse", CheckRule::Refuse),
                    ("stealth", CheckRule::Stealth),
                ],
            )?
            .unwrap_or(defaults.check);
        let action = given
            .choose(
                "action",
                &[
                    ("compulsory", ActionRule::Compulsory),
                    ("optional", ActionRule::Optional),
                ],
            )?
            .unwrap_or(defaults.action);
        given.finish(KEYS)?;
        Ok(Options {
            armies,
            check,
            action,
        })
    }
}

/// The options text [`Options::parse`] reads back: the options that differ
/// from the standard game, in the order of the table, separated by spaces
/// (the armies value has its own comma), `""` for none.
impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if self.armies != Options::default().armies {
            parts.push(format!("armies={},{}", self.armies[0], self.armies[1]));
        }
        if self.check == CheckRule::Stealth {
            parts.push("check=stealth".to_string());
        }
        if self.action == ActionRule::Optional {
            parts.push("action=optional".to_string());
        }
        f.write_str(&parts.join(" "))
    }
}
