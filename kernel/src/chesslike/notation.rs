//! Move notation for chess-like games: standard algebraic (SAN) written,
//! and SAN, long algebraic (`Ng1-f3`, `e4xd5`, `e4:d5`) and coordinates
//! (`g1f3`, `e7e8q`) read.
//!
//! Reading is done against a position: the text is matched with the legal
//! moves. A move written with both squares that is not legal is still read
//! (so that a game can be replayed as written and its illegal move
//! reported); a short form that matches no legal move is an error.

use super::position::{Move, MoveKind, Position};
use super::Chesslike;
use crate::excerpt::Excerpt;
use crate::geometry::{GeometryError, Square};
use thiserror::Error;

/// Why a move's text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing but white space and annotations.
    #[error("empty move")]
    Empty,
    /// The text is not shaped like a move.
    #[error("{0} is not a move: expected SAN such as Nf3 or coordinates such as g1f3")]
    Malformed(Excerpt),
    /// The text is shaped like a move but names none in this position.
    #[error("{text} names no move here: {reason}")]
    NoMove {
        /// The move as written.
        text: Excerpt,
        /// Why nothing matches.
        reason: String,
    },
    /// More than one legal move fits the text.
    #[error("{text} is ambiguous: it could be {options}")]
    Ambiguous {
        /// The move as written.
        text: Excerpt,
        /// The moves it could be, in coordinates.
        options: String,
    },
}

/// The parts of a written move.
#[derive(Debug, Default)]
struct Written {
    piece: Option<char>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<char>,
    castle: Option<u8>,
}

/// Removes check, mate and quality marks from the end of a move.
pub(crate) fn strip_annotations(text: &str) -> &str {
    text.trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end_matches("e.p.")
        .trim()
}

/// Why a move's text could not be split into its parts.
enum SplitError {
    /// The text is not shaped like a move.
    Malformed,
    /// It is, but names a file or rank beyond the board.
    OffBoard(GeometryError),
}

impl From<GeometryError> for SplitError {
    fn from(error: GeometryError) -> SplitError {
        match error {
            GeometryError::OffBoard { .. }
            | GeometryError::FileOffBoard { .. }
            | GeometryError::RankOffBoard { .. } => SplitError::OffBoard(error),
            _ => SplitError::Malformed,
        }
    }
}

impl Chesslike {
    /// Splits a move into its parts. Every file and rank is read by the
    /// board's [`crate::Geometry`], so the parts name squares of this board.
    fn split_move(&self, text: &str) -> Result<Written, SplitError> {
        let geometry = self.rules.geometry;
        let mut w = Written::default();
        match text {
            "O-O" | "0-0" => {
                w.castle = Some(0);
                return Ok(w);
            }
            "O-O-O" | "0-0-0" => {
                w.castle = Some(1);
                return Ok(w);
            }
            _ => {}
        }
        let mut body: Vec<char> = text.chars().collect();
        // Promotion: "=Q", "(Q)", a trailing upper-case letter, or a
        // trailing lower-case letter after the target's digits ("e7e8q").
        if let Some(eq) = body.iter().position(|&c| c == '=') {
            let rest: String = body[eq + 1..]
                .iter()
                .filter(|c| c.is_alphabetic())
                .collect();
            if rest.chars().count() != 1 {
                return Err(SplitError::Malformed);
            }
            w.promotion = rest.chars().next();
            body.truncate(eq);
        } else if body.len() >= 3
            && body[body.len() - 1].is_ascii_alphabetic()
            && body[body.len() - 2].is_ascii_digit()
        {
            w.promotion = body.pop();
        }
        if body.first().is_some_and(|c| c.is_ascii_uppercase()) {
            w.piece = Some(body.remove(0));
        }
        body.retain(|&c| c != 'x' && c != ':' && c != '-');
        let digits = body.iter().rev().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || body.len() < digits + 1 {
            return Err(SplitError::Malformed);
        }
        let to_text: String = body[body.len() - digits - 1..].iter().collect();
        w.to = Some(geometry.parse_square(&to_text)?);
        body.truncate(body.len() - digits - 1);
        // What is left disambiguates: a file, a rank, or both.
        let mut from = body.as_slice();
        if let Some((&c, rest)) = from.split_first() {
            if c.is_ascii_lowercase() {
                w.from_file = Some(geometry.parse_file(c)?);
                from = rest;
            }
        }
        if !from.is_empty() {
            let rank: String = from.iter().collect();
            w.from_rank = Some(geometry.parse_rank(&rank)?);
        }
        Ok(w)
    }

