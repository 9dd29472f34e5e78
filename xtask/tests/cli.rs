//! The command line: results on good input, one line and status 2 on bad.

fn run(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = xtask::cli::run(&args, &mut out, &mut err);
    (
        status,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

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

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    bad(
        &["perft", "shogi", "3"],
        "error: unknown variant 'shogi': expected one of chess",
    );
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
        "error: variant 'chess': takes no options, not 'armies=nutty-knights,forward-fides'",
    );
    bad(
        &["perft"],
        "error: the following required arguments were not provided:",
    );
    bad(
        &["perft", "chess", "3", "--frobnicate"],
        "error: unexpected argument '--frobnicate' found",
    );
    bad(&["fly"], "error: unrecognized subcommand 'fly'");
    bad(
        &["verify-games", "--variant", "shogi"],
        "error: unknown variant 'shogi': expected one of chess",
    );
    bad(
        &["verify-games", "--game", "no-such-game"],
        "error: no game file named 'no-such-game.game' in any crate's games/ folder",
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
    assert_eq!(err.lines().count(), 1, "{err}");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["verify-games", "--update", "--nonsense"])
        .output()
        .expect("the xtask binary runs");
    assert_eq!(output.status.code(), Some(2));
}
