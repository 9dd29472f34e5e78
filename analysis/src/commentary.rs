//! Machine-checked commentary: a claim of a game's source that a search
//! can decide ("mate next move", "no mate", "Black must lose something",
//! "he could have done better by ..."), written in the game file as an
//! annotation and checked by `cargo xtask verify-games` with a small,
//! fixed budget.
//!
//! The claim's grammar ([`Claim::parse`]), after `@check:` in a game file:
//!
//! | claim | holds when |
//! |---|---|
//! | `white mates in N` | White wins within N of its own turns and not within fewer (the exhaustive [`MateSearch`]); with Black to move, whatever Black plays |
//! | `white has no mate in N` | White has no win within N of its turns (the [`MateSearch`] proves it); with Black to move, some Black turn leaves White none |
//! | `white wins material` | the engine's score for White, at [`CHECK_DEPTH`] turns, is at least [`MATERIAL_WON`] (a heuristic check: the search's verdict, not a proof) |
//! | `better: TURN` | in the position before the turn the annotation follows, the engine scores TURN above the turn played, both searched [`CHECK_DEPTH`] turns deep |
//!
//! (`black` in place of `white` likewise; "mate" is any win the rules
//! give.) [`check_file`] checks a game file's annotations ([`Annotation`]:
//! the claim and the turn it follows).
//!
//! **Every claim is decided within a budget that holds**
//! ([`Budgets`]): counts of nodes, where a step of a walk over a turn's
//! steps counts as a node ([`engine::search::Counters::work`]), and a
//! memory bound on listing the defences, never times, so that a check
//! gives the same verdict on every machine and its report can be a
//! snapshot. A claim the budget cannot decide is
//! [`Verdict::Undecided`], its own verdict, in one line: a position with
//! fifteen pieces in motion, or a Multimove position of a hundred
//! thousand turns a side, ends in seconds either way.

use crate::analyse::{turn_verdict, walk, AnalyseError};
use engine::mate::{describe, MateSearch, MateVerdict};
use engine::Engine;
use engine::Limits;
use engine::Score;
use kernel::excerpt::Excerpt;
use kernel::replay::{Played, TurnVisit};
use kernel::{Color, Variant};
use std::fmt;
use thiserror::Error;

/// The depth in turns of the searches that decide `wins material` and
/// `better:`.
pub const CHECK_DEPTH: u32 = 2;
/// The nodes (positions and steps) the mate search may visit for one
/// claim (for all the defences together, when the side named is not to
/// move).
pub const MATE_NODES: u64 = 2_000_000;
/// The nodes (positions and steps) each search behind `wins material` and
/// `better:` may visit.
pub const SEARCH_NODES: u64 = 2_000_000;
/// The memory the list of the defences may take (the turn search's
/// tables; the list about as much again).
pub const DEFENCE_MEMORY: usize = 256 << 20;

/// What a claim may cost: counts, never times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budgets {
    /// The nodes of the mate search of one claim, for all its defences
    /// together.
    pub mate_nodes: u64,
    /// The nodes of each search behind `wins material` and `better:`.
    pub search_nodes: u64,
    /// The memory of listing the defences.
    pub defence_memory: usize,
}

impl Budgets {
    /// The budgets `verify-games` decides claims within.
    pub const DEFAULT: Budgets = Budgets {
        mate_nodes: MATE_NODES,
        search_nodes: SEARCH_NODES,
        defence_memory: DEFENCE_MEMORY,
    };
}
/// The most characters of a claim (and of the turn label) a report line
/// shows.
const SHOWN: usize = 120;
/// The score, in hundredths of a Pawn, from which a side is said to win
/// material: more than a Pawn and a half, so a piece or the exchange.
pub const MATERIAL_WON: i32 = 150;

/// A claim a search can decide.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// `SIDE mates in N`.
    Mates {
        /// Who wins.
        side: Color,
        /// Within how many of its turns, and not fewer.
        turns: u32,
    },
    /// `SIDE has no mate in N`.
    NoMate {
        /// Who has no win.
        side: Color,
        /// Within how many of its turns.
        turns: u32,
    },
    /// `SIDE wins material`.
    WinsMaterial {
        /// Who wins it.
        side: Color,
    },
    /// `better: TURN`.
    Better {
        /// The turn the source says was better, as written.
        turn: String,
    },
}

