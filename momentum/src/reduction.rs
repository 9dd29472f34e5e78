//! Partial-order reduction of the turn search: which orders of a turn's
//! events the search may skip, and why no turn is lost by skipping them.
//!
//! A turn resolves every piece in motion once (it moves on by its
//! momentum, or autostops when it cannot) and makes one action (a start or
//! a stop), in any order the player likes. Twelve pieces in motion have 12!
//! orders and reach 2^12 sets of pieces resolved, with the action anywhere
//! among them; yet most orders end in the same place, because most pairs
//! of events never touch the same squares. The kernel's turn search takes
//! a partial-order reduction from the variant ([`kernel::variant`],
//! "Partial-order reduction"): *plans*, and under a plan, at each position,
//! a *persistent set* of steps to explore. This module gives both, and
//! argues here, in the manner of `check.rs`, that the search still reaches
//! every distinct end position (every turn) that a search of every order
//! reaches. `tests/reduction.rs` compares the two searches on positions
//! with many pieces in motion.
//!
//! # What each event reads and writes
//!
//! The opponent's pieces stand still during the turn, and a piece in
//! motion that is still *pending* (not yet resolved) stands on the square
//! it began the turn on: nothing else moves it (a momentum move lands only
//! on an empty square or an enemy piece, a start moves a piece at rest).
//! So its momentum move is known in advance: from its square `p` to the
//! target `t = p + (dx, dy)`, passing the squares between when it slides.
//! Its resolution (the momentum move, each promotion of it, or the
//! autostop, whichever the board allows at that moment) **reads** its
//! *way*: `p`, the squares passed and `t` (whether they are empty, and
//! whose piece stands on `t`); and **writes** at most `p` and `t` (the
//! pieces on them and their momentum; an autostop only the momentum on
//! `p`). The action's squares:
//!
//! - a stop of the piece on `s` (before its momentum move, or after it on
//!   its target) moves nothing: it changes only the momentum on `s`, which
//!   no other event reads, and needs the piece there in motion, which only
//!   an event writing `s` changes. It is counted as reading `s` and
//!   writing nothing;
//! - a start from `f` to `g` reads `f`, `g`, the squares its move needs
//!   empty (a rider's squares before `g`, a lame leap's legs, the square a
//!   double step passes) and, en passant, the square of the Pawn taken;
//!   it writes `f`, `g` and that Pawn's square;
//! - castling reads every square between the King's and the corner piece's
//!   squares and writes the four squares they leave and reach. It is
//!   allowed only if the opponent could not capture the King on a square
//!   it stands on, passes or lands on; if no enemy piece at the turn's
//!   start could reach one of those squares on an empty board, and none
//!   in motion at capture speed lands on one, that test passes all turn
//!   long (the opponent's pieces only ever leave the board during the
//!   turn). Otherwise castling also reads what that test reads: for a King
//!   on each of those squares, the squares the check search of `check.rs`
//!   decides it from ("What the answer reads": every square of an enemy
//!   piece, and its `matter`, made from the enemy pieces alone). The enemy
//!   pieces stand still during the turn and are at most taken, which only
//!   shrinks `matter`, so these squares, taken at the turn's start, decide
//!   the test at every moment of the turn: a piece whose way touches none
//!   of them commutes with castling. (Castling used to be taken to read
//!   every square here, which put every piece in motion into its plan's
//!   one component, searched in every order: fifteen pieces in motion
//!   with a Bishop that could reach f1 took 3.5 s and 500 MB, and
//!   twenty-one more than 8 GB.)
//!
//! Everything else a step changes is order-free: the castling rights are
//! cut by the squares a step leaves or reaches (rights of squares in its
//! own footprint), the fifty-move flag is an "or", the en passant square
//! of the opponent's next turn is set by a double step, which is the
//! action, and the pending set and the action flag are changed by each
//! step for itself only (a stop, for the piece it stops).
//!
//! **Two events commute when neither writes a square the other reads and
//! they are not both the action** (both may be legal in either order, and
//! both orders reach one position): each changes the board and the
//! momentum only on the squares it writes, and whether the other is legal
//! and what it does depend only on the squares it reads, besides the
//! action flag, which only the action changes, and the set of pieces
//! pending, where each clears only its own. Two pending pieces *meet* when
//! one's resolution writes a square of the other's way; an action *meets*
//! a pending piece when one writes a square the other reads. Meeting is
//! decided from the ways at the turn's start, which do not change while
//! the pieces are pending.
//!
//! # Plans
//!
//! A turn makes at most one action: exactly one under `action=compulsory`
//! (RULES.md, rule 4), and under `action=optional` none in a turn that ends
//! with [`Step::End`] once its pieces in motion are resolved, one of them
//! having moved on. So the search of a turn is split by the action it uses:
//! an action's **signature** is the set of pieces pending at the turn's
//! start that it meets, and plan Σ allows only actions of signature Σ. A
//! turn without an action meets no piece: its signature is the empty set,
//! and plan ∅ allows its end besides the actions of empty signature. Every
//! turn has some signature, and [`turn_plans`] lists every signature of an
//! action that can be legal before the action is made, and under
//! `action=optional` the empty one whether or not an action has it. Before
//! the action only pending pieces move, each from `p` to `t`: a square can
//! be empty then only if it is empty at the turn's start or holds a pending
//! piece, and an enemy piece can stand on it only if one does at the start.
//! The actions then possible are the stops of the pending pieces (on `p`,
//! or on `t` after the momentum move), of the pieces that moved on earlier
//! in the turn (when the search starts in mid-turn), the starts of the
//! pieces at rest at the start and of the pending pieces that may autostop
//! before the action (and then start, rule 6) along each move their kind
//! has over squares that can be empty, to squares that can be empty or can
//! hold an enemy, and castling while its right is held, its King and corner
//! piece are at home and the squares between them can be empty. A pending
//! piece may autostop before the action only if its way can be blocked
//! then: its target is off the board, or a square of its way is occupied at
//! the start or is the target of another pending piece, or, at capture
//! speed, its target holds no enemy at the start or is the target of
//! another pending piece (which may take the enemy first). The list may
//! hold plans whose action never comes; their search ends early.
//! Leaving out the starts of pending pieces that can never autostop
//! matters: a Rook in motion in a row of pieces in motion, if it could
//! start along the row, would make a plan that meets every one of them.
//!
//! # The steps explored
//!
//! Under plan Σ, at a position whose action is unused, with P the pieces
//! still pending and C the pieces of P joined to Σ's pieces of P by
//! meeting (transitively, within P; empty if no piece of P is in Σ)
//! ([`plan_steps`]):
//!
//! 1. if some piece of P is outside C: the resolutions of the pieces of
//!    one component K of P outside C under meeting, the one of the lowest
//!    square, and nothing else (so a turn is found, and written, with the
//!    momentum moves that do not meet its action before the action);
//! 2. otherwise: the resolutions of the pieces of C (all of P) and the
//!    plan's legal actions, and under plan ∅ the end of a turn without its
//!    action where it is legal (nothing pending; `Momentum::may_end`).
//!
//! Once the action is made, under every plan ([`plan_free`]: the kernel
//! then expands each position once for all plans): the resolutions of the
//! pieces of one component of P under meeting, the one of the lowest
//! square.
//!
//! **Why nothing is lost.** Take any sequence of steps that completes the
//! turn from such a position and whose action (if it is still to come)
//! has signature Σ, or that makes no action and ends with [`Step::End`],
//! Σ being then empty. We show that some sequence with the same end starts
//! with a step explored here; by induction on the steps left (a turn has
//! at most one step per pending piece plus the action), the search under
//! plan Σ then reaches the end of every such sequence, and over all plans
//! every turn.
//!
//! *Case 1.* The sequence resolves every piece of K, each by its momentum
//! move or its autostop: a stop of one would be the action, which meets the
//! piece it stops and would then have it in Σ, and K is outside C. Let x be
//! its first resolution of a piece of K. Every step before x resolves a
//! piece outside K, which meets no piece of K, or is the action, of
//! signature Σ, which meets no piece of K either (a piece of P it meets is
//! in Σ, so in C); the end of a turn without its action comes last, once
//! nothing is pending, so never before x. So x commutes with each of them:
//! it was legal here and is the same step (a resolution's kind, move or
//! autostop, depends only on the squares of its way, which nothing before
//! it wrote), so x is explored, and moving it to the front gives a sequence
//! with the same end.
//!
//! *Case 2.* Here P is C, so every step of the sequence resolves a piece
//! of C, is its action, which has signature Σ, or is its end without an
//! action, under plan ∅ (if P is empty the sequence is the action alone,
//! or the end alone: a turn with its action unused is complete only by
//! one of them). Its first step is legal here, so it is explored: a
//! resolution of a piece of C, one of the plan's legal actions, or the end
//! (legal here, since whether it is depends only on this position: nothing
//! pending, the action unused, a piece of the mover in motion).
//!
//! *After the action* the sequence resolves the pieces of P and nothing
//! else. Its first resolution of a piece of the chosen component K
//! commutes with every step before it (pieces outside K, which meet none
//! of K), and comes first in the same way.
//!
//! King safety plays no part here: it judges whole turns by their end
//! position (RULES.md, rule 8), after the search, so a search that reaches
//! the same ends gives the same legal turns. Capturing a King does not end
//! a turn in Momentum Chess (the turn is completed, and the game ends
//! after it), so such a step is an event like any other.

