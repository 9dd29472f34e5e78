//! Partial-order reduction of the turn search: which orders of a turn's
//! events the search may skip, and why no turn is lost by skipping them.
//!
//! A turn's first phase is the momentum moves of the pieces due, fastest
//! first, the player ordering equal speeds, and at most one *action* (a
//! start, a stop, or under `stop=part-way` a part-way stop) anywhere among
//! them; under `action=optional` the phase may also end without one once
//! every momentum move is made ([`Step::End`], which touches nothing and
//! is legal only while no piece is due). The End of the World follows. Sixteen pieces in motion at one
//! speed have 16! orders and reach 2^16 sets of pieces moved, yet most of
//! those orders end in the same place, because most pairs of events never
//! touch the same squares. The kernel's turn search takes a partial-order
//! reduction from the variant ([`kernel::variant`], "Partial-order
//! reduction"): *plans*, and at each position under a plan a *persistent
//! set* of steps. This module gives both, and argues here that the set of
//! distinct end positions (the turns) is exactly the full search's. Tests:
//! `tests/reduction.rs` compares the two searches on positions with many
//! pieces in motion.
//!
//! # Regions, and which events commute
//!
//! A piece due stands, until its own momentum move, on the square it began
//! the turn on, with the momentum it began with: nothing else moves it (a
//! contact stops the piece that is moving, not the one it meets; a start
//! moves a piece at rest; the End of the World comes after). So its
//! momentum move is known in advance, and reads and writes only its
//! **region**: its square and the squares its momentum would carry it
//! over, to its full momentum (landing squares of a Knight's leaps),
//! whatever stands on them. An action's region: a stop's square; a part-way
//! stop's squares from the piece to where it stops; a start's square,
//! target and the squares between (a Knight's landing squares), and for
//! castling the King's and the Rook's squares and all between.
//!
//! **Two steps legal at a position commute when their regions are
//! disjoint, they are not both actions, and neither may remove a King:**
//! each leaves the other legal, and both orders reach one position. Each
//! changes the board, the momentum and the pieces due only on its own
//! region, and the other's legality reads only the other's region, besides
//! the highest speed still due (which a step can only lower, never below a
//! piece still due) and whether the action is used (which a momentum move
//! leaves). The progress flag of the fifty-move clock is an "or". A
//! castling right goes when its King or Rook leaves or is captured on its
//! home square, which only a step whose region holds that square does. The
//! bookkeeping after each step (`Rules::settle`) changes nothing while a
//! piece is due or an action is still possible, as the other step shows;
//! so after both steps it runs on the same position in either order. A step
//! that may remove a King ends the turn at once, disabling every other
//! step, so it commutes with nothing: a momentum move whose region holds
//! the opponent's King (unless it is a Pawn moving forward, which treats
//! the King as its own piece and stops), a King whose momentum may carry
//! it off the board, a start onto the opponent's King.
//!
//! # Plans
//!
//! The actions exclude each other (a turn has one), so the search of a
//! turn is split by the action it uses: an action's **signature** is the
//! set of pieces due at the turn's start whose regions its region meets (a
//! start onto the opponent's King: all of them), and plan Σ allows only
//! actions of signature Σ. A sequence of steps that uses an action is a
//! sequence of exactly one plan, as long as the plans list the signature
//! of every action that can be legal before the action is used; a
//! sequence that uses none (it ends by [`Step::End`], by a King removed, or
//! when no action is left to make) belongs to every plan, and the plan ∅
//! (of the actions that meet no piece due) is always listed to search
//! those. [`Step::End`] is searched under ∅ alone: its region is empty.
//! [`turn_plans`] lists them from the turn's start: before the action only
//! the pieces due move, and only within their regions, so a square outside
//! every region keeps its occupant. The actions possible then are the stops
//! of the player's pieces in motion (on their squares now, or anywhere in a
//! region), the part-way stops of the pieces due, and the starts of pieces
//! at rest: at rest now, or come to rest by a contact, anywhere in a region
//! or where a piece in motion stands, of any kind that may stand there (a
//! Pawn's region may end on a row where it promotes, and it is a Corsair
//! there), along each of the kind's lines up to a square whose occupant is
//! fixed
//! (the player's own piece ends the line before it, the opponent's ends it
//! as a capture), and castling while the right is held. The list may hold
//! plans whose action never comes.
//!
//! # The steps explored
//!
//! Under plan Σ, at a position of the first phase where the action is still
//! unused, the search explores ([`plan_steps`]):
//!
//! 1. if no piece due is in Σ or may remove a King: the plan's actions that
//!    are legal (under ∅ with [`Step::End`] where it is legal), and nothing
//!    else; if none is, nothing (the plan's search ends here), except under
//!    plan ∅, which goes on as in 3, and under `action=optional` goes on as
//!    in 3 besides its actions, whether or not one is legal;
//! 2. otherwise, with G the pieces due at the highest speed still due,
//!    joining two of them whose regions meet or either of which may remove
//!    a King, and joining a piece of G to the action when it is in Σ or may
//!    remove a King: if some piece of G is joined to the action, the
//!    momentum moves of the pieces joined to it and the plan's legal
//!    actions;
//! 3. otherwise the momentum moves of one component of G, the one of the
//!    lowest square.
//!
//! Once the action is used, the momentum moves of one component of G, as
//! in 3; the search is then the same under every plan ([`plan_free`]), and
//! the kernel expands those positions once. The End of the World phase
//! (four pieces at most) is searched in full.
//!
//! **Why nothing is lost.** Take any sequence of steps that plan Σ allows
//! from such a position to the turn's end. We show that some sequence with
//! the same end starts with a step explored here; as a turn has finitely
//! many steps, induction on the steps left then shows that the search
//! reaches every end of every plan, hence every turn.
//!
//! In case 1, no piece left to move can touch the plan's actions: their
//! regions meet no region of a piece due. An action legal now stays legal
//! through any momentum moves, and one not legal now never becomes legal.
//! A sequence that uses one of the plan's actions b is momentum moves, then
//! b, then the rest; b was legal here and commutes with each move before
//! it, so it can go first. A sequence that uses no action belongs to plan
//! ∅ as well. Under `action=compulsory` there is none while an action is
//! legal (the player must act while one is possible, and no King can be
//! removed), and where none is legal plan ∅ goes on as in 3; under
//! `action=optional` plan ∅ always goes on as in 3 too, and the argument of
//! case 3 below, whose sequence then holds no action, finds the sequence:
//! its steps are momentum moves until no piece is due, and then
//! [`Step::End`] (or the turn's end), which plan ∅ explores where it is
//! legal (a position with no piece due is in case 1).
//!
//! In cases 2 and 3, let T be the steps explored. The pieces of T stay due
//! and at the highest speed until a step of T is taken: only a contact from
//! a piece whose region meets theirs, a stop of one of them (an action
//! whose signature holds it), or a King removed could take that away, and
//! each of those is joined to them (in case 2 the plan's actions are in T).
//! No slower piece moves before them, and the turn cannot end while they
//! are due ([`Step::End`] is not legal while a piece is due). So the sequence holds a step of T; let x be the first. Every
//! step before x is a momentum move of a piece of G outside T's component,
//! whose region meets neither T's regions nor the plan's actions' regions
//! and which cannot remove a King (else it would be joined), or, in case 3,
//! the plan's action, whose region meets no region of T (T's pieces are not
//! in Σ). So x commutes with each of them, and moving x to the front gives
//! a sequence with the same end that starts with x.

