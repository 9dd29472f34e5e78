//! Steele, Lea and Flood's SplitMix64.

use crate::draws::draws_from_next_u64;

/// SplitMix64: the state goes up by the golden-ratio constant
/// `0x9e37_79b9_7f4a_7c15` at each draw, and the number drawn is the
/// state through a mixing function (shifts 30, 27 and 31 with two
/// multiplications). Any state, zero included, is a good start.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator whose state is `state`, as it is.
    pub const fn new(state: u64) -> SplitMix64 {
        SplitMix64(state)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

draws_from_next_u64!(SplitMix64);
