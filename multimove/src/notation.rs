//! Turn notation in the style of the rule text's sample turn:
//! `N c6xb4, N c3-b5, Q a1-d4++`.
//!
//! A move is the piece letter (left out for pawns), the square it leaves,
//! `-` or `x` (`:` is read as `x`), the square it reaches, and `=Q` for a
//! promotion; castling is `O-O` or `O-O-O`. Moves are separated by commas
//! (or just by white space, as the text prints them). The move that gives
//! check is marked `+`, or `++` for mate. Both squares are always written:
//! in the middle of a turn a short form would be hard to read.
//!
//! A note in parentheses after a move is a comment, except that a note
//! starting `cost=` states the move's cost, which the reader checks:
//! `N c6xb4 (cost=3 pts, 2 pts for knight move, 1 pt for capture)`.
//!
//! The end of the turn is not written: a turn that still has points after
//! its last move is read as ended there by the player.

use crate::cost::Cost;
use crate::game::Multimove;
use crate::position::Position;
use crate::rules::Step;
use kernel::chesslike::{Move, MoveKind};
use kernel::excerpt::Excerpt;
use kernel::notation_lexer::{is_mark, piece_letter, strip_marks, Castling, Separator};
use kernel::{Color, Turn};
use thiserror::Error;

/// Why a turn's text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing but white space and marks.
    #[error("empty turn: write at least one move, such as 'e2-e3'")]
    Empty,
    /// A word that is not shaped like a move.
    #[error("{0} is not a move: expected a move such as 'N c6xb4', 'e2-e3', 'e7-e8=Q' or 'O-O'")]
    Malformed(Excerpt),
    /// A `(` without its `)`.
    #[error("the note starting {0} is not closed with ')'")]
    Unclosed(Excerpt),
    /// A piece letter with no move after it.
    #[error("piece letter {0:?} has no move after it")]
    DanglingLetter(char),
    /// A letter that names no piece of the game.
    #[error("{letter:?} in {text} is not a piece letter of this game")]
    UnknownLetter {
        /// The letter.
        letter: char,
        /// The move as written.
        text: Excerpt,
    },
    /// The letter does not match the piece on the square.
    #[error("{text} names a {letter}, but {square} holds {found}")]
    WrongPiece {
        /// The move as written.
        text: Excerpt,
        /// The letter written.
        letter: char,
        /// The square the move leaves.
        square: String,
        /// What stands there.
        found: String,
    },
    /// Written as a capture, but nothing is taken.
    #[error("{text} is written as a capture, but {square} holds no piece to take")]
    NotACapture {
        /// The move as written.
        text: Excerpt,
        /// The target square.
        square: String,
    },
    /// A pawn reaching its last rank without naming its new piece.
    #[error(
        "{0} reaches the last rank: promotion is mandatory, name the new piece (such as '=Q')"
    )]
    MissingPromotion(Excerpt),
    /// Castling this game does not have.
    #[error("{text}: {side} has no such castling in this game")]
    NoCastling {
        /// The move as written.
        text: Excerpt,
        /// The side to move.
        side: Color,
    },
    /// A `(cost=...)` note that does not read.
    #[error("the note {note} after {text} does not read: expected '(cost=N ...)'")]
    BadCostNote {
        /// The move.
        text: Excerpt,
        /// The note, with its parentheses.
        note: Excerpt,
    },
    /// A `(cost=...)` note that disagrees with the rules.
    #[error("{text} is noted as costing {written} points, but it costs {actual}")]
    CostMismatch {
        /// The move.
        text: Excerpt,
        /// The cost noted.
        written: u32,
        /// The cost by the rules.
        actual: Cost,
    },
}

/// One move as written, before it is matched with a position.
#[derive(Debug)]
struct Written {
    text: String,
    letter: Option<char>,
    body: String,
    cost_note: Option<String>,
}

