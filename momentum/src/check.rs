//! Deciding check: can a side, in one legal turn, capture the enemy King?
//!
//! The revised rules make a player in check when the opponent has a next
//! turn, in some order of its events, that captures the King. Trying every
//! order of every event of that turn would be slow, so the question is
//! answered by reasoning about the one event that could capture:
//!
//! 1. **Who could capture.** The capturing piece stands, at the moment of
//!    capture, on the square it started the turn on: a piece moves at most
//!    once in a turn, and a piece that moved cannot capture afterwards. So
//!    the only candidates are a piece in motion at capture speed whose
//!    displacement lands on the King (a *momentum capture*), and a piece
//!    whose own moves reach the King's square on an empty board (a *start
//!    capture*, the turn's action; a piece in motion may do it only after
//!    autostopping). A table of empty-board capture reach per kind and
//!    square answers this; with no candidate the answer is "no" at once,
//!    which is the common case.
//! 2. **Immediate captures.** A candidate whose capture is open on the
//!    board as it is (and, for a start by a piece in motion, whose momentum
//!    is blocked so that it autostops) captures as the first event.
//! 3. **Enabling events.** Otherwise only earlier events of the same turn
//!    can open the capture, and only two kinds of board change matter:
//!    emptying a square between candidate and King, and filling a square a
//!    candidate in motion must find blocked to autostop. Captures never
//!    empty a square (the captor stays on it), except en passant. The
//!    squares that matter are closed under "this piece in motion would
//!    have to move first": a piece in motion whose origin, path or target
//!    touches them joins, with its own path and target. Only those pieces'
//!    momentum moves, and (when a momentum capture is the goal, so that
//!    the action is still free) a start that empties one of those squares,
//!    are searched, depth first, each set of moved pieces visited once.
//!    Autostops and stops change no square and are never searched.
//!
//! The search is exact: every event it leaves out can only fill squares a
//! capture needs empty or empty squares nothing needs.

use crate::position::{bit, Mask, Motion, Motions};
use crate::Momentum;
use kernel::chesslike::{CastlingRights, MoveKind, Position as ChessPosition};
use kernel::{Board, Color, Square};
use smallvec::SmallVec;

/// Pieces in motion of the capturing side (inline up to 16, the size of
/// an army).
type Pending = SmallVec<[(Square, Motion); 16]>;

struct Hunt<'a> {
    game: &'a Momentum,
    attacker: Color,
    king: Square,
    pending: Pending,
    /// Indexes into `pending` of momentum-capture candidates.
    momentum_candidates: u32,
    /// Squares of start-capture candidates.
    starters: SmallVec<[Square; 8]>,
    /// Squares that matter.
    relevant_squares: Mask,
    /// Indexes into `pending` of pieces whose momentum moves are searched.
    relevant: u32,
    ep: Option<Square>,
    castling: CastlingRights,
    motion: &'a Motions,
    visited: Vec<(u32, u16)>,
}

impl Momentum {
    /// Whether `attacker`, playing a turn from `board` with its pieces in
    /// motion as in `motion` (all of them pending), could capture the
    /// other side's King in some order of that turn's events. `ep` is the
    /// en passant square `attacker` may use.
    pub(crate) fn king_capturable(
        &self,
        board: &Board,
        motion: &Motions,
        attacker: Color,
        ep: Option<Square>,
        castling: CastlingRights,
    ) -> bool {
        let Some(king) = self.king_of(board, !attacker) else {
            return false;
        };
        let kbit = bit(king);
        let mut hunt = Hunt {
            game: self,
            attacker,
            king,
            pending: Pending::new(),
            momentum_candidates: 0,
            starters: SmallVec::new(),
            relevant_squares: 0,
            relevant: 0,
            ep,
            castling,
            motion,
            visited: Vec::new(),
        };
        for (s, p) in board.pieces(attacker) {
            if let Some(m) = motion[s.index()] {
                if m.capture && s.offset(m.dx, m.dy, board.geometry()) == Some(king) {
                    hunt.momentum_candidates |= 1 << hunt.pending.len();
                }
                hunt.pending.push((s, m));
            }
            if self.reach(attacker, p.kind(), s) & kbit != 0 {
                hunt.starters.push(s);
            }
        }
        if hunt.momentum_candidates == 0 && hunt.starters.is_empty() {
            return false;
        }
        if hunt.goal(board, 0, false) {
            return true;
        }
        if hunt.pending.is_empty() {
            return false;
        }
        hunt.close_relevance(board);
        if hunt.relevant == 0 && (hunt.momentum_candidates == 0 || hunt.relevant_squares == 0) {
            return false;
        }
        hunt.search(board, 0, false, u16::MAX)
    }

    /// The squares strictly between `a` and `b` if they are on one line.
    pub(crate) fn between(&self, a: Square, b: Square) -> Mask {
        let dx = b.file() as i8 - a.file() as i8;
        let dy = b.rank() as i8 - a.rank() as i8;
        let (ax, ay) = (dx.abs(), dy.abs());
        if !(ax == 0 || ay == 0 || ax == ay) {
            return 0;
        }
        let n = ax.max(ay);
        let mut mask = 0;
        for k in 1..n {
            if let Some(s) = a.offset(dx.signum() * k, dy.signum() * k, self.geometry()) {
                mask |= bit(s);
            }
        }
        mask
    }
}