use crate::castling;
use crate::options::{ActionRule, Castling, Stops};
use crate::pieces::{Direction, Kind};
use crate::position::Position;
use crate::rules::{
    knight_line, travel_count, Rules, Step, BISHOP_DIRS, KING_DIRS, KNIGHT_DIRS, ROOK_DIRS,
};
use kernel::{Color, Piece, Square};
use smallvec::SmallVec;

/// The fewest pieces due at a turn's start for which the search is split
/// into plans. With none, a turn is one action and there is no order to
/// skip. With one, the plans already pay: the actions it does not meet
/// are not also tried before its move (perft 3 from the start, 2.64 G
/// instructions instead of 3.05 G with plans from two pieces due).
const MIN_DUE: usize = 1;

/// The most pieces due for which the search is split into plans: a plan is
/// a set of them, one bit each of a `u64`.
const MAX_DUE: usize = 64;

/// A set of squares that can be intersected, one bit per square index (the
/// kernel's `SquareSet` has no set operations).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Squares([u64; 4]);

impl Squares {
    fn insert(&mut self, square: Square) {
        let i = square.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    fn contains(&self, square: Square) -> bool {
        let i = square.index();
        self.0[i >> 6] & (1 << (i & 63)) != 0
    }

    fn meets(&self, other: &Squares) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    fn add(&mut self, other: &Squares) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    fn iter(self) -> impl Iterator<Item = Square> {
        (0..4usize).flat_map(move |w| {
            let mut word = self.0[w];
            std::iter::from_fn(move || {
                if word == 0 {
                    return None;
                }
                let bit = word.trailing_zeros() as usize;
                word &= word - 1;
                Some(Square::from_index((w * 64 + bit) as u8))
            })
        })
    }
}

/// The region of the momentum move of the piece on `square`, and whether
/// its momentum may carry it off the board (as [`Rules::travel`] walks it).
fn region(pos: &Position, square: Square) -> (Squares, bool) {
    let mut squares = Squares::default();
    squares.insert(square);
    let Some(m) = pos.motion_at(square) else {
        return (squares, false);
    };
    let g = pos.board().geometry();
    let (vx, vy) = m.direction.vector();
    let mut at = square;
    for _ in 0..travel_count(m.direction, m.speed) {
        match at.offset(vx, vy, g) {
            Some(next) => {
                squares.insert(next);
                at = next;
            }
            None => return (squares, true),
        }
    }
    (squares, false)
}

/// Whether `piece` is a King of the other colour than `color`.
fn enemy_king(piece: Option<Piece>, color: Color) -> bool {
    piece.is_some_and(|p| p.color() != color && Kind::of(p) == Kind::King)
}

/// Whether the momentum move of the piece on `square`, of region `squares`,
/// may remove a King: capture the opponent's (a Pawn moving forward never
/// captures), or carry a King off the board.
fn may_remove_king(pos: &Position, square: Square, squares: &Squares, leaves: bool) -> bool {
    let board = pos.board();
    let Some(piece) = board.get(square) else {
        return false;
    };
    let kind = Kind::of(piece);
    if kind == Kind::King && leaves {
        return true;
    }
    let forward_pawn = kind == Kind::Pawn
        && pos
            .motion_at(square)
            .is_some_and(|m| m.direction == Direction::forward(piece.color()));
    !forward_pawn
        && squares
            .iter()
            .any(|s| enemy_king(board.get(s), piece.color()))
}

/// The pieces due at the start of the turn and their regions: what
/// signatures are made of.
struct Root {
    /// The squares of the pieces due, in square order: bit `i` of a
    /// signature is `due[i]`.
    due: SmallVec<[Square; 16]>,
    /// Their regions, in the same order.
    regions: SmallVec<[Squares; 16]>,
    /// The union of the regions.
    dynamic: Squares,
}

impl Root {
    fn new(start: &Position) -> Root {
        let due: SmallVec<[Square; 16]> = start.turn.due.iter().take(MAX_DUE).collect();
        let regions: SmallVec<[Squares; 16]> = due.iter().map(|&s| region(start, s).0).collect();
        let mut dynamic = Squares::default();
        for r in &regions {
            dynamic.add(r);
        }
        Root {
            due,
            regions,
            dynamic,
        }
    }

