//! The game-file format (`GAMES.md`): a [`GameFile`] read line by line,
//! without knowing the variant: the headers, the turns and acts of the
//! main line and its side lines, the declared deviations, the `@check:`
//! claims and the comments, each kept with what it is about.

use super::report::DeviationKind;
use crate::acts::{Act, PlayerAct};
use crate::excerpt::Excerpt;
use crate::Color;
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
    pub(super) fn kind(&self) -> DeviationKind {
        match self {
            Declared::Illegal(_) => DeviationKind::Illegal,
            Declared::NotCheck(_) => DeviationKind::NotCheck,
            Declared::NotMate(_) => DeviationKind::NotMate,
            Declared::Misprint { .. } => DeviationKind::Misprint,
        }
    }

    pub(super) fn quote(&self) -> &str {
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
/// verify-games` has the engine decide it (`analysis::commentary`).
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
        let mut reader = Reader::default();
        for (i, raw) in text.lines().enumerate() {
            reader.line_no = i + 1;
            reader
                .read_line(raw.trim())
                .map_err(|message| GameFileError {
                    line: i + 1,
                    message,
                })?;
        }
        reader.finish(text.lines().count())
    }
}

/// A game file being read line by line.
#[derive(Default)]
struct Reader {
    /// What is read so far of the main line, its headers and side lines.
    game: GameFile,
    /// The side line being read, until its `end`.
    in_variation: Option<Variation>,
    /// Whether a turn or act was read (no header may follow).
    seen_turn: bool,
    /// Comments after a side line's `end`, until it is known what they
    /// come before.
    loose: Vec<String>,
    /// The 1-based number of the line being read.
    line_no: usize,
}

impl Reader {
    /// Reads one line, trimmed; the error says what is wrong with it.
    fn read_line(&mut self, line: &str) -> Result<(), String> {
        if line.is_empty() {
            return Ok(());
        }
        if let Some(comment) = line.strip_prefix('#') {
            self.comment(comment);
            return Ok(());
        }
        if let Some(marker) = line.strip_prefix('@') {
            return self.marker(line, marker);
        }
        if let Some(rest) = line.strip_prefix("variation before ") {
            return self.variation(rest);
        }
        if line == "end" {
            let v = self
                .in_variation
                .take()
                .ok_or_else(|| "'end' without a variation".to_string())?;
            self.game.variations.push(v);
            return Ok(());
        }
        if let Some(act) = PlayerAct::parse(line) {
            return act.map(|act| self.act(act));
        }
        if let Some((number, side, turn)) = parse_turn_label(line) {
            if turn.is_empty() {
                return Err(format!("turn {:#} has no moves", Excerpt::new(line)));
            }
            self.turn(number, side, turn);
            return Ok(());
        }
        if let Some((key, value)) = line.split_once(':') {
            return self.header(key, value);
        }
        Err(format!(
            "cannot read {}: expected a header, a turn such as '1. e4', an act such as 'white claims fifty-moves', a marker, or a comment",
            Excerpt::new(line)
        ))
    }

    /// A comment line (without its `#`), kept with what it is about.
    fn comment(&mut self, comment: &str) {
        let comment = comment.strip_prefix(' ').unwrap_or(comment).to_string();
        let game = &mut self.game;
        match &mut self.in_variation {
            Some(v) => last_comments(&mut v.turns, &mut v.acts, &mut v.comments).push(comment),
            // After a side line, a comment waits for what comes next:
            // another side line, or the main line going on.
            None if !game.variations.is_empty() => self.loose.push(comment),
            None => {
                last_comments(&mut game.turns, &mut game.acts, &mut game.comments).push(comment)
            }
        }
    }

    /// The comments waiting after a side line, once the main line goes
    /// on: they are about its position there.
    fn place_loose_comments(&mut self) {
        if self.in_variation.is_none() && !self.loose.is_empty() {
            let game = &mut self.game;
            last_comments(&mut game.turns, &mut game.acts, &mut game.comments)
                .append(&mut self.loose);
        }
    }

