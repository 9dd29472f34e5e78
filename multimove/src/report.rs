//! What a game report shows of Multimove Chess (issue 19): the base game's
//! pieces and the key to what a move costs, the board with the points the
//! coming turn may spend, and each move of a turn with its cost, part by
//! part, and the points left after it.

use crate::game::Multimove;
use crate::position::Position;
use crate::rules::Step;
use kernel::chesslike::Move;
use kernel::scene::{Event, EventKind, Legend, Scene};

impl<B> Multimove<B> {
    /// The legend: the base game's pieces, and the prices.
    pub(crate) fn report_legend(&self) -> Legend {
        let mut legend = self.game.report_legend();
        let castling = match self.prices.castling {
            Some(p) => format!("castling costs {p}; "),
            None => String::new(),
        };
        let kinds = &self.game.rules().kinds;
        let promotions: Vec<String> = self
            .prices
            .promotion
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p > 0)
            .filter_map(|(k, p)| kinds.get(k).map(|kind| format!("{} {p}", kind.name)))
            .collect();
        let promotion = if promotions.is_empty() {
            String::new()
        } else {
            format!("promotion to a {}; ", promotions.join(", "))
        };
        legend.keys.push(format!(
            "Costs: a turn spends up to {} points ({} on White's first turn) on one or more \
             moves. A move costs 1 point per square it moves into, through or over (a Knight's \
             move 2), 1 more for a capture, 1 more if its piece has already moved this turn; \
             {castling}{promotion}a check ends the turn, and points not spent are lost.",
            self.budget,
            self.first_turn_budget()
        ));
        legend
    }

    /// The board, and the points of the turn to come.
    pub(crate) fn report_scene(&self, position: &Position) -> Scene {
        let mut scene = self.game.report_scene(&position.base);
        scene
            .status
            .push(format!("{} points to spend", position.points));
        scene
    }

    /// A move with its cost and the points left, and what it captures; the
    /// end of the turn with the points unspent.
    pub(crate) fn report_events(&self, position: &Position, step: Step) -> Vec<Event> {
        match step {
            Step::Move(mv) => self.move_events(position, mv),
            Step::EndTurn => vec![Event::new(
                EventKind::Other,
                format!(
                    "the turn ends with {} point{} unspent",
                    position.points,
                    if position.points == 1 { "" } else { "s" }
                ),
                None,
                None,
            )],
        }
    }

    fn move_events(&self, position: &Position, mv: Move) -> Vec<Event> {
        let cost = self.cost(position, mv);
        let left = position.points.saturating_sub(cost.total());
        let mut out = vec![Event::new(
            EventKind::Move,
            format!(
                "{} costs {cost}, {left} point{} left",
                self.step_text(position, Step::Move(mv)),
                if left == 1 { "" } else { "s" }
            ),
            Some(mv.from),
            Some(mv.to),
        )];
        out.extend(self.game.report_events(&position.base, mv));
        out
    }
}
