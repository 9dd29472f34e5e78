//! The walk on a toy variant whose turns are easy to list by hand: a turn
//! adds 1, 2 or 3 to a total, step by step, until the total reaches the
//! goal; a position is the total and the number of steps taken, so every
//! order of the same numbers meets in one position. (Moved from the
//! library's unit tests, `src/walk/tests.rs`, with those of the budget,
//! `src/walk/budget.rs`, now checked through walks.)

use kernel::variant::{Outcome, Turn, Variant};
use kernel::walk::{
    bounded, current, some_end, Budget, BudgetExceeded, KeyWriter, Visitor, WalkEnd, Walker,
    Weighed,
};
use kernel::Color;
use std::cell::Cell;
use std::collections::BTreeSet;
use std::convert::Infallible;
use std::ops::ControlFlow;

struct Sums {
    goal: u8,
    /// Give each position a key (the whole position otherwise).
    keys: bool,
    /// Steps asked for.
    asked: Cell<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Total {
    total: u8,
    count: u8,
}

impl Sums {
    fn new(goal: u8) -> Sums {
        Sums {
            goal,
            keys: false,
            asked: Cell::new(0),
        }
    }
}

impl Variant for Sums {
    type Position = Total;
    type Step = u8;
    type PositionError = Infallible;
    type NotationError = Infallible;

    fn name(&self) -> &str {
        "sums"
    }
    fn start_position(&self) -> Total {
        Total { total: 0, count: 0 }
    }
    fn read_position(&self, _text: &str) -> Result<Total, Infallible> {
        Ok(self.start_position())
    }
    fn write_position(&self, position: &Total) -> String {
        format!("{position:?}")
    }
    fn side_to_move(&self, _position: &Total) -> Color {
        Color::White
    }
    fn in_turn(&self, position: &Total) -> bool {
        position.total > 0 && position.total < self.goal
    }
    fn steps(&self, position: &Total, out: &mut Vec<u8>) {
        self.asked.set(self.asked.get() + 1);
        if position.total < self.goal {
            out.extend([1, 2, 3]);
        }
    }
    fn play_step(&self, position: &mut Total, step: u8) {
        position.total += step;
        position.count += 1;
    }
    fn in_check(&self, _position: &Total) -> bool {
        false
    }
    fn outcome(&self, _position: &Total, _history: &[u64]) -> Option<Outcome> {
        None
    }
    fn read_turn(&self, _position: &Total, _text: &str) -> Result<Turn<u8>, Infallible> {
        Ok(Turn::new())
    }
    fn write_turn(&self, _position: &Total, turn: &[u8]) -> String {
        format!("{turn:?}")
    }
    fn turn_key(&self, position: &Total, key: &mut KeyWriter) -> bool {
        key.push(u64::from(position.total), 8);
        key.push(u64::from(position.count), 8);
        self.keys
    }
}

/// Every end a sequence of steps reaches, found by trying every sequence,
/// with at most `twos` steps of 2.
fn every_end(game: &Sums, at: Total, twos: u8, out: &mut BTreeSet<Total>) {
    if at.total >= game.goal {
        out.insert(at);
        return;
    }
    for step in [1, 2, 3] {
        if step == 2 && twos == 0 {
            continue;
        }
        let mut next = at;
        game.play_step(&mut next, step);
        every_end(game, next, twos - u8::from(step == 2), out);
    }
}

/// Takes every turn, and stops after `stop_after` ticks if given.
#[derive(Default)]
struct Collect {
    ends: Vec<Total>,
    turns: Vec<Vec<u8>>,
    ticks: u64,
    stop_after: Option<u64>,
}

impl Visitor<Total, u8> for Collect {
    type Note = ();

    fn tick(&mut self) -> ControlFlow<()> {
        self.ticks += 1;
        match self.stop_after {
            Some(n) if self.ticks > n => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    }

    fn turn(&mut self, turn: &[u8], end: &Total, _note: &()) -> ControlFlow<()> {
        self.ends.push(*end);
        self.turns.push(turn.to_vec());
        ControlFlow::Continue(())
    }
}

/// Orders the larger numbers first, keeps at most `twos` steps of 2 (the
/// 2s spent are the tag), and notes the steps taken.
struct Selective {
    twos: u8,
    turns: Vec<Vec<u8>>,
    ends: Vec<Total>,
    notes: Vec<u8>,
}

impl Visitor<Total, u8> for Selective {
    type Note = u8;
    const ORDERED: bool = true;
    const TAGGED: bool = true;

    fn weigh(
        &mut self,
        _at: &Total,
        note: &u8,
        tag: u64,
        step: u8,
        _next: &Total,
        _ends: bool,
    ) -> Option<Weighed<u8>> {
        let tag = tag + u64::from(step == 2);
        (tag <= u64::from(self.twos)).then_some(Weighed {
            key: i32::from(step),
            tag,
            note: note + 1,
        })
    }

