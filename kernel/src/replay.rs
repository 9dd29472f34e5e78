//! Game files and their replay: the machinery behind `cargo xtask
//! verify-games` (the format is described in the workspace's `GAMES.md`).
//!
//! A [`GameFile`] is read without knowing the variant; [`replay`] then plays
//! it with a [`Variant`]: every turn is read by the variant's notation in
//! its position, checked, applied, and its check or mate mark compared with
//! the position it leads to. A claim line (`white claims fifty-move-win`)
//! is judged by the variant ([`Variant::claim`]) in the position where it
//! stands: accepted, it ends the game with its outcome; refused, it is a
//! deviation. Every rule broken is a [`Deviation`]; each must match a
//! deviation the file declares (quoting the source), and each declared
//! deviation must happen.
//!
//! # Examples
//! ```
//! use kernel::replay::{replay, GameFile};
//! let text = "title: Fool's mate\nsource: folklore\nvariant: chess\n\
//!             1. f3\n1... e5\n2. g4\n2... Qh4#\n";
//! let game = GameFile::parse(text).unwrap();
//! let report = replay(&kernel::chess::fide(), &game).unwrap();
//! assert!(report.problems().is_empty());
//! assert_eq!(report.turns_replayed(), 4);
//! assert!(report.render().contains("black wins by checkmate"));
//! ```

use crate::excerpt::Excerpt;
use crate::variant::{EndReason, IllegalTurn, Outcome, RefusedClaim, Variant};
use crate::Color;
use std::fmt::Write as _;
use thiserror::Error;

/// A deviation the file declares, with the source's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Declared {
    /// `@illegal:` the turn breaks a rule we implement.
    Illegal(String),
    /// `@not-check:` the turn's `+` does not hold.
    NotCheck(String),
    /// `@not-mate:` the turn's `++` or `#` does not hold.
    NotMate(String),
    /// `@misprint:` the printed turn cannot be what was played; `corrected`
    /// is replayed instead.
    Misprint {
        /// The turn to replay.
        corrected: String,
        /// Why the printed turn must be wrong.
        reason: String,
    },
}

impl Declared {
    fn kind(&self) -> DeviationKind {
        match self {
            Declared::Illegal(_) => DeviationKind::Illegal,
            Declared::NotCheck(_) => DeviationKind::NotCheck,
            Declared::NotMate(_) => DeviationKind::NotMate,
            Declared::Misprint { .. } => DeviationKind::Misprint,
        }
    }

    fn quote(&self) -> &str {
        match self {
            Declared::Illegal(q) | Declared::NotCheck(q) | Declared::NotMate(q) => q,
            Declared::Misprint { reason, .. } => reason,
        }
    }
}

/// One turn line of a game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnLine {
    /// The move number.
    pub number: u32,
    /// Whose turn it is.
    pub side: Color,
    /// The turn as printed.
    pub text: String,
    /// The 1-based line of the file.
    pub line: usize,
    /// Deviations declared for this turn.
    pub declared: Vec<Declared>,
}

impl TurnLine {
    /// `12.` or `12...`.
    pub fn label(&self) -> String {
        match self.side {
            Color::White => format!("{}.", self.number),
            Color::Black => format!("{}...", self.number),
        }
    }
}

/// A claim line of a game file: `white claims fifty-move-win`. A player
/// states, at a turn boundary, that a rule of the variant gives them a
/// result ([`Variant::claims`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimLine {
    /// Who claims (not necessarily the side to move).
    pub claimant: Color,
    /// The claim's name, as the variant offers it.
    pub claim: String,
    /// How many turns of its line (the main line or its side line) come
    /// before it: it is made in the position after them.
    pub after_turns: usize,
    /// The 1-based line of the file.
    pub line: usize,
    /// `@refused:` the source's words (or our reason), if the file
    /// declares that the claim is refused.
    pub refused: Option<String>,
}

impl ClaimLine {
    /// `white claims fifty-move-win`, the claim's name quoted as an
    /// excerpt.
    pub fn label(&self) -> String {
        format!("{} claims {:#}", self.claimant, Excerpt::new(&self.claim))
    }
}

/// A side line: turns replayed from the position before a main-line turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variation {
    /// The main-line turn it replaces: move number and side.
    pub before: (u32, Color),
    /// Its turns.
    pub turns: Vec<TurnLine>,
    /// Its claims, in file order.
    pub claims: Vec<ClaimLine>,
    /// The 1-based line of its `variation` line.
    pub line: usize,
}

