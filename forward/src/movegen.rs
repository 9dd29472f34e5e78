//! Legal move generation and move making with piece creation. Nothing here
//! allocates: moves go to a callback, and the King-safety test plays the
//! move on a copy of the board held on the stack.
//!
//! The kernel's chess-like engine supplies each piece's pseudo-legal moves
//! ([`Chesslike::piece_moves`](kernel::chesslike::Chesslike::piece_moves),
//! from the Betza tables) and the attack test; this module adds what Forward
//! Chess changes:
//!
//! - a capture of a Queen, Rook, Bishop or Knight puts a piece one rank
//!   lower, of the capturer's colour, on the square the capturer left, and
//!   the King-safety test is made with that piece in place (rule 5);
//! - a pawn standing on its last rank may promote where it stands;
//! - once a King has reached its last rank the game is over and nothing
//!   more is generated (rule 8);
//! - two captures can leave one position (the created piece may be of the
//!   capturer's own kind), so the turn list and perft leave out the twin of
//!   a capture already given (`for_each_distinct_turn`), while the move
//!   list keeps both.
//!
//! A move needs the full King-safety test only when it could matter: the
//! King moves, the side is in check, the piece is pinned, or the move is en
//! passant (two pieces leave one line). Any other move leaves the King as
//! safe as it was: the piece it moves is not pinned, and if it captures, the
//! created piece fills the square it left.

use crate::pieces::{created_by_capture, BISHOP, KING, KNIGHT, PAWN, PROMOTIONS, ROOK};
use crate::Forward;
use kernel::chesslike::{Move, MoveKind, Position as ChesslikePosition};
use kernel::geometry::SquareSet;
use kernel::{Board, Color, Piece, Square};

/// What a move did, beyond moving pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Effect {
    /// Whether it captured a pawn (en passant included).
    pub pawn_captured: bool,
}

impl Forward {
    /// The square of `color`'s King, if it has one.
    #[inline]
    pub(crate) fn king_square(&self, board: &Board, color: Color) -> Option<Square> {
        board
            .pieces(color)
            .find(|(_, p)| p.kind() == KING)
            .map(|(s, _)| s)
    }

    /// Whether `color`'s King stands on `color`'s last rank.
    pub(crate) fn king_on_last_rank(&self, position: &ChesslikePosition, color: Color) -> bool {
        let board = position.board();
        let geometry = board.geometry();
        let rank = geometry.relative_rank(color, geometry.ranks() - 1);
        (0..geometry.files()).any(|file| {
            board
                .get(Square::new(file, rank))
                .is_some_and(|p| p.color() == color && p.kind() == KING)
        })
    }

    /// The side whose King stands on its last rank (rule 8: it has won),
    /// the side that has just moved first.
    pub(crate) fn king_home(&self, position: &ChesslikePosition) -> Option<Color> {
        let mover = !position.side_to_move();
        [mover, !mover]
            .into_iter()
            .find(|&color| self.king_on_last_rank(position, color))
    }

    /// Whether the side to move's King is attacked (false without a King).
    pub(crate) fn side_in_check(&self, position: &ChesslikePosition) -> bool {
        let us = position.side_to_move();
        self.king_square(position.board(), us)
            .is_some_and(|k| self.engine.tables().is_attacked(position.board(), k, !us))
    }

    /// Calls `f` with every legal move of the side to move; none once a
    /// King has reached its last rank. Two moves may lead to one position
    /// (see [`Forward::for_each_distinct_turn`]); both are given.
    pub(crate) fn for_each_legal_move(&self, position: &ChesslikePosition, f: impl FnMut(Move)) {
        self.generate::<false>(position, f);
    }

    /// Calls `f` once for each distinct position the legal moves lead to:
    /// every legal move but the twins of a capture already given.
    ///
    /// Two moves lead to one position exactly when two pieces of one kind
    /// take the same piece (with the same promotion, if they are pawns) and
    /// that piece is one rank above them: the created piece is then of the
    /// capturer's own kind and fills the square it left, so the board is
    /// the same whichever of them took. (Any other pair of moves differs on
    /// a square: a move that creates nothing or creates another kind
    /// changes the square it leaves, and different targets differ there.)
    /// Of such twins the one given is the capture by the piece that stands
    /// first from a1 along the ranks (a1, b1, ..., h1, a2, ...), for either
    /// side: the pieces are visited in that order, so the choice depends on
    /// the board alone.
    pub(crate) fn for_each_distinct_turn(&self, position: &ChesslikePosition, f: impl FnMut(Move)) {
        self.generate::<true>(position, f);
    }

