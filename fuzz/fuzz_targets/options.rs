#![no_main]
//! The `options` target: see [`cvpages_fuzz::targets::options`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::options::run(data));
