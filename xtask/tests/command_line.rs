//! `cargo xtask perft` and `verify-games` on every variant: a result on good
//! input, one line and exit status 2 on bad (a usage error adds clap's
//! usage under its one `error:` line).

use crate::runs::run;

#[test]
fn every_variant_counts_and_refuses_bad_input_in_one_line() {
    for name in cvpages::names() {
        let (status, out, err) = run(&["perft", name, "1"]);
        assert_eq!(status, 0, "{name}: {err}");
        let last = out.lines().last().unwrap_or_default();
        assert!(last.starts_with("nodes "), "{name}: {out}");
        for bad in [
            vec!["perft", name, "0"],
            vec!["perft", name, "2", "--fen", "not a position"],
            vec!["perft", name, "2", "--fen", ""],
            vec!["perft", name, "two"],
            vec!["verify-games", "--variant", name, "--game", "no-such-game"],
        ] {
            let (status, out, err) = run(&bad);
            assert_eq!(status, 2, "{bad:?}: {out}{err}");
            assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
            assert!(err.starts_with("error: "), "{bad:?}: {err}");
        }
        let (status, _, err) = run(&["perft", name]);
        assert_eq!(status, 2, "{name}: {err}");
        assert_eq!(
            err.lines().next(),
            Some("error: the following required arguments were not provided: <DEPTH>"),
            "{name}: {err}"
        );
    }
}

#[test]
fn armies_reach_momentum_and_no_other_variant() {
    let (status, out, _) = run(&[
        "perft",
        "momentum",
        "1",
        "--armies",
        "remarkable-rookies,nutty-knights",
    ]);
    assert_eq!(status, 0);
    assert_eq!(out.lines().last(), Some("nodes 24"));
    let (status, _, err) = run(&["perft", "momentum", "1", "--armies", "nutty-knights"]);
    assert_eq!(status, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    let (status, _, err) = run(&[
        "perft",
        "forward",
        "1",
        "--armies",
        "nutty-knights,nutty-knights",
    ]);
    assert_eq!(status, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
}
