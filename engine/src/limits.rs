//! How long the engine may think: a depth, a number of nodes or a time,
//! as text (`1s`, `250ms`, `10000 nodes`, `depth 4`) or built in code, and
//! the clock that keeps a search to it.

use crate::instant::Instant;
use kernel::excerpt::Excerpt;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

/// The deepest search a limit may ask for, in turns.
pub const MAX_DEPTH: u32 = 64;

/// What stops a search: the first of these reached. A limit with none
/// set searches to [`MAX_DEPTH`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// Turns deep, the last iteration of iterative deepening.
    pub depth: Option<u32>,
    /// Positions visited and steps walked
    /// ([`crate::search::Counters::work`]).
    pub nodes: Option<u64>,
    /// Time since the search began.
    pub time: Option<Duration>,
}

/// Why a limit's text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LimitError {
    /// Nothing was given.
    #[error("the limit is empty: give a time (1s, 250ms), a node count (10000 nodes) or a depth (depth 4)")]
    Empty,
    /// The text is none of the forms.
    #[error(
        "limit {0} is not a time (1s, 250ms), a node count (10000 nodes) or a depth (depth 4)"
    )]
    Unreadable(Excerpt),
    /// A number of the right form, out of range.
    #[error("limit {text}: {why}")]
    OutOfRange {
        /// The limit as given.
        text: Excerpt,
        /// What the range is.
        why: &'static str,
    },
}

impl Limits {
    /// Search to `depth` turns.
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
        }
    }

    /// Search `nodes` positions and steps together: a step of a walk over
    /// a turn's steps counts as a node, so that the budget holds inside
    /// one position of a hundred thousand turns.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
        }
    }

    /// Search for `time`.
    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
        }
    }

    /// Reads a limit: `1s`, `0.5s`, `250ms` (a time, up to an hour),
    /// `10000 nodes` (or `10000nodes`), `depth 4` (1 to [`MAX_DEPTH`]).
    ///
    /// # Errors
    /// [`LimitError`] saying which form was expected.
    ///
    /// # Examples
    /// ```
    /// use engine::Limits;
    /// use std::time::Duration;
    /// assert_eq!(Limits::parse("1s").unwrap(), Limits::time(Duration::from_secs(1)));
    /// assert_eq!(Limits::parse("250ms").unwrap(), Limits::time(Duration::from_millis(250)));
    /// assert_eq!(Limits::parse("10000 nodes").unwrap(), Limits::nodes(10_000));
    /// assert_eq!(Limits::parse("depth 4").unwrap(), Limits::depth(4));
    /// assert_eq!(
    ///     Limits::parse("fast").unwrap_err().to_string(),
    ///     "limit 'fast' is not a time (1s, 250ms), a node count (10000 nodes) or a depth (depth 4)"
    /// );
    /// assert!(Limits::parse("depth 0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Limits, LimitError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(LimitError::Empty);
        }
        let unreadable = || LimitError::Unreadable(Excerpt::new(text));
        let range = |why| LimitError::OutOfRange {
            text: Excerpt::new(text),
            why,
        };
        if let Some(rest) = t.strip_prefix("depth") {
            let n: u32 = rest.trim().parse().map_err(|_| unreadable())?;
            if !(1..=MAX_DEPTH).contains(&n) {
                return Err(range("a depth is from 1 to 64 turns"));
            }
            return Ok(Limits::depth(n));
        }
        if let Some(rest) = t.strip_suffix("nodes") {
            let n: u64 = rest.trim().parse().map_err(|_| unreadable())?;
            if n == 0 {
                return Err(range("a node count is at least 1"));
            }
            return Ok(Limits::nodes(n));
        }
        let (number, scale) = if let Some(rest) = t.strip_suffix("ms") {
            (rest, 0.001)
        } else if let Some(rest) = t.strip_suffix('s') {
            (rest, 1.0)
        } else {
            return Err(unreadable());
        };
        let number = number.trim();
        // Plain decimal digits only: `f64` would also read "inf" and "1e3".
        if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit() || c == '.') {
            return Err(unreadable());
        }
        let value: f64 = number.parse().map_err(|_| unreadable())?;
        let seconds = value * scale;
        if !(0.001..=3600.0).contains(&seconds) {
            return Err(range("a time is from 1ms to 3600s"));
        }
        Ok(Limits::time(Duration::from_secs_f64(seconds)))
    }
}

impl fmt::Display for Limits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(d) = self.depth {
            parts.push(format!("depth {d}"));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("{n} nodes"));
        }
        if let Some(t) = self.time {
            parts.push(format!("{}ms", t.as_millis()));
        }
        if parts.is_empty() {
            parts.push(format!("depth {MAX_DEPTH}"));
        }
        f.write_str(&parts.join(", "))
    }
}

/// The clock of one search: started with the search, asked often whether
/// the time or the node budget is spent. Reading the time costs a system
/// call's worth, so it is read every [`Clock::POLL`] questions; the search
/// asks once per position and the walk over a turn's steps once per step
/// (with the positions and the steps counted together, as the node budget
/// counts them), so a Multimove turn list of a hundred thousand turns is
/// interrupted as promptly as a chess node.
#[derive(Debug, Clone)]
pub struct Clock {
    start: Instant,
    deadline: Option<Instant>,
    nodes: Option<u64>,
    asked: u32,
    stopped: bool,
    stop: Option<Arc<AtomicBool>>,
}

impl Clock {
    /// Questions between two readings of the time.
    pub const POLL: u32 = 64;

    /// A clock for `limits`, started now.
    pub fn start(limits: &Limits) -> Clock {
        let start = Instant::now();
        Clock {
            start,
            deadline: limits.time.map(|t| start + t),
            nodes: limits.nodes,
            asked: 0,
            stopped: false,
            stop: None,
        }
    }

    /// The clock also stops once `stop` is set (by another thread: a UCI
    /// `stop` during `go infinite`); the flag is read when the time is,
    /// every [`Clock::POLL`] questions.
    pub fn with_stop(mut self, stop: Option<Arc<AtomicBool>>) -> Clock {
        self.stop = stop;
        self
    }

    /// Whether the search must stop, `nodes` (positions and steps) having
    /// been counted. Once it says yes it keeps saying yes.
    #[inline]
    pub fn out(&mut self, nodes: u64) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes.is_some_and(|n| nodes >= n) {
            self.stopped = true;
            return true;
        }
        if self.deadline.is_some() || self.stop.is_some() {
            self.asked += 1;
            if self.asked >= Self::POLL {
                self.asked = 0;
                if self.deadline.is_some_and(|d| Instant::now() >= d)
                    || self
                        .stop
                        .as_ref()
                        .is_some_and(|s| s.load(Ordering::Relaxed))
                {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// Whether the search has been told to stop.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The time since the search began.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
