//! The conformance suite: properties every variant must have, written once
//! against the `Variant` trait. Each variant joins with one line in
//! `tests/conformance.rs`.
//!
//! At every position of a random game: the position text round-trips; every
//! legal turn is written in the variant's notation and read back to a turn
//! that leads to the same position; `count_turns` equals the number of
//! legal turns; `has_legal_turn` (the search stopped at the first turn)
//! says whether there is one; a position with no legal turn has an
//! outcome, and one with a legal turn the same outcome without the test
//! for one (`outcome_without_mobility`); the material changes only as the variant allows. The recorded game, replayed from its
//! notation, reaches the same position.
//!
//! # The cross-checks (`tests/crosscheck.rs`)
//!
//! Those properties hold if a variant agrees with itself. The cross-checks
//! hold only if it agrees with its rules, written a second time from each
//! `RULES.md` in [`definitions`] by brute force over the plain step search
//! ([`search`]: `steps`, `play_step` and `in_turn`, nothing else), on
//! positions reached by random play from every start (every army pairing
//! of Momentum Chess) and on positions built at random ([`arb`]), with
//! pieces in motion, castling rights and en passant squares. For Momentum
//! Chess (several army pairings), Edge of the World Chess, Multimove Chess
//! (FIDE at 8 and 4 points, and over Heavy Gravity), Forward Chess, FIDE
//! chess and Heavy Gravity Chess:
//!
//! 1. **Check and legality** ([`properties::agrees_with_definition`]):
//!    `in_check` says what the definition says (the opponent, moving next
//!    from the same board, could capture the King), and the turns
//!    `legal_turns` lists reach exactly the positions the definition calls
//!    legal. It would catch a check test that misses an order of events
//!    (issue 15: Momentum's autostop, move away, restart and capture), a
//!    pinned piece or a lame leg overlooked or overcautious, a castling
//!    through an attacked square, an en passant that uncovers the King,
//!    Forward Chess's created piece left out of King safety, a forced
//!    exposure refused or an exposure allowed. For Multimove Chess, which
//!    judges every move of a turn, the steps offered at the boundary and
//!    along random turns are checked one by one
//!    ([`properties::steps_agree_along_a_turn`]): a temporary self-check
//!    allowed, a check not answered by the first move, a turn that goes on
//!    after giving check or stops before it must.
//! 2. **Distinct turns** ([`properties::counts_distinct_ends`]): perft(1),
//!    `count_turns` and `legal_turns` count the distinct positions legal
//!    turns reach, and no two listed turns reach the same one. It would
//!    catch two moves counted as two turns when they leave one position
//!    (issue 15: Forward Chess's `axb4` and `cxb4` with their created
//!    Pawns), a turn search that visits an end twice or prunes one away.
//!
//! The random positions are designed to meet those rules often: pieces in
//! a line with a King, a piece in motion blocked by its own piece on the
//! way ([`arb::Put::Line`]), and pairs of one kind placed as mirror images
//! about a third piece, so that both or neither can take it
//! ([`arb::Put::Mirror`]).
//!
//! # The mutation properties (`tests/mutation.rs`)
//!
//! Every text a variant reads (position text, turn notation, options,
//! game files, perft files; and the `cargo xtask` command line, in
//! `xtask`'s test `mutated_command_lines`), written
//! valid and then damaged by the edits of [`mutation`], is refused in one
//! short line or read to a value that writes back to itself, never with a
//! panic; hand-built steps of any square and kind never panic. They do on
//! stable what the cargo-fuzz targets of `fuzz/` do on nightly.

pub mod arb;
pub mod definitions;
pub mod layers;
pub mod mutation;
pub mod properties;
pub mod search;
pub mod texts;

use kernel::{Outcome, Variant};
use proptest::strategy::Strategy;
use proptest::test_runner::{
    Config as ProptestConfig, FileFailurePersistence, RngSeed, TestCaseError, TestRunner,
};
use std::cell::Cell;
use std::time::Instant;

/// What a variant allows its material to do in one turn.
#[derive(Debug, Clone, Copy)]
pub struct Material {
    /// Most pieces one turn may add (Forward Chess creates one per capture).
    pub max_gain: usize,
    /// Most pieces one turn may remove.
    pub max_loss: usize,
}

impl Material {
    /// A game where a turn captures at most one piece and creates none.
    pub const ONE_CAPTURE: Material = Material {
        max_gain: 0,
        max_loss: 1,
    };
}

