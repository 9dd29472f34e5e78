//! `cargo xtask verify-games --html DIR`: the replayed games as a static
//! web site, an index and one page per game, each file self-contained (the
//! style and the little script that steps through the turns are inline; no
//! framework, nothing fetched from the network).
//!
//! A page shows, turn by turn, the board as an SVG with an arrow from every
//! piece in motion to where it goes next and the turn's captures and
//! autostops marked, and beside it the turn as written, the verdict, the
//! events of the turn, the pieces in motion in words and the source's
//! commentary; the buttons and the arrow keys step through the turns. Every
//! text that comes from a game file is input, and is escaped.
//!
//! **No file is replaced without being asked** ([`folder`]): the site is
//! written only into a new or empty folder, which it marks
//! ([`SITE_MARK`]), or into a folder it marked before; every file is
//! written under a temporary name and renamed into place once all are
//! written; and page names ([`page_name`]) are distinct for distinct game
//! files.

mod board;
pub mod folder;
mod names;

pub use folder::{SiteFolder, SITE_MARK};
pub use names::page_name;

use crate::verify::{self, GameEntry, Replayed};
use kernel::replay::{Entry, EntryKind, Picture, Report, Tone, Verdict};
use kernel::scene::{EventKind, Legend, Scene};
use kernel::Color;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use thiserror::Error;

const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// Why the site could not be written.
#[derive(Debug, Error)]
pub enum SiteError {
    /// The folder could not be made, read or marked.
    #[error("cannot make the folder {path}: {source}")]
    Folder {
        /// The folder.
        path: String,
        /// The file system's error.
        source: std::io::Error,
    },
    /// The folder is a file.
    #[error("{path} is not a folder")]
    NotAFolder {
        /// The path given.
        path: String,
    },
    /// The folder holds files the site did not write.
    #[error("{path} is not empty and was not written by verify-games --html (it holds {holds:?} and no {mark}): give a new or empty folder", mark = SITE_MARK)]
    NotASite {
        /// The folder.
        path: String,
        /// One of the names in it.
        holds: String,
    },
    /// A file could not be written.
    #[error("cannot write {path}: {source}")]
    Page {
        /// The file.
        path: String,
        /// The file system's error.
        source: std::io::Error,
    },
    /// A page would be larger than the limit.
    #[error("{what} is over the limit of {} a page: the site was not written", size(*.limit))]
    TooLarge {
        /// The page, and the game it shows.
        what: String,
        /// The limit, in bytes.
        limit: u64,
    },
}

/// `bytes` as a person reads it: `64 MiB`, or `1000 bytes`.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// `text` escaped for HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// One board of a page: an entry with a picture (the start, a side line's
/// branch point, a turn played) and the entries that follow it without one
/// (claims, a resignation, a turn the replay could not play).
struct Frame<'a> {
    entry: &'a Entry,
    picture: &'a Picture,
    /// The position before the turn: the board before it.
    before: Option<&'a Picture>,
    after: Vec<&'a Entry>,
}

fn frames(report: &Report) -> Vec<Frame<'_>> {
    let mut out: Vec<Frame<'_>> = Vec::new();
    for entry in report.entries() {
        match (&entry.picture, out.last_mut()) {
            (Some(picture), last) => {
                let before = match entry.kind {
                    EntryKind::Turn => last.map(|f| f.picture),
                    _ => None,
                };
                out.push(Frame {
                    entry,
                    picture,
                    before,
                    after: Vec::new(),
                })
            }
            (None, _) if entry.kind == EntryKind::EndOfVariation => {}
            (None, Some(last)) => last.after.push(entry),
            (None, None) => {}
        }
    }
    out
}

/// The heading of a frame, and the short label of the list of turns.
fn headings(entry: &Entry) -> (String, String) {
    match entry.kind {
        EntryKind::Start => ("The start".to_string(), "Start".to_string()),
        EntryKind::Variation => (
            format!("Variation before {}", entry.label),
            format!("Variation before {}", entry.label),
        ),
        _ => (
            format!("{} {}", entry.label, entry.text),
            if entry.context.is_empty() {
                entry.label.clone()
            } else {
                format!("  {}", entry.label)
            },
        ),
    }
}

fn tone(t: Tone) -> &'static str {
    match t {
        Tone::Ok => "ok",
        Tone::Declared => "declared",
        Tone::Problem => "problem",
        Tone::End => "end",
    }
}

