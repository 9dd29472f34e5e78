//! Marsaglia's xorshift64 with the shifts 13, 7 and 17.

use crate::draws::draws_from_next_u64;

/// Marsaglia's xorshift64 generator (shifts 13, 7, 17): each draw shifts
/// the state left by 13, right by 7 and left by 17, each time xored in,
/// and the state is the number drawn.
///
/// The state must not be zero (zero stays zero): callers seed it with an
/// odd number (`seed | 1`) or a constant.
#[derive(Debug, Clone)]
pub struct XorShift64(u64);

impl XorShift64 {
    /// A generator whose state is `state`, as it is.
    pub const fn new(state: u64) -> XorShift64 {
        XorShift64(state)
    }

    /// A generator for numbered cases: the state is `case` times the
    /// golden-ratio constant `0x9e37_79b9_7f4a_7c15`, made odd, so that
    /// neighbouring case numbers start far apart and none starts at zero.
    pub const fn from_case(case: u64) -> XorShift64 {
        XorShift64(case.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    /// The next state, which is the number drawn.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// One of `items`, drawn with [`XorShift64::below_or_zero`] (so that
    /// an empty slice panics on the index, not on the draw).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below_or_zero(items.len())]
    }
}

draws_from_next_u64!(XorShift64);
