//! Reading perft data files: the expected node counts of positions, kept as
//! data beside each variant (`perft/*.perft`) and checked by one driver.
//!
//! ```text
//! # a comment
//! id kiwipete
//! fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
//! perft 1 48
//! perft 2 2039
//!
//! id start
//! options pawn-start=capture
//! perft 1 57
//! ```
//!
//! Each case starts with `id <name>`; the lines after it, until the next
//! `id`, belong to it:
//!
//! | line | meaning |
//! |---|---|
//! | `fen <text>` | the position, in the variant's position text; without it, the start position (of the variant built with the case's options) |
//! | `options <text>` | the variant's options, as a game file's `options:` line takes them (the grammar of [`crate::options`]); without it, or empty, the standard game. At most one per case |
//! | `perft <depth> <nodes>` | an expected count |
//!
//! `#` starts a comment, to the end of the line. Files written before
//! `options` lines existed read as before: every case the standard game.
//!
//! [`check`] counts with one variant the caller built, and refuses a case
//! that names options; [`check_with`] builds the variant of each case from
//! its options, so one file can hold the counts of every reading.

use crate::excerpt::Excerpt;
use crate::options::{Options, OptionsError};
use std::fmt::Display;
use thiserror::Error;

/// One position of a perft file with its expected counts.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PerftCase {
    /// The name given by `id`.
    pub id: String,
    /// The variant's options given by `options` (empty: the standard game).
    pub options: String,
    /// The position text given by `fen` (empty: the start position).
    pub fen: String,
    /// `(depth, nodes)` pairs.
    pub counts: Vec<(u32, u64)>,
}

impl PerftCase {
    /// The case's name for messages: its id, and its options in brackets
    /// when it has any (`start [pawn-start=capture]`), both quoted as
    /// excerpts.
    pub fn name(&self) -> String {
        if self.options.is_empty() {
            format!("{:#}", Excerpt::new(&self.id))
        } else {
            format!(
                "{:#} [{:#}]",
                Excerpt::new(&self.id),
                Excerpt::new(&self.options)
            )
        }
    }
}

/// Why a perft file was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PerftFileError {
    /// A line that is none of `id`, `options`, `fen`, `perft`.
    #[error("line {line}: expected 'id', 'options', 'fen' or 'perft', found {text}")]
    UnknownLine {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: Excerpt,
    },
    /// An `id` line with no name after it.
    #[error("line {0}: 'id' names no case: write 'id <name>'")]
    EmptyId(usize),
    /// An `options`, `fen` or `perft` line before any `id`.
    #[error("line {0}: 'options', 'fen' or 'perft' before any 'id'")]
    NoId(usize),
    /// A `perft` line without two numbers.
    #[error("line {line}: expected 'perft <depth> <nodes>', found {text}")]
    BadCount {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: Excerpt,
    },
    /// An `options` line that does not follow the options grammar.
    #[error("line {line}: {error}")]
    BadOptions {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        error: OptionsError,
    },
    /// A second `options` line for one case.
    #[error("line {line}: case {id} already has an 'options' line")]
    RepeatedOptions {
        /// 1-based line number.
        line: usize,
        /// The case's id.
        id: Excerpt,
    },
}

