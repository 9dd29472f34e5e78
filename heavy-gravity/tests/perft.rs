//! The crate's perft against `perft/heavy-gravity.perft`, whose counts come
//! from the independent generator in `tests/independent.rs`.

use heavy_gravity::HeavyGravity;
use kernel::perft_file;

#[test]
fn perft_file_counts_match_the_crate() {
    let cases =
        perft_file::parse(include_str!("../perft/heavy-gravity.perft")).expect("perft file reads");
    let start = cases
        .iter()
        .find(|c| c.id == "start")
        .expect("a start case");
    let depths: Vec<u32> = start.counts.iter().map(|&(d, _)| d).collect();
    assert!(
        (1..=4).all(|d| depths.contains(&d)),
        "start depths {depths:?}"
    );
    let (failures, ran) = perft_file::check(&HeavyGravity::new(), &cases, 2_000_000);
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    assert_eq!(ran, 14);
}
