//! Static exchange evaluation: what a move wins on the square it ends on
//! once every piece that attacks that square has taken there in turn,
//! least valuable first, each side free to stop when taking on would
//! lose. A search leaves out the captures that lose material this way
//! without playing them, and the moves that leave a piece to be taken.

use super::{Move, MoveKind};
use crate::evaluation::board::BoardTerms;
use crate::evaluation::values::PAWN;
use crate::tables::Tables;
use crate::{Board, Piece};

/// What a royal piece counts for in an exchange: more than everything
/// else on the board, so that it takes only where nothing takes it back.
pub const ROYAL_WORTH: i32 = 1000 * PAWN;

/// The most captures an exchange plays out on its square.
const MOST_CAPTURES: usize = 32;

/// The material the side making `m` on `board` wins (negative: loses) in
/// the exchange on `m`'s square, in hundredths of a Pawn, with the pieces'
/// values of `terms`: for a capture, what it takes less what the exchange
/// then costs; for a move onto an empty square, nothing, or what the
/// piece loses there if it is taken. `None` for castling, en passant and
/// a promotion, where the exchange tells nothing.
pub fn exchange(tables: &Tables, terms: &BoardTerms, board: &Board, m: Move) -> Option<i32> {
    if !matches!(m.kind, MoveKind::Normal | MoveKind::DoubleStep) {
        return None;
    }
    let mover = board.get(m.from)?;
    let worth = |piece: Piece| {
        if terms.is_royal(piece) {
            ROYAL_WORTH
        } else {
            terms.value(piece)
        }
    };
    // gain[d]: what the side making the d-th capture wins by it, less
    // what the capture before it won.
    let mut gain = [0i32; MOST_CAPTURES];
    gain[0] = board.get(m.to).map_or(0, worth);
    let mut on_square = worth(mover);
    let mut occupied = board.occupied();
    occupied.remove(m.from);
    let mut side = !mover.color();
    let mut d = 0;
    while d + 1 < MOST_CAPTURES {
        let by_pieces = board.occupied_by(side) & occupied;
        let attackers = tables.attackers_among(board, occupied, by_pieces, m.to, side);
        let Some((from, value)) = attackers
            .iter()
            .filter_map(|s| board.get(s).map(|p| (s, worth(p))))
            .min_by_key(|&(_, value)| value)
        else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        occupied.remove(from);
        on_square = value;
        side = !side;
    }
    // Each side, from the last capture back, takes only if taking gains.
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    Some(gain[0])
}
