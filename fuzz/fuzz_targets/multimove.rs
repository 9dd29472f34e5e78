#![no_main]
//! Multimove Chess (both instances): position text and turn notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for name in ["multimove", "multimove-heavy-gravity"] {
        cvpages_fuzz::with_variant(name, "", cvpages_fuzz::Exercise(data));
    }
});
