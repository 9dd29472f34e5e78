//! What a game report shows of Edge of the World Chess (issue 19), held to
//! the rule text rather than to the code that draws it:
//!
//! - where each piece in motion goes next agrees with the text's Movement
//!   rules walked square by square here (sharing no code with the crate);
//! - the events of each turn of every game file are as many momentum and
//!   End of the World moves as the turn holds, and as many captures and
//!   pieces leaving the board as pieces go from the board;
//! - the legend gives the text's direction diagram, and the boards write
//!   their files in capitals, as the notation does.

use edge_of_world::replay::GameFile;
use edge_of_world::{Color, EdgeOfWorld, Kind, Position, Square, Step, Variant};
use kernel::scene::{EventKind, Next};
use test_support::folders::files_with_extension;
use test_support::Lcg64;

/// What the Movement rules do with a piece in motion on `from`, walked
/// here square by square: "continues to move in that direction at that
/// speed" (a Knight's speed in half moves), "off the board edge, it is
/// removed from play", "into another piece, it stops": the same colour
/// (or, for a Pawn moving forward, any colour) leaves it just before, the
/// other colour is captured. Returns what happens and the square it ends
/// on (`None` off the board).
fn walk(pos: &Position, from: Square) -> (Next, Option<Square>) {
    let m = pos.motion_at(from).expect("in motion");
    let (color, kind) = pos.piece_at(from).expect("a piece");
    let (vx, vy) = m.direction.vector();
    let count = if m.direction.number() % 2 == 1 {
        m.speed / 2
    } else {
        m.speed
    };
    let forward_pawn = kind == Kind::Pawn
        && (vx, vy)
            == match color {
                Color::White => (0, 1),
                Color::Black => (0, -1),
            };
    let mut at = from;
    for _ in 0..count {
        let (f, r) = (at.file() as i8 + vx, at.rank() as i8 + vy);
        if !(0..12).contains(&f) || !(0..12).contains(&r) {
            return (Next::LeavesBoard, None);
        }
        let next = Square::new(f as u8, r as u8);
        match pos.piece_at(next) {
            None => at = next,
            Some((other, _)) if other != color && !forward_pawn => {
                return (Next::Captures, Some(next))
            }
            Some(_) if at == from => return (Next::Autostops, Some(at)),
            Some(_) => return (Next::Stops, Some(at)),
        }
    }
    (Next::Goes, Some(at))
}

fn check_scene(game: &EdgeOfWorld, pos: &Position, label: &str) {
    let scene = game.scene(pos).expect("a scene");
    assert!(scene.upper_case, "{label}");
    assert_eq!(scene.pieces.len(), pos.board().count(), "{label}");
    let mut moving: Vec<Square> = pos.motions().iter().map(|m| m.square).collect();
    let mut listed: Vec<Square> = scene.motions.iter().map(|m| m.square).collect();
    moving.sort();
    listed.sort();
    assert_eq!(listed, moving, "{label}: every piece in motion listed once");
    for sm in &scene.motions {
        let (next, end) = walk(pos, sm.square);
        assert_eq!(sm.next, next, "{label} {}: {sm:?}", sm.square);
        match next {
            Next::LeavesBoard => assert_eq!(
                sm.target(pos.board().geometry()),
                None,
                "{label}: the arrow points off the board"
            ),
            // Blocked where it stands: the arrow points at the piece.
            Next::Autostops => {
                let m = pos.motion_at(sm.square).expect("in motion");
                assert_eq!(sm.toward, m.direction.vector(), "{label}");
            }
            _ => assert_eq!(sm.target(pos.board().geometry()), end, "{label} {sm:?}"),
        }
    }
}

fn game_files() -> Vec<(String, GameFile)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    files_with_extension(&dir, "game")
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable");
            let file = GameFile::parse(&text).expect("the game file reads");
            (p.display().to_string(), file)
        })
        .collect()
}

/// Every main-line and side-line turn: label, the position before, the
/// steps and the position after.
fn turns_of(game: &EdgeOfWorld, file: &GameFile) -> Vec<(String, Position, Vec<Step>, Position)> {
    let start = match &file.start {
        Some(t) => game.read_position(t).expect("the start reads"),
        None => game.start_position(),
    };
    let mut out = Vec::new();
    let mut lines = vec![(start.clone(), &file.turns)];
    for v in &file.variations {
        // Each side line here branches before the first main-line turn or
        // after it; replay the main line up to its branch.
        let mut pos = start.clone();
        for t in file
            .turns
            .iter()
            .take_while(|t| (t.number, t.side) != v.before)
        {
            let turn = game.read_turn(&pos, &t.text).expect("reads");
            pos = game.play_turn_unchecked(&pos, &turn);
        }
        lines.push((pos, &v.turns));
    }
    for (mut pos, turns) in lines {
        for t in turns {
            let turn = game.read_turn(&pos, &t.text).expect("the turn reads");
            let next = game.play_turn_unchecked(&pos, &turn);
            out.push((t.label(), pos.clone(), turn.to_vec(), next.clone()));
            pos = next;
        }
    }
    out
}

