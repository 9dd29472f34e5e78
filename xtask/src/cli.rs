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

use crate::analyse::AnalyseRequest;
use crate::engine_bench::{BenchRequest, Opponent};
use crate::output::refuse;
pub use crate::output::{one_line, printable_lines, BAD_INPUT, FAILED, MAX_LINE};
use crate::perft_cmd::{options_text, DivideForm, PerftError, PerftRequest, MAX_DEPTH};
use crate::play::{EngineSides, PlayRequest};
use crate::verify::{self, verify_games};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use engine::Limits;
use kernel::excerpt::Excerpt;
use std::ffi::{OsStr, OsString};
use std::fmt::Display;
use std::io::{BufRead, Write};
use thiserror::Error;

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
    Perft {
        /// The variant.
        #[arg(value_parser = VariantName)]
        variant: String,
        /// How many turns deep to count.
        depth: OsString,
        /// Start from this position text instead of the start position.
        #[arg(long)]
        fen: Option<OsString>,
        /// Print `<turn>: <count>` for every first turn, as soon as it is
        /// counted (in the order the variant lists its turns).
        #[arg(long)]
        divide: bool,
        /// With --divide: Stockfish's lines, the turn in coordinates
        /// (`b1c3: 440`), then a blank line and `Nodes searched: N`; for
        /// the variants whose turns are single moves.
        #[arg(long, requires = "divide", conflicts_with = "tab")]
        uci: bool,
        /// With --divide: the turn, a tab and the count on each line, then
        /// a blank line and `nodes N`.
        #[arg(long, requires = "divide")]
        tab: bool,
        /// Print the time taken and nodes per second.
        #[arg(long)]
        bench: bool,
        /// The variant's options, the text a game file's `options:` line
        /// takes: `key=value` pairs separated by commas, semicolons or
        /// spaces (e.g. `pawn-start=capture stop=part-way`); each variant
        /// crate's docs list its keys.
        #[arg(long)]
        options: Option<OsString>,
        /// Momentum Chess armies, as `WHITE,BLACK` (e.g.
        /// `fabulous-fides,nutty-knights`): a shortcut for `--options
        /// armies=WHITE,BLACK`, added to `--options` if both are given.
        #[arg(long)]
        armies: Option<OsString>,
        /// Worker threads, splitting the count at the root (default: every
        /// core of the machine).
        #[arg(long, allow_hyphen_values = true)]
        threads: Option<OsString>,
        /// The memory the turn searches may take, in MiB, for all threads
        /// together (default 2048): a count that would need more is
        /// refused.
        #[arg(long, allow_hyphen_values = true)]
        memory: Option<OsString>,
    },
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
        /// Only games of this variant.
        #[arg(long, value_name = "NAME", value_parser = VariantName)]
        variant: Option<String>,
        /// Only the game whose file name (without `.game`) is this.
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
    /// Play a game for two people at the terminal: a turn or a command per
    /// line of standard input ('help' lists the commands).
    Play {
        /// The variant.
        #[arg(value_parser = VariantName)]
        variant: String,
        /// The variant's options, the text a game file's `options:` line
        /// takes (each variant crate's docs list its keys).
        #[arg(long)]
        options: Option<OsString>,
        /// Start from this position text instead of the start position.
        #[arg(long)]
        fen: Option<OsString>,
        /// The sides the engine plays: white, black or both.
        #[arg(long)]
        engine: Option<OsString>,
        /// The engine's limit a turn: a time (1s, 250ms), a node count
        /// (20000 nodes) or a depth (depth 4); 1s by default.
        #[arg(long)]
        limit: Option<OsString>,
    },
    /// The engine's best turn and score at each turn of a game file, and
    /// what the mate search decides there.
    Analyse {
        /// The game file.
        file: OsString,
        /// Only the turns of this move number.
        #[arg(long)]
        turn: Option<OsString>,
        /// The search's limit a position: a time (1s, 250ms), a node count
        /// (20000 nodes) or a depth (depth 4); 1s by default.
        #[arg(long)]
        limit: Option<OsString>,
        /// The mate search's reach in turns (0 for none); 3 by default.
        #[arg(long)]
        mate: Option<OsString>,
        /// The mate search's limit a position; the search's by default.
        #[arg(long)]
        mate_limit: Option<OsString>,
    },
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
        /// Only this opponent: random or greedy.
        #[arg(long)]
        opponent: Option<OsString>,
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
    Betza {
        /// The piece, such as fhNrlbK.
        piece: OsString,
        /// Show the piece as Black's (turned round).
        #[arg(long)]
        black: bool,
    },
    /// Scaffold a variant crate NAME/ that plays FIDE chess under its own
    /// name, registered everywhere a variant is listed (see
    /// ARCHITECTURE.md, "Adding a variant").
    NewVariant {
        /// The variant's name: lower-case words joined by hyphens, such as
        /// grand-chess (the crate is cvpages-NAME).
        name: OsString,
    },
}

