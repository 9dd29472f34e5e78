//! Momentum Chess notation as the rule text writes it.
//!
//! A turn is its events separated by commas, in the order they are
//! resolved: `2. e4-e6, f2-f3`, `Ie2-d3+, If6-e4`. An event is a piece
//! (nothing for a Pawn, otherwise its letter), its square, `-` for a move
//! or `:` for a capture, and the square it goes to; the same square twice
//! is a stop (`He2-e2`); `O-O` and `O-O-O` castle.
//!
//! Which piece: the turns this crate writes name a piece by the letter the
//! boards, diagrams and position texts draw it with, in upper case (`K`,
//! `N` for the Fabulous FIDEs' Knight, `Ib1-c3` for the Nutty Knights'
//! Fibnif; [`crate::pieces`] lists them, and a report's key gives each
//! letter beside its Betza string), and so do game files: every letter
//! names one kind, so the letter is never ambiguous. Reading takes two
//! more names for the same piece: the rule text's Betza string in
//! parentheses (`(fbNF)b1-c3`, as its sample games write every army piece
//! but the Fabulous FIDEs'), and the FIDE letter of its place in the
//! start position (`Nb1-c3` for the Fibnif, as the text's short forms
//! write it). Short forms (`e4`,
//! Reading uses the position: an event from a piece in motion to the square
//! its momentum reaches, at its speed, is its momentum move; the same square
//! twice is a stop; anything else is a start (after the piece autostops, if
//! it was in motion). Unwritten pieces in motion autostop as soon as they
//! are blocked. When a short form fits several events, the reading that
//! makes a legal turn is taken. Under `action=optional` a turn of momentum
//! moves alone (`e4-e6`) is written as such; its end ([`Step::End`]) is
//! not written, and reading adds it.

use crate::pieces::{Army, Slot, KING, PAWN};
use crate::position::{squares, Position};
use crate::rules::Step;
use crate::Momentum;
use kernel::chesslike::{Move, MoveKind};
use kernel::excerpt::Excerpt;
use kernel::notation_lexer::{
    is_mark, piece_letter, Castling, Separator, QUALITY_MARKS, SEPARATORS,
};
use kernel::{Piece, Square, Turn};
use thiserror::Error;

/// Why a turn's text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing to read.
    #[error("empty turn")]
    Empty,
    /// An event is not shaped like one.
    #[error("{0} is not an event: expected e2-e4, (RN)d1:e3, Bb5, e4-e4 or O-O")]
    Malformed(Excerpt),
    /// A Betza string in parentheses names no piece of either army.
    #[error("{event}: {betza} is not a piece of this game")]
    UnknownPiece {
        /// The event.
        event: Excerpt,
        /// The Betza string, with its parentheses.
        betza: Excerpt,
    },
    /// The event names no possible event of the position.
    #[error("{event} names no event here: {reason}")]
    NoEvent {
        /// The event.
        event: Excerpt,
        /// Why.
        reason: String,
    },
}

/// Which piece an event names.
#[derive(Debug, Clone, PartialEq, Eq)]
enum PieceSpec {
    /// No letter: a Pawn (or, with a from-square, whatever stands there).
    Bare,
    /// `K`, `N`, `B`, `R`, `Q` (the last four by the FIDE place).
    Letter(char),
    /// `(fhNrlbK)`: kinds whose moves match.
    Kinds(Vec<u8>),
}

#[derive(Debug, Clone)]
enum Written {
    Castle(u8),
    Event {
        piece: PieceSpec,
        from: Option<Square>,
        from_file: Option<u8>,
        to: Square,
        capture: bool,
        promotion: Option<PieceSpec>,
    },
}

/// The event without its annotations (the kernel's marks, `+ ++ # ! ?
/// !? ?!`, with spaces between them, and the quality marks also in
/// parentheses as the rule text writes them: `b5-b4 (!)`).
fn strip(text: &str) -> &str {
    let mut t = text.trim();
    loop {
        let next = t.trim_end_matches(|c| is_mark(c) || c == ' ');
        let next = match next.strip_suffix(')') {
            Some(inner) if inner.ends_with(QUALITY_MARKS) => {
                inner.trim_end_matches(QUALITY_MARKS).trim_end_matches('(')
            }
            _ => next,
        };
        if next.len() == t.len() {
            return t;
        }
        t = next;
    }
}

