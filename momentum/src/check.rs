//! Deciding check: can a side, in one turn, capture the enemy King?
//!
//! A player is in check when the opponent has a next turn that, in some
//! order of its events, captures the King (RULES.md, rule 9). Trying every
//! order of every event of that turn at every end of every turn would be
//! slow; this module searches a smaller space and is still exact. The
//! argument, for the attacker's turn from a board `B` with its pieces in
//! motion *pending* and the enemy King on `K`:
//!
//! **A prefix is enough.** A sequence of events that captures the King can
//! always be finished into a whole turn: every pending piece can still be
//! resolved (it moves on if it can, and autostops if it cannot), and if the
//! action is still unused the capturing piece, in motion after a momentum
//! capture, can be stopped. So the question is whether some sequence of
//! legal events ends with a capture of the King.
//!
//! **Who captures, and from where.** A piece moves at most once in a turn,
//! and a piece that moved cannot capture afterwards, so the captor stands
//! on its square of the turn's start: it is a pending piece at capture
//! speed whose displacement lands on `K` (a *momentum capture*), or a piece
//! whose own move reaches `K` (a *start capture*, the turn's one action),
//! either at rest since the turn began or pending and *autostopped* earlier
//! in the turn, at some moment when its momentum was blocked. An empty-board
//! reach table finds the candidates; with none the answer is "no" at once,
//! which is the common case.
//!
//! **A normal form.** If some sequence captures, one does that has: no stop
//! (a stop moves nothing and spends the action, so leaving it out, or
//! leaving the piece unresolved until after the capture, changes nothing
//! the capture needs); at most one autostop, of the piece the action starts
//! (an autostop moves nothing; it only lets that piece be started, so
//! every other autostop can be left out); at most one start, which is
//! either the capture or comes before a momentum capture and *empties* a
//! square (a start that empties nothing only puts a piece of its own side
//! on a square, where no later momentum move or capture could have needed
//! it, so it can be left out).
//!
//! **The squares that matter.** Every event reads a few squares: a momentum
//! move its path and target, an autostop the same (to be blocked), a start
//! the squares of the mover's moves, the capture the squares between captor
//! and King. `matter` starts with the capture's squares (and the momentum
//! squares of a pending start-capture candidate, which must autostop) and
//! is closed under:
//! - a pending piece whose origin or target is in `matter` is *searched*;
//!   its path and target join `matter`;
//! - when a momentum capture is possible, a piece whose square is in
//!   `matter` is an *opener*: its starts are searched and every square its
//!   moves read joins `matter` (its momentum squares too, if it is pending
//!   and must autostop first); the same for castling whose King or corner
//!   square is in `matter`, and for en passant whose victim is.
//!
//! Take a capturing sequence in normal form and leave out the momentum
//! moves of pieces that are not searched, and the start if it empties no
//! square of `matter`. A piece left out changes only its origin and
//! target, neither of which is in `matter`; so at every point the board
//! of the shorter sequence agrees with the longer one on `matter`, and
//! every event kept reads only squares of `matter`, so it is still legal
//! and still does the same. (A start left out only filled its target,
//! which, holding that side's own piece until the capture, no later event
//! of the longer sequence read.) The King is captured all the same.
//!
//! **The search.** Depth first over the events of such sequences: momentum
//! moves of searched pieces, one autostop of a candidate or opener that is
//! blocked at that moment, one start (an opener's start that empties a
//! square of `matter`, or the capture itself). After a set of momentum
//! moves and a start the board is the same whatever their order (each
//! piece lands on its own fixed square), so the state is the set of moved
//! pieces, the autostopped piece and the start, and each state is visited
//! once. Every step it takes is a legal step of the turn generator
//! (`gen_steps`), so it never finds a capture that is not there.
//!
//! **What the answer reads.** `matter` is made from the attacker's pieces
//! alone (their squares, kinds and momentum), the King's square, the
//! castling rights and the en passant square: `close` reads nothing else of
//! the board. The search then reads the board only on `matter`, on the
//! King's square and on the squares of the attacker's pieces it moves. So
//! two boards with the same attacker's pieces that agree on `matter` and
//! the King's square get the same answer. And `matter` only shrinks as
//! attacker's pieces are taken (fewer candidates, openers, searched pieces;
//! castling rights only lost with a piece taken on its King's or corner
//! square): whatever the defender's pieces do in the defender's turn, where
//! the attacker's pieces stand still and are at most taken, the answer is
//! decided by the squares of the attacker's pieces and `matter` at the
//! turn's start (`Momentum::capture_reads`). The partial-order reduction of
//! the turn search (`reduction.rs`) relies on it for castling, which needs
//! the King's squares safe.
//!
//! Castling, by the ruling of RULES.md rule 7, needs here only the rights,
//! King and corner piece at rest and the squares between empty: the
//! capturing side's own King safety is moot in a turn that wins.