/// Why a claim does not read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClaimError {
    /// Not one of the claims the grammar has.
    #[error("unknown claim {0}: expected 'white|black mates in N', 'white|black has no mate in N', 'white|black wins material' or 'better: TURN'")]
    Unknown(Excerpt),
    /// N is not a whole number from 1.
    #[error("bad number of turns {0}: expected a whole number from 1")]
    Turns(Excerpt),
    /// `better:` with no turn.
    #[error("'better:' names no turn")]
    NoTurn,
}

impl Claim {
    /// Reads a claim (the text after `@check:`).
    ///
    /// # Errors
    /// [`ClaimError`]: what does not read.
    ///
    /// # Examples
    /// ```
    /// use analysis::commentary::Claim;
    /// use kernel::Color;
    /// assert_eq!(
    ///     Claim::parse("white mates in 2"),
    ///     Ok(Claim::Mates { side: Color::White, turns: 2 })
    /// );
    /// assert!(Claim::parse("white mates soon").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Claim, ClaimError> {
        let text = text.trim();
        if let Some(turn) = text.strip_prefix("better:") {
            let turn = turn.trim();
            if turn.is_empty() {
                return Err(ClaimError::NoTurn);
            }
            return Ok(Claim::Better {
                turn: turn.to_string(),
            });
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let unknown = || ClaimError::Unknown(Excerpt::new(text));
        let side = match words.first() {
            Some(&"white") => Color::White,
            Some(&"black") => Color::Black,
            _ => return Err(unknown()),
        };
        let turns = |word: &str| match word.parse::<u32>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err(ClaimError::Turns(Excerpt::new(word))),
        };
        match words[1..] {
            ["mates", "in", n] => Ok(Claim::Mates {
                side,
                turns: turns(n)?,
            }),
            ["has", "no", "mate", "in", n] => Ok(Claim::NoMate {
                side,
                turns: turns(n)?,
            }),
            ["wins", "material"] => Ok(Claim::WinsMaterial { side }),
            _ => Err(unknown()),
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Claim::Mates { side, turns } => write!(f, "{side} mates in {turns}"),
            Claim::NoMate { side, turns } => write!(f, "{side} has no mate in {turns}"),
            Claim::WinsMaterial { side } => write!(f, "{side} wins material"),
            Claim::Better { turn } => write!(f, "better: {turn}"),
        }
    }
}

/// What the search decided about a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The claim holds; the search's words.
    Holds(String),
    /// It does not.
    Fails(String),
    /// The budget ran out first, or the claim cannot be asked here.
    Undecided(String),
    /// The claim does not read, or stands where there is no position.
    Unreadable(String),
}

impl Verdict {
    /// Whether the claim holds.
    pub fn holds(&self) -> bool {
        matches!(self, Verdict::Holds(_))
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Holds(why) => write!(f, "holds: {why}"),
            Verdict::Fails(why) => write!(f, "FAILS: {why}"),
            Verdict::Undecided(why) => write!(f, "UNDECIDED: {why}"),
            Verdict::Unreadable(why) => write!(f, "UNREADABLE: {why}"),
        }
    }
}

/// Where a claim is checked: the position the annotation stands at (after
/// the turn it follows) and, for `better:`, the position before that turn
/// and the turn played.
#[derive(Debug, Clone)]
pub struct Place<'a, P, S> {
    /// The position after the turn the annotation follows.
    pub position: &'a P,
    /// The game's repetition keys before `position`.
    pub history: &'a [u64],
    /// The position before that turn, its history and the turn played
    /// (`None` at a line's start).
    pub before: Option<(&'a P, &'a [u64], &'a kernel::Turn<S>)>,
}

/// Decides `claim` at `place` within [`Budgets::DEFAULT`].
pub fn check<V: Variant + 'static>(
    variant: &V,
    claim: &Claim,
    place: &Place<'_, V::Position, V::Step>,
) -> Verdict {
    check_with(variant, claim, place, &Budgets::DEFAULT)
}

/// The search's limit for `wins material` and `better:`: the depth, and
/// the budget's nodes.
fn search_limits(budgets: &Budgets) -> Limits {
    Limits {
        depth: Some(CHECK_DEPTH),
        nodes: Some(budgets.search_nodes),
        time: None,
    }
}

