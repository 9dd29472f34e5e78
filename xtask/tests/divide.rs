//! `cargo xtask perft --divide` in its three forms: the variant's notation,
//! Stockfish's (`--uci`) and tab-separated (`--tab`), the same lines in the
//! same order on any number of threads.

use crate::runs::run;
use test_support::Lcg64;

/// The standard output of a run that must succeed.
#[track_caller]
fn output(args: &[&str]) -> String {
    let (status, out, err) = run(args);
    assert_eq!(status, 0, "{args:?}: {err}");
    out
}

/// Stockfish's `go perft 2` and `go perft 3` from the start position, as
/// the chessprogramming wiki's perft page and any Stockfish print them (its
/// order: pawn moves one step, then two, then the Knights'): every first
/// move has 20 replies, and the depth-3 counts add up to the published
/// 8,902.
const STOCKFISH_DEPTH_2: &str = "a2a3: 20\nb2b3: 20\nc2c3: 20\nd2d3: 20\ne2e3: 20\nf2f3: 20\ng2g3: 20\nh2h3: 20\na2a4: 20\nb2b4: 20\nc2c4: 20\nd2d4: 20\ne2e4: 20\nf2f4: 20\ng2g4: 20\nh2h4: 20\nb1a3: 20\nb1c3: 20\ng1f3: 20\ng1h3: 20\n\nNodes searched: 400\n";

const STOCKFISH_DEPTH_3: &str = "a2a3: 380\nb2b3: 420\nc2c3: 420\nd2d3: 539\ne2e3: 599\nf2f3: 380\ng2g3: 420\nh2h3: 380\na2a4: 420\nb2b4: 421\nc2c4: 441\nd2d4: 560\ne2e4: 600\nf2f4: 401\ng2g4: 421\nh2h4: 420\nb1a3: 400\nb1c3: 440\ng1f3: 440\ng1h3: 400\n\nNodes searched: 8902\n";

/// The move lines of a Stockfish-style divide, sorted (Stockfish and we
/// list the moves in different orders; tools match them by move), and
/// everything from the blank line on, which must be identical.
fn split(text: &str) -> (Vec<&str>, &str) {
    let blank = text.find("\n\n").expect("a blank line before the total");
    let mut moves: Vec<&str> = text[..blank].lines().collect();
    moves.sort_unstable();
    (moves, &text[blank..])
}

#[test]
fn uci_divide_matches_stockfish_line_by_line() {
    for (depth, expected) in [("2", STOCKFISH_DEPTH_2), ("3", STOCKFISH_DEPTH_3)] {
        // The expected lines check themselves: 20 moves, counts adding up.
        let (lines, total) = split(expected);
        assert_eq!(lines.len(), 20);
        let sum: u64 = lines
            .iter()
            .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
            .sum();
        assert_eq!(total, format!("\n\nNodes searched: {sum}\n"));
        for threads in ["1", "3"] {
            let out = output(&[
                "perft",
                "chess",
                depth,
                "--divide",
                "--uci",
                "--threads",
                threads,
            ]);
            assert_eq!(split(&out), split(expected), "depth {depth}:\n{out}");
        }
    }
}

/// `--uci` is for the variants whose every turn is one move; the others
/// are refused in one line that says why and what to use instead.
#[test]
fn uci_divide_is_refused_where_a_turn_is_several_steps() {
    for v in cvpages::VARIANTS {
        let (status, out, err) = run(&["perft", v.name, "1", "--divide", "--uci"]);
        if v.one_move_turns {
            assert_eq!(status, 0, "{}: {err}", v.name);
            assert!(out.contains("\n\nNodes searched: "), "{}: {out}", v.name);
        } else {
            assert_eq!(status, 2, "{}: {out}", v.name);
            assert_eq!(
                err,
                format!(
                    "error: --uci writes turns as Stockfish's single moves, and a turn of {} may be several steps: use --tab\n",
                    v.name
                )
            );
        }
    }
}

