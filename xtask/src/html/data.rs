//! A game page's data: every board of the game as compact JSON, which the
//! page's script draws one at a time (`board.js`, `replay.js`), in place of
//! a drawn board per turn repeated in the file.
//!
//! The data is an object:
//!
//! ```text
//! {"board": {"files": 8, "ranks": 8, "fileNames": "abcdefgh", "momentum": true},
//!  "frames": [ frame, frame, ... ]}
//! ```
//!
//! `board` is the geometry of the game's boards (a frame whose board
//! differs carries its own `files`, `ranks`, `fileNames` and `momentum`).
//! A frame is one board: the start, a turn played, or a side line's branch
//! point, with the entries that follow it without a board (a claim, a
//! resignation, a turn the replay could not play). Its keys, each left out
//! when empty:
//!
//! | key | value |
//! |---|---|
//! | `kind` | `start`, `variation` or `turn` |
//! | `label`, `text`, `context` | the turn's label (`12...`), the turn as written, the side line it is in |
//! | `position` | the position text of the board (the variant's own) |
//! | `board` | the pieces, see below; or `diagram`, the text diagram of a variant without a scene |
//! | `toMove`, `status` | `white` or `black`; further lines such as `8 points left` |
//! | `motions` | each piece in motion: `[file, rank, files, ranks, next, colour, line]`, the move to where it goes next, what happens there (`goes`, `captures`, `stops`, `autostops`, `leaves`), and its line in words |
//! | `events` | the turn's events: `[kind, text, from, at]`, the squares `[file, rank]` or `null` |
//! | `verdict`, `after` | `[tone, text]` lines before and after the board (`ok`, `declared`, `problem`, `end`) |
//! | `comments` | paragraphs `[kind, text]`: `source` (the source's commentary) or `note` |
//! | `more` | the entries that follow: `{"title", "verdict", "after", "comments"}` |
//!
//! `board` is written rank by rank from the top, ranks separated by `/`,
//! as FEN writes a board: a run of empty squares is its length, a piece is
//! its letter, capital for White and small for Black; a piece whose letter
//! does not say its side so (not an ASCII letter) is `[w` or `[b`, the
//! letter, and `]`.

use super::json;
use kernel::replay::{Entry, EntryKind, Picture, Report, Tone, Verdict};
use kernel::scene::{Event, EventKind, Next, Scene, ScenePiece};
use kernel::{Color, Square};
use std::fmt::Write as _;

/// One board of a page and the entries that follow it without one.
pub struct Frame<'a> {
    /// The start, a side line's branch point, or a turn played.
    pub entry: &'a Entry,
    /// The entries that follow it without a board.
    pub after: Vec<&'a Entry>,
}

/// The frames of `report`, in its order.
pub fn frames(report: &Report) -> Vec<Frame<'_>> {
    let mut out: Vec<Frame<'_>> = Vec::new();
    for entry in report.entries() {
        match (&entry.picture, out.last_mut()) {
            (Some(_), _) => out.push(Frame {
                entry,
                after: Vec::new(),
            }),
            (None, _) if entry.kind == EntryKind::EndOfVariation => {}
            (None, Some(last)) => last.after.push(entry),
            (None, None) => {}
        }
    }
    out
}

/// The geometry of a board as the data gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    file_names: String,
    momentum: bool,
}

impl Geometry {
    /// The geometry of `scene`'s board.
    pub fn of(scene: &Scene) -> Geometry {
        let g = scene.geometry;
        Geometry {
            files: g.files(),
            ranks: g.ranks(),
            file_names: (0..g.files()).map(|f| scene.file_name(f)).collect(),
            momentum: scene.momentum,
        }
    }

    /// The geometry of the first board of `frames` that is a scene.
    pub fn first(frames: &[Frame<'_>]) -> Option<Geometry> {
        frames.iter().find_map(|f| match &f.entry.picture {
            Some(Picture::Scene(scene)) => Some(Geometry::of(scene)),
            _ => None,
        })
    }

    /// Appends its keys to the object `out` is writing.
    fn write_keys(&self, out: &mut String) {
        json::key("files", out);
        let _ = write!(out, "{}", self.files);
        json::key("ranks", out);
        let _ = write!(out, "{}", self.ranks);
        json::key("fileNames", out);
        json::string(&self.file_names, out);
        json::key("momentum", out);
        out.push_str(if self.momentum { "true" } else { "false" });
    }

    /// Appends it to `out` as an object.
    pub fn write(&self, out: &mut String) {
        out.push('{');
        self.write_keys(out);
        out.push('}');
    }
}

/// `scene`'s pieces as the data writes a board (see the module docs).
pub fn board(scene: &Scene) -> String {
    let g = scene.geometry;
    let files = usize::from(g.files());
    let mut grid: Vec<Option<&ScenePiece>> = vec![None; files * usize::from(g.ranks())];
    for p in &scene.pieces {
        if let Some(cell) =
            grid.get_mut(usize::from(p.square.rank()) * files + usize::from(p.square.file()))
        {
            *cell = Some(p);
        }
    }
    let mut out = String::new();
    for rank in (0..usize::from(g.ranks())).rev() {
        if rank + 1 < usize::from(g.ranks()) {
            out.push('/');
        }
        let mut empty = 0;
        for cell in &grid[rank * files..(rank + 1) * files] {
            let Some(p) = cell else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                let _ = write!(out, "{empty}");
                empty = 0;
            }
            let plain = match p.color {
                Color::White => p.letter.is_ascii_uppercase(),
                Color::Black => p.letter.is_ascii_lowercase(),
            };
            if plain {
                out.push(p.letter);
            } else {
                let side = match p.color {
                    Color::White => 'w',
                    Color::Black => 'b',
                };
                let _ = write!(out, "[{side}{}]", p.letter);
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
    }
    out
}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
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

fn event_kind(kind: EventKind) -> &'static str {
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

fn next(n: Next) -> &'static str {
    match n {
        Next::Goes => "goes",
        Next::Captures => "captures",
        Next::Stops => "stops",
        Next::Autostops => "autostops",
        Next::LeavesBoard => "leaves",
    }
}

fn square(s: Option<Square>, out: &mut String) {
    match s {
        Some(s) => {
            let _ = write!(out, "[{},{}]", s.file(), s.rank());
        }
        None => out.push_str("null"),
    }
}

fn verdicts(name: &str, lines: &[Verdict], out: &mut String) {
    if lines.is_empty() {
        return;
    }
    json::key(name, out);
    out.push('[');
    for (i, v) in lines.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        json::string(tone(v.tone), out);
        out.push(',');
        json::string(v.text.trim(), out);
        out.push(']');
    }
    out.push(']');
}

