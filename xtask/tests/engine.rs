//! The engine's commands: `play --engine`, `analyse` and `engine-bench`,
//! run as `cargo xtask` runs them, with their refusals of bad input (one
//! line, status 2).

use crate::runs::run_with_input as run;
use std::path::{Path, PathBuf};

/// A fresh folder for this test's files.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("engine")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Replays a game file as `verify-games` does; the turns replayed.
fn replays(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    let file = cvpages::GameFile::parse(&text).unwrap();
    let report = cvpages::replay(&file).unwrap();
    assert_eq!(report.problems(), &[] as &[String], "{}", report.render());
    report.turns_replayed()
}

#[test]
fn the_engine_answers_a_persons_turn() {
    let dir = folder("answers");
    let saved = dir.join("game.game");
    let script = format!("e4\nsave {}\n", saved.display());
    let (status, out, err) = run(
        &["play", "chess", "--engine", "black", "--limit", "depth 2"],
        &script,
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(
        out.contains("the engine plays black (depth 2 a turn)"),
        "{out}"
    );
    assert!(out.contains("1. e4\n"), "{out}");
    let reply = out.lines().find(|l| l.starts_with("1... ")).expect(&out);
    let engine = out.lines().find(|l| l.starts_with("engine: ")).expect(&out);
    assert!(engine.contains("at depth 2"), "{engine}");
    assert_eq!(replays(&saved), 2, "{reply}");
}

#[test]
fn undo_against_the_engine_takes_back_its_reply_too() {
    let (status, out, _) = run(
        &["play", "forward", "--engine", "white", "--limit", "depth 1"],
        "undo\nposition\n",
    );
    assert_eq!(status, 0);
    // The engine moved first; taking back leaves it to move, so it moves
    // again at once: two engine turns in all, and the start in between.
    assert_eq!(out.matches("engine: ").count(), 2, "{out}");
    assert!(out.contains("took back 1."), "{out}");
}

#[test]
fn the_engine_plays_both_sides_to_the_end_and_prints_the_game() {
    let (status, out, err) = run(
        &[
            "play",
            "chess",
            "--engine",
            "both",
            "--limit",
            "depth 3",
            "--fen",
            "7k/R7/8/8/8/8/8/1R4K1 b - - 0 1",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("1... Kg8"), "{out}");
    assert!(out.contains("2. Rb8#"), "{out}");
    assert!(
        out.contains("# note: game over: white wins by checkmate"),
        "{out}"
    );
    assert!(
        out.contains("start: 7k/R7/8/8/8/8/8/1R4K1 b - - 0 1"),
        "{out}"
    );
}

#[test]
fn analyse_finds_the_sample_turn_and_refutes_the_side_lines_mate() {
    let (status, out, err) = run(
        &[
            "analyse",
            "../multimove/games/sample-turn.game",
            "--limit",
            "depth 1",
            "--mate",
            "1",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(
        out.starts_with("White to move and win (the sample turn): multimove\n"),
        "{out}"
    );
    let line = out.lines().find(|l| l.starts_with("1. ")).expect(&out);
    assert!(line.contains("win in 1"), "{line}");
    assert!(line.contains("mate search: win in 1 ("), "{line}");
    let (status, out, _) = run(
        &[
            "analyse",
            "../momentum/games/third-game.game",
            "--turn",
            "4",
            "--limit",
            "depth 1",
            "--mate",
            "1",
        ],
        "",
    );
    assert_eq!(status, 0);
    let line = out
        .lines()
        .find(|l| l.starts_with("variation before 3... / 4. "))
        .expect(&out);
    assert!(line.contains("mate search: no win within 1"), "{line}");
    assert!(line.contains("[illegal ("), "{line}");
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    for (args, expected) in [
        (
            vec!["play", "chess", "--engine", "red"],
            "error: --engine 'red' must be white, black or both\n",
        ),
        (
            vec!["play", "chess", "--limit", "fast"],
            "error: --limit: limit 'fast' is not a time (1s, 250ms), a node count (10000 nodes) or a depth (depth 4)\n",
        ),
        (
            vec!["analyse", "no-such-file.game"],
            "error: cannot read 'no-such-file.game': ",
        ),
        (
            vec!["analyse", "../Cargo.toml"],
            "error: '../Cargo.toml': line 1: ",
        ),
        (
            vec!["analyse", "../multimove/games/sample-turn.game", "--turn", "9"],
            "error: '../multimove/games/sample-turn.game': the main line has no turn 9\n",
        ),
        (
            vec!["analyse", "../multimove/games/sample-turn.game", "--mate", "99"],
            "error: --mate '99' must be a whole number from 0 to 10\n",
        ),
        (
            vec!["engine-bench", "--variant", "shogi"],
            "error: invalid value 'shogi' for '--variant <NAME>'",
        ),
        (
            vec!["engine-bench", "--opponent", "strong"],
            "error: --opponent 'strong' must be random, greedy, uci:COMMAND or self:REV\n",
        ),
        (
            vec!["engine-bench", "--games", "0"],
            "error: --games '0' must be a whole number from 1 to 100000\n",
        ),
    ] {
        let (status, out, err) = run(&args, "");
        assert_eq!(status, 2, "{args:?}: {out}{err}");
        assert!(err.starts_with(expected), "{args:?}: {err}");
        // A usage error clap finds is its error: line, then its usage and
        // tips (the names of the variants here); the others are one line.
        if !expected.starts_with("error: invalid value") {
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        }
    }
}

#[test]
fn the_benchmark_prints_its_table_and_saves_games_that_replay() {
    let dir = folder("bench");
    let dir_text = dir.display().to_string();
    let (status, out, err) = run(
        &[
            "engine-bench",
            "--variant",
            "forward",
            "--games",
            "2",
            "--limit",
            "depth 1",
            "--max-turns",
            "8",
            "--save",
            &dir_text,
            "--self-play",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(
        out.contains("forward v random game 2/2: engine black, "),
        "{out}"
    );
    let heading = out
        .lines()
        .position(|l| l.starts_with("variant "))
        .expect(&out);
    let rows: Vec<&str> = out.lines().skip(heading + 1).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(
        rows[0].starts_with("forward                  random       2 "),
        "{out}"
    );
    assert!(
        rows[1].starts_with("forward                  greedy       2 "),
        "{out}"
    );
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let names: Vec<String> = files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "forward-greedy-001.game",
            "forward-greedy-002.game",
            "forward-random-001.game",
            "forward-random-002.game",
            "forward-self-play.game",
        ]
    );
    for f in &files {
        assert!(replays(f) > 0, "{}", f.display());
    }
    // Run again into the same folder: a file there is kept, the line
    // says so, and the others are kept as well.
    let kept = dir.join("forward-self-play.game");
    std::fs::write(&kept, "precious\n").unwrap();
    let (status, out, err) = run(
        &[
            "engine-bench",
            "--variant",
            "forward",
            "--games",
            "1",
            "--limit",
            "depth 1",
            "--max-turns",
            "2",
            "--save",
            &dir_text,
            "--self-play",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(
        out.contains(&format!("'{}' exists already\n", kept.display())),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "precious\n");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 5);
}

/// The benchmark's perft speed stops at Multimove's first depth: White's
/// first turn spends half the points, so the start's own count foretold a
/// quick second depth, which is 105 million turns (minutes; the benchmark
/// sat in it before playing a game). Fails, after those minutes, on the
/// estimate that looked at the start only.
#[test]
fn the_perft_speed_of_multimove_stays_at_depth_one() {
    let variant = cvpages::multimove::MultimoveChess::with_options("").unwrap();
    let (depth, speed) = xtask::engine_bench::perft_speed(&variant);
    assert_eq!(depth, 1);
    assert!(speed > 0.0);
}
