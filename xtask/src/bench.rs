//! `cargo xtask bench [--quick] [--repeat N]`: the speed figures of issue
//! 22 in one run, so that anyone can measure them again on their machine.
//!
//! Every figure is a best of `--repeat` timings (default 3), to be taken
//! from a release build (`cargo xtask-bench bench`, whose profile has
//! link-time optimisation; under `cargo xtask`, built without it, the
//! command says so first), since the best run is the one least disturbed
//! by whatever else the machine is doing; no figure is asserted anywhere.
//! Work on one thread is timed by the time that thread spent on a
//! processor (Linux's `/proc/thread-self/schedstat`; the wall clock where
//! there is none), so that a machine shared with other work does not
//! lengthen it; threaded work is timed by the wall clock, thread counts
//! taking turns round by round.
//!
//! 1. FIDE bulk perft (the last level counted, not played) against
//!    shakmaty, the reference Rust chess library, on the six standard
//!    positions of the chessprogramming wiki, timed in pairs, with each
//!    ratio and their geometric mean. Both must count the published number.
//! 2. Heavy Gravity perft from the start, in nodes per second.
//! 3. Multimove: whole turns per second of perft 2 from the start (below
//!    a fixed sample of the first turns: the whole count takes minutes).
//! 4. Perft 1 of positions with many pieces in motion (Momentum Chess, 15,
//!    also under `action=optional` and with castling and an attacker, and
//!    21 with castling; Edge of the World, 16), and on the fifteen and the
//!    sixteen the engine's answer at `depth 1` and at `1s` (issue 35: 47.8 s
//!    and 4.57 GB, 8.3 s and 1.88 GB at depth 1 before the engine walked
//!    the turn plans), each in a child process so
//!    that its peak memory is its own; `--quick` leaves them out.
//! 5. Threaded perft: FIDE perft from the start on 1 to all cores, with the
//!    speed-up over one thread.
//! 6. The play pages' WebAssembly module ([`crate::wasm_bench`]): its
//!    size, plain and gzipped, and the engine's nodes per second in the
//!    page (headless Chromium) beside the native figure, for chess and
//!    Momentum Chess.

use cvpages::{self as registry, Playable, Task};
use kernel::excerpt::Excerpt;
use kernel::Variant;
use std::io::Write;
use std::process::Command;
use std::time::{Duration, Instant};
use thiserror::Error;

/// What to measure.
#[derive(Debug, Clone)]
pub struct BenchRequest {
    /// Leave out the positions with many pieces in motion (the slow part).
    pub quick: bool,
    /// Timings per figure; the best is reported.
    pub repeat: usize,
}

/// Why the benchmark could not run.
#[derive(Debug, Error)]
pub enum BenchError {
    /// Two engines, or an engine and the published count, disagree.
    #[error("{0}")]
    Mismatch(String),
    /// A position or variant could not be set up.
    #[error("{0}")]
    Setup(String),
    /// The child process measuring a position failed.
    #[error("measuring {case} in a child process failed: {message}")]
    Child {
        /// The case.
        case: String,
        /// What went wrong.
        message: String,
    },
}

/// The six standard positions, with the depth each is timed at (about
/// 2 to 16 million nodes: long enough to time, short enough to repeat).
const FIDE: [(&str, u32); 6] = [
    ("start", 5),
    ("kiwipete", 4),
    ("position3", 6),
    ("position4", 5),
    ("position5", 4),
    ("position6", 4),
];

/// A position with many pieces in motion, measured in a child process.
struct Crowd {
    /// The name given to `--child` (with `/` and a [`Measure`]'s name for
    /// the engine's measures).
    name: &'static str,
    /// What it is, for the table.
    title: &'static str,
    variant: &'static str,
    /// The variant's options (a game file's `options:` line).
    options: &'static str,
    position: &'static str,
    /// Whether the engine's answer is measured too ([`MEASURES`]), not
    /// only perft 1.
    engine: bool,
}

