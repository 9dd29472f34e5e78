//! The integration tests of `forward`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod claims;
mod games;
mod lexer_reference;
mod perft;
mod report;
mod robustness;
mod rules;
mod simple;
mod text;
mod turns;
mod words;
