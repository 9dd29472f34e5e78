//! The walk itself: a depth-first search over the steps of one turn,
//! under the variant's plans, that expands each mid-turn position once,
//! reports each end once, asks its [`Visitor`] before every step and
//! keeps to its budget.

use super::budget::{self, Over};
use super::seen::{Inserted, Seen};
use super::visitor::{Visitor, Weighed};
use crate::step_rules::StepRules;
use std::hash::Hash;
use std::ops::ControlFlow;

/// How a walk ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WalkEnd {
    /// Every turn was visited.
    Complete,
    /// The visitor stopped it ([`Visitor::tick`] or [`Visitor::turn`]).
    Stopped,
    /// Its tables would have outgrown the memory bound (the walker's own,
    /// or the thread's [`super::Budget`]).
    OutOfMemory,
    /// The thread's [`super::Budget`] of steps was spent.
    OutOfSteps,
}

/// A step weighed at one level of an ordered walk.
#[derive(Debug, Clone)]
struct Entry<P, S, N> {
    step: S,
    position: P,
    ends: bool,
    weighed: Weighed<N>,
}

/// Where a walk is: the turn's start and the plan searched.
struct Under<'a, P> {
    start: &'a P,
    plan: Option<u64>,
}

// By hand: a derive would ask `P: Copy`.
impl<P> Clone for Under<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Under<'_, P> {}

/// The walk, kept between calls: its tables of positions seen are emptied
/// but not freed, so a caller that walks many positions (perft over a
/// Multimove tree, the engine at every node) does not build and release a
/// large table every time. It holds as much memory as the largest turn it
/// has walked until it is dropped. `N` is the [`Visitor::Note`] of the
/// visitors it walks with (`()` for all but the engine's).
///
/// See the [module docs](super) for what it promises.
#[derive(Debug)]
pub struct Walker<P, S, N = ()> {
    /// Mid-turn positions expanded: under every plan, or for the whole
    /// walk when the turn has no plans.
    seen_mid: Seen<P>,
    /// Mid-turn positions expanded under the current plan only (those not
    /// [`Variant::plan_free`](crate::Variant::plan_free)); emptied before each plan.
    seen_plan: Seen<P>,
    seen_end: Seen<P>,
    path: Vec<S>,
    buffers: Vec<Vec<S>>,
    levels: Vec<Vec<Entry<P, S, N>>>,
    plans: Vec<u64>,
    /// The walker's own bound on its tables, in bytes.
    memory_limit: Option<usize>,
    /// Whether positions are kept by their keys where the variant gives
    /// them.
    keyed: bool,
    /// This walk's bound on its tables (the lower of its own and the
    /// thread's).
    limit: usize,
    /// This walk's steps played, and the most it may play.
    steps: u64,
    steps_left: u64,
    over: Option<Over>,
}

impl<P, S, N> Walker<P, S, N> {
    /// A walker with no bound of its own; its tables grow with the first
    /// turns it walks.
    pub fn new() -> Self {
        Walker {
            seen_mid: Seen::default(),
            seen_plan: Seen::default(),
            seen_end: Seen::default(),
            path: Vec::new(),
            buffers: Vec::new(),
            levels: Vec::new(),
            plans: Vec::new(),
            memory_limit: None,
            keyed: true,
            limit: usize::MAX,
            steps: 0,
            steps_left: u64::MAX,
            over: None,
        }
    }

    /// Bounds the bytes this walker's tables may hold during a walk (the
    /// thread's [`super::Budget`], if lower, still holds); `None` for no
    /// bound of its own. A walk that would go over it ends with
    /// [`WalkEnd::OutOfMemory`].
    pub fn set_memory_limit(&mut self, bytes: Option<usize>) {
        self.memory_limit = bytes;
    }

    /// Whether positions are kept by their exact keys
    /// ([`Variant::turn_key`](crate::Variant::turn_key)) where the variant gives them (the default),
    /// or always whole: the same turns either way, which a test compares.
    pub fn set_keyed(&mut self, keyed: bool) {
        self.keyed = keyed;
    }

    /// The steps the last walk played.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The bytes its tables hold.
    pub fn bytes(&self) -> usize {
        self.seen_mid.bytes() + self.seen_plan.bytes() + self.seen_end.bytes()
    }
}