/// The positions of issue 22. Momentum Chess: the twelve White
/// pieces in motion (eight Pawns and the a-, b-, c- and e-file pieces)
/// plus the f-, g- and h-file pieces of the same rank, fifteen. Edge of
/// the World: all sixteen White pieces in motion, each at its lowest speed
/// (1, but 2 for the Knights, whose speeds are even). And the positions
/// of issue 35 (Momentum Chess's `tests/reduction.rs`): the fifteen under
/// `action=optional` (35 s and 4.56 GB before its turns without an action
/// had a plan), and fifteen and twenty-one in motion with the right to
/// castle and an enemy piece that could reach the King's squares (3.45 s
/// and 504 MB, and more than 8 GB, before castling met only the pieces
/// that touch what decides its safety).
const CROWDS: [Crowd; 5] = [
    Crowd {
        name: "momentum-15",
        title: "Momentum, 15 in motion",
        variant: "momentum",
        options: "",
        position: "4k3/pppppppp/8/8/RNB1QBNR/PPPPPPPP/8/4K3 w - - 0 1 \
                   a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,\
                   a4+0+1,b4+1+2,c4+1+1,e4+0+1,f4-1+1,g4-1+2,h4+0+1",
        engine: true,
    },
    Crowd {
        name: "momentum-15-optional",
        title: "Momentum, 15 in motion, action=optional",
        variant: "momentum",
        options: "action=optional",
        position: "4k3/pppppppp/8/8/RNB1QBNR/PPPPPPPP/8/4K3 w - - 0 1 \
                   a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,\
                   a4+0+1,b4+1+2,c4+1+1,e4+0+1,f4-1+1,g4-1+2,h4+0+1",
        engine: false,
    },
    Crowd {
        name: "momentum-15-castling",
        title: "Momentum, 15 in motion, castling, Ba6",
        variant: "momentum",
        options: "",
        position: "4k3/pppppppp/b7/8/RNB1QBNR/PPPPPPPP/8/4K2R w K - 0 1 \
                   a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,\
                   a4+0+1,b4+1+2,c4+1+1,e4+0+1,f4-1+1,g4-1+2,h4+0+1",
        engine: false,
    },
    Crowd {
        name: "momentum-21-castling",
        title: "Momentum, 21 in motion, castling, Rf8",
        variant: "momentum",
        options: "",
        position: "5r1k/8/PPPP2PP/8/RNB1QBNR/PPPPPPPP/8/4K2R w K - 0 1 \
                   a3+0+1,b3+0+1,c3+0+1,d3+0+1,e3+0+1,f3+0+1,g3+0+1,h3+0+1,\
                   a4+0+1,b4+1+2,c4+1+1,e4+0+1,f4-1+1,g4-1+2,h4+0+1,\
                   a6+0+1,b6+0+1,c6+0+1,d6+0+1,g6+0+1,h6+0+1",
        engine: false,
    },
    Crowd {
        name: "edge-of-world-16",
        title: "Edge of the World, 16 in motion",
        variant: "edge-of-world",
        options: "",
        position: "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12/12 w 0 \
                   P C5 0 1, P D5 0 1, P E5 0 1, P F5 0 1, P G5 0 1, P H5 0 1, P I5 0 1, \
                   P J5 0 1, R C4 0 1, N D4 1 2, B E4 2 1, Q F4 0 1, K G4 0 1, B H4 14 1, \
                   N I4 15 2, R J4 0 1",
        engine: true,
    },
];

/// What a child process measures on a crowded position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Measure {
    /// Perft 1: the number of turns.
    Perft,
    /// The engine's search within this limit (as `--limit` writes it):
    /// the depth it finished.
    Engine(&'static str),
}

/// The measures of each crowded position: the name after the crowd's in
/// `--child` (none for perft, as before), the words of the table.
const MEASURES: [(&str, &str, Measure); 3] = [
    ("", "perft 1", Measure::Perft),
    (
        "engine-depth-1",
        "engine, depth 1",
        Measure::Engine("depth 1"),
    ),
    ("engine-1s", "engine, 1s", Measure::Engine("1s")),
];

/// How a figure is timed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Clock {
    /// The time the calling thread spent on a processor, which other load
    /// on the machine does not lengthen (Linux; the wall clock elsewhere).
    Thread,
    /// The wall clock, for work spread over several threads.
    Wall,
}

/// The time the calling thread has spent on a processor, as Linux reports
/// it in `/proc/thread-self/schedstat` (nanoseconds, the first field);
/// `None` where there is no such file.
fn thread_time() -> Option<Duration> {
    // The kernel brings a running thread's count up to date only at a
    // scheduler tick (4 ms apart) or when the thread yields; yielding
    // first makes the reading exact rather than a tick stale.
    std::thread::yield_now();
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// What the thread clock is: said once at the top of the output.
fn clock_note() -> &'static str {
    if thread_time().is_some() {
        "single-thread figures are the measuring thread's time on a processor \
         (/proc/thread-self/schedstat), which other load on the machine does not \
         lengthen; threaded ones are wall-clock time"
    } else {
        "every figure is wall-clock time"
    }
}

