#![no_main]
//! The `turns` target: see [`cvpages_fuzz::targets::turns`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::turns::run(data));
