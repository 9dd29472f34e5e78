//! Every cvpages variant and the engine, compiled to WebAssembly for the
//! play pages of the site (`cargo xtask site DIR`), and usable by any
//! other page as pages use ffish.js, Fairy-Stockfish's WebAssembly build.
//!
//! The module is built with `cargo build --target wasm32-unknown-unknown
//! -p cvpages-web --release` and `wasm-bindgen --target no-modules` (the
//! exact version this crate pins); `cargo xtask site` does both and embeds
//! the module in the page's script, so that the site works from `file://`.
//!
//! # The JavaScript API
//!
//! After `wasm_bindgen.initSync({module: bytes})`:
//!
//! ```text
//! const { CvGame, variants } = wasm_bindgen;
//! JSON.parse(variants());            // [{name, description, optionKeys, oneMoveTurns}]
//! const game = CvGame.open("momentum", "armies=nutty-knights,fides", "");
//!                                    // position text in the third argument, or ""
//! const loaded = CvGame.load(gameFileText);  // a game file's main line
//! game.legalTurns();                 // JSON: every legal turn in the variant's notation
//! game.coordinateTurns();            // JSON: the same in coordinates (e2e4, e4e6,g1f3)
//! game.playTurn("e2-e4");            // a whole turn, notation or coordinates; returns it as written
//! const state = JSON.parse(game.state());
//! state.next;                        // the legal next steps of the turn being built
//! game.playStep(0);                  // play the first of them
//! game.undo();                       // take back a step, or the last turn
//! game.positionText(); state.outcome;
//! game.gameFile("title", "source");  // the game as a .game file
//! JSON.parse(game.bestTurn("1s"));   // {turn, score, side, depth, nodes, ms}; blocks: use a Worker
//! ```
//!
//! Every function that takes input throws an `Error` whose message is the
//! library's one line (the same as `cargo xtask play` prints), and no
//! input makes the module panic. [`session::StepGame::state`] documents
//! the state's keys.

#![forbid(unsafe_code)]

pub mod completion;
pub mod drawing;
pub mod session;

use engine::Limits;
use serde_json::json;
use session::Session;
use wasm_bindgen::prelude::*;

/// The variants the module plays, as JSON: `[{"name", "description",
/// "optionKeys", "oneMoveTurns"}]`.
#[wasm_bindgen]
pub fn variants() -> String {
    let list: Vec<_> = cvpages::VARIANTS
        .iter()
        .map(|v| {
            json!({
                "name": v.name,
                "description": v.description,
                "optionKeys": v.option_keys,
                "oneMoveTurns": v.one_move_turns,
            })
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}

/// A game in progress, built turn by turn or step by step.
#[wasm_bindgen]
pub struct CvGame {
    session: Box<dyn Session>,
}

/// An error as JavaScript sees it: an `Error` with the message.
fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

#[wasm_bindgen]
impl CvGame {
    /// Opens the variant `name` with `options` (a game file's `options:`
    /// text, empty for the standard game), from `position` (position text;
    /// empty for the start).
    ///
    /// # Errors
    /// The registry's line: an unknown variant, options or position text
    /// it refuses.
    pub fn open(name: &str, options: &str, position: &str) -> Result<CvGame, JsError> {
        CvGame::open_game(name, options, position).map_err(error)
    }

    /// Loads a game file: its variant, options, start and main line.
    ///
    /// # Errors
    /// The file does not read or a turn is not legal: the line and why.
    pub fn load(text: &str) -> Result<CvGame, JsError> {
        CvGame::load_game(text).map_err(error)
    }

    /// The state of the game and of the turn being built, as JSON (see
    /// [`session::StepGame::state`]).
    pub fn state(&self) -> String {
        self.session.state().to_string()
    }

    /// The key to the game's pieces and notation, as JSON.
    pub fn legend(&self) -> String {
        self.session.legend().to_string()
    }

    /// Plays the `index`th next step of the state's `next`.
    ///
    /// # Errors
    /// An index past the list.
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, index: usize) -> Result<(), JsError> {
        self.session.play_step(index).map_err(error)
    }

    /// Takes back the last step of the turn being built, or the last turn;
    /// returns what it took back, or `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.session.undo()
    }

    /// Plays a whole turn written in the variant's notation or in
    /// coordinates; returns it as the variant writes it.
    ///
    /// # Errors
    /// The library's line: unreadable, not legal, or the game is over.
    #[wasm_bindgen(js_name = playTurn)]
    pub fn play_turn(&mut self, text: &str) -> Result<String, JsError> {
        self.session.play_turn(text).map_err(error)
    }

    /// The current position as the variant's position text.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.session.position_text()
    }

    /// Every legal turn in the variant's notation, as a JSON array.
    #[wasm_bindgen(js_name = legalTurns)]
    pub fn legal_turns(&self) -> String {
        json!(self.session.legal_turns()).to_string()
    }

    /// Every legal turn in coordinates, as a JSON array.
    #[wasm_bindgen(js_name = coordinateTurns)]
    pub fn coordinate_turns(&self) -> String {
        json!(self.session.coordinate_turns()).to_string()
    }

    /// The game as a game file, which `cargo xtask verify-games` replays.
    #[wasm_bindgen(js_name = gameFile)]
    pub fn game_file(&self, title: &str, source: &str) -> String {
        self.session.game_file(title, source)
    }

    /// The engine's best turn within `limit` (`1s`, `250ms`, `10000
    /// nodes`, `depth 4`), not played, as JSON `{turn, score, side, depth,
    /// nodes, ms}`: the score is for `side`, the side to move. It blocks
    /// until the limit: call it in a Web Worker.
    ///
    /// # Errors
    /// A limit that does not read, or a game that is over.
    #[wasm_bindgen(js_name = bestTurn)]
    pub fn best_turn(&self, limit: &str) -> Result<String, JsError> {
        let limits = Limits::parse(limit).map_err(error)?;
        Ok(self.session.best_turn(&limits).map_err(error)?.to_string())
    }
}

impl CvGame {
    /// [`CvGame::open`] with its error as text, for Rust callers.
    ///
    /// # Errors
    /// As [`CvGame::open`].
    pub fn open_game(name: &str, options: &str, position: &str) -> Result<CvGame, String> {
        session::open(name, options, position).map(|session| CvGame { session })
    }

    /// [`CvGame::load`] with its error as text, for Rust callers.
    ///
    /// # Errors
    /// As [`CvGame::load`].
    pub fn load_game(text: &str) -> Result<CvGame, String> {
        session::load(text).map(|session| CvGame { session })
    }

    /// The game, for Rust callers.
    pub fn session(&mut self) -> &mut dyn Session {
        self.session.as_mut()
    }
}
