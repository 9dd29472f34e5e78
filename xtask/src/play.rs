//! `cargo xtask play VARIANT [--options TEXT] [--fen TEXT] [--engine
//! white|black|both] [--limit LIMIT]`: a game for two people at one
//! terminal, with the rules enforced, or against the engine.
//!
//! The game is a [`cvpages::AnyGame`], so every variant plays through the
//! same few lines. Standard input is read line by line (so a pipe can
//! drive it): a line is a command word or a turn in the variant's
//! notation. After each turn the board is drawn (the variant's diagram,
//! which lists the pieces in motion where the game has momentum), then
//! check or the end of the game. A line that is not understood gets one
//! line on standard error and the game goes on; nothing a line holds makes
//! it stop but `quit` or the end of the input.
//!
//! Between turns the player to move may act (`offer draw`, `accept`,
//! `decline`, `resign`, `claim NAME`), and either player may, written as a
//! game file writes it (`black resigns`, `white claims fifty-moves`): see
//! `kernel::acts`. The engine answers a draw offer and claims what it will
//! before its turn (`EngineGame::engine_act`).
//!
//! A [`Player`] per side decides where the next turn comes from: a person
//! typing it, or the engine (`--engine white`, `black` or `both`), which
//! searches within `--limit` (`1s` by default; `250ms`, `20000 nodes`,
//! `depth 4`), plays its turn and says what it thought of it. With
//! `--engine both` the engine plays the whole game, which ends at the end
//! of the game (or after [`MAX_ENGINE_TURNS`]) with the game file printed.

use crate::files::{self, Existing, FileError};
use cvpages::{Act, Color, PlayerAct};
use engine::game::EngineGame;
use engine::Limits;
use kernel::excerpt::Excerpt;
use std::io::{BufRead, Read, Write};
use std::path::Path;
use std::time::Duration;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayRequest {
    /// The variant's name (see `cvpages::VARIANTS`).
    pub variant: String,
    /// Its options text, empty for the standard game.
    pub options: String,
    /// The start in the variant's position text, if not the standard one.
    pub fen: Option<String>,
    /// The sides the engine plays.
    pub engine: EngineSides,
    /// How long the engine thinks about each turn.
    pub limits: Limits,
    /// The memory the search listing the turns for `turns` may take, in
    /// bytes ([`TURNS_MEMORY`] on the command line): a position whose
    /// turns need more is refused in one line.
    pub turns_memory: usize,
}

/// The engine's limit when `--limit` is not given: one second a turn.
pub const DEFAULT_LIMITS: Limits = Limits::time(Duration::from_secs(1));

/// The memory the search listing the turns for `turns` may take: the
/// largest Multimove turns of crowded boards (a few million) fit, and the
/// list of their texts takes about as much again.
pub const TURNS_MEMORY: usize = 1 << 30;

/// The most turns a game the engine plays alone (`--engine both`) runs.
pub const MAX_ENGINE_TURNS: usize = 500;

/// The sides the engine plays (`--engine`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EngineSides {
    /// None: two people.
    #[default]
    None,
    /// White.
    White,
    /// Black.
    Black,
    /// Both: the engine plays the whole game.
    Both,
}

impl EngineSides {
    /// Reads `white`, `black` or `both`.
    ///
    /// # Errors
    /// One line naming the three values.
    pub fn parse(text: &str) -> Result<EngineSides, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "white" => Ok(EngineSides::White),
            "black" => Ok(EngineSides::Black),
            "both" => Ok(EngineSides::Both),
            _ => Err(format!(
                "--engine {} must be white, black or both",
                Excerpt::new(text)
            )),
        }
    }

    /// Who plays White and Black.
    fn players(self) -> [Player; 2] {
        use Player::{Engine, Person};
        match self {
            EngineSides::None => [Person, Person],
            EngineSides::White => [Engine, Person],
            EngineSides::Black => [Person, Engine],
            EngineSides::Both => [Engine, Engine],
        }
    }
}

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// A person typing turns on standard input.
    Person,
    /// The engine, within the request's limit.
    Engine,
}

