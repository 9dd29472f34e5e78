//! FEN-style position text for chess-like games on any board size.
//!
//! Ranks are written from the top (the last rank) down, separated by `/`;
//! a piece is its kind's letter, upper case for White; a run of empty
//! squares is its length in decimal (`10` to `16` on wide boards). Then the
//! side to move, the castling rights (`KQkq` or `-`), the en passant square
//! (or `-`), the halfmove clock and the move number. The two clocks may be
//! left off and default to `0 1`.

use super::position::{CastlingRights, Position};
use super::Chesslike;
use crate::board::Board;
use crate::excerpt::Excerpt;
use crate::geometry::Square;
use crate::piece::{text_letter, Letters, Piece};
use crate::Color;
use thiserror::Error;

/// Why a position text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// Fewer than four or more than six space-separated fields.
    #[error("expected 4 to 6 fields (board, side, castling, en passant, clocks), found {0}")]
    FieldCount(usize),
    /// The board has the wrong number of ranks.
    #[error("the board part has {found} ranks, the board has {expected}")]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks of the board.
        expected: u8,
    },
    /// A rank has the wrong number of squares.
    #[error("rank {rank} has {found} squares, the board has {expected} files")]
    RankWidth {
        /// The rank, as numbered on the board (1 is the bottom).
        rank: u8,
        /// Squares found.
        found: usize,
        /// Files of the board.
        expected: u8,
    },
    /// A letter that names no piece of the game.
    #[error("unknown piece letter {letter:?} on rank {rank}")]
    UnknownPiece {
        /// The letter.
        letter: char,
        /// The rank it is on.
        rank: u8,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error("unexpected character {character:?} on rank {rank}")]
    BadCharacter {
        /// The character.
        character: char,
        /// The rank it is on.
        rank: u8,
    },
    /// A run of empty squares of 0.
    #[error("empty-square count {count} on rank {rank} must be from 1 to 16")]
    BadEmptyRun {
        /// The count as written.
        count: Excerpt,
        /// The rank it is on.
        rank: u8,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', not {0}")]
    BadSide(Excerpt),
    /// The castling field is malformed or names a castling the position
    /// cannot have.
    #[error("castling field {field}: {reason}")]
    BadCastling {
        /// The field.
        field: Excerpt,
        /// What is wrong.
        reason: String,
    },
    /// The en passant field is not `-` or a square on the right rank.
    #[error("en passant field {field}: {reason}")]
    BadEnPassant {
        /// The field.
        field: Excerpt,
        /// What is wrong.
        reason: String,
    },
    /// A clock is not a number in range.
    #[error("{name} {value} is not a number from {min} to 65535")]
    BadClock {
        /// Which clock.
        name: &'static str,
        /// The text.
        value: Excerpt,
        /// The smallest value allowed.
        min: u16,
    },
    /// A side has no royal piece, or more than one.
    #[error("{color} has {count} kings, it must have exactly one")]
    RoyalCount {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// The side that has just moved is in check: its King could be taken.
    #[error("{0} is not to move but is in check")]
    OpponentInCheck(Color),
}

impl Chesslike {
    /// Reads a position text (see the [module docs](self)).
    ///
    /// # Errors
    /// [`FenError`] naming the first field that is wrong.
    pub fn parse_fen(&self, text: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let geometry = self.rules.geometry;
        let mut position = Position::empty(geometry);
        position.letters = Letters::of(&self.rules.kinds);
        position.board = self.parse_board(fields[0])?;
        position.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSide(Excerpt::new(other))),
        };
        position.castling = self.parse_castling(fields[2], &position.board)?;
        position.en_passant = self.parse_en_passant(fields[3], position.side)?;
        let clock =
            |i: usize, name: &'static str, default: u16, min: u16| -> Result<u16, FenError> {
                match fields.get(i) {
                    None => Ok(default),
                    Some(v) => match v.parse::<u16>() {
                        Ok(n) if n >= min => Ok(n),
                        _ => Err(FenError::BadClock {
                            name,
                            value: Excerpt::new(v),
                            min,
                        }),
                    },
                }
            };
        position.halfmove = clock(4, "halfmove clock", 0, 0)?;
        position.fullmove = clock(5, "move number", 1, 1)?;
        self.validate(&position)?;
        Ok(position)
    }

    /// Reads the board part of a position text.
    ///
    /// # Errors
    /// [`FenError`] for wrong rank counts or widths and unknown letters.
    pub fn parse_board(&self, text: &str) -> Result<Board, FenError> {
        let geometry = self.rules.geometry;
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != geometry.ranks() as usize {
            return Err(FenError::RankCount {
                found: ranks.len(),
                expected: geometry.ranks(),
            });
        }
        let mut board = Board::empty(geometry);
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = geometry.ranks() - 1 - i as u8;
            let mut file: usize = 0;
            let chars: Vec<char> = rank_text.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    let start = j;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        j += 1;
                    }
                    let run: String = chars[start..j].iter().collect();
                    match run.parse::<usize>() {
                        Ok(n @ 1..=16) if !run.starts_with('0') => file += n,
                        _ => {
                            return Err(FenError::BadEmptyRun {
                                count: Excerpt::new(&run),
                                rank: rank + 1,
                            })
                        }
                    }
                    continue;
                }
                if !c.is_ascii_alphabetic() {
                    return Err(FenError::BadCharacter {
                        character: c,
                        rank: rank + 1,
                    });
                }
                let kind = self.kind_by_letter(c).ok_or(FenError::UnknownPiece {
                    letter: c,
                    rank: rank + 1,
                })?;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if file < geometry.files() as usize {
                    board.set(Square::new(file as u8, rank), Some(Piece::new(color, kind)));
                }
                file += 1;
                j += 1;
            }
            if file != geometry.files() as usize {
                return Err(FenError::RankWidth {
                    rank: rank + 1,
                    found: file,
                    expected: geometry.files(),
                });
            }
        }
        Ok(board)
    }

    fn parse_castling(&self, field: &str, board: &Board) -> Result<CastlingRights, FenError> {
        let bad = |reason: String| FenError::BadCastling {
            field: Excerpt::new(field),
            reason,
        };
        if field == "-" {
            return Ok(CastlingRights::default());
        }
        let mut rights = CastlingRights::default();
        for c in field.chars() {
            let (color, side) = match c {
                'K' => (Color::White, 0),
                'Q' => (Color::White, 1),
                'k' => (Color::Black, 0),
                'q' => (Color::Black, 1),
                _ => return Err(bad(format!("{c:?} is not one of K, Q, k, q"))),
            };
            let bit = CastlingRights::bit(color, side);
            if rights.0 & bit != 0 {
                return Err(bad(format!("'{c}' is given twice")));
            }
            let Some(castling) = self.rules.castling[color.index()].get(side) else {
                return Err(bad("this game has no such castling".to_string()));
            };
            let king_ok = board
                .get(castling.king_from)
                .is_some_and(|p| p.color() == color && self.is_royal(p.kind()));
            let rook_ok = board
                .get(castling.rook_from)
                .is_some_and(|p| p.color() == color && !self.is_royal(p.kind()));
            if !king_ok || !rook_ok {
                return Err(bad(format!(
                    "'{c}' needs the {color} king on {} and its partner on {}",
                    castling.king_from, castling.rook_from
                )));
            }
            rights.0 |= bit;
        }
        Ok(rights)
    }

    fn parse_en_passant(&self, field: &str, side: Color) -> Result<Option<Square>, FenError> {
        if field == "-" {
            return Ok(None);
        }
        if !self.rules.en_passant {
            return Err(FenError::BadEnPassant {
                field: Excerpt::new(field),
                reason: "this game has no en passant, the field must be '-'".to_string(),
            });
        }
        let geometry = self.rules.geometry;
        let bad = |reason: String| FenError::BadEnPassant {
            field: Excerpt::new(field),
            reason,
        };
        let square = geometry
            .parse_square(field)
            .map_err(|e| bad(e.to_string()))?;
        // The skipped square is on the mover's opponent's third rank.
        let expected = geometry.relative_rank(!side, 2);
        if square.rank() != expected {
            return Err(bad(format!(
                "with {side} to move it must be on rank {}",
                expected + 1
            )));
        }
        Ok(Some(square))
    }

    fn validate(&self, position: &Position) -> Result<(), FenError> {
        if self.royal_mask != 0 {
            for color in Color::ALL {
                let count = self.royal_squares(position, color).len();
                if count != 1 {
                    return Err(FenError::RoyalCount { color, count });
                }
            }
            let them = !position.side;
            if self.royal_attacked(position, them) {
                return Err(FenError::OpponentInCheck(them));
            }
        }
        Ok(())
    }

    /// Writes a position text that [`Chesslike::parse_fen`] reads back.
    pub fn to_fen(&self, position: &Position) -> String {
        write_fen(position, |p| self.piece_char(p))
    }

    /// Writes the board part of a position text.
    pub fn board_fen(&self, board: &Board) -> String {
        write_board(board, |p| self.piece_char(p))
    }

    /// The letter of `piece`: its kind's letter, lower case for Black.
    pub fn piece_char(&self, piece: Piece) -> char {
        let letter = self
            .rules
            .kinds
            .get(piece.kind() as usize)
            .map_or('?', |k| k.letter);
        match piece.color() {
            Color::White => letter,
            Color::Black => letter.to_ascii_lowercase(),
        }
    }
}

