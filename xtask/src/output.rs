//! What a command writes when something is wrong: messages as one
//! printable line, long texts with their lines escaped, and the exit
//! statuses (`2` for bad input, `1` for a task that ran and failed).

use kernel::excerpt::Excerpt;
use std::fmt::Display;
use std::io::Write;

/// Exit status for bad input (clap's own for a usage error).
pub const BAD_INPUT: i32 = 2;
/// Exit status for a task that ran and failed.
pub const FAILED: i32 = 1;

/// The most bytes of a message a line about a failure shows, escapes
/// included (the line may add `error: `, and a cut message its cut mark
/// and length: [`kernel::excerpt::Excerpt::max_written`]).
pub const MAX_LINE: usize = 1000;

/// `text` as one line of at most [`MAX_LINE`] bytes and the marks of a
/// cut: unchanged when it already is one printable line that short,
/// otherwise escaped and cut as a [`kernel::excerpt::Excerpt`] (without
/// quotes).
pub fn one_line(text: &str) -> String {
    format!("{:#}", Excerpt::with_width(text, MAX_LINE))
}

/// `text` with every line escaped as [`one_line`] escapes it, but not
/// cut: for a long text of several lines read from a file (a report with
/// the file's comments), whose control characters must not reach the
/// terminal raw.
///
/// # Examples
/// ```
/// let text = "line one\n# a \u{1b}[2J comment\n";
/// assert_eq!(xtask::output::printable_lines(text), "line one\n# a \\u{1b}[2J comment\n");
/// ```
pub fn printable_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let (line, end) = match line.strip_suffix('\n') {
            Some(line) => (line, "\n"),
            None => (line, ""),
        };
        out.push_str(&format!("{:#}", Excerpt::with_width(line, usize::MAX)));
        out.push_str(end);
    }
    out
}

/// Writes `error: <message>` as one line and returns the bad-input status.
pub(crate) fn refuse(err: &mut dyn Write, message: impl Display) -> i32 {
    let _ = writeln!(err, "error: {}", one_line(&message.to_string()));
    BAD_INPUT
}