use crate::position::{bit, squares, Mask, Position};
use crate::rules::Step;
use crate::{ActionRule, Momentum, NotationError, PositionError};
use kernel::chesslike::{Move, MoveKind};
use kernel::variant::TurnSearch;
use kernel::{Color, Outcome, Square, Turn, Variant};
use smallvec::SmallVec;

/// The most pieces pending for which a turn's search is split into plans:
/// a signature is a set of them, one bit each of a `u64`. (An 8x8 board
/// holds at most 62 pieces besides the Kings, which never move by
/// momentum, so this bound is never reached in play.)
const MAX_WAYS: usize = 64;

/// The squares the resolution of one pending piece reads and writes.
#[derive(Debug, Clone, Copy)]
struct Way {
    /// Where the piece stands.
    square: Square,
    /// Its square, the squares its momentum passes, its target.
    reads: Mask,
    /// Its square and its target.
    writes: Mask,
}

/// What an action reads and writes; `None` for a step that is not an
/// action (it is taken to meet every piece).
type Footprint = Option<(Mask, Mask)>;

/// The pieces pending at the root of a search (the position the search
/// starts from) and what they touch; what signatures are made of.
struct Root<'a> {
    /// The position the search starts from.
    start: &'a Position,
    /// In square order: bit `i` of a signature is `ways[i]`.
    ways: SmallVec<[Way; 16]>,
}

