#![no_main]
//! Momentum Chess, with the armies option read from the first line: position text and turn notation.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (options, rest) = text.split_once('\n').unwrap_or(("", &text));
    if let Ok(variant) = momentum::Momentum::with_options(options) {
        cvpages_fuzz::exercise(&variant, rest.as_bytes());
    }
});
