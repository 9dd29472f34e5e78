#![no_main]
//! FIDE chess: FEN and move notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cvpages_fuzz::with_variant("chess", "", cvpages_fuzz::Exercise(data));
});
