//! The command line: results on good input, status 2 on bad with one line
//! that says what is wrong (clap's usage errors add its usage and tips).

use crate::runs::run;

#[track_caller]
fn bad(args: &[&str], expected: &str) {
    let (status, out, err) = run(args);
    assert_eq!(status, 2, "{args:?}: {out}{err}");
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: more than one line: {err}"
    );
    assert_eq!(err.trim_end(), expected, "{args:?}");
}

/// A usage error as clap renders it: status 2, nothing on standard output,
/// `expected` as the first line of standard error (the one line that says
/// what is wrong), then clap's usage or tips and its pointer to `--help`.
#[track_caller]
fn usage_error(args: &[&str], expected: &str) -> String {
    let (status, out, err) = run(args);
    assert_eq!(status, 2, "{args:?}: {out}{err}");
    assert_eq!(out, "", "{args:?}");
    assert_eq!(err.lines().next(), Some(expected), "{args:?}:\n{err}");
    assert_eq!(
        err.lines().last(),
        Some("For more information, try '--help'."),
        "{args:?}:\n{err}"
    );
    err
}

/// Whole messages as clap writes them (clap 4's layout: the `error:` line,
/// a blank line, a `tip:` indented by two, the usage, the pointer to
/// `--help`), the names of missing arguments joined to the first line.
#[test]
fn usage_errors_are_clap_messages_with_usage_and_tips() {
    assert_eq!(
        usage_error(
            &["perft", "chess"],
            "error: the following required arguments were not provided: <DEPTH>"
        ),
        "error: the following required arguments were not provided: <DEPTH>\n\
         \n\
         Usage: cargo xtask perft <VARIANT> <DEPTH>\n\
         \n\
         For more information, try '--help'.\n"
    );
    usage_error(
        &["perft"],
        "error: the following required arguments were not provided: <VARIANT>, <DEPTH>",
    );
    assert_eq!(
        usage_error(
            &["perft", "chess", "3", "--thread", "2"],
            "error: unexpected argument '--thread' found"
        ),
        "error: unexpected argument '--thread' found\n\
         \n\
         \x20 tip: a similar argument exists: '--threads'\n\
         \n\
         Usage: cargo xtask perft --threads <THREADS> <VARIANT> <DEPTH>\n\
         \n\
         For more information, try '--help'.\n"
    );
    let err = usage_error(&["fly"], "error: unrecognized subcommand 'fly'");
    assert!(
        err.contains("\n  tip: a similar subcommand exists: 'play'\n"),
        "{err}"
    );
    let err = usage_error(
        &["verify-games", "--variant", "momentun"],
        "error: invalid value 'momentun' for '--variant <NAME>'",
    );
    assert!(
        err.contains("\n  tip: a similar value exists: 'momentum'\n"),
        "{err}"
    );
    usage_error(
        &["perft", "chess", "2", "--uci"],
        "error: the following required arguments were not provided: --divide",
    );
    usage_error(
        &["perft", "chess", "2", "--divide", "--uci", "--tab"],
        "error: the argument '--uci' cannot be used with '--tab'",
    );
}

/// The variant names are clap's possible values, taken from the registry:
/// a wrong name lists them all, `--help` gives each with its description.
#[test]
fn variant_names_are_the_registry_s() {
    let names: Vec<&str> = cvpages::names().collect();
    for args in [
        vec!["perft", "shogi", "3"],
        vec!["play", "shogi"],
        vec!["verify-games", "--variant", "shogi"],
    ] {
        let err = usage_error(
            &args,
            match args[0] {
                "verify-games" => "error: invalid value 'shogi' for '--variant <NAME>'",
                // Optional with `--load FILE`, whose file names it.
                "play" => "error: invalid value 'shogi' for '[VARIANT]'",
                _ => "error: invalid value 'shogi' for '<VARIANT>'",
            },
        );
        let listed = format!("  [possible values: {}]", names.join(", "));
        assert!(err.lines().any(|l| l == listed), "{err}");
    }
    let (status, out, _) = run(&["perft", "--help"]);
    assert_eq!(status, 0);
    for v in cvpages::VARIANTS {
        let listed = out.lines().any(|l| {
            l.trim_start()
                .strip_prefix(&format!("- {}:", v.name))
                .is_some_and(|rest| rest.trim() == v.description)
        });
        assert!(listed, "{} missing from:\n{out}", v.name);
    }
}

