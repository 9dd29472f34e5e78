//! Game files and their replay: the machinery behind `cargo xtask
//! verify-games` (the format is described in the workspace's `GAMES.md`).
//!
//! A [`GameFile`] is read without knowing the variant; [`replay`] then plays
//! it with a [`Variant`]: every turn is read by the variant's notation in
//! its position, checked, applied, and its check or mate mark compared with
//! the position it leads to. An act line (see [`crate::acts`]: `white
//! claims fifty-move-win`, `white offers draw`, `black accepts draw`,
//! `white resigns`) is made where it stands: a claim is judged by the
//! variant ([`Variant::claim`]), an offer and its answer by the offers
//! that stand and [`Variant::draw_by_agreement`]; an accepted claim, an
//! agreement or a resignation ends the game; a refused act is a
//! deviation. Once the game has ended (by an act, or by the rules after a
//! turn: mate, a dead position, fivefold repetition...), anything more in
//! its line is a deviation and the line stops, as [`crate::game::Game`]
//! refuses it. Every rule broken is a [`Deviation`]; each must match a
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

use crate::acts::{Act, PlayerAct};
use crate::excerpt::Excerpt;
use crate::game::ActError;
use crate::scene::{Event, Legend, Scene};
use crate::variant::{EndReason, GameResult, IllegalTurn, Outcome, RefusedClaim, Variant};
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
    /// The comment lines after it (before the next turn or act of its
    /// line), without their `#`: they are about the position it leads to.
    pub comments: Vec<String>,
    /// `@check:` annotations after it: claims of the commentary about the
    /// position it leads to, for a search to decide.
    pub checks: Vec<CheckLine>,
}

/// An `@check:` annotation: a claim of the source's commentary that a
/// search can decide (`white mates in 2`, `black wins material`, `better:
/// TURN`), about the position after the turn it follows. The replay keeps
/// it and does not judge it (the kernel is rules only); `cargo xtask
/// verify-games` has the engine decide it (`engine::commentary`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckLine {
    /// The claim as written.
    pub claim: String,
    /// The 1-based line of the file.
    pub line: usize,
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

/// An act line of a game file, between the turns (see [`crate::acts`]): a
/// claim (`white claims fifty-move-win`), a draw offer (`white offers
/// draw`), its acceptance or refusal (`black accepts draw`, `black
/// declines draw`), a resignation (`white resigns`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActLine {
    /// Who acts (not necessarily the side to move).
    pub player: Color,
    /// What they do.
    pub act: Act,
    /// How many turns of its line (the main line or its side line) come
    /// before it: it is made in the position after them.
    pub after_turns: usize,
    /// The 1-based line of the file.
    pub line: usize,
    /// `@refused:` the source's words (or our reason), if the file
    /// declares that the act is refused.
    pub refused: Option<String>,
    /// The comment lines after it, without their `#`.
    pub comments: Vec<String>,
}

impl ActLine {
    /// The line as the file writes it (`white offers draw`), a claim's
    /// name quoted as an excerpt (`white claims 'fifty-move-win'`).
    pub fn label(&self) -> String {
        match &self.act {
            Act::Claim(name) => format!("{} claims {:#}", self.player, Excerpt::new(name)),
            act => PlayerAct {
                player: self.player,
                act: act.clone(),
            }
            .to_string(),
        }
    }
}

/// A side line: turns replayed from the position before a main-line turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variation {
    /// The main-line turn it replaces: move number and side.
    pub before: (u32, Color),
    /// Its turns.
    pub turns: Vec<TurnLine>,
    /// Its acts (claims, draw offers and answers, resignations), in file
    /// order.
    pub acts: Vec<ActLine>,
    /// The 1-based line of its `variation` line.
    pub line: usize,
    /// The comment lines before its first turn, without their `#`: they
    /// are about its branch point.
    pub comments: Vec<String>,
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
    /// The main line's acts, in file order.
    pub acts: Vec<ActLine>,
    /// Side lines.
    pub variations: Vec<Variation>,
    /// The comment lines before the first turn, without their `#`: they
    /// are about the start position.
    pub comments: Vec<String>,
    /// The comment lines after the last side line's `end`, without their
    /// `#`.
    pub closing: Vec<String>,
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

