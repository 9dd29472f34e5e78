//! What a game report shows of Forward Chess (issue 19): the pieces with
//! their Betza strings and the key to the created pieces of rule 2, the
//! board with who made the last pawn capture (rule 10), and the events of a
//! move: the capture, the piece it creates, a promotion.

use crate::pieces::{self, created_by_capture};
use crate::position::plies;
use crate::position::Position;
use crate::Forward;
use kernel::chesslike::Move;
use kernel::scene::{Event, EventKind, Legend, Scene};

impl Forward {
    /// The legend: the pieces, and how a capture creates one.
    pub(crate) fn report_legend(&self) -> Legend {
        let mut legend = self.engine.report_legend();
        legend.keys.push(
            "Rule 2: a capture of a Queen, Rook, Bishop or Knight creates a piece of the \
             next lower rank (Queen > Rook > Bishop > Knight > Pawn) for the capturer, on \
             the square the capturer started from: Nxd5(R) is the Knight taking on d5 and a \
             Rook created on c3 if the Knight came from c3. Pieces other than Pawns step \
             back one square without capturing."
                .to_string(),
        );
        legend
    }

    /// The board and who made the last pawn capture.
    pub(crate) fn report_scene(&self, position: &Position) -> Scene {
        let mut scene = self.engine.report_scene(position.chesslike());
        scene.status.push(match position.last_pawn_capturer() {
            Some(c) => format!(
                "last pawn capture: {c}, {} ago",
                plies(position.plies_since_pawn_capture())
            ),
            None => format!(
                "no pawn captured yet ({})",
                plies(position.plies_since_pawn_capture())
            ),
        });
        scene
    }

    /// The capture, the created piece and the promotion of `mv`.
    pub(crate) fn report_events(&self, position: &Position, mv: Move) -> Vec<Event> {
        let chess = position.chesslike();
        let mut out = self.engine.report_events(chess, mv);
        let mover = chess.board().get(mv.from).map(|p| p.color());
        let created = chess
            .captured(mv)
            .filter(|_| mv.from != mv.to)
            .and_then(|(_, victim)| created_by_capture(victim.kind()));
        if let (Some(kind), Some(color)) = (created, mover) {
            out.push(Event::new(
                EventKind::Change,
                format!(
                    "created: a {color} {} on {}, the square the capturer left",
                    pieces::name(kind),
                    mv.from
                ),
                None,
                Some(mv.from),
            ));
        }
        out
    }
}
