//! A table of the positions a walk has seen: each by its exact key
//! ([`crate::Variant::turn_key`]) where the variant gives one, else the
//! whole position; with the walk's tag (the state a visitor carries along
//! a path, [`super::Visitor::TAGGED`]) as part of what is seen.

use crate::fast_hash::FastBuild;
use crate::step_rules::StepRules;
use crate::turn_key::{table_bytes, KeySet, KeyWriter, MAX_KEY_WORDS};
use std::collections::HashSet;
use std::hash::Hash;

/// Positions seen (with their tags), by key or whole.
#[derive(Debug)]
pub(crate) struct Seen<P> {
    keys: KeySet,
    whole: HashSet<(P, u64), FastBuild>,
    scratch: KeyWriter,
}

impl<P> Default for Seen<P> {
    fn default() -> Self {
        Seen {
            keys: KeySet::default(),
            whole: HashSet::with_hasher(FastBuild),
            scratch: KeyWriter::new(),
        }
    }
}

/// What one insertion did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Inserted {
    /// The position (with its tag) was not in the table.
    pub new: bool,
    /// The table's memory grew.
    pub grew: bool,
}

impl<P: Clone + Eq + Hash> Seen<P> {
    /// Adds `position` with `tag` (`None`: the walk carries none), by its
    /// key if `keyed` and the variant gives one.
    #[inline]
    pub(crate) fn insert<V: StepRules<Position = P> + ?Sized>(
        &mut self,
        variant: &V,
        keyed: bool,
        position: &P,
        tag: Option<u64>,
    ) -> Inserted {
        if keyed {
            self.scratch.clear();
            if variant.turn_key(position, &mut self.scratch) {
                if let Some(tag) = tag {
                    self.scratch.push(tag, 64);
                }
                let words = self.scratch.words();
                if words.len() <= MAX_KEY_WORDS {
                    let (new, grew) = self.keys.insert(words);
                    return Inserted { new, grew };
                }
            }
        }
        let before = self.whole.capacity();
        let new = self.whole.insert((position.clone(), tag.unwrap_or(0)));
        Inserted {
            new,
            grew: self.whole.capacity() != before,
        }
    }
}

impl<P> Seen<P> {
    /// Empties the table, keeping its memory.
    pub(crate) fn clear(&mut self) {
        self.keys.clear();
        self.whole.clear();
    }

    /// The bytes the table holds.
    pub(crate) fn bytes(&self) -> usize {
        self.keys.bytes() + table_bytes(self.whole.capacity(), std::mem::size_of::<(P, u64)>())
    }
}