/// A game file, read but not yet replayed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameFile {
    /// `title:`.
    pub title: String,
    /// `source:`.
    pub source: String,
    /// `variant:`.
    pub variant: String,
    /// `options:` (empty if none).
    pub options: String,
    /// `start:`, if given.
    pub start: Option<String>,
    /// The main line.
    pub turns: Vec<TurnLine>,
    /// The main line's claims, in file order.
    pub claims: Vec<ClaimLine>,
    /// Side lines.
    pub variations: Vec<Variation>,
}

/// Why a game file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct GameFileError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// A claim line's claimant and claim, `None` if `line` is not a claim
/// line (does not start with `white claims` or `black claims`).
fn parse_claim(line: &str) -> Option<Result<(Color, &str), String>> {
    let mut words = line.split_whitespace();
    let claimant = match words.next() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return None,
    };
    if words.next() != Some("claims") {
        return None;
    }
    Some(match (words.next(), words.next()) {
        (Some(claim), None) => Ok((claimant, claim)),
        _ => Err(format!(
            "a claim is '<white or black> claims <one word>', found {}",
            Excerpt::new(line)
        )),
    })
}

fn parse_turn_label(text: &str) -> Option<(u32, Color, &str)> {
    let digits = text.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let number: u32 = text[..digits].parse().ok()?;
    let rest = &text[digits..];
    if let Some(turn) = rest.strip_prefix("...") {
        Some((number, Color::Black, turn.trim()))
    } else {
        rest.strip_prefix('.')
            .map(|turn| (number, Color::White, turn.trim()))
    }
}

