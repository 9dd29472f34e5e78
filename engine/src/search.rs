//! The search: iterative deepening alpha-beta (negamax) over whole turns,
//! with a transposition table, turns ordered by the table's turn, their
//! evaluation (captures first), checks, killers, the countermove (the
//! turn that last refuted the turn just made: listed turns only) and the
//! history of cut-offs, a quiescence search of captures at the horizon,
//! and limits by depth, nodes or time. Principal variation search (the first turn of
//! a node with its window, the others with a null window, searched again
//! only when they beat it), aspiration windows at the root from the
//! fourth depth, late-move reductions of quiet turns late in the order
//! (each of these three where the game's profile keeps it:
//! [`Profile::null_windows`], [`Profile::aspiration`],
//! [`Profile::reductions`]), and a check extension where a turn is one move and checks are cheap to
//! tell ([`kernel::search_terms::Profile`]), with static (reverse
//! futility) and late-move pruning there too, and null-move pruning where
//! the game's terms let the side to move pass
//! ([`kernel::search_terms::SearchTerms::pass`]). Where the terms tell
//! what a turn wins in the exchange on its square
//! ([`kernel::search_terms::SearchTerms::exchange`]), a capture that
//! loses there goes after the quiet turns, the quiescence search leaves
//! it out, and a node near the horizon leaves out the turns that lose
//! more than a margin. `engine/BENCHMARKS.md` has the matches that kept
//! them.
//!
//! A node is a turn boundary; its children are the turns of the side to
//! move, made by [`crate::walk`]. The end of the game is the variant's
//! [`Variant::outcome`], asked at every node with the history of the game
//! and of the line searched (so a repetition is seen), and below the root a
//! result a player may claim there too ([`crate::end`]: a repetition that
//! may be claimed is a draw), scored as a win or loss counted in turns, the
//! quickest win best.

use crate::end::{game_end, game_end_if_mobile};
use crate::hash::hash_of;
use crate::limits::{Clock, Limits, MAX_DEPTH};
use crate::score::{Score, INFINITY, WIN};
use crate::table::{from_table, to_table, Bound, Table, DEFAULT_BITS};
use crate::terms::{Generation, Knowledge, Profile};
use crate::walk::{list_turns, Child, Policy, Reached, WalkContext, WalkEnd, Walker};
use kernel::{Color, GameResult, Outcome, Turn, Variant};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// Slots of the history table (a power of two).
const HISTORY_SIZE: usize = 1 << 12;
/// The largest order bonus the history gives, in hundredths of a Pawn:
/// less than a Pawn, so that it orders quiet turns among themselves but
/// never above a capture.
const HISTORY_CAP: i32 = 60;
/// The entry of the history and countermove tables for a turn's hash.
#[inline]
fn slot(hash: u64) -> usize {
    hash as usize & (HISTORY_SIZE - 1)
}
/// The order bonus of a killer turn (one that cut off at the same ply).
const KILLER_BONUS: i32 = 80;
/// The order bonus of the countermove: the turn that last cut off after
/// the turn that reached the node (listed turns only).
const COUNTER_BONUS: i32 = 70;
/// The order bonus of a turn that gives check.
const CHECK_BONUS: i32 = 50;
/// Null-move pruning: the least depth of a node that passes.
const NULL_DEPTH: i32 = 3;
/// Null-move pruning: how many turns less deep than its node's children
/// a pass is searched.
const NULL_REDUCTION: i32 = 2;
/// Null-move pruning: from this depth on, a pass is searched one turn
/// less deep again.
const NULL_DEEP: i32 = 7;
/// Late-move reductions: the turns of a node searched first at the full
/// depth (the table's turn and the best two by the order).
const LMR_FIRST: usize = 3;
/// Late-move reductions: the least depth of a node whose turns are
/// reduced.
const LMR_DEPTH: i32 = 3;
/// Late-move reductions: from this turn on, a node at least two turns
/// deeper than [`LMR_DEPTH`] reduces by two turns.
const LMR_LATE: usize = 10;
/// Static pruning: the deepest node whose evaluation alone may fail it
/// high, or whose late quiet turns may be left out.
const STATIC_DEPTH: i32 = 3;
/// Static pruning: how far above beta, per turn of depth, a node's
/// evaluation must stand for the node to fail high unsearched, in
/// hundredths of a Pawn.
const STATIC_MARGIN: i32 = 120;
/// Late-move pruning: how many turns a node of depth 1, 2 and 3 searches
/// before it leaves out the quiet turns after them.
const LATE_MOVES: [usize; 3] = [6, 10, 16];

/// The most turns deep a node leaves out turns that lose in the exchange
/// on their square ([`Engine::prunes_by_exchange`]).
const EXCHANGE_DEPTH: i32 = 4;
/// Hundredths of a Pawn per turn of depth that a capture may lose in its
/// exchange and still be searched.
const EXCHANGE_CAPTURE_MARGIN: i32 = 100;
/// Hundredths of a Pawn per turn of depth squared that a quiet turn may
/// leave to be taken and still be searched.
const EXCHANGE_QUIET_MARGIN: i32 = 40;

/// What the search counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counters {
    /// Positions visited (turn boundaries searched, quiescence included).
    pub nodes: u64,
    /// Turns made (children listed or walked).
    pub turns: u64,
    /// Steps played by the walks over steps.
    pub steps: u64,
}

impl Counters {
    /// The work a node limit counts ([`crate::Limits::nodes`]): the
    /// positions visited and the steps walked, so that a limit stops a
    /// search inside one walk of a hundred thousand turns too.
    #[inline]
    pub fn work(&self) -> u64 {
        self.nodes + self.steps
    }
}

