//! `cargo xtask perft <variant> <depth> [--fen FEN] [--options TEXT]
//! [--armies WHITE,BLACK] [--divide [--uci | --tab]] [--bench] [--threads N]
//! [--memory MIB]`.
//!
//! The tree is split at the root: worker threads take the first turns in
//! order and count the tree below each with the variant's own `perft`, so
//! that each divide line is printed as soon as it is known, and a count
//! that runs longer than a second shows its progress on a terminal.
//!
//! Every turn search the count makes keeps to a memory bound
//! (`--memory`, [`DEFAULT_MEMORY_MIB`] by default, split over the
//! threads; [`kernel::walk::bounded`]): a position whose turns would
//! outgrow it is refused with one line, after the divide lines counted
//! in full before it, rather than exhausting the machine. Perft 1 without
//! `--divide` counts the turns without listing them, keeping only the
//! search's compact keys.

use cvpages::{Playable, Task};
use kernel::excerpt::Excerpt;
use kernel::options::Options;
use kernel::walk::Budget;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use thiserror::Error;

/// The deepest perft the command accepts.
pub const MAX_DEPTH: u32 = 12;

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 256;

/// The memory bound of the turn searches when `--memory` is not given, in
/// MiB, for all threads together: enough for any turn of the variants'
/// standard games and for Multimove's largest budget on crowded boards
/// (the Kiwipete position at 8 points, 1.3 million turns, takes about
/// 120 MiB), far below the memory of a machine that builds the project.
pub const DEFAULT_MEMORY_MIB: usize = 2048;

/// The most `--memory` accepts, in MiB (1 TiB).
pub const MAX_MEMORY_MIB: usize = 1 << 20;

/// Reads a `--memory` value: a whole number of MiB from 1 to
/// [`MAX_MEMORY_MIB`].
///
/// # Errors
/// The one-line message for anything else.
pub fn parse_memory(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n @ 1..=MAX_MEMORY_MIB) => Ok(n),
        _ => Err(format!(
            "--memory {} must be a whole number of MiB from 1 to {MAX_MEMORY_MIB}",
            kernel::excerpt::Excerpt::new(text)
        )),
    }
}

/// Reads a `--threads` value: a whole number from 1 to [`MAX_THREADS`].
///
/// # Errors
/// The one-line message for anything else.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n @ 1..=MAX_THREADS) => Ok(n),
        _ => Err(format!(
            "--threads {} must be a whole number from 1 to {MAX_THREADS}",
            kernel::excerpt::Excerpt::new(text)
        )),
    }
}

/// The threads perft uses when `--threads` is not given: one per core the
/// operating system offers this process (1 if it cannot tell). Counting is
/// the whole job of the command, so it takes the whole machine unless told
/// otherwise; `--bench` prints the number it used.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// How `--divide` writes each first turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DivideForm {
    /// `Nc3: 440`: the turn in the variant's notation, a colon, the count;
    /// `nodes N` last.
    Notation,
    /// `b1c3: 440`, a blank line and `Nodes searched: 8902`, as Stockfish
    /// and Fairy-Stockfish print their divide (the turn in coordinates),
    /// for the perft-debugging tools that read it. Only for variants whose
    /// every turn is one move ([`cvpages::VariantInfo::one_move_turns`]).
    Uci,
    /// The turn in the variant's notation, a tab, the count; a blank line
    /// and `nodes N` last. A turn never holds a tab, so each line splits in
    /// two where the colon of [`DivideForm::Notation`] may be part of the
    /// turn (Edge of the World writes `:`).
    Tab,
}

/// What to count, and where to write it.
pub struct PerftRequest<'w> {
    /// Plies (whole turns) to count.
    pub depth: u32,
    /// The position, or the variant's start.
    pub fen: Option<String>,
    /// One line per first turn, in this form.
    pub divide: Option<DivideForm>,
    /// Add the time and nodes per second.
    pub bench: bool,
    /// Worker threads counting the first turns' trees (1: one worker).
    pub threads: usize,
    /// The memory bound of the turn searches, in MiB for all the threads
    /// together ([`DEFAULT_MEMORY_MIB`] on the command line).
    pub memory_mib: usize,
    /// Where the lines go, each as soon as it is known.
    pub out: &'w mut dyn Write,
    /// Where a progress line goes, rewritten in place (`\r`), when the
    /// count takes more than a second: standard error when it is a
    /// terminal, `None` otherwise.
    pub progress: Option<&'w mut dyn Write>,
    /// How long the count runs before the progress line shows
    /// ([`PROGRESS_AFTER`] on the command line).
    pub progress_after: Duration,
}