impl Hunt<'_> {
    fn index_of(&self, s: Square) -> Option<usize> {
        self.pending.iter().position(|&(p, _)| p == s)
    }

    /// Whether the King can be captured now, `moved` being the pending
    /// pieces already resolved and `started` whether the action is used.
    fn goal(&self, board: &Board, moved: u32, started: bool) -> bool {
        let g = self.game;
        let mut c = self.momentum_candidates & !moved;
        while c != 0 {
            let i = c.trailing_zeros() as usize;
            c &= c - 1;
            let (s, m) = self.pending[i];
            if g.momentum_target(board, s, m) == Some(self.king) {
                return true;
            }
        }
        if started {
            return false;
        }
        for &s in &self.starters {
            let Some(piece) = board.get(s) else { continue };
            let eligible = match self.index_of(s) {
                None => true,
                Some(i) => {
                    moved & (1 << i) == 0
                        && g.momentum_target(board, s, self.pending[i].1).is_none()
                }
            };
            if eligible && g.game.tables().piece_attacks(board, piece, s, self.king) {
                return true;
            }
        }
        false
    }

    fn close_relevance(&mut self, board: &Board) {
        let g = self.game;
        let mut r: Mask = 0;
        for &s in &self.starters {
            r |= g.between(s, self.king);
            if let Some(m) = self.motion[s.index()] {
                r |= g.momentum_squares(board, s, m);
            }
        }
        let mut c = self.momentum_candidates;
        while c != 0 {
            let i = c.trailing_zeros() as usize;
            c &= c - 1;
            r |= g.between(self.pending[i].0, self.king);
        }
        loop {
            let mut changed = false;
            for (i, &(s, m)) in self.pending.iter().enumerate() {
                if self.relevant & (1 << i) != 0 {
                    continue;
                }
                let touched = bit(s) | g.momentum_squares(board, s, m);
                if touched & r != 0 {
                    self.relevant |= 1 << i;
                    r |= touched;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.relevant_squares = r;
    }

    fn search(&mut self, board: &Board, moved: u32, started: bool, start_id: u16) -> bool {
        if self.visited.contains(&(moved, start_id)) {
            return false;
        }
        self.visited.push((moved, start_id));
        if self.goal(board, moved, started) {
            return true;
        }
        let g = self.game;
        let mut rel = self.relevant & !moved;
        while rel != 0 {
            let i = rel.trailing_zeros() as usize;
            rel &= rel - 1;
            let (s, m) = self.pending[i];
            if let Some(to) = g.momentum_target(board, s, m) {
                let mut next = board.clone();
                let piece = next.take(s);
                next.set(to, piece);
                if self.search(&next, moved | 1 << i, started, start_id) {
                    return true;
                }
            }
        }
        if started || self.momentum_candidates & !moved == 0 {
            return false;
        }
        // A start that empties a square that matters.
        let mut chess = ChessPosition::empty(board.geometry());
        *chess.board_mut() = board.clone();
        chess.set_side_to_move(self.attacker);
        chess.set_en_passant(self.ep);
        chess.set_castling(self.castling);
        let r = self.relevant_squares;
        let mut starts: SmallVec<[(kernel::chesslike::Move, u32); 16]> = SmallVec::new();
        for (s, piece) in board.pieces(self.attacker) {
            let resolves = match self.index_of(s) {
                None if self.motion[s.index()].is_none() => 0,
                None => continue,
                Some(i)
                    if moved & (1 << i) == 0
                        && g.momentum_target(board, s, self.pending[i].1).is_none() =>
                {
                    1 << i
                }
                Some(_) => continue,
            };
            let origin_matters = r & bit(s) != 0;
            g.game.piece_moves(&chess, s, piece, |mv| {
                let ep_victim = mv.kind == MoveKind::EnPassant
                    && r & bit(Square::new(mv.to.file(), mv.from.rank())) != 0;
                if origin_matters || ep_victim {
                    starts.push((mv, resolves));
                }
            });
        }
        for (mv, resolves) in starts {
            let mut next = board.clone();
            let piece = next.take(mv.from);
            if mv.kind == MoveKind::EnPassant {
                next.set(Square::new(mv.to.file(), mv.from.rank()), None);
            }
            next.set(mv.to, piece);
            let id = (mv.from.index() as u16) << 7 | mv.to.index() as u16;
            if self.search(&next, moved | resolves, true, id) {
                return true;
            }
        }
        for side in 0..g.castling[self.attacker.index()].len() {
            let c = g.castling[self.attacker.index()][side];
            if r & (bit(c.king_from) | bit(c.rook_from)) == 0 {
                continue;
            }
            if !g.castling_open(board, self.motion, self.castling, self.attacker, side) {
                continue;
            }
            let mut next = board.clone();
            let king = next.take(c.king_from);
            let rook = next.take(c.rook_from);
            next.set(c.king_to, king);
            next.set(c.rook_to, rook);
            let id = 0x4000 | side as u16;
            if self.search(&next, moved, true, id) {
                return true;
            }
        }
        false
    }
}
