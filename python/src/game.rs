//! `cvpages.Game`: a game of any variant in progress, its turns as text.

use crate::args;
use crate::core::{self, Core};
use crate::errors::{Failure, Kind};
use crate::outcome::PyOutcome;
use crate::search::{self, PyAnalysis};
use kernel::acts::{Act, PlayerAct};
use kernel::{Color, Outcome};
use pyo3::prelude::*;
use pyo3::types::{PyIterator, PyList, PyString};

/// A game of a variant in progress: the position, the turns played, and the
/// rules that check each new turn and judge the end.
///
/// ``Game(variant, options='', position=None)`` starts a game of the
/// variant named ``variant`` (see ``cvpages.variants()``), with its
/// ``options`` text (``'armies=nutty-knights,fabulous-fides'``, as a game
/// file's ``options:`` line), from its start or from ``position``, a
/// position text of the variant (FEN for the chess-like games).
///
/// Turns are text in the variant's own notation (``play``,
/// ``legal_turns``), or in the coordinate notation every variant also
/// reads (``play_coordinates``, ``legal_coordinates``: ``'e2e4'``,
/// ``'e7e8q'``, ``'e4e6,g1f3'`` for a turn of two steps). Iterating over a
/// game gives its legal turns. ``repr()`` shows the position text, ``str()``
/// the diagram.
///
/// Raises ``OptionError`` for an unknown variant or options it refuses,
/// ``UnreadableError`` for a position text it refuses.
#[pyclass(module = "cvpages", name = "Game")]
pub struct PyGame {
    game: Box<dyn Core>,
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(
        signature = (variant, options = None, position = None),
        text_signature = "(variant, options='', position=None)"
    )]
    fn new(
        py: Python<'_>,
        variant: &Bound<'_, PyString>,
        options: Option<&Bound<'_, PyString>>,
        position: Option<&Bound<'_, PyString>>,
    ) -> PyResult<PyGame> {
        let variant = args::text(variant, "variant")?;
        let options = args::optional_text(options, "options")?.unwrap_or_default();
        let position = args::optional_text(position, "position")?;
        let game = py.detach(move || core::open(&variant, &options, position.as_deref()))?;
        Ok(PyGame { game })
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> String {
        self.game.variant_name().to_string()
    }

    /// The options text the game was made with (empty for the standard
    /// game).
    #[getter]
    fn options(&self) -> String {
        self.game.options().to_string()
    }

    /// The current position as the variant's position text.
    #[getter]
    fn position(&self) -> String {
        self.game.position_text()
    }

    /// The position the game started from, as position text.
    #[getter]
    fn start_position(&self) -> String {
        self.game.start_text()
    }

    /// The turns played, oldest first, as the variant wrote them.
    #[getter]
    fn turns(&self) -> Vec<String> {
        self.game.played()
    }

    /// The side to move: ``'white'`` or ``'black'``.
    #[getter]
    fn side_to_move(&self) -> &'static str {
        self.game.side_to_move().name()
    }

    /// Every legal turn of the position in the variant's notation, each
    /// distinct resulting position once; empty once the game is over.
    fn legal_turns(&self, py: Python<'_>) -> Vec<String> {
        let game = &self.game;
        py.detach(|| game.legal_turns())
    }

    /// The legal turns in the coordinate notation (``'e2e4'``,
    /// ``'e4e6,g1f3'``), in the order of ``legal_turns()``.
    fn legal_coordinates(&self, py: Python<'_>) -> Vec<String> {
        let game = &self.game;
        py.detach(|| game.coordinate_turns())
    }

    /// How many legal turns there are (without writing them).
    fn count_legal_turns(&self, py: Python<'_>) -> u64 {
        let game = &self.game;
        py.detach(|| game.count_legal_turns())
    }

    /// Reads ``turn`` in the variant's notation, checks it and plays it;
    /// returns it as the variant writes it (``'Nf3'`` for ``'Ng1-f3'``).
    ///
    /// Raises ``UnreadableError`` if the text names no turn of the
    /// position, ``IllegalTurnError`` if it names one the rules do not
    /// allow, ``GameOverError`` once the game has ended; the game is then
    /// unchanged.
    fn play(&mut self, py: Python<'_>, turn: &Bound<'_, PyString>) -> PyResult<String> {
        let turn = args::text(turn, "turn")?;
        let game = &mut self.game;
        Ok(py.detach(move || game.play(&turn).map_err(Failure::from))?)
    }

    /// Reads a turn in the coordinate notation (``'e2e4'``, ``'e7e8q'``,
    /// ``'e4e6,g1f3'``), checks it and plays it; returns it as the variant
    /// writes it in its own notation. Raises as ``play``.
    fn play_coordinates(&mut self, py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<String> {
        let text = args::text(text, "turn")?;
        let game = &mut self.game;
        Ok(py.detach(move || game.play_coordinates(&text).map_err(Failure::from))?)
    }

    /// Takes back the last turn or act (a claim, a draw offer or its
    /// answer, a resignation) and returns how it was written (``'e4'``,
    /// ``'white offers draw'``); ``None`` at the start.
    fn undo(&mut self) -> Option<String> {
        self.game.undo()
    }

    /// How the game ended (an ``Outcome``), or ``None`` while it goes on.
    fn outcome(&self) -> Option<PyOutcome> {
        self.game.outcome().map(PyOutcome::from)
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.in_check()
    }

    /// The position drawn for people, as ``str()`` gives it.
    fn diagram(&self) -> String {
        self.game.diagram()
    }

    /// The game as a game file (the format of the workspace's
    /// ``GAMES.md``), which ``cvpages.replay`` and ``cargo xtask
    /// verify-games`` replay. ``title`` and ``source`` are each written on
    /// one line.
    #[pyo3(signature = (title, source))]
    fn game_file(
        &self,
        title: &Bound<'_, PyString>,
        source: &Bound<'_, PyString>,
    ) -> PyResult<String> {
        let title = args::text(title, "title")?;
        let source = args::text(source, "source")?;
        Ok(self.game.game_file(&title, &source))
    }

    /// The claims a player may make in this variant (Forward Chess's
    /// ``'fifty-move-win'``); empty where there are none.
    fn claims(&self) -> Vec<&'static str> {
        self.game.claims()
    }

    /// The claims ``side`` (``'white'`` or ``'black'``) may make now that
    /// the rules would accept (``['threefold-repetition']``); empty once
    /// the game is over.
    ///
    /// Raises ``OptionError`` for a side that is neither.
    fn open_claims(&self, side: &Bound<'_, PyString>) -> PyResult<Vec<&'static str>> {
        let side = args::side(side)?;
        Ok(self.game.open_claims(side))
    }

    /// ``side`` (``'white'`` or ``'black'``) makes the claim named
    /// ``claim`` (one of ``claims()``); an accepted claim ends the game,
    /// and its ``Outcome`` is returned.
    ///
    /// Raises ``OptionError`` for a side or claim the variant does not
    /// know, ``IllegalTurnError`` when a condition of the claim does not
    /// hold (the message says which), ``GameOverError`` once the game has
    /// ended.
    fn claim(
        &mut self,
        side: &Bound<'_, PyString>,
        claim: &Bound<'_, PyString>,
    ) -> PyResult<PyOutcome> {
        let side = args::side(side)?;
        let claim = args::text(claim, "claim")?;
        let outcome = self.game.claim(side, &claim).map_err(Failure::from)?;
        Ok(PyOutcome::from(outcome))
    }

    /// ``side`` resigns: the opponent wins. Either player may resign,
    /// whoever is to move. Returns the ``Outcome``.
    ///
    /// Raises ``OptionError`` for a side that is neither ``'white'`` nor
    /// ``'black'``, ``GameOverError`` once the game has ended.
    fn resign(&mut self, side: &Bound<'_, PyString>) -> PyResult<PyOutcome> {
        let outcome = self.act(side, Act::Resign)?;
        Ok(PyOutcome::from(outcome.ok_or_else(|| {
            Failure::new(Kind::GameOver, "the resignation did not end the game")
        })?))
    }

    /// ``side`` offers a draw, which stands until the opponent accepts or
    /// declines it or plays a turn (``draw_offer`` tells whose stands).
    ///
    /// Raises ``OptionError`` for a side that is neither ``'white'`` nor
    /// ``'black'``, ``IllegalTurnError`` where the variant forbids draws by
    /// agreement (Forward Chess) or the opponent's offer stands,
    /// ``GameOverError`` once the game has ended.
    fn offer_draw(&mut self, side: &Bound<'_, PyString>) -> PyResult<()> {
        self.act(side, Act::OfferDraw)?;
        Ok(())
    }

    /// ``side`` accepts the opponent's standing draw offer: the game is
    /// drawn by agreement, and the ``Outcome`` is returned.
    ///
    /// Raises as ``offer_draw``, and ``IllegalTurnError`` when no offer of
    /// the opponent stands.
    fn accept_draw(&mut self, side: &Bound<'_, PyString>) -> PyResult<PyOutcome> {
        let outcome = self.act(side, Act::AcceptDraw)?;
        Ok(PyOutcome::from(outcome.ok_or_else(|| {
            Failure::new(Kind::GameOver, "the agreement did not end the game")
        })?))
    }

    /// ``side`` declines the opponent's standing draw offer. Raises as
    /// ``accept_draw``.
    fn decline_draw(&mut self, side: &Bound<'_, PyString>) -> PyResult<()> {
        self.act(side, Act::DeclineDraw)?;
        Ok(())
    }

    /// The side whose draw offer stands (``'white'`` or ``'black'``), or
    /// ``None``.
    #[getter]
    fn draw_offer(&self) -> Option<&'static str> {
        self.game.draw_offer().map(Color::name)
    }

    /// The turn the engine would play, in the variant's notation. The
    /// search stops at the first of ``time`` (seconds, up to 3600),
    /// ``depth`` (turns, 1 to 64) and ``nodes`` reached; with none of them
    /// it searches for one second, and a search limited by depth or nodes
    /// alone stops after 60 seconds all the same. Other Python threads run
    /// while it searches.
    ///
    /// Raises ``GameOverError`` once the game has ended, ``OptionError``
    /// for a limit out of range.
    #[pyo3(signature = (*, time = None, depth = None, nodes = None))]
    fn best_turn(
        &self,
        py: Python<'_>,
        time: Option<&Bound<'_, PyAny>>,
        depth: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        Ok(self.analyse(py, time, depth, nodes)?.turn)
    }

    /// What the engine finds in the position (an ``Analysis``: the turn,
    /// its score, the depth reached, the line expected). Limits and errors
    /// as ``best_turn``.
    #[pyo3(signature = (*, time = None, depth = None, nodes = None))]
    fn analyse(
        &self,
        py: Python<'_>,
        time: Option<&Bound<'_, PyAny>>,
        depth: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyAnalysis> {
        let limits = search::limits(time, depth, nodes)?;
        let game = &self.game;
        let found = py.detach(|| game.search(&limits))?;
        Ok(PyAnalysis::from(found))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        PyList::new(py, self.legal_turns(py))?.try_iter()
    }

    fn __str__(&self) -> String {
        self.game.diagram()
    }

    fn __repr__(&self) -> String {
        let options = self.game.options();
        let options = if options.is_empty() {
            String::new()
        } else {
            format!(", {}", python_string(options))
        };
        format!(
            "Game({}{options}, position={})",
            python_string(self.game.variant_name()),
            python_string(&self.game.position_text())
        )
    }
}

impl PyGame {
    /// `side` makes `act`; the outcome if it ended the game.
    fn act(&mut self, side: &Bound<'_, PyString>, act: Act) -> PyResult<Option<Outcome>> {
        let player = args::side(side)?;
        let act = PlayerAct { player, act };
        Ok(self.game.act(&act).map_err(Failure::from)?)
    }
}

/// `text` as a Python string literal: quotes, backslashes and control
/// characters escaped.
fn python_string(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}