/// `cargo xtask` alone prints the help with every command, on standard
/// error with status 2 (it is a usage error); `--help` prints it on
/// standard output with status 0, and `--version` the version.
#[test]
fn help_and_version() {
    let (status, out, err) = run(&[]);
    assert_eq!(status, 2);
    assert_eq!(out, "");
    assert!(err.contains("Usage: cargo xtask <COMMAND>"), "{err}");
    let commands: Vec<&str> = err
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        commands,
        [
            "perft",
            "bench",
            "verify-games",
            "site",
            "play",
            "replay",
            "analyse",
            "engine-bench",
            "betza",
            "uci",
            "new-variant",
            "help"
        ],
        "{err}"
    );
    let (status, help, err) = run(&["--help"]);
    assert_eq!((status, err.as_str()), (0, ""));
    assert!(help.contains("Commands:"), "{help}");
    let (status, out, _) = run(&["--version"]);
    assert_eq!(status, 0);
    assert_eq!(out, format!("cargo xtask {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn perft_prints_nodes_last() {
    let (status, out, _) = run(&["perft", "chess", "3"]);
    assert_eq!(status, 0);
    assert_eq!(out.lines().last(), Some("nodes 8902"));
    let (status, out, _) = run(&["perft", "chess", "2", "--divide"]);
    assert_eq!(status, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"e4: 20"), "{out}");
    assert_eq!(lines.last(), Some(&"nodes 400"));
    let (status, out, _) = run(&[
        "perft",
        "chess",
        "1",
        "--bench",
        "--fen",
        "8/8/8/8/8/8/8/K6k w - - 0 1",
    ]);
    assert_eq!(status, 0);
    assert!(out.contains("nodes/s"), "{out}");
    assert_eq!(out.lines().last(), Some("nodes 3"));
}

/// The last line of a perft run that must succeed.
#[track_caller]
fn nodes(args: &[&str]) -> String {
    let (status, out, err) = run(args);
    assert_eq!(status, 0, "{args:?}: {err}");
    out.lines().last().unwrap_or_default().to_string()
}

/// Every option reaches the variant from the command line, in the text a
/// game file's `options:` line takes. The counts are independent of the
/// code: Edge of the World's 57 first turns are the hand count of its
/// RULES.md, 73 under `pawn-start=diagonal` (the 16 diagonal Pawn starts
/// onto empty squares more), and at the start no piece is in motion, so
/// `stop=part-way` adds none; Multimove's `points=2` leaves White one point
/// on the first turn, which buys one of the 8 single Pawn steps (no double
/// step in Multimove, a Knight move costs 2); the 24 first turns of
/// Remarkable Rookies v Nutty Knights agree with Momentum's brute-force
/// enumerator (its perft file).
#[test]
fn perft_takes_any_options() {
    assert_eq!(nodes(&["perft", "edge-of-world", "1"]), "nodes 57");
    assert_eq!(
        nodes(&[
            "perft",
            "edge-of-world",
            "1",
            "--options",
            "pawn-start=diagonal"
        ]),
        "nodes 73"
    );
    assert_eq!(
        nodes(&[
            "perft",
            "edge-of-world",
            "1",
            "--options",
            "pawn-start=diagonal; stop=part-way"
        ]),
        "nodes 73"
    );
    assert_eq!(
        nodes(&["perft", "multimove", "1", "--options", "points=2"]),
        "nodes 8"
    );
    assert_eq!(
        nodes(&["perft", "multimove", "1", "--options", "points = 2"]),
        "nodes 8"
    );
    let armies = "remarkable-rookies,nutty-knights";
    let options = format!("armies={armies}");
    assert_eq!(
        nodes(&["perft", "momentum", "1", "--options", &options]),
        "nodes 24"
    );
    // --armies is the same option, alone or beside an empty --options.
    assert_eq!(
        nodes(&["perft", "momentum", "1", "--armies", armies]),
        "nodes 24"
    );
    assert_eq!(
        nodes(&[
            "perft",
            "momentum",
            "1",
            "--options",
            "",
            "--armies",
            armies
        ]),
        "nodes 24"
    );
    // Empty options are the standard game.
    assert_eq!(
        nodes(&["perft", "chess", "2", "--options", ""]),
        "nodes 400"
    );
}

