//! The time manager: what a `go` asks for, as the engine's [`Limits`].

use crate::command::Go;
use engine::Limits;
use kernel::Color;
use std::time::Duration;

/// Time kept back from every budget for the answer to reach the GUI, in
/// milliseconds.
pub const OVERHEAD_MS: u64 = 20;

/// The turns a clock without `movestogo` is spread over.
pub const TURNS_AHEAD: u64 = 30;

/// What `go` asks of a search for `side` (to move): its depth, nodes and
/// `movetime` as given, and from the side's clock a time of
/// `time / 30 + increment * 0.8` (`time / movestogo` when fewer than 30
/// turns are to go), never more than a fifth of the time left, less
/// [`OVERHEAD_MS`], and at least a millisecond. The smaller of the
/// clock's time and `movetime` is kept. `None` for a search until `stop`:
/// `go infinite`, or a `go` that sets no limit for `side` (a bare `go`, as
/// Stockfish reads it, or only the other side's clock).
///
/// # Examples
/// ```
/// use uci::command::Go;
/// use uci::time::limits;
/// use kernel::Color;
/// use std::time::Duration;
/// // 60 s and 1 s a turn: 2 s + 0.8 s, less the overhead.
/// let go = Go { wtime: Some(60_000), winc: Some(1_000), btime: Some(1), ..Go::default() };
/// assert_eq!(limits(&go, Color::White).unwrap().time, Some(Duration::from_millis(2_780)));
/// // Never more than a fifth of the time left.
/// let go = Go { btime: Some(1_000), binc: Some(5_000), ..Go::default() };
/// assert_eq!(limits(&go, Color::Black).unwrap().time, Some(Duration::from_millis(180)));
/// // White's clock only: Black searches until stop.
/// let go = Go { wtime: Some(1_000), ..Go::default() };
/// assert_eq!(limits(&go, Color::Black), None);
/// ```
pub fn limits(go: &Go, side: Color) -> Option<Limits> {
    let mut limits = Limits::default();
    if go.infinite {
        return None;
    }
    limits.depth = go.depth;
    limits.nodes = go.nodes;
    let (time, increment) = match side {
        Color::White => (go.wtime, go.winc),
        Color::Black => (go.btime, go.binc),
    };
    let from_clock = time.map(|time| {
        let turns = go
            .movestogo
            .map_or(TURNS_AHEAD, |m| m.clamp(1, TURNS_AHEAD));
        let share = time / turns + increment.unwrap_or(0).saturating_mul(4) / 5;
        share.min(time / 5).saturating_sub(OVERHEAD_MS).max(1)
    });
    let ms = match (from_clock, go.movetime) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    limits.time = ms.map(Duration::from_millis);
    (limits != Limits::default()).then_some(limits)
}
