//! What a game report shows of Momentum Chess (issue 19), held to the rule
//! text rather than to the code that draws it:
//!
//! - where each piece in motion goes next agrees with a reading of rules 2
//!   and 3 written here from the text (sharing no code with the crate but
//!   the piece data), and with the steps the rules offer the side to move;
//! - the events of each turn of every game file are as many momentum moves,
//!   autostops and captures as the turn holds (the captures counted on the
//!   boards before and after it);
//! - the text's own examples read as the text says.

use kernel::scene::{EventKind, Next, Scene};
use kernel::{Board, Color, Geometry, Square};
use momentum::pieces::{all_kinds, Army};
use momentum::replay::GameFile;
use momentum::{Momentum, Motion, Position, Step, Variant};
use std::collections::HashMap;
use test_support::folders::files_with_extension;
use test_support::Lcg64;

/// Where rules 2 and 3 send the piece on `from` with momentum `m`, or
/// `None` if it autostops: it repeats its displacement; a straight
/// displacement longer than one step that the piece does not make as one
/// leap passes the squares between, which must be empty; a non-capture
/// speed needs an empty square, a capture speed an enemy piece to take.
fn rule_target(board: &Board, from: Square, m: Motion) -> Option<Square> {
    let piece = board.get(from)?;
    let to = from.offset(m.dx, m.dy, Geometry::CHESS)?;
    let kinds = all_kinds();
    let one_leap = kinds[piece.kind() as usize]
        .moves
        .for_color(piece.color())
        .iter()
        .any(|v| v.max_range() == 1 && v.dx == m.dx && v.dy == m.dy);
    let n = m.dx.abs().max(m.dy.abs());
    let straight = m.dx == 0 || m.dy == 0 || m.dx.abs() == m.dy.abs();
    if straight && n > 1 && !one_leap {
        for k in 1..n {
            let passed = from.offset(m.dx.signum() * k, m.dy.signum() * k, Geometry::CHESS)?;
            if board.get(passed).is_some() {
                return None;
            }
        }
    }
    match board.get(to) {
        None if !m.capture => Some(to),
        Some(p) if m.capture && p.color() != piece.color() => Some(to),
        _ => None,
    }
}

/// Checks the scene of `pos` against the rule and the offered steps.
fn check_scene(game: &Momentum, pos: &Position, label: &str) {
    let scene: Scene = game.scene(pos).expect("Momentum draws scenes");
    let board = pos.board();
    assert_eq!(scene.to_move, pos.side_to_move(), "{label}");
    assert_eq!(scene.pieces.len(), board.count(), "{label}");
    for p in &scene.pieces {
        let piece = board
            .get(p.square)
            .expect("a piece where the scene draws one");
        assert_eq!(p.color, piece.color(), "{label}");
        assert_eq!(
            p.letter.is_ascii_uppercase(),
            piece.color() == Color::White,
            "{label}"
        );
    }
    let moving: Vec<Square> = pos.in_motion().map(|(s, _)| s).collect();
    let listed: Vec<Square> = scene.motions.iter().map(|m| m.square).collect();
    assert_eq!(listed, moving, "{label}: every piece in motion listed once");
    // At the end of the game (a King taken) nothing more is offered.
    let mut steps = Vec::new();
    game.steps(pos, &mut steps);
    let offered = !steps.is_empty();
    for sm in &scene.motions {
        let m = pos.motion(sm.square).expect("in motion");
        assert_eq!(sm.toward, (m.dx, m.dy), "{label} {}", sm.square);
        assert_eq!(sm.momentum, m.to_string(), "{label}");
        let ours = offered && board.get(sm.square).map(|p| p.color()) == Some(pos.side_to_move());
        match rule_target(board, sm.square, m) {
            Some(to) => {
                assert_eq!(
                    sm.target(Geometry::CHESS),
                    Some(to),
                    "{label} {}",
                    sm.square
                );
                let expected = if board.get(to).is_some() {
                    Next::Captures
                } else {
                    Next::Goes
                };
                assert_eq!(sm.next, expected, "{label} {}: {sm:?}", sm.square);
                if ours {
                    assert!(
                        steps.iter().any(
                            |s| matches!(s, Step::Momentum { from, to: t, .. } if *from == sm.square && *t == to)
                        ),
                        "{label} {}: the rules offer no momentum move to {to}",
                        sm.square
                    );
                }
            }
            None => {
                assert_eq!(sm.next, Next::Autostops, "{label} {}: {sm:?}", sm.square);
                assert!(sm.note.ends_with("autostops"), "{label}: {}", sm.note);
                if ours {
                    assert!(
                        steps.contains(&Step::Autostop { at: sm.square }),
                        "{label} {}: the rules offer no autostop",
                        sm.square
                    );
                }
            }
        }
    }
}