/// `--armies` is added to `--options`: both reach the variant, which
/// judges them as one options text; giving the armies twice is refused.
#[test]
fn armies_and_options_merge_or_are_refused() {
    let (status, _, err) = run(&[
        "perft",
        "edge-of-world",
        "1",
        "--options",
        "pawn-start=capture",
        "--armies",
        "nutty-knights,nutty-knights",
    ]);
    assert_eq!(status, 2);
    // pawn-start was taken; armies is the key Edge of the World refuses.
    assert!(
        err.starts_with(
            "error: variant 'edge-of-world': unknown option 'armies': the options are "
        ),
        "{err}"
    );
    bad(
        &[
            "perft",
            "momentum",
            "1",
            "--options",
            "armies=nutty-knights,nutty-knights",
            "--armies",
            "nutty-knights,nutty-knights",
        ],
        "error: --armies and --options both give the armies: give them once",
    );
    bad(
        &[
            "perft",
            "momentum",
            "1",
            "--armies",
            "nutty-knights,nutty-knights points=3",
        ],
        "error: --armies 'nutty-knights,nutty-knights points=3' must be WHITE,BLACK: two army names and a comma, without '=', ';' or spaces",
    );
    // Text that does not read is named by the variant, as in a game file.
    bad(
        &[
            "perft",
            "momentum",
            "1",
            "--options",
            "stealth",
            "--armies",
            "nutty-knights,nutty-knights",
        ],
        "error: variant 'momentum': option 'stealth' is not of the form key=value",
    );
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    bad(
        &["perft", "chess", "0"],
        "error: depth '0' must be a whole number from 1 to 12",
    );
    bad(
        &["perft", "chess", "x"],
        "error: depth 'x' must be a whole number from 1 to 12",
    );
    bad(
        &["perft", "chess", "99"],
        "error: depth '99' must be a whole number from 1 to 12",
    );
    bad(
        &["perft", "chess", "3", "--fen", "8/8/8 w - -"],
        "error: bad --fen for chess: the board part has 3 ranks, the board has 8",
    );
    bad(
        &[
            "perft",
            "chess",
            "3",
            "--armies",
            "nutty-knights,forward-fides",
        ],
        "error: variant 'chess': unknown option 'armies': this variant has no options",
    );
    bad(
        &["perft", "chess", "1", "--options", "colour=red"],
        "error: variant 'chess': unknown option 'colour': this variant has no options",
    );
    bad(
        &["perft", "multimove", "1", "--options", "points=2 points=3"],
        "error: variant 'multimove': option 'points' is given twice",
    );
    // Clap quotes an argument whole; each line is kept to one line.
    usage_error(
        &["perft", "chess", "3", "--frobnicate"],
        "error: unexpected argument '--frobnicate' found",
    );
    usage_error(&["fl\ny"], r"error: unrecognized subcommand 'fl\ny'");
    usage_error(
        &["perft", "chess", "1", "a\nb"],
        r"error: unexpected argument 'a\nb' found",
    );
    bad(
        &["perft", "chess", "3\n4"],
        r"error: depth '3\n4' must be a whole number from 1 to 12",
    );
    bad(
        &["verify-games", "--game", "no-such-game"],
        "error: no game file named 'no-such-game.game' in any crate's games/ folder",
    );
    bad(
        &["perft", "chess", "1", "--memory", "0"],
        "error: --memory '0' must be a whole number of MiB from 1 to 1048576",
    );
    bad(
        &["perft", "chess", "1", "--memory", "lots"],
        "error: --memory 'lots' must be a whole number of MiB from 1 to 1048576",
    );
}

/// A count whose turn search would outgrow `--memory` is refused in one
/// line with status 2 (issue 34: Multimove at 8 points on Kiwipete's
/// pieces, 1.3 million turns, took 1.5 GB, and crowded boards more than
/// the machine); divide lines counted in full before it stand.
#[test]
fn perft_refuses_a_count_beyond_its_memory_in_one_line() {
    const KIWIPETE_8: &str =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1 8 -";
    bad(
        &[
            "perft",
            "multimove",
            "1",
            "--fen",
            KIWIPETE_8,
            "--memory",
            "16",
            "--threads",
            "1",
        ],
        "error: perft 1 of this position needs more memory than --memory 16 allows: \
         the turn search needs more than 16 MiB of memory",
    );
    bad(
        &[
            "perft",
            "multimove",
            "2",
            "--fen",
            KIWIPETE_8,
            "--memory",
            "16",
            "--threads",
            "2",
        ],
        "error: perft 2 of this position needs more memory than --memory 16 allows: \
         the turn search needs more than 8 MiB of memory on each of 2 threads",
    );
    // Within the bound, the count is the count (the perft file's, which
    // the naive enumerator of multimove/tests/naive agrees with).
    let (status, out, err) = run(&["perft", "multimove", "1", "--memory", "1"]);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "nodes 1013\n", "")
    );
}

