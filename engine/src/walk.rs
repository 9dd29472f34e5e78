//! Making a position's turns for the search: the variant's own list
//! ([`Generation::Listed`]) or the engine's depth-first search over steps
//! ([`Generation::Steps`]), which the search can interrupt at any step and
//! stop at any turn (a cut-off), and which meets the best steps first.
//!
//! The step search is the kernel's [`kernel::variant::TurnSearch`] with
//! three things added: every step is played and evaluated before the
//! search goes on, so the steps of each level are tried best first (a
//! capture before a shuffle, so that the turns that refute come early);
//! the clock is asked at every step, so that a Multimove position of a
//! hundred thousand turns is left the moment the time is spent; and a
//! policy may leave out turns of many quiet steps (see
//! [`crate::terms::Profile::quiet_steps`]). Like the kernel's search it
//! never expands one mid-turn position twice (keyed with the quiet steps
//! already spent) and reports each distinct end position once.

use crate::hash::FastBuild;
use crate::terms::{Generation, Knowledge, StepClass};
use kernel::{Turn, Variant};
use std::collections::HashSet;
use std::hash::Hash;
use std::ops::ControlFlow;

/// What a walk may call back into: the search that owns it.
pub trait WalkContext<V: Variant + ?Sized> {
    /// The variant's terms.
    fn knowledge(&self) -> &Knowledge<V>;
    /// Counts one step; whether the search must stop now.
    fn tick_step(&mut self) -> bool;
    /// A bonus for trying `hash` (a step's or turn's hash) early, from the
    /// search's history of cut-offs.
    fn order_bonus(&self, hash: u64) -> i32;
}

/// Which turns a walk makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Policy {
    /// The most quiet steps a turn may make; `None` for any number.
    pub quiet_limit: Option<u8>,
    /// Only turns that change the material (for the quiescence search of
    /// a variant whose steps are not classified).
    pub material_changes: bool,
}

impl Policy {
    /// Every turn.
    pub const ALL: Policy = Policy {
        quiet_limit: None,
        material_changes: false,
    };
}

/// How a walk ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WalkEnd {
    /// Every turn was visited.
    Complete,
    /// The visitor stopped it (a cut-off).
    Broken,
    /// The clock did.
    OutOfTime,
}

/// One step tried at one level: its position, and the order key.
#[derive(Debug, Clone)]
struct Entry<P, S> {
    key: i32,
    step: S,
    position: P,
    class: StepClass,
    ends: bool,
    /// The evaluation for the side to move in `position`.
    eval: i32,
    material: i32,
}

/// The step search, kept between calls so that its tables and buffers are
/// emptied but not freed.
#[derive(Debug)]
pub struct Walker<P, S> {
    seen_mid: HashSet<(P, u8), FastBuild>,
    seen_end: HashSet<P, FastBuild>,
    path: Vec<S>,
    levels: Vec<Vec<Entry<P, S>>>,
    steps: Vec<S>,
}

impl<P, S> Default for Walker<P, S> {
    fn default() -> Self {
        Walker {
            seen_mid: HashSet::with_hasher(FastBuild),
            seen_end: HashSet::with_hasher(FastBuild),
            path: Vec::new(),
            levels: Vec::new(),
            steps: Vec::new(),
        }
    }
}