/// Runs `f` once, timed by `clock`.
fn time_once<T>(clock: Clock, f: impl FnOnce() -> T) -> (Duration, T) {
    let wall = Instant::now();
    let before = (clock == Clock::Thread).then(thread_time).flatten();
    let value = f();
    let time = match (before, thread_time().filter(|_| before.is_some())) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => wall.elapsed(),
    };
    (time, value)
}

/// The best of `repeat` timings of `f` by `clock`, and what it returned
/// (the same every time, or the first that differs is an error).
fn best_of<T: PartialEq + std::fmt::Debug>(
    repeat: usize,
    clock: Clock,
    what: &str,
    mut f: impl FnMut() -> T,
) -> Result<(Duration, T), BenchError> {
    let mut best = Duration::MAX;
    let mut value = None;
    for _ in 0..repeat.max(1) {
        let (time, v) = time_once(clock, &mut f);
        best = best.min(time);
        match &value {
            None => value = Some(v),
            Some(first) if *first != v => {
                return Err(BenchError::Mismatch(format!(
                    "{what} counted {first:?}, then {v:?}"
                )))
            }
            Some(_) => {}
        }
    }
    Ok((best, value.expect("at least one run")))
}

/// Millions per second.
fn mega(count: u64, time: Duration) -> f64 {
    count as f64 / time.as_secs_f64().max(1e-9) / 1e6
}

/// Runs the benchmark, writing its tables to `out`.
///
/// # Errors
/// [`BenchError`] when a count disagrees with another engine or the
/// published one, or a case cannot be set up or measured.
pub fn run(request: &BenchRequest, out: &mut dyn Write) -> Result<(), BenchError> {
    let repeat = request.repeat;
    let _ = writeln!(
        out,
        "cvpages bench: best of {repeat} runs per figure, {} core(s); {}",
        crate::perft_cmd::all_cores(),
        clock_note()
    );
    fide_against_shakmaty(repeat, out)?;
    variant_figures(repeat, out)?;
    if request.quick {
        let _ = writeln!(out, "\nmany pieces in motion: left out (--quick)");
    } else {
        crowds(out)?;
    }
    threads(repeat, request.quick, out)?;
    let root = crate::verify::workspace_root();
    let module = crate::wasm::build(&root, crate::wasm::Build::Site);
    crate::wasm_bench::section(&module, &root.join("target").join("wasm-bench"), out);
    Ok(())
}

/// Section 1: FIDE bulk perft against shakmaty.
fn fide_against_shakmaty(repeat: usize, out: &mut dyn Write) -> Result<(), BenchError> {
    use shakmaty::{fen::Fen, CastlingMode, Chess};
    let cases = kernel::perft_file::parse(include_str!("../../kernel/perft/chess.perft"))
        .map_err(|e| BenchError::Setup(format!("kernel/perft/chess.perft: {e}")))?;
    let chess = kernel::chess::fide();
    let _ = writeln!(
        out,
        "\nFIDE bulk perft, against shakmaty 0.30.1 (M nodes/s)\n\
         {:<10} {:>5} {:>11} {:>9} {:>9} {:>6}",
        "position", "depth", "nodes", "cvpages", "shakmaty", "ratio"
    );
    let mut log_sum = 0.0;
    for (id, depth) in FIDE {
        let case = cases
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| BenchError::Setup(format!("no position {id} in chess.perft")))?;
        let published = case
            .counts
            .iter()
            .find(|(d, _)| *d == depth)
            .map(|&(_, n)| n)
            .ok_or_else(|| BenchError::Setup(format!("no perft {depth} for {id}")))?;
        let ours = chess
            .read_position(&case.fen)
            .map_err(|e| BenchError::Setup(format!("{id}: {e}")))?;
        let theirs: Chess = case
            .fen
            .parse::<Fen>()
            .map_err(|e| BenchError::Setup(format!("{id} for shakmaty: {e}")))?
            .into_position(CastlingMode::Standard)
            .map_err(|e| BenchError::Setup(format!("{id} for shakmaty: {e}")))?;
        // Paired: each round times both, so a busy moment costs both.
        let (mut ours_best, mut theirs_best) = (Duration::MAX, Duration::MAX);
        for _ in 0..repeat.max(1) {
            let (t, n) = best_of(1, Clock::Thread, id, || chess.perft(&ours, depth))?;
            check(id, depth, "cvpages", n, published)?;
            ours_best = ours_best.min(t);
            let (t, n) = best_of(1, Clock::Thread, id, || shakmaty::perft(&theirs, depth))?;
            check(id, depth, "shakmaty", n, published)?;
            theirs_best = theirs_best.min(t);
        }
        let ratio = theirs_best.as_secs_f64() / ours_best.as_secs_f64().max(1e-9);
        log_sum += ratio.ln();
        let _ = writeln!(
            out,
            "{id:<10} {depth:>5} {published:>11} {:>9.1} {:>9.1} {ratio:>5.2}x",
            mega(published, ours_best),
            mega(published, theirs_best)
        );
    }
    let _ = writeln!(
        out,
        "geometric mean of the ratios (cvpages speed / shakmaty speed): {:.2}x",
        (log_sum / FIDE.len() as f64).exp()
    );
    Ok(())
}

