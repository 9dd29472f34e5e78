//! `kernel::Variant` for the mutator: the step level, the texts and the end
//! of the game; the whole-turn tools (perft, replay) come from the kernel.

use crate::game::Multimove;
use crate::notation::NotationError;
use crate::position::Position;
use crate::rules::Step;
use crate::text::PositionError;
use kernel::variant::enumerate_turns;
use kernel::{Color, EndReason, GameResult, Outcome, RefusedClaim, Turn, Variant};
use std::hash::{DefaultHasher, Hash, Hasher};

impl<B> Variant for Multimove<B> {
    type Position = Position;
    type Step = Step;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        &self.name
    }

    fn start_position(&self) -> Position {
        self.start.clone()
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

    fn in_turn(&self, position: &Position) -> bool {
        position.in_turn()
    }

    fn steps(&self, position: &Position, out: &mut Vec<Step>) {
        if position.in_turn() {
            out.push(Step::EndTurn);
        }
        self.for_each_move(position, |mv, _| out.push(Step::Move(mv)));
    }

    fn play_step(&self, position: &mut Position, step: Step) {
        self.apply_step(position, step);
    }

    fn diagram(&self, position: &Position) -> String {
        position.draw(|p| self.game.piece_char(p))
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Step) -> Vec<kernel::scene::Event> {
        self.report_events(position, step)
    }

    fn name_piece(&self, piece: kernel::Piece) -> Option<kernel::NamedPiece> {
        self.game.name_piece(piece)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.game
            .royal_attacked(&position.base, position.side_to_move())
    }

    /// Checkmate, a dead position (the base game's rule: FIDE's
    /// insufficient material over FIDE chess, bare Kings over Heavy
    /// Gravity), stalemate, then the base game's draws that come by
    /// themselves (seventy-five moves, fivefold repetition), counted in
    /// turns; threefold repetition and fifty moves are claims.
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if position.in_turn() {
            return None;
        }
        if self.has_legal_turn(position) {
            return self.outcome_without_mobility(position, history);
        }
        let (result, reason) = if self.in_check(position) {
            (
                GameResult::Win(!position.side_to_move()),
                EndReason::Checkmate,
            )
        } else if self.game.is_dead(&position.base) {
            (GameResult::Draw, EndReason::DeadPosition)
        } else {
            (GameResult::Draw, EndReason::Stalemate)
        };
        Some(Outcome { result, reason })
    }

    /// The ends of [`Variant::outcome`] but checkmate and stalemate, which
    /// alone need a walk of the turn's steps (to the first legal turn):
    /// a dead position, then the draws that come by themselves.
    fn outcome_without_mobility(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if position.in_turn() {
            return None;
        }
        if self.game.is_dead(&position.base) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: EndReason::DeadPosition,
            });
        }
        self.game.rules().draws.automatic(
            self.repetition_key(position),
            history,
            u32::from(position.base.halfmove_clock()),
        )
    }

    /// The base game's claims (`threefold-repetition`, `fifty-moves`).
    fn claims(&self) -> &[&'static str] {
        self.game.rules().draws.claims()
    }

    /// Judges a claim of the base game's draw rules at a turn boundary,
    /// by either player; refused in the middle of a turn and once the game
    /// has ended.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        let _ = claimant;
        let verdict = self.game.rules().draws.claim(
            self.repetition_key(position),
            history,
            u32::from(position.base.halfmove_clock()),
            claim,
        )?;
        if position.in_turn() {
            return Err(RefusedClaim::Refused(
                "a claim is made between turns, not in the middle of one".to_string(),
            ));
        }
        if let Some(outcome) = self.outcome(position, history) {
            return Err(RefusedClaim::Refused(format!(
                "the game is over ({outcome})"
            )));
        }
        Ok(verdict)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if position.in_turn() {
            return None;
        }
        self.game.rules().draws.claimable(
            self.repetition_key(position),
            history,
            u32::from(position.base.halfmove_clock()),
        )
    }

    /// Board, side, castling rights and the turn state; not the clocks.
    fn repetition_key(&self, position: &Position) -> u64 {
        let mut h = DefaultHasher::new();
        position.base.board().hash(&mut h);
        position.side_to_move().hash(&mut h);
        position.base.castling().hash(&mut h);
        position.points.hash(&mut h);
        position.moved.hash(&mut h);
        h.finish()
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        self.parse_turn(position, text)
    }

    fn write_turn(&self, position: &Position, turn: &[Step]) -> String {
        self.turn_text(position, turn)
    }

    fn write_step(&self, position: &Position, step: Step) -> String {
        self.step_text(position, step)
    }

    fn explain_turn_end(&self, start: &Position, played: &[Step]) -> String {
        self.check_turn(start, played)
            .map(|checked| checked.end.to_string())
            .unwrap_or_default()
    }

    fn explain_step(&self, position: &Position, step: Step) -> String {
        match self.check_step(position, step) {
            Err(rule) => rule.to_string(),
            Ok(_) => "it is not one of the legal steps here".to_string(),
        }
    }

    /// Exact: the base position ([`kernel::walk::KeyWriter::push_chesslike`]),
    /// the points left, and one bit per occupied square saying whether its
    /// piece has moved this turn (a piece that moved stands on its square,
    /// so the moved set is a set of occupied squares; a position where it
    /// is not gives no key). About 40 bytes for 32 pieces, where the
    /// position is about 380: what keeps the search of a turn of a million
    /// positions to tens of megabytes.
    fn turn_key(&self, position: &Position, key: &mut kernel::walk::KeyWriter) -> bool {
        let kinds = self.game.rules().kinds.len();
        if !key.push_chesslike(&position.base, kernel::walk::piece_bits(kinds)) {
            return false;
        }
        key.push(u64::from(position.points), 8);
        let occupied = position.base.board().occupied();
        if !(position.moved & !occupied).is_empty() {
            return false;
        }
        for square in occupied.iter() {
            key.push(u64::from(position.moved.contains(square)), 1);
        }
        true
    }

    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        enumerate_turns(self, position, |_, _| n += 1);
        n
    }

    /// The base game's board terms, the points left, the selective turns
    /// and the threat of a capture reached by quiet moves
    /// ([`crate::engine_terms`]).
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(crate::engine_terms::MultimoveTerms::new(self))
    }

    /// Counts with one turn search reused over the whole tree: a Black turn
    /// meets about 10^5 positions, and building their tables afresh at every
    /// node cost a quarter of depth-2 perft's time.
    fn perft(&self, position: &Position, depth: u32) -> u64 {
        kernel::perft::perft_reusing_turn_search(self, position, depth)
    }
}
