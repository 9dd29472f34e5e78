//! The pictures a report draws (issue 19): a scene's board and its pieces
//! in motion as text, the legend, and the captures of a chess game listed
//! turn by turn as the boards show them.

use kernel::replay::{replay, EntryKind, GameFile, Picture};
use kernel::scene::{wrap, EventKind, Legend, LegendPiece, Next, Scene, SceneMotion};
use kernel::{chess, Color, Geometry, Square, Variant};

fn motion(square: Square, color: Color, toward: (i8, i8), next: Next, note: &str) -> SceneMotion {
    SceneMotion {
        square,
        color,
        piece: "Rook".to_string(),
        momentum: "speed 3".to_string(),
        toward,
        next,
        note: note.to_string(),
    }
}

#[test]
fn a_scene_marks_its_pieces_in_motion_and_lists_them_by_side() {
    let fide = chess::fide();
    let pos = fide
        .read_position("4k3/8/8/8/8/8/7r/R3K3 b - - 0 1")
        .expect("reads");
    let mut scene = fide.scene(&pos).expect("a chess scene");
    scene.momentum = true;
    scene.motions.push(motion(
        Square::new(0, 0),
        Color::White,
        (0, 3),
        Next::Goes,
        "",
    ));
    scene.motions.push(motion(
        Square::new(7, 1),
        Color::Black,
        (1, 0),
        Next::LeavesBoard,
        "",
    ));
    scene.motions.push(motion(
        Square::new(0, 0),
        Color::White,
        (4, 0),
        Next::Autostops,
        "e1 is occupied: autostops",
    ));
    assert_eq!(
        scene.text(),
        " 8 .  .  .  .  k  .  .  .\n 7 .  .  .  .  .  .  .  .\n 6 .  .  .  .  .  .  .  .\n \
5 .  .  .  .  .  .  .  .\n 4 .  .  .  .  .  .  .  .\n 3 .  .  .  .  .  .  .  .\n \
2 .  .  .  .  .  .  .  r*\n 1 R* .  .  .  K  .  .  .\n   a  b  c  d  e  f  g  h\n\
black to move\n\
in motion (* on the board), and where each goes next as the board stands:\n\
\x20 black, to move:\n\
\x20   h2 Rook speed 3 → off the board\n\
\x20 white, after Black's turn:\n\
\x20   a1 Rook speed 3 → a4\n\
\x20   a1 Rook speed 3 → e1: e1 is occupied: autostops\n"
    );
    scene.upper_case = true;
    assert!(scene.board_text().ends_with("   A  B  C  D  E  F  G  H\n"));
    assert_eq!(scene.square_name(Square::new(2, 6)), "C7");
    // A chess-like game says nothing of motion when nothing moves on.
    let plain = fide.scene(&pos).expect("a scene").text();
    assert!(!plain.contains("in motion"), "{plain}");
    // Without momentum, no column for the mark: the board as the
    // variants' diagrams draw it.
    assert!(
        plain.starts_with(" 8 . . . . k . . .\n")
            && plain.contains("\n 1 R . . . K . . .\n   a b c d e f g h\nblack to move\n"),
        "{plain}"
    );
    assert_eq!(
        motion(
            Square::new(7, 0),
            Color::Black,
            (1, 0),
            Next::LeavesBoard,
            ""
        )
        .target(Geometry::CHESS),
        None
    );
}

#[test]
fn a_legend_lists_letters_names_and_betza_in_columns() {
    let legend = Legend {
        pieces: vec![
            LegendPiece {
                white: Some('K'),
                black: Some('k'),
                name: "King".to_string(),
                betza: "K".to_string(),
                note: String::new(),
            },
            LegendPiece {
                white: None,
                black: Some('t'),
                name: "Charging Rook".to_string(),
                betza: "frlRrlbK".to_string(),
                note: "Nutty Knights (Black)".to_string(),
            },
        ],
        keys: vec!["A key that is long enough to be wrapped at the width of the report, which is seventy-eight columns.".to_string()],
        figure: vec!["0 1".to_string()],
    };
    assert_eq!(
        legend.text(),
        "Pieces (White in capital letters, Black in small letters):\n\
         \x20 K k  King           K\n\
         \x20   t  Charging Rook  frlRrlbK  Nutty Knights (Black)\n\
         A key that is long enough to be wrapped at the width of the report, which is\n\
         seventy-eight columns.\n\
         \x20   0 1\n"
    );
    assert!(Legend::default().is_empty());
    assert_eq!(wrap("", 10), "");
    assert_eq!(wrap("aaaaaaaaaaaa b", 5), "aaaaaaaaaaaa\nb\n");
}

/// Every capture of the Opera Game is listed under its turn, as many as
/// the boards before and after the turn lose pieces.
#[test]
fn the_opera_game_lists_every_capture() {
    let game = GameFile::parse(include_str!("../games/opera-game.game")).expect("reads");
    let report = replay(&chess::fide(), &game).expect("replays");
    let mut before = None;
    let mut captures = 0;
    for entry in report.entries() {
        let Some(Picture::Scene(scene)) = &entry.picture else {
            panic!("a chess game has scenes");
        };
        if let (EntryKind::Turn, Some(prev)) = (entry.kind, &before) {
            let prev: &Scene = prev;
            let lost = prev.pieces.len() - scene.pieces.len();
            let listed = entry
                .events
                .iter()
                .filter(|e| e.kind == EventKind::Capture)
                .count();
            assert_eq!(listed, lost, "{} {}", entry.label, entry.text);
            captures += listed;
        }
        before = Some(scene.clone());
    }
    assert_eq!(captures, 12);
    let letters: Vec<char> = report
        .legend()
        .pieces
        .iter()
        .filter_map(|p| p.white)
        .collect();
    assert_eq!(letters, ['P', 'N', 'B', 'R', 'Q', 'K']);
}
