//! Precomputed per-square move and attack tables, built once per game from
//! the piece kinds and the board, so that move generation reads tables and
//! never parses or allocates: per square, the moves as slices (for code
//! that walks them one by one) and as square sets in the form the board
//! allows (for the move generator and attack detection, see [`Tables`]).

use crate::betza::Vector;
use crate::board::Board;
use crate::fast_hash::FastBuild;
use crate::geometry::{Bits, Geometry, Square, SquareSet, MAX_SIDE};
use crate::piece::{Piece, PieceKind, MAX_KINDS};
use crate::Color;
use std::collections::HashMap;

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

/// The offset of the table whose every entry is empty: the table of a
/// move a kind does not have.
const NONE: u32 = 0;

/// One rider vector of a kind, as square-set tables.
#[derive(Debug, Clone, Copy)]
struct Slide {
    /// The ray up to the longest range.
    ray: u32,
    /// Whether bits grow along the direction, so that the first blocker
    /// is the lowest bit of the ray's occupancy (else the highest).
    rising: bool,
    /// Whether it moves and captures alike over the whole ray (every FIDE
    /// rider): the ray up to its first blocker serves both.
    plain: bool,
    /// Where a non-capturing move may stop: the table of every bit for
    /// the whole ray, [`NONE`] for never, or the ray to a shorter range.
    moves: u32,
    /// Where a capture may land, as `moves` for non-captures.
    captures: u32,
}

/// A lame leap from one square: the target and the squares that must be
/// empty, as a set so that one intersection with the occupancy tests it.
#[derive(Debug, Clone, Copy)]
struct LameLeap<B> {
    to: usize,
    legs: B,
    can_move: bool,
    can_capture: bool,
}

/// What one kind of one colour does, as offsets of square-set tables:
/// everything the generator reads for a piece, in one place.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan<B> {
    /// The plain (jumping) leaps that may move, as one set per square.
    leap_move: u32,
    /// The plain leaps that may capture.
    leap_capture: u32,
    /// Every leap that may capture, lame or not, whatever its legs: the
    /// squares a pawn of the kind captures en passant on.
    en_passant: u32,
    /// The same leaps read backwards: per target, the squares they
    /// capture on it from.
    en_passant_from: u32,
    /// The span of its rides in [`SetTables::slides`].
    slides: (u32, u32),
    /// Where its rides start in `sets` when every one of them moves and
    /// captures alike over its whole range: per square (bit), the rays
    /// whose bits grow, then those whose bits fall, `rising + falling`
    /// sets, so that a piece reads its rays as one slice. `None` for a
    /// kind with other rides, which reads `slides`.
    rays: Option<u32>,
    rising: u8,
    falling: u8,
    /// Per square, the first square of each of its rides: a piece whose
    /// every such square holds a piece of its own side has no ride.
    first_steps: u32,
    /// Where its lame leaps from each square start in
    /// [`SetTables::lame_spans`], if it has any.
    lame: Option<u32>,
    /// Per square, the square a double step passes ([`NONE`] where it has
    /// none: not on its second rank, no forward step, or no room).
    double_mid: u32,
    /// Per square, the square a double step reaches.
    double_to: u32,
    /// The squares it double steps from, and the bits one step forward
    /// adds: the double steps of all its pieces at once.
    double_from: B,
    forward: i32,
    /// The span of its plain leaps in [`SetTables::steps`], one per
    /// vector.
    steps: (u32, u32),
    /// Whether every move it has is a plain leap, so that the moves of
    /// several of its pieces can be found a vector at a time.
    leaper: bool,
}

/// A plain leap of a kind as a shift of whole sets: the bits it adds, the
/// squares it can leap from (those whose target is on the board), and
/// its modes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Step<B> {
    /// The bits the leap adds.
    pub(crate) delta: i32,
    /// The squares whose target is on the board.
    pub(crate) from: B,
    /// Whether it may land on an empty square.
    pub(crate) moves: bool,
    /// Whether it may land on an enemy piece.
    pub(crate) captures: bool,
}

/// A lame leap of an attacking colour onto a target, seen from the
/// target: the square it leaps from, its legs, and the kinds that have it.
#[derive(Debug, Clone, Copy)]
struct LameAttacker<B> {
    from: usize,
    legs: B,
    kinds: u32,
}

/// For one attacking colour: a direction in which sliders capture, as the
/// line from a target back towards the attackers, and how far each kind
/// reaches along it.
#[derive(Debug, Clone)]
struct SlideDirection {
    /// The full line from the target.
    line: u32,
    rising: bool,
    /// Per kind, the farthest Chebyshev distance at which it captures
    /// along this direction (its capture range times the step's length,
    /// at most 255); 0 for a kind that does not capture this way.
    reach: [u8; MAX_KINDS],
}

/// An attacking colour's reverse tables: what answers "is this square
/// attacked by that colour".
#[derive(Debug, Clone)]
struct Reverse<B> {
    /// Per target, every square from which some kind of the colour
    /// captures it with a plain leap.
    leap_from: u32,
    /// Per target, its span in `lame`.
    lame_spans: Vec<(u32, u32)>,
    lame: Vec<LameAttacker<B>>,
    /// The directions, those whose bits grow from the target first.
    slides: Vec<SlideDirection>,
    /// How many of `slides` rise.
    rising: usize,
    /// Where the lines of `slides` start in `sets`: per target (bit), one
    /// line per direction in the order of `slides`, so that a target's
    /// lines are read as one slice.
    lines: u32,
    /// Per target, the legs of every lame leap onto it.
    legs: u32,
}

