//! The mate search: proves exactly whether the side to move can force the
//! end of the game in its favour within N of its own turns.
//!
//! It is an exhaustive AND/OR search, not the heuristic one: at the
//! attacker's turns it looks for one turn that wins (OR), at the
//! defender's it must find that every turn loses (AND), over every legal
//! turn the variant has ([`crate::walk`] with no turn left out, or the
//! variant's own list), with the game's end judged by the variant's
//! [`Variant::outcome`] and the history of the game and the line (so a
//! repetition that draws or loses is seen), or by a result a player may
//! claim ([`crate::end`]: the defender claims a repetition or fifty moves
//! and escapes). "Mate" is any win the rules give: checkmate, a King taken
//! or carried off the board, a King on the last rank, a stalemate that
//! loses, a win claimed. N goes up from 1, so a win found in
//! N turns is the shortest and "no win within N" is proven for every
//! smaller N too.

use crate::end::game_end;
use crate::limits::{Clock, Limits};
use crate::search::Counters;
use crate::terms::Knowledge;
use crate::walk::{list_turns, Child, Policy, WalkContext, WalkEnd, Walker};
use kernel::{Color, GameResult, Turn, Variant};

/// What the mate search decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MateVerdict<S> {
    /// The side to move wins within `turns` of its turns, and not within
    /// fewer; `line` is a winning line (the attacker's first turn, a
    /// defence, and so on, ending with the winning turn).
    Win {
        /// The attacker's turns the win takes.
        turns: u32,
        /// A winning line.
        line: Vec<Turn<S>>,
    },
    /// No win within `within` turns: every line was searched.
    NoWin {
        /// The turns searched.
        within: u32,
    },
    /// The limit came first. No win within `refuted` turns is proven
    /// (0 when not even one turn was searched through).
    Undecided {
        /// The turns proven to hold no win.
        refuted: u32,
    },
}

/// The mate search's result and what it counted.
#[derive(Debug, Clone)]
pub struct MateReport<S> {
    /// The verdict.
    pub verdict: MateVerdict<S>,
    /// What was counted.
    pub counters: Counters,
    /// The time taken.
    pub elapsed: std::time::Duration,
}

/// Whether a search stopped on the clock, its node budget or its memory
/// bound.
struct OutOfTime;

/// A position's turns with their positions.
type Children<V> = Vec<Child<<V as Variant>::Position, <V as Variant>::Step>>;

struct Ply<P, S> {
    children: Vec<Child<P, S>>,
    turns: Vec<Turn<S>>,
    walker: Walker<P, S>,
}

impl<P, S> Default for Ply<P, S> {
    fn default() -> Self {
        Ply {
            children: Vec::new(),
            turns: Vec::new(),
            walker: Walker::default(),
        }
    }
}

/// The mate search for one variant, its buffers kept between searches.
pub struct MateSearch<V: Variant> {
    knowledge: Knowledge,
    plies: Vec<Ply<V::Position, V::Step>>,
    keys: Vec<u64>,
    counters: Counters,
    clock: Clock,
    attacker: Color,
}

impl<V: Variant> std::fmt::Debug for MateSearch<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MateSearch")
            .field("knowledge", &self.knowledge)
            .finish()
    }
}

impl<V: Variant + 'static> WalkContext for MateSearch<V> {
    fn knowledge(&self) -> &Knowledge {
        &self.knowledge
    }

    #[inline]
    fn tick_step(&mut self) -> bool {
        self.counters.steps += 1;
        self.clock.out(self.counters.work())
    }

    fn order_bonus(&self, _hash: u64) -> i32 {
        0
    }
}

