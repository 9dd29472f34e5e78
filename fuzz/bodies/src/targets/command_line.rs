//! `command_line`: the command line of `cargo xtask`
//! ([`xtask::cli::run`]), arguments split at zero bytes and given as the
//! operating system gives them (not necessarily UTF-8). What the README
//! promises: exit status 0, 1 or 2, never a panic; status 2 with a first
//! line on standard error `error: ...` (clap's usage and tips may follow;
//! no command at all, nothing or `--` alone, prints the help); no line
//! printed holds a control
//! character (but the tab of each line `perft --divide --tab` prints on
//! standard output) or runs past what `xtask` promises ([`XTASK_LINE`]).
//!
//! Command lines that are long by design or write files are not run
//! ([`skipped`]); `new-variant`'s name is checked without writing
//! anything.

use clap::Parser;
use kernel::excerpt::Excerpt;
use std::ffi::OsString;
use xtask::cli::{Cli, Command};

/// The longest line, in bytes, `xtask` prints: `error: `, then at most
/// [`xtask::cli::MAX_LINE`] bytes of message once escaped, a cut mark and
/// the length.
pub const XTASK_LINE: usize = 7 + Excerpt::max_written(xtask::cli::MAX_LINE);

/// Whether `args` is a command line that clap reads as one that runs for
/// long by design or writes files, and so is not run: perft deeper than
/// one turn, or of Multimove Chess (one turn may have millions of ends);
/// `bench` and `engine-bench` (minutes of games and timings); `site` (a
/// WebAssembly build, then files written); every game
/// of `verify-games`, or its `--update` or `--html` (which write files);
/// `play --engine` (a second a turn, a whole game with `both`) or `play
/// --load` (a game file's turns); `analyse` of a file that exists (a
/// second a position) and `replay` of one; `new-variant` (which
/// writes a crate: its name is checked as the command checks it, without
/// writing); `uci` (a session on standard input). A command line clap refuses is always run: the refusal is
/// quick.
pub fn skipped(args: &[OsString]) -> bool {
    let all = std::iter::once(OsString::from("xtask")).chain(args.iter().cloned());
    let Ok(cli) = Cli::try_parse_from(all) else {
        return false;
    };
    match cli.command {
        Command::Perft(perft) => {
            let deep = perft
                .depth
                .to_str()
                .and_then(|d| d.parse::<u32>().ok())
                .is_some_and(|d| d > 1);
            deep || perft.variant.starts_with("multimove")
        }
        Command::Bench { .. }
        | Command::EngineBench { .. }
        | Command::NewVariant { .. }
        | Command::Site { .. } => true,
        Command::VerifyGames {
            game, update, html, ..
        } => game.is_none() || update || html.is_some(),
        Command::Play(play) => play.engine.is_some() || play.load.is_some(),
        Command::Analyse(analyse) => std::path::Path::new(&analyse.file).exists(),
        Command::Replay(replay) => replay
            .files
            .iter()
            .any(|f| std::path::Path::new(f).exists()),
        Command::Betza(_) => false,
        // A session with a GUI on the real standard input, not the input
        // given here.
        Command::Uci => true,
    }
}

/// `new-variant NAME` as the command checks its name, without writing:
/// a name refused is refused in one short line.
fn check_new_variant(args: &[OsString]) {
    if let [command, name] = args {
        if command == "new-variant" {
            if let Some(name) = name.to_str() {
                let root = xtask::verify::workspace_root();
                if let Err(e) = xtask::new_variant::check_name(&root, name) {
                    crate::check_message("new-variant", &e.to_string());
                }
            }
        }
    }
}

/// Whether `args` names no command: nothing, or only the `--` that ends
/// the options. `cargo xtask` alone prints its help, with status 2.
fn no_command(args: &[OsString]) -> bool {
    matches!(args, [] | [_]) && args.iter().all(|a| a == "--")
}

/// Checks what `xtask` printed for `args`.
fn check_output(args: &[OsString], status: i32, out: &str, err: &str) {
    assert!(matches!(status, 0..=2), "{args:?}: status {status}");
    if status == 2 && !no_command(args) {
        assert!(err.starts_with("error: "), "{args:?}: {err:?}");
    }
    let tabs = args.iter().any(|a| a == "--tab");
    let lines = out
        .lines()
        .map(|l| (l, tabs))
        .chain(err.lines().map(|l| (l, false)));
    for (line, tab_allowed) in lines {
        assert!(
            !line.contains(|c: char| c.is_control() && !(tab_allowed && c == '\t')),
            "{args:?}: {line:?}"
        );
        assert!(
            line.len() <= XTASK_LINE,
            "{args:?}: a line of {} bytes",
            line.len()
        );
    }
}

/// The bytes of an argument as the operating system gives it.
#[cfg(unix)]
fn os_string(bytes: &[u8]) -> OsString {
    std::os::unix::ffi::OsStringExt::from_vec(bytes.to_vec())
}

/// The bytes of an argument, as text (invalid sequences as U+FFFD).
#[cfg(not(unix))]
fn os_string(bytes: &[u8]) -> OsString {
    String::from_utf8_lossy(bytes).into_owned().into()
}

/// Input: the arguments, separated by zero bytes.
pub fn run(data: &[u8]) {
    let args: Vec<OsString> = data.split(|&b| b == 0).map(os_string).collect();
    check_new_variant(&args);
    if skipped(&args) {
        return;
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::cli::run(&args, &mut out, &mut err);
    let out = String::from_utf8(out).expect("standard output is UTF-8");
    let err = String::from_utf8(err).expect("standard error is UTF-8");
    check_output(&args, status, &out, &err);
}
