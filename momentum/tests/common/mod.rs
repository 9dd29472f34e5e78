//! The cases of `perft/*.perft`, shared by the crate's perft test and the
//! reference's; each case's options are on its `options` line
//! (`kernel::perft_file`).

pub use kernel::perft_file::PerftCase as Case;

/// Every case of both perft files.
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for text in [
        include_str!("../../perft/fabulous-fides.perft"),
        include_str!("../../perft/remarkable-rookies-v-nutty-knights.perft"),
    ] {
        let cases = kernel::perft_file::parse(text).expect("the perft file reads");
        assert!(!cases.is_empty(), "the perft file has cases");
        out.extend(cases);
    }
    out
}

/// Counts above this many nodes run only with `--ignored` (in release).
pub const QUICK_NODES: u64 = 30_000;
