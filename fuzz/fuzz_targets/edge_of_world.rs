#![no_main]
//! The `edge_of_world` target: see [`cvpages_fuzz::targets::variants`].

libfuzzer_sys::fuzz_target!(|data: &[u8]| cvpages_fuzz::targets::variants::edge_of_world(data));