/// The parser of a variant argument: its possible values are the names of
/// `cvpages::VARIANTS`, each with its description in `--help`, so that
/// clap lists them and suggests the nearest for a misspelt one. A name
/// that is not UTF-8 is refused as clap refuses any unknown name, its
/// invalid sequences shown as U+FFFD.
#[derive(Debug, Clone, Copy)]
pub struct VariantName;

impl VariantName {
    fn values() -> impl Iterator<Item = PossibleValue> {
        cvpages::VARIANTS
            .iter()
            .map(|v| PossibleValue::new(v.name).help(v.description))
    }
}

impl TypedValueParser for VariantName {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        let text = value.to_string_lossy();
        PossibleValuesParser::new(Self::values()).parse_ref(cmd, arg, OsStr::new(text.as_ref()))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Self::values()))
    }
}

/// Why an argument was refused before any task ran.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ArgumentError {
    /// An argument that is not UTF-8.
    #[error("{name} {value} is not valid UTF-8")]
    NotUtf8 {
        /// Which argument.
        name: &'static str,
        /// It, with each invalid sequence shown as U+FFFD.
        value: Excerpt,
    },
}

/// The text of argument `name`.
fn text(name: &'static str, value: OsString) -> Result<String, ArgumentError> {
    value.into_string().map_err(|value| ArgumentError::NotUtf8 {
        name,
        value: Excerpt::new(&value.to_string_lossy()),
    })
}

/// The text of an optional argument.
fn optional_text(
    name: &'static str,
    value: Option<OsString>,
) -> Result<Option<String>, ArgumentError> {
    value.map(|v| text(name, v)).transpose()
}