#[test]
fn the_binary_exits_with_status_2_on_bad_input() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["perft", "chess", "-3"])
        .output()
        .expect("the xtask binary runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        err.lines().next(),
        Some("error: unexpected argument '-3' found"),
        "{err}"
    );
    // Clap's own exit status for a usage error is 2 as well.
    for args in [&["verify-games", "--update", "--nonsense"][..], &[]] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(args)
            .output()
            .expect("the xtask binary runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
    }
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--help")
        .output()
        .expect("the xtask binary runs");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn betza_draws_a_piece_or_refuses_the_string() {
    let (status, out, _) = run(&["betza", "fbNF"]);
    assert_eq!(status, 0);
    assert!(out.contains(" 8 . . . . x . x . . . ."), "{out}");
    bad(
        &["betza", "fhX"],
        "error: unknown letter 'X' at position 2 of 'fhX'",
    );
    bad(&["betza", ""], "error: empty piece string");
}

/// verify-games over a scratch tree holding the broken copies of the Opera
/// Game: each failure names the game, the turn and the reason.
#[test]
fn verify_games_names_the_game_turn_and_reason() {
    let root = std::env::temp_dir().join(format!("cvpages-verify-{}", std::process::id()));
    let games = root.join("demo").join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(root.join("demo").join("Cargo.toml"), "").unwrap();
    let kernel_tests =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../kernel/tests/games");
    for name in [
        "opera-changed-move",
        "opera-undeclared-illegal",
        "opera-declared-but-legal",
    ] {
        std::fs::copy(
            kernel_tests.join(format!("{name}.game")),
            games.join(format!("{name}.game")),
        )
        .unwrap();
    }
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = xtask::verify::verify_games(&root, None, None, false, false, &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    std::fs::remove_dir_all(&root).unwrap();
    assert_eq!(status, 1, "{out}");
    for expected in [
        "FAIL chess                    The Opera Game with a changed move",
        "demo/games/opera-changed-move.game: 10. (line 23): cannot read 'Nxb6': 'Nxb6' names no move here: no legal move of that piece reaches b6; the replay stops here",
        "FAIL chess                    The Opera Game with an illegal move nobody declared",
        "demo/games/opera-undeclared-illegal.game: 7. (line 17): illegal not declared: step 1 (f3f7) is illegal: the Queen on f3 cannot move to f7: the way is blocked at f6",
        "FAIL chess                    The Opera Game with a deviation declared that does not happen",
        "demo/games/opera-declared-but-legal.game: 2. (line 7): declared illegal did not happen",
        "3 games, 35 turns replayed, 2 deviations found (0 declared): 0 passed, 3 failed",
    ] {
        assert!(out.contains(expected), "missing:\n{expected}\nin:\n{out}");
    }
}

/// Runs the binary with raw arguments; returns the status and standard
/// error.
#[cfg(unix)]
fn run_binary(args: &[&std::ffi::OsStr]) -> (Option<i32>, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("the xtask binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Issue 16, item 8: the arguments were read as `String`, so one that is
/// not UTF-8 made the binary panic (status 101) before any check.
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_refused_in_one_line() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"f\xffN");
    let s = |text: &'static str| OsStr::new(text);
    for (args, expected) in [
        (
            vec![s("betza"), bad],
            "error: the piece 'f\u{fffd}N' is not valid UTF-8",
        ),
        (
            vec![s("perft"), bad, s("1")],
            "error: invalid value 'f\u{fffd}N' for '<VARIANT>'",
        ),
        (
            vec![s("perft"), s("chess"), bad],
            "error: the depth 'f\u{fffd}N' is not valid UTF-8",
        ),
        (
            vec![s("perft"), s("chess"), s("1"), s("--fen"), bad],
            "error: --fen 'f\u{fffd}N' is not valid UTF-8",
        ),
        (
            vec![s("perft"), s("chess"), s("1"), s("--options"), bad],
            "error: --options 'f\u{fffd}N' is not valid UTF-8",
        ),
        (
            vec![s("perft"), s("momentum"), s("1"), s("--armies"), bad],
            "error: --armies 'f\u{fffd}N' is not valid UTF-8",
        ),
        (
            vec![s("verify-games"), s("--variant"), bad],
            "error: invalid value 'f\u{fffd}N' for '--variant <NAME>'",
        ),
        (
            vec![s("verify-games"), s("--game"), bad],
            "error: --game 'f\u{fffd}N' is not valid UTF-8",
        ),
    ] {
        let (status, err) = run_binary(&args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().next(), Some(expected), "{args:?}");
        if !expected.starts_with("error: invalid value") {
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        }
    }
    for args in [vec![bad], vec![s("perft"), s("chess"), s("1"), bad]] {
        let (status, err) = run_binary(&args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

/// Absurd arguments (a line break inside, a megabyte long) give status 2
/// and an `error:` line, and every line is short and whole (clap's usage
/// errors add a few lines of usage and tips), whichever command and
/// variant reads them.
#[test]
fn absurd_arguments_give_one_short_line() {
    let long = "9".repeat(1_000_000);
    let fen_long = format!("8/8/8/8/8/8/8/8 w - - 0 {long}");
    let mut cases: Vec<Vec<&str>> = vec![
        vec!["perft", "chess", &long],
        vec!["perft", "chess", "3\n4"],
        vec!["perft", &long, "1"],
        vec!["perft", "chess\nchess", "1"],
        vec!["perft", "chess", "1", "--frob\nnicate"],
        vec!["perft", "chess", "1", &long],
        vec!["betza", &long],
        vec!["betza", "fW\nN"],
        vec!["verify-games", "--variant", &long],
        vec!["verify-games", "--game", "x\ny"],
        vec!["verify-games", "--game", &long],
        vec![
            "perft",
            "momentum",
            "1",
            "--armies",
            "nutty-knights\nno-such-army",
        ],
        vec!["perft", "momentum", "1", "--armies", &long],
        vec!["perft", "momentum", "1", "--options", &long],
        vec!["perft", "edge-of-world", "1", "--options", "stop=a\nb"],
        vec!["perft", "chess", "1", "--options", "a", "--armies", &long],
        vec![&long],
    ];
    for name in cvpages::names() {
        cases.push(vec!["perft", name, "1", "--fen", &fen_long]);
        cases.push(vec!["perft", name, "1", "--fen", "8/8/8\n/8 w - -"]);
    }
    for args in cases {
        let (status, out, err) = run(&args);
        let shown: Vec<String> = args.iter().map(|a| a.chars().take(30).collect()).collect();
        assert_eq!(status, 2, "{shown:?}: {out}{err}");
        assert!(err.lines().count() <= 8, "{shown:?}: {err}");
        assert!(err.starts_with("error: "), "{shown:?}: {err}");
        for line in err.lines() {
            assert!(line.len() < 1200, "{shown:?}: {} bytes", line.len());
            assert!(!line.contains(['\r', '\u{1b}']), "{shown:?}: {line}");
        }
    }
}

/// verify-games prints each failure on one line of at most
/// `xtask::cli::MAX_LINE` characters, whatever the variant's message
/// quotes: a game file whose options line is a megabyte long.
#[test]
fn verify_games_prints_each_failure_on_one_short_line() {
    let root = std::env::temp_dir().join(format!("cvpages-verify-long-{}", std::process::id()));
    let games = root.join("demo").join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(root.join("demo").join("Cargo.toml"), "").unwrap();
    let long = "x".repeat(1_000_000);
    std::fs::write(
        games.join("long-options.game"),
        format!("title: t\nsource: s\nvariant: momentum\noptions: armies={long}\n1. e2-e4\n"),
    )
    .unwrap();
    std::fs::write(
        games.join("long-turn.game"),
        format!("title: t\nsource: s\nvariant: momentum\n1. e2-e{long}\n"),
    )
    .unwrap();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = xtask::verify::verify_games(&root, None, None, false, false, &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    std::fs::remove_dir_all(&root).unwrap();
    assert_eq!(status, 1);
    for line in out.lines() {
        assert!(line.len() < 1200, "{} bytes: {}", line.len(), &line[..200]);
    }
    assert!(
        out.contains("FAIL demo/games/long-options.game: variant 'momentum': "),
        "{}",
        &out[..out.len().min(2000)]
    );
    assert!(
        out.contains("demo/games/long-turn.game: 1. (line 4): cannot read 'e2-e"),
        "{}",
        &out[..out.len().min(2000)]
    );
}
