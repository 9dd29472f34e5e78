//! An outside engine driven over UCI: started as a child process, asked
//! for its options, set up for a variant, then asked for a move in each
//! position. Every wait is bounded: an engine that does not answer in
//! time, dies, or answers nonsense is an error of one line, never a hang
//! or a panic. The child is killed when the value is dropped.

use kernel::excerpt::Excerpt;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long the engine may take to answer `uci` and `isready`.
pub const HANDSHAKE: Duration = Duration::from_secs(30);

/// The longest line kept from the engine; a longer one is cut.
const MAX_LINE: usize = 1 << 16;

/// How to start the engine: a program and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineCommand {
    /// The program.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
}

impl EngineCommand {
    /// The command `text`: a program, then its arguments, separated by
    /// white space (`/path/to/fairy-stockfish`, `/path/to/cvpages uci`).
    pub fn parse(text: &str) -> Option<EngineCommand> {
        let mut words = text.split_whitespace().map(str::to_string);
        let program = words.next()?;
        Some(EngineCommand {
            program,
            args: words.collect(),
        })
    }
}

impl std::fmt::Display for EngineCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.program)?;
        for a in &self.args {
            write!(f, " {a}")?;
        }
        Ok(())
    }
}

/// A running UCI engine.
pub struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The `id name` it gave.
    pub name: String,
    /// The `option` lines it gave, as it wrote them.
    pub options: Vec<String>,
}

impl std::fmt::Debug for UciEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UciEngine")
            .field("name", &self.name)
            .finish()
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // A moment to quit by itself, then the kill.
        let until = Instant::now() + Duration::from_millis(200);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl UciEngine {
    /// Starts `command` and reads its answer to `uci` (its name and
    /// options) up to `uciok`.
    ///
    /// # Errors
    /// One line: the program does not start, or does not say `uciok`
    /// within [`HANDSHAKE`].
    pub fn start(command: &EngineCommand) -> Result<UciEngine, String> {
        let mut child = Command::new(&command.program)
            .args(&command.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", Excerpt::new(&command.to_string())))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err("the engine's standard input or output is missing".to_string());
        };
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buffer = Vec::new();
            loop {
                buffer.clear();
                match (&mut reader)
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut buffer)
                {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buffer).trim_end().to_string();
                        if send.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let mut engine = UciEngine {
            child,
            stdin,
            lines,
            name: command.program.clone(),
            options: Vec::new(),
        };
        engine.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = engine.next_line(deadline, "uciok")?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            } else if line.starts_with("option ") {
                engine.options.push(line);
            } else if line.trim() == "uciok" {
                return Ok(engine);
            }
        }
    }

    /// Sends one line.
    ///
    /// # Errors
    /// The engine has closed its input (it has ended).
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| {
                format!(
                    "the engine {} stopped reading: {e}",
                    Excerpt::new(&self.name)
                )
            })
    }

    /// The next line, waiting until `deadline`; `waiting_for` names the
    /// answer awaited, for the error.
    fn next_line(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, String> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "the engine {} did not answer {waiting_for} in time",
                Excerpt::new(&self.name)
            )),
            Err(RecvTimeoutError::Disconnected) => Err(format!(
                "the engine {} ended before it answered {waiting_for}",
                Excerpt::new(&self.name)
            )),
        }
    }

    /// Whether the engine offers the option `name` (any case).
    pub fn has_option(&self, name: &str) -> bool {
        self.option_line(name).is_some()
    }

    fn option_line(&self, name: &str) -> Option<&str> {
        self.options.iter().map(String::as_str).find(|line| {
            let rest = line.strip_prefix("option name ").unwrap_or("");
            let option = rest.split(" type ").next().unwrap_or("");
            option.trim().eq_ignore_ascii_case(name)
        })
    }

    /// The values the combo option `name` lists (`var` words).
    pub fn combo_values(&self, name: &str) -> Vec<String> {
        let Some(line) = self.option_line(name) else {
            return Vec::new();
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        words
            .windows(2)
            .filter(|w| w[0] == "var")
            .map(|w| w[1].to_string())
            .collect()
    }

    /// Sets the option `name` to `value`.
    ///
    /// # Errors
    /// The engine has ended.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// Sends `isready` and waits for `readyok`, keeping the `info string`
    /// lines met on the way (where an engine says what it refused).
    ///
    /// # Errors
    /// No `readyok` within [`HANDSHAKE`].
    pub fn ready(&mut self) -> Result<Vec<String>, String> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        let mut said = Vec::new();
        loop {
            let line = self.next_line(deadline, "isready")?;
            if line.trim() == "readyok" {
                return Ok(said);
            }
            if let Some(text) = line.strip_prefix("info string ") {
                said.push(text.to_string());
            }
        }
    }

    /// The engine's move after `moves` (UCI words) from the start, searched
    /// with `go` (`movetime 100`), waiting up to `wait`: the word after
    /// `bestmove`.
    ///
    /// # Errors
    /// The engine ended or gave no `bestmove` within `wait`.
    pub fn best_move(
        &mut self,
        moves: &[String],
        go: &str,
        wait: Duration,
    ) -> Result<String, String> {
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        self.send(&format!("go {go}"))?;
        let deadline = Instant::now() + wait;
        loop {
            let line = self.next_line(deadline, "go with a bestmove")?;
            if let Some(rest) = line.strip_prefix("bestmove") {
                return Ok(rest.split_whitespace().next().unwrap_or("").to_string());
            }
        }
    }
}
