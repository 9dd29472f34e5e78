//! What one kind of one colour does, as offsets of square-set tables
//! ([`Plan`]), and how it is built from the kind's Betza vectors.

use super::builder::{ray_squares, rising, Builder};
use super::{SetTables, NONE};
use crate::betza::Vector;
use crate::geometry::{Bits, Geometry, Square, SquareSet};
use crate::Color;

/// One rider vector of a kind, as square-set tables.
#[derive(Debug, Clone, Copy)]
pub(super) struct Slide {
    /// The ray up to the longest range.
    pub(super) ray: u32,
    /// Whether bits grow along the direction, so that the first blocker
    /// is the lowest bit of the ray's occupancy (else the highest).
    pub(super) rising: bool,
    /// Whether it moves and captures alike over the whole ray (every FIDE
    /// rider): the ray up to its first blocker serves both.
    pub(super) plain: bool,
    /// Where a non-capturing move may stop: the table of every bit for
    /// the whole ray, [`NONE`] for never, or the ray to a shorter range.
    pub(super) moves: u32,
    /// Where a capture may land, as `moves` for non-captures.
    pub(super) captures: u32,
}

/// A lame leap from one square: the target and the squares that must be
/// empty, as a set so that one intersection with the occupancy tests it.
#[derive(Debug, Clone, Copy)]
pub(super) struct LameLeap<B> {
    pub(super) to: usize,
    pub(super) legs: B,
    pub(super) can_move: bool,
    pub(super) can_capture: bool,
}

/// What one kind of one colour does, as offsets of square-set tables:
/// everything the generator reads for a piece, in one place.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan<B> {
    /// The plain (jumping) leaps that may move, as one set per square.
    pub(super) leap_move: u32,
    /// The plain leaps that may capture.
    pub(super) leap_capture: u32,
    /// Every leap that may capture, lame or not, whatever its legs: the
    /// squares a pawn of the kind captures en passant on.
    pub(super) en_passant: u32,
    /// The same leaps read backwards: per target, the squares they
    /// capture on it from.
    pub(super) en_passant_from: u32,
    /// The span of its rides in [`SetTables::slides`].
    pub(super) slides: (u32, u32),
    /// Where its rides start in `sets` when every one of them moves and
    /// captures alike over its whole range: per square (bit), the rays
    /// whose bits grow, then those whose bits fall, `rising + falling`
    /// sets, so that a piece reads its rays as one slice. `None` for a
    /// kind with other rides, which reads `slides`.
    pub(super) rays: Option<u32>,
    pub(super) rising: u8,
    pub(super) falling: u8,
    /// Per square, the first square of each of its rides: a piece whose
    /// every such square holds a piece of its own side has no ride.
    pub(super) first_steps: u32,
    /// Where its lame leaps from each square start in
    /// [`SetTables::lame_spans`], if it has any.
    pub(super) lame: Option<u32>,
    /// Per square, the square a double step passes ([`NONE`] where it has
    /// none: not on its second rank, no forward step, or no room).
    pub(super) double_mid: u32,
    /// Per square, the square a double step reaches.
    pub(super) double_to: u32,
    /// The squares it double steps from, and the bits one step forward
    /// adds: the double steps of all its pieces at once.
    pub(super) double_from: B,
    pub(super) forward: i32,
    /// The span of its plain leaps in [`SetTables::steps`], one per
    /// vector.
    pub(super) steps: (u32, u32),
    /// Whether every move it has is a plain leap, so that the moves of
    /// several of its pieces can be found a vector at a time.
    pub(super) leaper: bool,
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

