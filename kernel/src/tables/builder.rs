//! Builds the square-set tables: one table per square of the board, equal
//! tables stored once, and the rays along a direction.

use crate::fast_hash::FastBuild;
use crate::geometry::{Bits, Geometry, Square, SquareSet, MAX_SIDE};
use std::collections::HashMap;

/// The larger of the file and rank distances between two squares.
#[inline]
pub(super) fn chebyshev(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}

/// The squares from `from` in steps of `(dx, dy)`, at most `range` steps,
/// stopping at the edge.
pub(super) fn ray_squares(
    geometry: Geometry,
    from: Square,
    dx: i8,
    dy: i8,
    range: u8,
) -> SquareSet {
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
pub(super) fn rising(dx: i8, dy: i8) -> bool {
    (dy, dx) > (0, 0)
}

/// Builds [`SetTables`]: the tables so far, with an index to share equal
/// ones.
pub(super) struct Builder<B> {
    pub(super) geometry: Geometry,
    pub(super) sets: Vec<B>,
    /// The tables stored, to their offsets: hashed by the kernel's one
    /// fast hasher, since the keys are hundreds of words and the standard
    /// hasher made building the tables of a game with many kinds cost
    /// more than short perfts.
    index: HashMap<Vec<B>, u32, FastBuild>,
    /// The ray tables made so far, by step and range.
    rays: HashMap<(i8, i8, u8), u32, FastBuild>,
}

impl<B: Bits> Builder<B> {
    /// A builder of tables for `geometry`, holding none yet.
    pub(super) fn new(geometry: Geometry) -> Builder<B> {
        Builder {
            geometry,
            sets: Vec::new(),
            index: HashMap::default(),
            rays: HashMap::default(),
        }
    }

    /// The offset of a table holding `f(square)` for every square of the
    /// board (empty elsewhere), made unless an equal one exists.
    pub(super) fn table(&mut self, mut f: impl FnMut(Square) -> SquareSet) -> u32 {
        let mut table = vec![B::EMPTY; B::CAPACITY];
        for square in self.geometry.squares() {
            if let Some(slot) = table.get_mut(B::bit(square)) {
                *slot = B::from_set(f(square));
            }
        }
        self.store(table)
    }

    /// The offset of `table`, stored unless an equal one is.
    pub(super) fn store(&mut self, table: Vec<B>) -> u32 {
        if let Some(&base) = self.index.get(&table) {
            return base;
        }
        let base = self.sets.len() as u32;
        self.sets.extend_from_slice(&table);
        self.index.insert(table, base);
        base
    }

    /// The ray table of `(dx, dy)` up to `range` steps.
    pub(super) fn ray(&mut self, dx: i8, dy: i8, range: u8) -> u32 {
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
