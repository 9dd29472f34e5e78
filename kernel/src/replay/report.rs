//! What a replay finds: the [`Report`] of a game file, its [`Entry`]s
//! (verdict, events, picture and commentary of each turn, act and side
//! line) and [`Deviation`]s, and how the report is written as text.

use crate::scene::{Event, Legend, Scene};
use crate::variant::Variant;
use std::fmt::Write as _;

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
    pub(super) fn name(self) -> &'static str {
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
    pub(super) title: String,
    pub(super) source: String,
    pub(super) variant: String,
    pub(super) options: String,
    pub(super) legend: Legend,
    pub(super) entries: Vec<Entry>,
    pub(super) closing: Vec<String>,
    pub(super) turns: usize,
    pub(super) main_turns: usize,
    pub(super) deviations: Vec<Deviation>,
    pub(super) problems: Vec<String>,
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
    pub(super) fn new(kind: EntryKind, label: String, context: &str, line: usize) -> Entry {
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
    pub(super) fn show<V: Variant + ?Sized>(&mut self, variant: &V, position: &V::Position) {
        self.picture = Some(Picture::of(variant, position));
        self.position = Some(variant.write_position(position));
    }

    pub(super) fn say(&mut self, tone: Tone, text: impl Into<String>) {
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
fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
