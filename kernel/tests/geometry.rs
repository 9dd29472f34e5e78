//! Boards, squares, coordinates and square sets ([`kernel::geometry`]),
//! with both forms of the move generator's sets. (Moved from the
//! library's unit tests, `src/geometry.rs`.)

use kernel::geometry::{file_char, Bits, Geometry, GeometryError, Square, SquareSet};

#[test]
fn coordinates_read_and_write() {
    let g = Geometry::new(12, 12).unwrap();
    for text in ["a1", "e4", "l12", "L12"] {
        let s = g.parse_square(text).unwrap();
        assert_eq!(s.to_string(), text.to_lowercase());
    }
    let big = Geometry::new(16, 16).unwrap();
    assert_eq!(big.parse_square("p16").unwrap(), Square::new(15, 15));
}

#[test]
fn bad_coordinates_are_refused() {
    let g = Geometry::CHESS;
    assert_eq!(
        g.parse_square("i1").unwrap_err().to_string(),
        "square 'i1' is off the 8x8 board"
    );
    assert!(matches!(
        g.parse_square("e9"),
        Err(GeometryError::OffBoard { .. })
    ));
    for bad in ["", "e", "4e", "e0", "e04", "e123", "é4", "e4x"] {
        assert!(g.parse_square(bad).is_err(), "{bad}");
    }
}

#[test]
fn files_and_ranks_are_read_against_the_board() {
    let g = Geometry::new(3, 12).unwrap();
    assert_eq!(g.parse_file('c'), Ok(2));
    assert_eq!(g.parse_file('C'), Ok(2));
    assert_eq!(
        g.parse_file('d').unwrap_err().to_string(),
        "file 'd' is off the 3x12 board"
    );
    assert_eq!(
        g.parse_file('4').unwrap_err().to_string(),
        "'4' is not a file letter"
    );
    assert_eq!(g.parse_rank("12"), Ok(11));
    assert_eq!(
        g.parse_rank("13").unwrap_err().to_string(),
        "rank 13 is off the 3x12 board"
    );
    for bad in ["", "0", "01", "100", "1x", "١"] {
        assert_eq!(
            g.parse_rank(bad).unwrap_err().to_string(),
            format!("'{bad}' is not a rank number")
        );
    }
    assert_eq!(g.square(2, 11), Some(Square::new(2, 11)));
    assert_eq!(g.square(3, 0), None);
    assert_eq!(g.square(0, 12), None);
}

#[test]
fn file_letters_stop_at_z() {
    assert_eq!(file_char(0), 'a');
    assert_eq!(file_char(15), 'p');
    assert_eq!(file_char(255), '?');
}

#[test]
fn sizes_outside_one_to_sixteen_are_refused() {
    assert!(Geometry::new(0, 8).is_err());
    assert!(Geometry::new(17, 8).is_err());
    assert!(Geometry::new(1, 1).is_ok());
    assert!(Geometry::new(16, 16).is_ok());
}

#[test]
fn offsets_stop_at_the_edge() {
    let g = Geometry::CHESS;
    let h1 = g.parse_square("h1").unwrap();
    assert_eq!(h1.offset(1, 0, g), None);
    assert_eq!(h1.offset(-7, 7, g), Some(g.parse_square("a8").unwrap()));
}

#[test]
fn square_sets_iterate_in_order() {
    let set: SquareSet = [Square::new(3, 15), Square::new(0, 0), Square::new(5, 4)]
        .into_iter()
        .collect();
    let v: Vec<_> = set.iter().collect();
    assert_eq!(
        v,
        vec![Square::new(0, 0), Square::new(5, 4), Square::new(3, 15)]
    );
    assert_eq!(set.len(), 3);
}

#[test]
fn first_and_last_find_the_extreme_squares_in_every_word() {
    // One square in each of the four 64-bit words, and the ends.
    let squares = [0u8, 63, 64, 127, 128, 200, 255];
    for &a in &squares {
        for &b in &squares {
            let (lo, hi) = (a.min(b), a.max(b));
            let set = SquareSet::from_square(Square::from_index(a))
                | SquareSet::from_square(Square::from_index(b));
            assert_eq!(set.first(), Some(Square::from_index(lo)));
            assert_eq!(set.last(), Some(Square::from_index(hi)));
        }
    }
    assert_eq!(SquareSet::EMPTY.first(), None);
    assert_eq!(SquareSet::EMPTY.last(), None);
}

