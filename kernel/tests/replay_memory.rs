//! Replaying a long game takes memory in proportion to its length. Alone
//! in its test binary, so that the process's peak memory is this test's.

use kernel::replay::{replay, GameFile};
use test_support::memory::{assert_peak_memory_below, knights_dance};

/// Issue 16: every turn kept a copy of the whole history before it, so
/// 32k turn lines took 3.9 GiB. 16k turns of Knights going out and back
/// held about 1 GiB that way; kept once, the history is 128 KiB and the
/// report (a diagram per turn) a few MiB. FIDE chess ends such a game
/// at the fifth repetition; the game here has no draw rules, so that the
/// dance goes on.
#[test]
fn a_long_game_replays_in_linear_memory() {
    let game = GameFile::parse(&knights_dance(4096)).expect("the game reads");
    let mut rules = kernel::chess::rules();
    rules.draws = kernel::draws::DrawRules::NONE;
    let endless = kernel::chesslike::Chesslike::new(rules).expect("the rules compile");
    let report = replay(&endless, &game).expect("the game replays");
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 16384);
    assert_peak_memory_below(256 << 20, "16k turns");
}
