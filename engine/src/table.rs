//! The transposition table: what the search learnt of a position (a
//! score, how deep, whether it is exact or a bound, and the best turn),
//! found again when the position recurs by another order of turns.
//!
//! Keyed by the [`crate::hash::FastHasher`] hash of the whole position, not
//! by [`kernel::Variant::repetition_key`]: a repetition key may leave out
//! what repetition does not count (the clocks, an en passant square no
//! Pawn can use), and a clock decides the fifty-move draw. The position is
//! `Eq + Hash` and the trait's contract is that equal positions behave
//! identically, so its hash distinguishes everything the rules do (the
//! turn state of a turn in progress, the pieces in motion, the points
//! left); `tests/search.rs` checks that positions differing only in those
//! get different keys. Two different positions sharing a 64-bit key cost a
//! wrong bound, not a wrong move: a stored turn is played with
//! [`kernel::Variant::play_turn`], which checks it.

use crate::score::WIN_BOUND;
use kernel::Turn;

/// What a stored score says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The score itself.
    Exact,
    /// At least the score (a cut-off).
    Lower,
    /// At most the score (every turn failed low).
    Upper,
}

/// One stored position.
#[derive(Debug, Clone)]
pub struct Entry<S> {
    /// The position's whole hash.
    pub key: u64,
    /// The depth searched, in turns.
    pub depth: i16,
    /// The score, with wins counted from this position.
    pub score: i32,
    /// What the score says.
    pub bound: Bound,
    /// The best turn found, if any.
    pub turn: Option<Turn<S>>,
}

/// The table: a power of two of slots, each keeping the last position
/// stored in it unless a deeper result for the same position is there.
#[derive(Debug, Clone)]
pub struct Table<S> {
    slots: Vec<Option<Entry<S>>>,
    shift: u32,
}

/// Slots by default: 2^18, some 15 MB for a chess step.
pub const DEFAULT_BITS: u32 = 18;

impl<S: Clone> Table<S> {
    /// A table of `2^bits` slots (`bits` from 4 to 26).
    pub fn new(bits: u32) -> Table<S> {
        let bits = bits.clamp(4, 26);
        Table {
            slots: (0..1usize << bits).map(|_| None).collect(),
            shift: 64 - bits,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key >> self.shift) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<&Entry<S>> {
        self.slots[self.index(key)]
            .as_ref()
            .filter(|e| e.key == key)
    }

    /// Stores a result, keeping a deeper one for the same position.
    pub fn store(&mut self, key: u64, depth: i16, score: i32, bound: Bound, turn: Option<Turn<S>>) {
        let i = self.index(key);
        if let Some(old) = &self.slots[i] {
            if old.key == key && old.depth > depth {
                return;
            }
        }
        self.slots[i] = Some(Entry {
            key,
            depth,
            score,
            bound,
            turn,
        });
    }
}

/// A score to store at `ply`: a win counted from the root becomes a win
/// counted from this position, so that it is right wherever the position
/// recurs.
#[inline]
pub fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN_BOUND {
        score + ply
    } else if score < -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

/// A stored score read at `ply`: the inverse of [`to_table`].
#[inline]
pub fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN_BOUND {
        score - ply
    } else if score < -WIN_BOUND {
        score + ply
    } else {
        score
    }
}
