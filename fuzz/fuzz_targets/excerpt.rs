#![no_main]
//! The `excerpt` target: see [`cvpages_fuzz::targets::excerpt`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::excerpt::run(data));
