//! The search terms of the chess-like games, whose rules are data
//! ([`super::Rules`]): FIDE chess, Heavy Gravity Chess and any game built
//! the same way. Their pieces are Betza strings, so the shared board terms
//! ([`crate::evaluation::board`]) are the whole evaluation.

use super::exchange::exchange;
use super::{Chesslike, Move, MoveKind, Position};
use crate::evaluation::board::BoardTerms;
use crate::evaluation::values::PieceValue;
use crate::search_terms::{Eval, Profile, SearchTerms};
use crate::tables::Tables;
use crate::{Board, Variant};

/// The chess-like games' terms: see the [module docs](self).
#[derive(Debug, Clone)]
pub struct ChesslikeTerms {
    board: BoardTerms,
    /// The game's attack tables, for the static exchange.
    tables: Tables,
}

impl ChesslikeTerms {
    /// The terms of `game`'s pieces on its board.
    pub fn new(game: &Chesslike) -> ChesslikeTerms {
        let rules = game.rules();
        ChesslikeTerms {
            board: BoardTerms::new(&rules.kinds, rules.geometry),
            tables: game.tables().clone(),
        }
    }
}

/// Whether the moves of `turn`, made on `board`, may change the
/// material: a capture (a piece stands on the square a move ends on, or
/// it takes en passant) or a promotion. Every other move of a chess-like
/// game goes onto an empty square and changes no material; for the
/// terms' [`SearchTerms::may_change_material`], here and in games built
/// on these moves with terms of their own.
pub fn may_change_material(board: &Board, turn: &[Move]) -> bool {
    turn.iter().any(|m| {
        matches!(m.kind, MoveKind::EnPassant | MoveKind::Promotion(_)) || board.get(m.to).is_some()
    })
}

/// For every game whose positions are the chess-like engine's (a variant
/// crate that wraps a [`Chesslike`] returns these terms as they are).
impl<V: Variant<Position = Position, Step = Move> + ?Sized> SearchTerms<V> for ChesslikeTerms {
    fn evaluate(&self, _game: &V, position: &Position) -> Eval {
        self.board.evaluate(position.board())
    }

    fn profile(&self) -> Profile {
        Profile::ONE_MOVE
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }

    /// A capture (a piece stands on the square a move ends on, or it takes
    /// en passant) or a promotion: every other move of these games goes
    /// onto an empty square and changes no material.
    fn may_change_material(&self, _game: &V, position: &Position, turn: &[Move]) -> bool {
        may_change_material(position.board(), turn)
    }

    /// The static exchange of a plain capture ([`exchange`]), one move a
    /// turn.
    fn exchange(&self, _game: &V, position: &Position, turn: &[Move]) -> Option<i32> {
        match turn {
            [m] => exchange(&self.tables, &self.board, position.board(), *m),
            _ => None,
        }
    }

    /// The other side to move, no en passant square, the clocks counted
    /// on; none while the side to move is in check (a pass would leave
    /// its King to be taken) or has no piece but royals and Pawns
    /// (zugzwang: [`BoardTerms::has_pieces`]).
    fn pass(&self, game: &V, position: &Position) -> Option<Position> {
        let side = position.side_to_move();
        if !self.board.has_pieces(position.board(), side) || game.in_check(position) {
            return None;
        }
        let mut passed = position.clone();
        passed.set_side_to_move(!side);
        passed.set_en_passant(None);
        passed.set_halfmove_clock(position.halfmove_clock().saturating_add(1));
        Some(passed)
    }
}
