//! The `cvpages` Python package's extension module, `cvpages._cvpages`:
//! the workspace's rules engines and its engine for Python, built with
//! PyO3 and maturin (`python/README.md`).
//!
//! Everything goes through the public surface of the workspace: the
//! registry (`cvpages::with_variant`, `VARIANTS`, `replay`), the kernel's
//! `Game` and `AnyGame`, and the engine's `Engine` and `Limits`. Every
//! error becomes one of the package's exceptions with the Rust error's
//! one-line message ([`errors`]); every argument is checked before use
//! ([`args`]), so that no input reaches a panic; the engine's search,
//! perft, replay and turn generation run with the GIL released.

mod args;
mod core;
mod errors;
mod game;
mod outcome;
mod perft;
mod report;
mod search;
mod variants;

use pyo3::prelude::*;

/// The rules engines of the Chess Variant Pages games of the cvpages
/// workspace, and its game-playing engine, from Python.
#[pymodule]
#[pyo3(name = "_cvpages")]
fn cvpages_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::PyGame>()?;
    m.add_class::<outcome::PyOutcome>()?;
    m.add_class::<variants::PyVariantInfo>()?;
    m.add_class::<search::PyAnalysis>()?;
    m.add_class::<report::PyReport>()?;
    m.add_class::<report::PyEntry>()?;
    m.add_class::<report::PyDeviation>()?;
    m.add_function(wrap_pyfunction!(variants::variants, m)?)?;
    m.add_function(wrap_pyfunction!(perft::py_perft, m)?)?;
    m.add_function(wrap_pyfunction!(report::replay, m)?)?;
    Ok(())
}