    /// Reads a move written in SAN, long algebraic or coordinates.
    ///
    /// # Errors
    /// [`NotationError`] if the text is malformed, matches no move, or
    /// matches several.
    pub fn parse_move(&self, position: &Position, text: &str) -> Result<Move, NotationError> {
        let clean = strip_annotations(text);
        if clean.is_empty() {
            return Err(NotationError::Empty);
        }
        let w = self.split_move(clean).map_err(|e| match e {
            SplitError::Malformed => NotationError::Malformed(Excerpt::new(clean)),
            SplitError::OffBoard(error) => NotationError::NoMove {
                text: Excerpt::new(clean),
                reason: error.to_string(),
            },
        })?;
        let legal = self.legal_moves(position);
        let promotion_kind = match w.promotion {
            None => None,
            Some(c) => Some(
                self.kind_by_letter(c)
                    .ok_or_else(|| NotationError::NoMove {
                        text: Excerpt::new(clean),
                        reason: format!("{c:?} is not a piece letter of this game"),
                    })?,
            ),
        };
        let piece_kind = match w.piece {
            None => None,
            Some(c) => Some(
                self.kind_by_letter(c)
                    .ok_or_else(|| NotationError::NoMove {
                        text: Excerpt::new(clean),
                        reason: format!("{c:?} is not a piece letter of this game"),
                    })?,
            ),
        };
        let full_from = w.from_file.is_some() && w.from_rank.is_some();
        let fits = |m: &Move| -> bool {
            if let Some(side) = w.castle {
                return m.kind == MoveKind::Castle(side);
            }
            let Some(piece) = position.board().get(m.from) else {
                return false;
            };
            let kind_ok = match piece_kind {
                Some(k) => piece.kind() == k,
                None => full_from || self.is_pawn(piece.kind()),
            };
            let promo_ok = match (m.kind, promotion_kind) {
                (MoveKind::Promotion(k), Some(p)) => k == p,
                (MoveKind::Promotion(_), None) => false,
                (_, Some(_)) => false,
                _ => true,
            };
            kind_ok
                && promo_ok
                && Some(m.to) == w.to
                && w.from_file.is_none_or(|f| f == m.from.file())
                && w.from_rank.is_none_or(|r| r == m.from.rank())
        };
        let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(m)).collect();
        match matches.len() {
            1 => return Ok(matches[0]),
            0 => {}
            _ => {
                return Err(NotationError::Ambiguous {
                    text: Excerpt::new(clean),
                    options: matches
                        .iter()
                        .map(|m| self.coordinate(*m))
                        .collect::<Vec<_>>()
                        .join(", "),
                })
            }
        }
        // Not legal: read it as written when both squares are given.
        if let (Some(file), Some(rank), Some(to)) = (w.from_file, w.from_rank, w.to) {
            if let Some(from) = self.rules.geometry.square(file, rank) {
                return Ok(self.move_as_written(position, from, to, promotion_kind));
            }
        }
        let reason = match w.to {
            _ if w.castle.is_some() => "castling is not legal here".to_string(),
            Some(to)
                if w.promotion.is_none()
                    && legal
                        .iter()
                        .any(|m| m.to == to && matches!(m.kind, MoveKind::Promotion(_))) =>
            {
                "a promotion must name the new piece".to_string()
            }
            Some(to) => format!("no legal move of that piece reaches {to}"),
            None => "no legal move fits".to_string(),
        };
        Err(NotationError::NoMove {
            text: Excerpt::new(clean),
            reason,
        })
    }

    /// The move from `from` to `to` with the kind the board implies
    /// (castling, double step, en passant, promotion), legal or not.
    pub fn move_as_written(
        &self,
        position: &Position,
        from: Square,
        to: Square,
        promotion: Option<u8>,
    ) -> Move {
        let us = position.side_to_move();
        let piece = position.board().get(from);
        let pawn = piece.is_some_and(|p| self.is_pawn(p.kind()));
        let royal = piece.is_some_and(|p| self.is_royal(p.kind()));
        let kind = if let Some(k) = promotion {
            MoveKind::Promotion(k)
        } else if royal {
            match self.rules.castling[us.index()].iter().position(|c| {
                c.king_from == from && c.king_to == to && from.file().abs_diff(to.file()) > 1
            }) {
                Some(side) => MoveKind::Castle(side as u8),
                None => MoveKind::Normal,
            }
        } else if pawn && from.file() == to.file() && from.rank().abs_diff(to.rank()) == 2 {
            MoveKind::DoubleStep
        } else if pawn && position.en_passant() == Some(to) && from.file() != to.file() {
            MoveKind::EnPassant
        } else {
            MoveKind::Normal
        };
        Move { from, to, kind }
    }

    /// The letter of kind `kind`, `?` for an index no kind has.
    fn letter(&self, kind: u8) -> char {
        self.rules
            .kinds
            .get(kind as usize)
            .map_or('?', |k| k.letter)
    }

    /// Writes `mv` in coordinates: `e2e4`, `e7e8q`.
    pub fn coordinate(&self, mv: Move) -> String {
        match mv.kind {
            MoveKind::Promotion(k) => format!(
                "{}{}{}",
                mv.from,
                mv.to,
                self.letter(k).to_ascii_lowercase()
            ),
            _ => format!("{}{}", mv.from, mv.to),
        }
    }

    /// Writes `mv`, legal in `position`, in SAN with its check or mate mark.
    pub fn san(&self, position: &Position, mv: Move) -> String {
        let mut out = self.san_without_suffix(position, mv);
        let mut after = position.clone();
        after.apply(mv, self);
        if self.royal_attacked(&after, after.side_to_move()) {
            out.push(if self.has_legal_move(&after) {
                '+'
            } else {
                '#'
            });
        }
        out
    }

    fn san_without_suffix(&self, position: &Position, mv: Move) -> String {
        if let MoveKind::Castle(side) = mv.kind {
            return if side == 0 { "O-O" } else { "O-O-O" }.to_string();
        }
        let Some(piece) = position.board().get(mv.from) else {
            return self.coordinate(mv);
        };
        let capture = position.captured(mv).is_some();
        let mut out = String::new();
        if self.is_pawn(piece.kind()) {
            if capture {
                out.push(crate::geometry::file_char(mv.from.file()));
            }
        } else {
            out.push(self.letter(piece.kind()));
            let rivals: Vec<Move> = self
                .legal_moves(position)
                .into_iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && position.board().get(m.from).map(|p| p.kind()) == Some(piece.kind())
                })
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|m| m.from.file() != mv.from.file());
                let rank_unique = rivals.iter().all(|m| m.from.rank() != mv.from.rank());
                if file_unique {
                    out.push(crate::geometry::file_char(mv.from.file()));
                } else if rank_unique {
                    out.push_str(&(mv.from.rank() + 1).to_string());
                } else {
                    out.push_str(&mv.from.to_string());
                }
            }
        }
        if capture {
            out.push('x');
        }
        out.push_str(&mv.to.to_string());
        if let MoveKind::Promotion(k) = mv.kind {
            out.push('=');
            out.push(self.letter(k));
        }
        out
    }
}
