//! Start-position perft: the crate's generator against the perft file, and
//! against a second, deliberately simple enumerator (`tests/simple`) that
//! shares no code with it.

mod simple;

use edge_of_world::{perft_file, EdgeOfWorld, Variant};

/// The perft file's cases at or below `max_depth` hold for the generator.
fn check_file(max_depth: u32) {
    let text = include_str!("../perft/edge-of-world.perft");
    let cases = perft_file::parse(text).expect("the perft file reads");
    assert!(!cases.is_empty(), "the perft file has cases");
    let v = EdgeOfWorld::new();
    for case in cases {
        let pos = v
            .read_position(&case.fen)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for (depth, nodes) in case.counts {
            if depth <= max_depth {
                assert_eq!(v.perft(&pos, depth), nodes, "{} perft {depth}", case.id);
            }
        }
    }
}

#[test]
fn perft_one_is_the_hand_count() {
    // Counted by hand from the rule text (RULES.md, "perft"): 8 pawns x 3
    // (one forward, two diagonal), knights 12 + 12, rooks 4 + 4, bishops
    // 4 + 4, queen 6, king 3.
    let v = EdgeOfWorld::new();
    assert_eq!(v.perft(&v.start_position(), 1), 24 + 24 + 8 + 8 + 6 + 3);
}

#[test]
fn perft_file_depths_one_to_three() {
    check_file(3);
}

#[test]
fn generator_agrees_with_the_simple_enumerator() {
    let v = EdgeOfWorld::new();
    let start = v.start_position();
    let simple = simple::State::start();
    assert_eq!(simple.text(), v.write_position(&start));
    for depth in 1..=3 {
        assert_eq!(
            v.perft(&start, depth),
            simple::perft(&simple, depth),
            "perft {depth}"
        );
    }
}

#[test]
fn leaf_positions_agree_at_depth_two() {
    let v = EdgeOfWorld::new();
    let start = v.start_position();
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
    simple::leaves(&simple::State::start(), 2, &mut theirs);
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs);
}

#[test]
#[ignore = "deep perft: run with --ignored in release"]
fn perft_file_deep() {
    check_file(u32::MAX);
}
