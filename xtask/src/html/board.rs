//! A position drawn as an inline SVG board: the squares, the pieces (a
//! disc with the piece's letter, White's light and Black's dark), the
//! squares the turn changed tinted, its captures, autostops and stops
//! marked, and an arrow from every piece in motion to where it goes
//! next (dashed when it is blocked and autostops, or leaves the board).
//!
//! The arrowheads are markers defined once per page ([`DEFS`]), which every
//! board refers to, so that no id is repeated.

use super::escape;
use kernel::scene::{Event, EventKind, Next, Scene};
use kernel::{Color, Square};
use std::fmt::Write as _;

/// The side of a square, in SVG units.
const S: f64 = 44.0;

/// The margin around the board: room for the coordinates and for arrows
/// that point off the board.
const M: f64 = 30.0;

/// The markers every board's arrows use, in a hidden SVG at the top of the
/// page.
pub const DEFS: &str = r##"<svg class="defs" width="0" height="0" aria-hidden="true" style="position:absolute"><defs><marker id="head-white" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1f5fbf"/></marker><marker id="head-black" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c2410c"/></marker><marker id="bar-white" viewBox="0 0 2 10" refX="1" refY="5" markerWidth="0.8" markerHeight="4" orient="auto"><rect x="0" y="0" width="2" height="10" fill="#1f5fbf"/></marker><marker id="bar-black" viewBox="0 0 2 10" refX="1" refY="5" markerWidth="0.8" markerHeight="4" orient="auto"><rect x="0" y="0" width="2" height="10" fill="#c2410c"/></marker></defs></svg>"##;

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Centre of `file`, `rank` (either may be off the board) on a board of
/// `ranks` ranks, White at the bottom.
fn centre(file: f64, rank: f64, ranks: f64) -> (f64, f64) {
    (file * S + S / 2.0, (ranks - 1.0 - rank) * S + S / 2.0)
}

/// The kind of a mark on a square, from an event.
fn mark_of(kind: EventKind) -> Option<&'static str> {
    match kind {
        EventKind::Capture => Some("capture"),
        EventKind::Autostop => Some("autostop"),
        EventKind::Contact => Some("contact"),
        EventKind::Stop => Some("stop"),
        EventKind::Change => Some("change"),
        _ => None,
    }
}

