//! Each variant's evaluation terms, each on a position where it plainly
//! matters: the same position with and without the thing the term is
//! about, evaluated from White's side, must differ the way the term says.

use crate::common;

use common::edge_board;
use cvpages::{Playable, Task};
use engine::terms::{Knowledge, StepClass};

/// White's evaluation of each of `texts`, in the variant `name` (with
/// `options`).
fn evals(name: &str, options: &str, texts: &[&str]) -> Vec<i32> {
    struct Evals<'a>(&'a [&'a str]);
    impl Task for Evals<'_> {
        type Output = Vec<i32>;
        fn run<V: Playable>(self, v: V) -> Vec<i32> {
            let k = Knowledge::of(&v);
            self.0
                .iter()
                .map(|t| {
                    let p = v.read_position(t).unwrap_or_else(|e| panic!("{t}: {e}"));
                    k.eval_white(&v, &p).total
                })
                .collect()
        }
    }
    cvpages::with_variant(name, options, Evals(texts)).unwrap()
}

#[test]
fn chess_a_lead_drives_the_bare_king_to_the_corner() {
    let e = evals(
        "chess",
        "",
        &[
            "7k/8/8/8/8/8/8/KQ6 w - - 0 1",
            "8/8/8/3k4/8/8/8/KQ6 w - - 0 1",
        ],
    );
    println!("{e:?}");
    assert!(e[0] > e[1] + 30, "{e:?}");
}

#[test]
fn forward_the_king_is_worth_more_the_nearer_it_is_home() {
    // Kings alone: no army left to stop them, so the term counts in full.
    let e = evals(
        "forward",
        "",
        &[
            "k7/8/8/8/8/8/8/4K3 w - - 0 1",
            "k7/8/8/8/4K3/8/8/8 w - - 0 1",
            "k7/4K3/8/8/8/8/8/8 w - - 0 1",
        ],
    );
    println!("{e:?}");
    // Three ranks up, then six: the table's 50 and 280.
    assert_eq!(e, [0, 50, 280]);
    // Against a full army the advance counts half.
    let e = evals(
        "forward",
        "",
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1BNR w - - 0 1",
        ],
    );
    println!("{e:?}");
    assert_eq!(e[1] - e[0], 25, "{e:?}");
}

#[test]
fn multimove_points_left_are_worth_keeping_in_a_turn() {
    let board = "4k3/8/8/8/8/8/8/R3K3 w - - 0 2";
    let e = evals(
        "multimove",
        "",
        &[&format!("{board} 8 -"), &format!("{board} 3 a1")],
    );
    println!("{e:?}");
    assert_eq!(
        e[0] - e[1],
        5 * cvpages::multimove::engine_terms::POINT,
        "{e:?}"
    );
}

#[test]
fn multimove_steps_are_classified_as_the_selective_search_needs() {
    struct Classes;
    impl Task for Classes {
        type Output = Vec<(String, StepClass)>;
        fn run<V: Playable>(self, v: V) -> Self::Output {
            let k = Knowledge::of(&v);
            // White: Rook a1, Bishop c1; Black: King e8, Knight a5.
            let p = v
                .read_position("4k3/8/8/n7/8/8/8/R1B1K3 w - - 0 2 8 -")
                .unwrap();
            let mut out = Vec::new();
            for text in ["R a1-a2", "R a1xa5", "R a1-a8+", "B c1-d2"] {
                let turn = v.read_turn(&p, text).unwrap();
                let mut next = p.clone();
                v.play_step(&mut next, turn[0]);
                out.push((text.to_string(), k.classify(&v, &p, &next)));
                if text == "B c1-d2" {
                    // Ending the turn after it moves nothing.
                    let mut end = next.clone();
                    let mut steps = Vec::new();
                    v.steps(&next, &mut steps);
                    let last = *steps.first().unwrap();
                    v.play_step(&mut end, last);
                    assert!(
                        !v.in_turn(&end),
                        "the first step listed mid-turn is the end"
                    );
                    out.push(("end".to_string(), k.classify(&v, &next, &end)));
                }
            }
            out
        }
    }
    let classes = cvpages::with_variant("multimove", "", Classes).unwrap();
    println!("{classes:?}");
    let expected = [
        ("R a1-a2", StepClass::Quiet),
        ("R a1xa5", StepClass::Noisy),
        ("R a1-a8+", StepClass::Noisy),
        ("B c1-d2", StepClass::Quiet),
        ("end", StepClass::Neutral),
    ];
    for ((text, got), (t, want)) in classes.iter().zip(expected) {
        assert_eq!((text.as_str(), *got), (t, want));
    }
}