impl<P: Clone + Eq + Hash + 'static, S: Copy + Hash> Walker<P, S> {
    /// Visits the turns from `start` (a turn boundary) that `policy`
    /// allows, best first at every level, each distinct end position once
    /// and only if [`Variant::accept_turn`] allows it. `visit` gets the
    /// context, the turn, its end position and that position's evaluation
    /// for its side to move, and may stop the walk.
    pub fn walk<V, C>(
        &mut self,
        variant: &V,
        start: &P,
        policy: Policy,
        context: &mut C,
        visit: &mut impl FnMut(&mut C, &[S], &P, i32) -> ControlFlow<()>,
    ) -> WalkEnd
    where
        V: Variant<Position = P, Step = S> + 'static,
        C: WalkContext<V>,
    {
        self.seen_mid.clear();
        self.seen_end.clear();
        self.path.clear();
        // A turn that starts in check spends its first move answering it,
        // so it may make one quiet move more: the Multimove reply to a
        // check that blocks with f7-f6 and then walks e6-e5 to take on d4
        // is two quiet moves. (Only where quiet moves are counted, where
        // the variant's check test is cheap.)
        let policy = match policy.quiet_limit {
            Some(q) if variant.in_check(start) => Policy {
                quiet_limit: Some(q.saturating_add(1)),
                ..policy
            },
            _ => policy,
        };
        let start_material = context.knowledge().eval_white(variant, start).material;
        self.go(
            0,
            variant,
            start,
            start,
            start_material,
            0,
            policy,
            start_material,
            context,
            visit,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn go<V, C>(
        &mut self,
        level: usize,
        variant: &V,
        start: &P,
        at: &P,
        at_material: i32,
        quiet_used: u8,
        policy: Policy,
        start_material: i32,
        context: &mut C,
        visit: &mut impl FnMut(&mut C, &[S], &P, i32) -> ControlFlow<()>,
    ) -> WalkEnd
    where
        V: Variant<Position = P, Step = S> + 'static,
        C: WalkContext<V>,
    {
        if self.levels.len() <= level {
            self.levels.resize_with(level + 1, Vec::new);
        }
        let mut entries = std::mem::take(&mut self.levels[level]);
        entries.clear();
        self.steps.clear();
        variant.steps(at, &mut self.steps);
        let mover = variant.side_to_move(at);
        let classify = policy.quiet_limit.is_some();
        for i in 0..self.steps.len() {
            let step = self.steps[i];
            if context.tick_step() {
                self.levels[level] = entries;
                return WalkEnd::OutOfTime;
            }
            let mut next = at.clone();
            variant.play_step(&mut next, step);
            let ends = !variant.in_turn(&next);
            let white = context.knowledge().eval_white(variant, &next);
            let exhausted = policy.quiet_limit.is_some_and(|q| quiet_used >= q);
            // A step that changes the material is noisy without asking;
            // the last step of a turn needs no class unless the quiet
            // steps are spent (nothing comes after it to count them for),
            // which spares Multimove's check test on most turn ends.
            let class = if !classify || white.material != at_material {
                StepClass::Noisy
            } else if ends && !exhausted {
                StepClass::Quiet
            } else {
                context.knowledge().classify(variant, at, &next)
            };
            if class == StepClass::Quiet && exhausted {
                continue;
            }
            let own = if mover == kernel::Color::White {
                white.total
            } else {
                -white.total
            };
            let eval = if variant.side_to_move(&next) == mover {
                own
            } else {
                -own
            };
            let key = own + context.order_bonus(crate::hash::hash_of(&step));
            entries.push(Entry {
                key,
                step,
                position: next,
                class,
                ends,
                eval,
                material: white.material,
            });
        }
        // Stable: equal keys keep the variant's order, so a walk is the
        // same in every run.
        entries.sort_by_key(|e| std::cmp::Reverse(e.key));
        let mut end = WalkEnd::Complete;
        for e in &entries {
            self.path.push(e.step);
            if e.ends {
                if !self.seen_end.contains(&e.position) {
                    let accepted = variant.accept_turn(start, &e.position).is_ok();
                    self.seen_end.insert(e.position.clone());
                    let wanted = !policy.material_changes || e.material != start_material;
                    if accepted
                        && wanted
                        && visit(context, &self.path, &e.position, e.eval).is_break()
                    {
                        end = WalkEnd::Broken;
                    }
                }
            } else {
                let quiet = quiet_used + u8::from(e.class == StepClass::Quiet);
                if self.seen_mid.insert((e.position.clone(), quiet)) {
                    end = self.go(
                        level + 1,
                        variant,
                        start,
                        &e.position,
                        e.material,
                        quiet,
                        policy,
                        start_material,
                        context,
                        visit,
                    );
                }
            }
            self.path.pop();
            if end != WalkEnd::Complete {
                break;
            }
        }
        self.levels[level] = entries;
        end
    }
}

/// One turn and the position it leads to, listed and ordered.
#[derive(Debug, Clone)]
pub struct Child<P, S> {
    /// The turn.
    pub turn: Turn<S>,
    /// The position after it.
    pub position: P,
    /// Its evaluation for the side to move there (the opponent).
    pub eval: i32,
    /// The order key (higher first).
    pub key: i32,
}

/// Lists every turn of `position` (or, with `policy.material_changes`,
/// those that change the material) into `out`, best first: the variant's
/// own list for [`Generation::Listed`], the whole step search otherwise
/// (stopped early only if the context's clock runs out, in which case the
/// turns found so far are listed). Returns how the listing ended.
pub fn list_turns<V, C>(
    variant: &V,
    position: &V::Position,
    policy: Policy,
    walker: &mut Walker<V::Position, V::Step>,
    turns: &mut Vec<Turn<V::Step>>,
    context: &mut C,
    out: &mut Vec<Child<V::Position, V::Step>>,
) -> WalkEnd
where
    V: Variant + 'static,
    C: WalkContext<V>,
{
    out.clear();
    let generation = context.knowledge().profile().generation;
    match generation {
        Generation::Listed => {
            turns.clear();
            variant.legal_turns(position, turns);
            let start_material = context.knowledge().eval_white(variant, position).material;
            let mover = variant.side_to_move(position);
            for turn in turns.drain(..) {
                let next = variant.play_turn_unchecked(position, &turn);
                let white = context.knowledge().eval_white(variant, &next);
                if policy.material_changes && white.material == start_material {
                    continue;
                }
                let own = if mover == kernel::Color::White {
                    white.total
                } else {
                    -white.total
                };
                let key = own + context.order_bonus(crate::hash::hash_of(&turn[..]));
                let eval = if variant.side_to_move(&next) == mover {
                    own
                } else {
                    -own
                };
                out.push(Child {
                    turn,
                    position: next,
                    eval,
                    key,
                });
            }
            out.sort_by_key(|c| std::cmp::Reverse(c.key));
            WalkEnd::Complete
        }
        Generation::Steps => {
            let mut collect = |_: &mut C, turn: &[V::Step], end: &V::Position, eval: i32| {
                out.push(Child {
                    turn: Turn::from_slice(turn),
                    position: end.clone(),
                    eval,
                    key: -eval,
                });
                ControlFlow::Continue(())
            };
            let end = walker.walk(variant, position, policy, context, &mut collect);
            out.sort_by_key(|c| std::cmp::Reverse(c.key));
            end
        }
    }
}

/// One legal turn of `position`, found cheaply: the first of
/// [`Variant::steps`] at every step until the turn ends, then, if the
/// variant refuses that turn as a whole, steps drawn at random (seeded by
/// the position, so the same position gives the same turn), and at last
/// the variant's own list. `None` only when the position has no turn. For
/// a search whose time ran out before its step search finished a single
/// turn of the root.
pub fn any_turn<V: Variant>(variant: &V, position: &V::Position) -> Option<Turn<V::Step>> {
    let mut rng = crate::rng::Rng::new(crate::hash::hash_of(position));
    let mut steps = Vec::new();
    for attempt in 0..64 {
        let mut at = position.clone();
        let mut turn = Turn::new();
        let finished = loop {
            steps.clear();
            variant.steps(&at, &mut steps);
            if steps.is_empty() || turn.len() > 256 {
                break false;
            }
            let step = if attempt == 0 {
                steps[0]
            } else {
                steps[rng.below(steps.len())]
            };
            variant.play_step(&mut at, step);
            turn.push(step);
            if !variant.in_turn(&at) {
                break true;
            }
        };
        if finished && variant.accept_turn(position, &at).is_ok() {
            return Some(turn);
        }
    }
    let mut turns = Vec::new();
    variant.legal_turns(position, &mut turns);
    turns.into_iter().next()
}
