//! The integration tests of `edge-of-world`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod engine_terms;
mod games;
mod keys;
mod no_panic;
mod perft;
mod pieces;
mod playout;
mod reach;
mod reduction;
mod report;
mod robustness;
mod rules;
mod simple;
