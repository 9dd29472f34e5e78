//! `cargo xtask verify-games`: finds every game file of every crate,
//! replays it with its variant, and compares the report with its reviewed
//! snapshot in `xtask/snapshots/`.

use crate::files::{self, Existing, FileError};
use cvpages_cli::lines::{one_line, printable_lines, refuse, FAILED};
use kernel::excerpt::Excerpt;
use kernel::replay::{GameFile, Report};
use std::io::Write;
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

/// Runs verify-games over the crates below `root`; returns the exit status.
pub fn verify_games(
    root: &Path,
    variant: Option<String>,
    game: Option<String>,
    update: bool,
    verbose: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if let Some(v) = &variant
        && cvpages::info(v).is_none()
    {
        return refuse(
            err,
            cvpages::OpenError::UnknownVariant {
                name: Excerpt::new(v),
            },
        );
    }
    let mut games = find_games(root);
    if let Some(name) = &game {
        games.retain(|g| &g.stem == name);
        if games.is_empty() {
            return refuse(
                err,
                format!(
                    "no game file named {} in any crate's games/ folder",
                    Excerpt::new(&format!("{name}.game"))
                ),
            );
        }
    }
    let mut tally = Tally::default();
    for entry in &games {
        let replayed = replay_entry(entry);
        if variant.as_ref().is_some_and(|v| v != &replayed.variant) {
            continue;
        }
        let how = Verify {
            root,
            update,
            verbose,
        };
        how.one_game(entry, replayed, &mut tally, out, err);
    }
    let Tally {
        total,
        failed,
        turns,
        deviations,
        declared,
    } = tally;
    if total == 0 {
        let _ = writeln!(out, "no game files to replay");
    }
    let _ = writeln!(
        out,
        "{total} games, {turns} turns replayed, {deviations} deviations found ({declared} declared): {} passed, {failed} failed",
        total - failed
    );
    if failed > 0 {
        FAILED
    } else {
        0
    }
}

/// What verify-games counts over the game files it replays.
#[derive(Debug, Default)]
struct Tally {
    total: usize,
    failed: usize,
    turns: usize,
    deviations: usize,
    declared: usize,
}

/// How verify-games checks each game file: against the snapshots below
/// `root`, writing a pending one for review when `update`, and printing
/// the whole report when `verbose`.
struct Verify<'a> {
    root: &'a Path,
    update: bool,
    verbose: bool,
}

impl Verify<'_> {
    /// Checks one game file, `replayed`: its report's problems, its
    /// snapshot and its `@check:` claims; prints its lines and counts it
    /// in `tally`.
    fn one_game(
        &self,
        entry: &GameEntry,
        replayed: Replayed,
        tally: &mut Tally,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) {
        tally.total += 1;
        // The file's name and text are the file's: escaped for the
        // terminal as messages are.
        let name = one_line(&format!("{}/games/{}.game", entry.crate_dir, entry.stem));
        let report = match replayed.report {
            Ok(r) => r,
            Err(message) => {
                tally.failed += 1;
                let _ = writeln!(out, "FAIL {name}: {}", one_line(&message));
                return;
            }
        };
        tally.turns += report.turns_replayed();
        tally.deviations += report.deviations().len();
        tally.declared += report
            .deviations()
            .iter()
            .filter(|d| d.declared.is_some())
            .count();
        let text = report.render();
        let snapshot = compare_snapshot(self.root, entry, &text);
        // The commentary's claims that a search decides (`@check:`), from
        // the file as the replay read it.
        let checks = replayed
            .game
            .as_ref()
            .ok_or_else(|| "the file does not read".to_string())
            .and_then(check_annotations);
        let checks_hold = checks
            .as_ref()
            .is_ok_and(|list| list.iter().all(|c| c.verdict.holds()));
        let ok = report.problems().is_empty() && snapshot == SnapshotState::Matches && checks_hold;
        let verdict = if ok { "ok  " } else { "FAIL" };
        let _ = writeln!(
            out,
            "{verdict} {:<24} {} — {}",
            one_line(&replayed.variant),
            one_line(report.title()),
            report.summary()
        );
        for problem in report.problems() {
            let _ = writeln!(out, "     {name}: {}", one_line(problem));
        }
        match &checks {
            Ok(list) => {
                for c in list {
                    let _ = writeln!(out, "     {name}: check {}", one_line(&c.to_string()));
                }
            }
            Err(message) => {
                let _ = writeln!(
                    out,
                    "     {name}: the checks cannot run: {}",
                    one_line(message)
                );
            }
        }
        self.snapshot_lines(entry, &name, snapshot, &text, out, err);
        if self.verbose {
            let _ = writeln!(out, "{}", printable_lines(&text));
        }
        if !ok {
            tally.failed += 1;
        }
    }

    /// Says how the report `text` of `entry` (named `name`) stands to its
    /// snapshot, and writes a pending one for review when asked to.
    fn snapshot_lines(
        &self,
        entry: &GameEntry,
        name: &str,
        snapshot: SnapshotState,
        text: &str,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) {
        match snapshot {
            SnapshotState::Matches => {}
            SnapshotState::Missing => {
                let _ = writeln!(
                    out,
                    "     {name}: no reviewed snapshot yet (run with --update and review)"
                );
            }
            SnapshotState::Differs => {
                let _ = writeln!(
                    out,
                    "     {name}: the report differs from its reviewed snapshot"
                );
            }
        }
        if self.update && snapshot != SnapshotState::Matches {
            match write_pending(self.root, entry, text) {
                Ok(path) => {
                    let path = crate::files::quote(&path);
                    let _ = writeln!(out, "     wrote {path} for review");
                }
                Err(e) => {
                    let _ = writeln!(err, "error: {}", one_line(&e.to_string()));
                }
            }
        }
    }
}
