//! The replayer: a [`GameFile`] played with a [`Variant`] into a
//! [`Report`], line by line, keeping only the positions side lines branch
//! from (memory linear in the game's length).

use super::game_file::{ActLine, Declared, GameFile, TurnLine};
use super::report::{Deviation, DeviationKind, Entry, EntryKind, Report, Tone, Verdict};
use super::visit::{Played, TurnVisit};
use crate::acts::Act;
use crate::excerpt::Excerpt;
use crate::game::ActError;
use crate::variant::{EndReason, GameResult, IllegalTurn, Outcome, RefusedClaim, Variant};
use crate::Color;
use thiserror::Error;

/// Why a game could not be replayed at all.
#[derive(Debug, Error)]
pub enum ReplayError {
    /// The `start:` position does not read.
    #[error("start position: {0}")]
    Start(String),
    /// A variation names a turn the main line does not have.
    #[error(
        "line {line}: the variation branches before {label}, which the main line does not reach"
    )]
    NoBranchPoint {
        /// The file line of the variation.
        line: usize,
        /// The turn label.
        label: String,
    },
}

struct Replayer<'a, V: Variant + ?Sized> {
    variant: &'a V,
    /// Shown every turn reached ([`replay_visiting`]).
    visit: &'a mut dyn FnMut(&TurnVisit<'_, V>),
    entries: Vec<Entry>,
    turns: usize,
    deviations: Vec<Deviation>,
    problems: Vec<String>,
}

/// A position a side line may branch from: the turn label it comes
/// before, the position, and how much of the line's history led to it.
struct BranchPoint<P> {
    number: u32,
    side: Color,
    position: P,
    history_len: usize,
}

/// Keeps `position` as the branch point before the turn `label`, if a
/// side line wants it and it is not kept yet (a side line branches from
/// the first position with its label).
fn keep_branch_point<P: Clone>(
    before: &mut Vec<BranchPoint<P>>,
    wanted: &[(u32, Color)],
    label: (u32, Color),
    position: &P,
    history_len: usize,
) {
    let (number, side) = label;
    let seen = before.iter().any(|b| b.number == number && b.side == side);
    if !seen && wanted.contains(&label) {
        before.push(BranchPoint {
            number,
            side,
            position: position.clone(),
            history_len,
        });
    }
}

/// Where a line of play stands: its position, the draw offer that
/// stands (by whom), and how and where the game ended, once it has.
struct LineState<P> {
    position: P,
    offer: Option<Color>,
    ended: Option<Ended>,
}

/// Whether a line of play goes on after a turn or act, or stops there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

