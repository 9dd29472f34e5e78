//! Piece values derived from each piece's Betza moves, so that every army
//! of every variant gets values without a hand-written table.
//!
//! The method is Betza's and H. G. Muller's for Chess with Different
//! Armies: a piece is worth about what it attacks. For each square of the
//! board we count the squares the piece reaches on a board where every
//! other square is occupied with probability [`ValueModel::density`] (a
//! slider stops at the first occupied square; a lame leap is blocked when
//! a square it passes is occupied), weighting forward moves above sideways
//! and sideways above backward (a piece that attacks forward threatens;
//! one that only retreats defends), and average over the squares. That
//! mobility `m` becomes a value `a m + b m²`: the square term is Muller's
//! observation that compound pieces are worth more than the sum of their
//! parts. A piece whose every move keeps it on its square colour reaches
//! half the board and loses [`ValueModel::colour_bound`] of its value.
//!
//! The constants are fitted once to FIDE chess (Knight 3, Bishop 3, Rook
//! 5, Queen 9 Pawns) and then judged on pieces they were not fitted to:
//! the Different Armies pieces, designed by Betza to match the FIDE piece
//! on their square (the engine's `tests/values.rs` prints every army
//! and checks it).
//!
//! Pawns are the unit and are not derived: a Pawn is worth one, and its
//! worth as it nears promotion is a term of the evaluation. Royal pieces
//! have no material value: losing one ends the game, which the search
//! scores from the variant's outcome.

use crate::betza::{PieceMoves, Vector};
use crate::{Color, Geometry, PieceKind, Role, Square};

/// Hundredths of a Pawn: the unit of every score.
pub const PAWN: i32 = 100;

/// The constants of the value formula (see the [module docs](self)).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ValueModel {
    /// The chance that a square other than the piece's own is occupied.
    pub density: f64,
    /// Weight of a move that gains ground.
    pub forward: f64,
    /// Weight of a move along the rank.
    pub sideways: f64,
    /// Weight of a move that loses ground.
    pub backward: f64,
    /// `a` of `a m + b m²`, in Pawns.
    pub linear: f64,
    /// `b` of `a m + b m²`, in Pawns.
    pub quadratic: f64,
    /// The share of its value a colour-bound piece loses.
    pub colour_bound: f64,
}

impl ValueModel {
    /// The model fitted to FIDE chess (see the module docs): forward
    /// moves worth a quarter more than sideways ones and backward ones a
    /// quarter less (fixed beforehand, as FIDE's pieces cannot tell them
    /// apart); then the density, `a`, `b` and the colour-bound share by
    /// least squares on Knight 3, Bishop 3, Rook 5, Queen 9 over a grid of
    /// densities from 0.2 to 0.6: a quarter of the squares occupied fits
    /// best (off by 0.05 at most), and a colour-bound piece loses 16%.
    pub const FITTED: ValueModel = ValueModel {
        density: 0.25,
        forward: 1.25,
        sideways: 1.0,
        backward: 0.75,
        linear: 0.622,
        quadratic: 0.0044,
        colour_bound: 0.16,
    };
}

/// What a piece's moves are worth, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct PieceValue {
    /// The piece's letter.
    pub letter: char,
    /// Its name.
    pub name: String,
    /// Its Betza string (or the description its moves were given by).
    pub betza: String,
    /// The weighted mobility `m` on a crowded board, averaged over squares.
    pub mobility: f64,
    /// Whether every move keeps it on its square colour.
    pub colour_bound: bool,
    /// Its part in the rules.
    pub role: Role,
    /// The value in Pawns (1 for a Pawn, 0 for a royal piece).
    pub pawns: f64,
}

impl PieceValue {
    /// The value in hundredths of a Pawn, as the evaluation uses it.
    pub fn centipawns(&self) -> i32 {
        (self.pawns * f64::from(PAWN)).round() as i32
    }
}

/// The weight of a move of `dy` ranks for White.
fn direction_weight(model: &ValueModel, dy: i8) -> f64 {
    match dy.signum() {
        1 => model.forward,
        0 => model.sideways,
        _ => model.backward,
    }
}

