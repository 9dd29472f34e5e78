//! Move notation: short algebraic (SAN) with the created piece and the
//! in-place promotion shown, written and read.
//!
//! | move | written |
//! |---|---|
//! | a move | `e4`, `Nf3`, `Rad1` (disambiguated as in SAN) |
//! | a capture that creates a piece | `Nxd5(R)`: the Rook created on the square the Knight left |
//! | a capture that creates nothing (a Pawn taken) | `Bxe5`, `exd6` (en passant too) |
//! | a promotion on arrival | `e8=Q`, `dxe8=Q(B)` |
//! | a promotion in place (a pawn already on its last rank) | `e8=Q`, from and to the same square |
//! | check, checkmate | `+`, `#` after everything else |
//!
//! Reading accepts the same, with the created piece optional (it is fixed
//! by the rules; if given it must be right), long algebraic (`Nc3-d5`,
//! `Nc3xd5`, `Nc3:d5`) and coordinates (`c3d5`, `e7e8q`, `e8e8q` for a
//! promotion in place). Parentheses always name the created piece, never a
//! promotion. Castling (`O-O`) is refused: rule 4 forbids it. A move
//! written with both squares that is not legal is still read, so that a
//! game can be replayed as written and the illegal move reported.

use crate::pieces::{created_by_capture, letter, name, KING, PAWN, PIECES};
use crate::position::Position;
use crate::Forward;
use kernel::chesslike::{Move, MoveKind};
use kernel::excerpt::Excerpt;
use kernel::geometry::file_char;
use kernel::notation_lexer::{split_san, strip_san_annotations, Castling, San};
use kernel::{EndReason, Geometry, Square};
use thiserror::Error;

/// Why a move's text could not be read. Each quotes the move as an
/// [`Excerpt`]: short, and escaped to one line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing but white space and annotations.
    #[error("empty move")]
    Empty,
    /// The text is not shaped like a move.
    #[error(
        "{0} is not a move: expected SAN such as Nf3, Nxd5(R) or e8=Q, or coordinates such as g1f3"
    )]
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
    /// The created piece written in parentheses is not the one the capture
    /// creates.
    #[error("{text} writes ({written}) as the created piece, but the move creates {actual}")]
    WrongCreation {
        /// The move as written.
        text: Excerpt,
        /// The letter written.
        written: char,
        /// What the move creates, in words.
        actual: String,
    },
}

/// The parts of a written move: the SAN parts, and the created piece
/// written in parentheses, if any (Forward's own).
struct Written {
    san: San,
    creation: Option<char>,
}

/// Splits a move into its parts: the created piece in parentheses at its
/// end, then the rest by the kernel's lexer on the 8x8 board. `None` for
/// text not shaped like a move, or naming a square off the board.
fn split_move(text: &str) -> Option<Written> {
    let (body, creation) = match text.strip_suffix(')').and_then(|b| b.rsplit_once('(')) {
        Some((body, inner)) => {
            let mut letters = inner.chars();
            match (letters.next(), letters.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    (strip_san_annotations(body), Some(c.to_ascii_uppercase()))
                }
                _ => return None,
            }
        }
        None => (text, None),
    };
    let san = split_san(body, Geometry::CHESS).ok()?;
    Some(Written { san, creation })
}

fn kind_of_letter(c: char) -> Option<u8> {
    PIECES
        .iter()
        .position(|p| p.0 == c.to_ascii_uppercase())
        .map(|i| i as u8)
}

impl Forward {
    /// The kind `mv` creates in `position` (rule 2), if any.
    pub fn created_kind(&self, position: &Position, mv: Move) -> Option<u8> {
        if mv.from == mv.to {
            return None;
        }
        position
            .chess
            .captured(mv)
            .and_then(|(_, victim)| created_by_capture(victim.kind()))
    }