impl<'a> Root<'a> {
    fn new(game: &Momentum, start: &'a Position) -> Root<'a> {
        let board = start.board();
        let ways = squares(start.effective_turn().pending)
            .take(MAX_WAYS)
            .filter_map(|s| {
                let m = start.motion(s)?;
                let target = s.offset(m.dx, m.dy, board.geometry()).map_or(0, bit);
                Some(Way {
                    square: s,
                    reads: bit(s) | game.momentum_squares(board, s, m),
                    writes: bit(s) | target,
                })
            })
            .collect();
        Root { start, ways }
    }

    /// The signature of every piece.
    fn all(&self) -> u64 {
        match self.ways.len() {
            n if n >= 64 => u64::MAX,
            n => (1 << n) - 1,
        }
    }

    /// The pieces whose ways meet what reads `reads` and writes `writes`.
    fn meeting(&self, reads: Mask, writes: Mask) -> u64 {
        let mut sig = 0;
        for (i, w) in self.ways.iter().enumerate() {
            if writes & w.reads != 0 || w.writes & reads != 0 {
                sig |= 1 << i;
            }
        }
        sig
    }

    /// The signature of an action of footprint `footprint`.
    fn signature(&self, footprint: Footprint) -> u64 {
        match footprint {
            Some((reads, writes)) => self.meeting(reads, writes),
            None => self.all(),
        }
    }

    /// The pieces of the mask `pending` (squares), as bits of the root.
    fn pending(&self, pending: Mask) -> u64 {
        let mut bits = 0;
        for (i, w) in self.ways.iter().enumerate() {
            if pending & bit(w.square) != 0 {
                bits |= 1 << i;
            }
        }
        bits
    }

    /// The pieces of `within` joined to those of `seed` by meeting.
    fn component(&self, seed: u64, within: u64) -> u64 {
        let mut joined = seed & within;
        loop {
            let (mut reads, mut writes) = (0, 0);
            for i in bits(joined) {
                reads |= self.ways[i].reads;
                writes |= self.ways[i].writes;
            }
            let grown = joined | (self.meeting(reads, writes) & within);
            if grown == joined {
                return joined;
            }
            joined = grown;
        }
    }
}

/// The indexes of the set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}

impl Momentum {
    /// Whether an enemy piece standing at `start` could capture a King on
    /// a square the King of castling number `side` stands on, passes or
    /// lands on: one whose moves reach it on an empty board, or one in
    /// motion at capture speed that lands on it. If none can, the safety
    /// test of castling passes all turn long (the enemy pieces only leave
    /// the board during the turn; see `check.rs`, which answers "no" at
    /// once without such a candidate).
    fn castling_may_be_attacked(&self, start: &Position, side: usize) -> bool {
        let us = start.side_to_move();
        let Some(c) = self.castling[us.index()].get(side) else {
            return false;
        };
        let rank = c.king_from.rank();
        let (a, b) = (
            c.king_from.file().min(c.king_to.file()),
            c.king_from.file().max(c.king_to.file()),
        );
        let king_squares = (a..=b).fold(0, |mask, f| mask | bit(Square::new(f, rank)));
        let board = start.board();
        board.pieces(!us).any(|(s, p)| {
            let lands = start.motion(s).is_some_and(|m| {
                m.capture
                    && s.offset(m.dx, m.dy, board.geometry())
                        .is_some_and(|t| king_squares & bit(t) != 0)
            });
            lands || self.reach(!us, p.kind(), s) & king_squares != 0
        })
    }

