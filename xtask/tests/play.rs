//! `cargo xtask play` driven through its standard input, as a person at the
//! terminal would drive it: for every variant, turns chosen from the list
//! the `turns` command prints, bad input in the middle (one line, and the
//! game goes on), the game saved, and the saved file replayed the way
//! `verify-games` replays every game file.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use xtask::verify::{replay_entry, GameEntry};

/// What the person types next.
#[derive(Debug, Clone)]
enum Say {
    /// This line, as it stands (any bytes).
    Line(Vec<u8>),
    /// The turn listed `n`th (modulo the list's length) by the last
    /// `turns` command, as printed.
    Listed(usize),
}

fn line(text: &str) -> Say {
    Say::Line(text.as_bytes().to_vec())
}

/// Standard output, which the person reads before typing the next line.
#[derive(Clone, Default)]
struct Screen(Rc<RefCell<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }

    /// The turns the last `turns` command listed.
    fn listed(&self) -> Vec<String> {
        let text = self.text();
        let lines: Vec<&str> = text.lines().collect();
        let Some(heading) = lines.iter().rposition(|l| l.contains("legal turn")) else {
            return Vec::new();
        };
        lines[heading + 1..]
            .iter()
            .take_while(|l| l.starts_with("  "))
            .map(|l| l.trim().to_string())
            .collect()
    }
}

/// Standard input: a script, each `Listed` line decided when it is read,
/// from what the screen shows then.
struct Person {
    screen: Screen,
    script: VecDeque<Say>,
    pending: Vec<u8>,
    at: usize,
    /// The turns typed from the lists, in order.
    chosen: Rc<RefCell<Vec<String>>>,
}

