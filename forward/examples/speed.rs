//! Perft speed on the start position: Forward Chess next to the kernel's
//! FIDE chess, measured in the same run.
//!
//! `cargo run --release -p cvpages-forward --example speed [depth]`

use forward::{Forward, Variant};
use std::time::Instant;

fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(5);
    let chess = kernel::chess::fide();
    let start = Instant::now();
    let nodes = chess.perft(&chess.start_position(), depth);
    report("chess", depth, nodes, start);
    let game = Forward::new();
    let start = Instant::now();
    let nodes = game.perft(&game.start_position(), depth);
    report("forward", depth, nodes, start);
}

fn report(name: &str, depth: u32, nodes: u64, start: Instant) {
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{name:8} perft {depth}: {nodes:>10} nodes in {seconds:.3} s, {:.1} Mnps",
        nodes as f64 / seconds / 1e6
    );
}
