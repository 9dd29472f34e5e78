//! The engine from Python: the limit of a search read from ``time``,
//! ``depth`` and ``nodes`` (always bounded in time), and
//! `cvpages.Analysis`, what a search found.

use crate::args;
use crate::core::Found;
use engine::Limits;
use pyo3::prelude::*;
use std::time::Duration;

/// The time a search takes when no limit is given: one second, as `cargo
/// xtask play --engine` does.
pub const DEFAULT_TIME: Duration = Duration::from_secs(1);

/// The time a search limited by depth or nodes alone stops at all the
/// same: the engine cannot be interrupted while the GIL is released, so no
/// search is left without a time. Give `time` to search longer.
pub const TIME_CAP: Duration = Duration::from_secs(60);

/// The longest time a search may be given, as the engine's limits allow.
pub const MAX_TIME: f64 = 3600.0;

/// The most nodes a search may be given: about an hour of search at the
/// engine's speed, past which the time cap decides anyway.
pub const MAX_NODES: i64 = 1_000_000_000_000;

/// The limit of a search: the first of `time`, `depth` and `nodes`
/// reached; [`DEFAULT_TIME`] if none is given, and never more than
/// [`TIME_CAP`] unless a time is given.
///
/// # Errors
/// `TypeError` for a value of the wrong type; the package's
/// `OptionError` for one out of range.
pub fn limits(
    time: Option<&Bound<'_, PyAny>>,
    depth: Option<&Bound<'_, PyAny>>,
    nodes: Option<&Bound<'_, PyAny>>,
) -> PyResult<Limits> {
    let time = time
        .map(|t| args::seconds(t, "time", 0.001, MAX_TIME))
        .transpose()?;
    let depth = depth
        .map(|d| args::whole(d, "depth", 1, i64::from(engine::limits::MAX_DEPTH)))
        .transpose()?;
    let nodes = nodes
        .map(|n| args::whole(n, "nodes", 1, MAX_NODES))
        .transpose()?;
    let time = match (time, depth, nodes) {
        (Some(t), _, _) => t,
        (None, None, None) => DEFAULT_TIME,
        (None, _, _) => TIME_CAP,
    };
    Ok(Limits {
        depth: depth.and_then(|d| u32::try_from(d).ok()),
        nodes: nodes.and_then(|n| u64::try_from(n).ok()),
        time: Some(time),
    })
}

/// What the engine found in a position (``Game.analyse``): the ``turn`` it
/// would play, its ``score`` for the side to move as the engine writes it
/// (``'+0.35'``, ``'win in 2'``, ``'loss in 1'``), the same as
/// ``centipawns`` (hundredths of a Pawn; ``None`` for a won or lost game)
/// or as ``mate`` (the winner's turns a won or lost game takes, positive
/// when the side to move wins; else ``None``), the ``depth`` searched to
/// the end in turns, the ``nodes`` visited, the ``seconds`` taken, and the
/// ``line`` expected, the turn first.
#[pyclass(module = "cvpages", name = "Analysis", frozen, get_all)]
pub struct PyAnalysis {
    pub(crate) turn: String,
    score: String,
    centipawns: Option<i32>,
    mate: Option<i32>,
    depth: u32,
    nodes: u64,
    seconds: f64,
    line: Vec<String>,
}

impl From<Found> for PyAnalysis {
    fn from(found: Found) -> PyAnalysis {
        PyAnalysis {
            turn: found.turn,
            score: found.score,
            centipawns: found.centipawns,
            mate: found.mate,
            depth: found.depth,
            nodes: found.nodes,
            seconds: found.elapsed.as_secs_f64(),
            line: found.line,
        }
    }
}

#[pymethods]
impl PyAnalysis {
    fn __repr__(&self) -> String {
        format!(
            "<cvpages.Analysis {} {} depth {} nodes {}>",
            self.turn, self.score, self.depth, self.nodes
        )
    }
}
