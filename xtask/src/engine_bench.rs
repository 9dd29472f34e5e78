//! `cargo xtask engine-bench [--variant NAME]... [--games N] [--limit
//! LIMIT] [--opponent random|greedy] [--max-turns N] [--seed N] [--save
//! DIR] [--self-play]`: the engine's strength and speed, variant by
//! variant.
//!
//! For each variant (every one, or those named) and each opponent (a
//! random mover and a one-turn greedy player, or the one named), the
//! engine plays `--games` games (20 by default) at `--limit` a turn (1s by
//! default), White in the even-numbered games and Black in the others; a
//! game that reaches `--max-turns` turns in all (200 by default) is a
//! draw. It prints a line per game as it ends, then the table: wins,
//! draws and losses from the engine's side, the engine's nodes and turns
//! per second over all its searches, and the variant's perft speed from
//! its start (the deepest perft expected to take under two seconds).
//!
//! `--save DIR` writes every game as a game file that `verify-games`
//! replays; `--self-play` adds one game per variant of the engine against
//! itself. Opponents are seeded (`--seed`, 1 by default), so a run with a
//! depth or node limit is repeated exactly.

use analysis::players::{play_out, Ending, EnginePlayer, GreedyPlayer, Player, RandomPlayer};
use cvpages::{Game, Playable, Task, Variant};
use engine::Limits;
use kernel::{Color, GameResult};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The opponents the engine meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// A legal turn at random.
    Random,
    /// The turn after which its material is greatest.
    Greedy,
}

impl Opponent {
    /// Both, in the table's order.
    pub const ALL: [Opponent; 2] = [Opponent::Random, Opponent::Greedy];

    /// The name the command line and the table use.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Random => "random",
            Opponent::Greedy => "greedy",
        }
    }

    /// The opponent called `name`.
    pub fn parse(name: &str) -> Option<Opponent> {
        Opponent::ALL.into_iter().find(|o| o.name() == name.trim())
    }
}

/// What to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchRequest {
    /// The variants (all of `cvpages::VARIANTS` if empty), by name.
    pub variants: Vec<String>,
    /// Games per variant and opponent.
    pub games: u32,
    /// The engine's limit a turn.
    pub limits: Limits,
    /// The opponents.
    pub opponents: Vec<Opponent>,
    /// Turns in all after which a game is a draw.
    pub max_turns: usize,
    /// The opponents' seed.
    pub seed: u64,
    /// Where to write the games.
    pub save: Option<PathBuf>,
    /// One game of the engine against itself per variant.
    pub self_play: bool,
}

impl Default for BenchRequest {
    fn default() -> Self {
        BenchRequest {
            variants: Vec::new(),
            games: 20,
            limits: Limits::time(Duration::from_secs(1)),
            opponents: Opponent::ALL.to_vec(),
            max_turns: 200,
            seed: 1,
            save: None,
            self_play: false,
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The variant.
    pub variant: String,
    /// The opponent.
    pub opponent: &'static str,
    /// The engine's wins, draws and losses.
    pub score: [u32; 3],
    /// The engine's nodes per second over its searches.
    pub nodes_per_second: f64,
    /// The engine's turns made per second.
    pub turns_per_second: f64,
}

/// What one variant's run gives: its rows, and its perft speed (depth,
/// nodes per second).
struct VariantRun {
    rows: Vec<Row>,
    perft: (u32, f64),
}

struct RunVariant<'a> {
    request: &'a BenchRequest,
    options: String,
    out: &'a mut dyn Write,
}

/// The result of a finished game for `engine_side`: 0 a win, 1 a draw,
/// 2 a loss.
fn column(ending: Ending, engine_side: Color) -> usize {
    match ending {
        Ending::Over(o) => match o.result {
            GameResult::Win(c) if c == engine_side => 0,
            GameResult::Win(_) => 2,
            GameResult::Draw => 1,
        },
        Ending::Capped => 1,
        // A player without a turn in a game that is not over: the side
        // that could not move does not win.
        Ending::NoTurn(c) if c == engine_side => 2,
        Ending::NoTurn(_) => 0,
    }
}

fn describe(ending: Ending, turns: usize) -> String {
    match ending {
        Ending::Over(o) => format!("{o} after {turns} turns"),
        Ending::Capped => format!("draw by the turn cap of {turns}"),
        Ending::NoTurn(c) => format!("{c} had no turn after {turns} turns"),
    }
}

impl RunVariant<'_> {
    fn save(&mut self, game_text: &str, file: String) {
        if let Some(dir) = &self.request.save {
            let path = dir.join(file);
            // A file there already is kept, and the line says so.
            if let Err(e) = crate::files::write(&path, game_text, crate::files::Existing::Keep) {
                let _ = writeln!(self.out, "{}", cvpages_cli::lines::one_line(&e.to_string()));
            }
        }
    }
}

