//! [`cvpages_tests::arb`]: sketches laid out by hand, the texts read off
//! the board drawn from each sketch.

use cvpages_tests::arb::{Layout, LinePiece, MotionSeed, Put, Sketch, Style};

fn seed(how: u8, direction: u8, length: u8) -> MotionSeed {
    MotionSeed {
        how,
        direction,
        length,
        capture: false,
    }
}

#[test]
fn a_line_from_the_white_king_blocks_a_bishop_with_its_own_knight() {
    // The shape of issue 15's Momentum position: the white King on b1,
    // up the diagonal a black Knight in motion and behind it a black
    // Bishop moving towards the King, which the Knight blocks: its
    // length is drawn from 2 (onto the Knight) to 3 (short of the
    // King), here 2 + (3 - 1) % 2.
    let sketch = Sketch {
        white_to_move: true,
        kings: (1, 63),
        castling: 0,
        en_passant: None,
        puts: vec![Put::Line {
            anchor: 0,
            direction: 1,
            pieces: vec![
                LinePiece {
                    gap: 2,
                    enemy: true,
                    kind: 2,
                    motion: seed(3, 8, 2),
                },
                LinePiece {
                    gap: 2,
                    enemy: true,
                    kind: 3,
                    motion: seed(1, 0, 3),
                },
            ],
        }],
        spare: 0,
    };
    let style = Style::momentum(momentum::Army::FabulousFides, momentum::Army::FabulousFides);
    let layout = Layout::build(&style, &sketch);
    assert_eq!(
        layout.momentum_text("fabulous-fides,fabulous-fides"),
        "7k/8/8/5b2/8/3n4/8/1K6 w - - 0 1 d3+1+2,f5-2-2 armies=fabulous-fides,fabulous-fides"
    );
}

#[test]
fn mirror_pieces_move_as_mirror_images() {
    let sketch = Sketch {
        white_to_move: false,
        kings: (4, 60),
        castling: 0b0001,
        en_passant: Some((3, true)),
        puts: vec![Put::Mirror {
            target: 27,
            target_white: false,
            target_kind: 2,
            dx: 1,
            dy: -1,
            white: true,
            kind: 0,
            motion: seed(3, 1, 1),
        }],
        spare: 0,
    };
    let layout = Layout::build(
        &Style::momentum(momentum::Army::FabulousFides, momentum::Army::FabulousFides),
        &sketch,
    );
    // White's double step d2-d4 with a black Pawn beside it on e4; the
    // Knight asked for on d4 is skipped (the square is taken), its
    // mirror-image Pawns go to e3 (moving +1+1) and c3 (-1+1).
    assert_eq!(
        layout.momentum_text("fabulous-fides,fabulous-fides"),
        "4k3/8/8/8/3Pp3/2P1P3/8/4K2R b K d3 0 1 c3-1+1,e3+1+1,d4+0+2 armies=fabulous-fides,fabulous-fides"
    );
}

#[test]
fn edge_of_the_world_motions_are_numbered_directions() {
    let sketch = Sketch {
        white_to_move: true,
        kings: (0, 143),
        castling: 0b1111,
        en_passant: Some((0, false)),
        puts: vec![
            Put::Piece {
                square: 13,
                white: true,
                kind: 1,
                motion: seed(3, 2, 3),
            },
            Put::Piece {
                square: 14,
                white: false,
                kind: 2,
                motion: seed(3, 9, 1),
            },
            Put::Piece {
                square: 15,
                white: true,
                kind: 3,
                motion: seed(3, 0, 1),
            },
        ],
        spare: 0,
    };
    let layout = Layout::build(&Style::edge_of_world(), &sketch);
    // The Rook on B2 moves east (4) at speed 3; the black Knight on C2
    // leaps (2,1), direction 3, twice: speed 4; the Bishop on D2 cannot
    // move north and stays at rest. No castling or en passant here.
    assert_eq!(
        layout.edge_text(7),
        "11k/12/12/12/12/12/12/12/12/12/1RnB8/K11 w 7 R B2 4 3, n C2 3 4"
    );
}
