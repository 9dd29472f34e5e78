//! `cargo xtask engine-bench --opponent uci:COMMAND|self:REV`: the engine
//! against another UCI engine (Fairy-Stockfish, or the engine of an earlier
//! revision), a match of games from varied openings with the colours
//! swapped, and what the score says in Elo.
//!
//! Each opening is a few random turns from the variant's start (seeded:
//! `--opening-plies`, 4 by default, `--seed`), played twice, the engine
//! White in the first game and Black in the second. The game is kept by
//! the registry's [`Game`], so every turn the opponent sends is read in
//! the coordinate notation and checked legal: a move that is unreadable or
//! illegal, no move, or no answer in time loses the game for the opponent,
//! said in one line. The opponent is told the game as `position startpos
//! moves ...` ([`uci_moves`]), so it needs no position text of ours.
//!
//! The opponent's variant (`UCI_Variant`) is the registry's name if its
//! option lists it, else the name Fairy-Stockfish gives the game
//! ([`uci_variant_name`]); `--opponent-option NAME=VALUE` (repeatable) sets
//! any option first, `UCI_Variant` included, and `Threads` is set to 1
//! where the opponent has it. The opponent searches with
//! `--opponent-limit` (UCI's `go` arguments, `movetime 100`; by default the
//! engine's own limit).

pub mod baseline;
pub mod elo;
pub mod openings;
pub mod uci_engine;
pub mod uci_moves;

use analysis::players::{EnginePlayer, Player};
use cvpages::{Game, Playable, Task};
use elo::EloEstimate;
use engine::Limits;
use kernel::{Color, GameResult};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use uci_engine::{EngineCommand, UciEngine};

/// Fairy-Stockfish's names of the registry's games, where they differ.
const FSF_NAMES: &[(&str, &str)] = &[("heavy-gravity", "heavygravity")];

/// The name Fairy-Stockfish gives the registry's variant `name`.
pub fn uci_variant_name(name: &str) -> &str {
    FSF_NAMES
        .iter()
        .find(|(ours, _)| *ours == name)
        .map_or(name, |(_, theirs)| theirs)
}

/// Who the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpponentSpec {
    /// A UCI engine started by this command.
    Uci(EngineCommand),
    /// The engine of an earlier revision ([`baseline`]).
    Revision(String),
}

impl OpponentSpec {
    /// Reads `uci:COMMAND` or `self:REV`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Result<OpponentSpec, String>> {
        let text = text.trim();
        if let Some(command) = text.strip_prefix("uci:") {
            return Some(
                EngineCommand::parse(command)
                    .map(OpponentSpec::Uci)
                    .ok_or_else(|| "--opponent uci: names no program".to_string()),
            );
        }
        let rev = text.strip_prefix("self:")?.trim();
        if rev.is_empty() {
            return Some(Err("--opponent self: names no revision".to_string()));
        }
        Some(Ok(OpponentSpec::Revision(rev.to_string())))
    }
}

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchRequest {
    /// The variant, by the registry's name.
    pub variant: String,
    /// The opponent.
    pub opponent: OpponentSpec,
    /// Games in all (an odd last game is played once).
    pub games: u32,
    /// The engine's limit a turn.
    pub limits: Limits,
    /// The opponent's `go` arguments; `None` for the engine's own limit.
    pub opponent_limit: Option<String>,
    /// Options set on the opponent, in order.
    pub opponent_options: Vec<(String, String)>,
    /// Random turns of each opening.
    pub opening_plies: u32,
    /// Turns in all after which a game is a draw.
    pub max_turns: usize,
    /// The openings' seed.
    pub seed: u64,
    /// Where to write the games.
    pub save: Option<PathBuf>,
}

/// UCI's `go` arguments for the engine's `limits`.
pub fn go_arguments(limits: &Limits) -> String {
    let mut parts = Vec::new();
    if let Some(d) = limits.depth {
        parts.push(format!("depth {d}"));
    }
    if let Some(n) = limits.nodes {
        parts.push(format!("nodes {n}"));
    }
    if let Some(t) = limits.time {
        parts.push(format!("movetime {}", t.as_millis().max(1)));
    }
    if parts.is_empty() {
        parts.push("depth 64".to_string());
    }
    parts.join(" ")
}

