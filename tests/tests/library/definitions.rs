//! [`cvpages_tests::definitions`]: the definitions' answers on the
//! positions of issue 15 and a few more, worked out by hand.

use cvpages_tests::definitions::{
    ChessDefinition, Definition, Ends, MomentumDefinition, MultimoveDefinition,
};
use kernel::chesslike::{Move, MoveKind};
use kernel::{Color, Square, Variant};

fn square(name: &str) -> Square {
    kernel::Geometry::CHESS
        .parse_square(name)
        .expect("a square")
}

fn momentum(text: &str) -> (momentum::Momentum, momentum::Position) {
    let game = momentum::Momentum::new();
    let p = game.read_position(text).expect("reads");
    (game, p)
}

/// Where White's pieces stand in each end, sorted: the turns told
/// apart without anyone's notation.
fn white_squares(ends: &Ends<momentum::Momentum>) -> Vec<String> {
    let mut all: Vec<String> = ends
        .keys()
        .map(|end| {
            let mut squares: Vec<String> = end
                .board()
                .pieces(Color::White)
                .map(|(s, _)| s.to_string())
                .collect();
            squares.sort();
            squares.join(" ")
        })
        .collect();
    all.sort();
    all
}

#[test]
fn momentum_the_bishop_restarts_once_its_own_knight_has_moved_on() {
    // Issue 15. Black's Bishop e5 (moving -3-3) is blocked by its own
    // Knight on c3 and autostops; the Knight moves on to d5; the
    // Bishop starts and takes on a1.
    let (game, p) = momentum("7k/8/8/4b3/8/2n5/8/K7 w - - 0 1 e5-3-3,c3+1+2");
    assert!(MomentumDefinition { game: &game }.in_check(&p).unwrap());
    // From b1 the King may go to a2, c1 or c2: a1 and b2 are on the
    // Bishop's diagonal, and the Knight cannot start (its momentum to
    // d5 is open, so it must move on or be stopped).
    let (game, p) = momentum("7k/8/8/4b3/8/2n5/8/1K6 w - - 0 1 e5-3-3,c3+1+2");
    let ends = MomentumDefinition { game: &game }.legal_ends(&p).unwrap();
    assert_eq!(white_squares(&ends), ["a2", "c1", "c2"]);
}

#[test]
fn momentum_no_castling_past_a_square_the_restarted_rook_reaches() {
    // Issue 15's third position. Black's Rook f8 (moving +0-2) is
    // blocked by its Knight f7, autostops, and once the Knight has gone
    // on to g5 it may start down the f-file: f1 and f2 are unsafe, and
    // castling passes f1. White's legal turns: King d1, d2, e2 (not
    // f1, f2, not O-O), Rook h2..h8, g1, f1.
    let (game, p) = momentum("4kr2/5n2/8/8/8/8/8/4K2R w K - 0 1 f8+0-2,f7+1-2");
    let definition = MomentumDefinition { game: &game };
    assert_eq!(definition.castlings(&p), Ok(Vec::new()));
    let ends = definition.legal_ends(&p).unwrap();
    assert_eq!(
        white_squares(&ends),
        [
            "d1 h1", "d2 h1", "e1 f1", "e1 g1", "e1 h2", "e1 h3", "e1 h4", "e1 h5", "e1 h6",
            "e1 h7", "e1 h8", "e2 h1"
        ]
    );
    // With the Knight at rest the Rook stays blocked, and castling is
    // allowed: the King's squares e1, f1, g1 are all out of reach.
    let (game, p) = momentum("4kr2/5n2/8/8/8/8/8/4K2R w K - 0 1 f8+0-2");
    let castlings = MomentumDefinition { game: &game }.castlings(&p).unwrap();
    assert_eq!(
        castlings,
        [momentum::Step::Start(Move {
            from: square("e1"),
            to: square("g1"),
            kind: MoveKind::Castle(0)
        })]
    );
}

