//! Analysing a long game and checking a claim at its end take memory in
//! proportion to its length, as the kernel's replay does
//! (`kernel/tests/replay_memory.rs`). Alone in its test binary, so that
//! the process's peak memory is this test's.

use analysis::analyse::{analyse, AnalyseOptions};
use analysis::commentary::{check_file, Annotation, Verdict};
use engine::Limits;
use kernel::replay::GameFile;
use test_support::memory::{assert_peak_memory_below, knights_dance};

/// 16k turns of Knights going out and back, in FIDE chess without its
/// draw rules (so that the dance goes on), analysed at its last turn only
/// and with a claim after its last turn: the analysis walks every turn
/// either way. The engine's own walk of a game file kept a copy of the
/// whole history before every turn (issue 28), about 1 GiB here; the
/// kernel's replayer keeps it once.
#[test]
fn a_long_game_is_analysed_and_checked_in_linear_memory() {
    let game = GameFile::parse(&knights_dance(4096)).expect("the game reads");
    let mut rules = kernel::chess::rules();
    rules.draws = kernel::draws::DrawRules::NONE;
    let endless = kernel::chesslike::Chesslike::new(rules).expect("the rules compile");
    let options = AnalyseOptions {
        limits: Limits::depth(1),
        mate_limits: Limits::depth(1),
        mate_turns: 0,
        turn: Some(8192),
        score_played: false,
    };
    let analysed = analyse(&endless, &game, &options).expect("the game is analysed");
    let labels: Vec<&str> = analysed.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["8192.", "8192..."]);
    let last = game.turns.last().expect("a last turn").line;
    let claims = [Annotation {
        turn_line: last,
        line: last,
        claim: "white has no mate in 1".to_string(),
    }];
    let checked = check_file(&endless, &game, &claims).expect("the claims are checked");
    assert_eq!(checked.len(), 1);
    assert!(
        matches!(checked[0].verdict, Verdict::Holds(_)),
        "{}",
        checked[0]
    );
    assert_peak_memory_below(256 << 20, "16k turns");
}
