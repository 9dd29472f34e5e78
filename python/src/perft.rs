//! `cvpages.perft`: the variant's own perft, bounded in time and stopped by
//! Ctrl-C.
//!
//! A count runs with the GIL released, where Python cannot interrupt it,
//! and some counts take hours (perft 8 of chess, perft 3 of Multimove). So
//! the tree is split at its top levels, and between two subtrees the count
//! asks the clock whether its time is spent and Python whether a signal
//! (Ctrl-C) is pending. A subtree is handed whole to the variant's own
//! [`Variant::perft`] once a subtree of the same depth has been counted,
//! split, within [`GRAIN`]; a whole count that takes longer sends the
//! subtrees of that depth back to being split. So the count polls about
//! every [`GRAIN`] (a single position's turns, `perft 1`, are the finest
//! grain: they are never split), and the top levels, where it splits, are
//! a vanishing part of the work: perft 5 of chess is the variant's own
//! perft 4 of each first move, called twenty times.
//!
//! The total is the variant's own perft at the full depth whenever its
//! perft at depth `d` is the sum of its perft at `d - 1` over its legal
//! turns, as perft is by definition (and as the threaded count of `cargo
//! xtask perft` takes it to be).

use crate::args;
use crate::errors::{Failure, Kind};
use cvpages::{OpenError, Playable, Task};
use kernel::Variant;
use pyo3::prelude::*;
use pyo3::types::PyString;
use std::time::{Duration, Instant};

/// The deepest count accepted, as `cargo xtask perft` accepts.
pub const MAX_DEPTH: u32 = 12;

/// The time a count may take unless told otherwise: ten minutes, past
/// which a count is a deliberate job (perft 7 of chess takes about a
/// minute on one core).
pub const DEFAULT_TIME: Duration = Duration::from_secs(600);

/// The longest time a count may be given: a day.
pub const MAX_SECONDS: f64 = 86_400.0;

/// The count of turn sequences of ``depth`` turns (1 to 12) from
/// ``position`` (a position text of the variant; its start if ``None``)
/// in the variant named ``variant`` with ``options``: perft, each distinct
/// resulting position of a turn counted once, as ``cargo xtask perft``
/// counts.
///
/// The count runs with the GIL released, so other Python threads run
/// meanwhile, and stops with ``KeyboardInterrupt`` on Ctrl-C. It is
/// bounded in time: after ``max_seconds`` (600 by default, at most 86400)
/// it stops and raises ``TimeLimitError``.
///
/// Raises ``OptionError`` for an unknown variant, options it refuses or a
/// depth or time out of range, ``UnreadableError`` for a position text it
/// refuses.
#[pyfunction]
#[pyo3(name = "perft")]
#[pyo3(
    signature = (variant, depth, position = None, options = None, *, max_seconds = None),
    text_signature = "(variant, depth, position=None, options='', *, max_seconds=600.0)"
)]
pub fn py_perft(
    py: Python<'_>,
    variant: &Bound<'_, PyString>,
    depth: &Bound<'_, PyAny>,
    position: Option<&Bound<'_, PyString>>,
    options: Option<&Bound<'_, PyString>>,
    max_seconds: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let name = args::text(variant, "variant")?;
    let depth = args::whole(depth, "perft depth", 1, i64::from(MAX_DEPTH))?;
    let depth = u32::try_from(depth).unwrap_or(MAX_DEPTH);
    let position = args::optional_text(position, "position")?;
    let options = args::optional_text(options, "options")?.unwrap_or_default();
    let limit = match max_seconds {
        Some(s) => args::seconds(s, "max_seconds", 0.001, MAX_SECONDS)?,
        None => DEFAULT_TIME,
    };
    let count = py.detach(move || run(&name, &options, position.as_deref(), depth, limit))?;
    Ok(count)
}

/// The count of `depth` turns from `start` (the variant's start if
/// `None`) of the variant `name` with `options`, within `limit`.
///
/// # Errors
/// The package's `OptionError` and `UnreadableError` for the variant, its
/// options and the position; `TimeLimitError` when the time is spent;
/// `KeyboardInterrupt` (or whatever Python's signal handler raises) on
/// Ctrl-C.
pub fn run(
    name: &str,
    options: &str,
    start: Option<&str>,
    depth: u32,
    limit: Duration,
) -> PyResult<u64> {
    let task = Count {
        variant: cvpages::info(name).map_or("", |info| info.name),
        start,
        depth,
        limit,
    };
    cvpages::with_variant(name, options, task).map_err(|e| PyErr::from(Failure::from(e)))?
}

/// The [`Task`] of [`run`].
struct Count<'a> {
    variant: &'static str,
    start: Option<&'a str>,
    depth: u32,
    limit: Duration,
}

