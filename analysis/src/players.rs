//! Who chooses a turn: the engine, a random mover and a one-turn greedy
//! player, the three the strength benchmark sets against each other.

use engine::search::{Counters, Engine, SearchResult};
use engine::terms::Knowledge;
use engine::walk::{list_turns, Child, Policy, WalkContext, Walker};
use engine::Limits;
use kernel::{Color, Turn, Variant};

pub use engine::rng::Rng;

/// Someone who chooses the turn to play.
pub trait Player<V: Variant> {
    /// A short name for tables: `engine`, `random`, `greedy`.
    fn name(&self) -> &str;

    /// The turn to play in `position` (a turn boundary, the game not
    /// over), `history` being the game's repetition keys; `None` if there
    /// is no turn.
    fn choose(
        &mut self,
        variant: &V,
        position: &V::Position,
        history: &[u64],
    ) -> Option<Turn<V::Step>>;
}

/// Plays a random legal turn, built step by step: each step is chosen
/// uniformly among the steps the variant allows next ([`Variant::steps`]),
/// until the turn ends. For a game of one-move turns that is a uniformly
/// random move; where a turn is many steps it is cheap even when the turns
/// number a hundred thousand (a Multimove turn), at the price of not
/// giving every distinct turn the same chance. A finished turn the variant
/// refuses as a whole ([`Variant::accept_turn`]: Momentum Chess's King
/// left capturable) is drawn again; after [`RandomPlayer::DRAWS`] refused
/// draws the turn is chosen uniformly from [`Variant::legal_turns`].
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    /// Turns drawn step by step before falling back to the list.
    pub const DRAWS: usize = 100;

    /// A random mover seeded with `seed`.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: Rng::new(seed),
        }
    }

    /// One turn drawn step by step, if the variant accepts it.
    fn draw<V: Variant>(&mut self, variant: &V, position: &V::Position) -> Option<Turn<V::Step>> {
        let mut at = position.clone();
        let mut turn = Turn::new();
        let mut steps = Vec::new();
        loop {
            steps.clear();
            variant.steps(&at, &mut steps);
            if steps.is_empty() {
                return None;
            }
            let step = steps[self.rng.below(steps.len())];
            variant.play_step(&mut at, step);
            turn.push(step);
            if !variant.in_turn(&at) {
                break;
            }
            // A turn longer than any the rules allow: give up this draw.
            if turn.len() > 256 {
                return None;
            }
        }
        variant.accept_turn(position, &at).ok().map(|()| turn)
    }
}

impl<V: Variant> Player<V> for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(
        &mut self,
        variant: &V,
        position: &V::Position,
        _history: &[u64],
    ) -> Option<Turn<V::Step>> {
        for _ in 0..Self::DRAWS {
            if let Some(turn) = self.draw(variant, position) {
                return Some(turn);
            }
        }
        let mut turns = Vec::new();
        variant.legal_turns(position, &mut turns);
        if turns.is_empty() {
            return None;
        }
        let i = self.rng.below(turns.len());
        Some(turns.swap_remove(i))
    }
}

/// The context of a walk with no clock and no history: every turn.
struct Unlimited<'a, V: Variant> {
    knowledge: &'a Knowledge<V>,
}

impl<V: Variant> WalkContext<V> for Unlimited<'_, V> {
    fn knowledge(&self) -> &Knowledge<V> {
        self.knowledge
    }

    fn tick_step(&mut self) -> bool {
        false
    }

    fn order_bonus(&self, _hash: u64) -> i32 {
        0
    }
}

/// The value a greedy player gives a royal piece: more than any army.
const ROYAL: i32 = 1_000_000;

/// Plays the turn after which its material is greatest (by the engine's
/// piece values; taking a King counts above everything), at random among
/// equals: one turn of lookahead, no evaluation beyond material.
pub struct GreedyPlayer<V: Variant> {
    knowledge: Knowledge<V>,
    rng: Rng,
}

impl<V: Variant> std::fmt::Debug for GreedyPlayer<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GreedyPlayer").finish()
    }
}

impl<V: Variant> GreedyPlayer<V> {
    /// A greedy player for `variant`, seeded with `seed`.
    pub fn new(variant: &V, seed: u64) -> GreedyPlayer<V> {
        GreedyPlayer {
            knowledge: Knowledge::of(variant),
            rng: Rng::new(seed),
        }
    }
}

