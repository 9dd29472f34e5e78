//! The turns a page builds step by step are exactly the legal turns, in
//! every variant: each legal turn the kernel lists (`enumerate_turns`,
//! through `AnyGame::coordinate_turns`) can be built from the steps the
//! page offers, and every turn built from random offered steps is one the
//! kernel plays (`AnyGame::play_coordinates`), leading to the same
//! position. The page's list of steps comes from a search of its own
//! (`web::completion`), so the two sides share no turn search.

use serde_json::Value;
use test_support::XorShift64;
use web::CvGame;

fn state(game: &mut CvGame) -> Value {
    game.session().state()
}

/// The coordinates of the `next` steps the state offers.
fn offered(state: &Value) -> Vec<String> {
    state["next"]
        .as_array()
        .expect("next is a list")
        .iter()
        .map(|n| n["coordinates"].as_str().unwrap_or("").to_string())
        .collect()
}

/// Builds the turn `coordinates` (steps separated by commas; a turn's
/// last step that only ends it is not written) from the offered steps.
fn build(game: &mut CvGame, coordinates: &str) -> Result<(), String> {
    for step in coordinates.split(',') {
        let s = state(game);
        let i = offered(&s).iter().position(|c| c == step).ok_or_else(|| {
            format!(
                "step {step} of {coordinates} is not offered: {:?}",
                offered(&s)
            )
        })?;
        game.session().play_step(i)?;
    }
    // Steps that only end the turn (Multimove's End) are written nowhere:
    // the one step left without coordinates ends it.
    let s = state(game);
    if s["inTurn"] == true {
        let i = offered(&s)
            .iter()
            .position(String::is_empty)
            .ok_or_else(|| format!("{coordinates} is built but not finished"))?;
        game.session().play_step(i)?;
    }
    Ok(())
}

/// Each variant (with its options) is a test of its own, so that the
/// harness runs them side by side; each draws from its own seed.
macro_rules! turn_building_tests {
    ($($name:ident: $variant:literal, $options:literal, $seed:literal;)*) => {
        $(
            #[test]
            fn $name() {
                turns_are_built_from_offered_steps_and_only_those($variant, $options, $seed);
            }
        )*
    };
}

turn_building_tests! {
    chess_turns_are_built_from_offered_steps: "chess", "", 0x9e37_79b9_7f4a_7c15;
    heavy_gravity_turns_are_built_from_offered_steps: "heavy-gravity", "", 0x9e37_79b9_7f4a_7c16;
    forward_turns_are_built_from_offered_steps: "forward", "", 0x9e37_79b9_7f4a_7c17;
    multimove_turns_are_built_from_offered_steps: "multimove", "points=4", 0x9e37_79b9_7f4a_7c18;
    multimove_heavy_gravity_turns_are_built_from_offered_steps: "multimove-heavy-gravity", "", 0x9e37_79b9_7f4a_7c19;
    momentum_turns_are_built_from_offered_steps: "momentum", "", 0x9e37_79b9_7f4a_7c1a;
    momentum_armies_turns_are_built_from_offered_steps: "momentum", "armies=nutty-knights,colorbound-clobberers", 0x9e37_79b9_7f4a_7c1b;
    edge_of_world_turns_are_built_from_offered_steps: "edge-of-world", "", 0x9e37_79b9_7f4a_7c1c;
}

