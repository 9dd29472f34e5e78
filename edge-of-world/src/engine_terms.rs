//! Edge of the World Chess: on a 12x12 board every piece keeps moving
//! until it meets a piece or falls off the edge, and with four or fewer
//! pieces left the End of the World pulls every piece to the nearest edge.
//! The pieces are FIDE's (the Knight a rider of knight leaps, the Corsair
//! a promoted Pawn that moves as a King); their values come from those
//! Betza strings on the 12x12 board.
//!
//! Each piece in motion is followed along its path for its next momentum
//! move (made on its owner's next turn):
//!
//! - off the board: it is lost, unless its owner spends the turn's one
//!   stop on it, and one stop saves one piece: a side loses all but the
//!   largest of its falling pieces ([`FALL`] of their value), the largest
//!   a little;
//! - into an enemy piece: it takes it ([`CAPTURE_NEXT`] of the victim's
//!   value if its owner moves next, [`CAPTURE_LATER`] if the opponent
//!   moves first and may move the victim away). A Pawn moving straight on
//!   only stops against a piece;
//! - onto a square an enemy piece at rest could move to: the opponent may
//!   take it there ([`INTO_CAPTURE`] of its value), unless its owner
//!   spends the turn's stop on it; one stop saves one piece, as above
//!   (the largest a third). A piece in motion cannot start a capture, so
//!   only the pieces at rest count.
//!
//! A King counts [`KING`] in these terms: losing it loses the game.
//!
//! The End of the World: with four or fewer pieces on the board every
//! piece outside the four centre squares moves towards the nearest edge
//! at the end of its owner's turn, 1, 2 or 3 squares for 4, 3 or 2 pieces;
//! a piece nearer the edge than that falls off ([`FALL`]).

use crate::rules::{eotw_speed, travel_count, Reach};
use crate::{geometry, EdgeOfWorld, Kind, Position};
use kernel::evaluation::at_risk::AtRisk;
use kernel::evaluation::board::BoardTerms;
use kernel::evaluation::values::{PieceValue, PAWN};
use kernel::search_terms::{Eval, Profile, SearchTerms};
use kernel::tables::Tables;
use kernel::{Color, PieceKind, Role, SquareSet};

/// The share of a piece's value lost when it falls off the board.
pub const FALL: f64 = 0.9;
/// The share of the victim's value gained by a piece whose momentum takes
/// it next turn, when its owner moves next.
pub const CAPTURE_NEXT: f64 = 0.7;
/// The same when the opponent moves first.
pub const CAPTURE_LATER: f64 = 0.25;
/// The share of a piece's value lost when its momentum carries it onto a
/// square an enemy piece at rest attacks.
pub const INTO_CAPTURE: f64 = 0.35;
/// A King's worth in these terms.
pub const KING: i32 = 40 * PAWN;
/// How the search makes this game's turns: the whole step search of a
/// game whose pieces keep moving ([`Profile::IN_MOTION`]), with two turns
/// of captures beyond the depth instead of one, so that a capture the
/// opponent answers with a capture (most often by a piece's momentum) is
/// seen to its end. Against one turn, 66% of 240 games at 20,000 nodes a
/// turn (issue 32's matches, the commit's message); none and three turns
/// scored 50%.
pub const PROFILE: Profile = Profile {
    quiescence: 2,
    ..Profile::IN_MOTION
};

/// The Betza string the engine values each kind by, in [`Kind::ALL`]
/// order: the Knight's continuing moves make it a Nightrider (`NN`), the
/// Corsair moves as a King.
pub const BETZA: [(Kind, &str); 7] = [
    (Kind::King, "K"),
    (Kind::Queen, "Q"),
    (Kind::Rook, "R"),
    (Kind::Bishop, "B"),
    (Kind::Knight, "NN"),
    (Kind::Pawn, "fmWfcF"),
    (Kind::Corsair, "K"),
];

/// Edge of the World's terms: see the [module docs](self).
pub struct EdgeTerms {
    board: BoardTerms,
    /// The pieces' moves, for which squares the pieces at rest attack.
    tables: Tables,
    centre: SquareSet,
}

impl EdgeTerms {
    /// The terms of `game`: the pieces valued by [`BETZA`] on its board.
    pub fn new(game: &EdgeOfWorld) -> EdgeTerms {
        let kinds: Vec<PieceKind> = BETZA
            .iter()
            .filter_map(|&(kind, betza)| {
                let role = match kind {
                    Kind::King => Role::Royal,
                    Kind::Pawn => Role::Pawn,
                    _ => Role::Piece,
                };
                PieceKind::new(kind.letter(), kind.name(), betza, role).ok()
            })
            .collect();
        EdgeTerms {
            board: BoardTerms::new(&kinds, geometry()),
            tables: Tables::new(&kinds, geometry()),
            centre: game.centre_squares(),
        }
    }
}

impl EdgeTerms {
    fn worth(&self, kind: Kind, color: Color) -> i32 {
        if kind == Kind::King {
            KING
        } else {
            self.board.value(kind.piece(color))
        }
    }

    /// The in-motion and End of the World terms, White's view.
    fn dangers(&self, game: &EdgeOfWorld, p: &Position) -> i32 {
        let to_move = p.side_to_move();
        let mut total = 0i32;
        let mut falling = AtRisk::default();
        let mut endangered = AtRisk::default();
        let board = p.board();
        let in_motion = p.moving_squares();
        // Order does not matter here: the pieces in motion as the board
        // holds them, not the text's sorted list.
        for m in in_motion.iter().filter_map(|s| p.motion_at(s)) {
            let Some((color, kind)) = p.piece_at(m.square) else {
                continue;
            };
            let sign = if color == Color::White { 1 } else { -1 };
            // Where the rules carry it next turn.
            let count = travel_count(m.direction, m.speed);
            match game.rules.reach(p, m.square, m.direction, count) {
                Reach::Stays(to) if to != m.square => {
                    let mut occupied = board.occupied();
                    occupied.remove(m.square);
                    occupied.insert(to);
                    let at_rest = board.occupied_by(!color) & !in_motion;
                    if self
                        .tables
                        .attacked_with(board, occupied, at_rest, to, !color)
                    {
                        endangered.add(color, self.worth(kind, color));
                    }
                }
                Reach::Stays(_) => {}
                Reach::Falls => falling.add(color, self.worth(kind, color)),
                Reach::Takes(s) => {
                    if let Some((victim_color, victim)) = p.piece_at(s) {
                        let share = if color == to_move {
                            CAPTURE_NEXT
                        } else {
                            CAPTURE_LATER
                        };
                        total +=
                            sign * (f64::from(self.worth(victim, victim_color)) * share) as i32;
                    }
                }
            }
        }
        // The End of the World.
        let count = board.count();
        if count <= 4 {
            let speed = eotw_speed(count);
            for color in Color::ALL {
                for (s, piece) in board.pieces(color) {
                    if self.centre.contains(s) {
                        continue;
                    }
                    if speed > self.board.edge_distance(s) {
                        falling.add(color, self.worth(Kind::of(piece), color));
                    }
                }
            }
        }
        total - falling.white_loss(FALL, 4.0) - endangered.white_loss(INTO_CAPTURE, 3.0)
    }
}

impl SearchTerms<EdgeOfWorld> for EdgeTerms {
    fn evaluate(&self, game: &EdgeOfWorld, p: &Position) -> Eval {
        let mut eval = self.board.evaluate(p.board());
        eval.total += self.dangers(game, p);
        eval
    }

    fn profile(&self) -> Profile {
        PROFILE
    }

    fn values(&self) -> Vec<PieceValue> {
        self.board.values()
    }
}
