//! The integration tests of `momentum`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod check;
mod common;
mod games;
mod letters;
mod messages;
mod no_panic;
mod options;
mod outcome;
mod perft;
mod pieces;
mod position;
mod reduction;
mod reference;
mod report;
mod rules;
mod text;