/// Refuses a count that is not the published one.
fn check(id: &str, depth: u32, engine: &str, got: u64, published: u64) -> Result<(), BenchError> {
    if got == published {
        Ok(())
    } else {
        Err(BenchError::Mismatch(format!(
            "{engine} counts {got} for {id} perft {depth}, published {published}"
        )))
    }
}

/// Times `variant.perft(start, depth)` on one thread.
struct TimePerft {
    depth: u32,
    repeat: usize,
}

impl Task for TimePerft {
    type Output = Result<(Duration, u64), BenchError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let variant = &variant;
        let start = variant.start_position();
        best_of(self.repeat, Clock::Thread, variant.name(), || {
            variant.perft(&start, self.depth)
        })
    }
}

/// Runs a task on a registered variant.
fn on_variant<T: Task>(name: &str, task: T) -> Result<T::Output, BenchError> {
    registry::with_variant(name, "", task).map_err(|e| BenchError::Setup(e.to_string()))
}

/// Sections 2 and 3: Heavy Gravity perft and Multimove turns per second.
fn variant_figures(repeat: usize, out: &mut dyn Write) -> Result<(), BenchError> {
    let (time, nodes) = on_variant("heavy-gravity", TimePerft { depth: 6, repeat })??;
    let _ = writeln!(
        out,
        "\nHeavy Gravity perft 6 from the start: {nodes} nodes in {:.3} s, {:.1} M nodes/s",
        time.as_secs_f64(),
        mega(nodes, time)
    );
    let (time, turns) = on_variant("multimove", SampledPerftTwo { repeat })??;
    let _ = writeln!(
        out,
        "Multimove perft 2 from the start, every {MULTIMOVE_SAMPLE}th first turn: \
         {turns} turns in {:.3} s, {:.0}k turns/s",
        time.as_secs_f64(),
        mega(turns, time) * 1e3
    );
    Ok(())
}

/// Multimove perft 2 from the start counts 105 million turns, minutes of
/// work; the benchmark counts the second level below every this-many-th
/// first turn (in the order of their notation, which no generator
/// changes), the same work per turn in a few seconds.
const MULTIMOVE_SAMPLE: usize = 50;

/// Times perft 1 below a sample of the first turns: turns per second of
/// perft 2.
struct SampledPerftTwo {
    repeat: usize,
}

impl Task for SampledPerftTwo {
    type Output = Result<(Duration, u64), BenchError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let variant = &variant;
        let start = variant.start_position();
        let mut turns = Vec::new();
        variant.legal_turns(&start, &mut turns);
        let mut named: Vec<(String, V::Position)> = turns
            .iter()
            .map(|t| {
                (
                    variant.write_turn(&start, t),
                    variant.play_turn_unchecked(&start, t),
                )
            })
            .collect();
        named.sort_by(|a, b| a.0.cmp(&b.0));
        let sample: Vec<&V::Position> = named
            .iter()
            .step_by(MULTIMOVE_SAMPLE)
            .map(|(_, p)| p)
            .collect();
        best_of(self.repeat, Clock::Thread, variant.name(), || {
            sample.iter().map(|p| variant.perft(p, 1)).sum::<u64>()
        })
    }
}

