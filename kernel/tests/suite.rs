//! The integration tests of `kernel`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod acts;
mod at_risk;
mod betza;
mod betza_table;
mod board;
mod default_search_terms;
mod excerpt;
mod exchange;
mod explain;
mod fast_hash;
mod fide_draws;
mod fide_rules;
mod game;
mod geometry;
mod movegen;
mod notation_lexer;
mod options;
mod parsers;
mod perft;
mod python_chess_draws;
mod refusals;
mod replay;
mod replay_and_game;
mod replay_memory;
mod robustness;
mod san_reader_reference;
mod scene;
mod turn_keys;
mod turn_plans;
mod walk;
