//! The engine at the table: [`EngineGame`], a game of any variant (as
//! `cvpages` opens it by name) whose next turn the engine can choose and
//! play. `cargo xtask play --engine` holds one.

use cvpages::{
    Act, AnyGame, Color, Game, GameResult, OpenError, Outcome, PlayError, Playable, PlayerAct,
};
use engine::Engine;
use engine::Limits;
use engine::Score;
use std::time::Duration;
use thiserror::Error;

/// What the engine thought of the position it played from.
#[derive(Debug, Clone, PartialEq)]
pub struct Thought {
    /// The turn played, in the variant's notation.
    pub turn: String,
    /// Its score for the side that played it.
    pub score: Score,
    /// The depth searched to the end, in turns.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Turns made.
    pub turns: u64,
    /// The time taken.
    pub elapsed: Duration,
    /// The line expected after it, in notation.
    pub line: Vec<String>,
}

/// Why the engine did not play.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EngineTurnError {
    /// The game had ended.
    #[error("the game is over ({0}): the engine has no turn to play")]
    GameOver(Outcome),
    /// No legal turn was found (or none before the limit).
    #[error("the engine found no turn to play")]
    NoTurn,
    /// The game refused the turn chosen (a bug in the engine).
    #[error(transparent)]
    Refused(#[from] PlayError),
    /// The game refused the act chosen (a bug in the engine).
    #[error("the engine's act was refused: {0}")]
    Act(String),
}

/// A game whose next turn the engine can play: every [`Game`] of a
/// variant the registry holds is one.
pub trait EngineGame: AnyGame + Send {
    /// Searches the current position within `limits` and plays the best
    /// turn found.
    ///
    /// # Errors
    /// [`EngineTurnError`] if the game is over or no turn was found.
    fn play_engine_turn(&mut self, limits: &Limits) -> Result<Thought, EngineTurnError>;

    /// What the engine does between turns, before its turn, if anything:
    /// with a claim open to it, it claims a win at once and a draw when its
    /// search (within `limits`) does not score it ahead; with the
    /// opponent's draw offer standing, it accepts when not ahead and
    /// declines otherwise. Returns the act made (its game file line), or
    /// `None` when there was nothing to answer or claim.
    ///
    /// # Errors
    /// [`EngineTurnError::GameOver`] if the game is over.
    fn engine_act(&mut self, limits: &Limits) -> Result<Option<PlayerAct>, EngineTurnError>;
}

impl<V: Playable> EngineGame for Game<V> {
    fn play_engine_turn(&mut self, limits: &Limits) -> Result<Thought, EngineTurnError> {
        if let Some(outcome) = Game::outcome(self) {
            return Err(EngineTurnError::GameOver(outcome));
        }
        let variant = self.variant();
        let position = self.position().clone();
        let mut engine = Engine::new(variant);
        let result = engine.search(variant, &position, self.history(), limits);
        let Some(best) = result.best.clone() else {
            return Err(EngineTurnError::NoTurn);
        };
        let mut line = Vec::new();
        let mut at = position.clone();
        for turn in &result.pv {
            line.push(variant.write_turn(&at, turn));
            at = variant.play_turn_unchecked(&at, turn);
        }
        let turn = self.play_turn(&best)?;
        Ok(Thought {
            turn,
            score: result.score,
            depth: result.depth,
            nodes: result.counters.nodes,
            turns: result.counters.turns,
            elapsed: result.elapsed,
            line: line.into_iter().skip(1).collect(),
        })
    }

    fn engine_act(&mut self, limits: &Limits) -> Result<Option<PlayerAct>, EngineTurnError> {
        if let Some(outcome) = Game::outcome(self) {
            return Err(EngineTurnError::GameOver(outcome));
        }
        let side = self.side_to_move();
        let open: Vec<(&'static str, Outcome)> = Game::open_claims(self, side)
            .into_iter()
            .filter_map(|claim| {
                let verdict = self
                    .variant()
                    .claim(self.position(), self.history(), side, claim);
                verdict.ok().map(|outcome| (claim, outcome))
            })
            .collect();
        let offer = Game::draw_offer(self) == Some(!side);
        let Some(act) = choose_act(side, &open, offer, || engine_score(self, limits).0 > 0) else {
            return Ok(None);
        };
        let act = PlayerAct { player: side, act };
        Game::act(self, &act).map_err(|e| EngineTurnError::Act(e.to_string()))?;
        Ok(Some(act))
    }
}

/// The engine's score of `game`'s position for the side to move, searched
/// within `limits`.
fn engine_score<V: Playable>(game: &Game<V>, limits: &Limits) -> Score {
    let mut engine = Engine::new(game.variant());
    engine
        .search(game.variant(), game.position(), game.history(), limits)
        .score
}

/// The act the engine makes given the claims `open` to `side`, with the
/// results they give (`verdicts`), whether the opponent's draw offer
/// stands, and whether it is ahead (its search's score above 0).
fn choose_act(
    side: Color,
    open: &[(&'static str, Outcome)],
    offer: bool,
    ahead: impl FnOnce() -> bool,
) -> Option<Act> {
    if let Some((claim, _)) = open.iter().find(|(_, o)| o.result == GameResult::Win(side)) {
        return Some(Act::Claim(claim.to_string()));
    }
    let draw = open.iter().find(|(_, o)| o.result == GameResult::Draw);
    if draw.is_none() && !offer {
        return None;
    }
    let ahead = ahead();
    match (draw, offer) {
        (Some((claim, _)), _) if !ahead => Some(Act::Claim(claim.to_string())),
        (_, true) if !ahead => Some(Act::AcceptDraw),
        (_, true) => Some(Act::DeclineDraw),
        _ => None,
    }
}

impl std::fmt::Debug for dyn EngineGame + '_ {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineGame")
            .field("variant", &self.variant_name())
            .field("position", &self.position_text())
            .finish()
    }
}

/// How [`open`] holds a game: as an [`EngineGame`].
struct AsEngineGame;

impl cvpages::GameBox for AsEngineGame {
    type Boxed = Box<dyn EngineGame>;

    fn boxed<V: Playable>(game: Game<V>) -> Self::Boxed {
        Box::new(game)
    }
}

/// A game of the variant `name` with `options` from its start, or from the
/// position `start` in the variant's position text, that the engine can
/// play: [`cvpages::open`] and [`cvpages::open_at`] for the engine.
///
/// # Errors
/// [`OpenError`]: an unknown name, options or position text the variant
/// refuses.
///
/// # Examples
/// ```
/// use analysis::game::{open, EngineGame};
/// use engine::Limits;
/// let mut game = open("forward", "", None).unwrap();
/// game.play("e4").unwrap();
/// let thought = game.play_engine_turn(&Limits::depth(2)).unwrap();
/// assert_eq!(game.played().len(), 2);
/// assert_eq!(game.played()[1], thought.turn);
/// ```
pub fn open(
    name: &str,
    options: &str,
    start: Option<&str>,
) -> Result<Box<dyn EngineGame>, OpenError> {
    cvpages::open_as::<AsEngineGame>(name, options, start)
}
