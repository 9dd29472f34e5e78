//! Project tasks, run as `cargo xtask <task>` (see `.cargo/config.toml`):
//!
//! - `verify-games`: replay every documented game and worked example of
//!   every variant crate and compare the reports with reviewed snapshots;
//!   with `--html DIR`, also write them as a web site ([`html`]).
//! - `perft`: count the game tree of any variant under any of its options,
//!   optionally split by first turn and timed.
//! - `play`: a game of any variant for two people at the terminal, or
//!   against the engine.
//! - `analyse`: the engine's best turn, score and mate search at each turn
//!   of a game file.
//! - `engine-bench`: the engine against a random mover and a greedy player
//!   in every variant, with its speed.
//! - `betza`: draw the moves of a piece given in Betza's notation.
//! - `bench`: measure perft speed against shakmaty and the other figures
//!   of the speed issue, in one run.
//! - `new-variant`: scaffold a variant crate and register it.
//!
//! Every file a command writes goes through [`files`]: no file replaced
//! unless asked, a temporary file renamed onto its name, the name quoted.
//!
//! Each task is a module; the `cvpages` crate maps variant names to
//! variants (its list is the one list of names).

pub mod analyse;
pub mod bench;
pub mod betza_cmd;
pub mod cli;
pub mod engine_bench;
pub mod files;
pub mod html;
pub mod new_variant;
pub mod output;
pub mod perft_cmd;
pub mod play;
pub mod profile;
pub mod verify;
pub mod workspace_names;
