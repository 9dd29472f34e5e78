//! Forward Chess: the pieces go forward and sideways and step back one
//! square, a capture creates a piece for the capturer, and a King on its
//! last rank wins. Beyond the board terms: the King's advance, worth more
//! the fewer pieces the opponent has left to stop it (the race to the last
//! rank). A created piece stands on the board and counts as material.

use crate::{Forward, Move, Position};
use kernel::evaluation::board::BoardTerms;
use kernel::evaluation::values::{PieceValue, PAWN};
use kernel::search_terms::{Eval, Profile, SearchTerms};
use kernel::{Color, Square};

/// The bonus of a King by the ranks it has advanced (0 on its first rank),
/// at full strength when the opponent has no pieces left: a King two ranks
/// from home is a serious threat, one rank from home nearly a win.
pub const KING_ADVANCE: [i32; 8] = [0, 10, 25, 50, 90, 160, 280, 0];

/// Forward Chess's terms: see the [module docs](self).
#[derive(Debug, Clone)]
pub struct ForwardTerms {
    board: BoardTerms,
    /// The material a side starts with, Pawns and King left out.
    full_army: i32,
}

impl ForwardTerms {
    /// The terms of `game`.
    pub fn new(game: &Forward) -> ForwardTerms {
        let rules = game.engine().rules();
        let board = BoardTerms::new(&rules.kinds, rules.geometry);
        let start = kernel::Variant::start_position(game);
        let full_army = army(&board, start.board(), Color::White).max(1);
        ForwardTerms { board, full_army }
    }
}

/// The material of `color`'s pieces, Pawns left out.
fn army(board: &BoardTerms, pieces: &kernel::Board, color: Color) -> i32 {
    pieces
        .pieces(color)
        .map(|(_, p)| board.value(p))
        .filter(|&v| v > PAWN)
        .sum()
}

impl ForwardTerms {
    /// The King-advance term for `color`'s King on `square`, White's view
    /// of `color`'s gain.
    fn advance(&self, color: Color, square: Square, their_army: i32) -> i32 {
        let ranks = self.board.geometry().ranks();
        let advanced = match color {
            Color::White => square.rank(),
            Color::Black => ranks - 1 - square.rank(),
        } as usize;
        let base = KING_ADVANCE.get(advanced).copied().unwrap_or(0);
        // Half strength against a full army, full strength against none.
        let missing = (self.full_army - their_army).clamp(0, self.full_army);
        base / 2 + base * missing / (2 * self.full_army)
    }
}

impl SearchTerms<Forward> for ForwardTerms {
    fn evaluate(&self, _game: &Forward, p: &Position) -> Eval {
        let board = p.board();
        let mut eval = self.board.evaluate(board);
        for color in Color::ALL {
            let their_army = army(&self.board, board, !color);
            for (s, piece) in board.pieces(color) {
                if self.board.is_royal(piece) {
                    let gain = self.advance(color, s, their_army);
                    eval.total += if color == Color::White { gain } else { -gain };
                }
            }
        }
        eval
    }

    fn profile(&self) -> Profile {
        Profile::ONE_MOVE
    }

    /// A capture or a promotion, as in every chess-like game: a created
    /// piece comes only with a capture.
    fn may_change_material(&self, _game: &Forward, position: &Position, turn: &[Move]) -> bool {
        kernel::chesslike::search_terms::may_change_material(position.board(), turn)
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
