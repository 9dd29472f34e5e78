#![no_main]
//! The `perft_file` target: see [`cvpages_fuzz::targets::perft_file`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::perft_file::run(data));
