//! A bound on the work and memory of every turn walk a piece of code
//! makes, however deep in a variant it makes them: [`bounded`] runs a
//! closure with a [`Budget`] in force on the calling thread, and every
//! [`super::Walker`] started inside it (a variant's `legal_turns`,
//! `count_turns` and `perft`, Momentum Chess's own search of raw turns,
//! the first legal turn an `outcome` asks for) keeps to it: it stops as
//! soon as its tables would outgrow the memory bound, or its steps the
//! steps left, and the closure's result is then refused with
//! [`BudgetExceeded`]. A command can so give a clear one-line error for a
//! request too large for the machine, rather than exhaust it.
//!
//! Once a walk has gone over the budget, every walk started after it in
//! the same [`bounded`] call stops at once, so the rest of the work
//! (perft's other first turns, say) ends quickly; what it computed is
//! thrown away with the error.
//!
//! The budget is shared with the worker threads a kernel function starts
//! for the same work ([`crate::perft::perft_threaded`] passes it on with
//! [`Bound::enter`]): the steps are counted for all of them together, and
//! the memory bound holds for each walk.
//!
//! What is bounded is what grows with the number of distinct positions of
//! a turn: the walk's tables. A list of the turns found (the `Vec` that
//! `legal_turns` fills) takes a few dozen bytes per turn more, which the
//! table's bound bounds in proportion.
//!
//! ```
//! use kernel::walk::{bounded, Budget, BudgetExceeded};
//! use kernel::{chess, Variant};
//!
//! let chess = chess::fide();
//! let start = chess.start_position();
//! // FIDE chess lists its moves directly: no walk, nothing to bound.
//! assert_eq!(bounded(Budget::steps(1), || chess.perft(&start, 2)), Ok(400));
//! ```

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;
use thiserror::Error;

/// What the walks inside one [`bounded`] call may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Budget {
    /// The most bytes one walk's tables may hold (`None`: no bound).
    pub memory: Option<usize>,
    /// The most steps all the walks may play together (`None`: no
    /// bound).
    pub steps: Option<u64>,
}

impl Budget {
    /// A bound on each walk's tables, in bytes.
    pub const fn memory(bytes: usize) -> Budget {
        Budget {
            memory: Some(bytes),
            steps: None,
        }
    }

    /// A bound on the steps all walks play together.
    pub const fn steps(steps: u64) -> Budget {
        Budget {
            memory: None,
            steps: Some(steps),
        }
    }
}

/// Why the work inside [`bounded`] was stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum BudgetExceeded {
    /// One walk's tables would have held more than this many bytes.
    #[error("the turn search needs more than {} MiB of memory", mib(*.0))]
    Memory(usize),
    /// The walks would have played more than this many steps.
    #[error("the turn search needs more than {0} steps")]
    Steps(u64),
}

/// `bytes` in MiB, rounded up.
fn mib(bytes: usize) -> usize {
    bytes.div_ceil(1 << 20)
}

/// No walk went over the budget.
const WITHIN: u8 = 0;
/// A walk's tables went over the memory bound.
const OVER_MEMORY: u8 = 1;
/// The walks went over the steps.
const OVER_STEPS: u8 = 2;

/// The state of one [`bounded`] call, shared by its threads.
#[derive(Debug)]
struct Shared {
    budget: Budget,
    steps_used: AtomicU64,
    exceeded: AtomicU8,
}

/// The budget in force on a thread: a handle to hand to worker threads
/// ([`Bound::enter`]) so that their walks count against it too.
#[derive(Debug, Clone)]
pub struct Bound(Arc<Shared>);

thread_local! {
    static CURRENT: RefCell<Option<Bound>> = const { RefCell::new(None) };
}

