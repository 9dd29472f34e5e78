//! The turn search with plans, on a toy variant whose turns are easy to
//! count by hand. (Moved from the library's unit tests, `src/variant.rs`.)

use kernel::{enumerate_turns, Color, Outcome, Turn, Variant};
use std::cell::Cell;
use std::convert::Infallible;

/// A turn switches each of `n` lamps once, in any order; where lamps 0
/// and 1 stand relative to each other is the only thing an order
/// changes (the position records which came first), so every turn
/// ends in one of two positions. `reduce` gives the search a persistent
/// set: lamps 0 and 1 while either is left (their order matters, so
/// both orders are explored), then the lowest lamp left. `plans` plans
/// are offered, and positions are `free` of the plan or not.
struct Lamps {
    n: u8,
    reduce: bool,
    plans: u64,
    free: bool,
    /// Positions expanded (steps asked for).
    expanded: Cell<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Lit {
    switched: u16,
    /// Lamp 0 or 1, whichever was switched first; 9 before either.
    first: u8,
}

impl Lamps {
    fn new(n: u8, reduce: bool, plans: u64, free: bool) -> Lamps {
        Lamps {
            n,
            reduce,
            plans,
            free,
            expanded: Cell::new(0),
        }
    }

    fn all(&self) -> u16 {
        (1u16 << self.n) - 1
    }

    fn left(&self, at: &Lit) -> impl Iterator<Item = u8> + '_ {
        let switched = at.switched;
        (0..self.n).filter(move |i| switched & 1 << i == 0)
    }
}

impl Variant for Lamps {
    type Position = Lit;
    type Step = u8;
    type PositionError = Infallible;
    type NotationError = Infallible;

    fn name(&self) -> &str {
        "lamps"
    }
    fn start_position(&self) -> Lit {
        Lit {
            switched: 0,
            first: 9,
        }
    }
    fn read_position(&self, _text: &str) -> Result<Lit, Infallible> {
        Ok(self.start_position())
    }
    fn write_position(&self, position: &Lit) -> String {
        format!("{position:?}")
    }
    fn side_to_move(&self, _position: &Lit) -> Color {
        Color::White
    }
    fn in_turn(&self, position: &Lit) -> bool {
        position.switched != 0 && position.switched != self.all()
    }
    fn steps(&self, position: &Lit, out: &mut Vec<u8>) {
        self.expanded.set(self.expanded.get() + 1);
        out.extend(self.left(position));
    }
    fn play_step(&self, position: &mut Lit, lamp: u8) {
        position.switched |= 1 << lamp;
        if lamp < 2 && position.first == 9 {
            position.first = lamp;
        }
    }
    fn in_check(&self, _position: &Lit) -> bool {
        false
    }
    fn outcome(&self, _position: &Lit, _history: &[u64]) -> Option<Outcome> {
        None
    }
    fn read_turn(&self, _position: &Lit, _text: &str) -> Result<Turn<u8>, Infallible> {
        Ok(Turn::new())
    }
    fn write_turn(&self, _position: &Lit, turn: &[u8]) -> String {
        format!("{turn:?}")
    }

    fn turn_plans(&self, _start: &Lit, plans: &mut Vec<u64>) -> bool {
        plans.extend(0..self.plans);
        self.plans > 0
    }
    fn plan_steps(&self, _start: &Lit, _plan: u64, at: &Lit, out: &mut Vec<u8>) {
        if !self.reduce {
            return self.steps(at, out);
        }
        self.expanded.set(self.expanded.get() + 1);
        let pair: Vec<u8> = self.left(at).filter(|&i| i < 2).collect();
        if pair.is_empty() {
            out.extend(self.left(at).next());
        } else {
            out.extend(pair);
        }
    }
    fn plan_free(&self, _at: &Lit) -> bool {
        self.free
    }
}

/// The end positions a search visits, and how many times each.
fn ends(game: &Lamps) -> Vec<(Lit, usize)> {
    let mut seen: Vec<(Lit, usize)> = Vec::new();
    enumerate_turns(game, &game.start_position(), |_, end| {
        match seen.iter_mut().find(|(e, _)| e == end) {
            Some((_, n)) => *n += 1,
            None => seen.push((end.clone(), 1)),
        }
    });
    seen.sort_by_key(|(e, _)| e.first);
    seen
}

#[test]
fn a_persistent_set_reaches_every_end_and_expands_far_fewer_positions() {
    let full = Lamps::new(10, false, 0, false);
    let reduced = Lamps::new(10, true, 1, false);
    let two = |first| {
        (
            Lit {
                switched: 1023,
                first,
            },
            1,
        )
    };
    assert_eq!(ends(&full), vec![two(0), two(1)]);
    assert_eq!(ends(&reduced), vec![two(0), two(1)]);
    // Without plans: the start, and every mid-turn position: the 1022
    // subsets of the ten lamps other than none and all, and once more
    // each of the 255 of them that hold both lamp 0 and lamp 1 (either
    // may have come first).
    assert_eq!(full.expanded.get(), 1 + 1022 + 255);
    // With the persistent set: the start, lamp 0 or lamp 1 switched,
    // both (in two orders, two positions), then lamps 2 to 8 switched
    // one after the other on each of the two: 1 + 2 + 2 * 8.
    assert_eq!(reduced.expanded.get(), 1 + 2 + 2 * 8);
}

#[test]
fn positions_free_of_the_plan_are_expanded_once_for_all_plans() {
    // Three plans that each explore every step: positions bound to the
    // plan are expanded once per plan, free ones once.
    let bound = Lamps::new(6, false, 3, false);
    let free = Lamps::new(6, false, 3, true);
    let each = |first| {
        (
            Lit {
                switched: 63,
                first,
            },
            1,
        )
    };
    // Each end visited once, though three plans reach it.
    assert_eq!(ends(&bound), vec![each(0), each(1)]);
    assert_eq!(ends(&free), vec![each(0), each(1)]);
    // The start and the mid-turn positions, counted as in the test
    // above for six lamps (62 subsets, 15 of them with lamps 0 and 1),
    // three times.
    assert_eq!(bound.expanded.get(), 3 * (1 + 62 + 15));
    // The start is expanded under each plan (it is the plans' root),
    // the mid-turn positions once.
    assert_eq!(free.expanded.get(), 3 + 62 + 15);
}
