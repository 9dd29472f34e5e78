//! The site's index: every game with its variant, its page and its
//! verdict, from a line per game kept while the pages are written (the
//! reports themselves are not kept).

use super::play::play_page_name;
use super::{escape, page_name, CSS};
use crate::verify::{GameEntry, Replayed};
use cvpages::VariantInfo;
use std::io::{self, Write};

/// What the index says of one game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexRow {
    /// The variant the file names (empty if the file does not read).
    pub variant: String,
    /// The page's file name, if the game has one.
    pub page: Option<String>,
    /// The game's title, or the file's name if it does not replay.
    pub title: String,
    /// The report's summary, or why the file does not replay.
    pub summary: String,
    /// Whether the game passes.
    pub ok: bool,
}

impl IndexRow {
    /// The row of a game file, `replayed`.
    pub fn of(entry: &GameEntry, replayed: &Replayed) -> IndexRow {
        match &replayed.report {
            Ok(report) => IndexRow {
                variant: replayed.variant.clone(),
                page: Some(page_name(entry)),
                title: report.title().to_string(),
                summary: report.summary(),
                ok: report.problems().is_empty(),
            },
            Err(message) => IndexRow {
                variant: replayed.variant.clone(),
                page: None,
                title: entry.snapshot_name(),
                summary: message.clone(),
                ok: false,
            },
        }
    }
}

/// Writes the index of `rows` to `out`.
///
/// # Errors
/// The writer's error.
pub fn write_index(rows: &[IndexRow], out: &mut dyn Write) -> io::Result<()> {
    write_index_with(rows, &[], out)
}

/// Writes the index of `rows` to `out`, with a link to the play page of
/// each of `plays` above the games.
///
/// # Errors
/// The writer's error.
pub fn write_index_with(
    rows: &[IndexRow],
    plays: &[&VariantInfo],
    out: &mut dyn Write,
) -> io::Result<()> {
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>cvpages: the games replayed</title><style>{CSS}</style></head><body><header><h1>The games replayed</h1><p class=\"source\">Every documented game and worked example of the cvpages variants, replayed turn by turn with the variant's rules by <code>cargo xtask verify-games --html</code>.</p></header><main>"
    )?;
    if !plays.is_empty() {
        out.write_all(br#"<h2>Play</h2><ul class="plays">"#)?;
        for v in plays {
            write!(
                out,
                r#"<li><a href="{}">Play {}</a>: {}</li>"#,
                escape(&play_page_name(v.name)),
                escape(v.name),
                escape(v.description)
            )?;
        }
        out.write_all(b"</ul><h2>The games replayed</h2>")?;
    }
    write!(
        out,
        "<div class=\"wide\"><table class=\"games\"><thead><tr><th>Variant</th><th>Game</th><th>Replay</th><th></th></tr></thead><tbody>"
    )?;
    for row in rows {
        let title = match &row.page {
            Some(page) => format!(r#"<a href="{}">{}</a>"#, escape(page), escape(&row.title)),
            None => escape(&row.title),
        };
        write!(
            out,
            r#"<tr><td>{}</td><td>{title}</td><td>{}</td><td class="{}">{}</td></tr>"#,
            escape(&row.variant),
            escape(&row.summary),
            if row.ok { "pass" } else { "fail" },
            if row.ok { "ok" } else { "FAIL" }
        )?;
    }
    out.write_all(b"</tbody></table></div></main></body></html>\n")
}

/// The index of `rows` as text.
pub fn index(rows: &[IndexRow]) -> String {
    let mut out = Vec::new();
    // Writing into memory cannot fail.
    let _ = write_index(rows, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
