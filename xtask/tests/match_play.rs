//! `engine-bench --opponent uci:COMMAND`: the match harness driven with
//! this project's own UCI engine as the opponent (no outside engine is
//! needed), a scripted engine that answers an illegal move, the Elo
//! formula against a hand-computed case, and the translation of moves to
//! and from UCI's notation on castling, promotion and en passant.

use crate::runs::run_with_input;
use std::path::{Path, PathBuf};
use xtask::match_play::elo::{elo_of_score, EloEstimate};
use xtask::match_play::uci_moves::{from_uci, to_uci};

fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("match_play")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Replays every game file of `dir` as `verify-games` does; how many.
fn replay_all(dir: &Path) -> usize {
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let file = cvpages::GameFile::parse(&text).unwrap();
        let report = cvpages::replay(&file).unwrap();
        assert_eq!(report.problems(), &[] as &[String], "{}", report.render());
        assert!(report.turns_replayed() > 0, "{}", path.display());
        n += 1;
    }
    n
}

/// The games, wins, draws and losses of the match's result line.
fn result_line(out: &str) -> (u32, u32, u32, u32) {
    let line = out
        .lines()
        .find(|l| l.contains(" wins, "))
        .unwrap_or_else(|| panic!("no result line: {out}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = |word: &str| -> u32 {
        let i = words
            .iter()
            .position(|w| w.trim_end_matches(',') == word)
            .unwrap();
        words[i - 1].parse().unwrap()
    };
    let games = words[words.iter().position(|w| *w == "of").unwrap() + 1]
        .parse()
        .unwrap();
    (games, at("wins"), at("draws"), at("losses"))
}

fn own_engine() -> String {
    format!("uci:{} uci", env!("CARGO_BIN_EXE_xtask"))
}

#[test]
fn a_match_against_our_own_uci_engine_counts_every_game_and_saves_games_that_replay() {
    for (variant, games, turns) in [("chess", "4", "40"), ("multimove", "2", "8")] {
        let dir = folder(variant);
        let save = dir.to_string_lossy().into_owned();
        let opponent = own_engine();
        let (status, out, err) = run_with_input(
            &[
                "engine-bench",
                "--variant",
                variant,
                "--opponent",
                &opponent,
                "--limit",
                "depth 1",
                "--games",
                games,
                "--max-turns",
                turns,
                "--opening-plies",
                "2",
                "--save",
                &save,
            ],
            "",
        );
        assert_eq!((status, err.as_str()), (0, ""), "{out}");
        let (n, w, d, l) = result_line(&out);
        assert_eq!(n.to_string(), games, "{out}");
        assert_eq!(w + d + l, n, "{out}");
        assert!(out.contains("go depth 1"), "{out}");
        assert!(out.contains("Elo "), "{out}");
        // Nothing forfeited: every move of our own engine is legal.
        assert!(!out.contains("forfeits"), "{out}");
        assert_eq!(replay_all(&dir).to_string(), games, "{out}");
    }
}

#[test]
fn an_illegal_move_from_the_opponent_loses_it_the_game_in_one_line() {
    let dir = folder("illegal");
    let script = dir.join("engine.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
         uci) echo 'id name scripted'; echo uciok;;\n\
         isready) echo readyok;;\n\
         go*) echo 'bestmove e2e5';;\n\
         quit) exit 0;;\n\
         esac; done\n",
    )
    .unwrap();
    let opponent = format!("uci:sh {}", script.display());
    let (status, out, err) = run_with_input(
        &[
            "engine-bench",
            "--variant",
            "chess",
            "--opponent",
            &opponent,
            "--limit",
            "depth 1",
            "--games",
            "2",
            "--opening-plies",
            "0",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert_eq!(result_line(&out), (2, 2, 0, 0), "{out}");
    // White's e2e5 is no move: the forfeit quotes it and says why.
    let line = out.lines().find(|l| l.contains("game 2/2")).unwrap();
    assert!(
        line.contains("the opponent forfeits: its turn 1 'e2e5': "),
        "{line}"
    );
}

#[test]
fn an_opponent_that_does_not_start_is_one_line_and_status_1() {
    let (status, out, err) = run_with_input(
        &[
            "engine-bench",
            "--variant",
            "chess",
            "--opponent",
            "uci:/no/such/engine",
            "--games",
            "2",
        ],
        "",
    );
    assert_eq!(status, 1, "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: cannot start '/no/such/engine'"),
        "{err}"
    );
}