fn event_class(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Move => "move",
        EventKind::Momentum => "momentum",
        EventKind::Autostop => "autostop",
        EventKind::Stop => "stop",
        EventKind::Capture => "capture",
        EventKind::Contact => "contact",
        EventKind::LeavesBoard => "leaves",
        EventKind::EndOfWorld => "end-of-world",
        EventKind::Change => "change",
        EventKind::Other => "other",
    }
}

/// The source's commentary and our notes: consecutive comment lines make
/// a paragraph; an empty comment line or a `note:` starts another.
fn comments(lines: &[String], out: &mut String) {
    if lines.is_empty() {
        return;
    }
    let mut paragraphs: Vec<Vec<&str>> = Vec::new();
    for line in lines {
        let starts = line.is_empty() || line.starts_with("note:");
        if starts || paragraphs.is_empty() {
            paragraphs.push(Vec::new());
        }
        if !line.is_empty() {
            if let Some(p) = paragraphs.last_mut() {
                p.push(line);
            }
        }
    }
    let mut source = String::new();
    for p in paragraphs.iter().filter(|p| !p.is_empty()) {
        let text: Vec<String> = p.iter().map(|l| escape(l)).collect();
        if p[0].starts_with("note:") {
            if !source.is_empty() {
                let _ = write!(
                    out,
                    r#"<blockquote class="commentary">{source}</blockquote>"#
                );
                source.clear();
            }
            let _ = write!(out, r#"<p class="note">{}</p>"#, text.join("\n"));
        } else {
            let _ = write!(source, "<p>{}</p>", text.join("\n"));
        }
    }
    if !source.is_empty() {
        let _ = write!(
            out,
            r#"<blockquote class="commentary">{source}</blockquote>"#
        );
    }
}

fn verdict(lines: &[Verdict], out: &mut String) {
    if lines.is_empty() {
        return;
    }
    out.push_str(r#"<ul class="verdict">"#);
    for v in lines {
        let _ = write!(
            out,
            r#"<li class="{}">{}</li>"#,
            tone(v.tone),
            escape(v.text.trim())
        );
    }
    out.push_str("</ul>");
}

fn motion_list(scene: &Scene, out: &mut String) {
    if scene.motions.is_empty() {
        if scene.momentum {
            out.push_str("<h3>In motion</h3><p class=\"status\">none</p>");
        }
        return;
    }
    out.push_str("<h3>In motion, and where each goes next as the board stands</h3>");
    for side in [scene.to_move, !scene.to_move] {
        let lines: Vec<String> = scene
            .motions
            .iter()
            .filter(|m| m.color == side)
            .map(|m| escape(&scene.motion_line(m)))
            .collect();
        if lines.is_empty() {
            continue;
        }
        let when = if side == scene.to_move {
            "to move".to_string()
        } else {
            format!("after {}'s turn", capitalised(scene.to_move))
        };
        let _ = write!(
            out,
            r#"<p class="side-{side}">{} ({when}):</p><ul class="motion side-{side}">"#,
            capitalised(side)
        );
        for l in lines {
            let _ = write!(out, "<li>{l}</li>");
        }
        out.push_str("</ul>");
    }
}

fn capitalised(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn legend(legend: &Legend, out: &mut String) {
    if legend.is_empty() {
        return;
    }
    out.push_str(
        r#"<details class="legend" open><summary>Key to the pieces and notation</summary>"#,
    );
    if !legend.pieces.is_empty() {
        out.push_str(r#"<table class="pieces"><thead><tr><th>White</th><th>Black</th><th>Piece</th><th>Betza</th><th></th></tr></thead><tbody>"#);
        for p in &legend.pieces {
            let letter = |c: Option<char>| c.map(|c| escape(&c.to_string())).unwrap_or_default();
            let _ = write!(
                out,
                r#"<tr><td>{}</td><td>{}</td><td>{}</td><td class="betza">{}</td><td>{}</td></tr>"#,
                letter(p.white),
                letter(p.black),
                escape(&p.name),
                escape(&p.betza),
                escape(&p.note)
            );
        }
        out.push_str("</tbody></table>");
    }
    for key in &legend.keys {
        let _ = write!(out, "<p>{}</p>", escape(key));
    }
    if !legend.figure.is_empty() {
        let _ = write!(
            out,
            r#"<pre class="figure">{}</pre>"#,
            escape(&legend.figure.join("\n"))
        );
    }
    out.push_str(
        "<p class=\"marks\">On the boards: yellow squares, the squares the turn changed; a red \
         cross, a capture; a red octagon A, an autostop (C, a contact); a bar, a \
         stop; a ringed piece is in motion, and its arrow shows where it goes next as the board \
         stands (a bar at the end: it stops there; dashed: it is blocked, or leaves the \
         board).</p>",
    );
    out.push_str("</details>");
}

fn frame(index: usize, f: &Frame<'_>, out: &mut String) {
    let entry = f.entry;
    let (heading, short) = headings(entry);
    let _ = write!(
        out,
        r#"<section class="frame" id="f{index}" data-kind="{}" data-label="{}">"#,
        match entry.kind {
            EntryKind::Start => "start",
            EntryKind::Variation => "variation",
            _ => "turn",
        },
        escape(short.trim())
    );
    out.push_str(r#"<div class="board">"#);
    match f.picture {
        Picture::Scene(scene) => {
            let before = match f.before {
                Some(Picture::Scene(b)) => Some(b),
                _ => None,
            };
            out.push_str(&board::svg(scene, before, &entry.events, &heading));
        }
        Picture::Diagram(text) => {
            let _ = write!(out, r#"<pre class="diagram">{}</pre>"#, escape(text));
        }
    }
    out.push_str(r#"</div><div class="panel">"#);
    if !entry.context.is_empty() && entry.kind != EntryKind::Variation {
        let _ = write!(
            out,
            r#"<p class="context">{}</p>"#,
            escape(entry.context.trim_end_matches(" / "))
        );
    }
    match entry.kind {
        EntryKind::Turn => {
            let _ = write!(
                out,
                r#"<h2>{} <span class="turn-text">{}</span></h2>"#,
                escape(&entry.label),
                escape(&entry.text)
            );
        }
        _ => {
            let _ = write!(out, "<h2>{}</h2>", escape(&heading));
        }
    }
    verdict(&entry.verdict, out);
    if !entry.events.is_empty() {
        out.push_str(r#"<ol class="events">"#);
        for e in &entry.events {
            let _ = write!(
                out,
                r#"<li class="{}">{}</li>"#,
                event_class(e.kind),
                escape(&e.text)
            );
        }
        out.push_str("</ol>");
    }
    if let Picture::Scene(scene) = f.picture {
        let _ = write!(
            out,
            r#"<p class="status">{} to move"#,
            capitalised(scene.to_move)
        );
        for s in &scene.status {
            let _ = write!(out, "; {}", escape(s));
        }
        out.push_str("</p>");
        motion_list(scene, out);
    }
    verdict(&entry.after, out);
    comments(&entry.comments, out);
    for a in &f.after {
        out.push_str(r#"<div class="after">"#);
        let title = if a.kind == EntryKind::Turn {
            format!("{} {}", a.label, a.text)
        } else {
            a.label.clone()
        };
        let _ = write!(out, "<h2>{}</h2>", escape(&title));
        verdict(&a.verdict, out);
        verdict(&a.after, out);
        comments(&a.comments, out);
        out.push_str("</div>");
    }
    out.push_str("</div></section>");
}

/// The page of one replayed game.
pub fn page(report: &Report) -> String {
    let frames = frames(report);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{CSS}</style></head><body>",
        escape(report.title())
    );
    out.push_str(board::DEFS);
    let options = if report.options().is_empty() {
        String::new()
    } else {
        format!(" ({})", report.options())
    };
    let _ = write!(
        out,
        r#"<header><p><a href="index.html">All games</a></p><h1>{}</h1><p class="source">{}</p><p class="variant">{}{}</p><p class="summary">{}</p>"#,
        escape(report.title()),
        escape(report.source()),
        escape(report.variant()),
        escape(&options),
        escape(&report.summary())
    );
    if !report.problems().is_empty() {
        out.push_str(r#"<ul class="problems">"#);
        for p in report.problems() {
            let _ = write!(out, "<li>{}</li>", escape(p));
        }
        out.push_str("</ul>");
    }
    out.push_str("</header><main>");
    out.push_str(r#"<nav class="controls" aria-label="Turns"><button id="first" type="button" title="The start (Home)">|&lt;</button><button id="prev" type="button" title="Back one turn (Left arrow)">&lt; Back</button><span id="where"></span><button id="next" type="button" title="On one turn (Right arrow)">Next &gt;</button><button id="last" type="button" title="The last turn (End)">&gt;|</button><select id="jump" aria-label="Go to a turn">"#);
    for (i, f) in frames.iter().enumerate() {
        let (_, short) = headings(f.entry);
        let _ = write!(out, r#"<option value="{i}">{}</option>"#, escape(&short));
    }
    out.push_str(r#"</select><span class="hint">Left and right arrow keys step through the turns.</span></nav>"#);
    for (i, f) in frames.iter().enumerate() {
        frame(i, f, &mut out);
    }
    if !report.closing().is_empty() {
        out.push_str(r#"<section class="closing">"#);
        comments(report.closing(), &mut out);
        out.push_str("</section>");
    }
    legend(report.legend(), &mut out);
    let _ = writeln!(out, "</main><script>{JS}</script></body></html>");
    out
}

/// The index: every game with its variant, verdict and summary.
pub fn index(games: &[(GameEntry, Replayed)]) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>cvpages: the games replayed</title><style>{CSS}</style></head><body><header><h1>The games replayed</h1><p class=\"source\">Every documented game and worked example of the cvpages variants, replayed turn by turn with the variant's rules by <code>cargo xtask verify-games --html</code>.</p></header><main><table class=\"games\"><thead><tr><th>Variant</th><th>Game</th><th>Replay</th><th></th></tr></thead><tbody>"
    );
    for (entry, replayed) in games {
        match &replayed.report {
            Ok(report) => {
                let ok = report.problems().is_empty();
                let _ = write!(
                    out,
                    r#"<tr><td>{}</td><td><a href="{}">{}</a></td><td>{}</td><td class="{}">{}</td></tr>"#,
                    escape(&replayed.variant),
                    escape(&page_name(entry)),
                    escape(report.title()),
                    escape(&report.summary()),
                    if ok { "pass" } else { "fail" },
                    if ok { "ok" } else { "FAIL" }
                );
            }
            Err(message) => {
                let _ = write!(
                    out,
                    r#"<tr><td>{}</td><td>{}</td><td>{}</td><td class="fail">FAIL</td></tr>"#,
                    escape(&replayed.variant),
                    escape(&entry.snapshot_name()),
                    escape(message)
                );
            }
        }
    }
    out.push_str("</tbody></table></main></body></html>\n");
    out
}

/// Replays the games of `root` that `keep` selects and writes the site
/// into `dir`: `index.html` and one page per game that replays. Returns
/// the files written, the index first.
///
/// # Errors
/// [`SiteError`] if the folder is not new, empty or a site's, or if a file
/// cannot be written; then no page is written.
pub fn write_site(
    root: &Path,
    dir: &Path,
    keep: impl Fn(&GameEntry, &Replayed) -> bool,
) -> Result<Vec<PathBuf>, SiteError> {
    let mut folder = SiteFolder::take(dir)?;
    let games: Vec<(GameEntry, Replayed)> = verify::find_games(root)
        .into_iter()
        .map(|e| {
            let r = verify::replay_entry(&e);
            (e, r)
        })
        .filter(|(e, r)| keep(e, r))
        .collect();
    for (entry, replayed) in &games {
        if let Ok(report) = &replayed.report {
            let text = page(report);
            folder.stage(&page_name(entry), u64::MAX, |out| {
                out.write_all(text.as_bytes())
            })?;
        }
    }
    let text = index(&games);
    folder.stage("index.html", u64::MAX, |out| out.write_all(text.as_bytes()))?;
    let mut written = folder.commit()?;
    written.rotate_right(1);
    Ok(written)
}

/// What `cargo xtask verify-games --html DIR` writes: the site of the
/// games of `root`, only those of `variant` or named `game` if given (as
/// verify-games selects them). Returns the line to print.
///
/// # Errors
/// [`SiteError`] if the folder cannot be made or a file written.
pub fn write_games(
    root: &Path,
    variant: Option<&str>,
    game: Option<&str>,
    dir: &Path,
) -> Result<String, SiteError> {
    let written = write_site(root, dir, |entry, replayed| {
        variant.is_none_or(|v| v == replayed.variant) && game.is_none_or(|g| g == entry.stem)
    })?;
    let pages = written.len().saturating_sub(1);
    let index = written
        .first()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    Ok(match pages {
        1 => format!("wrote 1 game page and {index}"),
        n => format!("wrote {n} game pages and {index}"),
    })
}
