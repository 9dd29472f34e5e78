//! The integration tests of `engine`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod bounded;
mod common;
mod search;
mod terms;
mod values;
mod walk;
