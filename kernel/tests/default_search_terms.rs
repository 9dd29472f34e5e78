//! A variant that says nothing of search terms still gets an evaluation:
//! the material of the pieces its report draws, valued by their Betza
//! strings ([`kernel::legend_terms`]). Checked on FIDE chess behind a
//! wrapper that implements only what a variant must, and its report: the
//! default's material equals the chess-like terms' material, computed from
//! the board, on the positions of random games.

use kernel::chesslike::{Chesslike, Move, NotationError, Position};
use kernel::scene::{Legend, Scene};
use kernel::search_terms::Generation;
use kernel::{Color, Outcome, Turn, Variant};

/// FIDE chess with nothing said of search terms.
struct Plain(Chesslike);

impl Variant for Plain {
    type Position = Position;
    type Step = Move;
    type PositionError = kernel::chesslike::FenError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        "plain"
    }
    fn start_position(&self) -> Position {
        self.0.start_position()
    }
    fn read_position(&self, text: &str) -> Result<Position, Self::PositionError> {
        self.0.read_position(text)
    }
    fn write_position(&self, position: &Position) -> String {
        self.0.write_position(position)
    }
    fn side_to_move(&self, position: &Position) -> Color {
        self.0.side_to_move(position)
    }
    fn in_turn(&self, position: &Position) -> bool {
        self.0.in_turn(position)
    }
    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.0.steps(position, out);
    }
    fn play_step(&self, position: &mut Position, step: Move) {
        self.0.play_step(position, step);
    }
    fn in_check(&self, position: &Position) -> bool {
        self.0.in_check(position)
    }
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.0.outcome(position, history)
    }
    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.0.read_turn(position, text)
    }
    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        self.0.write_turn(position, turn)
    }
    fn legend(&self) -> Legend {
        self.0.legend()
    }
    fn scene(&self, position: &Position) -> Option<Scene> {
        self.0.scene(position)
    }
}

#[test]
fn a_variant_that_says_nothing_is_valued_by_its_pieces_betza_moves() {
    let plain = Plain(kernel::chess::fide());
    let chess = kernel::chess::fide();
    let default = plain.search_terms();
    let board_terms = chess.search_terms();
    assert_eq!(default.profile().generation, Generation::Listed);
    let start = plain.start_position();
    let eval = default.evaluate(&plain, &start);
    assert_eq!((eval.material, eval.total, eval.royals), (0, 0, 0));
    // A Queen less for Black: about nine Pawns to White.
    let odds = plain
        .read_position("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .unwrap();
    let material = default.evaluate(&plain, &odds).material;
    assert!((850..=950).contains(&material), "{material}");
    // The same material as the chess-like terms on the positions of
    // random games.
    let mut seed = 7u64;
    for game in 0..20 {
        let (turns, _) = kernel::random_playout(&chess, &start, 60 + game, |n| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n
        });
        let mut at = start.clone();
        for turn in &turns {
            at = chess.play_turn_unchecked(&at, turn);
            assert_eq!(
                default.evaluate(&plain, &at).material,
                board_terms.evaluate(&chess, &at).material,
                "{}",
                chess.write_position(&at)
            );
        }
    }
}
