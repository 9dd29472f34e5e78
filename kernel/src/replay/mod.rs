//! Game files and their replay: the machinery behind `cargo xtask
//! verify-games` (the format is described in the workspace's `GAMES.md`).
//!
//! A [`GameFile`] is read without knowing the variant; [`replay`] then
//! plays it with a [`Variant`](crate::Variant): every turn is read by the
//! variant's notation in its position, checked, applied, and its check or
//! mate mark compared with the position it leads to. An act line (see
//! [`crate::acts`]: `white claims fifty-move-win`, `white offers draw`,
//! `black accepts draw`, `white resigns`) is made where it stands: a claim
//! is judged by the variant ([`Variant::claim`](crate::Variant::claim)), an
//! offer and its answer by the offers that stand and
//! [`Variant::draw_by_agreement`](crate::Variant::draw_by_agreement); an
//! accepted claim, an agreement or a resignation ends the game; a refused
//! act is a deviation. Once the game has ended (by an act, or by the rules
//! after a turn: mate, a dead position, fivefold repetition...), anything
//! more in its line is a deviation and the line stops, as
//! [`crate::game::Game`] refuses it. Every rule broken is a [`Deviation`];
//! each must match a deviation the file declares (quoting the source), and
//! each declared deviation must happen.
//!
//! # Examples
//! ```
//! use kernel::replay::{replay, GameFile};
//! let text = "title: Fool's mate\nsource: folklore\nvariant: chess\n\
//!             1. f3\n1... e5\n2. g4\n2... Qh4#\n";
//! let game = GameFile::parse(text).unwrap();
//! let report = replay(&kernel::chess::fide(), &game).unwrap();
//! assert!(report.problems().is_empty());
//! assert_eq!(report.turns_replayed(), 4);
//! assert!(report.render().contains("black wins by checkmate"));
//! ```
//!
//! Four files, one concept each: [`game_file`] reads a game file,
//! [`report`] is what a replay finds and how it is written, [`replayer`]
//! plays a file's lines into a report, and [`visit`] is what it shows a
//! visitor of each turn ([`replay_visiting`]: the one walk of game files,
//! which the engine's analysis and commentary use too).

pub mod game_file;
pub mod replayer;
pub mod report;
pub mod visit;

pub use game_file::{ActLine, CheckLine, Declared, GameFile, GameFileError, TurnLine, Variation};
pub use replayer::{replay, replay_visiting, ReplayError};
pub use report::{Deviation, DeviationKind, Entry, EntryKind, Picture, Report, Tone, Verdict};
pub use visit::{Played, TurnVisit};
