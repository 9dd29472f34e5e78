//! Perft: the counts in `perft/forward.perft`, checked by the crate's
//! generator and by an independent, deliberately simple one (`simple/`);
//! and the two generators compared on tricky positions and on positions
//! from random games.

use crate::simple;
use test_support::XorShift64;

use forward::{Forward, Variant};
use kernel_free_perft_file::parse;

/// A minimal reader of the perft file format (`id`, `fen`, `perft <depth>
/// <nodes>`), kept here so that the expected counts are read without the
/// code under test.
mod kernel_free_perft_file {
    pub struct Case {
        pub id: String,
        pub fen: String,
        pub counts: Vec<(u32, u64)>,
    }

    pub fn parse(text: &str) -> Vec<Case> {
        let mut cases: Vec<Case> = Vec::new();
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            if let Some(id) = line.strip_prefix("id ") {
                cases.push(Case {
                    id: id.to_string(),
                    fen: String::new(),
                    counts: Vec::new(),
                });
            } else if let Some(fen) = line.strip_prefix("fen ") {
                cases.last_mut().expect("id first").fen = fen.to_string();
            } else if let Some(count) = line.strip_prefix("perft ") {
                let mut parts = count
                    .split_whitespace()
                    .map(|n| n.parse::<u64>().expect("a number"));
                let depth = parts.next().expect("depth") as u32;
                let nodes = parts.next().expect("nodes");
                cases
                    .last_mut()
                    .expect("id first")
                    .counts
                    .push((depth, nodes));
            } else {
                assert!(line.is_empty(), "unexpected line {line}");
            }
        }
        cases
    }
}

const PERFT_FILE: &str = include_str!("../perft/forward.perft");

/// Counts above this many nodes are checked only by the `#[ignore]`d
/// deep test, so the default suite stays quick: the crate's generator
/// checks the start position to depth 5, the simple one to depth 4.
const CRATE_BUDGET: u64 = 5_000_000;
/// See [`CRATE_BUDGET`].
const SIMPLE_BUDGET: u64 = 250_000;

#[test]
fn the_perft_file_holds_start_position_depths_one_to_six() {
    let cases = parse(PERFT_FILE);
    let start = cases
        .iter()
        .find(|c| c.id == "start")
        .expect("a start case");
    let depths: Vec<u32> = start.counts.iter().map(|c| c.0).collect();
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
}

/// Checks every count of the perft file up to `budget` nodes with `perft`;
/// returns how many were checked.
fn check_file(budget: u64, perft: impl Fn(&str, u32) -> u64) -> usize {
    let mut checked = 0;
    for case in parse(PERFT_FILE) {
        for &(depth, nodes) in case.counts.iter().filter(|c| c.1 <= budget) {
            assert_eq!(perft(&case.fen, depth), nodes, "{} depth {depth}", case.id);
            checked += 1;
        }
    }
    checked
}

fn crate_perft(fen: &str, depth: u32) -> u64 {
    let game = Forward::new();
    let position = game.read_position(fen).expect("the perft position reads");
    game.perft(&position, depth)
}

fn simple_perft(fen: &str, depth: u32) -> u64 {
    simple::perft(&simple::from_fen(fen), depth)
}

#[test]
fn the_crate_agrees_with_the_perft_file() {
    assert!(check_file(CRATE_BUDGET, crate_perft) >= 25);
}

#[test]
fn the_simple_generator_agrees_with_the_perft_file() {
    assert!(check_file(SIMPLE_BUDGET, simple_perft) >= 24);
}

#[test]
#[ignore = "start-position perft 6 through both generators: about a minute (the simple one is slow); run with --ignored"]
fn both_generators_agree_with_the_deep_perft_file_counts() {
    assert_eq!(check_file(u64::MAX, crate_perft), 26);
    assert_eq!(check_file(u64::MAX, simple_perft), 26);
}

