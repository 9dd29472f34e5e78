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
use crate::geometry::Square;
use crate::notation_lexer::{split_san, strip_san_annotations, Castling, San, SanError};
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

/// The parts of a written move: castling, or a move's [`San`] parts.
enum Written {
    Castle(Castling),
    Move(San),
}

impl Chesslike {
    /// Splits a move into its parts. Every file and rank is read by the
    /// board's [`crate::Geometry`], so the parts name squares of this board.
    fn split_move(&self, text: &str) -> Result<Written, SanError> {
        match Castling::read(text) {
            Some(side) => Ok(Written::Castle(side)),
            None => split_san(text, self.rules.geometry).map(Written::Move),
        }
    }

    /// Reads a move written in SAN, long algebraic or coordinates.
    ///
    /// # Errors
    /// [`NotationError`] if the text is malformed, matches no move, or
    /// matches several.
    pub fn parse_move(&self, position: &Position, text: &str) -> Result<Move, NotationError> {
        let clean = strip_san_annotations(text);
        if clean.is_empty() {
            return Err(NotationError::Empty);
        }
        let no_move = |reason: String| NotationError::NoMove {
            text: Excerpt::new(clean),
            reason,
        };
        let written = self.split_move(clean).map_err(|e| match e {
            SanError::Malformed => NotationError::Malformed(Excerpt::new(clean)),
            SanError::OffBoard(error) => no_move(error.to_string()),
        })?;
        let legal = self.legal_moves(position);
        let w = match written {
            Written::Castle(side) => {
                let castle = MoveKind::Castle(side.index());
                return self
                    .only_fit(&legal, clean, |m| m.kind == castle)?
                    .ok_or_else(|| no_move("castling is not legal here".to_string()));
            }
            Written::Move(san) => san,
        };
        let kind_of = |c: char| {
            self.kind_by_letter(c)
                .ok_or_else(|| no_move(format!("{c:?} is not a piece letter of this game")))
        };
        let promotion_kind = w.promotion.map(kind_of).transpose()?;
        let piece_kind = w.piece.map(kind_of).transpose()?;
        let full_from = w.from_file.is_some() && w.from_rank.is_some();
        let fits = |m: &Move| -> bool {
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
                && m.to == w.to
                && w.from_file.is_none_or(|f| f == m.from.file())
                && w.from_rank.is_none_or(|r| r == m.from.rank())
        };
        if let Some(mv) = self.only_fit(&legal, clean, fits)? {
            return Ok(mv);
        }
        // Not legal: read it as written when both squares are given.
        if let (Some(file), Some(rank)) = (w.from_file, w.from_rank) {
            if let Some(from) = self.rules.geometry.square(file, rank) {
                return Ok(self.move_as_written(position, from, w.to, promotion_kind));
            }
        }
        let unnamed_promotion = w.promotion.is_none()
            && legal
                .iter()
                .any(|m| m.to == w.to && matches!(m.kind, MoveKind::Promotion(_)));
        Err(no_move(if unnamed_promotion {
            "a promotion must name the new piece".to_string()
        } else {
            format!("no legal move of that piece reaches {}", w.to)
        }))
    }

    /// The one move of `legal` that `fits`, `None` if none does.
    ///
    /// # Errors
    /// [`NotationError::Ambiguous`], quoting `text`, if several do.
    fn only_fit(
        &self,
        legal: &[Move],
        text: &str,
        fits: impl Fn(&Move) -> bool,
    ) -> Result<Option<Move>, NotationError> {
        let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(m)).collect();
        match matches.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(*one)),
            _ => Err(NotationError::Ambiguous {
                text: Excerpt::new(text),
                options: matches
                    .iter()
                    .map(|m| self.coordinate(*m))
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
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
            return Castling::from_index(side).text().to_string();
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
