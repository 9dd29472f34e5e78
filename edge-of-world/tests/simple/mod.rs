//! A second, deliberately simple reading of the rules, written apart from
//! the crate's generator to check it: a plain 12x12 grid of cells, every
//! order of the pieces in motion tried with the start or stop slotted in
//! at every point, and duplicates removed only at the end. It reads and
//! writes positions in the crate's position-text format (with its own
//! small reader and writer) so the two can be compared leaf by leaf.
//!
//! Each open reading of the text (the crate's options) is implemented
//! here from the rule, not from the crate's code:
//! - `pawn_capture_only` (the standard game; off under
//!   `pawn-start=diagonal`): a Pawn moves diagonally only to capture, and
//!   keeps the diagonal momentum of that move;
//! - `part_way`: the stop may also cut a momentum move short, on any square
//!   the piece would pass before its full momentum or a contact;
//! - `castling`: every King and Rook carries a "has moved" flag; an
//!   unmoved King castles with an unmoved Rook of its rank across empty
//!   squares, going two squares towards it while the Rook lands on the
//!   square the King crossed, and both move on as any moved piece;
//! - `eotw_all`: the End of the World moves every piece on the board;
//! - `promote_both_rows`: a Pawn becomes a Corsair on the first and the
//!   twelfth rows alike, whichever its colour;
//! - `action_optional`: a player with pieces in motion may also let every
//!   one of them make its momentum move and do nothing else (the End of
//!   the World still follows).

#![allow(dead_code)]

use kernel::fast_hash::FastBuild;
use std::collections::HashSet;

/// A set of states, hashed with the kernel's [`kernel::fast_hash`] (the
/// sets hash thousands of 144-cell grids, which SipHash makes the bulk of
/// the running time).
pub type States = HashSet<State, FastBuild>;

/// A start or a stop: from and to (the same square for a stop).
type Action = ((i32, i32), (i32, i32));

/// The readings, as plain switches; `Opts::default()` is the crate's
/// standard game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Opts {
    pub pawn_capture_only: bool,
    pub part_way: bool,
    pub castling: bool,
    pub eotw_all: bool,
    pub promote_both_rows: bool,
    pub action_optional: bool,
    /// Centre squares exempt from the End of the World, as (file, rank).
    pub centre: [(i32, i32); 4],
}

impl Default for Opts {
    fn default() -> Opts {
        Opts {
            pawn_capture_only: true,
            part_way: false,
            castling: true,
            eotw_all: false,
            promote_both_rows: false,
            action_optional: false,
            centre: [(5, 5), (5, 6), (6, 5), (6, 6)],
        }
    }
}

impl Opts {
    /// The switches an options text sets (the crate's option names, read
    /// here by hand).
    pub fn from_options(text: &str) -> Opts {
        let mut o = Opts::default();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "pawn-start=capture" => o.pawn_capture_only = true,
                "pawn-start=diagonal" => o.pawn_capture_only = false,
                "stop=part-way" => o.part_way = true,
                "castling=off" => o.castling = false,
                "end-of-world=all" => o.eotw_all = true,
                "centre=as-printed" => o.centre = [(4, 5), (4, 6), (5, 5), (5, 6)],
                "promotion=both-rows" => o.promote_both_rows = true,
                "action=optional" => o.action_optional = true,
                other => panic!("the simple generator does not know '{other}'"),
            }
        }
        o
    }
}