impl Read for Person {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Person {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.pending.len() {
            self.at = 0;
            let Some(say) = self.script.pop_front() else {
                // The end of the input.
                self.pending.clear();
                return Ok(&[]);
            };
            self.pending = match say {
                Say::Line(bytes) => bytes,
                Say::Listed(n) => {
                    let listed = self.screen.listed();
                    assert!(
                        !listed.is_empty(),
                        "no turns listed:\n{}",
                        self.screen.text()
                    );
                    let turn = listed[n % listed.len()].clone();
                    self.chosen.borrow_mut().push(turn.clone());
                    turn.into_bytes()
                }
            };
            self.pending.push(b'\n');
        }
        Ok(&self.pending[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.pending.len());
    }
}

/// A session's result: exit status, standard output, standard error, and
/// the turns chosen from the lists.
struct Session {
    status: i32,
    out: String,
    err: String,
    chosen: Vec<String>,
}

fn session(args: &[&str], script: Vec<Say>) -> Session {
    let screen = Screen::default();
    let chosen = Rc::new(RefCell::new(Vec::new()));
    let mut person = Person {
        screen: screen.clone(),
        script: script.into(),
        pending: Vec::new(),
        at: 0,
        chosen: chosen.clone(),
    };
    let mut out = screen.clone();
    let mut err = Vec::new();
    let status = xtask::cli::run_with_input(args, &mut person, &mut out, &mut err);
    let chosen = chosen.borrow().clone();
    Session {
        status,
        out: screen.text(),
        err: String::from_utf8_lossy(&err).into_owned(),
        chosen,
    }
}

/// A fresh folder for this test's saved games.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("play")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Replays a saved file exactly as `verify-games` replays a game file.
#[track_caller]
fn replays(path: &Path, turns: usize) -> String {
    let entry = GameEntry {
        crate_dir: "play".to_string(),
        path: path.to_path_buf(),
        stem: "saved".to_string(),
    };
    let replayed = replay_entry(&entry);
    let report = replayed
        .report
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(report.problems(), &[] as &[String], "{}", report.render());
    assert_eq!(report.turns_replayed(), turns, "{}", report.render());
    report.render()
}

/// The lines of bad input typed in the middle of every game, and the
/// start of the one line each must give on standard error.
fn bad_lines() -> Vec<(Say, &'static str)> {
    vec![
        (
            line("no-such-turn"),
            "error: 'no-such-turn' is not a turn here: ",
        ),
        (
            line("undo now"),
            "error: 'undo' takes nothing after it, found 'now'",
        ),
        (line("save"), "error: save needs a file name"),
        (
            Say::Line(b"e2\xffe4".to_vec()),
            "error: the line is not valid UTF-8",
        ),
        (
            Say::Line(vec![b'x'; 5000]),
            "error: the line is longer than 4096 bytes",
        ),
        (
            line("black claims nothing-at-all"),
            "error: no claim 'nothing-at-all' in this variant",
        ),
        (
            line("white claims"),
            "error: a claim is 'white claims NAME' or 'black claims NAME', found 'white claims'",
        ),
    ]
}

#[test]
fn every_variant_plays_saves_and_replays() {
    let dir = folder("every-variant");
    for name in cvpages::names() {
        let path = dir.join(format!("{name}.game"));
        let path_text = path.to_str().expect("a UTF-8 temporary folder");
        let bad = bad_lines();
        let mut script = vec![line("help"), line("turns"), Say::Listed(0)];
        // Three more turns, chosen from the list each time, with the bad
        // lines between them and an undo that is then played again.
        for (i, (say, _)) in bad.iter().enumerate() {
            script.push(say.clone());
            if i % 3 == 0 {
                script.extend([line("turns"), Say::Listed(7 * i + 3)]);
            }
        }
        script.extend([line("undo"), line("turns"), Say::Listed(1)]);
        script.extend([line(""), line("board"), line("position")]);
        script.extend([line(&format!("save {path_text}")), line("quit")]);
        // Not read: the session ended at quit (read, it would be an error).
        script.push(line("no-such-turn-after-quit"));
        let s = session(&["play", name], script);
        assert_eq!(s.status, 0, "{name}: {}", s.err);

        // One line per bad input, in order, and nothing else.
        let errors: Vec<&str> = s.err.lines().collect();
        assert_eq!(errors.len(), bad.len(), "{name}: {}", s.err);
        for (got, (_, expected)) in errors.iter().zip(&bad) {
            assert!(
                got.starts_with(expected),
                "{name}: {got:?} is not {expected:?}..."
            );
            assert!(got.len() < 300, "{name}: {got}");
        }

        // Five turns were chosen and one taken back: four played.
        assert_eq!(s.chosen.len(), 5, "{name}");
        let mut played = s.chosen.clone();
        played.remove(3);
        let taken_back = format!("took back 2... {}", s.chosen[3]);
        assert!(
            s.out.contains(&taken_back),
            "{name}: {taken_back}\n{}",
            s.out
        );
        for (i, turn) in played.iter().enumerate() {
            let label = if i % 2 == 0 {
                format!("{}. {turn}", i / 2 + 1)
            } else {
                format!("{}... {turn}", i / 2 + 1)
            };
            assert!(s.out.contains(&label), "{name}: no {label}\n{}", s.out);
        }
        let saved_line = format!("saved 4 turns to {path_text}");
        assert!(
            s.out.contains(&saved_line),
            "{name}: {saved_line}\n{}",
            s.out
        );

        let saved = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(saved.contains(&format!("\nvariant: {name}\n")), "{saved}");
        let turn_lines: Vec<&str> = saved
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        let expected: Vec<String> = played
            .iter()
            .enumerate()
            .map(|(i, t)| match i % 2 {
                0 => format!("{}. {t}", i / 2 + 1),
                _ => format!("{}... {t}", i / 2 + 1),
            })
            .collect();
        assert_eq!(turn_lines, expected, "{name}");
        replays(&path, 4);
    }
}

#[test]
fn help_lists_every_command() {
    let s = session(&["play", "forward"], vec![line("help")]);
    assert_eq!(s.status, 0);
    assert_eq!(s.err, "");
    for command in [
        "<turn>",
        "turns [TEXT]",
        "board",
        "position",
        "undo",
        "save FILE",
        "white|black claims NAME",
        "help",
        "quit",
    ] {
        assert!(
            s.out.contains(&format!("\n  {command} ")),
            "{command}\n{}",
            s.out
        );
    }
    assert!(s.out.contains("fifty-move-win"), "{}", s.out);
    // Chess offers no claims, so its help has no claim line.
    let s = session(&["play", "chess"], vec![line("help")]);
    assert!(!s.out.contains("claims"), "{}", s.out);
}

#[test]
fn a_game_to_its_end_and_back() {
    let dir = folder("fools-mate");
    let path = dir.join("fools-mate.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let script = ["f3", "e5", "g4", "Qh4#", "a3", "turns"]
        .iter()
        .map(|t| line(t))
        .chain([
            line(&format!("save {path_text}")),
            line("undo"),
            line("Qh4"),
        ])
        .collect();
    let s = session(&["play", "chess"], script);
    assert_eq!(s.status, 0);
    assert!(s.out.contains("2... Qh4#\n"), "{}", s.out);
    assert_eq!(
        s.out
            .matches("game over: black wins by checkmate\n")
            .count(),
        2
    );
    assert_eq!(
        s.err,
        "error: the game is over (black wins by checkmate): 'a3' cannot be played\n\
         error: the game is over (black wins by checkmate): there are no turns\n"
    );
    assert!(s.out.contains("took back 2... Qh4#\n"), "{}", s.out);
    // Written without its mark, the mate is read and written as the
    // variant writes it.
    assert!(
        s.out.ends_with("game over: black wins by checkmate\n> "),
        "{}",
        s.out
    );
    let report = replays(&path, 4);
    assert!(
        report.contains("game over: black wins by checkmate"),
        "{report}"
    );
}

#[test]
fn a_game_from_a_position_text_numbers_from_black_and_saves_its_start() {
    let dir = folder("from-fen");
    let path = dir.join("endgame.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    let script = vec![
        line("position"),
        line("Kd7"),
        line("e4"),
        line(&format!("save {path_text}")),
    ];
    let s = session(&["play", "chess", "--fen", fen], script);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(s.out.contains(&format!("> {fen}\n")), "{}", s.out);
    assert!(
        s.out.contains("1... Kd7\n") && s.out.contains("2. e4\n"),
        "{}",
        s.out
    );
    let saved = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(saved.contains(&format!("\nstart: {fen}\n")), "{saved}");
    assert!(saved.ends_with("\n1... Kd7\n2. e4\n"), "{saved}");
    replays(&path, 2);
}

#[test]
fn options_reach_the_game_and_its_file() {
    let dir = folder("options");
    let path = dir.join("rookies.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let options = "armies=remarkable-rookies,nutty-knights";
    let script = vec![
        line("turns"),
        Say::Listed(5),
        line(&format!("save {path_text}")),
    ];
    let s = session(&["play", "momentum", "--options", options], script);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(
        s.out.contains(&format!("options: {options}\n")),
        "{}",
        s.out
    );
    // Remarkable Rookies v Nutty Knights: 24 first turns (Momentum's perft
    // file, agreed by its brute-force enumerator).
    assert!(s.out.contains("> 24 legal turns:\n"), "{}", s.out);
    let saved = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        saved.contains(&format!("\noptions: {options}\n")),
        "{saved}"
    );
    replays(&path, 1);
}

#[test]
fn a_game_that_cannot_open_is_refused_with_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["play", "multimove", "--options", "points=9"],
            "error: variant 'multimove': points '9' must be a whole number from 2 to 8",
        ),
        (
            &["play", "chess", "--fen", "8/8/8 w - - 0 1"],
            "error: variant 'chess': bad position text: the board part has 3 ranks, the board has 8",
        ),
        (
            &["play", "chess", "--fen", "8/8/8\nw - - 0 1"],
            "error: variant 'chess': bad position text: the board part has 3 ranks, the board has 8",
        ),
    ];
    for (args, expected) in cases {
        let s = session(args, vec![line("e4")]);
        assert_eq!(s.status, 2, "{args:?}: {}", s.err);
        assert_eq!(s.out, "", "{args:?}");
        assert_eq!(s.err.lines().count(), 1, "{args:?}: {}", s.err);
        assert!(s.err.starts_with(expected), "{args:?}: {}", s.err);
    }
    // Usage errors are clap's: the error: line, then its usage.
    let usage: &[(&[&str], &str)] = &[
        (
            &["play", "shogi"],
            "error: invalid value 'shogi' for '<VARIANT>'",
        ),
        (
            &["play"],
            "error: the following required arguments were not provided: <VARIANT>",
        ),
    ];
    for (args, expected) in usage {
        let s = session(args, vec![line("e4")]);
        assert_eq!(s.status, 2, "{args:?}: {}", s.err);
        assert_eq!(s.out, "", "{args:?}");
        assert_eq!(s.err.lines().next(), Some(*expected), "{args:?}: {}", s.err);
    }
}

