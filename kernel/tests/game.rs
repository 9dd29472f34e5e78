//! `Game` on FIDE chess, against facts of the game itself: the Fool's
//! mate, a threefold repetition by Knight moves, a stalemate, and the
//! record it writes replayed by the kernel's replay.

use kernel::chess;
use kernel::chesslike::Chesslike;
use kernel::game::{AnyGame, ClaimError, Game, PlayError, Undone};
use kernel::options::{Options, OptionsError};
use kernel::replay::{replay, GameFile};
use kernel::{Color, EndReason, GameResult, Outcome, Variant};

fn fide() -> Game<Chesslike> {
    Game::new(chess::fide())
}

/// Plays `turns`, each of which must be legal.
#[track_caller]
fn play_all<V: kernel::Variant>(game: &mut Game<V>, turns: &[&str]) {
    for turn in turns {
        if let Err(e) = game.play(turn) {
            panic!("{turn}: {e}");
        }
    }
}

/// The record replays with the kernel's replay (what `verify-games`
/// does) without a problem, turn for turn.
#[track_caller]
fn replays(game: &Game<Chesslike>, turns: usize) -> String {
    let text = game.game_file("a test", "kernel/tests/game.rs");
    let file = GameFile::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let report = replay(&chess::fide(), &file).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(report.problems(), &[] as &[String], "{text}");
    assert_eq!(report.turns_replayed(), turns, "{text}");
    report.render()
}

