//! Mutated command lines of `cargo xtask` (moved here from the `tests`
//! crate's mutation properties, so that the `tests` crate does not build
//! and link `xtask`): every line of a set that works, damaged the way
//! careless input is (an argument cut, spliced, dropped, repeated,
//! swapped, put in, a byte that is not UTF-8), exits with status 0, 1 or
//! 2, never with a panic, and says what is wrong in one short line, with
//! the edits of the `tests` crate's mutation properties
//! (`cvpages_tests::mutation`). The same promises as the `command_line`
//! fuzz target's (`fuzz/bodies/src/targets/command_line.rs`).

use cvpages_tests::mutation::{apply, arb_edit, one_short_line, Edit};
use cvpages_tests::{cases, run_property};
use kernel::excerpt::Excerpt;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn fail(message: String) -> TestCaseError {
    TestCaseError::fail(message)
}

/// One change to a command line.
#[derive(Debug, Clone)]
enum ArgEdit {
    /// Edit the text of one argument.
    Text(usize, Edit),
    /// Leave an argument out.
    Drop(usize),
    /// Give an argument twice.
    Repeat(usize),
    /// Swap two arguments.
    Swap(usize, usize),
    /// Put an argument in.
    Insert(usize, String),
    /// Put a byte that is not UTF-8 into an argument.
    NotUtf8(usize, usize),
}

fn arb_arg_edit() -> impl Strategy<Value = ArgEdit> {
    let arg = prop_oneof![
        Just("--divide".to_string()),
        Just("--bench".to_string()),
        Just("--black".to_string()),
        Just("--verbose".to_string()),
        Just("--help".to_string()),
        Just("-h".to_string()),
        Just("--".to_string()),
        Just("-".to_string()),
        Just(String::new()),
        Just("--fen".to_string()),
        Just("--armies".to_string()),
        Just("--variant".to_string()),
        Just("--game".to_string()),
        Just("1".to_string()),
        Just("0".to_string()),
        Just("chess".to_string()),
        Just("perft".to_string()),
        Just("betza".to_string()),
        Just("verify-games".to_string()),
        "\\PC{0,8}",
    ];
    prop_oneof![
        6 => (any::<usize>(), arb_edit()).prop_map(|(i, e)| ArgEdit::Text(i, e)),
        1 => any::<usize>().prop_map(ArgEdit::Drop),
        1 => any::<usize>().prop_map(ArgEdit::Repeat),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| ArgEdit::Swap(a, b)),
        2 => (any::<usize>(), arg).prop_map(|(i, a)| ArgEdit::Insert(i, a)),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(i, at)| ArgEdit::NotUtf8(i, at)),
    ]
}

/// `args` with `edits` applied, as the bytes of each argument.
fn apply_args(args: &[String], edits: &[ArgEdit]) -> Vec<Vec<u8>> {
    let mut args: Vec<Vec<u8>> = args.iter().map(|a| a.as_bytes().to_vec()).collect();
    for edit in edits {
        let n = args.len();
        match edit {
            ArgEdit::Insert(i, a) => args.insert(i % (n + 1), a.as_bytes().to_vec()),
            _ if n == 0 => {}
            ArgEdit::Text(i, e) => {
                if let Ok(text) = std::str::from_utf8(&args[i % n]) {
                    args[i % n] = apply(text, std::slice::from_ref(e)).into_bytes();
                }
            }
            ArgEdit::Drop(i) => {
                args.remove(i % n);
            }
            ArgEdit::Repeat(i) => args.insert(i % n, args[i % n].clone()),
            ArgEdit::Swap(a, b) => args.swap(a % n, b % n),
            ArgEdit::NotUtf8(i, at) => {
                let arg = &mut args[i % n];
                let at = at % (arg.len() + 1);
                arg.insert(at, 0xff);
            }
        }
    }
    args
}

/// The bytes of an argument as the operating system gives it.
#[cfg(unix)]
fn os_string(bytes: Vec<u8>) -> std::ffi::OsString {
    use std::os::unix::ffi::OsStringExt;
    std::ffi::OsString::from_vec(bytes)
}