/// Clap's message for `e` as clap renders it, line by line: the `error:`
/// line, then its usage and tips (or, for `cargo xtask` alone, the help).
/// Clap quotes an argument whole, so each one it quotes that is long or
/// holds a character that is not printable is written as an excerpt
/// instead, and every line passes [`one_line`]. Clap names missing
/// arguments on the lines below its `error:` line; they are joined to it,
/// so that the one line says what is missing.
pub fn clap_lines(e: &clap::Error) -> Vec<String> {
    use clap::error::{ContextValue, ErrorKind};
    let mut text = e.render().to_string();
    let mut quoted: Vec<&str> = e
        .context()
        .flat_map(|(_, value)| match value {
            ContextValue::String(s) => vec![s.as_str()],
            ContextValue::Strings(v) => v.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        })
        .filter(|s| format!("{:#}", Excerpt::new(s)) != *s)
        .collect();
    // The longest first, so that one argument inside another is not cut.
    quoted.sort_by_key(|s| std::cmp::Reverse(s.len()));
    quoted.dedup();
    for raw in quoted {
        text = text.replace(raw, &format!("{:#}", Excerpt::new(raw)));
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if e.kind() == ErrorKind::MissingRequiredArgument {
        let missing: Vec<String> = lines
            .iter()
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .map(|l| l.trim().to_string())
            .collect();
        if !missing.is_empty() {
            lines.drain(1..=missing.len());
            lines[0] = format!("{} {}", lines[0], missing.join(", "));
        }
    }
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines.iter().map(|l| one_line(l)).collect()
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
    let program = OsString::from("xtask");
    let all = std::iter::once(program).chain(args.iter().map(|a| a.as_ref().to_os_string()));
    let cli = match Cli::try_parse_from(all) {
        Ok(cli) => cli,
        Err(e) => {
            // Help asked for and the version go to standard output; a usage
            // error, and the help for no command at all, to standard error.
            let text: String = clap_lines(&e).iter().map(|l| format!("{l}\n")).collect();
            let _ = if e.use_stderr() {
                err.write_all(text.as_bytes())
            } else {
                out.write_all(text.as_bytes())
            };
            return e.exit_code();
        }
    };
    match run_command(cli.command, input, out, err, progress) {
        Ok(status) => status,
        Err(e) => refuse(err, e),
    }
}

/// Turns the arguments of `command` into text and runs it.
fn run_command(
    command: Command,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> Result<i32, ArgumentError> {
    Ok(match command {
        Command::Perft {
            variant,
            depth,
            fen,
            divide,
            uci,
            tab,
            bench,
            options,
            armies,
            threads,
            memory,
        } => {
            let depth = text("the depth", depth)?;
            let fen = optional_text("--fen", fen)?;
            let options = optional_text("--options", options)?;
            let armies = optional_text("--armies", armies)?;
            let threads = match optional_text("--threads", threads)?
                .map(|t| crate::perft_cmd::parse_threads(&t))
            {
                None => crate::perft_cmd::all_cores(),
                Some(Ok(n)) => n,
                Some(Err(message)) => return Ok(refuse(err, message)),
            };
            let memory_mib = match optional_text("--memory", memory)?
                .map(|t| crate::perft_cmd::parse_memory(&t))
            {
                None => crate::perft_cmd::DEFAULT_MEMORY_MIB,
                Some(Ok(n)) => n,
                Some(Err(message)) => return Ok(refuse(err, message)),
            };
            let divide = match (divide, uci, tab) {
                (false, ..) => None,
                (true, true, _) => Some(DivideForm::Uci),
                (true, _, true) => Some(DivideForm::Tab),
                (true, false, false) => Some(DivideForm::Notation),
            };
            let mut terminal = std::io::stderr();
            let request = PerftRequest {
                depth: 0,
                fen,
                divide,
                bench,
                threads,
                memory_mib,
                out,
                progress: progress.then_some(&mut terminal as &mut dyn Write),
                progress_after: crate::perft_cmd::PROGRESS_AFTER,
            };
            perft(&variant, &depth, options, armies, request, err)
        }
        Command::VerifyGames {
            variant,
            game,
            update,
            verbose,
            html,
        } => {
            let game = optional_text("--game", game)?;
            let root = verify::workspace_root();
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
        Command::Play {
            variant,
            options,
            fen,
            engine,
            limit,
        } => {
            let sides = match optional_text("--engine", engine)? {
                None => EngineSides::None,
                Some(text) => match EngineSides::parse(&text) {
                    Ok(sides) => sides,
                    Err(message) => return Ok(refuse(err, message)),
                },
            };
            let limits = match limit_argument("--limit", limit)? {
                Ok(limits) => limits.unwrap_or(crate::play::DEFAULT_LIMITS),
                Err(message) => return Ok(refuse(err, message)),
            };
            let request = PlayRequest {
                variant,
                options: optional_text("--options", options)?.unwrap_or_default(),
                fen: optional_text("--fen", fen)?,
                engine: sides,
                limits,
                turns_memory: crate::play::TURNS_MEMORY,
            };
            crate::play::run(&request, input, out, err)
        }
        Command::Bench {
            quick,
            repeat,
            child,
        } => {
            let repeat = optional_text("--repeat", repeat)?;
            let child = optional_text("--child", child)?;
            crate::bench::command(quick, repeat.as_deref(), child.as_deref(), out, err)
        }
        Command::Analyse {
            file,
            turn,
            limit,
            mate,
            mate_limit,
        } => {
            let mut request = AnalyseRequest::new(std::path::PathBuf::from(file));
            match analyse_arguments(&mut request, turn, limit, mate, mate_limit)? {
                Ok(()) => crate::analyse::run(&request, out, err),
                Err(message) => refuse(err, message),
            }
        }
        Command::EngineBench {
            variant,
            games,
            limit,
            opponent,
            max_turns,
            seed,
            save,
            self_play,
        } => {
            let mut request = BenchRequest {
                self_play,
                save: save.map(std::path::PathBuf::from),
                ..BenchRequest::default()
            };
            request.variants.extend(variant);
            let read = bench_arguments(&mut request, games, limit, opponent, max_turns, seed)?;
            match read {
                Ok(()) => crate::engine_bench::run(&request, out, err),
                Err(message) => refuse(err, message),
            }
        }
        Command::Betza { piece, black } => betza(&text("the piece", piece)?, black, out, err),
        Command::NewVariant { name } => crate::new_variant::command(
            &verify::workspace_root(),
            &text("the name", name)?,
            out,
            err,
        ),
    })
}

/// The limit of argument `name`, if given: `Err` for text that is not
/// UTF-8, `Ok(Err(message))` for a limit that does not read.
fn limit_argument(
    name: &'static str,
    value: Option<OsString>,
) -> Result<Result<Option<Limits>, String>, ArgumentError> {
    Ok(match optional_text(name, value)? {
        None => Ok(None),
        Some(text) => Limits::parse(&text)
            .map(Some)
            .map_err(|e| format!("{name}: {e}")),
    })
}

/// A whole number argument from `low` to `high`, if given.
fn number_argument<T: std::str::FromStr + PartialOrd + Display + Copy>(
    name: &'static str,
    value: Option<OsString>,
    low: T,
    high: T,
) -> Result<Result<Option<T>, String>, ArgumentError> {
    Ok(match optional_text(name, value)? {
        None => Ok(None),
        Some(text) => match text.trim().parse::<T>() {
            Ok(n) if n >= low && n <= high => Ok(Some(n)),
            _ => Err(format!(
                "{name} {} must be a whole number from {low} to {high}",
                Excerpt::new(&text)
            )),
        },
    })
}

/// Reads `analyse`'s options into `request`.
fn analyse_arguments(
    request: &mut AnalyseRequest,
    turn: Option<OsString>,
    limit: Option<OsString>,
    mate: Option<OsString>,
    mate_limit: Option<OsString>,
) -> Result<Result<(), String>, ArgumentError> {
    let turn = number_argument("--turn", turn, 1u32, u32::MAX)?;
    let limit = limit_argument("--limit", limit)?;
    let mate = number_argument("--mate", mate, 0u32, crate::analyse::MAX_MATE_TURNS)?;
    let mate_limit = limit_argument("--mate-limit", mate_limit)?;
    Ok((|| {
        request.turn = turn?;
        if let Some(limits) = limit? {
            request.limits = limits;
            request.mate_limits = limits;
        }
        if let Some(n) = mate? {
            request.mate_turns = n;
        }
        if let Some(limits) = mate_limit? {
            request.mate_limits = limits;
        }
        Ok(())
    })())
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
                    "--opponent {} must be random or greedy",
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

fn betza(piece: &str, black: bool, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match crate::betza_cmd::show(piece, black) {
        Ok(text) => {
            let _ = write!(out, "{text}");
            0
        }
        Err(e) => refuse(err, e),
    }
}

/// Runs `request` at `depth` on `variant` built with the options of
/// `--options` and `--armies`.
fn perft(
    variant: &str,
    depth: &str,
    options: Option<String>,
    armies: Option<String>,
    mut request: PerftRequest,
    err: &mut dyn Write,
) -> i32 {
    request.depth = match depth.parse::<u32>() {
        Ok(d @ 1..=MAX_DEPTH) => d,
        _ => {
            return refuse(
                err,
                format!(
                    "depth {} must be a whole number from 1 to {MAX_DEPTH}",
                    Excerpt::new(depth)
                ),
            )
        }
    };
    let options = match options_text(options.as_deref(), armies.as_deref()) {
        Ok(text) => text,
        Err(e) => return refuse(err, e),
    };
    let one_move = cvpages::info(variant).is_some_and(|v| v.one_move_turns);
    if request.divide == Some(DivideForm::Uci) && !one_move {
        return refuse(
            err,
            PerftError::NotOneMove {
                variant: variant.to_string(),
            },
        );
    }
    let bench = request.bench;
    match cvpages::with_variant(variant, &options, request) {
        Ok(Ok(())) => {
            if let (true, Some(note)) = (bench, crate::profile::speed_note()) {
                let _ = writeln!(err, "{note}");
            }
            0
        }
        Ok(Err(e)) => refuse(err, e),
        Err(e) => refuse(err, e),
    }
}