/// The position text of `position`, each piece written as `letter` gives
/// it: what [`Chesslike::to_fen`] writes with the game's letters, and a
/// position's `Debug` with the letters it carries.
pub(super) fn write_fen(position: &Position, letter: impl Fn(Piece) -> char) -> String {
    let mut out = write_board(&position.board, letter);
    out.push(' ');
    out.push(position.side.fen_char());
    out.push(' ');
    let mut castling = String::new();
    for (c, color, side) in [
        ('K', Color::White, 0),
        ('Q', Color::White, 1),
        ('k', Color::Black, 0),
        ('q', Color::Black, 1),
    ] {
        if position.castling.has(color, side) {
            castling.push(c);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    out.push_str(&castling);
    out.push(' ');
    match position.en_passant {
        Some(s) => out.push_str(&s.to_string()),
        None => out.push('-'),
    }
    out.push_str(&format!(" {} {}", position.halfmove, position.fullmove));
    out
}

/// The board part of a position text, each piece written as `letter`
/// gives it.
fn write_board(board: &Board, letter: impl Fn(Piece) -> char) -> String {
    let geometry = board.geometry();
    let mut out = String::new();
    for rank in (0..geometry.ranks()).rev() {
        let mut empty = 0;
        for file in 0..geometry.files() {
            match board.get(Square::new(file, rank)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(letter(p));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// A position's text, the FEN this module reads.
impl Position {
    /// The position text (FEN), written with the letters the position
    /// carries: what its game's `to_fen` writes, for a position the game
    /// read or played to.
    pub fn fen(&self) -> String {
        let letters = self.letters.list();
        self.fen_with(|p| text_letter(letters, p))
    }

    /// The position text (FEN) with each piece written as `letter` gives
    /// it, for a variant that knows its letters by itself.
    pub fn fen_with(&self, letter: impl Fn(Piece) -> char) -> String {
        write_fen(self, letter)
    }
}
