#![no_main]
//! The `command_line` target: see [`cvpages_fuzz::targets::command_line`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::command_line::run(data));
