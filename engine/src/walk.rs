//! Making a position's turns for the search: the variant's own list
//! ([`Generation::Listed`]) or a walk over its steps
//! ([`Generation::Steps`]), which the search can interrupt at any step and
//! stop at any turn (a cut-off), and which meets the best steps first.
//!
//! The walk is the kernel's one walk over a turn's steps
//! ([`kernel::walk::Walker`], with the variant's plans, the partial-order
//! reduction perft uses) with the engine's [`kernel::walk::Visitor`]:
//!
//! - every step is played and evaluated before the walk goes on, so the
//!   steps of each position are tried best first (a capture before a
//!   shuffle, so that the turns that refute come early); ordering the
//!   steps a plan gives loses no turn (the kernel's module docs say why);
//! - the search's clock is asked before every step, and every step counts
//!   against its node budget ([`WalkContext::tick_step`]), so a Multimove
//!   position of a hundred thousand turns, or a Momentum position with
//!   fifteen pieces in motion, is left the moment the time or the budget
//!   is spent;
//! - a policy may leave out turns of many quiet steps (see
//!   [`crate::terms::Profile::quiet_steps`]): the quiet steps spent are
//!   the walk's tag, so one mid-turn position reached with fewer of them
//!   is searched again;
//! - the walk's tables, and the list of turns it makes, stay under
//!   [`WALK_MEMORY`].
//!
//! Like every walk it expands each mid-turn position once (with each tag)
//! and reports each distinct end position once.

use crate::terms::{Generation, Knowledge, StepClass};
use kernel::walk::{Visitor, Weighed};
use kernel::{Color, Turn, Variant};
use std::hash::Hash;
use std::ops::ControlFlow;

/// The most bytes one walk of the engine may hold in its tables, and the
/// most its list of turns may take: a walk that would need more ends as
/// if its time had run out ([`WalkEnd::OutOfMemory`]). A search holds at
/// most one walk per ply it reaches.
pub const WALK_MEMORY: usize = 256 << 20;

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
    /// The clock or the node budget did.
    OutOfTime,
    /// Its tables or its list would have outgrown [`WALK_MEMORY`].
    OutOfMemory,
}

/// What a walk tells its visitor of the position a turn ends in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reached {
    /// Its evaluation for the side to move there.
    pub eval: i32,
    /// Whether the turn changed the material (a capture, a promotion):
    /// such a turn is never searched less deeply.
    pub material_changed: bool,
}

/// What the engine notes of a position a step leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Note {
    /// Its evaluation for the side to move there.
    eval: i32,
    /// White's material less Black's.
    material: i32,
}

/// The engine's walk, kept between calls so that its tables and buffers
/// are emptied but not freed.
#[derive(Debug)]
pub struct Walker<P, S>(kernel::walk::Walker<P, S, Note>);

impl<P, S> Default for Walker<P, S> {
    fn default() -> Self {
        let mut walker = kernel::walk::Walker::new();
        walker.set_memory_limit(Some(WALK_MEMORY));
        Walker(walker)
    }
}

/// The engine's side of a walk: its policy, its context and what it does
/// with each turn.
struct Steps<'a, V: Variant, C, F> {
    variant: &'a V,
    context: &'a mut C,
    policy: Policy,
    mover: Color,
    start_material: i32,
    visit: F,
    out_of_time: bool,
}