    /// The signature that holds every piece due.
    fn all(&self) -> u64 {
        match self.due.len() {
            n if n >= 64 => u64::MAX,
            n => (1 << n) - 1,
        }
    }

    /// The bit of the piece due on `square`, 0 if none is.
    fn bit(&self, square: Square) -> u64 {
        match self.due.binary_search(&square) {
            Ok(i) => 1 << i,
            _ => 0,
        }
    }

    /// Per square index, the pieces due whose region holds the square.
    fn touch(&self) -> [u64; 256] {
        let mut touch = [0; 256];
        for (i, r) in self.regions.iter().enumerate() {
            for s in r.iter() {
                touch[s.index()] |= 1 << i;
            }
        }
        touch
    }

    /// The signature of `step`, an action legal at `pos`, with `touch`
    /// from [`Root::touch`].
    fn signature(&self, touch: &[u64; 256], pos: &Position, step: Step) -> u64 {
        let mut sig = 0;
        if action_squares(pos, step, |s| sig |= touch[s.index()]) {
            sig
        } else {
            self.all()
        }
    }
}

/// What the list of plans is built from: the pieces due, and which of them
/// reach each square.
struct Reach {
    root: Root,
    touch: [u64; 256],
}

/// Calls `visit` with each square of the region of `step`, an action legal
/// at `pos`; returns false, visiting nothing, for a start onto the
/// opponent's King (it ends the turn, so it meets every step).
fn action_squares(pos: &Position, step: Step, mut visit: impl FnMut(Square)) -> bool {
    let board = pos.board();
    let g = board.geometry();
    match step {
        Step::StopPartWay { from, at } => {
            visit(from);
            if let Some(m) = pos.motion_at(from) {
                let (vx, vy) = m.direction.vector();
                let mut s = from;
                for _ in 0..travel_count(m.direction, m.speed) {
                    let Some(next) = s.offset(vx, vy, g) else {
                        break;
                    };
                    visit(next);
                    if next == at {
                        break;
                    }
                    s = next;
                }
            }
        }
        Step::Start { from, to } => {
            let piece = board.get(from);
            let color = piece.map_or(pos.side_to_move(), |p| p.color());
            if enemy_king(board.get(to), color) {
                return false;
            }
            visit(from);
            let kind = piece.map(Kind::of);
            let dx = to.file() as i8 - from.file() as i8;
            let dy = to.rank() as i8 - from.rank() as i8;
            if kind == Some(Kind::King) && dx.abs() == 2 {
                // Castling (only it moves a King two squares): the King's
                // and the Rook's squares and all between.
                visit(to);
                if let Some(side) = castling::side_of(color, from, to) {
                    let rook = castling::rook_home(color, side);
                    let (a, b) = (from.file().min(rook.file()), from.file().max(rook.file()));
                    for file in a..=b {
                        visit(Square::new(file, from.rank()));
                    }
                }
            } else if kind == Some(Kind::Knight) {
                // The landing square of each leap, `to` the last.
                match knight_line(dx, dy) {
                    Some((d, leaps)) => {
                        let (vx, vy) = d.vector();
                        let mut s = from;
                        for _ in 0..leaps {
                            let Some(next) = s.offset(vx, vy, g) else {
                                break;
                            };
                            visit(next);
                            s = next;
                        }
                    }
                    None => visit(to),
                }
            } else if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
                // Every square along the line, `to` the last.
                let mut s = from;
                while s != to {
                    let Some(next) = s.offset(dx.signum(), dy.signum(), g) else {
                        break;
                    };
                    visit(next);
                    s = next;
                }
            } else {
                visit(to);
            }
        }
        Step::Stop(square) | Step::Momentum(square) | Step::EndOfWorld(square) => visit(square),
        // The end of a turn without its start or stop touches nothing.
        Step::End => {}
    }
    true
}

