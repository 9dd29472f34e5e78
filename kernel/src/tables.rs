//! Precomputed per-square move and attack tables, built once per game from
//! the piece kinds and the board, so that move generation reads tables and
//! never parses or allocates: per square, the moves as slices (for code
//! that walks them one by one) and as 256-bit square sets (for the move
//! generator and attack detection, see [`Tables`]).

use crate::betza::Vector;
use crate::board::Board;
use crate::geometry::{Geometry, Square, SquareSet, MAX_SIDE};
use crate::piece::{Piece, PieceKind, MAX_KINDS};
use crate::Color;

/// A leap from a square: its target, whether it may move and/or capture,
/// and the squares that must be empty for a lame leaper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leap {
    /// Where it lands.
    pub to: Square,
    /// May land on an empty square.
    pub can_move: bool,
    /// May land on an enemy piece.
    pub can_capture: bool,
    /// Squares that must be empty (lame leapers); up to two.
    pub legs: [Option<Square>; 2],
}

impl Leap {
    /// Whether every leg of the leap is empty on `board`.
    #[inline]
    pub fn is_open(&self, board: &Board) -> bool {
        self.legs
            .iter()
            .all(|leg| leg.is_none_or(|s| board.get(s).is_none()))
    }
}

/// A ray from a square: the squares in order up to the longest range or
/// the edge, and how far it may move or capture along them.
#[derive(Debug, Clone, Copy)]
pub struct Ray<'a> {
    /// The squares, nearest first.
    pub squares: &'a [Square],
    /// Steps allowed for a non-capturing move.
    pub move_range: u8,
    /// Steps allowed for a capture.
    pub capture_range: u8,
}

#[derive(Debug, Clone, Copy)]
struct RayEntry {
    start: u32,
    len: u8,
    move_range: u8,
    capture_range: u8,
}

#[derive(Debug, Clone, Copy, Default)]
struct Span {
    leaps: (u32, u32),
    rays: (u32, u32),
}

/// The moves of one kind for one colour from every square of one board.
#[derive(Debug, Clone)]
pub struct PieceTable {
    spans: Vec<Span>,
    leaps: Vec<Leap>,
    rays: Vec<RayEntry>,
    squares: Vec<Square>,
}

impl PieceTable {
    /// Builds the table of `vectors` (already turned for the colour).
    pub fn new(vectors: &[Vector], geometry: Geometry) -> PieceTable {
        let mut table = PieceTable {
            spans: vec![Span::default(); 256],
            leaps: Vec::new(),
            rays: Vec::new(),
            squares: Vec::new(),
        };
        for from in geometry.squares() {
            let leap_start = table.leaps.len() as u32;
            for v in vectors.iter().filter(|v| v.max_range() == 1) {
                let Some(to) = from.offset(v.dx, v.dy, geometry) else {
                    continue;
                };
                let mut legs = [None; 2];
                for (slot, (lx, ly)) in legs.iter_mut().zip(v.legs()) {
                    *slot = from.offset(lx, ly, geometry);
                }
                table.leaps.push(Leap {
                    to,
                    can_move: v.move_range > 0,
                    can_capture: v.capture_range > 0,
                    legs,
                });
            }
            let ray_start = table.rays.len() as u32;
            for v in vectors.iter().filter(|v| v.max_range() > 1) {
                let start = table.squares.len() as u32;
                let mut at = from;
                let mut len = 0u8;
                while len < v.max_range() {
                    match at.offset(v.dx, v.dy, geometry) {
                        Some(next) => {
                            table.squares.push(next);
                            at = next;
                            len += 1;
                        }
                        None => break,
                    }
                }
                if len > 0 {
                    table.rays.push(RayEntry {
                        start,
                        len,
                        move_range: v.move_range,
                        capture_range: v.capture_range,
                    });
                }
            }
            table.spans[from.index()] = Span {
                leaps: (leap_start, table.leaps.len() as u32),
                rays: (ray_start, table.rays.len() as u32),
            };
        }
        table
    }

