//! The user commands as clap reads them, one struct of arguments each
//! ([`PlayArgs`], [`ReplayArgs`], [`PerftArgs`], [`AnalyseArgs`],
//! [`BetzaArgs`]), gathered in [`UserCommand`], and each one's `run`, which
//! turns its arguments into text and calls its module. The `cvpages`
//! command holds [`UserCommand`]; `cargo xtask` holds the same structs
//! among its own tasks, so that both read and run a command the same way.

use crate::analyse::AnalyseRequest;
use crate::args::{
    limit_argument, number_argument, optional_text, text, ArgumentError, VariantName,
};
use crate::lines::refuse;
use crate::perft_cmd::{options_text, DivideForm, PerftError, PerftRequest, MAX_DEPTH};
use crate::play::{EngineSides, Input, PlayRequest};
use clap::{Args, Subcommand};
use kernel::excerpt::Excerpt;
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

/// The commands for people: the `cvpages` command's subcommands.
///
#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Play a game at the terminal, for two people or against the engine:
    /// a turn or a command per line ('help' lists them).
    Play(PlayArgs),
    /// Replay game files: the report of every turn (its events, the board
    /// and the pieces in motion), and whether each turn is legal.
    Replay(ReplayArgs),
    /// Count legal turn sequences to a depth (perft).
    Perft(PerftArgs),
    /// The engine's best turn and score at each turn of a game file, the
    /// score of the turn played, and what the mate search decides there.
    Analyse(AnalyseArgs),
    /// Show the moves of a piece given in Betza's notation, from the centre
    /// of an empty 11x11 board.
    Betza(BetzaArgs),
    /// Speak UCI on standard input and output, as Fairy-Stockfish does:
    /// the engine for GUIs and match tools (UCI_Variant picks the variant).
    Uci,
}

impl UserCommand {
    /// Runs the command, reading `play`'s lines from `input`; `progress`
    /// lets a long count show its progress on the process's standard
    /// error. Returns the exit status.
    ///
    /// # Errors
    /// [`ArgumentError`] for an argument that is not UTF-8.
    pub fn run(
        self,
        input: Input<'_>,
        out: &mut dyn Write,
        err: &mut dyn Write,
        progress: bool,
    ) -> Result<i32, ArgumentError> {
        match self {
            UserCommand::Play(args) => args.run(input, out, err),
            UserCommand::Replay(args) => Ok(args.run(out, err)),
            UserCommand::Perft(args) => args.run(out, err, progress),
            UserCommand::Analyse(args) => args.run(out, err),
            UserCommand::Betza(args) => args.run(out, err),
            UserCommand::Uci => Ok(uci_session(input, err)),
        }
    }
}

/// A UCI session (crate `cvpages-uci`) reading `input` line by line and
/// writing to standard output, which the session's search thread shares;
/// returns the exit status (2 when `input` cannot be read).
pub fn uci_session(input: Input<'_>, err: &mut dyn Write) -> i32 {
    let (Input::Lines(lines) | Input::Terminal(lines)) = input;
    match uci::run(lines, std::io::stdout()) {
        Ok(()) => 0,
        Err(e) => refuse(err, format!("uci: reading standard input: {e}")),
    }
}

/// `perft VARIANT DEPTH`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The variant.
    #[arg(value_parser = VariantName)]
    pub variant: String,
    /// How many turns deep to count.
    pub depth: OsString,
    /// Start from this position text instead of the start position.
    #[arg(long)]
    pub fen: Option<OsString>,
    /// Print `<turn>: <count>` for every first turn, as soon as it is
    /// counted (in the order the variant lists its turns).
    #[arg(long)]
    pub divide: bool,
    /// With --divide: Stockfish's lines, the turn in coordinates
    /// (`b1c3: 440`), then a blank line and `Nodes searched: N`; for
    /// the variants whose turns are single moves.
    #[arg(long, requires = "divide", conflicts_with = "tab")]
    pub uci: bool,
    /// With --divide: the turn, a tab and the count on each line, then
    /// a blank line and `nodes N`.
    #[arg(long, requires = "divide")]
    pub tab: bool,
    /// Print the time taken and nodes per second.
    #[arg(long)]
    pub bench: bool,
    /// The variant's options, the text a game file's `options:` line
    /// takes: `key=value` pairs separated by commas, semicolons or
    /// spaces (e.g. `pawn-start=capture stop=part-way`); each variant
    /// crate's docs list its keys.
    #[arg(long)]
    pub options: Option<OsString>,
    /// Momentum Chess armies, as `WHITE,BLACK` (e.g.
    /// `fabulous-fides,nutty-knights`): a shortcut for `--options
    /// armies=WHITE,BLACK`, added to `--options` if both are given.
    #[arg(long)]
    pub armies: Option<OsString>,
    /// Worker threads, splitting the count at the root (default: every
    /// core of the machine).
    #[arg(long, allow_hyphen_values = true)]
    pub threads: Option<OsString>,
    /// The memory the turn searches may take, in MiB, for all threads
    /// together (default 2048): a count that would need more is
    /// refused.
    #[arg(long, allow_hyphen_values = true)]
    pub memory: Option<OsString>,
}

