//! Turn perft with statistics, for measuring speed and memory:
//! `cargo run --release -p cvpages-multimove --example turn_perft -- <variant> <depth> [position text]`
//! where variant is `multimove` or `multimove-heavy-gravity`. Prints the
//! count, the time, turns per second and the steps played per distinct
//! turn.

use multimove::{Multimove, Position, Step, Turn, Variant};
use std::cell::Cell;
use std::time::Instant;

/// Delegates to the game and counts the steps the turn search plays.
struct Counting<'a, B> {
    game: &'a Multimove<B>,
    steps: Cell<u64>,
}

impl<B> Variant for Counting<'_, B> {
    type Position = Position;
    type Step = Step;
    type PositionError = multimove::PositionError;
    type NotationError = multimove::NotationError;
    fn name(&self) -> &str {
        self.game.name()
    }
    fn start_position(&self) -> Position {
        self.game.start_position()
    }
    fn read_position(&self, text: &str) -> Result<Position, Self::PositionError> {
        self.game.read_position(text)
    }
    fn write_position(&self, position: &Position) -> String {
        self.game.write_position(position)
    }
    fn side_to_move(&self, position: &Position) -> multimove::Color {
        self.game.side_to_move(position)
    }
    fn in_turn(&self, position: &Position) -> bool {
        self.game.in_turn(position)
    }
    fn steps(&self, position: &Position, out: &mut Vec<Step>) {
        self.game.steps(position, out)
    }
    fn play_step(&self, position: &mut Position, step: Step) {
        self.steps.set(self.steps.get() + 1);
        self.game.play_step(position, step)
    }
    fn in_check(&self, position: &Position) -> bool {
        self.game.in_check(position)
    }
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<multimove::Outcome> {
        self.game.outcome(position, history)
    }
    fn read_turn(
        &self,
        position: &Position,
        text: &str,
    ) -> Result<Turn<Step>, Self::NotationError> {
        self.game.read_turn(position, text)
    }
    fn write_turn(&self, position: &Position, turn: &[Step]) -> String {
        self.game.write_turn(position, turn)
    }
    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        multimove::enumerate_turns(self, position, |_, _| n += 1);
        n
    }
    fn perft(&self, position: &Position, depth: u32) -> u64 {
        kernel::perft::perft_reusing_turn_search(self, position, depth)
    }
}

fn run<B>(game: &Multimove<B>, depth: u32, text: Option<&str>) -> Result<(), String> {
    let position = match text {
        Some(t) => game.read_position(t).map_err(|e| e.to_string())?,
        None => game.start_position(),
    };
    let counting = Counting {
        game,
        steps: Cell::new(0),
    };
    let clock = Instant::now();
    let nodes = counting.perft(&position, depth);
    let seconds = clock.elapsed().as_secs_f64();
    let steps = counting.steps.get();
    println!("variant {} depth {depth}", game.name());
    println!("seconds {seconds:.3}");
    println!("turns per second {:.0}", nodes as f64 / seconds.max(1e-9));
    println!(
        "steps played {steps}, {:.2} per distinct turn",
        steps as f64 / nodes.max(1) as f64
    );
    println!("nodes {nodes}");
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: turn_perft <multimove|multimove-heavy-gravity> <depth> [position text]";
    let (Some(variant), Some(depth)) = (
        args.first(),
        args.get(1).and_then(|d| d.parse::<u32>().ok()),
    ) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let text = args.get(2).map(String::as_str);
    let result = match variant.as_str() {
        "multimove" => run(&Multimove::fide(), depth, text),
        "multimove-heavy-gravity" => run(&Multimove::heavy_gravity(), depth, text),
        other => Err(format!("unknown variant '{other}'")),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
