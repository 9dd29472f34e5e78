//! The sixteen directions of the rule text's diagram and the piece
//! letters.

use edge_of_world::{Direction, Kind};

#[test]
fn diagram_numbers() {
    // Read off the text's 5x5 diagram by hand: row 0 is the top.
    let grid = [
        [Some(14), Some(15), Some(0), Some(1), Some(2)],
        [Some(13), None, None, None, Some(3)],
        [Some(12), None, None, None, Some(4)],
        [Some(11), None, None, None, Some(5)],
        [Some(10), Some(9), Some(8), Some(7), Some(6)],
    ];
    for (row, cells) in grid.iter().enumerate() {
        for (col, cell) in cells.iter().enumerate() {
            let Some(n) = cell else { continue };
            let (dx, dy) = (col as i8 - 2, 2 - row as i8);
            let d = Direction::new(*n).unwrap();
            let (vx, vy) = d.vector();
            if d.is_leap() {
                assert_eq!((vx, vy), (dx, dy), "direction {n}");
            } else {
                assert_eq!((vx * 2, vy * 2), (dx, dy), "direction {n}");
            }
        }
    }
}

#[test]
fn direction_groups() {
    // "2,10 and 14,6 are moving in the diagonals", "0,8 are moving in
    // the files", "12,4 are moving in the ranks", "1,3,5,7,9,11,13,and
    // 15 are the knight's moves".
    let group = |n: u8| {
        let d = Direction::new(n).unwrap();
        let (vx, vy) = d.vector();
        match (d.is_diagonal(), d.is_leap(), vx, vy) {
            (true, false, _, _) => "diagonal",
            (false, true, _, _) => "knight",
            (false, false, 0, _) => "file",
            (false, false, _, 0) => "rank",
            _ => "none",
        }
    };
    for (numbers, expected) in [
        (&[2, 10, 14, 6][..], "diagonal"),
        (&[0, 8][..], "file"),
        (&[12, 4][..], "rank"),
        (&[1, 3, 5, 7, 9, 11, 13, 15][..], "knight"),
    ] {
        for &n in numbers {
            assert_eq!(group(n), expected, "direction {n}");
        }
    }
    assert_eq!(Direction::new(16), None);
}

#[test]
fn letters() {
    assert_eq!(Kind::from_letter('w'), Some(Kind::Pawn));
    assert_eq!(Kind::from_letter('c'), Some(Kind::Corsair));
    assert_eq!(Kind::from_letter('x'), None);
}