/// How much of each position the checks look at.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Most turns played in one game.
    pub max_turns: usize,
    /// Most legal turns per position whose notation is round-tripped.
    pub notation_per_position: usize,
}

/// Checks one position; returns the first failure.
pub fn check_position<V: Variant>(
    variant: &V,
    position: &V::Position,
    history: &[u64],
    budget: Budget,
) -> Result<Vec<kernel::Turn<V::Step>>, String> {
    let text = variant.write_position(position);
    let back = variant
        .read_position(&text)
        .map_err(|e| format!("position text '{text}' does not read back: {e}"))?;
    if &back != position {
        return Err(format!(
            "position text '{text}' reads back to a different position"
        ));
    }
    let mut turns = Vec::new();
    variant.legal_turns(position, &mut turns);
    let counted = variant.count_turns(position);
    if counted != turns.len() as u64 {
        return Err(format!(
            "count_turns says {counted}, legal_turns lists {} at '{text}'",
            turns.len()
        ));
    }
    if variant.has_legal_turn(position) == turns.is_empty() {
        return Err(format!(
            "has_legal_turn says {}, legal_turns lists {} at '{text}'",
            !turns.is_empty(),
            turns.len()
        ));
    }
    let outcome = variant.outcome(position, history);
    if turns.is_empty() && outcome.is_none() {
        return Err(format!("no legal turn but no outcome at '{text}'"));
    }
    let without_mobility = variant.outcome_without_mobility(position, history);
    if !turns.is_empty() && without_mobility != outcome {
        return Err(format!(
            "outcome_without_mobility says {without_mobility:?}, outcome {outcome:?}, \
             with {} legal turns at '{text}'",
            turns.len()
        ));
    }
    let stride = turns
        .len()
        .div_ceil(budget.notation_per_position.max(1))
        .max(1);
    for turn in turns.iter().step_by(stride) {
        let expected = variant
            .play_turn(position, turn)
            .map_err(|e| format!("a listed turn is refused by play_turn at '{text}': {e}"))?;
        let written = variant.write_turn(position, turn);
        let read = variant
            .read_turn(position, &written)
            .map_err(|e| format!("'{written}' does not read back at '{text}': {e}"))?;
        let got = variant
            .play_turn(position, &read)
            .map_err(|e| format!("'{written}' reads back to an illegal turn at '{text}': {e}"))?;
        if got != expected {
            return Err(format!(
                "'{written}' reads back to another turn at '{text}'"
            ));
        }
    }
    Ok(turns)
}

/// Plays a game from `start` choosing turns by `choices` (each taken modulo
/// the number of legal turns) and checks every position; returns the
/// outcome, or the first failure with the game so far.
pub fn check_game<V: Variant>(
    variant: &V,
    start: &V::Position,
    choices: &[u32],
    material: Material,
    budget: Budget,
) -> Result<Option<Outcome>, String> {
    let mut position = start.clone();
    let mut history = Vec::new();
    let mut written = Vec::new();
    for (i, &choice) in choices.iter().take(budget.max_turns).enumerate() {
        let fail = |e: String, written: &[String]| format!("after {}: {e}", written.join(" | "));
        let turns =
            check_position(variant, &position, &history, budget).map_err(|e| fail(e, &written))?;
        if turns.is_empty() || variant.outcome(&position, &history).is_some() {
            break;
        }
        let turn = &turns[choice as usize % turns.len()];
        written.push(variant.write_turn(&position, turn));
        let next = variant.play_turn_unchecked(&position, turn);
        let (Some(before), Some(after)) =
            (variant.piece_count(&position), variant.piece_count(&next))
        else {
            return Err(fail(
                "the variant does not count its pieces (Variant::piece_count), so the material check has no data".to_string(),
                &written,
            ));
        };
        if after > before + material.max_gain || before > after + material.max_loss {
            return Err(fail(
                format!("turn {} changed the pieces from {before} to {after}", i + 1),
                &written,
            ));
        }
        history.push(variant.repetition_key(&position));
        position = next;
    }
    // Replaying the game from its notation reaches the same position.
    let mut replayed = start.clone();
    for text in &written {
        let turn = variant
            .read_turn(&replayed, text)
            .map_err(|e| format!("replaying '{text}': {e}"))?;
        replayed = variant
            .play_turn(&replayed, &turn)
            .map_err(|e| format!("replaying '{text}': {e}"))?;
    }
    if replayed != position {
        return Err(format!(
            "replaying {} from notation reaches another position",
            written.join(" | ")
        ));
    }
    Ok(variant.outcome(&position, &history))
}