    /// Whether the pending piece of way `way` and momentum `m` may find its
    /// way blocked (and autostop) before the action: its target is off the
    /// board; or a square it passes or lands on is occupied at the root,
    /// or is among `arrivals` (where other pending pieces land), so that a
    /// piece stands there at some moment; or, at capture speed, its target
    /// holds no enemy piece at the root, or another piece may take that
    /// enemy first (its target is in `arrivals`). Before the action only
    /// pending pieces move, each from its square to its target.
    fn may_be_blocked(
        &self,
        start: &Position,
        way: &Way,
        m: crate::Motion,
        arrivals: Mask,
    ) -> bool {
        let board = start.board();
        let Some(target) = way.square.offset(m.dx, m.dy, board.geometry()) else {
            return true;
        };
        let passed = way.reads & !bit(way.square) & !bit(target);
        let occupied = |s: Square| board.get(s).is_some() || arrivals & bit(s) != 0;
        if squares(passed).any(occupied) {
            return true;
        }
        if m.capture {
            let enemy = board
                .get(target)
                .is_some_and(|p| p.color() != start.side_to_move());
            !enemy || arrivals & bit(target) != 0
        } else {
            occupied(target)
        }
    }

    /// The squares whose contents decide, during the turn searched from
    /// `start`, whether the King of castling number `side` of the side to
    /// move would be safe on every square it stands on, passes or lands
    /// on: none if no enemy piece at `start` could reach one of them (the
    /// test then passes all turn long), otherwise every square the check
    /// search reads for a King on each of them (`check.rs`, "What the
    /// answer reads": the enemy pieces stand still during the turn and are
    /// at most taken, so what it reads at `start` covers every board of
    /// the turn).
    fn castling_safety_reads(&self, start: &Position, side: usize) -> Mask {
        let us = start.side_to_move();
        let Some(c) = self.castling[us.index()].get(side) else {
            return 0;
        };
        if !self.castling_may_be_attacked(start, side) {
            return 0;
        }
        let rank = c.king_from.rank();
        let (a, b) = (
            c.king_from.file().min(c.king_to.file()),
            c.king_from.file().max(c.king_to.file()),
        );
        (a..=b).fold(0, |reads, file| {
            reads
                | self.capture_reads(
                    start.board(),
                    &start.motion,
                    !us,
                    Square::new(file, rank),
                    start.chess.castling(),
                )
        })
    }

