//! What the engine knows of a game beyond its rules: the game's own
//! [`SearchTerms`], found through [`Variant::search_terms`], with the turn
//! profile read once ([`Knowledge`]).
//!
//! **The engine knows no variant.** Each variant crate brings its terms
//! (its `engine_terms.rs`), built from the kernel's shared parts
//! ([`kernel::evaluation`]: piece values from Betza moves, the board
//! terms); a game that says nothing is valued by the kernel's default, the
//! material of its pieces. The search asks only through [`Knowledge`].

pub use kernel::search_terms::{Eval, Generation, Profile, SearchTerms, StepClass};

use kernel::evaluation::values::PieceValue;
use kernel::{Color, Variant};

/// A game's [`SearchTerms`] with the profile read once, for the search.
pub struct Knowledge<V: Variant + ?Sized> {
    terms: Box<dyn SearchTerms<V>>,
    profile: Profile,
}

impl<V: Variant + ?Sized> std::fmt::Debug for Knowledge<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knowledge")
            .field("profile", &self.profile)
            .finish()
    }
}

impl<V: Variant + ?Sized> Knowledge<V> {
    /// What the engine knows of `variant`: its own terms.
    pub fn of(variant: &V) -> Knowledge<V> {
        let terms = variant.search_terms();
        let profile = terms.profile();
        Knowledge { terms, profile }
    }

    /// What the engine knows of `variant` with `profile` in place of the
    /// profile its terms give: the same evaluation, other ways to make and
    /// search its turns (to compare the search's features on one game).
    pub fn with_profile(variant: &V, profile: Profile) -> Knowledge<V> {
        Knowledge {
            terms: variant.search_terms(),
            profile,
        }
    }

    /// The turn profile.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// The piece values.
    pub fn values(&self) -> Vec<PieceValue> {
        self.terms.values()
    }

    /// The static evaluation of `position`, White's view.
    #[inline]
    pub fn eval_white(&self, variant: &V, position: &V::Position) -> Eval {
        self.terms.evaluate(variant, position)
    }

    /// The static evaluation of `position` for its side to move.
    #[inline]
    pub fn evaluate(&self, variant: &V, position: &V::Position) -> i32 {
        let total = self.terms.evaluate(variant, position).total;
        match variant.side_to_move(position) {
            Color::White => total,
            Color::Black => -total,
        }
    }

    /// What the side to move in `position` can win in its coming turn
    /// beyond the quiescence search's captures ([`SearchTerms::threat`]).
    #[inline]
    pub fn threat(&self, variant: &V, position: &V::Position) -> i32 {
        self.terms.threat(variant, position)
    }

    /// The position after the side to move passes, where the game's
    /// terms allow one ([`SearchTerms::pass`]).
    #[inline]
    pub fn pass(&self, variant: &V, position: &V::Position) -> Option<V::Position> {
        self.terms.pass(variant, position)
    }

    /// Whether `turn` may change the material
    /// ([`SearchTerms::may_change_material`]).
    #[inline]
    pub fn may_change_material(
        &self,
        variant: &V,
        position: &V::Position,
        turn: &[V::Step],
    ) -> bool {
        self.terms.may_change_material(variant, position, turn)
    }

    /// What `turn`'s exchange of captures wins for the side to move
    /// ([`SearchTerms::exchange`]), where the terms tell.
    #[inline]
    pub fn exchange(&self, variant: &V, position: &V::Position, turn: &[V::Step]) -> Option<i32> {
        self.terms.exchange(variant, position, turn)
    }

    /// What the step from `before` to `after` does.
    #[inline]
    pub fn classify(&self, variant: &V, before: &V::Position, after: &V::Position) -> StepClass {
        self.terms.classify(variant, before, after)
    }
}
