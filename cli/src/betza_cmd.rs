//! `cargo xtask betza <PIECE> [--black]`: the moves of a Betza string drawn
//! from the centre of an empty 11x11 board, to check a reading by eye.

use kernel::betza::{self, BetzaError};
use kernel::tables::PieceTable;
use kernel::{Color, Geometry, Square};

/// The diagram: `*` the piece, `x` move or capture, `m` move only, `c`
/// capture only, `.` out of reach.
///
/// # Errors
/// The [`BetzaError`] of a bad string.
pub fn show(piece: &str, black: bool) -> Result<String, BetzaError> {
    let moves = betza::parse(piece)?;
    let color = if black { Color::Black } else { Color::White };
    let geometry = Geometry::new(11, 11).expect("11x11 is a valid board");
    let table = PieceTable::new(&moves.for_color(color), geometry);
    let centre = Square::new(5, 5);
    let mut marks = [[false; 2]; 256];
    for leap in table.leaps(centre) {
        marks[leap.to.index()] = [leap.can_move, leap.can_capture];
    }
    for ray in table.rays(centre) {
        for (i, sq) in ray.squares.iter().enumerate() {
            let m = &mut marks[sq.index()];
            m[0] |= (i as u8) < ray.move_range;
            m[1] |= (i as u8) < ray.capture_range;
        }
    }
    let mut out = format!(
        "{piece} for {color}, from f6 (forward is {})\n",
        if black { "down" } else { "up" }
    );
    for rank in (0..11u8).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        let row: Vec<&str> = (0..11u8)
            .map(|file| {
                let s = Square::new(file, rank);
                if s == centre {
                    return "*";
                }
                match marks[s.index()] {
                    [true, true] => "x",
                    [true, false] => "m",
                    [false, true] => "c",
                    _ => ".",
                }
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out.push_str("   a b c d e f g h i j k\n");
    Ok(out)
}
