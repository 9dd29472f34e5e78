#![no_main]
//! Multimove Chess (both instances): position text and turn notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cvpages_fuzz::exercise(&multimove::Multimove::fide(), data);
    cvpages_fuzz::exercise(&multimove::Multimove::heavy_gravity(), data);
});
