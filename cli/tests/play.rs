//! `play` driven through its standard input, as a person at the terminal
//! would drive it: for every variant, turns chosen from the list the
//! `turns` command prints, bad input in the middle (one line, and the
//! game goes on), the game saved, the saved file replayed the way
//! `verify-games` replays every game file, and then by the `cvpages`
//! command's `replay`, and resumed by its `play --load`. The sessions that
//! read the screen before typing call the library (`cvpages_cli`), which
//! the binary runs; the saved files go through the binary.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;

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
    let status = cvpages_cli::run_with_input(args, &mut person, &mut out, &mut err);
    let chosen = chosen.borrow().clone();
    Session {
        status,
        out: screen.text(),
        err: String::from_utf8_lossy(&err).into_owned(),
        chosen,
    }
}

/// A fresh folder for one test's saved games (the transcripts' too).
pub(crate) fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("play")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Replays a saved file as `verify-games` replays a game file (the
/// registry's replay of the file's text).
#[track_caller]
fn replays(path: &Path, turns: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file =
        cvpages::GameFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let report = cvpages::replay(&file).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(report.problems(), &[] as &[String], "{}", report.render());
    assert_eq!(report.turns_replayed(), turns, "{}", report.render());
    report.render()
}

/// Runs the `cvpages` binary with `args` and `input` on its standard
/// input: its status, standard output and standard error (the
/// transcripts' `cvpages` too).
pub(crate) fn binary(args: &[&str], input: &str) -> (i32, String, String) {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_cvpages"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cvpages runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(input.as_bytes())
        .expect("input written");
    let output = child.wait_with_output().expect("cvpages ends");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
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
            "error: 'white claims' is followed by the claim's name, one word, found 'white claims'",
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
        let saved_line = format!("saved 4 turns to '{path_text}'");
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

        // The command replays the file (status 0, the report and its
        // summary line) and resumes it: the position after the four turns,
        // as the registry's game reaches it from the same turns.
        let (status, out, err) = binary(&["replay", path_text], "");
        assert_eq!(status, 0, "{name}: {out}{err}");
        assert!(out.contains("Summary: 4 turns replayed"), "{name}: {out}");
        assert!(
            out.contains(&format!("ok   '{path_text}'")),
            "{name}: {out}"
        );
        let mut game = cvpages::open(name, "").unwrap();
        for turn in &played {
            game.play(turn)
                .unwrap_or_else(|e| panic!("{name}: {turn}: {e}"));
        }
        let (status, out, err) = binary(&["play", "--load", path_text], "position\nquit\n");
        assert_eq!((status, err.as_str()), (0, ""), "{name}: {out}");
        assert!(out.contains("resumed after 4 turns"), "{name}: {out}");
        let position = format!("> {}\n", game.position_text());
        assert!(out.contains(&position), "{name}: {position}\n{out}");
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
        "offer draw",
        "accept",
        "decline",
        "resign",
        "claim NAME",
        "white|black ACT",
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
    // Chess offers FIDE's two claims.
    let s = session(&["play", "chess"], vec![line("help")]);
    assert!(
        s.out
            .contains("claim a result a rule gives: threefold-repetition, fifty-moves"),
        "{}",
        s.out
    );
}

/// The Knights out and back twice: the start stands a third time.
const DANCE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

/// A threefold repetition is a claim, not the end of the game, in play as
/// in a game file's replay: the game goes on unless a player claims it.
/// (Before, play ended the game there and refused the next turn, while
/// the replay of the same turns went on.)
#[test]
fn play_goes_on_after_a_threefold_repetition_as_replay_does() {
    let dir = folder("repetition");
    let path = dir.join("repetition.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let script = DANCE
        .iter()
        .chain(&["e4"])
        .map(|t| line(t))
        .chain([line(&format!("save {path_text}"))])
        .collect();
    let s = session(&["play", "chess"], script);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(!s.out.contains("game over"), "{}", s.out);
    assert!(
        s.out.contains(
            "5. e4
"
        ),
        "{}",
        s.out
    );
    replays(&path, 9);
}

#[test]
fn the_player_to_move_claims_offers_answers_and_resigns() {
    let dir = folder("acts");
    // A claim too early is refused; the third time it is accepted.
    let path = dir.join("claimed.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let mut script: Vec<Say> = DANCE[..4].iter().map(|t| line(t)).collect();
    script.push(line("claim threefold-repetition"));
    script.extend(DANCE[4..].iter().map(|t| line(t)));
    script.extend([
        line("claim threefold-repetition"),
        line("e4"),
        line(&format!("save {path_text}")),
    ]);
    let s = session(&["play", "chess"], script);
    assert_eq!(s.status, 0);
    assert_eq!(
        s.err,
        "error: the position has stood twice here, a draw needs 3\n\
         error: the game is over (draw by threefold repetition): 'e4' cannot be played\n"
    );
    assert!(
        s.out.contains(
            "> white claims threefold-repetition\ngame over: draw by threefold repetition\n"
        ),
        "{}",
        s.out
    );
    let report = replays(&path, 8);
    assert!(
        report.contains("game over: draw by threefold repetition"),
        "{report}"
    );

    // White offers with its move, Black declines; Black offers with its
    // move and White plays on, which declines it (so Black then has no
    // offer to accept); Black offers again and White accepts.
    let path = dir.join("agreed.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let script = [
        "offer draw",
        "e4",
        "decline",
        "offer draw",
        "e5",
        "Nf3",
        "accept",
        "offer draw",
        "Nc6",
        "accept draw",
    ]
    .iter()
    .map(|t| line(t))
    .chain([line(&format!("save {path_text}"))])
    .collect();
    let s = session(&["play", "chess"], script);
    assert_eq!(s.status, 0);
    assert_eq!(
        s.err,
        "error: black has no draw offer to answer: white has not offered a draw, or its offer has lapsed\n"
    );
    for said in [
        "> white offers draw\n",
        "> black declines draw\n",
        "> black offers draw\n",
        "> white accepts draw\ngame over: draw by agreement\n",
    ] {
        assert!(s.out.contains(said), "{said}\n{}", s.out);
    }
    let saved = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        saved.contains(
            "\nwhite offers draw\n1. e4\nblack declines draw\nblack offers draw\n1... e5\n\
             2. Nf3\nblack offers draw\n2... Nc6\nwhite accepts draw\n"
        ),
        "{saved}"
    );
    let report = replays(&path, 4);
    assert!(report.contains("game over: draw by agreement"), "{report}");

    // Resigning, taken back, and either player's act as a game file
    // writes it.
    let script = ["e4", "resign", "undo", "white resigns", "e5"]
        .iter()
        .map(|t| line(t))
        .collect();
    let s = session(&["play", "chess"], script);
    assert!(
        s.out
            .contains("> black resigns\ngame over: white wins by resignation\n"),
        "{}",
        s.out
    );
    assert!(s.out.contains("withdrew: black resigns\n"), "{}", s.out);
    assert!(
        s.out
            .contains("> white resigns\ngame over: black wins by resignation\n"),
        "{}",
        s.out
    );
    assert_eq!(
        s.err,
        "error: the game is over (black wins by resignation): 'e5' cannot be played\n"
    );
}

#[test]
fn forward_refuses_a_draw_offer_with_its_rule_9() {
    let s = session(&["play", "forward"], vec![line("offer draw"), line("e4")]);
    assert_eq!(
        s.err,
        "error: white cannot agree to a draw: rule 9: \"Draws by agreement are illegal.\"\n"
    );
    assert!(s.out.contains("1. e4\n"), "{}", s.out);
}

/// The engine, a Queen down, accepts the draw offered; a Queen up, it
/// declines and plays on.
#[test]
fn the_engine_answers_a_draw_offer_by_its_score() {
    let behind = "4k1n1/8/8/8/8/8/8/3QK1N1 w - - 0 1";
    let args = [
        "play", "chess", "--fen", behind, "--engine", "black", "--limit", "depth 2",
    ];
    let s = session(&args, vec![line("offer draw"), line("Kf2")]);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(
        s.out
            .contains("black accepts draw\ngame over: draw by agreement\n"),
        "{}",
        s.out
    );
    // Black to move offers with its turn; White, the engine, is ahead.
    let ahead = "4k1n1/8/8/8/8/8/8/3QK1N1 b - - 0 1";
    let args = [
        "play", "chess", "--fen", ahead, "--engine", "white", "--limit", "depth 2",
    ];
    let s = session(&args, vec![line("offer draw"), line("Nf6")]);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(s.out.contains("white declines draw\n2. "), "{}", s.out);
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
            "error: invalid value 'shogi' for '[VARIANT]'",
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
    let request = cvpages_cli::play::PlayRequest {
        variant: "multimove".to_string(),
        options: String::new(),
        fen: Some(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1 8 -".to_string(),
        ),
        load: None,
        engine: cvpages_cli::play::EngineSides::None,
        limits: cvpages_cli::play::DEFAULT_LIMITS,
        turns_memory: 1 << 20,
    };
    let mut input = "turns\nturns Ke1\nKe1-f1\n".as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        cvpages_cli::play::run(
            &request,
            cvpages_cli::play::Input::Lines(&mut input),
            &mut out,
            &mut err
        ),
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

/// Issue 34 item 11: `save FILE` replaced an existing file (`precious.txt`
/// became the game). It keeps it now and says how to replace it; `save!
/// FILE` replaces it, through a new file renamed onto the name (on Unix,
/// the name then belongs to another file than before), so that a write
/// that fails half-way never leaves half a file.
#[test]
fn save_keeps_an_existing_file_and_save_bang_replaces_it() {
    let dir = folder("keep");
    let path = dir.join("precious.txt");
    std::fs::write(&path, "precious\n").expect("a file to keep");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    #[cfg(unix)]
    let inode = |p: &Path| std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(p).unwrap());
    #[cfg(unix)]
    let before = inode(&path);
    let script = vec![line("e4"), line(&format!("save {path_text}"))];
    let s = session(&["play", "chess"], script);
    assert_eq!(s.status, 0);
    assert_eq!(
        s.err,
        format!("error: '{path_text}' exists already: it is kept ('save! FILE' replaces it)\n")
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious\n");
    assert!(!s.out.contains("saved"), "{}", s.out);

    let script = vec![line("e4"), line(&format!("save! {path_text}"))];
    let s = session(&["play", "chess"], script);
    assert_eq!((s.status, s.err.as_str()), (0, ""));
    assert!(
        s.out.contains(&format!("saved 1 turn to '{path_text}'\n")),
        "{}",
        s.out
    );
    replays(&path, 1);
    #[cfg(unix)]
    assert_ne!(inode(&path), before, "written in place, not renamed");
    // Nothing else is left in the folder (no temporary file).
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

/// Issue 34 item 11: a file name is quoted as errors quote input, so a
/// name holding a terminal escape sequence or a line break is shown
/// escaped, never written to the terminal as it is; and a file that
/// cannot be written is one line naming it so.
#[test]
fn file_names_are_quoted_escaped() {
    let dir = folder("escapes");
    let path = dir.join("\u{1b}[2J\u{1b}[31mred.game");
    let path_text = path.to_str().expect("a UTF-8 temporary folder");
    let quoted = path_text.replace('\u{1b}', r"\u{1b}");
    let missing = dir.join("no-such-folder\r").join("x.game");
    let missing_text = missing.to_str().expect("a UTF-8 temporary folder");
    let script = vec![
        line(&format!("save {path_text}")),
        line(&format!("save {missing_text}")),
    ];
    let s = session(&["play", "chess"], script);
    assert_eq!(s.status, 0);
    assert!(
        s.out.contains(&format!("saved 0 turns to '{quoted}'\n")),
        "{}",
        s.out
    );
    assert!(std::fs::read_to_string(&path).is_ok());
    let expected = format!(
        "error: cannot write '{}': ",
        missing_text.replace('\r', r"\r")
    );
    assert!(s.err.starts_with(&expected), "{:?}", s.err);
    assert_eq!(s.err.lines().count(), 1, "{:?}", s.err);
    for text in [&s.out, &s.err] {
        assert!(
            !text.contains(['\u{1b}', '\r']),
            "a raw escape reached the terminal: {text:?}"
        );
    }
}