/// Where a comment line goes in a line of play: after the line's last
/// turn or act (whichever the file gives last), or, before any, with the
/// line's own comments (about its first position).
fn last_comments<'a>(
    turns: &'a mut [TurnLine],
    claims: &'a mut [ActLine],
    before_any: &'a mut Vec<String>,
) -> &'a mut Vec<String> {
    let turn_line = turns.last().map_or(0, |t| t.line);
    let claim_line = claims.last().map_or(0, |c| c.line);
    if claim_line > turn_line {
        if let Some(c) = claims.last_mut() {
            return &mut c.comments;
        }
    }
    match turns.last_mut() {
        Some(t) => &mut t.comments,
        None => before_any,
    }
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
    /// Every turn of the main line and the side lines with `@check:`
    /// annotations, in file order.
    pub fn checked_turns(&self) -> impl Iterator<Item = &TurnLine> {
        self.turns
            .iter()
            .chain(self.variations.iter().flat_map(|v| v.turns.iter()))
            .filter(|t| !t.checks.is_empty())
    }

    /// Reads a game file.
    ///
    /// # Errors
    /// [`GameFileError`] naming the line and what is wrong with it.
    pub fn parse(text: &str) -> Result<GameFile, GameFileError> {
        let mut game = GameFile::default();
        let mut in_variation: Option<Variation> = None;
        let mut seen_turn = false;
        // Comments after a side line's `end`, until it is known what they
        // come before.
        let mut loose: Vec<String> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim();
            let err = |message: String| GameFileError {
                line: line_no,
                message,
            };
            if line.is_empty() {
                continue;
            }
            if let Some(comment) = line.strip_prefix('#') {
                let comment = comment.strip_prefix(' ').unwrap_or(comment).to_string();
                match &mut in_variation {
                    Some(v) => {
                        last_comments(&mut v.turns, &mut v.acts, &mut v.comments).push(comment)
                    }
                    // After a side line, a comment waits for what comes
                    // next: another side line, or the main line going on.
                    None if !game.variations.is_empty() => loose.push(comment),
                    None => last_comments(&mut game.turns, &mut game.acts, &mut game.comments)
                        .push(comment),
                }
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
                    Some(v) => (&mut v.turns, &mut v.acts),
                    None => (&mut game.turns, &mut game.acts),
                };
                // Turns and acts are kept apart; the last entry of the
                // line is an act when no turn came after the last act.
                let last_claim = claims.last_mut().filter(|c| c.after_turns == turns.len());
                if kind.trim() == "refused" {
                    let claim = last_claim.ok_or_else(|| {
                        err("'@refused:' must follow the act it is about".to_string())
                    })?;
                    if claim.refused.is_some() {
                        return Err(err("the act is already declared refused".to_string()));
                    }
                    claim.refused = Some(quote);
                    continue;
                }
                let after_claim = last_claim.is_some();
                if kind.trim() == "check" {
                    if after_claim {
                        return Err(err(
                            "'@check:' is about the position after a turn, and follows an act"
                                .to_string(),
                        ));
                    }
                    let last = turns.last_mut().ok_or_else(|| {
                        err("'@check:' must follow the turn after which it holds".to_string())
                    })?;
                    last.checks.push(CheckLine {
                        claim: quote,
                        line: line_no,
                    });
                    continue;
                }
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
                            "unknown marker {}: expected illegal, not-check, not-mate, misprint, refused or check",
                            Excerpt::new(&format!("@{other}"))
                        )))
                    }
                };
                if after_claim {
                    return Err(err(format!(
                        "marker {} is about a turn, and follows an act: an act takes only '@refused:'",
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
                    acts: Vec::new(),
                    line: line_no,
                    comments: std::mem::take(&mut loose),
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
            if let Some(act) = PlayerAct::parse(line) {
                let PlayerAct { player, act } = act.map_err(err)?;
                seen_turn = true;
                if in_variation.is_none() && !loose.is_empty() {
                    last_comments(&mut game.turns, &mut game.acts, &mut game.comments)
                        .append(&mut loose);
                }
                let (turns, claims) = match &mut in_variation {
                    Some(v) => (&v.turns, &mut v.acts),
                    None => (&game.turns, &mut game.acts),
                };
                claims.push(ActLine {
                    player,
                    act,
                    after_turns: turns.len(),
                    line: line_no,
                    refused: None,
                    comments: Vec::new(),
                });
                continue;
            }
            if let Some((number, side, turn)) = parse_turn_label(line) {
                if turn.is_empty() {
                    return Err(err(format!("turn {:#} has no moves", Excerpt::new(line))));
                }
                seen_turn = true;
                if in_variation.is_none() && !loose.is_empty() {
                    last_comments(&mut game.turns, &mut game.acts, &mut game.comments)
                        .append(&mut loose);
                }
                let entry = TurnLine {
                    number,
                    side,
                    text: turn.to_string(),
                    line: line_no,
                    declared: Vec::new(),
                    comments: Vec::new(),
                    checks: Vec::new(),
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
                "cannot read {}: expected a header, a turn such as '1. e4', an act such as 'white claims fifty-moves', a marker, or a comment",
                Excerpt::new(line)
            )));
        }
        if in_variation.is_some() {
            return Err(GameFileError {
                line: text.lines().count(),
                message: "a variation is not closed with 'end'".to_string(),
            });
        }
        game.closing = loose;
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
    /// The variant refuses the act: a condition of its claim does not
    /// hold, or its rules forbid a draw by agreement, or there is no offer
    /// to answer.
    Refused,
    /// The line goes on after the game has ended (by the rules after a
    /// turn, or by an act); never declared, and the line stops there.
    AfterEnd,
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
            DeviationKind::AfterEnd => "after-end",
        }
    }
}

