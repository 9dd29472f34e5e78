//! `betza`: Betza strings, the parser and the tables built from what it
//! accepts.

use kernel::geometry::Geometry;

/// Reads `data` as a Betza string and builds both colours' tables on the
/// largest board from what reads.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(moves) = kernel::betza::parse(text) else {
        return;
    };
    let geometry = Geometry::new(16, 16).expect("16x16 is the largest board");
    for color in kernel::Color::ALL {
        let _ = kernel::tables::PieceTable::new(&moves.for_color(color), geometry);
    }
}
