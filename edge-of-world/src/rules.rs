//! The rules: which steps a turn may take next, and what each step does.
//!
//! A turn is a sequence of [`Step`]s: the momentum move of every piece of
//! the side to move that is in motion (fastest first, equal speeds in the
//! order the player picks), one start or stop anywhere among them (under
//! `action=optional` perhaps none: [`Step::End`]), then, with four or fewer
//! pieces on the board, the End of the World moves.
//! Where the text reads two ways, [`Rules::options`] picks the reading.

use crate::castle;
use crate::castling;
use crate::options::{ActionRule, Castling, EndOfWorldScope, Options, PawnStart, Stops};
use crate::pieces::{Direction, Kind};
use crate::position::Position;
use kernel::{Color, Piece, Square, SquareSet};

/// One event of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// The player starts a piece at rest with a normal move (`R C5:C7`).
    Start {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// The player stops a piece in motion where it stands (`R C7:C7`).
    Stop(Square),
    /// The piece on this square makes its momentum move (`R C7~C10`).
    Momentum(Square),
    /// With `stop=part-way`: the piece on `from` makes its momentum move
    /// only as far as `at`, short of its full momentum and of any contact,
    /// and the player stops it there (`R C7~C9:C9`). This is the turn's
    /// one start or stop.
    StopPartWay {
        /// Where the piece stands.
        from: Square,
        /// Where it is stopped.
        at: Square,
    },
    /// The piece on this square makes its End of the World move (`K B2^A1`).
    EndOfWorld(Square),
    /// With `action=optional`: once every momentum move of the turn is
    /// made, the player ends the turn without a start or stop; the End of
    /// the World, if due, follows. Not written in the game's notation (a
    /// turn written without its start or stop reads with it); in
    /// coordinates `0000` where End of the World moves follow, and not
    /// written where it ends the turn.
    End,
}

impl Step {
    /// The square of the piece the step is about (where it stands before
    /// the step); `None` for [`Step::End`], which is about no piece.
    pub const fn square(self) -> Option<Square> {
        match self {
            Step::Start { from, .. }
            | Step::Stop(from)
            | Step::Momentum(from)
            | Step::EndOfWorld(from)
            | Step::StopPartWay { from, .. } => Some(from),
            Step::End => None,
        }
    }
}

/// The variant's settings that change rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rules {
    /// The four squares exempt from the End of the World.
    pub centre: SquareSet,
    /// The readings chosen where the text reads two ways.
    pub options: Options,
}

pub(crate) const KING_DIRS: [Direction; 8] = dirs([0, 2, 4, 6, 8, 10, 12, 14]);
pub(crate) const ROOK_DIRS: [Direction; 4] = dirs([0, 4, 8, 12]);
pub(crate) const BISHOP_DIRS: [Direction; 4] = dirs([2, 6, 10, 14]);
pub(crate) const KNIGHT_DIRS: [Direction; 8] = dirs([1, 3, 5, 7, 9, 11, 13, 15]);

const fn dirs<const N: usize>(numbers: [u8; N]) -> [Direction; N] {
    let mut out = [Direction::forward(Color::White); N];
    let mut i = 0;
    while i < N {
        out[i] = match Direction::new(numbers[i]) {
            Some(d) => d,
            None => Direction::forward(Color::White),
        };
        i += 1;
    }
    out
}

/// The End of the World speed for `count` pieces on the board.
pub(crate) fn eotw_speed(count: usize) -> u8 {
    match count {
        4 => 1,
        3 => 2,
        _ => 3,
    }
}