/// A mate search that its budget stopped, having proved no win within
/// `refuted` turns.
fn mate_undecided(refuted: u32, budgets: &Budgets) -> Verdict {
    Verdict::Undecided(mate_cut(refuted, budgets))
}

/// What a mate search stopped by its budget proved.
fn mate_cut(refuted: u32, budgets: &Budgets) -> String {
    let nodes = budgets.mate_nodes;
    if refuted == 0 {
        format!("the mate search proved nothing within its budget of {nodes} nodes")
    } else {
        format!("the mate search proved no win within {refuted}, then its budget of {nodes} nodes ran out")
    }
}

/// Why a search behind a claim did not decide it: it did not finish its
/// depth within the budget.
fn unfinished(depth: u32, budgets: &Budgets) -> Verdict {
    Verdict::Undecided(format!(
        "the search finished depth {depth} of {CHECK_DEPTH} within its budget of {} nodes",
        budgets.search_nodes
    ))
}

/// Decides `claim` at `place` within `budgets`.
pub fn check_with<V: Variant + 'static>(
    variant: &V,
    claim: &Claim,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> Verdict {
    match claim {
        Claim::Mates { side, turns } => check_mates(variant, *side, *turns, place, budgets),
        Claim::NoMate { side, turns } => check_no_mate(variant, *side, *turns, place, budgets),
        Claim::WinsMaterial { side } => check_wins_material(variant, *side, place, budgets),
        Claim::Better { turn } => check_better(variant, turn, place, budgets),
    }
}

/// The mate search's verdict on a win in `n` turns for the side to move at
/// the place, within the mate budget.
fn mate_search<V: Variant + 'static>(
    variant: &V,
    n: u32,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> MateVerdict<V::Step> {
    let limits = Limits::nodes(budgets.mate_nodes);
    MateSearch::new(variant)
        .find(variant, place.position, place.history, n, &limits)
        .verdict
}

/// [`Claim::Mates`]: `side` mates in `n` turns from the place.
fn check_mates<V: Variant + 'static>(
    variant: &V,
    side: Color,
    n: u32,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> Verdict {
    let p = place.position;
    if side == variant.side_to_move(p) {
        match mate_search(variant, n, place, budgets) {
            MateVerdict::Win { turns, line } if turns == n => Verdict::Holds(format!(
                "win in {turns} ({})",
                variant.write_turn(p, &line[0])
            )),
            MateVerdict::Win { turns, .. } => {
                Verdict::Fails(format!("a win in {turns}, quicker than {n}"))
            }
            v @ MateVerdict::NoWin { .. } => Verdict::Fails(describe(&v)),
            MateVerdict::Undecided { refuted } => mate_undecided(refuted, budgets),
        }
    } else {
        every_defence(variant, p, place.history, n, budgets)
    }
}

/// [`Claim::NoMate`]: `side` has no mate in `n` turns from the place.
fn check_no_mate<V: Variant + 'static>(
    variant: &V,
    side: Color,
    n: u32,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> Verdict {
    let p = place.position;
    if side == variant.side_to_move(p) {
        match mate_search(variant, n, place, budgets) {
            MateVerdict::NoWin { within } => Verdict::Holds(format!("no win within {within}")),
            MateVerdict::Win { turns, line } => Verdict::Fails(format!(
                "win in {turns} ({})",
                variant.write_turn(p, &line[0])
            )),
            MateVerdict::Undecided { refuted } => mate_undecided(refuted, budgets),
        }
    } else {
        match every_defence(variant, p, place.history, n, budgets) {
            Verdict::Holds(why) => Verdict::Fails(why),
            Verdict::Fails(why) => Verdict::Holds(why),
            v => v,
        }
    }
}

