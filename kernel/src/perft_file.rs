//! Reading perft data files: the expected node counts of positions, kept as
//! data beside each variant (`perft/*.perft`) and checked by one driver.
//!
//! ```text
//! # a comment
//! id kiwipete
//! fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
//! perft 1 48
//! perft 2 2039
//! ```

use crate::excerpt::Excerpt;
use thiserror::Error;

/// One position of a perft file with its expected counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerftCase {
    /// The name given by `id`.
    pub id: String,
    /// The position text given by `fen`.
    pub fen: String,
    /// `(depth, nodes)` pairs.
    pub counts: Vec<(u32, u64)>,
}

/// Why a perft file was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PerftFileError {
    /// A line that is none of `id`, `fen`, `perft`.
    #[error("line {line}: expected 'id', 'fen' or 'perft', found {text}")]
    UnknownLine {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: Excerpt,
    },
    /// A `fen` or `perft` line before any `id`.
    #[error("line {0}: 'fen' or 'perft' before any 'id'")]
    NoId(usize),
    /// A `perft` line without two numbers.
    #[error("line {line}: expected 'perft <depth> <nodes>', found {text}")]
    BadCount {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: Excerpt,
    },
}

/// Reads a perft file.
///
/// # Errors
/// [`PerftFileError`] for the first malformed line.
pub fn parse(text: &str) -> Result<Vec<PerftCase>, PerftFileError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "id" => cases.push(PerftCase {
                id: rest.to_string(),
                fen: String::new(),
                counts: Vec::new(),
            }),
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
/// skipped) for `variant`, with positions read by the variant; returns one
/// line per mismatch or unreadable position, and how many counts ran.
pub fn check<V: crate::Variant + ?Sized>(
    variant: &V,
    cases: &[PerftCase],
    max_nodes: u64,
) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases {
        let position = if case.fen.is_empty() {
            variant.start_position()
        } else {
            match variant.read_position(&case.fen) {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("{:#}: {e}", Excerpt::new(&case.id)));
                    continue;
                }
            }
        };
        for &(depth, nodes) in &case.counts {
            if nodes > max_nodes {
                continue;
            }
            ran += 1;
            let got = variant.perft(&position, depth);
            if got != nodes {
                failures.push(format!(
                    "{:#} depth {depth}: expected {nodes}, got {got}",
                    Excerpt::new(&case.id)
                ));
            }
        }
    }
    (failures, ran)
}
