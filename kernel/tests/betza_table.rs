//! Every Betza string the rule texts use, read and expanded on an empty
//! 11x11 board from its centre f6, for White and for Black. The expected
//! squares were written by hand from the expansions in
//! Ralph Betza's "Chess with Different Armies" (The Chess Variant Pages)
//! and the rule texts, not from the code.

use kernel::betza;
use kernel::tables::PieceTable;
use kernel::{Board, Color, Geometry, Square};

/// The squares a piece of `betza` on f6 can move to and capture on, on an
/// empty 11x11 board.
fn targets(text: &str, color: Color) -> (Vec<String>, Vec<String>) {
    let geometry = Geometry::new(11, 11).unwrap();
    let moves = betza::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let table = PieceTable::new(&moves.for_color(color), geometry);
    let board = Board::empty(geometry);
    let from = Square::new(5, 5);
    let (mut quiet, mut capture) = (Vec::new(), Vec::new());
    for leap in table.leaps(from) {
        assert!(leap.is_open(&board));
        if leap.can_move {
            quiet.push(leap.to.to_string());
        }
        if leap.can_capture {
            capture.push(leap.to.to_string());
        }
    }
    for ray in table.rays(from) {
        for (i, sq) in ray.squares.iter().enumerate() {
            if (i as u8) < ray.move_range {
                quiet.push(sq.to_string());
            }
            if (i as u8) < ray.capture_range {
                capture.push(sq.to_string());
            }
        }
    }
    quiet.sort();
    capture.sort();
    (quiet, capture)
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    let n = v.len();
    v.dedup();
    assert_eq!(n, v.len(), "expected list repeats a square: {list}");
    v
}

/// One row: the piece, then White's and Black's targets (moves and
/// captures alike).
#[track_caller]
fn check(text: &str, white: &str, black: &str) {
    for (color, expected) in [(Color::White, white), (Color::Black, black)] {
        let (quiet, capture) = targets(text, color);
        assert_eq!(quiet, sorted(expected), "{text} for {color}: moves");
        assert_eq!(capture, sorted(expected), "{text} for {color}: captures");
    }
}

const KNIGHT: &str = "e8 g8 d7 h7 e4 g4 d5 h5";
const KING: &str = "e5 f5 g5 e6 g6 e7 f7 g7";
const ROOK: &str = "f1 f2 f3 f4 f5 f7 f8 f9 f10 f11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6";
const BISHOP: &str = "e7 d8 c9 b10 a11 g7 h8 i9 j10 k11 e5 d4 c3 b2 a1 g5 h4 i3 j2 k1";

#[test]
fn fide_pieces() {
    check("N", KNIGHT, KNIGHT);
    check("K", KING, KING);
    check("R", ROOK, ROOK);
    check("B", BISHOP, BISHOP);
    let queen = format!("{ROOK} {BISHOP}");
    check("Q", &queen, &queen);
    check("RB", &queen, &queen);
}

#[test]
fn nutty_knights() {
    // Charging Knight: forward half of the knight plus rlbK (Betza's page
    // lists nine squares).
    check(
        "fhNrlbK",
        "e8 g8 d7 h7 e6 g6 e5 f5 g5",
        "e4 g4 d5 h5 e6 g6 e7 f7 g7",
    );
    // Colonel: King, forward and sideways rook, forward half knight.
    check(
        "fhNfrlRK",
        "e5 f5 g5 e6 g6 e7 f7 g7 f8 f9 f10 f11 a6 b6 c6 d6 h6 i6 j6 k6 e8 g8 d7 h7",
        "e5 f5 g5 e6 g6 e7 f7 g7 f4 f3 f2 f1 a6 b6 c6 d6 h6 i6 j6 k6 e4 g4 d5 h5",
    );
    // Charging Rook, in both spellings.
    let white = "f7 f8 f9 f10 f11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 f5 e5 g5";
    let black = "f5 f4 f3 f2 f1 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 f7 e7 g7";
    check("frlRbK", white, black);
    check("frlRrlbK", white, black);
    // Fibnif: Ferz plus the four narrow (vertical) knight moves.
    check("fbNF", "e5 g5 e7 g7 e8 g8 e4 g4", "e5 g5 e7 g7 e8 g8 e4 g4");
}

#[test]
fn remarkable_rookies() {
    let chancellor = format!("{ROOK} {KNIGHT}");
    check("RN", &chancellor, &chancellor);
    let short = "f2 f3 f4 f5 f7 f8 f9 f10 b6 c6 d6 e6 g6 h6 i6 j6";
    check("R4", short, short);
    check("WD", "f5 f7 e6 g6 f4 f8 d6 h6", "f5 f7 e6 g6 f4 f8 d6 h6");
    check(
        "HFD",
        "c6 i6 f3 f9 d6 h6 f4 f8 e5 g5 e7 g7",
        "c6 i6 f3 f9 d6 h6 f4 f8 e5 g5 e7 g7",
    );
}

#[test]
fn forward_fides() {
    // Knishop: forward half knight, backward bishop.
    check(
        "fhNbB",
        "e8 g8 d7 h7 e5 d4 c3 b2 a1 g5 h4 i3 j2 k1",
        "e4 g4 d5 h5 e7 d8 c9 b10 a11 g7 h8 i9 j10 k11",
    );
    // Bishight: forward bishop, backward half knight.
    check(
        "fBbhN",
        "e7 d8 c9 b10 a11 g7 h8 i9 j10 k11 e4 g4 d5 h5",
        "e5 d4 c3 b2 a1 g5 h4 i3 j2 k1 e8 g8 d7 h7",
    );
    // Forequeen: forward and sideways rook, forward bishop, backward half
    // knight, three backward King steps.
    check(
        "fsQbhNbK",
        "f7 f8 f9 f10 f11 e7 d8 c9 b10 a11 g7 h8 i9 j10 k11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 e4 g4 d5 h5 f5 e5 g5",
        "f5 f4 f3 f2 f1 e5 d4 c3 b2 a1 g5 h4 i3 j2 k1 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 e8 g8 d7 h7 f7 e7 g7",
    );
}

