//! The shared notation lexer (`kernel::notation_lexer`) token by token:
//! castling in both spellings, marks where they may stand and where they
//! may not, piece letters, separators, and SAN split on boards of 8x8 and
//! 12x12 at their edge and one square past it; non-ASCII text anywhere.

use kernel::notation_lexer::{
    is_mark, piece_letter, split_san, strip_marks, strip_quality_marks, strip_san_annotations,
    Castling, San, SanError, Separator,
};
use kernel::{Geometry, GeometryError, Square};

fn big() -> Geometry {
    Geometry::new(12, 12).expect("12x12 is a board")
}

#[test]
fn castling_reads_both_spellings_and_nothing_else() {
    for (text, expected) in [
        ("O-O", Some(Castling::King)),
        ("0-0", Some(Castling::King)),
        ("O-O-O", Some(Castling::Queen)),
        ("0-0-0", Some(Castling::Queen)),
        // Mixed spellings, lower-case o, marks and spaces are not castling
        // (marks are stripped first, by the reader).
        ("O-0", None),
        ("o-o", None),
        ("O-O+", None),
        (" O-O", None),
        ("OO", None),
        ("O-O-O-O", None),
        ("", None),
        ("О-О", None), // Cyrillic capital O
    ] {
        assert_eq!(Castling::read(text), expected, "{text:?}");
    }
    assert_eq!(Castling::King.index(), 0);
    assert_eq!(Castling::Queen.index(), 1);
    assert_eq!(Castling::King.text(), "O-O");
    assert_eq!(Castling::Queen.text(), "O-O-O");
    for side in [Castling::King, Castling::Queen] {
        assert_eq!(Castling::read(side.text()), Some(side));
    }
}

#[test]
fn marks_are_stripped_only_at_the_end() {
    for (text, body, marks) in [
        ("Nf3", "Nf3", ""),
        ("Nf3+", "Nf3", "+"),
        ("Nf3#", "Nf3", "#"),
        ("Qh5++", "Qh5", "++"),
        ("e4!", "e4", "!"),
        ("e4?!", "e4", "?!"),
        ("Qxf7#!!", "Qxf7", "#!!"),
        ("+-+", "+-", "+"),
        // A mark inside the move is not a mark: the reader refuses it.
        ("N+f3", "N+f3", ""),
        ("N!f3?", "N!f3", "?"),
        // A space ends the run of marks: what stands before stays.
        ("Nf3+ ", "Nf3+ ", ""),
        ("Nf3 +", "Nf3 ", "+"),
        ("+", "", "+"),
        ("", "", ""),
        // Non-ASCII text is cut on a character's boundary.
        ("é+", "é", "+"),
        ("Nf3é", "Nf3é", ""),
        ("♞f3#", "♞f3", "#"),
    ] {
        assert_eq!(strip_marks(text), (body, marks), "{text:?}");
    }
    assert!("+#!?".chars().all(is_mark));
    assert!(!"-x:=O0 é".chars().any(is_mark));
}

#[test]
fn quality_marks_leave_check_marks_in_place() {
    for (text, body, marks) in [
        ("R C5:C7!?", "R C5:C7", "!?"),
        ("R C5:C7+", "R C5:C7+", ""),
        ("R C5:C7+!", "R C5:C7+", "!"),
        ("!é?", "!é", "?"),
    ] {
        assert_eq!(strip_quality_marks(text), (body, marks), "{text:?}");
    }
}

#[test]
fn san_annotations_are_white_space_marks_and_en_passant() {
    for (text, expected) in [
        (" exd6 e.p.+ ", "exd6"),
        ("exd6e.p.", "exd6"),
        ("Nf3 !", "Nf3"),
        ("e.p.", ""),
        ("+ + ", "+"),
        ("é e.p.", "é"),
    ] {
        assert_eq!(strip_san_annotations(text), expected, "{text:?}");
    }
}

#[test]
fn separators_and_piece_letters() {
    assert_eq!(Separator::read('-'), Some(Separator::Move));
    assert_eq!(Separator::read('x'), Some(Separator::Capture));
    assert_eq!(Separator::read(':'), Some(Separator::Capture));
    for c in ['X', '~', '^', '=', '—', 'é'] {
        assert_eq!(Separator::read(c), None, "{c:?}");
    }
    assert_eq!(
        Separator::read_prefix("xd5"),
        Some((Separator::Capture, "d5"))
    );
    assert_eq!(Separator::read_prefix("-"), Some((Separator::Move, "")));
    assert_eq!(Separator::read_prefix("éx"), None);
    assert_eq!(Separator::read_prefix(""), None);

    assert_eq!(piece_letter("Nf3"), Some(('N', "f3")));
    assert_eq!(piece_letter("K"), Some(('K', "")));
    assert_eq!(piece_letter("nf3"), None);
    assert_eq!(piece_letter("Éf3"), None);
    assert_eq!(piece_letter("♞f3"), None);
    assert_eq!(piece_letter(""), None);
}

/// The parts `text` splits into on `geometry`, or the error.
fn split(text: &str, geometry: Geometry) -> Result<San, SanError> {
    split_san(text, geometry)
}

fn san(
    piece: Option<char>,
    from: (Option<u8>, Option<u8>),
    to: (u8, u8),
    promotion: Option<char>,
) -> San {
    San {
        piece,
        from_file: from.0,
        from_rank: from.1,
        to: Square::new(to.0, to.1),
        promotion,
    }
}

