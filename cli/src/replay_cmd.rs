//! `cvpages replay FILE... [--quiet]`: any game file replayed turn by
//! turn, its report printed as `verify-games` writes it (the key to the
//! pieces and notation, every turn's verdict and events, the board after
//! it with every piece in motion and where it goes next, the source's
//! commentary), then one line per file: `ok` or `FAIL`, its name and the
//! summary, and each problem found.
//!
//! The exit status is 2 when a file cannot be read (not there, not UTF-8,
//! not a game file, a variant or options the registry refuses), else 1
//! when a file's replay finds a problem (an illegal turn the file does
//! not declare, a declared deviation that is not there, a turn that does
//! not read), else 0. Text from a file reaches the terminal escaped
//! ([`crate::lines::printable_lines`]).

use crate::files;
use crate::lines::{one_line, printable_lines, BAD_INPUT, FAILED};
use kernel::replay::GameFile;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Replays `paths` in order, printing each report (only the summary
/// lines when `quiet`); returns the exit status.
pub fn run(paths: &[PathBuf], quiet: bool, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let mut status = 0;
    for path in paths {
        let this = match replay_one(path, quiet, out) {
            Ok(passed) => {
                if passed {
                    0
                } else {
                    FAILED
                }
            }
            Err(message) => {
                let _ = writeln!(err, "error: {}", one_line(&message));
                BAD_INPUT
            }
        };
        status = status.max(this);
    }
    status
}

/// Replays one file; whether it passes, or why it cannot be replayed.
fn replay_one(path: &Path, quiet: bool, out: &mut dyn Write) -> Result<bool, String> {
    let name = files::quote(path);
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))?,
        Err(e) => return Err(format!("cannot read {name}: {e}")),
    };
    let file = GameFile::parse(&text).map_err(|e| format!("{name}: {e}"))?;
    let report = cvpages::replay(&file).map_err(|e| format!("{name}: {e}"))?;
    if !quiet {
        let _ = writeln!(out, "{}", printable_lines(&report.render()));
    }
    let passed = report.problems().is_empty();
    let verdict = if passed { "ok  " } else { "FAIL" };
    let _ = writeln!(
        out,
        "{verdict} {}: {} — {}",
        one_line(&name.to_string()),
        one_line(report.title()),
        report.summary()
    );
    for problem in report.problems() {
        let _ = writeln!(out, "     {}", one_line(problem));
    }
    Ok(passed)
}
