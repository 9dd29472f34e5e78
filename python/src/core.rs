//! The game a `cvpages.Game` holds: any [`Game`] of a variant the registry
//! knows, behind [`Core`], which is [`AnyGame`] (the registry's game by
//! name, turns as text) with what the Python class needs beyond it: the
//! engine's search, and being shared between Python threads (`Sync`).
//! Everything here is written against the public surface of the `cvpages`
//! registry, the kernel's `Game` and the engine's `Engine` and `Limits`.

use crate::errors::{Failure, Kind};
use cvpages::{AnyGame, Game, Playable};
use engine::{Engine, Limits};
use std::time::Duration;

/// What the engine found: the turn it would play and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best turn, in the variant's notation.
    pub turn: String,
    /// Its score for the side to move, as the engine writes it (`+0.35`,
    /// `win in 2`).
    pub score: String,
    /// The score in hundredths of a Pawn, unless it is a won or lost game.
    pub centipawns: Option<i32>,
    /// For a won or lost game, the winner's turns it takes: positive when
    /// the side to move wins.
    pub mate: Option<i32>,
    /// The last depth searched to the end, in turns.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The time the search took.
    pub elapsed: Duration,
    /// The line expected, the best turn first, in notation.
    pub line: Vec<String>,
}

/// A game of any variant, as a `cvpages.Game` holds it.
pub trait Core: AnyGame + Send + Sync {
    /// Searches the current position with the engine within `limits`.
    ///
    /// # Errors
    /// [`Kind::GameOver`] once the game has ended.
    fn search(&self, limits: &Limits) -> Result<Found, Failure>;

    /// The position the game started from, as position text.
    fn start_text(&self) -> String;
}

impl<V: Playable> Core for Game<V> {
    fn search(&self, limits: &Limits) -> Result<Found, Failure> {
        if let Some(outcome) = Game::outcome(self) {
            return Err(Failure::new(
                Kind::GameOver,
                format!("the game is over ({outcome}): the engine has no turn to play"),
            ));
        }
        let variant = self.variant();
        let position = self.position();
        let mut engine = Engine::new(variant);
        let result = engine.search(variant, position, self.history(), limits);
        let Some(best) = result.best.as_ref() else {
            return Err(Failure::new(
                Kind::GameOver,
                "the engine found no turn to play: the position has none",
            ));
        };
        let turn = variant.write_turn(position, best);
        let mut line = Vec::new();
        let mut at = position.clone();
        for step in &result.pv {
            line.push(variant.write_turn(&at, step));
            at = variant.play_turn_unchecked(&at, step);
        }
        if line.first() != Some(&turn) {
            line = vec![turn.clone()];
        }
        let score = result.score;
        Ok(Found {
            turn,
            score: score.to_string(),
            centipawns: (!score.is_decisive()).then_some(score.0),
            mate: score.turns_to_win(),
            depth: result.depth,
            nodes: result.counters.nodes,
            elapsed: result.elapsed,
            line,
        })
    }

    fn start_text(&self) -> String {
        self.variant().write_position(self.start())
    }
}

/// The [`Task`] that opens a game by name, options and start position.
/// How [`open`] holds a game: as a [`Core`].
struct AsCore;

impl cvpages::GameBox for AsCore {
    type Boxed = Box<dyn Core>;

    fn boxed<V: Playable>(game: Game<V>) -> Self::Boxed {
        Box::new(game)
    }
}

/// A game of the variant `name` with `options`, from its start or from
/// the position text `start`.
///
/// # Errors
/// [`Kind::Option`] for an unknown name or options the variant refuses,
/// [`Kind::Unreadable`] for a position text it refuses.
pub fn open(name: &str, options: &str, start: Option<&str>) -> Result<Box<dyn Core>, Failure> {
    cvpages::open_as::<AsCore>(name, options, start).map_err(Failure::from)
}