/// The registry's `one_move_turns` is true: along a few pseudo-random
/// games of every variant, no turn of a variant that claims single moves
/// is written in coordinates with a comma (two steps), and each variant
/// that does not claim it has such a turn (found at its first or second
/// turn).
#[test]
fn one_move_turns_says_what_the_games_do() {
    for v in cvpages::VARIANTS {
        let mut several = false;
        for seed in 0..4u64 {
            let mut game = cvpages::open(v.name, "").expect("every variant opens");
            // The seed is stepped once before the first draw.
            let mut rng = Lcg64::new(seed);
            rng.next_u64();
            for _ in 0..12 {
                let turns = game.coordinate_turns();
                if turns.is_empty() {
                    break;
                }
                several |= turns.iter().any(|t| t.contains(','));
                if several {
                    // Found: a Multimove position further on may have
                    // millions of turns to list.
                    break;
                }
                let pick = &turns[rng.below(turns.len())];
                game.play_coordinates(pick).expect("a listed turn plays");
            }
        }
        assert_eq!(several, !v.one_move_turns, "{}", v.name);
    }
}

/// The tab form for every variant: one line per first turn, the turn and
/// the count apart at the one tab, the turns those the game lists (an
/// independent listing, through `cvpages::open`), a blank line and the
/// total, which is the count of the default form.
#[test]
fn tab_divide_parses_for_every_variant() {
    for name in cvpages::names() {
        let out = output(&["perft", name, "1", "--divide", "--tab"]);
        let (body, total) = out.split_once("\n\n").expect("a blank line");
        let mut turns = Vec::new();
        let mut sum = 0;
        for line in body.lines() {
            let (turn, count) = line.split_once('\t').expect("a tab");
            assert!(
                !count.contains('\t') && !turn.is_empty(),
                "{name}: {line:?}"
            );
            assert_eq!(count, "1", "{name}: {line:?}");
            sum += 1;
            turns.push(turn.to_string());
        }
        let mut listed = cvpages::open(name, "").expect("opens").legal_turns();
        listed.sort();
        turns.sort();
        assert_eq!(turns, listed, "{name}");
        assert_eq!(total, format!("nodes {sum}\n"), "{name}");
        let plain = output(&["perft", name, "1"]);
        assert_eq!(plain, format!("nodes {sum}\n"), "{name}");
    }
    // Depth 2, where the counts differ from turn to turn.
    let out = output(&["perft", "edge-of-world", "2", "--divide", "--tab"]);
    let (body, total) = out.split_once("\n\n").expect("a blank line");
    let sum: u64 = body
        .lines()
        .map(|l| l.split_once('\t').unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, format!("nodes {sum}\n"));
    assert_eq!(output(&["perft", "edge-of-world", "2"]), total);
}

/// Every form prints its lines in the order the variant lists its turns,
/// whatever the number of threads (the workers may finish in any order).
#[test]
fn divide_lines_keep_their_order_on_any_number_of_threads() {
    for name in ["chess", "momentum", "edge-of-world"] {
        for form in [&[][..], &["--uci"][..], &["--tab"][..]] {
            if form == ["--uci"] && name != "chess" {
                continue;
            }
            let args = |threads: &'static str| {
                let mut a = vec!["perft", name, "2", "--divide", "--threads", threads];
                a.extend_from_slice(form);
                a
            };
            let one = output(&args("1"));
            for threads in ["2", "5"] {
                assert_eq!(output(&args(threads)), one, "{name} {form:?} {threads}");
            }
        }
    }
}

/// The progress line: written to its own stream only, each time rewriting
/// the line in place (`\r` and erase to the end of the line), erased
/// before each divide line and at the end, so that the terminal is left
/// with the divide lines alone. Shown at once here (on the command line,
/// after a second, and only when standard error is a terminal).
#[test]
fn the_progress_line_is_rewritten_in_place_and_erased() {
    use xtask::perft_cmd::{DivideForm, PerftRequest};
    let (mut out, mut progress) = (Vec::new(), Vec::new());
    let request = PerftRequest {
        depth: 3,
        fen: None,
        divide: Some(DivideForm::Uci),
        bench: false,
        threads: 2,
        memory_mib: xtask::perft_cmd::DEFAULT_MEMORY_MIB,
        out: &mut out,
        progress: Some(&mut progress),
        progress_after: std::time::Duration::ZERO,
    };
    cvpages::with_variant("chess", "", request)
        .expect("chess opens")
        .expect("perft runs");
    let out = String::from_utf8(out).unwrap();
    assert_eq!(split(&out), split(STOCKFISH_DEPTH_3));
    let progress = String::from_utf8(progress).unwrap();
    assert!(
        progress.starts_with("\r\x1b[Kperft 3: ") && progress.ends_with("\r\x1b[K"),
        "{progress:?}"
    );
    assert!(
        progress.contains(" of 20 first turns counted, "),
        "{progress:?}"
    );
    assert!(!progress.contains('\n'), "{progress:?}");
}
