//! The two everyday walks: every turn ([`Walker::enumerate`], what
//! `legal_turns`, `count_turns` and perft use) and the first turn that
//! ends where a test says yes ([`some_end`], what `outcome` asks).

use super::visitor::Visitor;
use super::walker::{WalkEnd, Walker};
use crate::step_rules::StepRules;
use std::hash::Hash;
use std::ops::ControlFlow;

/// Hands every turn to a closure.
struct Every<F>(F);

impl<P, S, F: FnMut(&[S], &P)> Visitor<P, S> for Every<F> {
    type Note = ();

    #[inline]
    fn turn(&mut self, turn: &[S], end: &P, _note: &()) -> ControlFlow<()> {
        (self.0)(turn, end);
        ControlFlow::Continue(())
    }
}

impl<P: Clone + Eq + Hash, S: Copy> Walker<P, S> {
    /// Visits every distinct legal turn from `position` with the position
    /// it leads to, in the variant's order of steps, exactly as
    /// [`crate::enumerate_turns`] does. Returns how the walk ended: always
    /// [`WalkEnd::Complete`] but under a [`super::Budget`] that it went
    /// over (the turns visited are then only some of them).
    pub fn enumerate<V: StepRules<Position = P, Step = S> + ?Sized>(
        &mut self,
        variant: &V,
        position: &P,
        visit: impl FnMut(&[S], &P),
    ) -> WalkEnd {
        self.walk(variant, position, &mut Every(visit))
    }
}

/// Stops at the first end `wanted` accepts.
struct First<F> {
    wanted: F,
    found: bool,
}

impl<P, S, F: FnMut(&P) -> bool> Visitor<P, S> for First<F> {
    type Note = ();
    const JUDGED: bool = false;

    fn turn(&mut self, _turn: &[S], end: &P, _note: &()) -> ControlFlow<()> {
        if (self.wanted)(end) {
            self.found = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

/// Whether some turn from `position` ends where `wanted` says yes: the
/// walk with the variant's plans, stopped at the first such end, so that
/// a position with a hundred thousand turns answers after a few steps.
/// Ends are not judged by [`Variant::accept_turn`](crate::Variant::accept_turn): `wanted` judges them
/// ([`Variant::has_legal_turn`](crate::Variant::has_legal_turn) passes `accept_turn`; Momentum Chess its
/// own test of King safety). A walk stopped by a [`super::Budget`] before
/// it decided answers yes (the budget's scope reports the stop, and the
/// answer is not used).
///
/// ```
/// use kernel::walk::some_end;
/// use kernel::{chess, Variant};
/// let chess = chess::fide();
/// let start = chess.start_position();
/// assert!(some_end(&chess, &start, |_| true));
/// assert!(!some_end(&chess, &start, |_| false));
/// ```
pub fn some_end<V: StepRules + ?Sized>(
    variant: &V,
    position: &V::Position,
    wanted: impl FnMut(&V::Position) -> bool,
) -> bool {
    let mut first = First {
        wanted,
        found: false,
    };
    let end = Walker::new().walk(variant, position, &mut first);
    first.found || matches!(end, WalkEnd::OutOfMemory | WalkEnd::OutOfSteps)
}
