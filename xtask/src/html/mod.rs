//! `cargo xtask verify-games --html DIR`: the replayed games as a static
//! web site, an index and one page per game, each file self-contained (the
//! style, the game's data and the little scripts that draw it are inline;
//! no framework, nothing fetched from the network, and it works from
//! `file://`).
//!
//! A page shows, turn by turn, the board with an arrow from every piece in
//! motion to where it goes next and the turn's captures and autostops
//! marked, and beside it the turn as written, the verdict, the events of
//! the turn, the pieces in motion in words and the source's commentary;
//! the buttons and the arrow keys step through the turns. Every text that
//! comes from a game file is input, and is escaped.
//!
//! **A page stays proportionate to its game.** It holds the game as
//! compact data ([`data`]: per board, the pieces as a FEN-like text, the
//! position text, the pieces in motion, the events, the verdict and the
//! commentary), and its script draws the board of the turn shown
//! (`board.js`, which a page that plays a game can use as it is); the page
//! is written to its file a frame at a time, never held in memory whole.
//! A game file of 100,000 turn lines (1.18 MB, the Knights out and back:
//! the README's site paragraph gives the command) makes a page of 28.5 MB
//! and `verify-games --html` peaks at 158 MB of memory (144 MB without
//! `--html`: the replay's report), where a drawn board per turn made a page
//! of 911 MB and a peak of 1.0 GB. A page is at most [`MAX_PAGE_BYTES`];
//! past it the site is refused with a line that names the game, and no
//! page is written.
//!
//! **No file is replaced without being asked** ([`folder`]): the site is
//! written only into a new or empty folder, which it marks
//! ([`SITE_MARK`]), or into a folder it marked before; every file is
//! written under a temporary name and renamed into place once all are
//! written; and page names ([`page_name`]) are distinct for distinct game
//! files.

pub mod data;
pub mod folder;
mod index;
pub mod json;
mod names;
mod page;
pub mod play;

pub use folder::{SiteFolder, SITE_MARK};
pub use index::{index, write_index, write_index_with, IndexRow};
pub use names::page_name;
pub use page::{page, write_page, write_page_with};
pub use play::{play_page, play_page_name, write_play_page, MODULE_SCRIPT};

use crate::verify::{self, GameEntry, Replayed};
use std::path::{Path, PathBuf};
use thiserror::Error;

const CSS: &str = include_str!("page.css");

/// The largest page the site writes, in bytes: 64 MiB, about 230,000
/// turns of chess (a browser opens 100,000 in seconds).
pub const MAX_PAGE_BYTES: u64 = 64 << 20;

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
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 {
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

/// Replays the games of `root` that `keep` selects and writes the site
/// into `dir`: `index.html` and one page per game that replays, each at
/// most [`MAX_PAGE_BYTES`]. Returns the files written, the index first.
///
/// # Errors
/// [`SiteError`] if the folder is not new, empty or a site's, if a page is
/// too large, or if a file cannot be written; then no page is written.
pub fn write_site(
    root: &Path,
    dir: &Path,
    keep: impl Fn(&GameEntry, &Replayed) -> bool,
) -> Result<Vec<PathBuf>, SiteError> {
    write_site_within(root, dir, keep, MAX_PAGE_BYTES)
}

/// [`write_site`] with pages of at most `limit` bytes.
///
/// # Errors
/// As [`write_site`].
pub fn write_site_within(
    root: &Path,
    dir: &Path,
    keep: impl Fn(&GameEntry, &Replayed) -> bool,
    limit: u64,
) -> Result<Vec<PathBuf>, SiteError> {
    write_site_with(root, dir, keep, limit, None)
}

/// The play pages a site holds: the module, and the variants that get a
/// page.
pub struct Plays<'a> {
    /// The WebAssembly module and its script.
    pub module: &'a crate::wasm::Module,
    /// The variants, in the order the index lists them.
    pub variants: Vec<&'static cvpages::VariantInfo>,
}

/// [`write_site_within`], with the play pages of `plays` if given (the
/// module's script, a page per variant, linked from the index).
///
/// # Errors
/// As [`write_site`].
pub fn write_site_with(
    root: &Path,
    dir: &Path,
    keep: impl Fn(&GameEntry, &Replayed) -> bool,
    limit: u64,
    plays: Option<&Plays<'_>>,
) -> Result<Vec<PathBuf>, SiteError> {
    let mut folder = SiteFolder::take(dir)?;
    let mut rows = Vec::new();
    // One game at a time: its report is dropped once its page is written.
    for entry in verify::find_games(root) {
        let replayed = verify::replay_entry(&entry);
        if !keep(&entry, &replayed) {
            continue;
        }
        if let Ok(report) = &replayed.report {
            let name = page_name(&entry);
            folder
                .stage(&name, limit, |out| {
                    let play = plays.map(|_| play_page_name(report.variant()));
                    write_page_with(report, play.as_deref(), out)
                })
                .map_err(|e| match e {
                    SiteError::TooLarge { limit, .. } => SiteError::TooLarge {
                        what: format!(
                            "the page of {} ({} boards)",
                            entry.path.display(),
                            data::frames(report).len()
                        ),
                        limit,
                    },
                    e => e,
                })?;
        }
        rows.push(IndexRow::of(&entry, &replayed));
    }
    let play_list = plays.map(|p| p.variants.clone()).unwrap_or_default();
    if let Some(plays) = plays {
        let script = play::module_script(&plays.module.glue, &plays.module.wasm);
        folder.stage(MODULE_SCRIPT, limit, |out| out.write_all(script.as_bytes()))?;
        for v in &plays.variants {
            folder.stage(&play_page_name(v.name), limit, |out| {
                write_play_page(v, out)
            })?;
        }
    }
    folder.stage("index.html", limit, |out| {
        write_index_with(&rows, &play_list, out)
    })?;
    let mut written = folder.commit()?;
    written.rotate_right(1);
    Ok(written)
}

/// What `cargo xtask site DIR` writes: the site of the games of `root`
/// (only those of `variant` if given) and a play page for every variant
/// (or `variant` alone), with `module`. Returns the line to print.
///
/// # Errors
/// [`SiteError`] if the folder cannot be made or a file written.
pub fn write_full_site(
    root: &Path,
    variant: Option<&str>,
    dir: &Path,
    module: &crate::wasm::Module,
) -> Result<String, SiteError> {
    let plays = Plays {
        module,
        variants: cvpages::VARIANTS
            .iter()
            .filter(|v| variant.is_none_or(|name| name == v.name))
            .collect(),
    };
    let written = write_site_with(
        root,
        dir,
        |_, replayed| variant.is_none_or(|v| v == replayed.variant),
        MAX_PAGE_BYTES,
        Some(&plays),
    )?;
    let index = written
        .first()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    Ok(format!(
        "wrote {} play pages, {} game pages and {index}",
        plays.variants.len(),
        written.len().saturating_sub(2 + plays.variants.len())
    ))
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
