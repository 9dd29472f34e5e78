//! Multimove Chess over FIDE chess or Heavy Gravity Chess: the base
//! game's board terms, the points left in a turn, and the selective turns
//! the search needs: a turn of eight points has a hundred thousand orders
//! of quiet moves, so a turn may make two quiet moves (and any captures
//! and a final check), at the root and below it (the engine with one
//! below it won 22 and lost 51 of 80 games at fixed nodes against it:
//! engine/BENCHMARKS.md).
//!
//! The threat: with a whole turn of points, a piece may walk two or three
//! moves to a capture (a Pawn e7-e6, e6-e5, e5xf4 spends 4 points of 8),
//! which the selective search's replies (two quiet moves) and its
//! quiescence search (captures only) do not see; a player that tries every
//! turn does. So where the quiescence search stands pat, the side to move
//! is credited with the best capture one of its pieces reaches alone
//! within its points ([`MultimoveTerms::reach_gain`]).
//!
//! The points: a turn in progress is worth more with points left
//! ([`POINT`] each), so that the step search tries ending the turn before
//! spending points on moves that gain nothing. At a turn boundary every
//! side has the whole budget (but White's first turn, the half), so the
//! term then only says whose turn it is.

use crate::{squares_crossed, Chesslike, Multimove, Position};
use kernel::chesslike::MoveKind;
use kernel::evaluation::board::BoardTerms;
use kernel::evaluation::values::PieceValue;
use kernel::search_terms::{Eval, Generation, Profile, SearchTerms, StepClass};
use kernel::{Color, Piece, Square};

/// Hundredths of a Pawn per point left to spend.
pub const POINT: i32 = 3;

/// Multimove's terms: see the [module docs](self).
#[derive(Debug, Clone)]
pub struct MultimoveTerms {
    board: BoardTerms,
    base: Chesslike,
}

impl MultimoveTerms {
    /// The terms of `game`: its base game's pieces on its board.
    pub fn new<B>(game: &Multimove<B>) -> MultimoveTerms {
        let base = game.base_game();
        let rules = base.rules();
        MultimoveTerms {
            board: BoardTerms::new(&rules.kinds, rules.geometry),
            base: base.clone(),
        }
    }
}

impl<B> SearchTerms<Multimove<B>> for MultimoveTerms {
    fn evaluate(&self, _game: &Multimove<B>, p: &Position) -> Eval {
        let mut eval = self.board.evaluate(p.base().board());
        let points = POINT * i32::from(p.points());
        eval.total += match p.side_to_move() {
            Color::White => points,
            Color::Black => -points,
        };
        eval
    }

    fn profile(&self) -> Profile {
        Profile {
            generation: Generation::Steps,
            quiet_steps: Some(2),
            root_quiet_steps: Some(2),
            cheap_check: true,
            quiescence: 2,
            ..Profile::DEFAULT
        }
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }

    fn threat(&self, _game: &Multimove<B>, position: &Position) -> i32 {
        self.reach_gain(position)
    }

    /// Ending the turn moves nothing; a capture or a move that gives
    /// check (and so ends the turn) is noisy; any other move is quiet. (A
    /// promotion changes the material, which the step search sees before
    /// it asks.)
    fn classify(&self, _game: &Multimove<B>, b: &Position, a: &Position) -> StepClass {
        let (bb, ab) = (b.base().board(), a.base().board());
        if bb == ab {
            return StepClass::Neutral;
        }
        if bb.count() != ab.count() {
            return StepClass::Noisy;
        }
        let opponent = a.side_to_move();
        if opponent != b.side_to_move() && self.base.royal_attacked(a.base(), opponent) {
            return StepClass::Noisy;
        }
        StepClass::Quiet
    }
}

/// The most squares a board has, as [`Square::index`] numbers them.
const SQUARES: usize = 256;
/// The points a promotion is taken to cost: the dearest of FIDE
/// Multimove's (a Queen).
const PROMOTION: u8 = 3;
/// "Not reached" in the table of costs.
const FAR: u8 = u8::MAX;