/// [`Claim::WinsMaterial`]: `side` wins material from the place, by a
/// search within the budgets.
fn check_wins_material<V: Variant + 'static>(
    variant: &V,
    side: Color,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> Verdict {
    let p = place.position;
    let mut engine = Engine::new(variant);
    let result = engine.search(variant, p, place.history, &search_limits(budgets));
    if result.stopped {
        return unfinished(result.depth, budgets);
    }
    let score = if side == variant.side_to_move(p) {
        result.score
    } else {
        Score(-result.score.0)
    };
    let line = result
        .best
        .as_ref()
        .map(|t| format!(" after {}", variant.write_turn(p, t)))
        .unwrap_or_default();
    let words = format!("{side} {score} at depth {}{line}", result.depth);
    if score.0 >= MATERIAL_WON {
        Verdict::Holds(words)
    } else {
        Verdict::Fails(words)
    }
}

/// [`Claim::Better`]: the turn written `turn` was better than the one
/// played before the place, by a search of each within the budgets.
fn check_better<V: Variant + 'static>(
    variant: &V,
    turn: &str,
    place: &Place<'_, V::Position, V::Step>,
    budgets: &Budgets,
) -> Verdict {
    let p = place.position;
    let Some((before, history, played)) = place.before else {
        return Verdict::Undecided("no turn played before it".to_string());
    };
    let better = match variant.read_turn(before, turn) {
        Ok(t) => t,
        Err(e) => {
            let quoted = Excerpt::with_width(turn, SHOWN);
            return Verdict::Undecided(format!("{quoted} does not read: {e}"));
        }
    };
    let Ok(after_better) = variant.play_turn(before, &better) else {
        let quoted = Excerpt::with_width(turn, SHOWN);
        return Verdict::Fails(format!("{quoted} is not legal"));
    };
    let mut keys = history.to_vec();
    keys.push(variant.repetition_key(before));
    let mut engine = Engine::new(variant);
    let limits = search_limits(budgets);
    // Each child is searched for the side to move there (the
    // opponent): the lower its score, the better the turn.
    let searched = engine.search(variant, &after_better, &keys, &limits);
    if searched.stopped {
        return unfinished(searched.depth, budgets);
    }
    let theirs_better = searched.score;
    engine.clear();
    let searched = engine.search(variant, p, &keys, &limits);
    if searched.stopped {
        return unfinished(searched.depth, budgets);
    }
    let theirs_played = searched.score;
    let words = format!(
        "{} {} against {} {} as played",
        variant.write_turn(before, &better),
        Score(-theirs_better.0),
        variant.write_turn(before, played),
        Score(-theirs_played.0)
    );
    if theirs_better.0 < theirs_played.0 {
        Verdict::Holds(words)
    } else {
        Verdict::Fails(words)
    }
}

/// Whether every turn of the side to move in `position` leaves the other
/// side a win within `n` turns, and one leaves it no quicker one: the
/// defences listed within the budget's memory and the mate searches of
/// all of them within its nodes.
fn every_defence<V: Variant + 'static>(
    variant: &V,
    position: &V::Position,
    history: &[u64],
    n: u32,
    budgets: &Budgets,
) -> Verdict {
    if variant.outcome(position, history).is_some() {
        return Verdict::Fails("the game is over".to_string());
    }
    let listing = kernel::walk::Budget {
        memory: Some(budgets.defence_memory),
        steps: Some(budgets.mate_nodes),
    };
    let turns = match kernel::walk::bounded(listing, || {
        let mut turns = Vec::new();
        variant.legal_turns(position, &mut turns);
        turns
    }) {
        Ok(turns) => turns,
        Err(e) => {
            return Verdict::Undecided(format!("the defences are too many to list: {e}"));
        }
    };
    let mut keys = history.to_vec();
    keys.push(variant.repetition_key(position));
    let mut mates = MateSearch::new(variant);
    let mut longest = 0;
    let mut left = budgets.mate_nodes;
    for (i, turn) in turns.iter().enumerate() {
        let child = variant.play_turn_unchecked(position, turn);
        let text = variant.write_turn(position, turn);
        if let Some(outcome) = engine::end::game_end(variant, &child, &keys) {
            return Verdict::Fails(format!("{text} ends the game: {outcome}"));
        }
        if left == 0 {
            return Verdict::Undecided(format!(
                "the budget of {} nodes ran out after {i} of {} defences",
                budgets.mate_nodes,
                turns.len()
            ));
        }
        let report = mates.find(variant, &child, &keys, n, &Limits::nodes(left));
        left = left.saturating_sub(report.counters.work());
        match report.verdict {
            MateVerdict::Win { turns, .. } => longest = longest.max(turns),
            v @ MateVerdict::NoWin { .. } => {
                return Verdict::Fails(format!("after {text}: {}", describe(&v)))
            }
            MateVerdict::Undecided { refuted } => {
                let why = mate_cut(refuted, budgets);
                return Verdict::Undecided(format!("after {text}: {why}"));
            }
        }
    }
    if turns.is_empty() {
        return Verdict::Fails("no turn to answer".to_string());
    }
    if longest < n {
        return Verdict::Fails(format!(
            "every defence loses within {longest}, quicker than {n}"
        ));
    }
    Verdict::Holds(format!(
        "every one of {} defences loses within {n}",
        turns.len()
    ))
}