/// A piece: White?, letter (upper case), momentum (direction, speed), for
/// Kings and Rooks whether it has ever moved, and during a turn which of
/// the pieces due to make a momentum move it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell {
    pub white: bool,
    pub letter: char,
    pub motion: Option<(u8, u8)>,
    pub moved: bool,
    /// Inside [`State::turns`], 1, 2, ... for each piece in motion of the
    /// side to move, so that the order of momentum moves names pieces, not
    /// squares: a piece that arrives where one still due stood does not
    /// move again in its place. 0 for every other piece, and for all of
    /// them between turns.
    pub due: u8,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct State {
    /// `grid[file][rank]`, both from 0.
    pub grid: [[Option<Cell>; 12]; 12],
    pub white: bool,
    pub clock: u16,
    pub opts: Opts,
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

fn cell(white: bool, letter: char) -> Cell {
    Cell {
        white,
        letter,
        motion: None,
        moved: false,
        due: 0,
    }
}

/// The text's set-up: "Rook c3, j3", "King g3" and so on.
const BACK: [char; 8] = ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'];

impl State {
    pub fn start() -> State {
        State::start_with(Opts::default())
    }

    pub fn start_with(opts: Opts) -> State {
        let mut grid = [[None; 12]; 12];
        for (i, &l) in BACK.iter().enumerate() {
            let f = i + 2;
            grid[f][2] = Some(cell(true, l));
            grid[f][3] = Some(cell(true, 'P'));
            grid[f][8] = Some(cell(false, 'P'));
            grid[f][9] = Some(cell(false, l));
        }
        let mut s = State {
            grid,
            white: true,
            clock: 0,
            opts,
        };
        s.normalize();
        s
    }

    /// Reads a turn-boundary position text by hand: board, side, castling
    /// rights if any, clock, momentum list.
    pub fn from_text(text: &str, opts: Opts) -> State {
        let mut words = text.split_whitespace();
        let board = words.next().expect("a board");
        let mut s = State {
            grid: [[None; 12]; 12],
            white: words.next() == Some("w"),
            clock: 0,
            opts,
        };
        for (i, rank) in board.split('/').enumerate() {
            let r = 11 - i;
            let mut f = 0;
            let mut digits = String::new();
            for c in rank.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                f += digits.parse::<usize>().unwrap_or(0);
                digits.clear();
                let mut piece = cell(c.is_ascii_uppercase(), c.to_ascii_uppercase());
                // Until the castling field says otherwise, every King and
                // Rook has moved.
                piece.moved = true;
                s.grid[f][r] = Some(piece);
                f += 1;
            }
        }
        let mut field = words.next().expect("a clock");
        if !field.starts_with(|c: char| c.is_ascii_digit()) {
            for right in field.chars() {
                let (white, rank) = if right.is_ascii_uppercase() {
                    (true, 2)
                } else {
                    (false, 9)
                };
                let rook_file = if right.eq_ignore_ascii_case(&'K') {
                    9
                } else {
                    2
                };
                for f in [6, rook_file] {
                    let c = s.grid[f][rank].as_mut().expect("a home piece");
                    assert_eq!(c.white, white);
                    c.moved = false;
                }
            }
            field = words.next().expect("a clock");
        }
        s.clock = field.parse().expect("a clock");
        let rest: Vec<&str> = words.collect();
        let rest = rest.join(" ");
        if rest != "-" {
            for entry in rest.split(',') {
                let parts: Vec<&str> = entry.split_whitespace().collect();
                let sq = parts[1].as_bytes();
                let f = (sq[0].to_ascii_uppercase() - b'A') as usize;
                let r: usize = parts[1][1..].parse().expect("a rank");
                let d: u8 = parts[2].parse().expect("a direction");
                let v: u8 = parts[3].parse().expect("a speed");
                s.grid[f][r - 1].as_mut().expect("a piece").motion = Some((d, v));
            }
        }
        s.normalize();
        s
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

    /// The unmoved Rooks that `white`'s unmoved King may castle with, as
    /// their squares (none if the King has moved or castling is off).
    fn castling_rooks(&self, white: bool) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        if !self.opts.castling {
            return out;
        }
        for f in 0..12 {
            for r in 0..12 {
                let Some(k) = self.at(f, r) else { continue };
                if k.letter != 'K' || k.white != white || k.moved {
                    continue;
                }
                for rf in 0..12 {
                    if let Some(c) = self.at(rf, r) {
                        if c.letter == 'R' && c.white == white && !c.moved {
                            out.push((rf, r));
                        }
                    }
                }
            }
        }
        out
    }

    /// Marks as moved every King or Rook that can no longer take part in
    /// castling, so that positions with the same castling rights are equal.
    fn normalize(&mut self) {
        for white in [true, false] {
            let rooks = self.castling_rooks(white);
            for f in 0..12 {
                for r in 0..12 {
                    if let Some(c) = self.grid[f][r].as_mut() {
                        if c.white != white {
                            continue;
                        }
                        if !matches!(c.letter, 'K' | 'R') {
                            c.moved = false;
                            continue;
                        }
                        let keeps = match c.letter {
                            'K' => !rooks.is_empty(),
                            _ => rooks.contains(&(f as i32, r as i32)),
                        };
                        if !keeps {
                            c.moved = true;
                        }
                    }
                }
            }
        }
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
        let mut rights = String::new();
        for white in [true, false] {
            let rooks = self.castling_rooks(white);
            let king_file = (0..12)
                .flat_map(|f| (0..12).map(move |r| (f, r)))
                .find(|&(f, r)| {
                    self.at(f, r)
                        .is_some_and(|c| c.letter == 'K' && c.white == white)
                })
                .map_or(0, |(f, _)| f);
            for (letter, east) in [('K', true), ('Q', false)] {
                if rooks.iter().any(|&(f, _)| (f > king_file) == east) {
                    rights.push(if white {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    });
                }
            }
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
        let side = if self.white { "w" } else { "b" };
        let side = if rights.is_empty() {
            side.to_string()
        } else {
            format!("{side} {rights}")
        };
        format!("{} {side} {} {list}", ranks.join("/"), self.clock)
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
                            let empty_ok = !self.opts.pawn_capture_only;
                            if (empty_ok && free(f + dx, r + fwd)) || enemy(f + dx, r + fwd) {
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
                if c.letter == 'K' && !c.moved {
                    for (rf, _) in self.castling_rooks(self.white) {
                        let (lo, hi) = (rf.min(f), rf.max(f));
                        if (lo + 1..hi).all(|x| self.at(x, r).is_none()) {
                            out.push(((f, r), (f + 2 * (rf - f).signum(), r)));
                        }
                    }
                }
            }
        }
        out
    }

    /// Plays a start or a stop; returns whether something irreversible happened.
    fn act(&mut self, (from, to): ((i32, i32), (i32, i32))) -> bool {
        let mut c = self.at(from.0, from.1).expect("a piece");
        // Started or stopped, it makes no momentum move this turn: only a
        // piece at rest is started, and it first moves by its momentum on
        // its owner's next turn.
        c.due = 0;
        if from == to {
            c.motion = None;
            self.put(from.0, from.1, Some(c));
            return false;
        }
        let captured = self.at(to.0, to.1).is_some();
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        if c.letter == 'K' && dx.abs() == 2 && dy == 0 {
            return self.castle(from, to);
        }
        let diagonal_pawn = c.letter == 'P' && dx != 0;
        c.motion = if captured && !(diagonal_pawn && self.opts.pawn_capture_only) {
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
        c.moved = true;
        self.put(from.0, from.1, None);
        self.put(to.0, to.1, Some(c));
        self.promote(to.0, to.1);
        captured || c.letter == 'P'
    }

    /// FIDE castling: the King two squares towards the Rook, the Rook to
    /// the square the King crossed; each then moves on at the speed and in
    /// the direction of its own move.
    fn castle(&mut self, from: (i32, i32), to: (i32, i32)) -> bool {
        let step = (to.0 - from.0).signum();
        let mut x = from.0 + step;
        while self.at(x, from.1).is_none() {
            x += step;
        }
        let rook_from = (x, from.1);
        let rook_to = (from.0 + step, from.1);
        let mut king = self.at(from.0, from.1).expect("the king");
        let mut rook = self.at(rook_from.0, rook_from.1).expect("the rook");
        assert_eq!(rook.letter, 'R');
        king.moved = true;
        rook.moved = true;
        king.motion = Some((direction_of((step, 0)), 2));
        rook.motion = Some((
            direction_of((-step, 0)),
            (rook_from.0 - rook_to.0).unsigned_abs() as u8,
        ));
        self.put(from.0, from.1, None);
        self.put(rook_from.0, rook_from.1, None);
        self.put(to.0, to.1, Some(king));
        self.put(rook_to.0, rook_to.1, Some(rook));
        false
    }

    fn promote(&mut self, f: i32, r: i32) {
        if let Some(mut c) = self.at(f, r) {
            let end_row = r == 0 || r == 11;
            let far_row = r == if c.white { 11 } else { 0 };
            if c.letter == 'P' && (far_row || (self.opts.promote_both_rows && end_row)) {
                c.letter = 'C';
                self.put(f, r, Some(c));
            }
        }
    }

    /// Moves the piece on `(f, r)` `count` steps of `v`, with contact.
    /// Returns whether something irreversible happened.
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
            // Whatever happens next, the piece leaves its square or stops
            // where it is; only the first moves it.
            let stays = me;
            me.moved = true;
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
                        let mut here = me;
                        here.moved = stays.moved;
                        self.put(x, y, Some(here));
                        self.put(nx, ny, Some(other));
                    }
                    break;
                }
            }
        }
        self.promote(x, y);
        progress
    }

    fn steps_of(d: u8, s: u8) -> u8 {
        if d % 2 == 1 {
            s / 2
        } else {
            s
        }
    }

    /// Where the piece due `due` stands, if it is still on the board.
    fn find(&self, due: u8) -> Option<(i32, i32)> {
        (0..12)
            .flat_map(|f| (0..12).map(move |r| (f, r)))
            .find(|&(f, r)| self.at(f, r).is_some_and(|c| c.due == due))
    }

    /// The momentum move of the piece due `due`, once: it is then no
    /// longer due. Nothing if it was captured, went off the board, or lost
    /// its momentum by a contact or a stop.
    fn momentum(&mut self, due: u8) -> bool {
        let Some((f, r)) = self.find(due) else {
            return false;
        };
        let mut c = self.at(f, r).expect("found");
        c.due = 0;
        self.put(f, r, Some(c));
        let Some((d, s)) = c.motion else { return false };
        self.journey(f, r, vector(d), State::steps_of(d, s), &mut Vec::new())
    }

    /// The states a part-way stop of the piece on `(f, r)` leads to: it
    /// goes `k` steps (fewer than its momentum's), over empty squares
    /// only, and is stopped there. A diagonal Pawn cannot be stopped.
    fn part_way_stops(&self, (f, r): (i32, i32)) -> Vec<State> {
        let mut out = Vec::new();
        let Some(c) = self.at(f, r) else { return out };
        let Some((d, s)) = c.motion else { return out };
        if c.letter == 'P' && matches!(d, 2 | 6 | 10 | 14) {
            return out;
        }
        let v = vector(d);
        for k in 1..State::steps_of(d, s) as i32 {
            let (x, y) = (f + v.0 * k, r + v.1 * k);
            if !on(x, y) || self.at(x, y).is_some() {
                break;
            }
            let mut next = self.clone();
            let mut moved = c;
            moved.motion = None;
            moved.moved = true;
            next.put(f, r, None);
            next.put(x, y, Some(moved));
            out.push(next);
        }
        out
    }

    fn finish(mut self, progress: bool) -> State {
        for c in self.grid.iter_mut().flatten().flatten() {
            c.due = 0;
        }
        self.clock = if progress { 0 } else { self.clock + 1 };
        self.white = !self.white;
        self.normalize();
        self
    }

    /// Every distinct position one turn can lead to.
    pub fn turns(&self) -> States {
        let mut results = States::default();
        if self.kings() < 2 {
            return results;
        }
        // The pieces due to make a momentum move, each named by its `due`.
        let mut base = self.clone();
        let mut movers: Vec<(u8, u8)> = Vec::new();
        for f in 0..12 {
            for r in 0..12 {
                if let Some(c) = base.grid[f][r].as_mut() {
                    if c.white == self.white {
                        if let Some((_, s)) = c.motion {
                            c.due = movers.len() as u8 + 1;
                            movers.push((c.due, s));
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
            // `action=optional`: the momentum moves alone, then the End of
            // the World (with nothing in motion, that would move nothing).
            if self.opts.action_optional && !order.is_empty() {
                let mut s = base.clone();
                let mut p = false;
                let mut over = false;
                for &(due, _) in &order {
                    p |= s.momentum(due);
                    if s.kings() < 2 {
                        over = true;
                        break;
                    }
                }
                if over {
                    results.insert(s.finish(p));
                } else {
                    for (e, q) in s.end_of_world() {
                        results.insert(e.finish(p || q));
                    }
                }
            }
            for slot in 0..=order.len() {
                // Momentum moves before the action.
                let mut before = base.clone();
                let mut progress = false;
                let mut over = false;
                for &(due, _) in &order[..slot] {
                    progress |= before.momentum(due);
                    if before.kings() < 2 {
                        over = true;
                        break;
                    }
                }
                if over {
                    // The game ended before the slot: the same result as
                    // any later slot, so record it once here.
                    results.insert(before.finish(progress));
                    continue;
                }
                // The action as a part-way stop of the piece due next,
                // instead of its momentum move.
                let next = order.get(slot).and_then(|&(due, _)| before.find(due));
                if let (true, Some(square)) = (self.opts.part_way, next) {
                    for mut s in before.part_way_stops(square) {
                        let mut p = progress;
                        let mut over = false;
                        for &(due, _) in &order[slot + 1..] {
                            p |= s.momentum(due);
                            if s.kings() < 2 {
                                over = true;
                                break;
                            }
                        }
                        if over {
                            results.insert(s.finish(p));
                            continue;
                        }
                        for (e, q) in s.end_of_world() {
                            results.insert(e.finish(p || q));
                        }
                    }
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
                    for &(due, _) in &order[slot..] {
                        if over {
                            break;
                        }
                        p |= s.momentum(due);
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

    /// The End of the World phase: every order of the pieces it moves.
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
                let moves = self
                    .at(f, r)
                    .is_some_and(|c| self.opts.eotw_all || c.white == self.white);
                if moves && !self.opts.centre.contains(&(f, r)) {
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
    /// through its public accessors (a turn boundary).
    pub fn from_crate(pos: &edge_of_world::Position, opts: Opts) -> State {
        use edge_of_world::{CastlingSide, Color};
        let mut s = State::start_with(opts);
        s.grid = [[None; 12]; 12];
        for f in 0..12u8 {
            for r in 0..12u8 {
                let sq = edge_of_world::Square::new(f, r);
                if let Some((color, kind)) = pos.piece_at(sq) {
                    s.grid[f as usize][r as usize] = Some(Cell {
                        white: color == Color::White,
                        letter: kind.letter(),
                        motion: pos.motion_at(sq).map(|m| (m.direction.number(), m.speed)),
                        moved: true,
                        due: 0,
                    });
                }
            }
        }
        // A right means the King (G3, G10) and that Rook (J or C, as set up)
        // never moved.
        for (color, rank) in [(Color::White, 2), (Color::Black, 9)] {
            for (side, rook_file) in [(CastlingSide::King, 9), (CastlingSide::Queen, 2)] {
                if pos.may_castle(color, side) {
                    for f in [6, rook_file] {
                        if let Some(c) = s.grid[f][rank].as_mut() {
                            c.moved = false;
                        }
                    }
                }
            }
        }
        s.white = pos.side_to_move() == Color::White;
        s.clock = pos.clock();
        s.normalize();
        s
    }
}
