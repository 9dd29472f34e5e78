//! The public questions of [`super::Tables`] in `SquareSet`s and squares,
//! each answered in the set form of the tables.

use super::SetTables;
use crate::board::Board;
use crate::geometry::{Bits, Square, SquareSet};
use crate::Color;

/// The public questions of [`Tables`] in `SquareSet`s and squares, each
/// answered in the set form of the tables.
impl<B: Bits> SetTables<B> {
    pub(super) fn targets_of(
        &self,
        color: Color,
        kind: u8,
        from: Square,
        occupied: SquareSet,
        enemy: SquareSet,
    ) -> SquareSet {
        let occupied = B::from_set(occupied);
        self.targets(
            color,
            kind,
            B::bit(from),
            occupied,
            !occupied,
            B::from_set(enemy),
        )
        .to_set()
    }

    pub(super) fn attacked_in(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> bool {
        self.attacked_with(
            board,
            B::from_set(occupied),
            B::from_set(by_pieces),
            B::bit(target),
            by,
        )
    }

    pub(super) fn evasions_of(
        &self,
        board: &Board,
        target: Square,
        by: Color,
    ) -> Option<SquareSet> {
        let mut mask: Option<B> = None;
        self.each_attack(
            board,
            B::from_set(board.occupied()),
            B::from_set(board.occupied_by(by)),
            B::bit(target),
            by,
            |from, blocks| {
                *mask.get_or_insert(B::ALL) &= blocks | B::single(from);
                false
            },
        );
        mask.map(B::to_set)
    }

    pub(super) fn attackers_of(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        self.attackers_in(board, board.occupied(), board.occupied_by(by), target, by)
    }

    pub(super) fn attackers_in(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> SquareSet {
        let mut set = B::EMPTY;
        self.each_attack(
            board,
            B::from_set(occupied),
            B::from_set(by_pieces),
            B::bit(target),
            by,
            |from, _| {
                set.add(from);
                false
            },
        );
        set.to_set()
    }

    pub(super) fn legs_of(&self, target: Square, by: Color) -> SquareSet {
        self.leg_squares(B::bit(target), by).to_set()
    }

    pub(super) fn pinned_to(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        let enemy = B::from_set(board.occupied_by(by));
        let occupied = B::from_set(board.occupied());
        let own = occupied & !enemy;
        self.safety(board, occupied, own, enemy, enemy, B::bit(target), by)
            .pinned
            .to_set()
    }
}
