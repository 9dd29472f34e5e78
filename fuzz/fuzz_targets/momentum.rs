#![no_main]
//! Momentum Chess, with the armies option read from the first line: position text and turn notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (options, rest) = text.split_once('\n').unwrap_or(("", &text));
    cvpages_fuzz::with_variant("momentum", options, cvpages_fuzz::Exercise(rest.as_bytes()));
});
