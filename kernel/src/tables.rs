//! Precomputed per-square move and attack tables, built once per game from
//! the piece kinds and the board, so that move generation reads slices and
//! never parses or allocates.

use crate::betza::Vector;
use crate::board::Board;
use crate::geometry::{Geometry, Square};
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

/// One square from which a leaper could capture onto a target square.
#[derive(Debug, Clone, Copy)]
struct LeapAttacker {
    from: Square,
    legs: [Option<Square>; 2],
    kinds: u32,
}

/// For one attacking colour: a direction in which sliders capture, with the
/// range of each kind along it.
#[derive(Debug, Clone)]
struct SlideDirection {
    /// Index of the backward ray (from the target towards attackers) in
    /// `Tables::lines`.
    line: usize,
    max_range: u8,
    kinds: u32,
    range_of: [u8; MAX_KINDS],
}

/// Everything precomputed for one game: per colour and kind the move table,
/// and per colour the reverse tables that answer "is this square attacked".
#[derive(Debug, Clone)]
pub struct Tables {
    geometry: Geometry,
    kinds: usize,
    pieces: Vec<PieceTable>,
    leap_attackers: [Vec<(u32, u32)>; 2],
    leap_attacker_list: [Vec<LeapAttacker>; 2],
    slides: [Vec<SlideDirection>; 2],
    lines: Vec<Line>,
    legs: [Vec<crate::SquareSet>; 2],
}

/// The squares from every square in one direction, to the edge.
#[derive(Debug, Clone)]
struct Line {
    dir: (i8, i8),
    spans: Vec<(u32, u8)>,
    squares: Vec<Square>,
}

impl Line {
    fn new(dx: i8, dy: i8, geometry: Geometry) -> Line {
        let mut line = Line {
            dir: (dx, dy),
            spans: vec![(0, 0); 256],
            squares: Vec::new(),
        };
        for from in geometry.squares() {
            let start = line.squares.len() as u32;
            let mut at = from;
            while let Some(next) = at.offset(dx, dy, geometry) {
                line.squares.push(next);
                at = next;
            }
            line.spans[from.index()] = (start, (line.squares.len() as u32 - start) as u8);
        }
        line
    }

