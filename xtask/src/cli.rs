//! The command line: argument parsing (clap) and the tasks' output.
//!
//! A usage error is clap's message as clap renders it: the `error:` line,
//! which says in one line what is wrong, then the usage and clap's tips,
//! on standard error with clap's exit status (2); `cargo xtask` alone
//! prints the help there with status 2, `--help` and `--version` print on
//! standard output with status 0. Every other bad input ends with one line
//! on standard error and status 2; a task that runs and finds a failure
//! exits with 1. Arguments are read as `OsString` and turned into text
//! here, so that one that is not UTF-8 gets that line too; input is quoted
//! through [`kernel::excerpt`] (clap's messages included, which quote an
//! argument whole), and every line a command prints about a failure
//! passes [`one_line`], since messages built by the variant crates may
//! quote more than they should.
//!
//! A command is a variant of [`Command`] and an arm of `run_command`
//! calling its module; a variant argument takes [`VariantName`] as its
//! parser, so that the names come from `cvpages::VARIANTS` alone.

use crate::engine_bench::{BenchRequest, Opponent};
use crate::match_play::{MatchRequest, OpponentSpec};
use crate::verify::{self, verify_games};
use clap::{Parser, Subcommand};
pub use cvpages_cli::args::{clap_lines, ArgumentError, VariantName};
use cvpages_cli::args::{limit_argument, number_argument, optional_text, text};
use cvpages_cli::commands::{AnalyseArgs, BetzaArgs, PerftArgs, PlayArgs, ReplayArgs};
use cvpages_cli::lines::refuse;
pub use cvpages_cli::lines::{one_line, printable_lines, BAD_INPUT, FAILED, MAX_LINE};
use cvpages_cli::play::Input;
use kernel::excerpt::Excerpt;
use std::ffi::{OsStr, OsString};
use std::io::{BufRead, Write};

/// The workspace's tasks.
#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    version,
    about = "Tasks of the cvpages workspace",
    arg_required_else_help = true
)]
pub struct Cli {
    /// The task.
    #[command(subcommand)]
    pub command: Command,
}