/// Why perft could not run.
#[derive(Debug, Error)]
pub enum PerftError {
    /// No worker thread could be started.
    #[error("cannot start a worker thread: {0}")]
    Threads(std::io::Error),
    /// `--uci` for a variant whose turns may be several steps.
    #[error("--uci writes turns as Stockfish's single moves, and a turn of {variant} may be several steps: use --tab")]
    NotOneMove {
        /// The variant.
        variant: String,
    },
    /// A turn search would outgrow the memory bound.
    #[error("perft {depth} of this position needs more memory than --memory {mib} allows: {source}{}", if *.threads > 1 { format!(" on each of {} threads", .threads) } else { String::new() })]
    Memory {
        /// The depth asked for.
        depth: u32,
        /// The bound, in MiB for all threads.
        mib: usize,
        /// The threads it was split over.
        threads: usize,
        /// What the search said.
        source: kernel::walk::BudgetExceeded,
    },
    /// The position text did not read.
    #[error("bad --fen for {variant}: {message}")]
    Fen {
        /// The variant.
        variant: String,
        /// The reader's message.
        message: String,
    },
}

/// Why `--options` and `--armies` could not be joined into one options
/// text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsArgumentError {
    /// `--armies` holds more than a list of names.
    #[error(
        "--armies {0} must be WHITE,BLACK: two army names and a comma, without '=', ';' or spaces"
    )]
    BadArmies(Excerpt),
    /// `--options` names the armies too.
    #[error("--armies and --options both give the armies: give them once")]
    ArmiesTwice,
}

/// The options text of `--options` and `--armies`: `--options` as it
/// stands, then `armies=` and the value of `--armies`. The armies come
/// last so that a value part of `--options` cannot run on into them (a
/// part without `=` continues the value before it, [`kernel::options`]).
/// The variant judges the keys and values.
///
/// # Errors
/// [`OptionsArgumentError`]: `--armies` is not a plain list, or both
/// arguments give the armies.
///
/// # Examples
/// ```
/// use xtask::perft_cmd::options_text;
/// assert_eq!(options_text(None, None).unwrap(), "");
/// assert_eq!(options_text(Some("stop=part-way"), None).unwrap(), "stop=part-way");
/// assert_eq!(
///     options_text(Some("check=stealth"), Some("nutty-knights,fabulous-fides")).unwrap(),
///     "check=stealth armies=nutty-knights,fabulous-fides"
/// );
/// assert!(options_text(Some("armies=a,b"), Some("a,b")).is_err());
/// ```
pub fn options_text(
    options: Option<&str>,
    armies: Option<&str>,
) -> Result<String, OptionsArgumentError> {
    let options = options.unwrap_or("");
    let Some(armies) = armies else {
        return Ok(options.to_string());
    };
    if armies.contains(|c: char| c == '=' || c == ';' || c.is_whitespace()) {
        return Err(OptionsArgumentError::BadArmies(Excerpt::new(armies)));
    }
    // Text that does not read is left for the variant to name, as it
    // names it in a game file.
    if let Ok(mut given) = Options::parse(options) {
        if given.take("armies").is_some() {
            return Err(OptionsArgumentError::ArmiesTwice);
        }
    }
    if options.trim().is_empty() {
        Ok(format!("armies={armies}"))
    } else {
        Ok(format!("{options} armies={armies}"))
    }
}

/// How long a count runs before the progress line shows.
pub const PROGRESS_AFTER: Duration = Duration::from_secs(1);

/// How often the progress line is rewritten.
const PROGRESS_EVERY: Duration = Duration::from_millis(200);

impl Task for PerftRequest<'_> {
    type Output = Result<(), PerftError>;

    /// Counts under the memory bound, split over the threads
    /// ([`PerftRequest::count`]).
    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let (depth, mib) = (self.depth, self.memory_mib);
        // The root's list is made alone, then each worker runs one search
        // at a time: the bound is split over the workers.
        let threads = self.threads.max(1);
        let budget = Budget::memory((mib << 20) / threads);
        let mut result = Ok(());
        match kernel::walk::bounded(budget, || result = self.count(&variant)) {
            Ok(()) => result,
            Err(source) => Err(PerftError::Memory {
                depth,
                mib,
                threads,
                source,
            }),
        }
    }
}

