//! FIDE perft against the published counts in `perft/chess.perft`.

use kernel::perft_file;

fn run(max_nodes: u64) -> usize {
    let text = include_str!("../perft/chess.perft");
    let cases = perft_file::parse(text).expect("perft file reads");
    let (failures, ran) = perft_file::check(&kernel::chess::fide(), &cases, max_nodes);
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    ran
}

#[test]
fn standard_positions_up_to_five_million_nodes() {
    // Start position to depth 5, Kiwipete to 4, positions 3 to 6 to 4 or 5.
    let ran = run(5_000_000);
    assert!(ran >= 30, "only {ran} counts ran");
}

#[test]
#[ignore = "deep: about 700 million nodes; run with --ignored in release"]
fn standard_positions_deep() {
    run(u64::MAX);
}
