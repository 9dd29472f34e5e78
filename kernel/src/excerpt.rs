//! Quoting input in error messages: a short, escaped [`Excerpt`], never
//! the raw text.
//!
//! An error message is one line that says what is wrong and where. Input
//! quoted whole breaks both promises: a newline in it makes the message
//! several lines, and a 10 MB input makes a 10 MB message. Every error
//! that quotes input (a move, a field, a line of a file, an option, an
//! argument) stores an `Excerpt` of it instead of the text:
//!
//! - backslashes, quotes and every character that is not printable (line
//!   breaks, tabs, control characters) are escaped as Rust escapes them
//!   (`\n`, `\t`, `\u{1b}`), so the excerpt is always one line;
//! - the characters shown take at most [`Excerpt::WIDTH`] bytes once
//!   escaped: the bound is on what is written, so a character that escapes
//!   to ten bytes (`\u{10ffff}`) counts ten, and an excerpt is never more
//!   than [`Excerpt::max_written`] bytes, marks included;
//! - when the input is longer, `...` outside the quotes marks each cut and
//!   the input's length follows, so the reader knows it is a part:
//!
//! ```text
//! 'e2e4'                                    short input, whole
//! 'a\nb'                                    a line break, escaped
//! 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ'... (10000000 characters)
//! ...'pppppppppppppppppppXpppppppppppppppppppp'... (10000000 characters)
//! '\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0'... (5000 characters)
//! ```
//!
//! The fourth form, [`Excerpt::around`], centres the excerpt on the place
//! of the problem (a character position the message also names), so that
//! the part shown is the part that is wrong.
//!
//! Messages write an excerpt with `{}` where they used to write `'{}'`: the
//! quotes are part of the excerpt. A number or label a message shows bare
//! uses the alternate form `{:#}`, which leaves the quotes out (and then
//! escapes only what is not printable). [`Excerpt::with_width`] makes a
//! wider excerpt for a whole message that must stay one line (the command
//! line's last defence against a message built elsewhere).
//!
//! Crates that build their own errors should quote input the same way:
//! store an `Excerpt` in the error, not the input's `String`, so that the
//! error is small too. A message that quotes several excerpts is as long as
//! their sum: it stays short because each is.
//!
//! # Examples
//! ```
//! use kernel::excerpt::Excerpt;
//! assert_eq!(Excerpt::new("Nf3").to_string(), "'Nf3'");
//! assert_eq!(Excerpt::new("e2\ne4").to_string(), r"'e2\ne4'");
//! let long = "x".repeat(1_000_000);
//! let quoted = Excerpt::new(&long).to_string();
//! assert_eq!(quoted, format!("'{}'... (1000000 characters)", "x".repeat(40)));
//! // Twenty characters that escape to two bytes each fill the width.
//! let zeros = "\0".repeat(5000);
//! assert_eq!(
//!     Excerpt::new(&zeros).to_string(),
//!     format!("'{}'... (5000 characters)", r"\0".repeat(20))
//! );
//! ```

use std::fmt;

/// A short, escaped excerpt of input text, to quote in an error message.
/// See the [module docs](self).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Excerpt {
    /// The characters shown, as in the input (escaped when written).
    shown: String,
    /// Whether input before the shown part was left out.
    cut_before: bool,
    /// Whether input after the shown part was left out.
    cut_after: bool,
    /// The input's length in characters.
    total: usize,
}

/// The most bytes the marks around the characters shown take: two quotes,
/// two cut marks (`...`) and ` (N characters)` with N of at most 20 digits.
const MARKS: usize = 2 + 2 * 3 + " ( characters)".len() + 20;

/// The most bytes one character takes written (`\u{10ffff}`).
const LONGEST_ESCAPE: usize = 10;

impl Excerpt {
    /// The most bytes the characters an excerpt shows take once escaped
    /// (the marks around them aside): 40, forty characters of plain ASCII.
    pub const WIDTH: usize = 40;

    /// The most bytes an excerpt of `width` ([`Excerpt::with_width`]; the
    /// others have [`Excerpt::WIDTH`]) takes written, in either form: the
    /// characters shown and the marks around them.
    ///
    /// # Examples
    /// ```
    /// use kernel::excerpt::Excerpt;
    /// let text = "\u{1b}".repeat(1000);
    /// let written = Excerpt::new(&text).to_string();
    /// assert!(written.len() <= Excerpt::max_written(Excerpt::WIDTH));
    /// ```
    pub const fn max_written(width: usize) -> usize {
        let width = if width < LONGEST_ESCAPE {
            LONGEST_ESCAPE
        } else {
            width
        };
        width + MARKS
    }

    /// An excerpt of `text` from its start: the whole text when it takes
    /// at most [`Excerpt::WIDTH`] bytes escaped.
    pub fn new(text: &str) -> Excerpt {
        Excerpt::window(text, 0, Excerpt::WIDTH)
    }