/// An annotation of a game file: the claim and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    /// The 1-based line of the turn it follows (its claim is about the
    /// position after that turn).
    pub turn_line: usize,
    /// Its own 1-based line.
    pub line: usize,
    /// The claim as written.
    pub claim: String,
}

/// An annotation checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// Its line.
    pub line: usize,
    /// The turn it follows: `18.`, `variation before 3... / 3...`.
    pub after: String,
    /// The claim as written.
    pub claim: String,
    /// What the search decided.
    pub verdict: Verdict,
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The claim and the label as the file writes them, escaped and
        // cut short so that the line stays one line.
        write!(
            f,
            "line {}, after {:#}: {:#}: {}",
            self.line,
            Excerpt::with_width(&self.after, SHOWN),
            Excerpt::with_width(&self.claim, SHOWN),
            self.verdict
        )
    }
}

/// Checks `annotations` of `file` (a game of `variant`), walking its lines
/// with the kernel's replayer as `verify-games` replays them
/// ([`crate::analyse::walk`]), each claim within [`Budgets::DEFAULT`],
/// decided when the walk reaches the turn it follows: no position is
/// kept.
///
/// # Errors
/// [`AnalyseError`] if the file's start position does not read, or a side
/// line branches where the main line does not reach.
pub fn check_file<V: Variant + 'static>(
    variant: &V,
    file: &kernel::replay::GameFile,
    annotations: &[Annotation],
) -> Result<Vec<Checked>, AnalyseError> {
    check_file_with(variant, file, annotations, &Budgets::DEFAULT)
}

/// [`check_file`] within `budgets`.
///
/// # Errors
/// As [`check_file`].
pub fn check_file_with<V: Variant + 'static>(
    variant: &V,
    file: &kernel::replay::GameFile,
    annotations: &[Annotation],
    budgets: &Budgets,
) -> Result<Vec<Checked>, AnalyseError> {
    let mut verdicts: Vec<Option<(String, Verdict)>> = vec![None; annotations.len()];
    walk(variant, file, &mut |w: &TurnVisit<'_, V>| {
        for (a, slot) in annotations.iter().zip(verdicts.iter_mut()) {
            if a.turn_line != w.turn.line || slot.is_some() {
                continue;
            }
            let verdict = match (Claim::parse(&a.claim), &w.played) {
                (Err(e), _) => Verdict::Unreadable(e.to_string()),
                (Ok(claim), Played::Turn { turn, after, .. }) => {
                    let mut history = w.history.to_vec();
                    history.push(variant.repetition_key(w.before));
                    let place = Place {
                        position: *after,
                        history: &history,
                        before: Some((w.before, w.history, *turn)),
                    };
                    check_with(variant, &claim, &place, budgets)
                }
                (Ok(_), played) => {
                    Verdict::Unreadable(format!("after {}: {}", w.label, turn_verdict(played)))
                }
            };
            *slot = Some((w.label.to_string(), verdict));
        }
    })?;
    let checked = annotations
        .iter()
        .zip(verdicts)
        .map(|(a, found)| {
            let (after, verdict) = found.unwrap_or_else(|| {
                let verdict = match Claim::parse(&a.claim) {
                    Err(e) => Verdict::Unreadable(e.to_string()),
                    Ok(_) => Verdict::Unreadable("the turn it follows is not replayed".to_string()),
                };
                (String::new(), verdict)
            });
            Checked {
                line: a.line,
                after,
                claim: a.claim.clone(),
                verdict,
            }
        })
        .collect();
    Ok(checked)
}
