//! The body of every cargo-fuzz target of `fuzz/fuzz_targets/`, by the
//! target's name: each target is one line calling its body, so that
//! `cargo test` runs the inputs kept in `fuzz/regressions/<target>/`
//! through the same code on the stable toolchain.

pub mod betza;
pub mod claims;
pub mod command_line;
pub mod excerpt;
pub mod game_file;
pub mod geometry;
pub mod options;
pub mod perft_file;
pub mod turns;
pub mod variants;

/// A target's body: panics on what the target finds.
pub type Body = fn(&[u8]);

/// Every target, by the name `cargo fuzz list` gives it, with its body.
pub const TARGETS: &[(&str, Body)] = &[
    ("betza", betza::run),
    ("chess", variants::chess),
    ("claims", claims::run),
    ("command_line", command_line::run),
    ("edge_of_world", variants::edge_of_world),
    ("excerpt", excerpt::run),
    ("forward", variants::forward),
    ("game_file", game_file::run),
    ("geometry", geometry::run),
    ("heavy_gravity", variants::heavy_gravity),
    ("momentum", variants::momentum),
    ("multimove", variants::multimove),
    ("options", options::run),
    ("perft_file", perft_file::run),
    ("turns", turns::run),
];

/// The body of the target `name`.
pub fn body(name: &str) -> Option<Body> {
    TARGETS.iter().find(|(n, _)| *n == name).map(|&(_, b)| b)
}