use crate::pieces::PAWN;
use crate::position::{bit, squares, Mask, Motion, Motions};
use crate::Momentum;
use kernel::chesslike::{CastlingRights, Move, MoveKind, Position as ChessPosition};
use kernel::{Board, Color, Piece, Square};
use smallvec::SmallVec;
use std::collections::HashSet;

/// Pending pieces of the capturing side, with their momentum (inline up
/// to 16, the size of an army; at most 62 on an 8x8 board with both
/// Kings, so an index fits a `u64` mask).
type Pending = SmallVec<[(Square, Motion); 16]>;

/// No piece autostopped.
const NOBODY: u8 = u8::MAX;
/// No start made.
const NO_START: u16 = u16::MAX;

/// The bit of pending index `i`.
#[inline]
fn ibit(i: usize) -> u64 {
    1u64.checked_shl(i as u32).unwrap_or(0)
}

/// The indexes of a `u64` mask, lowest first.
fn indexes(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}

/// A point of the search: which pending pieces moved on, which one
/// autostopped (to be started), which start was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct State {
    moved: u64,
    stopped: u8,
    start: u16,
}

impl State {
    fn key(self) -> u128 {
        self.moved as u128 | (self.stopped as u128) << 64 | (self.start as u128) << 72
    }

    fn stopped_bit(self) -> u64 {
        if self.stopped == NOBODY {
            0
        } else {
            ibit(self.stopped as usize)
        }
    }
}

/// The states already searched: inline while few (nearly always), a hash
/// set beyond.
#[derive(Default)]
struct Visited {
    few: SmallVec<[u128; 32]>,
    many: Option<HashSet<u128>>,
}

impl Visited {
    /// Records `key`; false if it was already there.
    fn insert(&mut self, key: u128) -> bool {
        if let Some(many) = &mut self.many {
            return many.insert(key);
        }
        if self.few.contains(&key) {
            return false;
        }
        if self.few.len() == self.few.inline_size() {
            let mut many: HashSet<u128> = self.few.drain(..).collect();
            many.insert(key);
            self.many = Some(many);
        } else {
            self.few.push(key);
        }
        true
    }
}

struct Hunt<'a> {
    game: &'a Momentum,
    attacker: Color,
    king: Square,
    pending: Pending,
    /// Pending indexes of momentum-capture candidates.
    candidates: u64,
    /// Squares of start-capture candidates.
    starters: SmallVec<[Square; 8]>,
    /// Pending indexes whose momentum moves are searched.
    searched: u64,
    /// Pending indexes whose autostop is searched (they may then start).
    stoppable: u64,
    /// Squares of the pieces whose starts are searched.
    openers: Mask,
    /// Castling numbers whose castling is searched, as bits.
    castles: u8,
    /// The squares that matter.
    matter: Mask,
    ep: Option<Square>,
    rights: CastlingRights,
    visited: Visited,
}

impl Momentum {
    /// Whether `attacker`, playing a turn from `board` with its pieces in
    /// motion as in `motion` (all of them pending), could capture the
    /// other side's King in some order of that turn's events. `ep` is the
    /// en passant square `attacker` may use, `rights` the castling rights.
    pub(crate) fn king_capturable(
        &self,
        board: &Board,
        motion: &Motions,
        attacker: Color,
        ep: Option<Square>,
        rights: CastlingRights,
    ) -> bool {
        let Some(king) = self.king_of(board, !attacker) else {
            return false;
        };
        let Some(mut hunt) = self.hunt(board, motion, attacker, king, ep, rights) else {
            return false;
        };
        let root = State {
            moved: 0,
            stopped: NOBODY,
            start: NO_START,
        };
        if hunt.goal(board, root) {
            return true;
        }
        if hunt.pending.is_empty() {
            // Nothing can change the board before the one action.
            return false;
        }
        hunt.close(board);
        hunt.search(board, root)
    }

    /// The squares whose contents decide [`Momentum::king_capturable`] for
    /// a King of the other side standing on `king`, on every board that
    /// differs from `board` only by the other side's pieces and by
    /// `attacker`'s pieces taken (see the module docs, "What the answer
    /// reads"): `king`, every square of `attacker`'s pieces, and `matter`.
    /// The en passant square is taken to be none.
    pub(crate) fn capture_reads(
        &self,
        board: &Board,
        motion: &Motions,
        attacker: Color,
        king: Square,
        rights: CastlingRights,
    ) -> Mask {
        let mut reads = bit(king);
        for s in board.occupied_by(attacker).iter() {
            reads |= bit(s);
        }
        if let Some(mut hunt) = self.hunt(board, motion, attacker, king, None, rights) {
            hunt.close(board);
            reads |= hunt.matter;
        }
        reads
    }

