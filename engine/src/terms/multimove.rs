//! Multimove Chess over FIDE chess or Heavy Gravity Chess: the base
//! game's board terms, the points left in a turn, and the selective turns
//! the search needs: a turn of eight points has a hundred thousand orders
//! of quiet moves, so below the root a turn may make one quiet move (and
//! any captures and a final check), at the root two.
//!
//! The points: a turn in progress is worth more with points left
//! ([`POINT`] each), so that the step search tries ending the turn before
//! spending points on moves that gain nothing. At a turn boundary every
//! side has the whole budget (but White's first turn, the half), so the
//! term then only says whose turn it is.

use super::board::BoardTerms;
use super::{Eval, Generation, Profile, StepClass, Terms};
use crate::values::PieceValue;
use cvpages::multimove::{self, Chesslike, Multimove, Position};
use kernel::Color;
use std::any::Any;

/// Hundredths of a Pawn per point left to spend.
pub const POINT: i32 = 3;

/// Multimove's terms: see the [module docs](self).
#[derive(Debug, Clone)]
pub struct MultimoveTerms {
    board: BoardTerms,
    base: Chesslike,
}

/// The adapter: Multimove over FIDE chess, Heavy Gravity or any
/// chess-like game.
pub fn adapt(variant: &dyn Any) -> Option<Box<dyn Terms>> {
    let base = if let Some(g) = variant.downcast_ref::<Multimove<multimove::Fide>>() {
        g.base_game()
    } else if let Some(g) = variant.downcast_ref::<Multimove<multimove::HeavyGravity>>() {
        g.base_game()
    } else {
        variant
            .downcast_ref::<Multimove<multimove::Custom>>()?
            .base_game()
    };
    let rules = base.rules();
    Some(Box::new(MultimoveTerms {
        board: BoardTerms::new(&rules.kinds, rules.geometry),
        base: base.clone(),
    }))
}

impl Terms for MultimoveTerms {
    fn evaluate(&self, position: &dyn Any) -> Eval {
        let Some(p) = position.downcast_ref::<Position>() else {
            return Eval::default();
        };
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
            quiet_steps: Some(1),
            root_quiet_steps: Some(2),
            cheap_check: true,
            quiescence: 2,
        }
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }

    /// Ending the turn moves nothing; a capture or a move that gives
    /// check (and so ends the turn) is noisy; any other move is quiet. (A
    /// promotion changes the material, which the step search sees before
    /// it asks.)
    fn classify(&self, before: &dyn Any, after: &dyn Any) -> StepClass {
        let (Some(b), Some(a)) = (
            before.downcast_ref::<Position>(),
            after.downcast_ref::<Position>(),
        ) else {
            return StepClass::Quiet;
        };
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