impl<P, S, N> Default for Walker<P, S, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash, S: Copy, N> Walker<P, S, N> {
    /// Walks the turns from `start` (a turn boundary, or a mid-turn
    /// position to walk the rest of its turn from) with `visitor`, under
    /// the variant's plans if it has any: each step is ticked and weighed
    /// before it is explored, each mid-turn position is expanded once
    /// (with each tag, for a tagged visitor), and each distinct end is
    /// handed to [`Visitor::turn`] once. Returns how the walk ended.
    pub fn walk<V, X>(&mut self, variant: &V, start: &P, visitor: &mut X) -> WalkEnd
    where
        V: StepRules<Position = P, Step = S> + ?Sized,
        X: Visitor<P, S, Note = N>,
    {
        let allowance = budget::allowance();
        if let Some(spent) = allowance.spent {
            return match spent {
                Over::Memory => WalkEnd::OutOfMemory,
                Over::Steps => WalkEnd::OutOfSteps,
            };
        }
        self.limit = match (self.memory_limit, allowance.memory) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b).unwrap_or(usize::MAX),
        };
        self.steps_left = allowance.steps.unwrap_or(u64::MAX);
        self.steps = 0;
        self.over = None;
        self.seen_mid.clear();
        self.seen_plan.clear();
        self.seen_end.clear();
        if self.bytes() > self.limit {
            // Tables kept from a larger walk than this one may hold.
            self.seen_mid = Seen::default();
            self.seen_plan = Seen::default();
            self.seen_end = Seen::default();
        }
        self.path.clear();
        let note = visitor.start(start);
        let mut plans = std::mem::take(&mut self.plans);
        plans.clear();
        let flow = if variant.turn_plans(start, &mut plans) {
            let mut flow = ControlFlow::Continue(());
            for &plan in &plans {
                self.seen_plan.clear();
                let under = Under {
                    start,
                    plan: Some(plan),
                };
                flow = self.expand(variant, visitor, under, start, &note, 0, 0);
                if flow.is_break() {
                    break;
                }
            }
            flow
        } else {
            let under = Under { start, plan: None };
            self.expand(variant, visitor, under, start, &note, 0, 0)
        };
        self.plans = plans;
        budget::settle(self.steps, self.over);
        match flow {
            ControlFlow::Continue(()) => WalkEnd::Complete,
            ControlFlow::Break(end) => end,
        }
    }

    /// Counts a step against the budget and asks the visitor.
    #[inline]
    fn step<X: Visitor<P, S, Note = N>>(&mut self, visitor: &mut X) -> ControlFlow<WalkEnd> {
        if self.steps >= self.steps_left {
            self.over = Some(Over::Steps);
            return ControlFlow::Break(WalkEnd::OutOfSteps);
        }
        self.steps += 1;
        if visitor.tick().is_break() {
            return ControlFlow::Break(WalkEnd::Stopped);
        }
        ControlFlow::Continue(())
    }

    /// Checks the tables' memory after an insertion that grew them.
    #[inline]
    fn check_memory(&mut self, inserted: Inserted) -> ControlFlow<WalkEnd> {
        if inserted.grew && self.bytes() > self.limit {
            self.over = Some(Over::Memory);
            return ControlFlow::Break(WalkEnd::OutOfMemory);
        }
        ControlFlow::Continue(())
    }

    /// The steps to explore at `at`.
    fn steps_at<V>(variant: &V, under: Under<'_, P>, at: &P, out: &mut Vec<S>)
    where
        V: StepRules<Position = P, Step = S> + ?Sized,
    {
        match under.plan {
            Some(plan) => variant.plan_steps(under.start, plan, at, out),
            None => variant.steps(at, out),
        }
    }

    /// Expands `at` (noted `note`, tagged `tag`, `depth` steps into the
    /// turn).
    #[allow(clippy::too_many_arguments)]
    fn expand<V, X>(
        &mut self,
        variant: &V,
        visitor: &mut X,
        under: Under<'_, P>,
        at: &P,
        note: &N,
        tag: u64,
        depth: usize,
    ) -> ControlFlow<WalkEnd>
    where
        V: StepRules<Position = P, Step = S> + ?Sized,
        X: Visitor<P, S, Note = N>,
    {
        if X::ORDERED {
            return self.expand_ordered(variant, visitor, under, at, note, tag, depth);
        }
        let mut steps = self.buffers.pop().unwrap_or_default();
        steps.clear();
        Self::steps_at(variant, under, at, &mut steps);
        let mut flow = ControlFlow::Continue(());
        for &step in &steps {
            flow = self.step(visitor);
            if flow.is_break() {
                break;
            }
            let mut next = at.clone();
            variant.play_step(&mut next, step);
            let ends = !variant.in_turn(&next);
            let Some(weighed) = visitor.weigh(at, note, tag, step, &next, ends) else {
                continue;
            };
            self.path.push(step);
            flow = self.explore(variant, visitor, under, &next, ends, &weighed, depth);
            self.path.pop();
            if flow.is_break() {
                break;
            }
        }
        self.buffers.push(steps);
        flow
    }

    /// [`Walker::expand`] for an ordered visitor: every step weighed, then
    /// explored highest key first.
    #[allow(clippy::too_many_arguments)]
    fn expand_ordered<V, X>(
        &mut self,
        variant: &V,
        visitor: &mut X,
        under: Under<'_, P>,
        at: &P,
        note: &N,
        tag: u64,
        depth: usize,
    ) -> ControlFlow<WalkEnd>
    where
        V: StepRules<Position = P, Step = S> + ?Sized,
        X: Visitor<P, S, Note = N>,
    {
        if self.levels.len() <= depth {
            self.levels.resize_with(depth + 1, Vec::new);
        }
        let mut entries = std::mem::take(&mut self.levels[depth]);
        entries.clear();
        let mut steps = self.buffers.pop().unwrap_or_default();
        steps.clear();
        Self::steps_at(variant, under, at, &mut steps);
        let mut flow = ControlFlow::Continue(());
        for &step in &steps {
            flow = self.step(visitor);
            if flow.is_break() {
                break;
            }
            let mut next = at.clone();
            variant.play_step(&mut next, step);
            let ends = !variant.in_turn(&next);
            if let Some(weighed) = visitor.weigh(at, note, tag, step, &next, ends) {
                entries.push(Entry {
                    step,
                    position: next,
                    ends,
                    weighed,
                });
            }
        }
        self.buffers.push(steps);
        if flow.is_continue() {
            // Stable: equal keys keep the variant's order, so a walk is
            // the same in every run.
            entries.sort_by_key(|e| std::cmp::Reverse(e.weighed.key));
            for e in &entries {
                self.path.push(e.step);
                flow = self.explore(
                    variant,
                    visitor,
                    under,
                    &e.position,
                    e.ends,
                    &e.weighed,
                    depth,
                );
                self.path.pop();
                if flow.is_break() {
                    break;
                }
            }
        }
        self.levels[depth] = entries;
        flow
    }

    /// Goes on from `next`, reached by the path: a turn's end is reported
    /// if new (and accepted), a mid-turn position expanded if new.
    #[allow(clippy::too_many_arguments)]
    fn explore<V, X>(
        &mut self,
        variant: &V,
        visitor: &mut X,
        under: Under<'_, P>,
        next: &P,
        ends: bool,
        weighed: &Weighed<N>,
        depth: usize,
    ) -> ControlFlow<WalkEnd>
    where
        V: StepRules<Position = P, Step = S> + ?Sized,
        X: Visitor<P, S, Note = N>,
    {
        let keyed = self.keyed;
        if ends {
            // Inserted before it is judged, so that it is keyed once: the
            // verdict on an end depends only on the end and the turn's
            // start.
            let inserted = self.seen_end.insert(variant, keyed, next, None);
            self.check_memory(inserted)?;
            let accepted =
                inserted.new && (!X::JUDGED || variant.accept_turn(under.start, next).is_ok());
            if accepted && visitor.turn(&self.path, next, &weighed.note).is_break() {
                return ControlFlow::Break(WalkEnd::Stopped);
            }
            return ControlFlow::Continue(());
        }
        let tag = X::TAGGED.then_some(weighed.tag);
        let seen = if under.plan.is_none() || variant.plan_free(next) {
            &mut self.seen_mid
        } else {
            &mut self.seen_plan
        };
        let inserted = seen.insert(variant, keyed, next, tag);
        self.check_memory(inserted)?;
        if inserted.new {
            self.expand(
                variant,
                visitor,
                under,
                next,
                &weighed.note,
                weighed.tag,
                depth + 1,
            )
        } else {
            ControlFlow::Continue(())
        }
    }
}