    #[inline]
    fn from(&self, square: Square) -> &[Square] {
        let (a, n) = self.spans[square.index()];
        &self.squares[a as usize..a as usize + n as usize]
    }
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
            leap_attackers: [vec![(0, 0); 256], vec![(0, 0); 256]],
            leap_attacker_list: [Vec::new(), Vec::new()],
            slides: [Vec::new(), Vec::new()],
            lines: Vec::new(),
            legs: [Vec::new(), Vec::new()],
        };
        for color in Color::ALL {
            for kind in kinds {
                tables
                    .pieces
                    .push(PieceTable::new(&kind.moves.for_color(color), geometry));
            }
        }
        for color in Color::ALL {
            tables.build_attackers(kinds, color);
            let legs = (0..=255u8)
                .map(|i| tables.leg_squares_of(Square::from_index(i), color))
                .collect();
            tables.legs[color.index()] = legs;
        }
        tables
    }

    fn build_attackers(&mut self, kinds: &[PieceKind], color: Color) {
        let geometry = self.geometry;
        let c = color.index();
        // Leapers: invert every capturing leap.
        let mut by_target: Vec<Vec<LeapAttacker>> = vec![Vec::new(); 256];
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
                    let mut legs = [None; 2];
                    for (slot, (lx, ly)) in legs.iter_mut().zip(v.legs()) {
                        *slot = from.offset(lx, ly, geometry);
                    }
                    let list = &mut by_target[to.index()];
                    match list.iter_mut().find(|a| a.from == from && a.legs == legs) {
                        Some(a) => a.kinds |= 1 << k,
                        None => list.push(LeapAttacker {
                            from,
                            legs,
                            kinds: 1 << k,
                        }),
                    }
                }
            }
        }
        for (target, list) in by_target.into_iter().enumerate() {
            let start = self.leap_attacker_list[c].len() as u32;
            self.leap_attacker_list[c].extend(list);
            self.leap_attackers[c][target] = (start, self.leap_attacker_list[c].len() as u32);
        }
        // Sliders: group capture rays by direction.
        for (k, kind) in kinds.iter().enumerate() {
            for v in kind.moves.for_color(color) {
                if v.max_range() <= 1 || v.capture_range == 0 {
                    continue;
                }
                let line = self.line_index(-v.dx, -v.dy);
                let slides = &mut self.slides[c];
                let entry = match slides.iter_mut().position(|s| s.line == line) {
                    Some(i) => &mut slides[i],
                    None => {
                        slides.push(SlideDirection {
                            line,
                            max_range: 0,
                            kinds: 0,
                            range_of: [0; MAX_KINDS],
                        });
                        slides.last_mut().expect("just pushed")
                    }
                };
                entry.kinds |= 1 << k;
                entry.range_of[k] = entry.range_of[k].max(v.capture_range);
                entry.max_range = entry.max_range.max(v.capture_range);
            }
        }
    }

    fn line_index(&mut self, dx: i8, dy: i8) -> usize {
        if let Some(i) = self.lines.iter().position(|l| l.dir == (dx, dy)) {
            return i;
        }
        self.lines.push(Line::new(dx, dy, self.geometry));
        self.lines.len() - 1
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

    /// Whether a piece of `by` attacks (could capture on) `target`, with the
    /// board as it stands. The piece on `target`, if any, is ignored.
    #[inline]
    pub fn is_attacked(&self, board: &Board, target: Square, by: Color) -> bool {
        self.attackers_bounded(board, target, by, true, None) != 0
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
        self.attackers_bounded(board, target, by, true, Some(vacated)) != 0
    }

    /// How many pieces of `by` attack `target` (stops counting at 2).
    #[inline]
    pub fn count_attackers(&self, board: &Board, target: Square, by: Color) -> u32 {
        self.attackers_bounded(board, target, by, false, None)
    }

    fn attackers_bounded(
        &self,
        board: &Board,
        target: Square,
        by: Color,
        first: bool,
        vacated: Option<Square>,
    ) -> u32 {
        let c = by.index();
        let mut count = 0;
        let empty = |s: Square| Some(s) == vacated || board.get(s).is_none();
        let (a, b) = self.leap_attackers[c][target.index()];
        for att in &self.leap_attacker_list[c][a as usize..b as usize] {
            if let Some(p) = board.get(att.from) {
                if p.color() == by
                    && att.kinds & (1 << p.kind()) != 0
                    && att.legs.iter().all(|l| l.is_none_or(empty))
                {
                    count += 1;
                    if first || count >= 2 {
                        return count;
                    }
                }
            }
        }
        for slide in &self.slides[c] {
            let line = self.lines[slide.line].from(target);
            for (i, &sq) in line.iter().take(slide.max_range as usize).enumerate() {
                if Some(sq) == vacated {
                    continue;
                }
                if let Some(p) = board.get(sq) {
                    if p.color() == by && slide.range_of[p.kind() as usize] as usize > i {
                        count += 1;
                        if first || count >= 2 {
                            return count;
                        }
                    }
                    break;
                }
            }
        }
        count
    }

    /// The squares holding pieces of `by` that attack `target`.
    pub fn attackers(&self, board: &Board, target: Square, by: Color) -> Vec<Square> {
        let c = by.index();
        let mut out = Vec::new();
        let (a, b) = self.leap_attackers[c][target.index()];
        for att in &self.leap_attacker_list[c][a as usize..b as usize] {
            if let Some(p) = board.get(att.from) {
                if p.color() == by
                    && att.kinds & (1 << p.kind()) != 0
                    && att
                        .legs
                        .iter()
                        .all(|l| l.is_none_or(|s| board.get(s).is_none()))
                    && !out.contains(&att.from)
                {
                    out.push(att.from);
                }
            }
        }
        for slide in &self.slides[c] {
            let line = self.lines[slide.line].from(target);
            for (i, &sq) in line.iter().take(slide.max_range as usize).enumerate() {
                if let Some(p) = board.get(sq) {
                    if p.color() == by
                        && slide.range_of[p.kind() as usize] as usize > i
                        && !out.contains(&sq)
                    {
                        out.push(sq);
                    }
                    break;
                }
            }
        }
        out
    }

    /// The squares on which a piece blocks a lame leap of `by` onto
    /// `target` (precomputed): moving such a piece can uncover an attack
    /// that no line reaches.
    #[inline]
    pub fn leg_squares(&self, target: Square, by: Color) -> &crate::SquareSet {
        &self.legs[by.index()][target.index()]
    }

    fn leg_squares_of(&self, target: Square, by: Color) -> crate::SquareSet {
        let c = by.index();
        let mut set = crate::SquareSet::EMPTY;
        let (a, b) = self.leap_attackers[c][target.index()];
        for att in &self.leap_attacker_list[c][a as usize..b as usize] {
            for leg in att.legs.iter().flatten() {
                set.insert(*leg);
            }
        }
        set
    }

    /// The pieces of `target`'s own colour that are pinned to it by sliders
    /// of `by`: the only piece between `target` and a slider of `by` that
    /// could capture on `target` along that line if the piece moved away.
    pub fn pinned(&self, board: &Board, target: Square, by: Color) -> crate::SquareSet {
        let mut pinned = crate::SquareSet::EMPTY;
        for slide in &self.slides[by.index()] {
            let line = self.lines[slide.line].from(target);
            let mut blocker = None;
            for (i, &sq) in line.iter().take(slide.max_range as usize).enumerate() {
                let Some(p) = board.get(sq) else {
                    continue;
                };
                match blocker {
                    None if p.color() != by => blocker = Some(sq),
                    None => break,
                    Some(b) => {
                        if p.color() == by && slide.range_of[p.kind() as usize] as usize > i {
                            pinned.insert(b);
                        }
                        break;
                    }
                }
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
