//! The engine over the Universal Chess Interface (UCI), as Fairy-Stockfish
//! speaks it, so that GUIs and match tools can drive it: every variant of
//! the registry by the `UCI_Variant` option, its options text by
//! `UCI_VariantOptions`, turns in the
//! [coordinate notation](kernel::coordinates) (a turn of several steps is
//! its steps joined by commas: `e4e6,g1f3`).
//!
//! [`run`] reads a session from an input to its end; [`Session`] takes one
//! line at a time. The search runs on a thread of its own, so `stop`
//! during `go infinite` is read and answered; the engine (its table and
//! history) is kept across the `position`s of a game and cleared by
//! `ucinewgame`. A bad line is answered by `info string` and a one-line
//! error, and the session goes on.
//!
//! # Examples
//! ```
//! use std::io::Cursor;
//! use std::sync::{Arc, Mutex};
//!
//! #[derive(Clone, Default)]
//! struct Shared(Arc<Mutex<Vec<u8>>>);
//! impl std::io::Write for Shared {
//!     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
//!     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
//! }
//!
//! let out = Shared::default();
//! let script = "setoption name UCI_Variant value forward\nposition startpos moves e2e3\ngo depth 1\nquit\n";
//! uci::run(Cursor::new(script), out.clone()).unwrap();
//! let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
//! assert!(text.lines().any(|l| l.starts_with("info depth 1 ")));
//! assert!(text.lines().last().unwrap().starts_with("bestmove "));
//! ```
#![forbid(unsafe_code)]

pub mod backend;
pub mod command;
pub mod info;
pub mod session;
pub mod time;

pub use session::{run, Session};