#[cfg(not(unix))]
fn os_string(bytes: Vec<u8>) -> std::ffi::OsString {
    String::from_utf8_lossy(&bytes).into_owned().into()
}

/// Command lines that work, one set per variant: perft from a sparse
/// position (so that a mutated position stays cheap to count), perft from
/// the start, replaying one game file, and the Betza command.
fn valid_command_lines() -> Vec<Vec<String>> {
    let sparse = [
        ("chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"),
        ("heavy-gravity", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
        ("forward", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 - -"),
        ("multimove", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 8 -"),
        (
            "multimove-heavy-gravity",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 5 -",
        ),
        (
            "momentum",
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 h1+0+1 armies=fabulous-fides,fabulous-fides",
        ),
        (
            "edge-of-world",
            "12/12/12/6k5/12/12/12/12/12/12/12/2R3K5 w 0 R C1 0 2",
        ),
    ];
    let games = [
        ("chess", "opera-game"),
        ("heavy-gravity", "hemmed-knights"),
        ("forward", "rule-5-pinned-knight"),
        ("multimove", "sample-turn"),
        ("momentum", "worked-e4-e6"),
        ("edge-of-world", "stop-example"),
    ];
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let mut lines = Vec::new();
    for (name, fen) in sparse {
        lines.push(s(&["perft", name, "1", "--fen", fen, "--divide"]));
        lines.push(s(&["perft", name, "1", "--bench"]));
    }
    lines.push(s(&[
        "perft",
        "momentum",
        "1",
        "--armies",
        "remarkable-rookies,nutty-knights",
        "--fen",
        "4k3/8/8/8/8/8/8/S3K2S w KQ - 0 1 h1+0+1 armies=remarkable-rookies,nutty-knights",
    ]));
    for (name, game) in games {
        lines.push(s(&["verify-games", "--variant", name, "--game", game]));
    }
    lines.push(s(&["betza", "fhNrlbK", "--black"]));
    lines.push(s(&["betza", "RN"]));
    lines
}

/// Whether a mutated command line could run for long: a perft deeper than
/// one turn (any argument reading as a number from 2 to 12), or
/// verify-games over every game (no `--game`).
fn too_dear(args: &[Vec<u8>]) -> bool {
    let text: Vec<&str> = args
        .iter()
        .filter_map(|a| std::str::from_utf8(a).ok())
        .collect();
    let deep = text
        .iter()
        .any(|a| a.parse::<u32>().is_ok_and(|n| (2..=12).contains(&n)));
    let all_games = text.contains(&"verify-games")
        && !text
            .iter()
            .any(|a| *a == "--game" || a.starts_with("--game="));
    deep || all_games
}

/// The longest line, in bytes, `cargo xtask` may print however long its
/// input: `error: `, then [`xtask::cli::one_line`]'s at most `MAX_LINE`
/// bytes once escaped, a cut mark and the length.
const XTASK_LINE: usize = 7 + Excerpt::max_written(xtask::cli::MAX_LINE);

/// A line `cargo xtask` printed: one short line if `strict`, else within
/// what `xtask` itself promises (no control character, at most
/// [`XTASK_LINE`] bytes), for a variant whose own messages still
/// quote input whole.
fn check_line(what: &str, line: &str, strict: bool) -> Result<(), TestCaseError> {
    if strict {
        return one_short_line(what, line);
    }
    if line.contains(|c: char| c.is_control()) || line.len() > XTASK_LINE {
        return Err(fail(format!("{what}: {}", Excerpt::with_width(line, 300))));
    }
    Ok(())
}

/// Whether `args` names no command: nothing, or only the `--` that ends
/// the options (`cargo xtask` alone prints its help, with status 2).
fn no_command(args: &[std::ffi::OsString]) -> bool {
    matches!(args, [] | [_]) && args.iter().all(|a| a == "--")
}

/// What `cargo xtask` says about a command line: exit status 0, 1 or 2,
/// never a panic; on status 2 a first line on standard error starting
/// `error: ` (the one line that says what is wrong; clap's usage errors
/// add its usage and tips below it, and no command at all prints the
/// help); every line short, with no control character but the tabs of
/// `perft --divide --tab` on standard output. The same promises as the
/// `command_line` fuzz target's (`fuzz/bodies/src/targets/command_line.rs`).
fn check_command_line(args: Vec<std::ffi::OsString>, strict: bool) -> Result<(), TestCaseError> {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::cli::run(&args, &mut out, &mut err);
    let err = String::from_utf8(err).map_err(|e| fail(format!("{args:?}: stderr: {e}")))?;
    let out = String::from_utf8(out).map_err(|e| fail(format!("{args:?}: stdout: {e}")))?;
    let what = format!(
        "{} status {status}",
        Excerpt::with_width(&format!("{args:?}"), 200)
    );
    match status {
        0 | 1 => {
            // Help and diagrams have blank lines; no line is long or
            // holds a control character.
            // `--divide --tab` separates turn and count with a tab, as the
            // README says.
            let tab = args.iter().any(|a| a == "--tab");
            let out = out.lines().map(|l| {
                if tab {
                    l.replace('\t', " ")
                } else {
                    l.to_string()
                }
            });
            for line in err
                .lines()
                .map(str::to_string)
                .chain(out.filter(|l| !l.is_empty()))
            {
                check_line(&what, &line, strict)?;
            }
            Ok(())
        }
        2 => {
            let lines: Vec<&str> = err.lines().collect();
            let first = lines.first().copied().unwrap_or_default();
            if !(first.starts_with("error: ") || no_command(&args)) || !err.ends_with('\n') {
                return Err(fail(format!("{what}: {err:?}")));
            }
            for line in lines.into_iter().filter(|l| !l.is_empty()) {
                check_line(&what, line, strict)?;
            }
            Ok(())
        }
        _ => Err(fail(what)),
    }
}

/// Mutated command lines of `lines`, each held to one short line if its
/// flag says so.
fn command_lines(name: &'static str, lines: &[(Vec<String>, bool)]) {
    run_property(
        name,
        file!(),
        cases(300, 1),
        &(0..lines.len(), prop::collection::vec(arb_arg_edit(), 1..4)),
        |(i, edits)| {
            let (line, strict) = &lines[i];
            let args = apply_args(line, &edits);
            if too_dear(&args) {
                return Err(TestCaseError::reject("a deep perft or every game"));
            }
            check_command_line(args.into_iter().map(os_string).collect(), *strict)
        },
    );
}

#[test]
fn command_lines_as_given_work() {
    for args in valid_command_lines() {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = xtask::cli::run(&args, &mut out, &mut err);
        assert_eq!(
            status,
            0,
            "{args:?}: {}{}",
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&err)
        );
        // `--bench` notes on standard error when the build is not the
        // release one; nothing else goes there.
        let err = String::from_utf8_lossy(&err);
        assert!(
            err.lines().all(|l| l.starts_with("note: ")),
            "{args:?}: {err}"
        );
    }
}

/// Momentum Chess's messages quote army names and position fields whole
/// (see [`momentum_refusals_are_one_short_line`]), so its command lines
/// are held to what `xtask` promises, the others to one short line.
#[test]
fn mutated_command_lines_are_refused_in_one_line() {
    let lines: Vec<(Vec<String>, bool)> = valid_command_lines()
        .into_iter()
        .map(|line| {
            let strict = !line.iter().any(|a| a == "momentum");
            (line, strict)
        })
        .collect();
    command_lines("mutation::command_line", &lines);
}

#[test]
fn momentum_command_lines_are_refused_in_one_short_line() {
    let lines: Vec<(Vec<String>, bool)> = valid_command_lines()
        .into_iter()
        .filter(|line| line.iter().any(|a| a == "momentum"))
        .map(|line| (line, true))
        .collect();
    command_lines("mutation::command_line::momentum", &lines);
}
