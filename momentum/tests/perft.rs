//! Perft over whole turns against the counts in `perft/*.perft`, each case
//! under the options on its `options` line, by the kernel's one driver
//! (the reference enumerator checks the same counts in
//! `tests/reference.rs`).

use crate::common;

use common::{cases, QUICK_NODES};
use momentum::{Momentum, Variant};

/// Checks every count up to `max_nodes`; returns how many ran.
fn check(max_nodes: u64) -> usize {
    let (failures, ran) =
        kernel::perft_file::check_with(Momentum::with_options, &cases(), max_nodes);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    ran
}

#[test]
fn the_crate_gives_the_perft_file_counts() {
    assert!(check(QUICK_NODES) >= 30);
}

/// Every reading has its count from the start in the file (RULES.md,
/// "Options").
#[test]
fn every_reading_has_its_start_in_the_perft_file() {
    let starts: Vec<String> = cases()
        .into_iter()
        .filter(|c| c.id == "start" && c.fen.is_empty() && !c.options.contains("armies"))
        .map(|c| c.options)
        .collect();
    for options in ["", "check=stealth", "action=optional"] {
        assert!(
            starts.iter().any(|o| o == options),
            "no start case for '{options}'"
        );
    }
}

/// Perft 1 and 2 from the start, by hand: 20 starts each, and Black's
/// first turn does not depend on White's. Perft 3 under action=optional
/// adds to the standard 9456 the turns in which White's one piece in
/// motion goes on alone (RULES.md, "Options"): the eight single Pawn steps
/// always (160), the double steps unless Black's reply stands on the
/// file's fifth or sixth rank (160 - 20), Nc3 and Nf3 unless Black's reply
/// is d5 or e5 (19 + 19), and never Na3 or Nh3 (off the board): 338.
#[test]
fn the_start_by_hand() {
    for options in ["", "check=stealth", "action=optional"] {
        let game = Momentum::with_options(options).unwrap();
        let start = game.start_position();
        assert_eq!(game.perft(&start, 1), 20, "{options}");
        assert_eq!(game.perft(&start, 2), 400, "{options}");
    }
    let optional = Momentum::with_options("action=optional").unwrap();
    let standard = Momentum::new();
    let extra = 8 * 20 + (8 * 20 - 20) + 19 + 19;
    assert_eq!(extra, 338);
    assert_eq!(
        optional.perft(&optional.start_position(), 3),
        standard.perft(&standard.start_position(), 3) + extra
    );
}

#[test]
#[ignore = "deep perft: run with --ignored in release"]
fn perft_file_deep() {
    check(u64::MAX);
}
