#![no_main]
//! The `claims` target: see [`cvpages_fuzz::targets::claims`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::claims::run(data));