impl PerftRequest<'_> {
    /// Counts the tree below each first turn on the worker threads and
    /// writes each divide line as soon as it and every line before it are
    /// counted: the lines come in the order the variant lists its turns,
    /// the same with any number of threads, so that two runs compare line
    /// by line. The workers take the first turns in that order, so a line
    /// waits only for turns started before it. Perft 1 without a divide
    /// is counted without a list. Under the memory bound [`Task::run`]
    /// puts it in, a search that outgrows it stops the count: what was
    /// written stands, and nothing more is.
    fn count<V: Playable>(self, variant: &V) -> Result<(), PerftError> {
        let position = match &self.fen {
            Some(text) => variant.read_position(text).map_err(|e| PerftError::Fen {
                variant: variant.name().to_string(),
                message: e.to_string(),
            })?,
            None => variant.start_position(),
        };
        let out = self.out;
        let mut progress = self.progress;
        let start = Instant::now();
        let depth = self.depth;
        if depth == 1 && self.divide.is_none() {
            // Counted, not listed: the search keeps its compact keys and
            // no turn.
            let nodes = variant.perft(&position, 1);
            if kernel::walk::current().is_some_and(|b| b.check().is_err()) {
                return Ok(());
            }
            write_total(out, None, self.bench, self.threads, nodes, start.elapsed());
            return Ok(());
        }
        let mut turns = Vec::new();
        variant.legal_turns(&position, &mut turns);
        let bound = kernel::walk::current();
        if bound.as_ref().is_some_and(|b| b.check().is_err()) {
            return Ok(());
        }
        let mut counts: Vec<Option<u64>> = vec![None; turns.len()];
        let (mut counted, mut written, mut nodes) = (0usize, 0usize, 0u64);
        let mut shown = false;
        let mut drawn = start;
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| -> Result<(), PerftError> {
            let (sender, receiver) = mpsc::channel::<(usize, u64)>();
            let mut started = 0;
            let mut refused = None;
            for _ in 0..self.threads.min(turns.len()).max(1) {
                let sender = sender.clone();
                let (turns, position, next, bound) = (&turns, &position, &next, &bound);
                let worker = move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(turn) = turns.get(i) else { break };
                    let count = if depth <= 1 {
                        1
                    } else {
                        let next = variant.play_turn_unchecked(position, turn);
                        match bound {
                            Some(bound) => bound.enter(|| variant.perft(&next, depth - 1)),
                            None => variant.perft(&next, depth - 1),
                        }
                    };
                    // A count any of whose searches the bound stopped is
                    // short: it and the counts after it are not sent (a
                    // count finished before is whole, and its line stands).
                    if bound.as_ref().is_some_and(|b| b.check().is_err()) {
                        break;
                    }
                    if sender.send((i, count)).is_err() {
                        break;
                    }
                };
                match std::thread::Builder::new().spawn_scoped(scope, worker) {
                    Ok(_) => started += 1,
                    Err(e) => refused = Some(e),
                }
            }
            drop(sender);
            if let (0, Some(e)) = (started, refused) {
                return Err(PerftError::Threads(e));
            }
            while counted < turns.len() {
                match receiver.recv_timeout(PROGRESS_EVERY) {
                    Ok((i, count)) => {
                        counts[i] = Some(count);
                        counted += 1;
                        nodes += count;
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                while let Some(Some(count)) = counts.get(written) {
                    if let Some(form) = self.divide {
                        if let (true, Some(p)) = (shown, progress.as_mut()) {
                            let _ = write!(p, "\r\x1b[K");
                            shown = false;
                        }
                        let turn = &turns[written];
                        let _ = match form {
                            DivideForm::Notation => {
                                writeln!(out, "{}: {count}", variant.write_turn(&position, turn))
                            }
                            DivideForm::Uci => writeln!(
                                out,
                                "{}: {count}",
                                variant.write_coordinates(&position, turn)
                            ),
                            DivideForm::Tab => {
                                writeln!(out, "{}\t{count}", variant.write_turn(&position, turn))
                            }
                        };
                        let _ = out.flush();
                    }
                    written += 1;
                }
                if let Some(p) = progress.as_mut() {
                    let now = Instant::now();
                    if now - start >= self.progress_after
                        && (!shown || now - drawn >= PROGRESS_EVERY)
                    {
                        let _ = write!(
                            p,
                            "\r\x1b[Kperft {depth}: {counted} of {} first turns counted, {nodes} nodes, {:.0} s",
                            turns.len(),
                            (now - start).as_secs_f64()
                        );
                        let _ = p.flush();
                        shown = true;
                        drawn = now;
                    }
                }
            }
            Ok(())
        })?;
        if let (true, Some(p)) = (shown, progress.as_mut()) {
            let _ = write!(p, "\r\x1b[K");
            let _ = p.flush();
        }
        if bound.as_ref().is_some_and(|b| b.check().is_err()) {
            return Ok(());
        }
        write_total(
            out,
            self.divide,
            self.bench,
            self.threads,
            nodes,
            start.elapsed(),
        );
        Ok(())
    }
}

/// Writes the total (and with `bench` the time and speed) in the form of
/// `divide`.
fn write_total(
    out: &mut dyn Write,
    divide: Option<DivideForm>,
    bench: bool,
    threads: usize,
    nodes: u64,
    elapsed: Duration,
) {
    let total = match divide {
        Some(DivideForm::Uci) => format!("\nNodes searched: {nodes}"),
        Some(DivideForm::Tab) => format!("\nnodes {nodes}"),
        Some(DivideForm::Notation) | None => format!("nodes {nodes}"),
    };
    let timing = bench.then(|| {
        let secs = elapsed.as_secs_f64();
        let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
        format!(
            "time {:.3} s, {:.0} nodes/s ({:.2} M nodes/s), {} thread{}",
            secs,
            nps,
            nps / 1e6,
            threads,
            if threads == 1 { "" } else { "s" }
        )
    });
    // Stockfish's block stays whole for the tools that read it; the
    // other forms end with the total, as they always have.
    match (divide, timing) {
        (Some(DivideForm::Uci), Some(timing)) => {
            let _ = writeln!(out, "{total}\n{timing}");
        }
        (_, Some(timing)) => {
            let _ = writeln!(out, "{timing}\n{total}");
        }
        (_, None) => {
            let _ = writeln!(out, "{total}");
        }
    }
}
