//! Knuth's MMIX linear congruential generator.

/// The linear congruential generator of Knuth's MMIX: the state is
/// multiplied by 6364136223846793005 and 1442695040888963407 is added,
/// both wrapping; a draw uses the state's top 31 bits (`state >> 33`),
/// the low bits of such a generator being far from random.
#[derive(Debug, Clone)]
pub struct Lcg64(u64);

impl Lcg64 {
    /// A generator whose state is `state`, as it is.
    pub const fn new(state: u64) -> Lcg64 {
        Lcg64(state)
    }

    /// Steps the state once and gives it (all 64 bits).
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0
    }

    /// A number below `n`: the next state's top 31 bits modulo `n`.
    /// Panics when `n` is zero (there is nothing to choose).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() >> 33) as usize % n
    }
}
