//! `cvpages.replay`: a game file replayed with the rules of the variant it
//! names, and the report as Python objects: [`PyReport`], with an
//! [`PyEntry`] per turn, claim and side line and a [`PyDeviation`] per rule
//! broken.
//!
//! Kinds and tones are given as the kernel's names for them in lower case
//! with hyphens (`not-check`, `end-of-variation`), made from the names
//! themselves, so that a kind added to the kernel reaches Python unchanged.

use crate::args;
use crate::errors::{Failure, Kind};
use kernel::replay::{Deviation, Entry, GameFile, Report, Verdict};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// `NotCheck` as `not-check`.
fn hyphenated(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// A name of the kernel's, by its `Debug` form.
fn name_of(value: &impl std::fmt::Debug) -> String {
    hyphenated(&format!("{value:?}"))
}

/// Verdict lines as `(tone, text)` pairs.
fn verdicts(lines: &[Verdict]) -> Vec<(String, String)> {
    lines
        .iter()
        .map(|v| (name_of(&v.tone), v.text.clone()))
        .collect()
}

/// The replay of a game file (``cvpages.replay``): what the file says and,
/// for every turn, claim and side line, an ``Entry`` with the verdict.
/// ``passed`` is true when nothing fails (``problems`` is empty);
/// ``deviations`` lists every rule a turn broke, declared by the file or
/// not. ``str()`` gives the full report as ``cargo xtask verify-games``
/// writes it.
#[pyclass(module = "cvpages", name = "Report", frozen)]
pub struct PyReport {
    report: Report,
}

#[pymethods]
impl PyReport {
    /// The game's title.
    #[getter]
    fn title(&self) -> &str {
        self.report.title()
    }

    /// The game file's ``source:``.
    #[getter]
    fn source(&self) -> &str {
        self.report.source()
    }

    /// The variant's name, as the file gives it.
    #[getter]
    fn variant(&self) -> &str {
        self.report.variant()
    }

    /// The game file's ``options:`` (empty if none).
    #[getter]
    fn options(&self) -> &str {
        self.report.options()
    }

    /// How many turns were replayed, side lines included.
    #[getter]
    fn turns_replayed(&self) -> usize {
        self.report.turns_replayed()
    }

    /// Why the file fails, one line each: deviations found but not
    /// declared, declared but not found, replays that could not go on.
    #[getter]
    fn problems(&self) -> Vec<String> {
        self.report.problems().to_vec()
    }

    /// Whether the file passes: no problem.
    #[getter]
    fn passed(&self) -> bool {
        self.report.problems().is_empty()
    }

    /// Every rule a turn or claim broke, in the file's order.
    #[getter]
    fn deviations(&self) -> Vec<PyDeviation> {
        self.report
            .deviations()
            .iter()
            .map(PyDeviation::from)
            .collect()
    }

    /// The start, every turn, claim and side line, in the file's order.
    #[getter]
    fn entries(&self) -> Vec<PyEntry> {
        self.report.entries().iter().map(PyEntry::from).collect()
    }

    /// One line: turns replayed, deviations found and declared.
    #[getter]
    fn summary(&self) -> String {
        self.report.summary()
    }

    /// The full report as text.
    fn render(&self) -> String {
        self.report.render()
    }

    fn __str__(&self) -> String {
        self.report.render()
    }

    fn __repr__(&self) -> String {
        format!(
            "<cvpages.Report {:?}: {}, {}>",
            self.report.title(),
            self.report.summary(),
            if self.report.problems().is_empty() {
                "passed"
            } else {
                "failed"
            }
        )
    }
}

/// One turn, claim, start or side line of a ``Report``: its ``kind``
/// (``'start'``, ``'turn'``, ``'claim'``, ``'variation'``,
/// ``'end-of-variation'``), ``label`` (``'12...'``), the turn ``text`` as
/// the file prints it, the side line it is in (``context``), the file
/// ``line``, the ``verdict`` as ``(tone, text)`` pairs (tones ``'ok'``,
/// ``'declared'``, ``'problem'``, ``'end'``), the ``position`` text it
/// leads to (``None`` for a turn not played and for claims), its
/// ``diagram``, what follows (``after``: the end of the game) and the
/// source's ``comments``.
#[pyclass(module = "cvpages", name = "Entry", frozen, get_all)]
pub struct PyEntry {
    kind: String,
    label: String,
    text: String,
    context: String,
    line: usize,
    verdict: Vec<(String, String)>,
    position: Option<String>,
    diagram: Option<String>,
    after: Vec<(String, String)>,
    comments: Vec<String>,
}

impl From<&Entry> for PyEntry {
    fn from(e: &Entry) -> PyEntry {
        PyEntry {
            kind: name_of(&e.kind),
            label: e.label.clone(),
            text: e.text.clone(),
            context: e.context.clone(),
            line: e.line,
            verdict: verdicts(&e.verdict),
            position: e.position.clone(),
            diagram: e.picture.as_ref().map(|p| p.text()),
            after: verdicts(&e.after),
            comments: e.comments.clone(),
        }
    }
}

#[pymethods]
impl PyEntry {
    fn __repr__(&self) -> String {
        let first = self.verdict.first().map_or("", |(_, text)| text.as_str());
        format!(
            "<cvpages.Entry {} {:?} line {}: {first}>",
            self.kind, self.label, self.line
        )
    }
}

/// A rule a turn or claim broke: the ``turn`` (its label, with the side
/// line it is in), the file ``line``, the ``kind`` (``'illegal'``,
/// ``'not-check'``, ``'not-mate'``, ``'misprint'``, ``'unreadable'``,
/// ``'refused'``), the ``reason`` in words, and the file's ``declared``
/// words if it declares it (else ``None``).
#[pyclass(module = "cvpages", name = "Deviation", frozen, get_all)]
pub struct PyDeviation {
    turn: String,
    line: usize,
    kind: String,
    reason: String,
    declared: Option<String>,
}

impl From<&Deviation> for PyDeviation {
    fn from(d: &Deviation) -> PyDeviation {
        PyDeviation {
            turn: d.turn.clone(),
            line: d.line,
            kind: name_of(&d.kind),
            reason: d.reason.clone(),
            declared: d.declared.clone(),
        }
    }
}

#[pymethods]
impl PyDeviation {
    fn __repr__(&self) -> String {
        format!(
            "<cvpages.Deviation {} {} line {}: {}>",
            self.kind, self.turn, self.line, self.reason
        )
    }
}

/// Replays the game file ``text`` (the format of the workspace's
/// ``GAMES.md``) with the variant and options it names, turn by turn, as
/// ``cargo xtask verify-games`` does, and returns the ``Report``. A turn
/// that breaks a rule is not an error but part of the report.
///
/// Raises ``UnreadableError`` if the file does not read (the message names
/// the line) or its start position does not, ``OptionError`` if it names
/// an unknown variant or options the variant refuses.
#[pyfunction]
pub fn replay(py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<PyReport> {
    let text = args::text(text, "the game file")?;
    let report = py.detach(move || -> Result<Report, Failure> {
        let file =
            GameFile::parse(&text).map_err(|e| Failure::new(Kind::Unreadable, e.to_string()))?;
        Ok(cvpages::replay(&file)?)
    })?;
    Ok(PyReport { report })
}