pub use kernel::test_depth::{full_run, share, QUICK_SHARE};

/// The number of property cases: `default` (a [`QUICK_SHARE`]th of it
/// unless [`full_run`]), or `PROPTEST_CASES` divided by `cost` when that
/// is set (never fewer than `default`, unless `PROPTEST_CASES` itself is
/// smaller). `cost` is how many times dearer one case of this variant is
/// than one of FIDE chess, roughly: a Multimove position has about a
/// hundred thousand distinct turns, so the long run
/// (`PROPTEST_CASES=10000`) plays 10000 FIDE games but not 10000
/// Multimove games. The costs are chosen so that the long run ends within
/// about half an hour on two cores (it took 3 minutes on 2026-11-23, with
/// `--test-threads 2` on an otherwise idle machine).
///
/// The `proptest!` macro would read `PROPTEST_CASES` over this count, so
/// the random-game property runs on a `TestRunner` configured by hand.
pub fn cases(default: u32, cost: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
        .map_or_else(|| share(default), |n| (n / cost.max(1)).max(default.min(n)))
}

/// The seed every property of the suite runs with unless
/// `PROPTEST_RNG_SEED` names another: a run costs the same every time and
/// a failure is reproducible.
pub const SEED: u64 = 0x5eed_2026;

/// The proptest configuration of the suite: proptest's defaults (which read
/// the `PROPTEST_` environment; without `PROPTEST_CASES`, a [`share`] of
/// proptest's 256 cases) with the fixed [`SEED`] unless
/// `PROPTEST_RNG_SEED` is set.
pub fn seeded_config() -> ProptestConfig {
    let mut config = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = share(config.cases);
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        config.rng_seed = RngSeed::Fixed(SEED);
    }
    config
}

/// Runs the property `test` on `cases` values of `strategy` with the
/// suite's [`seeded_config`], failures remembered in the regression file
/// beside `source_file`. A value the test rejects (a random position text
/// the variant does not read) does not count as a case. On failure it
/// panics with the case number and the time at which the first failure
/// came (what it costs to find), then the shrunk failing value; with
/// `--nocapture` it also says what a passing run cost. A panic in `test`
/// fails its case like any failure (with the panic's message), so that a
/// panic is counted, shrunk and reported the same way.
///
/// # Panics
/// When the property fails, or too many values are rejected.
pub fn run_property<S: Strategy>(
    name: &'static str,
    source_file: &'static str,
    cases: u32,
    strategy: &S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let mut config = seeded_config();
    config.cases = cases;
    config.max_global_rejects = cases.saturating_mul(20).max(1024);
    config.source_file = Some(source_file);
    // `file.proptest-regressions` beside the test file, as proptest falls
    // back to for a test outside `src` anyway (saying so on every run);
    // none if `PROPTEST_DISABLE_FAILURE_PERSISTENCE` turned it off.
    if config.failure_persistence.is_some() {
        config.failure_persistence = Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        )));
    }
    config.test_name = Some(name);
    let mut runner = TestRunner::new(config);
    let started = Instant::now();
    let tried = Cell::new(0u32);
    let first_failure = Cell::new(None);
    let result = runner.run(strategy, |value| {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| test(value)))
            .unwrap_or_else(|payload| {
                let message = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic without a message".to_string());
                Err(TestCaseError::fail(format!("panicked: {message}")))
            });
        if !matches!(outcome, Err(TestCaseError::Reject(_))) {
            tried.set(tried.get() + 1);
        }
        if matches!(outcome, Err(TestCaseError::Fail(_))) && first_failure.get().is_none() {
            first_failure.set(Some((tried.get(), started.elapsed().as_secs_f64())));
        }
        outcome
    });
    match (result, first_failure.get()) {
        (Ok(()), _) => eprintln!(
            "{name}: {cases} cases passed in {:.1} s",
            started.elapsed().as_secs_f64()
        ),
        (Err(e), Some((case, seconds))) => {
            panic!("{name}: first failed at case {case} after {seconds:.1} s; {e}")
        }
        (Err(e), None) => panic!("{name}: {e}"),
    }
}