/// What the attacks on a lone royal piece allow the other pieces of its
/// side: see [`SetTables::safety`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Safety<B> {
    /// `None` if the royal piece is not attacked; otherwise the squares a
    /// move must land on to end every attack (empty in most double
    /// checks).
    pub(crate) evasions: Option<B>,
    /// The pieces pinned to it by riders (see [`SetTables::pin_line`]).
    pub(crate) pinned: B,
    /// The pieces whose moves must each be tested: those on a leg of a
    /// lame leap onto the royal piece.
    pub(crate) careful: B,
}

impl<B: Bits> Safety<B> {
    /// No attack, no pin.
    pub(crate) const NONE: Safety<B> = Safety {
        evasions: None,
        pinned: B::EMPTY,
        careful: B::EMPTY,
    };
}

/// The square-set tables of one game in one set form (see [`Bits`]): per
/// colour and kind what its moves reach from each square, and per colour
/// the reverse tables.
#[derive(Debug, Clone)]
pub(crate) struct SetTables<B> {
    /// Every per-square table, `B::CAPACITY` entries each, end to end;
    /// equal tables are stored once (a Knight's are the same for both
    /// colours), which keeps what the generator reads small. The first is
    /// empty everywhere ([`NONE`]), the second full everywhere.
    sets: Vec<B>,
    kinds: usize,
    /// Per colour and kind (colour-major), then the plan of no move, for
    /// a kind index the game does not have.
    plans: Vec<Plan<B>>,
    slides: Vec<Slide>,
    steps: Vec<Step<B>>,
    /// Per kind with lame leaps, one span per bit into `lame`.
    lame_spans: Vec<(u32, u32)>,
    lame: Vec<LameLeap<B>>,
    reverse: [Reverse<B>; 2],
}

/// The larger of the file and rank distances between two squares.
#[inline]
fn chebyshev(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}

/// The squares from `from` in steps of `(dx, dy)`, at most `range` steps,
/// stopping at the edge.
fn ray_squares(geometry: Geometry, from: Square, dx: i8, dy: i8, range: u8) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    let mut at = from;
    for _ in 0..range {
        match at.offset(dx, dy, geometry) {
            Some(next) => {
                set.insert(next);
                at = next;
            }
            None => break,
        }
    }
    set
}

/// Whether bits grow along `(dx, dy)`: in both forms a step of `dy`
/// ranks changes the bit by `dy` times the row length (8 or 16), more
/// than any step along a rank of the board can take back.
fn rising(dx: i8, dy: i8) -> bool {
    (dy, dx) > (0, 0)
}

/// Builds [`SetTables`]: the tables so far, with an index to share equal
/// ones.
struct Builder<B> {
    geometry: Geometry,
    sets: Vec<B>,
    /// The tables stored, to their offsets: hashed by the kernel's one
    /// fast hasher, since the keys are hundreds of words and the standard
    /// hasher made building the tables of a game with many kinds cost
    /// more than short perfts.
    index: HashMap<Vec<B>, u32, FastBuild>,
    /// The ray tables made so far, by step and range.
    rays: HashMap<(i8, i8, u8), u32>,
}

impl<B: Bits> Builder<B> {
    /// The offset of a table holding `f(square)` for every square of the
    /// board (empty elsewhere), made unless an equal one exists.
    fn table(&mut self, mut f: impl FnMut(Square) -> SquareSet) -> u32 {
        let mut table = vec![B::EMPTY; B::CAPACITY];
        for square in self.geometry.squares() {
            if let Some(slot) = table.get_mut(B::bit(square)) {
                *slot = B::from_set(f(square));
            }
        }
        self.store(table)
    }

    /// The offset of `table`, stored unless an equal one is.
    fn store(&mut self, table: Vec<B>) -> u32 {
        if let Some(&base) = self.index.get(&table) {
            return base;
        }
        let base = self.sets.len() as u32;
        self.sets.extend_from_slice(&table);
        self.index.insert(table, base);
        base
    }

    /// The ray table of `(dx, dy)` up to `range` steps.
    fn ray(&mut self, dx: i8, dy: i8, range: u8) -> u32 {
        // No line on a 16x16 board is longer than 15 steps.
        let range = range.min(MAX_SIDE);
        if let Some(&table) = self.rays.get(&(dx, dy, range)) {
            return table;
        }
        let geometry = self.geometry;
        let table = self.table(|from| ray_squares(geometry, from, dx, dy, range));
        self.rays.insert((dx, dy, range), table);
        table
    }
}

/// The kind index of the piece on `square` (`u8::MAX` for an empty one).
#[inline]
fn kind_at(board: &Board, square: Square) -> u8 {
    board.get(square).map_or(u8::MAX, |p| p.kind())
}

impl<B: Bits> SetTables<B> {
    /// The tables of `kinds` on `geometry`, which the form `B` must fit.
    fn new(kinds: &[PieceKind], geometry: Geometry) -> SetTables<B> {
        let mut builder = Builder {
            geometry,
            sets: Vec::new(),
            index: HashMap::default(),
            rays: HashMap::new(),
        };
        let none = builder.store(vec![B::EMPTY; B::CAPACITY]);
        let every = builder.store(vec![B::ALL; B::CAPACITY]);
        debug_assert_eq!(none, NONE);
        let mut tables = SetTables {
            sets: Vec::new(),
            kinds: kinds.len(),
            plans: Vec::new(),
            slides: Vec::new(),
            steps: Vec::new(),
            lame_spans: Vec::new(),
            lame: Vec::new(),
            reverse: [Reverse::empty(), Reverse::empty()],
        };
        for color in Color::ALL {
            for kind in kinds {
                let vectors = kind.moves.for_color(color);
                let pawn = kind.role == crate::Role::Pawn;
                let plan = tables.plan(&mut builder, &vectors, color, pawn, every);
                tables.plans.push(plan);
            }
        }
        tables.plans.push(Plan {
            leap_move: NONE,
            leap_capture: NONE,
            en_passant: NONE,
            en_passant_from: NONE,
            slides: (0, 0),
            rays: None,
            rising: 0,
            falling: 0,
            first_steps: NONE,
            lame: None,
            double_mid: NONE,
            double_to: NONE,
            double_from: B::EMPTY,
            forward: 0,
            steps: (0, 0),
            leaper: false,
        });
        tables.reverse = [
            Reverse::new(&mut builder, kinds, Color::White),
            Reverse::new(&mut builder, kinds, Color::Black),
        ];
        tables.sets = builder.sets;
        tables
    }

