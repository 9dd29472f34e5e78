//! Analysis of a game file: at each turn of the main line (and of each
//! side line), the engine's best turn and score for the side to move, and
//! what the mate search decides there within its limit.
//!
//! The lines are walked as `verify-games` replays them: a declared
//! misprint's corrected turn is played instead of the printed one, a turn
//! the rules refuse is played as written (and marked), and a line stops at
//! a turn that does not read or at a resignation. A side line starts from
//! the main line's position before the turn it replaces.
//!
//! Machine-checked commentary ([`crate::commentary`]) reads the position
//! of each claim from this walk ([`positions`]).

use engine::Limits;
use engine::mate::{describe, MateSearch, MateVerdict};
use engine::Score;
use engine::Engine;
use kernel::replay::{Declared, GameFile, TurnLine};
use kernel::{Color, Turn, Variant};
use std::fmt;
use thiserror::Error;

/// What to analyse and how hard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalyseOptions {
    /// The search's limit at each turn.
    pub limits: Limits,
    /// The mate search's limit at each turn.
    pub mate_limits: Limits,
    /// The most turns the mate search looks for a win in (0: no mate
    /// search).
    pub mate_turns: u32,
    /// Only the main-line turn with this move number (and the side lines
    /// that branch at it); every turn if `None`.
    pub turn: Option<u32>,
}

/// Why a game file could not be analysed at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnalyseError {
    /// The start position does not read.
    #[error("start position: {0}")]
    Start(String),
    /// `--turn` names a turn the main line does not have.
    #[error("the main line has no turn {0}")]
    NoSuchTurn(u32),
}

/// One position analysed: before a turn of a line.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysed {
    /// Where it is: `3...` in the main line, `variation before 3... / 4.`
    /// in a side line.
    pub label: String,
    /// The turn the file plays from here, as written.
    pub played: String,
    /// What happened to it: `ok`, the corrected misprint, the rule it
    /// breaks, or why the line stops.
    pub verdict: String,
    /// The engine's best turn, in notation (`None` if the game is over).
    pub best: Option<String>,
    /// Its score for the side to move.
    pub score: Score,
    /// The depth the search finished.
    pub depth: u32,
    /// The positions the search visited.
    pub nodes: u64,
    /// The mate search's verdict for the side to move, with the winning
    /// line's first turn when there is one (`None` without a mate search).
    pub mate: Option<String>,
}

impl fmt::Display for Analysed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.label, self.played)?;
        if self.verdict != "ok" {
            write!(f, " [{}]", self.verdict)?;
        }
        match &self.best {
            Some(best) => write!(
                f,
                ": engine {best} {} (depth {}, {} nodes)",
                self.score, self.depth, self.nodes
            )?,
            None => write!(f, ": the game is over")?,
        }
        if let Some(mate) = &self.mate {
            write!(f, "; mate search: {mate}")?;
        }
        Ok(())
    }
}

/// A position of a line with the game's history before it.
#[derive(Debug, Clone)]
pub struct LinePosition<P> {
    /// The move number and side of the turn played from it.
    pub number: u32,
    /// The side to move.
    pub side: Color,
    /// The position.
    pub position: P,
    /// The repetition keys of the positions before it.
    pub history: Vec<u64>,
}

/// One turn of a line, walked: the position before it, what the file
/// plays from there and where that leads.
#[derive(Debug, Clone)]
pub struct Walked<P, S> {
    /// `3...` or `variation before 3... / 4.`
    pub label: String,
    /// The 1-based line of the file the turn is on.
    pub line: usize,
    /// Where it was played from.
    pub before: LinePosition<P>,
    /// The turn as written.
    pub written: String,
    /// What happened to it (see [`Analysed::verdict`]).
    pub verdict: String,
    /// The turn played (a misprint's correction; a turn the rules refuse
    /// as written) and the position after it; `None` for a resignation or
    /// a turn that does not read.
    pub played: Option<(Turn<S>, P)>,
}