/// Section 4: each crowded position in a child process, perft and the
/// engine.
fn crowds(out: &mut dyn Write) -> Result<(), BenchError> {
    let _ = writeln!(
        out,
        "\nmany pieces in motion (each in its own process; the engine's time is its search's)\n{:<52} {:>9} {:>9} {:>12}",
        "position", "result", "time (s)", "peak memory"
    );
    let exe = std::env::current_exe().map_err(|e| BenchError::Child {
        case: "the children".to_string(),
        message: format!("cannot find this program: {e}"),
    })?;
    for crowd in &CROWDS {
        for (measure, words, _) in MEASURES {
            if !measure.is_empty() && !crowd.engine {
                continue;
            }
            let name = if measure.is_empty() {
                crowd.name.to_string()
            } else {
                format!("{}/{measure}", crowd.name)
            };
            let child = |message: String| BenchError::Child {
                case: name.clone(),
                message,
            };
            let output = Command::new(&exe)
                .args(["bench", "--child", &name])
                .output()
                .map_err(|e| child(format!("cannot start it: {e}")))?;
            let stdout = String::from_utf8_lossy(&output.stdout);
            if !output.status.success() {
                let stderr = String::from_utf8_lossy(&output.stderr);
                return Err(child(format!("{}; {}", output.status, stderr.trim())));
            }
            let figure = |key: &str| {
                stdout
                    .lines()
                    .find_map(|l| l.strip_prefix(key))
                    .map(str::trim)
                    .unwrap_or("?")
                    .to_string()
            };
            let _ = writeln!(
                out,
                "{:<52} {:>9} {:>9} {:>12}",
                format!("{}, {words}", crowd.title),
                figure("result"),
                figure("seconds"),
                figure("peak")
            );
        }
    }
    Ok(())
}

/// The child's side of section 4: measures the named position (perft 1,
/// or the engine's search: `NAME/engine-depth-1`, `NAME/engine-1s`) and
/// prints `result` (the turns, or the depth the engine finished),
/// `seconds` and `peak` (this process's peak resident memory, as Linux
/// reports it in `/proc/self/status`) on lines of their own.
///
/// # Errors
/// [`BenchError::Setup`] for an unknown name or a position that does not
/// read.
pub fn child(name: &str, out: &mut dyn Write) -> Result<(), BenchError> {
    let (crowd_name, measure_name) = name.split_once('/').unwrap_or((name, ""));
    let crowd = CROWDS.iter().find(|c| c.name == crowd_name);
    let measure = MEASURES
        .iter()
        .find(|m| m.0 == measure_name && (m.0.is_empty() || crowd.is_some_and(|c| c.engine)));
    let (Some(crowd), Some(&(_, _, measure))) = (crowd, measure) else {
        let names: Vec<String> = CROWDS
            .iter()
            .flat_map(|c| {
                MEASURES
                    .iter()
                    .filter(|m| m.0.is_empty() || c.engine)
                    .map(|m| match m.0 {
                        "" => c.name.to_string(),
                        measure => format!("{}/{measure}", c.name),
                    })
            })
            .collect();
        return Err(BenchError::Setup(format!(
            "unknown --child {}: expected {}",
            Excerpt::new(name),
            names.join(", ")
        )));
    };
    let (time, result) = registry::with_variant(
        crowd.variant,
        crowd.options,
        Measured {
            position: crowd.position,
            measure,
        },
    )
    .map_err(|e| BenchError::Setup(e.to_string()))??;
    let _ = writeln!(out, "result {result}");
    let _ = writeln!(out, "seconds {:.3}", time.as_secs_f64());
    let _ = writeln!(out, "peak {}", peak_memory());
    Ok(())
}

/// Times one measure of a position text.
struct Measured {
    position: &'static str,
    measure: Measure,
}