/// Positions where two moves lead to one position, with their numbers of
/// legal moves and of distinct turns, both counted by hand (see
/// `tests/turns.rs` for each count worked out). The perft file holds their
/// deeper counts.
const TWINS: &[(&str, usize, u64)] = &[
    // Two Pawns take a Knight.
    ("4k3/8/8/8/1n6/P1P5/8/4K3 w - - 0 1", 9, 8),
    // The same turned round, Black to move.
    ("4k3/8/p1p5/1N6/8/8/8/4K3 b - - 0 1", 9, 8),
    // Two Knights take a Bishop.
    ("4k3/8/8/8/1b6/8/N1N5/7K w - - 0 1", 11, 10),
    // Two Rooks take a Queen.
    ("4k3/8/8/8/R2q4/7K/8/3R4 w - - 0 1", 20, 19),
    // Two Pawns take a Knight and promote, four ways each.
    ("2n4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1", 21, 17),
];

#[test]
fn the_simple_generator_counts_distinct_turns() {
    for &(fen, moves, turns) in TWINS {
        let position = simple::from_fen(fen);
        assert_eq!(simple::legal(&position).len(), moves, "moves of {fen}");
        assert_eq!(simple::perft(&position, 1), turns, "turns of {fen}");
    }
}

/// Positions that exercise every rule the start position cannot reach
/// within four plies.
const TRICKY: &[(&str, &str)] = &[
    // Rule 5's example: the pinned Knight may take the Queen.
    ("rule 5", "4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1"),
    // The King takes out of a rank check; the created Pawn blocks the Rook.
    ("king capture blocks", "4k3/8/8/8/8/8/8/r2Kn3 w - - 0 1"),
    // Pawns on the first and last ranks, en passant available.
    ("pawns", "P3k2P/8/8/3pP3/8/8/8/p3K2p w - d6 0 1"),
    ("pawns, black", "P3k2P/8/8/8/3Pp3/8/8/p3K2p b - d3 0 1"),
    // Kings near their last ranks, with Rooks guarding them.
    ("king race", "r7/4K3/8/8/8/8/4k3/7R w - - 0 1"),
    ("king race, black", "r7/4K3/8/8/8/8/4k3/7R b - - 0 1"),
    // Every kind of capture and creation available.
    (
        "captures",
        "r3k3/1p1q4/2n1b3/3NQR2/2B1n3/1r1p4/PP6/4K3 w - - 0 1",
    ),
    (
        "captures, black",
        "r3k3/1p1q4/2n1b3/3NQR2/2B1n3/1r1p4/PP6/4K3 b - - 0 1",
    ),
];

#[test]
fn the_generators_agree_on_tricky_positions() {
    let game = Forward::new();
    for (name, fen) in TRICKY {
        let position = game.read_position(fen).expect("the position reads");
        let simple_position = simple::from_fen(fen);
        for depth in 1..=3 {
            assert_eq!(
                game.perft(&position, depth),
                simple::perft(&simple_position, depth),
                "{name} depth {depth}"
            );
        }
    }
}

#[test]
fn the_generators_agree_along_random_games() {
    let game = Forward::new();
    let mut rng = XorShift64::new(0x2545_f491_4f6c_dd1d);
    let mut next = move |n: usize| rng.below(n);
    let mut compared = 0;
    for _ in 0..12 {
        let mut position = game.start_position();
        for _ in 0..120 {
            let fen = game.write_position(&position);
            let simple_position = simple::from_fen(&fen);
            assert_eq!(
                game.perft(&position, 2),
                simple::perft(&simple_position, 2),
                "{fen}"
            );
            compared += 1;
            let moves = game.legal_moves(&position);
            if moves.is_empty() {
                break;
            }
            let mv = moves[next(moves.len())];
            position = game
                .play_turn(&position, &[mv])
                .expect("a generated move is legal");
        }
    }
    assert!(compared > 500, "only {compared} positions compared");
}
