//! The board's small sets (the first 8 files and ranks, one bit per
//! square) against its mailbox. (Moved from the library's unit tests,
//! `src/board.rs`; the sets are read through `Board::small`, public but
//! hidden from the documentation for these tests.)

use kernel::board::SmallSets;
use kernel::{Board, Color, Geometry, Piece, Square};
use test_support::XorShift64;

/// The small sets, read back square by square from the mailbox: per
/// colour its pieces, per kind index (up to the last a game may have,
/// 30) its pieces of both colours, of the first 8 files and ranks; a
/// kind past the first [`SmallSets::KINDS`] in no set.
fn small_from_cells(board: &Board) -> ([u64; 2], [u64; 31]) {
    let mut occupied = [0; 2];
    let mut kinds = [0; 31];
    for rank in 0..8 {
        for file in 0..8 {
            let square = Square::new(file, rank);
            if let Some(p) = board.get(square) {
                let bit = 1u64 << (rank * 8 + file);
                occupied[p.color().index()] |= bit;
                if usize::from(p.kind()) < SmallSets::KINDS {
                    kinds[usize::from(p.kind())] |= bit;
                }
            }
        }
    }
    (occupied, kinds)
}

/// Every set, emptying and replacing of squares keeps the small sets
/// equal to what the mailbox says, on a board of 8x8 and on a larger
/// one (whose squares beyond the eighth file or rank are in none),
/// with kinds up to the last a game may have (those past the fifteenth
/// in no kind's set).
#[test]
fn the_small_sets_follow_the_mailbox() {
    for geometry in [Geometry::CHESS, Geometry::new(12, 10).expect("a board")] {
        let mut board = Board::empty(geometry);
        let squares: Vec<Square> = geometry.squares().collect();
        let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
        for _ in 0..20_000 {
            let seed = rng.next_u64();
            let square = squares[(seed % squares.len() as u64) as usize];
            let piece = match (seed >> 20) % 4 {
                0 => None,
                _ => {
                    let color = if (seed >> 30) & 1 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    Some(Piece::new(color, ((seed >> 40) % 31) as u8))
                }
            };
            board.set(square, piece);
            let (occupied, kinds) = small_from_cells(&board);
            let small = board.small();
            for color in Color::ALL {
                assert_eq!(small.occupied_by(color), occupied[color.index()]);
            }
            for (kind, &expected) in kinds.iter().enumerate() {
                assert_eq!(small.kind(kind as u8), expected, "kind {kind}");
            }
        }
    }
}