/// Splits a turn into its written moves with their notes.
fn split(text: &str) -> Result<Vec<Written>, NotationError> {
    let mut moves: Vec<Written> = Vec::new();
    let mut letter: Option<char> = None;
    let mut word = String::new();
    let mut chars = text.chars();
    let flush = |word: &mut String,
                 letter: &mut Option<char>,
                 moves: &mut Vec<Written>|
     -> Result<(), NotationError> {
        let w = std::mem::take(word);
        if w.is_empty() || w.chars().all(is_mark) {
            return Ok(());
        }
        let mut it = w.chars();
        if let (Some(c), None) = (it.next(), it.next()) {
            if c.is_ascii_uppercase() && c != 'O' {
                if letter.is_some() {
                    return Err(NotationError::DanglingLetter(letter.unwrap_or(c)));
                }
                *letter = Some(c);
                return Ok(());
            }
        }
        let l = letter.take();
        moves.push(Written {
            text: match l {
                Some(l) => format!("{l} {w}"),
                None => w.clone(),
            },
            letter: l,
            body: w,
            cost_note: None,
        });
        Ok(())
    };
    while let Some(c) = chars.next() {
        match c {
            '(' => {
                flush(&mut word, &mut letter, &mut moves)?;
                let mut note = String::new();
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == ')' {
                        closed = true;
                        break;
                    }
                    note.push(d);
                }
                if !closed {
                    return Err(NotationError::Unclosed(Excerpt::new(&format!("({note}"))));
                }
                let note = note.trim().to_string();
                if note.starts_with("cost") {
                    if let Some(last) = moves.last_mut() {
                        last.cost_note = Some(note);
                    }
                }
            }
            ',' | ';' => flush(&mut word, &mut letter, &mut moves)?,
            c if c.is_whitespace() => flush(&mut word, &mut letter, &mut moves)?,
            c => word.push(c),
        }
    }
    flush(&mut word, &mut letter, &mut moves)?;
    if let Some(l) = letter {
        return Err(NotationError::DanglingLetter(l));
    }
    if moves.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(moves)
}

