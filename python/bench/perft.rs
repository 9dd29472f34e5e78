//! The Rust side of the package's perft benchmark (`bench/perft.py`): the
//! variant's own perft from its start, timed in the same build profile as
//! the Python package, without Python.
//!
//! `cargo run --release --example perft -- VARIANT DEPTH ROUNDS` prints the
//! count and the fastest of `ROUNDS` timings in seconds, on one line.

use cvpages::{Playable, Task};
use std::process::ExitCode;
use std::time::Instant;

/// Perft of the start position at a depth, timed `rounds` times.
struct Timed {
    depth: u32,
    rounds: u32,
}

impl Task for Timed {
    type Output = (u64, f64);

    fn run<V: Playable>(self, variant: V) -> (u64, f64) {
        let start = variant.start_position();
        let mut best = f64::INFINITY;
        let mut count = 0;
        for _ in 0..self.rounds {
            let began = Instant::now();
            count = variant.perft(&start, self.depth);
            best = best.min(began.elapsed().as_secs_f64());
        }
        (count, best)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [variant, depth, rounds] = &args[..] else {
        eprintln!("usage: perft VARIANT DEPTH ROUNDS");
        return ExitCode::from(2);
    };
    let (Ok(depth @ 1..=7), Ok(rounds @ 1..=100)) = (depth.parse::<u32>(), rounds.parse::<u32>())
    else {
        eprintln!("DEPTH must be 1 to 7 and ROUNDS 1 to 100, found {depth:?} and {rounds:?}");
        return ExitCode::from(2);
    };
    match cvpages::with_variant(variant, "", Timed { depth, rounds }) {
        Ok((count, seconds)) => {
            println!("{count} {seconds:.6}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
