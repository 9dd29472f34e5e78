//! The game `play` holds: [`TableGame`], an [`EngineGame`] that also
//! shows itself as the game reports do (the key to its pieces and
//! notation, each position's [`kernel::scene::Scene`], each turn's [`Event`]s: the
//! kernel's report model, drawn by its own text methods, so that the
//! terminal and the reports show the same facts the same way), plays a
//! turn as a person writes it ([`crate::play::complete`]) and says why a
//! turn is refused ([`crate::play::explain`]). Every `Game<V>` of a
//! variant the registry holds is one; [`open`] opens one by name and
//! [`load`] from a game file.

use crate::play::complete::{self, Written};
use analysis::game::EngineGame;
use cvpages::{Game, OpenError, Playable, PlayerAct};
use kernel::excerpt::Excerpt;
use kernel::replay::GameFile;
use kernel::scene::{Event, Legend};
use kernel::Variant;

/// A game at the table: what the engine needs to play it, and what a
/// person needs to follow it.
pub trait TableGame: EngineGame {
    /// The key to the game's pieces and notation, as the reports show it.
    fn legend(&self) -> Legend;

    /// The current position as the reports draw it: the board, whose turn
    /// it is, the pieces in motion and where each goes next (the
    /// variant's [`kernel::scene::Scene`]), or its diagram for a variant without one.
    fn picture(&self) -> String;

    /// The events of the last turn played, in the order played (none at
    /// the start).
    fn last_events(&self) -> Vec<Event>;

    /// Plays a turn as a person writes it: the game's notation, its
    /// coordinates, or either with the events the rules force left out
    /// (filled in when only one way exists).
    ///
    /// # Errors
    /// One line saying why no turn was played: the game's reason, the
    /// ways to finish the turn when several exist, and what the piece the
    /// text names may do.
    fn play_written(&mut self, text: &str) -> Result<Written, String>;

    /// A few legal turns of the current position, as examples.
    fn examples(&self, count: usize) -> Vec<String>;

    /// What the pieces `text` names may do now, with how each moves
    /// ([`crate::play::explain::piece_moves`]); `None` when it names no
    /// piece of the side to move.
    fn piece_moves(&self, text: &str) -> Option<String>;
}

impl<V: Playable> TableGame for Game<V> {
    fn legend(&self) -> Legend {
        self.variant().legend()
    }

    fn picture(&self) -> String {
        picture(self.variant(), self.position())
    }

    fn last_events(&self) -> Vec<Event> {
        let Some(last) = self.turns().last() else {
            return Vec::new();
        };
        let variant = self.variant();
        let mut at = last.position_before().clone();
        let mut events = Vec::new();
        for &step in last.steps() {
            events.extend(variant.events(&at, step));
            variant.play_step(&mut at, step);
        }
        events
    }

    fn play_written(&mut self, text: &str) -> Result<Written, String> {
        complete::play_written(self, text)
    }

    fn examples(&self, count: usize) -> Vec<String> {
        complete::examples(self, count)
    }

    fn piece_moves(&self, text: &str) -> Option<String> {
        crate::play::explain::piece_moves(self.variant(), self.position(), text)
    }
}

/// `position` as a report draws it: the variant's scene, or its diagram.
pub fn picture<V: Variant>(variant: &V, position: &V::Position) -> String {
    match variant.scene(position) {
        Some(scene) => scene.text(),
        None => variant.diagram(position),
    }
}

impl std::fmt::Debug for dyn TableGame + '_ {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableGame")
            .field("variant", &self.variant_name())
            .field("position", &self.position_text())
            .finish()
    }
}

/// How [`open`] holds a game: as a [`TableGame`].
struct AsTableGame;

impl cvpages::GameBox for AsTableGame {
    type Boxed = Box<dyn TableGame>;

    fn boxed<V: Playable>(game: Game<V>) -> Self::Boxed {
        Box::new(game)
    }
}

/// A game of the variant `name` with `options`, from its start or from
/// the position text `start`.
///
/// # Errors
/// [`OpenError`]: an unknown name, options or position text the variant
/// refuses.
///
/// # Examples
/// ```
/// let mut game = cvpages_cli::play::table::open("edge-of-world", "", None).unwrap();
/// assert_eq!(game.play_written("R C3:C1").unwrap().text, "R C3:C1");
/// assert!(game.picture().contains("in motion"));
/// ```
pub fn open(
    name: &str,
    options: &str,
    start: Option<&str>,
) -> Result<Box<dyn TableGame>, OpenError> {
    cvpages::open_as::<AsTableGame>(name, options, start)
}

/// The game of a game file, resumed: its variant, options and start, and
/// its main line's turns and acts played in the file's order.
///
/// # Errors
/// One line: the variant or options the registry refuses, the start that
/// does not read, or the first turn or act that cannot be played (with
/// its line of the file).
pub fn load(file: &GameFile) -> Result<Box<dyn TableGame>, String> {
    let mut game =
        open(&file.variant, &file.options, file.start.as_deref()).map_err(|e| e.to_string())?;
    let act_at = |game: &mut Box<dyn TableGame>, turns: usize| -> Result<(), String> {
        for act in file.acts.iter().filter(|a| a.after_turns == turns) {
            if act.refused.is_some() {
                continue;
            }
            let made = PlayerAct {
                player: act.player,
                act: act.act.clone(),
            };
            game.act(&made)
                .map_err(|e| format!("line {}: {}: {e}", act.line, act.label()))?;
        }
        Ok(())
    };
    for (i, turn) in file.turns.iter().enumerate() {
        act_at(&mut game, i)?;
        if let Err(e) = game.play(&turn.text) {
            return Err(format!(
                "line {}: {} {} cannot be played: {e}",
                turn.line,
                turn.label(),
                Excerpt::new(&turn.text)
            ));
        }
    }
    act_at(&mut game, file.turns.len())?;
    Ok(game)
}
