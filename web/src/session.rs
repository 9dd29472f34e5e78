//! A game built step by step, the same code for every variant: the page
//! asks for the legal next steps of the turn being built (each with its
//! squares, for clicks, and its words, from the variant's own notation and
//! events), plays one, takes one back, and the turn is played on the game
//! once the variant says it has ended.
//!
//! [`StepGame`] is generic over [`kernel::Variant`]; [`Session`] is the same
//! behind an object-safe trait, opened by name through the registry
//! ([`open`]).

use crate::completion::Completion;
use crate::drawing;
use cvpages::{Game, GameFile, Playable, Task};
use engine::{Engine, Limits};
use kernel::coordinates::CoordinateStep;
use kernel::excerpt::Excerpt;
use kernel::scene::Event;
use serde_json::{json, Value};

/// The most turns a game file loaded into a page may have.
pub const MAX_LOADED_TURNS: usize = 5_000;

/// A game in a page, whatever its variant: see the [module docs](self).
pub trait Session: Send {
    /// Everything the page draws, as JSON (see [`StepGame::state`]).
    fn state(&self) -> Value;
    /// The key to the pieces and the notation.
    fn legend(&self) -> Value;
    /// Plays the `index`th of the next steps the state lists.
    ///
    /// # Errors
    /// A number past the list.
    fn play_step(&mut self, index: usize) -> Result<(), String>;
    /// Takes back the last step of the turn being built, or, if none has
    /// been taken, the last turn played. Returns what was taken back.
    fn undo(&mut self) -> Option<String>;
    /// Plays a whole turn in the variant's notation, or in coordinates if
    /// it does not read as notation; a turn being built is dropped first.
    ///
    /// # Errors
    /// The library's one-line message.
    fn play_turn(&mut self, text: &str) -> Result<String, String>;
    /// The current position as the variant's position text.
    fn position_text(&self) -> String;
    /// The legal turns in the variant's notation.
    fn legal_turns(&self) -> Vec<String>;
    /// The legal turns in coordinates.
    fn coordinate_turns(&self) -> Vec<String>;
    /// The game as a game file.
    fn game_file(&self, title: &str, source: &str) -> String;
    /// The engine's best turn within `limits` (not played), with its
    /// score for the side to move: `{"turn", "score", "side", "depth",
    /// "nodes", "ms"}`.
    ///
    /// # Errors
    /// The game is over, or no turn was found.
    fn best_turn(&self, limits: &Limits) -> Result<Value, String>;
}

/// A next step as the page offers it.
#[derive(Debug, Clone)]
struct NextStep<S> {
    step: S,
    /// The step alone in the variant's notation.
    text: String,
    coordinates: Option<CoordinateStep>,
    events: Vec<Event>,
}

/// A game and the turn being built in it.
pub struct StepGame<V: Playable> {
    game: Game<V>,
    /// The position after the steps taken so far in this turn.
    at: V::Position,
    /// The steps taken so far.
    steps: Vec<V::Step>,
    /// The events of each step taken.
    events: Vec<Event>,
    /// The legal next steps at `at`.
    next: Vec<NextStep<V::Step>>,
    completion: Completion<V::Position>,
}

impl<V: Playable> StepGame<V> {
    /// Builds the turn-building state of `game`, at a turn boundary.
    pub fn new(game: Game<V>) -> StepGame<V> {
        let at = game.position().clone();
        let mut built = StepGame {
            game,
            at,
            steps: Vec::new(),
            events: Vec::new(),
            next: Vec::new(),
            completion: Completion::default(),
        };
        built.refresh();
        built
    }

    /// The game.
    pub fn game(&self) -> &Game<V> {
        &self.game
    }

    /// Lists the next steps at `at`: those from which the turn can still
    /// be finished legally.
    fn refresh(&mut self) {
        self.next.clear();
        if self.game.outcome().is_some() {
            return;
        }
        let variant = self.game.variant();
        let start = self.game.position();
        let mut candidates = Vec::new();
        variant.steps(&self.at, &mut candidates);
        for step in candidates {
            let mut after = self.at.clone();
            variant.play_step(&mut after, step);
            if !self.completion.can_finish(variant, start, &after) {
                continue;
            }
            self.next.push(NextStep {
                step,
                text: variant.write_step(&self.at, step),
                coordinates: variant.coordinate_step(&self.at, step),
                events: variant.events(&self.at, step),
            });
        }
    }

    /// Begins the turn again from the game's position.
    fn reset_turn(&mut self) {
        self.at = self.game.position().clone();
        self.steps.clear();
        self.events.clear();
        self.completion.clear();
        self.refresh();
    }