/// Reads the number of a `cost=N ...` note.
fn cost_of_note(note: &str) -> Option<u32> {
    let rest = note
        .strip_prefix("cost")?
        .trim_start()
        .strip_prefix('=')?
        .trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

impl<B> Multimove<B> {
    /// Reads one written move in `position`.
    fn read_move(&self, position: &Position, w: &Written) -> Result<Move, NotationError> {
        let malformed = || NotationError::Malformed(Excerpt::new(&w.text));
        let (body, _) = strip_marks(&w.body);
        let us = position.side_to_move();
        if let Some(side) = Castling::read(body) {
            if w.letter.is_some() {
                return Err(malformed());
            }
            let c = self.game.rules().castling[us.index()]
                .get(usize::from(side.index()))
                .ok_or_else(|| NotationError::NoCastling {
                    text: Excerpt::new(&w.text),
                    side: us,
                })?;
            return Ok(Move {
                from: c.king_from,
                to: c.king_to,
                kind: MoveKind::Castle(side.index()),
            });
        }
        let mut letter = w.letter;
        let mut rest = body;
        // A letter joined to its square (`Nc6xb4`) as well as apart.
        if let (None, Some((first, after))) = (letter, piece_letter(rest)) {
            if after.starts_with(|c: char| c.is_ascii_lowercase()) {
                letter = Some(first);
                rest = after;
            }
        }
        let geometry = self.game.rules().geometry;
        let (from, rest) = geometry
            .parse_square_prefix(rest)
            .map_err(|_| malformed())?;
        let (capture, rest) = match Separator::read_prefix(rest) {
            Some((separator, after)) => (separator == Separator::Capture, after),
            None => (false, rest),
        };
        let (to, rest) = geometry
            .parse_square_prefix(rest)
            .map_err(|_| malformed())?;
        let rest = rest.strip_prefix('=').unwrap_or(rest);
        let promotion = match piece_letter(rest) {
            _ if rest.is_empty() => None,
            Some((c, "")) => Some(c),
            _ => return Err(malformed()),
        };
        let unknown = |letter: char| NotationError::UnknownLetter {
            letter,
            text: Excerpt::new(&w.text),
        };
        let promotion = promotion
            .map(|c| self.game.kind_by_letter(c).ok_or_else(|| unknown(c)))
            .transpose()?;
        let piece = position.base.board().get(from);
        if let Some(letter) = letter {
            let kind = self
                .game
                .kind_by_letter(letter)
                .ok_or_else(|| unknown(letter))?;
            if piece.is_none_or(|p| p.kind() != kind) {
                let found = match piece {
                    Some(p) => format!("a {}", self.game.rules().kinds[p.kind() as usize].letter),
                    None => "no piece".to_string(),
                };
                return Err(NotationError::WrongPiece {
                    text: Excerpt::new(&w.text),
                    letter,
                    square: from.to_string(),
                    found,
                });
            }
        }
        let mv = self
            .game
            .move_as_written(&position.base, from, to, promotion);
        // Judged by the moving piece's colour, so that moves written after
        // the turn has ended still read as written.
        let takes = match mv.kind {
            MoveKind::EnPassant => position.base.captured(mv).is_some(),
            _ => position
                .base
                .board()
                .get(to)
                .is_some_and(|t| piece.is_some_and(|p| p.color() != t.color())),
        };
        if capture && !takes {
            return Err(NotationError::NotACapture {
                text: Excerpt::new(&w.text),
                square: to.to_string(),
            });
        }
        if let Some(p) = piece {
            let last = geometry.relative_rank(p.color(), geometry.ranks() - 1);
            let promotes = self.game.is_pawn(p.kind())
                && to.rank() == last
                && !self.game.rules().promotion[p.color().index()].is_empty();
            if promotes && promotion.is_none() {
                return Err(NotationError::MissingPromotion(Excerpt::new(&w.text)));
            }
        }
        Ok(mv)
    }

    /// Reads a turn written in the notation of the [module docs](self).
    ///
    /// Moves that break a rule are read as written, so that a game can be
    /// replayed and the rule reported; text that names no move is an error.
    ///
    /// # Errors
    /// [`NotationError`] for malformed text, a letter that does not match the
    /// board, a capture mark with nothing to take, a missing promotion
    /// piece, or a `(cost=N)` note that the rules contradict.
    pub fn parse_turn(&self, position: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        let mut at = position.clone();
        let mut turn = Turn::new();
        for w in split(text)? {
            let mv = self.read_move(&at, &w)?;
            if let Some(note) = &w.cost_note {
                let written = cost_of_note(note).ok_or_else(|| NotationError::BadCostNote {
                    text: Excerpt::new(&w.text),
                    note: Excerpt::new(&format!("({note})")),
                })?;
                let actual = self.cost(&at, mv);
                if u32::from(actual.total()) != written {
                    return Err(NotationError::CostMismatch {
                        text: Excerpt::new(&w.text),
                        written,
                        actual,
                    });
                }
            }
            self.apply_step(&mut at, Step::Move(mv));
            turn.push(Step::Move(mv));
        }
        if at.in_turn() {
            turn.push(Step::EndTurn);
        }
        Ok(turn)
    }

    /// Writes one move of `position` without check marks.
    fn move_text(&self, position: &Position, mv: Move) -> String {
        if let MoveKind::Castle(side) = mv.kind {
            return Castling::from_index(side).text().to_string();
        }
        let kinds = &self.game.rules().kinds;
        let mut out = String::new();
        if let Some(p) = position.base.board().get(mv.from) {
            if !self.game.is_pawn(p.kind()) {
                out.push(kinds[p.kind() as usize].letter);
                out.push(' ');
            }
        }
        let capture = position.base.captured(mv).is_some();
        out.push_str(&format!(
            "{}{}{}",
            mv.from,
            if capture { 'x' } else { '-' },
            mv.to
        ));
        if let MoveKind::Promotion(k) = mv.kind {
            if let Some(kind) = kinds.get(k as usize) {
                out.push('=');
                out.push(kind.letter);
            }
        }
        out
    }

    /// Writes `turn`, played from `position`: the moves separated by
    /// `", "`, the checking move marked `+` (`++` for mate), the end of
    /// the turn left out.
    pub fn turn_text(&self, position: &Position, turn: &[Step]) -> String {
        let mut at = position.clone();
        let mut parts = Vec::new();
        for &step in turn {
            let Step::Move(mv) = step else {
                self.apply_step(&mut at, step);
                continue;
            };
            let mut text = self.move_text(&at, mv);
            let us = at.side_to_move();
            self.apply_step(&mut at, step);
            let them = at.side_to_move();
            if them != us && self.game.royal_attacked(&at.base, them) {
                text.push_str(if self.can_move(&at) { "+" } else { "++" });
            }
            parts.push(text);
        }
        parts.join(", ")
    }

    /// Writes one step (for messages): a move, or `end of turn`.
    pub fn step_text(&self, position: &Position, step: Step) -> String {
        match step {
            Step::Move(mv) => self.move_text(position, mv),
            Step::EndTurn => "end of turn".to_string(),
        }
    }
}
