//! The integration tests of `cli`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod complete;
mod files;
mod play;
mod transcripts;
