//! What the attacks on a lone royal piece allow the other pieces of its
//! side: evasions, pins, and the pieces to test move by move.

use super::reverse::SlideDirection;
use super::{kind_at, SetTables};
use crate::board::Board;
use crate::geometry::Bits;
use crate::Color;

/// What the attacks on a lone royal piece allow the other pieces of its
/// side: see [`SetTables::safety`].
///
/// Not part of the kernel's API (hidden from its documentation): public
/// only so that the kernel's integration tests (`tests/movegen.rs`) check
/// it.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Safety<B> {
    /// `None` if the royal piece is not attacked; otherwise the squares a
    /// move must land on to end every attack (empty in most double
    /// checks).
    pub evasions: Option<B>,
    /// The pieces pinned to it by riders (see [`SetTables::pin_line`]).
    pub pinned: B,
    /// The pieces whose moves must each be tested: those on a leg of a
    /// lame leap onto the royal piece.
    pub careful: B,
}

impl<B: Bits> Safety<B> {
    /// No attack, no pin.
    pub(crate) const NONE: Safety<B> = Safety {
        evasions: None,
        pinned: B::EMPTY,
        careful: B::EMPTY,
    };
}

impl<B: Bits> SetTables<B> {
    /// The attacks of `by` on the lone royal piece on `royal` of the other
    /// side, whose pieces are `own`: where other moves must land if it is
    /// attacked, which pieces are pinned to it, and which must be tested
    /// move by move. One pass over the lines from the royal piece finds
    /// both the riders that attack it and those that pin; `riders` holds
    /// at least every piece of `enemy` of a kind that captures along a
    /// line from a distance (see [`SetTables::enemy_riders`]; `enemy`
    /// itself will do), and a line with none of them is not looked along,
    /// nor are the lines at all when none stands on any of them.
    #[allow(clippy::too_many_arguments)]
    pub fn safety(
        &self,
        board: &Board,
        occupied: B,
        own: B,
        enemy: B,
        riders: B,
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
        let riders = riders & enemy;
        if (self.at(reverse.all_lines, royal) & riders).none() {
            return safety;
        }
        let (up, down) = self.lines(reverse, royal);
        let (up_slides, down_slides) = reverse.slides.split_at(up.len());
        for (&line, slide) in up.iter().zip(up_slides) {
            if !(line & riders).none() {
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
            if !(line & riders).none() {
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
    pub(super) fn line_safety(
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

    /// The pieces of `by` on `enemy` whose kinds capture along a line from
    /// a distance, with `kind` giving the squares of a kind index's pieces
    /// (of either colour, as the sets per kind the board keeps hold them).
    #[inline(always)]
    pub fn enemy_riders(&self, by: Color, enemy: B, kind: impl Fn(u8) -> B) -> B {
        let mut riders = B::EMPTY;
        let mut kinds = self.reverse[by.index()].rider_kinds;
        while kinds != 0 {
            riders |= kind(kinds.trailing_zeros() as u8);
            kinds &= kinds - 1;
        }
        riders & enemy
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
}
