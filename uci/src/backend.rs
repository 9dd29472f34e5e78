//! The engine and the game of one variant behind a UCI session, with the
//! variant's types hidden ([`Backend`]): the session sets the position,
//! searches it and writes the answer in the coordinate notation.

use crate::info::info_line;
use cvpages::{Game, OpenError, Playable, Task};
use engine::table::Entry;
use engine::{Engine, Limits};
use kernel::Variant;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// The `Hash` option: megabytes of transposition table, by default and
/// at most.
pub const HASH_DEFAULT_MB: u64 = 16;
/// The largest `Hash`.
pub const HASH_MAX_MB: u64 = 1024;

/// A variant's engine and the game it is searching, kept from one
/// `position` to the next so that the engine's table and history carry
/// over between the turns of a game.
pub trait Backend: Send {
    /// Sets the position: the variant's start (`fen` `None`) or the
    /// position text `fen`, then `moves` in the coordinate notation. On
    /// an error the position is marked unusable until the next
    /// `position` that reads, so that `go` does not search a position
    /// the GUI did not mean.
    ///
    /// # Errors
    /// One line: the position text is refused, or which move is not
    /// legal and why.
    fn set_position(&mut self, fen: Option<&str>, moves: &[String]) -> Result<(), String>;

    /// Forgets what the engine learnt (a new game).
    fn new_game(&mut self);

    /// The side to move, or an error when the last `position` was refused.
    ///
    /// # Errors
    /// The position is unusable.
    fn side_to_move(&self) -> Result<kernel::Color, String>;

    /// Searches the position within `limits` (stopping early once `stop`
    /// is set), writing an `info` line after each depth to `say`, and
    /// returns `bestmove`'s argument: the best turn in coordinates, or
    /// `(none)` when there is none (the game is over).
    fn search(
        &mut self,
        limits: &Limits,
        stop: Arc<AtomicBool>,
        say: &mut dyn FnMut(&str),
    ) -> String;
}

/// [`Backend`] for one variant.
struct VariantBackend<V: Playable> {
    /// The start position's text, which `position startpos` sets.
    start: String,
    game: Game<V>,
    usable: bool,
    engine: Engine<V>,
}

/// Opens the variant `name` with `options` and a table of `hash_mb`
/// megabytes, at its start position.
///
/// # Errors
/// The registry's [`OpenError`]: unknown name or refused options.
pub fn open(name: &str, options: &str, hash_mb: u64) -> Result<Box<dyn Backend>, OpenError> {
    cvpages::with_variant(name, options, OpenBackend { hash_mb })
}

struct OpenBackend {
    hash_mb: u64,
}

impl Task for OpenBackend {
    type Output = Box<dyn Backend>;

    fn run<V: Playable>(self, variant: V) -> Box<dyn Backend> {
        let engine = Engine::with_table_bits(&variant, table_bits::<V>(self.hash_mb));
        let start = variant.write_position(&variant.start_position());
        Box::new(VariantBackend {
            game: Game::new(variant),
            start,
            usable: true,
            engine,
        })
    }
}

/// The table's size in bits for `mb` megabytes: the most slots whose
/// entries (of this variant's step) fit, from 2^4 to 2^26.
fn table_bits<V: Variant>(mb: u64) -> u32 {
    let entry = std::mem::size_of::<Option<Entry<V::Step>>>().max(1) as u64;
    let slots = (mb.clamp(1, HASH_MAX_MB) << 20) / entry;
    slots.max(1).ilog2().clamp(4, 26)
}

impl<V: Playable> Backend for VariantBackend<V> {
    fn set_position(&mut self, fen: Option<&str>, moves: &[String]) -> Result<(), String> {
        self.usable = false;
        let game = &mut self.game;
        match fen {
            Some(text) => game.set_start(text),
            None => game.set_start(&self.start),
        }
        .map_err(|e| format!("position fen: {e}"))?;
        for (i, turn) in moves.iter().enumerate() {
            game.play_coordinates(turn)
                .map_err(|e| format!("position: move {}: {e}", i + 1))?;
        }
        self.usable = true;
        Ok(())
    }

    fn new_game(&mut self) {
        self.engine.clear();
    }

    fn side_to_move(&self) -> Result<kernel::Color, String> {
        if self.usable {
            Ok(self.game.side_to_move())
        } else {
            Err("no position to search: the last position command was refused".to_string())
        }
    }

    fn search(
        &mut self,
        limits: &Limits,
        stop: Arc<AtomicBool>,
        say: &mut dyn FnMut(&str),
    ) -> String {
        if let Err(e) = self.side_to_move() {
            say(&format!("info string {e}"));
            return "(none)".to_string();
        }
        let variant = self.game.variant();
        let position = self.game.position();
        self.engine.set_stop(Some(stop));
        let result = self.engine.search_reporting(
            variant,
            position,
            self.game.history(),
            limits,
            &mut |iteration| say(&info_line(variant, position, iteration)),
        );
        self.engine.set_stop(None);
        match &result.best {
            Some(best) => self.game.write_coordinates(best),
            None => {
                if let Some(outcome) = self.game.outcome() {
                    say(&format!("info string the game is over: {outcome}"));
                }
                "(none)".to_string()
            }
        }
    }
}
