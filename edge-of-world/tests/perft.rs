//! Perft against `perft/edge-of-world.perft`, under each reading the file
//! names: the crate's generator, and a second, deliberately simple
//! enumerator (`tests/simple`) that shares no code with it. Each case may
//! have an `options` line with the variant's options.

use crate::simple;

use edge_of_world::{perft_file, EdgeOfWorld, Variant};

/// Counts above this many nodes run only with `--ignored`; a quick run
/// (`kernel::test_depth`) stops at a fifth of it.
const FULL_RUN_NODES: u64 = 400_000;

/// The largest count this run checks: see [`FULL_RUN_NODES`].
fn quick_nodes() -> u64 {
    kernel::test_depth::share(FULL_RUN_NODES)
}

/// One case of the perft file with its options.
struct Case {
    id: String,
    options: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../perft/edge-of-world.perft");
    let cases = perft_file::parse(text).expect("the perft file reads");
    assert!(!cases.is_empty(), "the perft file has cases");
    cases
        .into_iter()
        .map(|c| Case {
            id: c.id,
            options: c.options,
            fen: c.fen,
            counts: c.counts,
        })
        .collect()
}

impl Case {
    fn name(&self) -> String {
        format!("{} [{}]", self.id, self.options)
    }

    fn variant(&self) -> EdgeOfWorld {
        EdgeOfWorld::with_options(&self.options).expect("the case's options read")
    }

    fn position(&self) -> edge_of_world::Position {
        let v = self.variant();
        if self.fen.is_empty() {
            v.start_position()
        } else {
            v.read_position(&self.fen)
                .unwrap_or_else(|e| panic!("{}: {e}", self.name()))
        }
    }

    /// The same position for the simple enumerator, read by its own reader.
    fn simple(&self) -> simple::State {
        let opts = simple::Opts::from_options(&self.options);
        if self.fen.is_empty() {
            simple::State::start_with(opts)
        } else {
            simple::State::from_text(&self.fen, opts)
        }
    }
}

/// Which generator counts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum By {
    Crate,
    Simple,
}

/// Checks the counts of the cases whose options are `options` (`None`:
/// every case) with at most `max_nodes` nodes, counted `by` the crate or
/// the simple enumerator; returns how many counts ran.
fn check(options: Option<&str>, max_nodes: u64, by: By) -> usize {
    let mut ran = 0;
    for case in cases() {
        if options.is_some_and(|o| o != case.options) {
            continue;
        }
        let (v, pos) = (case.variant(), case.position());
        let simple = case.simple();
        // Both read the case's position alike (the simple one by its own
        // reader): compare their texts.
        assert_eq!(simple.text(), v.write_position(&pos), "{}", case.name());
        for &(depth, nodes) in &case.counts {
            if nodes > max_nodes {
                continue;
            }
            ran += 1;
            let got = match by {
                By::Crate => v.perft(&pos, depth),
                By::Simple => simple::perft(&simple, depth),
            };
            assert_eq!(got, nodes, "{} perft {depth}", case.name());
        }
    }
    ran
}

#[test]
fn perft_one_is_the_hand_count() {
    // Counted by hand from the rule text (RULES.md, "perft"): 8 pawns x 1
    // (one forward; nothing to capture), knights 12 + 12, rooks 4 + 4,
    // bishops 4 + 4, queen 6, king 3.
    let v = EdgeOfWorld::new();
    assert_eq!(v.perft(&v.start_position(), 1), 8 + 24 + 8 + 8 + 6 + 3);
    // Under pawn-start=diagonal each Pawn may also start onto either
    // diagonal square.
    let v = EdgeOfWorld::with_options("pawn-start=diagonal").unwrap();
    assert_eq!(v.perft(&v.start_position(), 1), 24 + 24 + 8 + 8 + 6 + 3);
}

#[test]
fn every_reading_has_its_start_in_the_perft_file() {
    let names: Vec<String> = cases()
        .iter()
        .filter(|c| c.id == "start")
        .map(|c| c.options.clone())
        .collect();
    for options in [
        "",
        "pawn-start=diagonal",
        "stop=part-way",
        "castling=off",
        "end-of-world=all",
        "centre=as-printed",
        "promotion=both-rows",
        "action=optional",
    ] {
        assert!(
            names.iter().any(|n| n == options),
            "no start case for '{options}'"
        );
    }
}

/// The crate on every count of the file within the quick budget.
#[test]
fn the_crate_gives_the_perft_file_counts() {
    assert!(check(None, quick_nodes(), By::Crate) > 40);
}

// The simple enumerator, one test per reading so that they share the cores.
#[test]
fn simple_agrees_under_the_standard_game() {
    assert!(check(Some(""), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_pawn_start_diagonal() {
    assert!(check(Some("pawn-start=diagonal"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_stop_part_way() {
    assert!(check(Some("stop=part-way"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_castling_off() {
    assert!(check(Some("castling=off"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_end_of_world_all() {
    assert!(check(Some("end-of-world=all"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_centre_as_printed() {
    assert!(check(Some("centre=as-printed"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_action_optional() {
    assert!(check(Some("action=optional"), quick_nodes(), By::Simple) >= 2);
}

#[test]
fn simple_agrees_under_promotion_both_rows() {
    assert!(check(Some("promotion=both-rows"), quick_nodes(), By::Simple) >= 2);
}

/// Leaf by leaf at depth 2, for every case: the same positions, not only
/// the same number.
#[test]
fn leaf_positions_agree_at_depth_two() {
    for case in cases() {
        let (v, start) = (case.variant(), case.position());
        let mut ours = Vec::new();
        let mut turns = Vec::new();
        v.legal_turns(&start, &mut turns);
        for t in &turns {
            let p1 = v.play_turn_unchecked(&start, t);
            let mut replies = Vec::new();
            v.legal_turns(&p1, &mut replies);
            for r in &replies {
                ours.push(v.write_position(&v.play_turn_unchecked(&p1, r)));
            }
        }
        let mut theirs = Vec::new();
        simple::leaves(&case.simple(), 2, &mut theirs);
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{}", case.name());
    }
}

#[test]
#[ignore = "deep perft: run with --ignored in release"]
fn perft_file_deep() {
    check(None, u64::MAX, By::Crate);
    check(None, u64::MAX, By::Simple);
}