    /// The leaps from `from`.
    #[inline]
    pub fn leaps(&self, from: Square) -> &[Leap] {
        let (a, b) = self.spans[from.index()].leaps;
        &self.leaps[a as usize..b as usize]
    }

    /// The rays from `from`.
    #[inline]
    pub fn rays(&self, from: Square) -> impl Iterator<Item = Ray<'_>> + '_ {
        let (a, b) = self.spans[from.index()].rays;
        self.rays[a as usize..b as usize].iter().map(|r| Ray {
            squares: &self.squares[r.start as usize..r.start as usize + r.len as usize],
            move_range: r.move_range,
            capture_range: r.capture_range,
        })
    }
}

/// How far a slide may go in one mode, relative to its longest range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// As far as the ray: the mode's range is the slide's longest.
    Whole,
    /// Not at all (range 0 in this mode).
    Never,
    /// Within the ray table starting at this offset of `Tables::sets`.
    Within(u32),
}

/// One rider vector of a kind, as square-set tables: the squares it may
/// pass (up to its longest range) and, for its first blocker, the squares
/// beyond that the blocker hides.
#[derive(Debug, Clone, Copy)]
struct Slide {
    /// Offset in `Tables::sets` of the ray table (range-limited).
    ray: u32,
    /// Offset of the full line table in the same direction: the squares a
    /// blocker hides.
    line: u32,
    /// Whether square indexes grow along the direction, so the first
    /// blocker is the lowest index (else the highest).
    rising: bool,
    /// Where a non-capturing move may stop.
    moves: Reach,
    /// Where a capture may land.
    captures: Reach,
}

/// A lame leap from one square: the target and the squares that must be
/// empty, as a set so that one intersection with the occupancy tests it.
#[derive(Debug, Clone, Copy)]
struct LameLeap {
    to: Square,
    legs: SquareSet,
    can_move: bool,
    can_capture: bool,
}

/// The moves of one kind for one colour, as square sets per square.
#[derive(Debug, Clone, Default)]
struct KindSets {
    /// Offsets in `Tables::sets` of the plain (jumping) leaps that may
    /// move and that may capture, or `None` if the kind has no such leap.
    leap_move: Option<u32>,
    leap_capture: Option<u32>,
    /// Per square, the span of its lame leaps in `lame` (empty when the
    /// kind has none).
    lame_spans: Vec<(u32, u32)>,
    lame: Vec<LameLeap>,
    slides: Vec<Slide>,
}

/// A lame leap of an attacking colour onto a target, seen from the
/// target: the square it leaps from, its legs, and the kinds that have it.
#[derive(Debug, Clone, Copy)]
struct LameAttacker {
    from: Square,
    legs: SquareSet,
    kinds: u32,
}

/// For one attacking colour: a direction in which sliders capture, as the
/// line from a target back towards the attackers, and how far each kind
/// reaches along it.
#[derive(Debug, Clone)]
struct SlideDirection {
    /// Offset in `Tables::sets` of the full line table from the target.
    line: u32,
    rising: bool,
    /// Per kind, the farthest Chebyshev distance at which it captures
    /// along this direction (its capture range times the step's length);
    /// 0 for a kind that does not capture this way.
    reach: [u8; MAX_KINDS],
}

/// Everything an attacking colour's reverse tables hold: what answers "is
/// this square attacked by that colour".
#[derive(Debug, Clone, Default)]
struct Reverse {
    /// Offset in `Tables::sets`: per target, every square from which some
    /// kind of the colour captures it with a plain leap.
    leap_from: u32,
    /// Per target, its span in `lame`.
    lame_spans: Vec<(u32, u32)>,
    lame: Vec<LameAttacker>,
    slides: Vec<SlideDirection>,
    /// Offset in `Tables::sets`: per target, the legs of every lame leap
    /// onto it.
    legs: u32,
}