    /// The plan of one kind's `vectors` (already turned for `color`);
    /// `every` is the offset of the table of every bit.
    fn plan(
        &mut self,
        builder: &mut Builder<B>,
        vectors: &[Vector],
        color: Color,
        pawn: bool,
        every: u32,
    ) -> Plan<B> {
        let geometry = builder.geometry;
        let leap = |v: &&Vector| v.max_range() == 1;
        let plain = |v: &&Vector| v.max_range() == 1 && v.legs().next().is_none();
        let lame = |v: &&Vector| v.max_range() == 1 && v.legs().next().is_some();
        let targets = |from: Square, which: &dyn Fn(&&Vector) -> bool| {
            vectors
                .iter()
                .filter(which)
                .filter_map(|v| from.offset(v.dx, v.dy, geometry))
                .collect::<SquareSet>()
        };
        let leap_move = builder.table(|from| targets(from, &|v| plain(v) && v.move_range > 0));
        let leap_capture =
            builder.table(|from| targets(from, &|v| plain(v) && v.capture_range > 0));
        let en_passant = builder.table(|from| targets(from, &|v| leap(v) && v.capture_range > 0));
        let en_passant_from = builder.table(|to| {
            vectors
                .iter()
                .filter(|v| leap(v) && v.capture_range > 0)
                .filter_map(|v| to.offset(-v.dx, -v.dy, geometry))
                .collect()
        });
        let lame_base = vectors.iter().any(|v| lame(&v)).then(|| {
            let base = self.lame_spans.len() as u32;
            self.lame_spans
                .resize(self.lame_spans.len() + B::CAPACITY, (0, 0));
            for from in geometry.squares() {
                let start = self.lame.len() as u32;
                for v in vectors.iter().filter(lame) {
                    let Some(to) = from.offset(v.dx, v.dy, geometry) else {
                        continue;
                    };
                    let legs: SquareSet = v
                        .legs()
                        .filter_map(|(lx, ly)| from.offset(lx, ly, geometry))
                        .collect();
                    self.lame.push(LameLeap {
                        to: B::bit(to),
                        legs: B::from_set(legs),
                        can_move: v.move_range > 0,
                        can_capture: v.capture_range > 0,
                    });
                }
                self.lame_spans[base as usize + B::bit(from)] = (start, self.lame.len() as u32);
            }
            base
        });
        let first_slide = self.slides.len() as u32;
        let rides: Vec<&Vector> = vectors.iter().filter(|v| v.max_range() > 1).collect();
        let plain_rides = rides.iter().all(|v| v.move_range == v.capture_range);
        let (up, down): (Vec<&Vector>, Vec<&Vector>) =
            rides.iter().partition(|v| rising(v.dx, v.dy));
        let rays = (plain_rides && !rides.is_empty()).then(|| {
            let mut block = Vec::with_capacity(B::CAPACITY * rides.len());
            for bit in 0..B::CAPACITY {
                let from = B::square(bit);
                for v in up.iter().chain(&down) {
                    block.push(if B::bit(from) == bit && geometry.contains(from) {
                        B::from_set(ray_squares(geometry, from, v.dx, v.dy, v.max_range()))
                    } else {
                        B::EMPTY
                    });
                }
            }
            builder.store(block)
        });
        let first_steps = builder.table(|from| {
            rides
                .iter()
                .filter_map(|v| from.offset(v.dx, v.dy, geometry))
                .collect()
        });
        for v in vectors.iter().filter(|v| v.max_range() > 1) {
            let longest = v.max_range();
            let ray = builder.ray(v.dx, v.dy, longest);
            let mut reach = |range: u8| match range {
                0 => NONE,
                r if r == longest => every,
                r => builder.ray(v.dx, v.dy, r),
            };
            let moves = reach(v.move_range);
            let captures = reach(v.capture_range);
            self.slides.push(Slide {
                ray,
                rising: rising(v.dx, v.dy),
                plain: moves == every && captures == every,
                moves,
                captures,
            });
        }
        // The double step: from the second rank, two squares straight on,
        // for a kind whose leaps include one step straight on that may
        // move (the generator uses it for pawns, when the rules allow it).
        let forward = color.forward();
        let steps_on = vectors
            .iter()
            .any(|v| v.max_range() == 1 && v.move_range > 0 && (v.dx, v.dy) == (0, forward));
        let double = |from: Square, n: i8| {
            let on_second = from.rank() == geometry.relative_rank(color, 1);
            match (
                from.offset(0, forward, geometry),
                from.offset(0, 2 * forward, geometry),
            ) {
                (Some(one), Some(two)) if pawn && steps_on && on_second => {
                    SquareSet::from_square(if n == 1 { one } else { two })
                }
                _ => SquareSet::EMPTY,
            }
        };
        let double_mid = builder.table(|from| double(from, 1));
        let double_to = builder.table(|from| double(from, 2));
        let double_from = geometry
            .squares()
            .filter(|&from| !double(from, 1).is_empty())
            .collect();
        // One step per direction, with the modes of every plain leap that
        // way, so that no move is counted twice.
        let first_step = self.steps.len() as u32;
        for v in vectors.iter().filter(plain) {
            let from: SquareSet = geometry
                .squares()
                .filter(|from| from.offset(v.dx, v.dy, geometry).is_some())
                .collect();
            if from.is_empty() {
                continue;
            }
            // A leap that fits the board is shorter than a row, so its
            // delta names it alone.
            let delta = i32::from(v.dy) * B::ROW + i32::from(v.dx);
            let (moves, captures) = (v.move_range > 0, v.capture_range > 0);
            let steps = &mut self.steps[first_step as usize..];
            if let Some(step) = steps.iter_mut().find(|s| s.delta == delta) {
                step.moves |= moves;
                step.captures |= captures;
                continue;
            }
            self.steps.push(Step {
                delta,
                from: B::from_set(from),
                moves,
                captures,
            });
        }
        Plan {
            leap_move,
            leap_capture,
            en_passant,
            en_passant_from,
            slides: (first_slide, self.slides.len() as u32),
            rays,
            rising: up.len() as u8,
            falling: down.len() as u8,
            first_steps,
            lame: lame_base,
            double_mid,
            double_to,
            double_from: B::from_set(double_from),
            forward: i32::from(forward) * B::ROW,
            steps: (first_step, self.steps.len() as u32),
            leaper: first_slide as usize == self.slides.len() && lame_base.is_none(),
        }
    }

