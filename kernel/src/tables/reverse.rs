//! An attacking colour's reverse tables: what answers "is this square
//! attacked by that colour", read backwards from the attacked square.

use super::builder::{rising, Builder};
use super::NONE;
use crate::geometry::{Bits, SquareSet, MAX_SIDE};
use crate::piece::{PieceKind, MAX_KINDS};
use crate::Color;

/// A lame leap of an attacking colour onto a target, seen from the
/// target: the square it leaps from, its legs, and the kinds that have it.
#[derive(Debug, Clone, Copy)]
pub(super) struct LameAttacker<B> {
    pub(super) from: usize,
    pub(super) legs: B,
    pub(super) kinds: u32,
}

/// For one attacking colour: a direction in which sliders capture, as the
/// line from a target back towards the attackers, and how far each kind
/// reaches along it.
#[derive(Debug, Clone)]
pub(super) struct SlideDirection {
    /// The full line from the target.
    pub(super) line: u32,
    pub(super) rising: bool,
    /// Per kind, the farthest Chebyshev distance at which it captures
    /// along this direction (its capture range times the step's length,
    /// at most 255); 0 for a kind that does not capture this way.
    pub(super) reach: [u8; MAX_KINDS],
}

/// An attacking colour's reverse tables: what answers "is this square
/// attacked by that colour".
#[derive(Debug, Clone)]
pub(super) struct Reverse<B> {
    /// Per target, every square from which some kind of the colour
    /// captures it with a plain leap.
    pub(super) leap_from: u32,
    /// Per target, its span in `lame`.
    pub(super) lame_spans: Vec<(u32, u32)>,
    pub(super) lame: Vec<LameAttacker<B>>,
    /// The directions, those whose bits grow from the target first.
    pub(super) slides: Vec<SlideDirection>,
    /// How many of `slides` rise.
    pub(super) rising: usize,
    /// Where the lines of `slides` start in `sets`: per target (bit), one
    /// line per direction in the order of `slides`, so that a target's
    /// lines are read as one slice.
    pub(super) lines: u32,
    /// Per target, the legs of every lame leap onto it.
    pub(super) legs: u32,
    /// Per target, every square of its lines (the union of `lines`): no
    /// rider off these squares captures on the target from any distance.
    pub(super) all_lines: u32,
    /// The kinds that capture along some line from a distance, one bit
    /// per kind index: the riders whose pieces
    /// [`super::SetTables::safety`] looks along the lines for.
    pub(crate) rider_kinds: u32,
}

impl<B: Bits> Reverse<B> {
    /// Reverse tables of no piece, to be replaced.
    pub(super) fn empty() -> Reverse<B> {
        Reverse {
            leap_from: NONE,
            lame_spans: Vec::new(),
            lame: Vec::new(),
            slides: Vec::new(),
            rising: 0,
            lines: NONE,
            legs: NONE,
            all_lines: NONE,
            rider_kinds: 0,
        }
    }

    /// The reverse tables of the pieces of `color`.
    pub(super) fn new(builder: &mut Builder<B>, kinds: &[PieceKind], color: Color) -> Reverse<B> {
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
        let union: Vec<B> = (0..B::CAPACITY)
            .map(|bit| {
                slides.iter().fold(B::EMPTY, |all, slide| {
                    all | builder.sets[slide.line as usize + bit]
                })
            })
            .collect();
        let all_lines = builder.store(union);
        let rider_kinds = (0..kinds.len().min(MAX_KINDS))
            .filter(|&k| slides.iter().any(|s| s.reach[k] > 0))
            .fold(0u32, |mask, k| mask | 1 << k);
        Reverse {
            leap_from,
            lame_spans,
            lame,
            slides,
            rising,
            lines,
            legs,
            all_lines,
            rider_kinds,
        }
    }
}