#[test]
fn a_match_refuses_bad_arguments_in_one_line() {
    for (args, expected) in [
        (
            vec!["engine-bench", "--opponent", "uci:x"],
            "needs exactly one --variant",
        ),
        (
            vec!["engine-bench", "--variant", "chess", "--opponent", "self:"],
            "names no revision",
        ),
        (
            vec![
                "engine-bench",
                "--variant",
                "chess",
                "--opponent",
                "self:no-such-revision-anywhere",
            ],
            "no such revision",
        ),
        (
            vec![
                "engine-bench",
                "--variant",
                "chess",
                "--opponent",
                "uci:x",
                "--opponent-option",
                "Threads",
            ],
            "must be NAME=VALUE",
        ),
        (
            vec!["engine-bench", "--opponent-limit", "movetime 100"],
            "are for a match",
        ),
    ] {
        let (status, _, err) = run_with_input(&args, "");
        assert_eq!(status, 2, "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn the_elo_estimate_matches_a_hand_computed_case() {
    // 6 wins, 2 draws, 2 losses: s = 0.7, Elo = -400 log10(1/0.7 - 1) =
    // 147.19; per-game variance (6 * 0.3^2 + 2 * 0.2^2 + 2 * 0.7^2) / 10 =
    // 0.16, so the score's 95% margin is 1.96 * sqrt(0.16 / 10) = 0.24792,
    // and the interval is s = 0.45208 .. 0.94792, Elo -33.40 .. +504.05
    // (worked by hand and with a calculator).
    let e = EloEstimate::from_results(6, 2, 2).unwrap();
    assert!((e.score - 0.7).abs() < 1e-12);
    assert!((e.elo - 147.19).abs() < 0.01, "{e:?}");
    assert!((e.low - -33.40).abs() < 0.01, "{e:?}");
    assert!((e.high - 504.05).abs() < 0.01, "{e:?}");
    assert_eq!(e.to_string(), "score 70.0%, Elo +147 (95%: -33 to +504)");
    // Even is 0; a clean sweep is infinite, and says so.
    assert_eq!(elo_of_score(0.5), 0.0);
    assert_eq!(
        EloEstimate::from_results(1, 0, 1).unwrap().to_string(),
        "score 50.0%, Elo +0 (95%: -inf to +inf)"
    );
    assert_eq!(
        EloEstimate::from_results(0, 0, 6).unwrap().to_string(),
        "score 0.0%, Elo -inf (95%: -inf to -inf)"
    );
    assert!(EloEstimate::from_results(0, 0, 0).is_none());
    // 3 draws, 1 win: the interval is about the estimate, wider below.
    let e = EloEstimate::from_results(1, 3, 0).unwrap();
    assert!(e.low < e.elo && e.elo < e.high);
}

#[test]
fn moves_translate_to_and_from_uci_on_castling_promotion_and_en_passant() {
    use kernel::game::Game;
    use kernel::Variant;
    // Castling is the King's two-square move in both notations.
    let mut game = Game::from_position(
        kernel::chess::fide(),
        "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    let castle = game
        .legal_turns()
        .into_iter()
        .find(|t| game.variant().write_turn(game.position(), t) == "O-O")
        .unwrap();
    assert_eq!(
        to_uci(&game.write_coordinates(&castle), true).unwrap(),
        "e1g1"
    );
    assert_eq!(
        game.play_coordinates(&from_uci("e1g1").unwrap()).unwrap(),
        "O-O"
    );
    assert_eq!(
        game.play_coordinates(&from_uci("E8C8").unwrap()).unwrap(),
        "O-O-O"
    );
    // A promotion: Fairy-Stockfish's lower-case letter.
    let mut game =
        Game::from_position(kernel::chess::fide(), "8/4P2k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let promote = game
        .legal_turns()
        .into_iter()
        .find(|t| game.variant().write_turn(game.position(), t) == "e8=N")
        .unwrap();
    assert_eq!(
        to_uci(&game.write_coordinates(&promote), true).unwrap(),
        "e7e8n"
    );
    assert_eq!(
        game.play_coordinates(&from_uci("e7e8n").unwrap()).unwrap(),
        "e8=N"
    );
    // En passant: the Pawn's move to the square passed.
    let mut game =
        Game::from_position(kernel::chess::fide(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    let ep = game
        .legal_turns()
        .into_iter()
        .find(|t| game.variant().write_turn(game.position(), t) == "exd6")
        .unwrap();
    assert_eq!(to_uci(&game.write_coordinates(&ep), true).unwrap(), "e5d6");
    assert_eq!(
        game.play_coordinates(&from_uci("e5d6").unwrap()).unwrap(),
        "exd6"
    );
    // A turn of several steps goes only to an engine that reads commas.
    assert_eq!(to_uci("e2e3,e3e4", false).unwrap(), "e2e3,e3e4");
    assert!(to_uci("e2e3,e3e4", true)
        .unwrap_err()
        .contains("several steps"));
    for word in ["(none)", "0000", "", "e2e4;"] {
        assert!(from_uci(word).is_err(), "{word}");
    }
}