#[test]
fn heavy_gravity_pieces() {
    let diag4 = "e5 d4 c3 b2 g5 h4 i3 j2 e7 d8 c9 b10 g7 h8 i9 j10";
    let orth4 = "f2 f3 f4 f5 f7 f8 f9 f10 b6 c6 d6 e6 g6 h6 i6 j6";
    check("B4", diag4, diag4);
    check("R4", orth4, orth4);
    let queen4 = format!("{diag4} {orth4}");
    check("Q4", &queen4, &queen4);
    // The Mao reaches every knight square on an empty board.
    check("nN", KNIGHT, KNIGHT);
    // Old Monkey: diagonal steps and one straight back.
    check("FbW", "e5 g5 e7 g7 f5", "e5 g5 e7 g7 f7");
}

#[test]
fn pawns_move_and_capture_apart() {
    let (quiet, capture) = targets("fmWfcF", Color::White);
    assert_eq!(quiet, sorted("f7"));
    assert_eq!(capture, sorted("e7 g7"));
    let (quiet, capture) = targets("fmWfcF", Color::Black);
    assert_eq!(quiet, sorted("f5"));
    assert_eq!(capture, sorted("e5 g5"));
}

#[test]
fn riders_by_doubling_and_by_range() {
    let nightrider = "g8 h10 e8 d10 g4 h2 e4 d2 h7 j8 d7 b8 h5 j4 d5 b4";
    check("NN", nightrider, nightrider);
    let two_steps = "g8 h10 e8 d10 g4 h2 e4 d2 h7 j8 d7 b8 h5 j4 d5 b4";
    check("N2", two_steps, two_steps);
    check("W2", "f4 f5 f7 f8 d6 e6 g6 h6", "f4 f5 f7 f8 d6 e6 g6 h6");
}

#[test]
fn oblique_two_letter_forms() {
    // ff: the two narrow forward moves; fs: the two wide forward moves.
    check("ffN", "e8 g8", "e4 g4");
    check("fsN", "d7 h7", "d5 h5");
    check("fN", "e8 g8", "e4 g4");
    check("lN", "d7 d5", "h5 h7");
    check("flN", "e8 d7", "g4 h5");
    check("vN", "e8 g8 e4 g4", "e8 g8 e4 g4");
    check("sN", "d7 d5 h7 h5", "d7 d5 h7 h5");
}

#[test]
fn lame_leapers_are_blocked_on_their_path() {
    let geometry = Geometry::new(11, 11).unwrap();
    let mao = betza::parse("nN").unwrap();
    let table = PieceTable::new(&mao.for_color(Color::White), geometry);
    let mut board = Board::empty(geometry);
    // A piece on f7 (straight ahead) blocks e8 and g8, nothing else.
    board.set(Square::new(5, 6), Some(kernel::Piece::new(Color::White, 0)));
    let mut open: Vec<String> = table
        .leaps(Square::new(5, 5))
        .iter()
        .filter(|l| l.is_open(&board))
        .map(|l| l.to.to_string())
        .collect();
    open.sort();
    assert_eq!(open, sorted("d7 h7 e4 g4 d5 h5"));
}

/// Pieces whose moves and captures differ: White's moves, White's
/// captures, Black's moves, Black's captures.
#[track_caller]
fn check_split(text: &str, white: (&str, &str), black: (&str, &str)) {
    for (color, (moves, captures)) in [(Color::White, white), (Color::Black, black)] {
        let (quiet, capture) = targets(text, color);
        assert_eq!(quiet, sorted(moves), "{text} for {color}: moves");
        assert_eq!(capture, sorted(captures), "{text} for {color}: captures");
    }
}

#[test]
fn forward_chess_pieces() {
    // Forward and sideways as in chess, plus one non-capturing step back.
    check_split(
        "fhNmbW",
        ("e8 g8 d7 h7 f5", "e8 g8 d7 h7"),
        ("e4 g4 d5 h5 f7", "e4 g4 d5 h5"),
    );
    check_split(
        "fBmbW",
        (
            "e7 d8 c9 b10 a11 g7 h8 i9 j10 k11 f5",
            "e7 d8 c9 b10 a11 g7 h8 i9 j10 k11",
        ),
        (
            "e5 d4 c3 b2 a1 g5 h4 i3 j2 k1 f7",
            "e5 d4 c3 b2 a1 g5 h4 i3 j2 k1",
        ),
    );
    check_split(
        "frlRmbW",
        (
            "f7 f8 f9 f10 f11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 f5",
            "f7 f8 f9 f10 f11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6",
        ),
        (
            "f5 f4 f3 f2 f1 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 f7",
            "f5 f4 f3 f2 f1 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6",
        ),
    );
    let white_queen =
        "f7 f8 f9 f10 f11 e7 d8 c9 b10 a11 g7 h8 i9 j10 k11 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6";
    let black_queen = "f5 f4 f3 f2 f1 e5 d4 c3 b2 a1 g5 h4 i3 j2 k1 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6";
    check_split(
        "fsQmbW",
        (&format!("{white_queen} f5"), white_queen),
        (&format!("{black_queen} f7"), black_queen),
    );
    check_split(
        "fsKmbW",
        ("e7 f7 g7 e6 g6 f5", "e7 f7 g7 e6 g6"),
        ("e5 f5 g5 e6 g6 f7", "e5 f5 g5 e6 g6"),
    );
}
