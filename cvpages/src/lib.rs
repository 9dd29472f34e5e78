//! The registry: every variant of the workspace by name (the one list of
//! names, [`VARIANTS`]), opened with its options as a game whose turns are
//! text ([`open`], [`open_at`]), or handed to code generic over
//! [`Variant`] ([`with_variant`] and [`Task`]). The crate's documentation
//! is the workspace's README, whose example runs as a test here.
//!
//! There is one `match` on variant names in the workspace, in
//! [`with_variant`]; everything else that names the variants (the
//! command line's help and errors, the conformance tests) reads
//! [`VARIANTS`].
#![doc = ""]
#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub use edge_of_world;
pub use forward;
pub use heavy_gravity;
pub use kernel;
pub use momentum;
pub use multimove;

pub use kernel::acts::{Act, PlayerAct};
pub use kernel::game::{
    AcceptedClaim, ActError, AnyGame, ClaimError, Game, PlayError, PlayedTurn, RecordedAct, Undone,
};
pub use kernel::replay::{GameFile, Report};
pub use kernel::{Color, Coordinates, EndReason, GameResult, Outcome, Turn, Variant};

use kernel::excerpt::Excerpt;
use kernel::replay::ReplayError;
use std::fmt::Display;
use thiserror::Error;

/// A variant the registry knows: its name, what it is, and the keys of its
/// options (the values and their meaning are in its crate's docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VariantInfo {
    /// The name a game file's `variant:` line and `cargo xtask` use.
    pub name: &'static str,
    /// One line: the game, its inventor, and what sets it apart.
    pub description: &'static str,
    /// The keys its options text takes (`key=value`, [`kernel::options`]);
    /// empty if it has none.
    pub option_keys: &'static [&'static str],
    /// Whether every turn is one move, so that a turn in
    /// [coordinates](kernel::coordinates) is a UCI move (`e2e4`, `e7e8q`)
    /// and perft-debugging tools can read its divide as Stockfish's
    /// (`cargo xtask perft --divide --uci`). False where a turn may be
    /// several steps (Multimove, Momentum, Edge of the World).
    pub one_move_turns: bool,
}

/// Every variant, in the order tasks visit them: **the one list of variant
/// names in the workspace**.
pub const VARIANTS: &[VariantInfo] = &[
    VariantInfo {
        name: "chess",
        description: "FIDE chess, the reference the other games are built on and tested against",
        option_keys: &[],
        one_move_turns: true,
    },
    VariantInfo {
        name: "heavy-gravity",
        description: "Heavy Gravity Chess (Gary K. Gifford): sliders go at most 4 squares, the Knight does not jump, the King is an Old Monkey",
        option_keys: &[],
        one_move_turns: true,
    },
    VariantInfo {
        name: "forward",
        description: "Forward Chess (Michael Nelson): pieces go forward and sideways, a capture creates a piece, a King on its last rank wins",
        option_keys: &[],
        one_move_turns: true,
    },
    VariantInfo {
        name: "multimove",
        description: "Multimove Chess (David Howe) over FIDE chess: up to 8 points of moves a turn, 4 on White's first",
        option_keys: &["points"],
        one_move_turns: false,
    },
    VariantInfo {
        name: "multimove-heavy-gravity",
        description: "Multimove Chess (David Howe) over Heavy Gravity Chess: up to 5 points of moves a turn, 2 on White's first",
        option_keys: &["points"],
        one_move_turns: false,
    },
    VariantInfo {
        name: "momentum",
        description: "Momentum Chess (Ralph Betza), with Chess with Different Armies: a moved piece moves on each turn until it autostops or is stopped",
        option_keys: &["armies", "check", "action"],
        one_move_turns: false,
    },
    VariantInfo {
        name: "edge-of-world",
        description: "Edge of the World Chess (Michael Fryer): on a 12x12 board every piece keeps moving until stopped, and may fall off the edge",
        option_keys: &[
            "pawn-start",
            "stop",
            "castling",
            "end-of-world",
            "centre",
            "promotion",
            "action",
        ],
        one_move_turns: false,
    },
];

/// The names of [`VARIANTS`], in order.
pub fn names() -> impl Iterator<Item = &'static str> + Clone {
    VARIANTS.iter().map(|v| v.name)
}

/// The variant called `name`, if there is one.
pub fn info(name: &str) -> Option<&'static VariantInfo> {
    VARIANTS.iter().find(|v| v.name == name)
}

/// The names, for messages: `chess, heavy-gravity, ...`.
fn name_list() -> String {
    names().collect::<Vec<_>>().join(", ")
}

