//! Perft: the counts in `perft/forward.perft`, checked by the crate's
//! generator and by an independent, deliberately simple one (`simple/`);
//! and the two generators compared on tricky positions and on positions
//! from random games.

mod simple;

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

#[test]
fn the_perft_file_holds_start_position_depths_one_to_four() {
    let cases = parse(PERFT_FILE);
    let start = cases
        .iter()
        .find(|c| c.id == "start")
        .expect("a start case");
    let depths: Vec<u32> = start.counts.iter().map(|c| c.0).collect();
    assert_eq!(depths, [1, 2, 3, 4]);
}

#[test]
fn the_crate_agrees_with_the_perft_file() {
    let game = Forward::new();
    for case in parse(PERFT_FILE) {
        let position = game
            .read_position(&case.fen)
            .expect("the perft position reads");
        for (depth, nodes) in case.counts {
            assert_eq!(
                game.perft(&position, depth),
                nodes,
                "{} depth {depth}",
                case.id
            );
        }
    }
}

#[test]
fn the_simple_generator_agrees_with_the_perft_file() {
    for case in parse(PERFT_FILE) {
        let position = simple::from_fen(&case.fen);
        for (depth, nodes) in case.counts {
            assert_eq!(
                simple::perft(&position, depth),
                nodes,
                "{} depth {depth}",
                case.id
            );
        }
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
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
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

#[test]
#[ignore = "about 4.7 million nodes through the slow generator; run with --ignored"]
fn the_generators_agree_at_depth_five() {
    let game = Forward::new();
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    let position = game.read_position(fen).expect("reads");
    assert_eq!(
        game.perft(&position, 5),
        simple::perft(&simple::from_fen(fen), 5)
    );
}