#[test]
fn san_splits_each_form_into_its_parts() {
    let g = Geometry::CHESS;
    for (text, expected) in [
        ("e4", san(None, (None, None), (4, 3), None)),
        ("Nf3", san(Some('N'), (None, None), (5, 2), None)),
        ("Nbd7", san(Some('N'), (Some(1), None), (3, 6), None)),
        ("R1a3", san(Some('R'), (None, Some(0)), (0, 2), None)),
        ("Qh4xe1", san(Some('Q'), (Some(7), Some(3)), (4, 0), None)),
        ("exd5", san(None, (Some(4), None), (3, 4), None)),
        ("e4:d5", san(None, (Some(4), Some(3)), (3, 4), None)),
        ("Ng1-f3", san(Some('N'), (Some(6), Some(0)), (5, 2), None)),
        ("g1f3", san(None, (Some(6), Some(0)), (5, 2), None)),
        ("e8=Q", san(None, (None, None), (4, 7), Some('Q'))),
        ("e8=q", san(None, (None, None), (4, 7), Some('q'))),
        ("dxe8=N", san(None, (Some(3), None), (4, 7), Some('N'))),
        ("e7e8q", san(None, (Some(4), Some(6)), (4, 7), Some('q'))),
        ("e7e8Q", san(None, (Some(4), Some(6)), (4, 7), Some('Q'))),
        // Separators are read wherever they stand.
        ("e-2-e-4", san(None, (Some(4), Some(1)), (4, 3), None)),
    ] {
        assert_eq!(split(text, g), Ok(expected), "{text:?}");
    }
}

#[test]
fn san_refuses_what_is_not_a_move() {
    let g = Geometry::CHESS;
    for text in [
        "", "N", "Nf", "x", "=Q", "e8=", "e8=QR", "4", "f3&3", "e4(", "N01f3", "N+1f3", "Ne123",
        "e8(Q)", "é4", "Né4", "eé4", "Nf3é", "ée4",
    ] {
        assert_eq!(split(text, g), Err(SanError::Malformed), "{text:?}");
    }
}

#[test]
fn squares_at_the_edge_read_and_one_past_is_off_the_board() {
    let g = Geometry::CHESS;
    assert_eq!(split("h8", g).map(|s| s.to), Ok(Square::new(7, 7)));
    assert_eq!(split("a1", g).map(|s| s.to), Ok(Square::new(0, 0)));
    assert_eq!(split("h8i9", g).map(|s| s.to), Err(off_board("i9", 8)));
    assert!(matches!(split("i8", g), Err(SanError::OffBoard(_))));
    assert!(matches!(split("h9", g), Err(SanError::OffBoard(_))));
    assert!(matches!(
        split("Nih8", g),
        Err(SanError::OffBoard(GeometryError::FileOffBoard {
            letter: 'i',
            ..
        }))
    ));
    assert!(matches!(
        split("N9h8", g),
        Err(SanError::OffBoard(GeometryError::RankOffBoard {
            rank: 9,
            ..
        }))
    ));

    let g = big();
    assert_eq!(split("l12", g).map(|s| s.to), Ok(Square::new(11, 11)));
    assert_eq!(
        split("Ra12l12", g),
        Ok(san(Some('R'), (Some(0), Some(11)), (11, 11), None))
    );
    assert_eq!(split("m12", g), Err(off_board("m12", 12)));
    assert_eq!(split("l13", g), Err(off_board("l13", 12)));
    assert!(matches!(
        split("Rm1a1", g),
        Err(SanError::OffBoard(GeometryError::FileOffBoard {
            letter: 'm',
            ..
        }))
    ));
    assert!(matches!(
        split("R13a1", g),
        Err(SanError::OffBoard(GeometryError::RankOffBoard {
            rank: 13,
            ..
        }))
    ));
    // Upper-case files, as Edge of the World writes them, are squares too.
    assert_eq!(split("L12", g).map(|s| s.to), Err(SanError::Malformed));
    assert_eq!(split("aL12", g).map(|s| s.to), Ok(Square::new(11, 11)));
}

/// The error for the square `text` off a board of `side` x `side`.
fn off_board(text: &str, side: u8) -> SanError {
    SanError::OffBoard(GeometryError::OffBoard {
        text: kernel::excerpt::Excerpt::new(text),
        files: side,
        ranks: side,
    })
}

#[test]
fn no_text_panics_the_san_split() {
    // Multibyte characters at every place a byte index could be taken.
    for text in [
        "é",
        "éé",
        "e8=é",
        "e8=éé",
        "é8=Q",
        "Ξe4",
        "e4Ξ",
        "ee4Ξ",
        "e7e8é",
        "€7e8q",
        "e€e8q",
        "N€f3",
        "N€€€f3",
        "Nf€3",
        "𝔑f3",
        "e7𝔢8q",
        "=",
        "==",
        "x-:",
        "🏰-🏰",
    ] {
        for g in [Geometry::CHESS, big(), Geometry::new(1, 1).expect("1x1")] {
            let _ = split(text, g);
            let _ = strip_marks(text);
            let _ = strip_san_annotations(text);
            let _ = piece_letter(text);
            let _ = Separator::read_prefix(text);
        }
    }
}
