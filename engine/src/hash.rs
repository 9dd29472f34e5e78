//! The engine's hasher for its tables (the transposition table, the turn
//! search's sets of positions seen and the history of turns): the
//! kernel's [`kernel::fast_hash`], which the kernel's own turn search
//! uses, re-exported under the names the engine's modules use.

pub use kernel::fast_hash::{hash_of, FastBuild, FastHasher};
