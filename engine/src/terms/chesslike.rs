//! FIDE chess and Heavy Gravity Chess: the chess-like games whose rules
//! are data ([`kernel::chesslike::Rules`]). Their pieces are Betza strings,
//! so the shared board terms are the whole evaluation.

use super::board::BoardTerms;
use super::{Eval, Generation, Profile, Terms};
use crate::values::PieceValue;
use kernel::chesslike::{Chesslike, Position};
use std::any::Any;

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

/// The adapter: FIDE chess (or any [`Chesslike`]) and Heavy Gravity Chess.
pub fn adapt(variant: &dyn Any) -> Option<Box<dyn Terms>> {
    let game = if let Some(game) = variant.downcast_ref::<Chesslike>() {
        game
    } else {
        variant
            .downcast_ref::<cvpages::heavy_gravity::HeavyGravity>()?
            .engine()
    };
    Some(Box::new(ChesslikeTerms::new(game)))
}

impl Terms for ChesslikeTerms {
    fn evaluate(&self, position: &dyn Any) -> Eval {
        match position.downcast_ref::<Position>() {
            Some(p) => self.board.evaluate(p.board()),
            None => Eval::default(),
        }
    }

    fn profile(&self) -> Profile {
        Profile {
            generation: Generation::Listed,
            quiet_steps: None,
            root_quiet_steps: None,
            cheap_check: true,
            quiescence: 8,
        }
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