/// The longest line read, in bytes: a turn or a command is short, and a
/// longer line is refused (and skipped) rather than held in memory.
pub const MAX_LINE: usize = 4096;

/// The most legal turns `turns` lists at once; a Multimove position may
/// have a hundred thousand, which `turns TEXT` narrows.
pub const MAX_LISTED: usize = 200;

/// The commands, as `help` lists them.
const HELP: &[(&str, &str)] = &[
    ("<turn>", "play a turn written in the variant's notation"),
    (
        "turns [TEXT]",
        "list the legal turns (those containing TEXT, if given)",
    ),
    ("board", "show the board again"),
    ("position", "show the position text (for --fen)"),
    ("undo", "take back the last turn (or act)"),
    (
        "offer draw",
        "offer a draw; it stands until the opponent answers it or plays a turn",
    ),
    (
        "accept",
        "accept the opponent's draw offer (or 'accept draw')",
    ),
    ("decline", "decline it (or 'decline draw')"),
    ("resign", "resign: the opponent wins"),
    (
        "save FILE",
        "save the game to FILE as a game file, which verify-games replays \
         (an existing FILE is kept: 'save! FILE' replaces it)",
    ),
    ("help", "show this list"),
    ("quit", "end the session (so does the end of the input)"),
];

/// Plays `request` with the lines of `input`, writing the game to `out`
/// and one line per refused input to `err`. Returns the exit status: 2 if
/// the game cannot be opened (bad variant, options or position text), 0
/// when the session ends.
pub fn run(
    request: &PlayRequest,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let opened = engine::game::open(&request.variant, &request.options, request.fen.as_deref());
    let game = match opened {
        Ok(game) => game,
        Err(e) => {
            let _ = writeln!(err, "error: {}", crate::output::one_line(&e.to_string()));
            return crate::output::BAD_INPUT;
        }
    };
    let mut session = Session {
        game,
        players: request.engine.players(),
        limits: request.limits,
        turns_memory: request.turns_memory,
        out,
        err,
    };
    session.welcome();
    let mut line = Vec::new();
    loop {
        let side = session.game.side_to_move();
        let over = session.game.outcome().is_some();
        if session.players == [Player::Engine; 2]
            && (over || session.game.played().len() >= MAX_ENGINE_TURNS)
        {
            session.print_game();
            return 0;
        }
        match session.players[side.index()] {
            Player::Engine if !over => session.engine_turn(),
            Player::Person | Player::Engine => {
                session.prompt();
                line.clear();
                let read = match read_line(input, &mut line) {
                    Ok(read) => read,
                    Err(e) => {
                        session.refuse(&format!("cannot read the input: {e}"));
                        return 0;
                    }
                };
                match read {
                    Line::End => return 0,
                    Line::TooLong => {
                        session.refuse(&format!("the line is longer than {MAX_LINE} bytes"));
                        continue;
                    }
                    Line::Read => {}
                }
                let Ok(text) = std::str::from_utf8(&line) else {
                    session.refuse("the line is not valid UTF-8");
                    continue;
                };
                if session.handle(text.trim()) == Flow::Quit {
                    return 0;
                }
            }
        }
    }
}

/// What [`read_line`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Line {
    /// A line (without its line break).
    Read,
    /// A line longer than [`MAX_LINE`], skipped to its end.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `line`, at most [`MAX_LINE`] bytes of it.
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> std::io::Result<Line> {
    let n = input.take(MAX_LINE as u64 + 1).read_until(b'\n', line)?;
    if n == 0 {
        return Ok(Line::End);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        return Ok(Line::Read);
    }
    if line.len() <= MAX_LINE {
        // The last line, without a line break.
        return Ok(Line::Read);
    }
    // Skip the rest of the line without keeping it.
    let mut rest = Vec::new();
    loop {
        rest.clear();
        let n = input.take(MAX_LINE as u64).read_until(b'\n', &mut rest)?;
        if n == 0 || rest.last() == Some(&b'\n') {
            return Ok(Line::TooLong);
        }
    }
}