/// How long to wait for the opponent's `bestmove` under `go`: its
/// `movetime` and ten seconds, or ten minutes for any other limit.
pub fn answer_wait(go: &str) -> Duration {
    let words: Vec<&str> = go.split_whitespace().collect();
    words
        .windows(2)
        .find(|w| w[0] == "movetime")
        .and_then(|w| w[1].parse::<u64>().ok())
        .map_or(Duration::from_secs(600), |ms| {
            Duration::from_millis(ms.min(3_600_000)) + Duration::from_secs(10)
        })
}

/// The result of a match: the engine's wins, draws and losses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MatchScore {
    /// Wins, draws, losses, the engine's.
    pub wdl: [u32; 3],
}

/// How one game ended, from the engine's side: the column (0 win, 1 draw,
/// 2 loss) and the line that says why.
struct GameEnd {
    column: usize,
    text: String,
}

/// The opponent, started and set up for the variant.
struct Opponent {
    command: EngineCommand,
    variant: String,
    options: Vec<(String, String)>,
    engine: Option<UciEngine>,
    single_moves: bool,
}

impl Opponent {
    /// The running engine, started (again) and set up if it is not.
    fn engine(&mut self) -> Result<&mut UciEngine, String> {
        if self.engine.is_none() {
            let mut engine = UciEngine::start(&self.command)?;
            if engine.has_option("Threads") {
                engine.set_option("Threads", "1")?;
            }
            let mut variant_set = false;
            for (name, value) in &self.options {
                engine.set_option(name, value)?;
                variant_set |= name.eq_ignore_ascii_case("UCI_Variant");
            }
            if !variant_set {
                let listed = engine.combo_values("UCI_Variant");
                let ours = self.variant.as_str();
                let name = if listed.iter().any(|v| v == ours) {
                    ours
                } else {
                    uci_variant_name(ours)
                };
                // An engine with one game only (no UCI_Variant) plays chess.
                if engine.has_option("UCI_Variant") {
                    engine.set_option("UCI_Variant", name)?;
                } else if ours != "chess" {
                    return Err(format!(
                        "the engine {} has no UCI_Variant option: it plays chess only",
                        kernel::excerpt::Excerpt::new(&engine.name)
                    ));
                }
            }
            // This project's engine reads turns of several steps; any other
            // is sent single moves.
            self.single_moves = !engine.has_option("UCI_VariantOptions");
            let said = engine.ready()?;
            if let Some(refusal) = said.iter().find(|s| {
                let s = s.to_ascii_lowercase();
                s.contains("unknown") || s.contains("invalid") || s.contains("not ")
            }) {
                return Err(format!(
                    "the engine {} refused its set-up: {}",
                    kernel::excerpt::Excerpt::new(&engine.name),
                    cvpages_cli::lines::one_line(refusal)
                ));
            }
            self.engine = Some(engine);
        }
        self.engine
            .as_mut()
            .ok_or_else(|| "the opponent is not running".to_string())
    }
}

/// The task that plays the match in one variant.
struct PlayMatch<'a> {
    request: &'a MatchRequest,
    command: EngineCommand,
    out: &'a mut dyn Write,
}

/// The opponent's move in the game, or why it forfeits.
fn opponent_turn<V: Playable>(
    opponent: &mut Opponent,
    game: &mut Game<V>,
    moves: &mut Vec<String>,
    go: &str,
) -> Result<(), String> {
    let turn_number = game.turns().len() + 1;
    let engine = opponent.engine()?;
    let word = match engine.best_move(moves, go, answer_wait(go)) {
        Ok(word) => word,
        Err(e) => {
            // A dead or silent engine is started afresh for the next game.
            opponent.engine = None;
            return Err(e);
        }
    };
    let text = uci_moves::from_uci(&word)?;
    game.play_coordinates(&text).map_err(|e| {
        format!(
            "its turn {turn_number} {}: {}",
            kernel::excerpt::Excerpt::new(&word),
            cvpages_cli::lines::one_line(&e.to_string())
        )
    })?;
    moves.push(text);
    Ok(())
}