#[test]
fn fools_mate_ends_the_game_and_undo_reopens_it() {
    let mut game = fide();
    play_all(&mut game, &["f3", "e5", "g4"]);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.play("Qh4#").unwrap(), "Qh4#");
    let mate = Outcome {
        result: GameResult::Win(Color::Black),
        reason: EndReason::Checkmate,
    };
    assert_eq!(game.outcome(), Some(mate));
    assert!(game.in_check());
    assert_eq!(game.side_to_move(), Color::White);
    assert!(game.legal_turns().is_empty());
    assert_eq!(game.count_legal_turns(), 0);
    // Over is over, whatever is written: a legal-looking move, nonsense.
    for text in ["a3", "Kf2", "zz"] {
        assert_eq!(
            game.play(text),
            Err(PlayError::GameOver {
                text: kernel::excerpt::Excerpt::new(text),
                outcome: mate
            })
        );
    }
    let report = replays(&game, 4);
    assert!(
        report.contains("game over: black wins by checkmate"),
        "{report}"
    );
    match game.undo() {
        Some(Undone::Turn { notation, steps }) => {
            assert_eq!(notation, "Qh4#");
            assert_eq!(steps.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(game.outcome(), None);
    assert_eq!(game.count_legal_turns(), 30);
    assert_eq!(game.turns().len(), 3);
}

/// The start position occurs for the third time after the Knights go out
/// and back twice: a draw a player may claim (FIDE Laws 9.2), which only a
/// game that keeps its history can see, since the position itself is the
/// start again.
#[test]
fn the_game_keeps_the_history_that_repetition_needs() {
    let mut game = fide();
    let dance = ["Nf3", "Nf6", "Ng1", "Ng8"];
    play_all(&mut game, &dance);
    play_all(&mut game, &dance[..3]);
    assert!(game.claim(Color::Black, "threefold-repetition").is_err());
    play_all(&mut game, &dance[3..]);
    // A claim, not the end of the game.
    assert_eq!(game.outcome(), None);
    assert_eq!(game.history().len(), 8);
    // The same position as the start for repetition (the clocks differ).
    let key = |p| game.variant().repetition_key(p);
    assert_eq!(key(game.position()), key(game.start()));
    let draw = Outcome {
        result: GameResult::Draw,
        reason: EndReason::Repetition,
    };
    assert_eq!(game.claim(Color::White, "threefold-repetition"), Ok(draw));
    assert_eq!(game.outcome(), Some(draw));
    assert!(game
        .game_file("t", "s")
        .ends_with("\n4... Ng8\nwhite claims threefold-repetition\n# note: game over: draw by threefold repetition\n"));
    let report = replays(&game, 8);
    assert!(
        report.contains("game over: draw by threefold repetition"),
        "{report}"
    );
    // Undo withdraws the claim, then the turn.
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.history().len(), 8);
    game.undo();
    assert_eq!(game.history().len(), 7);
}

#[test]
fn undo_walks_back_through_every_position() {
    let mut game = fide();
    let mut texts = vec![game.position_text()];
    for turn in [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
    ] {
        game.play(turn).unwrap();
        texts.push(game.position_text());
    }
    // The Najdorf, as every opening book gives it.
    assert_eq!(
        game.position_text(),
        "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6"
    );
    while let Some(undone) = game.undo() {
        texts.pop();
        assert!(matches!(undone, Undone::Turn { .. }));
        assert_eq!(Some(&game.position_text()), texts.last());
    }
    assert_eq!(texts.len(), 1);
    assert!(game.turns().is_empty() && game.history().is_empty());
}

#[test]
fn turns_given_as_steps_play_as_their_notation_does() {
    let game = fide();
    let turns = game.legal_turns();
    assert_eq!(turns.len(), 20);
    for turn in &turns {
        let mut by_steps = fide();
        let written = by_steps.play_turn(turn).unwrap();
        let mut by_text = fide();
        assert_eq!(by_text.play(&written).unwrap(), written);
        assert_eq!(by_steps.position(), by_text.position());
        assert_eq!(by_steps.turns()[0].steps(), &turn[..]);
    }
}

#[test]
fn errors_say_what_was_written_and_what_is_wrong() {
    let mut game = fide();
    let check = |game: &mut Game<Chesslike>, text: &str, expected: &str| {
        let before = game.position_text();
        let err = game.play(text).unwrap_err();
        assert_eq!(err.to_string(), expected, "{text:?}");
        assert_eq!(game.position_text(), before, "an error changes nothing");
    };
    // Unreadable: the notation reader finds no turn.
    check(
        &mut game,
        "Nf9",
        "'Nf9' is not a turn here: 'Nf9' names no move here: square 'f9' is off the 8x8 board",
    );
    check(
        &mut game,
        "Ke2",
        "'Ke2' is not a turn here: 'Ke2' names no move here: no legal move of that piece reaches e2",
    );
    // Illegal: it reads as a step, which the rules refuse.
    check(
        &mut game,
        "e1e2",
        "'e1e2' is illegal: step 1 (e1e2) is illegal: the King on e1 cannot move to e2: e2 holds one of white's own pieces",
    );
    // What is quoted is an excerpt: one line, at most 40 characters.
    let long = format!("e4\n{}", "x".repeat(10_000));
    let err = game.play(&long).unwrap_err().to_string();
    assert!(
        err.starts_with(r"'e4\nxxxxxxxx")
            && err.contains("'... (10003 characters) is not a turn here"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
    assert!(err.len() < 300, "{err}");
}

#[test]
fn a_pinned_piece_names_the_rule_it_breaks() {
    let mut game = Game::from_position(chess::fide(), "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1").unwrap();
    let err = game.play("Be2-d3").unwrap_err();
    assert!(matches!(err, PlayError::Illegal { .. }));
    assert_eq!(
        err.to_string(),
        "'Be2-d3' is illegal: step 1 (e2d3) is illegal: it leaves the King in check"
    );
}

#[test]
fn a_game_from_position_text_writes_its_start_and_numbers_from_black() {
    let start = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    let mut game = Game::from_position(chess::fide(), start).unwrap();
    play_all(&mut game, &["Kd7", "e4", "Kc6"]);
    let labels: Vec<String> = game.turns().iter().map(|t| t.label()).collect();
    assert_eq!(labels, ["1...", "2.", "2..."]);
    let text = game.game_file("  a\ntitle  ", "");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "title: a title",
            "source: not given",
            "variant: chess",
            &format!("start: {start}"),
            "",
            "1... Kd7",
            "2. e4",
            "2... Kc6",
        ]
    );
    replays(&game, 3);
    let err = Game::from_position(chess::fide(), "8/8/8 w").unwrap_err();
    assert!(!err.to_string().is_empty());
}

#[test]
fn set_start_forgets_the_game_and_keeps_it_on_error() {
    let mut game = fide();
    game.play("e4").unwrap();
    assert!(game.set_start("not a position").is_err());
    assert_eq!(game.turns().len(), 1);
    game.set_start("7k/8/8/8/8/8/8/KQ6 w - - 0 1").unwrap();
    assert!(game.turns().is_empty());
    game.play("Qg6").unwrap();
    assert_eq!(game.outcome().unwrap().to_string(), "draw by stalemate");
}

#[test]
fn options_are_recorded_in_one_line() {
    let fide_with = |text: &str| -> Result<Chesslike, OptionsError> {
        Options::parse(text)?.finish(&[])?;
        Ok(chess::fide())
    };
    let game = Game::with_options(" \n ", fide_with).unwrap();
    assert_eq!(game.options(), "");
    assert!(!game.game_file("t", "s").contains("options:"));
    let err = Game::with_options("castling=off", fide_with).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown option 'castling': this variant has no options"
    );
    // A variant that takes anything, to see the text written.
    let game = Game::with_options("a=1,\n b=2", |_| Ok::<_, OptionsError>(chess::fide())).unwrap();
    assert_eq!(game.options(), "a=1, b=2");
    assert!(game.game_file("t", "s").contains("\noptions: a=1, b=2\n"));
}

