//! How the square-set tables of one game are built ([`SetTables::new`]),
//! and what a piece's moves reach from a square.

use super::builder::Builder;
use super::plan::{Plan, Step};
use super::reverse::Reverse;
use super::shapes::Shapes;
use super::{SetTables, NONE};
use crate::geometry::{Bits, Geometry};
use crate::piece::PieceKind;
use crate::Color;

impl<B: Bits> SetTables<B> {
    /// The tables of `kinds` on `geometry`, which the form `B` must fit.
    pub(super) fn new(kinds: &[PieceKind], geometry: Geometry) -> SetTables<B> {
        let mut builder = Builder::new(geometry);
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
            shapes: Shapes::default(),
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
        let pawns: Vec<bool> = kinds.iter().map(|k| k.role == crate::Role::Pawn).collect();
        tables.shapes = Shapes::compile(&tables, &pawns);
        tables
    }

    /// The kinds of each side as shapes (see [`Shapes`]).
    #[inline]
    pub(crate) fn shapes(&self) -> &Shapes<B> {
        &self.shapes
    }

    /// The entry of the table at offset `table` for `bit`.
    #[inline]
    pub(super) fn at(&self, table: u32, bit: usize) -> B {
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
    pub(super) fn lame_targets(&self, base: u32, from: usize, occupied: B, enemy: B) -> B {
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
}
