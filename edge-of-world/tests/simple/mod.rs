//! A second, deliberately simple reading of the rules, written apart from
//! the crate's generator to check it: a plain 12x12 grid of cells, every
//! order of the pieces in motion tried with the start or stop slotted in
//! at every point, and duplicates removed only at the end. It writes
//! positions in the crate's position-text format so the two can be
//! compared leaf by leaf.

#![allow(dead_code)]

use std::collections::HashSet;

/// A start or a stop: from and to (the same square for a stop).
type Action = ((i32, i32), (i32, i32));

/// A piece: White?, letter (upper case), momentum (direction, speed).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell {
    pub white: bool,
    pub letter: char,
    pub motion: Option<(u8, u8)>,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct State {
    /// `grid[file][rank]`, both from 0.
    pub grid: [[Option<Cell>; 12]; 12],
    pub white: bool,
    pub clock: u16,
    /// Centre squares exempt from the End of the World, as (file, rank).
    pub centre: [(i32, i32); 4],
}

/// The text's diagram: direction number -> (files, ranks).
fn vector(d: u8) -> (i32, i32) {
    match d {
        0 => (0, 1),
        1 => (1, 2),
        2 => (1, 1),
        3 => (2, 1),
        4 => (1, 0),
        5 => (2, -1),
        6 => (1, -1),
        7 => (1, -2),
        8 => (0, -1),
        9 => (-1, -2),
        10 => (-1, -1),
        11 => (-2, -1),
        12 => (-1, 0),
        13 => (-2, 1),
        14 => (-1, 1),
        _ => (-1, 2),
    }
}

fn direction_of(v: (i32, i32)) -> u8 {
    (0..16).find(|&d| vector(d) == v).expect("a direction")
}

fn on(f: i32, r: i32) -> bool {
    (0..12).contains(&f) && (0..12).contains(&r)
}

impl State {
    pub fn start() -> State {
        let mut grid = [[None; 12]; 12];
        let back = ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'];
        for (i, &l) in back.iter().enumerate() {
            let f = i + 2;
            grid[f][2] = Some(Cell {
                white: true,
                letter: l,
                motion: None,
            });
            grid[f][3] = Some(Cell {
                white: true,
                letter: 'P',
                motion: None,
            });
            grid[f][8] = Some(Cell {
                white: false,
                letter: 'P',
                motion: None,
            });
            grid[f][9] = Some(Cell {
                white: false,
                letter: l,
                motion: None,
            });
        }
        State {
            grid,
            white: true,
            clock: 0,
            centre: [(5, 5), (5, 6), (6, 5), (6, 6)],
        }
    }

    fn at(&self, f: i32, r: i32) -> Option<Cell> {
        self.grid[f as usize][r as usize]
    }

    fn put(&mut self, f: i32, r: i32, c: Option<Cell>) {
        self.grid[f as usize][r as usize] = c;
    }

    fn count(&self) -> usize {
        self.grid.iter().flatten().filter(|c| c.is_some()).count()
    }

    fn kings(&self) -> usize {
        self.grid
            .iter()
            .flatten()
            .flatten()
            .filter(|c| c.letter == 'K')
            .count()
    }