    /// Plays `step` (one of the listed next steps); when it ends the turn,
    /// the turn is played on the game.
    fn take(&mut self, index: usize) -> Result<(), String> {
        let Some(next) = self.next.get(index).cloned() else {
            return Err(format!(
                "step {index} is not one of the {} next steps",
                self.next.len()
            ));
        };
        let variant = self.game.variant();
        variant.play_step(&mut self.at, next.step);
        self.steps.push(next.step);
        self.events.extend(next.events);
        if variant.in_turn(&self.at) {
            self.refresh();
            return Ok(());
        }
        let steps = std::mem::take(&mut self.steps);
        let played = self.game.play_turn(&steps);
        self.reset_turn();
        played.map(|_| ()).map_err(|e| e.to_string())
    }

    /// Everything the page draws, as JSON: `variant`, `options`,
    /// `toMove`, `check`, `outcome` (words, or `null`), `position` (the
    /// position text), `scene` (as board.js draws it, with `before`, the
    /// board at the turn's start, and `events`, those of the turn so far)
    /// or `diagram`, `inTurn`, `turnSoFar` (the steps taken, in notation),
    /// `steps` (each step taken alone), `events`, `next` (each legal next
    /// step: `text`, `coordinates`, `from` and `to` squares as `[file,
    /// rank]` or `null`, `off` when it leaves the board, `events`, the
    /// lines of its events), `unchecked` (whether the search that lists
    /// them ran out of budget), `turns` (`[label, notation]` each) and
    /// `canUndo`.
    pub fn state(&self) -> Value {
        let variant = self.game.variant();
        let start = self.game.position();
        let mut scene = match variant.scene(&self.at) {
            Some(scene) => drawing::scene(&scene),
            None => Value::Null,
        };
        if let Value::Object(map) = &mut scene {
            if !self.steps.is_empty() {
                if let Some(before) = variant.scene(start) {
                    map.insert("before".into(), drawing::board(&before).into());
                }
            }
            map.insert("events".into(), drawing::events(&self.events));
        }
        let next: Vec<Value> = self
            .next
            .iter()
            .map(|n| {
                let (from, to, off) = match n.coordinates {
                    Some(CoordinateStep::Move { from, to, .. })
                    | Some(CoordinateStep::MoveAndStop { from, to }) => {
                        (Some(from), Some(to), false)
                    }
                    Some(CoordinateStep::Off { from }) => (Some(from), None, true),
                    Some(CoordinateStep::Stays { at }) => (Some(at), Some(at), false),
                    Some(CoordinateStep::Null) | None => (None, None, false),
                };
                json!({
                    "text": n.text,
                    "coordinates": n.coordinates.map(|c| c.to_string()).unwrap_or_default(),
                    "from": drawing::square(from),
                    "to": drawing::square(to),
                    "off": off,
                    "events": n.events.iter().map(|e| e.text.as_str()).collect::<Vec<_>>(),
                })
            })
            .collect();
        let mut before = start.clone();
        let steps: Vec<String> = self
            .steps
            .iter()
            .map(|&s| {
                let text = variant.write_step(&before, s);
                variant.play_step(&mut before, s);
                text
            })
            .collect();
        let turns: Vec<Value> = self
            .game
            .turns()
            .iter()
            .map(|t| json!([t.label(), t.notation()]))
            .collect();
        json!({
            "variant": variant.name(),
            "options": self.game.options(),
            "toMove": drawing::side(variant.side_to_move(&self.at)),
            "check": self.steps.is_empty() && self.game.in_check(),
            "outcome": self.game.outcome().map(|o| o.to_string()),
            "position": self.game.position_text(),
            "scene": scene,
            "diagram": variant.diagram(&self.at),
            "inTurn": !self.steps.is_empty(),
            "turnSoFar": if self.steps.is_empty() { String::new() } else { self.game.write_turn(&self.steps) },
            "steps": steps,
            "events": drawing::events(&self.events),
            "next": next,
            "unchecked": self.completion.exhausted,
            "turns": turns,
            "canUndo": !self.steps.is_empty() || !self.game.turns().is_empty(),
        })
    }
}

impl<V: Playable> Session for StepGame<V> {
    fn state(&self) -> Value {
        StepGame::state(self)
    }

    fn legend(&self) -> Value {
        drawing::legend(&self.game.variant().legend())
    }

    fn play_step(&mut self, index: usize) -> Result<(), String> {
        self.take(index)
    }

