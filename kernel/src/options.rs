//! Variant options: the one grammar of a game file's `options:` line, of
//! `cargo xtask ... --options TEXT` and of every variant's
//! `with_options`.
//!
//! Options are `key=value` pairs separated by commas, semicolons or
//! spaces. A value may itself be a list: a part with no `=` continues the
//! value before it, joined with a comma, so
//! `armies=nutty-knights,remarkable-rookies` is one pair and
//! `armies=a,b check=stealth` (or `armies=a,b,check=stealth`) two. Empty text is the
//! standard game. Keys are case-sensitive and each may be given once.
//!
//! A variant reads its options with [`Options`]: it takes the keys it
//! knows, one by one, and [`Options::finish`] refuses whatever is left,
//! naming the keys the variant knows.
//!
//! # Examples
//! ```
//! use kernel::options::Options;
//! let mut options = Options::parse("armies=fabulous-fides,nutty-knights; check=stealth").unwrap();
//! assert_eq!(options.take("armies"), Some("fabulous-fides,nutty-knights"));
//! let check = options.choose("check", &[("refuse", false), ("stealth", true)]).unwrap();
//! assert_eq!(check, Some(true));
//! assert!(options.finish(&["armies", "check"]).is_ok());
//!
//! let mut options = Options::parse("points=4 colour=red").unwrap();
//! assert_eq!(options.take("points"), Some("4"));
//! let err = options.finish(&["points"]).unwrap_err();
//! assert_eq!(err.to_string(), "unknown option 'colour': the options are points");
//! ```

use crate::excerpt::Excerpt;
use thiserror::Error;

/// Why an options text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// The text starts with a part that is not `key=value`.
    #[error("option {part} is not of the form key=value")]
    Malformed {
        /// The part.
        part: Excerpt,
    },
    /// A key with nothing before its `=`.
    #[error("option {part} has no key before '='")]
    EmptyKey {
        /// The part.
        part: Excerpt,
    },
    /// The same key twice.
    #[error("option {key} is given twice")]
    Repeated {
        /// The key.
        key: Excerpt,
    },
    /// A key the variant does not know.
    #[error("unknown option {key}: {}", known_keys(.known))]
    Unknown {
        /// The key.
        key: Excerpt,
        /// The keys the variant knows.
        known: Vec<&'static str>,
    },
    /// A value the key does not take.
    #[error("option '{key}' cannot be {value}: {expected}")]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value given.
        value: Excerpt,
        /// What the key takes, in words.
        expected: String,
    },
}

fn known_keys(known: &[&str]) -> String {
    if known.is_empty() {
        "this variant has no options".to_string()
    } else {
        format!("the options are {}", known.join(", "))
    }
}

/// The `key=value` pairs of an options text, each taken at most once by
/// the variant reading them. See the [module docs](self).
#[derive(Debug, Clone)]
pub struct Options {
    /// Key, value, and whether the variant has taken it.
    pairs: Vec<(String, String, bool)>,
}

impl Options {
    /// Splits `text` into its pairs.
    ///
    /// # Errors
    /// [`OptionsError::Malformed`] when text comes before the first
    /// `key=`, [`OptionsError::EmptyKey`] for `=value`,
    /// [`OptionsError::Repeated`] for a key given twice.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut pairs: Vec<(String, String, bool)> = Vec::new();
        // Spaces around `=` belong to no part: `points = 4` is `points=4`.
        let mut joined = String::with_capacity(text.len());
        for (i, piece) in text.split('=').enumerate() {
            if i == 0 {
                joined.push_str(piece);
            } else {
                joined.truncate(joined.trim_end().len());
                joined.push('=');
                joined.push_str(piece.trim_start());
            }
        }
        let parts = joined
            .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .filter(|p| !p.is_empty());
        for part in parts {
            match part.split_once('=') {
                Some(("", _)) => {
                    return Err(OptionsError::EmptyKey {
                        part: Excerpt::new(part),
                    })
                }
                Some((key, value)) => {
                    if pairs.iter().any(|(k, _, _)| k == key) {
                        return Err(OptionsError::Repeated {
                            key: Excerpt::new(key),
                        });
                    }
                    pairs.push((key.to_string(), value.to_string(), false));
                }
                None => match pairs.last_mut() {
                    Some((_, value, _)) => {
                        if !value.is_empty() {
                            value.push(',');
                        }
                        value.push_str(part);
                    }
                    None => {
                        return Err(OptionsError::Malformed {
                            part: Excerpt::new(part),
                        })
                    }
                },
            }
        }
        Ok(Options { pairs })
    }

    /// Whether the text named no option at all.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The value of `key`, if it was given, marking it read.
    pub fn take(&mut self, key: &str) -> Option<&str> {
        let pair = self.pairs.iter_mut().find(|(k, _, _)| *k == key)?;
        pair.2 = true;
        Some(&pair.1)
    }

    /// The value of `key` among `choices` (`(word, value)` pairs), if
    /// `key` was given.
    ///
    /// # Errors
    /// [`OptionsError::BadValue`] listing the words when the value is
    /// none of them.
    pub fn choose<T: Copy>(
        &mut self,
        key: &'static str,
        choices: &[(&str, T)],
    ) -> Result<Option<T>, OptionsError> {
        let Some(value) = self.take(key) else {
            return Ok(None);
        };
        let value = value.to_string();
        choices
            .iter()
            .find(|(word, _)| *word == value)
            .map(|&(_, v)| Some(v))
            .ok_or_else(|| OptionsError::BadValue {
                key,
                value: Excerpt::new(&value),
                expected: format!(
                    "expected {}",
                    choices
                        .iter()
                        .map(|(w, _)| format!("'{w}'"))
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            })
    }

    /// Refuses any key not taken, naming the `known` keys.
    ///
    /// # Errors
    /// [`OptionsError::Unknown`] for the first key not taken.
    pub fn finish(self, known: &[&'static str]) -> Result<(), OptionsError> {
        match self.pairs.iter().find(|(_, _, taken)| !taken) {
            None => Ok(()),
            Some((key, _, _)) => Err(OptionsError::Unknown {
                key: Excerpt::new(key),
                known: known.to_vec(),
            }),
        }
    }
}