/// The outcome of a search.
#[derive(Debug, Clone)]
pub struct SearchResult<S> {
    /// The best turn found; `None` when the position has no turn (the game
    /// is over) or no turn was made before the limit.
    pub best: Option<Turn<S>>,
    /// Its score for the side to move.
    pub score: Score,
    /// The last depth searched to the end, in turns (0 if none was).
    pub depth: u32,
    /// The line the search expects, the best turn first.
    pub pv: Vec<Turn<S>>,
    /// What was counted.
    pub counters: Counters,
    /// The turns of the root.
    pub root_turns: usize,
    /// The time taken.
    pub elapsed: Duration,
    /// Whether the time or the node budget stopped the search before the
    /// depth it was given (or [`MAX_DEPTH`]): its last depth is then
    /// `depth`, and the one after it was cut short.
    pub stopped: bool,
}

impl<S> SearchResult<S> {
    /// Positions visited per second.
    pub fn nodes_per_second(&self) -> f64 {
        per_second(self.counters.nodes, self.elapsed)
    }

    /// Turns made per second.
    pub fn turns_per_second(&self) -> f64 {
        per_second(self.counters.turns, self.elapsed)
    }
}

fn per_second(n: u64, elapsed: Duration) -> f64 {
    let s = elapsed.as_secs_f64();
    if s > 0.0 {
        n as f64 / s
    } else {
        0.0
    }
}

/// The buffers of one ply, kept between nodes so that the search
/// allocates only while it reaches depths and turn lists it has not met.
struct Ply<P, S> {
    children: Vec<Child<P, S>>,
    turns: Vec<Turn<S>>,
    walker: Walker<P, S>,
    killers: [Option<Turn<S>>; 2],
    /// Whether the node searched at this ply was reached by a pass (null-move
    /// pruning), so that it passes no more.
    passed: bool,
    /// The hash of the turn that reached the node searched at this ply (0
    /// at the root and after a pass), for the countermove table.
    came_by: u64,
}

impl<P, S> Default for Ply<P, S> {
    fn default() -> Self {
        Ply {
            children: Vec::new(),
            turns: Vec::new(),
            walker: Walker::default(),
            killers: [None, None],
            passed: false,
            came_by: 0,
        }
    }
}

/// What one finished iteration of iterative deepening found, as a search
/// reports it while it runs ([`Engine::search_reporting`]): what a UCI
/// `info` line says.
#[derive(Debug, Clone, Copy)]
pub struct Iteration<'a, S> {
    /// The depth finished, in turns.
    pub depth: u32,
    /// The deepest ply reached so far, quiescence included.
    pub seldepth: u32,
    /// The best turn's score for the side to move.
    pub score: Score,
    /// What was counted so far.
    pub counters: Counters,
    /// The time since the search began.
    pub elapsed: Duration,
    /// The line expected, the best turn first.
    pub pv: &'a [Turn<S>],
}

/// A turn of the root with its last score.
#[derive(Debug, Clone)]
struct RootTurn<P, S> {
    child: Child<P, S>,
    score: i32,
}

/// The engine for one variant: its knowledge of the variant, the
/// transposition table and the search's buffers, kept from one search to
/// the next (the table carries what it learnt into the next turn).
///
/// # Examples
/// ```
/// use engine::{Engine, Limits};
/// use kernel::{chess, Variant};
///
/// let chess = chess::fide();
/// let position = chess.read_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// let mut engine = Engine::new(&chess);
/// let result = engine.search(&chess, &position, &[], &Limits::depth(3));
/// let best = result.best.unwrap();
/// assert_eq!(chess.write_turn(&position, &best), "Ra8#");
/// assert_eq!(result.score.to_string(), "win in 1");
/// ```
pub struct Engine<V: Variant> {
    knowledge: Knowledge<V>,
    table: Table<V::Step>,
    plies: Vec<Ply<V::Position, V::Step>>,
    keys: Vec<u64>,
    history: Vec<i32>,
    /// The countermove table, by the hash of the turn answered.
    countermoves: Vec<Option<Turn<V::Step>>>,
    counters: Counters,
    clock: Clock,
    stop: Option<Arc<AtomicBool>>,
    seldepth: usize,
}

impl<V: Variant> std::fmt::Debug for Engine<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("knowledge", &self.knowledge)
            .field("counters", &self.counters)
            .finish()
    }
}

impl<V: Variant + 'static> WalkContext<V> for Engine<V> {
    fn knowledge(&self) -> &Knowledge<V> {
        &self.knowledge
    }

    #[inline]
    fn tick_step(&mut self) -> bool {
        self.counters.steps += 1;
        self.clock.out(self.counters.work())
    }

    #[inline]
    fn order_bonus(&self, hash: u64) -> i32 {
        (self.history[slot(hash)] / 16).min(HISTORY_CAP)
    }
}

/// The score of a game that ended with `outcome`, for `side` (to move),
/// `ply` turns from the root.
fn outcome_score(outcome: Outcome, side: Color, ply: usize) -> i32 {
    match outcome.result {
        GameResult::Draw => 0,
        GameResult::Win(winner) if winner == side => WIN - ply as i32,
        GameResult::Win(_) => -(WIN - ply as i32),
    }
}

/// The half-width of the aspiration window, in hundredths of a Pawn.
const ASPIRATION: i32 = 50;

/// The root's window at `depth` after an iteration that scored `last`:
/// [`ASPIRATION`] either side of it from the fourth depth on, while the
/// score is no won or lost game, where the game's profile asks for
/// aspiration windows ([`Profile::aspiration`](kernel::search_terms::Profile::aspiration));
/// the whole window otherwise.
fn aspiration_window(aspiration: bool, depth: u32, last: Score) -> (i32, i32) {
    if aspiration && depth >= 4 && !last.is_decisive() {
        (last.0 - ASPIRATION, last.0 + ASPIRATION)
    } else {
        (-INFINITY, INFINITY)
    }
}