/// Why a variant or a game could not be opened.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OpenError {
    /// The name is none of [`VARIANTS`].
    #[error("unknown variant {name}: expected one of {}", name_list())]
    UnknownVariant {
        /// The name given.
        name: Excerpt,
    },
    /// The variant refused its options.
    #[error("variant '{variant}': {message}")]
    Options {
        /// The variant.
        variant: &'static str,
        /// Its message, naming the option and the keys it knows.
        message: String,
    },
    /// The variant refused the position text.
    #[error("variant '{variant}': bad position text: {message}")]
    Position {
        /// The variant.
        variant: &'static str,
        /// Its message.
        message: String,
    },
}

/// A variant a [`Task`] may be given: any [`Variant`] that reads and
/// writes the [coordinate notation](kernel::coordinates) ([`Coordinates`]),
/// whose positions display as its diagram, and that, with its positions
/// and steps, may move to and be shared between threads (a game handed to
/// another thread, perft split over threads), as every variant of the
/// workspace can.
pub trait Playable:
    Coordinates<Position: Send + Sync + Display, Step: Send + Sync> + Send + Sync + 'static
{
}

impl<V> Playable for V where
    V: Coordinates<Position: Send + Sync + Display, Step: Send + Sync> + Send + Sync + 'static
{
}

/// Work written once for every variant, generic over [`Variant`], and run
/// on the one [`with_variant`] names: perft, the replay of a game file, a
/// [`Game`].
pub trait Task {
    /// What the task returns.
    type Output;
    /// Runs the task on `variant`.
    fn run<V: Playable>(self, variant: V) -> Self::Output;
}

/// Builds the variant `name` with `options` (the text a game file's
/// `options:` line takes; empty for the standard game) and runs `task` on
/// it. **The one `match` on variant names in the workspace**: a new
/// variant is one arm here and one entry in [`VARIANTS`].
///
/// # Errors
/// [`OpenError::UnknownVariant`] for a name not in [`VARIANTS`],
/// [`OpenError::Options`] for options the variant refuses.
///
/// # Examples
/// ```
/// use cvpages::{Playable, Task};
/// struct Perft(u32);
/// impl Task for Perft {
///     type Output = u64;
///     fn run<V: Playable>(self, variant: V) -> u64 {
///         variant.perft(&variant.start_position(), self.0)
///     }
/// }
/// assert_eq!(cvpages::with_variant("forward", "", Perft(1)).unwrap(), 20);
/// assert_eq!(cvpages::with_variant("multimove", "points=2", Perft(1)).unwrap(), 8);
/// ```
pub fn with_variant<T: Task>(name: &str, options: &str, task: T) -> Result<T::Output, OpenError> {
    fn refused(variant: &'static str, e: impl std::fmt::Display) -> OpenError {
        OpenError::Options {
            variant,
            message: e.to_string(),
        }
    }
    let Some(info) = info(name) else {
        return Err(OpenError::UnknownVariant {
            name: Excerpt::new(name),
        });
    };
    let name = info.name;
    Ok(match name {
        "chess" => task.run(kernel::chess::with_options(options).map_err(|e| refused(name, e))?),
        "heavy-gravity" => task
            .run(heavy_gravity::HeavyGravity::with_options(options).map_err(|e| refused(name, e))?),
        "forward" => {
            task.run(forward::Forward::with_options(options).map_err(|e| refused(name, e))?)
        }
        "multimove" => task
            .run(multimove::MultimoveChess::with_options(options).map_err(|e| refused(name, e))?),
        "multimove-heavy-gravity" => task.run(
            multimove::MultimoveHeavyGravity::with_options(options)
                .map_err(|e| refused(name, e))?,
        ),
        "momentum" => {
            task.run(momentum::Momentum::with_options(options).map_err(|e| refused(name, e))?)
        }
        "edge-of-world" => task
            .run(edge_of_world::EdgeOfWorld::with_options(options).map_err(|e| refused(name, e))?),
        // A name in VARIANTS without an arm: the registry's own test
        // (every name opens) fails before this is ever reached.
        _ => {
            return Err(OpenError::UnknownVariant {
                name: Excerpt::new(name),
            })
        }
    })
}

/// The [`Task`] that makes a [`Game`], boxed as an [`AnyGame`].
/// How a caller holds a game of any variant opened by name: boxed as the
/// trait object it plays the game through ([`open_as`]). The registry's
/// own [`open`] boxes an [`AnyGame`]; a command or a binding boxes its own
/// trait, which every `Game<V>` of the registry implements.
pub trait GameBox {
    /// The boxed game.
    type Boxed;
    /// `game`, boxed.
    fn boxed<V: Playable>(game: Game<V>) -> Self::Boxed;
}

/// The [`GameBox`] of [`open`] and [`open_at`].
struct AsAnyGame;

impl GameBox for AsAnyGame {
    type Boxed = Box<dyn AnyGame + Send>;

