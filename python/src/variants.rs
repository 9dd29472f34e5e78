//! `cvpages.variants()`: the registry's list of variants, as Python
//! objects.

use pyo3::prelude::*;

/// A variant the package knows: its ``name`` (what ``Game`` and ``perft``
/// take), a one-line ``description``, the ``option_keys`` its options text
/// takes (``'key=value'`` pairs), and whether every turn is one move
/// (``one_move_turns``: its coordinates are then UCI moves).
#[pyclass(module = "cvpages", name = "VariantInfo", frozen)]
#[derive(Debug, Clone)]
pub struct PyVariantInfo {
    info: &'static cvpages::VariantInfo,
}

#[pymethods]
impl PyVariantInfo {
    /// The name a game file's ``variant:`` line and ``Game`` take.
    #[getter]
    fn name(&self) -> &'static str {
        self.info.name
    }

    /// One line: the game, its inventor, and what sets it apart.
    #[getter]
    fn description(&self) -> &'static str {
        self.info.description
    }

    /// The keys its options text takes; empty if it has none.
    #[getter]
    fn option_keys(&self) -> Vec<&'static str> {
        self.info.option_keys.to_vec()
    }

    /// Whether every turn is one move.
    #[getter]
    fn one_move_turns(&self) -> bool {
        self.info.one_move_turns
    }

    fn __repr__(&self) -> String {
        format!("<cvpages.VariantInfo {}>", self.info.name)
    }
}

/// Every variant the package knows, in the registry's order.
#[pyfunction]
pub fn variants() -> Vec<PyVariantInfo> {
    cvpages::VARIANTS
        .iter()
        .map(|info| PyVariantInfo { info })
        .collect()
}