impl PerftArgs {
    /// Counts, printing to `out`; `progress` shows a long count's progress
    /// on the process's standard error.
    ///
    /// # Errors
    /// [`ArgumentError`] for an argument that is not UTF-8.
    pub fn run(
        self,
        out: &mut dyn Write,
        err: &mut dyn Write,
        progress: bool,
    ) -> Result<i32, ArgumentError> {
        let depth = text("the depth", self.depth)?;
        let fen = optional_text("--fen", self.fen)?;
        let options = optional_text("--options", self.options)?;
        let armies = optional_text("--armies", self.armies)?;
        let threads = match optional_text("--threads", self.threads)?
            .map(|t| crate::perft_cmd::parse_threads(&t))
        {
            None => crate::perft_cmd::all_cores(),
            Some(Ok(n)) => n,
            Some(Err(message)) => return Ok(refuse(err, message)),
        };
        let memory_mib = match optional_text("--memory", self.memory)?
            .map(|t| crate::perft_cmd::parse_memory(&t))
        {
            None => crate::perft_cmd::DEFAULT_MEMORY_MIB,
            Some(Ok(n)) => n,
            Some(Err(message)) => return Ok(refuse(err, message)),
        };
        let divide = match (self.divide, self.uci, self.tab) {
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
            bench: self.bench,
            threads,
            memory_mib,
            out,
            progress: progress.then_some(&mut terminal as &mut dyn Write),
            progress_after: crate::perft_cmd::PROGRESS_AFTER,
        };
        Ok(perft(&self.variant, &depth, options, armies, request, err))
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

/// `play VARIANT` or `play --load FILE`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The variant (not needed with --load, whose file names it).
    #[arg(value_parser = VariantName, required_unless_present = "load")]
    pub variant: Option<String>,
    /// Resume the game of this game file (one that `save` wrote, or any
    /// game file): its variant, options, start and main line.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["options", "fen"])]
    pub load: Option<OsString>,
    /// The variant's options, the text a game file's `options:` line
    /// takes (each variant crate's docs list its keys).
    #[arg(long)]
    pub options: Option<OsString>,
    /// Start from this position text instead of the start position.
    #[arg(long)]
    pub fen: Option<OsString>,
    /// The sides the engine plays: white, black or both.
    #[arg(long)]
    pub engine: Option<OsString>,
    /// The engine's limit a turn: a time (1s, 250ms), a node count
    /// (20000 nodes) or a depth (depth 4); 1s by default.
    #[arg(long)]
    pub limit: Option<OsString>,
}

impl PlayArgs {
    /// Plays, reading lines from `input`.
    ///
    /// # Errors
    /// [`ArgumentError`] for an argument that is not UTF-8.
    pub fn run(
        self,
        input: Input<'_>,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<i32, ArgumentError> {
        let sides = match optional_text("--engine", self.engine)? {
            None => EngineSides::None,
            Some(text) => match EngineSides::parse(&text) {
                Ok(sides) => sides,
                Err(message) => return Ok(refuse(err, message)),
            },
        };
        let limits = match limit_argument("--limit", self.limit)? {
            Ok(limits) => limits.unwrap_or(crate::play::DEFAULT_LIMITS),
            Err(message) => return Ok(refuse(err, message)),
        };
        let request = PlayRequest {
            variant: self.variant.unwrap_or_default(),
            options: optional_text("--options", self.options)?.unwrap_or_default(),
            fen: optional_text("--fen", self.fen)?,
            load: self.load.map(PathBuf::from),
            engine: sides,
            limits,
            turns_memory: crate::play::TURNS_MEMORY,
        };
        Ok(crate::play::run(&request, input, out, err))
    }
}

/// `replay FILE...`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The game files (GAMES.md in the repository describes them).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<OsString>,
    /// Print only each file's summary line, not its report.
    #[arg(long, short)]
    pub quiet: bool,
}

impl ReplayArgs {
    /// Replays the files, printing their reports; returns the exit status.
    pub fn run(self, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
        let files: Vec<PathBuf> = self.files.into_iter().map(PathBuf::from).collect();
        crate::replay_cmd::run(&files, self.quiet, out, err)
    }
}

/// `analyse FILE`.
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The game file.
    pub file: OsString,
    /// Only the turns of this move number.
    #[arg(long)]
    pub turn: Option<OsString>,
    /// The search's limit a position: a time (1s, 250ms), a node count
    /// (20000 nodes) or a depth (depth 4); 1s by default.
    #[arg(long)]
    pub limit: Option<OsString>,
    /// The mate search's reach in turns (0 for none); 3 by default.
    #[arg(long)]
    pub mate: Option<OsString>,
    /// The mate search's limit a position; the search's by default.
    #[arg(long)]
    pub mate_limit: Option<OsString>,
}

impl AnalyseArgs {
    /// Analyses the file.
    ///
    /// # Errors
    /// [`ArgumentError`] for an argument that is not UTF-8.
    pub fn run(self, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, ArgumentError> {
        let mut request = AnalyseRequest::new(PathBuf::from(self.file));
        Ok(
            match analyse_arguments(
                &mut request,
                self.turn,
                self.limit,
                self.mate,
                self.mate_limit,
            )? {
                Ok(()) => crate::analyse::run(&request, out, err),
                Err(message) => refuse(err, message),
            },
        )
    }
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

/// `betza PIECE [--black]`.
#[derive(Debug, Args)]
pub struct BetzaArgs {
    /// The piece, such as fhNrlbK.
    pub piece: OsString,
    /// Show the piece as Black's (turned round).
    #[arg(long)]
    pub black: bool,
}

impl BetzaArgs {
    /// Draws the piece.
    ///
    /// # Errors
    /// [`ArgumentError`] for an argument that is not UTF-8.
    pub fn run(self, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, ArgumentError> {
        let piece = text("the piece", self.piece)?;
        Ok(match crate::betza_cmd::show(&piece, self.black) {
            Ok(text) => {
                let _ = write!(out, "{text}");
                0
            }
            Err(e) => refuse(err, e),
        })
    }
}
