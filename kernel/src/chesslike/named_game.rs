//! [`ChesslikeGame`]: a game that is the chess-like engine under rules of
//! its own (Heavy Gravity Chess), given the whole [`Variant`] and
//! [`Coordinates`] of the engine by implementing one method. The engine's
//! answers are handed on here, once, for every such game, so that no
//! variant crate forwards a method by hand and none is forgotten (the
//! material count and the check of whether a turn exists were, when Heavy
//! Gravity Chess forwarded them by hand). Every method of [`Variant`] is
//! the engine's, but the ones that play a turn out of its steps (`play`,
//! `play_turn`, `play_turn_unchecked`), which are the same for every game.

use super::{Chesslike, FenError, Move, NotationError, Position};
use crate::coordinates::{CoordinateStep, Coordinates};
use crate::geometry::Geometry;
use crate::scene::{Event, Legend, Scene};
use crate::search_terms::SearchTerms;
use crate::variant::{Outcome, RefusedClaim, Turn, Variant};
use crate::{Color, NamedPiece, Piece};

/// A game played by the chess-like engine with rules of its own: the
/// [`Variant`] and [`Coordinates`] implementations are the engine's.
///
/// # Examples
/// ```
/// use kernel::chesslike::{Chesslike, ChesslikeGame};
/// use kernel::Variant;
///
/// /// FIDE chess under a name of its own.
/// struct Orthodox(Chesslike);
///
/// impl ChesslikeGame for Orthodox {
///     fn chesslike(&self) -> &Chesslike {
///         &self.0
///     }
/// }
///
/// let game = Orthodox(kernel::chess::fide());
/// let start = game.start_position();
/// assert_eq!(game.count_turns(&start), 20);
/// assert_eq!(game.piece_count(&start), Some(32));
/// ```
pub trait ChesslikeGame {
    /// The engine that plays the game.
    fn chesslike(&self) -> &Chesslike;

    /// Refuses a position text before the engine reads it, for what the
    /// game forbids that FEN can say (by default nothing).
    ///
    /// # Errors
    /// [`FenError`] saying what the game forbids.
    fn check_position_text(&self, text: &str) -> Result<(), FenError> {
        let _ = text;
        Ok(())
    }
}

impl<G: ChesslikeGame> Variant for G {
    type Position = Position;
    type Step = Move;
    type PositionError = FenError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        self.chesslike().name()
    }

    fn start_position(&self) -> Position {
        self.chesslike().start_position()
    }

    fn read_position(&self, text: &str) -> Result<Position, FenError> {
        self.check_position_text(text)?;
        self.chesslike().read_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.chesslike().write_position(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        self.chesslike().side_to_move(position)
    }

    fn in_turn(&self, position: &Position) -> bool {
        self.chesslike().in_turn(position)
    }

    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.chesslike().steps(position, out);
    }

    fn play_step(&self, position: &mut Position, step: Move) {
        self.chesslike().play_step(position, step);
    }

    fn accept_turn(&self, before: &Position, after: &Position) -> Result<(), String> {
        self.chesslike().accept_turn(before, after)
    }

    fn diagram(&self, position: &Position) -> String {
        self.chesslike().diagram(position)
    }

    fn piece_count(&self, position: &Position) -> Option<usize> {
        self.chesslike().piece_count(position)
    }

    fn name_piece(&self, piece: Piece) -> Option<NamedPiece> {
        self.chesslike().name_piece(piece)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.chesslike().in_check(position)
    }

    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.chesslike().outcome(position, history)
    }

    fn outcome_without_mobility(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.chesslike().outcome_without_mobility(position, history)
    }

    fn claims(&self) -> &[&'static str] {
        self.chesslike().claims()
    }

    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        self.chesslike().claim(position, history, claimant, claim)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.chesslike().claimable(position, history)
    }

    fn draw_by_agreement(&self) -> Result<(), String> {
        self.chesslike().draw_by_agreement()
    }

    fn repetition_key(&self, position: &Position) -> u64 {
        self.chesslike().repetition_key(position)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.chesslike().read_turn(position, text)
    }

    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        self.chesslike().write_turn(position, turn)
    }

    fn write_step(&self, position: &Position, step: Move) -> String {
        self.chesslike().write_step(position, step)
    }

    fn explain_step(&self, position: &Position, step: Move) -> String {
        self.chesslike().explain_step(position, step)
    }

    fn explain_turn_end(&self, start: &Position, played: &[Move]) -> String {
        self.chesslike().explain_turn_end(start, played)
    }

    fn legend(&self) -> Legend {
        self.chesslike().legend()
    }

    fn scene(&self, position: &Position) -> Option<Scene> {
        self.chesslike().scene(position)
    }

    fn events(&self, position: &Position, step: Move) -> Vec<Event> {
        self.chesslike().events(position, step)
    }

    fn turn_plans(&self, start: &Position, plans: &mut Vec<u64>) -> bool {
        self.chesslike().turn_plans(start, plans)
    }

    fn plan_steps(&self, start: &Position, plan: u64, at: &Position, out: &mut Vec<Move>) {
        self.chesslike().plan_steps(start, plan, at, out);
    }

    fn plan_free(&self, at: &Position) -> bool {
        self.chesslike().plan_free(at)
    }

    /// The chess-like games' terms: the pieces' Betza moves are the whole
    /// evaluation ([`super::search_terms`]).
    fn search_terms(&self) -> Box<dyn SearchTerms<Self>> {
        Box::new(super::search_terms::ChesslikeTerms::new(self.chesslike()))
    }

    fn turn_key(&self, position: &Position, key: &mut crate::walk::KeyWriter) -> bool {
        self.chesslike().turn_key(position, key)
    }

    fn has_legal_turn(&self, position: &Position) -> bool {
        self.chesslike().has_legal_turn(position)
    }

    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.chesslike().legal_turns(position, out);
    }

    fn count_turns(&self, position: &Position) -> u64 {
        self.chesslike().count_turns(position)
    }

    fn perft(&self, position: &Position, depth: u32) -> u64 {
        self.chesslike().perft(position, depth)
    }
}

impl<G: ChesslikeGame> Coordinates for G {
    fn geometry(&self) -> Geometry {
        self.chesslike().geometry()
    }

    fn coordinate_step(&self, position: &Position, step: Move) -> Option<CoordinateStep> {
        self.chesslike().coordinate_step(position, step)
    }
}