impl PlayMatch<'_> {
    /// Plays one game from `opening` (coordinate turns from the start),
    /// the engine `engine_side`.
    fn play_game<V: Playable>(
        &mut self,
        game: &mut Game<V>,
        engine: &mut EnginePlayer<V>,
        opponent: &mut Opponent,
        opening: &[String],
        engine_side: Color,
        go: &str,
    ) -> GameEnd {
        let mut moves = Vec::new();
        for turn in opening {
            if game.play_coordinates(turn).is_err() {
                break;
            }
            moves.push(turn.clone());
        }
        loop {
            if let Some(outcome) = game.outcome() {
                let column = match outcome.result {
                    GameResult::Win(c) if c == engine_side => 0,
                    GameResult::Win(_) => 2,
                    GameResult::Draw => 1,
                };
                return GameEnd {
                    column,
                    text: format!("{outcome} after {} turns", game.turns().len()),
                };
            }
            if game.turns().len() >= self.request.max_turns {
                return GameEnd {
                    column: 1,
                    text: format!("draw by the turn cap of {}", self.request.max_turns),
                };
            }
            let side = game.side_to_move();
            // A draw that may be claimed is claimed at once, as the
            // benchmark's other games do (analysis::players::play_out).
            let draw = game
                .variant()
                .claimable(game.position(), game.history())
                .is_some_and(|o| o.result == GameResult::Draw);
            if draw
                && let Some(&claim) = game.open_claims(side).first()
                && game.claim(side, claim).is_ok()
            {
                continue;
            }
            if side == engine_side {
                let Some(turn) = engine.choose(game.variant(), game.position(), game.history())
                else {
                    return GameEnd {
                        column: 2,
                        text: format!("the engine had no turn after {} turns", game.turns().len()),
                    };
                };
                let text = game.write_coordinates(&turn);
                let text = match uci_moves::to_uci(&text, opponent.single_moves) {
                    Ok(text) => text,
                    Err(e) => {
                        return GameEnd {
                            column: 1,
                            text: format!("unplayable: {e}"),
                        }
                    }
                };
                if let Err(e) = game.play_turn(&turn) {
                    return GameEnd {
                        column: 2,
                        text: format!("the engine's turn was refused: {e}"),
                    };
                }
                moves.push(text);
            } else if let Err(e) = opponent_turn(opponent, game, &mut moves, go) {
                return GameEnd {
                    column: 0,
                    text: format!(
                        "the opponent forfeits: {}",
                        cvpages_cli::lines::one_line(&e)
                    ),
                };
            }
        }
    }
}