impl GameFile {
    /// Reads a game file.
    ///
    /// # Errors
    /// [`GameFileError`] naming the line and what is wrong with it.
    pub fn parse(text: &str) -> Result<GameFile, GameFileError> {
        let mut game = GameFile::default();
        let mut in_variation: Option<Variation> = None;
        let mut seen_turn = false;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim();
            let err = |message: String| GameFileError {
                line: line_no,
                message,
            };
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(marker) = line.strip_prefix('@') {
                let (kind, quote) = marker.split_once(':').ok_or_else(|| {
                    err(format!(
                        "marker {} needs a ':' and the source's words",
                        Excerpt::new(line)
                    ))
                })?;
                let quote = quote.trim().to_string();
                if quote.is_empty() {
                    return Err(err(format!(
                        "marker {} must quote the source or give a reason",
                        Excerpt::new(&line[..kind.len() + 1])
                    )));
                }
                let (turns, claims) = match &mut in_variation {
                    Some(v) => (&mut v.turns, &mut v.claims),
                    None => (&mut game.turns, &mut game.claims),
                };
                // Turns and claims are kept apart; the last entry of the
                // line is a claim when no turn came after the last claim.
                let last_claim = claims.last_mut().filter(|c| c.after_turns == turns.len());
                if kind.trim() == "refused" {
                    let claim = last_claim.ok_or_else(|| {
                        err("'@refused:' must follow the claim it is about".to_string())
                    })?;
                    if claim.refused.is_some() {
                        return Err(err("the claim is already declared refused".to_string()));
                    }
                    claim.refused = Some(quote);
                    continue;
                }
                let after_claim = last_claim.is_some();
                let declared = match kind.trim() {
                    "illegal" => Declared::Illegal(quote),
                    "not-check" => Declared::NotCheck(quote),
                    "not-mate" => Declared::NotMate(quote),
                    "misprint" => {
                        let (corrected, reason) = quote.split_once('|').ok_or_else(|| {
                            err("'@misprint:' needs '<corrected turn> | <reason>'".to_string())
                        })?;
                        Declared::Misprint {
                            corrected: corrected.trim().to_string(),
                            reason: reason.trim().to_string(),
                        }
                    }
                    other => {
                        return Err(err(format!(
                            "unknown marker {}: expected illegal, not-check, not-mate, misprint or refused",
                            Excerpt::new(&format!("@{other}"))
                        )))
                    }
                };
                if after_claim {
                    return Err(err(format!(
                        "marker {} is about a turn, and follows a claim: a claim takes only '@refused:'",
                        Excerpt::new(&format!("@{}", kind.trim()))
                    )));
                }
                let last = turns
                    .last_mut()
                    .ok_or_else(|| err("a marker must follow the turn it is about".to_string()))?;
                last.declared.push(declared);
                continue;
            }
            if let Some(rest) = line.strip_prefix("variation before ") {
                if in_variation.is_some() {
                    return Err(err(
                        "a variation inside a variation is not supported".to_string()
                    ));
                }
                let (number, side, tail) = parse_turn_label(rest.trim()).ok_or_else(|| {
                    err(format!(
                        "'variation before' needs a turn label such as 3... , not {}",
                        Excerpt::new(rest)
                    ))
                })?;
                if !tail.is_empty() {
                    return Err(err(format!(
                        "unexpected {} after the turn label",
                        Excerpt::new(tail)
                    )));
                }
                in_variation = Some(Variation {
                    before: (number, side),
                    turns: Vec::new(),
                    claims: Vec::new(),
                    line: line_no,
                });
                continue;
            }
            if line == "end" {
                let v = in_variation
                    .take()
                    .ok_or_else(|| err("'end' without a variation".to_string()))?;
                game.variations.push(v);
                continue;
            }
            if let Some(claim) = parse_claim(line) {
                let (claimant, claim) = claim.map_err(err)?;
                seen_turn = true;
                let (turns, claims) = match &mut in_variation {
                    Some(v) => (&v.turns, &mut v.claims),
                    None => (&game.turns, &mut game.claims),
                };
                claims.push(ClaimLine {
                    claimant,
                    claim: claim.to_string(),
                    after_turns: turns.len(),
                    line: line_no,
                    refused: None,
                });
                continue;
            }
            if let Some((number, side, turn)) = parse_turn_label(line) {
                if turn.is_empty() {
                    return Err(err(format!("turn {:#} has no moves", Excerpt::new(line))));
                }
                seen_turn = true;
                let entry = TurnLine {
                    number,
                    side,
                    text: turn.to_string(),
                    line: line_no,
                    declared: Vec::new(),
                };
                match &mut in_variation {
                    Some(v) => v.turns.push(entry),
                    None => game.turns.push(entry),
                }
                continue;
            }
            if let Some((key, value)) = line.split_once(':') {
                if seen_turn {
                    return Err(err(format!(
                        "header {} after the first turn",
                        Excerpt::new(key)
                    )));
                }
                let value = value.trim().to_string();
                match key.trim() {
                    "title" => game.title = value,
                    "source" => game.source = value,
                    "variant" => game.variant = value,
                    "options" => game.options = value,
                    "start" => game.start = Some(value),
                    other => return Err(err(format!("unknown header {}", Excerpt::new(other)))),
                }
                continue;
            }
            return Err(err(format!(
                "cannot read {}: expected a header, a turn such as '1. e4', a claim, a marker, or a comment",
                Excerpt::new(line)
            )));
        }
        if in_variation.is_some() {
            return Err(GameFileError {
                line: text.lines().count(),
                message: "a variation is not closed with 'end'".to_string(),
            });
        }
        for (key, value) in [
            ("title", &game.title),
            ("source", &game.source),
            ("variant", &game.variant),
        ] {
            if value.is_empty() {
                return Err(GameFileError {
                    line: 1,
                    message: format!("the header '{key}:' is required"),
                });
            }
        }
        Ok(game)
    }
}

/// What kind of rule a turn broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviationKind {
    /// The turn is not legal.
    Illegal,
    /// A `+` on a turn that gives no check.
    NotCheck,
    /// A `++` or `#` on a turn that does not mate.
    NotMate,
    /// The printed turn cannot be read or played; a correction was declared.
    Misprint,
    /// The turn cannot be read at all, so the replay stops; or the claim
    /// names none the variant offers.
    Unreadable,
    /// The variant refuses the claim: a condition of its rule does not
    /// hold.
    Refused,
}

impl DeviationKind {
    fn name(self) -> &'static str {
        match self {
            DeviationKind::Illegal => "illegal",
            DeviationKind::NotCheck => "not-check",
            DeviationKind::NotMate => "not-mate",
            DeviationKind::Misprint => "misprint",
            DeviationKind::Unreadable => "unreadable",
            DeviationKind::Refused => "refused",
        }
    }
}

/// A rule a turn or claim broke, found by the replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deviation {
    /// The turn's label, with the variation it is in (`3...` or `variation
    /// before 19. / 20.`); for a claim, the claim (`white claims
    /// fifty-move-win`).
    pub turn: String,
    /// The file line of the turn or claim.
    pub line: usize,
    /// What kind.
    pub kind: DeviationKind,
    /// Which rule, in words.
    pub reason: String,
    /// The declaration's words, if the file declares it.
    pub declared: Option<String>,
}

