//! The two open readings of the text as options (RULES.md, "Options"):
//! `check` (rule 9 and the Philosophy's "stealth checks") and `action`
//! (rule 5, "in addition to the usual move that may be made"). Each test
//! is built on a position where the readings differ and plays both.

use momentum::{
    ActionRule, CheckRule, Color, EndReason, GameResult, Momentum, Options, Position, Step, Variant,
};

fn game(options: &str) -> Momentum {
    Momentum::with_options(options).unwrap_or_else(|e| panic!("{options}: {e}"))
}

fn at(game: &Momentum, text: &str) -> Position {
    game.read_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(game: &Momentum, pos: &Position, text: &str) -> Position {
    let turn = game
        .read_turn(pos, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play_turn(pos, &turn)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refused(game: &Momentum, pos: &Position, text: &str) -> String {
    let turn = game
        .read_turn(pos, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play_turn(pos, &turn).expect_err(text).to_string()
}

/// The legal turns, as written (without check marks), sorted.
fn turns(game: &Momentum, pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_turns(pos, &mut out);
    // A turn is listed by one of the orders of events that reach it (which
    // one may differ between readings: the turn search skips orders that
    // change nothing), so each is named here by its events sorted.
    let mut written: Vec<String> = out
        .iter()
        .map(|t| {
            let text = game.write_turn(pos, t);
            let mut events: Vec<&str> = text.trim_end_matches('+').split(", ").collect();
            events.sort();
            events.join(", ")
        })
        .collect();
    written.sort();
    written
}

#[test]
fn options_read_write_back_and_name_what_is_wrong() {
    assert_eq!(Options::parse(""), Ok(Options::default()));
    let both = Options::parse("check=stealth; action=optional").unwrap();
    assert_eq!(both.check, CheckRule::Stealth);
    assert_eq!(both.action, ActionRule::Optional);
    assert_eq!(both.to_string(), "check=stealth action=optional");
    assert_eq!(Options::parse(&both.to_string()), Ok(both));
    // The defaults may be written out; they write back as nothing.
    let defaults = Options::parse("check=refuse action=compulsory").unwrap();
    assert_eq!(defaults, Options::default());
    assert_eq!(defaults.to_string(), "");
    assert_eq!(game("check=stealth").options().check, CheckRule::Stealth);
    for (text, message) in [
        (
            "check=lenient",
            "option 'check' cannot be 'lenient': expected 'refuse' or 'stealth'",
        ),
        (
            "action=never",
            "option 'action' cannot be 'never': expected 'compulsory' or 'optional'",
        ),
        (
            "stealth=yes",
            "unknown option 'stealth': the options are armies, check, action",
        ),
        (
            "check=refuse check=stealth",
            "option 'check' is given twice",
        ),
    ] {
        assert_eq!(
            Momentum::with_options(text).unwrap_err().to_string(),
            message
        );
    }
}

/// Rule 8's line after 1.e4 d6?? 2.e6,Bb5+: Black is in check (the Bishop
/// autostops and takes on e8 unless c6 or d7 is covered).
const BISHOP_B5: &str =
    "rnbqkbnr/ppp1pppp/3pP3/1B6/8/8/PPPP1PPP/RNBQK1NR b KQkq - 0 1 b5-4+4,d6+0-1,e6+0+2";

#[test]
fn check_refuse_refuses_a_turn_that_leaves_the_king_capturable_and_stealth_lets_it_stand() {
    let refuse = game("");
    let stealth = game("check=stealth");
    let pos = at(&refuse, BISHOP_B5);
    assert!(refuse.in_check(&pos) && stealth.in_check(&pos));
    // The five turns that cover c6 or d7, under both readings.
    let covering = [
        "Bc8-d7, d6-d5",
        "Nb8-c6, d6-d5",
        "Nb8-d7, d6-d5",
        "Qd8-d7, d6-d5",
        "c7-c6, d6-d5",
    ];
    assert_eq!(turns(&refuse, &pos), covering);
    // Under stealth all 24 turns stand (counted in RULES.md), the five
    // among them.
    let all = turns(&stealth, &pos);
    assert_eq!(all.len(), 24);
    assert!(covering.iter().all(|t| all.iter().any(|a| a == t)));
    assert!(refused(&refuse, &pos, "a7-a6, d6-d5").contains("capturable"));
    let exposed = play(&stealth, &pos, "a7-a6, d6-d5");
    // The opponent may take the King: the Bishop autostops on b5 (its
    // momentum leaves the board) and is started to e8. That wins.
    let taken = play(&stealth, &exposed, "Bb5:e8");
    let outcome = stealth.outcome(&taken, &[]).expect("the game is over");
    assert_eq!(outcome.result, GameResult::Win(Color::White));
    assert_eq!(outcome.reason, EndReason::KingRemoved);
    // It may also be overlooked: the game goes on.
    let overlooked = play(&stealth, &exposed, "Ng1-f3");
    assert!(stealth.outcome(&overlooked, &[]).is_none());
}

#[test]
fn under_check_stealth_a_king_with_only_exposing_turns_is_not_mated_until_taken() {
    // A back-rank mate under check=refuse: the Rook on a8 takes on h8 or
    // g8 whatever Black does.
    let text = "R6k/6pp/8/8/8/8/8/4K3 b - - 0 1 -";
    let refuse = game("");
    let pos = at(&refuse, text);
    let mate = refuse.outcome(&pos, &[]).expect("mate");
    assert_eq!(mate.reason, EndReason::Checkmate);
    assert_eq!(mate.result, GameResult::Win(Color::White));
    // The end without the test for a legal turn (what a search asks
    // where it lists the turns anyway) leaves checkmate out.
    assert_eq!(refuse.outcome_without_mobility(&pos, &[]), None);
    // Under stealth Black has the five turns of the rules, each leaving
    // the King to be taken; the game ends when White takes it.
    let stealth = game("check=stealth");
    let pos = at(&stealth, text);
    assert!(stealth.outcome(&pos, &[]).is_none());
    assert_eq!(
        turns(&stealth, &pos),
        ["Kh8-g8", "g7-g5", "g7-g6", "h7-h5", "h7-h6"]
    );
    let after = play(&stealth, &pos, "Kh8-g8");
    // Check marks mean the same under both readings.
    let checking = stealth.read_turn(&after, "Ra8:g8").unwrap();
    assert_eq!(stealth.write_turn(&after, &checking), "Ra8:g8");
    let taken = stealth.play_turn(&after, &checking).unwrap();
    assert_eq!(
        stealth.outcome(&taken, &[]).map(|o| o.reason),
        Some(EndReason::KingRemoved)
    );
    assert_eq!(
        stealth.outcome_without_mobility(&taken, &[]),
        stealth.outcome(&taken, &[])
    );
}

#[test]
fn under_both_check_readings_no_turn_at_all_is_checkmate_in_check_and_stalemate_otherwise() {
    // Every Black piece is walled in by its own pieces and by White Pawns
    // it cannot take; nothing is in motion, so there is no stop either.
    // With the White Knight on f7 (which nothing of Black's reaches) the
    // King is in check.
    let walled = "5brk/4p1bp/4Pp1p/5P1P/8/8/8/K7 b - - 0 1 -";
    let checked = "5brk/4pNbp/4Pp1p/5P1P/8/8/8/K7 b - - 0 1 -";
    for options in ["", "check=stealth"] {
        let g = game(options);
        let pos = at(&g, walled);
        assert_eq!(g.count_turns(&pos), 0, "{options}");
        let outcome = g.outcome(&pos, &[]).unwrap();
        assert_eq!(
            (outcome.result, outcome.reason),
            (GameResult::Draw, EndReason::Stalemate)
        );
        assert_eq!(g.outcome_without_mobility(&pos, &[]), None, "{options}");
        let pos = at(&g, checked);
        assert!(g.in_check(&pos));
        assert_eq!(g.count_turns(&pos), 0, "{options}");
        let outcome = g.outcome(&pos, &[]).unwrap();
        assert_eq!(
            (outcome.result, outcome.reason),
            (GameResult::Win(Color::White), EndReason::Checkmate)
        );
    }
}

#[test]
fn under_check_stealth_castling_still_may_not_pass_a_capturable_square() {
    // The Black Rook on f8 takes on f1 next turn if the King stands there.
    let text = "4kr2/8/8/8/8/8/8/4K2R w K - 0 1 -";
    for options in ["", "check=stealth"] {
        let g = game(options);
        let pos = at(&g, text);
        assert!(
            refused(&g, &pos, "O-O").contains("castling is not allowed"),
            "{options}"
        );
    }
    let refuse = game("");
    assert!(refused(&refuse, &at(&refuse, text), "Ke1-f1").contains("capturable"));
    let stealth = game("check=stealth");
    play(&stealth, &at(&stealth, text), "Ke1-f1");
}

/// After 1.e4 a6: White's e-pawn is in motion towards e6.
fn e4_a6(game: &Momentum) -> Position {
    let p = play(game, &game.start_position(), "e2-e4");
    play(game, &p, "a7-a6")
}

#[test]
fn action_compulsory_needs_a_start_or_stop_and_optional_lets_momentum_make_the_turn() {
    let compulsory = game("");
    let optional = game("action=optional");
    let pos = e4_a6(&compulsory);
    assert!(refused(&compulsory, &pos, "e4-e6").contains("needs one action"));
    let turn = optional.read_turn(&pos, "e4-e6").unwrap();
    assert_eq!(
        turn.last(),
        Some(&Step::End),
        "reading adds the unwritten end"
    );
    assert_eq!(optional.write_turn(&pos, &turn), "e4-e6");
    let after = optional.play_turn(&pos, &turn).unwrap();
    // The Pawn moved on and is still in motion; nothing else changed
    // (Black's a6 Pawn is in motion too).
    let e6 = optional.geometry().parse_square("e6").unwrap();
    assert!(after.motion(e6).is_some());
    assert_eq!(after.in_motion().count(), 2);
    // The action may still come, before or after the momentum move.
    play(&optional, &pos, "e4-e6, Ng1-f3");
    play(&optional, &pos, "e4-e6, e6-e6");
    play(&optional, &pos, "e4-e4");
    // One more turn than under action=compulsory: the Pawn alone.
    assert_eq!(optional.count_turns(&pos), compulsory.count_turns(&pos) + 1);
}

#[test]
fn action_optional_still_needs_the_action_when_nothing_moved_on() {
    let g = game("action=optional");
    // White's e4 Pawn is in motion but blocked by e5: it autostops, and
    // a turn of that alone moves nothing.
    let pos = at(&g, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1 e4+0+1");
    let e4 = g.geometry().parse_square("e4").unwrap();
    let e = g
        .play_turn(&pos, &[Step::Autostop { at: e4 }, Step::End])
        .unwrap_err()
        .to_string();
    assert!(e.contains("no piece has moved on"), "{e}");
    let mut all = Vec::new();
    g.legal_turns(&pos, &mut all);
    assert!(!all.is_empty());
    assert!(
        all.iter().all(|t| t.iter().any(|s| s.is_action())),
        "every turn has its action"
    );
    assert_eq!(g.count_turns(&pos), game("").count_turns(&pos));
}

#[test]
fn action_optional_ends_a_turn_only_once_every_piece_in_motion_is_resolved() {
    let g = game("action=optional");
    // Two Pawns in motion: both must go on (or be stopped) first.
    let pos = at(&g, "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1 d2+0+1,e2+0+1");
    let d2 = g.geometry().parse_square("d2").unwrap();
    let d3 = g.geometry().parse_square("d3").unwrap();
    let one = Step::Momentum {
        from: d2,
        to: d3,
        promotion: None,
    };
    let e = g
        .play_turn(&pos, &[one, Step::End])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("e2 must still move on by its momentum or be stopped before the turn ends"),
        "{e}"
    );
    play(&g, &pos, "d2-d3, e2-e3");
    // Under action=compulsory there is no end but the action.
    let c = game("");
    let e = c.play_turn(&pos, &[Step::End]).unwrap_err().to_string();
    assert!(e.contains("action=compulsory"), "{e}");
    assert!(refused(&c, &pos, "d2-d3, e2-e3").contains("needs one action"));
}

#[test]
fn the_readings_combine_a_turn_without_action_that_exposes_the_king_is_refused_under_check_refuse()
{
    // In the Bishop b5 position the d-pawn going on alone leaves c6 and d7
    // open.
    let optional = game("action=optional");
    let pos = at(&optional, BISHOP_B5);
    assert!(refused(&optional, &pos, "d6-d5").contains("capturable"));
    let both = game("check=stealth action=optional");
    play(&both, &pos, "d6-d5");
    assert_eq!(turns(&both, &pos).len(), 25);
}

/// The position `in-motion` of the perft file: 1.e4 d5 2.e6,Nf3 with Black
/// to move. By hand (RULES.md, "Options"): 26 turns; action=optional adds
/// d5-d3 alone, check=stealth adds Ke8-d7 (the Pawn on e6 takes there).
#[test]
fn each_reading_adds_its_own_turn_in_the_in_motion_position() {
    let text =
        "rnbqkbnr/ppp1pppp/4P3/3p4/8/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 1 f3-1+2,d5+0-2,e6+0+2";
    let base = turns(&game(""), &at(&game(""), text));
    assert_eq!(base.len(), 26);
    for (options, extra) in [
        ("action=optional", vec!["d5-d3"]),
        ("check=stealth", vec!["Ke8-d7, d5-d3"]),
        (
            "check=stealth action=optional",
            vec!["Ke8-d7, d5-d3", "d5-d3"],
        ),
    ] {
        let g = game(options);
        let mut expected = base.clone();
        expected.extend(extra.iter().map(|t| t.to_string()));
        expected.sort();
        assert_eq!(turns(&g, &at(&g, text)), expected, "{options}");
    }
}

/// Every legal turn of a game's first plies under each reading, written
/// and read back: the unwritten end of a turn without its action included.
#[test]
fn notation_reads_back_what_it_writes_under_every_reading() {
    for options in [
        "action=optional",
        "check=stealth",
        "check=stealth action=optional armies=remarkable-rookies,nutty-knights",
    ] {
        let g = game(options);
        let mut p = g.start_position();
        let mut without_action = 0;
        for ply in 0..10 {
            let mut all = Vec::new();
            g.legal_turns(&p, &mut all);
            for t in &all {
                let text = g.write_turn(&p, t);
                let back = g
                    .read_turn(&p, &text)
                    .unwrap_or_else(|e| panic!("{options}: {text}: {e}"));
                assert_eq!(&back, t, "{options}: {text}");
                if t.last() == Some(&Step::End) {
                    without_action += 1;
                }
            }
            let t = &all[(ply * 7 + 3) % all.len()];
            p = g.play_turn(&p, t).unwrap();
        }
        assert_eq!(
            without_action > 0,
            options.contains("action=optional"),
            "{options}: turns without their action"
        );
    }
}