    /// The position text, written from scratch.
    pub fn text(&self) -> String {
        let mut ranks = Vec::new();
        for r in (0..12).rev() {
            let mut s = String::new();
            let mut empty = 0;
            for f in 0..12 {
                match self.at(f, r) {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(if c.white {
                            c.letter
                        } else {
                            c.letter.to_ascii_lowercase()
                        });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            ranks.push(s);
        }
        let mut moving = Vec::new();
        for r in 0..12 {
            for f in 0..12 {
                if let Some(c) = self.at(f, r) {
                    if let Some((d, s)) = c.motion {
                        let l = if c.white {
                            c.letter
                        } else {
                            c.letter.to_ascii_lowercase()
                        };
                        let sq = format!("{}{}", (b'A' + f as u8) as char, r + 1);
                        moving.push((s, r, f, format!("{l} {sq} {d} {s}")));
                    }
                }
            }
        }
        moving.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        let list: Vec<String> = moving.into_iter().map(|m| m.3).collect();
        let list = if list.is_empty() {
            "-".to_string()
        } else {
            list.join(", ")
        };
        format!(
            "{} {} {} {}",
            ranks.join("/"),
            if self.white { 'w' } else { 'b' },
            self.clock,
            list
        )
    }

    /// Every start and stop of the side to move: `(from, to)` with
    /// `from == to` for a stop.
    fn actions(&self) -> Vec<((i32, i32), (i32, i32))> {
        let mut out = Vec::new();
        for f in 0..12 {
            for r in 0..12 {
                let Some(c) = self.at(f, r) else { continue };
                if c.white != self.white {
                    continue;
                }
                if let Some((d, _)) = c.motion {
                    let diagonal = matches!(d, 2 | 6 | 10 | 14);
                    if !(c.letter == 'P' && diagonal) {
                        out.push(((f, r), (f, r)));
                    }
                    continue;
                }
                let free = |x: i32, y: i32| on(x, y) && self.at(x, y).is_none();
                let enemy = |x: i32, y: i32| {
                    on(x, y) && self.at(x, y).is_some_and(|o| o.white != self.white)
                };
                let (dirs, slide): (Vec<u8>, bool) = match c.letter {
                    'K' | 'C' => ((0..16).step_by(2).collect(), false),
                    'Q' => ((0..16).step_by(2).collect(), true),
                    'R' => (vec![0, 4, 8, 12], true),
                    'B' => (vec![2, 6, 10, 14], true),
                    'N' => ((1..16).step_by(2).collect(), true),
                    _ => {
                        let fwd = if self.white { 1 } else { -1 };
                        if free(f, r + fwd) {
                            out.push(((f, r), (f, r + fwd)));
                        }
                        for dx in [-1, 1] {
                            if free(f + dx, r + fwd) || enemy(f + dx, r + fwd) {
                                out.push(((f, r), (f + dx, r + fwd)));
                            }
                        }
                        continue;
                    }
                };
                for d in dirs {
                    let (vx, vy) = vector(d);
                    let (mut x, mut y) = (f + vx, r + vy);
                    while on(x, y) {
                        if free(x, y) {
                            out.push(((f, r), (x, y)));
                        } else {
                            if enemy(x, y) {
                                out.push(((f, r), (x, y)));
                            }
                            break;
                        }
                        if !slide {
                            break;
                        }
                        x += vx;
                        y += vy;
                    }
                }
            }
        }
        out
    }

    /// Plays a start or a stop; returns whether something irreversible happened.
    fn act(&mut self, (from, to): ((i32, i32), (i32, i32))) -> bool {
        let mut c = self.at(from.0, from.1).expect("a piece");
        if from == to {
            c.motion = None;
            self.put(from.0, from.1, Some(c));
            return false;
        }
        let captured = self.at(to.0, to.1).is_some();
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        c.motion = if captured {
            None
        } else if c.letter == 'N' {
            let n = (1..=11).find(|n| {
                (1..16).step_by(2).any(|d| {
                    let v = vector(d);
                    (v.0 * n, v.1 * n) == (dx, dy)
                })
            });
            let n = n.expect("knight line");
            Some((direction_of((dx / n, dy / n)), 2 * n as u8))
        } else {
            let n = dx.abs().max(dy.abs());
            Some((direction_of((dx / n, dy / n)), n as u8))
        };
        self.put(from.0, from.1, None);
        self.put(to.0, to.1, Some(c));
        self.promote(to.0, to.1);
        captured || c.letter == 'P'
    }

    fn promote(&mut self, f: i32, r: i32) {
        if let Some(mut c) = self.at(f, r) {
            if c.letter == 'P' && r == if c.white { 11 } else { 0 } {
                c.letter = 'C';
                self.put(f, r, Some(c));
            }
        }
    }

    /// Moves the piece on `(f, r)` `count` steps of `v`, with contact.
    /// Returns (progress, squares whose pieces lost their momentum).
    fn journey(
        &mut self,
        f: i32,
        r: i32,
        v: (i32, i32),
        count: u8,
        eotw: &mut Vec<(i32, i32)>,
    ) -> bool {
        let mut me = self.at(f, r).expect("a piece");
        let forward = me.letter == 'P' && v == (0, if me.white { 1 } else { -1 });
        let (mut x, mut y) = (f, r);
        let mut progress = false;
        for _ in 0..count {
            let (nx, ny) = (x + v.0, y + v.1);
            if !on(nx, ny) {
                self.put(x, y, None);
                return true;
            }
            match self.at(nx, ny) {
                None => {
                    self.put(x, y, None);
                    self.put(nx, ny, Some(me));
                    x = nx;
                    y = ny;
                    if me.letter == 'P' {
                        progress = true;
                    }
                }
                Some(mut other) => {
                    me.motion = None;
                    other.motion = None;
                    eotw.retain(|&s| s != (nx, ny));
                    if other.white != me.white && !forward {
                        self.put(x, y, None);
                        self.put(nx, ny, Some(me));
                        x = nx;
                        y = ny;
                        progress = true;
                    } else {
                        self.put(x, y, Some(me));
                        self.put(nx, ny, Some(other));
                    }
                    break;
                }
            }
        }
        self.promote(x, y);
        progress
    }

    fn momentum(&mut self, (f, r): (i32, i32)) -> bool {
        let Some(c) = self.at(f, r) else { return false };
        let Some((d, s)) = c.motion else { return false };
        let count = if d % 2 == 1 { s / 2 } else { s };
        self.journey(f, r, vector(d), count, &mut Vec::new())
    }

    fn finish(mut self, progress: bool) -> State {
        self.clock = if progress { 0 } else { self.clock + 1 };
        self.white = !self.white;
        self
    }

    /// Every distinct position one turn can lead to.
    pub fn turns(&self) -> HashSet<State> {
        let mut results = HashSet::new();
        if self.kings() < 2 {
            return results;
        }
        let mut movers: Vec<((i32, i32), u8)> = Vec::new();
        for f in 0..12 {
            for r in 0..12 {
                if let Some(c) = self.at(f, r) {
                    if c.white == self.white {
                        if let Some((_, s)) = c.motion {
                            movers.push(((f, r), s));
                        }
                    }
                }
            }
        }
        if movers.is_empty() && self.actions().is_empty() {
            return results;
        }
        for order in permutations(&movers) {
            if order.windows(2).any(|w| w[0].1 < w[1].1) {
                continue;
            }
            for slot in 0..=order.len() {
                // Momentum moves before the action.
                let mut before = self.clone();
                let mut progress = false;
                let mut over = false;
                for &(sq, _) in &order[..slot] {
                    progress |= before.momentum(sq);
                    if before.kings() < 2 {
                        over = true;
                        break;
                    }
                }
                if over {
                    if slot == order.len() || order[slot..].is_empty() {
                        results.insert(before.finish(progress));
                    } else {
                        // The game ended before the slot: the same result as
                        // any later slot, so record it once here.
                        results.insert(before.finish(progress));
                    }
                    continue;
                }
                let actions = before.actions();
                let mut choices: Vec<Option<Action>> = actions.into_iter().map(Some).collect();
                if choices.is_empty() {
                    if slot < order.len() {
                        continue;
                    }
                    choices.push(None);
                }
                for action in choices {
                    let mut s = before.clone();
                    let mut p = progress;
                    if let Some(a) = action {
                        p |= s.act(a);
                    }
                    let mut over = s.kings() < 2;
                    for &(sq, _) in &order[slot..] {
                        if over {
                            break;
                        }
                        p |= s.momentum(sq);
                        over = s.kings() < 2;
                    }
                    if over {
                        results.insert(s.finish(p));
                        continue;
                    }
                    for end in s.end_of_world() {
                        let (e, q) = end;
                        results.insert(e.finish(p || q));
                    }
                }
            }
        }
        results
    }

    /// The End of the World phase: every order of the mover's pieces.
    fn end_of_world(&self) -> Vec<(State, bool)> {
        let n = self.count();
        if n > 4 {
            return vec![(self.clone(), false)];
        }
        let speed = match n {
            4 => 1,
            3 => 2,
            _ => 3,
        };
        let mut pending = Vec::new();
        for f in 0..12 {
            for r in 0..12 {
                if self.at(f, r).is_some_and(|c| c.white == self.white)
                    && !self.centre.contains(&(f, r))
                {
                    pending.push(((f, r), 0u8));
                }
            }
        }
        let mut out = Vec::new();
        for order in permutations(&pending) {
            let mut s = self.clone();
            let mut left: Vec<(i32, i32)> = order.iter().map(|o| o.0).collect();
            let mut progress = false;
            for &((f, r), _) in &order {
                if !left.contains(&(f, r)) {
                    continue;
                }
                left.retain(|&x| x != (f, r));
                let dx = if f <= 11 - f { (f, -1) } else { (11 - f, 1) };
                let dy = if r <= 11 - r { (r, -1) } else { (11 - r, 1) };
                let v = if dx.0 < dy.0 {
                    (dx.1, 0)
                } else if dy.0 < dx.0 {
                    (0, dy.1)
                } else {
                    (dx.1, dy.1)
                };
                progress |= s.journey(f, r, v, speed, &mut left);
                if s.kings() < 2 {
                    break;
                }
            }
            out.push((s, progress));
        }
        out
    }
}

fn permutations<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.is_empty() {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first.clone());
            out.push(tail);
        }
    }
    out
}