/// One task.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count legal turn sequences to a depth (perft).
    Perft(PerftArgs),
    /// Measure the project's speed figures: FIDE perft against shakmaty,
    /// Heavy Gravity, Multimove, pieces in motion, threads.
    Bench {
        /// Leave out the slow positions with many pieces in motion.
        #[arg(long)]
        quick: bool,
        /// Timings per figure; the best is reported (default 3).
        #[arg(long)]
        repeat: Option<OsString>,
        /// Measure one position with many pieces in motion, in this
        /// process (the benchmark runs each in a child this way).
        #[arg(long, hide = true)]
        child: Option<OsString>,
    },
    /// Replay every game file and compare the reports with their snapshots.
    VerifyGames {
        /// Only this game file: one of a crate's games/ folder (compared
        /// with its snapshot), or any other, replayed as `cvpages replay`
        /// replays it.
        #[arg(value_name = "PATH", conflicts_with = "game")]
        path: Option<OsString>,
        /// Only games of this variant.
        #[arg(long, value_name = "NAME", value_parser = VariantName)]
        variant: Option<String>,
        /// Only the game whose file name (with or without `.game`) is this.
        #[arg(long)]
        game: Option<OsString>,
        /// Write `.snap.new` files for reports that differ, for review.
        #[arg(long)]
        update: bool,
        /// Print every report.
        #[arg(long)]
        verbose: bool,
        /// Also write the games as a web site in this folder (a new or
        /// empty one, or one --html wrote before): index.html and a page
        /// per game.
        #[arg(long, value_name = "DIR")]
        html: Option<OsString>,
    },
    /// Write the web site: every game replayed and a play page per
    /// variant, with the rules and the engine compiled to WebAssembly
    /// (needs the wasm32-unknown-unknown target and the wasm-bindgen
    /// command at the web crate's version).
    Site {
        /// The folder (a new or empty one, or one the site was written to
        /// before).
        dir: OsString,
        /// Only this variant's games and play page.
        #[arg(long, value_name = "NAME", value_parser = VariantName)]
        variant: Option<String>,
    },
    /// Play a game at the terminal, for two people or against the engine:
    /// a turn or a command per line ('help' lists them).
    Play(PlayArgs),
    /// Replay game files: the report of every turn (its events, the board
    /// and the pieces in motion), and whether each turn is legal.
    Replay(ReplayArgs),
    /// The engine's best turn and score at each turn of a game file, the
    /// score of the turn played, and what the mate search decides there.
    Analyse(AnalyseArgs),
    /// The engine against a random mover and a one-turn greedy player in
    /// every variant: the score table and the search speed.
    EngineBench {
        /// Only this variant (may be given more than once).
        #[arg(long, value_name = "NAME", value_parser = VariantName)]
        variant: Vec<String>,
        /// Games per variant and opponent; 20 by default.
        #[arg(long)]
        games: Option<OsString>,
        /// The engine's limit a turn; 1s by default.
        #[arg(long)]
        limit: Option<OsString>,
        /// Only this opponent: random or greedy; or a match against a UCI
        /// engine: uci:COMMAND (a program and its arguments, e.g.
        /// 'uci:/path/fairy-stockfish' or 'uci:/path/cvpages uci') or
        /// self:REV (the engine of revision REV, built once with cargo
        /// build --release in $CVPAGES_BASELINES or the temporary folder).
        /// A match needs one --variant; run it with cargo xtask-bench.
        #[arg(long)]
        opponent: Option<OsString>,
        /// A match's opponent's limit, as UCI's go arguments ('movetime
        /// 100', 'nodes 5000', 'depth 6'); the engine's --limit by default.
        #[arg(long, value_name = "GO")]
        opponent_limit: Option<OsString>,
        /// A UCI option set on a match's opponent, NAME=VALUE (may be given
        /// more than once), e.g. 'VariantPath=/path/heavy-gravity.ini'.
        #[arg(long, value_name = "NAME=VALUE")]
        opponent_option: Vec<OsString>,
        /// Random turns from the start that open each pair of a match's
        /// games (played once with each colour); 4 by default.
        #[arg(long, value_name = "N")]
        opening_plies: Option<OsString>,
        /// Turns in all after which a game is a draw; 200 by default.
        #[arg(long)]
        max_turns: Option<OsString>,
        /// The opponents' seed; 1 by default.
        #[arg(long)]
        seed: Option<OsString>,
        /// Write every game as a game file into this folder (a file there
        /// already is kept, and the game not saved).
        #[arg(long)]
        save: Option<OsString>,
        /// Add one game of the engine against itself per variant.
        #[arg(long)]
        self_play: bool,
    },
    /// Show the moves of a piece given in Betza's notation, from the centre
    /// of an empty 11x11 board.
    Betza(BetzaArgs),
    /// Speak UCI on standard input and output, as Fairy-Stockfish does:
    /// the engine for GUIs and match tools (UCI_Variant picks the variant).
    Uci,
    /// Scaffold a variant crate NAME/ that plays FIDE chess under its own
    /// name, registered everywhere a variant is listed (see
    /// ARCHITECTURE.md, "Adding a variant").
    NewVariant {
        /// The variant's name: lower-case words joined by hyphens, such as
        /// grand-chess (the crate is cvpages-NAME).
        name: OsString,
    },
}

/// Runs the command line `args` (without the program name), writing to
/// `out` and `err`, with an empty standard input; returns the exit status.
/// The arguments may be any operating-system strings
/// (`std::env::args_os`) or plain text.
pub fn run<A: AsRef<OsStr>>(args: &[A], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    run_with_input(args, &mut std::io::empty(), out, err)
}

/// Runs the command line `args` as [`run`] does, reading standard input
/// (which `play` reads line by line) from `input`.
pub fn run_with_input<A: AsRef<OsStr>>(
    args: &[A],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    run_with_progress(args, input, out, err, false)
}