#[test]
fn no_input_ends_the_session_quietly() {
    let s = session(&["play", "edge-of-world"], Vec::new());
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(s.out.contains("Edge of the World Chess"), "{}", s.out);
    assert!(s.out.ends_with("> "), "{}", s.out);
}

/// `turns` lists under a memory bound: a position whose turns would need
/// more is refused in one line and the game goes on (issue 34: the list
/// was made whatever its size; Multimove at 8 points on Kiwipete's pieces
/// has 1.3 million turns, and listing them took 5 s and 1.5 GB). The
/// bound is 1 GiB on the command line; here 1 MiB.
#[test]
fn turns_too_many_to_list_are_refused_in_one_line() {
    let request = xtask::play::PlayRequest {
        variant: "multimove".to_string(),
        options: String::new(),
        fen: Some(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1 8 -".to_string(),
        ),
        engine: xtask::play::EngineSides::None,
        limits: xtask::play::DEFAULT_LIMITS,
        turns_memory: 1 << 20,
    };
    let mut input = "turns\nturns Ke1\nKe1-f1\n".as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        xtask::play::run(&request, &mut input, &mut out, &mut err),
        0
    );
    let err = String::from_utf8(err).unwrap();
    let refused = "error: the turns here are too many to list: the turn search needs more than 1 MiB of memory\n";
    // Refused twice, listing nothing; the game goes on.
    assert_eq!(err, refused.repeat(2), "{err}");
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains("legal turn"), "{out}");
    assert!(out.contains("1. K e1-f1\n"), "{out}");
}
