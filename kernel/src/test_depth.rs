//! How many random cases the workspace's tests check: all of them in a
//! full run, a share of them in a quick one.
//!
//! `cargo test --workspace`, as a contributor types it, is a quick run:
//! each random property (random games, built positions, mutated texts)
//! checks one case in [`QUICK_SHARE`] of its full count, on the same seed,
//! so that the whole suite runs in minutes. `CVPAGES_TESTS=full` makes a
//! full run, and CI (`.ci/run`) runs the suite so on every change: the
//! cases a quick run leaves out are still checked before anything lands.
//!
//! ```
//! use kernel::test_depth::{share, QUICK_SHARE};
//! let cases = share(600u64);
//! assert!(cases == 600 || cases == 600 / QUICK_SHARE as u64);
//! assert!(share(1u32) >= 1);
//! ```

/// The environment variable that asks for a full run, and its value.
pub const FULL_RUN: (&str, &str) = ("CVPAGES_TESTS", "full");

/// One case in this many runs in a quick run.
pub const QUICK_SHARE: u32 = 5;

/// Whether this run checks every case: `CVPAGES_TESTS=full`.
pub fn full_run() -> bool {
    std::env::var(FULL_RUN.0).is_ok_and(|v| v == FULL_RUN.1)
}

/// Of a property's `full` cases, those this run checks: all of them in a
/// full run, a [`QUICK_SHARE`]th of them (at least one) otherwise.
pub fn share<N: From<u32> + Copy + Ord + std::ops::Div<Output = N>>(full: N) -> N {
    if full_run() {
        full
    } else {
        (full / N::from(QUICK_SHARE)).max(N::from(1))
    }
}
