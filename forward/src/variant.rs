//! Forward Chess as a [`Variant`]: the chess-like engine's moves with the
//! game's own position (the last pawn capturer) and its end.

use crate::game::{FiftyMoveClaimError, Forward, CLAIM_PLIES, FIFTY_MOVE_WIN};
use crate::notation::NotationError;
use crate::position::Position;
use crate::text::PositionError;
use kernel::chesslike::Move;
use kernel::{Color, EndReason, GameResult, Outcome, RefusedClaim, Turn, Variant};

impl Variant for Forward {
    type Position = Position;
    type Step = Move;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        "forward"
    }

    fn start_position(&self) -> Position {
        Position {
            chess: self.engine.start_position(),
            last_pawn_capturer: None,
        }
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        self.parse_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.position_text(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side_to_move()
    }

    fn in_turn(&self, _position: &Position) -> bool {
        false
    }

    /// Every legal move, both moves of a pair that leads to one position
    /// included: a turn is checked against this list, so either may be
    /// played.
    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.for_each_legal_move(&position.chess, |m| out.push(m));
    }

    /// Plays `step`; a pawn capture records the capturer.
    fn play_step(&self, position: &mut Position, step: Move) {
        let us = position.side_to_move();
        let effect = self.apply(&mut position.chess, step);
        if effect.pawn_captured {
            position.last_pawn_capturer = Some(us);
        }
    }

    fn diagram(&self, position: &Position) -> String {
        position.draw(|p| self.engine.piece_char(p))
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Move) -> Vec<kernel::scene::Event> {
        self.report_events(position, step)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.side_in_check(&position.chess)
    }

    fn name_piece(&self, piece: kernel::Piece) -> Option<kernel::NamedPiece> {
        self.engine.name_piece(piece)
    }

    /// The end of the game: a King on its last rank wins (rule 8); no legal
    /// move loses, in check or not (rule 6); the third occurrence of a
    /// position, counted in `history` (the keys of the game's earlier
    /// positions, which the caller keeps), loses for the player who made it
    /// (rule 7). Never a draw (rule 9).
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if let Some(outcome) = self.board_outcome(&position.chess) {
            return Some(outcome);
        }
        let key = self.key_of(&position.chess);
        if history.iter().filter(|&&k| k == key).count() >= 2 {
            return Some(Outcome {
                result: GameResult::Win(position.side_to_move()),
                reason: EndReason::Repetition,
            });
        }
        None
    }

    /// Rule 10's claim, `fifty-move-win`.
    fn claims(&self) -> &[&'static str] {
        &[FIFTY_MOVE_WIN]
    }

    /// Rule 10's win, for the player who made the last pawn capture, once
    /// fifty moves each have passed (asked of the game's end only then).
    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        let capturer = position.last_pawn_capturer?;
        if position.plies_since_pawn_capture() < CLAIM_PLIES {
            return None;
        }
        self.claim(position, history, capturer, FIFTY_MOVE_WIN).ok()
    }

    /// Rule 9: "Draws by agreement are illegal."
    fn draw_by_agreement(&self) -> Result<(), String> {
        Err("rule 9: \"Draws by agreement are illegal.\"".to_string())
    }

    /// Judges rule 10's claim as [`Forward::claim_fifty_move_win`] does,
    /// and refuses it too when `history` shows the game already ended by
    /// repetition.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        if claim != FIFTY_MOVE_WIN {
            return Err(RefusedClaim::Unknown {
                claim: kernel::excerpt::Excerpt::new(claim),
                offered: self.claims().to_vec(),
            });
        }
        let refused = |e: FiftyMoveClaimError| RefusedClaim::Refused(e.to_string());
        if let Some(outcome) = self.outcome(position, history) {
            return Err(refused(FiftyMoveClaimError::GameOver(outcome)));
        }
        self.claim_fifty_move_win(position, claimant)
            .map_err(refused)
    }

    /// FNV-1a (64 bits) over one byte per square from a1 along the ranks
    /// to h8 (0 for an empty square, else the kernel's piece byte), the
    /// side to move, and the en passant square only when an en passant
    /// capture is legal: the same pieces, side and captures make the same
    /// key (rule 7). Stable across builds, so a history kept by a program
    /// stays valid.
    fn repetition_key(&self, position: &Position) -> u64 {
        self.key_of(&position.chess)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.parse_move(position, text)
            .map(|m| Turn::from_slice(&[m]))
    }

    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        turn.iter()
            .map(|&m| self.san(position, m))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn explain_step(&self, position: &Position, step: Move) -> String {
        self.explain_illegal(position, step)
    }

    /// Appends one turn (one move) for each distinct position the legal
    /// moves lead to. Where two moves lead to one position (two pieces of
    /// one kind taking the same piece one rank above them, which recreates
    /// the capturer's kind on the square it left) only the capture by the
    /// piece standing first from a1 along the ranks (a1, b1, ..., h1, a2,
    /// ...) is listed: the choice depends on the board alone, so it is the
    /// same in every build and every run. The other move is still legal:
    /// [`Variant::read_turn`], [`Forward::play`] and [`Forward::legal_moves`]
    /// accept and list it. See `RULES.md`, "What a turn list holds".
    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.for_each_distinct_turn(&position.chess, |m| out.push(Turn::from_slice(&[m])));
    }

    /// The number of distinct positions the legal moves lead to, as
    /// [`Variant::legal_turns`] lists them (not the number of legal moves,
    /// which [`Forward::legal_moves`] gives).
    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        self.for_each_distinct_turn(&position.chess, |_| n += 1);
        n
    }

    /// Perft over distinct turns: at every node each distinct resulting
    /// position is one child, as [`Variant::legal_turns`] lists them. (Two
    /// different paths to one position still count twice, as in all perft.)
    fn perft(&self, position: &Position, depth: u32) -> u64 {
        self.perft_chesslike(&position.chess, depth)
    }

    /// The board terms and the King's race to the last rank
    /// ([`crate::engine_terms`]).
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(crate::engine_terms::ForwardTerms::new(self))
    }
}