/// Every main-line position of a game file with the game, by turn label
/// (`"0"` for the start), the turn that led there and the one before.
struct Replayed {
    game: Momentum,
    after: HashMap<String, Position>,
    turns: Vec<(String, Position, momentum::Turn<Step>, Position)>,
}

fn replayed(text: &str) -> Replayed {
    let file = GameFile::parse(text).expect("the game file reads");
    let game = Momentum::with_options(&file.options).expect("the options read");
    let mut pos = match &file.start {
        Some(t) => game.read_position(t).expect("the start reads"),
        None => game.start_position(),
    };
    let mut after = HashMap::from([("0".to_string(), pos.clone())]);
    let mut turns = Vec::new();
    for t in &file.turns {
        if t.text == "resign" {
            break;
        }
        let written = t
            .declared
            .iter()
            .find_map(|d| match d {
                momentum::replay::Declared::Misprint { corrected, .. } => Some(corrected.clone()),
                _ => None,
            })
            .unwrap_or_else(|| t.text.clone());
        let turn = game.read_turn(&pos, &written).expect("the turn reads");
        let next = game.play_turn_unchecked(&pos, &turn);
        turns.push((t.label(), pos.clone(), turn, next.clone()));
        after.insert(t.label(), next.clone());
        pos = next;
    }
    Replayed { game, after, turns }
}

fn game_texts() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    files_with_extension(&dir, "game")
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable");
            (p.display().to_string(), text)
        })
        .collect()
}

#[test]
fn every_position_of_the_game_files_shows_where_each_piece_goes() {
    let mut checked = 0;
    for (path, text) in game_texts() {
        let r = replayed(&text);
        for (label, _, _, after) in &r.turns {
            check_scene(&r.game, after, &format!("{path} after {label}"));
            checked += after.in_motion().count();
        }
    }
    assert!(checked > 250, "{checked} pieces in motion checked");
}

/// Positions of random games, for every pairing of the armies with the
/// Nutty Knights (whose pieces leap and slide in every way) and the FIDE
/// army: crowded boards where pieces in motion block each other.
#[test]
fn random_positions_show_where_each_piece_goes() {
    let mut rng = Lcg64::new(0x5eed_1e55);
    let mut checked = 0;
    for (white, black) in [
        (Army::FabulousFides, Army::FabulousFides),
        (Army::RemarkableRookies, Army::NuttyKnights),
        (Army::NuttyKnights, Army::ColorboundClobberers),
        (Army::ForwardFides, Army::RemarkableRookies),
    ] {
        let game = Momentum::with_armies(white, black);
        for _ in 0..2 {
            let start = game.start_position();
            let (turns, _) = kernel::random_playout(&game, &start, 14, |n| rng.below(n));
            let mut pos = start;
            for (i, turn) in turns.iter().enumerate() {
                pos = game.play_turn_unchecked(&pos, turn);
                check_scene(&game, &pos, &format!("{white} v {black}, turn {}", i + 1));
                checked += pos.in_motion().count();
            }
        }
    }
    assert!(checked > 100, "{checked} pieces in motion checked");
}

#[test]
fn every_turn_lists_its_momentum_moves_autostops_and_captures() {
    for (path, text) in game_texts() {
        let r = replayed(&text);
        for (label, before, turn, after) in &r.turns {
            let mut events = Vec::new();
            let mut at = before.clone();
            for &step in turn.iter() {
                events.extend(r.game.events(&at, step));
                r.game.play_step(&mut at, step);
            }
            let count = |kind: EventKind| events.iter().filter(|e| e.kind == kind).count();
            let steps = |f: fn(&Step) -> bool| turn.iter().filter(|s| f(s)).count();
            let them = !before.side_to_move();
            let lost =
                before.board().occupied_by(them).len() - after.board().occupied_by(them).len();
            let here = format!("{path} {label}: {events:?}");
            assert_eq!(
                count(EventKind::Momentum),
                steps(|s| matches!(s, Step::Momentum { .. })),
                "{here}"
            );
            assert_eq!(
                count(EventKind::Autostop),
                steps(|s| matches!(s, Step::Autostop { .. })),
                "{here}"
            );
            assert_eq!(
                count(EventKind::Stop),
                steps(|s| matches!(s, Step::Stop { .. })),
                "{here}"
            );
            assert_eq!(
                count(EventKind::Move),
                steps(|s| matches!(s, Step::Start(_))),
                "{here}"
            );
            assert_eq!(count(EventKind::Capture), lost, "{here}");
        }
    }
}

