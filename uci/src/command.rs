//! One line of UCI from the GUI, read into a [`Command`]: the commands
//! this engine answers, each with its arguments checked, or a one-line
//! error saying what is wrong and quoting the input.

use kernel::excerpt::Excerpt;

/// The deepest `go depth` this engine takes, in turns.
pub const MAX_DEPTH: u32 = engine::limits::MAX_DEPTH;

/// A line the GUI sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// An empty line (or only white space): nothing to do.
    Empty,
    /// `uci`: the engine names itself and its options.
    Uci,
    /// `debug on|off`: accepted and ignored.
    Debug,
    /// `isready`: answered by `readyok`.
    IsReady,
    /// `ucinewgame`: the next position is from another game.
    NewGame,
    /// `setoption name NAME [value VALUE]`.
    SetOption {
        /// The option's name (its words joined by one space).
        name: String,
        /// The value, the rest of the line after `value`; `None` when the
        /// line gives none.
        value: Option<String>,
    },
    /// `position startpos|fen TEXT [moves TURN ...]`.
    Position {
        /// The position text after `fen` (which may be several words);
        /// `None` for `startpos`.
        fen: Option<String>,
        /// The turns after `moves`, each in the coordinate notation (a
        /// turn of several steps is its steps joined by commas).
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `quit`.
    Quit,
}

/// The arguments of `go`, times in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Go {
    /// `depth N`, from 1 to [`MAX_DEPTH`].
    pub depth: Option<u32>,
    /// `nodes N`, at least 1.
    pub nodes: Option<u64>,
    /// `movetime MS`, at least 1.
    pub movetime: Option<u64>,
    /// `wtime MS` (a negative time reads as 0).
    pub wtime: Option<u64>,
    /// `btime MS`.
    pub btime: Option<u64>,
    /// `winc MS`.
    pub winc: Option<u64>,
    /// `binc MS`.
    pub binc: Option<u64>,
    /// `movestogo N`, at least 1.
    pub movestogo: Option<u64>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
}

/// Reads one line.
///
/// # Errors
/// A one-line message: the command is unknown, or an argument is missing,
/// not a number, out of range or unknown.
///
/// # Examples
/// ```
/// use uci::command::{parse, Command};
/// assert_eq!(parse("isready").unwrap(), Command::IsReady);
/// assert_eq!(
///     parse("position startpos moves e2e4 e7e5").unwrap(),
///     Command::Position { fen: None, moves: vec!["e2e4".into(), "e7e5".into()] }
/// );
/// assert_eq!(parse("go depth 0").unwrap_err(), "go: depth 0 is out of range: from 1 to 64");
/// assert_eq!(parse("fly").unwrap_err(), "unknown command 'fly'");
/// ```
pub fn parse(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(Command::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let no_arguments = |command: Command| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(format!(
                "{first} takes no arguments, not {}",
                Excerpt::new(&rest.join(" "))
            ))
        }
    };
    match first {
        "uci" => no_arguments(Command::Uci),
        "isready" => no_arguments(Command::IsReady),
        "ucinewgame" => no_arguments(Command::NewGame),
        "stop" => no_arguments(Command::Stop),
        "quit" => no_arguments(Command::Quit),
        "debug" => match rest.as_slice() {
            ["on"] | ["off"] => Ok(Command::Debug),
            _ => Err("debug takes on or off".to_string()),
        },
        "setoption" => set_option(line),
        "position" => position(&rest),
        "go" => go(&rest).map(Command::Go),
        _ => Err(format!("unknown command {}", Excerpt::new(first))),
    }
}

/// `setoption name NAME [value VALUE]`: the value is the rest of the line
/// after the word `value`, its inner spaces kept.
fn set_option(line: &str) -> Result<Command, String> {
    let usage = "setoption: expected setoption name NAME [value VALUE]";
    let after = line.trim().strip_prefix("setoption").unwrap_or_default();
    let after = after.trim_start();
    let Some(after) = after.strip_prefix("name") else {
        return Err(usage.to_string());
    };
    if !after.starts_with(char::is_whitespace) {
        return Err(usage.to_string());
    }
    let (name_part, value) = match find_word(after, "value") {
        Some(at) => (
            &after[..at],
            Some(after[at + "value".len()..].trim().to_string()),
        ),
        None => (after, None),
    };
    let name = name_part.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(usage.to_string());
    }
    Ok(Command::SetOption { name, value })
}

/// Where `word` stands in `text` as a word of its own.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(word) {
        let at = from + i;
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        if before.is_none_or(char::is_whitespace) && after.is_none_or(char::is_whitespace) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

fn position(rest: &[&str]) -> Result<Command, String> {
    let (fen, after) = match rest.first() {
        Some(&"startpos") => (None, &rest[1..]),
        Some(&"fen") => {
            let end = rest
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(rest.len());
            if end == 1 {
                return Err("position fen: the position text is missing".to_string());
            }
            (Some(rest[1..end].join(" ")), &rest[end..])
        }
        Some(other) => {
            return Err(format!(
                "position: expected startpos or fen, not {}",
                Excerpt::new(other)
            ))
        }
        None => return Err("position: expected startpos or fen".to_string()),
    };
    let moves = match after.split_first() {
        None => Vec::new(),
        Some((&"moves", turns)) => turns.iter().map(|t| t.to_string()).collect(),
        Some((other, _)) => {
            return Err(format!(
                "position: expected moves after the position, not {}",
                Excerpt::new(other)
            ))
        }
    };
    Ok(Command::Position { fen, moves })
}

fn go(rest: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        if word == "infinite" {
            go.infinite = true;
            continue;
        }
        let slot = match word {
            "depth" => None,
            "nodes" => Some(&mut go.nodes),
            "movetime" => Some(&mut go.movetime),
            "wtime" => Some(&mut go.wtime),
            "btime" => Some(&mut go.btime),
            "winc" => Some(&mut go.winc),
            "binc" => Some(&mut go.binc),
            "movestogo" => Some(&mut go.movestogo),
            _ => {
                return Err(format!(
                    "go: unknown argument {} (this engine takes depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite)",
                    Excerpt::new(word)
                ))
            }
        };
        let Some(&text) = words.next() else {
            return Err(format!("go: {word} needs a number"));
        };
        let number = read_number(word, text)?;
        let range = |low: u64, high: u64| {
            if (low..=high).contains(&number) {
                Ok(number)
            } else if high == u64::MAX {
                Err(format!("go: {word} {text} is out of range: at least {low}"))
            } else {
                Err(format!(
                    "go: {word} {text} is out of range: from {low} to {high}"
                ))
            }
        };
        match slot {
            None => go.depth = Some(range(1, u64::from(MAX_DEPTH))? as u32),
            Some(slot) => {
                let low = match word {
                    "nodes" | "movetime" | "movestogo" => 1,
                    _ => 0,
                };
                *slot = Some(range(low, u64::MAX)?);
            }
        }
    }
    Ok(go)
}

/// A whole number; a negative one (a GUI's clock past zero) reads as 0.
fn read_number(word: &str, text: &str) -> Result<u64, String> {
    let bad = || {
        format!(
            "go: {word} needs a whole number, not {}",
            Excerpt::new(text)
        )
    };
    if let Some(negative) = text.strip_prefix('-') {
        return negative.parse::<u64>().map(|_| 0).map_err(|_| bad());
    }
    text.parse::<u64>().map_err(|_| bad())
}