impl Task for PlayMatch<'_> {
    type Output = Result<MatchScore, String>;

    fn run<V: Playable>(mut self, variant: V) -> Result<MatchScore, String> {
        let request = self.request;
        let name = variant.name().to_string();
        let start = variant.write_position(&variant.start_position());
        let Ok(mut game) = Game::with_options("", |_| Ok::<V, std::convert::Infallible>(variant));
        let mut opponent = Opponent {
            command: self.command.clone(),
            variant: name.clone(),
            options: request.opponent_options.clone(),
            engine: None,
            single_moves: true,
        };
        let their_name = opponent.engine()?.name.clone();
        let go = request
            .opponent_limit
            .clone()
            .unwrap_or_else(|| go_arguments(&request.limits));
        let (mut nodes, mut time) = (0u64, Duration::ZERO);
        let mut score = MatchScore::default();
        let _ = writeln!(
            self.out,
            "{name}: the engine at {} a turn against {} (go {go}), {} games",
            request.limits, their_name, request.games
        );
        let mut opening = Vec::new();
        for g in 0..request.games {
            let engine_side = if g % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            if game.set_start(&start).is_err() {
                return Err(format!("{name}: the start position does not read back"));
            }
            if g % 2 == 0 {
                let seed = request
                    .seed
                    .wrapping_mul(1_000_003)
                    .wrapping_add(u64::from(g / 2));
                opening = openings::random_opening(&mut game, request.opening_plies, seed);
                if game.set_start(&start).is_err() {
                    return Err(format!("{name}: the start position does not read back"));
                }
            }
            let _ = opponent.engine().and_then(|e| {
                e.send("ucinewgame")?;
                e.ready().map(|_| ())
            });
            // A new game for both: the opponent was told ucinewgame.
            let mut engine = EnginePlayer::new(game.variant(), request.limits);
            let began = Instant::now();
            let end = self.play_game(
                &mut game,
                &mut engine,
                &mut opponent,
                &opening,
                engine_side,
                &go,
            );
            nodes += engine.counters.nodes;
            time += engine.time;
            score.wdl[end.column] += 1;
            let [w, d, l] = score.wdl;
            let _ = writeln!(
                self.out,
                "{name} game {}/{}: engine {engine_side}, {}: {} ({:.1} s; {w}/{d}/{l})",
                g + 1,
                request.games,
                ["win", "draw", "loss"][end.column],
                end.text,
                began.elapsed().as_secs_f64()
            );
            let _ = self.out.flush();
            if let Some(dir) = &request.save {
                let title = format!(
                    "engine ({}) as {engine_side} against {their_name} (go {go}), game {}",
                    request.limits,
                    g + 1
                );
                let file = game.game_file(&title, "cargo xtask engine-bench --opponent");
                let path = dir.join(format!("{name}-match-{:03}.game", g + 1));
                if let Err(e) = crate::files::write(&path, &file, crate::files::Existing::Keep) {
                    let _ = writeln!(self.out, "{}", cvpages_cli::lines::one_line(&e.to_string()));
                }
            }
        }
        let secs = time.as_secs_f64().max(1e-9);
        let [w, d, l] = score.wdl;
        let _ = writeln!(
            self.out,
            "{name}: engine {w} wins, {d} draws, {l} losses of {} against {their_name}; {}; the engine's nodes/s {:.0}",
            w + d + l,
            EloEstimate::from_results(w, d, l).map_or_else(|| "no games".to_string(), |e| e.to_string()),
            nodes as f64 / secs
        );
        Ok(score)
    }
}

/// Plays the match `request` asks for, writing a line per game and the
/// result; `progress` hears of a baseline being built. Returns the exit
/// status: 0 when the match was played, 2 on bad input (an unknown
/// variant or revision, a folder that cannot be made), 1 when the
/// opponent cannot be started or set up.
pub fn run(request: &MatchRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let command = match &request.opponent {
        OpponentSpec::Uci(command) => command.clone(),
        OpponentSpec::Revision(rev) => {
            let root = crate::verify::workspace_root();
            if let Err(e) = baseline::resolve(&root, rev) {
                let _ = writeln!(err, "error: {e}");
                return cvpages_cli::lines::BAD_INPUT;
            }
            let mut say = |line: &str| {
                let _ = writeln!(out, "{line}");
                let _ = out.flush();
            };
            match baseline::engine_of(&root, rev, &mut say) {
                Ok(command) => command,
                Err(e) => {
                    let _ = writeln!(err, "error: {}", cvpages_cli::lines::one_line(&e));
                    return cvpages_cli::lines::FAILED;
                }
            }
        }
    };
    if let Some(dir) = &request.save
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        let dir = crate::files::quote(dir);
        let _ = writeln!(err, "error: cannot create {dir}: {e}");
        return cvpages_cli::lines::BAD_INPUT;
    }
    let task = PlayMatch {
        request,
        command,
        out: &mut *out,
    };
    match cvpages::with_variant(&request.variant, "", task) {
        Ok(Ok(_)) => 0,
        Ok(Err(e)) => {
            let _ = writeln!(err, "error: {}", cvpages_cli::lines::one_line(&e));
            cvpages_cli::lines::FAILED
        }
        Err(e) => {
            let _ = writeln!(
                err,
                "error: {}",
                cvpages_cli::lines::one_line(&e.to_string())
            );
            cvpages_cli::lines::BAD_INPUT
        }
    }
}
