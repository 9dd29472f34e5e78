//! `cargo xtask perft <variant> <depth> [--fen FEN] [--options TEXT]
//! [--armies WHITE,BLACK] [--divide] [--bench] [--threads N]`.

use cvpages::{Playable, Task};
use kernel::excerpt::Excerpt;
use kernel::options::Options;
use std::time::Instant;
use thiserror::Error;

/// The deepest perft the command accepts.
pub const MAX_DEPTH: u32 = 12;

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 256;

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

/// What to count.
#[derive(Debug, Clone)]
pub struct PerftRequest {
    /// Plies (whole turns) to count.
    pub depth: u32,
    /// The position, or the variant's start.
    pub fen: Option<String>,
    /// One line per first turn.
    pub divide: bool,
    /// Add the time and nodes per second.
    pub bench: bool,
    /// Worker threads to split the count over at the root (1: the calling
    /// thread alone).
    pub threads: usize,
}

/// Why perft could not run.
#[derive(Debug, Error)]
pub enum PerftError {
    /// The worker threads could not be started.
    #[error("{0}")]
    Threads(#[from] kernel::perft::ThreadsError),
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

impl Task for PerftRequest {
    type Output = Result<Vec<String>, PerftError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let variant = &variant;
        let position = match &self.fen {
            Some(text) => variant.read_position(text).map_err(|e| PerftError::Fen {
                variant: variant.name().to_string(),
                message: e.to_string(),
            })?,
            None => variant.start_position(),
        };
        let mut lines = Vec::new();
        let start = Instant::now();
        let nodes = if self.divide {
            let mut total = 0;
            for (turn, count) in
                kernel::perft::divide_threaded(variant, &position, self.depth, self.threads)?
            {
                lines.push(format!("{turn}: {count}"));
                total += count;
            }
            total
        } else {
            kernel::perft::perft_threaded(variant, &position, self.depth, self.threads)?
        };
        let elapsed = start.elapsed();
        if self.bench {
            let secs = elapsed.as_secs_f64();
            let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
            lines.push(format!(
                "time {:.3} s, {:.0} nodes/s ({:.2} M nodes/s), {} thread{}",
                secs,
                nps,
                nps / 1e6,
                self.threads,
                if self.threads == 1 { "" } else { "s" }
            ));
        }
        lines.push(format!("nodes {nodes}"));
        Ok(lines)
    }
}
