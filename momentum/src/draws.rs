//! Momentum Chess's dead positions (`RULES.md`, rule 1, "Draws"): bare
//! Kings, under `check=refuse` only.

use crate::options::CheckRule;
use crate::position::Position;
use crate::Momentum;
use kernel::Color;

impl Momentum {
    /// Whether `position` is dead (FIDE 5.2.2: no series of legal turns
    /// wins): the two Kings alone, under `check=refuse`. Kings have no
    /// momentum, so nothing is in motion, and a King never steps where
    /// the other could take it while another step is safe, which bare
    /// Kings always leave it; so neither King is ever taken. Under
    /// `check=stealth` a King may step next to the other, which takes it:
    /// no position is dead.
    pub fn is_dead(&self, position: &Position) -> bool {
        let board = position.board();
        self.options.check == CheckRule::Refuse
            && board.count() == 2
            && Color::ALL
                .iter()
                .all(|&color| self.king_of(board, color).is_some())
    }
}
