//! Which squares a colour attacks, and by which pieces, read from the
//! reverse tables.

use super::builder::chebyshev;
use super::reverse::{LameAttacker, Reverse, SlideDirection};
use super::{kind_at, SetTables};
use crate::board::Board;
use crate::geometry::{Bits, MAX_SIDE};
use crate::Color;

/// The squares the rays `up` (whose bits rise) and `down` (whose bits
/// fall) reach, up to and onto the first piece of `occupied` on each.
#[inline(always)]
fn rides<B: Bits>(up: &[B], down: &[B], occupied: B) -> B {
    let mut reach = B::EMPTY;
    for &ray in up {
        reach |= ray & (ray & occupied).up_to_lowest();
    }
    for &ray in down {
        reach |= ray & (ray & occupied).down_to_highest();
    }
    reach
}

impl<B: Bits> SetTables<B> {
    /// Every square a piece of `by` among `by_pieces` (of the kinds
    /// `board` shows) could capture on, whatever stands there, with
    /// `occupied` the squares holding a piece: the squares `by` attacks,
    /// as [`SetTables::attacked_with`] answers one at a time, found from
    /// the attackers forward. Where a lone royal piece has many squares
    /// to test and the enemy few pieces, this is the cheaper answer.
    pub fn attack_map(&self, board: &Board, occupied: B, by_pieces: B, by: Color) -> B {
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
                // Two or four rays each way read in loops of a length
                // known when compiled, which unroll.
                map |= match (<&[B; 2]>::try_from(up), <&[B; 2]>::try_from(down)) {
                    (Ok(up), Ok(down)) => rides(up, down, occupied),
                    _ => match (<&[B; 4]>::try_from(up), <&[B; 4]>::try_from(down)) {
                        (Ok(up), Ok(down)) => rides(up, down, occupied),
                        _ => rides(up, down, occupied),
                    },
                };
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
    pub(super) fn lame_attacks(&self, base: u32, from: usize, occupied: B) -> B {
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
    pub(super) fn rider_reaches(
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
    pub(super) fn leaper_reaches(
        &self,
        board: &Board,
        by: Color,
        from: usize,
        target: usize,
    ) -> bool {
        let plan = self.plan_of(by, kind_at(board, B::square(from)));
        self.at(plan.leap_capture, from).has(target)
    }

    /// The lame attackers of `by` onto `target`.
    #[inline]
    pub(super) fn lame_attackers(&self, by: Color, target: usize) -> &[LameAttacker<B>] {
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
    pub(super) fn each_attack(
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
    pub fn attacked_with(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        target: usize,
        by: Color,
    ) -> bool {
        self.attacked_among(board, occupied, by_pieces, by_pieces, target, by)
    }

    /// [`SetTables::attacked_with`] where `riders` holds at least every
    /// piece of `by_pieces` of a kind that captures along a line from a
    /// distance (see [`SetTables::enemy_riders`]): the lines from
    /// `target` are looked along only where one of them stands.
    #[inline(always)]
    pub fn attacked_among(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        riders: B,
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
        let riders = riders & by_pieces;
        if (self.at(reverse.all_lines, target) & riders).none() {
            return false;
        }
        let (up, down) = self.lines(reverse, target);
        let (up_slides, down_slides) = reverse.slides.split_at(up.len());
        // Four lines each way (a Queen's, or a Rook's and a Bishop's)
        // read in loops of a length known when compiled, which unroll.
        if let (Ok(up), Ok(down), Ok(up_slides), Ok(down_slides)) = (
            <&[B; 4]>::try_from(up),
            <&[B; 4]>::try_from(down),
            <&[SlideDirection; 4]>::try_from(up_slides),
            <&[SlideDirection; 4]>::try_from(down_slides),
        ) {
            let lines = ((&up[..], &up_slides[..]), (&down[..], &down_slides[..]));
            return self.attacked_along(board, occupied, by_pieces, riders, target, lines);
        }
        let lines = ((up, up_slides), (down, down_slides));
        self.attacked_along(board, occupied, by_pieces, riders, target, lines)
    }

    /// Whether a rider of `by_pieces` (at least those of `riders`)
    /// captures on `target` along one of the `lines` from it, those whose
    /// bits rise with their directions, then those whose bits fall.
    #[allow(clippy::type_complexity)]
    #[inline(always)]
    fn attacked_along(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        riders: B,
        target: usize,
        ((up, up_slides), (down, down_slides)): (
            (&[B], &[SlideDirection]),
            (&[B], &[SlideDirection]),
        ),
    ) -> bool {
        for (&line, slide) in up.iter().zip(up_slides) {
            let blockers = line & occupied;
            if (blockers & riders).none() {
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
            if (blockers & riders).none() {
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
    /// `occupied` by the caller, may go. `riders` is as
    /// [`SetTables::attacked_among`]'s.
    #[inline]
    pub(crate) fn unattacked(
        &self,
        board: &Board,
        occupied: B,
        by_pieces: B,
        riders: B,
        targets: B,
        by: Color,
    ) -> B {
        let mut safe = B::EMPTY;
        let mut rest = targets;
        while let Some(to) = rest.pop() {
            let by_pieces = by_pieces & !B::single(to);
            if !self.attacked_among(board, occupied, by_pieces, riders, to, by) {
                safe.add(to);
            }
        }
        safe
    }

    /// The lines of `reverse`'s directions from `target`: those whose bits
    /// rise, then those whose bits fall.
    #[inline(always)]
    pub(super) fn lines<'a>(&'a self, reverse: &Reverse<B>, target: usize) -> (&'a [B], &'a [B]) {
        let n = reverse.slides.len();
        let start = reverse.lines as usize + (target & (B::CAPACITY - 1)) * n;
        let lines = self.sets.get(start..start + n).unwrap_or_default();
        lines.split_at(reverse.rising.min(lines.len()))
    }

    /// Whether a lame leap of `by` captures on `target`.
    #[cold]
    pub(super) fn lame_attack(
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

    /// See [`Tables::leg_squares`].
    #[inline]
    pub(crate) fn leg_squares(&self, target: usize, by: Color) -> B {
        self.at(self.reverse[by.index()].legs, target)
    }
}
