//! What the kernel's walk over a turn's steps ([`crate::walk`]) needs of a
//! game: its positions and steps, the steps that may come next, playing
//! one, the turn's end, and the variant's plans and keys for the walk's
//! tables. It is the step level of [`crate::Variant`], set apart below it
//! so that the walk, which the trait's provided methods call, does not
//! depend on the trait that calls it (the kernel's modules form layers,
//! ARCHITECTURE.md).
//!
//! Every [`crate::Variant`] is a [`StepRules`] (a blanket implementation
//! in [`crate::variant`] hands each method to the variant's own), so a
//! variant crate implements nothing here; the methods are documented on
//! the trait [`crate::Variant`], whose names they keep.

use crate::turn_key::KeyWriter;
use std::fmt::Debug;
use std::hash::Hash;

/// The step level of a game, as the walk uses it; see the
/// [module docs](self). Each method is [`crate::Variant`]'s of the same
/// name.
pub trait StepRules {
    /// [`crate::Variant::Position`].
    type Position: Clone + Eq + Hash + Debug;
    /// [`crate::Variant::Step`].
    type Step: Copy + Eq + Hash + Debug;

    /// [`crate::Variant::in_turn`].
    fn in_turn(&self, position: &Self::Position) -> bool;

    /// [`crate::Variant::steps`].
    fn steps(&self, position: &Self::Position, out: &mut Vec<Self::Step>);

    /// [`crate::Variant::play_step`].
    fn play_step(&self, position: &mut Self::Position, step: Self::Step);

    /// [`crate::Variant::accept_turn`].
    ///
    /// # Errors
    /// The rule the turn breaks, in words.
    fn accept_turn(&self, before: &Self::Position, after: &Self::Position) -> Result<(), String>;

    /// [`crate::Variant::turn_plans`].
    fn turn_plans(&self, start: &Self::Position, plans: &mut Vec<u64>) -> bool;

    /// [`crate::Variant::plan_steps`].
    fn plan_steps(
        &self,
        start: &Self::Position,
        plan: u64,
        at: &Self::Position,
        out: &mut Vec<Self::Step>,
    );

    /// [`crate::Variant::plan_free`].
    fn plan_free(&self, at: &Self::Position) -> bool;

    /// [`crate::Variant::turn_key`].
    fn turn_key(&self, position: &Self::Position, key: &mut KeyWriter) -> bool;
}
