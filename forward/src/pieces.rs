//! The Forward Chess pieces: one table of letter, name and Betza string, the
//! ranking that piece creation follows, and the kernel rules data built
//! from them.
//!
//! Directions are White's (forward is towards rank 8); Black's pieces are
//! the same pieces turned round.
//!
//! | letter | piece | Betza | moves |
//! |---|---|---|---|
//! | `P` | Pawn | `fmWfcF` | as in FIDE chess (double step and en passant are rules switches) |
//! | `N` | Knight | `fhNmbW` | the four knight leaps that gain ground; one step back, never capturing |
//! | `B` | Bishop | `fBmbW` | the two forward diagonals; one step back, never capturing |
//! | `R` | Rook | `frlRmbW` | forward and sideways rook; one step back, never capturing |
//! | `Q` | Queen | `fsQmbW` | forward rook, forward diagonals, sideways rook; one step back, never capturing |
//! | `K` | King | `fsKmbW` | one step forward, forward-diagonal or sideways; one step back, never capturing |

use kernel::chesslike::Rules;
use kernel::geometry::Geometry;
use kernel::piece::{PieceKind, Role};

/// The start position: the FIDE setup. Castling is not allowed, so the
/// castling field is `-`.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

/// Kind index of the Pawn.
pub const PAWN: u8 = 0;
/// Kind index of the Knight.
pub const KNIGHT: u8 = 1;
/// Kind index of the Bishop.
pub const BISHOP: u8 = 2;
/// Kind index of the Rook.
pub const ROOK: u8 = 3;
/// Kind index of the Queen.
pub const QUEEN: u8 = 4;
/// Kind index of the King.
pub const KING: u8 = 5;

/// The pieces in kind-index order: letter, name, Betza string, role.
pub const PIECES: [(char, &str, &str, Role); 6] = [
    ('P', "Pawn", "fmWfcF", Role::Pawn),
    ('N', "Knight", "fhNmbW", Role::Piece),
    ('B', "Bishop", "fBmbW", Role::Piece),
    ('R', "Rook", "frlRmbW", Role::Piece),
    ('Q', "Queen", "fsQmbW", Role::Piece),
    ('K', "King", "fsKmbW", Role::Royal),
];

/// The kinds a pawn may promote to, best first.
pub const PROMOTIONS: [u8; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];

/// The kind created for the capturer when a piece of kind `captured` is
/// taken (rule 2: Queen > Rook > Bishop > Knight > Pawn): Queen gives Rook,
/// Rook gives Bishop, Bishop gives Knight, Knight gives Pawn; a Pawn (and
/// the King, which is never legally taken) gives nothing.
#[inline]
pub const fn created_by_capture(captured: u8) -> Option<u8> {
    match captured {
        QUEEN => Some(ROOK),
        ROOK => Some(BISHOP),
        BISHOP => Some(KNIGHT),
        KNIGHT => Some(PAWN),
        _ => None,
    }
}

/// The letter of kind index `kind` (upper case), `?` for an unknown index.
pub fn letter(kind: u8) -> char {
    PIECES.get(kind as usize).map_or('?', |p| p.0)
}

/// The name of kind index `kind`.
pub fn name(kind: u8) -> &'static str {
    PIECES.get(kind as usize).map_or("piece", |p| p.1)
}

/// The kernel rules data: the pieces above on the 8x8 board, pawn double
/// step and en passant on, promotion to Queen, Rook, Bishop or Knight, no
/// castling, and no drawing rules (the kernel's fifty-move and repetition
/// draws are off; this crate judges repetition and the fifty-move claim
/// itself).
///
/// # Panics
/// Never: the Betza strings are constant and the tests compile them.
pub fn rules() -> Rules {
    let kinds = PIECES
        .iter()
        .map(|&(letter, name, betza, role)| {
            PieceKind::new(letter, name, betza, role)
                .expect("the Forward Chess Betza strings are valid")
        })
        .collect();
    Rules {
        name: "forward".to_string(),
        geometry: Geometry::CHESS,
        kinds,
        start: START_FEN.to_string(),
        double_step: true,
        en_passant: true,
        promotion: [PROMOTIONS.to_vec(), PROMOTIONS.to_vec()],
        castling: [Vec::new(), Vec::new()],
        draws: kernel::draws::DrawRules::NONE,
    }
}
