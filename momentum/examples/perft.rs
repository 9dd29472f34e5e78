//! Perft over whole turns, timed: `cargo run --release -p cvpages-momentum
//! --example perft -- DEPTH [ARMIES] [POSITION TEXT]`.

use momentum::{Momentum, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().and_then(|d| d.parse().ok()).unwrap_or(3);
    let options = args
        .get(1)
        .map(|a| format!("armies={a}"))
        .unwrap_or_default();
    let game = match Momentum::with_options(&options) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let position = match args.get(2) {
        Some(text) => match game.read_position(text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => game.start_position(),
    };
    let t = Instant::now();
    let nodes = game.perft(&position, depth);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "perft {depth} = {nodes} in {secs:.3}s, {:.0} turns/s",
        nodes as f64 / secs
    );
}