    fn boxed<V: Playable>(game: Game<V>) -> Self::Boxed {
        Box::new(game)
    }
}

/// The [`Task`] of [`open_as`].
struct OpenGame<'a, B> {
    variant: &'static str,
    options: &'a str,
    start: Option<&'a str>,
    boxing: std::marker::PhantomData<B>,
}

impl<B: GameBox> Task for OpenGame<'_, B> {
    type Output = Result<B::Boxed, OpenError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        // The options were accepted when `variant` was built from them;
        // the game records the same text for its game file.
        let mut game = Game::with_options(self.options, |_| Ok::<V, OpenError>(variant))?;
        if let Some(text) = self.start {
            game.set_start(text).map_err(|e| OpenError::Position {
                variant: self.variant,
                message: e.to_string(),
            })?;
        }
        Ok(B::boxed(game))
    }
}

/// A game of the variant `name` with `options` (empty for the standard
/// game), from its start, its turns as text.
///
/// # Errors
/// [`OpenError`]: the name is unknown (the error lists the known ones), or
/// the variant refuses the options.
///
/// # Examples
/// ```
/// let mut game = cvpages::open("momentum", "").unwrap();
/// game.play("e2-e4").unwrap();
/// game.play("Nb8-c6").unwrap();
/// // The e-pawn moves on by its momentum, and White makes one start.
/// assert_eq!(game.play("e4-e6, Ng1-f3").unwrap(), "e4-e6, Ng1-f3");
/// assert!(cvpages::open("momentum", "armies=nutty-knights,remarkable-rookies").is_ok());
/// assert!(cvpages::open("shogi", "").is_err());
/// ```
pub fn open(name: &str, options: &str) -> Result<Box<dyn AnyGame + Send>, OpenError> {
    open_game(name, options, None)
}

/// A game of the variant `name` with `options` from the position `text`
/// in the variant's position text.
///
/// # Errors
/// [`OpenError`]: as [`open`], or the variant refuses the position text.
///
/// # Examples
/// ```
/// let game = cvpages::open_at("chess", "", "7k/8/8/8/8/8/8/KQ6 b - - 0 1").unwrap();
/// // The King goes to g8 or g7; the Queen covers h7.
/// assert_eq!(game.count_legal_turns(), 2);
/// let err = cvpages::open_at("chess", "", "8/8 w").unwrap_err();
/// assert!(err.to_string().starts_with("variant 'chess': bad position text: "));
/// ```
pub fn open_at(
    name: &str,
    options: &str,
    text: &str,
) -> Result<Box<dyn AnyGame + Send>, OpenError> {
    open_game(name, options, Some(text))
}

fn open_game(
    name: &str,
    options: &str,
    start: Option<&str>,
) -> Result<Box<dyn AnyGame + Send>, OpenError> {
    open_as::<AsAnyGame>(name, options, start)
}

/// A game of the variant `name` with `options`, from its start or from
/// the position text `start`, boxed as `B` holds it.
///
/// # Errors
/// [`OpenError`]: the name is unknown, or the variant refuses the options
/// or the position text.
pub fn open_as<B: GameBox>(
    name: &str,
    options: &str,
    start: Option<&str>,
) -> Result<B::Boxed, OpenError> {
    let variant = info(name).map_or("", |info| info.name);
    let task = OpenGame {
        variant,
        options,
        start,
        boxing: std::marker::PhantomData::<B>,
    };
    with_variant(name, options, task)?
}

/// Why a game file could not be replayed at all.
#[derive(Debug, Error)]
pub enum ReplayFileError {
    /// Its `variant:` or `options:` line names no variant of the registry.
    #[error(transparent)]
    Open(#[from] OpenError),
    /// Its start position does not read, or a side line has no branch
    /// point.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

struct ReplayTask<'a>(&'a GameFile);

impl Task for ReplayTask<'_> {
    type Output = Result<Report, ReplayError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        kernel::replay::replay(&variant, self.0)
    }
}

/// Replays `game` with the variant and options it names
/// ([`kernel::replay::replay`]): what `cargo xtask verify-games` does with
/// every game file.
///
/// # Errors
/// [`ReplayFileError`] when the file cannot be replayed at all; the rules
/// it breaks are not errors but part of the [`Report`].
///
/// # Examples
/// ```
/// let mut game = cvpages::open("forward", "").unwrap();
/// game.play("e4").unwrap();
/// let file = cvpages::GameFile::parse(&game.game_file("One move", "the example")).unwrap();
/// let report = cvpages::replay(&file).unwrap();
/// assert!(report.problems().is_empty());
/// ```
pub fn replay(game: &GameFile) -> Result<Report, ReplayFileError> {
    Ok(with_variant(
        &game.variant,
        &game.options,
        ReplayTask(game),
    )??)
}
