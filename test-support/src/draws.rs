//! The draws a generator with a `next_u64` gives from its numbers, written
//! once for [`crate::XorShift64`] and [`crate::SplitMix64`] (a macro, so
//! that they are the types' own methods and a test needs no trait in
//! scope).

/// Implements `below`, `below_or_zero` and `chance` for `$generator`,
/// each from one `next_u64` (the full 64 bits, modulo the bound).
macro_rules! draws_from_next_u64 {
    ($generator:ident) => {
        impl $generator {
            /// A number below `n`: the next number modulo `n`. Panics when
            /// `n` is zero (there is nothing to choose).
            pub fn below(&mut self, n: usize) -> usize {
                (self.next_u64() % n as u64) as usize
            }

            /// A number below `n`, or 0 when `n` is zero: the next number
            /// modulo `n` at least 1. The same as `below` for any `n` but
            /// zero, where it draws and gives 0 instead of panicking.
            pub fn below_or_zero(&mut self, n: usize) -> usize {
                (self.next_u64() % n.max(1) as u64) as usize
            }

            /// Whether the next number modulo 100 is below `percent`: true
            /// about `percent` times in a hundred.
            pub fn chance(&mut self, percent: u64) -> bool {
                self.next_u64() % 100 < percent
            }
        }
    };
}

pub(crate) use draws_from_next_u64;
