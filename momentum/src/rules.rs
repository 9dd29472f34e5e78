//! The events of a turn and what they do: momentum moves, autostops,
//! starts and stops, and the end of the turn.
//!
//! A turn begins with the mover's pieces in motion *pending*. Each pending
//! piece is resolved once: it moves on by its momentum if it can, and
//! autostops if it cannot. Exactly one *action* is made: a start (any move
//! of a piece not in motion, castling included) or a stop of a piece in
//! motion, before or after its momentum move. The player orders all of
//! these freely. The turn ends when nothing is pending and the action is
//! made; under `action=optional` (RULES.md, rule 5) it may also end,
//! without the action, by [`Step::End`] once nothing is pending and a piece
//! has moved on by its momentum.

use crate::options::ActionRule;
use crate::position::{bit, squares, Mask, Motion, Motions, Position, TurnState};
use crate::Momentum;
use kernel::chesslike::{Castling, Move, MoveKind};
use kernel::{Board, Color, Piece, Square};

/// One event of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// A piece in motion moves on by its momentum from `from` to `to`; a
    /// Pawn reaching the last rank becomes `promotion` and keeps moving.
    Momentum {
        /// Where it stands.
        from: Square,
        /// Where its momentum takes it.
        to: Square,
        /// The kind a Pawn becomes on the last rank.
        promotion: Option<u8>,
    },
    /// A piece in motion that cannot go on stops by itself (not written).
    Autostop {
        /// Where it stands.
        at: Square,
    },
    /// The action: a piece not in motion moves and so gains momentum.
    Start(Move),
    /// The action: a piece in motion is stopped, before or after its
    /// momentum move.
    Stop {
        /// Where it stands.
        at: Square,
    },
    /// The end of a turn without its action, under `action=optional` only:
    /// nothing is pending and at least one piece moved on by its momentum
    /// (not written).
    End,
}

impl Step {
    /// Whether the step is the turn's one action.
    pub fn is_action(self) -> bool {
        matches!(self, Step::Start(_) | Step::Stop { .. })
    }
}

impl Momentum {
    /// Whether a momentum of `m` for `piece` passes the squares between (a
    /// slide) rather than leaping: a straight displacement longer than one
    /// step that the piece cannot make as a single leap.
    #[inline]
    pub(crate) fn slides(&self, piece: Piece, m: Motion) -> bool {
        let (ax, ay) = (m.dx.unsigned_abs(), m.dy.unsigned_abs());
        let straight = ax == 0 || ay == 0 || ax == ay;
        straight && ax.max(ay) > 1 && !self.has_leap(piece, m.dx, m.dy)
    }

    #[inline]
    fn has_leap(&self, piece: Piece, dx: i8, dy: i8) -> bool {
        if !(-7..=7).contains(&dx) || !(-7..=7).contains(&dy) {
            return false;
        }
        let i = ((dx + 7) as usize) * 15 + (dy + 7) as usize;
        self.leaps[piece.color().index() * 32 + piece.kind() as usize][i / 128]
            & (1u128 << (i % 128))
            != 0
    }

    /// The squares a momentum of `m` from `from` passes and lands on (empty
    /// mask if it leaves the board).
    pub(crate) fn momentum_squares(&self, board: &Board, from: Square, m: Motion) -> Mask {
        let Some(piece) = board.get(from) else {
            return 0;
        };
        let g = board.geometry();
        let Some(to) = from.offset(m.dx, m.dy, g) else {
            return 0;
        };
        let mut mask = bit(to);
        if self.slides(piece, m) {
            let n = m.dx.abs().max(m.dy.abs());
            let (sx, sy) = (m.dx.signum(), m.dy.signum());
            for k in 1..n {
                if let Some(s) = from.offset(sx * k, sy * k, g) {
                    mask |= bit(s);
                }
            }
        }
        mask
    }

    /// Where the piece on `from` goes by its momentum `m`, or `None` if it
    /// cannot (it autostops): off the board, a passed square occupied, a
    /// non-capture speed onto an occupied square, or a capture speed onto a
    /// square without an enemy piece.
    #[inline]
    pub(crate) fn momentum_target(&self, board: &Board, from: Square, m: Motion) -> Option<Square> {
        let piece = board.get(from)?;
        let g = board.geometry();
        let to = from.offset(m.dx, m.dy, g)?;
        if self.slides(piece, m) {
            let n = m.dx.abs().max(m.dy.abs());
            let (sx, sy) = (m.dx.signum(), m.dy.signum());
            for k in 1..n {
                if board.get(from.offset(sx * k, sy * k, g)?).is_some() {
                    return None;
                }
            }
        }
        match board.get(to) {
            None if !m.capture => Some(to),
            Some(p) if m.capture && p.color() != piece.color() => Some(to),
            _ => None,
        }
    }

