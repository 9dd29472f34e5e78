#![no_main]
//! The `geometry` target: see [`cvpages_fuzz::targets::geometry`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::geometry::run(data));