#[test]
fn every_position_of_the_game_files_shows_where_each_piece_goes() {
    let mut checked = 0;
    for (path, file) in game_files() {
        let game = EdgeOfWorld::with_options(&file.options).expect("options");
        for (label, before, _, after) in turns_of(&game, &file) {
            check_scene(&game, &before, &format!("{path} before {label}"));
            check_scene(&game, &after, &format!("{path} after {label}"));
            checked += after.motions().len();
        }
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn random_positions_show_where_each_piece_goes() {
    let game = EdgeOfWorld::new();
    let mut rng = Lcg64::new(0xed9e_0f3c);
    let mut checked = 0;
    for _ in 0..6 {
        let start = game.start_position();
        let (turns, _) = edge_of_world::random_playout(&game, &start, 30, |n| rng.below(n));
        let mut pos = start;
        for (i, turn) in turns.iter().enumerate() {
            pos = game.play_turn_unchecked(&pos, turn);
            check_scene(&game, &pos, &format!("turn {}", i + 1));
            checked += pos.motions().len();
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn every_turn_lists_its_moves_captures_and_pieces_leaving() {
    for (path, file) in game_files() {
        let game = EdgeOfWorld::with_options(&file.options).expect("options");
        for (label, before, turn, after) in turns_of(&game, &file) {
            let mut events = Vec::new();
            let mut at = before.clone();
            for &step in &turn {
                events.extend(game.events(&at, step));
                game.play_step(&mut at, step);
            }
            let count = |kind: EventKind| events.iter().filter(|e| e.kind == kind).count();
            let steps = |f: fn(&Step) -> bool| turn.iter().filter(|s| f(s)).count();
            let here = format!("{path} {label}: {events:?}");
            assert_eq!(
                count(EventKind::Momentum),
                steps(|s| matches!(s, Step::Momentum(_))),
                "{here}"
            );
            assert_eq!(
                count(EventKind::EndOfWorld),
                steps(|s| matches!(s, Step::EndOfWorld(_))),
                "{here}"
            );
            assert_eq!(
                count(EventKind::Move),
                steps(|s| matches!(s, Step::Start { .. })),
                "{here}"
            );
            let gone = before.board().count() - after.board().count();
            assert_eq!(
                count(EventKind::Capture) + count(EventKind::LeavesBoard),
                gone,
                "{here}"
            );
        }
    }
}

#[test]
fn the_legend_gives_the_texts_direction_diagram_and_boards_use_capital_files() {
    let game = EdgeOfWorld::new();
    let legend = game.legend();
    // The text's Momentum Notation diagram, spaced as columns.
    let rows: Vec<Vec<&str>> = legend
        .figure
        .iter()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        rows,
        [
            vec!["14", "15", "0", "1", "2"],
            vec!["13", "3"],
            vec!["12", "*", "4"],
            vec!["11", "5"],
            vec!["10", "9", "8", "7", "6"],
        ]
    );
    let letters: Vec<char> = legend.pieces.iter().filter_map(|p| p.white).collect();
    assert_eq!(letters, ['K', 'Q', 'R', 'B', 'N', 'P', 'C']);
    let board = game
        .scene(&game.start_position())
        .expect("a scene")
        .board_text();
    assert!(
        board.ends_with("   A  B  C  D  E  F  G  H  I  J  K  L\n"),
        "{board}"
    );
}

#[test]
fn the_texts_examples_read_as_the_text_says() {
    let game = EdgeOfWorld::new();
    let events = |file: &str, label: &str| -> Vec<String> {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("games/{file}.game")),
        )
        .expect("the game file");
        let file = GameFile::parse(&text).expect("reads");
        let (_, before, turn, _) = turns_of(&game, &file)
            .into_iter()
            .find(|t| t.0 == label)
            .expect("the turn");
        let mut at = before;
        let mut out = Vec::new();
        for step in turn {
            out.extend(game.events(&at, step).into_iter().map(|e| e.text));
            game.play_step(&mut at, step);
        }
        out
    };
    // Stop Notation: "R C7:C7 This move stops the Rook at C7."
    assert_eq!(
        events("stop-example", "1.")[0],
        "stop: R C7:C7, the piece loses its momentum"
    );
    // "If the piece's momentum carries it off the board edge, it is
    // removed from play."
    assert_eq!(
        events("rook-off-the-edge", "1.")[..2],
        [
            "momentum: R C11~off, direction 0, speed 3",
            "the Rook leaves the board"
        ]
    );
    // "If both pieces are the same color, the moving piece remains in the
    // square just before the stationary piece."
    assert_eq!(
        events("contact-own-piece", "1.")[1],
        "contact: the Rook touches the white Bishop on C7 and stops on C6; both lose their momentum"
    );
    // The End of the World: four pieces, speed 1; the King goes to the
    // nearest corner.
    let eotw = events("end-of-the-world", "1.");
    assert!(eotw.contains(&"the End of the World begins: 4 pieces are left, so White's pieces go 1 square towards the nearest edge".to_string()), "{eotw:?}");
    assert!(
        eotw.contains(&"End of the World: K B2^A1 (1 square towards the nearest edge)".to_string()),
        "{eotw:?}"
    );
}

/// A position displays its files in capitals, as the notation writes its
/// squares (`B E3:C1`) and the reports letter the board; it showed `a b c`
/// under a board whose turns read `E3`.
#[test]
fn the_diagram_letters_the_files_as_the_notation_does() {
    let game = EdgeOfWorld::new();
    let text = game.start_position().to_string();
    assert!(text.contains("\n   A B C D E F G H I J K L\n"), "{text}");
    let turn = game.read_turn(&game.start_position(), "B E3:C1").unwrap();
    let written = game.write_turn(&game.start_position(), &turn);
    assert!(
        written.contains("E3") && written.contains("C1"),
        "{written}"
    );
}