impl Task for Measured {
    type Output = Result<(Duration, String), BenchError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let variant = &variant;
        let position = variant
            .read_position(self.position)
            .map_err(|e| BenchError::Setup(format!("{}: {e}", variant.name())))?;
        match self.measure {
            Measure::Perft => best_of(1, Clock::Thread, variant.name(), || {
                variant.perft(&position, 1)
            })
            .map(|(time, turns)| (time, turns.to_string())),
            Measure::Engine(limit) => {
                let limits =
                    engine::Limits::parse(limit).map_err(|e| BenchError::Setup(e.to_string()))?;
                let mut engine = engine::Engine::new(variant);
                let (time, result) = time_once(Clock::Thread, || {
                    engine.search(variant, &position, &[], &limits)
                });
                if result.best.is_none() {
                    return Err(BenchError::Mismatch(format!(
                        "the engine gave no turn at {limit}"
                    )));
                }
                Ok((time, format!("depth {}", result.depth)))
            }
        }
    }
}

/// This process's peak resident memory in MiB, from Linux's
/// `/proc/self/status` (`VmHWM`); "unknown" where there is no such file.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(format!("{:.0} MiB", kib / 1024.0))
        })
        .unwrap_or_else(|| "unknown".to_string())
}

/// Section 5: FIDE perft from the start on 1 to all cores.
fn threads(repeat: usize, quick: bool, out: &mut dyn Write) -> Result<(), BenchError> {
    let depth = if quick { 5 } else { 6 };
    let chess = kernel::chess::fide();
    let start = chess.start_position();
    let cores = crate::perft_cmd::all_cores();
    let _ = writeln!(
        out,
        "\nthreaded FIDE perft {depth} from the start (split at the root)\n{:>7} {:>9} {:>13} {:>8}",
        "threads", "time (s)", "M nodes/s", "speed-up"
    );
    let mut counts = (1..=cores).collect::<Vec<_>>();
    if cores > 8 {
        counts.retain(|n| n.is_power_of_two() || *n == cores);
    }
    // Rounds of every thread count in turn, so that a busy spell of the
    // machine falls on all of them alike; the best of each is kept.
    let mut best = vec![(Duration::MAX, 0u64); counts.len()];
    for _ in 0..repeat.max(1) {
        for (slot, &n) in best.iter_mut().zip(&counts) {
            let (time, nodes) = time_once(Clock::Wall, || {
                kernel::perft::perft_threaded(&chess, &start, depth, n)
            });
            let nodes = nodes.map_err(|e| BenchError::Setup(e.to_string()))?;
            if slot.1 != 0 && slot.1 != nodes {
                return Err(BenchError::Mismatch(format!(
                    "threaded perft counted {}, then {nodes}",
                    slot.1
                )));
            }
            *slot = (slot.0.min(time), nodes);
        }
    }
    let base = best.first().map_or(Duration::MAX, |b| b.0);
    for (&n, &(time, nodes)) in counts.iter().zip(&best) {
        let _ = writeln!(
            out,
            "{n:>7} {:>9.3} {:>13.1} {:>7.2}x",
            time.as_secs_f64(),
            mega(nodes, time),
            base.as_secs_f64() / time.as_secs_f64().max(1e-9)
        );
    }
    Ok(())
}

/// The most timings per figure `--repeat` accepts.
pub const MAX_REPEAT: usize = 100;

/// `cargo xtask bench` as the command line gives it; returns the exit
/// status (2 for a bad argument, 1 for a failed measurement).
pub fn command(
    quick: bool,
    repeat: Option<&str>,
    child_name: Option<&str>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let fail = |err: &mut dyn Write, status: i32, message: String| {
        let _ = writeln!(err, "error: {}", cvpages_cli::lines::one_line(&message));
        status
    };
    let repeat = match repeat.map(str::parse::<usize>) {
        None => 3,
        Some(Ok(n @ 1..=MAX_REPEAT)) => n,
        Some(_) => {
            let text = Excerpt::new(repeat.unwrap_or_default());
            return fail(
                err,
                cvpages_cli::lines::BAD_INPUT,
                format!("--repeat {text} must be a whole number from 1 to {MAX_REPEAT}"),
            );
        }
    };
    let result = match child_name {
        Some(name) => child(name, out),
        None => {
            if let Some(note) = crate::profile::speed_note() {
                let _ = writeln!(err, "{note}");
            }
            run(&BenchRequest { quick, repeat }, out)
        }
    };
    match result {
        Ok(()) => 0,
        Err(e @ BenchError::Setup(_)) if child_name.is_some() => {
            fail(err, cvpages_cli::lines::BAD_INPUT, e.to_string())
        }
        Err(e) => fail(err, cvpages_cli::lines::FAILED, e.to_string()),
    }
}