    /// Reads a move (see the [module docs](self)).
    ///
    /// # Errors
    /// [`NotationError`] if the text is malformed, matches no move, matches
    /// several, or names the wrong created piece.
    pub fn parse_move(&self, position: &Position, text: &str) -> Result<Move, NotationError> {
        let clean = strip_san_annotations(text);
        if clean.is_empty() {
            return Err(NotationError::Empty);
        }
        let no_move = |reason: String| NotationError::NoMove {
            text: Excerpt::new(clean),
            reason,
        };
        if Castling::read(clean).is_some() {
            return Err(no_move(
                "castling is not allowed in forward chess (rule 4)".to_string(),
            ));
        }
        let Written { san: w, creation } =
            split_move(clean).ok_or_else(|| NotationError::Malformed(Excerpt::new(clean)))?;
        let kind = |c: Option<char>| -> Result<Option<u8>, NotationError> {
            match c {
                None => Ok(None),
                Some(c) => kind_of_letter(c).map(Some).ok_or_else(|| {
                    no_move(format!("'{c}' is not a piece letter of forward chess"))
                }),
            }
        };
        let piece_kind = kind(w.piece)?;
        let promotion_kind = kind(w.promotion.map(|c| c.to_ascii_uppercase()))?;
        kind(creation)?;
        let full_from = w.from_file.is_some() && w.from_rank.is_some();
        let board = position.board();
        let legal = self.legal_moves(position);
        let fits = |m: &Move| -> bool {
            let Some(piece) = board.get(m.from) else {
                return false;
            };
            let kind_ok = match piece_kind {
                Some(k) => piece.kind() == k,
                None => full_from || piece.kind() == PAWN,
            };
            let promo_ok = match m.kind {
                MoveKind::Promotion(k) => promotion_kind == Some(k),
                _ => promotion_kind.is_none(),
            };
            kind_ok
                && promo_ok
                && m.to == w.to
                && w.from_file.is_none_or(|f| f == m.from.file())
                && w.from_rank.is_none_or(|r| r == m.from.rank())
        };
        let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(m)).collect();
        let found = match matches.len() {
            1 => Some(matches[0]),
            0 => None,
            _ => {
                return Err(NotationError::Ambiguous {
                    text: Excerpt::new(clean),
                    options: matches
                        .iter()
                        .map(|&m| self.coordinate(m))
                        .collect::<Vec<_>>()
                        .join(", "),
                })
            }
        };
        let mv = match (found, w.from_file, w.from_rank) {
            (Some(mv), _, _) => mv,
            (None, Some(file), Some(rank)) => self.engine.move_as_written(
                &position.chess,
                Square::new(file, rank),
                w.to,
                promotion_kind,
            ),
            _ => {
                let unnamed_promotion = w.promotion.is_none()
                    && legal
                        .iter()
                        .any(|m| m.to == w.to && matches!(m.kind, MoveKind::Promotion(_)));
                return Err(no_move(if unnamed_promotion {
                    "a promotion must name the new piece".to_string()
                } else {
                    format!("no legal move of that piece reaches {}", w.to)
                }));
            }
        };
        if let Some(written) = creation {
            let created = self.created_kind(position, mv);
            if created.map(letter) != Some(written) {
                return Err(NotationError::WrongCreation {
                    text: Excerpt::new(clean),
                    written,
                    actual: match created {
                        Some(k) => format!("a {}", name(k)),
                        None => "nothing".to_string(),
                    },
                });
            }
        }
        Ok(mv)
    }

    /// Writes `mv`, legal in `position`, in SAN with the created piece and
    /// the check or mate mark (see the [module docs](self)).
    pub fn san(&self, position: &Position, mv: Move) -> String {
        let mut out = self.san_base(position, mv);
        if let Some(k) = self.created_kind(position, mv) {
            out.push('(');
            out.push(letter(k));
            out.push(')');
        }
        let mut after = position.chess.clone();
        self.apply(&mut after, mv);
        if self.side_in_check(&after) {
            let mate = self
                .board_outcome(&after)
                .is_some_and(|o| o.reason == EndReason::Checkmate);
            out.push(if mate { '#' } else { '+' });
        }
        out
    }

    fn san_base(&self, position: &Position, mv: Move) -> String {
        let board = position.board();
        let Some(piece) = board.get(mv.from) else {
            return self.coordinate(mv);
        };
        let capture = mv.from != mv.to && position.chess.captured(mv).is_some();
        let mut out = String::new();
        if piece.kind() == PAWN {
            if capture {
                out.push(file_char(mv.from.file()));
            }
        } else {
            out.push(letter(piece.kind()));
            let rivals: Vec<Move> = self
                .legal_moves(position)
                .into_iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && board.get(m.from).map(|p| p.kind()) == Some(piece.kind())
                })
                .collect();
            if !rivals.is_empty() {
                if rivals.iter().all(|m| m.from.file() != mv.from.file()) {
                    out.push(file_char(mv.from.file()));
                } else if rivals.iter().all(|m| m.from.rank() != mv.from.rank()) {
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
            out.push(letter(k));
        }
        out
    }

    /// Writes `mv` in coordinates: `e2e4`, `e7e8q`, `e8e8q` for a promotion
    /// in place.
    pub fn coordinate(&self, mv: Move) -> String {
        // Not the kernel's `coordinate`, which indexes its kinds with the
        // promotion kind and panics on a step that names no kind.
        match mv.kind {
            MoveKind::Promotion(k) => {
                format!("{}{}{}", mv.from, mv.to, letter(k).to_ascii_lowercase())
            }
            _ => format!("{}{}", mv.from, mv.to),
        }
    }

    /// Says which rule `mv` breaks in `position` (for a move that is not
    /// legal).
    pub fn explain_illegal(&self, position: &Position, mv: Move) -> String {
        if let Some(winner) = self.king_home(&position.chess) {
            return format!(
                "the game is over: the {winner} king has reached its last rank (rule 8)"
            );
        }
        let us = position.side_to_move();
        let Some(piece) = position.board().get(mv.from) else {
            return format!("there is no piece on {}", mv.from);
        };
        if piece.color() != us {
            return format!(
                "the piece on {} is {}'s, and it is {us}'s turn",
                mv.from,
                piece.color()
            );
        }
        let piece_name = name(piece.kind());
        if let MoveKind::Castle(_) = mv.kind {
            return "castling is not allowed in forward chess (rule 4)".to_string();
        }
        let in_check = self.side_in_check(&position.chess);
        if mv.from == mv.to {
            let last = kernel::Geometry::CHESS.relative_rank(us, 7);
            return match mv.kind {
                MoveKind::Promotion(_)
                    if piece.kind() == PAWN && mv.from.rank() == last && in_check =>
                {
                    "a promotion in place does not get the King out of check".to_string()
                }
                MoveKind::Promotion(k) if piece.kind() == PAWN && mv.from.rank() == last => {
                    format!("a pawn cannot promote to a {}", name(k))
                }
                MoveKind::Promotion(_) => {
                    "only a pawn standing on its last rank may promote where it stands (rule 3)"
                        .to_string()
                }
                _ => format!("the {piece_name} on {} cannot stay where it is", mv.from),
            };
        }
        let mut pseudo = false;
        self.engine
            .piece_moves(&position.chess, mv.from, piece, |m| pseudo |= m == mv);
        if !pseudo {
            let how = match piece.kind() {
                PAWN => "pawns move, capture and promote as in chess (rule 3)",
                KING => "the King moves one step forward, forward-diagonally or sideways, or one step straight back without capturing (rule 1)",
                _ => "pieces move and capture forward and sideways only, and step one square straight back without capturing (rule 1)",
            };
            return format!(
                "the {piece_name} on {} cannot move to {}: {how}",
                mv.from, mv.to
            );
        }
        let with_created = match self.created_kind(position, mv) {
            Some(k) => format!(
                ", even with the {} created on {} (rule 5)",
                name(k),
                mv.from
            ),
            None => String::new(),
        };
        if in_check {
            format!("it does not get the King out of check{with_created}")
        } else {
            format!("it leaves the King in check{with_created}")
        }
    }
}
