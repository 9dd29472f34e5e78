//! A fast 64-bit hasher for tables of positions the program generated
//! itself: the kernel's turn search ([`crate::enumerate_turns`]) and the
//! engine's transposition table, sets of positions seen and history.
//!
//! The standard library's SipHash resists hash flooding, which a search
//! over positions it generated itself does not need, and costs more than
//! generating a move. This is the multiply-rotate hash of rustc's
//! `FxHasher`, finished with MurmurHash3's 64-bit mix so that the low and
//! the high bits both depend on every input (a hash table indexes with the
//! low bits, the engine's table with the high bits and checks the whole
//! word). Positions that fold their contents into a few words (as the
//! kernel's boards do) then cost a few multiplications each.
//!
//! # Examples
//! ```
//! use kernel::fast_hash::{hash_of, FastBuild};
//! use std::collections::HashSet;
//!
//! assert_ne!(hash_of(&[1u8, 2, 3][..]), hash_of(&[1u8, 2, 4][..]));
//! let mut seen: HashSet<u64, FastBuild> = HashSet::with_hasher(FastBuild);
//! assert!(seen.insert(7));
//! assert!(!seen.insert(7));
//! ```

use std::hash::{BuildHasher, Hash, Hasher};

const K: u64 = 0x517c_c1b7_2722_0a95;

/// The hasher: see the [module docs](self).
#[derive(Debug, Clone, Copy, Default)]
pub struct FastHasher(u64);

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 56);
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^= h >> 33;
        h
    }
}

/// Builds [`FastHasher`]s, for `HashMap` and `HashSet`.
#[derive(Debug, Clone, Copy, Default)]
pub struct FastBuild;

impl BuildHasher for FastBuild {
    type Hasher = FastHasher;

    #[inline]
    fn build_hasher(&self) -> FastHasher {
        FastHasher::default()
    }
}

/// The hash of `value` under [`FastHasher`].
#[inline]
pub fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = FastHasher::default();
    value.hash(&mut h);
    h.finish()
}
