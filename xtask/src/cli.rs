//! The command line: argument parsing (clap) and the tasks' output.
//!
//! Every bad input ends with one line on standard error and exit status 2;
//! a task that runs and finds a failure exits with 1.

use crate::perft_cmd::{PerftRequest, MAX_DEPTH};
use crate::registry;
use crate::verify::{self, SnapshotState};
use clap::{Parser, Subcommand};
use std::io::Write;

/// Exit status for bad input.
pub const BAD_INPUT: i32 = 2;
/// Exit status for a task that ran and failed.
pub const FAILED: i32 = 1;

/// The workspace's tasks.
#[derive(Debug, Parser)]
#[command(name = "cargo xtask", about = "Tasks of the cvpages workspace")]
pub struct Cli {
    /// The task.
    #[command(subcommand)]
    pub command: Command,
}

/// One task.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count legal turn sequences to a depth (perft).
    Perft {
        /// The variant: chess, heavy-gravity, forward, multimove,
        /// multimove-heavy-gravity, momentum, edge-of-world.
        variant: String,
        /// How many turns deep to count.
        depth: String,
        /// Start from this position text instead of the start position.
        #[arg(long)]
        fen: Option<String>,
        /// Print `<turn>: <count>` for every first turn.
        #[arg(long)]
        divide: bool,
        /// Print the time taken and nodes per second.
        #[arg(long)]
        bench: bool,
        /// Momentum Chess armies, as `WHITE,BLACK` (e.g. `fabulous-fides,nutty-knights`).
        #[arg(long)]
        armies: Option<String>,
    },
    /// Replay every game file and compare the reports with their snapshots.
    VerifyGames {
        /// Only games of this variant.
        #[arg(long)]
        variant: Option<String>,
        /// Only the game whose file name (without `.game`) is this.
        #[arg(long)]
        game: Option<String>,
        /// Write `.snap.new` files for reports that differ, for review.
        #[arg(long)]
        update: bool,
        /// Print every report.
        #[arg(long)]
        verbose: bool,
    },
    /// Show the moves of a piece given in Betza's notation, from the centre
    /// of an empty 11x11 board.
    Betza {
        /// The piece, such as fhNrlbK.
        piece: String,
        /// Show the piece as Black's (turned round).
        #[arg(long)]
        black: bool,
    },
}

/// Runs the command line `args` (without the program name), writing to
/// `out` and `err`; returns the exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let cli =
        match Cli::try_parse_from(std::iter::once("xtask".to_string()).chain(args.iter().cloned()))
        {
            Ok(cli) => cli,
            Err(e) => {
                use clap::error::ErrorKind;
                if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                    let _ = write!(out, "{e}");
                    return 0;
                }
                let text = e.to_string();
                let first = text.lines().next().unwrap_or("error: bad arguments");
                let _ = writeln!(err, "{first}");
                return BAD_INPUT;
            }
        };
    match cli.command {
        Command::Perft {
            variant,
            depth,
            fen,
            divide,
            bench,
            armies,
        } => perft(&variant, &depth, fen, divide, bench, armies, out, err),
        Command::VerifyGames {
            variant,
            game,
            update,
            verbose,
        } => {
            let root = verify::workspace_root();
            verify_games(&root, variant, game, update, verbose, out, err)
        }
        Command::Betza { piece, black } => betza(&piece, black, out, err),
    }
}

fn betza(piece: &str, black: bool, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match crate::betza_cmd::show(piece, black) {
        Ok(text) => {
            let _ = write!(out, "{text}");
            0
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            BAD_INPUT
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn perft(
    variant: &str,
    depth: &str,
    fen: Option<String>,
    divide: bool,
    bench: bool,
    armies: Option<String>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let depth = match depth.parse::<u32>() {
        Ok(d @ 1..=MAX_DEPTH) => d,
        _ => {
            let _ = writeln!(
                err,
                "error: depth '{depth}' must be a whole number from 1 to {MAX_DEPTH}"
            );
            return BAD_INPUT;
        }
    };
    let options = match armies {
        Some(a) => format!("armies={a}"),
        None => String::new(),
    };
    let request = PerftRequest {
        depth,
        fen,
        divide,
        bench,
    };
    match registry::with_variant(variant, &options, request) {
        Ok(Ok(lines)) => {
            for line in lines {
                let _ = writeln!(out, "{line}");
            }
            0
        }
        Ok(Err(e)) => {
            let _ = writeln!(err, "error: {e}");
            BAD_INPUT
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            BAD_INPUT
        }
    }
}

/// Runs verify-games over the crates below `root`; returns the exit status.
pub fn verify_games(
    root: &std::path::Path,
    variant: Option<String>,
    game: Option<String>,
    update: bool,
    verbose: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if let Some(v) = &variant {
        if !registry::NAMES.contains(&v.as_str()) {
            let _ = writeln!(
                err,
                "error: unknown variant '{v}': expected one of {}",
                registry::NAMES.join(", ")
            );
            return BAD_INPUT;
        }
    }
    let mut games = verify::find_games(root);
    if let Some(name) = &game {
        games.retain(|g| &g.stem == name);
        if games.is_empty() {
            let _ = writeln!(
                err,
                "error: no game file named '{name}.game' in any crate's games/ folder"
            );
            return BAD_INPUT;
        }
    }
    let mut total = 0;
    let mut failed = 0;
    let mut turns = 0;
    let mut deviations = 0;
    let mut declared = 0;
    for entry in &games {
        let replayed = verify::replay_entry(entry);
        if variant.as_ref().is_some_and(|v| v != &replayed.variant) {
            continue;
        }
        total += 1;
        let name = format!("{}/games/{}.game", entry.crate_dir, entry.stem);
        let report = match replayed.report {
            Ok(r) => r,
            Err(message) => {
                failed += 1;
                let _ = writeln!(out, "FAIL {name}: {message}");
                continue;
            }
        };
        turns += report.turns_replayed();
        deviations += report.deviations().len();
        declared += report
            .deviations()
            .iter()
            .filter(|d| d.declared.is_some())
            .count();
        let text = report.render();
        let snapshot = verify::compare_snapshot(root, entry, &text);
        let ok = report.problems().is_empty() && snapshot == SnapshotState::Matches;
        let verdict = if ok { "ok  " } else { "FAIL" };
        let _ = writeln!(
            out,
            "{verdict} {:<24} {} — {}",
            replayed.variant,
            report.title(),
            report.summary()
        );
        for problem in report.problems() {
            let _ = writeln!(out, "     {name}: {problem}");
        }
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
        if update && snapshot != SnapshotState::Matches {
            match verify::write_pending(root, entry, &text) {
                Ok(path) => {
                    let _ = writeln!(out, "     wrote {} for review", path.display());
                }
                Err(e) => {
                    let _ = writeln!(err, "error: cannot write the snapshot of {name}: {e}");
                }
            }
        }
        if verbose {
            let _ = writeln!(out, "{text}");
        }
        if !ok {
            failed += 1;
        }
    }
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