    /// Whether a Pawn of `color` arriving on `to` promotes.
    #[inline]
    pub(crate) fn promotes(&self, piece: Piece, to: Square) -> bool {
        piece.kind() == crate::pieces::PAWN
            && to.rank() == self.geometry().relative_rank(piece.color(), 7)
    }

    /// Whether `piece` may become kind `k` as a promotion of `us`: it is
    /// `us`'s Pawn and `k` one of `us`'s promotion pieces.
    fn may_promote(&self, piece: Piece, us: Color, k: u8) -> bool {
        piece.kind() == crate::pieces::PAWN
            && piece.color() == us
            && self.promotion[us.index()].contains(&k)
    }

    /// Whether the turn in `pos` may end here without its action: under
    /// `action=optional`, nothing is pending, the action is unused, and a
    /// piece of the side to move moved on by its momentum. (With the action
    /// unused no piece was started, so a piece of the mover's still in
    /// motion once nothing is pending is one that moved on this turn.)
    #[inline]
    pub(crate) fn may_end(&self, pos: &Position) -> bool {
        if self.options.action != ActionRule::Optional {
            return false;
        }
        let st = pos.effective_turn();
        st.pending == 0 && !st.action_used && pos.moving_of(pos.side_to_move()) != 0
    }

    /// Appends the steps that may come next (see [`kernel::Variant::steps`]).
    pub(crate) fn gen_steps(&self, pos: &Position, out: &mut Vec<Step>) {
        let us = pos.side_to_move();
        let board = pos.board();
        if !pos.turn.begun
            && (self.king_of(board, us).is_none() || self.king_of(board, !us).is_none())
        {
            return;
        }
        let st = pos.effective_turn();
        for p in squares(st.pending) {
            if self.push_resolution(pos, p, out) && !st.action_used {
                out.push(Step::Stop { at: p });
            }
        }
        if st.action_used {
            return;
        }
        if st.pending == 0 && self.may_end(pos) {
            out.push(Step::End);
        }
        self.push_other_actions(pos, st, out);
    }

    /// Appends how the pending piece on `p` may be resolved without the
    /// action: its momentum move (one per promotion piece when it promotes)
    /// if it can go on, its autostop if it cannot. Returns false, appending
    /// nothing, if no piece in motion stands there.
    pub(crate) fn push_resolution(&self, pos: &Position, p: Square, out: &mut Vec<Step>) -> bool {
        let Some(m) = pos.motion[p.index()] else {
            return false;
        };
        let board = pos.board();
        match self.momentum_target(board, p, m) {
            Some(to) => {
                // momentum_target found a piece there.
                let Some(piece) = board.get(p) else {
                    return true;
                };
                if self.promotes(piece, to) {
                    for &k in &self.promotion[pos.side_to_move().index()] {
                        out.push(Step::Momentum {
                            from: p,
                            to,
                            promotion: Some(k),
                        });
                    }
                } else {
                    out.push(Step::Momentum {
                        from: p,
                        to,
                        promotion: None,
                    });
                }
            }
            None => out.push(Step::Autostop { at: p }),
        }
        true
    }

