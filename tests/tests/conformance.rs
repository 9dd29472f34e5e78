//! Every variant against the same properties. A new variant joins with one
//! `conformance!` line.

use cvpages_tests::{cases, check_game, seeded_config, Budget, Material};
use kernel::Variant;
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};
use test_support::XorShift64;

/// The configuration of the random-game property: the case count of
/// [`cases`] (scaled by the variant's cost), and a fixed seed unless
/// `PROPTEST_RNG_SEED` names another, so that a run costs the same every
/// time (some random Multimove positions have millions of distinct turns)
/// and a failure is reproducible.
///
/// The `proptest!` macro reads `PROPTEST_CASES` over whatever case count
/// its configuration names, so the random games run on a [`TestRunner`]
/// built here: the long run (`PROPTEST_CASES=10000`) then plays the scaled
/// number of games, not ten thousand Multimove games.
fn game_config(default: u32, cost: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default, cost),
        source_file: Some(file!()),
        ..reader_config()
    }
}

/// The configuration of the reader properties: cheap for every variant, so
/// they run `PROPTEST_CASES` cases (256 by default; `default()` reads the
/// `PROPTEST_` environment), with the suite's fixed seed.
fn reader_config() -> ProptestConfig {
    seeded_config()
}

/// Plays random games of `variant` from its start, checking every property
/// of [`check_game`]; a failure is shrunk to a short game and panics with it.
fn random_games<V: Variant>(
    name: &'static str,
    variant: &V,
    material: Material,
    budget: Budget,
    mut config: ProptestConfig,
) {
    config.test_name = Some(name);
    let mut runner = TestRunner::new(config);
    let start = variant.start_position();
    let result = runner.run(
        &prop::collection::vec(any::<u32>(), 1..80),
        |choices| match check_game(variant, &start, &choices, material, budget) {
            Ok(_) => Ok(()),
            Err(e) => Err(TestCaseError::fail(e)),
        },
    );
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

macro_rules! conformance {
    ($name:ident, $variant:expr, $material:expr, $budget:expr, $cases:expr) => {
        conformance!($name, $variant, $material, $budget, $cases, 1);
    };
    ($name:ident, $variant:expr, $material:expr, $budget:expr, $cases:expr, $cost:expr) => {
        mod $name {
            use super::*;

            #[test]
            fn random_games_keep_every_property() {
                random_games(
                    concat!(module_path!(), "::random_games_keep_every_property"),
                    &$variant,
                    $material,
                    $budget,
                    game_config($cases, $cost),
                );
            }

            proptest! {
                #![proptest_config(reader_config())]

                #[test]
                fn position_reader_never_panics(text in "\\PC{0,60}") {
                    let _ = $variant.read_position(&text);
                }

                #[test]
                fn position_reader_never_panics_on_mutated_text(at in 0usize..200, insert in "\\PC{0,4}", cut in 0usize..4) {
                    let variant = $variant;
                    let mut text = variant.write_position(&variant.start_position());
                    let mut at = at.min(text.len());
                    while !text.is_char_boundary(at) { at -= 1; }
                    let mut end = (at + cut).min(text.len());
                    while !text.is_char_boundary(end) { end -= 1; }
                    text.replace_range(at..end, &insert);
                    if let Ok(position) = variant.read_position(&text) {
                        // Whatever reads must write out and read back to itself.
                        let written = variant.write_position(&position);
                        let again = variant.read_position(&written);
                        prop_assert!(again.as_ref() == Ok(&position), "'{}' read as '{}', which reads back as {:?}", text, written, again);
                    }
                }

                #[test]
                fn notation_reader_never_panics(text in "\\PC{0,24}") {
                    let variant = $variant;
                    let start = variant.start_position();
                    if let Ok(turn) = variant.read_turn(&start, &text) {
                        let _ = variant.play_turn(&start, &turn);
                        let _ = variant.play_turn_unchecked(&start, &turn);
                    }
                }
            }
        }
    };
}

/// Every piece in motion may capture in one turn.
const MOMENTUM_MATERIAL: Material = Material {
    max_gain: 0,
    max_loss: 16,
};

const MOMENTUM_BUDGET: Budget = Budget {
    max_turns: 24,
    notation_per_position: 32,
};

const QUICK: Budget = Budget {
    max_turns: 80,
    notation_per_position: 64,
};

conformance!(
    chess,
    kernel::chess::fide(),
    Material::ONE_CAPTURE,
    QUICK,
    24
);
conformance!(
    heavy_gravity,
    ::heavy_gravity::HeavyGravity::new(),
    Material::ONE_CAPTURE,
    QUICK,
    24
);
conformance!(
    forward,
    ::forward::Forward::new(),
    Material::ONE_CAPTURE,
    QUICK,
    24
);
conformance!(
    edge_of_world,
    ::edge_of_world::EdgeOfWorld::new(),
    // Every piece in motion may capture or fall off the edge in one turn.
    Material {
        max_gain: 0,
        max_loss: 32
    },
    QUICK,
    12
);
conformance!(
    multimove,
    ::multimove::Multimove::fide(),
    // A turn may capture with every move it buys: at most 8 points, 2 each.
    Material {
        max_gain: 0,
        max_loss: 4
    },
    // An 8-point turn has about a hundred thousand distinct outcomes, and
    // after both sides have developed, millions: games stop after White's
    // first turn and Black's reply.
    Budget {
        max_turns: 2,
        notation_per_position: 32,
    },
    3,
    5000
);
conformance!(
    multimove_four_points,
    // The mutator with a budget small enough for whole games: promotion to
    // a Queen (1 + 3) is still affordable, as is any capture but the
    // longest slides.
    ::multimove::Multimove::<::multimove::Fide>::with_options("points=4").expect("a valid option"),
    Material {
        max_gain: 0,
        max_loss: 2
    },
    Budget {
        max_turns: 60,
        notation_per_position: 32,
    },
    4,
    100
);
conformance!(
    multimove_heavy_gravity,
    ::multimove::Multimove::heavy_gravity(),
    Material {
        max_gain: 0,
        max_loss: 2
    },
    Budget {
        max_turns: 12,
        notation_per_position: 32,
    },
    6,
    2000
);
conformance!(
    momentum,
    ::momentum::Momentum::new(),
    MOMENTUM_MATERIAL,
    MOMENTUM_BUDGET,
    8,
    40
);
conformance!(
    momentum_rookies_knights,
    ::momentum::Momentum::with_options("armies=remarkable-rookies,nutty-knights")
        .expect("valid armies"),
    MOMENTUM_MATERIAL,
    MOMENTUM_BUDGET,
    6,
    40
);
conformance!(
    momentum_clobberers_forward,
    ::momentum::Momentum::with_options("armies=colorbound-clobberers,forward-fides")
        .expect("valid armies"),
    MOMENTUM_MATERIAL,
    MOMENTUM_BUDGET,
    6,
    40
);

/// The material check of [`check_game`] has data for every registered
/// variant and catches a wrong capture rule: held to a rule that no turn
/// may take a piece (as if captures left the captured piece on the board),
/// random games of each variant fail at their first capture (in Forward
/// Chess, where a capture may also create a piece, at the first turn that
/// changes the count), with the turn and the two counts. A variant that does not count its pieces fails here
/// with "does not count its pieces" instead. Multimove plays at 4 points,
/// where whole games are cheap enough to reach a capture.
#[test]
fn the_material_check_has_data_for_every_variant_and_catches_a_capture() {
    struct NoCapture;
    impl cvpages::Task for NoCapture {
        type Output = Result<String, String>;
        fn run<V: cvpages::Playable>(self, variant: V) -> Result<String, String> {
            let start = variant.start_position();
            let none = Material {
                max_gain: 0,
                max_loss: 0,
            };
            let budget = Budget {
                max_turns: 120,
                notation_per_position: 1,
            };
            let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
            for _ in 0..60 {
                let choices: Vec<u32> = (0..120).map(|_| (rng.next_u64() >> 32) as u32).collect();
                if let Err(e) = check_game(&variant, &start, &choices, none, budget) {
                    return Ok(e);
                }
            }
            Err("no random game took a piece".to_string())
        }
    }
    for info in cvpages::VARIANTS {
        let options = if info.name == "multimove" {
            "points=4"
        } else {
            ""
        };
        let failure = cvpages::with_variant(info.name, options, NoCapture)
            .unwrap_or_else(|e| panic!("{}: {e}", info.name))
            .unwrap_or_else(|e| panic!("{}: {e}", info.name));
        let counts = failure
            .split_once(" changed the pieces from ")
            .map(|(_, counts)| counts.to_string());
        let Some(counts) = counts else {
            panic!("{}: the check failed otherwise: {failure}", info.name);
        };
        let (before, after) = counts
            .split_once(" to ")
            .map(|(b, a)| (b.parse::<usize>(), a.parse::<usize>()))
            .unwrap_or_else(|| panic!("{}: {failure}", info.name));
        let (before, after) = (before.expect("a count"), after.expect("a count"));
        assert_ne!(before, after, "{}: {failure}", info.name);
    }
}
