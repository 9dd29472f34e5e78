//! Exact compact keys of positions ([`crate::Variant::turn_key`]): a
//! position packed into a few words, so that a walk's tables keep a few
//! dozen bytes per position seen rather than the position itself (a
//! chess-like board is a 256-byte mailbox).
//!
//! A key is **exact**, not a hash: equal positions give equal words and
//! distinct positions distinct words, so a table of keys holds what a
//! table of positions holds, and a count made with keys is the count made
//! with positions (no collision bound to argue; a test compares both on
//! many positions all the same). A 64-bit hash alone would not do: two of
//! a million turns' positions collide with probability about 2^-25, and
//! the kernel's board hashes fold a whole board into one word before a
//! hasher sees it, so a wider hasher would not widen them.
//!
//! A variant writes its key with a [`KeyWriter`], field after field, each
//! of a width fixed by what came before it (so that the words can be read
//! back field by field: no two positions write the same words).

use crate::board::Board;
use crate::fast_hash::FastHasher;
use crate::geometry::SquareSet;
use std::hash::Hasher;

/// Writes a key: values of given widths in bits, packed end to end into
/// 64-bit words.
///
/// ```
/// use kernel::walk::KeyWriter;
/// let mut key = KeyWriter::new();
/// key.push(5, 3);
/// key.push(1, 64);
/// assert_eq!(key.words(), &[5 | 1 << 3, 0]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct KeyWriter {
    words: Vec<u64>,
    /// Bits used in the last word (0 when it is full or there is none).
    used: u32,
}

impl KeyWriter {
    /// An empty key.
    pub fn new() -> KeyWriter {
        KeyWriter::default()
    }

    /// Empties the key, keeping its buffer.
    pub fn clear(&mut self) {
        self.words.clear();
        self.used = 0;
    }

    /// The words written.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Appends the low `width` bits of `value` (`width` from 0 to 64;
    /// higher bits of `value` are ignored).
    #[inline]
    pub fn push(&mut self, value: u64, width: u32) {
        let width = width.min(64);
        if width == 0 {
            return;
        }
        let value = if width == 64 {
            value
        } else {
            value & ((1 << width) - 1)
        };
        if self.used == 0 {
            self.words.push(value);
        } else if let Some(last) = self.words.last_mut() {
            *last |= value << self.used;
            let room = 64 - self.used;
            if width > room {
                self.words.push(value >> room);
            }
        }
        self.used = (self.used + width) % 64;
    }

    /// Appends one bit per square of a `files` by `ranks` board (rank by
    /// rank, file by file): whether `set` holds it. Squares off that board
    /// are not written.
    pub fn push_set(&mut self, set: SquareSet, files: u8, ranks: u8) {
        let files = u32::from(files.min(16));
        let mask = (1u64 << files) - 1;
        for rank in 0..usize::from(ranks.min(16)) {
            // Square `rank * 16 + file`: rank `rank` is 16 bits of word
            // `rank / 4`.
            let word = set.word(rank / 4);
            self.push((word >> ((rank % 4) * 16)) & mask, files);
        }
    }

    /// Appends a board: its size, which squares are occupied, then the
    /// piece on each, `piece_bits` bits each (its colour, then its kind
    /// index). Returns false, having written part of it, if a piece's
    /// kind does not fit in `piece_bits - 1` bits: the key would not be
    /// exact, and the caller gives none.
    pub fn push_board(&mut self, board: &Board, piece_bits: u32) -> bool {
        let geometry = board.geometry();
        self.push(u64::from(geometry.files()), 5);
        self.push(u64::from(geometry.ranks()), 5);
        let occupied = board.occupied();
        self.push_set(occupied, geometry.files(), geometry.ranks());
        let kind_bits = piece_bits.saturating_sub(1);
        for square in occupied.iter() {
            let Some(piece) = board.get(square) else {
                return false;
            };
            let kind = u64::from(piece.kind());
            if kind_bits < 64 && kind >> kind_bits != 0 {
                return false;
            }
            self.push(piece.color() as u64 | kind << 1, piece_bits);
        }
        true
    }
}

/// The bits that hold the kind indexes `0..kinds` and a colour: the width
/// to give [`KeyWriter::push_board`] for a game of `kinds` kinds.
pub fn piece_bits(kinds: usize) -> u32 {
    let kinds = kinds.max(1) as u64;
    1 + (64 - (kinds - 1).leading_zeros())
}

