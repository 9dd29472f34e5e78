//! Whether a turn begun can still be finished legally: the test that
//! decides which next steps a page offers, so that a player building a
//! turn by clicks is never led into a turn the rules refuse as a whole
//! (a King left capturable, say).
//!
//! A step is offered when some way of going on from it ends the turn in a
//! position that [`Variant::accept_turn`] allows. The search is
//! depth-first over the variant's own steps ([`Variant::steps`], every
//! order, since a player may choose any), stops at the first allowed end,
//! and remembers every mid-turn position it has decided, for the whole
//! turn. It is bounded: past [`BUDGET`] positions expanded in one turn it
//! stops deciding and offers the step unchecked, and the page says so.

use kernel::fast_hash::FastBuild;
use kernel::Variant;
use std::collections::HashMap;

/// The most mid-turn positions one turn's search expands before it stops
/// deciding: a few hundred milliseconds in the page at worst.
pub const BUDGET: usize = 200_000;

/// What the search has decided in one turn.
#[derive(Debug)]
pub struct Completion<P> {
    decided: HashMap<P, bool, FastBuild>,
    expanded: usize,
    /// Whether the budget ran out in this turn (some step was offered
    /// without being decided).
    pub exhausted: bool,
}

impl<P> Default for Completion<P> {
    fn default() -> Self {
        Completion {
            decided: HashMap::default(),
            expanded: 0,
            exhausted: false,
        }
    }
}

impl<P: Clone + Eq + std::hash::Hash> Completion<P> {
    /// Forgets everything: a new turn begins.
    pub fn clear(&mut self) {
        self.decided.clear();
        self.expanded = 0;
        self.exhausted = false;
    }

    /// Whether the turn from `start`, now at `at` (after some steps), can
    /// be finished legally. An `at` whose turn has ended is judged by
    /// [`Variant::accept_turn`].
    pub fn can_finish<V: Variant<Position = P> + ?Sized>(
        &mut self,
        variant: &V,
        start: &P,
        at: &P,
    ) -> bool {
        if !variant.in_turn(at) {
            return variant.accept_turn(start, at).is_ok();
        }
        if let Some(&known) = self.decided.get(at) {
            return known;
        }
        if self.expanded >= BUDGET {
            self.exhausted = true;
            return true;
        }
        self.expanded += 1;
        let mut steps = Vec::new();
        variant.steps(at, &mut steps);
        let mut found = false;
        for step in steps {
            let mut next = at.clone();
            variant.play_step(&mut next, step);
            if self.can_finish(variant, start, &next) {
                found = true;
                break;
            }
        }
        self.decided.insert(at.clone(), found);
        found
    }
}
