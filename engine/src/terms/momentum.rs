//! Momentum Chess, with any two armies of Chess with Different Armies:
//! the board terms of all the armies' pieces, and the pieces in motion.
//!
//! A piece in motion repeats its displacement on its owner's next turn,
//! unless it cannot (it autostops) or is stopped (the turn's one action).
//! Where its momentum carries it decides what it is worth:
//!
//! - at capture speed onto an enemy piece: it takes that piece next turn
//!   (most of the piece's value if its owner moves next, a quarter if the
//!   opponent moves first and may step aside);
//! - onto an empty square the opponent attacks: it walks into a capture,
//!   unless its owner spends the turn's action to stop it, and only one
//!   piece can be stopped a turn ([`INTO_CAPTURE`] of its value, the
//!   largest of a side's such pieces counting less, as the stop saves it);
//! - nowhere (off the board, into a piece it cannot take, or blocked on
//!   the way): it autostops, its momentum spent ([`INTO_WALL`]).

use super::at_risk::AtRisk;
use super::board::BoardTerms;
use super::{Eval, Profile, Terms};
use crate::values::{PieceValue, PAWN};
use cvpages::momentum::{pieces, Momentum, Motion, Position};
use kernel::tables::Tables;
use kernel::{Board, Color, Geometry, Piece, Square};
use std::any::Any;

/// The share of a piece's value lost when its momentum carries it onto a
/// square the opponent attacks.
pub const INTO_CAPTURE: f64 = 0.35;
/// The share of the victim's value gained by a piece whose momentum takes
/// it next turn, when its owner moves next.
pub const CAPTURE_NEXT: f64 = 0.7;
/// The same when the opponent moves first.
pub const CAPTURE_LATER: f64 = 0.25;
/// The cost of momentum spent against a wall, in hundredths of a Pawn.
pub const INTO_WALL: i32 = 10;
/// What taking the King is worth here (a royal piece has no material
/// value; taking it ends the game, which the search sees for itself).
const KING: i32 = 20 * PAWN;

/// Momentum Chess's terms: see the [module docs](self).
pub struct MomentumTerms {
    board: BoardTerms,
    tables: Tables,
    /// Per colour and kind: the displacements the piece makes as one leap
    /// (not a slide that a piece on the way blocks).
    leaps: Vec<Vec<(i8, i8)>>,
}

/// The adapter: [`Momentum`].
pub fn adapt(variant: &dyn Any) -> Option<Box<dyn Terms>> {
    variant.downcast_ref::<Momentum>()?;
    let kinds = pieces::all_kinds();
    let geometry = Geometry::CHESS;
    let mut leaps = Vec::new();
    for color in Color::ALL {
        for kind in &kinds {
            leaps.push(
                kind.moves
                    .for_color(color)
                    .iter()
                    .filter(|v| v.max_range() == 1)
                    .map(|v| (v.dx, v.dy))
                    .collect(),
            );
        }
    }
    Some(Box::new(MomentumTerms {
        board: BoardTerms::new(&kinds, geometry),
        tables: Tables::new(&kinds, geometry),
        leaps,
    }))
}

impl MomentumTerms {
    /// Where the momentum of `piece` on `from` takes it next turn: the
    /// square, or `None` if it autostops. A displacement the piece makes
    /// as one leap is not blocked; a slide is blocked by any piece on the
    /// way.
    fn target(&self, board: &Board, piece: Piece, from: Square, m: Motion) -> Option<Square> {
        let g = board.geometry();
        let to = from.offset(m.dx, m.dy, g)?;
        let kinds = self.leaps.len() / 2;
        let index = piece.color().index() * kinds + piece.kind() as usize;
        let leap = self
            .leaps
            .get(index)
            .is_some_and(|l| l.contains(&(m.dx, m.dy)));
        if !leap {
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

    /// The in-motion terms, White's view.
    fn motion(&self, p: &Position) -> i32 {
        let board = p.board();
        let to_move = p.side_to_move();
        let mut total = 0;
        let mut endangered = AtRisk::default();
        for (from, m) in p.in_motion() {
            let Some(piece) = board.get(from) else {
                continue;
            };
            let owner = piece.color();
            let sign = if owner == Color::White { 1 } else { -1 };
            match self.target(board, piece, from, m) {
                None => total -= sign * INTO_WALL,
                Some(to) => match board.get(to) {
                    Some(victim) => {
                        let value = if self.board.is_royal(victim) {
                            KING
                        } else {
                            self.board.value(victim)
                        };
                        let share = if owner == to_move {
                            CAPTURE_NEXT
                        } else {
                            CAPTURE_LATER
                        };
                        total += sign * (f64::from(value) * share) as i32;
                    }
                    None => {
                        if self.tables.is_attacked(board, to, !owner) {
                            let value = if self.board.is_royal(piece) {
                                KING
                            } else {
                                self.board.value(piece)
                            };
                            endangered.add(owner, value);
                        }
                    }
                },
            }
        }
        // One stop a turn saves the largest, at the cost of the action.
        total - endangered.white_loss(INTO_CAPTURE, 3.0)
    }
}

impl Terms for MomentumTerms {
    fn evaluate(&self, position: &dyn Any) -> Eval {
        let Some(p) = position.downcast_ref::<Position>() else {
            return Eval::default();
        };
        let mut eval = self.board.evaluate(p.board());
        eval.total += self.motion(p);
        eval
    }

    fn profile(&self) -> Profile {
        Profile::IN_MOTION
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