/// The source's commentary and our notes as paragraphs: consecutive
/// comment lines make a paragraph, joined by line breaks; an empty comment
/// line or a `note:` starts another.
pub fn paragraphs(lines: &[String]) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, Vec<&str>)> = Vec::new();
    for line in lines {
        if line.is_empty() {
            out.push(("source", Vec::new()));
            continue;
        }
        match out.last_mut() {
            Some((_, p)) if !line.starts_with("note:") => p.push(line),
            _ => {
                let kind = if line.starts_with("note:") {
                    "note"
                } else {
                    "source"
                };
                out.push((kind, vec![line]));
            }
        }
    }
    out.into_iter()
        .filter(|(_, p)| !p.is_empty())
        .map(|(kind, p)| (kind, p.join("\n")))
        .collect()
}

fn comments(lines: &[String], out: &mut String) {
    if lines.is_empty() {
        return;
    }
    json::key("comments", out);
    out.push('[');
    for (i, (kind, text)) in paragraphs(lines).iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        json::string(kind, out);
        out.push(',');
        json::string(text, out);
        out.push(']');
    }
    out.push(']');
}

fn text_key(name: &str, value: &str, out: &mut String) {
    if !value.is_empty() {
        json::key(name, out);
        json::string(value, out);
    }
}

fn events(list: &[Event], out: &mut String) {
    if list.is_empty() {
        return;
    }
    json::key("events", out);
    out.push('[');
    for (i, e) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        json::string(event_kind(e.kind), out);
        out.push(',');
        json::string(&e.text, out);
        out.push(',');
        square(e.from, out);
        out.push(',');
        square(e.at, out);
        out.push(']');
    }
    out.push(']');
}

fn scene_keys(scene: &Scene, page: Option<&Geometry>, out: &mut String) {
    let own = Geometry::of(scene);
    if page != Some(&own) {
        own.write_keys(out);
    }
    json::key("board", out);
    json::string(&board(scene), out);
    json::key("toMove", out);
    json::string(side(scene.to_move), out);
    if !scene.status.is_empty() {
        json::key("status", out);
        json::strings(scene.status.iter().map(String::as_str), out);
    }
    if scene.motions.is_empty() {
        return;
    }
    json::key("motions", out);
    out.push('[');
    for (i, m) in scene.motions.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "[{},{},{},{},",
            m.square.file(),
            m.square.rank(),
            m.toward.0,
            m.toward.1
        );
        json::string(next(m.next), out);
        out.push(',');
        json::string(side(m.color), out);
        out.push(',');
        json::string(&scene.motion_line(m), out);
        out.push(']');
    }
    out.push(']');
}

/// Appends `frame` to `out` as the data writes a frame (see the module
/// docs), its board's geometry left out where it is `page`'s.
pub fn write_frame(frame: &Frame<'_>, page: Option<&Geometry>, out: &mut String) {
    let entry = frame.entry;
    out.push('{');
    json::key("kind", out);
    json::string(
        match entry.kind {
            EntryKind::Start => "start",
            EntryKind::Variation => "variation",
            _ => "turn",
        },
        out,
    );
    text_key("label", &entry.label, out);
    text_key("text", &entry.text, out);
    text_key("context", entry.context.trim_end_matches(" / "), out);
    if let Some(position) = &entry.position {
        text_key("position", position, out);
    }
    match &entry.picture {
        Some(Picture::Scene(scene)) => scene_keys(scene, page, out),
        Some(Picture::Diagram(text)) => text_key("diagram", text, out),
        None => {}
    }
    events(&entry.events, out);
    verdicts("verdict", &entry.verdict, out);
    verdicts("after", &entry.after, out);
    comments(&entry.comments, out);
    if !frame.after.is_empty() {
        json::key("more", out);
        out.push('[');
        for (i, a) in frame.after.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push('{');
            json::key("title", out);
            let title = if a.kind == EntryKind::Turn {
                format!("{} {}", a.label, a.text)
            } else {
                a.label.clone()
            };
            json::string(&title, out);
            verdicts("verdict", &a.verdict, out);
            verdicts("after", &a.after, out);
            comments(&a.comments, out);
            out.push('}');
        }
        out.push(']');
    }
    out.push('}');
}
