//! Dead positions of a chess-like game (FIDE 5.2.2), as its
//! [`DeadPositions`] rule decides them: bare Kings, or FIDE's insufficient
//! material.

use super::{Chesslike, Position};
use crate::betza::{self, PieceMoves};
use crate::draws::DeadPositions;
use crate::piece::{PieceKind, Role};
use crate::Color;

/// What a kind is worth to FIDE's insufficient material: the FIDE piece it
/// moves exactly as, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Material {
    /// A royal piece.
    King,
    /// A pawn (the role), which may promote.
    Pawn,
    /// A piece that moves exactly as FIDE's Knight.
    Knight,
    /// A piece that moves exactly as FIDE's Bishop.
    Bishop,
    /// A piece that moves exactly as FIDE's Rook.
    Rook,
    /// A piece that moves exactly as FIDE's Queen.
    Queen,
    /// Any other piece (a fairy piece), which python-chess does not know:
    /// taken as enough to mate and as able to block its own King, so that
    /// no position with one is judged dead; also an index no kind has.
    Other,
}

/// Whether `a` and `b` are the same moves, whatever order the directions
/// were written in.
fn same_moves(a: &PieceMoves, b: &PieceMoves) -> bool {
    let (a, b) = (a.vectors(), b.vectors());
    a.len() == b.len() && a.iter().all(|v| b.contains(v))
}

/// The class of every kind index (256, so any byte indexes it).
pub(super) fn classes(kinds: &[PieceKind]) -> [Material; 256] {
    let fide = [
        ("N", Material::Knight),
        ("B", Material::Bishop),
        ("R", Material::Rook),
        ("Q", Material::Queen),
    ]
    .map(|(text, class)| (betza::parse(text).expect("FIDE pieces are Betza"), class));
    let mut out = [Material::Other; 256];
    for (slot, kind) in out.iter_mut().zip(kinds) {
        *slot = match kind.role {
            Role::Royal => Material::King,
            Role::Pawn => Material::Pawn,
            Role::Piece => fide
                .iter()
                .find(|(moves, _)| same_moves(&kind.moves, moves))
                .map_or(Material::Other, |&(_, class)| class),
        };
    }
    out
}

/// How many pieces of each class one side has, Kings left out.
#[derive(Debug, Clone, Copy, Default)]
struct Side {
    pieces: u32,
    pawns: u32,
    knights: u32,
    bishops: u32,
    rooks: u32,
    queens: u32,
    others: u32,
}

impl Chesslike {
    /// Whether `position` is dead under the game's
    /// [`crate::draws::DrawRules::dead`] rule: only the Kings left
    /// ([`DeadPositions::BareKings`]), or neither side having the
    /// material to mate ([`DeadPositions::FideMaterial`], python-chess's
    /// `is_insufficient_material`).
    ///
    /// # Examples
    /// ```
    /// use kernel::{chess, Variant};
    /// let chess = chess::fide();
    /// let dead = |fen: &str| chess.is_dead(&chess.read_position(fen).unwrap());
    /// assert!(dead("8/8/4k3/8/8/2B5/8/4K3 w - - 0 1")); // a lone Bishop
    /// assert!(dead("8/8/2b1k3/8/8/5B2/8/4K3 w - - 0 1")); // Bishops on one colour
    /// assert!(!dead("8/8/3bk3/8/8/5B2/8/4K3 w - - 0 1")); // on both colours
    /// assert!(!dead("8/8/2n1k3/8/8/2N5/8/4K3 w - - 0 1")); // a Knight each
    /// ```
    pub fn is_dead(&self, position: &Position) -> bool {
        match self.rules.draws.dead {
            DeadPositions::NotJudged => false,
            DeadPositions::BareKings => Color::ALL
                .iter()
                .all(|&color| self.side_material(position, color).pieces == 0),
            DeadPositions::FideMaterial => self.insufficient_material(position),
        }
    }

    fn side_material(&self, position: &Position, color: Color) -> Side {
        let mut side = Side::default();
        for (_, piece) in position.board().pieces(color) {
            let count = match self.material[piece.kind() as usize] {
                Material::King => continue,
                Material::Pawn => &mut side.pawns,
                Material::Knight => &mut side.knights,
                Material::Bishop => &mut side.bishops,
                Material::Rook => &mut side.rooks,
                Material::Queen => &mut side.queens,
                Material::Other => &mut side.others,
            };
            *count += 1;
            side.pieces += 1;
        }
        side
    }

    /// python-chess's `is_insufficient_material`: neither side has the
    /// material to mate (`has_insufficient_material` of each), with
    /// pieces classed by their moves ([`Material`]).
    fn insufficient_material(&self, position: &Position) -> bool {
        // A Pawn, Rook, Queen or unknown piece of either side can mate:
        // the usual answer, found at the first such piece.
        let can_mate = |kind: u8| {
            matches!(
                self.material[kind as usize],
                Material::Pawn | Material::Rook | Material::Queen | Material::Other
            )
        };
        if Color::ALL.iter().any(|&color| {
            position
                .board()
                .pieces(color)
                .any(|(_, piece)| can_mate(piece.kind()))
        }) {
            return false;
        }
        let sides = Color::ALL.map(|color| self.side_material(position, color));
        let mut bishop_colours = [false; 2];
        for color in Color::ALL {
            for (square, piece) in position.board().pieces(color) {
                if self.material[piece.kind() as usize] == Material::Bishop {
                    bishop_colours[usize::from((square.file() + square.rank()) % 2 == 1)] = true;
                }
            }
        }
        let total = |count: fn(&Side) -> u32| count(&sides[0]) + count(&sides[1]);
        let cannot_mate = |us: &Side, them: &Side| {
            if us.pawns + us.rooks + us.queens + us.others > 0 {
                false
            } else if us.knights > 0 {
                // A lone Knight, the opponent having nothing but Queens
                // beside its King: any other piece could block its own
                // King into a mate.
                us.pieces == 1 && them.pieces == them.queens
            } else if us.bishops > 0 {
                // Bishops on one colour only, and no Pawn, Knight (or
                // unknown piece) on the board to block a flight square of
                // the other colour.
                !(bishop_colours[0] && bishop_colours[1])
                    && total(|s| s.pawns) + total(|s| s.knights) + total(|s| s.others) == 0
            } else {
                true
            }
        };
        cannot_mate(&sides[0], &sides[1]) && cannot_mate(&sides[1], &sides[0])
    }
}
