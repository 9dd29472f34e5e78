//! **The one way to walk a turn**: every search over the steps of a turn
//! (the kernel's `legal_turns`, `count_turns` and perft, a variant's own
//! searches, the first legal turn `outcome` asks for, and the engine's
//! ordered, selective, interruptible walk) is a [`Walker`] with a
//! [`Visitor`].
//!
//! A walk is a depth-first search over [`Variant::steps`] from a turn's
//! start (see the turn model in [`crate::variant`]) that expands each
//! mid-turn position once and reports each distinct end once, so its
//! memory is bounded by the distinct positions of one turn. It takes the
//! variant's partial-order reduction ([`Variant::turn_plans`],
//! [`Variant::plan_steps`], [`Variant::plan_free`]) whenever the variant
//! gives one, so every caller gets the plans perft gets. Its visitor
//!
//! - is asked before every step ([`Visitor::tick`]) and may stop the walk
//!   there: a clock or a budget of nodes stops a walk of a hundred
//!   thousand turns at once, not after its last turn;
//! - weighs every step ([`Visitor::weigh`]): it may leave a step out (a
//!   selective walk), give it a key that orders the steps of its position
//!   ([`Visitor::ORDERED`]), a note handed on to the position it leads to
//!   and a tag that is part of what the walk has seen
//!   ([`Visitor::TAGGED`]);
//! - sees every turn found ([`Visitor::turn`]) and may stop the walk
//!   there (a cut-off, or the first turn was all it wanted).
//!
//! # What a walk keeps, and its bound
//!
//! The tables of positions seen keep each position by its exact key
//! ([`Variant::turn_key`], [`KeyWriter`]) where the variant gives one, a
//! few dozen bytes, else whole. A walker may be given a bound on its
//! tables' bytes ([`Walker::set_memory_limit`]), and code may put every
//! walk it makes, however deep inside a variant, under a [`Budget`] of
//! memory and steps ([`bounded`]); a walk that would go over either ends
//! at once ([`WalkEnd::OutOfMemory`], [`WalkEnd::OutOfSteps`]).
//!
//! # Order and the partial-order reduction
//!
//! An ordered walk tries a position's steps best first, and the steps a
//! plan gives ([`Variant::plan_steps`]) are a persistent set; ordering
//! them loses no turn. The arguments that the reductions lose no turn
//! (`momentum/src/reduction.rs` and `edge-of-world/src/reduction.rs`,
//! "Why nothing is lost") show, for a position the search expands under
//! a plan, that every end a sequence of the plan reaches from it is also
//! reached by a sequence that *starts with one of the steps the plan gives
//! there*, and conclude by induction on the steps left in the turn. Both
//! steps of that induction speak only of which steps the set holds (a
//! function of the turn's start, the plan and the position), never of the
//! order in which the search tries them, nor of which path first reached
//! the position: so a walk that explores every step of every set, in any
//! order, and expands each position once whatever path reached it first,
//! reaches every end. The same holds of positions free of the plan,
//! expanded once for all plans. What an order does change is which turn
//! is found first, which is all an ordered walk wants of it. (A visitor
//! that stops early or leaves steps out gives up turns by design; under a
//! plan, a selective walk leaves out the turns whose every order the plan
//! explores it leaves out, which may differ from the turns a selective
//! walk of every order leaves out.)
//!
//! [`Variant::steps`]: crate::Variant::steps
//! [`Variant::turn_plans`]: crate::Variant::turn_plans
//! [`Variant::plan_steps`]: crate::Variant::plan_steps
//! [`Variant::plan_free`]: crate::Variant::plan_free
//! [`Variant::turn_key`]: crate::Variant::turn_key

mod budget;
mod seen;
mod simple;
mod visitor;
mod walker;

pub use crate::turn_key::{piece_bits, KeyWriter};
pub use budget::{bounded, current, Bound, Budget, BudgetExceeded};
pub use simple::some_end;
pub use visitor::{Visitor, Weighed};
pub use walker::{WalkEnd, Walker};
