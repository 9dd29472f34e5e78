//! `cvpages.Outcome`: how a game ended, who won and by which rule.

use kernel::{Color, GameResult, Outcome};
use pyo3::prelude::*;

/// How a game ended: who won (``winner``: ``'white'``, ``'black'``, or
/// ``None`` for a draw), the rule that ended it (``reason``:
/// ``'checkmate'``, ``'stalemate'``, ``'king reached the last rank'``...)
/// and the result as a game score writes it (``result``: ``'1-0'``,
/// ``'0-1'``, ``'1/2-1/2'``). ``str()`` gives the sentence, ``'white wins
/// by checkmate'``.
#[pyclass(module = "cvpages", name = "Outcome", frozen, eq)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PyOutcome {
    winner: Option<&'static str>,
    result: &'static str,
    reason: String,
    sentence: String,
}

impl From<Outcome> for PyOutcome {
    fn from(outcome: Outcome) -> PyOutcome {
        let (winner, result) = match outcome.result {
            GameResult::Win(Color::White) => (Some("white"), "1-0"),
            GameResult::Win(Color::Black) => (Some("black"), "0-1"),
            GameResult::Draw => (None, "1/2-1/2"),
        };
        PyOutcome {
            winner,
            result,
            reason: outcome.reason.to_string(),
            sentence: outcome.to_string(),
        }
    }
}

#[pymethods]
impl PyOutcome {
    /// ``'white'`` or ``'black'``, or ``None`` for a draw.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.winner
    }

    /// The rule that ended the game, in words: ``'checkmate'``,
    /// ``'threefold repetition'``, ``'king removed from play'``...
    #[getter]
    fn reason(&self) -> &str {
        &self.reason
    }

    /// ``'1-0'``, ``'0-1'`` or ``'1/2-1/2'``.
    #[getter]
    fn result(&self) -> &'static str {
        self.result
    }

    fn __str__(&self) -> &str {
        &self.sentence
    }

    fn __repr__(&self) -> String {
        let winner = self.winner.map_or("None".to_string(), |w| format!("'{w}'"));
        format!("Outcome(winner={winner}, reason={:?})", self.reason)
    }
}
