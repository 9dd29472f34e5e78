#![no_main]
//! The `betza` target: see [`cvpages_fuzz::targets::betza`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::betza::run(data));
