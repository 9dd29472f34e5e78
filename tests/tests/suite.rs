//! The integration tests of `tests`, one binary with a module per file:
//! one link of the workspace instead of one per file. Every `.rs` file
//! beside this one is a module here (the `tests` crate checks it).

mod conformance;
mod crosscheck;
mod layers;
mod library;
mod material_filter;
mod mistakes;
mod mutation;
mod regressions;
mod short_messages;
mod suites;
mod uniform;