/// The direction of the End of the World move from `square` on a board of
/// `files` x `ranks`: towards the nearest edge, or diagonally towards the
/// nearest corner when the two nearest edges are equally far. `None` when
/// `square` is not on such a board (which includes a board of no squares).
///
/// ```
/// use edge_of_world::{towards_edge, Square};
///
/// // B2 is one square from the south edge and one from the west: A1's way.
/// let d = towards_edge(Square::new(1, 1), 12, 12).unwrap();
/// assert_eq!(d.vector(), (-1, -1));
/// assert_eq!(towards_edge(Square::new(12, 0), 12, 12), None);
/// ```
pub fn towards_edge(square: Square, files: u8, ranks: u8) -> Option<Direction> {
    let (f, r) = (square.file(), square.rank());
    // Distances to the far edges; `None` when the square is beyond them.
    let east = files.checked_sub(f)?.checked_sub(1)?;
    let north = ranks.checked_sub(r)?.checked_sub(1)?;
    let (dx, sx) = if f <= east { (f, -1) } else { (east, 1) };
    let (dy, sy) = if r <= north { (r, -1) } else { (north, 1) };
    let v = match dx.cmp(&dy) {
        std::cmp::Ordering::Less => (sx, 0),
        std::cmp::Ordering::Greater => (0, sy),
        std::cmp::Ordering::Equal => (sx, sy),
    };
    Direction::from_vector(v.0, v.1)
}

/// What a journey ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrival {
    /// The square the piece ended on, `None` if it left the board.
    pub at: Option<Square>,
    /// What was captured, if anything.
    pub captured: Option<Piece>,
    /// Whether a King left the board or was captured.
    pub king_removed: bool,
}

impl Rules {
    /// Appends the steps that may come next.
    pub fn steps(&self, pos: &Position, out: &mut Vec<Step>) {
        if !pos.turn.active && (!pos.has_king(Color::White) || !pos.has_king(Color::Black)) {
            return;
        }
        if pos.turn.eotw_speed > 0 {
            out.extend(pos.turn.eotw.iter().map(Step::EndOfWorld));
            return;
        }
        let due = pos.turn.due;
        if !due.is_empty() {
            let top = due
                .iter()
                .map(|s| pos.motion_byte(s) >> 4)
                .max()
                .unwrap_or(0);
            for s in due.iter().filter(|&s| pos.motion_byte(s) >> 4 == top) {
                out.push(Step::Momentum(s));
                if self.options.stop == Stops::PartWay && !pos.turn.acted {
                    self.part_way_stops(pos, s, out);
                }
            }
        }
        if !pos.turn.acted {
            self.actions(pos, |step| {
                out.push(step);
                true
            });
            if self.may_end(pos) {
                out.push(Step::End);
            }
        }
    }

    /// Whether [`Step::End`] may come next: under `action=optional`, once
    /// every momentum move of the turn is made, while the start or stop is
    /// still unused (the turn waits for it only while one is possible). A
    /// turn that has begun and not used its start or stop has made a
    /// momentum move, the only other step before the End of the World; so
    /// a player with no piece in motion cannot end a turn that moved
    /// nothing.
    pub(crate) fn may_end(&self, pos: &Position) -> bool {
        let t = &pos.turn;
        self.options.action == ActionRule::Optional
            && t.active
            && !t.acted
            && t.eotw_speed == 0
            && t.due.is_empty()
    }

    /// Appends the part-way stops of the piece on `from`: every empty square
    /// its momentum move passes before its last square, up to the square
    /// just before a contact or the edge (a piece stopped there has no
    /// momentum left to make the contact: RULES.md). Stopping on the last
    /// square is the momentum move and then a stop; a Pawn moving
    /// diagonally may not be stopped at all.
    fn part_way_stops(&self, pos: &Position, from: Square, out: &mut Vec<Step>) {
        let Some(m) = pos.motion_at(from) else {
            return;
        };
        let is_pawn = pos.board.get(from).map(Kind::of) == Some(Kind::Pawn);
        if is_pawn && m.direction.is_diagonal() {
            return;
        }
        let g = pos.board.geometry();
        let (vx, vy) = m.direction.vector();
        let mut at = from;
        for _ in 1..travel_count(m.direction, m.speed) {
            match at.offset(vx, vy, g) {
                Some(next) if pos.board.get(next).is_none() => {
                    out.push(Step::StopPartWay { from, at: next });
                    at = next;
                }
                _ => return,
            }
        }
    }

