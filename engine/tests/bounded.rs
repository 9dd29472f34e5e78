//! The engine's limits hold inside a walk over a turn's steps (issue 35,
//! item 1): the walk takes the variant's plans (the partial-order
//! reduction perft uses), every step counts against a node limit, and a
//! limit that falls in the middle of a walk stops it there, the best turn
//! found so far played. Counted in steps and nodes, never timed: the
//! figures of time and memory are `cargo xtask-bench bench`'s.

use cvpages::{Playable, Task};
use engine::mate::{MateSearch, MateVerdict};
use engine::{Engine, Limits};

/// Momentum Chess: ten White pieces in motion (the fifteen of the
/// benchmark's position but the Bishops, the Queen, the g-Knight and the
/// h-Rook).
const MOMENTUM_10: &str = "4k3/pppppppp/8/8/RNB1QBNR/PPPPPPPP/8/4K3 w - - 0 1 \
     a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,a4+0+1,b4+1+2";

/// The benchmark's fifteen.
const MOMENTUM_15: &str = "4k3/pppppppp/8/8/RNB1QBNR/PPPPPPPP/8/4K3 w - - 0 1 \
     a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,\
     a4+0+1,b4+1+2,c4+1+1,e4+0+1,f4-1+1,g4-1+2,h4+0+1";

/// Edge of the World: all sixteen White pieces in motion (the
/// benchmark's position).
const EDGE_16: &str = "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12/12 w 0 \
     P C5 0 1, P D5 0 1, P E5 0 1, P F5 0 1, P G5 0 1, P H5 0 1, P I5 0 1, \
     P J5 0 1, R C4 0 1, N D4 1 2, B E4 2 1, Q F4 0 1, K G4 0 1, B H4 14 1, \
     N I4 15 2, R J4 0 1";

/// What one search counted: its depth, nodes and steps, and whether the
/// turn it chose is legal.
#[derive(Debug)]
struct Searched {
    depth: u32,
    nodes: u64,
    steps: u64,
    legal: bool,
}

struct Search(&'static str, Limits);

impl Task for Search {
    type Output = Searched;
    fn run<V: Playable>(self, v: V) -> Searched {
        let p = v.read_position(self.0).unwrap();
        let mut engine = Engine::new(&v);
        let r = engine.search(&v, &p, &[], &self.1);
        let turn = r.best.expect("a turn, whatever the limit");
        Searched {
            depth: r.depth,
            nodes: r.counters.nodes,
            steps: r.counters.steps,
            legal: v.play_turn(&p, &turn).is_ok(),
        }
    }
}

fn search(variant: &str, text: &'static str, limits: Limits) -> Searched {
    cvpages::with_variant(variant, "", Search(text, limits)).unwrap()
}

#[test]
fn a_node_limit_stops_the_walk_of_the_first_turn_list() {
    // The old walker counted nodes only, which do not grow inside one
    // walk: the limit could not stop the root's list, and 2,000 nodes
    // took every order of the pieces in motion. Now the step that finds
    // the budget spent is the last (the node that asks after it counts
    // one more), and a legal turn is played.
    for (variant, text, limit) in [
        ("momentum", MOMENTUM_10, 300),
        ("momentum", MOMENTUM_15, 2_000),
        ("edge-of-world", EDGE_16, 2_000),
    ] {
        let s = search(variant, text, Limits::nodes(limit));
        assert!(s.nodes + s.steps <= limit + 1, "{variant}: {s:?}");
        assert!(s.depth == 0 && s.legal, "{variant}: {s:?}");
    }
}

#[test]
fn depth_one_with_many_pieces_in_motion_walks_the_plans() {
    // Depth 1: the root's turns, each answered by the quiescence search's
    // captures. Without the plans the walk met every subset of the
    // pieces in motion, and the root alone took every order of them.
    for (variant, text, most) in [
        ("momentum", MOMENTUM_10, 10_000),
        ("momentum", MOMENTUM_15, 400_000),
        ("edge-of-world", EDGE_16, 600_000),
    ] {
        let s = search(variant, text, Limits::depth(1));
        println!("{variant}: {s:?}");
        assert!(s.depth == 1 && s.legal, "{variant}: {s:?}");
        assert!(s.steps <= most, "{variant}: {s:?}");
    }
}

#[test]
fn a_mate_search_stops_at_its_node_limit_inside_a_walk() {
    struct Mate;
    impl Task for Mate {
        type Output = (u64, bool);
        fn run<V: Playable>(self, v: V) -> (u64, bool) {
            // Multimove, eight points a turn: a middlegame of a hundred
            // thousand turns a side.
            let p = v
                .read_position(
                    "r2q1rk1/1p2bppp/p1n1pn2/2pp4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 10 8 -",
                )
                .unwrap();
            let mut mates = MateSearch::new(&v);
            let report = mates.find(&v, &p, &[], 2, &Limits::nodes(50_000));
            let undecided = matches!(report.verdict, MateVerdict::Undecided { .. });
            (report.counters.nodes + report.counters.steps, undecided)
        }
    }
    let (work, undecided) = cvpages::with_variant("multimove", "", Mate).unwrap();
    assert!(undecided && work <= 50_001, "{work}");
}
