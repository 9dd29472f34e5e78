//! A side's kinds compiled to the shapes most chess-like pieces take
//! ([`Shapes`]): a plain leaper (one set of targets per square, the same
//! for moves and captures) and a plain rider (such leaps, and rays that
//! move and capture alike up to the first piece), so that counting moves
//! reads each piece's targets from its own arrays, without looking up
//! the kind's plan and without a bounds check per piece. Any other kind
//! (pawns, lame leapers, rides with other ranges, or more rays than a
//! shape holds) keeps its plan.

use super::plan::Plan;
use super::SetTables;
use crate::geometry::Bits;

/// How many rays a rider shape holds whose bits rise, and as many whose
/// bits fall (a Queen has four of each); a kind with more keeps its plan.
pub(crate) const MAX_RAYS: usize = 8;

/// One kind of one side as a shape.
#[derive(Debug, Clone)]
pub(crate) struct Shape<B> {
    /// The kind's index.
    pub(crate) kind: u8,
    /// Per square (bit), the targets of its plain leaps, which move and
    /// capture alike; exactly `B::CAPACITY` entries.
    leaps: Box<[B]>,
    /// Per square (bit), its rays whose bits rise, then those whose bits
    /// fall (`up` and `down` of them), the rest empty; no entry for a
    /// plain leaper.
    rays: Box<[[B; 2 * MAX_RAYS]]>,
    /// Per square (bit), the first square of each of its rays: a piece
    /// whose every such square holds a piece of its own side has no ride
    /// (most riders early in a game); exactly `B::CAPACITY` entries, or
    /// none for a plain leaper.
    first_steps: Box<[B]>,
    up: u8,
    down: u8,
}

impl<B: Bits> Shape<B> {
    /// The squares the piece on `from` may move or capture to, with
    /// `occupied` every piece and `open` the squares it may land on
    /// (empty or enemy).
    #[inline(always)]
    pub(crate) fn targets(&self, from: usize, occupied: B, open: B) -> B {
        let from = from & (B::CAPACITY - 1);
        let leaps = self.leaps.get(..B::CAPACITY).unwrap_or_default();
        let mut targets = leaps.get(from).copied().unwrap_or(B::EMPTY);
        let first_steps = self.first_steps.get(..B::CAPACITY).unwrap_or_default();
        let hemmed_in = first_steps
            .get(from)
            .is_none_or(|&first| (first & open).none());
        if hemmed_in {
            return targets & open;
        }
        targets |= self.rides(from, occupied);
        targets & open
    }

    /// The squares the rays from `from` reach, up to and onto the first
    /// piece of each.
    #[inline(always)]
    fn rides(&self, from: usize, occupied: B) -> B {
        let Some(rays) = self.rays.get(from) else {
            return B::EMPTY;
        };
        // The common counts unrolled (a Rook's or Bishop's two rays each
        // way, a Queen's four), the others counted.
        match (self.up, self.down) {
            (2, 2) => return rides_of::<B, 2>(rays, occupied),
            (4, 4) => return rides_of::<B, 4>(rays, occupied),
            _ => {}
        }
        let mut reach = B::EMPTY;
        for &ray in rays.iter().take(usize::from(self.up)) {
            reach |= ray & (ray & occupied).up_to_lowest();
        }
        for &ray in rays
            .iter()
            .skip(usize::from(self.up))
            .take(usize::from(self.down))
        {
            reach |= ray & (ray & occupied).down_to_highest();
        }
        reach
    }
}

/// What [`Shape::rides`] reaches for a shape of `N` rays each way.
#[inline(always)]
fn rides_of<B: Bits, const N: usize>(rays: &[B; 2 * MAX_RAYS], occupied: B) -> B {
    let mut reach = B::EMPTY;
    for &ray in &rays[..N] {
        reach |= ray & (ray & occupied).up_to_lowest();
    }
    for &ray in &rays[N..2 * N] {
        reach |= ray & (ray & occupied).down_to_highest();
    }
    reach
}

