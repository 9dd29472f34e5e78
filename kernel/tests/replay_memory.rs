//! Replaying a long game takes memory in proportion to its length. Alone
//! in its test binary, so that the process's peak memory is this test's.

use kernel::replay::{replay, GameFile};

/// The process's peak resident memory in bytes (Linux: `VmHWM`).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Issue 16: every turn kept a copy of the whole history before it, so
/// 32k turn lines took 3.9 GiB. 16k turns of Knights going out and back
/// held about 1 GiB that way; kept once, the history is 128 KiB and the
/// report (a diagram per turn) a few MiB. FIDE chess ends such a game
/// at the fifth repetition; the game here has no draw rules, so that the
/// dance goes on.
#[test]
fn a_long_game_replays_in_linear_memory() {
    let mut text = String::from("title: shuffle\nsource: test\nvariant: chess\n");
    for cycle in 0..4096 {
        let n = 2 * cycle + 1;
        text.push_str(&format!(
            "{n}. Nf3\n{n}... Nf6\n{}. Ng1\n{}... Ng8\n",
            n + 1,
            n + 1
        ));
    }
    let game = GameFile::parse(&text).expect("the game reads");
    let mut rules = kernel::chess::rules();
    rules.draws = kernel::draws::DrawRules::NONE;
    let endless = kernel::chesslike::Chesslike::new(rules).expect("the rules compile");
    let report = replay(&endless, &game).expect("the game replays");
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 16384);
    if let Some(peak) = peak_memory() {
        assert!(
            peak < 256 << 20,
            "peak memory {} MiB for 16k turns",
            peak >> 20
        );
    }
}
