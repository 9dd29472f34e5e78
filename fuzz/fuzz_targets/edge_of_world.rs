#![no_main]
//! Edge of the World Chess: position text and move notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cvpages_fuzz::with_variant("edge-of-world", "", cvpages_fuzz::Exercise(data));
});