    /// The entry of the table at offset `table` for `bit`.
    #[inline]
    fn at(&self, table: u32, bit: usize) -> B {
        // Masked, so that no bit reads past its table.
        self.sets[table as usize + (bit & (B::CAPACITY - 1))]
    }

    /// The plan of `kind` for `color`: no moves for a kind index the game
    /// does not have.
    #[inline]
    pub(crate) fn plan_of(&self, color: Color, kind: u8) -> &Plan<B> {
        let index = if (kind as usize) < self.kinds {
            color.index() * self.kinds + kind as usize
        } else {
            self.plans.len() - 1
        };
        &self.plans[index]
    }

    /// The plain leaps of `kind` and `color` as shifts of whole sets, if
    /// they are all its moves (see [`Step`]); empty otherwise.
    #[inline]
    pub(crate) fn leaper_steps(&self, color: Color, kind: u8) -> &[Step<B>] {
        let plan = self.plan_of(color, kind);
        if !plan.leaper {
            return &[];
        }
        let (a, b) = plan.steps;
        self.steps.get(a as usize..b as usize).unwrap_or_default()
    }

    /// The squares from which `kind` and `color` double step, and the bits
    /// one step forward adds.
    #[inline]
    pub(crate) fn double_steps(&self, color: Color, kind: u8) -> (B, i32) {
        let plan = self.plan_of(color, kind);
        (plan.double_from, plan.forward)
    }

    /// Per square, where a double step of `kind` and `color` passes and
    /// lands (empty sets where it has none).
    #[inline]
    pub(crate) fn double_step(&self, color: Color, kind: u8, from: usize) -> (B, B) {
        let plan = self.plan_of(color, kind);
        (
            self.at(plan.double_mid, from),
            self.at(plan.double_to, from),
        )
    }

    /// Whether a pawn of `kind` and `color` on `from` has a leap that
    /// captures on `to`, open or not: where it may capture en passant.
    #[inline]
    pub(crate) fn captures_en_passant(
        &self,
        color: Color,
        kind: u8,
        from: usize,
        to: usize,
    ) -> bool {
        self.at(self.plan_of(color, kind).en_passant, from).has(to)
    }

    /// The squares from which a pawn of `kind` and `color` could capture
    /// en passant on `target` (see [`SetTables::captures_en_passant`]).
    #[inline]
    pub(crate) fn en_passant_from(&self, color: Color, kind: u8, target: usize) -> B {
        self.at(self.plan_of(color, kind).en_passant_from, target)
    }

    /// See [`Tables::targets`]; `empty` is the complement of `occupied`.
    #[inline(always)]
    pub(crate) fn targets(
        &self,
        color: Color,
        kind: u8,
        from: usize,
        occupied: B,
        empty: B,
        enemy: B,
    ) -> B {
        self.plan_targets(self.plan_of(color, kind), from, occupied, empty, enemy)
    }

    /// [`SetTables::targets`] of the kind whose plan is `plan`.
    #[inline(always)]
    pub(crate) fn plan_targets(
        &self,
        plan: &Plan<B>,
        from: usize,
        occupied: B,
        empty: B,
        enemy: B,
    ) -> B {
        let mut targets =
            (self.at(plan.leap_move, from) & empty) | (self.at(plan.leap_capture, from) & enemy);
        if let Some(base) = plan.lame {
            targets |= self.lame_targets(base, from, occupied, enemy);
        }
        // Hemmed in by its own side (most pieces early in a game).
        if (self.at(plan.first_steps, from) & (empty | enemy)).none() {
            return targets;
        }
        if let Some(base) = plan.rays {
            let n = usize::from(plan.rising) + usize::from(plan.falling);
            let start = base as usize + (from & (B::CAPACITY - 1)) * n;
            let rays = self.sets.get(start..start + n).unwrap_or_default();
            let (up, down) = rays.split_at(usize::from(plan.rising).min(rays.len()));
            let mut reach = B::EMPTY;
            for &ray in up {
                reach |= ray & (ray & occupied).up_to_lowest();
            }
            for &ray in down {
                reach |= ray & (ray & occupied).down_to_highest();
            }
            return targets | (reach & (empty | enemy));
        }
        let (a, b) = plan.slides;
        for slide in self.slides.get(a as usize..b as usize).unwrap_or_default() {
            let ray = self.at(slide.ray, from);
            let blockers = ray & occupied;
            let reach = if slide.rising {
                ray & blockers.up_to_lowest()
            } else {
                ray & blockers.down_to_highest()
            };
            targets |= if slide.plain {
                reach & (empty | enemy)
            } else {
                reach
                    & ((empty & self.at(slide.moves, from))
                        | (enemy & self.at(slide.captures, from)))
            };
        }
        targets
    }

