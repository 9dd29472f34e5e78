//! Variant options: `""` for the standard game, or `key=value` pairs
//! separated by commas.
//!
//! | key | values | meaning |
//! |---|---|---|
//! | `centre` | `true` (default), `as-printed` | the four squares exempt from the End of the World: the board's true centre F6 F7 G6 G7, or the text's printed E6 E7 F6 F7 |

use kernel::{Square, SquareSet};
use thiserror::Error;

/// Why an options string was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// A key this variant does not know.
    #[error("unknown option '{0}': the only option is 'centre'")]
    UnknownKey(String),
    /// A value the key does not take.
    #[error("option '{key}' cannot be '{value}': expected 'true' or 'as-printed'")]
    BadValue {
        /// The key.
        key: String,
        /// The value given.
        value: String,
    },
    /// A part that is not `key=value`.
    #[error("option '{0}' is not of the form key=value")]
    Malformed(String),
}

/// Which four squares are exempt from the End of the World.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Centre {
    /// F6, F7, G6, G7: the centre of the 12x12 board (our reading).
    #[default]
    True,
    /// E6, E7, F6, F7, as the text prints them.
    AsPrinted,
}

impl Centre {
    /// The four squares.
    pub fn squares(self) -> SquareSet {
        let first = match self {
            Centre::True => 5,
            Centre::AsPrinted => 4,
        };
        [(first, 5), (first, 6), (first + 1, 5), (first + 1, 6)]
            .into_iter()
            .map(|(f, r)| Square::new(f, r))
            .collect()
    }
}

/// Reads an options string.
pub(crate) fn parse(options: &str) -> Result<Centre, OptionsError> {
    let mut centre = Centre::default();
    for part in options.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| OptionsError::Malformed(part.to_string()))?;
        let (key, value) = (key.trim(), value.trim());
        if key != "centre" && key != "center" {
            return Err(OptionsError::UnknownKey(key.to_string()));
        }
        centre = match value {
            "true" => Centre::True,
            "as-printed" => Centre::AsPrinted,
            _ => {
                return Err(OptionsError::BadValue {
                    key: key.to_string(),
                    value: value.to_string(),
                })
            }
        };
    }
    Ok(centre)
}