/// Leaf count of the simple reading.
pub fn perft(state: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let next = state.turns();
    if depth == 1 {
        return next.len() as u64;
    }
    next.iter().map(|s| perft(s, depth - 1)).sum()
}

/// Every leaf position text at `depth`, sorted.
pub fn leaves(state: &State, depth: u32, out: &mut Vec<String>) {
    if depth == 0 {
        out.push(state.text());
        return;
    }
    for s in state.turns() {
        leaves(&s, depth - 1, out);
    }
}

impl State {
    /// The same position as `pos` of the crate, read square by square
    /// through its public accessors (a turn boundary, standard centre).
    pub fn from_crate(pos: &edge_of_world::Position) -> State {
        let mut s = State::start();
        s.grid = [[None; 12]; 12];
        for f in 0..12u8 {
            for r in 0..12u8 {
                let sq = edge_of_world::Square::new(f, r);
                if let Some((color, kind)) = pos.piece_at(sq) {
                    s.grid[f as usize][r as usize] = Some(Cell {
                        white: color == edge_of_world::Color::White,
                        letter: kind.letter(),
                        motion: pos.motion_at(sq).map(|m| (m.direction.number(), m.speed)),
                    });
                }
            }
        }
        s.white = pos.side_to_move() == edge_of_world::Color::White;
        s.clock = pos.clock();
        s
    }
}