    /// The search for a capture of a King on `king` by `attacker`, before
    /// [`Hunt::close`]; `None` if no piece could capture it (no
    /// candidate).
    fn hunt(
        &self,
        board: &Board,
        motion: &Motions,
        attacker: Color,
        king: Square,
        ep: Option<Square>,
        rights: CastlingRights,
    ) -> Option<Hunt<'_>> {
        let kbit = bit(king);
        let mut pending = Pending::new();
        let mut candidates = 0u64;
        let mut starters: SmallVec<[Square; 8]> = SmallVec::new();
        for (s, p) in board.pieces(attacker) {
            if let Some(m) = motion.get(s.index()) {
                if m.capture && s.offset(m.dx, m.dy, board.geometry()) == Some(king) {
                    candidates |= ibit(pending.len());
                }
                pending.push((s, m));
            }
            if self.reach(attacker, p.kind(), s) & kbit != 0 {
                starters.push(s);
            }
        }
        if candidates == 0 && starters.is_empty() {
            return None;
        }
        Some(Hunt {
            game: self,
            attacker,
            king,
            pending,
            candidates,
            starters,
            searched: 0,
            stoppable: 0,
            openers: 0,
            castles: 0,
            matter: 0,
            ep,
            rights,
            visited: Visited::default(),
        })
    }

    /// The squares that must be empty for `piece` on `from` to capture on
    /// `to` (what [`kernel::tables::Tables::piece_attacks`] reads): the
    /// legs of a lame leap, the squares of a ray before `to`.
    pub(crate) fn attack_squares(&self, piece: Piece, from: Square, to: Square) -> Mask {
        let table = self.game.tables().piece(piece.color(), piece.kind());
        let mut mask = 0;
        for leap in table.leaps(from) {
            if leap.to == to {
                for leg in leap.legs.into_iter().flatten() {
                    mask |= bit(leg);
                }
            }
        }
        for ray in table.rays(from) {
            if let Some(i) = ray.squares.iter().position(|&s| s == to) {
                for &s in &ray.squares[..i] {
                    mask |= bit(s);
                }
            }
        }
        mask
    }

    /// Every square the starts of `piece` on `from` read: leap targets and
    /// legs, ray squares, a Pawn's double step.
    fn start_squares(&self, piece: Piece, from: Square) -> Mask {
        let table = self.game.tables().piece(piece.color(), piece.kind());
        let mut mask = 0;
        for leap in table.leaps(from) {
            mask |= bit(leap.to);
            for leg in leap.legs.into_iter().flatten() {
                mask |= bit(leg);
            }
        }
        for ray in table.rays(from) {
            for &s in ray.squares {
                mask |= bit(s);
            }
        }
        if piece.kind() == PAWN {
            if let Some(two) = from.offset(0, 2 * piece.color().forward(), self.geometry()) {
                mask |= bit(two);
            }
        }
        mask
    }

    /// The squares of castling number `side` of `color` that must be
    /// empty or hold the King and corner piece.
    pub(crate) fn castling_squares(&self, color: Color, side: usize) -> Mask {
        let Some(c) = self.castling[color.index()].get(side) else {
            return 0;
        };
        let files = [c.king_from, c.king_to, c.rook_from, c.rook_to].map(|s| s.file());
        let lo = files.iter().copied().min().unwrap_or(0);
        let hi = files.iter().copied().max().unwrap_or(0);
        (lo..=hi).fold(0, |mask, f| mask | bit(Square::new(f, c.king_from.rank())))
    }
}

