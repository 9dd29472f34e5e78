//! A game file's replay and a [`Game`] (what `cargo xtask play` holds)
//! judge the end of a game the same way: a repetition the players do not
//! claim lets both go on, and a line that goes on after the game has
//! ended is a deviation the report names, where the game refuses the turn.
//! Before, the replay went on after any end with no deviation, while the
//! game refused the next turn.

use kernel::game::{Game, PlayError};
use kernel::replay::{replay, GameFile, Report};

const HEADER: &str = "title: t\nsource: s\nvariant: chess\n";

/// The Knights out and back, from the start: four turns.
const DANCE: &str = "Nf3\nNf6\nNg1\nNg8\n";

/// `moves` (one a line, White's first) as turn lines of a game file.
fn numbered(moves: &str) -> String {
    moves
        .lines()
        .enumerate()
        .map(|(i, mv)| {
            let number = i / 2 + 1;
            if i % 2 == 0 {
                format!("{number}. {mv}\n")
            } else {
                format!("{number}... {mv}\n")
            }
        })
        .collect()
}

fn replayed(text: &str) -> Report {
    let file = GameFile::parse(text).expect("the game file reads");
    replay(&kernel::chess::fide(), &file).expect("the replay runs")
}

/// Plays the main line's turns with a [`Game`]: how many it played, and
/// the error of the first it refused.
fn played(text: &str) -> (usize, Option<PlayError>) {
    let file = GameFile::parse(text).expect("the game file reads");
    let mut game = Game::new(kernel::chess::fide());
    for (n, turn) in file.turns.iter().enumerate() {
        if let Err(e) = game.play(&turn.text) {
            return (n, Some(e));
        }
    }
    (file.turns.len(), None)
}

#[test]
fn a_game_file_plays_on_after_a_threefold_repetition_as_a_game_does() {
    // The start stands a third time after eight turns; nobody claims.
    let text = format!("{HEADER}{}", numbered(&format!("{DANCE}{DANCE}e4\ne5\n")));
    let report = replayed(&text);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.turns_replayed(), 10);
    let (n, refused) = played(&text);
    assert_eq!((n, refused), (10, None));
}

#[test]
fn a_turn_after_mate_is_a_deviation_the_report_names_and_a_game_refuses() {
    let text = format!("{HEADER}{}", numbered("f3\ne5\ng4\nQh4#\na3\n"));
    let report = replayed(&text);
    assert_eq!(
        report.problems(),
        &["2... (line 7): the game ends here (black wins by checkmate), but the line goes on at line 8".to_string()]
    );
    assert_eq!(report.deviations().len(), 1);
    assert_eq!(report.deviations()[0].line, 8);
    assert_eq!(report.deviations()[0].turn, "3.");
    assert_eq!(report.turns_replayed(), 4);
    let (n, refused) = played(&text);
    assert_eq!(n, 4);
    assert!(matches!(refused, Some(PlayError::GameOver { .. })));
}

#[test]
fn a_turn_after_a_fifth_repetition_is_a_deviation_and_a_game_refuses_it() {
    let moves = format!("{DANCE}{DANCE}{DANCE}{DANCE}e4\n");
    let text = format!("{HEADER}{}", numbered(&moves));
    let report = replayed(&text);
    assert_eq!(
        report.problems(),
        &["8... (line 19): the game ends here (draw by fivefold repetition), but the line goes on at line 20".to_string()]
    );
    assert!(report
        .render()
        .contains("STOP: 8... (line 19): the game ends here (draw by fivefold repetition)"));
    let (n, refused) = played(&text);
    assert_eq!(n, 16);
    assert!(matches!(refused, Some(PlayError::GameOver { .. })));
}
