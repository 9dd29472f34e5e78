//! The default [`SearchTerms`] of a game that says nothing
//! ([`crate::Variant::search_terms`] not overridden): the material of the
//! pieces its report draws ([`crate::Variant::scene`]), each valued from
//! the Betza string its legend gives ([`crate::Variant::legend`]).
//!
//! The legend does not say which piece is royal or a Pawn, so the names
//! decide: a piece named `King` is royal (no material; losing it is the
//! game's end, which a search scores itself), one named `Pawn` is worth
//! one Pawn, and every other piece whose Betza string reads is valued by
//! [`crate::evaluation::values`]. A letter the legend does not list, or a Betza string
//! given in words, counts nothing. Drawing a scene for every position is
//! slow: a variant the engine should play well brings its own terms.

use crate::evaluation::values::{value_of, ValueModel};
use crate::evaluation::Eval;
use crate::scene::{Legend, Scene};
use crate::search_terms::SearchTerms;
use crate::step_rules::StepRules;
use crate::{Color, PieceKind, Role};

/// What the default terms need of a game beyond its positions: its start,
/// the key to its pieces and each position as a report draws it. Every
/// [`crate::Variant`] is one (a blanket implementation in
/// [`crate::variant`] hands each method to the variant's own, whose names
/// they keep), so a variant crate implements nothing here.
pub trait Drawn: StepRules {
    /// [`crate::Variant::start_position`].
    fn start_position(&self) -> Self::Position;

    /// [`crate::Variant::legend`].
    fn legend(&self) -> Legend;

    /// [`crate::Variant::scene`].
    fn scene(&self, position: &Self::Position) -> Option<Scene>;
}

/// The default terms: see the [module docs](self).
#[derive(Debug, Clone, Default)]
pub struct LegendTerms {
    /// Per side and letter on the board: the value in hundredths of a Pawn
    /// and whether the piece is royal.
    pieces: Vec<(Color, char, i32, bool)>,
}

/// The role a legend's piece is taken to have, from its name.
fn role_of(name: &str) -> Role {
    if name.eq_ignore_ascii_case("king") {
        Role::Royal
    } else if name.eq_ignore_ascii_case("pawn") {
        Role::Pawn
    } else {
        Role::Piece
    }
}

impl LegendTerms {
    /// The terms of `game`'s legend, on the board of its start position
    /// (empty if the game draws no scene).
    pub fn of<V: Drawn + ?Sized>(game: &V) -> LegendTerms {
        let Some(scene) = game.scene(&game.start_position()) else {
            return LegendTerms::default();
        };
        let mut pieces = Vec::new();
        for piece in game.legend().pieces {
            let role = role_of(&piece.name);
            let letter = piece.white.or(piece.black).unwrap_or('?');
            let Ok(kind) = PieceKind::new(letter, &piece.name, &piece.betza, role) else {
                continue;
            };
            let value = value_of(&kind, scene.geometry, &ValueModel::FITTED).centipawns();
            let royal = role == Role::Royal;
            for (color, letter) in [(Color::White, piece.white), (Color::Black, piece.black)] {
                if let Some(letter) = letter {
                    pieces.push((color, letter, value, royal));
                }
            }
        }
        LegendTerms { pieces }
    }

    /// The value and royalty of `color`'s piece drawn as `letter`.
    fn piece(&self, color: Color, letter: char) -> Option<(i32, bool)> {
        self.pieces
            .iter()
            .find(|&&(c, l, _, _)| c == color && l == letter)
            .map(|&(_, _, value, royal)| (value, royal))
    }
}

impl<V: Drawn + ?Sized> SearchTerms<V> for LegendTerms {
    /// Material alone (and the royal pieces counted), from the position's
    /// scene; nothing when the game draws none.
    fn evaluate(&self, game: &V, position: &V::Position) -> Eval {
        let Some(scene) = game.scene(position) else {
            return Eval::default();
        };
        let mut eval = Eval::default();
        for p in &scene.pieces {
            let Some((value, royal)) = self.piece(p.color, p.letter) else {
                continue;
            };
            let sign = if p.color == Color::White { 1 } else { -1 };
            eval.material += sign * value;
            eval.royals += sign * i32::from(royal);
        }
        eval.total = eval.material;
        eval
    }
}
