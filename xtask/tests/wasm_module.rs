//! The play pages' WebAssembly module, built once for the whole suite:
//! both browser tests that need it (`browser_play`, `wasm_bench`) share one
//! build, where each built it and wasm-bindgen wrote the same folder from
//! two threads at once. It is the tests' build ([`wasm::Build::Tests`]):
//! the same code as the site's, unoptimised, built in about half the time.

use std::sync::OnceLock;
use xtask::verify;
use xtask::wasm::{self, Module};

/// The module, or the one line that says why it could not be built.
pub fn module() -> Result<&'static Module, &'static str> {
    static BUILT: OnceLock<Result<Module, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| wasm::build(&verify::workspace_root(), wasm::Build::Tests))
        .as_ref()
        .map_err(String::as_str)
}
