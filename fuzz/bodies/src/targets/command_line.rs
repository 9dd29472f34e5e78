//! `command_line`: the command line of `cargo xtask`
//! ([`xtask::cli::run`]), arguments split at zero bytes and given as the
//! operating system gives them (not necessarily UTF-8): exit status 0, 1
//! or 2, never a panic; status 2 with a first line on standard error
//! `error: ...` (clap's usage and tips may follow; no argument at all
//! prints the help); no line printed holds a control character or runs
//! past what `xtask` promises ([`XTASK_LINE`]). Command lines that would
//! run for long (a perft deeper than one turn, or of Multimove Chess,
//! whose one turn may have millions of ends; verify-games over every
//! game) or write files (`--update`) are skipped.

use kernel::excerpt::Excerpt;
use std::ffi::OsString;

/// The longest line, in bytes, `xtask` prints: `error: `, then at most
/// [`xtask::cli::MAX_LINE`] bytes of message once escaped, a cut mark and
/// the length.
pub const XTASK_LINE: usize = 7 + Excerpt::max_written(xtask::cli::MAX_LINE);

/// Whether the command line `args` would run for long or write files.
fn skipped(args: &[&[u8]]) -> bool {
    let text: Vec<String> = args
        .iter()
        .map(|a| String::from_utf8_lossy(a).into_owned())
        .collect();
    let has = |word: &str| text.iter().any(|a| a.contains(word));
    let deep = text
        .iter()
        .any(|a| a.trim().parse::<u32>().is_ok_and(|n| (2..=12).contains(&n)));
    let all_games = has("verify")
        && !text
            .iter()
            .any(|a| a == "--game" || a.starts_with("--game="));
    deep || all_games || has("update") || (has("perft") && has("multimove"))
}

/// The bytes of an argument as the operating system gives it.
#[cfg(unix)]
fn os_string(bytes: &[u8]) -> OsString {
    std::os::unix::ffi::OsStringExt::from_vec(bytes.to_vec())
}

/// The bytes of an argument, as text (invalid sequences as U+FFFD).
#[cfg(not(unix))]
fn os_string(bytes: &[u8]) -> OsString {
    String::from_utf8_lossy(bytes).into_owned().into()
}

/// Input: the arguments, separated by zero bytes.
pub fn run(data: &[u8]) {
    let parts: Vec<&[u8]> = data.split(|&b| b == 0).collect();
    if skipped(&parts) {
        return;
    }
    let args: Vec<OsString> = parts.iter().map(|a| os_string(a)).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::cli::run(&args, &mut out, &mut err);
    assert!(matches!(status, 0..=2), "{args:?}: status {status}");
    let out = String::from_utf8(out).expect("standard output is UTF-8");
    let err = String::from_utf8(err).expect("standard error is UTF-8");
    if status == 2 && !args.is_empty() {
        assert!(err.starts_with("error: "), "{args:?}: {err:?}");
    }
    for line in out.lines().chain(err.lines()) {
        assert!(
            !line.contains(|c: char| c.is_control()),
            "{args:?}: {line:?}"
        );
        assert!(
            line.len() <= XTASK_LINE,
            "{args:?}: a line of {} bytes",
            line.len()
        );
    }
}
