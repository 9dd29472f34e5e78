//! Position text: FEN, then two fields that make a Forward Chess position
//! exact.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 1 1 - -
//! └──────────────── FEN (six fields) ────────────────────┘ │ └ history
//!                                                          └ last pawn capturer
//! ```
//!
//! - The six FEN fields as usual, except that the castling field is always
//!   `-` (rule 4) and the halfmove clock counts plies since the last pawn
//!   capture (rule 10's clock), not since the last capture or pawn move.
//! - Field 7: who made the last pawn capture, `w`, `b`, or `-` if no pawn
//!   has been captured.
//! - Field 8: the repetition history, the keys of the positions since the
//!   last pawn capture (this one excluded), oldest first, each 16
//!   hexadecimal digits, separated by commas; `-` if there are none. The key
//!   is the stable hash `Forward` gives as [`crate::Variant::repetition_key`]
//!   (documented on its implementation there).
//!
//! Fields 7 and 8 may be left off when reading (a plain FEN is a position
//! with no pawn captured and no history); when they are given, the clocks
//! must be too. They are always written.

use crate::position::Position;
use crate::Forward;
use kernel::chesslike::FenError;
use kernel::excerpt::Excerpt;
use kernel::Color;
use std::fmt::Write as _;
use thiserror::Error;

/// Why a position text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The FEN part (the first six fields, or all of them if fewer) is
    /// wrong.
    #[error("fen part: {0}")]
    Fen(#[from] FenError),
    /// More than eight fields.
    #[error("expected at most 8 fields (6 of fen, last pawn capturer, history), found {0}")]
    FieldCount(usize),
    /// Field 7 is not `w`, `b` or `-`.
    #[error("last pawn capturer field {0} must be 'w', 'b' or '-'")]
    BadCapturer(Excerpt),
    /// An entry of field 8 is not 16 hexadecimal digits.
    #[error("history field: entry {index} {entry} is not 16 hexadecimal digits")]
    BadHistoryEntry {
        /// 1-based position of the entry.
        index: usize,
        /// The entry.
        entry: Excerpt,
    },
    /// Field 8 holds more positions than plies have passed since the last
    /// pawn capture.
    #[error("history field holds {entries} positions, but the halfmove clock says only {plies} plies since the last pawn capture")]
    HistoryTooLong {
        /// Entries in the history field.
        entries: usize,
        /// The halfmove clock.
        plies: u16,
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
        let mut history = Vec::new();
        if let Some(&field) = fields.get(7) {
            if field != "-" {
                for (i, entry) in field.split(',').enumerate() {
                    let key = (entry.len() == 16 && entry.bytes().all(|b| b.is_ascii_hexdigit()))
                        .then(|| u64::from_str_radix(entry, 16).ok())
                        .flatten()
                        .ok_or_else(|| PositionError::BadHistoryEntry {
                            index: i + 1,
                            entry: Excerpt::new(entry),
                        })?;
                    history.push(key);
                }
            }
        }
        let plies = chess.halfmove_clock();
        if history.len() > plies as usize {
            return Err(PositionError::HistoryTooLong {
                entries: history.len(),
                plies,
            });
        }
        let side = chess.side_to_move();
        if self.king_on_last_rank(&chess, side) {
            return Err(PositionError::KingHomeToMove(side));
        }
        Ok(Position {
            chess,
            last_pawn_capturer,
            history,
        })
    }

    /// Writes a position text that [`Forward::parse_position`] reads back to
    /// an equal position.
    pub fn position_text(&self, position: &Position) -> String {
        let mut out = self.engine.to_fen(&position.chess);
        out.push(' ');
        out.push(position.last_pawn_capturer.map_or('-', |c| c.fen_char()));
        out.push(' ');
        if position.history.is_empty() {
            out.push('-');
        }
        for (i, key) in position.history.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{key:016x}");
        }
        out
    }
}
