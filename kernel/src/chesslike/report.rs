//! What a report shows of a chess-like game ([`crate::scene`]): the
//! legend of its kinds, the board, and the captures and promotions of a
//! move, for the variants built on the chess-like engine.

use super::{Chesslike, Move, MoveKind, Position};
use crate::scene::{Event, EventKind, Legend, Scene};
use crate::Piece;

/// What a report shows of a chess-like game ([`crate::chesslike`]), for
/// the variants built on one: the legend of its kinds, the board, and the
/// captures and promotions of a move.
impl Chesslike {
    /// The legend: every kind of the game, for both sides.
    pub fn report_legend(&self) -> Legend {
        Legend::of_kinds(&self.rules().kinds)
    }

    /// The board of `position` with its side to move; no piece is in
    /// motion in a chess-like game.
    pub fn report_scene(&self, position: &Position) -> Scene {
        Scene::of_board(position.board(), position.side_to_move(), |p| {
            self.piece_char(p)
        })
    }

    /// The name of `piece`'s kind, with its colour: `the black Pawn`.
    pub fn report_piece(&self, piece: Piece) -> String {
        let name = self
            .rules()
            .kinds
            .get(piece.kind() as usize)
            .map_or("piece", |k| k.name.as_str());
        format!("the {} {name}", piece.color())
    }

    /// The events of `mv` played from `position` besides the move itself:
    /// the piece it captures (en passant too) and a promotion.
    pub fn report_events(&self, position: &Position, mv: Move) -> Vec<Event> {
        let mut out = Vec::new();
        if let Some((at, victim)) = position.captured(mv) {
            out.push(Event::new(
                EventKind::Capture,
                format!("captured: {} on {at}", self.report_piece(victim)),
                None,
                Some(at),
            ));
        }
        if let MoveKind::Promotion(k) = mv.kind {
            let name = self
                .rules()
                .kinds
                .get(k as usize)
                .map_or("piece", |kind| kind.name.as_str());
            out.push(Event::new(
                EventKind::Change,
                format!("promotion: the Pawn becomes a {name} on {}", mv.to),
                None,
                Some(mv.to),
            ));
        }
        out
    }
}