/// Entries in one per-square table: one per square index, so that any
/// square, on the board or not, indexes it safely.
const STRIDE: usize = 256;

/// Everything precomputed for one game: per colour and kind the move table
/// and the same moves as square sets, and per colour the reverse tables
/// that answer "is this square attacked".
///
/// Move generation and attack detection work on [`SquareSet`]s: a plain
/// leaper's targets from a square are one set; a rider's are its ray up to
/// the first blocker, found by one intersection with the occupancy and a
/// lowest- or highest-bit scan (whichever end of the ray is nearer), the
/// squares beyond cut off with the blocker's own line; a lame leap is a
/// target with a set of legs that must not meet the occupancy. Board size
/// and pieces stay data: every table is built here, from the Betza
/// vectors, for the board at hand.
#[derive(Debug, Clone)]
pub struct Tables {
    geometry: Geometry,
    kinds: usize,
    pieces: Vec<PieceTable>,
    /// Every per-square set table, [`STRIDE`] entries each, end to end.
    sets: Vec<SquareSet>,
    /// Per colour and kind (colour-major).
    kind_sets: Vec<KindSets>,
    reverse: [Reverse; 2],
    /// The ray tables built so far, by direction and range (a range past
    /// the board's longest line is stored as that length).
    ray_index: Vec<((i8, i8, u8), u32)>,
}

/// The larger of the file and rank distances between two squares.
#[inline]
fn chebyshev(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}

impl Tables {
    /// Builds the tables of `kinds` on `geometry`.
    ///
    /// # Panics
    /// If there are more than [`MAX_KINDS`] kinds.
    pub fn new(kinds: &[PieceKind], geometry: Geometry) -> Tables {
        assert!(kinds.len() <= MAX_KINDS, "too many piece kinds");
        let mut tables = Tables {
            geometry,
            kinds: kinds.len(),
            pieces: Vec::new(),
            sets: Vec::new(),
            kind_sets: Vec::new(),
            reverse: [Reverse::default(), Reverse::default()],
            ray_index: Vec::new(),
        };
        for color in Color::ALL {
            for kind in kinds {
                let vectors = kind.moves.for_color(color);
                tables.pieces.push(PieceTable::new(&vectors, geometry));
                let sets = tables.kind_sets_of(&vectors);
                tables.kind_sets.push(sets);
            }
        }
        for color in Color::ALL {
            let reverse = tables.reverse_of(kinds, color);
            tables.reverse[color.index()] = reverse;
        }
        tables
    }

    /// Appends a table with `f(square)` for every square of the board
    /// (empty elsewhere) and returns its offset.
    fn push_table(&mut self, mut f: impl FnMut(Square) -> SquareSet) -> u32 {
        let base = self.sets.len();
        self.sets.resize(base + STRIDE, SquareSet::EMPTY);
        for square in self.geometry.squares() {
            self.sets[base + square.index()] = f(square);
        }
        base as u32
    }

