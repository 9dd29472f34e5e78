//! The `cvpages` command: the user commands of the workspace, for people.
//!
//! - `play`: a game of any variant at the terminal, for two people or
//!   against the engine, each turn explained as the game reports explain
//!   it (its events, the board, every piece in motion and where it goes
//!   next); `play --load FILE` resumes a saved game.
//! - `replay FILE...`: the report of any game file.
//! - `perft`: count the game tree of any variant under any of its options.
//! - `analyse`: the engine's best turn and score at each turn of a game
//!   file, beside the score of the turn played.
//! - `betza`: draw the moves of a piece given in Betza's notation.
//!
//! Install it with `cargo install --path cli` from a clone of the
//! repository; `cargo xtask perft|play|analyse|betza` runs the same code
//! (the `xtask` crate holds [`commands`]' structs among its own tasks).
//!
//! A usage error is clap's message (its `error:` line, then the usage and
//! tips) with status 2; every other bad input one line `error: ...` with
//! status 2 ([`lines`]); a task that runs and finds a failure exits with 1.
//! Every file a command writes goes through [`files`].

pub mod analyse;
pub mod args;
pub mod betza_cmd;
pub mod commands;
pub mod files;
pub mod lines;
pub mod perft_cmd;
pub mod play;
pub mod profile;
pub mod replay_cmd;
pub mod score;

use clap::Parser;
use commands::UserCommand;
use play::Input;
use std::ffi::{OsStr, OsString};
use std::io::{BufRead, Write};

/// The `cvpages` command line.
#[derive(Debug, Parser)]
#[command(
    name = "cvpages",
    bin_name = "cvpages",
    version,
    about = "Chess variants of the Chess Variant Pages: play, replay, perft, analyse, betza",
    arg_required_else_help = true
)]
pub struct Cli {
    /// The command.
    #[command(subcommand)]
    pub command: UserCommand,
}

/// Runs the command line `args` (without the program name), writing to
/// `out` and `err`, with an empty standard input; returns the exit status.
pub fn run<A: AsRef<OsStr>>(args: &[A], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    run_with(args, Input::Lines(&mut std::io::empty()), out, err, false)
}

/// Runs the command line `args` as [`run`] does, reading standard input
/// (which `play` reads line by line) from `input`.
pub fn run_with_input<A: AsRef<OsStr>>(
    args: &[A],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    run_with(args, Input::Lines(input), out, err, false)
}

/// Runs the command line `args` with `play`'s lines from `input`; with
/// `progress`, a long count shows its progress on the process's standard
/// error (the program passes it when standard error is a terminal).
pub fn run_with<A: AsRef<OsStr>>(
    args: &[A],
    input: Input<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> i32 {
    let program = OsString::from("cvpages");
    let all = std::iter::once(program).chain(args.iter().map(|a| a.as_ref().to_os_string()));
    let cli = match Cli::try_parse_from(all) {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e, out, err),
    };
    match cli.command.run(input, out, err, progress) {
        Ok(status) => status,
        Err(e) => lines::refuse(err, e),
    }
}

/// Writes clap's message for `e` (help and the version on `out`, a usage
/// error on `err`) and returns its exit status.
pub fn clap_exit(e: &clap::Error, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let text: String = args::clap_lines(e)
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    let _ = if e.use_stderr() {
        err.write_all(text.as_bytes())
    } else {
        out.write_all(text.as_bytes())
    };
    e.exit_code()
}
