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

/// The generic turn search, reused from node to node, counts FIDE chess
/// exactly as published: it shares only the single-move generator with
/// the fast count that `run` checks.
#[test]
fn the_reused_turn_search_counts_the_published_numbers() {
    use kernel::perft::perft_reusing_turn_search;
    use kernel::Variant;
    let chess = kernel::chess::fide();
    let cases = perft_file::parse(include_str!("../perft/chess.perft")).expect("perft file reads");
    let mut ran = 0;
    for case in &cases {
        let position = chess.read_position(&case.fen).expect("position reads");
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= 200_000) {
            assert_eq!(
                perft_reusing_turn_search(&chess, &position, depth),
                expected,
                "{} depth {depth}",
                case.id
            );
            ran += 1;
        }
    }
    assert!(ran >= 15, "only {ran} counts ran");
}