    /// What the action `step` of the side to move reads and writes, the
    /// piece on its origin being `piece`, in the turn searched from
    /// `root`. Not called for resolutions.
    fn footprint(
        &self,
        root: &Root,
        us: Color,
        piece: Option<kernel::Piece>,
        step: Step,
    ) -> Footprint {
        match step {
            Step::Stop { at } => Some((bit(at), 0)),
            Step::Start(Move {
                kind: MoveKind::Castle(side),
                ..
            }) => {
                let side = side as usize;
                let c = self.castling[us.index()].get(side)?;
                let writes = bit(c.king_from) | bit(c.king_to) | bit(c.rook_from) | bit(c.rook_to);
                let reads = self.castling_squares(us, side)
                    | writes
                    | self.castling_safety_reads(root.start, side);
                Some((reads, writes))
            }
            Step::Start(mv) => {
                let mut writes = bit(mv.from) | bit(mv.to);
                let mut reads = writes;
                if let Some(piece) = piece {
                    reads |= self.attack_squares(piece, mv.from, mv.to);
                }
                match mv.kind {
                    MoveKind::EnPassant => writes |= bit(Square::new(mv.to.file(), mv.from.rank())),
                    MoveKind::DoubleStep => {
                        let between = (mv.from.rank() + mv.to.rank()) / 2;
                        reads |= bit(Square::new(mv.from.file(), between));
                    }
                    _ => {}
                }
                Some((reads | writes, writes))
            }
            // Not actions: they meet every piece, to be safe. (`End` never
            // reaches here: it is added under the empty signature's plan
            // alone, apart from the actions.)
            Step::Momentum { .. } | Step::Autostop { .. } | Step::End => None,
        }
    }

