//! FIDE chess, the reference rules that the other variants modify.
//!
//! The pieces are Betza strings like every other game's; the rules are the
//! switches of [`Rules`]: double step, en passant, castling both ways,
//! promotion to Queen, Rook, Bishop or Knight, and FIDE's draws
//! ([`DrawRules::FIDE`]): threefold repetition and fifty moves claimed
//! (`white claims threefold-repetition`), fivefold repetition, seventy-five
//! moves and insufficient material ending the game by themselves.

use crate::chesslike::{Castling, Chesslike, Rules};
use crate::draws::DrawRules;
use crate::geometry::{Geometry, Square};
use crate::options::{Options, OptionsError};
use crate::piece::{PieceKind, Role};

/// The FIDE start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Kind indexes of the FIDE pieces in [`pieces`].
pub mod kinds {
    /// The Pawn.
    pub const PAWN: u8 = 0;
    /// The Knight.
    pub const KNIGHT: u8 = 1;
    /// The Bishop.
    pub const BISHOP: u8 = 2;
    /// The Rook.
    pub const ROOK: u8 = 3;
    /// The Queen.
    pub const QUEEN: u8 = 4;
    /// The King.
    pub const KING: u8 = 5;
}

/// The six FIDE pieces as Betza strings, in the order of [`kinds`].
pub fn pieces() -> Vec<PieceKind> {
    [
        ('P', "Pawn", "fmWfcF", Role::Pawn),
        ('N', "Knight", "N", Role::Piece),
        ('B', "Bishop", "B", Role::Piece),
        ('R', "Rook", "R", Role::Piece),
        ('Q', "Queen", "Q", Role::Piece),
        ('K', "King", "K", Role::Royal),
    ]
    .into_iter()
    .map(|(letter, name, betza, role)| {
        PieceKind::new(letter, name, betza, role).expect("the FIDE Betza strings are valid")
    })
    .collect()
}

/// FIDE castling on an 8-file board: King e1 to g1 with the h1 Rook to f1,
/// King e1 to c1 with the a1 Rook to d1 (mirrored on rank 8 for Black).
pub fn castling() -> [Vec<Castling>; 2] {
    let side = |rank: u8| {
        vec![
            Castling {
                king_from: Square::new(4, rank),
                king_to: Square::new(6, rank),
                rook_from: Square::new(7, rank),
                rook_to: Square::new(5, rank),
            },
            Castling {
                king_from: Square::new(4, rank),
                king_to: Square::new(2, rank),
                rook_from: Square::new(0, rank),
                rook_to: Square::new(3, rank),
            },
        ]
    };
    [side(0), side(7)]
}

/// The FIDE rules as data, for variants that start from them and change a
/// few fields.
pub fn rules() -> Rules {
    use kinds::*;
    let promotion = vec![QUEEN, ROOK, BISHOP, KNIGHT];
    Rules {
        name: "chess".to_string(),
        geometry: Geometry::CHESS,
        kinds: pieces(),
        start: START_FEN.to_string(),
        double_step: true,
        en_passant: true,
        promotion: [promotion.clone(), promotion],
        castling: castling(),
        draws: DrawRules::FIDE,
    }
}

/// FIDE chess, compiled.
///
/// # Examples
/// ```
/// use kernel::Variant;
/// let chess = kernel::chess::fide();
/// assert_eq!(chess.name(), "chess");
/// assert_eq!(chess.count_turns(&chess.start_position()), 20);
/// ```
pub fn fide() -> Chesslike {
    Chesslike::new(rules()).expect("the FIDE rules compile")
}

/// FIDE chess with `options` as a game file's `options:` line gives them
/// (the grammar of [`crate::options`]), as every variant crate's
/// `with_options` takes them. FIDE chess has none, so only empty (or
/// blank) text is accepted: [`fide`] is the standard game.
///
/// # Errors
/// [`OptionsError`] for any other text.
///
/// # Examples
/// ```
/// assert!(kernel::chess::with_options(" ").is_ok());
/// let err = kernel::chess::with_options("castling=off").unwrap_err();
/// assert_eq!(err.to_string(), "unknown option 'castling': this variant has no options");
/// ```
pub fn with_options(options: &str) -> Result<Chesslike, OptionsError> {
    Options::parse(options)?.finish(&[])?;
    Ok(fide())
}