impl<B: Bits> SetTables<B> {
    /// The plan of one kind's `vectors` (already turned for `color`);
    /// `every` is the offset of the table of every bit.
    pub(super) fn plan(
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
        let lame_base = self.add_lame_leaps(vectors, geometry);
        let first_slide = self.slides.len() as u32;
        let rides: Vec<&Vector> = vectors.iter().filter(|v| v.max_range() > 1).collect();
        let (up, down): (Vec<&Vector>, Vec<&Vector>) =
            rides.iter().partition(|v| rising(v.dx, v.dy));
        let rays = plain_rays(builder, &rides, &up, &down);
        let first_steps = builder.table(|from| {
            rides
                .iter()
                .filter_map(|v| from.offset(v.dx, v.dy, geometry))
                .collect()
        });
        self.add_slides(builder, vectors, every);
        let double = double_steps(builder, vectors, color, pawn);
        let first_step = self.steps.len() as u32;
        self.add_plain_steps(vectors, geometry);
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
            double_mid: double.mid,
            double_to: double.to,
            double_from: double.from,
            forward: double.forward,
            steps: (first_step, self.steps.len() as u32),
            leaper: first_slide as usize == self.slides.len() && lame_base.is_none(),
        }
    }

    /// Adds the lame leaps of `vectors` from every square to
    /// [`SetTables::lame`], and returns where their spans start in
    /// [`SetTables::lame_spans`]; `None` if the kind has none.
    fn add_lame_leaps(&mut self, vectors: &[Vector], geometry: Geometry) -> Option<u32> {
        let lame = |v: &&Vector| v.max_range() == 1 && v.legs().next().is_some();
        vectors.iter().any(|v| lame(&v)).then(|| {
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
        })
    }

    /// Adds one [`Slide`] per rider vector of `vectors` to
    /// [`SetTables::slides`]; `every` is the offset of the table of every
    /// bit.
    fn add_slides(&mut self, builder: &mut Builder<B>, vectors: &[Vector], every: u32) {
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
    }

    /// Adds the plain leaps of `vectors` to [`SetTables::steps`]: one step
    /// per direction, with the modes of every plain leap that way, so that
    /// no move is counted twice.
    fn add_plain_steps(&mut self, vectors: &[Vector], geometry: Geometry) {
        let plain = |v: &&Vector| v.max_range() == 1 && v.legs().next().is_none();
        let first_step = self.steps.len();
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
            let steps = &mut self.steps[first_step..];
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
    }
}

/// Where the rides of a kind start in the builder's sets when every one of
/// them (`rides`, those whose bits grow `up` and fall `down`) moves and
/// captures alike over its whole range (see [`Plan::rays`]); `None` for a
/// kind with other rides or none.
fn plain_rays<B: Bits>(
    builder: &mut Builder<B>,
    rides: &[&Vector],
    up: &[&Vector],
    down: &[&Vector],
) -> Option<u32> {
    let geometry = builder.geometry;
    let plain_rides = rides.iter().all(|v| v.move_range == v.capture_range);
    (plain_rides && !rides.is_empty()).then(|| {
        let mut block = Vec::with_capacity(B::CAPACITY * rides.len());
        for bit in 0..B::CAPACITY {
            let from = B::square(bit);
            for v in up.iter().chain(down) {
                block.push(if B::bit(from) == bit && geometry.contains(from) {
                    B::from_set(ray_squares(geometry, from, v.dx, v.dy, v.max_range()))
                } else {
                    B::EMPTY
                });
            }
        }
        builder.store(block)
    })
}

/// A kind's double step as its [`Plan`] keeps it.
struct DoubleStep<B> {
    /// Per square, the offset of the table of the square it passes.
    pub(super) mid: u32,
    /// Per square, the offset of the table of the square it reaches.
    pub(super) to: u32,
    /// The squares it double steps from.
    pub(super) from: B,
    /// The bits one step forward adds.
    pub(super) forward: i32,
}

/// The double step of a kind with `vectors` (turned for `color`): from the
/// second rank, two squares straight on, for a `pawn` whose leaps include
/// one step straight on that may move (the generator uses it for pawns,
/// when the rules allow it).
fn double_steps<B: Bits>(
    builder: &mut Builder<B>,
    vectors: &[Vector],
    color: Color,
    pawn: bool,
) -> DoubleStep<B> {
    let geometry = builder.geometry;
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
    let mid = builder.table(|from| double(from, 1));
    let to = builder.table(|from| double(from, 2));
    let from: SquareSet = geometry
        .squares()
        .filter(|&from| !double(from, 1).is_empty())
        .collect();
    DoubleStep {
        mid,
        to,
        from: B::from_set(from),
        forward: i32::from(forward) * B::ROW,
    }
}