/// Along eight turns of a random game of `variant` under `options`, every
/// legal turn of a sample (all when few) can be built from the steps the
/// page offers, and every turn built from random offered steps is one the
/// kernel plays, to the same position.
fn turns_are_built_from_offered_steps_and_only_those(variant: &str, options: &str, seed: u64) {
    let mut rng = XorShift64::new(seed);
    let mut page = CvGame::open_game(variant, options, "").expect("the variant opens");
    let mut kernel = cvpages::open(variant, options).expect("the variant opens");
    for turn in 0..8 {
        let legal = kernel.coordinate_turns();
        if legal.is_empty() {
            break;
        }
        // Completeness: a sample of the legal turns (all when few), each
        // built on a copy of the page's game.
        let sample: Vec<&String> = if legal.len() <= 40 {
            legal.iter().collect()
        } else {
            (0..40).map(|_| &legal[rng.below(legal.len())]).collect()
        };
        for coordinates in sample {
            let mut copy = CvGame::load_game(&page.session().game_file("t", "s"))
                .expect("the page's game file loads");
            build(&mut copy, coordinates).unwrap_or_else(|e| panic!("{variant} turn {turn}: {e}"));
            let mut check = cvpages::open(variant, options).expect("opens");
            for played in kernel.played() {
                check.play(&played).expect("replays");
            }
            check.play_coordinates(coordinates).expect("a legal turn");
            assert_eq!(
                copy.session().position_text(),
                check.position_text(),
                "{variant}: {coordinates}"
            );
        }
        // Soundness: random offered steps until the turn ends; the kernel
        // plays the turn they make, to the same position.
        let before = page.session().state()["turns"]
            .as_array()
            .map_or(0, Vec::len);
        let mut taken = Vec::new();
        loop {
            let s = state(&mut page);
            if s["turns"].as_array().map_or(0, Vec::len) > before {
                break;
            }
            let next = offered(&s);
            assert!(
                !next.is_empty(),
                "{variant}: a turn begun ({taken:?}) has no next step"
            );
            let i = rng.below(next.len());
            if !next[i].is_empty() {
                taken.push(next[i].clone());
            }
            page.session().play_step(i).expect("an offered step plays");
        }
        let written = taken.join(",");
        kernel
            .play_coordinates(&written)
            .unwrap_or_else(|e| panic!("{variant}: the built turn {written} is not legal: {e}"));
        assert_eq!(
            page.session().position_text(),
            kernel.position_text(),
            "{variant}: {written}"
        );
    }
}

#[test]
fn undo_takes_back_a_step_then_a_turn() {
    let mut page = CvGame::open_game("momentum", "", "").expect("opens");
    let start = page.session().position_text();
    page.session().play_turn("e2-e4").expect("legal");
    page.session().play_turn("Nb8-c6").expect("legal");
    let after_two = page.session().position_text();
    // White's pawn on e4 moves on by its momentum: one step of the turn.
    build_first(&mut page, "e4e6");
    assert_eq!(state(&mut page)["inTurn"], true);
    assert_eq!(page.session().undo().as_deref(), Some("e4-e6"));
    assert_eq!(state(&mut page)["inTurn"], false);
    assert_eq!(page.session().position_text(), after_two);
    assert_eq!(page.session().undo().as_deref(), Some("Nb8-c6"));
    assert_eq!(page.session().undo().as_deref(), Some("e2-e4"));
    assert_eq!(page.session().position_text(), start);
    assert_eq!(page.session().undo(), None);
}

fn build_first(game: &mut CvGame, step: &str) {
    let s = state(game);
    let i = offered(&s).iter().position(|c| c == step).expect("offered");
    game.session().play_step(i).expect("plays");
}

#[test]
fn bad_input_is_one_line_and_the_game_goes_on() {
    let err = CvGame::open_game("momentum", "", "rnbq/8 w")
        .err()
        .expect("refused");
    assert!(
        err.starts_with("variant 'momentum': bad position text: "),
        "{err}"
    );
    assert!(!err.contains('\n'));
    let err = CvGame::open_game("shogi", "", "").err().expect("refused");
    assert!(err.starts_with("unknown variant 'shogi'"), "{err}");
    let err = CvGame::load_game("title: x\nsource: y\nvariant: chess\n\n1. e5\n")
        .err()
        .expect("refused");
    assert!(err.starts_with("line 5: 1 'e5': "), "{err}");
    let err = CvGame::load_game("not a game file").err().expect("refused");
    assert!(!err.contains('\n') && !err.is_empty());
    let mut game = CvGame::open_game("chess", "", "").expect("opens");
    let err = game.session().play_turn("Ke2").expect_err("not legal");
    assert!(!err.contains('\n'), "{err}");
    assert!(game.session().play_step(999).is_err());
    assert_eq!(game.session().play_turn("e4").expect("legal"), "e4");
    assert!(game.session().best_turn(&engine::Limits::depth(1)).is_ok());
}
