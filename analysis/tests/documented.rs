//! The mate search on the documented games (issue 20): the Multimove
//! sample turn, "White to move and win", is a win in one turn, and in the
//! third Momentum game's side line Betza's "4.(HFD)f4-f7,(RN)f5:g7++
//! mate" has no win behind it: White has no turn that wins at once, nor
//! (behind `#[ignore]`) a win in two turns.

use analysis::analyse::walk;
use engine::mate::{MateSearch, MateVerdict};
use engine::Limits;
use kernel::replay::GameFile;
use kernel::{EndReason, GameResult, Variant};
use std::time::Duration;

fn file(path: &str) -> GameFile {
    let text = std::fs::read_to_string(path).unwrap();
    GameFile::parse(&text).unwrap()
}

/// A generous limit: these searches take milliseconds to seconds, and
/// the limit only guards against a hang.
const LIMIT: Limits = Limits::time(Duration::from_secs(600));

#[test]
fn the_multimove_sample_turn_wins_in_one_turn() {
    let game = file("../multimove/games/sample-turn.game");
    let variant = cvpages::multimove::MultimoveChess::with_options(&game.options).unwrap();
    let start = variant
        .read_position(game.start.as_deref().unwrap())
        .unwrap();
    let mut search = MateSearch::new(&variant);
    let report = search.find(&variant, &start, &[], 1, &LIMIT);
    let MateVerdict::Win { turns: 1, line } = &report.verdict else {
        panic!("{:?}", report.verdict);
    };
    println!(
        "found {} in {:?}",
        variant.write_turn(&start, &line[0]),
        report.elapsed
    );
    // Checked apart from the search: the turn is legal and mates.
    let after = variant.play_turn(&start, &line[0]).unwrap();
    let outcome = variant.outcome(&after, &[]).unwrap();
    assert_eq!(outcome.result, GameResult::Win(kernel::Color::White));
    assert_eq!(outcome.reason, EndReason::Checkmate);
    // The text's own turn is one of the winning turns.
    let text = variant
        .read_turn(&start, "N c6xb4, N c3-b5, Q a1-d4++")
        .unwrap();
    let after = variant.play_turn(&start, &text).unwrap();
    assert_eq!(
        variant.outcome(&after, &[]).map(|o| o.reason),
        Some(EndReason::Checkmate)
    );
}

/// The position before White's 4th turn of the side line "variation
/// before 3...", with its history.
fn side_line_position() -> (
    cvpages::momentum::Momentum,
    cvpages::momentum::Position,
    Vec<u64>,
) {
    let game = file("../momentum/games/third-game.game");
    let variant = cvpages::momentum::Momentum::with_options(&game.options).unwrap();
    let mut found = None;
    walk(&variant, &game, &mut |w| {
        if w.label == "variation before 3... / 4." {
            assert!(w.turn.text.starts_with("(HFD)f4-f7,(RN)f5:g7++"));
            found = Some((w.before.clone(), w.history.to_vec()));
        }
    })
    .unwrap();
    let (p, h) = found.expect("the side line's 4th turn is replayed");
    (variant, p, h)
}

#[test]
fn the_third_momentum_games_side_line_has_no_mate_at_4() {
    let (variant, p, history) = side_line_position();
    let mut search = MateSearch::new(&variant);
    let report = search.find(&variant, &p, &history, 1, &LIMIT);
    println!(
        "{:?} in {:?}, {:?}",
        report.verdict, report.elapsed, report.counters
    );
    assert_eq!(report.verdict, MateVerdict::NoWin { within: 1 });
    // Every White turn was looked at: the search is exhaustive.
    assert_eq!(report.counters.turns, variant.count_turns(&p));
}

/// About 2 s in the test profile on an idle machine.
#[test]
#[ignore = "about 2 s: a win in two turns searched through"]
fn the_third_momentum_games_side_line_has_no_win_in_two_turns() {
    let (variant, p, history) = side_line_position();
    let mut search = MateSearch::new(&variant);
    let report = search.find(&variant, &p, &history, 2, &LIMIT);
    println!(
        "{:?} in {:?}, {:?}",
        report.verdict, report.elapsed, report.counters
    );
    assert_eq!(report.verdict, MateVerdict::NoWin { within: 2 });
}