#[test]
fn momentum_pieces_heading_into_capture_or_a_wall() {
    let armies = "armies=fabulous-fides,fabulous-fides";
    let start = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let e = evals(
        "momentum",
        "",
        &[
            // The e-pawn at rest, and going on to e6 where two Pawns take
            // it: White's action this turn can stop it, so it costs little.
            &format!("{start} - {armies}"),
            &format!("{start} e4+0+2 {armies}"),
        ],
    );
    println!("pawn: {e:?}");
    assert!(e[1] < e[0], "{e:?}");
    // Two Pawns heading into capture: one stop cannot save both.
    let two = "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3";
    let e = evals(
        "momentum",
        "",
        &[
            &format!("{two} - {armies}"),
            &format!("{two} d4+0+2,e4+0+2 {armies}"),
        ],
    );
    println!("two pawns: {e:?}");
    assert!(e[1] < e[0] - 40, "{e:?}");
    let e = evals(
        "momentum",
        "",
        &[
            // A Rook at rest on a1, one at capture speed that takes the
            // Queen on a8 next turn, and one running into the edge.
            &format!("q3k3/8/8/8/8/8/8/R3K3 w - - 0 1 - {armies}"),
            &format!("q3k3/8/8/8/8/8/8/R3K3 w - - 0 1 a1x+0+7 {armies}"),
            &format!("q3k3/8/8/8/8/8/8/R3K3 w - - 0 1 a1+0-1 {armies}"),
        ],
    );
    println!("rook: {e:?}");
    assert!(e[1] > e[0] + 500, "{e:?}");
    assert_eq!(
        e[2],
        e[0] - cvpages::momentum::engine_terms::INTO_WALL,
        "{e:?}"
    );
}

#[test]
fn edge_of_world_pieces_carried_off_the_board() {
    let kings = ["K g3", "k g10"];
    let with = |extra: &[&str], rest: &str| {
        let mut pieces: Vec<&str> = kings.to_vec();
        pieces.extend_from_slice(extra);
        format!("{} {rest}", edge_board(&pieces))
    };
    let e = evals(
        "edge-of-world",
        "",
        &[
            &with(&["R c7", "B d8", "p j9", "p k9"], "w 0 -"),
            // The Rook and the Bishop run west off the board next turn:
            // a stop saves the Rook, the Bishop falls.
            &with(
                &["R c7", "B d8", "p j9", "p k9"],
                "w 0 R C7 12 3, B D8 14 5",
            ),
        ],
    );
    println!("rook and bishop: {e:?}");
    assert!(e[1] < e[0] - 250, "{e:?}");
    // The King itself running off (from g1, south): worth far more than
    // any piece, even with the stop spent on it.
    let board = edge_board(&["K g1", "k g10", "R c7", "B d8", "p j9", "p k9"]);
    let e = evals(
        "edge-of-world",
        "",
        &[
            &format!("{board} w 0 -"),
            &format!("{board} w 0 K G1 8 1, B D8 14 5"),
        ],
    );
    println!("king and bishop: {e:?}");
    assert!(e[1] < e[0] - 1000, "{e:?}");
}

#[test]
fn edge_of_world_the_end_of_the_world_pulls_to_the_edge() {
    // Four pieces: every piece outside the centre moves 1 square to the
    // nearest edge each turn; a King on the edge falls off.
    let e = evals(
        "edge-of-world",
        "",
        &[
            &format!("{} w 0 -", edge_board(&["K e6", "k g10", "Q d4", "q i9"])),
            &format!("{} w 0 -", edge_board(&["K a6", "k g10", "Q d4", "q i9"])),
        ],
    );
    println!("{e:?}");
    assert!(e[1] < e[0] - 500, "{e:?}");
}