/// The board of `scene`, marked with the `events` of the turn that led to
/// it from `before` (the squares it changed are tinted); `label` names it
/// for screen readers.
pub fn svg(scene: &Scene, before: Option<&Scene>, events: &[Event], label: &str) -> String {
    let g = scene.geometry;
    let (files, ranks) = (f64::from(g.files()), f64::from(g.ranks()));
    let (w, h) = (files * S, ranks * S);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg class="board-svg" viewBox="{} {} {} {}" role="img" aria-label="{}" xmlns="http://www.w3.org/2000/svg">"#,
        -M,
        -M,
        w + 2.0 * M,
        h + 2.0 * M,
        escape(label)
    );
    // The squares the turn changed: left, reached, emptied by a capture.
    let changed = |square: Square| {
        before.is_some_and(|b| {
            let was = b.piece_at(square).map(|p| (p.color, p.letter));
            let now = scene.piece_at(square).map(|p| (p.color, p.letter));
            was != now
        })
    };
    out.push_str(r#"<g class="squares">"#);
    for rank in 0..g.ranks() {
        for file in 0..g.files() {
            let (x, y) = centre(f64::from(file), f64::from(rank), ranks);
            let shade = if (file + rank) % 2 == 0 {
                "dark"
            } else {
                "light"
            };
            let _ = write!(
                out,
                r#"<rect class="{shade}" x="{}" y="{}" width="{S}" height="{S}"/>"#,
                x - S / 2.0,
                y - S / 2.0
            );
            if changed(Square::new(file, rank)) {
                let _ = write!(
                    out,
                    r#"<rect class="changed" x="{}" y="{}" width="{S}" height="{S}"/>"#,
                    x - S / 2.0,
                    y - S / 2.0
                );
            }
        }
    }
    out.push_str("</g>");
    // File letters under the board, rank numbers to its left.
    out.push_str(r#"<g class="labels">"#);
    for file in 0..g.files() {
        let (x, _) = centre(f64::from(file), 0.0, ranks);
        let _ = write!(
            out,
            r#"<text class="label" x="{x}" y="{}">{}</text>"#,
            h + M / 2.0,
            scene.file_name(file)
        );
    }
    for rank in 0..g.ranks() {
        let (_, y) = centre(0.0, f64::from(rank), ranks);
        let _ = write!(
            out,
            r#"<text class="label" x="{}" y="{y}">{}</text>"#,
            -M / 2.0,
            rank + 1
        );
    }
    out.push_str("</g>");
    // Pieces.
    out.push_str(r#"<g class="pieces">"#);
    for p in &scene.pieces {
        let (x, y) = centre(
            f64::from(p.square.file()),
            f64::from(p.square.rank()),
            ranks,
        );
        let moving = scene.motions.iter().any(|m| m.square == p.square);
        let _ = write!(
            out,
            r#"<g class="piece {}" data-square="{}"><circle class="body" cx="{x}" cy="{y}" r="{}"/>"#,
            side(p.color),
            escape(&scene.square_name(p.square)),
            S * 0.38
        );
        if moving {
            let _ = write!(
                out,
                r#"<circle class="moving" cx="{x}" cy="{y}" r="{}"/>"#,
                S * 0.46
            );
        }
        let _ = write!(
            out,
            r#"<text x="{x}" y="{y}">{}</text></g>"#,
            escape(&p.letter.to_string())
        );
    }
    out.push_str("</g>");
    // What the turn did on its squares.
    out.push_str(r#"<g class="marks">"#);
    for e in events {
        let (Some(kind), Some(at)) = (mark_of(e.kind), e.at) else {
            if e.kind == EventKind::LeavesBoard {
                if let Some(from) = e.from {
                    let (x, y) = centre(f64::from(from.file()), f64::from(from.rank()), ranks);
                    let _ = write!(
                        out,
                        r#"<g class="mark gone"><circle cx="{x}" cy="{y}" r="{}"/></g>"#,
                        S * 0.38
                    );
                }
            }
            continue;
        };
        let (x, y) = centre(f64::from(at.file()), f64::from(at.rank()), ranks);
        // Marks sit in a corner of the square, clear of the piece's letter.
        let (cx, cy) = (x + S * 0.3, y - S * 0.3);
        match kind {
            "capture" => {
                let d = S * 0.12;
                let _ = write!(
                    out,
                    r#"<g class="mark capture"><line x1="{}" y1="{}" x2="{}" y2="{}"/><line x1="{}" y1="{}" x2="{}" y2="{}"/></g>"#,
                    cx - d,
                    cy - d,
                    cx + d,
                    cy + d,
                    cx - d,
                    cy + d,
                    cx + d,
                    cy - d
                );
            }
            "autostop" | "contact" => {
                let r = S * 0.17;
                let points: Vec<String> = (0..8)
                    .map(|i| {
                        let a =
                            std::f64::consts::PI / 8.0 + f64::from(i) * std::f64::consts::PI / 4.0;
                        format!("{:.1},{:.1}", cx + r * a.cos(), cy + r * a.sin())
                    })
                    .collect();
                let _ = write!(
                    out,
                    r#"<g class="mark {kind}"><polygon points="{}"/><text x="{cx}" y="{cy}">{}</text></g>"#,
                    points.join(" "),
                    if kind == "autostop" { "A" } else { "C" }
                );
            }
            "stop" => {
                let _ = write!(
                    out,
                    r#"<g class="mark stop"><rect x="{}" y="{}" width="{}" height="{}"/></g>"#,
                    cx - S * 0.14,
                    cy - S * 0.05,
                    S * 0.28,
                    S * 0.1
                );
            }
            _ => {
                let _ = write!(
                    out,
                    r#"<g class="mark change"><circle cx="{cx}" cy="{cy}" r="{}"/></g>"#,
                    S * 0.1
                );
            }
        }
    }
    out.push_str("</g>");
    // An arrow from every piece in motion to where it goes next.
    out.push_str(r#"<g class="arrows">"#);
    for m in &scene.motions {
        let (x0, y0) = centre(
            f64::from(m.square.file()),
            f64::from(m.square.rank()),
            ranks,
        );
        let (x1, y1) = centre(
            f64::from(m.square.file()) + f64::from(m.toward.0),
            f64::from(m.square.rank()) + f64::from(m.toward.1),
            ranks,
        );
        let (x1, y1) = clamp(
            (x0, y0),
            (x1, y1),
            (-M + 2.0, -M + 2.0),
            (w + M - 2.0, h + M - 2.0),
        );
        // Start at the disc's edge and stop short of the target's centre.
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let start = (x0 + ux * S * 0.3, y0 + uy * S * 0.3);
        let end = (x1 - ux * S * 0.22, y1 - uy * S * 0.22);
        let (class, marker) = match m.next {
            Next::Goes => ("goes", "head"),
            Next::Captures => ("captures", "head"),
            Next::Stops => ("stops", "bar"),
            Next::Autostops => ("autostops", "bar"),
            Next::LeavesBoard => ("leaves", "head"),
        };
        let target = match (m.next, m.target(g)) {
            (Next::LeavesBoard, _) | (_, None) => "off".to_string(),
            (_, Some(t)) => scene.square_name(t),
        };
        let _ = write!(
            out,
            r#"<g class="arrow {class} {}" data-from="{}" data-to="{}"><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" marker-end="url(#{marker}-{})"/></g>"#,
            side(m.color),
            escape(&scene.square_name(m.square)),
            escape(&target),
            start.0,
            start.1,
            end.0,
            end.1,
            side(m.color)
        );
    }
    out.push_str("</g></svg>");
    out
}

/// The end of the segment from `a` to `b`, cut where it leaves the
/// rectangle from `lo` to `hi` (the board and its margin).
fn clamp(a: (f64, f64), b: (f64, f64), lo: (f64, f64), hi: (f64, f64)) -> (f64, f64) {
    let mut t: f64 = 1.0;
    for (p, q, min, max) in [(a.0, b.0, lo.0, hi.0), (a.1, b.1, lo.1, hi.1)] {
        let d = q - p;
        if d > 0.0 && q > max {
            t = t.min((max - p) / d);
        } else if d < 0.0 && q < min {
            t = t.min((min - p) / d);
        }
    }
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}
