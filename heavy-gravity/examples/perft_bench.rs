//! Start-position perft speed of Heavy Gravity Chess beside the kernel's
//! FIDE chess, measured in the same run (what `cargo xtask perft --bench`
//! prints, for as long as xtask does not know this variant):
//! `cargo run --release -p cvpages-heavy-gravity --example perft_bench [HG_DEPTH] [FIDE_DEPTH]`.

use heavy_gravity::{HeavyGravity, Variant};
use std::time::Instant;

fn bench<V: Variant>(variant: &V, depth: u32) {
    let start = variant.start_position();
    let clock = Instant::now();
    let nodes = variant.perft(&start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    println!(
        "{} perft {depth}: {nodes} nodes in {seconds:.3} s, {:.1} Mnps",
        variant.name(),
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u32>());
    let hg_depth = args.next().and_then(Result::ok).unwrap_or(6);
    let fide_depth = args.next().and_then(Result::ok).unwrap_or(5);
    bench(&HeavyGravity::new(), hg_depth);
    bench(&kernel::chess::fide(), fide_depth);
}