    /// The targets of the lame leaps from `from` whose legs are empty.
    #[cold]
    fn lame_targets(&self, base: u32, from: usize, occupied: B, enemy: B) -> B {
        let mut targets = B::EMPTY;
        let span = self
            .lame_spans
            .get(base as usize + (from & (B::CAPACITY - 1)));
        let &(a, b) = span.unwrap_or(&(0, 0));
        for leap in self.lame.get(a as usize..b as usize).unwrap_or_default() {
            if !(leap.legs & occupied).none() {
                continue;
            }
            let open = if occupied.has(leap.to) {
                leap.can_capture && enemy.has(leap.to)
            } else {
                leap.can_move
            };
            if open {
                targets.add(leap.to);
            }
        }
        targets
    }

    /// Every square a piece of `by` among `by_pieces` (of the kinds
    /// `board` shows) could capture on, whatever stands there, with
    /// `occupied` the squares holding a piece: the squares `by` attacks,
    /// as [`SetTables::attacked_with`] answers one at a time, found from
    /// the attackers forward. Where a lone royal piece has many squares
    /// to test and the enemy few pieces, this is the cheaper answer.
    pub(crate) fn attack_map(&self, board: &Board, occupied: B, by_pieces: B, by: Color) -> B {
        let mut map = B::EMPTY;
        let mut rest = by_pieces;
        while let Some(from) = rest.pop() {
            let plan = self.plan_of(by, kind_at(board, B::square(from)));
            map |= self.at(plan.leap_capture, from);
            if let Some(base) = plan.lame {
                map |= self.lame_attacks(base, from, occupied);
            }
            if let Some(base) = plan.rays {
                let n = usize::from(plan.rising) + usize::from(plan.falling);
                let start = base as usize + (from & (B::CAPACITY - 1)) * n;
                let rays = self.sets.get(start..start + n).unwrap_or_default();
                let (up, down) = rays.split_at(usize::from(plan.rising).min(rays.len()));
                for &ray in up {
                    map |= ray & (ray & occupied).up_to_lowest();
                }
                for &ray in down {
                    map |= ray & (ray & occupied).down_to_highest();
                }
                continue;
            }
            let (a, b) = plan.slides;
            for slide in self.slides.get(a as usize..b as usize).unwrap_or_default() {
                let ray = self.at(slide.ray, from);
                let blockers = ray & occupied;
                let reach = if slide.rising {
                    ray & blockers.up_to_lowest()
                } else {
                    ray & blockers.down_to_highest()
                };
                map |= reach & self.at(slide.captures, from);
            }
        }
        map
    }

    /// The squares the lame leaps from `from` that capture attack: their
    /// targets, where their legs are empty, whatever stands there.
    #[cold]
    fn lame_attacks(&self, base: u32, from: usize, occupied: B) -> B {
        let span = self
            .lame_spans
            .get(base as usize + (from & (B::CAPACITY - 1)));
        let &(a, b) = span.unwrap_or(&(0, 0));
        let mut attacks = B::EMPTY;
        for leap in self.lame.get(a as usize..b as usize).unwrap_or_default() {
            if leap.can_capture && (leap.legs & occupied).none() {
                attacks.add(leap.to);
            }
        }
        attacks
    }

    /// Whether the piece of `by` on `from` (of the kind `board` shows)
    /// captures on `target` along `slide`, whose line from `target` it
    /// blocks first.
    #[inline]
    fn rider_reaches(
        &self,
        board: &Board,
        slide: &SlideDirection,
        from: usize,
        target: usize,
    ) -> bool {
        let from = B::square(from);
        let reach = slide
            .reach
            .get(kind_at(board, from) as usize)
            .copied()
            .unwrap_or(0);
        // No two squares of a 16x16 board are 16 apart.
        reach >= MAX_SIDE || (reach > 0 && chebyshev(B::square(target), from) <= reach)
    }

    /// Whether the piece of `by` on `from` captures on `target` with a
    /// plain leap.
    #[inline]
    fn leaper_reaches(&self, board: &Board, by: Color, from: usize, target: usize) -> bool {
        let plan = self.plan_of(by, kind_at(board, B::square(from)));
        self.at(plan.leap_capture, from).has(target)
    }

    /// The lame attackers of `by` onto `target`.
    #[inline]
    fn lame_attackers(&self, by: Color, target: usize) -> &[LameAttacker<B>] {
        let reverse = &self.reverse[by.index()];
        match reverse.lame_spans.get(target) {
            Some(&(a, b)) => reverse.lame.get(a as usize..b as usize).unwrap_or_default(),
            None => &[],
        }
    }

    /// Calls `f(from, blocks)` for every way a piece of `by` captures on
    /// `target`, where `occupied` holds every piece and `by_pieces` the
    /// pieces of `by` that count (a subset of those `board` has of `by`:
    /// the kinds are read from `board`). `blocks` are the squares where a
    /// piece would stop that capture (between a rider and the target,
    /// or the legs of a lame leap). Stops and returns true as soon as `f`
    /// does.
    fn each_attack(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        target: usize,
        by: Color,
        mut f: impl FnMut(usize, B) -> bool,
    ) -> bool {
        let reverse = &self.reverse[by.index()];
        let mut leapers = self.at(reverse.leap_from, target) & by_pieces;
        while let Some(from) = leapers.pop() {
            if self.leaper_reaches(board, by, from, target) && f(from, B::EMPTY) {
                return true;
            }
        }
        for att in self.lame_attackers(by, target) {
            if by_pieces.has(att.from)
                && att.kinds & (1u32 << (kind_at(board, B::square(att.from)) & 31)) != 0
                && (att.legs & occupied).none()
                && f(att.from, att.legs)
            {
                return true;
            }
        }
        for slide in &reverse.slides {
            let line = self.at(slide.line, target);
            let blockers = line & occupied;
            if (blockers & by_pieces).none() {
                continue;
            }
            let first = if slide.rising {
                blockers.lowest()
            } else {
                blockers.highest()
            };
            let Some(b) = first else {
                continue;
            };
            if by_pieces.has(b)
                && self.rider_reaches(board, slide, b, target)
                && f(b, line & !self.at(slide.line, b) & !B::single(b))
            {
                return true;
            }
        }
        false
    }

