//! No input panics: steps built by hand with any square, direction or
//! speed, fed to `play_step`, `play_turn` and `write_turn` from random
//! positions, and the public functions with any argument. `Variant` promises
//! that `play_step` never panics, whatever the step; the tests run with
//! overflow checks on, so an arithmetic underflow is a panic here too.

use edge_of_world::{towards_edge, EdgeOfWorld, Square, Step, Variant};
use proptest::prelude::*;

/// A position in the End of the World phase: White's Rook has captured on
/// D12, four pieces are left, and the King on B2 and the Rook still owe
/// their End of the World moves.
fn end_of_world_phase(v: &EdgeOfWorld) -> edge_of_world::Position {
    let start = v
        .read_position("3p8/6k5/12/3R8/12/12/12/12/12/12/1K10/11n w 0 -")
        .expect("the position reads");
    let mut pos = start.clone();
    let turn = v.read_turn(&start, "R D9xD12").expect("the turn reads");
    v.play_step(&mut pos, turn[0]);
    assert!(v.in_turn(&pos), "the End of the World moves are still due");
    pos
}

#[test]
fn an_end_of_the_world_step_off_the_board_does_not_panic() {
    // Issue 16, item 5: the square's file 13 is off the 12x12 board, and
    // `towards_edge` subtracted it from 11.
    let v = EdgeOfWorld::new();
    for pos in [v.start_position(), end_of_world_phase(&v)] {
        for square in [Square::new(13, 2), Square::new(2, 13), Square::new(15, 15)] {
            let mut p = pos.clone();
            v.play_step(&mut p, Step::EndOfWorld(square));
            // The step names no piece: nothing on the board changes.
            assert_eq!(p.board(), pos.board(), "{square:?}");
            let _ = v.play_turn(&pos, &[Step::EndOfWorld(square)]);
            let _ = v.write_turn(&pos, &[Step::EndOfWorld(square)]);
        }
    }
}

#[test]
fn a_start_to_or_from_a_square_off_the_board_moves_nothing() {
    // The kernel's squares reach file and rank 16; this board stops at 12.
    // A start to N3 put the Rook on a square the board does not have, where
    // it counted as a piece but was never drawn, written or moved.
    let v = EdgeOfWorld::new();
    let start = v.start_position();
    let rook = Square::new(2, 2);
    for (from, to) in [
        (rook, Square::new(13, 2)),
        (rook, Square::new(2, 14)),
        (Square::new(13, 2), rook),
    ] {
        let mut p = start.clone();
        v.play_step(&mut p, Step::Start { from, to });
        assert_eq!(p.board(), start.board(), "{from:?} to {to:?}");
        assert_eq!(p.board().count(), 32, "{from:?} to {to:?}");
    }
}

#[test]
fn towards_edge_on_no_board_does_not_panic() {
    // Issue 16, item 5: `towards_edge(a1, 0, 0)` computed 0 - 1.
    assert_eq!(towards_edge(Square::new(0, 0), 0, 0), None);
    assert_eq!(towards_edge(Square::new(12, 0), 12, 12), None);
    assert_eq!(towards_edge(Square::new(0, 12), 12, 12), None);
}

/// Any square of the 16x16 the kernel's squares can name: on the board,
/// just off it, and far off it.
fn arb_square() -> impl Strategy<Value = Square> {
    (0u8..=255).prop_map(Square::from_index)
}

/// Any step, legal or not.
fn arb_step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (arb_square(), arb_square()).prop_map(|(from, to)| Step::Start { from, to }),
        arb_square().prop_map(Step::Stop),
        arb_square().prop_map(Step::Momentum),
        arb_square().prop_map(Step::EndOfWorld),
        (arb_square(), arb_square()).prop_map(|(from, at)| Step::StopPartWay { from, at }),
        Just(Step::End),
    ]
}

/// The reading of each option that is not its default.
const READINGS: [&str; 7] = [
    "pawn-start=diagonal",
    "stop=part-way",
    "castling=off",
    "end-of-world=all",
    "centre=as-printed",
    "promotion=both-rows",
    "action=optional",
];

/// Any combination of the variant's readings.
fn arb_options() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<bool>(), READINGS.len()).prop_map(|chosen| {
        let parts: Vec<&str> = READINGS
            .iter()
            .zip(chosen)
            .filter(|(_, on)| *on)
            .map(|(reading, _)| *reading)
            .collect();
        parts.join(",")
    })
}

