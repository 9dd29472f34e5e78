//! `cargo xtask verify-games`: finds every game file of every crate,
//! replays it with its variant, and compares the report with its reviewed
//! snapshot in `xtask/snapshots/`.

use crate::files::{self, Existing, FileError};
use kernel::replay::{GameFile, Report};
use std::path::{Path, PathBuf};

/// The header insta writes above a snapshot; ours match it so that
/// `cargo insta review` can accept reports written by `--update`.
pub const SNAPSHOT_HEADER: &str =
    "---\nsource: xtask/tests/verify_games.rs\nexpression: report\n---\n";

/// One game file found in the workspace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEntry {
    /// The crate folder it is in, such as `momentum`.
    pub crate_dir: String,
    /// The file.
    pub path: PathBuf,
    /// The file name without `.game`.
    pub stem: String,
}

impl GameEntry {
    /// The snapshot's name: `<crate>__<file stem>`.
    pub fn snapshot_name(&self) -> String {
        format!("{}__{}", self.crate_dir, self.stem)
    }
}

/// The workspace root (the folder above `xtask/`).
pub fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// The file name (without `.game`) of the game of a crate's `games/`
/// folder below `root` that `path` names, if it names one.
pub fn game_of_path(root: &Path, path: &Path) -> Option<String> {
    let wanted = path.canonicalize().ok()?;
    find_games(root)
        .into_iter()
        .find(|g| g.path.canonicalize().ok().as_ref() == Some(&wanted))
        .map(|g| g.stem)
}

/// Every `*.game` file in a `games/` folder of a crate (a folder with a
/// `Cargo.toml`) below `root`, sorted by crate and name.
pub fn find_games(root: &Path) -> Vec<GameEntry> {
    let mut found = Vec::new();
    let Ok(dirs) = std::fs::read_dir(root) else {
        return found;
    };
    for dir in dirs.flatten() {
        let crate_path = dir.path();
        if !crate_path.join("Cargo.toml").is_file() {
            continue;
        }
        let Ok(files) = std::fs::read_dir(crate_path.join("games")) else {
            continue;
        };
        for file in files.flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "game") {
                found.push(GameEntry {
                    crate_dir: dir.file_name().to_string_lossy().into_owned(),
                    stem: path
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                    path,
                });
            }
        }
    }
    found.sort_by(|a, b| (&a.crate_dir, &a.stem).cmp(&(&b.crate_dir, &b.stem)));
    found
}

/// A replayed game: its file, what it says, and its report.
#[derive(Debug)]
pub struct Replayed {
    /// The file.
    pub entry: GameEntry,
    /// The variant named in the file.
    pub variant: String,
    /// The report, or why the file could not be replayed at all.
    pub report: Result<Report, String>,
    /// The file as read, if it reads (its `@check:` claims are checked
    /// from it, so that the file is read once).
    pub game: Option<GameFile>,
}

/// Reads and replays one game file.
pub fn replay_entry(entry: &GameEntry) -> Replayed {
    let failed = |variant: String, message: String| Replayed {
        entry: entry.clone(),
        variant,
        report: Err(message),
        game: None,
    };
    let text = match std::fs::read_to_string(&entry.path) {
        Ok(t) => t,
        Err(e) => {
            return failed(
                String::new(),
                format!("cannot read {}: {e}", entry.path.display()),
            )
        }
    };
    let game = match GameFile::parse(&text) {
        Ok(g) => g,
        Err(e) => return failed(String::new(), format!("{}: {e}", entry.path.display())),
    };
    let report = cvpages::replay(&game).map_err(|e| e.to_string());
    Replayed {
        entry: entry.clone(),
        variant: game.variant.clone(),
        report,
        game: Some(game),
    }
}

/// The body of a snapshot file (what follows insta's header).
pub fn snapshot_body(file_text: &str) -> &str {
    match file_text.strip_prefix("---\n") {
        Some(rest) => match rest.find("\n---\n") {
            Some(end) => &rest[end + 5..],
            None => file_text,
        },
        None => file_text,
    }
}

/// Where the snapshot of `entry` lives.
pub fn snapshot_path(root: &Path, entry: &GameEntry) -> PathBuf {
    root.join("xtask")
        .join("snapshots")
        .join(format!("{}.snap", entry.snapshot_name()))
}

/// How a report compares with its snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SnapshotState {
    /// Identical.
    Matches,
    /// Different.
    Differs,
    /// There is no snapshot yet.
    Missing,
}

/// Compares `report` with the snapshot of `entry`.
pub fn compare_snapshot(root: &Path, entry: &GameEntry, report: &str) -> SnapshotState {
    match std::fs::read_to_string(snapshot_path(root, entry)) {
        Err(_) => SnapshotState::Missing,
        Ok(text) if snapshot_body(&text).trim_end() == report.trim_end() => SnapshotState::Matches,
        Ok(_) => SnapshotState::Differs,
    }
}

/// Writes `report` as `<name>.snap.new` beside the snapshot, for review,
/// replacing an older one (the command's own file, which `--update`
/// asks to write).
///
/// # Errors
/// The file system's error, naming the file.
pub fn write_pending(root: &Path, entry: &GameEntry, report: &str) -> Result<PathBuf, FileError> {
    let mut path = snapshot_path(root, entry).into_os_string();
    path.push(".new");
    let path = PathBuf::from(path);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| FileError::Write {
            path: files::quote(dir),
            source,
        })?;
    }
    let text = format!("{SNAPSHOT_HEADER}{}\n", report.trim_end());
    files::write(&path, text, Existing::Replace)?;
    Ok(path)
}

/// Decides the `@check:` annotations of `game` (the claims of its
/// commentary that a search can decide) with the engine, each at the
/// position after the turn it follows ([`analysis::commentary`]); an empty
/// list when the file has none.
///
/// # Errors
/// Why the file's variant or start cannot be built, in one line.
pub fn check_annotations(game: &GameFile) -> Result<Vec<analysis::commentary::Checked>, String> {
    let annotations: Vec<analysis::commentary::Annotation> = game
        .checked_turns()
        .flat_map(|t| {
            t.checks.iter().map(|c| analysis::commentary::Annotation {
                turn_line: t.line,
                line: c.line,
                claim: c.claim.clone(),
            })
        })
        .collect();
    if annotations.is_empty() {
        return Ok(Vec::new());
    }
    struct Check<'a>(&'a GameFile, Vec<analysis::commentary::Annotation>);
    impl cvpages::Task for Check<'_> {
        type Output = Result<Vec<analysis::commentary::Checked>, String>;
        fn run<V: cvpages::Playable>(self, variant: V) -> Self::Output {
            analysis::commentary::check_file(&variant, self.0, &self.1).map_err(|e| e.to_string())
        }
    }
    cvpages::with_variant(&game.variant, &game.options, Check(game, annotations))
        .map_err(|e| e.to_string())?
}