/// The result of replaying one game file.
#[derive(Debug, Clone)]
pub struct Report {
    text: String,
    title: String,
    turns: usize,
    deviations: Vec<Deviation>,
    problems: Vec<String>,
}

impl Report {
    /// The game's title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// How many turns were replayed (main line and side lines).
    pub fn turns_replayed(&self) -> usize {
        self.turns
    }

    /// Every deviation found.
    pub fn deviations(&self) -> &[Deviation] {
        &self.deviations
    }

    /// Why the file fails: deviations found but not declared, declared but
    /// not found, and replays that could not go on. Empty means it passes.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// The full report: every turn with its verdict and the diagram after
    /// it, then the summary line.
    pub fn render(&self) -> String {
        self.text.clone()
    }

    /// One line: turns replayed and deviations found and declared.
    pub fn summary(&self) -> String {
        let declared = self
            .deviations
            .iter()
            .filter(|d| d.declared.is_some())
            .count();
        format!(
            "{}, {} found, {declared} declared",
            plural(self.turns, "turn"),
            plural(self.deviations.len(), "deviation"),
        )
    }
}

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

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("    {l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

struct Replayer<'a, V: Variant + ?Sized> {
    variant: &'a V,
    out: String,
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

impl<V: Variant + ?Sized> Replayer<'_, V> {
    /// Replays `turns` from `position`, pushing the repetition key of every
    /// position left onto `history`, and judges each of `claims` where it
    /// stands; an accepted claim ends the line. Returns the positions
    /// before the turns that `wanted` labels (the first of each), and the
    /// position after the last turn, labelled with the turn that would come
    /// next, if wanted: only those are kept, and they share `history` by
    /// its length, so memory grows with the game's length, not its square.
    fn line(
        &mut self,
        context: &str,
        turns: &[TurnLine],
        claims: &[ClaimLine],
        mut position: V::Position,
        history: &mut Vec<u64>,
        wanted: &[(u32, Color)],
    ) -> Vec<BranchPoint<V::Position>> {
        let v = self.variant;
        let mut before: Vec<BranchPoint<V::Position>> = Vec::new();
        let mut keep = |number: u32, side: Color, position: &V::Position, len: usize| {
            let seen = before.iter().any(|b| b.number == number && b.side == side);
            if !seen && wanted.contains(&(number, side)) {
                before.push(BranchPoint {
                    number,
                    side,
                    position: position.clone(),
                    history_len: len,
                });
            }
        };
        let mut claims = claims.iter().peekable();
        // Set when the line stops before its end: a resignation, a turn
        // that cannot be read, a turn for the wrong side, an accepted claim.
        let mut stopped = false;
        for (index, entry) in turns.iter().enumerate() {
            while let Some(claim) = claims.next_if(|c| c.after_turns <= index) {
                if let Some(outcome) = self.claim(context, claim, &position, history) {
                    self.ended_by_claim(context, claim, outcome, Some(entry), claims.peek());
                    stopped = true;
                    break;
                }
            }
            if stopped {
                break;
            }
            let label = format!("{context}{}", entry.label());
            keep(entry.number, entry.side, &position, history.len());
            let _ = writeln!(self.out, "\n{} {}", entry.label(), entry.text);
            if entry.text.trim() == "resign" {
                let _ = writeln!(self.out, "  {} resigns", entry.side);
                stopped = true;
                break;
            }
            let side = v.side_to_move(&position);
            if side != entry.side {
                let message = format!(
                    "{label} (line {}): the file gives {}'s turn but it is {side}'s",
                    entry.line, entry.side
                );
                let _ = writeln!(self.out, "  STOP: {message}");
                self.problems.push(message);
                stopped = true;
                break;
            }
            let mut found: Vec<(DeviationKind, String)> = Vec::new();
            let misprint = entry.declared.iter().find_map(|d| match d {
                Declared::Misprint { corrected, .. } => Some(corrected.clone()),
                _ => None,
            });
            if let Some(corrected) = &misprint {
                let printed_fails = match v.read_turn(&position, &entry.text) {
                    Err(e) => Some(format!("the printed turn does not read: {e}")),
                    Ok(turn) => v
                        .play_turn(&position, &turn)
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
            }
            let text = misprint.as_deref().unwrap_or(&entry.text);
            let turn = match v.read_turn(&position, text) {
                Ok(turn) => turn,
                Err(e) => {
                    let reason = e.to_string();
                    let _ = writeln!(self.out, "  STOP: cannot read the turn: {reason}");
                    self.deviations.push(Deviation {
                        turn: label.clone(),
                        line: entry.line,
                        kind: DeviationKind::Unreadable,
                        reason: reason.clone(),
                        declared: None,
                    });
                    self.problems.push(format!(
                        "{label} (line {}): cannot read {}: {reason}; the replay stops here",
                        entry.line,
                        Excerpt::new(text)
                    ));
                    stopped = true;
                    break;
                }
            };
            self.turns += 1;
            let next = match v.play_turn(&position, &turn) {
                Ok(next) => next,
                Err(e) => {
                    found.push((DeviationKind::Illegal, describe_illegal(&e)));
                    v.play_turn_unchecked(&position, &turn)
                }
            };
            history.push(v.repetition_key(&position));
            let claims_mate = text.contains("++") || text.contains('#');
            let claims_check = text.contains('+');
            let outcome = v.outcome(&next, history);
            let mates = outcome.is_some_and(|o| o.reason == EndReason::Checkmate);
            if claims_mate && !mates {
                let why = if v.in_check(&next) {
                    "it gives check, but the opponent has a legal reply"
                } else {
                    "it does not even give check"
                };
                found.push((DeviationKind::NotMate, format!("marked as mate, but {why}")));
            } else if claims_check && !claims_mate && !v.in_check(&next) {
                found.push((
                    DeviationKind::NotCheck,
                    "marked as check, but it does not give check".to_string(),
                ));
            }
            let written = v.write_turn(&position, &turn);
            if found.is_empty() {
                let _ = writeln!(self.out, "  ok: {written}");
            }
            let mut declared: Vec<&Declared> = entry.declared.iter().collect();
            for (kind, reason) in found {
                let matched = declared.iter().position(|d| d.kind() == kind);
                let quote = matched.map(|i| declared.remove(i).quote().to_string());
                match &quote {
                    Some(q) => {
                        let _ = writeln!(
                            self.out,
                            "  {} (declared): {reason}\n    source: {q}",
                            kind.name().to_uppercase()
                        );
                    }
                    None => {
                        let _ = writeln!(
                            self.out,
                            "  {} (NOT DECLARED): {reason}",
                            kind.name().to_uppercase()
                        );
                        self.problems.push(format!(
                            "{label} (line {}): {} not declared: {reason}",
                            entry.line,
                            kind.name()
                        ));
                    }
                }
                self.deviations.push(Deviation {
                    turn: label.clone(),
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
                let _ = writeln!(
                    self.out,
                    "  DECLARED {} DID NOT HAPPEN: {}",
                    d.kind().name(),
                    d.quote()
                );
                self.problems.push(format!(
                    "{label} (line {}): declared {} did not happen",
                    entry.line,
                    d.kind().name()
                ));
            }
            let _ = writeln!(self.out, "{}", indent(&v.diagram(&next)));
            position = next;
            if let Some(o) = outcome {
                let _ = writeln!(self.out, "  game over: {o}");
            }
        }
        // The claims after the last turn.
        if !stopped {
            while let Some(claim) = claims.next() {
                if let Some(outcome) = self.claim(context, claim, &position, history) {
                    self.ended_by_claim(context, claim, outcome, None, claims.peek());
                    break;
                }
            }
        }
        // A side line may also go on from where the main line ends (after
        // Black's turn u32::MAX there is no next label to branch before).
        if let Some(last) = turns.last() {
            let next = match last.side {
                Color::White => Some((last.number, Color::Black)),
                Color::Black => last.number.checked_add(1).map(|n| (n, Color::White)),
            };
            if let Some((number, side)) = next {
                keep(number, side, &position, history.len());
            }
        }
        before
    }
}

impl<V: Variant + ?Sized> Replayer<'_, V> {
    /// Judges `claim` in `position` and reports the verdict; returns the
    /// outcome if the variant accepts it.
    fn claim(
        &mut self,
        context: &str,
        claim: &ClaimLine,
        position: &V::Position,
        history: &[u64],
    ) -> Option<Outcome> {
        let label = format!("{context}{}", claim.label());
        let _ = writeln!(self.out, "\n{}", claim.label());
        let verdict = self
            .variant
            .claim(position, history, claim.claimant, &claim.claim);
        let (kind, reason) = match verdict {
            Ok(outcome) => {
                let _ = writeln!(self.out, "  ok: the claim is accepted");
                if let Some(quote) = &claim.refused {
                    let _ = writeln!(self.out, "  DECLARED refused DID NOT HAPPEN: {quote}");
                    self.problems.push(format!(
                        "{label} (line {}): declared refused did not happen",
                        claim.line
                    ));
                }
                return Some(outcome);
            }
            // A claim the variant does not offer is a misreading of the
            // file, not a rule the source broke: never declared.
            Err(e @ RefusedClaim::Unknown { .. }) => (DeviationKind::Unreadable, e.to_string()),
            Err(e @ RefusedClaim::Refused(_)) => (DeviationKind::Refused, e.to_string()),
        };
        let declared = claim
            .refused
            .clone()
            .filter(|_| kind == DeviationKind::Refused);
        match &declared {
            Some(quote) => {
                let _ = writeln!(
                    self.out,
                    "  REFUSED (declared): {reason}\n    source: {quote}"
                );
            }
            None => {
                let _ = writeln!(
                    self.out,
                    "  {} (NOT DECLARED): {reason}",
                    kind.name().to_uppercase()
                );
                self.problems.push(format!(
                    "{label} (line {}): {} not declared: {reason}",
                    claim.line,
                    kind.name()
                ));
            }
        }
        self.deviations.push(Deviation {
            turn: label,
            line: claim.line,
            kind,
            reason,
            declared,
        });
        None
    }

    /// Reports the end of the game by `claim`, and anything the line
    /// holds after it (`next_turn`, `next_claim`) as a problem: the game
    /// is over, so nothing after it is replayed.
    fn ended_by_claim(
        &mut self,
        context: &str,
        claim: &ClaimLine,
        outcome: Outcome,
        next_turn: Option<&TurnLine>,
        next_claim: Option<&&ClaimLine>,
    ) {
        let _ = writeln!(self.out, "  game over: {outcome}");
        let after = [next_turn.map(|t| t.line), next_claim.map(|c| c.line)]
            .into_iter()
            .flatten()
            .min();
        if let Some(line) = after {
            let message = format!(
                "{context}{} (line {}): the claim ends the game, but the line goes on at line {line}",
                claim.label(),
                claim.line
            );
            let _ = writeln!(self.out, "  STOP: {message}");
            self.problems.push(message);
        }
    }
}

fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
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
    let start = match &game.start {
        Some(text) => variant
            .read_position(text)
            .map_err(|e| ReplayError::Start(e.to_string()))?,
        None => variant.start_position(),
    };
    let mut r = Replayer {
        variant,
        out: String::new(),
        turns: 0,
        deviations: Vec::new(),
        problems: Vec::new(),
    };
    let _ = writeln!(r.out, "Game: {}", game.title);
    let _ = writeln!(r.out, "Source: {}", game.source);
    let options = if game.options.is_empty() {
        String::new()
    } else {
        format!(" ({})", game.options)
    };
    let _ = writeln!(r.out, "Variant: {}{options}", game.variant);
    let _ = writeln!(r.out, "Start:\n{}", indent(&variant.diagram(&start)));
    let wanted: Vec<(u32, Color)> = game.variations.iter().map(|v| v.before).collect();
    let mut history = Vec::new();
    let branch_points = r.line("", &game.turns, &game.claims, start, &mut history, &wanted);
    let main_end = r.turns;
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
        let _ = writeln!(r.out, "\nVariation before {label}");
        let context = format!("variation before {label} / ");
        let mut side_history = history[..branch.history_len].to_vec();
        r.line(
            &context,
            &variation.turns,
            &variation.claims,
            branch.position.clone(),
            &mut side_history,
            &[],
        );
        let _ = writeln!(r.out, "End of variation");
    }
    let declared = r.deviations.iter().filter(|d| d.declared.is_some()).count();
    let _ = writeln!(
        r.out,
        "\nSummary: {} replayed ({} in the main line), {} found, {declared} declared, {}",
        plural(r.turns, "turn"),
        main_end,
        plural(r.deviations.len(), "deviation"),
        plural(r.problems.len(), "problem"),
    );
    Ok(Report {
        text: r.out,
        title: game.title.clone(),
        turns: r.turns,
        deviations: r.deviations,
        problems: r.problems,
    })
}
