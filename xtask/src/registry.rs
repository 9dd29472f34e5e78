//! The variants `cargo xtask` knows, by name. Adding a variant crate means
//! adding one arm to [`with_variant`] and its name to [`NAMES`].
//!
//! The `Variant` trait has associated types, so variants are not trait
//! objects; a task is written once as a [`Task`] generic over the variant
//! and dispatched here.

use kernel::excerpt::Excerpt;
use kernel::Variant;
use thiserror::Error;

/// Every variant name, in the order tasks visit them.
pub const NAMES: &[&str] = &[
    "chess",
    "heavy-gravity",
    "forward",
    "multimove",
    "multimove-heavy-gravity",
    "momentum",
    "edge-of-world",
];

/// A task that can run on any variant.
pub trait Task {
    /// What the task returns.
    type Output;
    /// Runs the task on `variant`.
    fn run<V: Variant>(self, variant: &V) -> Self::Output;
}

/// Why a variant could not be built.
#[derive(Debug, Error)]
pub enum RegistryError {
    /// The name is not one of [`NAMES`].
    #[error("unknown variant {name}: expected one of {}", NAMES.join(", "))]
    Unknown {
        /// The name given.
        name: Excerpt,
    },
    /// The variant refused its options.
    #[error("variant '{name}': {message}")]
    Options {
        /// The variant.
        name: String,
        /// Its message.
        message: String,
    },
}

fn options_error(name: &str, e: impl std::fmt::Display) -> RegistryError {
    RegistryError::Options {
        name: name.to_string(),
        message: e.to_string(),
    }
}

/// Builds the variant `name` with `options` (as a game file's `options:`
/// line gives them; empty for the standard game) and runs `task` on it.
///
/// # Errors
/// [`RegistryError`] for an unknown name or refused options.
pub fn with_variant<T: Task>(
    name: &str,
    options: &str,
    task: T,
) -> Result<T::Output, RegistryError> {
    match name {
        "chess" => {
            kernel::options::Options::parse(options)
                .and_then(|given| given.finish(&[]))
                .map_err(|e| options_error(name, e))?;
            Ok(task.run(&kernel::chess::fide()))
        }
        "heavy-gravity" => {
            let variant = heavy_gravity::HeavyGravity::with_options(options)
                .map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        "forward" => {
            let variant =
                forward::Forward::with_options(options).map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        "edge-of-world" => {
            let variant = edge_of_world::EdgeOfWorld::with_options(options)
                .map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        "multimove" => {
            let variant = multimove::MultimoveChess::with_options(options)
                .map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        "multimove-heavy-gravity" => {
            let variant = multimove::MultimoveHeavyGravity::with_options(options)
                .map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        "momentum" => {
            let variant =
                momentum::Momentum::with_options(options).map_err(|e| options_error(name, e))?;
            Ok(task.run(&variant))
        }
        _ => Err(RegistryError::Unknown {
            name: Excerpt::new(name),
        }),
    }
}
