//! Where `play` reads its lines: a terminal, with line editing and the
//! session's history (rustyline: the arrow keys move along the line and
//! through the lines typed before, instead of reaching the game as
//! `^[[A`), or any other input read as plain lines (a pipe, a file, a
//! test), with the prompt written to standard output.
//!
//! Either way a line is at most [`MAX_LINE`] bytes: a longer one is
//! refused and skipped rather than held in memory.

use std::io::{BufRead, IsTerminal, Read, Write};

/// The longest line read, in bytes: a turn or a command is short, and a
/// longer line is refused (and skipped) rather than held in memory.
pub const MAX_LINE: usize = 4096;

/// Where `play` reads its lines.
pub enum Input<'a> {
    /// Plain lines, the prompt written to standard output.
    Lines(&'a mut dyn BufRead),
    /// A terminal: line editing and history (falling back to `Lines` of
    /// the given input when the terminal cannot be set up).
    Terminal(&'a mut dyn BufRead),
}

impl std::fmt::Debug for Input<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Input::Lines(_) => "Input::Lines",
            Input::Terminal(_) => "Input::Terminal",
        })
    }
}

impl<'a> Input<'a> {
    /// Standard input, `stdin`: a terminal when it is one (and standard
    /// output is one too, where the editor draws), plain lines otherwise.
    pub fn from_stdin(stdin: &'a mut std::io::StdinLock<'static>) -> Input<'a> {
        if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
            Input::Terminal(stdin)
        } else {
            Input::Lines(stdin)
        }
    }

    /// The reader of lines for this input.
    pub(crate) fn reader(self) -> Box<dyn ReadLine + 'a> {
        match self {
            Input::Lines(input) => Box::new(PlainLines { input }),
            Input::Terminal(input) => match rustyline::DefaultEditor::new() {
                Ok(editor) => Box::new(EditedLines { editor }),
                Err(_) => Box::new(PlainLines { input }),
            },
        }
    }
}

/// What a reader found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A line (without its line break).
    Read(Vec<u8>),
    /// A line longer than [`MAX_LINE`], skipped to its end.
    TooLong,
    /// The end of the input (or Ctrl-D, Ctrl-C at a terminal).
    End,
}

/// A source of lines, each read after a prompt.
pub(crate) trait ReadLine {
    /// Shows `prompt` (on `out`, or as the terminal's editor shows it) and
    /// reads one line.
    fn read_line(&mut self, prompt: &str, out: &mut dyn Write) -> std::io::Result<Line>;
}

struct PlainLines<'a> {
    input: &'a mut dyn BufRead,
}

impl ReadLine for PlainLines<'_> {
    fn read_line(&mut self, prompt: &str, out: &mut dyn Write) -> std::io::Result<Line> {
        let _ = write!(out, "{prompt}");
        let _ = out.flush();
        let mut line = Vec::new();
        let input = &mut *self.input;
        let n = input
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(Line::End);
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            return Ok(Line::Read(line));
        }
        if line.len() <= MAX_LINE {
            // The last line, without a line break.
            return Ok(Line::Read(line));
        }
        // Skip the rest of the line without keeping it.
        let mut rest = Vec::new();
        loop {
            rest.clear();
            let n = input.take(MAX_LINE as u64).read_until(b'\n', &mut rest)?;
            if n == 0 || rest.last() == Some(&b'\n') {
                return Ok(Line::TooLong);
            }
        }
    }
}

struct EditedLines {
    editor: rustyline::DefaultEditor,
}

impl ReadLine for EditedLines {
    fn read_line(&mut self, prompt: &str, out: &mut dyn Write) -> std::io::Result<Line> {
        let _ = out.flush();
        match self.editor.readline(prompt) {
            Ok(line) if line.len() > MAX_LINE => Ok(Line::TooLong),
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Line::Read(line.into_bytes()))
            }
            Err(rustyline::error::ReadlineError::Eof)
            | Err(rustyline::error::ReadlineError::Interrupted) => Ok(Line::End),
            Err(rustyline::error::ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(std::io::Error::other(e.to_string())),
        }
    }
}