/// A position reached by random legal turns from the start (`turns` of
/// them, each chosen by `choices`), or from a sparse board of a few pieces
/// where the End of the World is near.
fn random_position(v: &EdgeOfWorld, sparse: bool, choices: &[u32]) -> edge_of_world::Position {
    // Castling ready unless the game has none, so castling is among the
    // turns played.
    let castling_ready = "12/12/2r3k2r2/2pppppppp2/12/12/12/12/2PPPPPPPP2/2R3K2R2/12/12 w KQkq 0 -";
    let mut pos = if !sparse && v.read_position(castling_ready).is_ok() && choices.len() % 2 == 1 {
        v.read_position(castling_ready).expect("the position reads")
    } else if sparse {
        // Black's Pawn on D11, not D12: under `promotion=both-rows` a Pawn
        // on its own first row would have promoted.
        v.read_position("12/3p2k5/12/3R8/12/12/12/12/12/12/1K10/11n w 0 -")
            .expect("the position reads")
    } else {
        v.start_position()
    };
    let mut turns = Vec::new();
    for &choice in choices {
        if v.outcome(&pos, &[]).is_some() {
            break;
        }
        turns.clear();
        v.legal_turns(&pos, &mut turns);
        let Some(turn) = turns.get(choice as usize % turns.len().max(1)) else {
            break;
        };
        pos = v.play_turn_unchecked(&pos, turn);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Hand-built steps (any square; pieces then carry any direction and
    /// speed a wild start gives them) never panic in `play_step`,
    /// `play_turn`, `write_turn`, nor in anything asked of the position
    /// they leave.
    #[test]
    fn hand_built_steps_never_panic(
        options in arb_options(),
        sparse in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..6),
        steps in prop::collection::vec(arb_step(), 1..8),
    ) {
        let v = EdgeOfWorld::with_options(&options).expect("the options read");
        let pos = random_position(&v, sparse, &choices);
        let _ = v.play_turn(&pos, &steps);
        let _ = v.write_turn(&pos, &steps);
        let mut p = pos.clone();
        for &step in &steps {
            let _ = v.explain_step(&p, step);
            let _ = v.write_step(&p, step);
            v.play_step(&mut p, step);
            let text = v.write_position(&p);
            let _ = v.read_position(&text);
            let _ = v.diagram(&p);
            let _ = v.outcome(&p, &[]);
            let mut next = Vec::new();
            v.steps(&p, &mut next);
        }
    }
}

/// Turn texts built from the notation's own pieces (squares, marks,
/// castling, `off`), so that most of them get past the first character.
fn arb_turn_text() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("R ".to_string()),
        Just("K ".to_string()),
        Just("O-O".to_string()),
        Just("O-O-O".to_string()),
        Just("0-0".to_string()),
        Just(":".to_string()),
        Just("~".to_string()),
        Just("^".to_string()),
        Just("x".to_string()),
        Just("off".to_string()),
        Just(", ".to_string()),
        Just("é".to_string()),
        (0u8..16, 0u32..20).prop_map(|(f, r)| format!("{}{r}", (b'A' + f) as char)),
        "\\PC{0,3}",
    ];
    prop::collection::vec(word, 1..10).prop_map(|w| w.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any turn text, read in random positions under any readings, gives a
    /// turn or a one-line error, never a panic; a turn read plays or is
    /// refused.
    #[test]
    fn turn_texts_never_panic(
        options in arb_options(),
        sparse in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..6),
        text in arb_turn_text(),
    ) {
        let v = EdgeOfWorld::with_options(&options).expect("the options read");
        let pos = random_position(&v, sparse, &choices);
        match v.read_turn(&pos, &text) {
            Ok(turn) => {
                let _ = v.play_turn(&pos, &turn);
                let _ = v.write_turn(&pos, &turn);
            }
            Err(e) => prop_assert!(!e.to_string().contains('\n') || text.contains('\n'), "{e}"),
        }
    }

    /// A position text of a random position, cut and spliced, under any
    /// readings: an error, or a position that writes back to itself.
    #[test]
    fn mutated_position_texts_never_panic(
        options in arb_options(),
        sparse in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..6),
        at in 0usize..200,
        cut in 0usize..6,
        insert in prop_oneof![Just(" KQkq".to_string()), Just(" Kq".to_string()), Just(" K I3 4 2".to_string()), "\\PC{0,4}"],
    ) {
        let v = EdgeOfWorld::with_options(&options).expect("the options read");
        let pos = random_position(&v, sparse, &choices);
        let mut text = v.write_position(&pos);
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) { at -= 1; }
        let mut end = (at + cut).min(text.len());
        while !text.is_char_boundary(end) { end -= 1; }
        text.replace_range(at..end, &insert);
        if let Ok(read) = v.read_position(&text) {
            let written = v.write_position(&read);
            let again = v.read_position(&written);
            prop_assert_eq!(again.as_ref(), Ok(&read), "{} -> {}", text, written);
        }
    }
}
