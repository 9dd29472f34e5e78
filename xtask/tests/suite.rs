//! The integration tests of `xtask`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).
//!
//! The test harness hands out tests in the order of their names, two at a
//! time on two cores: `browser_play`'s tests sort right after `browser`'s,
//! so the WebAssembly module its page test builds (the suite's longest
//! job, which `wasm_bench` waits for too) starts building at once, beside
//! `browser`'s game pages, instead of after every quick test.

mod browser;
mod browser_play;
mod cli;
mod command_line;
mod divide;
mod documented_games;
mod engine;
mod html_cli;
mod html_data;
mod html_files;
mod html_folder;
mod html_json;
mod html_names;
mod html_play;
mod html_site;
mod html_size;
mod match_play;
mod mutated_command_lines;
mod new_variant;
mod runs;
mod short_messages;
mod terminal;
mod threads;
mod uci;
mod verify_games;
mod wasm_bench;
mod wasm_bench_page;
mod wasm_module;
mod webdriver;
mod workspace_names;
