//! The process's peak memory, and the long game the tests that hold a
//! game to memory in proportion to its length play.

/// The process's peak resident memory in bytes (Linux: `VmHWM` in
/// `/proc/self/status`); `None` where that cannot be read.
pub fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Fails if the process's peak memory ([`peak_memory`]) is `limit` bytes
/// or more, naming `what` was held; passes where it cannot be read.
#[track_caller]
pub fn assert_peak_memory_below(limit: u64, what: &str) {
    if let Some(peak) = peak_memory() {
        assert!(peak < limit, "peak memory {} MiB for {what}", peak >> 20);
    }
}

/// The text of a game file of chess (`variant: chess`) in which both
/// sides' King's Knights go out and back `cycles` times: 1. Nf3 Nf6
/// 2. Ng1 Ng8 and again, four turns a cycle. FIDE chess draws it at the
/// fifth repetition: the tests replay it without draw rules.
pub fn knights_dance(cycles: usize) -> String {
    let mut text = String::from("title: shuffle\nsource: test\nvariant: chess\n");
    for cycle in 0..cycles {
        let n = 2 * cycle + 1;
        text.push_str(&format!(
            "{n}. Nf3\n{n}... Nf6\n{}. Ng1\n{}... Ng8\n",
            n + 1,
            n + 1
        ));
    }
    text
}