/// Whether the turn from `start` is split into plans; if so, appends them
/// (the signatures of every action that can be legal before the action is
/// used, each once) to `plans`.
pub(crate) fn turn_plans(rules: &Rules, start: &Position, plans: &mut Vec<u64>) -> bool {
    let t = &start.turn;
    if t.eotw_speed > 0 || t.acted {
        return false;
    }
    // A game over has no turn to search (`Rules::steps` gives none).
    let kings = start.has_king(Color::White) && start.has_king(Color::Black);
    if !t.active && !kings {
        return false;
    }
    if !(MIN_DUE..=MAX_DUE).contains(&t.due.len()) {
        return false;
    }
    let root = Root::new(start);
    let touch = root.touch();
    let reach = Reach { root, touch };
    // The plan of the actions that meet no piece due is always searched:
    // it is the one that never stops early (see `plan_steps`).
    let mut found: Vec<u64> = vec![FREE_PLAN];
    let us = start.side_to_move();
    let board = start.board();
    let own = board.occupied_by(us);

    // Stops: of a piece in motion where it stands, or anywhere in a region.
    for s in own.iter().filter(|&s| start.motion_byte(s) != 0) {
        found.push(reach.touch[s.index()]);
    }
    for s in reach.root.dynamic.iter() {
        found.push(reach.touch[s.index()]);
    }

    // Part-way stops: from a piece due to any square of its way.
    if rules.options.stop == Stops::PartWay {
        for &from in &reach.root.due {
            let (squares, _) = region(start, from);
            let mut sig = 0;
            for s in squares.iter_along(start, from) {
                sig |= reach.touch[s.index()];
                found.push(sig);
            }
        }
    }

    // Starts: from where a piece of the player may stand at rest.
    let mut origins = reach.root.dynamic;
    for s in own.iter() {
        origins.insert(s);
    }
    for from in origins.iter() {
        for kind in kinds_at(rules, &reach, start, from) {
            starts(rules, &reach, start, from, kind, &mut found);
        }
    }

    found.sort_unstable();
    found.dedup();
    plans.extend(found);
    true
}

