//! The page of one replayed game: the header (title, source, variant,
//! summary, problems), the controls, the game's data ([`super::data`]),
//! the key to the pieces, and the scripts that draw each board and step
//! through the turns; written as a stream, one frame at a time, so that a
//! long game never sits in memory as a page.

use super::data::{self, Geometry};
use super::{escape, CSS};
use kernel::replay::Report;
use kernel::scene::Legend;
use std::io::{self, Write};

/// Draws a board from its data: shared with any page that shows a board.
const BOARD_JS: &str = include_str!("board.js");
/// Steps through a game page's frames.
const REPLAY_JS: &str = include_str!("replay.js");

/// The key to the pieces and the notation, and to the marks on the boards.
fn legend(legend: &Legend, out: &mut dyn Write) -> io::Result<()> {
    if legend.is_empty() {
        return Ok(());
    }
    out.write_all(
        br#"<details class="legend" open><summary>Key to the pieces and notation</summary>"#,
    )?;
    if !legend.pieces.is_empty() {
        out.write_all(br#"<div class="wide"><table class="pieces"><thead><tr><th>White</th><th>Black</th><th>Piece</th><th>Betza</th><th></th></tr></thead><tbody>"#)?;
        for p in &legend.pieces {
            let letter = |c: Option<char>| c.map(|c| escape(&c.to_string())).unwrap_or_default();
            write!(
                out,
                r#"<tr><td>{}</td><td>{}</td><td>{}</td><td class="betza">{}</td><td>{}</td></tr>"#,
                letter(p.white),
                letter(p.black),
                escape(&p.name),
                escape(&p.betza),
                escape(&p.note)
            )?;
        }
        out.write_all(b"</tbody></table></div>")?;
    }
    for key in &legend.keys {
        write!(out, "<p>{}</p>", escape(key))?;
    }
    if !legend.figure.is_empty() {
        write!(
            out,
            r#"<div class="wide"><pre class="figure">{}</pre></div>"#,
            escape(&legend.figure.join("\n"))
        )?;
    }
    out.write_all(
        b"<p class=\"marks\">On the boards: yellow squares, the squares the turn changed; a red \
         cross, a capture; a red octagon A, an autostop (C, a contact); a bar, a \
         stop; a ringed piece is in motion, and its arrow shows where it goes next as the board \
         stands (a bar at the end: it stops there; dashed: it is blocked, or leaves the \
         board).</p>",
    )?;
    out.write_all(b"</details>")
}

/// The closing commentary, after the last side line.
fn closing(lines: &[String], out: &mut dyn Write) -> io::Result<()> {
    if lines.is_empty() {
        return Ok(());
    }
    out.write_all(br#"<section class="closing">"#)?;
    let mut quoted = false;
    for (kind, text) in data::paragraphs(lines) {
        match (kind, quoted) {
            ("note", true) => {
                out.write_all(b"</blockquote>")?;
                quoted = false;
            }
            ("note", false) => {}
            (_, false) => {
                out.write_all(br#"<blockquote class="commentary">"#)?;
                quoted = true;
            }
            (_, true) => {}
        }
        if kind == "note" {
            write!(out, r#"<p class="note">{}</p>"#, escape(&text))?;
        } else {
            write!(out, "<p>{}</p>", escape(&text))?;
        }
    }
    if quoted {
        out.write_all(b"</blockquote>")?;
    }
    out.write_all(b"</section>")
}

/// Writes the page of `report` to `out`.
///
/// # Errors
/// The writer's error.
pub fn write_page(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    write_page_with(report, None, out)
}

/// Writes the page of `report` to `out`; with `play`, the name of its
/// variant's play page, each board links to it ("Play from here", with
/// the options and the board's position text in the address).
///
/// # Errors
/// The writer's error.
pub fn write_page_with(report: &Report, play: Option<&str>, out: &mut dyn Write) -> io::Result<()> {
    let frames = data::frames(report);
    let play = match play {
        Some(page) => format!(
            r#" data-play="{}" data-options="{}""#,
            escape(page),
            escape(report.options())
        ),
        None => String::new(),
    };
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{CSS}</style></head><body{play}>",
        escape(report.title())
    )?;
    let options = if report.options().is_empty() {
        String::new()
    } else {
        format!(" ({})", report.options())
    };
    write!(
        out,
        r#"<header><p><a href="index.html">All games</a></p><h1>{}</h1><p class="source">{}</p><p class="variant">{}{}</p><p class="summary">{}</p>"#,
        escape(report.title()),
        escape(report.source()),
        escape(report.variant()),
        escape(&options),
        escape(&report.summary())
    )?;
    if !report.problems().is_empty() {
        out.write_all(br#"<ul class="problems">"#)?;
        for p in report.problems() {
            write!(out, "<li>{}</li>", escape(p))?;
        }
        out.write_all(b"</ul>")?;
    }
    out.write_all(b"</header><main>")?;
    out.write_all(br#"<nav class="controls" aria-label="Turns"><button id="first" type="button" title="The start (Home)">|&lt;</button><button id="prev" type="button" title="Back one turn (Left arrow)">&lt; Back</button><span id="where"></span><button id="next" type="button" title="On one turn (Right arrow)">Next &gt;</button><button id="last" type="button" title="The last turn (End)">&gt;|</button><select id="jump" aria-label="Go to a turn"></select><span class="hint">Left and right arrow keys step through the turns.</span></nav>"#)?;
    out.write_all(br#"<noscript><p class="problems">This page draws its boards with JavaScript, which is off here: turn it on to step through the turns.</p></noscript>"#)?;
    out.write_all(br#"<div id="turn"></div>"#)?;
    closing(report.closing(), out)?;
    legend(report.legend(), out)?;
    // The data, a frame at a time.
    let geometry = Geometry::first(&frames);
    let mut chunk = String::from(r#"<script type="application/json" id="game-data">{"board":"#);
    match &geometry {
        Some(g) => g.write(&mut chunk),
        None => chunk.push_str("null"),
    }
    chunk.push_str(r#","frames":["#);
    for (i, frame) in frames.iter().enumerate() {
        if i > 0 {
            chunk.push_str(",\n");
        }
        data::write_frame(frame, geometry.as_ref(), &mut chunk);
        out.write_all(chunk.as_bytes())?;
        chunk.clear();
    }
    chunk.push_str("]}</script>");
    out.write_all(chunk.as_bytes())?;
    writeln!(
        out,
        "</main><script>{BOARD_JS}</script><script>{REPLAY_JS}</script></body></html>"
    )
}

/// The page of `report` as text.
pub fn page(report: &Report) -> String {
    let mut out = Vec::new();
    // Writing into memory cannot fail.
    let _ = write_page(report, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