impl MultimoveTerms {
    /// What the side to move in `position` (a turn boundary, not in check)
    /// wins at best by one capture that one of its pieces reaches alone
    /// within the turn's points (a King only over squares the other side
    /// does not attack, and only to take an undefended piece): the cheapest way there found over
    /// the piece's quiet moves on the board as it stands (each move costs
    /// the squares it crosses, one more for a piece that has moved this
    /// turn; the capture one more), the target's value, less the
    /// capturer's if the target is defended; or a Pawn's promotion on an
    /// undefended square (the new piece less the Pawn). In check only the
    /// King's raids count. Zero mid-turn or when nothing is reached. An
    /// estimate: other pieces are taken to
    /// stay put and a check on the way (which would end the turn) is not
    /// looked for.
    pub fn reach_gain(&self, p: &Position) -> i32 {
        if p.in_turn() {
            return 0;
        }
        let us = p.side_to_move();
        let them = !us;
        // In check, the King walks first (its path keeps off attacked
        // squares, so each step is legal); another piece's capture of the
        // checker is the quiescence search's.
        let in_check = self.base.royal_attacked(p.base(), us);
        let budget = p.points();
        let board = p.base().board();
        let mut scratch = p.base().clone();
        let mut best = 0;
        let mut cost = [FAR; SQUARES];
        // The squares reached, on the stack: no allocation per node.
        let mut reached = [Square::from_index(0); SQUARES];
        let mut count = 0usize;
        for (from, piece) in board.pieces(us) {
            // A King walks to a capture too (in the endgame it is the
            // greatest raider), but never onto an attacked square.
            let royal = self.board.is_royal(piece);
            if in_check && !royal {
                continue;
            }
            let own = self.board.value(piece);
            scratch.board_mut().set(from, None);
            for s in &reached[..count] {
                cost[s.index()] = FAR;
            }
            cost[from.index()] = 0;
            reached[0] = from;
            count = 1;
            // Costs are small whole numbers: settle them level by level.
            for level in 0..budget {
                let mut i = 0;
                while i < count {
                    let at = reached[i];
                    i += 1;
                    if cost[at.index()] != level {
                        continue;
                    }
                    let again = u8::from(at != from);
                    self.base.piece_moves(&scratch, at, piece, |mv| {
                        let step = level
                            .saturating_add(squares_crossed(mv.from, mv.to))
                            .saturating_add(again);
                        let target = board_target(&scratch, mv.to, them);
                        if let MoveKind::Promotion(kind) = mv.kind {
                            // A Pawn that reaches the last rank, paying
                            // the dearest promotion (a Queen's 3 points in
                            // FIDE chess), is a piece more.
                            let paid = step
                                .saturating_add(PROMOTION)
                                .saturating_add(u8::from(target.is_some()));
                            let taken = target
                                .filter(|t| !self.board.is_royal(*t))
                                .map_or(0, |t| self.board.value(t));
                            if paid <= budget {
                                let promoted = self.board.value(Piece::new(us, kind));
                                let gain = promoted - own + taken;
                                let defended = self.base.tables().is_attacked(board, mv.to, them);
                                best = best.max(if defended { taken - own } else { gain });
                            }
                            return;
                        }
                        match target {
                            Some(target) => {
                                if step.saturating_add(1) <= budget && !self.board.is_royal(target)
                                {
                                    let value = self.board.value(target);
                                    let defended =
                                        self.base.tables().is_attacked(board, mv.to, them);
                                    let gain = match (defended, royal) {
                                        (false, _) => value,
                                        (true, false) => value - own,
                                        (true, true) => 0,
                                    };
                                    best = best.max(gain);
                                }
                            }
                            None => {
                                // A capture after it costs at least 3
                                // more (a square, the capture, moving
                                // again).
                                let open = !royal
                                    || !self.base.tables().is_attacked(
                                        scratch.board(),
                                        mv.to,
                                        them,
                                    );
                                if step.saturating_add(3) <= budget
                                    && step < cost[mv.to.index()]
                                    && open
                                {
                                    if cost[mv.to.index()] == FAR && count < SQUARES {
                                        reached[count] = mv.to;
                                        count += 1;
                                    }
                                    cost[mv.to.index()] = step;
                                }
                            }
                        }
                    });
                }
            }
            scratch.board_mut().set(from, Some(piece));
        }
        best
    }
}

/// The piece of `them` on `square` in `position`, if any.
fn board_target(
    position: &kernel::chesslike::Position,
    square: Square,
    them: Color,
) -> Option<kernel::Piece> {
    position
        .board()
        .get(square)
        .filter(|piece| piece.color() == them)
}