    /// Appends the actions other than the stops of pending pieces, for a
    /// turn state `st` whose action is unused: stops of pieces that moved
    /// on by momentum this turn, starts, castling.
    pub(crate) fn push_other_actions(&self, pos: &Position, st: TurnState, out: &mut Vec<Step>) {
        let us = pos.side_to_move();
        let board = pos.board();
        for (s, piece) in board.pieces(us) {
            if pos.motion[s.index()].is_some() {
                if st.pending & bit(s) == 0 {
                    // Moved on by momentum this turn: it may still be stopped.
                    out.push(Step::Stop { at: s });
                }
                continue;
            }
            self.game
                .piece_moves(&pos.chess, s, piece, |mv| out.push(Step::Start(mv)));
        }
        for side in 0..self.castling[us.index()].len() {
            if self.castling_allowed(pos, side) {
                let c = self.castling[us.index()][side];
                out.push(Step::Start(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side as u8),
                }));
            }
        }
    }

    /// Castling number `side` for the side to move is open: rights, King and
    /// corner piece in place and not in motion, the squares between empty.
    pub(crate) fn castling_open(
        &self,
        board: &Board,
        motion: &Motions,
        rights: kernel::chesslike::CastlingRights,
        us: Color,
        side: usize,
    ) -> bool {
        let Some(c) = self.castling[us.index()].get(side) else {
            return false;
        };
        if !rights.has(us, side) {
            return false;
        }
        let ours = |s: Square, kind: Option<u8>| {
            board.get(s).is_some_and(|p| {
                p.color() == us && kind.is_none_or(|k| p.kind() == k) && motion[s.index()].is_none()
            })
        };
        ours(c.king_from, Some(crate::pieces::KING))
            && ours(c.rook_from, None)
            && self.castling_path_clear(board, c)
    }

    /// The squares the King and the corner piece of castling `c` pass or
    /// land on are empty, but for the two of them.
    pub(crate) fn castling_path_clear(&self, board: &Board, c: &Castling) -> bool {
        let rank = c.king_from.rank();
        let (a, b) = (
            c.king_from.file().min(c.king_to.file()),
            c.king_from.file().max(c.king_to.file()),
        );
        let (x, y) = (
            c.rook_from.file().min(c.rook_to.file()),
            c.rook_from.file().max(c.rook_to.file()),
        );
        (a.min(x)..=b.max(y)).all(|file| {
            let s = Square::new(file, rank);
            let in_paths = (a..=b).contains(&file) || (x..=y).contains(&file);
            !in_paths || s == c.king_from || s == c.rook_from || board.get(s).is_none()
        })
    }

    /// Castling is open and the King neither stands on, passes nor lands on
    /// a square where the opponent, moving next from the board as it is at
    /// the moment of castling, could capture it.
    fn castling_allowed(&self, pos: &Position, side: usize) -> bool {
        let us = pos.side_to_move();
        let board = pos.board();
        if !self.castling_open(board, &pos.motion, pos.chess.castling(), us, side) {
            return false;
        }
        let c = self.castling[us.index()][side];
        let rank = c.king_from.rank();
        let (a, b) = (
            c.king_from.file().min(c.king_to.file()),
            c.king_from.file().max(c.king_to.file()),
        );
        let king = board.get(c.king_from);
        let mut probe = board.clone();
        probe.set(c.king_from, None);
        (a..=b).all(|file| {
            let s = Square::new(file, rank);
            let old = probe.get(s);
            probe.set(s, king);
            let safe = !self.king_capturable(&probe, &pos.motion, !us, None, pos.chess.castling());
            probe.set(s, old);
            safe
        })
    }

    /// Plays `step` and ends the turn if nothing is left to do, or if the
    /// step is [`Step::End`] and nothing is pending.
    pub(crate) fn play(&self, pos: &mut Position, step: Step) {
        self.apply(pos, step);
        let ended = step == Step::End && pos.turn.begun;
        if pos.turn.pending == 0 && (pos.turn.action_used || ended) {
            self.finish_turn(pos);
        }
    }

    /// Plays `step` without ending the turn; any step is played as best it
    /// can be, without panicking. A step naming a square off the board
    /// changes nothing; a promotion of anything but the mover's Pawn, or to
    /// a kind that is not one of its promotion pieces, moves the piece as
    /// it is. [`Step::End`] changes nothing here (it does not even begin a
    /// turn); [`Momentum::play`] ends the turn on it.
    pub(crate) fn apply(&self, pos: &mut Position, step: Step) {
        let on_board = |s: Square| self.geometry().contains(s);
        let squares_on_board = match step {
            Step::Momentum { from, to, .. } => on_board(from) && on_board(to),
            Step::Autostop { at } | Step::Stop { at } => on_board(at),
            Step::Start(mv) => on_board(mv.from) && on_board(mv.to),
            Step::End => false,
        };
        if !squares_on_board {
            return;
        }
        if !pos.turn.begun {
            pos.turn = TurnState {
                begun: true,
                pending: pos.moving_of(pos.side_to_move()),
                ..TurnState::default()
            };
        }
        let us = pos.side_to_move();
        match step {
            Step::Momentum {
                from,
                to,
                promotion,
            } => {
                pos.turn.pending &= !bit(from);
                let Some(piece) = pos.board().get(from) else {
                    return;
                };
                if pos.board().get(to).is_some_and(|p| p.color() == us) || from == to {
                    return;
                }
                let m = pos.motion[from.index()];
                let captured = pos.board().get(to).is_some();
                if captured || piece.kind() == crate::pieces::PAWN {
                    pos.turn.reset_clock = true;
                }
                let landed = match promotion {
                    Some(k) if self.may_promote(piece, us, k) => Piece::new(us, k),
                    _ => piece,
                };
                let board = pos.chess.board_mut();
                board.set(from, None);
                board.set(to, Some(landed));
                pos.motion.set(from.index(), None);
                pos.motion.set(to.index(), m);
                self.update_rights(pos, from, to);
            }
            Step::Autostop { at } => {
                pos.turn.pending &= !bit(at);
                pos.motion.set(at.index(), None);
            }
            Step::Stop { at } => {
                pos.turn.pending &= !bit(at);
                pos.turn.action_used = true;
                pos.motion.set(at.index(), None);
            }
            Step::Start(mv) => {
                pos.turn.pending &= !bit(mv.from);
                pos.turn.action_used = true;
                self.apply_start(pos, mv);
            }
            Step::End => {}
        }
    }

    fn apply_start(&self, pos: &mut Position, mv: Move) {
        let us = pos.side_to_move();
        let Some(piece) = pos.board().get(mv.from) else {
            return;
        };
        if piece.color() != us {
            return;
        }
        if let MoveKind::Castle(side) = mv.kind {
            let Some(c) = self.castling[us.index()].get(side as usize).copied() else {
                return;
            };
            // Only a King and a corner piece castle (a hand-built step may
            // name castling with either missing).
            let ours = |s: Square| pos.board().get(s).filter(|p| p.color() == us);
            let king_home = ours(c.king_from).is_some_and(|p| p.kind() == crate::pieces::KING);
            let corner_home = ours(c.rook_from).is_some_and(|p| p.kind() != crate::pieces::KING);
            if !king_home || !corner_home {
                return;
            }
            for s in [c.king_from, c.king_to, c.rook_from, c.rook_to] {
                pos.turn.pending &= !bit(s);
            }
            let board = pos.chess.board_mut();
            let king = board.take(c.king_from);
            let rook = board.take(c.rook_from);
            board.set(c.king_to, king);
            board.set(c.rook_to, rook);
            for s in [c.king_from, c.rook_from, c.king_to] {
                pos.motion.set(s.index(), None);
            }
            pos.motion.set(
                c.rook_to.index(),
                rook.map(|_| Motion {
                    dx: c.rook_to.file() as i8 - c.rook_from.file() as i8,
                    dy: 0,
                    capture: false,
                }),
            );
            self.update_rights(pos, c.king_from, c.rook_from);
            return;
        }
        if mv.from == mv.to || pos.board().get(mv.to).is_some_and(|p| p.color() == us) {
            return;
        }
        let victim = match mv.kind {
            MoveKind::EnPassant => Square::new(mv.to.file(), mv.from.rank()),
            _ => mv.to,
        };
        let captured = pos.board().get(victim).is_some_and(|p| p.color() != us);
        if captured || piece.kind() == crate::pieces::PAWN {
            pos.turn.reset_clock = true;
        }
        let landed = match mv.kind {
            MoveKind::Promotion(k) if self.may_promote(piece, us, k) => Piece::new(us, k),
            _ => piece,
        };
        let board = pos.chess.board_mut();
        if captured {
            board.set(victim, None);
            pos.motion.set(victim.index(), None);
        }
        board.set(mv.from, None);
        board.set(mv.to, Some(landed));
        pos.motion.set(mv.from.index(), None);
        pos.motion.set(
            mv.to.index(),
            (piece.kind() != crate::pieces::KING).then_some(Motion {
                dx: mv.to.file() as i8 - mv.from.file() as i8,
                dy: mv.to.rank() as i8 - mv.from.rank() as i8,
                capture: captured,
            }),
        );
        // A double step, and only a real one (a hand-built step may call any
        // move that), gives the opponent en passant on the skipped square.
        let g = self.geometry();
        let double_step = mv.kind == MoveKind::DoubleStep
            && piece.kind() == crate::pieces::PAWN
            && mv.from.rank() == g.relative_rank(us, 1)
            && mv.from.offset(0, 2 * us.forward(), g) == Some(mv.to);
        if double_step {
            pos.turn.ep_next = mv.from.offset(0, us.forward(), g);
        }
        self.update_rights(pos, mv.from, mv.to);
    }

    fn update_rights(&self, pos: &mut Position, a: Square, b: Square) {
        let mut rights = pos.chess.castling();
        rights.0 &= !(self.castle_masks[a.index()] | self.castle_masks[b.index()]);
        pos.chess.set_castling(rights);
    }

    /// Ends the turn: the other side moves, the en passant square of a
    /// double step becomes usable, the clocks advance.
    pub(crate) fn finish_turn(&self, pos: &mut Position) {
        let us = pos.side_to_move();
        let turn = pos.turn;
        pos.chess.set_side_to_move(!us);
        pos.chess.set_en_passant(turn.ep_next);
        let clock = if turn.reset_clock {
            0
        } else {
            pos.chess.halfmove_clock().saturating_add(1)
        };
        pos.chess.set_halfmove_clock(clock);
        if us == Color::Black {
            let n = pos.chess.fullmove_number().saturating_add(1);
            pos.chess.set_fullmove_number(n);
        }
        pos.turn = TurnState::default();
    }

    /// The square of `color`'s King, if it is on the board.
    #[inline]
    pub(crate) fn king_of(&self, board: &Board, color: Color) -> Option<Square> {
        board.occupied_by(color).iter().find(|&s| {
            board
                .get(s)
                .is_some_and(|p| p.kind() == crate::pieces::KING)
        })
    }
}