    /// Whether a piece of `by` among `by_pieces` captures on `target`,
    /// with `occupied` the squares holding a piece (see
    /// [`Tables::attacked_with`]).
    #[inline(always)]
    pub(crate) fn attacked_with(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        target: usize,
        by: Color,
    ) -> bool {
        let reverse = &self.reverse[by.index()];
        let mut leapers = self.at(reverse.leap_from, target) & by_pieces;
        while let Some(from) = leapers.pop() {
            if self.leaper_reaches(board, by, from, target) {
                return true;
            }
        }
        if !reverse.lame.is_empty() && self.lame_attack(board, occupied, by_pieces, target, by) {
            return true;
        }
        let (up, down) = self.lines(reverse, target);
        let (up_slides, down_slides) = reverse.slides.split_at(up.len());
        for (&line, slide) in up.iter().zip(up_slides) {
            let blockers = line & occupied;
            if (blockers & by_pieces).none() {
                continue;
            }
            if let Some(b) = blockers.lowest() {
                if by_pieces.has(b) && self.rider_reaches(board, slide, b, target) {
                    return true;
                }
            }
        }
        for (&line, slide) in down.iter().zip(down_slides) {
            let blockers = line & occupied;
            if (blockers & by_pieces).none() {
                continue;
            }
            if let Some(b) = blockers.highest() {
                if by_pieces.has(b) && self.rider_reaches(board, slide, b, target) {
                    return true;
                }
            }
        }
        false
    }

    /// The squares of `targets` that no piece of `by` among `by_pieces`
    /// attacks once a piece on one of them is taken, with `occupied` the
    /// squares holding a piece: where a lone royal piece, taken off
    /// `occupied` by the caller, may go.
    #[inline]
    pub(crate) fn unattacked(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        targets: B,
        by: Color,
    ) -> B {
        let mut safe = B::EMPTY;
        let mut rest = targets;
        while let Some(to) = rest.pop() {
            if !self.attacked_with(board, occupied, by_pieces & !B::single(to), to, by) {
                safe.add(to);
            }
        }
        safe
    }

    /// The lines of `reverse`'s directions from `target`: those whose bits
    /// rise, then those whose bits fall.
    #[inline(always)]
    fn lines<'a>(&'a self, reverse: &Reverse<B>, target: usize) -> (&'a [B], &'a [B]) {
        let n = reverse.slides.len();
        let start = reverse.lines as usize + (target & (B::CAPACITY - 1)) * n;
        let lines = self.sets.get(start..start + n).unwrap_or_default();
        lines.split_at(reverse.rising.min(lines.len()))
    }

    /// Whether a lame leap of `by` captures on `target`.
    #[cold]
    fn lame_attack(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        target: usize,
        by: Color,
    ) -> bool {
        self.lame_attackers(by, target).iter().any(|att| {
            by_pieces.has(att.from)
                && att.kinds & (1u32 << (kind_at(board, B::square(att.from)) & 31)) != 0
                && (att.legs & occupied).none()
        })
    }

    /// The attacks of `by` on the lone royal piece on `royal` of the other
    /// side, whose pieces are `own`: where other moves must land if it is
    /// attacked, which pieces are pinned to it, and which must be tested
    /// move by move. One pass over the lines from the royal piece finds
    /// both the riders that attack it and those that pin.
    pub(crate) fn safety(
        &self,
        board: &Board,
        occupied: B,
        own: B,
        enemy: B,
        royal: usize,
        by: Color,
    ) -> Safety<B> {
        let reverse = &self.reverse[by.index()];
        let mut safety = Safety {
            evasions: None,
            pinned: B::EMPTY,
            careful: self.at(reverse.legs, royal) & own,
        };
        let mut leapers = self.at(reverse.leap_from, royal) & enemy;
        while let Some(from) = leapers.pop() {
            if self.leaper_reaches(board, by, from, royal) {
                *safety.evasions.get_or_insert(B::ALL) &= B::single(from);
            }
        }
        if !reverse.lame.is_empty() {
            for att in self.lame_attackers(by, royal) {
                if enemy.has(att.from)
                    && att.kinds & (1u32 << (kind_at(board, B::square(att.from)) & 31)) != 0
                    && (att.legs & occupied).none()
                {
                    *safety.evasions.get_or_insert(B::ALL) &= att.legs | B::single(att.from);
                }
            }
        }
        let (up, down) = self.lines(reverse, royal);
        let (up_slides, down_slides) = reverse.slides.split_at(up.len());
        for (&line, slide) in up.iter().zip(up_slides) {
            if !(line & enemy).none() {
                self.line_safety(
                    board,
                    line,
                    slide,
                    royal,
                    occupied,
                    enemy,
                    B::lowest,
                    &mut safety,
                );
            }
        }
        for (&line, slide) in down.iter().zip(down_slides) {
            if !(line & enemy).none() {
                self.line_safety(
                    board,
                    line,
                    slide,
                    royal,
                    occupied,
                    enemy,
                    B::highest,
                    &mut safety,
                );
            }
        }
        safety
    }

    /// [`SetTables::safety`] along one line from the royal piece on which
    /// an enemy stands: its first piece checks, or the second pins the
    /// first. `first` picks the nearest square of a set on the line.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn line_safety(
        &self,
        board: &Board,
        line: B,
        slide: &SlideDirection,
        royal: usize,
        occupied: B,
        enemy: B,
        first: fn(B) -> Option<usize>,
        safety: &mut Safety<B>,
    ) {
        let blockers = line & occupied;
        let Some(near) = first(blockers) else {
            return;
        };
        if enemy.has(near) {
            if self.rider_reaches(board, slide, near, royal) {
                let between = line & !self.at(slide.line, near);
                *safety.evasions.get_or_insert(B::ALL) &= between;
            }
            return;
        }
        let Some(second) = first(blockers & !B::single(near)) else {
            return;
        };
        if enemy.has(second) && self.rider_reaches(board, slide, second, royal) {
            safety.pinned.add(near);
        }
    }

    /// Where the piece on `pinned`, pinned to the royal piece on `royal`
    /// by riders of `by` (see [`SetTables::safety`]), may move without
    /// uncovering it: the squares between the royal piece and each rider
    /// that pins it, and the rider's. Pins are few, so their lines are
    /// found again here rather than kept for every position.
    #[cold]
    pub(crate) fn pin_line(
        &self,
        board: &Board,
        occupied: B,
        enemy: B,
        royal: usize,
        pinned: usize,
        by: Color,
    ) -> B {
        let mut allowed = B::ALL;
        for slide in &self.reverse[by.index()].slides {
            let line = self.at(slide.line, royal);
            if !line.has(pinned) {
                continue;
            }
            let blockers = line & occupied;
            let (first, beyond) = if slide.rising {
                (blockers.lowest(), (blockers & !B::single(pinned)).lowest())
            } else {
                (
                    blockers.highest(),
                    (blockers & !B::single(pinned)).highest(),
                )
            };
            if let (Some(first), Some(pinner)) = (first, beyond) {
                if first == pinned
                    && enemy.has(pinner)
                    && self.rider_reaches(board, slide, pinner, royal)
                {
                    allowed &= line & !self.at(slide.line, pinner);
                }
            }
        }
        allowed
    }

    /// See [`Tables::leg_squares`].
    #[inline]
    pub(crate) fn leg_squares(&self, target: usize, by: Color) -> B {
        self.at(self.reverse[by.index()].legs, target)
    }
}

