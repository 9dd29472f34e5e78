//! Legal move generation for chess-like games, driven by the precomputed
//! tables. Nothing here allocates: moves go to a callback, or are counted
//! a whole set of targets at a time.
//!
//! Each piece's targets are one [`SquareSet`] (see [`Tables::targets`]).
//! With one royal piece, the King's targets are tested one by one for
//! attack once it has left its square; a piece pinned to the King by a
//! slider, or standing on the leg of a lame leap towards it, has each
//! target tested the same way, with the move's occupancy and no copy of
//! the board; en passant always is. Every other piece needs no test: when
//! the King is attacked its targets are cut to the squares that end every
//! attack (the attacker's square, the squares between a rider and the
//! King, the legs of a lame leap; see [`Tables::evasions`]), and otherwise
//! its moves are legal as generated. With no royal piece nothing is
//! tested; with several, every move is.
//!
//! [`Tables::targets`]: crate::tables::Tables::targets
//! [`Tables::evasions`]: crate::tables::Tables::evasions

use super::position::{Move, MoveKind, Position};
use super::Chesslike;
use crate::board::Board;
use crate::geometry::{Square, SquareSet};
use crate::piece::Piece;
use crate::Color;

/// Where the generator sends legal moves: one by one, or only counted.
trait Sink {
    /// The moves from `from` to every square of `targets`; a target in
    /// `zone` is one move per kind of `promotions`.
    fn targets(&mut self, from: Square, targets: SquareSet, zone: SquareSet, promotions: &[u8]);
    /// One move of its own kind (a double step, en passant, castling).
    fn special(&mut self, mv: Move);
}

/// Sends each move to a callback, targets in square order.
struct Emit<F>(F);

impl<F: FnMut(Move)> Sink for Emit<F> {
    #[inline]
    fn targets(&mut self, from: Square, targets: SquareSet, zone: SquareSet, promotions: &[u8]) {
        for to in targets.iter() {
            if zone.contains(to) {
                for &k in promotions {
                    (self.0)(Move {
                        from,
                        to,
                        kind: MoveKind::Promotion(k),
                    });
                }
            } else {
                (self.0)(Move::new(from, to));
            }
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        (self.0)(mv);
    }
}

/// Counts the moves: a set of targets by its size (times the promotion
/// choices where they apply), so perft's last level builds no move.
struct Count(u64);

impl Sink for Count {
    #[inline]
    fn targets(&mut self, _from: Square, targets: SquareSet, zone: SquareSet, promotions: &[u8]) {
        let promoting = (targets & zone).len();
        self.0 += (targets.len() - promoting) as u64 + (promoting * promotions.len()) as u64;
    }