    /// A marker line `@kind: quote` (`marker` without its `@`), about the
    /// turn or act before it.
    fn marker(&mut self, line: &str, marker: &str) -> Result<(), String> {
        let (kind, quote) = marker.split_once(':').ok_or_else(|| {
            format!(
                "marker {} needs a ':' and the source's words",
                Excerpt::new(line)
            )
        })?;
        let quote = quote.trim().to_string();
        if quote.is_empty() {
            return Err(format!(
                "marker {} must quote the source or give a reason",
                Excerpt::new(&line[..kind.len() + 1])
            ));
        }
        let line_no = self.line_no;
        let (turns, claims) = match &mut self.in_variation {
            Some(v) => (&mut v.turns, &mut v.acts),
            None => (&mut self.game.turns, &mut self.game.acts),
        };
        // Turns and acts are kept apart; the last entry of the line is an
        // act when no turn came after the last act.
        let last_claim = claims.last_mut().filter(|c| c.after_turns == turns.len());
        if kind.trim() == "refused" {
            let claim = last_claim
                .ok_or_else(|| "'@refused:' must follow the act it is about".to_string())?;
            if claim.refused.is_some() {
                return Err("the act is already declared refused".to_string());
            }
            claim.refused = Some(quote);
            return Ok(());
        }
        let after_claim = last_claim.is_some();
        if kind.trim() == "check" {
            if after_claim {
                return Err(
                    "'@check:' is about the position after a turn, and follows an act".to_string(),
                );
            }
            let last = turns
                .last_mut()
                .ok_or_else(|| "'@check:' must follow the turn after which it holds".to_string())?;
            last.checks.push(CheckLine {
                claim: quote,
                line: line_no,
            });
            return Ok(());
        }
        let declared = declared_deviation(kind, quote)?;
        if after_claim {
            return Err(format!(
                "marker {} is about a turn, and follows an act: an act takes only '@refused:'",
                Excerpt::new(&format!("@{}", kind.trim()))
            ));
        }
        let last = turns
            .last_mut()
            .ok_or_else(|| "a marker must follow the turn it is about".to_string())?;
        last.declared.push(declared);
        Ok(())
    }

    /// A `variation before LABEL` line (`rest` is the label): a side line
    /// begins.
    fn variation(&mut self, rest: &str) -> Result<(), String> {
        if self.in_variation.is_some() {
            return Err("a variation inside a variation is not supported".to_string());
        }
        let (number, side, tail) = parse_turn_label(rest.trim()).ok_or_else(|| {
            format!(
                "'variation before' needs a turn label such as 3... , not {}",
                Excerpt::new(rest)
            )
        })?;
        if !tail.is_empty() {
            return Err(format!(
                "unexpected {} after the turn label",
                Excerpt::new(tail)
            ));
        }
        self.in_variation = Some(Variation {
            before: (number, side),
            turns: Vec::new(),
            acts: Vec::new(),
            line: self.line_no,
            comments: std::mem::take(&mut self.loose),
        });
        Ok(())
    }

    /// An act line, made after the turns of its line so far.
    fn act(&mut self, act: PlayerAct) {
        let PlayerAct { player, act } = act;
        self.seen_turn = true;
        self.place_loose_comments();
        let line = self.line_no;
        let (turns, claims) = match &mut self.in_variation {
            Some(v) => (&v.turns, &mut v.acts),
            None => (&self.game.turns, &mut self.game.acts),
        };
        claims.push(ActLine {
            player,
            act,
            after_turns: turns.len(),
            line,
            refused: None,
            comments: Vec::new(),
        });
    }

    /// A turn line: move number, side and the turn as printed.
    fn turn(&mut self, number: u32, side: Color, turn: &str) {
        self.seen_turn = true;
        self.place_loose_comments();
        let entry = TurnLine {
            number,
            side,
            text: turn.to_string(),
            line: self.line_no,
            declared: Vec::new(),
            comments: Vec::new(),
            checks: Vec::new(),
        };
        match &mut self.in_variation {
            Some(v) => v.turns.push(entry),
            None => self.game.turns.push(entry),
        }
    }

    /// A header line `key: value`, before the first turn.
    fn header(&mut self, key: &str, value: &str) -> Result<(), String> {
        if self.seen_turn {
            return Err(format!("header {} after the first turn", Excerpt::new(key)));
        }
        let value = value.trim().to_string();
        let game = &mut self.game;
        match key.trim() {
            "title" => game.title = value,
            "source" => game.source = value,
            "variant" => game.variant = value,
            "options" => game.options = value,
            "start" => game.start = Some(value),
            other => return Err(format!("unknown header {}", Excerpt::new(other))),
        }
        Ok(())
    }

    /// The game file once its `lines` lines are read: every side line
    /// closed, and the required headers given.
    fn finish(mut self, lines: usize) -> Result<GameFile, GameFileError> {
        if self.in_variation.is_some() {
            return Err(GameFileError {
                line: lines,
                message: "a variation is not closed with 'end'".to_string(),
            });
        }
        self.game.closing = self.loose;
        let game = self.game;
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

/// The deviation a marker `@kind: quote` declares (`illegal`,
/// `not-check`, `not-mate`, `misprint`).
fn declared_deviation(kind: &str, quote: String) -> Result<Declared, String> {
    Ok(match kind.trim() {
        "illegal" => Declared::Illegal(quote),
        "not-check" => Declared::NotCheck(quote),
        "not-mate" => Declared::NotMate(quote),
        "misprint" => {
            let (corrected, reason) = quote
                .split_once('|')
                .ok_or_else(|| "'@misprint:' needs '<corrected turn> | <reason>'".to_string())?;
            Declared::Misprint {
                corrected: corrected.trim().to_string(),
                reason: reason.trim().to_string(),
            }
        }
        other => {
            return Err(format!(
            "unknown marker {}: expected illegal, not-check, not-mate, misprint, refused or check",
            Excerpt::new(&format!("@{other}"))
        ))
        }
    })
}