impl Task for RunVariant<'_> {
    type Output = VariantRun;

    fn run<V: Playable>(mut self, variant: V) -> VariantRun {
        let request = self.request;
        let name = variant.name().to_string();
        let perft = perft_speed(&variant);
        let start = variant.write_position(&variant.start_position());
        let options = self.options.clone();
        let Ok(mut game) =
            Game::with_options(&options, |_| Ok::<V, std::convert::Infallible>(variant));
        let mut rows = Vec::new();
        for (k, &opponent) in request.opponents.iter().enumerate() {
            let mut engine = EnginePlayer::new(game.variant(), request.limits);
            let mut score = [0u32; 3];
            for g in 0..request.games {
                let seed = request
                    .seed
                    .wrapping_mul(1_000_003)
                    .wrapping_add(u64::from(g) * 7919 + k as u64);
                let mut other: Box<dyn Player<V>> = match opponent {
                    Opponent::Random => Box::new(RandomPlayer::new(seed)),
                    Opponent::Greedy => Box::new(GreedyPlayer::new(game.variant(), seed)),
                };
                let engine_side = if g % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                if game.set_start(&start).is_err() {
                    break;
                }
                let began = Instant::now();
                let ending = match engine_side {
                    Color::White => {
                        play_out(&mut game, &mut engine, other.as_mut(), request.max_turns)
                    }
                    Color::Black => {
                        play_out(&mut game, other.as_mut(), &mut engine, request.max_turns)
                    }
                };
                let turns = game.turns().len();
                let (ending, text) = match ending {
                    Ok(ending) => (ending, describe(ending, turns)),
                    Err(e) => (Ending::NoTurn(game.side_to_move()), format!("refused: {e}")),
                };
                let c = column(ending, engine_side);
                score[c] += 1;
                let verdict = ["win", "draw", "loss"][c];
                let _ = writeln!(
                    self.out,
                    "{name} v {} game {}/{}: engine {engine_side}, {verdict}: {text} ({:.1} s)",
                    opponent.name(),
                    g + 1,
                    request.games,
                    began.elapsed().as_secs_f64()
                );
                let _ = self.out.flush();
                let title = format!(
                    "engine ({}) as {engine_side} against {}, game {}",
                    request.limits,
                    opponent.name(),
                    g + 1
                );
                let file = game.game_file(&title, "cargo xtask engine-bench");
                self.save(
                    &file,
                    format!("{name}-{}-{:03}.game", opponent.name(), g + 1),
                );
            }
            let secs = engine.time.as_secs_f64().max(1e-9);
            rows.push(Row {
                variant: name.clone(),
                opponent: opponent.name(),
                score,
                nodes_per_second: engine.counters.nodes as f64 / secs,
                turns_per_second: engine.counters.turns as f64 / secs,
            });
        }
        if request.self_play && game.set_start(&start).is_ok() {
            let mut white = EnginePlayer::new(game.variant(), request.limits);
            let mut black = EnginePlayer::new(game.variant(), request.limits);
            let ending = play_out(&mut game, &mut white, &mut black, request.max_turns);
            let turns = game.turns().len();
            let text = match ending {
                Ok(ending) => describe(ending, turns),
                Err(e) => format!("refused: {e}"),
            };
            let _ = writeln!(self.out, "{name} self-play: {text}");
            let title = format!("engine ({}) against itself", request.limits);
            let file = game.game_file(&title, "cargo xtask engine-bench --self-play");
            self.save(&file, format!("{name}-self-play.game"));
        }
        VariantRun { rows, perft }
    }
}

