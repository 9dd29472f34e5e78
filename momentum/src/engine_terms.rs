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

use crate::{pieces, Momentum, Position};
use kernel::evaluation::at_risk::AtRisk;
use kernel::evaluation::board::BoardTerms;
use kernel::evaluation::values::{PieceValue, PAWN};
use kernel::search_terms::{Eval, Profile, SearchTerms};
use kernel::tables::Tables;
use kernel::{Color, Geometry};

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
}

impl Default for MomentumTerms {
    fn default() -> Self {
        MomentumTerms::new()
    }
}

impl MomentumTerms {
    /// The terms of every army's pieces on the board (the same for every
    /// pair of armies: a kind's index names one army's piece).
    pub fn new() -> MomentumTerms {
        let kinds = pieces::all_kinds();
        let geometry = Geometry::CHESS;
        MomentumTerms {
            board: BoardTerms::new(&kinds, geometry),
            tables: Tables::new(&kinds, geometry),
        }
    }

    /// The in-motion terms, White's view.
    fn motion(&self, game: &Momentum, p: &Position) -> i32 {
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
            // Where the rules carry it: `None` if it autostops.
            match game.momentum_target(board, from, m) {
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

impl SearchTerms<Momentum> for MomentumTerms {
    fn evaluate(&self, game: &Momentum, p: &Position) -> Eval {
        let mut eval = self.board.evaluate(p.board());
        eval.total += self.motion(game, p);
        eval
    }

    /// The pieces-in-motion profile with two turns of captures beyond the
    /// depth, not one: a capture made by momentum is often answered by
    /// another (engine/BENCHMARKS.md has the matches).
    fn profile(&self) -> Profile {
        Profile {
            quiescence: 2,
            ..Profile::IN_MOTION
        }
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
