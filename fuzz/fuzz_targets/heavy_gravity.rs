#![no_main]
//! Heavy Gravity Chess: position text and move notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cvpages_fuzz::with_variant("heavy-gravity", "", cvpages_fuzz::Exercise(data));
});
