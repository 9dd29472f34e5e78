//! The integration tests of `multimove`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod draws;
mod games;
mod keys;
mod lexer_reference;
#[path = "naive/main.rs"]
mod naive;
mod perft;
mod report;
mod robustness;
mod rules;
mod sample_turn;
mod texts;