#[test]
fn momentum_castling_after_taking_the_king_still_asks_the_pieces() {
    // Black's Pawn g5 takes the King on e1 by momentum (capture speed
    // -2-4), promoting; the turn's action is still to come. Castling
    // queenside passes d8, which White's Pawn e7 could take: refused
    // (the ruling in the type's docs). Without that Pawn, allowed.
    for (text, castles) in [
        ("r3k3/4P3/8/6p1/8/8/8/4K3 b q - 0 1 g5x-2-4", false),
        ("r3k3/8/8/6p1/8/8/8/4K3 b q - 0 1 g5x-2-4", true),
    ] {
        let (game, p) = momentum(text);
        let mut steps = Vec::new();
        game.steps(&p, &mut steps);
        let take = steps
            .into_iter()
            .find(|s| matches!(s, momentum::Step::Momentum { to, .. } if *to == square("e1")))
            .expect("the Pawn takes the King");
        let mut taken = p.clone();
        game.play_step(&mut taken, take);
        let white_king = taken
            .board()
            .pieces(Color::White)
            .any(|(_, p)| p.kind() == momentum::pieces::KING);
        assert!(!white_king, "the Pawn took the King");
        let definition = MomentumDefinition { game: &game };
        assert_eq!(
            definition.castlings(&taken).unwrap().len(),
            usize::from(castles)
        );
    }
}

#[test]
fn momentum_a_piece_that_moved_on_by_momentum_does_not_start_again() {
    // White's Rook c2 at capture speed (+4+0) would take the King on
    // g2, but the Rook d2 is in the way: moving on (+1+0) it goes to
    // e2, still in the way, and may then only be stopped (rule 6), not
    // started; stopped first, it stays on d2. Not check.
    let (game, p) = momentum("8/8/8/8/8/8/2RR2k1/K7 b - - 0 1 c2x+4+0,d2+1+0");
    assert!(!MomentumDefinition { game: &game }.in_check(&p).unwrap());
    // Moving on up the d-file instead, it clears the way: check.
    let (game, p) = momentum("8/8/8/8/8/8/2RR2k1/K7 b - - 0 1 c2x+4+0,d2+0+1");
    assert!(MomentumDefinition { game: &game }.in_check(&p).unwrap());
}

#[test]
fn chess_a_pinned_bishop_still_gives_check() {
    // The Bishop b4 is pinned to its King a3 by the Queen c5, and still
    // attacks e1 (FIDE Laws 3.9). White's answers: King d1, e2, f1, f2
    // (not d2, on the Bishop's diagonal), Queen c3 (between), Queen
    // takes b4.
    let chess = kernel::chess::fide();
    let p = chess
        .read_position("8/8/8/2Q5/1b6/k7/8/4K3 w - - 0 1")
        .expect("reads");
    let definition = ChessDefinition::new(&chess).expect("the twin compiles");
    assert!(definition.in_check(&p).unwrap());
    let mut moves: Vec<String> = definition
        .legal_ends(&p)
        .unwrap()
        .values()
        .map(|steps| steps[0].to_string())
        .collect();
    moves.sort();
    assert_eq!(moves, ["c5b4", "c5c3", "e1d1", "e1e2", "e1f1", "e1f2"]);
}

#[test]
fn forward_two_captures_that_leave_one_position_are_one_turn() {
    // Issue 15: axb4 and cxb4 both leave Pawns on a3, b4 and c3. The
    // King's five moves (d1, f1, d2, e2, f2; the Knight attacks only
    // a2, c2 and d3), a4, c4 and the capture: 8 turns.
    let game = forward::Forward::new();
    let p = game
        .read_position("4k3/8/8/8/1n6/P1P5/8/4K3 w - - 0 1")
        .expect("reads");
    let definition = ChessDefinition::new(&game).expect("the twin compiles");
    assert_eq!(definition.legal_ends(&p).unwrap().len(), 8);
}

#[test]
fn multimove_the_first_move_must_answer_the_check() {
    // The Rook e2 checks; the King may take it (2 points) or step to
    // d1 or f1; d2 and f2 are on the Rook's rank; nothing else moves.
    let game = multimove::Multimove::fide();
    let p = game
        .read_position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
        .expect("reads");
    let definition = MultimoveDefinition::new(&game).expect("the twin compiles");
    assert!(definition.in_check(&p).unwrap());
    let mut moves: Vec<String> = definition
        .allowed_moves(&p)
        .unwrap()
        .iter()
        .map(|m| m.to_string())
        .collect();
    moves.sort();
    assert_eq!(moves, ["e1d1", "e1e2", "e1f1"]);
}
