//! One test per rule of RULES.md, each on a small position written out.

use momentum::{Army, Color, EndReason, GameResult, Momentum, MoveKind, Step, Variant};

fn fide() -> Momentum {
    Momentum::new()
}

fn play(game: &Momentum, pos: &momentum::Position, text: &str) -> momentum::Position {
    let turn = game
        .read_turn(pos, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play_turn(pos, &turn)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn illegal(game: &Momentum, pos: &momentum::Position, text: &str) -> String {
    let turn = game
        .read_turn(pos, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play_turn(pos, &turn).expect_err(text).to_string()
}

fn at(game: &Momentum, text: &str) -> momentum::Position {
    game.read_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_moved_piece_keeps_its_displacement() {
    let g = fide();
    let p = play(&g, &g.start_position(), "e2-e4");
    let e4 = g.geometry().parse_square("e4").unwrap();
    assert_eq!(
        p.motion(e4),
        Some(momentum::Motion {
            dx: 0,
            dy: 2,
            capture: false
        })
    );
    let p = play(&g, &p, "a7-a6");
    // Not going on is not an option: the turn needs e4-e6 or a stop.
    assert!(illegal(&g, &p, "Ng1-f3").contains("e4 must still move on"));
    let p = play(&g, &p, "e4-e6, Ng1-f3");
    assert!(p
        .board()
        .get(g.geometry().parse_square("e6").unwrap())
        .is_some());
}

#[test]
fn capture_and_non_capture_are_different_speeds() {
    let g = fide();
    let p = play(&g, &g.start_position(), "Ng1-f3");
    let p = play(&g, &p, "e7-e5");
    // The Knight's momentum cannot capture: it autostops, and the capture
    // is a start after the autostop.
    let turn = g.read_turn(&p, "Nf3:e5").unwrap();
    assert!(matches!(turn[0], Step::Autostop { .. }));
    assert!(matches!(turn[1], Step::Start(_)));
    assert!(illegal(&g, &p, "Nf3:e5, d2-d4").contains("action"));
    // A capture speed goes on only by capturing.
    let q = at(&g, "4k3/8/8/3p4/8/1B6/8/4K3 w - - 0 1 b3x+1+1");
    // c4 is empty: the capture speed cannot go on, so the Bishop autostops;
    // moving it to c4 is then a start, and the King's move a second action.
    assert!(illegal(&g, &q, "Bb3-c4, Ke1-d1").contains("action"));
    let q = at(&g, "4k3/8/8/3p4/2p5/1B6/8/4K3 w - - 0 1 b3x+1+1");
    play(&g, &q, "Bb3:c4, Ke1-d1");
}

#[test]
fn autostop_is_not_written_and_happens_when_blocked() {
    let g = fide();
    // Bishop d3 in motion towards b5, own Pawn on c4.
    let p = at(&g, "4k3/8/8/8/2P5/3B4/8/4K3 w - - 0 1 d3-2+2");
    let stays = play(&g, &p, "c4-c5");
    assert!(stays
        .board()
        .get(g.geometry().parse_square("d3").unwrap())
        .is_some());
    assert_eq!(stays.in_motion().count(), 1, "only the Pawn moves on");
    let goes = play(&g, &p, "c4-c5, Bd3-b5");
    assert!(goes
        .board()
        .get(g.geometry().parse_square("b5").unwrap())
        .is_some());
}

#[test]
fn one_action_per_turn() {
    let g = fide();
    let p = g.start_position();
    assert!(illegal(&g, &p, "e2-e4, d2-d4").contains("action"));
    let p = play(&g, &p, "e2-e4");
    let p = play(&g, &p, "e7-e5");
    // Stopping is the action: no start besides.
    assert!(illegal(&g, &p, "e4-e4, d2-d4").contains("action"));
    play(&g, &p, "e4-e4");
}

#[test]
fn stop_after_the_momentum_move_is_allowed() {
    let g = fide();
    let p = at(&g, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 e2+0+1");
    let after = play(&g, &p, "e2-e3, e3-e3");
    assert_eq!(after.in_motion().count(), 0);
}

#[test]
fn start_after_autostop_is_allowed_but_not_after_a_momentum_move() {
    let g = fide();
    // Rook a1 moving right is blocked by its own King: it autostops, then starts.
    let p = at(&g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 a1+4+0");
    play(&g, &p, "Ra1-a5");
    // Not blocked: it must move on and cannot then start.
    let p = at(&g, "4k3/8/8/8/8/8/8/R5K1 w - - 0 1 a1+4+0");
    assert!(illegal(&g, &p, "Ra1-a5").contains("can still move on"));
    assert!(illegal(&g, &p, "Ra1-e1, Re1-e5").contains("e1"));
}

#[test]
fn a_momentum_move_and_an_autostop_never_in_one_turn() {
    let g = fide();
    let p = at(&g, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 e2+0+1");
    let mut steps = Vec::new();
    let e2 = g.geometry().parse_square("e2").unwrap();
    let e3 = g.geometry().parse_square("e3").unwrap();
    let mut mid = p.clone();
    g.play_step(
        &mut mid,
        Step::Momentum {
            from: e2,
            to: e3,
            promotion: None,
        },
    );
    g.steps(&mid, &mut steps);
    assert!(!steps.contains(&Step::Autostop { at: e3 }));
    assert!(steps.contains(&Step::Stop { at: e3 }));
}

#[test]
fn kings_have_no_momentum_and_castling_moves_the_rook() {
    let g = fide();
    let p = at(&g, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let p = play(&g, &p, "O-O");
    let f1 = g.geometry().parse_square("f1").unwrap();
    let g1 = g.geometry().parse_square("g1").unwrap();
    assert_eq!(
        p.motion(f1),
        Some(momentum::Motion {
            dx: -2,
            dy: 0,
            capture: false
        })
    );
    assert_eq!(p.motion(g1), None);
    let p = play(&g, &p, "Ke8-d8");
    let p = play(&g, &p, "Rf1-d1, Kg1-h1");
    assert!(p
        .board()
        .get(g.geometry().parse_square("d1").unwrap())
        .is_some());
}

/// Castling, the marks and the separators are read by the kernel's lexer
/// (`kernel::notation_lexer`, issue 28): `0-0` as `O-O`, the check and
/// quality marks passed over (also with spaces, and in parentheses as the
/// rule text writes them), `x` and `:` a capture. A pin of the refactor:
/// the reader read so before it too.
#[test]
fn castling_in_zeros_marks_and_separators_read_as_the_kernel_s_lexer_reads_them() {
    let g = fide();
    let p = at(&g, "r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let castled = g.read_turn(&p, "O-O").expect("O-O reads");
    for text in ["0-0", "O-O+", "0-0 !?", "O-O (!)", "O-O ++"] {
        assert_eq!(g.read_turn(&p, text).as_ref(), Ok(&castled), "{text}");
    }
    let p = at(&g, "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let takes = g.read_turn(&p, "Ra1:a8").expect("Ra1:a8 reads");
    for text in ["Ra1xa8", "Ra1:a8+", "Ra1xa8 (?!)"] {
        assert_eq!(g.read_turn(&p, text).as_ref(), Ok(&takes), "{text}");
    }
    for text in ["0-O", "o-o", "Ra1+:a8"] {
        assert!(g.read_turn(&p, text).is_err(), "{text}");
    }
}

#[test]
fn bede_castles_to_c1_with_the_king_on_b1() {
    let g = Momentum::with_options("armies=colorbound-clobberers,fabulous-fides").unwrap();
    let p = at(
        &g,
        "4k3/8/8/8/8/8/8/D3K3 w Q - 0 1 - armies=colorbound-clobberers,fabulous-fides",
    );
    let p = play(&g, &p, "O-O-O");
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    assert!(p.board().get(s("b1")).is_some() && p.board().get(s("c1")).is_some());
    assert_eq!(
        p.motion(s("c1")),
        Some(momentum::Motion {
            dx: 2,
            dy: 0,
            capture: false
        })
    );
}

/// "If a Pawn's momentum carries it in to be promoted, you cannot move the
/// new Queen until next turn because it still has the Pawn's momentum, and
/// the autostop won't happen until next turn."
#[test]
fn promotion_by_momentum_keeps_the_momentum_and_stops_next_turn() {
    let g = fide();
    let before = at(&g, "k7/4P3/8/8/8/8/8/4K3 w - - 0 1 e7+0+1");
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    let queen = momentum::pieces::Army::FabulousFides.kind(momentum::Slot::Queen);
    let promote = Step::Momentum {
        from: s("e7"),
        to: s("e8"),
        promotion: Some(queen),
    };
    // In the promotion turn the new Queen can neither move (no start of
    // it among the steps, a start of it refused) nor autostop.
    let mut mid = before.clone();
    g.play_step(&mut mid, promote);
    let mut steps = Vec::new();
    g.steps(&mid, &mut steps);
    assert!(!steps.is_empty(), "the turn goes on: its action is to come");
    assert!(
        !steps
            .iter()
            .any(|step| matches!(step, Step::Start(m) if m.from == s("e8"))),
        "{steps:?}"
    );
    assert!(
        !steps.contains(&Step::Autostop { at: s("e8") }),
        "{steps:?}"
    );
    let queen_moves = Step::Start(momentum::Move {
        from: s("e8"),
        to: s("e1"),
        kind: MoveKind::Normal,
    });
    let e = g
        .play_turn(&before, &[promote, queen_moves])
        .expect_err("the new Queen moves in its promotion turn")
        .to_string();
    assert!(
        e.contains("moved on by momentum this turn and cannot move again"),
        "{e}"
    );
    let e = illegal(&g, &before, "e7-e8=Q, Qe8-e1");
    assert!(
        e.contains("moved on by momentum this turn and cannot move again"),
        "{e}"
    );
    // Stopping it is not moving it (rule 6, the first case): allowed.
    play(&g, &before, "e7-e8=Q, Qe8-e8");
    let p = play(&g, &before, "e7-e8=Q, Ke1-d1");
    let e8 = s("e8");
    assert_eq!(
        p.motion(e8),
        Some(momentum::Motion {
            dx: 0,
            dy: 1,
            capture: false
        })
    );
    let p = play(&g, &p, "Ka8-b7");
    // It cannot move by its momentum (off the board): it autostops, and may
    // then be started.
    let turn = g.read_turn(&p, "Qe8-e1").unwrap();
    assert!(matches!(turn[0], Step::Autostop { .. }));
    g.play_turn(&p, &turn).unwrap();
    // Promotion goes to the own army's pieces.
    let r = Momentum::with_options("armies=remarkable-rookies,fabulous-fides").unwrap();
    let q = at(
        &r,
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1 e7+0+1 armies=remarkable-rookies,fabulous-fides",
    );
    play(&r, &q, "e7-e8=(RN), Ke1-d1");
    illegal(&r, &q, "e7-e8=(fhNfrlRK), Ke1-d1");
}

#[test]
fn check_is_a_next_turn_that_captures_the_king() {
    let g = fide();
    let b5 = at(&g, "4k3/K7/8/8/2B5/8/8/8 w - - 0 1 -");
    assert!(!g.in_check(&play(&g, &b5, "Bc4-b5")));
    let a4 = at(&g, "4k3/K7/8/8/P1B5/8/8/8 w - - 0 1 a4+0+1");
    assert!(g.in_check(&play(&g, &a4, "Bc4-b5,a4-a5")));
    let d3 = at(&g, "8/8/6k1/1p6/8/8/8/4KB2 w - - 0 1 -");
    let after = play(&g, &d3, "Bf1-d3");
    assert!(g.in_check(&after));
    assert!(!g.in_check(&play(&g, &after, "b5-b4")));
}

#[test]
fn a_king_left_capturable_is_refused_unless_every_turn_does() {
    let g = fide();
    let p = g.start_position();
    let p = play(&g, &p, "e4");
    let p = play(&g, &p, "d6");
    let p = play(&g, &p, "e6, Bb5");
    assert!(illegal(&g, &p, "a7-a6, d6-d5").contains("capturable"));
    // Forced exposure: Black's Knights on a7 and b7 shield the King from
    // the Rook on a1 (a-file) and the Bishop on h1 (long diagonal), and
    // both are in motion, to c8 and d6, off those lines. The one action can
    // stop only one of them, and a King move (to a7, b7, b8) leaves both
    // to go on, opening the a-file, the diagonal or, for b8, the Rook b1's
    // file. Black is not in check now.
    let forced = at(&g, "k7/nn6/8/8/8/8/8/RR2K2B b - - 0 1 a7+2+1,b7+2-1");
    assert!(!g.in_check(&forced));
    let raw = raw_turn_ends(&g, &forced);
    assert_eq!(
        raw.len(),
        7,
        "stop either Knight before or after its move, or a King move"
    );
    for end in &raw {
        assert!(
            king_taken_next(&g, end),
            "this turn does not expose the King: {}",
            g.write_position(end)
        );
    }
    // Every turn exposes, so every turn is legal, and listed.
    let mut listed = Vec::new();
    g.for_each_legal_turn(&forced, |_, end| listed.push(end.clone()));
    assert_eq!(listed.len(), raw.len());
    assert!(listed.iter().all(|end| raw.contains(end)));
    let mut turns = Vec::new();
    g.legal_turns(&forced, &mut turns);
    for turn in &turns {
        let text = g.write_turn(&forced, turn);
        g.play_turn(&forced, turn)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert!(g.outcome(&forced, &[]).is_none(), "not mate, not stalemate");
}

/// The distinct ends of every turn from `pos`, found with the plain step
/// search (`steps` and `play_step`), King safety aside.
fn raw_turn_ends(game: &Momentum, pos: &momentum::Position) -> Vec<momentum::Position> {
    fn walk(game: &Momentum, at: &momentum::Position, ends: &mut Vec<momentum::Position>) {
        let mut steps = Vec::new();
        game.steps(at, &mut steps);
        for step in steps {
            let mut next = at.clone();
            game.play_step(&mut next, step);
            if game.in_turn(&next) {
                walk(game, &next, ends);
            } else if !ends.contains(&next) {
                ends.push(next);
            }
        }
    }
    let mut ends = Vec::new();
    walk(game, pos, &mut ends);
    ends
}

/// Whether the side to move in `pos` has a turn that takes the other
/// side's King, by trying them all.
fn king_taken_next(game: &Momentum, pos: &momentum::Position) -> bool {
    let them = !pos.side_to_move();
    raw_turn_ends(game, pos).iter().any(|end| {
        !end.board()
            .pieces(them)
            .any(|(_, p)| p.kind() == momentum::pieces::KING)
    })
}

#[test]
fn capturing_the_king_ends_the_game() {
    let g = fide();
    let p = at(&g, "4k3/8/8/1B6/8/8/8/4K3 w - - 0 1 b5-4+4");
    let after = play(&g, &p, "Bb5:e8");
    let outcome = g.outcome(&after, &[]).unwrap();
    assert_eq!(outcome.result, GameResult::Win(momentum::Color::White));
    assert_eq!(outcome.reason, EndReason::KingRemoved);
    let mut turns = Vec::new();
    g.legal_turns(&after, &mut turns);
    assert!(turns.is_empty());
}

#[test]
fn en_passant_only_against_the_double_step_start() {
    let g = fide();
    let q = at(&g, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 -");
    let q = play(&g, &q, "e2-e4");
    let turn = g.read_turn(&q, "d4:e3").unwrap();
    assert!(matches!(turn.last(), Some(Step::Start(m)) if m.kind == MoveKind::EnPassant));
    g.play_turn(&q, &turn).unwrap();
    // The pawn's next two squares by momentum give no en passant.
    let r = at(&g, "4k3/8/8/3p4/8/4P3/8/4K3 w - - 0 1 e3+0+2");
    let r = play(&g, &r, "e3-e5, Ke1-d1");
    assert_eq!(r.en_passant(), None);
}

#[test]
fn every_army_piece_moves_as_its_betza_string() {
    // From e4 with an empty board, each White piece's start count.
    let cases = [
        (Army::FabulousFides, "Q", 27),
        (Army::ColorboundClobberers, "(BD)", 13 + 4),
        (Army::ColorboundClobberers, "(WA)", 8),
        (Army::ColorboundClobberers, "(FAD)", 12),
        (Army::ColorboundClobberers, "(BN)", 13 + 8),
        (Army::NuttyKnights, "(frlRrlbK)", 4 + 7 + 3),
        (Army::NuttyKnights, "(fbNF)", 8),
        (Army::NuttyKnights, "(fhNrlbK)", 9),
        (Army::NuttyKnights, "(fhNfrlRK)", 4 + 7 + 4 + 3 + 4 - 2),
        (Army::RemarkableRookies, "(R4)", 4 + 3 + 3 + 4),
        (Army::RemarkableRookies, "(WD)", 8),
        (Army::RemarkableRookies, "(HFD)", 4 + 4 + 4),
        (Army::RemarkableRookies, "(RN)", 14 + 8),
        (Army::ForwardFides, "(frlRrlbK)", 4 + 7 + 3),
        (Army::ForwardFides, "(fhNbB)", 4 + 3 + 3),
        (Army::ForwardFides, "(fBbhN)", 3 + 4 + 4),
        (Army::ForwardFides, "(fsQbhNbK)", 4 + 3 + 4 + 7 + 4 + 3),
    ];
    for (army, written, expected) in cases {
        let g = Momentum::with_armies(army, Army::FabulousFides);
        let letter = army
            .pieces()
            .iter()
            .find(|(_, _, b)| format!("({b})") == written || *b == written)
            .map(|p| p.0)
            .unwrap();
        let text = format!("7k/8/8/8/4{letter}3/8/8/K7 w - - 0 1 - armies={army},fabulous-fides");
        let p = at(&g, &text);
        let e4 = g.geometry().parse_square("e4").unwrap();
        let mut steps = Vec::new();
        g.steps(&p, &mut steps);
        let n = steps
            .iter()
            .filter(|s| matches!(s, Step::Start(m) if m.from == e4))
            .count();
        assert_eq!(n, expected, "{army} {written}");
    }
}

#[test]
fn notation_reads_back_what_it_writes() {
    for options in [
        "",
        "armies=remarkable-rookies,nutty-knights",
        "armies=colorbound-clobberers,forward-fides",
    ] {
        let g = Momentum::with_options(options).unwrap();
        let mut p = g.start_position();
        for ply in 0..12 {
            let mut turns = Vec::new();
            g.legal_turns(&p, &mut turns);
            for t in &turns {
                let text = g.write_turn(&p, t);
                let back = g
                    .read_turn(&p, &text)
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(&back, t, "{text}");
            }
            let t = &turns[(ply * 7 + 3) % turns.len()];
            p = g.play_turn(&p, t).unwrap();
            assert_eq!(g.read_position(&g.write_position(&p)).unwrap(), p);
        }
    }
}

#[test]
fn bad_input_is_refused_with_a_message_naming_it() {
    let g = fide();
    let check = |text: &str, expected: &str| {
        let e = g.read_position(text).unwrap_err().to_string();
        assert!(e.contains(expected), "{text}: {e}");
    };
    check(
        "8/8/8/8/8/8/8/4K3 w - - 0 1 e4+0+1",
        "'e4+0+1': the square is empty",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e1+0+1",
        "Kings do not have momentum",
    );
    check(
        "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 e4+0",
        "signed displacement",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 - armies=nutty-knights,fabulous-fides",
        "this game has",
    );
    check(
        "4k3/8/8/8/4H3/8/8/4K3 w - - 0 1 -",
        "not in the fabulous-fides army",
    );
    let p = g.start_position();
    assert!(g
        .read_turn(&p, "(ZZ)e2-e4")
        .unwrap_err()
        .to_string()
        .contains("(ZZ)"));
    assert!(g.read_turn(&p, "e9").is_err());
    assert!(g.read_turn(&p, "").is_err());
    assert!(g
        .read_turn(&p, "Ke5-e6")
        .unwrap_err()
        .to_string()
        .contains("no piece on e5"));
    assert_eq!(
        Momentum::with_options("armies=fides,nutty-knights").unwrap_err().to_string(),
        "unknown army 'fides': expected fabulous-fides, colorbound-clobberers, nutty-knights, remarkable-rookies or forward-fides"
    );
    assert!(Momentum::with_options("size=10").is_err());
}

/// "Under the corrected rules, 1.Bc4-b5 does not give check. Black cannot
/// move to a6 because he would put himself in check." With White's King
/// on a7, the Bishop's momentum carries it to a6; a Black piece there
/// blocks it (a non-capture speed cannot take), so it autostops and,
/// White's move still unused, is started to e8.
#[test]
fn black_cannot_move_to_a6_because_he_would_put_himself_in_check() {
    let g = fide();
    let before = at(&g, "1n2k3/K7/8/8/2B5/8/8/8 w - - 0 1 -");
    let p = play(&g, &before, "Bc4-b5");
    assert!(!g.in_check(&p), "1.Bc4-b5 does not give check");
    assert!(illegal(&g, &p, "Nb8-a6").contains("capturable"));
    // The other Knight moves and the King's five are legal: 7 of 8.
    let mut turns = Vec::new();
    g.legal_turns(&p, &mut turns);
    let written: Vec<String> = turns.iter().map(|t| g.write_turn(&p, t)).collect();
    assert_eq!(turns.len(), 7, "{written:?}");
    assert!(!written.iter().any(|t| t.contains("a6")), "{written:?}");
    // Under check=stealth the move stands, and White takes the King.
    let s = Momentum::with_options("check=stealth").unwrap();
    let p = play(&s, &play(&s, &before, "Bc4-b5"), "Nb8-a6");
    let taken = play(&s, &p, "Bb5:e8");
    assert_eq!(
        s.outcome(&taken, &[]).map(|o| o.reason),
        Some(EndReason::KingRemoved)
    );
}

/// "I took out the restriction that 'check must be covered first'." Black
/// is in check: the Bishop on b5 autostops against the White Pawn on a6
/// and takes on e8 through c6 and d7. The Rook on h6 can cover c6 only
/// once the Knight on e6 has gone on by its momentum (to f4), so the turn's
/// first event leaves the check standing and its second covers it.
#[test]
fn a_check_may_be_covered_by_the_second_event_of_the_turn() {
    let g = fide();
    let p = at(&g, "4k3/8/P3n2r/1B6/8/8/8/7K b - - 0 1 b5-1+1,e6+1-2");
    assert!(g.in_check(&p));
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    let knight_on = Step::Momentum {
        from: s("e6"),
        to: s("f4"),
        promotion: None,
    };
    let rook = Step::Start(momentum::Move {
        from: s("h6"),
        to: s("c6"),
        kind: MoveKind::Normal,
    });
    let after = g
        .play_turn(&p, &[knight_on, rook])
        .expect("covered by the second event");
    assert!(after.board().get(s("c6")).is_some());
    // The Rook cannot go first: the Knight on e6 blocks it.
    assert!(g.play_turn(&p, &[rook, knight_on]).is_err());
    // A second event that does not cover leaves the King capturable.
    assert!(illegal(&g, &p, "Ne6-f4, Rh6-g6").contains("capturable"));
    assert_eq!(g.write_turn(&p, &[knight_on, rook]), "Ne6-f4, Rh6-c6");
}

/// Ruling (RULES.md, rule 7, castling after taking the King): a turn goes
/// on after its momentum takes the enemy King (the action is still to be
/// made), and castling as that action must still keep the King off every
/// square the opponent's pieces could capture on, though the opponent,
/// without a King, will never move again.
#[test]
fn castling_after_taking_the_king_still_may_not_pass_a_capturable_square() {
    let g = fide();
    // The Bishop on a4 is in motion at capture speed towards e8.
    let rook_on_f8 = at(&g, "4kr2/8/8/8/B7/8/8/4K2R w K - 0 1 a4x+4+4");
    let e = illegal(&g, &rook_on_f8, "Ba4:e8, O-O");
    assert!(e.contains("castling is not allowed"), "{e}");
    let taken = play(&g, &rook_on_f8, "Ba4:e8, Ke1-d1");
    assert_eq!(
        g.outcome(&taken, &[]).map(|o| o.reason),
        Some(EndReason::KingRemoved)
    );
    // With the Rook on a8 no square of the King's path can be captured on.
    let rook_on_a8 = at(&g, "r3k3/8/8/8/B7/8/8/4K2R w K - 0 1 a4x+4+4");
    play(&g, &rook_on_a8, "Ba4:e8, O-O");
    // The two castlings are distinct turns: both are counted.
    let count = |p: &momentum::Position| {
        let mut turns = Vec::new();
        g.legal_turns(p, &mut turns);
        turns
            .iter()
            .filter(|t| {
                t.iter()
                    .any(|s| matches!(s, Step::Start(m) if matches!(m.kind, MoveKind::Castle(_))))
            })
            .count()
    };
    assert_eq!(count(&rook_on_f8), 0);
    assert_eq!(count(&rook_on_a8), 1);
}

/// Plays `line` from the start, turn by turn.
fn line(game: &Momentum, turns: &[&str]) -> momentum::Position {
    turns
        .iter()
        .fold(game.start_position(), |p, t| play(game, &p, t))
}

/// Rule 8: "after 1.e4; 1...d6??; 2.Bb5+!,e6; 2...c6,d5; 3.Qh5; Black is
/// in check because the Pawn at c6 must continue on to c5, so the only way
/// to avoid mate is 3...Qd7,c5,d4". Both Pawns must go on or be stopped;
/// once c6 goes on, c6 and d7 are open to the Bishop on b5, which
/// autostops (its momentum leaves the board) and takes on e8. The legal
/// turns, by hand: d7 or c6 covered after both Pawns go on (Qd7, Bd7, Nd7,
/// Nc6), or the c-pawn stopped (the turn's action) so that it shields the
/// King where it stands. The text's "only way" counts the first; the other
/// four are legal by rules 4 and 5 all the same.
#[test]
fn rule_8_momentum_forces_the_c_pawn_on_and_five_turns_cover() {
    let g = fide();
    let p = line(&g, &["e4", "d6??", "Bb5+!,e6", "c6,d5", "Qh5"]);
    // Compared as the positions they reach: a turn is listed by one of
    // the orders of its events that reach it, not necessarily this one.
    let mut turns = Vec::new();
    g.legal_turns(&p, &mut turns);
    let mut reached: Vec<String> = turns
        .iter()
        .map(|t| g.write_position(&g.play_turn_unchecked(&p, t)))
        .collect();
    reached.sort();
    let mut by_hand: Vec<String> = [
        "d5-d4, c6-c5, Bc8-d7",
        "d5-d4, c6-c5, Nb8-c6",
        "d5-d4, c6-c5, Nb8-d7",
        "d5-d4, c6-c5, Qd8-d7",
        "d5-d4, c6-c6",
    ]
    .iter()
    .map(|t| g.write_position(&play(&g, &p, t)))
    .collect();
    by_hand.sort();
    assert_eq!(reached, by_hand);
    play(&g, &p, "Qd7,c5,d4");
    assert!(illegal(&g, &p, "c6-c5, d5-d4, d4-d4").contains("capturable"));
}

/// Rule 8: "3.Qh5; Black is in check because the Pawn at c6 must continue
/// on to c5". The text's "in check" counts Black's own Pawn, which its
/// momentum carries on in Black's coming turn; the crate's check (`in_check`
/// and the `+` written after a turn) is White's next turn with Black's
/// pieces standing still (rule 9, as in "Under the corrected rules,
/// 1.Bc4-b5 does not give check"), and there c6 still shields the King.
/// The difference: after 3.Qh5 Black is not in check in the crate's sense
/// and 3.Qh5 is written without '+'; once the Pawn has gone on to c5, in
/// the middle of Black's turn, the Bishop on b5 (autostopped, then started)
/// takes on e8, which is check in the crate's sense too. What the text's
/// sense asks of Black, King safety at the end of the turn gives (the test
/// above: every turn where c6 goes on uncovered is refused).
#[test]
fn rule_8_in_check_counts_blacks_own_momentum_the_crates_check_does_not() {
    let g = fide();
    let before = line(&g, &["e4", "d6??", "Bb5+!,e6", "c6,d5"]);
    let qh5 = g.read_turn(&before, "Qh5").unwrap();
    assert_eq!(g.write_turn(&before, &qh5), "Qd1-h5");
    let p = g.play_turn(&before, &qh5).unwrap();
    assert!(!g.in_check(&p), "the crate's check: c6 still blocks");
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    let mut mid = p.clone();
    g.play_step(
        &mut mid,
        Step::Momentum {
            from: s("c6"),
            to: s("c5"),
            promotion: None,
        },
    );
    assert!(g.in_turn(&mid));
    assert!(g.in_check(&mid), "the text's: the Pawn has gone on");
}

/// Rule 8: "1.e4; 1...d6??; 2.Bb5+!,e6; 2...Nc6,d5; 3.Qh5?!; 3...d4,B:e6;
/// is a bit better for Black because the Pawn at d4 stops the Knight on c6
/// from continuing on its way and exposing the King." The order decides:
/// the Pawn first, and the Knight (bound for d4) autostops on c6, where it
/// shields the King from the Bishop on b5; the Knight first, and the Pawn
/// autostops on d5 while the Knight leaves c6 open.
#[test]
fn rule_8_the_pawn_on_d4_stops_the_knight_from_exposing_the_king() {
    let g = fide();
    let p = line(&g, &["e4", "d6??", "Bb5+!,e6", "Nc6,d5", "Qh5?!"]);
    let after = play(&g, &p, "d4,B:e6");
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    assert!(after.board().get(s("c6")).is_some(), "the Knight stays");
    assert_eq!(after.motion(s("c6")), None, "it autostopped");
    assert!(illegal(&g, &p, "Nc6-d4, Bc8:e6").contains("capturable"));
}

/// The first sample game: "White made a serious mistake with 18.
/// (RN)b5:c5,(WD)b3-b5 -- instead of this, he could have done much better
/// by changing the order of resolution to first allow the Nb3 to autostop
/// at b3 and then let the RN capture at c5." Resolved first, the Woody Rook
/// on b3 (bound for b5) is blocked by the Chancellor there and autostops;
/// then the Chancellor takes on c5. Both orders are legal (rule 5), and
/// they end differently.
#[test]
fn first_game_18_the_order_of_resolution_is_the_players_choice() {
    let g = Momentum::with_options("armies=remarkable-rookies,nutty-knights").unwrap();
    let p = line(
        &g,
        &[
            "e4",
            "(fhNrlbK)c8-d6",
            "e4-e6, f2-f3",
            "(fhNfrlRK)d8:e6, (fhNrlbK)d6-e4",
            "f3-f4, (HFD)f1-e2",
            "(fhNrlbK)e4-e4, (fhNfrlRK)e6:f4",
            "(HFD)e2-e2",
            "(fhNfrlRK)f4-f4",
            "(HFD)c1-c4",
            "c7-c5",
            "(HFD)c4-c4",
            "(fhNfrlRK)f4:e2+",
            "Ke1:e2",
            "(fhNrlbK)e4-d4+",
            "Ke2-d3",
            "(fhNrlbK)d4:c4",
            "Kd3:c4",
            "(fhNrlbK)f8-e6",
            "c2-c3",
            "(fhNrlbK)e6-e6",
            "Kd3, c3-c4",
            "(fbNF)b8-c6",
            "Ke2",
            "(fbNF)c6-d4,(fhNrlbK)e6-f4",
            "Ke1",
            "(fbNF)d4-e2,(fbNF)g8-f6",
            "(RN)d1-c3",
            "(fbNF)e2-d3+,(fbNF)f6-e4",
            "Ke1-d1,(RN)c3-b5",
            "O-O",
            "(WD)g1-e1",
            "(fhNrlbK)f4:g2,(frlRbK)f8-d8",
            "(WD)b1-b3,(WD)e1-c1",
            "(fbNF)d3:c4,(frlRbK)d8-b8",
        ],
    );
    let s = |t: &str| g.geometry().parse_square(t).unwrap();
    let played = play(&g, &p, "(RN)b5:c5,(WD)b3-b5");
    assert!(played.board().get(s("b5")).is_some() && played.board().get(s("b3")).is_none());
    let better = g.read_turn(&p, "(RN)b5:c5").unwrap();
    assert_eq!(better[0], Step::Autostop { at: s("c1") });
    assert_eq!(better[1], Step::Autostop { at: s("b3") });
    let better = g.play_turn(&p, &better).unwrap();
    assert!(better.board().get(s("b3")).is_some() && better.board().get(s("b5")).is_none());
    assert_eq!(better.motion(s("b3")), None, "the Woody Rook is at rest");
}

/// The second sample game: "Both players were confused. Black could not
/// play 4...Bf8-c5,c6:d5 and therefore White could have saved the N with 4.
/// Nd5-d5." The Pawn on c6 (from c7) must go on to c5 by momentum at
/// non-capture speed, so c6:d5 is a start, and a second start beside the
/// Bishight's is two actions; with c5 filled first the Pawn autostops, and
/// its capture is still a second start.
#[test]
fn second_game_4_black_could_not_play_bf8_c5_and_c6_d5() {
    let g = Momentum::with_options("armies=fabulous-fides,forward-fides").unwrap();
    let p = line(
        &g,
        &[
            "e2-e3",
            "(fhNbB)g8-f6",
            "e3-e4, Nb1-c3",
            "e7-e5",
            "Ng1-f3, Nc3-d5",
            "c7-c6",
            "Nd5-d5",
        ],
    );
    assert!(illegal(&g, &p, "Bf8-c5,c6:d5").contains("already complete"));
    assert!(illegal(&g, &p, "c6:d5").contains("can still move on"));
    play(&g, &p, "c6-c5, Bf8-e7");
}

/// Rule 1, FIDE's draws as FIDE splits them: fifty moves of each side
/// without a capture or a Pawn's move (a Pawn moving on by momentum counts:
/// it is a Pawn move) and the third repetition of a position (momentum
/// included) are claims; seventy-five moves and the fifth repetition end
/// the game by themselves.
#[test]
fn fifty_moves_and_threefold_repetition_are_claims_and_their_longer_forms_draws() {
    let g = fide();
    let claim = |p: &momentum::Position, history: &[u64], name: &str| {
        g.claim(p, history, Color::White, name)
            .map(|o| (o.result, o.reason))
            .ok()
    };
    let p = at(&g, "4k3/8/8/8/8/8/8/R3K3 w - - 99 60 -");
    assert_eq!(claim(&p, &[], "fifty-moves"), None);
    let after = play(&g, &p, "Ra1-a2");
    assert_eq!(g.outcome(&after, &[]), None);
    assert_eq!(
        claim(&after, &[], "fifty-moves"),
        Some((GameResult::Draw, EndReason::FiftyMoves))
    );
    let p = at(&g, "4k3/8/8/8/8/8/8/R3K3 w - - 149 60 -");
    let after = play(&g, &p, "Ra1-a2");
    assert_eq!(
        g.outcome(&after, &[]).map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::SeventyFiveMoves))
    );
    // A Pawn moving on by its momentum resets the count.
    let p = at(&g, "4k3/8/8/8/8/8/P7/4K3 w - - 99 60 a2+0+1");
    let after = play(&g, &p, "a2-a3, Ke1-d1");
    assert_eq!(after.chess().halfmove_clock(), 0);
    assert_eq!(claim(&after, &[], "fifty-moves"), None);
    // Kings shuttling: the start comes back a third time after two
    // rounds (a claim), a fifth time after four (a draw).
    let mut p = at(&g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 -");
    let mut history = vec![g.repetition_key(&p)];
    for (i, turn) in ["Ke1-d1", "Ke8-d8", "Kd1-e1", "Kd8-e8"]
        .iter()
        .cycle()
        .take(16)
        .enumerate()
    {
        p = play(&g, &p, turn);
        let at_start = (i + 1) % 4 == 0;
        let times = if at_start { 1 + (i + 1) / 4 } else { 1 + i / 4 };
        let outcome = g.outcome(&p, &history).map(|o| (o.result, o.reason));
        let fifth = (times == 5).then_some((GameResult::Draw, EndReason::FivefoldRepetition));
        assert_eq!(outcome, fifth, "after {} turns", i + 1);
        assert_eq!(
            claim(&p, &history, "threefold-repetition"),
            (3..5)
                .contains(&times)
                .then_some((GameResult::Draw, EndReason::Repetition)),
            "after {} turns",
            i + 1
        );
        history.push(g.repetition_key(&p));
    }
}

/// Rule 1's repetition counts momentum: the repetition key and the
/// position's hash (which the engine's tables and the walk's set of
/// mid-turn positions use) tell apart positions that differ only in a
/// piece's momentum (its square, displacement or speed), and are equal for
/// equal positions. They hash each piece in motion as one word (the
/// derived hash wrote every one of the 128 slots).
#[test]
fn the_repetition_key_and_the_hash_tell_every_momentum_apart() {
    let g = fide();
    let board = "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1";
    let motions = [
        "-",
        "a2+0+1",
        "a2+0+2",
        "a2x+1+1",
        "a2x-1+1",
        "a1+0+1",
        "a1+1+0",
        "a2+0+1,a1+1+0",
        "a2+0+1,a1+2+0",
        "a1+0+2",
    ];
    let positions: Vec<_> = motions
        .iter()
        .map(|m| at(&g, &format!("{board} {m}")))
        .collect();
    for (i, p) in positions.iter().enumerate() {
        let again = at(&g, &format!("{board} {}", motions[i]));
        assert_eq!(g.repetition_key(p), g.repetition_key(&again));
        assert_eq!(
            kernel::fast_hash::hash_of(p),
            kernel::fast_hash::hash_of(&again)
        );
        for (j, q) in positions.iter().enumerate().skip(i + 1) {
            assert_ne!(
                g.repetition_key(p),
                g.repetition_key(q),
                "{} and {}",
                motions[i],
                motions[j]
            );
            assert_ne!(
                kernel::fast_hash::hash_of(p),
                kernel::fast_hash::hash_of(q),
                "{} and {}",
                motions[i],
                motions[j]
            );
        }
    }
}

/// Rule 1, FIDE's dead position, for Momentum's pieces: bare Kings only,
/// and only under `check=refuse`, where a King never steps where the other
/// takes it and so nothing ever wins; under `check=stealth` a King may
/// step next to the other, which takes it and wins.
#[test]
fn bare_kings_are_dead_under_check_refuse_and_not_under_stealth() {
    let g = fide();
    let bare = at(&g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -");
    assert_eq!(
        g.outcome(&bare, &[]).map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::DeadPosition))
    );
    // A Knight more (FIDE's insufficient material) is not judged.
    let knight = at(&g, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 -");
    assert_eq!(g.outcome(&knight, &[]), None);
    let stealth = Momentum::with_options("check=stealth").unwrap();
    let bare = at(&stealth, "8/8/8/4k3/8/4K3/8/8 w - - 0 1 -");
    assert_eq!(stealth.outcome(&bare, &[]), None);
    let exposed = play(&stealth, &bare, "Ke3-e4");
    let taken = play(&stealth, &exposed, "Ke5:e4");
    assert_eq!(
        stealth.outcome(&taken, &[]).map(|o| (o.result, o.reason)),
        Some((GameResult::Win(Color::Black), EndReason::KingRemoved))
    );
}
