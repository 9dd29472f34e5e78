//! Castling played on a position (FIDE castling on the 12x12 board, see
//! [`crate::castling`] for the squares and rights): whether it may be
//! played now, playing it, and the rights a step takes away.

use crate::castling::{
    bit, home_rank, king_home, king_target, rook_home, rook_target, CastlingSide,
};
use crate::pieces::{Direction, Kind};
use crate::position::Position;
use kernel::{Color, Square};

/// Whether `color` may castle on `side` now: the right is held and every
/// square between King and Rook is empty. (The King and Rook are at rest:
/// a right is held only by pieces that have never moved.)
pub(crate) fn can_castle(pos: &Position, color: Color, side: CastlingSide) -> bool {
    if pos.castling & bit(color, side) == 0 {
        return false;
    }
    let (a, b) = (king_home(color).file(), rook_home(color, side).file());
    let rank = home_rank(color);
    (a.min(b) + 1..a.max(b)).all(|f| pos.board.get(Square::new(f, rank)).is_none())
}

/// Plays `color`'s castling on `side`: the King and Rook move and are set
/// in motion. The caller has checked [`can_castle`].
pub(crate) fn castle(pos: &mut Position, color: Color, side: CastlingSide) {
    for (from, to) in [
        (king_home(color), king_target(color, side)),
        (rook_home(color, side), rook_target(color, side)),
    ] {
        let piece = pos.board.get(from);
        pos.board.set(from, None);
        pos.board.set(to, piece);
        let dx = to.file() as i8 - from.file() as i8;
        if let Some(direction) = Direction::from_vector(dx.signum(), 0) {
            pos.set_motion(to, direction, dx.unsigned_abs());
        }
    }
    pos.castling &= !(bit(color, CastlingSide::King) | bit(color, CastlingSide::Queen));
}

/// Drops every right whose King or Rook no longer stands on its home
/// square. Called after each step from or onto a home square: one step
/// moves one piece (castling moves two, and drops its side's rights
/// itself), so a piece cannot leave a home square and be replaced by its
/// twin within one step.
pub(crate) fn update_rights(pos: &mut Position) {
    for color in Color::ALL {
        let king = pos.board.get(king_home(color)) == Some(Kind::King.piece(color));
        for side in CastlingSide::ALL {
            let rook = pos.board.get(rook_home(color, side)) == Some(Kind::Rook.piece(color));
            if !(king && rook) {
                pos.castling &= !bit(color, side);
            }
        }
    }
}
