#![no_main]
//! Betza strings: the parser and the tables built from what it accepts.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(moves) = kernel::betza::parse(text) {
            for color in kernel::Color::ALL {
                let geometry = kernel::Geometry::new(16, 16).expect("valid size");
                let _ = kernel::tables::PieceTable::new(&moves.for_color(color), geometry);
            }
        }
    }
});
