//! Analysis of a game file: at each turn of the main line (and of each
//! side line), the engine's best turn and score for the side to move, and
//! what the mate search decides there within its limit.
//!
//! The lines are walked by the kernel's replayer, as `verify-games`
//! replays them ([`walk`], with [`kernel::replay::replay_visiting`]): a
//! declared misprint's corrected turn is played instead of the printed
//! one, a turn the rules refuse is played as written (and marked), a line
//! stops at a turn that does not read, at a resignation and at the game's
//! end. A side line starts from the main line's position before the turn
//! it replaces. Each position is lent to the analysis and never kept, so
//! memory grows with the game's length, not its square.
//!
//! Machine-checked commentary ([`crate::commentary`]) reads the position
//! of each claim from the same walk.

use engine::mate::{describe, MateSearch, MateVerdict};
use engine::Engine;
use engine::Limits;
use engine::Score;
use kernel::replay::{replay_visiting, GameFile, Played, ReplayError, TurnVisit};
use kernel::{Color, Variant};
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
    /// Whether to score the turn the file plays too: the position it
    /// leads to searched within `limits` ([`Analysed::played_score`]).
    pub score_played: bool,
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
    /// The replay refused the file (a side line that branches where the
    /// main line does not reach).
    #[error("{0}")]
    Replay(String),
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
    /// The side to move.
    pub side: Color,
    /// The score of the turn the file plays, for the side to move (with
    /// [`AnalyseOptions::score_played`], when the turn was played).
    pub played_score: Option<Score>,
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

/// What became of a turn, in words: `ok`, the corrected misprint, the
/// rule it breaks, or why the line stops.
pub fn turn_verdict<V: Variant + ?Sized>(played: &Played<'_, V>) -> String {
    match played {
        Played::Turn {
            corrected, illegal, ..
        } => match (corrected, illegal) {
            (_, Some(e)) => format!("illegal ({e}), played as written"),
            (Some(c), None) => format!("misprint, played as {c}"),
            (None, None) => "ok".to_string(),
        },
        Played::Resigned => "resigns".to_string(),
        Played::Unreadable(e) => format!("does not read, the line stops: {e}"),
    }
}

/// Walks `file`'s lines with the kernel's replayer, as `verify-games`
/// replays them, calling `visit` at every turn reached.
///
/// # Errors
/// [`AnalyseError`]: the start does not read, or a side line branches
/// where the main line does not reach.
pub fn walk<V: Variant + ?Sized>(
    variant: &V,
    file: &GameFile,
    visit: &mut dyn FnMut(&TurnVisit<'_, V>),
) -> Result<(), AnalyseError> {
    match replay_visiting(variant, file, visit) {
        Ok(_) => Ok(()),
        Err(ReplayError::Start(e)) => Err(AnalyseError::Start(e)),
        Err(e) => Err(AnalyseError::Replay(e.to_string())),
    }
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
    if let Some(n) = options.turn {
        if !file.turns.iter().any(|t| t.number == n) {
            return Err(AnalyseError::NoSuchTurn(n));
        }
    }
    let mut engine = Engine::new(variant);
    let mut mates = MateSearch::new(variant);
    let mut out = Vec::new();
    walk(variant, file, &mut |w: &TurnVisit<'_, V>| {
        if options.turn.is_some_and(|n| w.turn.number != n) {
            return;
        }
        let p = w.before;
        let result = engine.search(variant, p, w.history, &options.limits);
        let best = result.best.as_ref().map(|t| variant.write_turn(p, t));
        let mate = (options.mate_turns > 0 && best.is_some()).then(|| {
            let report = mates.find(
                variant,
                p,
                w.history,
                options.mate_turns,
                &options.mate_limits,
            );
            match &report.verdict {
                MateVerdict::Win { line, .. } if !line.is_empty() => format!(
                    "{} ({})",
                    describe(&report.verdict),
                    variant.write_turn(p, &line[0])
                ),
                v => describe(v),
            }
        });
        let played_score = match &w.played {
            Played::Turn { after, .. } if options.score_played && best.is_some() => {
                let mut history = w.history.to_vec();
                history.push(variant.repetition_key(p));
                let reply = engine.search(variant, after, &history, &options.limits);
                Some(before_turn(reply.score))
            }
            _ => None,
        };
        out.push(Analysed {
            label: w.label.to_string(),
            played: w.turn.text.clone(),
            verdict: turn_verdict(&w.played),
            best,
            score: result.score,
            side: variant.side_to_move(p),
            played_score,
            depth: result.depth,
            nodes: result.counters.nodes,
            mate,
        });
    })?;
    Ok(out)
}

/// The score for the side that played a turn, from the score of the
/// position it leads to for the opponent (who is to move there): its
/// negation, a decisive score one turn (ply) further away.
///
/// # Examples
/// ```
/// use analysis::analyse::before_turn;
/// use engine::Score;
/// assert_eq!(before_turn(Score::centipawns(-30)), Score::centipawns(30));
/// // The opponent is mated at once: the turn played mates.
/// assert_eq!(before_turn(Score::loss_after(0)), Score::win_after(1));
/// ```
pub fn before_turn(after: Score) -> Score {
    let s = -after.0;
    if s > engine::score::WIN_BOUND {
        Score(s - 1)
    } else if s < -engine::score::WIN_BOUND {
        Score(s + 1)
    } else {
        Score(s)
    }
}
