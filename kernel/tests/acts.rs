//! The players' acts between turns (FIDE 5.1.2 resignation, 5.2.3 and 9.1
//! agreement, 9.2 and 9.3 claims), in a [`Game`] and in a game file: what
//! each does, when it is refused, that undo takes it back, and that the
//! game file a game writes replays to the same end.

use kernel::acts::{Act, PlayerAct};
use kernel::game::{ActError, Game, Undone};
use kernel::replay::{replay, DeviationKind, GameFile, Report};
use kernel::{chess, Color};
use test_support::XorShift64;

fn fide() -> Game<kernel::chesslike::Chesslike> {
    Game::new(chess::fide())
}

fn outcome(game: &Game<kernel::chesslike::Chesslike>) -> Option<String> {
    game.outcome().map(|o| o.to_string())
}

fn replayed(text: &str) -> Report {
    let file = GameFile::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    replay(&chess::fide(), &file).expect("the replay runs")
}

/// The last end of the game a report says, if any.
fn reported_end(report: &Report) -> Option<String> {
    report
        .render()
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("  game over: "))
        .map(str::to_string)
}

#[test]
fn either_player_may_resign_and_the_opponent_wins() {
    let mut game = fide();
    game.play("e4").unwrap();
    // White resigns on Black's move.
    assert_eq!(
        game.resign(Color::White).unwrap().to_string(),
        "black wins by resignation"
    );
    assert_eq!(outcome(&game), Some("black wins by resignation".into()));
    assert_eq!(
        game.play("e5").unwrap_err().to_string(),
        "the game is over (black wins by resignation): 'e5' cannot be played"
    );
    assert_eq!(
        game.resign(Color::Black).unwrap_err().to_string(),
        "the game is over (black wins by resignation): 'black resigns' comes too late"
    );
    let text = game.game_file("t", "s");
    assert!(
        text.ends_with("\n1. e4\nwhite resigns\n# note: game over: black wins by resignation\n")
    );
    let report = replayed(&text);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(
        reported_end(&report),
        Some("black wins by resignation".into())
    );
    // Undo takes the resignation back.
    assert_eq!(
        game.undo(),
        Some(Undone::Act(PlayerAct {
            player: Color::White,
            act: Act::Resign
        }))
    );
    assert_eq!(outcome(&game), None);
    assert_eq!(game.play("e5").unwrap(), "e5");
}

#[test]
fn a_draw_offer_stands_until_it_is_answered_or_the_opponent_plays() {
    // Offered with White's own move (FIDE 9.1.2.1): the offer stands over
    // White's turn, and Black accepts.
    let mut game = fide();
    game.offer_draw(Color::White).unwrap();
    game.play("e4").unwrap();
    assert_eq!(game.draw_offer(), Some(Color::White));
    assert_eq!(
        game.accept_draw(Color::Black).unwrap().to_string(),
        "draw by agreement"
    );
    assert!(game.game_file("t", "s").contains(
        "\nwhite offers draw\n1. e4\nblack accepts draw\n# note: game over: draw by agreement\n"
    ));

    // A turn of the opponent declines it (FIDE 9.1.2.3).
    let mut game = fide();
    game.play("e4").unwrap();
    game.offer_draw(Color::White).unwrap();
    game.play("e5").unwrap();
    assert_eq!(game.draw_offer(), None);
    assert_eq!(
        game.accept_draw(Color::Black).unwrap_err().to_string(),
        "black has no draw offer to answer: white has not offered a draw, or its offer has lapsed"
    );

    // Declined in words; then no offer stands.
    let mut game = fide();
    game.offer_draw(Color::Black).unwrap();
    assert_eq!(
        game.offer_draw(Color::White).unwrap_err(),
        ActError::OfferStanding {
            player: Color::White
        }
    );
    assert_eq!(
        game.accept_draw(Color::Black).unwrap_err(),
        ActError::NoOffer {
            player: Color::Black
        },
        "a player cannot accept its own offer"
    );
    game.decline_draw(Color::White).unwrap();
    assert_eq!(game.draw_offer(), None);
    assert!(game.decline_draw(Color::White).is_err());
    assert_eq!(outcome(&game), None);
    // Undo takes back the refusal and the offer stands again.
    assert!(matches!(game.undo(), Some(Undone::Act(_))));
    assert_eq!(game.draw_offer(), Some(Color::Black));
    assert_eq!(
        game.accept_draw(Color::White).unwrap().to_string(),
        "draw by agreement"
    );
    assert!(matches!(
        game.offer_draw(Color::White),
        Err(ActError::GameOver { .. })
    ));
}