/// A rule a turn or act broke, found by the replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deviation {
    /// The turn's label, with the variation it is in (`3...` or `variation
    /// before 19. / 20.`); for an act, the act (`white claims
    /// 'fifty-move-win'`).
    pub turn: String,
    /// The file line of the turn or act.
    pub line: usize,
    /// What kind.
    pub kind: DeviationKind,
    /// Which rule, in words.
    pub reason: String,
    /// The declaration's words, if the file declares it.
    pub declared: Option<String>,
}

/// The result of replaying one game file: what the file says, and for
/// every turn, act and side line, in the file's order, an [`Entry`] with
/// the verdict, the events of the turn, the position it leads to and the
/// source's commentary.
#[derive(Debug, Clone)]
pub struct Report {
    title: String,
    source: String,
    variant: String,
    options: String,
    legend: Legend,
    entries: Vec<Entry>,
    closing: Vec<String>,
    turns: usize,
    main_turns: usize,
    deviations: Vec<Deviation>,
    problems: Vec<String>,
}

/// What an [`Entry`] of a report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// The start position of the game.
    Start,
    /// The beginning of a side line: its heading, and the position it
    /// branches from.
    Variation,
    /// A turn.
    Turn,
    /// An act: a claim, a draw offer or its answer, a resignation.
    Claim,
    /// The end of a side line.
    EndOfVariation,
}

/// How a verdict line reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    /// The turn or act is as the rules allow (`ok: e2-e4`).
    Ok,
    /// A deviation the file declares, or the source's words for it.
    Declared,
    /// Something that makes the file fail: a deviation not declared, a
    /// declared one that does not happen, a replay that stops.
    Problem,
    /// The game ends, or a player resigns.
    End,
}

/// One line of a verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// How it reads.
    pub tone: Tone,
    /// The line, such as `ok: e2-e4`.
    pub text: String,
}

/// A position as a report draws it: the variant's [`Scene`], or, for a
/// variant without one, its text diagram.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// The variant's scene.
    Scene(Scene),
    /// The variant's [`Variant::diagram`].
    Diagram(String),
}

impl Picture {
    fn of<V: Variant + ?Sized>(variant: &V, position: &V::Position) -> Picture {
        match variant.scene(position) {
            Some(scene) => Picture::Scene(scene),
            None => Picture::Diagram(variant.diagram(position)),
        }
    }

    /// The picture as text.
    pub fn text(&self) -> String {
        match self {
            Picture::Scene(scene) => scene.text(),
            Picture::Diagram(text) => text.clone(),
        }
    }
}