impl<B: Bits> Reverse<B> {
    /// Reverse tables of no piece, to be replaced.
    fn empty() -> Reverse<B> {
        Reverse {
            leap_from: NONE,
            lame_spans: Vec::new(),
            lame: Vec::new(),
            slides: Vec::new(),
            rising: 0,
            lines: NONE,
            legs: NONE,
        }
    }

    /// The reverse tables of the pieces of `color`.
    fn new(builder: &mut Builder<B>, kinds: &[PieceKind], color: Color) -> Reverse<B> {
        let geometry = builder.geometry;
        let mut leap_from = vec![SquareSet::EMPTY; 256];
        let mut by_target: Vec<Vec<LameAttacker<B>>> = vec![Vec::new(); B::CAPACITY];
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
                    let (from, legs) = (B::bit(from), B::from_set(legs));
                    let list = &mut by_target[B::bit(to)];
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
        let leap_from = builder.table(|to| leap_from[to.index()]);
        let legs = builder.table(|to| {
            by_target[B::bit(to)]
                .iter()
                .fold(SquareSet::EMPTY, |legs, a| legs | a.legs.to_set())
        });
        let mut lame_spans = vec![(0, 0); B::CAPACITY];
        let mut lame = Vec::new();
        for (target, list) in by_target.into_iter().enumerate() {
            let start = lame.len() as u32;
            lame.extend(list);
            lame_spans[target] = (start, lame.len() as u32);
        }
        // Sliders: capture rays grouped by direction, seen from the target.
        let mut slides: Vec<SlideDirection> = Vec::new();
        for (k, kind) in kinds.iter().enumerate() {
            for v in kind.moves.for_color(color) {
                if v.max_range() <= 1 || v.capture_range == 0 {
                    continue;
                }
                let line = builder.ray(-v.dx, -v.dy, u8::MAX);
                let entry = match slides.iter().position(|s| s.line == line) {
                    Some(i) => &mut slides[i],
                    None => {
                        slides.push(SlideDirection {
                            line,
                            rising: rising(-v.dx, -v.dy),
                            reach: [0; MAX_KINDS],
                        });
                        slides.last_mut().expect("just pushed")
                    }
                };
                let step = v.dx.unsigned_abs().max(v.dy.unsigned_abs());
                let reach = u16::from(v.capture_range.min(MAX_SIDE)) * u16::from(step);
                let reach = reach.min(u16::from(u8::MAX)) as u8;
                entry.reach[k] = entry.reach[k].max(reach);
            }
        }
        // Rising directions first (the sort is stable), then one block of
        // lines per target in that order.
        slides.sort_by_key(|s| !s.rising);
        let rising = slides.iter().filter(|s| s.rising).count();
        let mut block = Vec::with_capacity(B::CAPACITY * slides.len());
        for bit in 0..B::CAPACITY {
            for slide in &slides {
                block.push(builder.sets[slide.line as usize + bit]);
            }
        }
        let lines = if slides.is_empty() {
            NONE
        } else {
            builder.store(block)
        };
        Reverse {
            leap_from,
            lame_spans,
            lame,
            slides,
            rising,
            lines,
            legs,
        }
    }
}

/// The public questions of [`Tables`] in `SquareSet`s and squares, each
/// answered in the set form of the tables.
impl<B: Bits> SetTables<B> {
    fn targets_of(
        &self,
        color: Color,
        kind: u8,
        from: Square,
        occupied: SquareSet,
        enemy: SquareSet,
    ) -> SquareSet {
        let occupied = B::from_set(occupied);
        self.targets(
            color,
            kind,
            B::bit(from),
            occupied,
            !occupied,
            B::from_set(enemy),
        )
        .to_set()
    }

