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
        "error: unknown variant 'shogi': expected one of chess, heavy-gravity, forward, multimove, multimove-heavy-gravity, momentum, edge-of-world",
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
        "error: unknown variant 'shogi': expected one of chess, heavy-gravity, forward, multimove, multimove-heavy-gravity, momentum, edge-of-world",
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
    let status = xtask::cli::verify_games(&root, None, None, false, false, &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    std::fs::remove_dir_all(&root).unwrap();
    assert_eq!(status, 1, "{out}");
    for expected in [
        "FAIL chess                    The Opera Game with a changed move",
        "demo/games/opera-changed-move.game: 10. (line 23): cannot read 'Nxb6': 'Nxb6' names no move here: no legal move of that piece reaches b6; the replay stops here",
        "FAIL chess                    The Opera Game with an illegal move nobody declared",
        "demo/games/opera-undeclared-illegal.game: 7. (line 17): illegal not declared: step 1 (f3f7) is illegal: the Queen on f3 cannot move to f7 that way",
        "FAIL chess                    The Opera Game with a deviation declared that does not happen",
        "demo/games/opera-declared-but-legal.game: 2. (line 7): declared illegal did not happen",
        "3 games, 35 turns replayed, 2 deviations found (0 declared): 0 passed, 3 failed",
    ] {
        assert!(out.contains(expected), "missing:\n{expected}\nin:\n{out}");
    }
}