/// Runs `f` with `budget` in force on this thread (in place of any budget
/// in force already, until `f` returns).
///
/// # Errors
/// [`BudgetExceeded`] if a walk inside `f` went over the budget; what `f`
/// returned is then dropped, since the walk stopped short.
pub fn bounded<T>(budget: Budget, f: impl FnOnce() -> T) -> Result<T, BudgetExceeded> {
    let bound = Bound(Arc::new(Shared {
        budget,
        steps_used: AtomicU64::new(0),
        exceeded: AtomicU8::new(WITHIN),
    }));
    let value = bound.enter(f);
    bound.check().map(|()| value)
}

/// The budget in force on this thread, to pass to worker threads doing
/// part of the same work.
pub fn current() -> Option<Bound> {
    CURRENT.with(|c| c.borrow().clone())
}

impl Bound {
    /// Runs `f` on this thread under this budget (a worker thread's share
    /// of the work of a [`bounded`] call), restoring the thread's own
    /// budget after it.
    pub fn enter<T>(&self, f: impl FnOnce() -> T) -> T {
        /// Puts the thread's budget back even if `f` unwinds.
        struct Restore(Option<Bound>);
        impl Drop for Restore {
            fn drop(&mut self) {
                let previous = self.0.take();
                CURRENT.with(|c| *c.borrow_mut() = previous);
            }
        }
        let previous = CURRENT.with(|c| c.borrow_mut().replace(self.clone()));
        let _restore = Restore(previous);
        f()
    }

    /// The steps the walks under this budget have played so far (counted
    /// when the budget bounds steps).
    pub fn steps_used(&self) -> u64 {
        self.0.steps_used.load(Ordering::Relaxed)
    }

    /// Whether a walk went over the budget.
    ///
    /// # Errors
    /// [`BudgetExceeded`] naming the bound that fell.
    pub fn check(&self) -> Result<(), BudgetExceeded> {
        let budget = self.0.budget;
        match self.0.exceeded.load(Ordering::Relaxed) {
            OVER_MEMORY => Err(BudgetExceeded::Memory(budget.memory.unwrap_or(0))),
            OVER_STEPS => Err(BudgetExceeded::Steps(budget.steps.unwrap_or(0))),
            _ => Ok(()),
        }
    }
}

/// What a walk starting now may use: read once per walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Allowance {
    /// Bytes for the walk's tables.
    pub memory: Option<usize>,
    /// Steps left to play.
    pub steps: Option<u64>,
    /// A walk went over the budget already (which bound): stop at once.
    pub spent: Option<Over>,
}

/// What a walk starting now on this thread may use.
pub(crate) fn allowance() -> Allowance {
    CURRENT.with(|c| match &*c.borrow() {
        None => Allowance {
            memory: None,
            steps: None,
            spent: None,
        },
        Some(bound) => {
            let shared = &bound.0;
            let used = shared.steps_used.load(Ordering::Relaxed);
            Allowance {
                memory: shared.budget.memory,
                steps: shared.budget.steps.map(|s| s.saturating_sub(used)),
                spent: match shared.exceeded.load(Ordering::Relaxed) {
                    OVER_MEMORY => Some(Over::Memory),
                    OVER_STEPS => Some(Over::Steps),
                    _ => None,
                },
            }
        }
    })
}

/// Which bound a walk went over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Over {
    /// Its tables' memory.
    Memory,
    /// The steps.
    Steps,
}

/// Counts a finished walk's steps against the thread's budget and, if it
/// went over, records which bound fell.
pub(crate) fn settle(steps: u64, over: Option<Over>) {
    CURRENT.with(|c| {
        if let Some(bound) = &*c.borrow() {
            let shared = &bound.0;
            if shared.budget.steps.is_some() {
                shared.steps_used.fetch_add(steps, Ordering::Relaxed);
            }
            if let Some(over) = over {
                let code = match over {
                    Over::Memory => OVER_MEMORY,
                    Over::Steps => OVER_STEPS,
                };
                let _ = shared.exceeded.compare_exchange(
                    WITHIN,
                    code,
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                );
            }
        }
    });
}