/// Perft from the start at the deepest depth expected to take under two
/// seconds (each depth's time foretold from the last's and the growth of
/// the tree): the depth and nodes per second.
pub fn perft_speed<V: Variant>(variant: &V) -> (u32, f64) {
    let start = variant.start_position();
    // The tree grows at least as fast as the turns of a position one turn
    // in: from the start alone, Multimove's first depth (White spends half
    // the points) would promise a second depth of seconds that is 105
    // million turns.
    let mut turns = Vec::new();
    variant.legal_turns(&start, &mut turns);
    let one_in = turns.first().map_or(0, |turn| {
        let next = variant.play_turn_unchecked(&start, turn);
        let mut replies = Vec::new();
        variant.legal_turns(&next, &mut replies);
        replies.len()
    });
    let mut best = (0, 0.0);
    let mut previous_nodes = 1u64;
    for depth in 1..=12 {
        let began = Instant::now();
        let nodes = variant.perft(&start, depth);
        let secs = began.elapsed().as_secs_f64();
        if secs > 0.0 {
            best = (depth, nodes as f64 / secs);
        }
        let growth = (nodes as f64 / previous_nodes.max(1) as f64).max(one_in as f64);
        previous_nodes = nodes;
        if secs * growth.max(1.0) > 2.0 || nodes == 0 {
            break;
        }
    }
    best
}

/// Runs `request`, writing the games as they end and the table; returns
/// the exit status (2 for an unknown variant).
pub fn run(request: &BenchRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let names: Vec<String> = if request.variants.is_empty() {
        cvpages::names().map(str::to_string).collect()
    } else {
        request.variants.clone()
    };
    for name in &names {
        if cvpages::info(name).is_none() {
            let e = cvpages::OpenError::UnknownVariant {
                name: kernel::excerpt::Excerpt::new(name),
            };
            let _ = writeln!(
                err,
                "error: {}",
                cvpages_cli::lines::one_line(&e.to_string())
            );
            return cvpages_cli::lines::BAD_INPUT;
        }
    }
    if let Some(dir) = &request.save
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        let dir = crate::files::quote(dir);
        let _ = writeln!(err, "error: cannot create {dir}: {e}");
        return cvpages_cli::lines::BAD_INPUT;
    }
    let _ = writeln!(
        out,
        "engine at {} a turn, {} games per opponent, draw after {} turns, seed {}",
        request.limits, request.games, request.max_turns, request.seed
    );
    let mut table = Vec::new();
    for name in &names {
        let task = RunVariant {
            request,
            options: String::new(),
            out: &mut *out,
        };
        match cvpages::with_variant(name, "", task) {
            Ok(run) => table.push((run.rows, run.perft)),
            Err(e) => {
                let _ = writeln!(
                    err,
                    "error: {}",
                    cvpages_cli::lines::one_line(&e.to_string())
                );
                return cvpages_cli::lines::BAD_INPUT;
            }
        }
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<24} {:<8} {:>5} {:>5} {:>5} {:>5}  {:>12} {:>12}  {:>16}",
        "variant",
        "opponent",
        "games",
        "wins",
        "draws",
        "losses",
        "nodes/s",
        "turns/s",
        "perft nodes/s"
    );
    for (rows, (depth, perft)) in &table {
        for row in rows {
            let [w, d, l] = row.score;
            let _ = writeln!(
                out,
                "{:<24} {:<8} {:>5} {:>5} {:>5} {:>5}  {:>12.0} {:>12.0}  {:>12.0} (d{depth})",
                row.variant,
                row.opponent,
                w + d + l,
                w,
                d,
                l,
                row.nodes_per_second,
                row.turns_per_second,
                perft
            );
        }
    }
    0
}