    /// The legal moves, with the twins of earlier captures left out when
    /// `DISTINCT` (a constant, so the move list path pays nothing for it).
    fn generate<const DISTINCT: bool>(
        &self,
        position: &ChesslikePosition,
        mut f: impl FnMut(Move),
    ) {
        if self.king_home(position).is_some() {
            return;
        }
        let us = position.side_to_move();
        let them = !us;
        let board = position.board();
        let tables = self.engine.tables();
        let geometry = board.geometry();
        let last_rank = geometry.relative_rank(us, geometry.ranks() - 1);
        let king = self.king_square(board, us);
        let in_check = king.is_some_and(|k| tables.is_attacked(board, k, them));
        let pinned = king.map(|k| tables.pinned(board, k, them));
        let mut scratch = board.clone();
        // Targets already taken by a capture that recreates its capturer's
        // kind: a later piece's capture there is a twin. `mine` holds this
        // piece's own such targets, so that the four promotions of one
        // pawn capture are not taken for twins of each other.
        let mut taken = SquareSet::EMPTY;
        for (from, piece) in board.pieces(us) {
            let must_test = king.is_some()
                && (piece.kind() == KING || in_check || pinned.is_some_and(|p| p.contains(from)));
            // Only a piece below the Queen can take the piece one rank
            // above it; Queen and King captures never have twins.
            let may_twin = DISTINCT && matches!(piece.kind(), PAWN | KNIGHT | BISHOP | ROOK);
            let mut mine = SquareSet::EMPTY;
            self.engine.piece_moves(position, from, piece, |mv| {
                let test = must_test || (king.is_some() && mv.kind == MoveKind::EnPassant);
                if test && !self.is_safe_after(&mut scratch, us, king, mv) {
                    return;
                }
                // `piece_moves` gives no move onto a piece of the mover's
                // own colour, so a piece on the target is the one taken.
                if may_twin
                    && board.get(mv.to).is_some_and(|victim| {
                        created_by_capture(victim.kind()) == Some(piece.kind())
                    })
                {
                    if taken.contains(mv.to) && !mine.contains(mv.to) {
                        return;
                    }
                    taken.insert(mv.to);
                    mine.insert(mv.to);
                }
                f(mv);
            });
            // Promotion in place (rule 3) changes no square's occupancy, so
            // it is legal exactly when the King is not in check.
            if piece.kind() == PAWN && from.rank() == last_rank && !in_check {
                for kind in PROMOTIONS {
                    f(Move {
                        from,
                        to: from,
                        kind: MoveKind::Promotion(kind),
                    });
                }
            }
        }
    }

    /// Whether `mv` by `us` leaves `us`'s King (on `king`) unattacked, with
    /// the created piece in place. Plays the move on `scratch`, a copy of
    /// the position's board, and undoes it.
    pub(crate) fn is_safe_after(
        &self,
        scratch: &mut Board,
        us: Color,
        king: Option<Square>,
        mv: Move,
    ) -> bool {
        let Some(king) = king else {
            return true;
        };
        let moving = scratch.get(mv.from);
        let target = scratch.get(mv.to);
        let victim_square =
            (mv.kind == MoveKind::EnPassant).then(|| Square::new(mv.to.file(), mv.from.rank()));
        let victim = victim_square.and_then(|s| scratch.take(s));
        let created = target
            .filter(|p| p.color() != us && mv.from != mv.to)
            .and_then(|p| created_by_capture(p.kind()))
            .map(|kind| Piece::new(us, kind));
        scratch.set(mv.from, created);
        scratch.set(mv.to, moving);
        let king_at = if mv.from == king { mv.to } else { king };
        let safe = !self.engine.tables().is_attacked(scratch, king_at, !us);
        scratch.set(mv.to, target);
        scratch.set(mv.from, moving);
        if let Some(s) = victim_square {
            scratch.set(s, victim);
        }
        safe
    }

    /// Plays `mv` on the chess-like part of a position: moves the piece,
    /// removes what it captures, creates the piece rule 2 gives, sets the en
    /// passant square, the clocks (the halfmove clock counts plies since the
    /// last pawn capture) and the side to move. No legality check; a move
    /// from an empty square passes the turn, so that a game written with an
    /// impossible move can still be replayed.
    pub(crate) fn apply(&self, position: &mut ChesslikePosition, mv: Move) -> Effect {
        let us = position.side_to_move();
        let captured = position.captured(mv);
        let moving = position.board().get(mv.from);
        let mut pawn_captured = false;
        if let Some(piece) = moving {
            let board = position.board_mut();
            board.set(mv.from, None);
            if let Some((square, victim)) = captured {
                board.set(square, None);
                pawn_captured = victim.kind() == PAWN;
            }
            let arriving = match mv.kind {
                // A written step may name any kind; only real promotions change the piece.
                MoveKind::Promotion(kind) if PROMOTIONS.contains(&kind) => {
                    Piece::new(piece.color(), kind)
                }
                _ => piece,
            };
            board.set(mv.to, Some(arriving));
            if let Some((_, victim)) = captured {
                if let Some(kind) = created_by_capture(victim.kind()).filter(|_| mv.from != mv.to) {
                    board.set(mv.from, Some(Piece::new(us, kind)));
                }
            }
        }
        let en_passant = (moving.is_some() && mv.kind == MoveKind::DoubleStep)
            .then(|| Square::new(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2));
        position.set_en_passant(en_passant);
        let clock = if pawn_captured {
            0
        } else {
            position.halfmove_clock().saturating_add(1)
        };
        position.set_halfmove_clock(clock);
        if us == Color::Black {
            position.set_fullmove_number(position.fullmove_number().saturating_add(1));
        }
        position.set_side_to_move(!us);
        Effect { pawn_captured }
    }

    /// Perft on the chess-like part alone, one child per distinct turn:
    /// legality does not depend on the history or the last pawn capturer,
    /// so they are not carried, and twin moves leave equal histories (both
    /// push the same key), so distinct chess-like positions are distinct
    /// positions.
    pub(crate) fn perft_chesslike(&self, position: &ChesslikePosition, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => {
                let mut n = 0;
                self.for_each_distinct_turn(position, |_| n += 1);
                n
            }
            _ => {
                let mut total = 0;
                self.for_each_distinct_turn(position, |mv| {
                    let mut next = position.clone();
                    self.apply(&mut next, mv);
                    total += self.perft_chesslike(&next, depth - 1);
                });
                total
            }
        }
    }
}
