//! The search terms of the chess-like games, whose rules are data
//! ([`super::Rules`]): FIDE chess, Heavy Gravity Chess and any game built
//! the same way. Their pieces are Betza strings, so the shared board terms
//! ([`crate::evaluation::board`]) are the whole evaluation.

use super::{Chesslike, Position};
use crate::evaluation::board::BoardTerms;
use crate::evaluation::values::PieceValue;
use crate::search_terms::{Eval, Profile, SearchTerms};
use crate::Variant;

/// The chess-like games' terms: see the [module docs](self).
#[derive(Debug, Clone)]
pub struct ChesslikeTerms {
    board: BoardTerms,
}

impl ChesslikeTerms {
    /// The terms of `game`'s pieces on its board.
    pub fn new(game: &Chesslike) -> ChesslikeTerms {
        let rules = game.rules();
        ChesslikeTerms {
            board: BoardTerms::new(&rules.kinds, rules.geometry),
        }
    }
}

/// For every game whose positions are the chess-like engine's (a variant
/// crate that wraps a [`Chesslike`] returns these terms as they are).
impl<V: Variant<Position = Position> + ?Sized> SearchTerms<V> for ChesslikeTerms {
    fn evaluate(&self, _game: &V, position: &Position) -> Eval {
        self.board.evaluate(position.board())
    }

    fn profile(&self) -> Profile {
        Profile::ONE_MOVE
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