/// What the side to move wins by a capture reached with quiet moves first
/// ([`Knowledge::threat`]) in each of `texts`, in the variant `name`.
fn threats(name: &str, texts: &[&str]) -> Vec<i32> {
    struct Threats<'a>(&'a [&'a str]);
    impl Task for Threats<'_> {
        type Output = Vec<i32>;
        fn run<V: Playable>(self, v: V) -> Vec<i32> {
            let k = Knowledge::of(&v);
            self.0
                .iter()
                .map(|t| {
                    let p = v.read_position(t).unwrap_or_else(|e| panic!("{t}: {e}"));
                    k.threat(&v, &p)
                })
                .collect()
        }
    }
    cvpages::with_variant(name, "", Threats(texts)).unwrap()
}

#[test]
fn multimove_a_piece_a_pawn_reaches_in_three_moves_is_threatened() {
    // Black to move: e7-e6 (1 point), e6-e5 (2: a second move of the
    // Pawn), e5xf4 (3: the capture) win the Bishop for 6 points of 8.
    let board = "4k3/4p3/8/8/5B2/8/8/4K3 b - - 0 2";
    let t = threats(
        "multimove",
        &[
            &format!("{board} 8 -"),
            // With 5 points the Pawn cannot get there.
            &format!("{board} 5 -"),
            // The Bishop defended by a Pawn: the Pawn is lost for it, a
            // Bishop's worth less a Pawn's.
            "4k3/4p3/8/8/5B2/4P3/8/4K3 b - - 0 2 8 -",
            // Mid-turn the term says nothing: the turn is being searched.
            &format!("{board} 8 e8"),
        ],
    );
    println!("{t:?}");
    let values = cvpages::with_variant("multimove", "", Values).unwrap();
    let (pawn, bishop) = (values[0], values[2]);
    assert_eq!(t, [bishop, 0, bishop - pawn, 0], "{values:?}");
    // White to move: e5-e6 (1), e6-e7 (2), e7-e8=Q (1, 1 again, 3 for
    // the Queen) make a Queen of the Pawn for 8 points, not for 7.
    let pawn_run = "7k/8/8/4P3/8/8/8/4K3 w - - 0 2";
    let t = threats(
        "multimove",
        &[&format!("{pawn_run} 8 -"), &format!("{pawn_run} 7 -")],
    );
    assert_eq!(t, [values[4] - pawn, 0], "{values:?}");
    // A King raids too: e1-e2, e2-e3, e3xe4 (6 points) take a lone
    // Pawn, but not one its King defends.
    let t = threats(
        "multimove",
        &[
            "7k/8/8/8/4p3/8/8/4K3 w - - 0 2 8 -",
            "8/8/8/5k2/4p3/8/8/4K3 w - - 0 2 8 -",
        ],
    );
    assert_eq!(t, [pawn, 0], "{values:?}");
    // White in check from the Knight on d3: the King walks e1-e2 and
    // takes it (4 points); the Rook's a1xa8, taking the Bishop, does not
    // answer the check and does not count. Out of check (the Knight on
    // d4), the Bishop is the better prize.
    let (knight, bishop) = (values[1], values[2]);
    let t = threats(
        "multimove",
        &[
            "b5k1/8/8/8/8/3n4/8/R3K3 w - - 0 2 8 -",
            "b5k1/8/8/8/3n4/8/8/R3K3 w - - 0 2 8 -",
        ],
    );
    assert_eq!(t, [knight, bishop], "{values:?}");
    // Other variants have no such term.
    assert_eq!(
        threats("chess", &["4k3/4p3/8/8/5B2/8/8/4K3 b - - 0 2"]),
        [0]
    );
}

struct Values;
impl Task for Values {
    type Output = Vec<i32>;
    fn run<V: Playable>(self, v: V) -> Vec<i32> {
        Knowledge::of(&v)
            .values()
            .iter()
            .map(|p| p.centipawns())
            .collect()
    }
}