/// The bytes of a hash table of `capacity` (as `capacity()` gives it) of
/// `slot`-byte entries: hashbrown keeps 8 buckets for 7 entries, each with
/// a control byte, and 16 control bytes more.
pub(crate) fn table_bytes(capacity: usize, slot: usize) -> usize {
    if capacity == 0 {
        0
    } else {
        capacity.div_ceil(7) * 8 * (slot + 1) + 16
    }
}

/// The words of one arena chunk at most: a key never straddles two.
const CHUNK_WORDS: usize = 1 << 16;
/// Bits of an entry that give a key's length in words.
const LEN_BITS: u32 = 8;
/// The longest key a [`KeySet`] keeps.
pub(crate) const MAX_KEY_WORDS: usize = (1 << LEN_BITS) - 1;

/// A set of keys (runs of up to [`MAX_KEY_WORDS`] words), stored end to
/// end in arena chunks, with a hash table of where each starts: a key of
/// `n` words costs `8n` bytes and about 9 to 18 bytes of table.
#[derive(Debug, Default)]
pub(crate) struct KeySet {
    /// Entries: `(chunk << 16 | offset) << 8 | length`.
    table: hashbrown::HashTable<u64>,
    chunks: Vec<Vec<u64>>,
    /// The chunk being filled.
    current: usize,
}

fn hash_words(words: &[u64]) -> u64 {
    let mut h = FastHasher::default();
    for &w in words {
        h.write_u64(w);
    }
    h.write_usize(words.len());
    h.finish()
}

/// The words of entry `e`.
#[inline]
fn slice(chunks: &[Vec<u64>], e: u64) -> &[u64] {
    let len = (e & ((1 << LEN_BITS) - 1)) as usize;
    let at = e >> LEN_BITS;
    let chunk = (at >> 16) as usize;
    let offset = (at & 0xffff) as usize;
    chunks
        .get(chunk)
        .and_then(|c| c.get(offset..offset + len))
        .unwrap_or(&[])
}

impl KeySet {
    /// Adds `key` (at most [`MAX_KEY_WORDS`] words); whether it was new,
    /// and whether the set's memory grew.
    pub(crate) fn insert(&mut self, key: &[u64]) -> (bool, bool) {
        let hash = hash_words(key);
        let chunks = &self.chunks;
        let before = self.table.capacity();
        let vacant = match self.table.entry(
            hash,
            |&e| slice(chunks, e) == key,
            |&e| hash_words(slice(chunks, e)),
        ) {
            hashbrown::hash_table::Entry::Vacant(vacant) => Some(vacant),
            hashbrown::hash_table::Entry::Occupied(_) => None,
        };
        let Some(vacant) = vacant else {
            return (false, self.table.capacity() != before);
        };
        let mut grew = false;
        let fits = |c: &Vec<u64>| c.capacity() - c.len() >= key.len();
        if !self.chunks.get(self.current).is_some_and(fits) {
            // The next chunk, kept from an earlier search or new: chunks
            // grow from 1,024 words to 65,536, so that a small search
            // allocates little.
            if self.chunks.get(self.current).is_some() {
                self.current += 1;
            }
            while self.chunks.get(self.current).is_some_and(|c| !fits(c)) {
                self.current += 1;
            }
            if self.current == self.chunks.len() {
                let size = (1024 << self.chunks.len().min(6)).min(CHUNK_WORDS);
                self.chunks.push(Vec::with_capacity(size.max(key.len())));
                grew = true;
            }
        }
        let chunk = &mut self.chunks[self.current];
        let at = ((self.current as u64) << 16 | chunk.len() as u64) << LEN_BITS;
        chunk.extend_from_slice(key);
        vacant.insert(at | key.len() as u64);
        // The table grows (if it must) before the entry is given.
        (true, grew || self.table.capacity() != before)
    }

    /// Empties the set, keeping its memory for the next search.
    pub(crate) fn clear(&mut self) {
        self.table.clear();
        for c in &mut self.chunks {
            c.clear();
        }
        self.current = 0;
    }

    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> usize {
        let chunks: usize = self.chunks.iter().map(|c| c.capacity() * 8).sum();
        chunks + table_bytes(self.table.capacity(), 8)
    }
}