impl Momentum {
    fn kinds_for_betza(&self, betza: &str) -> Vec<u8> {
        let exact: Vec<u8> = (0..self.kinds as u8)
            .filter(|&k| self.game.rules().kinds[k as usize].betza == betza)
            .collect();
        if !exact.is_empty() {
            return exact;
        }
        // Betza's own page spells two Forward FIDE pieces without `h`.
        let alias = match betza {
            "fNbB" => Some(Army::ForwardFides.kind(Slot::Knight)),
            "fBbN" => Some(Army::ForwardFides.kind(Slot::Bishop)),
            _ => None,
        };
        if let Some(k) = alias {
            return vec![k];
        }
        let Ok(moves) = kernel::betza::parse(betza) else {
            return Vec::new();
        };
        let mut want: Vec<_> = moves.vectors().to_vec();
        want.sort_by_key(|v| (v.dx, v.dy));
        (0..self.kinds as u8)
            .filter(|&k| {
                let mut have: Vec<_> = self.game.rules().kinds[k as usize].moves.vectors().to_vec();
                have.sort_by_key(|v| (v.dx, v.dy));
                have == want
            })
            .collect()
    }

    /// The kind of this game's armies (or the Pawn) that the boards draw
    /// with the capital `letter`.
    fn kind_of_letter(&self, letter: char) -> Option<u8> {
        let armies = self.armies();
        (0..self.kinds as u8).find(|&k| {
            let in_play =
                k == PAWN || Army::of_kind(k).is_some_and(|(army, _)| armies.contains(&army));
            in_play
                && self.game.rules().kinds[k as usize]
                    .letter
                    .to_ascii_uppercase()
                    == letter
        })
    }