/// Where a node of [`Engine::negamax`] stands: the depth left, its
/// distance from the root and the walk's policy there.
#[derive(Clone, Copy)]
struct NodeAt {
    depth: i32,
    ply: usize,
    policy: Policy,
    /// Whether the side to move is in check there (where checks are
    /// cheap to tell; false elsewhere).
    in_check: bool,
    /// Whether the node was entered with an open window (on the expected
    /// line), where nothing is pruned.
    pv: bool,
}

/// Where a child stands among its node's turns: its place in the order
/// searched (the table's turn first) and whether it is quiet (changes no
/// material and is no killer), for the late-move reductions.
#[derive(Clone, Copy)]
struct MoveAt {
    index: usize,
    quiet: bool,
}

/// The window of one node of [`Engine::negamax`] and the best score and
/// turn found there so far.
struct NodeBest<S> {
    alpha: i32,
    beta: i32,
    best: i32,
    best_turn: Option<Turn<S>>,
    /// Children searched so far.
    searched: usize,
}

impl<S> NodeBest<S> {
    /// Takes a child's score `s`: a new best keeps the turn `turn` names
    /// and raises alpha. Returns true on a cut-off (alpha reached beta by
    /// this score).
    fn raise(&mut self, s: i32, turn: impl FnOnce() -> Turn<S>) -> bool {
        if s > self.best {
            self.best = s;
            self.best_turn = Some(turn());
            if s > self.alpha {
                self.alpha = s;
                return self.alpha >= self.beta;
            }
        }
        false
    }
}