    /// An excerpt of `text` centred on the character at position `at`
    /// (counted in characters from 0, as messages count them), for a
    /// message that names a place in a long input: that character, and
    /// about as many bytes of the text before it as after. Past the end it
    /// shows the end.
    pub fn around(text: &str, at: usize) -> Excerpt {
        Excerpt::window(text, at, Excerpt::WIDTH)
    }

    /// An excerpt of `text` from its start whose characters take at most
    /// `width` bytes escaped (at least 10, so that any one character fits):
    /// for a whole message that must stay one line, such as the command
    /// line's report of an error built elsewhere. Written with `{:#}`, a
    /// short message of printable characters is unchanged.
    pub fn with_width(text: &str, width: usize) -> Excerpt {
        Excerpt::from_start(text, width.max(LONGEST_ESCAPE))
    }

    /// The characters of `text` from its start that fit in `width` bytes.
    fn from_start(text: &str, width: usize) -> Excerpt {
        let mut used = 0;
        let mut end = text.len();
        for (i, c) in text.char_indices() {
            used += written_len(c);
            if used > width {
                end = i;
                break;
            }
        }
        Excerpt::of(text, 0, end)
    }

    /// The character at character position `at` (the last one if `at` is
    /// past the end) and the characters around it that fit in `width`
    /// bytes: up to half of them before it, then as many after it as fit,
    /// then more before it if the text ends first.
    fn window(text: &str, at: usize, width: usize) -> Excerpt {
        if at == 0 {
            return Excerpt::from_start(text, width);
        }
        // Byte offsets of the characters from the place on, in one pass
        // up to it; the text before is walked backwards from there.
        let Some((centre, _)) = text.char_indices().take(at.saturating_add(1)).last() else {
            return Excerpt::from_start(text, width);
        };
        let mut used = 0;
        let mut start = centre;
        let fits = |used: usize, c: char, limit: usize| used + written_len(c) <= limit;
        for (i, c) in text[..centre].char_indices().rev() {
            if !fits(used, c, width / 2) {
                break;
            }
            used += written_len(c);
            start = i;
        }
        let mut end = centre;
        for (i, c) in text[centre..].char_indices() {
            if !fits(used, c, width) {
                break;
            }
            used += written_len(c);
            end = centre + i + c.len_utf8();
        }
        if end == text.len() {
            for (i, c) in text[..start].char_indices().rev() {
                if !fits(used, c, width) {
                    break;
                }
                used += written_len(c);
                start = i;
            }
        }
        Excerpt::of(text, start, end)
    }

    /// The excerpt showing bytes `start..end` of `text` (on character
    /// boundaries).
    fn of(text: &str, start: usize, end: usize) -> Excerpt {
        Excerpt {
            shown: text[start..end].to_string(),
            cut_before: start > 0,
            cut_after: end < text.len(),
            total: text.chars().count(),
        }
    }

    /// Whether the excerpt is the whole input.
    pub fn is_whole(&self) -> bool {
        !self.cut_before && !self.cut_after
    }

    /// The characters the excerpt shows, as they are in the input (the
    /// written forms escape them).
    ///
    /// ```
    /// use kernel::excerpt::Excerpt;
    /// let excerpt = Excerpt::around("a\nb", 1);
    /// assert_eq!(excerpt.shown(), "a\nb");
    /// assert_eq!(excerpt.to_string(), r"'a\nb'");
    /// ```
    pub fn shown(&self) -> &str {
        &self.shown
    }
}

/// How many bytes `c` takes written in quotes, where it takes the most.
fn written_len(c: char) -> usize {
    match c {
        '\'' | '\\' => 2,
        '"' => 1,
        c => {
            let escaped = c.escape_debug();
            if escaped.len() == 1 {
                c.len_utf8()
            } else {
                escaped.len()
            }
        }
    }
}

/// Writes `c` as an excerpt shows it: escaped unless printable; quotes and
/// backslashes are escaped inside quotes only, and a double quote needs no
/// escape there either.
fn write_char(f: &mut fmt::Formatter<'_>, c: char, quoted: bool) -> fmt::Result {
    match c {
        '\'' | '\\' if quoted => write!(f, "{}", c.escape_debug()),
        '"' | '\'' | '\\' => write!(f, "{c}"),
        c => write!(f, "{}", c.escape_debug()),
    }
}

impl fmt::Display for Excerpt {
    /// `'text'`, with `...` outside the quotes where the input was cut and
    /// then the input's length. The alternate form (`{:#}`) leaves the
    /// quotes out, for numbers and labels a message shows bare
    /// (`range 16`, `turn 12... has no moves`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quoted = !f.alternate();
        let quote = if quoted { "'" } else { "" };
        if self.cut_before {
            f.write_str("...")?;
        }
        f.write_str(quote)?;
        for c in self.shown.chars() {
            write_char(f, c, quoted)?;
        }
        f.write_str(quote)?;
        if self.cut_after {
            f.write_str("...")?;
        }
        if !self.is_whole() {
            write!(f, " ({} characters)", self.total)?;
        }
        Ok(())
    }
}

impl From<&str> for Excerpt {
    fn from(text: &str) -> Excerpt {
        Excerpt::new(text)
    }
}