impl Squares {
    /// The squares of the region of the piece on `from` in the order its
    /// momentum passes them, `from` first.
    fn iter_along(self, pos: &Position, from: Square) -> impl Iterator<Item = Square> {
        let g = pos.board().geometry();
        let step = pos.motion_at(from).map(|m| m.direction.vector());
        let mut next = Some(from);
        std::iter::from_fn(move || {
            let s = next.filter(|&s| self.contains(s))?;
            next = step.and_then(|(vx, vy)| s.offset(vx, vy, g));
            Some(s)
        })
    }
}

/// The kinds of piece of the side to move that may stand on `square` at
/// rest before the action: the piece there now, and the kinds of the
/// pieces due whose region holds it (a Pawn on a row where it promotes
/// being a Corsair there).
fn kinds_at(rules: &Rules, reach: &Reach, start: &Position, square: Square) -> SmallVec<[Kind; 4]> {
    let us = start.side_to_move();
    let board = start.board();
    let mut kinds: SmallVec<[Kind; 4]> = SmallVec::new();
    let mut add = |kind: Kind| {
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    };
    if let Some(p) = board.get(square).filter(|p| p.color() == us) {
        add(Kind::of(p));
    }
    for (i, &due) in reach.root.due.iter().enumerate() {
        if reach.touch[square.index()] & (1 << i) == 0 {
            continue;
        }
        if let Some(p) = board.get(due) {
            add(Kind::of(p));
            if Kind::of(p) == Kind::Pawn && rules.options.promotion.promotes(us, square.rank()) {
                add(Kind::Corsair);
            }
        }
    }
    kinds
}