impl<V: Variant + 'static> Engine<V> {
    /// An engine for `variant` with a table of the default size.
    pub fn new(variant: &V) -> Engine<V> {
        Engine::with_table_bits(variant, DEFAULT_BITS)
    }

    /// An engine for `variant` with a table of `2^bits` slots.
    pub fn with_table_bits(variant: &V, bits: u32) -> Engine<V> {
        Engine {
            knowledge: Knowledge::of(variant),
            table: Table::new(bits),
            plies: Vec::new(),
            keys: Vec::new(),
            history: vec![0; HISTORY_SIZE],
            countermoves: vec![None; HISTORY_SIZE],
            counters: Counters::default(),
            clock: Clock::start(&Limits::default()),
            stop: None,
            seldepth: 0,
        }
    }

    /// An engine for `variant` (a table of the default size) that makes and
    /// searches its turns by `profile` instead of the profile the game's
    /// terms give ([`Knowledge::with_profile`]): to compare a search
    /// feature on and off in one game.
    pub fn with_profile(variant: &V, profile: Profile) -> Engine<V> {
        Engine {
            knowledge: Knowledge::with_profile(variant, profile),
            ..Engine::new(variant)
        }
    }

    /// What the engine knows of the variant: its evaluation and profile.
    pub fn knowledge(&self) -> &Knowledge<V> {
        &self.knowledge
    }

    /// The static evaluation of `position` for its side to move.
    pub fn evaluate(&self, variant: &V, position: &V::Position) -> Score {
        Score(self.knowledge.evaluate(variant, position))
    }

    /// Forgets what the table learnt.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.countermoves.iter_mut().for_each(|c| *c = None);
    }

    /// Every later search also stops, as its limits would stop it, once
    /// `stop` is set (by another thread); `None` removes the flag.
    pub fn set_stop(&mut self, stop: Option<Arc<AtomicBool>>) {
        self.stop = stop;
    }

    /// Searches `position` (a turn boundary) within `limits`. `history`
    /// is the game's ([`kernel::game::Game::history`]): the repetition
    /// keys of the positions before this one, oldest first.
    pub fn search(
        &mut self,
        variant: &V,
        position: &V::Position,
        history: &[u64],
        limits: &Limits,
    ) -> SearchResult<V::Step> {
        self.search_reporting(variant, position, history, limits, &mut |_| {})
    }

    /// [`Engine::search`], calling `report` after each depth finished
    /// with what it found.
    pub fn search_reporting(
        &mut self,
        variant: &V,
        position: &V::Position,
        history: &[u64],
        limits: &Limits,
        report: &mut dyn FnMut(&Iteration<'_, V::Step>),
    ) -> SearchResult<V::Step> {
        self.clock = Clock::start(limits).with_stop(self.stop.clone());
        self.counters = Counters::default();
        self.seldepth = 0;
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.history.iter_mut().for_each(|h| *h /= 4);
        for ply in &mut self.plies {
            ply.killers = [None, None];
        }
        let mut result = SearchResult {
            best: None,
            score: Score(0),
            depth: 0,
            pv: Vec::new(),
            counters: Counters::default(),
            root_turns: 0,
            elapsed: Duration::ZERO,
            stopped: false,
        };
        if let Some(outcome) = variant.outcome(position, history) {
            result.score = Score(outcome_score(outcome, variant.side_to_move(position), 0));
            return self.finish(result);
        }
        let mut root = self.root_turns(variant, position);
        result.root_turns = root.len();
        let Some(first) = root.first() else {
            // The time ran out before the step search finished one turn
            // (or there is none): play any legal turn rather than none.
            result.best = crate::walk::any_turn(variant, position);
            return self.finish(result);
        };
        result.best = Some(first.child.turn.clone());
        result.score = Score(-first.child.eval);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        self.keys.push(variant.repetition_key(position));
        for depth in 1..=max_depth {
            let window =
                aspiration_window(self.knowledge.profile().aspiration, depth, result.score);
            let mut iteration = self.search_root(variant, &mut root, depth, window);
            // A score outside the aspiration window is only a bound: the
            // iteration is searched again with the whole window.
            let failed = iteration.is_none_or(|(_, score)| score <= window.0 || score >= window.1);
            if window != (-INFINITY, INFINITY) && failed && !self.clock.stopped() {
                iteration = self.search_root(variant, &mut root, depth, (-INFINITY, INFINITY));
            }
            // A move that beat the previous best (searched first) at this
            // depth is better than it, even if the iteration was cut short.
            if let Some((i, score)) = iteration {
                result.best = Some(root[i].child.turn.clone());
                result.score = Score(score);
            }
            if self.clock.stopped() {
                break;
            }
            result.depth = depth;
            if let Some(best) = &result.best {
                let pv = self.principal_variation(variant, position, best);
                report(&Iteration {
                    depth,
                    seldepth: self.seldepth as u32,
                    score: result.score,
                    counters: self.counters,
                    elapsed: self.clock.elapsed(),
                    pv: &pv,
                });
            }
            // Best first for the next iteration; a stable sort keeps the
            // order of equal scores.
            root.sort_by_key(|r| std::cmp::Reverse(r.score));
            let decided =
                result.score.is_decisive() && (WIN - result.score.0.abs()) as u32 <= depth;
            // With one turn to play and the clock running, the time is
            // better kept; a depth or node limit asks for the score too.
            let forced = root.len() == 1 && limits.time.is_some();
            if decided || forced {
                break;
            }
        }
        self.keys.pop();
        if let Some(best) = &result.best {
            result.pv = self.principal_variation(variant, position, best);
        }
        self.finish(result)
    }

    /// One iteration at the root to `depth` within `window`: the first
    /// turn with the window, every later one with a null window at alpha
    /// and again with the window when it beats alpha (principal variation
    /// search). Each turn's score is kept for the next iteration's order.
    /// Returns the best turn's index and score, if one beat the window's
    /// low end before the search stopped.
    fn search_root(
        &mut self,
        variant: &V,
        root: &mut [RootTurn<V::Position, V::Step>],
        depth: u32,
        (low, high): (i32, i32),
    ) -> Option<(usize, i32)> {
        let mut alpha = low;
        let mut iteration: Option<(usize, i32)> = None;
        let depth = depth as i32 - 1;
        for (i, r) in root.iter_mut().enumerate() {
            let (position, eval) = (&r.child.position, r.child.eval);
            self.arrive(0, &r.child.turn);
            let score = if i == 0 || !self.knowledge.profile().null_windows {
                -self.negamax(variant, position, eval, depth, 1, -high, -alpha)
            } else {
                let s = -self.negamax(variant, position, eval, depth, 1, -alpha - 1, -alpha);
                if s > alpha && s < high && !self.clock.stopped() {
                    -self.negamax(variant, position, eval, depth, 1, -high, -alpha)
                } else {
                    s
                }
            };
            if self.clock.stopped() {
                break;
            }
            r.score = score;
            if score > alpha {
                alpha = score;
                iteration = Some((i, score));
                if score >= high {
                    break;
                }
            }
        }
        iteration
    }

    fn finish(&mut self, mut result: SearchResult<V::Step>) -> SearchResult<V::Step> {
        result.counters = self.counters;
        result.elapsed = self.clock.elapsed();
        result.stopped = self.clock.stopped();
        result
    }

    /// Lists the turns of `position` that `policy` allows into `children`
    /// (emptied first by [`list_turns`]), with the walker and turn buffers
    /// of ply `ply` (which must exist), and counts them.
    fn list_children(
        &mut self,
        variant: &V,
        position: &V::Position,
        ply: usize,
        policy: Policy,
        children: &mut Vec<Child<V::Position, V::Step>>,
    ) {
        let mut walker = std::mem::take(&mut self.plies[ply].walker);
        let mut turns = std::mem::take(&mut self.plies[ply].turns);
        list_turns(
            variant,
            position,
            policy,
            &mut walker,
            &mut turns,
            self,
            children,
        );
        self.plies[ply].walker = walker;
        self.plies[ply].turns = turns;
        self.counters.turns += children.len() as u64;
    }

    /// Every turn of the root, best first by evaluation (the step search
    /// with the root's policy).
    fn root_turns(
        &mut self,
        variant: &V,
        position: &V::Position,
    ) -> Vec<RootTurn<V::Position, V::Step>> {
        let policy = Policy {
            quiet_limit: self.knowledge.profile().root_quiet_steps,
            material_changes: false,
        };
        self.ensure_ply(0);
        let mut children = Vec::new();
        self.list_children(variant, position, 0, policy, &mut children);
        children
            .into_iter()
            .map(|child| RootTurn {
                score: -child.eval,
                child,
            })
            .collect()
    }

    fn ensure_ply(&mut self, ply: usize) {
        if self.plies.len() <= ply {
            self.plies.resize_with(ply + 1, Ply::default);
        }
    }

    /// Rewards the turn that cut off at `ply`: a killer there, and the
    /// history of its steps (or of the whole turn, for listed turns).
    fn reward(&mut self, ply: usize, turn: &Turn<V::Step>, depth: i32) {
        let killers = &mut self.plies[ply].killers;
        if killers[0].as_ref() != Some(turn) {
            killers[1] = killers[0].take();
            killers[0] = Some(turn.clone());
        }
        let bonus = depth * depth;
        let mut add = |hash: u64| {
            let h = &mut self.history[slot(hash)];
            *h = (*h + bonus).min(1 << 20);
        };
        match self.knowledge.profile().generation {
            Generation::Listed => {
                add(hash_of(&turn[..]));
                let came_by = self.plies[ply].came_by;
                if came_by != 0 {
                    self.countermoves[slot(came_by)] = Some(turn.clone());
                }
            }
            Generation::Steps => turn.iter().for_each(|s| add(hash_of(s))),
        }
    }

    /// Notes that the node at `ply + 1` is reached by `turn` (for the
    /// countermove table; listed turns only).
    #[inline]
    fn arrive(&mut self, ply: usize, turn: &[V::Step]) {
        if self.knowledge.profile().generation == Generation::Listed {
            self.ensure_ply(ply + 1);
            self.plies[ply + 1].came_by = hash_of(turn) | 1;
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        variant: &V,
        position: &V::Position,
        eval: i32,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.counters.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.clock.out(self.counters.work()) {
            return 0;
        }
        let side = variant.side_to_move(position);
        // A node that lists its turns learns there whether it has one: it
        // asks the rules for checkmate and stalemate only if it finds none
        // (below). A horizon node goes to the quiescence search, which may
        // stand on the evaluation without listing.
        let end = if depth > 0 {
            game_end_if_mobile(variant, position, &self.keys)
        } else {
            self.standing_end(variant, position)
        };
        if let Some(outcome) = end {
            return outcome_score(outcome, side, ply);
        }
        let quiescence = self.knowledge.profile().quiescence;
        // Check extension: a side in check is searched a turn deeper, so
        // that a check at the horizon is answered (where checks are cheap
        // to tell and a turn is one move, and not beyond MAX_DEPTH turns
        // from the root). A turn of several moves answers a check with its
        // first and goes on (Multimove): a turn deeper there costs a walk
        // of every turn, for a threat the turn's own moves already meet.
        let profile = self.knowledge.profile();
        let in_check = profile.cheap_check
            && profile.generation == Generation::Listed
            && variant.in_check(position);
        let depth = if in_check && ply < MAX_DEPTH as usize {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 {
            return self.quiesce(variant, position, eval, ply, alpha, beta, quiescence);
        }
        let key = hash_of(position);
        let table_turn = match self.probe_table(key, depth, ply, alpha, beta) {
            Ok(turn) => turn,
            Err(score) => return score,
        };
        let alpha0 = alpha;
        let mut node = NodeBest {
            alpha,
            beta,
            best: -INFINITY,
            best_turn: None,
            searched: 0,
        };
        // A capture that the selective turns leave out (Multimove: quiet
        // moves first, then the capture) can still be played: the side to
        // move scores at least its evaluation with what it wins.
        let threat = self.knowledge.threat(variant, position);
        if threat > 0 {
            let floor = eval + threat;
            if floor >= beta {
                return floor;
            }
            node.best = floor;
            node.alpha = node.alpha.max(floor);
        }
        let pv = beta - alpha > 1;
        if self.static_cutoff(eval, depth, ply, beta, in_check, pv) {
            return eval;
        }
        self.keys.push(variant.repetition_key(position));
        self.ensure_ply(ply + 1);
        if let Some(score) = self.null_move(variant, position, eval, depth, ply, beta, in_check) {
            self.keys.pop();
            return score;
        }
        // The table's turn first: often the best, and it needs no list.
        let policy = Policy {
            quiet_limit: self.knowledge.profile().quiet_steps,
            material_changes: false,
        };
        let node_at = NodeAt {
            depth,
            ply,
            policy,
            in_check,
            pv,
        };
        let table_child = table_turn
            .and_then(|turn| self.search_table_turn(variant, position, turn, node_at, &mut node));
        if node.alpha < node.beta && !self.clock.stopped() {
            let skip = table_child.as_ref();
            match self.knowledge.profile().generation {
                Generation::Listed => {
                    self.search_listed(variant, position, node_at, skip, &mut node)
                }
                Generation::Steps => self.search_steps(variant, position, node_at, skip, &mut node),
            }
        }
        self.keys.pop();
        if self.clock.stopped() {
            return 0;
        }
        if node.best == -INFINITY {
            // No turn: checkmate or stalemate, unless the turns the policy
            // leaves out (Multimove's quiet steps) have one; then nothing
            // to search: call it level.
            return game_end(variant, position, &self.keys)
                .map_or(0, |outcome| outcome_score(outcome, side, ply));
        }
        self.store_node(key, depth, ply, alpha0, node)
    }

    /// Whether the game's turns are single moves whose static evaluation
    /// the search trusts to prune by ([`Self::static_cutoff`], late-move
    /// pruning): the games that list their turns and tell checks cheaply
    /// (the chess-like games and Forward), not those whose pieces keep
    /// moving or whose turns are walks of several moves, where one turn
    /// can change the evaluation by far more than a margin.
    fn prunes_statically(&self) -> bool {
        let profile = self.knowledge.profile();
        profile.cheap_check && profile.generation == Generation::Listed
    }

    /// Static (reverse futility) pruning: a node off the expected line, at
    /// most [`STATIC_DEPTH`] turns deep and not in check, whose evaluation
    /// stands [`STATIC_MARGIN`] per turn of depth above beta fails high on
    /// its evaluation alone, in the games that prune statically
    /// ([`Self::prunes_statically`]). Never at the root nor for a decisive
    /// beta.
    fn static_cutoff(
        &self,
        eval: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        in_check: bool,
        pv: bool,
    ) -> bool {
        ply > 0
            && !pv
            && !in_check
            && depth <= STATIC_DEPTH
            && !Score(beta).is_decisive()
            && eval - STATIC_MARGIN * depth >= beta
            && self.prunes_statically()
    }

    /// Late-move pruning: whether a node off the expected line, at most
    /// [`STATIC_DEPTH`] turns deep and not in check, leaves out the quiet
    /// turn at `move_at` (one that changes no material, is no killer and
    /// gives no check): once [`LATE_MOVES`] turns are searched, while the
    /// node's best is not a lost game, in the games that prune statically.
    fn prunes_late(
        &self,
        variant: &V,
        child: &V::Position,
        at: NodeAt,
        move_at: MoveAt,
        best: i32,
    ) -> bool {
        at.depth <= STATIC_DEPTH
            && !at.pv
            && !at.in_check
            && move_at.quiet
            && move_at.index >= LATE_MOVES[(at.depth.max(1) - 1) as usize]
            && best > -INFINITY
            && !Score(best).is_decisive()
            && self.prunes_statically()
            && !variant.in_check(child)
    }

    /// Exchange pruning: whether a node off the expected line, at most
    /// [`EXCHANGE_DEPTH`] turns deep and not in check, leaves out a turn
    /// after its first that loses material in the exchange on the square
    /// it ends on ([`Knowledge::exchange`]): a capture that loses more than
    /// [`EXCHANGE_CAPTURE_MARGIN`] per turn of depth, a quiet turn (no
    /// killer) that leaves more than [`EXCHANGE_QUIET_MARGIN`] per turn of
    /// depth squared to be taken. Never a turn that gives check, nor while
    /// the node's best is a lost game, in the games that prune statically.
    fn prunes_by_exchange(
        &self,
        variant: &V,
        position: &V::Position,
        child: &Child<V::Position, V::Step>,
        at: NodeAt,
        move_at: MoveAt,
        best: i32,
    ) -> bool {
        if at.depth > EXCHANGE_DEPTH
            || at.pv
            || at.in_check
            || move_at.index == 0
            || best == -INFINITY
            || Score(best).is_decisive()
            || (!child.material_changed && !move_at.quiet)
            || !self.prunes_statically()
        {
            return false;
        }
        // A capture's exchange was read when it was listed.
        let loses = if child.material_changed {
            child.exchange_loss < -EXCHANGE_CAPTURE_MARGIN * at.depth
        } else {
            let margin = EXCHANGE_QUIET_MARGIN * at.depth * at.depth;
            self.knowledge
                .exchange(variant, position, &child.turn)
                .is_some_and(|gain| gain < -margin)
        };
        loses && !variant.in_check(&child.position)
    }

    /// Null-move pruning: where the side to move stands at or above beta
    /// and may pass ([`Knowledge::pass`]: the game's terms say where a
    /// pass is sound), a search of the pass [`NULL_REDUCTION`] turns less
    /// deep (one more from [`NULL_DEEP`]) that still reaches beta says the
    /// node would fail high: its score, beta for a won game (a pass proves
    /// no mate). Not in check, not below [`NULL_DEPTH`], not at the root,
    /// not twice in a row (the node a pass reached passes no more), and
    /// not for a decisive beta. `None` to search the node.
    #[allow(clippy::too_many_arguments)]
    fn null_move(
        &mut self,
        variant: &V,
        position: &V::Position,
        eval: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        in_check: bool,
    ) -> Option<i32> {
        if ply == 0
            || depth < NULL_DEPTH
            || in_check
            || eval < beta
            || Score(beta).is_decisive()
            || self.plies[ply].passed
        {
            return None;
        }
        let passed = self.knowledge.pass(variant, position)?;
        let passed_eval = self.knowledge.evaluate(variant, &passed);
        let reduction = NULL_REDUCTION + i32::from(depth >= NULL_DEEP);
        self.plies[ply + 1].passed = true;
        self.plies[ply + 1].came_by = 0;
        let s = -self.negamax(
            variant,
            &passed,
            passed_eval,
            depth - 1 - reduction,
            ply + 1,
            -beta,
            -beta + 1,
        );
        self.plies[ply + 1].passed = false;
        if self.clock.stopped() || s < beta {
            return None;
        }
        Some(if Score(s).is_decisive() { beta } else { s })
    }

    /// The transposition table's word on `position` (by `key`) at `depth`:
    /// `Err` with the score to return at once when the table's entry is
    /// deep enough and its bound settles the window `alpha`..`beta`, else
    /// the entry's turn to try first, if any.
    fn probe_table(
        &self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<Option<Turn<V::Step>>, i32> {
        let Some(e) = self.table.probe(key) else {
            return Ok(None);
        };
        if i32::from(e.depth) >= depth {
            let s = from_table(e.score, ply);
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if usable {
                return Err(s);
            }
        }
        Ok(e.turn.clone())
    }

    /// Searches one child of a node (`index` in the node's order, the
    /// table's turn first) and returns its score for the node's side:
    /// principal variation search, the first child with the node's window
    /// and every later one with a null window at alpha, searched again with
    /// the whole window only when it beats alpha; and late-move reductions,
    /// a quiet turn late in the order searched a turn less deep (two, very
    /// late and deep) and searched again at the full depth when it beats
    /// alpha anyway. Where the game's profile turns either off
    /// ([`Profile::null_windows`], [`Profile::reductions`]), every child is
    /// searched with the node's window, or at the full depth.
    fn search_child(
        &mut self,
        variant: &V,
        child: &V::Position,
        child_eval: i32,
        at: NodeAt,
        move_at: MoveAt,
        node: &NodeBest<V::Step>,
    ) -> i32 {
        let (alpha, beta) = (node.alpha, node.beta);
        let depth = at.depth - 1;
        let ply = at.ply + 1;
        if move_at.index == 0 {
            return -self.negamax(variant, child, child_eval, depth, ply, -beta, -alpha);
        }
        let null_windows = self.knowledge.profile().null_windows;
        // The child's window, from its side: a null window at alpha, or
        // the node's whole window where the profile asks for no null
        // windows.
        let (low, high) = if null_windows {
            (-alpha - 1, -alpha)
        } else {
            (-beta, -alpha)
        };
        let reduction = self.reduction(variant, child, at, move_at);
        let mut s = -self.negamax(
            variant,
            child,
            child_eval,
            depth - reduction,
            ply,
            low,
            high,
        );
        if s > alpha && reduction > 0 && !self.clock.stopped() {
            s = -self.negamax(variant, child, child_eval, depth, ply, low, high);
        }
        if null_windows && s > alpha && s < beta && !self.clock.stopped() {
            s = -self.negamax(variant, child, child_eval, depth, ply, -beta, -alpha);
        }
        s
    }

    /// How many turns less deep a child is searched (late-move
    /// reductions): none for the first [`LMR_FIRST`] turns, a turn that
    /// changes the material or gives check (where checks are cheap to
    /// tell), or a node in check or fewer than [`LMR_DEPTH`] turns deep.
    fn reduction(&self, variant: &V, child: &V::Position, at: NodeAt, move_at: MoveAt) -> i32 {
        if !self.knowledge.profile().reductions
            || at.depth < LMR_DEPTH
            || move_at.index < LMR_FIRST
            || !move_at.quiet
            || at.in_check
        {
            return 0;
        }
        if self.knowledge.profile().cheap_check && variant.in_check(child) {
            return 0;
        }
        if move_at.index >= LMR_LATE && at.depth >= LMR_DEPTH + 2 {
            2
        } else {
            1
        }
    }

    /// Searches the table's `turn` first at a node, if it is still legal
    /// here (a hash may be shared): its score becomes the node's best (over
    /// any floor a threat set) unless the search stopped. Returns the
    /// position it leads to, for the lists to skip, or `None` if the turn
    /// does not play.
    fn search_table_turn(
        &mut self,
        variant: &V,
        position: &V::Position,
        turn: Turn<V::Step>,
        at: NodeAt,
        node: &mut NodeBest<V::Step>,
    ) -> Option<V::Position> {
        let (depth, ply) = (at.depth, at.ply);
        let child = variant.play_turn(position, &turn).ok()?;
        self.counters.turns += 1;
        self.arrive(ply, &turn);
        let child_eval = self.knowledge.evaluate(variant, &child);
        let first = MoveAt {
            index: 0,
            quiet: false,
        };
        let s = self.search_child(variant, &child, child_eval, at, first, node);
        node.searched += 1;
        if !self.clock.stopped() {
            node.best = s;
            if s > node.alpha {
                node.alpha = s;
            }
            if s >= node.beta {
                self.reward(ply, &turn, depth);
            }
            node.best_turn = Some(turn);
        }
        Some(child)
    }

    /// Searches a node's turns as the game lists them
    /// ([`Generation::Listed`]), ordered, skipping the position of the
    /// table's turn already searched, until a cut-off or the search stops.
    fn search_listed(
        &mut self,
        variant: &V,
        position: &V::Position,
        at: NodeAt,
        skip: Option<&V::Position>,
        node: &mut NodeBest<V::Step>,
    ) {
        let mut children = std::mem::take(&mut self.plies[at.ply].children);
        self.list_children(variant, position, at.ply, at.policy, &mut children);
        self.reorder(variant, at.ply, &mut children);
        for c in &children {
            if skip == Some(&c.position) {
                continue;
            }
            let move_at = MoveAt {
                index: node.searched,
                quiet: !c.material_changed && !self.is_killer(at.ply, &c.turn),
            };
            if self.prunes_late(variant, &c.position, at, move_at, node.best) {
                continue;
            }
            if self.prunes_by_exchange(variant, position, c, at, move_at, node.best) {
                continue;
            }
            self.arrive(at.ply, &c.turn);
            let s = self.search_child(variant, &c.position, c.eval, at, move_at, node);
            node.searched += 1;
            if self.clock.stopped() {
                break;
            }
            if node.raise(s, || c.turn.clone()) {
                self.reward(at.ply, &c.turn, at.depth);
                break;
            }
        }
        children.clear();
        self.plies[at.ply].children = children;
    }

    /// Searches a node's turns by the engine's walk over steps
    /// ([`Generation::Steps`]), skipping the position of the table's turn
    /// already searched, until a cut-off or the search stops.
    fn search_steps(
        &mut self,
        variant: &V,
        position: &V::Position,
        at: NodeAt,
        skip: Option<&V::Position>,
        node: &mut NodeBest<V::Step>,
    ) {
        let mut walker = std::mem::take(&mut self.plies[at.ply].walker);
        let mut visit =
            |engine: &mut Engine<V>, turn: &[V::Step], child: &V::Position, reached: Reached| {
                if skip == Some(child) {
                    return ControlFlow::Continue(());
                }
                engine.counters.turns += 1;
                let move_at = MoveAt {
                    index: node.searched,
                    quiet: !reached.material_changed,
                };
                let s = engine.search_child(variant, child, reached.eval, at, move_at, node);
                node.searched += 1;
                if engine.clock.stopped() || node.raise(s, || Turn::from_slice(turn)) {
                    return ControlFlow::Break(());
                }
                ControlFlow::Continue(())
            };
        let end = walker.walk(variant, position, at.policy, self, &mut visit);
        self.plies[at.ply].walker = walker;
        if end == WalkEnd::Broken && node.alpha >= node.beta {
            if let Some(turn) = node.best_turn.clone() {
                self.reward(at.ply, &turn, at.depth);
            }
        }
    }

    /// Stores a node's result in the transposition table, bounded by the
    /// window it was searched with (`alpha0` on entry), and returns its
    /// score.
    fn store_node(
        &mut self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha0: i32,
        node: NodeBest<V::Step>,
    ) -> i32 {
        let bound = if node.best <= alpha0 {
            Bound::Upper
        } else if node.best >= node.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(
            key,
            depth as i16,
            to_table(node.best, ply),
            bound,
            node.best_turn,
        );
        node.best
    }

    /// Whether `turn` is a killer at `ply`.
    fn is_killer(&self, ply: usize, turn: &Turn<V::Step>) -> bool {
        self.plies[ply]
            .killers
            .iter()
            .any(|k| k.as_ref() == Some(turn))
    }

    fn reorder(&self, variant: &V, ply: usize, children: &mut [Child<V::Position, V::Step>]) {
        let killers = &self.plies[ply].killers;
        let came_by = self.plies[ply].came_by;
        let counter = (came_by != 0)
            .then(|| self.countermoves[slot(came_by)].as_ref())
            .flatten();
        let checks = self.knowledge.profile().cheap_check;
        let mut changed = false;
        for c in children.iter_mut() {
            if killers.iter().any(|k| k.as_ref() == Some(&c.turn)) {
                c.key += KILLER_BONUS;
                changed = true;
            } else if counter == Some(&c.turn) {
                c.key += COUNTER_BONUS;
                changed = true;
            }
            if checks && variant.in_check(&c.position) {
                c.key += CHECK_BONUS;
                changed = true;
            }
        }
        if changed {
            children.sort_by_key(|c| std::cmp::Reverse(c.key));
        }
    }

    /// The end of the game at a node the quiescence search may leave
    /// without listing its turns: every end, checkmate included, where the
    /// side to move is in check; elsewhere every end but a stalemate,
    /// which the search finds a turn deeper, where it lists the node's
    /// turns (the rules' test for a legal turn costs a move generator's
    /// work, or a walk of the turn's steps in Momentum Chess, and most
    /// quiescence nodes stand on their evaluation).
    fn standing_end(&self, variant: &V, position: &V::Position) -> Option<Outcome> {
        if variant.in_check(position) {
            game_end(variant, position, &self.keys)
        } else {
            game_end_if_mobile(variant, position, &self.keys)
        }
    }

    /// The quiescence search: the side to move may stand on the static
    /// evaluation or play a turn that changes the material, `left` more
    /// turns deep.
    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        variant: &V,
        position: &V::Position,
        eval: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        left: u8,
    ) -> i32 {
        if ply > 0 && left < self.knowledge.profile().quiescence {
            self.counters.nodes += 1;
            self.seldepth = self.seldepth.max(ply);
            if self.clock.out(self.counters.work()) {
                return 0;
            }
            if let Some(outcome) = self.standing_end(variant, position) {
                return outcome_score(outcome, variant.side_to_move(position), ply);
            }
        }
        // What the side to move wins beyond the captures searched here
        // (Multimove: a capture reached by quiet moves first).
        let eval = eval + self.knowledge.threat(variant, position);
        if eval >= beta || left == 0 {
            return eval;
        }
        let mut best = eval;
        alpha = alpha.max(eval);
        let policy = match self.knowledge.profile().quiet_steps {
            // Steps are classified: captures and checks only.
            Some(_) => Policy {
                quiet_limit: Some(0),
                material_changes: false,
            },
            None => Policy {
                quiet_limit: None,
                material_changes: true,
            },
        };
        self.ensure_ply(ply);
        self.keys.push(variant.repetition_key(position));
        let mut children = std::mem::take(&mut self.plies[ply].children);
        self.list_children(variant, position, ply, policy, &mut children);
        let prunes = self.prunes_statically();
        for c in &children {
            // A capture after which the opponent, standing on its
            // evaluation, keeps us at or below alpha cannot raise alpha
            // (the opponent's quiescence scores at least its evaluation, and
            // would stand on it at once): where the game prunes statically,
            // it is left out unsearched, scored at that evaluation, unless
            // it gives check (a checkmate ends the game there).
            if prunes && -c.eval <= alpha && !variant.in_check(&c.position) {
                best = best.max(-c.eval);
                continue;
            }
            // A capture that loses material in the exchange on its square
            // (the terms' static exchange) is left out: the opponent takes
            // back and the side to move could have stood on its evaluation.
            if c.exchange_loss < 0 {
                continue;
            }
            let s = -self.quiesce(
                variant,
                &c.position,
                c.eval,
                ply + 1,
                -beta,
                -alpha,
                left - 1,
            );
            if self.clock.stopped() {
                break;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        children.clear();
        self.plies[ply].children = children;
        self.keys.pop();
        best
    }

    /// The expected line: `best`, then the table's turns as long as they
    /// are legal and lead somewhere new.
    fn principal_variation(
        &self,
        variant: &V,
        position: &V::Position,
        best: &Turn<V::Step>,
    ) -> Vec<Turn<V::Step>> {
        let mut line = Vec::new();
        let Ok(mut at) = variant.play_turn(position, best) else {
            return line;
        };
        line.push(best.clone());
        let mut seen = vec![hash_of(position), hash_of(&at)];
        while line.len() < 16 {
            let Some(turn) = self.table.probe(hash_of(&at)).and_then(|e| e.turn.clone()) else {
                break;
            };
            let Ok(next) = variant.play_turn(&at, &turn) else {
                break;
            };
            let h = hash_of(&next);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
            line.push(turn);
            at = next;
        }
        line
    }
}
