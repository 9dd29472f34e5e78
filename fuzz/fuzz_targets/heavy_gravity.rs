#![no_main]
//! The `heavy_gravity` target: see [`cvpages_fuzz::targets::variants`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::variants::heavy_gravity(data));