    #[inline]
    fn special(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

impl Chesslike {
    /// Calls `f` with every legal move of the side to move.
    pub fn for_each_legal_move(&self, position: &Position, f: impl FnMut(Move)) {
        self.generate(position, &mut Emit(f));
    }

    /// How many legal moves the side to move has, counted without
    /// making them.
    pub fn count_legal_moves(&self, position: &Position) -> u64 {
        let mut count = Count(0);
        self.generate(position, &mut count);
        count.0
    }

    /// The squares of the royal pieces among `pieces`.
    #[inline]
    pub(super) fn royals_among(&self, board: &Board, pieces: SquareSet) -> SquareSet {
        let mut royals = SquareSet::EMPTY;
        for s in pieces.iter() {
            if board.get(s).is_some_and(|p| self.is_royal(p.kind())) {
                royals.insert(s);
            }
        }
        royals
    }

    /// Whether moving the piece on `from` to `to` (capturing on `to`, and
    /// on `victim` for en passant) leaves every square of `royals`
    /// unattacked, a royal on `from` being on `to` after it. The board is
    /// read as it stands with the move's occupancy: no copy is made.
    #[inline]
    fn leaves_royals_safe(
        &self,
        board: &Board,
        royals: SquareSet,
        from: Square,
        to: Square,
        victim: Option<Square>,
    ) -> bool {
        let them = match board.get(from) {
            Some(p) => !p.color(),
            None => return true,
        };
        let mut occupied = board.occupied();
        let mut theirs = board.occupied_by(them);
        occupied.remove(from);
        occupied.insert(to);
        theirs.remove(to);
        if let Some(v) = victim {
            occupied.remove(v);
            theirs.remove(v);
        }
        royals.iter().all(|r| {
            let r = if r == from { to } else { r };
            !self.tables.attacked_with(board, occupied, theirs, r, them)
        })
    }

    /// The legal moves of the side to move, to `sink`.
    fn generate(&self, position: &Position, sink: &mut impl Sink) {
        let us = position.side;
        let them = !us;
        let board = &position.board;
        let tables = &self.tables;
        let own = board.occupied_by(us);
        let enemy = board.occupied_by(them);
        let occupied = own | enemy;
        let royals = self.royals_among(board, own);
        // With one King: the squares that end every attack on it (all if
        // none), and the pieces whose leaving could uncover one.
        let (allowed, careful, in_check) = match (royals.first(), royals.len()) {
            (Some(king), 1) => {
                let evasions = tables.evasions(board, king, them);
                let careful = tables.pinned(board, king, them) | tables.leg_squares(king, them);
                (
                    evasions.unwrap_or(SquareSet::ALL),
                    careful,
                    evasions.is_some(),
                )
            }
            (_, 0) => (SquareSet::ALL, SquareSet::EMPTY, false),
            _ => {
                let in_check = royals.iter().any(|k| tables.is_attacked(board, k, them));
                (SquareSet::ALL, own, in_check)
            }
        };
        let careful = careful | royals;
        let promotions = &self.rules.promotion[us.index()][..];
        for from in own.iter() {
            let Some(piece) = board.get(from) else {
                continue;
            };
            let kind = piece.kind();
            let targets = tables.targets(us, kind, from, occupied, enemy);
            let is_pawn = self.is_pawn(kind);
            let zone = if is_pawn {
                self.promotion_zone[us.index()]
            } else {
                SquareSet::EMPTY
            };
            let legal = if careful.contains(from) {
                let mut legal = SquareSet::EMPTY;
                for to in targets.iter() {
                    if self.leaves_royals_safe(board, royals, from, to, None) {
                        legal.insert(to);
                    }
                }
                legal
            } else {
                targets & allowed
            };
            sink.targets(from, legal, zone, promotions);
            if is_pawn {
                self.pawn_specials(position, from, piece, |to, victim| {
                    if careful.contains(from) || victim.is_some() {
                        self.leaves_royals_safe(board, royals, from, to, victim)
                    } else {
                        allowed.contains(to)
                    }
                })
                .into_iter()
                .flatten()
                .for_each(|mv| sink.special(mv));
            }
        }
        if !in_check {
            self.castling_moves(position, &mut |mv| sink.special(mv));
        }
    }

    /// A pawn's double step and en passant capture from `from`, where its
    /// movement allows them and `legal(to, victim)` says they are legal.
    #[inline]
    fn pawn_specials(
        &self,
        position: &Position,
        from: Square,
        piece: Piece,
        legal: impl Fn(Square, Option<Square>) -> bool,
    ) -> [Option<Move>; 2] {
        let us = piece.color();
        let board = &position.board;
        let geometry = board.geometry();
        let table = self.tables.piece(us, piece.kind());
        let forward = us.forward();
        let mut out = [None, None];
        if self.rules.double_step && from.rank() == geometry.relative_rank(us, 1) {
            if let (Some(one), Some(two)) = (
                from.offset(0, forward, geometry),
                from.offset(0, 2 * forward, geometry),
            ) {
                let can_step = table.leaps(from).iter().any(|l| l.to == one && l.can_move);
                if can_step
                    && board.get(one).is_none()
                    && board.get(two).is_none()
                    && legal(two, None)
                {
                    out[0] = Some(Move {
                        from,
                        to: two,
                        kind: MoveKind::DoubleStep,
                    });
                }
            }
        }
        if let (true, Some(target)) = (self.rules.en_passant, position.en_passant) {
            let victim = Square::new(target.file(), from.rank());
            let captures_there = table
                .leaps(from)
                .iter()
                .any(|l| l.to == target && l.can_capture && target.rank() != from.rank());
            let victim_ok = board
                .get(victim)
                .is_some_and(|p| p.color() != us && self.is_pawn(p.kind()));
            if captures_there
                && victim_ok
                && board.get(target).is_none()
                && legal(target, Some(victim))
            {
                out[1] = Some(Move {
                    from,
                    to: target,
                    kind: MoveKind::EnPassant,
                });
            }
        }
        out
    }

    /// Calls `f` with every move of the piece on `from` that its movement
    /// allows, ignoring whether it leaves the King attacked; castling is not
    /// included.
    pub fn piece_moves(
        &self,
        position: &Position,
        from: Square,
        piece: Piece,
        mut f: impl FnMut(Move),
    ) {
        let us = piece.color();
        let board = &position.board;
        let kind = piece.kind();
        let table = self.tables.piece(us, kind);
        let is_pawn = self.is_pawn(kind);
        let geometry = board.geometry();
        let last_rank = geometry.relative_rank(us, geometry.ranks() - 1);
        let promotions = &self.rules.promotion[us.index()];
        let promotes = |to: Square| is_pawn && to.rank() == last_rank && !promotions.is_empty();
        for leap in table.leaps(from) {
            if !leap.is_open(board) {
                continue;
            }
            match board.get(leap.to) {
                None if leap.can_move => emit(&mut f, from, leap.to, promotes(leap.to), promotions),
                Some(p) if p.color() != us && leap.can_capture => {
                    emit(&mut f, from, leap.to, promotes(leap.to), promotions)
                }
                _ => {}
            }
        }
        for ray in table.rays(from) {
            for (i, &sq) in ray.squares.iter().enumerate() {
                match board.get(sq) {
                    None => {
                        if (i as u8) < ray.move_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                    }
                    Some(p) => {
                        if p.color() != us && (i as u8) < ray.capture_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                        break;
                    }
                }
            }
        }
        if !is_pawn {
            return;
        }
        let forward = us.forward();
        if self.rules.double_step && from.rank() == geometry.relative_rank(us, 1) {
            if let (Some(one), Some(two)) = (
                from.offset(0, forward, geometry),
                from.offset(0, 2 * forward, geometry),
            ) {
                let can_step = table.leaps(from).iter().any(|l| l.to == one && l.can_move);
                if can_step && board.get(one).is_none() && board.get(two).is_none() {
                    f(Move {
                        from,
                        to: two,
                        kind: MoveKind::DoubleStep,
                    });
                }
            }
        }
        if let (true, Some(target)) = (self.rules.en_passant, position.en_passant) {
            let victim = Square::new(target.file(), from.rank());
            let captures_there = table
                .leaps(from)
                .iter()
                .any(|l| l.to == target && l.can_capture && target.rank() != from.rank());
            let victim_ok = board
                .get(victim)
                .is_some_and(|p| p.color() != us && self.is_pawn(p.kind()));
            if captures_there && victim_ok && board.get(target).is_none() {
                f(Move {
                    from,
                    to: target,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }

    fn castling_moves(&self, position: &Position, f: &mut impl FnMut(Move)) {
        let us = position.side;
        let board = &position.board;
        for (side, c) in self.rules.castling[us.index()].iter().enumerate() {
            if !position.castling.has(us, side) || !self.castling_open(board, us, c) {
                continue;
            }
            let Some(king) = board.get(c.king_from) else {
                continue;
            };
            // The King's own square does not shield the squares it passes.
            let mut without_king = board.occupied();
            without_king.remove(c.king_from);
            let theirs = board.occupied_by(!us);
            let (lo, hi) = ordered(c.king_from.file(), c.king_to.file());
            let rank = c.king_from.rank();
            let safe = (lo..=hi).all(|file| {
                !self.tables.attacked_with(
                    board,
                    without_king,
                    theirs,
                    Square::new(file, rank),
                    !us,
                )
            });
            if safe && self.is_royal(king.kind()) {
                f(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side as u8),
                });
            }
        }
    }

    /// Whether King and partner stand ready for castling `c` and every
    /// square either passes or lands on is empty but for the two of them.
    fn castling_open(&self, board: &Board, us: Color, c: &super::Castling) -> bool {
        let ours = |s: Square| board.get(s).is_some_and(|p| p.color() == us);
        if !ours(c.king_from) || !ours(c.rook_from) {
            return false;
        }
        let rank = c.king_from.rank();
        let (a, b) = ordered(c.king_from.file(), c.king_to.file());
        let (x, y) = ordered(c.rook_from.file(), c.rook_to.file());
        (a.min(x)..=b.max(y)).all(|file| {
            let s = Square::new(file, rank);
            let in_paths = (a..=b).contains(&file) || (x..=y).contains(&file);
            !in_paths || s == c.king_from || s == c.rook_from || board.get(s).is_none()
        })
    }

    /// Says why `mv` is not legal in `position` (for a move that is not).
    pub fn explain_illegal(&self, position: &Position, mv: Move) -> String {
        let us = position.side;
        let Some(piece) = position.board.get(mv.from) else {
            return format!("there is no piece on {}", mv.from);
        };
        if piece.color() != us {
            return format!(
                "the piece on {} is {}'s, and it is {}'s turn",
                mv.from,
                piece.color(),
                us
            );
        }
        let name = self
            .rules
            .kinds
            .get(piece.kind() as usize)
            .map_or("piece", |k| k.name.as_str());
        if let MoveKind::Castle(side) = mv.kind {
            let Some(c) = self.rules.castling[us.index()].get(side as usize) else {
                return "castling is not allowed in this game".to_string();
            };
            if !position.castling.has(us, side as usize) {
                return "the King or its partner has already moved".to_string();
            }
            if !self.castling_open(&position.board, us, c) {
                return "the squares between King and partner are not empty".to_string();
            }
            if self.royal_attacked(position, us) {
                return "the King is in check".to_string();
            }
            return "the King would pass through or land on an attacked square".to_string();
        }
        let mut pseudo = false;
        self.piece_moves(position, mv.from, piece, |m| pseudo |= m == mv);
        if !pseudo {
            return format!(
                "the {name} on {} cannot move to {} that way",
                mv.from, mv.to
            );
        }
        if self
            .royal_squares(position, us)
            .iter()
            .any(|k| self.tables.is_attacked(&position.board, k, !us))
        {
            return "it does not get the King out of check".to_string();
        }
        "it leaves the King in check".to_string()
    }
}

/// Sends the move from `from` to `to`, once per promotion choice if it
/// promotes.
#[inline(always)]
fn emit(f: &mut impl FnMut(Move), from: Square, to: Square, promotes: bool, promotions: &[u8]) {
    if promotes {
        for &k in promotions {
            f(Move {
                from,
                to,
                kind: MoveKind::Promotion(k),
            });
        }
    } else {
        f(Move::new(from, to));
    }
}

fn ordered(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}