impl<V, C, F> Visitor<V::Position, V::Step> for Steps<'_, V, C, F>
where
    V: Variant,
    V::Position: 'static,
    C: WalkContext<V>,
    F: FnMut(&mut C, &[V::Step], &V::Position, Reached) -> ControlFlow<()>,
{
    type Note = Note;
    const ORDERED: bool = true;
    const TAGGED: bool = true;

    fn start(&mut self, _start: &V::Position) -> Note {
        Note {
            eval: 0,
            material: self.start_material,
        }
    }

    #[inline]
    fn tick(&mut self) -> ControlFlow<()> {
        if self.context.tick_step() {
            self.out_of_time = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    fn weigh(
        &mut self,
        at: &V::Position,
        note: &Note,
        quiet_used: u64,
        step: V::Step,
        next: &V::Position,
        ends: bool,
    ) -> Option<Weighed<Note>> {
        let knowledge = self.context.knowledge();
        let white = knowledge.eval_white(self.variant, next);
        let exhausted = self
            .policy
            .quiet_limit
            .is_some_and(|q| quiet_used >= u64::from(q));
        // A step that changes the material is noisy without asking; the
        // last step of a turn needs no class unless the quiet steps are
        // spent (nothing comes after it to count them for), which spares
        // Multimove's check test on most turn ends.
        let class = if self.policy.quiet_limit.is_none() || white.material != note.material {
            StepClass::Noisy
        } else if ends && !exhausted {
            StepClass::Quiet
        } else {
            knowledge.classify(self.variant, at, next)
        };
        if class == StepClass::Quiet && exhausted {
            return None;
        }
        let own = match self.mover {
            Color::White => white.total,
            Color::Black => -white.total,
        };
        let eval = if self.variant.side_to_move(next) == self.mover {
            own
        } else {
            -own
        };
        Some(Weighed {
            key: own + self.context.order_bonus(crate::hash::hash_of(&step)),
            tag: quiet_used + u64::from(class == StepClass::Quiet),
            note: Note {
                eval,
                material: white.material,
            },
        })
    }

    fn turn(&mut self, turn: &[V::Step], end: &V::Position, note: &Note) -> ControlFlow<()> {
        if self.policy.material_changes && note.material == self.start_material {
            return ControlFlow::Continue(());
        }
        let reached = Reached {
            eval: note.eval,
            material_changed: note.material != self.start_material,
        };
        (self.visit)(self.context, turn, end, reached)
    }
}

impl<P: Clone + Eq + Hash + 'static, S: Copy + Hash> Walker<P, S> {
    /// Visits the turns from `start` (a turn boundary) that `policy`
    /// allows, best first at every step, each distinct end position once
    /// and only if [`Variant::accept_turn`] allows it. `visit` gets the
    /// context, the turn, its end position and what the walk saw there
    /// ([`Reached`]: its evaluation for its side to move, whether the
    /// material changed), and may stop the walk.
    pub fn walk<V, C>(
        &mut self,
        variant: &V,
        start: &P,
        policy: Policy,
        context: &mut C,
        visit: &mut impl FnMut(&mut C, &[S], &P, Reached) -> ControlFlow<()>,
    ) -> WalkEnd
    where
        V: Variant<Position = P, Step = S> + 'static,
        C: WalkContext<V>,
    {
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
        let mut steps = Steps {
            variant,
            context,
            policy,
            mover: variant.side_to_move(start),
            start_material,
            visit,
            out_of_time: false,
        };
        let end = self.0.walk(variant, start, &mut steps);
        match end {
            kernel::walk::WalkEnd::Complete => WalkEnd::Complete,
            kernel::walk::WalkEnd::Stopped if steps.out_of_time => WalkEnd::OutOfTime,
            kernel::walk::WalkEnd::Stopped => WalkEnd::Broken,
            kernel::walk::WalkEnd::OutOfMemory => WalkEnd::OutOfMemory,
            // The caller's budget of steps (a command's bound): as the
            // clock.
            kernel::walk::WalkEnd::OutOfSteps => WalkEnd::OutOfTime,
        }
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
    /// Whether the turn changed the material.
    pub material_changed: bool,
    /// What a turn that changed the material loses in the exchange on its
    /// square ([`crate::terms::Knowledge::exchange`]): its gain where that
    /// is negative, else 0 (0 also where the terms do not tell, and for
    /// every other turn). Read once, at listing, for the order and the
    /// pruning that ask it.
    pub exchange_loss: i32,
}

/// Lists every turn of `position` (or, with `policy.material_changes`,
/// those that change the material) into `out`, best first: the variant's
/// own list for [`Generation::Listed`], the whole walk otherwise (stopped
/// early if the context's clock runs out, or the list would take more
/// than [`WALK_MEMORY`], in which case the turns found so far are
/// listed). Returns how the listing ended.
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
                // A turn the terms know to change no material is left out
                // unplayed where only such changes are wanted.
                if policy.material_changes
                    && !context
                        .knowledge()
                        .may_change_material(variant, position, &turn)
                {
                    continue;
                }
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
                // A capture that loses in the exchange on its square goes
                // after the quiet turns: by its loss, where the terms tell.
                let exchange_loss = if white.material != start_material {
                    let exchange = context.knowledge().exchange(variant, position, &turn);
                    exchange.map_or(0, |gain| gain.min(0))
                } else {
                    0
                };
                let key =
                    own + context.order_bonus(crate::hash::hash_of(&turn[..])) + exchange_loss;
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
                    material_changed: white.material != start_material,
                    exchange_loss,
                });
            }
            out.sort_by_key(|c| std::cmp::Reverse(c.key));
            WalkEnd::Complete
        }
        Generation::Steps => {
            let most = WALK_MEMORY / std::mem::size_of::<Child<V::Position, V::Step>>().max(1);
            let mut full = false;
            let mut collect = |_: &mut C, turn: &[V::Step], end: &V::Position, reached: Reached| {
                if out.len() >= most {
                    full = true;
                    return ControlFlow::Break(());
                }
                out.push(Child {
                    turn: Turn::from_slice(turn),
                    position: end.clone(),
                    eval: reached.eval,
                    key: -reached.eval,
                    material_changed: reached.material_changed,
                    exchange_loss: 0,
                });
                ControlFlow::Continue(())
            };
            let end = walker.walk(variant, position, policy, context, &mut collect);
            out.sort_by_key(|c| std::cmp::Reverse(c.key));
            if full {
                WalkEnd::OutOfMemory
            } else {
                end
            }
        }
    }
}

/// Takes the first turn a walk finds.
struct FirstTurn<S>(Option<Turn<S>>);

impl<P, S: Copy> Visitor<P, S> for FirstTurn<S> {
    type Note = ();

    fn turn(&mut self, turn: &[S], _end: &P, _note: &()) -> ControlFlow<()> {
        self.0 = Some(Turn::from_slice(turn));
        ControlFlow::Break(())
    }
}

/// One legal turn of `position`, found cheaply: the first of
/// [`Variant::steps`] at every step until the turn ends, then, if the
/// variant refuses that turn as a whole, steps drawn at random (seeded by
/// the position, so the same position gives the same turn), and at last
/// the first turn the kernel's walk finds (with the variant's plans,
/// stopped at the first). `None` only when the position has no turn. For
/// a search whose time ran out before its walk finished a single turn of
/// the root.
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
    let mut first = FirstTurn(None);
    let mut walker = kernel::walk::Walker::new();
    walker.set_memory_limit(Some(WALK_MEMORY));
    walker.walk(variant, position, &mut first);
    first.0
}
