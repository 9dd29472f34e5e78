//! What a game report shows of Edge of the World Chess (issue 19): the key
//! to the pieces, to the notation and to the sixteen directions of the
//! momentum list; every piece in motion with where its momentum takes it
//! next (a contact, a capture, the edge); and the events of a turn in the
//! order played: starts, stops, momentum moves with their contacts and
//! captures, pieces leaving the board, the End of the World. Squares are
//! written as the notation writes them (`C7`), on the boards too.

use crate::options::{EndOfWorldScope, PawnStart, Promotion};
use crate::pieces::{Direction, Kind};
use crate::position::{Motion, Position};
use crate::rules::{eotw_speed, towards_edge, Arrival, Step};
use crate::text::upper;
use crate::EdgeOfWorld;
use kernel::scene::{Event, EventKind, Legend, LegendPiece, Next, Scene, SceneMotion};
use kernel::{Color, Piece, Square};

/// The piece's name with a capital, such as `Rook`.
fn title(kind: Kind) -> String {
    let name = kind.name();
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `the black Knight`.
fn the_piece(piece: Piece) -> String {
    format!("the {} {}", piece.color(), title(Kind::of(piece)))
}

/// How many steps (squares, or knight leaps) a momentum of `speed` in
/// `direction` travels: a Knight's speed counts half leaps.
fn steps_of(direction: Direction, speed: u8) -> u8 {
    if direction.is_leap() {
        speed / 2
    } else {
        speed
    }
}

/// A momentum in words: `direction 1, speed 4 (two leaps)`.
fn momentum_words(m: Motion) -> String {
    if m.direction.is_leap() {
        let leaps = steps_of(m.direction, m.speed);
        let s = if leaps == 1 { "" } else { "s" };
        format!(
            "direction {}, speed {} ({leaps} leap{s})",
            m.direction.number(),
            m.speed
        )
    } else {
        format!("direction {}, speed {}", m.direction.number(), m.speed)
    }
}

/// The journey of the piece on `from` taken `count` steps in `direction`
/// on a copy of `pos`, by the rules' own travel: where it ends, what it
/// captures, whether it still has momentum there.
struct Journey {
    arrival: Arrival,
    /// Files and ranks from `from` to where it ends, or, off the board, to
    /// the first square beyond the edge.
    toward: (i8, i8),
    /// The piece it touched without capturing, and where.
    touched: Option<(Piece, Square)>,
}

impl EdgeOfWorld {
    fn journey(&self, pos: &Position, from: Square, direction: Direction, count: u8) -> Journey {
        let mut scratch = pos.clone();
        let arrival = self.rules.travel(&mut scratch, from, direction, count);
        let (vx, vy) = direction.vector();
        let g = pos.board.geometry();
        let toward = match arrival.at {
            Some(at) => (
                at.file() as i8 - from.file() as i8,
                at.rank() as i8 - from.rank() as i8,
            ),
            None => {
                let mut k = 1i8;
                let mut cur = from;
                while let Some(next) = cur.offset(vx, vy, g) {
                    cur = next;
                    k += 1;
                }
                (vx * k, vy * k)
            }
        };
        // A contact without capture: the piece stopped short of another.
        let touched = arrival
            .at
            .filter(|_| arrival.captured.is_none())
            .and_then(|at| {
                let next = at.offset(vx, vy, g)?;
                let other = scratch.board.get(next)?;
                let travelled = (toward.0.abs().max(toward.1.abs()) as u8)
                    / if direction.is_leap() { 2 } else { 1 };
                (travelled < count || at == from).then_some((other, next))
            });
        Journey {
            arrival,
            toward,
            touched,
        }
    }

    /// The legend: the seven pieces, the notation, and the directions.
    pub(crate) fn report_legend(&self) -> Legend {
        let pawn = match self.rules.options.pawn_start {
            PawnStart::Diagonal => "fmWfF",
            PawnStart::Capture => "fmWfcF",
        };
        let pawn_note = match self.rules.options.promotion {
            Promotion::FarRow => "no two-square first move; promotes to a Corsair",
            Promotion::BothRows => {
                "no two-square first move; promotes to a Corsair on the first and twelfth rows, its own first row too"
            }
        };
        let pieces = [
            (Kind::King, "K", "removing it from play wins"),
            (Kind::Queen, "Q", ""),
            (Kind::Rook, "R", ""),
            (Kind::Bishop, "B", ""),
            (
                Kind::Knight,
                "NN",
                "knight leaps in one direction, each onto an empty square or a capture, which ends the move",
            ),
            (Kind::Pawn, pawn, pawn_note),
            (Kind::Corsair, "K", "a promoted Pawn"),
        ]
        .into_iter()
        .map(|(kind, betza, note)| LegendPiece {
            white: Some(kind.letter()),
            black: Some(kind.letter().to_ascii_lowercase()),
            name: title(kind),
            betza: betza.to_string(),
            note: note.to_string(),
        })
        .collect();
        Legend {
            pieces,
            keys: vec![
                "Turns: R C5:C8 starts a piece (x for a capture: N D3xG9), R C7:C7 stops \
                 one, R C7~C10 is a momentum move (~off: it leaves the board), K B2^A1 an \
                 End of the World move; squares are written with capital files, as on the \
                 boards."
                    .to_string(),
                "Momentum: a piece keeps moving in its direction at its speed every turn of \
                 its owner (speed in squares; for a Knight in half leaps, so speed 4 is two \
                 leaps) until it touches a piece (both stop; an enemy piece is captured), \
                 leaves the board, or is stopped. The momentum list of a position text \
                 gives the piece, its square, its direction as numbered below and its \
                 speed: N F7 1 4. Pieces in motion are marked * on the boards."
                    .to_string(),
                "Directions (0 is towards rank 12; odd numbers are the Knight's leaps):"
                    .to_string(),
            ],
            figure: vec![
                "14 15  0  1  2".to_string(),
                "13           3".to_string(),
                "12     *     4".to_string(),
                "11           5".to_string(),
                "10  9  8  7  6".to_string(),
            ],
        }
    }

    /// The position as a report draws it.
    pub(crate) fn report_scene(&self, pos: &Position) -> Scene {
        let mut scene = Scene::of_board(&pos.board, pos.side, Kind::fen_letter);
        scene.upper_case = true;
        scene.momentum = true;
        scene.status.push(format!("fifty-move clock {}", pos.clock));
        if pos.board.count() <= 4 {
            let whose = match self.rules.options.end_of_world {
                EndOfWorldScope::Own => "the pieces of the player whose turn it is go",
                EndOfWorldScope::All => "every piece goes",
            };
            let centre: Vec<String> = self.rules.centre.iter().map(upper).collect();
            scene.status.push(format!(
                "the End of the World is on (four or fewer pieces): after the other moves of a turn, {whose} towards the nearest edge, 1 square if 4 pieces are left then, 2 if 3, 3 if 2 (not from {})",
                centre.join(", ")
            ));
        }
        for m in pos.motions() {
            let Some(piece) = pos.board.get(m.square) else {
                continue;
            };
            let j = self.journey(pos, m.square, m.direction, steps_of(m.direction, m.speed));
            let (next, note, toward) = match (j.arrival.at, j.arrival.captured, j.touched) {
                (None, _, _) => (Next::LeavesBoard, String::new(), j.toward),
                (Some(_), Some(victim), _) => (
                    Next::Captures,
                    format!("takes {} and stops", the_piece(victim)),
                    j.toward,
                ),
                (Some(at), None, Some((other, on))) if at == m.square => (
                    Next::Autostops,
                    format!(
                        "touches {} on {}: both stop where they are",
                        the_piece(other),
                        upper(on)
                    ),
                    m.direction.vector(),
                ),
                (Some(_), None, Some((other, on))) => (
                    Next::Stops,
                    format!("touches {} on {}: both stop", the_piece(other), upper(on)),
                    j.toward,
                ),
                (Some(_), None, None) => (Next::Goes, String::new(), j.toward),
            };
            scene.motions.push(SceneMotion {
                square: m.square,
                color: piece.color(),
                piece: title(Kind::of(piece)),
                momentum: momentum_words(m),
                toward,
                next,
                note,
            });
        }
        scene
    }

    /// The events of a piece's journey: a capture, a contact, the edge.
    fn journey_events(&self, pos: &Position, from: Square, j: &Journey, out: &mut Vec<Event>) {
        let Some(piece) = pos.board.get(from) else {
            return;
        };
        let name = title(Kind::of(piece));
        match (j.arrival.at, j.arrival.captured, j.touched) {
            (None, _, _) => out.push(Event::new(
                EventKind::LeavesBoard,
                format!("the {name} leaves the board"),
                Some(from),
                None,
            )),
            (Some(at), Some(victim), _) => out.push(Event::new(
                EventKind::Capture,
                format!(
                    "captured: {} on {}; the {name} stops there",
                    the_piece(victim),
                    upper(at)
                ),
                None,
                Some(at),
            )),
            (Some(at), None, Some((other, on))) => out.push(Event::new(
                EventKind::Contact,
                format!(
                    "contact: the {name} touches {} on {} and stops on {}; both lose their momentum",
                    the_piece(other),
                    upper(on),
                    upper(at)
                ),
                None,
                Some(at),
            )),
            (Some(_), None, None) => {}
        }
    }

    /// The events of `step` played from `pos`.
    pub(crate) fn report_events(&self, pos: &Position, step: Step) -> Vec<Event> {
        let mut out = Vec::new();
        let written = crate::notation::write_step(&self.rules, pos, step);
        let piece = step.square().and_then(|s| pos.board.get(s));
        match step {
            Step::Start { from, to } => {
                out.push(Event::new(
                    EventKind::Move,
                    format!("start: {written}"),
                    Some(from),
                    Some(to),
                ));
                let mover = piece.map(|p| p.color());
                if let Some(victim) = pos.board.get(to).filter(|v| Some(v.color()) != mover) {
                    out.push(Event::new(
                        EventKind::Capture,
                        format!("captured: {} on {}", the_piece(victim), upper(to)),
                        None,
                        Some(to),
                    ));
                }
            }
            Step::Stop(at) => out.push(Event::new(
                EventKind::Stop,
                format!("stop: {written}, the piece loses its momentum"),
                None,
                Some(at),
            )),
            Step::Momentum(from) => {
                if let Some(m) = pos.motion_at(from) {
                    let j = self.journey(pos, from, m.direction, steps_of(m.direction, m.speed));
                    out.push(Event::new(
                        EventKind::Momentum,
                        format!("momentum: {written}, {}", momentum_words(m)),
                        Some(from),
                        j.arrival.at,
                    ));
                    self.journey_events(pos, from, &j, &mut out);
                }
            }
            Step::End => out.push(Event::new(
                EventKind::Other,
                "no start or stop this turn (action=optional)".to_string(),
                None,
                None,
            )),
            Step::StopPartWay { from, at } => out.push(Event::new(
                EventKind::Stop,
                format!("momentum part of the way, and stop: {written}"),
                Some(from),
                Some(at),
            )),
            Step::EndOfWorld(from) => {
                let g = pos.board.geometry();
                let speed = if pos.turn.eotw_speed > 0 {
                    pos.turn.eotw_speed
                } else {
                    eotw_speed(pos.board.count())
                };
                if let Some(d) = towards_edge(from, g.files(), g.ranks()) {
                    let j = self.journey(pos, from, d, speed);
                    out.push(Event::new(
                        EventKind::EndOfWorld,
                        format!(
                            "End of the World: {written} ({speed} square{} towards the nearest edge)",
                            if speed == 1 { "" } else { "s" }
                        ),
                        Some(from),
                        j.arrival.at,
                    ));
                    self.journey_events(pos, from, &j, &mut out);
                }
            }
        }
        // The End of the World begins once everything else of the turn is
        // done with four or fewer pieces left.
        let mut after = pos.clone();
        self.rules.play_step(&mut after, step);
        if pos.turn.eotw_speed == 0 && after.turn.eotw_speed > 0 {
            let n = after.board.count();
            let whose = match self.rules.options.end_of_world {
                EndOfWorldScope::Own => format!("{}'s pieces go", side_name(after.side)),
                EndOfWorldScope::All => "every piece goes".to_string(),
            };
            out.push(Event::new(
                EventKind::Other,
                format!(
                    "the End of the World begins: {n} pieces are left, so {whose} {} square{} towards the nearest edge",
                    after.turn.eotw_speed,
                    if after.turn.eotw_speed == 1 { "" } else { "s" }
                ),
                None,
                None,
            ));
        }
        out
    }
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}