/// Walks `turns` from `start`, one entry per turn reached.
fn walk_line<V: Variant>(
    variant: &V,
    context: &str,
    turns: &[TurnLine],
    mut position: V::Position,
    mut history: Vec<u64>,
    out: &mut Vec<Walked<V::Position, V::Step>>,
) {
    for entry in turns {
        let before = LinePosition {
            number: entry.number,
            side: entry.side,
            position: position.clone(),
            history: history.clone(),
        };
        let label = format!("{context}{}", entry.label());
        if entry.text.trim() == "resign" {
            out.push(Walked {
                label,
                line: entry.line,
                before,
                written: entry.text.clone(),
                verdict: "resigns".to_string(),
                played: None,
            });
            return;
        }
        let corrected = entry.declared.iter().find_map(|d| match d {
            Declared::Misprint { corrected, .. } => Some(corrected.as_str()),
            _ => None,
        });
        let text = corrected.unwrap_or(&entry.text);
        let mut verdict = match corrected {
            Some(c) => format!("misprint, played as {c}"),
            None => "ok".to_string(),
        };
        let turn = match variant.read_turn(&position, text) {
            Ok(turn) => turn,
            Err(e) => {
                out.push(Walked {
                    label,
                    line: entry.line,
                    before,
                    written: entry.text.clone(),
                    verdict: format!("does not read, the line stops: {e}"),
                    played: None,
                });
                return;
            }
        };
        let next = match variant.play_turn(&position, &turn) {
            Ok(next) => next,
            Err(e) => {
                verdict = format!("illegal ({e}), played as written");
                variant.play_turn_unchecked(&position, &turn)
            }
        };
        history.push(variant.repetition_key(&position));
        out.push(Walked {
            label,
            line: entry.line,
            before,
            written: entry.text.clone(),
            verdict,
            played: Some((turn, next.clone())),
        });
        position = next;
    }
}

/// The turns of a game file's lines, walked ([`positions`]).
pub type WalkedLines<V> = Vec<Walked<<V as Variant>::Position, <V as Variant>::Step>>;

/// Every turn of `file`'s main line and side lines with the position it
/// is played from, as `verify-games` replays them.
///
/// # Errors
/// [`AnalyseError::Start`] if the start position does not read.
pub fn positions<V: Variant>(variant: &V, file: &GameFile) -> Result<WalkedLines<V>, AnalyseError> {
    let start = match &file.start {
        Some(text) => variant
            .read_position(text)
            .map_err(|e| AnalyseError::Start(e.to_string()))?,
        None => variant.start_position(),
    };
    let mut main = Vec::new();
    walk_line(variant, "", &file.turns, start, Vec::new(), &mut main);
    let mut all = main.clone();
    for v in &file.variations {
        let (number, side) = v.before;
        let Some(branch) = main
            .iter()
            .find(|w| w.before.number == number && w.before.side == side)
        else {
            continue;
        };
        let label = match side {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        };
        walk_line(
            variant,
            &format!("variation before {label} / "),
            &v.turns,
            branch.before.position.clone(),
            branch.before.history.clone(),
            &mut all,
        );
    }
    Ok(all)
}

/// Analyses `file` with `variant` (the variant it names, built with its
/// options): one [`Analysed`] per turn of every line, or of the turn
/// `options.turn` names.
///
/// # Errors
/// [`AnalyseError`]: the start does not read, or `--turn` names no turn.
pub fn analyse<V: Variant + 'static>(
    variant: &V,
    file: &GameFile,
    options: &AnalyseOptions,
) -> Result<Vec<Analysed>, AnalyseError> {
    let walked = positions(variant, file)?;
    if let Some(n) = options.turn {
        if !file.turns.iter().any(|t| t.number == n) {
            return Err(AnalyseError::NoSuchTurn(n));
        }
    }
    let mut engine = Engine::new(variant);
    let mut mates = MateSearch::new(variant);
    let mut out = Vec::new();
    for w in walked {
        if options.turn.is_some_and(|n| w.before.number != n) {
            continue;
        }
        let p = &w.before.position;
        let result = engine.search(variant, p, &w.before.history, &options.limits);
        let best = result.best.as_ref().map(|t| variant.write_turn(p, t));
        let mate = (options.mate_turns > 0 && best.is_some()).then(|| {
            let report = mates.find(
                variant,
                p,
                &w.before.history,
                options.mate_turns,
                &options.mate_limits,
            );
            match &report.verdict {
                MateVerdict::Win { line, .. } => format!(
                    "{} ({})",
                    describe(&report.verdict),
                    variant.write_turn(p, &line[0])
                ),
                v => describe(v),
            }
        });
        out.push(Analysed {
            label: w.label,
            played: w.written,
            verdict: w.verdict,
            best,
            score: result.score,
            depth: result.depth,
            nodes: result.counters.nodes,
            mate,
        });
    }
    Ok(out)
}
