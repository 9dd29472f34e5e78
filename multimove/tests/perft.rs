//! The perft files in `perft/`, checked by the kernel's generic driver.

use kernel::perft_file;
use multimove::{Multimove, MultimoveHeavyGravity, Variant};

fn run<V: Variant>(variant: &V, text: &str, max_nodes: u64) -> usize {
    let cases = perft_file::parse(text).expect("perft file reads");
    let (failures, ran) = perft_file::check(variant, &cases, max_nodes);
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    ran
}

#[test]
fn multimove_counts() {
    let ran = run(
        &Multimove::fide(),
        include_str!("../perft/multimove.perft"),
        10_000,
    );
    assert_eq!(ran, 2);
}

#[test]
fn heavy_gravity_counts() {
    let ran = run(
        &MultimoveHeavyGravity::new(),
        include_str!("../perft/multimove-heavy-gravity.perft"),
        200_000,
    );
    assert_eq!(ran, 2);
}

#[test]
#[ignore = "deep counts: run in release with --ignored"]
fn deep_counts() {
    run(
        &Multimove::fide(),
        include_str!("../perft/multimove.perft"),
        u64::MAX,
    );
}
