#![no_main]
//! The `momentum` target: see [`cvpages_fuzz::targets::variants`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::variants::momentum(data));
