//! Project tasks, run as `cargo xtask <task>` (see `.cargo/config.toml`):
//!
//! - `verify-games`: replay every documented game and worked example of
//!   every variant crate and compare the reports with reviewed snapshots;
//!   with `--html DIR`, also write them as a web site ([`html`]).
//! - `perft`, `play`, `analyse`, `betza`: the user commands of the
//!   `cvpages` command (crate `cvpages-cli`), run by the same code.
//! - `engine-bench`: the engine against a random mover and a greedy player
//!   in every variant, with its speed; with `--opponent uci:COMMAND` or
//!   `self:REV`, a match against another UCI engine ([`match_play`]).
//! - `bench`: measure perft speed against shakmaty and the other figures
//!   of the speed issue, in one run.
//! - `uci`: the engine over UCI on standard input and output (the
//!   `cvpages-uci` crate's session).
//! - `new-variant`: scaffold a variant crate and register it.
//!
//! Every file a command writes goes through [`files`]: no file replaced
//! unless asked, a temporary file renamed onto its name, the name quoted.
//!
//! Each task is a module; the `cvpages` crate maps variant names to
//! variants (its list is the one list of names).

pub mod bench;
pub mod cli;
pub mod engine_bench;
pub mod html;
pub mod match_play;
pub mod new_variant;
pub mod verify;
pub mod wasm;
pub mod wasm_bench;
pub mod workspace_names;

// The user commands' code lives in the `cvpages-cli` crate; the modules
// the project's own tasks share with it, by their old names.
pub use cvpages_cli::{files, perft_cmd, profile};