/// One turn, act, start or side line of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// What it is about.
    pub kind: EntryKind,
    /// Its label: `12...` for a turn, the act (`white claims
    /// fifty-move-win`), the turn a side line comes before (`3...`);
    /// empty for the start and the end of a side line.
    pub label: String,
    /// A turn as the file prints it; empty for the others.
    pub text: String,
    /// The side line it is in (`variation before 3... / `), empty in the
    /// main line.
    pub context: String,
    /// The 1-based line of the file (0 for the start).
    pub line: usize,
    /// The verdict, line by line.
    pub verdict: Vec<Verdict>,
    /// The events of the turn, in the order played.
    pub events: Vec<Event>,
    /// The position the turn leads to, the start, or the branch point of a
    /// side line; `None` for a turn that was not played (the replay
    /// stopped, or a resignation) and for acts.
    pub picture: Option<Picture>,
    /// The position of the picture as the variant's position text
    /// ([`Variant::write_position`]), from which a program can start a
    /// game at that point (a web page's "play from here"); `None` where
    /// there is no picture.
    pub position: Option<String>,
    /// What follows the picture: the end of the game.
    pub after: Vec<Verdict>,
    /// The source's commentary on it, line by line as the file gives it.
    pub comments: Vec<String>,
}

impl Entry {
    fn new(kind: EntryKind, label: String, context: &str, line: usize) -> Entry {
        Entry {
            kind,
            label,
            text: String::new(),
            context: context.to_string(),
            line,
            verdict: Vec::new(),
            events: Vec::new(),
            picture: None,
            position: None,
            after: Vec::new(),
            comments: Vec::new(),
        }
    }

    /// Shows `position`: its picture and its text.
    fn show<V: Variant + ?Sized>(&mut self, variant: &V, position: &V::Position) {
        self.picture = Some(Picture::of(variant, position));
        self.position = Some(variant.write_position(position));
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.verdict.push(Verdict {
            tone,
            text: text.into(),
        });
    }

    /// The entry as text, as [`Report::render`] writes it.
    fn render(&self, out: &mut String) {
        match self.kind {
            EntryKind::Start => {
                let _ = writeln!(out, "Start:");
            }
            EntryKind::Variation => {
                let _ = writeln!(out, "\nVariation before {}", self.label);
            }
            EntryKind::Turn => {
                let _ = writeln!(out, "\n{} {}", self.label, self.text);
            }
            EntryKind::Claim => {
                let _ = writeln!(out, "\n{}", self.label);
            }
            EntryKind::EndOfVariation => {
                let _ = writeln!(out, "End of variation");
            }
        }
        for v in &self.verdict {
            let _ = writeln!(out, "  {}", v.text);
        }
        for e in &self.events {
            let _ = writeln!(out, "  - {}", e.text);
        }
        // A side line's branch point is the board the line before it
        // already shows.
        if self.kind != EntryKind::Variation {
            if let Some(picture) = &self.picture {
                let _ = writeln!(out, "{}", indent(&picture.text()));
            }
        }
        for v in &self.after {
            let _ = writeln!(out, "  {}", v.text);
        }
        for c in &self.comments {
            let _ = writeln!(out, "  {}", comment_line(c));
        }
    }
}

impl Report {
    /// The game's title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The game file's `source:`.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The variant's name, as the file gives it.
    pub fn variant(&self) -> &str {
        &self.variant
    }

    /// The game file's `options:` (empty if none).
    pub fn options(&self) -> &str {
        &self.options
    }

    /// The key to the game's pieces and notation.
    pub fn legend(&self) -> &Legend {
        &self.legend
    }

    /// The start, every turn, act and side line, in the file's order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The comment lines after the last side line.
    pub fn closing(&self) -> &[String] {
        &self.closing
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

    /// The full report: the legend, then every turn with its verdict, its
    /// events, the position after it and the source's commentary, then the
    /// summary line.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "Game: {}", self.title);
        let _ = writeln!(out, "Source: {}", self.source);
        let options = if self.options.is_empty() {
            String::new()
        } else {
            format!(" ({})", self.options)
        };
        let _ = writeln!(out, "Variant: {}{options}", self.variant);
        if !self.legend.is_empty() {
            let _ = writeln!(out, "\n{}", self.legend.text().trim_end());
            out.push('\n');
        }
        for entry in &self.entries {
            entry.render(&mut out);
        }
        if !self.closing.is_empty() {
            out.push('\n');
            for c in &self.closing {
                let _ = writeln!(out, "{}", comment_line(c));
            }
        }
        let _ = writeln!(out, "\nSummary: {}", self.summary_line());
        out
    }