    fn undo(&mut self) -> Option<String> {
        if let Some(last) = self.steps.pop() {
            let variant = self.game.variant();
            let mut at = self.game.position().clone();
            let mut events = Vec::new();
            let mut text = String::new();
            for (i, &s) in self.steps.iter().chain(std::iter::once(&last)).enumerate() {
                if i == self.steps.len() {
                    text = variant.write_step(&at, s);
                    break;
                }
                events.extend(variant.events(&at, s));
                variant.play_step(&mut at, s);
            }
            self.at = at;
            self.events = events;
            self.refresh();
            return Some(text);
        }
        let undone = self.game.undo().map(|u| match u {
            cvpages::Undone::Turn { notation, .. } => notation,
            cvpages::Undone::Claim(claim) => format!("the claim {}", claim.claim),
            cvpages::Undone::Act(act) => act.to_string(),
        });
        self.reset_turn();
        undone
    }

    fn play_turn(&mut self, text: &str) -> Result<String, String> {
        self.reset_turn();
        let played = match self.game.play(text) {
            Ok(played) => Ok(played),
            Err(notation) => self
                .game
                .play_coordinates(text)
                .map_err(|_| notation.to_string()),
        };
        self.reset_turn();
        played
    }

    fn position_text(&self) -> String {
        self.game.position_text()
    }

    fn legal_turns(&self) -> Vec<String> {
        self.game
            .legal_turns()
            .iter()
            .map(|t| self.game.write_turn(t))
            .collect()
    }

    fn coordinate_turns(&self) -> Vec<String> {
        self.game.coordinate_turns()
    }

    fn game_file(&self, title: &str, source: &str) -> String {
        self.game.game_file(title, source)
    }

    fn best_turn(&self, limits: &Limits) -> Result<Value, String> {
        if let Some(outcome) = self.game.outcome() {
            return Err(format!(
                "the game is over ({outcome}): the engine has no turn to play"
            ));
        }
        let variant = self.game.variant();
        let position = self.game.position();
        let mut engine = Engine::new(variant);
        let result = engine.search(variant, position, self.game.history(), limits);
        let best = result.best.ok_or("the engine found no turn to play")?;
        Ok(json!({
            "turn": self.game.write_turn(&best),
            "score": result.score.to_string(),
            "side": drawing::side(variant.side_to_move(position)),
            "depth": result.depth,
            "nodes": result.counters.nodes,
            "ms": u64::try_from(result.elapsed.as_millis()).unwrap_or(u64::MAX),
        }))
    }
}

/// Why a game could not be opened in a page: the library's one line.
pub type OpenError = String;

struct Open<'a> {
    options: &'a str,
    start: Option<&'a str>,
    file: Option<&'a GameFile>,
}

impl Task for Open<'_> {
    type Output = Result<Box<dyn Session>, OpenError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let name = variant.name().to_string();
        let mut game = Game::with_options(self.options, |_| Ok::<V, String>(variant))?;
        if let Some(text) = self.start.filter(|t| !t.trim().is_empty()) {
            game.set_start(text)
                .map_err(|e| format!("variant '{name}': bad position text: {e}"))?;
        }
        if let Some(file) = self.file {
            if file.turns.len() > MAX_LOADED_TURNS {
                return Err(format!(
                    "the game file has {} turns: a page loads at most {MAX_LOADED_TURNS}",
                    file.turns.len()
                ));
            }
            for turn in &file.turns {
                game.play(&turn.text).map_err(|e| {
                    format!(
                        "line {}: {} {}: {e}",
                        turn.line,
                        turn.number,
                        Excerpt::new(&turn.text)
                    )
                })?;
            }
        }
        Ok(Box::new(StepGame::new(game)))
    }
}

/// A game of the variant `name` with `options`, from the position text
/// `start` if it is not empty.
///
/// # Errors
/// The registry's one line: an unknown name, options or a position the
/// variant refuses.
pub fn open(name: &str, options: &str, start: &str) -> Result<Box<dyn Session>, OpenError> {
    let task = Open {
        options,
        start: Some(start),
        file: None,
    };
    cvpages::with_variant(name, options, task).map_err(|e| e.to_string())?
}

/// The game of a game file's main line, at its end.
///
/// # Errors
/// The file does not read, names no variant, or a turn of it is not
/// legal: the line and why.
pub fn load(text: &str) -> Result<Box<dyn Session>, OpenError> {
    let file = GameFile::parse(text).map_err(|e| e.to_string())?;
    let task = Open {
        options: &file.options,
        start: file.start.as_deref(),
        file: Some(&file),
    };
    cvpages::with_variant(&file.variant, &file.options, task).map_err(|e| e.to_string())?
}
