//! The integration tests of `xtask`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod browser;
mod cli;
mod divide;
mod engine;
mod html_cli;
mod html_files;
mod html_site;
mod html_size;
mod match_play;
mod new_variant;
mod play_pages;
mod terminal;
mod threads;
mod uci;
mod verify_games;
mod wasm_bench;
mod wasm_module;
mod webdriver;
