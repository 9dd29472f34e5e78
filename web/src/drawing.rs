//! The kernel's pictures for people ([`kernel::scene`]) as the JSON that
//! the site's board script draws (`xtask/src/html/board.js`, whose data
//! format `xtask/src/html/data.rs` documents): a board as FEN writes one,
//! the pieces in motion as `[file, rank, files, ranks, next, colour,
//! line]`, the events as `[kind, text, from, at]`.

use kernel::scene::{Event, EventKind, Legend, Next, Scene};
use kernel::{Color, Square};
use serde_json::{json, Value};
use std::fmt::Write as _;

/// `color` as the data writes it: `white` or `black`.
pub fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A square as `[file, rank]`, counted from 0; `null` for none.
pub fn square(s: Option<Square>) -> Value {
    match s {
        Some(s) => json!([s.file(), s.rank()]),
        None => Value::Null,
    }
}

/// `scene`'s pieces rank by rank from the top, as FEN writes a board; a
/// letter that does not say its side by its case is `[w` or `[b`, the
/// letter and `]`.
pub fn board(scene: &Scene) -> String {
    let g = scene.geometry;
    let files = usize::from(g.files());
    let mut grid = vec![None; files * usize::from(g.ranks())];
    for p in &scene.pieces {
        let at = usize::from(p.square.rank()) * files + usize::from(p.square.file());
        if let Some(cell) = grid.get_mut(at) {
            *cell = Some((p.color, p.letter));
        }
    }
    let mut out = String::new();
    for rank in (0..usize::from(g.ranks())).rev() {
        if rank + 1 < usize::from(g.ranks()) {
            out.push('/');
        }
        let mut empty = 0;
        for cell in grid.iter().skip(rank * files).take(files) {
            let Some((color, letter)) = *cell else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                let _ = write!(out, "{empty}");
                empty = 0;
            }
            let plain = match color {
                Color::White => letter.is_ascii_uppercase(),
                Color::Black => letter.is_ascii_lowercase(),
            };
            if plain {
                out.push(letter);
            } else {
                let mark = if color == Color::White { 'w' } else { 'b' };
                let _ = write!(out, "[{mark}{letter}]");
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
    }
    out
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

/// `scene` as an object board.js draws: `files`, `ranks`, `fileNames`,
/// `momentum`, `board`, `toMove`, `status` and `motions`.
pub fn scene(scene: &Scene) -> Value {
    let g = scene.geometry;
    let motions: Vec<Value> = scene
        .motions
        .iter()
        .map(|m| {
            json!([
                m.square.file(),
                m.square.rank(),
                m.toward.0,
                m.toward.1,
                next(m.next),
                side(m.color),
                scene.motion_line(m)
            ])
        })
        .collect();
    json!({
        "files": g.files(),
        "ranks": g.ranks(),
        "fileNames": (0..g.files()).map(|f| scene.file_name(f)).collect::<String>(),
        "momentum": scene.momentum,
        "board": board(scene),
        "toMove": side(scene.to_move),
        "status": scene.status,
        "motions": motions,
    })
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

/// `events` as `[kind, text, from, at]` each.
pub fn events(events: &[Event]) -> Value {
    Value::Array(
        events
            .iter()
            .map(|e| json!([event_kind(e.kind), e.text, square(e.from), square(e.at)]))
            .collect(),
    )
}

/// `legend` as `{"pieces": [[white, black, name, betza, note]], "keys":
/// [...], "figure": [...]}`, a letter absent as `""`.
pub fn legend(legend: &Legend) -> Value {
    let letter = |c: Option<char>| c.map(String::from).unwrap_or_default();
    let pieces: Vec<Value> = legend
        .pieces
        .iter()
        .map(|p| json!([letter(p.white), letter(p.black), p.name, p.betza, p.note]))
        .collect();
    json!({"pieces": pieces, "keys": legend.keys, "figure": legend.figure})
}
