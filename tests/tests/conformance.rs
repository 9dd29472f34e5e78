//! Every variant against the same properties. A new variant joins with one
//! `conformance!` line.

use cvpages_tests::{cases, check_game, Budget, Material};
use kernel::Variant;
use proptest::prelude::*;

/// The property configuration: the case count of [`cases`], and a fixed
/// seed unless `PROPTEST_RNG_SEED` names another, so that a run costs the
/// same every time (some random Multimove positions have millions of
/// distinct turns) and a failure is reproducible.
fn config(default: u32, cost: u32) -> ProptestConfig {
    let mut config = ProptestConfig::with_cases(cases(default, cost));
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(0x5eed_2026);
    }
    config
}

macro_rules! conformance {
    ($name:ident, $variant:expr, $material:expr, $budget:expr, $cases:expr) => {
        conformance!($name, $variant, $material, $budget, $cases, 1);
    };
    ($name:ident, $variant:expr, $material:expr, $budget:expr, $cases:expr, $cost:expr) => {
        mod $name {
            use super::*;

            proptest! {
                #![proptest_config(config($cases, $cost))]

                #[test]
                fn random_games_keep_every_property(choices in prop::collection::vec(any::<u32>(), 1..80)) {
                    let variant = $variant;
                    let start = variant.start_position();
                    if let Err(e) = check_game(&variant, &start, &choices, $material, $budget) {
                        prop_assert!(false, "{}", e);
                    }
                }

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
                        let again = variant.read_position(&variant.write_position(&position));
                        prop_assert!(again.as_ref() == Ok(&position) || again.is_ok());
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