impl Hunt<'_> {
    fn index_of(&self, s: Square) -> Option<usize> {
        self.pending.iter().position(|&(p, _)| p == s)
    }

    /// Whether the pending piece `i` may be started in state `st` on
    /// `board`, and the autostopped piece after it: it autostopped
    /// already, or it may autostop now (nothing else did, it has not moved
    /// on, and it is blocked).
    fn may_start_pending(&self, board: &Board, st: State, i: usize) -> Option<u8> {
        if st.stopped as usize == i {
            return Some(st.stopped);
        }
        let (s, m) = self.pending[i];
        let now = st.stopped == NOBODY
            && st.moved & ibit(i) == 0
            && self.game.momentum_target(board, s, m).is_none();
        now.then_some(i as u8)
    }

    /// Whether the King can be captured now.
    fn goal(&self, board: &Board, st: State) -> bool {
        let g = self.game;
        for i in indexes(self.candidates & !st.moved & !st.stopped_bit()) {
            let (s, m) = self.pending[i];
            if g.momentum_target(board, s, m) == Some(self.king) {
                return true;
            }
        }
        if st.start != NO_START {
            return false;
        }
        self.starters.iter().any(|&s| {
            let Some(piece) = board.get(s) else {
                return false;
            };
            let eligible = match self.index_of(s) {
                None => true,
                Some(i) => self.may_start_pending(board, st, i).is_some(),
            };
            eligible && g.game.tables().piece_attacks(board, piece, s, self.king)
        })
    }

    /// Computes `matter`, the searched pieces, the openers and the
    /// autostops worth trying (see the module docs).
    fn close(&mut self, board: &Board) {
        let g = self.game;
        let geometry = board.geometry();
        let mut matter: Mask = 0;
        for i in indexes(self.candidates) {
            let (s, m) = self.pending[i];
            matter |= g.momentum_squares(board, s, m) & !bit(self.king);
        }
        for &s in &self.starters {
            let Some(piece) = board.get(s) else { continue };
            matter |= g.attack_squares(piece, s, self.king);
            if let Some(i) = self.index_of(s) {
                let (_, m) = self.pending[i];
                matter |= g.momentum_squares(board, s, m);
                self.stoppable |= ibit(i);
            }
        }
        let forward = self.attacker.forward();
        let victim = self.ep.and_then(|e| e.offset(0, -forward, geometry));
        let mut ep_done = false;
        loop {
            let before = (matter, self.openers, self.castles, ep_done);
            for (i, &(s, m)) in self.pending.iter().enumerate() {
                if self.searched & ibit(i) != 0 {
                    continue;
                }
                let Some(to) = s.offset(m.dx, m.dy, geometry) else {
                    continue; // it can never move on
                };
                if (bit(s) | bit(to)) & matter != 0 {
                    self.searched |= ibit(i);
                    matter |= g.momentum_squares(board, s, m);
                }
            }
            if self.candidates != 0 {
                let mut fresh: SmallVec<[Square; 16]> = board
                    .occupied_by(self.attacker)
                    .iter()
                    .filter(|&s| bit(s) & matter != 0 && bit(s) & self.openers == 0)
                    .collect();
                if let (Some(ep), Some(victim)) = (self.ep, victim) {
                    if !ep_done && bit(victim) & matter != 0 {
                        ep_done = true;
                        for dx in [-1, 1] {
                            let Some(s) = victim.offset(dx, 0, geometry) else {
                                continue;
                            };
                            let pawn = board
                                .get(s)
                                .is_some_and(|p| p.color() == self.attacker && p.kind() == PAWN);
                            if pawn && bit(s) & self.openers == 0 && !fresh.contains(&s) {
                                fresh.push(s);
                            }
                        }
                        matter |= bit(ep) | bit(victim);
                    }
                }
                for s in fresh {
                    let Some(piece) = board.get(s) else { continue };
                    self.openers |= bit(s);
                    matter |= g.start_squares(piece, s);
                    if piece.kind() == PAWN {
                        if let (Some(ep), Some(victim)) = (self.ep, victim) {
                            matter |= bit(ep) | bit(victim);
                        }
                    }
                    if let Some(i) = self.index_of(s) {
                        let (_, m) = self.pending[i];
                        matter |= g.momentum_squares(board, s, m);
                        self.stoppable |= ibit(i);
                    }
                }
                for side in 0..g.castling[self.attacker.index()].len() {
                    let c = g.castling[self.attacker.index()][side];
                    if self.castles & (1 << side) != 0
                        || !self.rights.has(self.attacker, side)
                        || (bit(c.king_from) | bit(c.rook_from)) & matter == 0
                    {
                        continue;
                    }
                    self.castles |= 1 << side;
                    matter |= g.castling_squares(self.attacker, side);
                    if let Some(i) = self.index_of(c.rook_from) {
                        let (_, m) = self.pending[i];
                        matter |= g.momentum_squares(board, c.rook_from, m);
                        self.stoppable |= ibit(i);
                    }
                }
            }
            if before == (matter, self.openers, self.castles, ep_done) {
                break;
            }
        }
        self.matter = matter;
    }

    fn search(&mut self, board: &Board, st: State) -> bool {
        if !self.visited.insert(st.key()) {
            return false;
        }
        if self.goal(board, st) {
            return true;
        }
        let g = self.game;
        for i in indexes(self.searched & !st.moved & !st.stopped_bit()) {
            let (s, m) = self.pending[i];
            if let Some(to) = g.momentum_target(board, s, m) {
                let mut next = board.clone();
                let piece = next.take(s);
                next.set(to, piece);
                let moved = State {
                    moved: st.moved | ibit(i),
                    ..st
                };
                if self.search(&next, moved) {
                    return true;
                }
            }
        }
        if st.start != NO_START {
            return false;
        }
        if st.stopped == NOBODY {
            for i in indexes(self.stoppable & !st.moved) {
                let (s, m) = self.pending[i];
                if g.momentum_target(board, s, m).is_none() {
                    let stopped = State {
                        stopped: i as u8,
                        ..st
                    };
                    if self.search(board, stopped) {
                        return true;
                    }
                }
            }
        }
        if self.candidates & !st.moved & !st.stopped_bit() == 0 {
            // Only a momentum capture can follow a start.
            return false;
        }
        self.openings(board, st)
    }

    /// Tries every start of an opener that empties a square that matters,
    /// then the search goes on.
    fn openings(&mut self, board: &Board, st: State) -> bool {
        let g = self.game;
        let mut starts: SmallVec<[(Move, u8); 32]> = SmallVec::new();
        if self.openers != 0 {
            let mut chess = ChessPosition::empty(board.geometry());
            *chess.board_mut() = board.clone();
            chess.set_side_to_move(self.attacker);
            chess.set_en_passant(self.ep);
            chess.set_castling(self.rights);
            for s in squares(self.openers) {
                let Some(piece) = board.get(s) else { continue };
                let stopped = match self.index_of(s) {
                    // At rest since the turn began; by the normal form no
                    // other piece autostopped.
                    None if st.stopped == NOBODY => NOBODY,
                    None => continue,
                    Some(i) => match self.may_start_pending(board, st, i) {
                        Some(stopped) => stopped,
                        None => continue,
                    },
                };
                let origin_matters = self.matter & bit(s) != 0;
                let matter = self.matter;
                g.game.piece_moves(&chess, s, piece, |mv| {
                    let empties = origin_matters
                        || (mv.kind == MoveKind::EnPassant
                            && matter & bit(Square::new(mv.to.file(), mv.from.rank())) != 0);
                    // One promotion stands for all: the kind does not
                    // change which squares are filled.
                    let repeat = starts
                        .last()
                        .is_some_and(|(last, _)| last.from == mv.from && last.to == mv.to);
                    if empties && !repeat {
                        starts.push((mv, stopped));
                    }
                });
            }
        }
        for (mv, stopped) in starts {
            let mut next = board.clone();
            let piece = next.take(mv.from);
            if mv.kind == MoveKind::EnPassant {
                next.set(Square::new(mv.to.file(), mv.from.rank()), None);
            }
            next.set(mv.to, piece);
            let id = (mv.from.index() as u16) << 7 | mv.to.index() as u16;
            let started = State {
                stopped,
                start: id,
                ..st
            };
            if self.search(&next, started) {
                return true;
            }
        }
        for side in 0..g.castling[self.attacker.index()].len() {
            if self.castles & (1 << side) == 0 {
                continue;
            }
            let c = g.castling[self.attacker.index()][side];
            let king_home = board
                .get(c.king_from)
                .is_some_and(|p| p.color() == self.attacker && p.kind() == crate::pieces::KING);
            let corner_home = board
                .get(c.rook_from)
                .is_some_and(|p| p.color() == self.attacker);
            // The corner piece must be at rest: not one that moved on to the
            // corner this turn, and, if it was pending, autostopped.
            let landed = indexes(st.moved).any(|i| {
                let (s, m) = self.pending[i];
                s.offset(m.dx, m.dy, board.geometry()) == Some(c.rook_from)
            });
            let stopped = match self.index_of(c.rook_from) {
                Some(i) => self.may_start_pending(board, st, i),
                None if st.stopped == NOBODY => Some(NOBODY),
                None => None,
            };
            let Some(stopped) = stopped else { continue };
            if !king_home || !corner_home || landed || !g.castling_path_clear(board, &c) {
                continue;
            }
            let mut next = board.clone();
            let king = next.take(c.king_from);
            let rook = next.take(c.rook_from);
            next.set(c.king_to, king);
            next.set(c.rook_to, rook);
            let castled = State {
                stopped,
                start: 0x4000 | side as u16,
                ..st
            };
            if self.search(&next, castled) {
                return true;
            }
        }
        false
    }
}