/// Reads a perft file.
///
/// # Errors
/// [`PerftFileError`] for the first malformed line. An `options` line is
/// checked against the options grammar only; whether the variant knows its
/// keys is found when the variant is built ([`check_with`]).
pub fn parse(text: &str) -> Result<Vec<PerftCase>, PerftFileError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    // Whether the case being read has had its `options` line (an empty
    // one included), which an empty `options` field cannot tell.
    let mut options_given = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "id" => {
                if rest.is_empty() {
                    return Err(PerftFileError::EmptyId(i + 1));
                }
                cases.push(PerftCase {
                    id: rest.to_string(),
                    ..PerftCase::default()
                });
                options_given = false;
            }
            "options" => {
                let case = cases.last_mut().ok_or(PerftFileError::NoId(i + 1))?;
                if options_given {
                    return Err(PerftFileError::RepeatedOptions {
                        line: i + 1,
                        id: Excerpt::new(&case.id),
                    });
                }
                Options::parse(rest)
                    .map_err(|error| PerftFileError::BadOptions { line: i + 1, error })?;
                case.options = rest.to_string();
                options_given = true;
            }
            "fen" => cases.last_mut().ok_or(PerftFileError::NoId(i + 1))?.fen = rest.to_string(),
            "perft" => {
                let bad = || PerftFileError::BadCount {
                    line: i + 1,
                    text: Excerpt::new(line),
                };
                let mut parts = rest.split_whitespace();
                let depth = parts.next().and_then(|d| d.parse().ok()).ok_or_else(bad)?;
                let nodes = parts.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
                if parts.next().is_some() {
                    return Err(bad());
                }
                cases
                    .last_mut()
                    .ok_or(PerftFileError::NoId(i + 1))?
                    .counts
                    .push((depth, nodes));
            }
            _ => {
                return Err(PerftFileError::UnknownLine {
                    line: i + 1,
                    text: Excerpt::new(line),
                })
            }
        }
    }
    Ok(cases)
}

/// Checks every count of `cases` up to `max_nodes` nodes (the rest are
/// skipped) for `variant`, which the caller built, with positions read by
/// the variant; returns one line per mismatch, unreadable position or case
/// with options, and how many counts ran.
///
/// A case that names options is not counted but reported: `variant` was
/// not built with them, and counting it under the standard game would
/// check the wrong numbers. Use [`check_with`] for files with options.
pub fn check<V: crate::Variant + ?Sized>(
    variant: &V,
    cases: &[PerftCase],
    max_nodes: u64,
) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases {
        if case.options.is_empty() {
            check_case(variant, case, max_nodes, &mut failures, &mut ran);
        } else {
            failures.push(format!(
                "{}: the case names options, but the variant was built by the caller; check the file with perft_file::check_with",
                case.name()
            ));
        }
    }
    (failures, ran)
}

/// Checks every count of `cases` up to `max_nodes` nodes as [`check`]
/// does, with the variant of each case built by `build` from the case's
/// options (`""` for a case without them), such as
/// `|options| Variant::with_options(options)`. A case whose options
/// `build` refuses is one failure line.
///
/// # Examples
/// ```
/// use kernel::perft_file;
/// let cases = perft_file::parse("id start\nperft 2 400\nid start\noptions colour=red\nperft 1 20\n").unwrap();
/// let build = |options: &str| {
///     kernel::options::Options::parse(options)?.finish(&[])?;
///     Ok::<_, kernel::options::OptionsError>(kernel::chess::fide())
/// };
/// let (failures, ran) = perft_file::check_with(build, &cases, 1_000);
/// assert_eq!(ran, 1);
/// assert_eq!(failures, ["start [colour=red]: unknown option 'colour': this variant has no options"]);
/// ```
pub fn check_with<V, E, F>(
    mut build: F,
    cases: &[PerftCase],
    max_nodes: u64,
) -> (Vec<String>, usize)
where
    V: crate::Variant,
    E: Display,
    F: FnMut(&str) -> Result<V, E>,
{
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases {
        match build(&case.options) {
            Ok(variant) => check_case(&variant, case, max_nodes, &mut failures, &mut ran),
            Err(e) => failures.push(format!("{}: {e}", case.name())),
        }
    }
    (failures, ran)
}

/// Counts one case with `variant`, adding to `failures` and `ran`.
fn check_case<V: crate::Variant + ?Sized>(
    variant: &V,
    case: &PerftCase,
    max_nodes: u64,
    failures: &mut Vec<String>,
    ran: &mut usize,
) {
    let position = if case.fen.is_empty() {
        variant.start_position()
    } else {
        match variant.read_position(&case.fen) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{}: {e}", case.name()));
                return;
            }
        }
    };
    for &(depth, nodes) in &case.counts {
        if nodes > max_nodes {
            continue;
        }
        *ran += 1;
        let got = variant.perft(&position, depth);
        if got != nodes {
            failures.push(format!(
                "{} depth {depth}: expected {nodes}, got {got}",
                case.name()
            ));
        }
    }
}