/// Appends the signatures of the starts of a `kind` standing on `from`, to
/// every target it may have before the action.
fn starts(
    rules: &Rules,
    reach: &Reach,
    start: &Position,
    from: Square,
    kind: Kind,
    found: &mut Vec<u64>,
) {
    let us = start.side_to_move();
    let board = start.board();
    let g = board.geometry();
    let all = reach.root.all();
    let here = reach.touch[from.index()];
    // A square's occupant is fixed outside every region: the player's own
    // piece there is `Some(true)`, the opponent's `Some(false)`.
    let fixed = |s: Square| {
        if reach.root.dynamic.contains(s) {
            None
        } else {
            board.get(s).map(|p| p.color() == us)
        }
    };
    let sig_to = |sig: u64, s: Square| {
        if enemy_king(board.get(s), us) {
            all
        } else {
            sig | reach.touch[s.index()]
        }
    };
    match kind {
        Kind::Queen | Kind::Rook | Kind::Bishop | Kind::Knight => {
            let dirs: &[Direction] = match kind {
                Kind::Queen => &KING_DIRS,
                Kind::Rook => &ROOK_DIRS,
                Kind::Bishop => &BISHOP_DIRS,
                _ => &KNIGHT_DIRS,
            };
            for d in dirs {
                let (vx, vy) = d.vector();
                let mut sig = here;
                let mut at = from;
                while let Some(s) = at.offset(vx, vy, g) {
                    match fixed(s) {
                        Some(true) => break,
                        Some(false) => {
                            found.push(sig_to(sig, s));
                            break;
                        }
                        None => {
                            found.push(sig_to(sig, s));
                            sig |= reach.touch[s.index()];
                        }
                    }
                    at = s;
                }
            }
        }
        Kind::King | Kind::Corsair => {
            for d in KING_DIRS {
                let (vx, vy) = d.vector();
                if let Some(s) = from.offset(vx, vy, g) {
                    if fixed(s) != Some(true) {
                        found.push(sig_to(here, s));
                    }
                }
            }
            if kind == Kind::King
                && rules.options.castling == Castling::Fide
                && from == castling::king_home(us)
            {
                for side in castling::CastlingSide::ALL {
                    if start.may_castle(us, side) {
                        let rook = castling::rook_home(us, side);
                        let (a, b) = (from.file().min(rook.file()), from.file().max(rook.file()));
                        let sig = (a..=b)
                            .map(|file| reach.touch[Square::new(file, from.rank()).index()])
                            .fold(0, |x, y| x | y);
                        found.push(sig);
                    }
                }
            }
        }
        Kind::Pawn => {
            let (_, fy) = Direction::forward(us).vector();
            if let Some(s) = from.offset(0, fy, g) {
                if fixed(s).is_none() {
                    found.push(sig_to(here, s));
                }
            }
            for d in Direction::forward_diagonals(us) {
                let (vx, vy) = d.vector();
                if let Some(s) = from.offset(vx, vy, g) {
                    if fixed(s) != Some(true) {
                        found.push(sig_to(here, s));
                    }
                }
            }
        }
    }
}

/// Whether the search below the mid-turn position `at` is the same under
/// every plan: once the action is used (or in the End of the World phase,
/// which comes after it) no plan restricts anything.
pub(crate) fn plan_free(at: &Position) -> bool {
    at.turn.acted || at.turn.eotw_speed > 0
}

/// The representative of `i`'s set in the union-find `parent`.
fn find(parent: &mut [u8], mut i: usize) -> usize {
    while parent[i] as usize != i {
        parent[i] = parent[parent[i] as usize];
        i = parent[i] as usize;
    }
    i
}

/// Joins the sets of `a` and `b` in the union-find `parent`.
fn join(parent: &mut [u8], a: usize, b: usize) {
    let (a, b) = (find(parent, a), find(parent, b));
    if a != b {
        parent[a.max(b)] = a.min(b) as u8;
    }
}

/// The plan of the actions that meet no piece due. Every action-less
/// sequence of a turn belongs to every plan; this one searches them, so
/// the others may stop where only action-less sequences remain.
const FREE_PLAN: u64 = 0;