/// The scene's line for the piece on `square`.
fn line_for(game: &Momentum, pos: &Position, square: &str) -> String {
    let scene = game.scene(pos).expect("a scene");
    let m = scene
        .motions
        .iter()
        .find(|m| scene.square_name(m.square) == square)
        .unwrap_or_else(|| panic!("no piece in motion on {square}: {}", scene.text()));
    scene.motion_line(m)
}

#[test]
fn the_texts_examples_read_as_the_text_says() {
    let text = |name: &str| {
        std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("games/{name}.game")),
        )
        .expect("the game file")
    };
    // Rule 2: "After 1. e2-e4, the White Pawn will continue on with 2.
    // e4-e6 unless it is stopped."
    let r = replayed(&text("worked-e4-e6"));
    assert_eq!(
        line_for(&r.game, &r.after["1..."], "e4"),
        "e4 Pawn +0+2 → e6"
    );

    // Rule 5: "1. Bf1-d3+ can be answered by 1...b5-b4 (!). Now the Bishop
    // cannot go to g6 because its momentum wants to carry it to b5".
    let r = replayed(&text("worked-bishop-d3-b5-b4"));
    assert_eq!(
        line_for(&r.game, &r.after["1..."], "d3"),
        "d3 Bishop -2+2 → b5"
    );

    // Rule 5: "after 1. e4; 1...d6???; 2. e6, Bb5!; ... first the Bishop
    // is stopped because it can go no further".
    let r = replayed(&text("worked-e6-bb5-check"));
    assert_eq!(
        line_for(&r.game, &r.after["2."], "b5"),
        "b5 Bishop -4+4 → off the board: autostops"
    );

    // The first game, Black's idea after 2...: "3.f3-f3 (fbNF)g8-f6,
    // (fhNrlbK)e4-f2+": the Charging Knight goes on from e4 to f2.
    let r = replayed(&text("first-game"));
    assert_eq!(
        line_for(&r.game, &r.after["2..."], "e4"),
        "e4 Charging Knight (fhNrlbK) +1-2 → f2"
    );
    // At 18.: "first allow the Nb3 to autostop at b3 and then let the RN
    // capture at c5": as the board stands the Woody Rook on b3 is blocked
    // by the Chancellor on b5, and Black's Fibnif on c4 takes on b5.
    let after = &r.after["17..."];
    assert_eq!(
        line_for(&r.game, after, "b3"),
        "b3 Woody Rook (WD) +0+2 → b5: b5 is occupied by the white Chancellor (RN): autostops"
    );
    assert_eq!(
        line_for(&r.game, after, "c4"),
        "c4 Fibnif (fbNF) x-1+1 → b5: takes the white Chancellor (RN)"
    );
    // 23.: the Short Rook's momentum "of 24.(R4)f1-d1": it came to d1 from
    // f1 and would go on to b1 but for the Woody Rook on c1.
    assert_eq!(
        line_for(&r.game, &r.after["23..."], "d1"),
        "d1 Short Rook (R4) -2+0 → b1: c1 is in the way: autostops"
    );
}

#[test]
fn the_legend_names_both_armies_and_explains_the_momentum() {
    let game = Momentum::with_options("armies=remarkable-rookies,nutty-knights").expect("options");
    let legend = game.legend();
    let rows: Vec<(Option<char>, Option<char>, &str, &str)> = legend
        .pieces
        .iter()
        .map(|p| (p.white, p.black, p.name.as_str(), p.betza.as_str()))
        .collect();
    // The armies as the Chess with Different Armies pages give them.
    assert_eq!(
        rows,
        [
            (Some('K'), Some('k'), "King", "K"),
            (Some('P'), Some('p'), "Pawn", "fmWfcF"),
            (Some('S'), None, "Short Rook", "R4"),
            (Some('O'), None, "Woody Rook", "WD"),
            (Some('H'), None, "Half-Duck", "HFD"),
            (Some('A'), None, "Chancellor", "RN"),
            (None, Some('t'), "Charging Rook", "frlRrlbK"),
            (None, Some('i'), "Fibnif", "fbNF"),
            (None, Some('j'), "Charging Knight", "fhNrlbK"),
            (None, Some('l'), "Colonel", "fhNfrlRK"),
        ]
    );
    let keys = legend.keys.join(" ");
    assert!(keys.contains("capture speed"), "{keys}");
    assert!(keys.contains("by its letter on the boards"), "{keys}");
    assert!(keys.contains("(H is the Half-Duck)"), "{keys}");
    assert!(keys.contains("its Betza string in brackets"), "{keys}");
    // The same army on both sides is listed once, for both.
    let fide = Momentum::new().legend();
    assert_eq!(fide.pieces.len(), 6);
    assert!(fide
        .pieces
        .iter()
        .all(|p| p.white.is_some() && p.black.is_some()));
}
