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
use test_support::Lcg64;

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
    let mut rng = Lcg64::new(7);
    for game in 0..20 {
        let (turns, _) = kernel::random_playout(&chess, &start, 60 + game, |n| rng.below(n));
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

/// The board terms from their definition (`kernel::evaluation::board`'s
/// module docs): each piece's value and piece-square bonus summed square
/// by square, White's less Black's, royal pieces counted, and the mop-up
/// term (a lead of `MOP_UP_LEAD` against at most `MOP_UP_DEFENCE` in
/// pieces other than Pawns: 20 per step the losing King stands from the
/// centre's distance to the edge and 4 per step the Kings are nearer than
/// the board allows). With the mop-up term alone.
fn board_terms_by_definition(
    terms: &kernel::evaluation::board::BoardTerms,
    kinds: &[kernel::PieceKind],
    board: &kernel::Board,
) -> (kernel::search_terms::Eval, i32) {
    use kernel::evaluation::board::{MOP_UP_DEFENCE, MOP_UP_LEAD};
    let geometry = terms.geometry();
    let (mut material, mut positional, mut royals) = (0, 0, 0);
    let mut king = [None; 2];
    let mut pieces = [0; 2];
    for square in geometry.squares() {
        let Some(p) = board.get(square) else {
            continue;
        };
        let (c, sign) = if p.color() == Color::White {
            (0, 1)
        } else {
            (1, -1)
        };
        material += sign * terms.value(p);
        positional += sign * terms.square_bonus(p, square);
        match kinds[p.kind() as usize].role {
            kernel::Role::Royal => {
                royals += sign;
                king[c] = Some(square);
            }
            kernel::Role::Pawn => {}
            kernel::Role::Piece => pieces[c] += terms.value(p),
        }
    }
    let leader = usize::from(material < 0);
    let mop_up = match (king[leader], king[1 - leader]) {
        (Some(ours), Some(theirs))
            if material.abs() >= MOP_UP_LEAD && pieces[1 - leader] <= MOP_UP_DEFENCE =>
        {
            let centre = i32::from(geometry.files().min(geometry.ranks()) / 2);
            let cornered = centre - i32::from(terms.edge_distance(theirs));
            let dx = (i32::from(ours.file()) - i32::from(theirs.file())).abs();
            let dy = (i32::from(ours.rank()) - i32::from(theirs.rank())).abs();
            let near = 2 * centre - dx.max(dy);
            (1 - 2 * leader as i32) * (20 * cornered + 4 * near)
        }
        _ => 0,
    };
    let eval = kernel::search_terms::Eval {
        material,
        total: material + positional + mop_up,
        royals,
    };
    (eval, mop_up)
}

/// The board terms' evaluation (one table read per piece byte, the
/// occupied squares walked word by word) is their definition, summed
/// square by square, on the positions of long random games of FIDE chess
/// (which reach the lopsided endings where the mop-up term counts).
#[test]
fn the_board_terms_are_their_definition_summed_square_by_square() {
    use kernel::evaluation::board::BoardTerms;
    let chess = kernel::chess::fide();
    let rules = chess.rules();
    let terms = BoardTerms::new(&rules.kinds, rules.geometry);
    let mut rng = Lcg64::new(11);
    let mut mop_ups = 0;
    for game in 0..60 {
        let (turns, _) =
            kernel::random_playout(&chess, &chess.start_position(), 100 + 4 * game, |n| {
                rng.below(n)
            });
        let mut at = chess.start_position();
        for turn in &turns {
            at = chess.play_turn_unchecked(&at, turn);
            let (want, mop_up) = board_terms_by_definition(&terms, &rules.kinds, at.board());
            let got = terms.evaluate(at.board());
            assert_eq!(
                (got.material, got.total, got.royals),
                (want.material, want.total, want.royals),
                "{}",
                chess.write_position(&at)
            );
            mop_ups += usize::from(mop_up != 0);
        }
    }
    assert!(mop_ups > 50, "only {mop_ups} positions with a mop-up term");
}

/// The chess-like terms' pass (for null-move pruning): the other side to
/// move on the same board, no en passant square; none in check, and none
/// for a side with nothing but its King and Pawns (zugzwang), whichever
/// side has more.
#[test]
fn the_chess_like_pass_flips_the_side_and_refuses_check_and_pawn_endings() {
    let chess = kernel::chess::fide();
    let terms = chess.search_terms();
    let at = |fen: &str| chess.read_position(fen).unwrap();
    let open = at("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    let passed = terms.pass(&chess, &open).expect("a pass");
    assert_eq!(passed.board(), open.board());
    assert_eq!(passed.side_to_move(), Color::Black);
    assert_eq!(passed.en_passant(), None);
    assert_eq!(passed.castling(), open.castling());
    // In check: no pass.
    let check = at("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(terms.pass(&chess, &check).is_none());
    // King and Pawns against a Rook: the side with the Pawns may not pass,
    // the side with the Rook may.
    let ending = at("4k3/4p3/8/8/8/8/3P4/R3K3 b - - 0 1");
    assert!(terms.pass(&chess, &ending).is_none());
    let ending = at("4k3/4p3/8/8/8/8/3P4/R3K3 w - - 0 1");
    assert!(terms.pass(&chess, &ending).is_some());
    // Bare Kings: no pass.
    assert!(terms
        .pass(&chess, &at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
        .is_none());
}