impl Task for Count<'_> {
    type Output = PyResult<u64>;

    fn run<V: Playable>(self, variant: V) -> PyResult<u64> {
        let position = match self.start {
            Some(text) => variant.read_position(text).map_err(|e| {
                Failure::from(OpenError::Position {
                    variant: self.variant,
                    message: e.to_string(),
                })
            })?,
            None => variant.start_position(),
        };
        let mut poll = || Python::attach(|py| py.check_signals());
        let mut budget = Budget::new(self.limit, &mut poll);
        match bounded_perft(&variant, &position, self.depth, &mut budget) {
            Ok(n) => Ok(n),
            Err(Stop::Time(limit)) => Err(time_failure(self.variant, self.depth, limit).into()),
            Err(Stop::Signal(e)) => Err(e),
        }
    }
}

/// The time a subtree counted whole should take at most: the count
/// polls the clock and Python's signals about this often.
pub const GRAIN: Duration = Duration::from_millis(20);

/// Why a count stopped before its end.
pub enum Stop {
    /// Its time was spent.
    Time(Duration),
    /// Python's signal handler raised (Ctrl-C: `KeyboardInterrupt`).
    Signal(pyo3::PyErr),
}

/// What bounds a count: a deadline, and a question asked now and then
/// (whether Python has a signal pending).
pub struct Budget<'a> {
    limit: Duration,
    deadline: Instant,
    poll: &'a mut dyn FnMut() -> Result<(), pyo3::PyErr>,
}

impl<'a> Budget<'a> {
    /// A budget of `limit` from now, asking `poll` between subtrees.
    pub fn new(
        limit: Duration,
        poll: &'a mut dyn FnMut() -> Result<(), pyo3::PyErr>,
    ) -> Budget<'a> {
        Budget {
            limit,
            deadline: Instant::now() + limit,
            poll,
        }
    }

    fn check(&mut self) -> Result<(), Stop> {
        if Instant::now() >= self.deadline {
            return Err(Stop::Time(self.limit));
        }
        (self.poll)().map_err(Stop::Signal)
    }
}

/// The count of turn sequences of length `depth` from `position`, within
/// `budget`.
///
/// # Errors
/// [`Stop`] when the budget is spent or a signal is pending.
pub fn bounded_perft<V: Variant>(
    variant: &V,
    position: &V::Position,
    depth: u32,
    budget: &mut Budget<'_>,
) -> Result<u64, Stop> {
    let mut counter = Counter {
        variant,
        budget,
        whole: [false; MAX_DEPTH as usize + 1],
    };
    counter.count(position, depth)
}

struct Counter<'v, 'b, 'p, V> {
    variant: &'v V,
    budget: &'b mut Budget<'p>,
    /// Per depth left: whether the last subtree of that depth was counted
    /// within [`GRAIN`], so that the next is counted whole.
    whole: [bool; MAX_DEPTH as usize + 1],
}

impl<V: Variant> Counter<'_, '_, '_, V> {
    /// Counts `depth` turns from `position`. A subtree is counted whole
    /// (no clock read inside it) once the last one of its depth took less
    /// than [`GRAIN`]; otherwise the budget is asked first, and a subtree
    /// of one turn (a single listing, which in Multimove Chess can take a
    /// tenth of a second) is counted as it stands, deeper ones turn by
    /// turn. The clock is so read at least once a grain, whatever the
    /// variant spends on one listing.
    fn count(&mut self, position: &V::Position, depth: u32) -> Result<u64, Stop> {
        if depth == 0 {
            return Ok(1);
        }
        let slot = (depth as usize).min(MAX_DEPTH as usize);
        let start = Instant::now();
        if self.whole[slot] {
            let n = self.variant.perft(position, depth);
            if start.elapsed() > GRAIN {
                self.whole[slot] = false;
            }
            return Ok(n);
        }
        self.budget.check()?;
        let total = if depth == 1 {
            self.variant.perft(position, 1)
        } else {
            let mut turns = Vec::new();
            self.variant.legal_turns(position, &mut turns);
            let mut total = 0u64;
            for turn in &turns {
                let next = self.variant.play_turn_unchecked(position, turn);
                total += self.count(&next, depth - 1)?;
            }
            total
        };
        if start.elapsed() <= GRAIN {
            self.whole[slot] = true;
        }
        Ok(total)
    }
}

/// The one-line message of a count stopped at its time limit.
pub fn time_failure(variant: &str, depth: u32, limit: Duration) -> Failure {
    Failure::new(
        Kind::TimeLimit,
        format!(
            "perft {depth} of {variant} was stopped after {} s (max_seconds): give more time, or a smaller depth",
            format_seconds(limit)
        ),
    )
}

/// Seconds as a person writes them: `60`, `0.5`.
fn format_seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s.fract() == 0.0 {
        format!("{s:.0}")
    } else {
        format!("{s}")
    }
}