    fn turn(&mut self, turn: &[u8], end: &Total, note: &u8) -> ControlFlow<()> {
        self.turns.push(turn.to_vec());
        self.ends.push(*end);
        self.notes.push(*note);
        ControlFlow::Continue(())
    }
}

#[test]
fn every_end_is_visited_once_keyed_or_whole() {
    for keys in [false, true] {
        let mut game = Sums::new(9);
        game.keys = keys;
        let mut expected = BTreeSet::new();
        every_end(&game, game.start_position(), u8::MAX, &mut expected);
        let mut collect = Collect::default();
        let end = Walker::new().walk(&game, &game.start_position(), &mut collect);
        assert_eq!(end, WalkEnd::Complete);
        let found: BTreeSet<Total> = collect.ends.iter().copied().collect();
        assert_eq!(found.len(), collect.ends.len(), "an end visited twice");
        assert_eq!(found, expected);
        // Each turn is a sequence that reaches its end.
        for (turn, end) in collect.turns.iter().zip(&collect.ends) {
            assert_eq!(game.play_turn_unchecked(&game.start_position(), turn), *end);
        }
    }
}

#[test]
fn an_ordered_walk_meets_the_best_steps_first_and_a_tag_keeps_paths_apart() {
    let game = Sums::new(7);
    for twos in [0, 1, 2] {
        let mut expected = BTreeSet::new();
        every_end(&game, game.start_position(), twos, &mut expected);
        let mut visitor = Selective {
            twos,
            turns: Vec::new(),
            ends: Vec::new(),
            notes: Vec::new(),
        };
        let mut walker = Walker::new();
        let end = walker.walk(&game, &game.start_position(), &mut visitor);
        assert_eq!(end, WalkEnd::Complete);
        let found: BTreeSet<Total> = visitor.ends.iter().copied().collect();
        assert_eq!(found, expected, "at most {twos} twos");
        // Largest steps first: 3, 3, 3 is the first turn found.
        assert_eq!(visitor.turns[0], vec![3, 3, 3]);
        // The note counted the steps of each turn.
        for (turn, note) in visitor.turns.iter().zip(&visitor.notes) {
            assert_eq!(turn.len(), usize::from(*note));
            assert!(turn.iter().filter(|&&s| s == 2).count() <= usize::from(twos));
        }
    }
}

#[test]
fn a_tick_stops_the_walk_before_the_next_step() {
    let game = Sums::new(30);
    let mut collect = Collect {
        stop_after: Some(100),
        ..Collect::default()
    };
    let mut walker = Walker::new();
    assert_eq!(
        walker.walk(&game, &game.start_position(), &mut collect),
        WalkEnd::Stopped
    );
    assert_eq!(collect.ticks, 101);
    assert_eq!(walker.steps(), 101);
}

#[test]
fn a_budget_of_steps_stops_every_walk_inside_it() {
    let game = Sums::new(60);
    let mut walker = Walker::new();
    assert_eq!(
        walker.enumerate(&game, &game.start_position(), |_, _| {}),
        WalkEnd::Complete
    );
    let whole = walker.steps();
    assert!(whole > 1000, "{whole}");
    let mut inside = None;
    let result = bounded(Budget::steps(1000), || {
        let first = Walker::new().enumerate(&game, &game.start_position(), |_, _| {});
        // The next walk stops at once: it asks for no steps.
        game.asked.set(0);
        let second = Walker::new().enumerate(&game, &game.start_position(), |_, _| {});
        inside = Some((first, second, game.asked.get()));
    });
    assert_eq!(result, Err(BudgetExceeded::Steps(1000)));
    assert_eq!(inside, Some((WalkEnd::OutOfSteps, WalkEnd::OutOfSteps, 0)));
    // The steps are counted over the walks: two walks within twice the
    // steps of one.
    let within = bounded(Budget::steps(2 * whole), || {
        let first = Walker::new().enumerate(&game, &game.start_position(), |_, _| {});
        let second = Walker::new().enumerate(&game, &game.start_position(), |_, _| {});
        (first, second)
    });
    assert_eq!(within, Ok((WalkEnd::Complete, WalkEnd::Complete)));
    let over = bounded(Budget::steps(2 * whole - 1), || {
        Walker::new().enumerate(&game, &game.start_position(), |_, _| {});
        Walker::new().enumerate(&game, &game.start_position(), |_, _| {})
    });
    assert_eq!(over, Err(BudgetExceeded::Steps(2 * whole - 1)));
}

#[test]
fn a_memory_bound_stops_a_walk_whose_tables_outgrow_it() {
    let game = Sums::new(120);
    let mut walker: Walker<Total, u8> = Walker::new();
    walker.set_memory_limit(Some(4096));
    assert_eq!(
        walker.enumerate(&game, &game.start_position(), |_, _| {}),
        WalkEnd::OutOfMemory
    );
    assert!(walker.bytes() > 4096);
    walker.set_memory_limit(None);
    assert_eq!(
        walker.enumerate(&game, &game.start_position(), |_, _| {}),
        WalkEnd::Complete
    );
    // The thread's budget does the same to any walk, and says so.
    let result = bounded(Budget::memory(4096), || {
        Walker::new().enumerate(&game, &game.start_position(), |_, _| {})
    });
    assert_eq!(result, Err(BudgetExceeded::Memory(4096)));
}

#[test]
fn the_first_end_is_found_without_walking_the_rest() {
    let game = Sums::new(40);
    assert!(some_end(&game, &game.start_position(), |_| true));
    // Forty steps of 1 at most, each asking for the steps once.
    assert!(game.asked.get() <= 41, "{}", game.asked.get());
    game.asked.set(0);
    assert!(some_end(&game, &game.start_position(), |end| end.count == 14));
    assert!(!some_end(&game, &game.start_position(), |end| end.total > 42));
    // The default `has_legal_turn` is this walk.
    assert!(game.has_legal_turn(&game.start_position()));
}

/// How a walk of every turn of `game` ends, and its steps.
fn walk_steps(game: &Sums) -> (WalkEnd, u64) {
    let mut walker = Walker::new();
    let end = walker.enumerate(game, &game.start_position(), |_, _| {});
    (end, walker.steps())
}

/// The budget's tests (from `src/walk/budget.rs`), through walks of
/// known steps: a sum to 1 takes 3 steps (1, 2 or 3), a sum to 2 takes
/// 6 (1 then 1, 2 or 3; 2; 3).
#[test]
fn the_budget_is_in_force_inside_and_restored_after() {
    let (three, six, many) = (Sums::new(1), Sums::new(2), Sums::new(9));
    assert_eq!(walk_steps(&three), (WalkEnd::Complete, 3));
    assert_eq!(walk_steps(&six), (WalkEnd::Complete, 6));
    let (_, steps) = walk_steps(&many);
    assert!(steps > 10, "{steps}");
    assert!(current().is_none());
    let mut last = None;
    let outer = bounded(Budget::steps(10), || {
        assert_eq!(walk_steps(&three), (WalkEnd::Complete, 3));
        assert_eq!(current().map(|b| b.steps_used()), Some(3));
        // An inner budget stands in place of the outer one: its memory
        // bound holds, and the outer one's steps do not.
        let tight = bounded(Budget::memory(100), || walk_steps(&many).0);
        assert_eq!(tight, Err(BudgetExceeded::Memory(100)));
        let roomy = bounded(Budget::memory(1 << 30), || walk_steps(&many));
        assert_eq!(roomy, Ok((WalkEnd::Complete, steps)));
        // The outer one is back, its 7 steps left untouched: 6 of them,
        // then the last one.
        assert_eq!(current().map(|b| b.steps_used()), Some(3));
        assert_eq!(walk_steps(&six), (WalkEnd::Complete, 6));
        last = Some(walk_steps(&three));
    });
    assert_eq!(outer, Err(BudgetExceeded::Steps(10)));
    assert_eq!(last, Some((WalkEnd::OutOfSteps, 1)));
    assert!(current().is_none());
    // Outside, no budget and nothing spent.
    assert_eq!(walk_steps(&many), (WalkEnd::Complete, steps));
}

#[test]
fn a_walk_over_the_budget_fails_the_call_and_spends_it() {
    let (three, many) = (Sums::new(1), Sums::new(9));
    let mut after = None;
    let result = bounded(Budget::steps(10), || {
        assert_eq!(walk_steps(&many), (WalkEnd::OutOfSteps, 10));
        // Spent: the next walk stops before its first step.
        after = Some(walk_steps(&three));
    });
    assert_eq!(result, Err(BudgetExceeded::Steps(10)));
    assert_eq!(after, Some((WalkEnd::OutOfSteps, 0)));
    assert_eq!(
        BudgetExceeded::Memory(3 << 20).to_string(),
        "the turn search needs more than 3 MiB of memory"
    );
}

#[test]
fn worker_threads_share_the_budget() {
    let mut seen = None;
    let result = bounded(Budget::steps(10), || {
        let bound = current().expect("a budget in force");
        std::thread::scope(|s| {
            s.spawn(|| bound.enter(|| walk_steps(&Sums::new(2))));
        });
        // The worker's 6 steps count here too: 4 are left.
        let used = bound.steps_used();
        let six = walk_steps(&Sums::new(2));
        seen = Some((used, six));
    });
    assert_eq!(result, Err(BudgetExceeded::Steps(10)));
    assert_eq!(seen, Some((6, (WalkEnd::OutOfSteps, 4))));
    // A worker that goes over fails the call.
    let result = bounded(Budget::steps(10), || {
        let bound = current().expect("a budget in force");
        std::thread::scope(|s| {
            s.spawn(|| bound.enter(|| walk_steps(&Sums::new(9))));
        });
    });
    assert_eq!(result, Err(BudgetExceeded::Steps(10)));
}