#[test]
fn claims_the_variant_does_not_offer_are_refused() {
    let mut game = fide();
    assert_eq!(game.claims(), ["threefold-repetition", "fifty-moves"]);
    let err = game.claim(Color::White, "fifty-move-win").unwrap_err();
    assert_eq!(
        err.to_string(),
        "no claim 'fifty-move-win' in this variant: the claims are threefold-repetition, fifty-moves"
    );
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    assert!(matches!(
        game.claim(Color::White, "anything"),
        Err(ClaimError::GameOver { .. })
    ));
    assert_eq!(
        game.claim(Color::White, "anything")
            .unwrap_err()
            .to_string(),
        "the game is over (black wins by checkmate): white cannot claim 'anything'"
    );
}

#[test]
fn any_game_is_the_same_game_as_text() {
    let mut game: Box<dyn AnyGame> = Box::new(fide());
    assert_eq!(game.variant_name(), "chess");
    assert_eq!(game.options(), "");
    let mut turns = game.legal_turns();
    turns.sort();
    assert_eq!(turns.len(), 20);
    assert!(turns.contains(&"Nf3".to_string()) && turns.contains(&"a4".to_string()));
    assert_eq!(game.count_legal_turns(), 20);
    assert_eq!(game.play("g2g4").unwrap(), "g4");
    assert_eq!(game.play("e5").unwrap(), "e5");
    assert_eq!(game.played(), ["g4", "e5"]);
    assert_eq!(game.side_to_move(), Color::White);
    assert!(!game.in_check());
    assert!(game.diagram().contains("P"));
    assert_eq!(
        game.position_text(),
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/8/PPPPPP1P/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(game.claims(), ["threefold-repetition", "fifty-moves"]);
    // After 1. g4 e5: 14 moves of the seven pawns still home, g4g5, four
    // Knight moves, and the Bishop through g2 to h3 (f1g2, f1h3).
    let mut coordinates = game.coordinate_turns();
    coordinates.sort();
    assert_eq!(coordinates.len(), 21);
    for expected in ["g4g5", "h2h4", "b1a3", "g1f3", "f1g2", "f1h3"] {
        assert!(coordinates.contains(&expected.to_string()), "{expected}");
    }
    assert!(game.game_file("t", "s").ends_with("\n1. g4\n1... e5\n"));
    assert_eq!(game.undo().as_deref(), Some("e5"));
    assert_eq!(game.undo().as_deref(), Some("g4"));
    assert_eq!(game.undo(), None);
    assert_eq!(game.outcome(), None);
}