/// Every operation of both forms against its definition on the
/// squares of a board of at most 8x8 (where both hold every square).
/// The small form's bit of every square of an 8x8 board is its rank
/// times 8 plus its file, and back.
#[test]
fn every_bit_of_the_small_form_names_its_square() {
    for rank in 0..8u8 {
        for file in 0..8u8 {
            let bit = usize::from(rank) * 8 + usize::from(file);
            assert_eq!(<u64 as Bits>::square(bit), Square::new(file, rank));
            assert_eq!(<u64 as Bits>::bit(Square::new(file, rank)), bit);
        }
    }
}

#[test]
fn both_set_forms_agree_with_their_definitions() {
    fn check<B: Bits>(squares: &[Square]) {
        let set: SquareSet = squares.iter().copied().collect();
        let b = B::from_set(set);
        assert_eq!(b.to_set(), set);
        assert_eq!(b.count() as usize, squares.len());
        let bits: Vec<usize> = squares.iter().map(|&s| B::bit(s)).collect();
        for (&s, &bit) in squares.iter().zip(&bits) {
            assert_eq!(B::square(bit), s);
            assert!(b.has(bit));
            assert_eq!(B::single(bit).to_set(), SquareSet::from_square(s));
        }
        assert_eq!(b.lowest(), bits.iter().min().copied());
        assert_eq!(b.highest(), bits.iter().max().copied());
        let mut popped = Vec::new();
        let mut rest = b;
        while let Some(bit) = rest.pop() {
            popped.push(bit);
        }
        let mut sorted = bits.clone();
        sorted.sort_unstable();
        assert_eq!(popped, sorted);
        for delta in [
            -130, -64, -17, -8, -1, 0, 1, 7, 8, 16, 63, 64, 100, 255, 256,
        ] {
            let expected: Vec<usize> = bits
                .iter()
                .filter_map(|&x| usize::try_from(x as i32 + delta).ok())
                .filter(|&x| x < B::CAPACITY)
                .collect();
            let mut shifted = b.shift(delta);
            for &x in &expected {
                assert!(shifted.has(x), "{bits:?} shifted by {delta}");
                shifted.drop_bit(x);
            }
            assert!(shifted.none(), "{bits:?} shifted by {delta}");
        }
        for bit in 0..B::CAPACITY {
            let through = b.up_to_lowest().has(bit);
            let from = b.down_to_highest().has(bit);
            assert_eq!(through, bits.iter().all(|&x| bit <= x), "{bit}");
            assert_eq!(from, bits.iter().all(|&x| bit >= x), "{bit}");
        }
    }
    let s = |file, rank| Square::new(file, rank);
    for squares in [
        vec![],
        vec![s(0, 0)],
        vec![s(7, 7)],
        vec![s(3, 4), s(0, 0), s(7, 3), s(2, 6)],
        vec![s(5, 3), s(6, 4)],
        vec![s(7, 0), s(0, 7), s(4, 4)],
    ] {
        check::<u64>(&squares);
        check::<SquareSet>(&squares);
    }
    // Squares of the wide form's every word.
    check::<SquareSet>(&[s(0, 0), s(15, 3), s(0, 4), s(15, 7), s(8, 12), s(15, 15)]);
    check::<SquareSet>(&[s(9, 11)]);
    check::<SquareSet>(&[s(2, 5), s(1, 15)]);
    assert!(<u64 as Bits>::fits(Geometry::CHESS));
    assert!(!<u64 as Bits>::fits(Geometry::new(9, 8).unwrap()));
    assert!(!<u64 as Bits>::fits(Geometry::new(8, 9).unwrap()));
}

#[test]
fn set_operations_agree_with_membership() {
    let a: SquareSet = [1u8, 70, 130, 250]
        .map(Square::from_index)
        .into_iter()
        .collect();
    let b: SquareSet = [1u8, 71, 250].map(Square::from_index).into_iter().collect();
    for i in 0..=255u8 {
        let s = Square::from_index(i);
        assert_eq!((a & b).contains(s), a.contains(s) && b.contains(s));
        assert_eq!((a | b).contains(s), a.contains(s) || b.contains(s));
        assert_eq!((a ^ b).contains(s), a.contains(s) != b.contains(s));
        assert_eq!((!a).contains(s), !a.contains(s));
    }
    assert!(a.intersects(b));
    assert!(!a.intersects(!a));
    assert_eq!(SquareSet::ALL.len(), 256);
}