/// Runs the command line `args` as [`run_with_input`] does; with
/// `progress`, a long count also shows its progress on the process's
/// standard error, rewriting one line in place (the program passes it when
/// standard error is a terminal, where that line is read and then gone).
pub fn run_with_progress<A: AsRef<OsStr>>(
    args: &[A],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> i32 {
    run_with(args, Input::Lines(input), out, err, progress)
}

/// Runs the command line `args` with `play`'s lines from `input` (a
/// terminal's, with line editing, or plain lines), as
/// [`run_with_progress`] does.
pub fn run_with<A: AsRef<OsStr>>(
    args: &[A],
    input: Input<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> i32 {
    let program = OsString::from("xtask");
    let all = std::iter::once(program).chain(args.iter().map(|a| a.as_ref().to_os_string()));
    let cli = match Cli::try_parse_from(all) {
        // Help asked for and the version go to standard output; a usage
        // error, and the help for no command at all, to standard error.
        Err(e) => return cvpages_cli::clap_exit(&e, out, err),
        Ok(cli) => cli,
    };
    match run_command(cli.command, input, out, err, progress) {
        Ok(status) => status,
        Err(e) => refuse(err, e),
    }
}

/// Turns the arguments of `command` into text and runs it.
fn run_command(
    command: Command,
    input: Input<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> Result<i32, ArgumentError> {
    Ok(match command {
        Command::Perft(args) => args.run(out, err, progress)?,
        Command::VerifyGames {
            path,
            variant,
            game,
            update,
            verbose,
            html,
        } => {
            let root = verify::workspace_root();
            let mut game = optional_text("--game", game)?
                .map(|g| g.strip_suffix(".game").map_or(g.clone(), str::to_string));
            if let Some(path) = path {
                match verify::game_of_path(&root, std::path::Path::new(&path)) {
                    Some(stem) => game = Some(stem),
                    None => {
                        let path = std::path::PathBuf::from(path);
                        return Ok(cvpages_cli::replay_cmd::run(&[path], !verbose, out, err));
                    }
                }
            }
            let (v, g) = (variant.clone(), game.clone());
            let status = verify_games(&root, variant, game, update, verbose, out, err);
            if let (Some(dir), false) = (html, status == BAD_INPUT) {
                let dir = std::path::Path::new(&dir);
                match crate::html::write_games(&root, v.as_deref(), g.as_deref(), dir) {
                    Ok(line) => {
                        let _ = writeln!(out, "{line}");
                    }
                    Err(e) => return Ok(refuse(err, e)),
                }
            }
            status
        }
        Command::Site { dir, variant } => {
            let root = verify::workspace_root();
            let module = match crate::wasm::build(&root, crate::wasm::Build::Site) {
                Ok(module) => module,
                Err(message) => return Ok(refuse(err, message)),
            };
            let dir = std::path::Path::new(&dir);
            match crate::html::write_full_site(&root, variant.as_deref(), dir, &module) {
                Ok(line) => {
                    let _ = writeln!(out, "{line}");
                    0
                }
                Err(e) => refuse(err, e),
            }
        }
        Command::Play(args) => args.run(input, out, err)?,
        Command::Replay(args) => args.run(out, err),
        Command::Bench {
            quick,
            repeat,
            child,
        } => {
            let repeat = optional_text("--repeat", repeat)?;
            let child = optional_text("--child", child)?;
            crate::bench::command(quick, repeat.as_deref(), child.as_deref(), out, err)
        }
        Command::Analyse(args) => args.run(out, err)?,
        Command::EngineBench {
            variant,
            games,
            limit,
            opponent,
            opponent_limit,
            opponent_option,
            opening_plies,
            max_turns,
            seed,
            save,
            self_play,
        } => {
            let args = BenchArguments {
                variant,
                games,
                limit,
                opponent,
                opponent_limit,
                opponent_option,
                opening_plies,
                max_turns,
                seed,
                save,
                self_play,
            };
            engine_bench_command(args, out, err)?
        }
        Command::Betza(args) => args.run(out, err)?,
        Command::Uci => cvpages_cli::commands::uci_session(input, err),
        Command::NewVariant { name } => crate::new_variant::command(
            &verify::workspace_root(),
            &text("the name", name)?,
            out,
            err,
        ),
    })
}

/// Reads `engine-bench`'s options into `request`.
fn bench_arguments(
    request: &mut BenchRequest,
    games: Option<OsString>,
    limit: Option<OsString>,
    opponent: Option<OsString>,
    max_turns: Option<OsString>,
    seed: Option<OsString>,
) -> Result<Result<(), String>, ArgumentError> {
    let games = number_argument("--games", games, 1u32, 100_000)?;
    let limit = limit_argument("--limit", limit)?;
    let opponent = optional_text("--opponent", opponent)?;
    let max_turns = number_argument("--max-turns", max_turns, 1usize, 100_000)?;
    let seed = number_argument("--seed", seed, 0u64, u64::MAX)?;
    Ok((|| {
        if let Some(n) = games? {
            request.games = n;
        }
        if let Some(limits) = limit? {
            request.limits = limits;
        }
        if let Some(name) = opponent {
            let o = Opponent::parse(&name).ok_or_else(|| {
                format!(
                    "--opponent {} must be random, greedy, uci:COMMAND or self:REV",
                    Excerpt::new(&name)
                )
            })?;
            request.opponents = vec![o];
        }
        if let Some(n) = max_turns? {
            request.max_turns = n;
        }
        if let Some(n) = seed? {
            request.seed = n;
        }
        Ok(())
    })())
}

/// The options only a match takes.
struct MatchArguments {
    opponent_limit: Option<OsString>,
    opponent_option: Vec<OsString>,
    opening_plies: Option<OsString>,
}

/// Reads a match's options (`--opponent uci:...` or `self:...`).
#[allow(clippy::too_many_arguments)]
fn match_arguments(
    spec: Result<OpponentSpec, String>,
    variants: Vec<String>,
    games: Option<OsString>,
    limit: Option<OsString>,
    max_turns: Option<OsString>,
    seed: Option<OsString>,
    save: Option<OsString>,
    extra: MatchArguments,
) -> Result<Result<MatchRequest, String>, ArgumentError> {
    let games = number_argument("--games", games, 1u32, 100_000)?;
    let limit = limit_argument("--limit", limit)?;
    let max_turns = number_argument("--max-turns", max_turns, 1usize, 100_000)?;
    let seed = number_argument("--seed", seed, 0u64, u64::MAX)?;
    let plies = number_argument("--opening-plies", extra.opening_plies, 0u32, 100)?;
    let go = optional_text("--opponent-limit", extra.opponent_limit)?;
    let mut options = Vec::new();
    for option in extra.opponent_option {
        options.push(text("--opponent-option", option)?);
    }
    Ok((|| {
        let opponent = spec?;
        let [variant] = variants.as_slice() else {
            return Err(
                "a match (--opponent uci:COMMAND or self:REV) needs exactly one --variant"
                    .to_string(),
            );
        };
        let go = match go {
            Some(go) if go.trim().is_empty() || go.contains(['\n', '\r']) => {
                return Err(format!(
                "--opponent-limit {} must be UCI's go arguments on one line, e.g. 'movetime 100'",
                Excerpt::new(&go)
            ))
            }
            go => go.map(|g| g.trim().to_string()),
        };
        let mut opponent_options = Vec::new();
        for option in options {
            let Some((name, value)) = option.split_once('=') else {
                return Err(format!(
                    "--opponent-option {} must be NAME=VALUE",
                    Excerpt::new(&option)
                ));
            };
            if name.trim().is_empty() || option.contains(['\n', '\r']) {
                return Err(format!(
                    "--opponent-option {} must be NAME=VALUE on one line",
                    Excerpt::new(&option)
                ));
            }
            opponent_options.push((name.trim().to_string(), value.trim().to_string()));
        }
        let defaults = BenchRequest::default();
        Ok(MatchRequest {
            variant: variant.clone(),
            opponent,
            games: games?.unwrap_or(defaults.games),
            limits: limit?.unwrap_or(defaults.limits),
            opponent_limit: go,
            opponent_options,
            opening_plies: plies?.unwrap_or(4),
            max_turns: max_turns?.unwrap_or(defaults.max_turns),
            seed: seed?.unwrap_or(defaults.seed),
            save: save.map(std::path::PathBuf::from),
        })
    })())
}

/// `engine-bench`'s arguments, as clap read them.
struct BenchArguments {
    variant: Vec<String>,
    games: Option<OsString>,
    limit: Option<OsString>,
    opponent: Option<OsString>,
    opponent_limit: Option<OsString>,
    opponent_option: Vec<OsString>,
    opening_plies: Option<OsString>,
    max_turns: Option<OsString>,
    seed: Option<OsString>,
    save: Option<OsString>,
    self_play: bool,
}

/// Runs `engine-bench`: a match when the opponent is `uci:` or `self:`,
/// the table against random and greedy otherwise.
fn engine_bench_command(
    args: BenchArguments,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, ArgumentError> {
    let BenchArguments {
        variant,
        games,
        limit,
        opponent,
        opponent_limit,
        opponent_option,
        opening_plies,
        max_turns,
        seed,
        save,
        self_play,
    } = args;
    let opponent = optional_text("--opponent", opponent)?;
    if let Some(spec) = opponent.as_deref().and_then(OpponentSpec::parse) {
        let extra = MatchArguments {
            opponent_limit,
            opponent_option,
            opening_plies,
        };
        let read = match_arguments(spec, variant, games, limit, max_turns, seed, save, extra)?;
        return Ok(match read {
            Ok(request) => crate::match_play::run(&request, out, err),
            Err(message) => refuse(err, message),
        });
    }
    if opponent_limit.is_some() || !opponent_option.is_empty() || opening_plies.is_some() {
        return Ok(refuse(
            err,
            "--opponent-limit, --opponent-option and --opening-plies are for a match (--opponent uci:COMMAND or self:REV)".to_string(),
        ));
    }
    let opponent = opponent.map(OsString::from);
    let mut request = BenchRequest {
        self_play,
        save: save.map(std::path::PathBuf::from),
        ..BenchRequest::default()
    };
    request.variants.extend(variant);
    let read = bench_arguments(&mut request, games, limit, opponent, max_turns, seed)?;
    Ok(match read {
        Ok(()) => crate::engine_bench::run(&request, out, err),
        Err(message) => refuse(err, message),
    })
}
