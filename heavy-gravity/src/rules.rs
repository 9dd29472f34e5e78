//! The Heavy Gravity rules as data for the kernel's chess-like engine:
//! FIDE chess with other pieces, no double step, no en passant, no
//! castling, and promotion to the Heavy Gravity pieces only.

use crate::pieces::{kinds, pieces};
use kernel::chesslike::Rules;
use kernel::draws::{DeadPositions, DrawRules};
use kernel::Geometry;

/// The start position: the FIDE array, the Old Monkeys on the Kings'
/// squares, no castling rights and no en passant square.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

/// What a pawn may become on its last rank: the Heavy Gravity Queen, Rook,
/// Bishop and Knight (see `RULES.md`, "promotion"), never an Old Monkey or a
/// pawn and never a full-strength FIDE piece, which this game does not have.
pub const PROMOTION: [u8; 4] = [kinds::QUEEN, kinds::ROOK, kinds::BISHOP, kinds::KNIGHT];

/// The Heavy Gravity rules, named `heavy-gravity`, for
/// [`kernel::chesslike::Chesslike::new`] or for variants built on this one.
///
/// # Examples
/// ```
/// let rules = heavy_gravity::rules();
/// assert_eq!(rules.name, "heavy-gravity");
/// assert!(!rules.double_step && !rules.en_passant);
/// ```
pub fn rules() -> Rules {
    Rules {
        name: "heavy-gravity".to_string(),
        geometry: Geometry::CHESS,
        kinds: pieces(),
        start: START_FEN.to_string(),
        double_step: false,
        en_passant: false,
        promotion: [PROMOTION.to_vec(), PROMOTION.to_vec()],
        castling: [Vec::new(), Vec::new()],
        draws: DrawRules::fide_with(DeadPositions::BareKings),
    }
}