impl<V: Variant + 'static> MateSearch<V> {
    /// A mate search for `variant`.
    pub fn new(variant: &V) -> MateSearch<V> {
        MateSearch {
            knowledge: Knowledge::of(variant),
            plies: Vec::new(),
            keys: Vec::new(),
            counters: Counters::default(),
            clock: Clock::start(&Limits::default()),
            attacker: Color::White,
        }
    }

    /// Whether the side to move in `position` wins within `max_turns` of
    /// its turns, trying 1, 2, ... up to `max_turns` until the search
    /// decides or `limits` (time or nodes; a depth is ignored) stop it.
    /// `history` is the game's, as for [`crate::Engine::search`].
    ///
    /// # Examples
    /// ```
    /// use engine::mate::{MateSearch, MateVerdict};
    /// use engine::Limits;
    /// use kernel::{chess, Variant};
    ///
    /// let chess = chess::fide();
    /// let mut search = MateSearch::new(&chess);
    /// // Back-rank mate in one, and none in two for the other side.
    /// let p = chess.read_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    /// let report = search.find(&chess, &p, &[], 2, &Limits::default());
    /// let MateVerdict::Win { turns, line } = report.verdict else { panic!() };
    /// assert_eq!((turns, chess.write_turn(&p, &line[0])), (1, "Ra8#".to_string()));
    /// let p = chess.read_position("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1").unwrap();
    /// let report = search.find(&chess, &p, &[], 2, &Limits::default());
    /// assert_eq!(report.verdict, MateVerdict::NoWin { within: 2 });
    /// ```
    pub fn find(
        &mut self,
        variant: &V,
        position: &V::Position,
        history: &[u64],
        max_turns: u32,
        limits: &Limits,
    ) -> MateReport<V::Step> {
        let limits = Limits {
            depth: None,
            ..*limits
        };
        self.clock = Clock::start(&limits);
        self.counters = Counters::default();
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.attacker = variant.side_to_move(position);
        let mut verdict = MateVerdict::NoWin { within: max_turns };
        if game_end(variant, position, history).is_some() {
            // The game is over, or either player may claim its end:
            // nobody can win it again.
            verdict = MateVerdict::NoWin { within: max_turns };
        } else {
            for n in 1..=max_turns {
                match self.attack(variant, position, n, 0) {
                    Ok(Some(line)) => {
                        verdict = MateVerdict::Win { turns: n, line };
                        break;
                    }
                    Ok(None) => {}
                    Err(OutOfTime) => {
                        verdict = MateVerdict::Undecided { refuted: n - 1 };
                        break;
                    }
                }
            }
        }
        MateReport {
            verdict,
            counters: self.counters,
            elapsed: self.clock.elapsed(),
        }
    }

    /// Every turn of `position`, into the ply's buffer.
    fn children(
        &mut self,
        variant: &V,
        position: &V::Position,
        ply: usize,
    ) -> Result<Children<V>, OutOfTime> {
        if self.plies.len() <= ply {
            self.plies.resize_with(ply + 1, Ply::default);
        }
        let mut children = std::mem::take(&mut self.plies[ply].children);
        let mut walker = std::mem::take(&mut self.plies[ply].walker);
        let mut turns = std::mem::take(&mut self.plies[ply].turns);
        let end = list_turns(
            variant,
            position,
            Policy::ALL,
            &mut walker,
            &mut turns,
            self,
            &mut children,
        );
        self.plies[ply].walker = walker;
        self.plies[ply].turns = turns;
        self.counters.turns += children.len() as u64;
        if matches!(end, WalkEnd::OutOfTime | WalkEnd::OutOfMemory) {
            // A list cut short proves nothing: the limit came first.
            self.plies[ply].children = children;
            return Err(OutOfTime);
        }
        Ok(children)
    }

    fn give_back(&mut self, ply: usize, mut children: Children<V>) {
        children.clear();
        self.plies[ply].children = children;
    }

    /// The attacker to move with `n` turns left: a winning line, or none.
    fn attack(
        &mut self,
        variant: &V,
        position: &V::Position,
        n: u32,
        ply: usize,
    ) -> Result<Option<Vec<Turn<V::Step>>>, OutOfTime> {
        self.counters.nodes += 1;
        if self.clock.out(self.counters.work()) {
            return Err(OutOfTime);
        }
        let mut children = self.children(variant, position, ply)?;
        if self.knowledge.profile().cheap_check {
            // Checks first: most wins begin with one. A stable sort keeps
            // the evaluation's order otherwise.
            children.sort_by_key(|c| !variant.in_check(&c.position));
        }
        self.keys.push(variant.repetition_key(position));
        let mut found = Ok(None);
        for c in &children {
            match game_end(variant, &c.position, &self.keys) {
                Some(o) if o.result == GameResult::Win(self.attacker) => {
                    found = Ok(Some(vec![c.turn.clone()]));
                    break;
                }
                Some(_) => continue,
                None if n > 1 => match self.defend(variant, &c.position, n - 1, ply + 1) {
                    Ok(Some(mut line)) => {
                        line.insert(0, c.turn.clone());
                        found = Ok(Some(line));
                        break;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        found = Err(e);
                        break;
                    }
                },
                None => {}
            }
        }
        self.keys.pop();
        self.give_back(ply, children);
        found
    }

    /// The defender to move, the attacker having `n` turns left after
    /// this one: the line of one defence if every defence loses, else none.
    fn defend(
        &mut self,
        variant: &V,
        position: &V::Position,
        n: u32,
        ply: usize,
    ) -> Result<Option<Vec<Turn<V::Step>>>, OutOfTime> {
        self.counters.nodes += 1;
        if self.clock.out(self.counters.work()) {
            return Err(OutOfTime);
        }
        let children = self.children(variant, position, ply)?;
        self.keys.push(variant.repetition_key(position));
        let mut result = Ok(None);
        let mut line: Option<Vec<Turn<V::Step>>> = None;
        let mut held = false;
        for c in &children {
            match game_end(variant, &c.position, &self.keys) {
                Some(o) if o.result == GameResult::Win(self.attacker) => {
                    if line.is_none() {
                        line = Some(vec![c.turn.clone()]);
                    }
                }
                Some(_) => {
                    held = true;
                    break;
                }
                None => match self.attack(variant, &c.position, n, ply + 1) {
                    Ok(Some(mut rest)) => {
                        // Show the defence that lasts longest.
                        rest.insert(0, c.turn.clone());
                        if line.as_ref().is_none_or(|l| l.len() < rest.len()) {
                            line = Some(rest);
                        }
                    }
                    Ok(None) => {
                        held = true;
                        break;
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                },
            }
        }
        if result.is_ok() && !held {
            // No turn at all cannot happen here (the outcome would have
            // ended the game), so `line` is set.
            result = Ok(line);
        }
        self.keys.pop();
        self.give_back(ply, children);
        result
    }
}

/// A short text for a verdict: `win in 2`, `no win within 3`,
/// `undecided (no win within 1)`.
pub fn describe<S>(verdict: &MateVerdict<S>) -> String {
    match verdict {
        MateVerdict::Win { turns, .. } => format!("win in {turns}"),
        MateVerdict::NoWin { within } => format!("no win within {within}"),
        MateVerdict::Undecided { refuted: 0 } => "undecided".to_string(),
        MateVerdict::Undecided { refuted } => {
            format!("undecided (no win within {refuted})")
        }
    }
}