    /// The signature of the action `step`, legal at `at`.
    fn signature(&self, root: &Root, at: &Position, step: Step) -> u64 {
        let piece = match step {
            Step::Start(mv) => at.board().get(mv.from),
            _ => None,
        };
        root.signature(self.footprint(root, at.side_to_move(), piece, step))
    }
}

/// Whether the turn searched from `start` is split into plans; if so,
/// appends them (the signature of every action that can be legal before
/// the action is made, each once) to `plans`.
pub(crate) fn turn_plans(game: &Momentum, start: &Position, plans: &mut Vec<u64>) -> bool {
    let us = start.side_to_move();
    let board = start.board();
    if !start.turn.begun
        && (game.king_of(board, us).is_none() || game.king_of(board, !us).is_none())
    {
        // The game is over: there is no turn to search.
        return false;
    }
    let st = start.effective_turn();
    let count = st.pending.count_ones() as usize;
    if count == 0 || count > MAX_WAYS {
        // Without pieces pending a turn is its one action: no order to
        // skip.
        return false;
    }
    if st.action_used {
        // Every plan is the same; one suffices.
        plans.push(0);
        return true;
    }
    let root = Root::new(game, start);
    let mut found: Vec<u64> = Vec::new();
    let mut add = |piece, step| found.push(root.signature(game.footprint(&root, us, piece, step)));

    // Stops: of each pending piece where it stands and on its target, and
    // of pieces that moved on earlier in the turn.
    for w in &root.ways {
        for s in squares(w.writes) {
            add(None, Step::Stop { at: s });
        }
    }
    for s in squares(start.moving_of(us) & !st.pending) {
        add(None, Step::Stop { at: s });
    }

    piece_starts(game, start, &root, &mut add);
    castling_starts(game, start, &mut add);
    if game.options.action == ActionRule::Optional {
        // A turn without its action (`Step::End`) meets no piece: its
        // plan is the empty signature.
        found.push(0);
    }
    found.sort_unstable();
    found.dedup();
    plans.extend(found);
    true
}

/// Hands `add` every start a turn from `start` (with the pending pieces
/// of `root`) may make with a piece, and the piece: of pieces at rest now
/// and of pending pieces (after their autostop), over squares that can be
/// empty before the action. For [`turn_plans`].
fn piece_starts(
    game: &Momentum,
    start: &Position,
    root: &Root,
    add: &mut impl FnMut(Option<kernel::Piece>, Step),
) {
    let us = start.side_to_move();
    let board = start.board();
    let st = start.effective_turn();
    let can_be_empty = |s: Square| board.get(s).is_none() || st.pending & bit(s) != 0;
    let can_be_enemy = |s: Square| board.get(s).is_some_and(|p| p.color() != us);
    let g = board.geometry();
    // Where the pending pieces other than the one on `from` land.
    let arrivals = |from: Square| {
        root.ways
            .iter()
            .filter(|w| w.square != from)
            .fold(0, |mask, w| mask | (w.writes & !bit(w.square)))
    };
    for (from, piece) in board.pieces(us) {
        if let Some(m) = start.motion(from) {
            // In motion: it may start only after an autostop, so only if
            // its way may be blocked before the action.
            let blockable = st.pending & bit(from) != 0
                && root
                    .ways
                    .iter()
                    .any(|w| w.square == from && game.may_be_blocked(start, w, m, arrivals(from)));
            if !blockable {
                continue;
            }
        }
        let start_to = |to: Square, kind: MoveKind| Step::Start(Move { from, to, kind });
        let table = game.game.tables().piece(us, piece.kind());
        for leap in table.leaps(from) {
            let open = leap.legs.iter().flatten().all(|&s| can_be_empty(s));
            if open
                && ((leap.can_move && can_be_empty(leap.to))
                    || (leap.can_capture && can_be_enemy(leap.to)))
            {
                add(Some(piece), start_to(leap.to, MoveKind::Normal));
            }
        }
        for ray in table.rays(from) {
            for (i, &s) in ray.squares.iter().enumerate() {
                let i = i as u8;
                if (i < ray.move_range && can_be_empty(s))
                    || (i < ray.capture_range && can_be_enemy(s))
                {
                    add(Some(piece), start_to(s, MoveKind::Normal));
                }
                if !can_be_empty(s) {
                    break;
                }
            }
        }
        if piece.kind() == crate::pieces::PAWN {
            let forward = us.forward();
            if from.rank() == g.relative_rank(us, 1) {
                if let (Some(one), Some(two)) =
                    (from.offset(0, forward, g), from.offset(0, 2 * forward, g))
                {
                    if can_be_empty(one) && can_be_empty(two) {
                        add(Some(piece), start_to(two, MoveKind::DoubleStep));
                    }
                }
            }
            if let Some(target) = start.en_passant() {
                let victim = Square::new(target.file(), from.rank());
                let takes = table
                    .leaps(from)
                    .iter()
                    .any(|l| l.to == target && l.can_capture);
                if takes && can_be_enemy(victim) && can_be_empty(target) {
                    add(Some(piece), start_to(target, MoveKind::EnPassant));
                }
            }
        }
    }
}

/// Hands `add` the castlings a turn from `start` may make. For
/// [`turn_plans`].
fn castling_starts(
    game: &Momentum,
    start: &Position,
    add: &mut impl FnMut(Option<kernel::Piece>, Step),
) {
    let us = start.side_to_move();
    let board = start.board();
    let st = start.effective_turn();
    let can_be_empty = |s: Square| board.get(s).is_none() || st.pending & bit(s) != 0;
    // Castling, while its right is held and it may come open: King and
    // corner piece at home (the King never moves before the action, the
    // corner piece only if it is pending), the squares between them able
    // to be empty.
    for side in 0..game.castling[us.index()].len() {
        let c = game.castling[us.index()][side];
        let own = |s: Square| board.get(s).is_some_and(|p| p.color() == us);
        let homes = bit(c.king_from) | bit(c.rook_from);
        let may_open = start.chess.castling().has(us, side)
            && own(c.king_from)
            && own(c.rook_from)
            && (start.motion(c.rook_from).is_none() || st.pending & bit(c.rook_from) != 0)
            && squares(game.castling_squares(us, side) & !homes).all(can_be_empty);
        if may_open {
            add(
                None,
                Step::Start(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side as u8),
                }),
            );
        }
    }
}

