#![no_main]
//! The `multimove` target: see [`cvpages_fuzz::targets::variants`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::variants::multimove(data));