/// Whether the session goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    Go,
    Quit,
}

struct Session<'a> {
    game: Box<dyn EngineGame>,
    /// Who plays White and Black: the loop asks the player of the side to
    /// move for its next turn (the engine answers without reading a
    /// line).
    players: [Player; 2],
    limits: Limits,
    turns_memory: usize,
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
}

impl Session<'_> {
    fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    /// One line on standard error; the game goes on.
    fn refuse(&mut self, message: &str) {
        let _ = writeln!(self.err, "error: {}", crate::output::one_line(message));
        let _ = self.err.flush();
    }

    fn prompt(&mut self) {
        let _ = write!(self.out, "> ");
        let _ = self.out.flush();
    }

    fn welcome(&mut self) {
        let name = self.game.variant_name().to_string();
        let description = cvpages::info(&name).map_or("", |info| info.description);
        self.say(description);
        if !self.game.options().is_empty() {
            let options = format!("options: {}", self.game.options());
            self.say(&options);
        }
        for color in Color::ALL {
            if self.players[color.index()] == Player::Engine {
                let limits = self.limits;
                self.say(&format!("the engine plays {color} ({limits} a turn)"));
            }
        }
        if self.players != [Player::Engine; 2] {
            self.say("Type a turn in the variant's notation, or 'help' for the commands.");
        }
        self.show_board();
    }

    /// The engine plays the side to move, and says what it thought; before
    /// that it answers a draw offer or makes a claim, if it will
    /// (`EngineGame::engine_act`), which may end the game.
    fn engine_turn(&mut self) {
        let limits = self.limits;
        if let Ok(Some(act)) = self.game.engine_act(&limits) {
            self.say(&act.to_string());
            if let Some(outcome) = self.game.outcome() {
                self.say(&format!("game over: {outcome}"));
                return;
            }
        }
        let number = self.next_label();
        match self.game.play_engine_turn(&limits) {
            Ok(thought) => {
                self.say(&format!("{number} {}", thought.turn));
                let line = if thought.line.is_empty() {
                    String::new()
                } else {
                    format!(", expecting {}", thought.line.join(" | "))
                };
                self.say(&format!(
                    "engine: {} at depth {}, {} nodes in {} ms{line}",
                    thought.score,
                    thought.depth,
                    thought.nodes,
                    thought.elapsed.as_millis()
                ));
                self.show_board();
            }
            Err(e) => {
                // Nothing else can move the game on: hand it to the
                // people at the keyboard.
                self.refuse(&e.to_string());
                self.players = [Player::Person, Player::Person];
            }
        }
    }

    /// The game as a game file, at the end of a game the engine played.
    fn print_game(&mut self) {
        if self.game.outcome().is_none() {
            self.say(&format!("stopped after {MAX_ENGINE_TURNS} turns"));
        }
        let name = self.game.variant_name().to_string();
        let text = self.game.game_file(
            &format!("A game of {name} the engine played against itself"),
            "cargo xtask play --engine both",
        );
        let _ = write!(self.out, "\n{text}");
    }

    /// The board, then check or the end of the game.
    fn show_board(&mut self) {
        let diagram = self.game.diagram();
        let _ = write!(self.out, "{diagram}");
        if !diagram.ends_with('\n') {
            self.say("");
        }
        if let Some(outcome) = self.game.outcome() {
            self.say(&format!("game over: {outcome}"));
        } else if self.game.in_check() {
            let side = self.game.side_to_move();
            self.say(&format!("{side} is in check"));
        }
    }

    fn handle(&mut self, line: &str) -> Flow {
        if line.is_empty() {
            return Flow::Go;
        }
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        match word.to_ascii_lowercase().as_str() {
            "quit" | "exit" if rest.is_empty() => return Flow::Quit,
            "help" if rest.is_empty() => self.help(),
            "board" if rest.is_empty() => self.show_board(),
            "position" if rest.is_empty() => {
                let text = self.game.position_text();
                self.say(&text);
            }
            "undo" if rest.is_empty() => self.undo(),
            "turns" => self.list_turns(rest),
            "save" => self.save(rest, Existing::Keep),
            "save!" => self.save(rest, Existing::Replace),
            "white" | "black" => match PlayerAct::parse(line) {
                Some(Ok(act)) => self.act(act),
                Some(Err(e)) => self.refuse(&e),
                None => self.play(line),
            },
            "offer" if rest == "draw" => self.act_now(Act::OfferDraw),
            "accept" if rest.is_empty() || rest == "draw" => self.act_now(Act::AcceptDraw),
            "decline" if rest.is_empty() || rest == "draw" => self.act_now(Act::DeclineDraw),
            "resign" if rest.is_empty() => self.act_now(Act::Resign),
            "claim" if !rest.is_empty() && !rest.contains(char::is_whitespace) => {
                self.act_now(Act::Claim(rest.to_string()))
            }
            "offer" | "accept" | "decline" | "resign" | "claim" => {
                self.refuse(&format!(
                    "{} is 'offer draw', 'accept', 'decline', 'resign' or 'claim NAME'",
                    Excerpt::new(line)
                ));
            }
            "quit" | "exit" | "help" | "board" | "position" | "undo" => {
                self.refuse(&format!(
                    "'{}' takes nothing after it, found {}",
                    word.to_ascii_lowercase(),
                    Excerpt::new(rest)
                ));
            }
            _ => self.play(line),
        }
        Flow::Go
    }

    fn help(&mut self) {
        self.say("Commands:");
        let mut rows: Vec<(String, String)> = HELP
            .iter()
            .map(|(c, d)| (c.to_string(), d.to_string()))
            .collect();
        let claims = self.game.claims();
        let at = rows.iter().position(|(c, _)| c == "save FILE").unwrap_or(0);
        if !claims.is_empty() {
            rows.insert(
                at,
                (
                    "claim NAME".to_string(),
                    format!("claim a result a rule gives: {}", claims.join(", ")),
                ),
            );
        }
        rows.insert(
            at + usize::from(!claims.is_empty()),
            (
                "white|black ACT".to_string(),
                "either player's act, as a game file writes it ('black resigns')".to_string(),
            ),
        );
        let width = rows.iter().map(|(c, _)| c.len()).max().unwrap_or(0);
        for (command, what) in rows {
            self.say(&format!("  {command:<width$}  {what}"));
        }
    }

    fn play(&mut self, text: &str) {
        let number = self.next_label();
        match self.game.play(text) {
            Ok(written) => {
                self.say(&format!("{number} {written}"));
                self.show_board();
            }
            Err(e) => self.refuse(&e.to_string()),
        }
    }

    /// The label of the next turn (`3.` or `3...`), counted as the game
    /// file counts it.
    fn next_label(&self) -> String {
        let played = self.game.played().len();
        // The first turn is 1 whoever moves first; a game from a position
        // with Black to move numbers its turns 1..., 2., 2..., ...
        let black_first = (self.game.side_to_move() == Color::Black) != (played % 2 == 1);
        let offset = usize::from(black_first);
        let number = (played + offset) / 2 + 1;
        match self.game.side_to_move() {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        }
    }

    /// Takes back the last turn (or act); against the engine, goes on
    /// taking back until it is a person's turn, or the engine would play
    /// its turn again at once.
    fn undo(&mut self) {
        if !self.undo_one() {
            self.refuse("there is nothing to take back");
            return;
        }
        while self.players[self.game.side_to_move().index()] == Player::Engine
            && self.players.contains(&Player::Person)
            && self.undo_one()
        {}
        self.show_board();
    }

    /// Takes back one turn or act and says so; whether there was one.
    fn undo_one(&mut self) -> bool {
        let played = self.game.played().len();
        match self.game.undo() {
            // The turns played are as many as before: an act (a claim, an
            // offer or its answer, a resignation) was withdrawn.
            Some(act) if self.game.played().len() == played => {
                self.say(&format!("withdrew: {act}"));
                true
            }
            Some(turn) => {
                let label = self.next_label();
                self.say(&format!("took back {label} {turn}"));
                true
            }
            None => false,
        }
    }

    fn list_turns(&mut self, filter: &str) {
        if let Some(outcome) = self.game.outcome() {
            self.refuse(&format!("the game is over ({outcome}): there are no turns"));
            return;
        }
        // Listed under a memory bound: a turn of a million positions is
        // refused in one line rather than filling the machine.
        let game = &self.game;
        let bound = kernel::walk::Budget::memory(self.turns_memory);
        let mut turns = match kernel::walk::bounded(bound, || game.legal_turns()) {
            Ok(turns) => turns,
            Err(e) => {
                self.refuse(&format!("the turns here are too many to list: {e}"));
                return;
            }
        };
        let total = turns.len();
        if !filter.is_empty() {
            turns.retain(|t| t.contains(filter));
        }
        turns.sort();
        let what = if filter.is_empty() {
            String::new()
        } else {
            format!(" containing {}", Excerpt::new(filter))
        };
        let shown = turns.len().min(MAX_LISTED);
        let heading = match (turns.len(), filter.is_empty()) {
            (1, true) => "1 legal turn:".to_string(),
            (n, true) if n == shown => format!("{n} legal turns:"),
            (n, true) => format!("{n} legal turns; the first {shown}:"),
            (n, false) if n == shown => format!("{n} of {total} legal turns{what}:"),
            (n, false) => format!("{n} of {total} legal turns{what}; the first {shown}:"),
        };
        self.say(&heading);
        for turn in &turns[..shown] {
            self.say(&format!("  {turn}"));
        }
        if shown < turns.len() {
            self.say("'turns TEXT' lists those containing TEXT");
        }
    }

    /// Saves the game as a game file at `path`, keeping or replacing a
    /// file that is there as `existing` says (`save` or `save!`).
    fn save(&mut self, path: &str, existing: Existing) {
        if path.is_empty() {
            self.refuse("save needs a file name, such as 'save my-game.game'");
            return;
        }
        let name = self.game.variant_name().to_string();
        let text = self.game.game_file(
            &format!("A game of {name} played with cargo xtask play"),
            "cargo xtask play",
        );
        let path = Path::new(path);
        match files::write(path, text, existing) {
            Ok(()) => {
                let played = self.game.played().len();
                let turns = if played == 1 { "turn" } else { "turns" };
                let quoted = files::quote(path);
                self.say(&format!("saved {played} {turns} to {quoted}"));
            }
            Err(e @ FileError::Exists { .. }) => {
                self.refuse(&format!("{e}: it is kept ('save! FILE' replaces it)"));
            }
            Err(e) => self.refuse(&e.to_string()),
        }
    }

    /// The side to move makes `act`.
    fn act_now(&mut self, act: Act) {
        let player = self.game.side_to_move();
        self.act(PlayerAct { player, act });
    }

    /// Makes `act` and says so, with the end of the game if it ends it.
    fn act(&mut self, act: PlayerAct) {
        match self.game.act(&act) {
            Ok(outcome) => {
                self.say(&act.to_string());
                if let Some(outcome) = outcome {
                    self.say(&format!("game over: {outcome}"));
                }
            }
            Err(e) => self.refuse(&e.to_string()),
        }
    }
}
