#![no_main]
//! The `game_file` target: see [`cvpages_fuzz::targets::game_file`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::game_file::run(data));