/// Appends the steps to explore at `at` under plan `plan` of the turn
/// searched from `start` (see the module docs).
pub(crate) fn plan_steps(
    rules: &Rules,
    start: &Position,
    plan: u64,
    at: &Position,
    out: &mut Vec<Step>,
) {
    let t = &at.turn;
    if t.eotw_speed > 0 {
        rules.steps(at, out);
        return;
    }
    let top = t.due.iter().map(|s| at.motion_byte(s) >> 4).max();
    let group: SmallVec<[Square; 16]> = match top {
        Some(top) => t
            .due
            .iter()
            .filter(|&s| at.motion_byte(s) >> 4 == top)
            .collect(),
        None => SmallVec::new(),
    };
    if t.acted {
        push_component(at, &group, None, out);
        return;
    }
    let root = Root::new(start);
    // Whether a piece due may still meet the plan's action: it is in the
    // plan, or it may remove a King, which meets every step.
    let met = t.due.iter().any(|s| {
        plan & root.bit(s) != 0 || {
            let (squares, leaves) = region(at, s);
            may_remove_king(at, s, &squares, leaves)
        }
    });
    if !met {
        // Nothing left to move can enable, disable or change the plan's
        // actions: take one now, or, if none is legal, none ever will be.
        // The plan of the actions that meet no piece due also searches the
        // turns without an action: those where none is left to make, and
        // under `action=optional` any.
        let base = out.len();
        push_plan_actions(rules, &root, plan, at, out);
        let optional = rules.options.action == ActionRule::Optional;
        if plan == FREE_PLAN && (out.len() == base || optional) {
            push_component(at, &group, None, out);
        }
        return;
    }
    if !push_component(at, &group, Some((&root, plan)), out) {
        push_plan_actions(rules, &root, plan, at, out);
    }
}

/// Appends the momentum moves of one component of `group` (the pieces
/// due at the highest speed), pieces being joined when their regions meet
/// or one may remove a King, and to the action of plan `plan` (if given)
/// when the plan holds them or they may remove a King: the pieces joined
/// to the action, if any are, returning false (the plan's actions are
/// to be explored with them); otherwise the component of the lowest
/// square, returning true.
fn push_component(
    at: &Position,
    group: &[Square],
    plan: Option<(&Root, u64)>,
    out: &mut Vec<Step>,
) -> bool {
    let n = group.len().min(MAX_DUE);
    // Union-find over the group; node `n` stands for the action.
    let mut parent = [0u8; MAX_DUE + 1];
    for (i, p) in parent.iter_mut().enumerate() {
        *p = i as u8;
    }
    let regions: SmallVec<[(Squares, bool); 16]> = group[..n]
        .iter()
        .map(|&s| {
            let (squares, leaves) = region(at, s);
            (squares, may_remove_king(at, s, &squares, leaves))
        })
        .collect();
    for (i, &(ri, risk_i)) in regions.iter().enumerate() {
        if let Some((root, plan)) = plan {
            if risk_i || plan & root.bit(group[i]) != 0 {
                join(&mut parent, i, n);
            }
        }
        for (j, &(rj, risk_j)) in regions.iter().enumerate().skip(i + 1) {
            if risk_i || risk_j || ri.meets(&rj) {
                join(&mut parent, i, j);
            }
        }
    }
    if n == 0 {
        return true;
    }
    let action = find(&mut parent, n);
    let joined = (0..n).any(|i| find(&mut parent, i) == action);
    let component = if joined { action } else { find(&mut parent, 0) };
    for (j, &s) in group[..n].iter().enumerate() {
        if find(&mut parent, j) == component {
            out.push(Step::Momentum(s));
        }
    }
    !joined
}

/// Appends the actions of plan `plan` that are legal at `at`.
fn push_plan_actions(rules: &Rules, root: &Root, plan: u64, at: &Position, out: &mut Vec<Step>) {
    let base = out.len();
    rules.steps(at, out);
    let touch = root.touch();
    let mut kept = base;
    for i in base..out.len() {
        let step = out[i];
        // `Step::End` touches nothing: its signature is the empty plan's.
        let keep = match step {
            Step::Momentum(_) | Step::EndOfWorld(_) => false,
            _ => root.signature(&touch, at, step) == plan,
        };
        if keep {
            out[kept] = step;
            kept += 1;
        }
    }
    out.truncate(kept);
}