impl<V: Variant + ?Sized> Replayer<'_, V> {
    /// Replays `turns` from `position`, pushing the repetition key of every
    /// position left onto `history`, and makes each of `acts` where it
    /// stands (see [`Replayer::act`]); once the game has ended (by the
    /// rules after a turn, or by an act) anything more in the line is a
    /// deviation and the line stops there. Returns the positions before
    /// the turns that `wanted` labels (the first of each), and the
    /// position after the last turn, labelled with the turn that would
    /// come next, if wanted: only those are kept, and they share `history`
    /// by its length, so memory grows with the game's length, not its
    /// square.
    fn line(
        &mut self,
        context: &str,
        turns: &[TurnLine],
        acts: &[ActLine],
        position: V::Position,
        history: &mut Vec<u64>,
        wanted: &[(u32, Color)],
    ) -> Vec<BranchPoint<V::Position>> {
        let mut before: Vec<BranchPoint<V::Position>> = Vec::new();
        let mut acts = acts.iter().peekable();
        let mut state = LineState {
            position,
            offer: None,
            ended: None,
        };
        // Set when the line stops before its end: a turn that cannot be
        // read, a turn for the wrong side, anything after the end.
        let mut stopped = false;
        for (index, entry) in turns.iter().enumerate() {
            let due = std::iter::from_fn(|| acts.next_if(|a| a.after_turns <= index));
            if self.acts_in_turn(context, due, &mut state, history) == Flow::Stop {
                stopped = true;
                break;
            }
            if let Some(end) = &state.ended {
                self.after_end(context, end, &entry.label(), entry.line);
                stopped = true;
                break;
            }
            keep_branch_point(
                &mut before,
                wanted,
                (entry.number, entry.side),
                &state.position,
                history.len(),
            );
            if self.turn(context, entry, &mut state, history) == Flow::Stop {
                stopped = true;
                break;
            }
        }
        // The acts after the last turn.
        if !stopped {
            self.acts_in_turn(context, acts, &mut state, history);
        }
        // A side line may also go on from where the main line ends (after
        // Black's turn u32::MAX there is no next label to branch before).
        if let Some(last) = turns.last() {
            let next = match last.side {
                Color::White => Some((last.number, Color::Black)),
                Color::Black => last.number.checked_add(1).map(|n| (n, Color::White)),
            };
            if let Some(label) = next {
                keep_branch_point(&mut before, wanted, label, &state.position, history.len());
            }
        }
        before
    }

    /// Makes `acts`, in order, in the line's position (see
    /// [`Replayer::act`]), the game ending with the first that ends it;
    /// an act after the end is a deviation, and the line stops there.
    fn acts_in_turn<'f>(
        &mut self,
        context: &str,
        acts: impl IntoIterator<Item = &'f ActLine>,
        state: &mut LineState<V::Position>,
        history: &[u64],
    ) -> Flow {
        for act in acts {
            if let Some(end) = &state.ended {
                self.after_end(context, end, &act.label(), act.line);
                return Flow::Stop;
            }
            if let Some(outcome) =
                self.act(context, act, &state.position, history, &mut state.offer)
            {
                state.ended = Some(Ended {
                    label: format!("{context}{}", act.label()),
                    line: act.line,
                    outcome,
                });
            }
        }
        Flow::Go
    }

    /// Replays one turn line in the line's position: a resignation ends
    /// the game; a turn for the wrong side or one that does not read
    /// stops the line; a turn that reads is played (an illegal one as
    /// best the variant plays it), its marks and declarations judged, and
    /// the position after it shown, with the end of the game if it ends
    /// it.
    fn turn(
        &mut self,
        context: &str,
        entry: &TurnLine,
        state: &mut LineState<V::Position>,
        history: &mut Vec<u64>,
    ) -> Flow {
        let v = self.variant;
        let label = format!("{context}{}", entry.label());
        let mut record = Entry::new(EntryKind::Turn, entry.label(), context, entry.line);
        record.text = entry.text.clone();
        record.comments = entry.comments.clone();
        if entry.text.trim() == "resign" {
            (self.visit)(&TurnVisit {
                label: &label,
                turn: entry,
                before: &state.position,
                history,
                played: Played::Resigned,
            });
            record.say(Tone::End, format!("{} resigns", entry.side));
            self.entries.push(record);
            state.ended = Some(Ended {
                label,
                line: entry.line,
                outcome: Outcome {
                    result: GameResult::Win(!entry.side),
                    reason: EndReason::Resignation,
                },
            });
            return Flow::Go;
        }
        let position = &state.position;
        let side = v.side_to_move(position);
        if side != entry.side {
            let message = format!(
                "{label} (line {}): the file gives {}'s turn but it is {side}'s",
                entry.line, entry.side
            );
            record.say(Tone::Problem, format!("STOP: {message}"));
            self.entries.push(record);
            self.problems.push(message);
            return Flow::Stop;
        }
        let mut found: Vec<(DeviationKind, String)> = Vec::new();
        let misprint = self.misprint(entry, position, &label, &mut found);
        let text = misprint.as_deref().unwrap_or(&entry.text);
        let turn = match v.read_turn(position, text) {
            Ok(turn) => turn,
            Err(e) => {
                let reason = e.to_string();
                (self.visit)(&TurnVisit {
                    label: &label,
                    turn: entry,
                    before: position,
                    history,
                    played: Played::Unreadable(&reason),
                });
                self.unreadable(record, entry, &label, text, reason);
                return Flow::Stop;
            }
        };
        self.turns += 1;
        let mut illegal = None;
        let next = match v.play_turn(position, &turn) {
            Ok(next) => next,
            Err(e) => {
                let why = describe_illegal(&e);
                illegal = Some(why.clone());
                found.push((DeviationKind::Illegal, why));
                v.play_turn_unchecked(position, &turn)
            }
        };
        (self.visit)(&TurnVisit {
            label: &label,
            turn: entry,
            before: position,
            history,
            played: Played::Turn {
                turn: &turn,
                after: &next,
                corrected: misprint.as_deref(),
                illegal: illegal.as_deref(),
            },
        });
        // The events, step by step as played (an illegal turn as best
        // the variant plays it).
        let mut at = position.clone();
        for &step in turn.iter() {
            record.events.extend(v.events(&at, step));
            v.play_step(&mut at, step);
        }
        history.push(v.repetition_key(position));
        let outcome = v.outcome(&next, history);
        found.extend(self.wrong_mark(text, &next, outcome.as_ref()));
        if found.is_empty() {
            record.say(Tone::Ok, format!("ok: {}", v.write_turn(position, &turn)));
        }
        self.judge(&mut record, entry, &label, found);
        record.show(v, &next);
        state.position = next;
        // A turn of the player an offer was made to declines it.
        if state.offer.is_some_and(|by| by != entry.side) {
            state.offer = None;
        }
        if let Some(o) = outcome {
            record.after.push(Verdict {
                tone: Tone::End,
                text: format!("game over: {o}"),
            });
            state.ended = Some(Ended {
                label,
                line: entry.line,
                outcome: o,
            });
        }
        self.entries.push(record);
        Flow::Go
    }

    /// The corrected turn of a turn declared a misprint, if it is one;
    /// the misprint is `found` when the printed turn fails, and a problem
    /// when it reads and is legal.
    fn misprint(
        &mut self,
        entry: &TurnLine,
        position: &V::Position,
        label: &str,
        found: &mut Vec<(DeviationKind, String)>,
    ) -> Option<String> {
        let v = self.variant;
        let corrected = entry.declared.iter().find_map(|d| match d {
            Declared::Misprint { corrected, .. } => Some(corrected.clone()),
            _ => None,
        })?;
        let printed_fails = match v.read_turn(position, &entry.text) {
            Err(e) => Some(format!("the printed turn does not read: {e}")),
            Ok(turn) => v
                .play_turn(position, &turn)
                .err()
                .map(|e| format!("the printed turn is illegal: {e}")),
        };
        match printed_fails {
            Some(why) => found.push((
                DeviationKind::Misprint,
                format!("{why}; replaying {corrected}"),
            )),
            None => {
                let message = format!(
                    "{label} (line {}): declared misprint, but the printed turn reads and is legal",
                    entry.line
                );
                self.problems.push(message);
            }
        }
        Some(corrected)
    }

    /// Reports a turn `text` that does not read (`reason`): the replay
    /// of its line stops there.
    fn unreadable(
        &mut self,
        mut record: Entry,
        entry: &TurnLine,
        label: &str,
        text: &str,
        reason: String,
    ) {
        record.say(
            Tone::Problem,
            format!("STOP: cannot read the turn: {reason}"),
        );
        self.entries.push(record);
        self.problems.push(format!(
            "{label} (line {}): cannot read {}: {reason}; the replay stops here",
            entry.line,
            Excerpt::new(text)
        ));
        self.deviations.push(Deviation {
            turn: label.to_string(),
            line: entry.line,
            kind: DeviationKind::Unreadable,
            reason,
            declared: None,
        });
    }

    /// A check or mate mark of `text` that the position after the turn,
    /// `next` (with its `outcome`), does not bear out.
    fn wrong_mark(
        &self,
        text: &str,
        next: &V::Position,
        outcome: Option<&Outcome>,
    ) -> Option<(DeviationKind, String)> {
        let v = self.variant;
        let claims_mate = text.contains("++") || text.contains('#');
        let claims_check = text.contains('+');
        let mates = outcome.is_some_and(|o| o.reason == EndReason::Checkmate);
        if claims_mate && !mates {
            let why = if v.in_check(next) {
                "it gives check, but the opponent has a legal reply"
            } else {
                "it does not even give check"
            };
            Some((DeviationKind::NotMate, format!("marked as mate, but {why}")))
        } else if claims_check && !claims_mate && !v.in_check(next) {
            Some((
                DeviationKind::NotCheck,
                "marked as check, but it does not give check".to_string(),
            ))
        } else {
            None
        }
    }

    /// Matches the deviations `found` in a turn with those its line
    /// declares: each found and declared is said with the source's words,
    /// each found but not declared and each declared (but a misprint) not
    /// found is a problem.
    fn judge(
        &mut self,
        record: &mut Entry,
        entry: &TurnLine,
        label: &str,
        found: Vec<(DeviationKind, String)>,
    ) {
        let mut declared: Vec<&Declared> = entry.declared.iter().collect();
        for (kind, reason) in found {
            let matched = declared.iter().position(|d| d.kind() == kind);
            let quote = matched.map(|i| declared.remove(i).quote().to_string());
            match &quote {
                Some(q) => {
                    record.say(
                        Tone::Declared,
                        format!("{} (declared): {reason}", kind.name().to_uppercase()),
                    );
                    record.say(Tone::Declared, format!("  source: {q}"));
                }
                None => {
                    record.say(
                        Tone::Problem,
                        format!("{} (NOT DECLARED): {reason}", kind.name().to_uppercase()),
                    );
                    self.problems.push(format!(
                        "{label} (line {}): {} not declared: {reason}",
                        entry.line,
                        kind.name()
                    ));
                }
            }
            self.deviations.push(Deviation {
                turn: label.to_string(),
                line: entry.line,
                kind,
                reason,
                declared: quote,
            });
        }
        for d in declared {
            if d.kind() == DeviationKind::Misprint {
                continue;
            }
            record.say(
                Tone::Problem,
                format!("DECLARED {} DID NOT HAPPEN: {}", d.kind().name(), d.quote()),
            );
            self.problems.push(format!(
                "{label} (line {}): declared {} did not happen",
                entry.line,
                d.kind().name()
            ));
        }
    }

    /// Reports the line going on at `line` (a turn or act labelled
    /// `label`) after the game ended at `end`: a deviation that no
    /// declaration excuses, said under the entry that ended the game.
    fn after_end(&mut self, context: &str, end: &Ended, label: &str, line: usize) {
        let message = format!(
            "{} (line {}): the game ends here ({}), but the line goes on at line {line}",
            end.label, end.line, end.outcome
        );
        if let Some(entry) = self.entries.last_mut() {
            entry.after.push(Verdict {
                tone: Tone::Problem,
                text: format!("STOP: {message}"),
            });
        }
        self.deviations.push(Deviation {
            turn: format!("{context}{label}"),
            line,
            kind: DeviationKind::AfterEnd,
            reason: format!(
                "the game ended at line {} ({}): nothing may follow",
                end.line, end.outcome
            ),
            declared: None,
        });
        self.problems.push(message);
    }

    /// Makes `act` in `position` and reports the verdict: a claim judged
    /// by the variant ([`Variant::claim`]), a draw offer and its answer
    /// (with `offer`, the offer that stands, kept up to date, and
    /// [`Variant::draw_by_agreement`]), a resignation. Returns the outcome
    /// if the act ends the game. An act the rules refuse is a deviation
    /// the file may declare with `@refused:`; a claim the variant does not
    /// offer is unreadable.
    fn act(
        &mut self,
        context: &str,
        act: &ActLine,
        position: &V::Position,
        history: &[u64],
        offer: &mut Option<Color>,
    ) -> Option<Outcome> {
        let label = format!("{context}{}", act.label());
        let mut record = Entry::new(EntryKind::Claim, act.label(), context, act.line);
        record.comments = act.comments.clone();
        let verdict = self.act_verdict(act, position, history, offer);
        let (kind, reason) = match verdict {
            Ok((text, outcome)) => {
                record.say(Tone::Ok, text);
                if let Some(quote) = &act.refused {
                    record.say(
                        Tone::Problem,
                        format!("DECLARED refused DID NOT HAPPEN: {quote}"),
                    );
                    self.problems.push(format!(
                        "{label} (line {}): declared refused did not happen",
                        act.line
                    ));
                }
                if let Some(outcome) = outcome {
                    record.after.push(Verdict {
                        tone: Tone::End,
                        text: format!("game over: {outcome}"),
                    });
                }
                self.entries.push(record);
                return outcome;
            }
            Err(refused) => refused,
        };
        let declared = act
            .refused
            .clone()
            .filter(|_| kind == DeviationKind::Refused);
        match &declared {
            Some(quote) => {
                record.say(Tone::Declared, format!("REFUSED (declared): {reason}"));
                record.say(Tone::Declared, format!("  source: {quote}"));
            }
            None => {
                record.say(
                    Tone::Problem,
                    format!("{} (NOT DECLARED): {reason}", kind.name().to_uppercase()),
                );
                self.problems.push(format!(
                    "{label} (line {}): {} not declared: {reason}",
                    act.line,
                    kind.name()
                ));
            }
        }
        self.entries.push(record);
        self.deviations.push(Deviation {
            turn: label,
            line: act.line,
            kind,
            reason,
            declared,
        });
        None
    }

    /// What `act` does in `position` if the rules allow it (the verdict,
    /// and the end of the game if it ends it), or the deviation it is:
    /// a claim judged by the variant, an offer and its answer by `offer`,
    /// the offer that stands (kept up to date), and
    /// [`Variant::draw_by_agreement`].
    fn act_verdict(
        &self,
        act: &ActLine,
        position: &V::Position,
        history: &[u64],
        offer: &mut Option<Color>,
    ) -> Result<(String, Option<Outcome>), (DeviationKind, String)> {
        let player = act.player;
        let agreement = || {
            self.variant
                .draw_by_agreement()
                .map_err(|rule| ActError::NoAgreement { player, rule }.to_string())
        };
        // What the act does, if the rules allow it: the verdict and the
        // end of the game, if it ends it.
        match &act.act {
            Act::Claim(name) => match self.variant.claim(position, history, player, name) {
                Ok(outcome) => Ok(("ok: the claim is accepted".to_string(), Some(outcome))),
                // A claim the variant does not offer is a misreading of
                // the file, not a rule the source broke: never declared.
                Err(e @ RefusedClaim::Unknown { .. }) => {
                    Err((DeviationKind::Unreadable, e.to_string()))
                }
                Err(e @ RefusedClaim::Refused(_)) => Err((DeviationKind::Refused, e.to_string())),
            },
            Act::Resign => Ok((
                format!("ok: {player} resigns"),
                Some(Outcome {
                    result: GameResult::Win(!player),
                    reason: EndReason::Resignation,
                }),
            )),
            Act::OfferDraw => agreement()
                .and_then(|()| match *offer {
                    Some(by) if by != player => Err(ActError::OfferStanding { player }.to_string()),
                    _ => Ok(()),
                })
                .map(|()| {
                    *offer = Some(player);
                    ("ok: the offer stands".to_string(), None)
                })
                .map_err(|e| (DeviationKind::Refused, e)),
            Act::AcceptDraw | Act::DeclineDraw => agreement()
                .and_then(|()| match *offer {
                    Some(by) if by != player => Ok(()),
                    _ => Err(ActError::NoOffer { player }.to_string()),
                })
                .map(|()| {
                    *offer = None;
                    if act.act == Act::AcceptDraw {
                        (
                            "ok: the draw is agreed".to_string(),
                            Some(Outcome {
                                result: GameResult::Draw,
                                reason: EndReason::Agreement,
                            }),
                        )
                    } else {
                        ("ok: the offer is declined".to_string(), None)
                    }
                })
                .map_err(|e| (DeviationKind::Refused, e)),
        }
    }
}

