#![no_main]
//! Forward Chess: position text and move notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cvpages_fuzz::with_variant("forward", "", cvpages_fuzz::Exercise(data));
});