#[test]
fn acts_read_from_game_files_are_made_as_a_game_makes_them() {
    let header = "title: t\nsource: s\nvariant: chess\n";
    // Every act line reads and replays.
    let report = replayed(&format!(
        "{header}white offers draw\n1. e4\nblack declines draw\n1... e5\n\
         black offers draw\n2. Nf3\n2... Nc6\nwhite offers draw\nblack accepts draw\n"
    ));
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(reported_end(&report), Some("draw by agreement".into()));
    let render = report.render();
    for line in [
        "\nwhite offers draw\n  ok: the offer stands\n",
        "\nblack declines draw\n  ok: the offer is declined\n",
        "\nblack accepts draw\n  ok: the draw is agreed\n  game over: draw by agreement\n",
    ] {
        assert!(render.contains(line), "{line}\n{render}");
    }
    // An answer with no offer standing is refused, as a game refuses it;
    // the file may declare it.
    let text = format!("{header}white offers draw\n1. e4\n1... e5\nwhite accepts draw\n");
    let refused = "white accepts draw (line 7): refused not declared: white has no draw offer to answer: black has not offered a draw, or its offer has lapsed";
    assert_eq!(replayed(&text).problems(), &[refused.to_string()]);
    let declared = text.replace("accepts draw\n", "accepts draw\n@refused: nobody offered\n");
    let report = replayed(&declared);
    assert_eq!(report.problems(), &[] as &[String]);
    assert_eq!(report.deviations()[0].kind, DeviationKind::Refused);
    // A resignation line ends the game; nothing may follow it.
    let report = replayed(&format!("{header}1. e4\nblack resigns\n1... e5\n"));
    assert_eq!(
        report.problems(),
        &["black resigns (line 5): the game ends here (white wins by resignation), but the line goes on at line 6".to_string()]
    );
    // The older form, a turn line `resign`, ends it too.
    let report = replayed(&format!("{header}1. e4\n1... resign\n2. d4\n"));
    assert_eq!(report.problems().len(), 1, "{:?}", report.problems());
    assert_eq!(report.deviations()[0].kind, DeviationKind::AfterEnd);
    // Lines that start as acts and go wrong are refused with their line.
    for (body, expected) in [
        (
            "white offers a draw\n",
            "line 4: 'white offers' is followed by 'draw' alone, found 'white offers a draw'",
        ),
        (
            "black resigns now\n",
            "line 4: 'black resigns' is followed by nothing, found 'black resigns now'",
        ),
    ] {
        assert_eq!(
            GameFile::parse(&format!("{header}{body}"))
                .unwrap_err()
                .to_string(),
            expected
        );
    }
}

/// Random games with every kind of act tried at random (those the game
/// refuses are simply not made), Knights dancing now and then so that
/// repetitions come and claims are accepted: the game file each writes
/// replays with no problem, the same turns, and the same end.
#[test]
fn the_game_file_a_game_writes_replays_to_the_same_end() {
    let mut rng = XorShift64::new(0x9e37_79b9_7f4a_7c15);
    let mut ends = std::collections::BTreeMap::new();
    for game_number in 0..200 {
        let mut game = fide();
        for _ in 0..120 {
            if game.outcome().is_some() {
                break;
            }
            let player = Color::ALL[rng.below(2)];
            let act = match rng.below(200) {
                0 => Some(Act::Resign),
                1..=6 => Some(Act::OfferDraw),
                7..=9 => Some(Act::AcceptDraw),
                10..=14 => Some(Act::DeclineDraw),
                15..=40 => {
                    // Half the time a claim that holds now, if any, so
                    // that the repetitions the Knights make are claimed
                    // however the random turns fall; otherwise any claim
                    // (most are refused).
                    let open = game.open_claims(player);
                    let claims = if open.is_empty() || rng.below(2) == 0 {
                        game.claims().to_vec()
                    } else {
                        open
                    };
                    Some(Act::Claim(claims[rng.below(claims.len())].to_string()))
                }
                _ => None,
            };
            match act {
                // Refused acts change nothing; the error says why.
                Some(act) => drop(game.act(&PlayerAct { player, act })),
                None => {
                    let side = game.side_to_move();
                    let dance = [["Nf3", "Ng1"], ["Nf6", "Ng8"]][side.index()];
                    let played = game.play(dance[rng.below(2)]).is_ok();
                    if !played || rng.below(16) == 0 {
                        let turns = game.legal_turns();
                        let turn = &turns[rng.below(turns.len())];
                        game.play_turn(turn).unwrap();
                    }
                }
            }
        }
        let text = game.game_file("random", "acts.rs");
        let report = replayed(&text);
        assert_eq!(
            report.problems(),
            &[] as &[String],
            "game {game_number}\n{text}"
        );
        assert_eq!(report.turns_replayed(), game.turns().len());
        let end = outcome(&game);
        assert_eq!(reported_end(&report), end, "game {game_number}\n{text}");
        *ends.entry(end.unwrap_or_default()).or_insert(0) += 1;
    }
    // Every kind of end came about.
    for end in [
        "draw by agreement",
        "draw by threefold repetition",
        "white wins by resignation",
        "black wins by resignation",
    ] {
        assert!(ends.contains_key(end), "{end}: {ends:?}");
    }
}