/// How and where a line's game ended.
struct Ended {
    /// The turn or act that ended it, with its side line.
    label: String,
    /// Its file line.
    line: usize,
    outcome: Outcome,
}

fn describe_illegal(e: &IllegalTurn) -> String {
    e.to_string()
}

/// Replays `game` with `variant` (which must be the variant the file names,
/// built with its options).
///
/// # Errors
/// [`ReplayError`] if the start position does not read or a variation has
/// no branch point; rule deviations are not errors but part of the
/// [`Report`].
pub fn replay<V: Variant + ?Sized>(variant: &V, game: &GameFile) -> Result<Report, ReplayError> {
    replay_visiting(variant, game, &mut |_| {})
}

/// [`replay`], showing `visit` every turn line the replay reaches, in the
/// order it plays them (the main line, then each side line): the position
/// it is played from, the game's history before it and what became of it
/// ([`TurnVisit`]). The positions are lent for the call and never kept, so
/// a visitor that keeps none walks the file in memory linear in its
/// length; the engine's analysis and its checked commentary walk game
/// files this way, as `verify-games` replays them.
///
/// # Errors
/// As [`replay`].
///
/// # Examples
/// ```
/// use kernel::replay::{replay_visiting, GameFile, Played};
/// let text = "title: Fool's mate\nsource: folklore\nvariant: chess\n\
///             1. f3\n1... e5\n2. g4\n2... Qh4#\n";
/// let game = GameFile::parse(text).unwrap();
/// let mut seen = Vec::new();
/// replay_visiting(&kernel::chess::fide(), &game, &mut |visit| {
///     assert!(matches!(visit.played, Played::Turn { .. }));
///     seen.push((visit.label.to_string(), visit.history.len()));
/// })
/// .unwrap();
/// assert_eq!(seen[3], ("2...".to_string(), 3));
/// ```
pub fn replay_visiting<V: Variant + ?Sized>(
    variant: &V,
    game: &GameFile,
    visit: &mut dyn FnMut(&TurnVisit<'_, V>),
) -> Result<Report, ReplayError> {
    let start = match &game.start {
        Some(text) => variant
            .read_position(text)
            .map_err(|e| ReplayError::Start(e.to_string()))?,
        None => variant.start_position(),
    };
    let mut r = Replayer {
        variant,
        visit,
        entries: Vec::new(),
        turns: 0,
        deviations: Vec::new(),
        problems: Vec::new(),
    };
    let mut first = Entry::new(EntryKind::Start, String::new(), "", 0);
    first.show(variant, &start);
    first.comments = game.comments.clone();
    r.entries.push(first);
    let wanted: Vec<(u32, Color)> = game.variations.iter().map(|v| v.before).collect();
    let mut history = Vec::new();
    let branch_points = r.line("", &game.turns, &game.acts, start, &mut history, &wanted);
    let main_turns = r.turns;
    for variation in &game.variations {
        let (number, side) = variation.before;
        let label = match side {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        };
        let Some(branch) = branch_points
            .iter()
            .find(|b| b.number == number && b.side == side)
        else {
            return Err(ReplayError::NoBranchPoint {
                line: variation.line,
                label,
            });
        };
        let context = format!("variation before {label} / ");
        let mut heading = Entry::new(EntryKind::Variation, label, &context, variation.line);
        heading.show(variant, &branch.position);
        heading.comments = variation.comments.clone();
        r.entries.push(heading);
        let mut side_history = history[..branch.history_len].to_vec();
        r.line(
            &context,
            &variation.turns,
            &variation.acts,
            branch.position.clone(),
            &mut side_history,
            &[],
        );
        r.entries.push(Entry::new(
            EntryKind::EndOfVariation,
            String::new(),
            &context,
            0,
        ));
    }
    Ok(Report {
        title: game.title.clone(),
        source: game.source.clone(),
        variant: game.variant.clone(),
        options: game.options.clone(),
        legend: variant.legend(),
        entries: r.entries,
        closing: game.closing.clone(),
        turns: r.turns,
        main_turns,
        deviations: r.deviations,
        problems: r.problems,
    })
}