    /// The squares from `from` in steps of `(dx, dy)`, at most `range`
    /// steps, stopping at the edge.
    fn ray_squares(&self, from: Square, dx: i8, dy: i8, range: u8) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        let mut at = from;
        for _ in 0..range {
            match at.offset(dx, dy, self.geometry) {
                Some(next) => {
                    set.insert(next);
                    at = next;
                }
                None => break,
            }
        }
        set
    }

    /// The offset of the ray table of `(dx, dy)` up to `range` steps,
    /// built the first time it is asked for.
    fn ray_table(&mut self, dx: i8, dy: i8, range: u8) -> u32 {
        // No line on a 16x16 board is longer than 15 steps.
        let range = range.min(MAX_SIDE);
        let key = (dx, dy, range);
        if let Some(&(_, base)) = self.ray_index.iter().find(|(k, _)| *k == key) {
            return base;
        }
        let base = self.push_table(|_| SquareSet::EMPTY);
        for square in self.geometry.squares() {
            self.sets[base as usize + square.index()] = self.ray_squares(square, dx, dy, range);
        }
        self.ray_index.push((key, base));
        base
    }

    /// The square-set form of one kind's `vectors` (already turned for
    /// the colour).
    fn kind_sets_of(&mut self, vectors: &[Vector]) -> KindSets {
        let geometry = self.geometry;
        let mut sets = KindSets::default();
        let plain = |v: &&Vector| v.max_range() == 1 && v.legs().next().is_none();
        let leap_targets = |from: Square, mode: fn(&Vector) -> bool| {
            vectors
                .iter()
                .filter(plain)
                .filter(|v| mode(v))
                .filter_map(|v| from.offset(v.dx, v.dy, geometry))
                .collect::<SquareSet>()
        };
        if vectors.iter().filter(plain).next().is_some() {
            sets.leap_move = Some(self.push_table(|from| leap_targets(from, |v| v.move_range > 0)));
            sets.leap_capture =
                Some(self.push_table(|from| leap_targets(from, |v| v.capture_range > 0)));
        }
        if vectors
            .iter()
            .any(|v| v.max_range() == 1 && v.legs().next().is_some())
        {
            sets.lame_spans = vec![(0, 0); STRIDE];
            for from in geometry.squares() {
                let start = sets.lame.len() as u32;
                for v in vectors
                    .iter()
                    .filter(|v| v.max_range() == 1 && v.legs().next().is_some())
                {
                    let Some(to) = from.offset(v.dx, v.dy, geometry) else {
                        continue;
                    };
                    sets.lame.push(LameLeap {
                        to,
                        // A leg off the board cannot be: the target is on
                        // it and the legs lie between.
                        legs: v
                            .legs()
                            .filter_map(|(lx, ly)| from.offset(lx, ly, geometry))
                            .collect(),
                        can_move: v.move_range > 0,
                        can_capture: v.capture_range > 0,
                    });
                }
                sets.lame_spans[from.index()] = (start, sets.lame.len() as u32);
            }
        }
        for v in vectors.iter().filter(|v| v.max_range() > 1) {
            let longest = v.max_range();
            let ray = self.ray_table(v.dx, v.dy, longest);
            let line = self.ray_table(v.dx, v.dy, u8::MAX);
            let mut reach = |range: u8| match range {
                0 => Reach::Never,
                r if r == longest => Reach::Whole,
                r => Reach::Within(self.ray_table(v.dx, v.dy, r)),
            };
            let moves = reach(v.move_range);
            let captures = reach(v.capture_range);
            sets.slides.push(Slide {
                ray,
                line,
                rising: (v.dy, v.dx) > (0, 0),
                moves,
                captures,
            });
        }
        sets
    }

    /// The reverse tables of the pieces of `color`.
    fn reverse_of(&mut self, kinds: &[PieceKind], color: Color) -> Reverse {
        let geometry = self.geometry;
        let mut reverse = Reverse::default();
        let mut leap_from = vec![SquareSet::EMPTY; STRIDE];
        let mut by_target: Vec<Vec<LameAttacker>> = vec![Vec::new(); STRIDE];
        for (k, kind) in kinds.iter().enumerate() {
            let vectors = kind.moves.for_color(color);
            for from in geometry.squares() {
                for v in vectors
                    .iter()
                    .filter(|v| v.max_range() == 1 && v.capture_range > 0)
                {
                    let Some(to) = from.offset(v.dx, v.dy, geometry) else {
                        continue;
                    };
                    let legs: SquareSet = v
                        .legs()
                        .filter_map(|(lx, ly)| from.offset(lx, ly, geometry))
                        .collect();
                    if legs.is_empty() {
                        leap_from[to.index()].insert(from);
                        continue;
                    }
                    let list = &mut by_target[to.index()];
                    match list.iter_mut().find(|a| a.from == from && a.legs == legs) {
                        Some(a) => a.kinds |= 1 << k,
                        None => list.push(LameAttacker {
                            from,
                            legs,
                            kinds: 1 << k,
                        }),
                    }
                }
            }
        }
        reverse.leap_from = self.push_table(|to| leap_from[to.index()]);
        reverse.legs = self.push_table(|to| {
            by_target[to.index()]
                .iter()
                .fold(SquareSet::EMPTY, |legs, a| legs | a.legs)
        });
        reverse.lame_spans = vec![(0, 0); STRIDE];
        for (target, list) in by_target.into_iter().enumerate() {
            let start = reverse.lame.len() as u32;
            reverse.lame.extend(list);
            reverse.lame_spans[target] = (start, reverse.lame.len() as u32);
        }
        // Sliders: capture rays grouped by direction, seen from the target.
        for (k, kind) in kinds.iter().enumerate() {
            for v in kind.moves.for_color(color) {
                if v.max_range() <= 1 || v.capture_range == 0 {
                    continue;
                }
                let line = self.ray_table(-v.dx, -v.dy, u8::MAX);
                let entry = match reverse.slides.iter().position(|s| s.line == line) {
                    Some(i) => &mut reverse.slides[i],
                    None => {
                        reverse.slides.push(SlideDirection {
                            line,
                            rising: (-v.dy, -v.dx) > (0, 0),
                            reach: [0; MAX_KINDS],
                        });
                        reverse.slides.last_mut().expect("just pushed")
                    }
                };
                let step = v.dx.unsigned_abs().max(v.dy.unsigned_abs());
                let reach = u16::from(v.capture_range.min(MAX_SIDE)) * u16::from(step);
                let reach = reach.min(u16::from(u8::MAX)) as u8;
                entry.reach[k] = entry.reach[k].max(reach);
            }
        }
        reverse
    }

    /// The board these tables were built for.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// How many kinds the tables cover.
    #[inline]
    pub fn kinds(&self) -> usize {
        self.kinds
    }

    /// The move table of `kind` for `color`.
    #[inline]
    pub fn piece(&self, color: Color, kind: u8) -> &PieceTable {
        &self.pieces[color.index() * self.kinds + kind as usize]
    }

    /// The set tables of `kind` for `color`; `None` for a kind index the
    /// game does not have.
    #[inline]
    fn kind_sets_of_piece(&self, color: Color, kind: u8) -> Option<&KindSets> {
        if (kind as usize) < self.kinds {
            self.kind_sets
                .get(color.index() * self.kinds + kind as usize)
        } else {
            None
        }
    }

    #[inline]
    fn set(&self, table: u32, square: Square) -> SquareSet {
        self.sets[table as usize + square.index()]
    }

    /// The squares a piece of `kind` and `color` on `from` may move or
    /// capture to, by its own movement alone (no castling, double step or
    /// en passant), with `occupied` the squares holding any piece and
    /// `enemy` those of the other side: plain leaps, lame leaps whose legs
    /// are empty, and rides up to and onto the first blocker, each in the
    /// modes and ranges its vector allows.
    #[inline]
    pub fn targets(
        &self,
        color: Color,
        kind: u8,
        from: Square,
        occupied: SquareSet,
        enemy: SquareSet,
    ) -> SquareSet {
        let Some(sets) = self.kind_sets_of_piece(color, kind) else {
            return SquareSet::EMPTY;
        };
        let empty = !occupied;
        let mut targets = SquareSet::EMPTY;
        if let (Some(m), Some(c)) = (sets.leap_move, sets.leap_capture) {
            targets = (self.set(m, from) & empty) | (self.set(c, from) & enemy);
        }
        if let Some(&(a, b)) = sets.lame_spans.get(from.index()) {
            for leap in &sets.lame[a as usize..b as usize] {
                if leap.legs.intersects(occupied) {
                    continue;
                }
                let open = if occupied.contains(leap.to) {
                    leap.can_capture && enemy.contains(leap.to)
                } else {
                    leap.can_move
                };
                if open {
                    targets.insert(leap.to);
                }
            }
        }
        for slide in &sets.slides {
            let ray = self.set(slide.ray, from);
            let blockers = ray & occupied;
            let blocker = if slide.rising {
                blockers.first()
            } else {
                blockers.last()
            };
            let reach = match blocker {
                Some(b) => ray & !self.set(slide.line, b),
                None => ray,
            };
            targets |= match slide.moves {
                Reach::Whole => reach & empty,
                Reach::Never => SquareSet::EMPTY,
                Reach::Within(t) => reach & empty & self.set(t, from),
            };
            targets |= match slide.captures {
                Reach::Whole => reach & enemy,
                Reach::Never => SquareSet::EMPTY,
                Reach::Within(t) => reach & enemy & self.set(t, from),
            };
        }
        targets
    }

    /// Calls `f(from, blocks)` for every way a piece of `by` captures on
    /// `target`, where `occupied` holds every piece and `by_pieces` the
    /// pieces of `by` that count (a subset of those `board` has of `by`:
    /// the kinds are read from `board`). `blocks` are the squares where a
    /// piece would stop that capture (between a rider and the target, or
    /// the legs of a lame leap). Stops and returns true as soon as `f`
    /// does.
    #[inline]
    fn each_attack(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
        mut f: impl FnMut(Square, SquareSet) -> bool,
    ) -> bool {
        let reverse = &self.reverse[by.index()];
        let kind_at = |s: Square| board.get(s).map_or(u8::MAX, |p| p.kind());
        for from in (self.set(reverse.leap_from, target) & by_pieces).iter() {
            let captures = self
                .kind_sets_of_piece(by, kind_at(from))
                .and_then(|k| k.leap_capture)
                .is_some_and(|table| self.set(table, from).contains(target));
            if captures && f(from, SquareSet::EMPTY) {
                return true;
            }
        }
        if let Some(&(a, b)) = reverse.lame_spans.get(target.index()) {
            for att in &reverse.lame[a as usize..b as usize] {
                if by_pieces.contains(att.from)
                    && att.kinds & (1u32 << (kind_at(att.from) & 31)) != 0
                    && !att.legs.intersects(occupied)
                    && f(att.from, att.legs)
                {
                    return true;
                }
            }
        }
        for slide in &reverse.slides {
            let line = self.set(slide.line, target);
            let blockers = line & occupied;
            let blocker = if slide.rising {
                blockers.first()
            } else {
                blockers.last()
            };
            let Some(b) = blocker else {
                continue;
            };
            if !by_pieces.contains(b) {
                continue;
            }
            let reach = slide.reach.get(kind_at(b) as usize).copied().unwrap_or(0);
            if chebyshev(target, b) <= reach && f(b, line & !self.set(slide.line, b)) {
                return true;
            }
        }
        false
    }

    /// Whether a piece of `by` attacks (could capture on) `target`, with the
    /// board as it stands. The piece on `target`, if any, is ignored.
    #[inline]
    pub fn is_attacked(&self, board: &Board, target: Square, by: Color) -> bool {
        self.attacked_with(board, board.occupied(), board.occupied_by(by), target, by)
    }

    /// Whether a piece of `by` attacks `target` on `board` changed by a
    /// move: `occupied` is every square holding a piece after it, and
    /// `by_pieces` the squares of `by`'s pieces still on the board (a
    /// subset of those `board` shows, whose kinds are read from it). The
    /// move is never played, so testing it costs no copy of the board.
    #[inline]
    pub fn attacked_with(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> bool {
        self.each_attack(board, occupied, by_pieces, target, by, |_, _| true)
    }

    /// Whether `by` would attack `target` if the square `vacated` were
    /// empty: the test for a King moving from `vacated` to `target`,
    /// without changing the board.
    #[inline]
    pub fn is_attacked_without(
        &self,
        board: &Board,
        target: Square,
        by: Color,
        vacated: Square,
    ) -> bool {
        let mut occupied = board.occupied();
        occupied.remove(vacated);
        let mut by_pieces = board.occupied_by(by);
        by_pieces.remove(vacated);
        self.attacked_with(board, occupied, by_pieces, target, by)
    }

    /// Where the pieces of `by` attacking `target` may be stopped: `None`
    /// if none attacks it, otherwise the squares a move must land on to
    /// end every one of those attacks (capturing the attacker, or standing
    /// between it and `target` or on a lame leap's leg). Empty when no one
    /// square ends them all, as in most double checks.
    pub fn evasions(&self, board: &Board, target: Square, by: Color) -> Option<SquareSet> {
        let mut mask = None;
        self.each_attack(
            board,
            board.occupied(),
            board.occupied_by(by),
            target,
            by,
            |from, blocks| {
                let ends = blocks | SquareSet::from_square(from);
                let all = mask.get_or_insert(SquareSet::ALL);
                *all &= ends;
                false
            },
        );
        mask
    }

    /// How many pieces of `by` attack `target` (stops counting at 2).
    #[inline]
    pub fn count_attackers(&self, board: &Board, target: Square, by: Color) -> u32 {
        (self.attacker_set(board, target, by).len() as u32).min(2)
    }

    fn attacker_set(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        self.each_attack(
            board,
            board.occupied(),
            board.occupied_by(by),
            target,
            by,
            |from, _| {
                set.insert(from);
                false
            },
        );
        set
    }

    /// The squares holding pieces of `by` that attack `target`, lowest
    /// index first.
    pub fn attackers(&self, board: &Board, target: Square, by: Color) -> Vec<Square> {
        self.attacker_set(board, target, by).iter().collect()
    }

    /// The squares on which a piece blocks a lame leap of `by` onto
    /// `target` (precomputed): moving such a piece can uncover an attack
    /// that no line reaches.
    #[inline]
    pub fn leg_squares(&self, target: Square, by: Color) -> SquareSet {
        self.set(self.reverse[by.index()].legs, target)
    }

    /// The pieces of `target`'s own colour that are pinned to it by sliders
    /// of `by`: the only piece between `target` and a slider of `by` that
    /// could capture on `target` along that line if the piece moved away.
    #[inline]
    pub fn pinned(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        let occupied = board.occupied();
        let theirs = board.occupied_by(by);
        let mut pinned = SquareSet::EMPTY;
        for slide in &self.reverse[by.index()].slides {
            let mut blockers = self.set(slide.line, target) & occupied;
            let pick = |set: SquareSet| {
                if slide.rising {
                    set.first()
                } else {
                    set.last()
                }
            };
            let Some(first) = pick(blockers) else {
                continue;
            };
            if theirs.contains(first) {
                continue;
            }
            blockers.remove(first);
            let Some(second) = pick(blockers) else {
                continue;
            };
            if !theirs.contains(second) {
                continue;
            }
            let kind = board.get(second).map_or(u8::MAX, |p| p.kind());
            let reach = slide.reach.get(kind as usize).copied().unwrap_or(0);
            if chebyshev(target, second) <= reach {
                pinned.insert(first);
            }
        }
        pinned
    }

    /// Whether `piece` standing on `from` could capture on `to` on `board`.
    pub fn piece_attacks(&self, board: &Board, piece: Piece, from: Square, to: Square) -> bool {
        let table = self.piece(piece.color(), piece.kind());
        if table
            .leaps(from)
            .iter()
            .any(|l| l.to == to && l.can_capture && l.is_open(board))
        {
            return true;
        }
        for ray in table.rays(from) {
            for (i, &sq) in ray.squares.iter().enumerate() {
                if sq == to {
                    return (i as u8) < ray.capture_range;
                }
                if board.get(sq).is_some() {
                    break;
                }
            }
        }
        false
    }
}