    /// Whether the player has any start or stop.
    pub fn any_action(&self, pos: &Position) -> bool {
        let mut any = false;
        self.actions(pos, |_| {
            any = true;
            false
        });
        any
    }

    /// Calls `emit` with every start and stop of the side to move until it
    /// returns false.
    fn actions(&self, pos: &Position, mut emit: impl FnMut(Step) -> bool) {
        let us = pos.side;
        let board = &pos.board;
        let g = board.geometry();
        for from in board.occupied_by(us).iter() {
            let Some(piece) = board.get(from) else {
                continue;
            };
            let kind = Kind::of(piece);
            let byte = pos.motion_byte(from);
            if byte != 0 {
                let diagonal_pawn = kind == Kind::Pawn
                    && Direction::new(byte & 15).is_some_and(|d| d.is_diagonal());
                if !diagonal_pawn && !emit(Step::Stop(from)) {
                    return;
                }
                continue;
            }
            let target = |to: Square| board.get(to).map(|p| p.color() != us);
            match kind {
                Kind::King | Kind::Corsair => {
                    for d in KING_DIRS {
                        let (vx, vy) = d.vector();
                        if let Some(to) = from.offset(vx, vy, g) {
                            if target(to) != Some(false) && !emit(Step::Start { from, to }) {
                                return;
                            }
                        }
                    }
                    if kind == Kind::King && pos.castling != 0 {
                        for side in castling::CastlingSide::ALL {
                            if castle::can_castle(pos, us, side) {
                                let to = castling::king_target(us, side);
                                if !emit(Step::Start { from, to }) {
                                    return;
                                }
                            }
                        }
                    }
                }
                Kind::Queen | Kind::Rook | Kind::Bishop | Kind::Knight => {
                    let list: &[Direction] = match kind {
                        Kind::Queen => &KING_DIRS,
                        Kind::Rook => &ROOK_DIRS,
                        Kind::Bishop => &BISHOP_DIRS,
                        _ => &KNIGHT_DIRS,
                    };
                    for &d in list {
                        let (vx, vy) = d.vector();
                        let mut at = from;
                        while let Some(to) = at.offset(vx, vy, g) {
                            match target(to) {
                                Some(false) => break,
                                Some(true) => {
                                    if !emit(Step::Start { from, to }) {
                                        return;
                                    }
                                    break;
                                }
                                None => {
                                    if !emit(Step::Start { from, to }) {
                                        return;
                                    }
                                }
                            }
                            at = to;
                        }
                    }
                }
                Kind::Pawn => {
                    let (_, fy) = Direction::forward(us).vector();
                    if let Some(to) = from.offset(0, fy, g) {
                        if target(to).is_none() && !emit(Step::Start { from, to }) {
                            return;
                        }
                    }
                    // `pawn-start=diagonal`: onto an empty square or an enemy;
                    // `capture`: onto an enemy only.
                    let empty_too = self.options.pawn_start == PawnStart::Diagonal;
                    for d in Direction::forward_diagonals(us) {
                        let (vx, vy) = d.vector();
                        if let Some(to) = from.offset(vx, vy, g) {
                            let allowed = match target(to) {
                                Some(enemy) => enemy,
                                None => empty_too,
                            };
                            if allowed && !emit(Step::Start { from, to }) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Plays `step`. Steps that are not legal are played as best they can
    /// be (to replay a game as written) and never panic.
    pub fn play_step(&self, pos: &mut Position, step: Step) {
        pos.turn.active = true;
        // Whether a King went, and where the moving piece ended.
        let (king_removed, landed) = match step {
            Step::Start { from, to } => {
                pos.turn.acted = true;
                (self.start(pos, from, to), Some(to))
            }
            Step::Stop(square) => {
                pos.turn.acted = true;
                pos.clear_motion(square);
                (false, None)
            }
            Step::Momentum(square) => {
                pos.turn.due.remove(square);
                match pos.motion_at(square) {
                    Some(m) => {
                        let count = travel_count(m.direction, m.speed);
                        let arrival = self.travel(pos, square, m.direction, count);
                        (arrival.king_removed, arrival.at)
                    }
                    None => (false, None),
                }
            }
            Step::StopPartWay { from, at } => {
                pos.turn.acted = true;
                pos.turn.due.remove(from);
                let arrival = self.stop_part_way(pos, from, at);
                (arrival.king_removed, arrival.at)
            }
            Step::End => {
                pos.turn.acted = true;
                (false, None)
            }
            Step::EndOfWorld(square) => {
                pos.turn.eotw.remove(square);
                let g = pos.board.geometry();
                let speed = pos.turn.eotw_speed.max(1);
                match towards_edge(square, g.files(), g.ranks()) {
                    Some(d) => {
                        let arrival = self.travel(pos, square, d, speed);
                        (arrival.king_removed, arrival.at)
                    }
                    // A square off the board holds no piece to move.
                    None => (false, None),
                }
            }
        };
        // A right goes when its King or Rook leaves home or is captured
        // there: only a step from or onto a home square can do that.
        if pos.castling != 0
            && (step.square().is_some_and(castling::is_home)
                || landed.is_some_and(castling::is_home))
        {
            castle::update_rights(pos);
        }
        if king_removed {
            end_turn(pos);
        } else {
            self.settle(pos);
        }
    }

    /// A part-way stop: the piece travels towards `at` along its momentum,
    /// no further than its full momentum, and stops there. Played as
    /// written even when not legal: if `at` is not on its way, it is
    /// stopped where it stands; a contact on the way acts as usual.
    fn stop_part_way(&self, pos: &mut Position, from: Square, at: Square) -> Arrival {
        let Some(m) = pos.motion_at(from) else {
            return Arrival {
                at: Some(from),
                captured: None,
                king_removed: false,
            };
        };
        let g = pos.board.geometry();
        let (vx, vy) = m.direction.vector();
        let mut square = from;
        let mut count = 0;
        for k in 1..=travel_count(m.direction, m.speed) {
            match square.offset(vx, vy, g) {
                Some(next) => square = next,
                None => break,
            }
            if square == at {
                count = k;
                break;
            }
        }
        let arrival = self.travel(pos, from, m.direction, count);
        if let Some(end) = arrival.at {
            pos.clear_motion(end);
        }
        arrival
    }

    /// Moves on to the next phase of the turn, or ends it, once nothing is
    /// left for the player to choose in the current one.
    pub(crate) fn settle(&self, pos: &mut Position) {
        if pos.turn.eotw_speed > 0 {
            if pos.turn.eotw.is_empty() {
                end_turn(pos);
            }
            return;
        }
        if !pos.turn.due.is_empty() {
            return;
        }
        if !pos.turn.acted {
            if self.any_action(pos) {
                return;
            }
            // Nothing left to start or stop: the turn goes on without one.
            pos.turn.acted = true;
        }
        let count = pos.board.count();
        if count <= 4 {
            let movers = match self.options.end_of_world {
                EndOfWorldScope::Own => pos.board.occupied_by(pos.side),
                EndOfWorldScope::All => pos.board.occupied(),
            };
            let pending: SquareSet = movers
                .iter()
                .filter(|s| !self.centre.contains(*s))
                .collect();
            if !pending.is_empty() {
                pos.turn.eotw_speed = eotw_speed(count);
                pos.turn.eotw = pending;
                return;
            }
        }
        end_turn(pos);
    }

    /// A start: a normal move. A capture leaves no momentum; any other move
    /// leaves momentum in its direction at the distance moved.
    fn start(&self, pos: &mut Position, from: Square, to: Square) -> bool {
        // A square off the board holds no piece, and no piece goes there.
        let g = pos.board.geometry();
        if !g.contains(from) || !g.contains(to) {
            return false;
        }
        let Some(piece) = pos.board.get(from) else {
            return false;
        };
        let kind = Kind::of(piece);
        if kind == Kind::King && self.options.castling == Castling::Fide {
            let color = piece.color();
            if let Some(side) = castling::side_of(color, from, to) {
                if castle::can_castle(pos, color, side) {
                    castle::castle(pos, color, side);
                    return false;
                }
            }
        }
        let dx = to.file() as i8 - from.file() as i8;
        let dy = to.rank() as i8 - from.rank() as i8;
        let (direction, speed) = if kind == Kind::Knight {
            match knight_line(dx, dy) {
                Some((d, k)) => (Some(d), 2 * k),
                None => (None, 0),
            }
        } else if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
            let n = dx.abs().max(dy.abs()) as u8;
            (Direction::from_vector(dx.signum(), dy.signum()), n)
        } else {
            (None, 0)
        };
        let captured = match pos.board.get(to) {
            Some(p) if p.color() == piece.color() => return false,
            other => other,
        };
        pos.clear_motion(from);
        pos.clear_motion(to);
        pos.board.set(from, None);
        pos.board.set(to, Some(piece));
        if captured.is_some() || kind == Kind::Pawn {
            pos.turn.progress = true;
        }
        // A capture leaves no momentum, except a Pawn's diagonal capture
        // under `pawn-start=capture`, which is how that reading starts a
        // Pawn moving diagonally.
        let keeps_momentum = captured.is_none()
            || (kind == Kind::Pawn
                && self.options.pawn_start == PawnStart::Capture
                && direction.is_some_and(|d| d.is_diagonal()));
        if keeps_momentum {
            if let Some(d) = direction.filter(|_| speed > 0) {
                pos.set_motion(to, d, speed);
            }
        }
        self.promote(pos, to, piece);
        captured.is_some_and(|p| Kind::of(p) == Kind::King)
    }

    /// A Pawn on a row where it promotes (its far row, or under
    /// `promotion=both-rows` either end row) becomes a Corsair, keeping its
    /// momentum.
    fn promote(&self, pos: &mut Position, square: Square, piece: Piece) {
        let color = piece.color();
        if Kind::of(piece) == Kind::Pawn && self.options.promotion.promotes(color, square.rank()) {
            pos.board.set(square, Some(Kind::Corsair.piece(color)));
        }
    }

    /// Where [`Rules::travel`] would carry the piece on `from` (`count`
    /// steps in `direction`), read from the board without moving anything:
    /// the same contact rules (an enemy piece met is captured, but not by
    /// a Pawn moving straight on; any other piece met stops it short), for
    /// a search's evaluation, which asks it of every piece in motion. The
    /// suite's `reach` test holds it to `travel` on the positions of random
    /// games (through [`crate::internals`]).
    pub(crate) fn reach(
        &self,
        pos: &Position,
        from: Square,
        direction: Direction,
        count: u8,
    ) -> Reach {
        let Some(piece) = pos.board.get(from) else {
            return Reach::Stays(from);
        };
        let g = pos.board.geometry();
        let forward_pawn =
            Kind::of(piece) == Kind::Pawn && direction == Direction::forward(piece.color());
        let (vx, vy) = direction.vector();
        let mut cur = from;
        for _ in 0..count {
            let Some(next) = cur.offset(vx, vy, g) else {
                return Reach::Falls;
            };
            if let Some(other) = pos.board.get(next) {
                return if other.color() != piece.color() && !forward_pawn {
                    Reach::Takes(next)
                } else {
                    Reach::Stays(cur)
                };
            }
            cur = next;
        }
        Reach::Stays(cur)
    }

    /// Carries the piece on `from` `count` steps (squares, or leaps) in
    /// `direction`, applying the contact rules square by square.
    pub(crate) fn travel(
        &self,
        pos: &mut Position,
        from: Square,
        direction: Direction,
        count: u8,
    ) -> Arrival {
        let mut arrival = Arrival {
            at: Some(from),
            captured: None,
            king_removed: false,
        };
        let Some(piece) = pos.board.get(from) else {
            return arrival;
        };
        let g = pos.board.geometry();
        let kind = Kind::of(piece);
        let forward_pawn = kind == Kind::Pawn && direction == Direction::forward(piece.color());
        let (vx, vy) = direction.vector();
        let mut cur = from;
        let mut moved = false;
        for _ in 0..count {
            let Some(next) = cur.offset(vx, vy, g) else {
                // Momentum carries the piece off the edge: it leaves play.
                pos.clear_motion(cur);
                pos.board.set(cur, None);
                pos.turn.progress = true;
                arrival.at = None;
                arrival.king_removed = kind == Kind::King;
                return arrival;
            };
            match pos.board.get(next) {
                None => {
                    let byte = pos.motion_byte(cur);
                    pos.clear_motion(cur);
                    pos.board.set(cur, None);
                    pos.board.set(next, Some(piece));
                    if let Some(m) = pos.motion.get_mut(next.index()) {
                        *m = byte;
                    }
                    cur = next;
                    moved = true;
                }
                Some(other) => {
                    // Contact: both pieces lose all momentum.
                    pos.clear_motion(cur);
                    pos.clear_motion(next);
                    if other.color() != piece.color() && !forward_pawn {
                        pos.board.set(cur, None);
                        pos.board.set(next, Some(piece));
                        pos.turn.progress = true;
                        arrival.captured = Some(other);
                        arrival.king_removed = Kind::of(other) == Kind::King;
                        cur = next;
                        moved = true;
                    }
                    break;
                }
            }
        }
        arrival.at = Some(cur);
        if kind == Kind::Pawn && moved {
            pos.turn.progress = true;
            self.promote(pos, cur, piece);
        }
        arrival
    }
}

/// Where a momentum move takes a piece (`Rules::reach`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// It ends on this square, taking nothing.
    Stays(Square),
    /// It takes the piece on this square.
    Takes(Square),
    /// It leaves the board.
    Falls,
}

impl Rules {
    /// Which rule `step` breaks in `pos`, for a step [`Rules::steps`] does
    /// not list.
    pub fn explain(&self, pos: &Position, step: Step) -> String {
        let Some(square) = step.square() else {
            return self.explain_end(pos).to_string();
        };
        if let Step::EndOfWorld(s) = step {
            // Under `end-of-world=all` the other side's pieces move too.
            if pos.board.get(s).is_some() && !pos.turn.eotw.contains(s) {
                return "the piece has no End of the World move due now".to_string();
            }
        }
        let own = pos.board.get(square).filter(|p| p.color() == pos.side);
        let Some(piece) = own else {
            return format!(
                "there is no piece of the side to move on {}",
                crate::position::upper(square)
            );
        };
        let motion = pos.motion_at(square);
        let phase = pos.turn.eotw_speed > 0;
        let kind = Kind::of(piece);
        let reason = match step {
            Step::Start { .. } | Step::Stop(_) | Step::StopPartWay { .. } if phase => {
                "only End of the World moves remain in this turn"
            }
            Step::Start { .. } | Step::Stop(_) | Step::StopPartWay { .. } if pos.turn.acted => {
                "the turn's one start or stop has already been used"
            }
            Step::Start { .. } if motion.is_some() => {
                "the piece is in motion: it must be stopped before it can be started again"
            }
            Step::Start { from, to }
                if kind == Kind::King && castling::side_of(pos.side, from, to).is_some() =>
            {
                match self.options.castling {
                    Castling::Off => "there is no castling in this game (castling=off)",
                    Castling::Fide => {
                        "castling needs the king and that rook never to have moved, and every square between them empty"
                    }
                }
            }
            Step::Start { from, to }
                if kind == Kind::Pawn
                    && self.options.pawn_start == PawnStart::Capture
                    && from.file() != to.file()
                    && pos.board.get(to).is_none() =>
            {
                "a pawn moves diagonally only to capture (pawn-start=capture)"
            }
            Step::Start { .. } => {
                "the piece cannot move there (blocked, onto its own piece, or not one of its moves)"
            }
            Step::StopPartWay { .. } if self.options.stop == Stops::BeforeOrAfter => {
                "a stop comes before or after the piece's momentum move, never part-way (stop=part-way allows it)"
            }
            Step::StopPartWay { .. } if motion.is_none() => "the piece is not in motion",
            Step::StopPartWay { .. }
                if kind == Kind::Pawn && motion.is_some_and(|m| m.direction.is_diagonal()) =>
            {
                "a pawn moving diagonally cannot be stopped by its owner, only by contact"
            }
            Step::StopPartWay { .. } if !pos.turn.due.contains(square) => {
                "the piece has no momentum move due in this turn to stop part-way"
            }
            Step::StopPartWay { .. } => {
                "a part-way stop is on a square the momentum move passes before its last square and before any contact, in speed order"
            }
            Step::Stop(_) if motion.is_none() => "the piece is not in motion",
            Step::Stop(_) => {
                "a pawn moving diagonally cannot be stopped by its owner, only by contact"
            }
            Step::Momentum(_) if phase => "only End of the World moves remain in this turn",
            Step::Momentum(_) if !pos.turn.due.contains(square) => {
                "the piece has no momentum move due in this turn"
            }
            Step::Momentum(_) => {
                "pieces in motion move fastest first, and a faster piece is still due"
            }
            Step::EndOfWorld(_) | Step::End => "the piece has no End of the World move due now",
        };
        reason.to_string()
    }

    /// Why [`Step::End`] may not come in `pos`.
    fn explain_end(&self, pos: &Position) -> &'static str {
        let t = &pos.turn;
        if self.options.action == ActionRule::Compulsory {
            "the turn's start or stop must be made while one is possible (action=optional lets a turn end without it)"
        } else if t.eotw_speed > 0 {
            "only End of the World moves remain in this turn"
        } else if t.acted {
            "the turn's one start or stop has already been used"
        } else if !t.due.is_empty() {
            "a turn ends without a start or stop only once every momentum move is made"
        } else {
            "a player with no piece in motion must start one: a turn that moves nothing is no turn"
        }
    }
}

/// How many steps (squares, or leaps for a Knight) a momentum move of
/// `speed` makes in `direction`: a Knight's speed counts half leaps.
pub fn travel_count(direction: Direction, speed: u8) -> u8 {
    if direction.is_leap() {
        speed / 2
    } else {
        speed
    }
}

/// The knight direction and number of leaps that make up `(dx, dy)`.
pub(crate) fn knight_line(dx: i8, dy: i8) -> Option<(Direction, u8)> {
    KNIGHT_DIRS.iter().find_map(|&d| {
        let (vx, vy) = d.vector();
        let k = if vx != 0 { dx / vx } else { 0 };
        (k > 0 && vx * k == dx && vy * k == dy).then_some((d, k as u8))
    })
}

/// Ends the turn: the clock moves, the other side is to move, and its
/// pieces in motion are due.
pub(crate) fn end_turn(pos: &mut Position) {
    pos.clock = if pos.turn.progress {
        0
    } else {
        pos.clock.saturating_add(1)
    };
    pos.side = !pos.side;
    pos.turn = Default::default();
    pos.turn.due = pos.in_motion(pos.side);
}
