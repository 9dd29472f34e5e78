//! Reading the arguments: a variant's name ([`VariantName`], whose
//! values are `cvpages::VARIANTS`), an argument's text (arguments are
//! read as `OsString`, so that one that is not UTF-8 gets a line of its
//! own, [`ArgumentError`]), limits and numbers, and clap's own messages
//! made safe for a terminal ([`clap_lines`]).

use crate::lines::one_line;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use engine::Limits;
use kernel::excerpt::Excerpt;
use std::ffi::{OsStr, OsString};
use std::fmt::Display;
use thiserror::Error;

/// The parser of a variant argument: its possible values are the names of
/// `cvpages::VARIANTS`, each with its description in `--help`, so that
/// clap lists them and suggests the nearest for a misspelt one. A name
/// that is not UTF-8 is refused as clap refuses any unknown name, its
/// invalid sequences shown as U+FFFD.
#[derive(Debug, Clone, Copy)]
pub struct VariantName;

impl VariantName {
    fn values() -> impl Iterator<Item = PossibleValue> {
        cvpages::VARIANTS
            .iter()
            .map(|v| PossibleValue::new(v.name).help(v.description))
    }
}

impl TypedValueParser for VariantName {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        let text = value.to_string_lossy();
        PossibleValuesParser::new(Self::values()).parse_ref(cmd, arg, OsStr::new(text.as_ref()))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Self::values()))
    }
}

/// Why an argument was refused before any task ran.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ArgumentError {
    /// An argument that is not UTF-8.
    #[error("{name} {value} is not valid UTF-8")]
    NotUtf8 {
        /// Which argument.
        name: &'static str,
        /// It, with each invalid sequence shown as U+FFFD.
        value: Excerpt,
    },
}

/// The text of argument `name`.
pub fn text(name: &'static str, value: OsString) -> Result<String, ArgumentError> {
    value.into_string().map_err(|value| ArgumentError::NotUtf8 {
        name,
        value: Excerpt::new(&value.to_string_lossy()),
    })
}

/// The text of an optional argument.
pub fn optional_text(
    name: &'static str,
    value: Option<OsString>,
) -> Result<Option<String>, ArgumentError> {
    value.map(|v| text(name, v)).transpose()
}

/// Clap's message for `e` as clap renders it, line by line: the `error:`
/// line, then its usage and tips (or, for `cargo xtask` alone, the help).
/// Clap quotes an argument whole, so each one it quotes that is long or
/// holds a character that is not printable is written as an excerpt
/// instead, and every line passes [`one_line`]. Clap names missing
/// arguments on the lines below its `error:` line; they are joined to it,
/// so that the one line says what is missing.
pub fn clap_lines(e: &clap::Error) -> Vec<String> {
    use clap::error::{ContextValue, ErrorKind};
    let mut text = e.render().to_string();
    let mut quoted: Vec<&str> = e
        .context()
        .flat_map(|(_, value)| match value {
            ContextValue::String(s) => vec![s.as_str()],
            ContextValue::Strings(v) => v.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        })
        .filter(|s| format!("{:#}", Excerpt::new(s)) != *s)
        .collect();
    // The longest first, so that one argument inside another is not cut.
    quoted.sort_by_key(|s| std::cmp::Reverse(s.len()));
    quoted.dedup();
    for raw in quoted {
        text = text.replace(raw, &format!("{:#}", Excerpt::new(raw)));
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if e.kind() == ErrorKind::MissingRequiredArgument {
        let missing: Vec<String> = lines
            .iter()
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .map(|l| l.trim().to_string())
            .collect();
        if !missing.is_empty() {
            lines.drain(1..=missing.len());
            lines[0] = format!("{} {}", lines[0], missing.join(", "));
        }
    }
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines.iter().map(|l| one_line(l)).collect()
}

/// The limit of argument `name`, if given: `Err` for text that is not
/// UTF-8, `Ok(Err(message))` for a limit that does not read.
pub fn limit_argument(
    name: &'static str,
    value: Option<OsString>,
) -> Result<Result<Option<Limits>, String>, ArgumentError> {
    Ok(match optional_text(name, value)? {
        None => Ok(None),
        Some(text) => Limits::parse(&text)
            .map(Some)
            .map_err(|e| format!("{name}: {e}")),
    })
}

/// A whole number argument from `low` to `high`, if given.
pub fn number_argument<T: std::str::FromStr + PartialOrd + Display + Copy>(
    name: &'static str,
    value: Option<OsString>,
    low: T,
    high: T,
) -> Result<Result<Option<T>, String>, ArgumentError> {
    Ok(match optional_text(name, value)? {
        None => Ok(None),
        Some(text) => match text.trim().parse::<T>() {
            Ok(n) if n >= low && n <= high => Ok(Some(n)),
            _ => Err(format!(
                "{name} {} must be a whole number from {low} to {high}",
                Excerpt::new(&text)
            )),
        },
    })
}
