//! Reading Python arguments: text, whole numbers and seconds, each checked
//! for its range, with a one-line error that quotes the value. A value of
//! the wrong type is Python's `TypeError`, as for any Python function; a
//! value of the right type that is out of range, or text that is not valid
//! Unicode, is one of the package's errors.

use crate::errors::{Failure, Kind};
use kernel::excerpt::Excerpt;
use kernel::Color;
use pyo3::exceptions::PyOverflowError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use std::time::Duration;

/// The text of a `str` argument.
///
/// # Errors
/// [`Kind::Unreadable`] for a string that is not valid Unicode (a lone
/// surrogate, `'\ud800'`), which no reader could quote.
pub fn text(value: &Bound<'_, PyString>, what: &str) -> Result<String, Failure> {
    value.to_str().map(str::to_string).map_err(|_| {
        Failure::new(
            Kind::Unreadable,
            format!(
                "{what} {} is not valid Unicode text: it holds a lone surrogate",
                Excerpt::new(&value.to_string_lossy())
            ),
        )
    })
}

/// An optional `str` argument's text.
///
/// # Errors
/// As [`text`].
pub fn optional_text(
    value: Option<&Bound<'_, PyString>>,
    what: &str,
) -> Result<Option<String>, Failure> {
    value.map(|v| text(v, what)).transpose()
}

/// A whole number from `low` to `high`.
///
/// # Errors
/// `TypeError` for anything that is not an integer; [`Kind::Option`] for
/// an integer out of the range, however large.
pub fn whole(value: &Bound<'_, PyAny>, what: &str, low: i64, high: i64) -> PyResult<i64> {
    let out_of_range = || {
        Failure::new(
            Kind::Option,
            format!(
                "{what} {:#} must be a whole number from {low} to {high}",
                Excerpt::new(&value.to_string())
            ),
        )
    };
    match value.extract::<i64>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        Ok(_) => Err(out_of_range().into()),
        Err(e) if e.is_instance_of::<PyOverflowError>(value.py()) => Err(out_of_range().into()),
        Err(e) => Err(e),
    }
}

/// A time in seconds, from `low` to `high`.
///
/// # Errors
/// `TypeError` for anything that is not a number; [`Kind::Option`] for a
/// number out of the range, infinite or not a number.
pub fn seconds(value: &Bound<'_, PyAny>, what: &str, low: f64, high: f64) -> PyResult<Duration> {
    let out_of_range = || {
        Failure::new(
            Kind::Option,
            format!(
                "{what} {:#} must be a number of seconds from {low} to {high}",
                Excerpt::new(&value.to_string())
            ),
        )
    };
    match value.extract::<f64>() {
        Ok(s) if (low..=high).contains(&s) => Ok(Duration::from_secs_f64(s)),
        Ok(_) => Err(out_of_range().into()),
        Err(e) if e.is_instance_of::<PyOverflowError>(value.py()) => Err(out_of_range().into()),
        Err(e) => Err(e),
    }
}

/// A side: `'white'` or `'black'`.
///
/// # Errors
/// [`Kind::Option`] for any other text, [`Kind::Unreadable`] as [`text`].
pub fn side(value: &Bound<'_, PyString>) -> Result<Color, Failure> {
    match text(value, "side")?.as_str() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(Failure::new(
            Kind::Option,
            format!(
                "side {} is neither 'white' nor 'black'",
                Excerpt::new(other)
            ),
        )),
    }
}
