//! `cargo xtask perft <variant> <depth> [--fen FEN] [--divide] [--bench]`.

use crate::registry::Task;
use kernel::Variant;
use std::time::Instant;
use thiserror::Error;

/// The deepest perft the command accepts.
pub const MAX_DEPTH: u32 = 12;

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
}

/// Why perft could not run.
#[derive(Debug, Error)]
pub enum PerftError {
    /// The position text did not read.
    #[error("bad --fen for {variant}: {message}")]
    Fen {
        /// The variant.
        variant: String,
        /// The reader's message.
        message: String,
    },
}

impl Task for PerftRequest {
    type Output = Result<Vec<String>, PerftError>;

    fn run<V: Variant>(self, variant: &V) -> Self::Output {
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
            for (turn, count) in kernel::perft::divide(variant, &position, self.depth) {
                lines.push(format!("{turn}: {count}"));
                total += count;
            }
            total
        } else {
            variant.perft(&position, self.depth)
        };
        let elapsed = start.elapsed();
        if self.bench {
            let secs = elapsed.as_secs_f64();
            let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
            lines.push(format!(
                "time {:.3} s, {:.0} nodes/s ({:.2} M nodes/s)",
                secs,
                nps,
                nps / 1e6
            ));
        }
        lines.push(format!("nodes {nodes}"));
        Ok(lines)
    }
}