/// Whether the search below the mid-turn position `at` is the same under
/// every plan: once the action is made, no plan restricts anything.
pub(crate) fn plan_free(at: &Position) -> bool {
    at.turn.begun && at.turn.action_used
}

/// Appends the steps to explore at `at` under plan `plan` of the turn
/// searched from `start` (see the module docs).
pub(crate) fn plan_steps(
    game: &Momentum,
    start: &Position,
    plan: u64,
    at: &Position,
    out: &mut Vec<Step>,
) {
    let st = at.effective_turn();
    let root = Root::new(game, start);
    let pending = root.pending(st.pending);
    let resolve = |joined: u64, out: &mut Vec<Step>| {
        for i in bits(joined) {
            game.push_resolution(at, root.ways[i].square, out);
        }
    };
    if st.action_used {
        resolve(
            root.component(pending & pending.wrapping_neg(), pending),
            out,
        );
        return;
    }
    // C: the pieces pending that the plan's action meets, and those joined
    // to them; the other components come first, one at a time, so that a
    // turn is found (and written) with the momentum that does not meet its
    // action before it.
    let joined = if pending & plan != 0 {
        root.component(pending & plan, pending)
    } else {
        0
    };
    let free = pending & !joined;
    if free != 0 {
        resolve(root.component(free & free.wrapping_neg(), pending), out);
        return;
    }
    resolve(joined, out);
    // The plan's actions that are legal here.
    let base = out.len();
    for s in squares(st.pending) {
        out.push(Step::Stop { at: s });
    }
    game.push_other_actions(at, st, out);
    let mut kept = base;
    for i in base..out.len() {
        let step = out[i];
        if game.signature(&root, at, step) == plan {
            out[kept] = step;
            kept += 1;
        }
    }
    out.truncate(kept);
    // The end of a turn without its action, under the empty signature
    // (`action=optional` only: `may_end` says no otherwise).
    if plan == 0 && st.pending == 0 && game.may_end(at) {
        out.push(Step::End);
    }
}

/// Visits every distinct end of a turn from `pos` with one turn leading to
/// it, ignoring King safety: the kernel's turn search under the plans of
/// this module.
pub(crate) fn raw_turns(game: &Momentum, pos: &Position, visit: impl FnMut(&[Step], &Position)) {
    TurnSearch::new().enumerate(&Unjudged(game), pos, visit);
}

/// Momentum Chess with every finished turn accepted: the turn search of
/// [`raw_turns`], whose ends are judged for King safety afterwards, all
/// together (RULES.md, rule 8), rather than one by one by `accept_turn`.
struct Unjudged<'a>(&'a Momentum);

impl Variant for Unjudged<'_> {
    type Position = Position;
    type Step = Step;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        self.0.name()
    }

    fn start_position(&self) -> Position {
        self.0.start_position()
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        self.0.read_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.0.write_position(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side_to_move()
    }

    fn in_turn(&self, position: &Position) -> bool {
        position.turn.begun
    }

    fn steps(&self, position: &Position, out: &mut Vec<Step>) {
        self.0.gen_steps(position, out);
    }

    fn play_step(&self, position: &mut Position, step: Step) {
        self.0.play(position, step);
    }

    fn in_check(&self, position: &Position) -> bool {
        self.0.is_check(position)
    }

    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.0.outcome(position, history)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        self.0.read_turn(position, text)
    }

    fn write_turn(&self, position: &Position, turn: &[Step]) -> String {
        self.0.write_turn(position, turn)
    }

    fn turn_plans(&self, start: &Position, plans: &mut Vec<u64>) -> bool {
        turn_plans(self.0, start, plans)
    }

    fn plan_steps(&self, start: &Position, plan: u64, at: &Position, out: &mut Vec<Step>) {
        plan_steps(self.0, start, plan, at, out);
    }

    fn plan_free(&self, at: &Position) -> bool {
        plan_free(at)
    }
}
