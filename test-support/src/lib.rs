//! What the workspace's test suites share, so that each helper is written
//! once: the seeded random number generators the suites draw their random
//! games and positions from ([`XorShift64`], [`SplitMix64`], [`Lcg64`]),
//! the text edits of the robustness properties ([`edits`]), the checks
//! that a message is one short line ([`messages`]), scratch folders
//! ([`folders`]), the process's peak memory and a long game to hold
//! ([`memory`]), and a writer the test reads back ([`SharedOutput`]).
//!
//! A dev-dependency only: no library of the workspace depends on it.
//! It depends on no crate of the workspace, so that the kernel's tests
//! can use it as well as the commands'.
//!
//! Each generator gives exactly the sequence the copies it replaced gave
//! (the same seeds, shifts and constants), so that every test plays the
//! same games it played before. A test draws a move among `n` this way:
//!
//! ```
//! use test_support::XorShift64;
//!
//! let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
//! let moves = ["e4", "d4", "Nf3", "c4"];
//! let first = moves[rng.below(moves.len())];
//! assert!(moves.contains(&first));
//! // The same seed, the same draws.
//! let mut again = XorShift64::new(0x9e37_79b9_7f4a_7c15);
//! assert_eq!(moves[again.below(moves.len())], first);
//! ```

mod draws;
pub mod edits;
pub mod folders;
mod lcg;
pub mod memory;
pub mod messages;
mod output;
mod splitmix;
mod xorshift;

pub use lcg::Lcg64;
pub use output::SharedOutput;
pub use splitmix::SplitMix64;
pub use xorshift::XorShift64;