    fn parse_piece<'t>(
        &self,
        text: &'t str,
        event: &str,
    ) -> Result<(PieceSpec, &'t str), NotationError> {
        if let Some(rest) = text.strip_prefix('(') {
            let close = rest
                .find(')')
                .ok_or_else(|| NotationError::Malformed(Excerpt::new(event)))?;
            let betza = &rest[..close];
            let kinds = self.kinds_for_betza(betza);
            if kinds.is_empty() {
                return Err(NotationError::UnknownPiece {
                    event: Excerpt::new(event),
                    betza: Excerpt::new(&format!("({betza})")),
                });
            }
            return Ok((PieceSpec::Kinds(kinds), &rest[close + 1..]));
        }
        match piece_letter(text) {
            Some((c @ ('K' | 'N' | 'B' | 'R' | 'Q'), rest)) => Ok((PieceSpec::Letter(c), rest)),
            // The letter the boards draw a piece of either army with
            // (`I` for the Nutty Knights' Fibnif): a person may type what
            // the board shows.
            Some((c, rest)) => match self.kind_of_letter(c) {
                Some(k) => Ok((PieceSpec::Kinds(vec![k]), rest)),
                None => Ok((PieceSpec::Bare, text)),
            },
            None => Ok((PieceSpec::Bare, text)),
        }
    }

    fn parse_event(&self, raw: &str) -> Result<Written, NotationError> {
        let text = strip(raw);
        let bad = || NotationError::Malformed(Excerpt::new(raw.trim()));
        if let Some(side) = Castling::read(text) {
            return Ok(Written::Castle(side.index()));
        }
        if text.is_empty() {
            return Err(bad());
        }
        let (piece, rest) = self.parse_piece(text, raw.trim())?;
        let (body, promotion) = match rest.split_once('=') {
            Some((body, promo)) => {
                let (spec, tail) = self.parse_piece(promo, raw.trim())?;
                if !tail.is_empty() || spec == PieceSpec::Bare {
                    return Err(bad());
                }
                (body, Some(spec))
            }
            None => (rest, None),
        };
        let g = self.geometry();
        let sep = body.find(SEPARATORS);
        let (from, from_file, to_text, capture) = match sep {
            Some(i) => {
                let head = &body[..i];
                let (separator, tail) = Separator::read_prefix(&body[i..]).ok_or_else(bad)?;
                let capture = separator == Separator::Capture;
                if head.is_empty() {
                    (None, None, tail, capture)
                } else if head.len() == 1 && head.as_bytes()[0].is_ascii_lowercase() {
                    let f = head.as_bytes()[0] - b'a';
                    if f >= g.files() {
                        return Err(bad());
                    }
                    (None, Some(f), tail, capture)
                } else {
                    (
                        Some(g.parse_square(head).map_err(|_| bad())?),
                        None,
                        tail,
                        capture,
                    )
                }
            }
            None => (None, None, body, false),
        };
        let to = g.parse_square(to_text.trim()).map_err(|_| bad())?;
        Ok(Written::Event {
            piece,
            from,
            from_file,
            to,
            capture,
            promotion,
        })
    }

    /// Whether `piece` fits `spec`.
    fn fits(&self, spec: &PieceSpec, piece: Piece, with_from: bool) -> bool {
        match spec {
            PieceSpec::Bare => with_from || piece.kind() == PAWN,
            PieceSpec::Letter('K') => piece.kind() == KING,
            PieceSpec::Letter(c) => {
                Army::of_kind(piece.kind()).is_some_and(|(_, slot)| slot.fide_letter() == *c)
            }
            PieceSpec::Kinds(kinds) => kinds.contains(&piece.kind()),
        }
    }

    fn promotion_fits(
        &self,
        spec: &Option<PieceSpec>,
        promotion: Option<u8>,
        color: kernel::Color,
    ) -> bool {
        match (spec, promotion) {
            (None, None) => true,
            // An unwritten promotion is the army's Queen-place piece.
            (None, Some(k)) => Some(k) == self.promotion[color.index()].first().copied(),
            (Some(_), None) => false,
            (Some(s), Some(k)) => self.fits(s, Piece::new(color, k), true),
        }
    }

    /// The ways `w` can be read in `pos`, best first: each a short list of
    /// steps (an autostop and then a start, for a piece in motion).
    fn candidates(&self, pos: &Position, w: &Written) -> Vec<Turn<Step>> {
        let us = pos.side_to_move();
        let board = pos.board();
        let st = pos.effective_turn();
        let mut out: Vec<Turn<Step>> = Vec::new();
        let Written::Event {
            piece: spec,
            from,
            from_file,
            to,
            capture,
            promotion,
        } = w
        else {
            if let Written::Castle(side) = w {
                if let Some(c) = self.castling[us.index()].get(*side as usize) {
                    out.push(Turn::from_slice(&[Step::Start(Move {
                        from: c.king_from,
                        to: c.king_to,
                        kind: MoveKind::Castle(*side),
                    })]));
                }
            }
            return out;
        };
        let from_ok =
            |s: Square| from.is_none_or(|f| f == s) && from_file.is_none_or(|f| f == s.file());
        // A stop: the same square twice.
        if *from == Some(*to) {
            if board
                .get(*to)
                .is_some_and(|p| p.color() == us && self.fits(spec, p, true))
            {
                out.push(Turn::from_slice(&[Step::Stop { at: *to }]));
            }
            return out;
        }
        // Momentum moves of pending pieces.
        for p in squares(st.pending) {
            let (Some(m), Some(piece)) = (pos.motion[p.index()], board.get(p)) else {
                continue;
            };
            if !from_ok(p) || !self.fits(spec, piece, from.is_some()) || m.capture != *capture {
                continue;
            }
            if p.offset(m.dx, m.dy, self.geometry()) != Some(*to) {
                continue;
            }
            let promo = if self.promotes(piece, *to) {
                let Some(k) = self.promotion[us.index()]
                    .iter()
                    .copied()
                    .find(|&k| self.promotion_fits(promotion, Some(k), us))
                else {
                    continue;
                };
                Some(k)
            } else if promotion.is_some() {
                continue;
            } else {
                None
            };
            out.push(Turn::from_slice(&[Step::Momentum {
                from: p,
                to: *to,
                promotion: promo,
            }]));
        }
        // Starts, of pieces at rest or (after an autostop) pending ones.
        for (s, piece) in board.pieces(us) {
            if !from_ok(s) || !self.fits(spec, piece, from.is_some()) {
                continue;
            }
            let pending = st.pending & crate::position::bit(s) != 0;
            if pos.motion[s.index()].is_some() && !pending {
                continue;
            }
            let mut moves: Vec<Move> = Vec::new();
            self.game
                .piece_moves(&pos.chess, s, piece, |mv| moves.push(mv));
            for mv in moves {
                let captures = mv.kind == MoveKind::EnPassant || board.get(mv.to).is_some();
                let promo = match mv.kind {
                    MoveKind::Promotion(k) => Some(k),
                    _ => None,
                };
                if mv.to != *to
                    || captures != *capture
                    || !self.promotion_fits(promotion, promo, us)
                {
                    continue;
                }
                let mut steps = Turn::new();
                if pending {
                    steps.push(Step::Autostop { at: s });
                }
                steps.push(Step::Start(mv));
                out.push(steps);
            }
        }
        // A move as written that the piece cannot make: read it anyway, so
        // that the replay can say why it is illegal.
        if out.is_empty() {
            if let Some(f) = from {
                if board
                    .get(*f)
                    .is_some_and(|p| p.color() == us && self.fits(spec, p, true))
                {
                    out.push(Turn::from_slice(&[Step::Start(Move::new(*f, *to))]));
                }
            }
        }
        out
    }

    /// Why no event fits `w` (for the error message).
    fn no_event_reason(&self, pos: &Position, w: &Written) -> String {
        let us = pos.side_to_move();
        match w {
            Written::Event {
                piece,
                from: Some(f),
                ..
            } => match pos.board().get(*f) {
                None => format!("there is no piece on {f}"),
                Some(p) if p.color() != us => {
                    format!("the piece on {f} is {}'s, and it is {us}'s turn", p.color())
                }
                Some(p) if !self.fits(piece, p, true) => {
                    format!(
                        "the piece on {f} is the {}, not the piece written",
                        self.piece_name(p)
                    )
                }
                Some(p) => format!("the {} on {f} cannot make it", self.piece_name(p)),
            },
            Written::Castle(_) => "this army cannot castle that way".to_string(),
            _ => "no piece of the side to move can make it".to_string(),
        }
    }

    /// Reads a turn (see the module docs).
    pub(crate) fn read(&self, pos: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        let events: Vec<&str> = text
            .split(',')
            .map(str::trim)
            .filter(|e| !strip(e).is_empty())
            .collect();
        if events.is_empty() {
            return Err(NotationError::Empty);
        }
        let written: Vec<Written> = events
            .iter()
            .map(|e| self.parse_event(e))
            .collect::<Result<_, _>>()?;
        let mut best: Option<Turn<Step>> = None;
        let mut steps = Turn::new();
        let mut failure: Option<NotationError> = None;
        if self.read_from(
            pos,
            &events,
            &written,
            0,
            &mut steps,
            &mut best,
            &mut failure,
        ) {
            return Ok(steps);
        }
        match best {
            Some(turn) => Ok(turn),
            None => Err(failure.unwrap_or(NotationError::Empty)),
        }
    }

    /// The squares of pending pieces that a later written event names as
    /// their momentum move or stop (these do not autostop early).
    fn named_later(&self, pos: &Position, written: &[Written]) -> crate::position::Mask {
        let mut mask = 0;
        for p in squares(pos.effective_turn().pending) {
            let Some(m) = pos.motion[p.index()] else {
                continue;
            };
            let target = p.offset(m.dx, m.dy, self.geometry());
            if written.iter().any(|w| {
                matches!(w, Written::Event { from: Some(f), to, capture, .. }
                    if *f == p && (*to == p || (Some(*to) == target && *capture == m.capture)))
            }) {
                mask |= crate::position::bit(p);
            }
        }
        mask
    }

    /// Autostops every pending piece but those in `keep` that is blocked.
    fn autostop_blocked(
        &self,
        pos: &mut Position,
        steps: &mut Turn<Step>,
        keep: crate::position::Mask,
    ) {
        for p in squares(pos.effective_turn().pending & !keep) {
            let Some(m) = pos.motion[p.index()] else {
                continue;
            };
            if self.momentum_target(pos.board(), p, m).is_none() {
                steps.push(Step::Autostop { at: p });
                self.apply(pos, Step::Autostop { at: p });
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn read_from(
        &self,
        pos: &Position,
        events: &[&str],
        written: &[Written],
        i: usize,
        steps: &mut Turn<Step>,
        best: &mut Option<Turn<Step>>,
        failure: &mut Option<NotationError>,
    ) -> bool {
        let mut cur = pos.clone();
        let mark = steps.len();
        if i == written.len() {
            self.autostop_blocked(&mut cur, steps, 0);
            let mut done = cur.effective_turn().pending == 0 && cur.effective_turn().action_used;
            if !done && self.may_end(&cur) {
                // A turn without its action (action=optional) ends here.
                steps.push(Step::End);
                done = true;
            }
            if best.is_none() {
                *best = Some(steps.clone());
            }
            if done {
                return true;
            }
            steps.truncate(mark);
            return false;
        }
        // A pending piece named later may be read as moving on by momentum
        // (so it must not autostop now), or as autostopping now, while
        // still blocked, and being started later with the same
        // displacement: the written text is the same. Try the first, then
        // the second.
        let named = self.named_later(&cur, &written[i..]);
        let keeps: &[crate::position::Mask] = if named == 0 { &[0] } else { &[named, 0] };
        for &keep in keeps {
            let mut cur = pos.clone();
            steps.truncate(mark);
            self.autostop_blocked(&mut cur, steps, keep);
            if self.read_candidates(&cur, events, written, i, steps, best, failure) {
                return true;
            }
        }
        steps.truncate(mark);
        false
    }

    /// The rest of [`Self::read_from`]: tries every reading of event `i`
    /// in `cur`.
    #[allow(clippy::too_many_arguments)]
    fn read_candidates(
        &self,
        cur: &Position,
        events: &[&str],
        written: &[Written],
        i: usize,
        steps: &mut Turn<Step>,
        best: &mut Option<Turn<Step>>,
        failure: &mut Option<NotationError>,
    ) -> bool {
        let mark = steps.len();
        let options = self.candidates(cur, &written[i]);
        if options.is_empty() {
            if failure.is_none() {
                *failure = Some(NotationError::NoEvent {
                    event: Excerpt::new(events[i]),
                    reason: self.no_event_reason(cur, &written[i]),
                });
            }
            steps.truncate(mark);
            return false;
        }
        let mid = steps.len();
        let mut legal_steps = Vec::new();
        for option in &options {
            let mut next = cur.clone();
            let mut legal = true;
            for &step in option {
                legal_steps.clear();
                self.gen_steps(&next, &mut legal_steps);
                legal &= legal_steps.contains(&step);
                self.apply(&mut next, step);
            }
            steps.extend(option.iter().copied());
            if legal {
                if self.read_from(&next, events, written, i + 1, steps, best, failure) {
                    return true;
                }
            } else if best.is_none() {
                // The first reading as written, legal or not.
                let mut rest = next.clone();
                self.read_illegal(&mut rest, &written[i + 1..], steps);
                *best = Some(steps.clone());
            }
            steps.truncate(mid);
        }
        steps.truncate(mark);
        false
    }

    /// Completes a reading that is already illegal, taking the first
    /// candidate of every remaining event.
    fn read_illegal(&self, pos: &mut Position, written: &[Written], steps: &mut Turn<Step>) {
        for (j, w) in written.iter().enumerate() {
            let keep = self.named_later(pos, &written[j..]);
            self.autostop_blocked(pos, steps, keep);
            if let Some(option) = self.candidates(pos, w).into_iter().next() {
                for step in option {
                    steps.push(step);
                    self.apply(pos, step);
                }
            }
        }
        self.autostop_blocked(pos, steps, 0);
    }

    /// The written form of a piece: nothing for a Pawn, its board letter
    /// in upper case for any other ([`crate::pieces::written_piece`]).
    pub(crate) fn piece_prefix(&self, piece: Piece) -> String {
        crate::pieces::written_piece(piece)
    }

    /// `=` and the piece a Pawn becomes; `=?` for a kind that is not one
    /// of `color`'s promotion pieces (a hand-built step may name any byte).
    fn promotion_suffix(&self, color: kernel::Color, promotion: Option<u8>) -> String {
        match promotion {
            Some(k) if self.promotion[color.index()].contains(&k) => {
                format!("={}", self.piece_prefix(Piece::new(color, k)))
            }
            Some(_) => "=?".to_string(),
            None => String::new(),
        }
    }

    /// Writes a turn: its events but autostops, in order, comma-separated.
    pub(crate) fn write(&self, pos: &Position, turn: &[Step]) -> String {
        let mut cur = pos.clone();
        let mut parts = Vec::new();
        for &step in turn {
            let us = cur.side_to_move();
            let board = cur.board();
            let text = match step {
                Step::Autostop { .. } | Step::End => None,
                Step::Stop { at } => board
                    .get(at)
                    .map(|p| format!("{}{at}-{at}", self.piece_prefix(p))),
                Step::Momentum {
                    from,
                    to,
                    promotion,
                } => board.get(from).map(|p| {
                    let sep = if board.get(to).is_some() { ':' } else { '-' };
                    format!(
                        "{}{from}{sep}{to}{}",
                        self.piece_prefix(p),
                        self.promotion_suffix(us, promotion)
                    )
                }),
                Step::Start(mv) => match mv.kind {
                    MoveKind::Castle(side) => Some(Castling::from_index(side).text().to_string()),
                    _ => board.get(mv.from).map(|p| {
                        let captures = mv.kind == MoveKind::EnPassant || board.get(mv.to).is_some();
                        let sep = if captures { ':' } else { '-' };
                        let promo = match mv.kind {
                            MoveKind::Promotion(k) => self.promotion_suffix(us, Some(k)),
                            _ => String::new(),
                        };
                        format!("{}{}{sep}{}{promo}", self.piece_prefix(p), mv.from, mv.to)
                    }),
                },
            };
            parts.extend(text);
            self.apply(&mut cur, step);
        }
        parts.join(", ")
    }
}
