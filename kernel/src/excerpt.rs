//! Quoting input in error messages: a short, escaped [`Excerpt`], never
//! the raw text.
//!
//! An error message is one line that says what is wrong and where. Input
//! quoted whole breaks both promises: a newline in it makes the message
//! several lines, and a 10 MB input makes a 10 MB message. Every error
//! that quotes input (a move, a field, a line of a file, an option, an
//! argument) stores an `Excerpt` of it instead of the text:
//!
//! - at most [`Excerpt::MAX_CHARS`] characters of the input are shown;
//! - backslashes, quotes and every character that is not printable (line
//!   breaks, tabs, control characters) are escaped as Rust escapes them
//!   (`\n`, `\t`, `\u{1b}`), so the excerpt is always one line;
//! - when the input is longer, `...` outside the quotes marks each cut and
//!   the input's length follows, so the reader knows it is a part:
//!
//! ```text
//! 'e2e4'                                    short input, whole
//! 'a\nb'                                    a line break, escaped
//! 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ'... (10000000 characters)
//! ...'pppppppppppppppppppXpppppppppppppppppppp'... (10000000 characters)
//! ```
//!
//! The last form, [`Excerpt::around`], centres the excerpt on the place of
//! the problem (a character position the message also names), so that the
//! part shown is the part that is wrong.
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
//! error is small too.
//!
//! # Examples
//! ```
//! use kernel::excerpt::Excerpt;
//! assert_eq!(Excerpt::new("Nf3").to_string(), "'Nf3'");
//! assert_eq!(Excerpt::new("e2\ne4").to_string(), r"'e2\ne4'");
//! let long = "x".repeat(1_000_000);
//! let quoted = Excerpt::new(&long).to_string();
//! assert_eq!(quoted, format!("'{}'... (1000000 characters)", "x".repeat(40)));
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

impl Excerpt {
    /// The most characters of input an excerpt shows.
    pub const MAX_CHARS: usize = 40;

    /// An excerpt of `text` from its start: the whole text when it is at
    /// most [`Excerpt::MAX_CHARS`] characters long.
    pub fn new(text: &str) -> Excerpt {
        Excerpt::window(text, 0, Excerpt::MAX_CHARS)
    }

    /// An excerpt of `text` centred on the character at position `at`
    /// (counted in characters from 0, as messages count them), for a
    /// message that names a place in a long input. Past the end it shows
    /// the end.
    pub fn around(text: &str, at: usize) -> Excerpt {
        let start = at.saturating_sub(Excerpt::MAX_CHARS / 2);
        Excerpt::window(text, start, Excerpt::MAX_CHARS)
    }

    /// An excerpt of `text` from its start of at most `width` characters
    /// (at least 1): for a whole message that must stay one line, such as
    /// the command line's report of an error built elsewhere. Written with
    /// `{:#}`, a short message of printable characters is unchanged.
    pub fn with_width(text: &str, width: usize) -> Excerpt {
        Excerpt::window(text, 0, width.max(1))
    }

    /// At most `width` characters from character `start`, moved back so
    /// that a window near the end is full.
    fn window(text: &str, start: usize, width: usize) -> Excerpt {
        let total = text.chars().count();
        let start = start.min(total.saturating_sub(width));
        let end = start.saturating_add(width).min(total);
        Excerpt {
            shown: text.chars().skip(start).take(end - start).collect(),
            cut_before: start > 0,
            cut_after: end < total,
            total,
        }
    }

    /// Whether the excerpt is the whole input.
    pub fn is_whole(&self) -> bool {
        !self.cut_before && !self.cut_after
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
            match c {
                // Quotes and backslashes are escaped inside quotes only,
                // and a double quote needs no escape there either.
                '\'' | '\\' if quoted => write!(f, "{}", c.escape_debug())?,
                '"' | '\'' | '\\' => write!(f, "{c}")?,
                c => write!(f, "{}", c.escape_debug())?,
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn check(excerpt: Excerpt, expected: &str) {
        assert_eq!(excerpt.to_string(), expected);
    }

    #[test]
    fn short_text_is_quoted_whole() {
        check(Excerpt::new(""), "''");
        check(Excerpt::new("e4"), "'e4'");
        check(Excerpt::new("é4 \"x\""), "'é4 \"x\"'");
        let forty = "a".repeat(40);
        check(Excerpt::new(&forty), &format!("'{forty}'"));
        assert!(Excerpt::new(&forty).is_whole());
    }

    #[test]
    fn what_is_not_printable_is_escaped() {
        check(Excerpt::new("a\nb\r\tc"), r"'a\nb\r\tc'");
        check(Excerpt::new("it's"), r"'it\'s'");
        check(Excerpt::new("a\\b"), r"'a\\b'");
        check(Excerpt::new("\u{1b}[31m"), r"'\u{1b}[31m'");
        check(Excerpt::new("\u{0}"), r"'\0'");
    }

    #[test]
    fn long_text_is_cut_and_its_length_given() {
        let text = format!("{}{}", "a".repeat(40), "b".repeat(60));
        check(
            Excerpt::new(&text),
            &format!("'{}'... (100 characters)", "a".repeat(40)),
        );
        assert!(!Excerpt::new(&text).is_whole());
    }

    #[test]
    fn an_excerpt_around_a_place_shows_that_place() {
        let text = format!("{}X{}", "a".repeat(500), "b".repeat(500));
        check(
            Excerpt::around(&text, 500),
            &format!(
                "...'{}X{}'... (1001 characters)",
                "a".repeat(20),
                "b".repeat(19)
            ),
        );
        // Near either end the window stays full and is cut on one side.
        check(
            Excerpt::around(&text, 3),
            &format!("'{}'... (1001 characters)", "a".repeat(40)),
        );
        check(
            Excerpt::around(&text, 5000),
            &format!("...'{}' (1001 characters)", "b".repeat(40)),
        );
        check(Excerpt::around("short", 99), "'short'");
    }

    #[test]
    fn the_alternate_form_has_no_quotes() {
        assert_eq!(format!("{:#}", Excerpt::new("16")), "16");
        let message = r#"castling field 'K"\': a\nb"#;
        assert_eq!(
            format!("{:#}", Excerpt::with_width(message, 1000)),
            r#"castling field 'K"\': a\nb"#
        );
        assert_eq!(
            format!("{:#}", Excerpt::with_width("one\ntwo", 1000)),
            r"one\ntwo"
        );
        assert_eq!(
            format!("{:#}", Excerpt::new(&"9".repeat(50))),
            format!("{}... (50 characters)", "9".repeat(40))
        );
    }

    #[test]
    fn the_excerpt_is_bounded_whatever_the_input() {
        let nasty = "\u{7}\n".repeat(1_000_000);
        let shown = Excerpt::new(&nasty).to_string();
        assert!(shown.len() < 40 * 10 + 40, "{}", shown.len());
        assert!(!shown.contains('\n'));
    }
}