/// Per side, its kinds compiled to shapes, and the kinds that keep their
/// plan (see the module's documentation).
///
/// Every kind of a side is in exactly one of its two lists.
#[derive(Debug, Clone)]
pub(crate) struct Shapes<B> {
    /// Per colour, the kinds that have a shape.
    shapes: [Vec<Shape<B>>; 2],
    /// Per colour, the kinds that keep their plan, by index.
    others: [Vec<u8>; 2],
}

impl<B> Default for Shapes<B> {
    /// No kind of either side.
    fn default() -> Shapes<B> {
        Shapes {
            shapes: [Vec::new(), Vec::new()],
            others: [Vec::new(), Vec::new()],
        }
    }
}

impl<B: Bits> Shapes<B> {
    /// The shapes of the plans of `tables` (whose `sets` are built), per
    /// colour; `pawn` says which kinds are pawns (which keep their plan:
    /// double steps, promotion and en passant are theirs).
    ///
    /// Only the form of at most 64 squares gets shapes (a rider's rays
    /// are 16 sets per square, 128 KiB a kind in the wide form):
    /// in the wide form every kind keeps its plan.
    pub(super) fn compile(tables: &SetTables<B>, pawn: &[bool]) -> Shapes<B> {
        let mut shapes = Shapes::default();
        let small = B::CAPACITY <= 64;
        for color in crate::Color::ALL {
            for (kind, &is_pawn) in pawn.iter().enumerate().take(tables.kinds) {
                let plan = tables.plan_of(color, kind as u8);
                match (small && !is_pawn).then(|| Self::shape(tables, plan, kind as u8)) {
                    Some(Some(shape)) => shapes.shapes[color.index()].push(shape),
                    _ => shapes.others[color.index()].push(kind as u8),
                }
            }
        }
        shapes
    }

    /// The kinds of `color` that have a shape.
    #[inline]
    pub(crate) fn shapes(&self, color: crate::Color) -> &[Shape<B>] {
        self.shapes.get(color.index()).map_or(&[], |s| &s[..])
    }

    /// The kinds of `color` that keep their plan.
    #[inline]
    pub(crate) fn others(&self, color: crate::Color) -> &[u8] {
        self.others.get(color.index()).map_or(&[], |s| &s[..])
    }

    /// The shape of the kind whose plan is `plan`, if it has one.
    fn shape(tables: &SetTables<B>, plan: &Plan<B>, kind: u8) -> Option<Shape<B>> {
        if plan.lame.is_some() || plan.leap_move != plan.leap_capture {
            return None;
        }
        let leaps: Box<[B]> = (0..B::CAPACITY)
            .map(|bit| tables.at(plan.leap_move, bit))
            .collect();
        let (a, b) = plan.slides;
        if a == b {
            return Some(Shape {
                kind,
                leaps,
                rays: Box::new([]),
                first_steps: Box::new([]),
                up: 0,
                down: 0,
            });
        }
        let base = plan.rays? as usize;
        let (up, down) = (usize::from(plan.rising), usize::from(plan.falling));
        if up > MAX_RAYS || down > MAX_RAYS {
            return None;
        }
        let n = up + down;
        let rays = (0..B::CAPACITY)
            .map(|bit| {
                let mut entry = [B::EMPTY; MAX_RAYS * 2];
                let start = base + bit * n;
                let own = tables.sets.get(start..start + n).unwrap_or_default();
                for (slot, &ray) in entry.iter_mut().zip(own) {
                    *slot = ray;
                }
                entry
            })
            .collect();
        let first_steps = (0..B::CAPACITY)
            .map(|bit| tables.at(plan.first_steps, bit))
            .collect();
        Some(Shape {
            kind,
            leaps,
            rays,
            first_steps,
            up: up as u8,
            down: down as u8,
        })
    }
}
