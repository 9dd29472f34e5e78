//! The plain step search: every way a turn can go, found with nothing but
//! a variant's step level ([`Variant::steps`], [`Variant::play_step`],
//! [`Variant::in_turn`]).
//!
//! It is written here, apart from the kernel's `enumerate_turns`, so that
//! the definitions in [`crate::definitions`] share no code with what they
//! check: no `accept_turn`, no `legal_turns`, no variant's own turn search.
//! Like any search over a turn's events it remembers the mid-turn positions
//! it has expanded: the trait promises that a position carries all of the
//! turn's state, so two orders of events that meet in one position go on
//! alike, and without the memory a Multimove turn would be searched once
//! per ordering (10^10 of them from some positions).

use kernel::fast_hash::FastBuild;
use kernel::Variant;
use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;

/// Hash maps and sets of positions, hashed with the kernel's
/// [`kernel::fast_hash`] (the turn searches hash millions of positions,
/// and SipHash spent three quarters of the cross-checks' time). A hasher
/// cannot change what a set holds, so sharing it keeps the search
/// independent of the kernel's rules.
pub type Fast = FastBuild;

/// The ends of a turn search: each end position with one step sequence
/// that reaches it.
pub type EndMap<P, S> = HashMap<P, Vec<S>, Fast>;

/// Every distinct turn-boundary position that a sequence of steps from
/// `start` reaches, each with the first sequence found that reaches it.
/// Nothing is refused: this is every turn the step level allows, before
/// any rule that judges a turn as a whole.
pub fn turn_ends<V: Variant>(variant: &V, start: &V::Position) -> EndMap<V::Position, V::Step> {
    turn_ends_by(variant, start, &|at, out| variant.steps(at, out))
}

/// [`turn_ends`] with the steps offered at each position given by `steps`
/// instead of the variant's own (a definition that rules on some steps
/// itself, such as castling).
pub fn turn_ends_by<V: Variant>(
    variant: &V,
    start: &V::Position,
    steps: &impl Fn(&V::Position, &mut Vec<V::Step>),
) -> EndMap<V::Position, V::Step> {
    let mut ends = EndMap::<V::Position, V::Step>::default();
    let _ = walk(
        variant,
        steps,
        start,
        &mut HashSet::default(),
        &mut Vec::new(),
        &mut |path, end| {
            if !ends.contains_key(end) {
                ends.insert(end.clone(), path.to_vec());
            }
            ControlFlow::Continue(())
        },
    );
    ends
}

/// Whether some sequence of steps from `start` ends a turn in a position
/// for which `goal` holds; stops at the first. Each distinct end is asked
/// once.
pub fn some_turn_end<V: Variant>(
    variant: &V,
    start: &V::Position,
    goal: impl FnMut(&V::Position) -> bool,
) -> bool {
    some_turn_end_by(variant, start, &|at, out| variant.steps(at, out), goal)
}

/// [`some_turn_end`] with the steps offered at each position given by
/// `steps`.
pub fn some_turn_end_by<V: Variant>(
    variant: &V,
    start: &V::Position,
    steps: &impl Fn(&V::Position, &mut Vec<V::Step>),
    mut goal: impl FnMut(&V::Position) -> bool,
) -> bool {
    let mut asked = HashSet::<_, Fast>::default();
    walk(
        variant,
        steps,
        start,
        &mut HashSet::default(),
        &mut Vec::new(),
        &mut |_, end| {
            if asked.insert(end.clone()) && goal(end) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    )
    .is_break()
}

/// Depth first from `at`: every step offered, played on a copy; a
/// position still inside the turn is expanded unless it was already.
fn walk<V: Variant>(
    variant: &V,
    offered: &impl Fn(&V::Position, &mut Vec<V::Step>),
    at: &V::Position,
    expanded: &mut HashSet<V::Position, Fast>,
    path: &mut Vec<V::Step>,
    visit: &mut impl FnMut(&[V::Step], &V::Position) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut steps = Vec::new();
    offered(at, &mut steps);
    for step in steps {
        let mut next = at.clone();
        variant.play_step(&mut next, step);
        path.push(step);
        let flow = if !variant.in_turn(&next) {
            visit(path, &next)
        } else if expanded.insert(next.clone()) {
            walk(variant, offered, &next, expanded, path, visit)
        } else {
            ControlFlow::Continue(())
        };
        path.pop();
        flow?;
    }
    ControlFlow::Continue(())
}