    fn summary_line(&self) -> String {
        let declared = self
            .deviations
            .iter()
            .filter(|d| d.declared.is_some())
            .count();
        format!(
            "{} replayed ({} in the main line), {} found, {declared} declared, {}",
            plural(self.turns, "turn"),
            self.main_turns,
            plural(self.deviations.len(), "deviation"),
            plural(self.problems.len(), "problem"),
        )
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

/// A comment line as the file writes it: `# ` and the text, or `#` alone.
fn comment_line(text: &str) -> String {
    if text.is_empty() {
        "#".to_string()
    } else {
        format!("# {text}")
    }
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
        let mut acts = acts.iter().peekable();
        // The draw offer that stands, by whom.
        let mut offer: Option<Color> = None;
        // How and where the game ended, once it has.
        let mut ended: Option<Ended> = None;
        // Set when the line stops before its end: a turn that cannot be
        // read, a turn for the wrong side, anything after the end.
        let mut stopped = false;
        for (index, entry) in turns.iter().enumerate() {
            while let Some(act) = acts.next_if(|a| a.after_turns <= index) {
                if let Some(end) = &ended {
                    self.after_end(context, end, &act.label(), act.line);
                    stopped = true;
                    break;
                }
                if let Some(outcome) = self.act(context, act, &position, history, &mut offer) {
                    ended = Some(Ended {
                        label: format!("{context}{}", act.label()),
                        line: act.line,
                        outcome,
                    });
                }
            }
            if stopped {
                break;
            }
            let label = format!("{context}{}", entry.label());
            if let Some(end) = &ended {
                self.after_end(context, end, &entry.label(), entry.line);
                stopped = true;
                break;
            }
            keep(entry.number, entry.side, &position, history.len());
            let mut record = Entry::new(EntryKind::Turn, entry.label(), context, entry.line);
            record.text = entry.text.clone();
            record.comments = entry.comments.clone();
            if entry.text.trim() == "resign" {
                record.say(Tone::End, format!("{} resigns", entry.side));
                self.entries.push(record);
                ended = Some(Ended {
                    label,
                    line: entry.line,
                    outcome: Outcome {
                        result: GameResult::Win(!entry.side),
                        reason: EndReason::Resignation,
                    },
                });
                continue;
            }
            let side = v.side_to_move(&position);
            if side != entry.side {
                let message = format!(
                    "{label} (line {}): the file gives {}'s turn but it is {side}'s",
                    entry.line, entry.side
                );
                record.say(Tone::Problem, format!("STOP: {message}"));
                self.entries.push(record);
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
                    record.say(
                        Tone::Problem,
                        format!("STOP: cannot read the turn: {reason}"),
                    );
                    self.entries.push(record);
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
            // The events, step by step as played (an illegal turn as best
            // the variant plays it).
            let mut at = position.clone();
            for &step in turn.iter() {
                record.events.extend(v.events(&at, step));
                v.play_step(&mut at, step);
            }
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
                record.say(Tone::Ok, format!("ok: {written}"));
            }
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
            record.show(v, &next);
            position = next;
            // A turn of the player an offer was made to declines it.
            if offer.is_some_and(|by| by != entry.side) {
                offer = None;
            }
            if let Some(o) = outcome {
                record.after.push(Verdict {
                    tone: Tone::End,
                    text: format!("game over: {o}"),
                });
                ended = Some(Ended {
                    label,
                    line: entry.line,
                    outcome: o,
                });
            }
            self.entries.push(record);
        }
        // The acts after the last turn.
        if !stopped {
            for act in acts {
                if let Some(end) = &ended {
                    self.after_end(context, end, &act.label(), act.line);
                    break;
                }
                if let Some(outcome) = self.act(context, act, &position, history, &mut offer) {
                    ended = Some(Ended {
                        label: format!("{context}{}", act.label()),
                        line: act.line,
                        outcome,
                    });
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
        let player = act.player;
        let agreement = || {
            self.variant
                .draw_by_agreement()
                .map_err(|rule| ActError::NoAgreement { player, rule }.to_string())
        };
        // What the act does, if the rules allow it: the verdict and the
        // end of the game, if it ends it.
        let verdict: Result<(String, Option<Outcome>), (DeviationKind, String)> = match &act.act {
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
        };
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
}

/// How and where a line's game ended.
struct Ended {
    /// The turn or act that ended it, with its side line.
    label: String,
    /// Its file line.
    line: usize,
    outcome: Outcome,
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