/// The expected number of squares `v` reaches from `from`, moving or
/// capturing, on a board of `geometry` crowded to `model.density`: half
/// the capture targets (a square the piece attacks, whatever stands there)
/// plus half the move targets (a square it may step onto, which must also
/// be empty).
fn reach(v: &Vector, from: Square, geometry: Geometry, model: &ValueModel) -> f64 {
    let open = 1.0 - model.density;
    let mut capture = 0.0;
    let mut quiet = 0.0;
    if v.max_range() == 1 {
        let Some(_) = from.offset(v.dx, v.dy, geometry) else {
            return 0.0;
        };
        // A lame leap needs every square it passes empty.
        let legs = v
            .legs()
            .filter(|&(lx, ly)| from.offset(lx, ly, geometry).is_some())
            .count();
        let clear = open.powi(legs as i32);
        if v.capture_range > 0 {
            capture += clear;
        }
        if v.move_range > 0 {
            quiet += clear * open;
        }
    } else {
        let mut at = from;
        let mut k = 0u8;
        while k < v.max_range() {
            let Some(next) = at.offset(v.dx, v.dy, geometry) else {
                break;
            };
            at = next;
            k += 1;
            // Every square before this one must be empty.
            let clear = open.powi(i32::from(k) - 1);
            if k <= v.capture_range {
                capture += clear;
            }
            if k <= v.move_range {
                quiet += clear * open;
            }
        }
    }
    (capture + quiet) / 2.0
}

/// Whether every move of `moves` keeps the piece on its square colour.
pub fn is_colour_bound(moves: &PieceMoves) -> bool {
    !moves.vectors().is_empty()
        && moves
            .vectors()
            .iter()
            .all(|v| (i32::from(v.dx) + i32::from(v.dy)) % 2 == 0)
}

/// The weighted mobility of `moves` (White's) on `geometry`, averaged over
/// every square of the board.
pub fn mobility(moves: &PieceMoves, geometry: Geometry, model: &ValueModel) -> f64 {
    let vectors = moves.for_color(Color::White);
    let mut total = 0.0;
    let mut squares = 0usize;
    for from in geometry.squares() {
        squares += 1;
        for v in &vectors {
            total += direction_weight(model, v.dy) * reach(v, from, geometry, model);
        }
    }
    if squares == 0 {
        0.0
    } else {
        total / squares as f64
    }
}

/// The value of `kind` on `geometry` under `model`.
pub fn value_of(kind: &PieceKind, geometry: Geometry, model: &ValueModel) -> PieceValue {
    let m = mobility(&kind.moves, geometry, model);
    let bound = is_colour_bound(&kind.moves);
    let pawns = match kind.role {
        Role::Pawn => 1.0,
        Role::Royal => 0.0,
        Role::Piece => {
            let raw = model.linear * m + model.quadratic * m * m;
            if bound {
                raw * (1.0 - model.colour_bound)
            } else {
                raw
            }
        }
    };
    PieceValue {
        letter: kind.letter,
        name: kind.name.clone(),
        betza: kind.betza.clone(),
        mobility: m,
        colour_bound: bound,
        role: kind.role,
        pawns,
    }
}

/// The values of every kind, in kind-index order, under the fitted model.
pub fn values(kinds: &[PieceKind], geometry: Geometry) -> Vec<PieceValue> {
    kinds
        .iter()
        .map(|k| value_of(k, geometry, &ValueModel::FITTED))
        .collect()
}

/// The mobility of a piece from each square, relative to its average:
/// positive where the piece reaches more than on average (the centre for
/// most pieces, the far ranks for a piece that moves forward), for a
/// piece-square term. Indexed by [`Square::index`] for White; Black's
/// squares are mirrored by the caller.
pub fn square_bonus(moves: &PieceMoves, geometry: Geometry) -> Vec<f64> {
    let model = ValueModel::FITTED;
    let vectors = moves.for_color(Color::White);
    let mut per_square = vec![0.0; 256];
    let mut total = 0.0;
    let mut squares = 0usize;
    for from in geometry.squares() {
        let m: f64 = vectors
            .iter()
            .map(|v| direction_weight(&model, v.dy) * reach(v, from, geometry, &model))
            .sum();
        per_square[from.index()] = m;
        total += m;
        squares += 1;
    }
    let mean = if squares == 0 {
        0.0
    } else {
        total / squares as f64
    };
    for from in geometry.squares() {
        per_square[from.index()] -= mean;
    }
    per_square
}