    fn attacked_in(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> bool {
        self.attacked_with(
            board,
            B::from_set(occupied),
            B::from_set(by_pieces),
            B::bit(target),
            by,
        )
    }

    fn evasions_of(&self, board: &Board, target: Square, by: Color) -> Option<SquareSet> {
        let mut mask: Option<B> = None;
        self.each_attack(
            board,
            B::from_set(board.occupied()),
            B::from_set(board.occupied_by(by)),
            B::bit(target),
            by,
            |from, blocks| {
                *mask.get_or_insert(B::ALL) &= blocks | B::single(from);
                false
            },
        );
        mask.map(B::to_set)
    }

    fn attackers_of(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        let mut set = B::EMPTY;
        self.each_attack(
            board,
            B::from_set(board.occupied()),
            B::from_set(board.occupied_by(by)),
            B::bit(target),
            by,
            |from, _| {
                set.add(from);
                false
            },
        );
        set.to_set()
    }

    fn legs_of(&self, target: Square, by: Color) -> SquareSet {
        self.leg_squares(B::bit(target), by).to_set()
    }

    fn pinned_to(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        let enemy = B::from_set(board.occupied_by(by));
        let occupied = B::from_set(board.occupied());
        let own = occupied & !enemy;
        self.safety(board, occupied, own, enemy, B::bit(target), by)
            .pinned
            .to_set()
    }
}

/// The square-set tables in the form the board allows.
#[derive(Debug, Clone)]
pub(crate) enum Sets {
    /// Boards of at most 8x8: one bit per square in a `u64`.
    Small(SetTables<u64>),
    /// Any board.
    Wide(SetTables<SquareSet>),
}

/// Runs `$body` with `$t` bound to the tables of `$sets` whichever their
/// form, so that each is compiled for its own set type.
macro_rules! with_sets {
    ($sets:expr, $t:ident => $body:expr) => {
        match $sets {
            Sets::Small($t) => $body,
            Sets::Wide($t) => $body,
        }
    };
}
pub(crate) use with_sets;

/// Everything precomputed for one game: per colour and kind the move table
/// and the same moves as square sets, and per colour the reverse tables
/// that answer "is this square attacked".
///
/// Move generation and attack detection work on square sets: a plain
/// leaper's targets from a square are one set; a rider's are its ray cut
/// after the first blocker, which one intersection with the occupancy and
/// a lowest- or highest-bit mask find (whichever end of the ray is
/// nearer), with no branch and no second table; a lame leap is a target
/// with a set of legs that must not meet the occupancy. Attacks are read
/// backwards from the attacked square: the squares a leaper could capture
/// it from, and per direction the first piece on the line and how far its
/// kind reaches. Board size and pieces stay data: every table is built
/// here, from the Betza vectors, for the board at hand, in 64 bits when
/// the board has at most 8 files and 8 ranks and in 256 otherwise.
#[derive(Debug, Clone)]
pub struct Tables {
    geometry: Geometry,
    kinds: usize,
    pieces: Vec<PieceTable>,
    sets: Sets,
}

impl Tables {
    /// Builds the tables of `kinds` on `geometry`.
    ///
    /// # Panics
    /// If there are more than [`MAX_KINDS`] kinds.
    pub fn new(kinds: &[PieceKind], geometry: Geometry) -> Tables {
        Tables::with_form(kinds, geometry, <u64 as Bits>::fits(geometry))
    }

    /// [`Tables::new`] with the set form chosen: the small one only if
    /// `small` and the board fits it. The tests build both forms of one
    /// game to check each against published counts.
    pub(crate) fn with_form(kinds: &[PieceKind], geometry: Geometry, small: bool) -> Tables {
        assert!(kinds.len() <= MAX_KINDS, "too many piece kinds");
        let mut pieces = Vec::new();
        for color in Color::ALL {
            for kind in kinds {
                pieces.push(PieceTable::new(&kind.moves.for_color(color), geometry));
            }
        }
        let sets = if small && <u64 as Bits>::fits(geometry) {
            Sets::Small(SetTables::new(kinds, geometry))
        } else {
            Sets::Wide(SetTables::new(kinds, geometry))
        };
        Tables {
            geometry,
            kinds: kinds.len(),
            pieces,
            sets,
        }
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

    /// The square-set tables, for the move generator.
    #[inline]
    pub(crate) fn sets(&self) -> &Sets {
        &self.sets
    }

    /// The squares a piece of `kind` and `color` on `from` may move or
    /// capture to, by its own movement alone (no castling, double step or
    /// en passant), with `occupied` the squares holding any piece and
    /// `enemy` those of the other side: plain leaps, lame leaps whose legs
    /// are empty, and rides up to and onto the first blocker, each in the
    /// modes and ranges its vector allows.
    pub fn targets(
        &self,
        color: Color,
        kind: u8,
        from: Square,
        occupied: SquareSet,
        enemy: SquareSet,
    ) -> SquareSet {
        with_sets!(&self.sets, t => t.targets_of(color, kind, from, occupied, enemy))
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
        with_sets!(&self.sets, t => t.attacked_in(board, occupied, by_pieces, target, by))
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
        with_sets!(&self.sets, t => t.evasions_of(board, target, by))
    }

    /// The squares holding pieces of `by` that attack `target`.
    fn attacker_set(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        with_sets!(&self.sets, t => t.attackers_of(board, target, by))
    }

    /// How many pieces of `by` attack `target` (stops counting at 2).
    #[inline]
    pub fn count_attackers(&self, board: &Board, target: Square, by: Color) -> u32 {
        (self.attacker_set(board, target, by).len() as u32).min(2)
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
        with_sets!(&self.sets, t => t.legs_of(target, by))
    }

    /// The pieces of `target`'s own colour that are pinned to it by sliders
    /// of `by`: the only piece between `target` and a slider of `by` that
    /// could capture on `target` along that line if the piece moved away.
    pub fn pinned(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        with_sets!(&self.sets, t => t.pinned_to(board, target, by))
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
