//! A UCI session: [`Session`] fed one line at a time, the search running
//! on a thread of its own so that `stop` and `isready` are answered while
//! it runs; [`run`] reads the lines from an input to its end.

use crate::backend::{self, Backend, HASH_DEFAULT_MB, HASH_MAX_MB};
use crate::command::{parse, Command, Go};
use kernel::excerpt::Excerpt;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// The longest line read, in bytes; a longer one is refused whole.
pub const MAX_LINE: usize = 1 << 20;

/// Where the session writes, shared with the search thread.
type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// The search running on its thread.
struct Running {
    handle: JoinHandle<Box<dyn Backend>>,
    stop: Arc<AtomicBool>,
    infinite: bool,
}

/// One session with a GUI: the options set, the engine and game of the
/// variant chosen, and the search running, if any.
pub struct Session {
    out: Output,
    variant: &'static str,
    options: String,
    hash_mb: u64,
    backend: Option<Box<dyn Backend>>,
    running: Option<Running>,
    quit: bool,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("variant", &self.variant)
            .field("options", &self.options)
            .field("hash_mb", &self.hash_mb)
            .field("searching", &self.running.is_some())
            .finish()
    }
}

/// Writes one line to `out`; a GUI gone away is not an error here (the
/// session ends when its input does).
fn say(out: &Output, line: &str) {
    let mut out = out.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

impl Session {
    /// A session writing to `output`, playing FIDE chess until
    /// `setoption name UCI_Variant` says otherwise.
    pub fn new(output: impl Write + Send + 'static) -> Session {
        let out: Output = Arc::new(Mutex::new(Box::new(output)));
        let backend = backend::open("chess", "", HASH_DEFAULT_MB).ok();
        Session {
            out,
            variant: "chess",
            options: String::new(),
            hash_mb: HASH_DEFAULT_MB,
            backend,
            running: None,
            quit: false,
        }
    }

    /// Whether `quit` was read.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// Answers one line. A bad line is answered by `info string` and the
    /// one-line error; the session goes on.
    pub fn handle(&mut self, line: &str) {
        if self.quit {
            return;
        }
        let command = match parse(line) {
            Ok(command) => command,
            Err(e) => return self.error(&e),
        };
        match command {
            Command::Empty | Command::Debug => {}
            Command::IsReady => self.say("readyok"),
            Command::Stop => self.stop(),
            Command::Quit => {
                self.stop();
                self.quit = true;
            }
            Command::Uci => self.identify(),
            other => {
                if self.running.as_ref().is_some_and(|r| r.infinite) {
                    return self.error("a search is running until stop: send stop first");
                }
                // A search with limits ends by itself: wait for it.
                self.join();
                match other {
                    Command::NewGame => {
                        if let Some(b) = &mut self.backend {
                            b.new_game();
                        }
                    }
                    Command::SetOption { name, value } => self.set_option(&name, value),
                    Command::Position { fen, moves } => {
                        if let Some(b) = &mut self.backend {
                            if let Err(e) = b.set_position(fen.as_deref(), &moves) {
                                self.error(&e);
                            }
                        }
                    }
                    Command::Go(go) => self.go(go),
                    _ => {}
                }
            }
        }
    }

    /// Stops the search, if one runs, and waits for its `bestmove`.
    pub fn stop(&mut self) {
        if let Some(r) = &self.running {
            r.stop.store(true, Ordering::Relaxed);
        }
        self.join();
    }

    /// Ends the search at the end of the input: one until `stop` is
    /// stopped, one with limits is waited for (so that a script piped in
    /// gets its whole search).
    pub fn finish(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.infinite) {
            self.stop();
        }
        self.join();
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn error(&self, message: &str) {
        // One line, whatever the message holds.
        let one_line = message.replace(['\n', '\r'], " ");
        self.say(&format!("info string {one_line}"));
    }

    fn identify(&self) {
        self.say(&format!("id name cvpages {}", env!("CARGO_PKG_VERSION")));
        self.say("id author the cvpages authors");
        let names: Vec<String> = cvpages::names().map(|n| format!("var {n}")).collect();
        self.say(&format!(
            "option name UCI_Variant type combo default chess {}",
            names.join(" ")
        ));
        self.say("option name UCI_VariantOptions type string default <empty>");
        self.say(&format!(
            "option name Hash type spin default {HASH_DEFAULT_MB} min 1 max {HASH_MAX_MB}"
        ));
        self.say("uciok");
    }

    /// Waits for the search thread and takes its backend back.
    fn join(&mut self) {
        let Some(running) = self.running.take() else {
            return;
        };
        match running.handle.join() {
            Ok(backend) => self.backend = Some(backend),
            Err(_) => {
                self.error("the search failed; the engine starts afresh");
                self.backend = backend::open(self.variant, &self.options, self.hash_mb).ok();
            }
        }
    }

    fn set_option(&mut self, name: &str, value: Option<String>) {
        let value = value.unwrap_or_default();
        let lower = name.to_ascii_lowercase();
        match lower.as_str() {
            "uci_variant" => {
                let Some(info) = cvpages::info(value.trim()) else {
                    let names: Vec<&str> = cvpages::names().collect();
                    return self.error(&format!(
                        "setoption UCI_Variant: unknown variant {}: expected one of {}",
                        Excerpt::new(&value),
                        names.join(", ")
                    ));
                };
                // The options text of one variant means nothing to another:
                // it is kept only if the new variant takes it too.
                if backend::open(info.name, &self.options, 1).is_err() {
                    if !self.options.is_empty() {
                        self.error(&format!(
                            "setoption UCI_Variant: the options {} do not fit {}: cleared",
                            Excerpt::new(&self.options),
                            info.name
                        ));
                    }
                    self.options.clear();
                }
                self.variant = info.name;
                self.reopen();
            }
            "uci_variantoptions" => {
                let text = if value.trim() == "<empty>" { "" } else { value.trim() };
                match backend::open(self.variant, text, 1) {
                    Ok(_) => {
                        self.options = text.to_string();
                        self.reopen();
                    }
                    Err(e) => self.error(&format!("setoption UCI_VariantOptions: {e}")),
                }
            }
            "hash" => match value.trim().parse::<u64>() {
                Ok(mb) if (1..=HASH_MAX_MB).contains(&mb) => {
                    self.hash_mb = mb;
                    self.reopen();
                }
                _ => self.error(&format!(
                    "setoption Hash: {} is not a number of megabytes from 1 to {HASH_MAX_MB}",
                    Excerpt::new(&value)
                )),
            },
            _ => self.error(&format!(
                "setoption: unknown option {} (this engine has UCI_Variant, UCI_VariantOptions, Hash)",
                Excerpt::new(name)
            )),
        }
    }

    /// A new engine and game for the current variant, options and table
    /// size, at the start position.
    fn reopen(&mut self) {
        match backend::open(self.variant, &self.options, self.hash_mb) {
            Ok(b) => self.backend = Some(b),
            Err(e) => self.error(&e.to_string()),
        }
    }

    fn go(&mut self, go: Go) {
        let Some(mut backend) = self.backend.take() else {
            self.error("no variant is open");
            return self.say("bestmove (none)");
        };
        let side = match backend.side_to_move() {
            Ok(side) => side,
            Err(e) => {
                self.backend = Some(backend);
                self.error(&e);
                return self.say("bestmove (none)");
            }
        };
        let limits = crate::time::limits(&go, side);
        let infinite = limits.is_none();
        let limits = limits.unwrap_or_default();
        let stop = Arc::new(AtomicBool::new(false));
        let out = Arc::clone(&self.out);
        let flag = Arc::clone(&stop);
        let spawned = std::thread::Builder::new()
            .name("uci-search".into())
            .spawn(move || {
                let best = backend.search(&limits, Arc::clone(&flag), &mut |line| say(&out, line));
                // An infinite search answers only after stop, even when it
                // has nothing left to search.
                while infinite && !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(5));
                }
                say(&out, &format!("bestmove {best}"));
                backend
            });
        match spawned {
            Ok(handle) => {
                self.running = Some(Running {
                    handle,
                    stop,
                    infinite,
                })
            }
            Err(e) => {
                self.error(&format!("cannot start the search: {e}"));
                self.say("bestmove (none)");
                self.reopen();
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Reads one line of at most [`MAX_LINE`] bytes into `line` (without its
/// end of line). Returns `None` at the end of the input, else whether the
/// line was longer (and so cut).
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<bool>> {
    line.clear();
    let mut read_any = false;
    let mut too_long = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok(read_any.then_some(too_long));
        }
        read_any = true;
        let (chunk, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (&buffer[..i], Some(i + 1)),
            None => (buffer, None),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        if chunk.len() > room {
            too_long = true;
        }
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = done.unwrap_or(buffer.len());
        input.consume(used);
        if done.is_some() {
            return Ok(Some(too_long));
        }
    }
}

/// Runs a session: reads lines from `input` and answers on `output` until
/// `quit` (which stops a search at once) or the end of the input (which
/// stops a search until `stop` and waits for one with limits, so that a
/// script piped in gets its whole search).
///
/// # Errors
/// Only an error reading `input`.
pub fn run(mut input: impl BufRead, output: impl Write + Send + 'static) -> io::Result<()> {
    let mut session = Session::new(output);
    let mut line = Vec::new();
    while let Some(too_long) = read_line(&mut input, &mut line)? {
        if too_long {
            session.error(&format!(
                "a line longer than {MAX_LINE} bytes is refused: {}",
                Excerpt::new(&String::from_utf8_lossy(&line[..line.len().min(200)]))
            ));
            continue;
        }
        session.handle(&String::from_utf8_lossy(&line));
        if session.has_quit() {
            return Ok(());
        }
    }
    session.finish();
    Ok(())
}