impl<V: Variant + 'static> Player<V> for GreedyPlayer<V> {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(
        &mut self,
        variant: &V,
        position: &V::Position,
        _history: &[u64],
    ) -> Option<Turn<V::Step>> {
        let mut walker = Walker::default();
        let mut turns = Vec::new();
        let mut children: Vec<Child<V::Position, V::Step>> = Vec::new();
        let mut context = Unlimited {
            knowledge: &self.knowledge,
        };
        list_turns(
            variant,
            position,
            Policy::ALL,
            &mut walker,
            &mut turns,
            &mut context,
            &mut children,
        );
        let sign = match variant.side_to_move(position) {
            Color::White => 1,
            Color::Black => -1,
        };
        let mut best = i32::MIN;
        let mut ties: Vec<usize> = Vec::new();
        for (i, c) in children.iter().enumerate() {
            let e = self.knowledge.eval_white(variant, &c.position);
            let gain = sign * e.material + sign * e.royals * ROYAL;
            if gain > best {
                best = gain;
                ties.clear();
            }
            if gain == best {
                ties.push(i);
            }
        }
        let pick = *ties.get(self.rng.below(ties.len()))?;
        Some(children.swap_remove(pick).turn)
    }
}

/// The engine, searching each turn within a limit.
pub struct EnginePlayer<V: Variant> {
    engine: Engine<V>,
    limits: Limits,
    /// What the searches counted, added up.
    pub counters: Counters,
    /// The time they took, added up.
    pub time: std::time::Duration,
    /// The last search's result.
    pub last: Option<SearchResult<V::Step>>,
}

impl<V: Variant + 'static> EnginePlayer<V> {
    /// The engine for `variant`, searching within `limits` each turn.
    pub fn new(variant: &V, limits: Limits) -> EnginePlayer<V> {
        EnginePlayer {
            engine: Engine::new(variant),
            limits,
            counters: Counters::default(),
            time: std::time::Duration::ZERO,
            last: None,
        }
    }
}

impl<V: Variant + 'static> Player<V> for EnginePlayer<V> {
    fn name(&self) -> &str {
        "engine"
    }

    fn choose(
        &mut self,
        variant: &V,
        position: &V::Position,
        history: &[u64],
    ) -> Option<Turn<V::Step>> {
        let result = self.engine.search(variant, position, history, &self.limits);
        self.counters.nodes += result.counters.nodes;
        self.counters.turns += result.counters.turns;
        self.counters.steps += result.counters.steps;
        self.time += result.elapsed;
        let best = result.best.clone();
        self.last = Some(result);
        best
    }
}

/// How a game between two players ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The rules ended it.
    Over(kernel::Outcome),
    /// The turn cap came first (a benchmark counts it a draw).
    Capped,
    /// A player had no turn to give although the game was not over.
    NoTurn(Color),
}

/// Plays `game` on from where it stands, White's turns from `white` and
/// Black's from `black`, until the rules end it or `max_turns` turns have
/// been played in all. A draw that a player may claim (a repetition, fifty
/// moves) is claimed at once by the side to move, so that such a game ends
/// where it ended before the draws became claims; a win a claim would give
/// (Forward Chess's rule 10) is left to the rules' other ends, as before.
///
/// # Errors
/// The [`kernel::game::PlayError`] of a turn a player chose that the game
/// refused (which would be a bug in that player).
pub fn play_out<V: Variant>(
    game: &mut kernel::game::Game<V>,
    white: &mut dyn Player<V>,
    black: &mut dyn Player<V>,
    max_turns: usize,
) -> Result<Ending, kernel::game::PlayError> {
    loop {
        if let Some(outcome) = game.outcome() {
            return Ok(Ending::Over(outcome));
        }
        if game.turns().len() >= max_turns {
            return Ok(Ending::Capped);
        }
        let side = game.side_to_move();
        let draw = game
            .variant()
            .claimable(game.position(), game.history())
            .is_some_and(|o| o.result == kernel::GameResult::Draw);
        if draw {
            if let Some(&claim) = game.open_claims(side).first() {
                if let Ok(outcome) = game.claim(side, claim) {
                    return Ok(Ending::Over(outcome));
                }
            }
        }
        let player: &mut dyn Player<V> = match side {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let Some(turn) = player.choose(game.variant(), game.position(), game.history()) else {
            return Ok(Ending::NoTurn(side));
        };
        game.play_turn(&turn)?;
    }
}
