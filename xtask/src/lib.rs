//! Project tasks, run as `cargo xtask <task>` (see `.cargo/config.toml`):
//!
//! - `verify-games`: replay every documented game and worked example of
//!   every variant crate and compare the reports with reviewed snapshots.
//! - `perft`: count the game tree of any variant, optionally split by first
//!   turn and timed.
//!
//! Each task is a module; [`registry`] maps variant names to variants.

pub mod cli;
pub mod perft_cmd;
pub mod registry;
pub mod verify;
