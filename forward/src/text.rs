//! Position text: FEN, then one field that makes a Forward Chess position
//! exact.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 1 1 -
//! └──────────────── FEN (six fields) ────────────────────┘ └ last pawn capturer
//! ```
//!
//! - The six FEN fields as usual, except that the castling field is always
//!   `-` (rule 4) and the halfmove clock counts plies since the last pawn
//!   capture (rule 10's clock), not since the last capture or pawn move.
//! - Field 7: who made the last pawn capture, `w`, `b`, or `-` if no pawn
//!   has been captured.
//!
//! Field 7 may be left off when reading (a plain FEN is a position with no
//! pawn captured); when it is given, the clocks must be too. It is always
//! written.
//!
//! The positions that came before are not part of a position (rule 7's
//! repetition is counted in the history a game keeps, see
//! [`crate::Forward`]'s `outcome`). Texts written before that change carry
//! an eighth field, the keys of the positions since the last pawn capture
//! (`-`, or entries of 16 hexadecimal digits separated by commas); it is
//! still read, checked for its form and left aside, so that such texts
//! keep reading as the same position.
//!
//! # Examples
//! ```
//! use forward::{Forward, Variant};
//! let game = Forward::new();
//! let start = game.start_position();
//! assert_eq!(game.write_position(&start), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -");
//! let p = game.read_position("4k3/8/8/8/8/8/8/R3K3 w - - 98 80 w").unwrap();
//! assert_eq!(p.last_pawn_capturer(), Some(forward::Color::White));
//! // The older form, with its history field, reads as the same position.
//! let old = game.read_position("4k3/8/8/8/8/8/8/R3K3 w - - 98 80 w 0123456789abcdef").unwrap();
//! assert_eq!(old, p);
//! ```

use crate::position::Position;
use crate::Forward;
use kernel::chesslike::FenError;
use kernel::excerpt::Excerpt;
use kernel::Color;
use thiserror::Error;

/// Why a position text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The FEN part (the first six fields, or all of them if fewer) is
    /// wrong.
    #[error("fen part: {0}")]
    Fen(#[from] FenError),
    /// More than eight fields.
    #[error("expected at most 7 fields (6 of fen, last pawn capturer; an eighth, the history of texts written before it moved to the game, is read and left aside), found {0}")]
    FieldCount(usize),
    /// Field 7 is not `w`, `b` or `-`.
    #[error("last pawn capturer field {0} must be 'w', 'b' or '-'")]
    BadCapturer(Excerpt),
    /// An entry of field 8 (the history of the older form) is not 16
    /// hexadecimal digits.
    #[error("history field: entry {index} {entry} is not 16 hexadecimal digits")]
    BadHistoryEntry {
        /// 1-based position of the entry.
        index: usize,
        /// The entry.
        entry: Excerpt,
    },
    /// A King stands on its last rank, yet its side is to move: the game
    /// ended when it arrived (rule 8).
    #[error(
        "the {0} king stands on its last rank with {0} to move: the game ended when it arrived"
    )]
    KingHomeToMove(Color),
}

impl Forward {
    /// Reads a position text (see the [module docs](self)).
    ///
    /// # Errors
    /// [`PositionError`] naming the first field that is wrong.
    pub fn parse_position(&self, text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() > 8 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let fen_fields = fields.len().min(6);
        let chess = self.engine.parse_fen(&fields[..fen_fields].join(" "))?;
        let last_pawn_capturer = match fields.get(6) {
            None | Some(&"-") => None,
            Some(&"w") => Some(Color::White),
            Some(&"b") => Some(Color::Black),
            Some(other) => return Err(PositionError::BadCapturer(Excerpt::new(other))),
        };
        // The history of the older form: its form is checked, its keys
        // are not kept (the game keeps the history now).
        if let Some(&field) = fields.get(7) {
            if field != "-" {
                for (i, entry) in field.split(',').enumerate() {
                    if entry.len() != 16 || !entry.bytes().all(|b| b.is_ascii_hexdigit()) {
                        return Err(PositionError::BadHistoryEntry {
                            index: i + 1,
                            entry: Excerpt::new(entry),
                        });
                    }
                }
            }
        }
        let side = chess.side_to_move();
        if self.king_on_last_rank(&chess, side) {
            return Err(PositionError::KingHomeToMove(side));
        }
        Ok(Position {
            chess,
            last_pawn_capturer,
        })
    }

    /// Writes a position text that [`Forward::parse_position`] reads back to
    /// an equal position.
    pub fn position_text(&self, position: &Position) -> String {
        let mut out = self.engine.to_fen(&position.chess);
        out.push(' ');
        out.push(position.last_pawn_capturer.map_or('-', |c| c.fen_char()));
        out
    }
}
