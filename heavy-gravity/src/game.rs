//! [`HeavyGravity`]: the compiled game, implementing [`kernel::Variant`] by
//! handing every call to the kernel's chess-like engine, plus the one check
//! of its own (position text with an en passant square is refused).

use crate::rules::rules;
use kernel::chesslike::{Chesslike, FenError, Move, NotationError, Position};
use kernel::excerpt::Excerpt;
use kernel::{Color, NamedPiece, Outcome, Piece, RefusedClaim, Turn, Variant};

pub use kernel::options::OptionsError;

/// Heavy Gravity Chess: FIDE chess with Queens, Rooks and Bishops limited to
/// four squares, a non-jumping Knight, an Old Monkey for the King, and pawns
/// without double step or en passant.
///
/// # Examples
/// ```
/// use heavy_gravity::{HeavyGravity, Variant};
/// let game = HeavyGravity::new();
/// let start = game.start_position();
/// assert_eq!(game.count_turns(&start), 8);
/// let after = game.play(&start, "e3").unwrap();
/// assert_eq!(
///     game.write_position(&after),
///     "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - - 0 1"
/// );
/// ```
#[derive(Debug, Clone)]
pub struct HeavyGravity {
    engine: Chesslike,
}

impl Default for HeavyGravity {
    fn default() -> Self {
        HeavyGravity::new()
    }
}

impl HeavyGravity {
    /// The standard game.
    ///
    /// # Panics
    /// Never: [`rules`] is constant data that the tests compile.
    pub fn new() -> HeavyGravity {
        HeavyGravity {
            engine: Chesslike::new(rules()).expect("the Heavy Gravity rules compile"),
        }
    }

    /// The game with `options` as a game file's `options:` line gives them
    /// (the grammar of [`kernel::options`]). The game has none, so only
    /// empty (or blank) text is accepted.
    ///
    /// # Errors
    /// [`OptionsError`] for any other text.
    ///
    /// # Examples
    /// ```
    /// use heavy_gravity::HeavyGravity;
    /// assert!(HeavyGravity::with_options("").is_ok());
    /// let err = HeavyGravity::with_options("queens=5").unwrap_err();
    /// assert_eq!(err.to_string(), "unknown option 'queens': this variant has no options");
    /// ```
    pub fn with_options(options: &str) -> Result<HeavyGravity, OptionsError> {
        kernel::options::Options::parse(options)?.finish(&[])?;
        Ok(HeavyGravity::new())
    }

    /// The kernel engine underneath, for tools that want its tables or its
    /// move generator directly.
    pub fn engine(&self) -> &Chesslike {
        &self.engine
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        self.engine.legal_moves(position)
    }

    /// Writes `mv` in coordinates: `e2e3`, `e7e8q`.
    pub fn coordinate(&self, mv: Move) -> String {
        self.engine.coordinate(mv)
    }
}

impl Variant for HeavyGravity {
    type Position = Position;
    type Step = Move;
    type PositionError = FenError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        self.engine.name()
    }

    fn start_position(&self) -> Position {
        self.engine.start_position()
    }

    /// Reads FEN; the castling and en passant fields must be `-`.
    fn read_position(&self, text: &str) -> Result<Position, FenError> {
        // The kernel reader accepts an en passant square on the right rank
        // whatever the rules say; this game has no en passant, so refuse it
        // here rather than carry a square that means nothing.
        let fields: Vec<&str> = text.split_whitespace().collect();
        if (4..=6).contains(&fields.len()) && fields[3] != "-" {
            return Err(FenError::BadEnPassant {
                field: Excerpt::new(fields[3]),
                reason: "heavy gravity chess has no en passant, the field must be '-'".to_string(),
            });
        }
        // Castling letters are refused by the kernel: the rules list no
        // castling ("this game has no such castling").
        self.engine.read_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.engine.write_position(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        self.engine.side_to_move(position)
    }

    fn in_turn(&self, position: &Position) -> bool {
        self.engine.in_turn(position)
    }

    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.engine.steps(position, out);
    }

    fn play_step(&self, position: &mut Position, step: Move) {
        self.engine.play_step(position, step);
    }

    fn accept_turn(&self, before: &Position, after: &Position) -> Result<(), String> {
        self.engine.accept_turn(before, after)
    }

    fn diagram(&self, position: &Position) -> String {
        self.engine.diagram(position)
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.engine.legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        self.engine.scene(position)
    }

    fn events(&self, position: &Position, step: Move) -> Vec<kernel::scene::Event> {
        self.engine.events(position, step)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.engine.in_check(position)
    }

    fn name_piece(&self, piece: Piece) -> Option<NamedPiece> {
        self.engine.name_piece(piece)
    }

    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.engine.outcome(position, history)
    }

    fn claims(&self) -> &[&'static str] {
        self.engine.claims()
    }

    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        self.engine.claim(position, history, claimant, claim)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.engine.claimable(position, history)
    }

    fn repetition_key(&self, position: &Position) -> u64 {
        self.engine.repetition_key(position)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.engine.read_turn(position, text)
    }

    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        self.engine.write_turn(position, turn)
    }

    fn write_step(&self, position: &Position, step: Move) -> String {
        self.engine.write_step(position, step)
    }

    fn explain_step(&self, position: &Position, step: Move) -> String {
        self.engine.explain_step(position, step)
    }

    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.engine.legal_turns(position, out);
    }

    fn count_turns(&self, position: &Position) -> u64 {
        self.engine.count_turns(position)
    }

    /// The chess-like games' terms: the pieces' Betza moves are the whole
    /// evaluation.
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(kernel::chesslike::search_terms::ChesslikeTerms::new(
            self.engine(),
        ))
    }

    fn perft(&self, position: &Position, depth: u32) -> u64 {
        self.engine.perft(position, depth)
    }
}
