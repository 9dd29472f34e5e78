//! UCI sessions run through the protocol: scripts of lines covering every
//! command, for FIDE chess (a turn is one move) and Momentum (a turn may be
//! several steps), with every `bestmove` checked legal by the kernel's own
//! game (not by the engine that chose it), a bad line of each kind, and
//! `stop` during `go infinite`.

use std::io::{Cursor, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::time::Duration;
use test_support::SharedOutput;
use uci::Session;

/// Runs `script` through a whole session and returns its output's lines.
fn run(script: &str) -> Vec<String> {
    let out = SharedOutput::default();
    uci::run(Cursor::new(script.to_string()), out.clone()).unwrap();
    let text = String::from_utf8(out.contents()).unwrap();
    text.lines().map(str::to_string).collect()
}

/// Output sent line by line to a channel, for a test that answers what
/// it reads.
struct Lines {
    tx: Sender<String>,
    partial: Vec<u8>,
}

impl Write for Lines {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        for &byte in b {
            if byte == b'\n' {
                let line = String::from_utf8(std::mem::take(&mut self.partial)).unwrap();
                let _ = self.tx.send(line);
            } else {
                self.partial.push(byte);
            }
        }
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn channel_session() -> (Session, Receiver<String>) {
    let (tx, rx) = channel();
    (
        Session::new(Lines {
            tx,
            partial: Vec::new(),
        }),
        rx,
    )
}

/// The next line that starts with `prefix`, the lines before it skipped;
/// fails after a minute.
fn wait_for(rx: &Receiver<String>, prefix: &str) -> String {
    loop {
        let line = rx
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("no line starting with {prefix:?}"));
        if line.starts_with(prefix) {
            return line;
        }
    }
}

/// The `bestmove` turns of `lines`, in order.
fn bestmoves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(str::to_string)
        .collect()
}

/// Checks that `turn` (coordinates) is legal after `moves` from the start
/// of `variant`, by the registry's game.
fn assert_legal(variant: &str, moves: &[&str], turn: &str) {
    let mut game = cvpages::open(variant, "").unwrap();
    for m in moves {
        game.play_coordinates(m).unwrap();
    }
    let legal = game.coordinate_turns();
    assert!(
        legal.iter().any(|t| t == turn),
        "{turn} is not among the {} legal turns of {variant} after {moves:?}",
        legal.len()
    );
}

#[test]
fn uci_names_the_engine_and_its_options() {
    let lines = run("uci\nisready\nquit\n");
    assert!(lines[0].starts_with("id name cvpages "), "{lines:?}");
    assert_eq!(lines[1], "id author the cvpages authors");
    let variants: Vec<String> = cvpages::names().map(|n| format!("var {n}")).collect();
    assert_eq!(
        lines[2],
        format!(
            "option name UCI_Variant type combo default chess {}",
            variants.join(" ")
        )
    );
    assert_eq!(
        lines[3],
        "option name UCI_VariantOptions type string default <empty>"
    );
    assert_eq!(
        lines[4],
        "option name Hash type spin default 16 min 1 max 1024"
    );
    assert_eq!(lines[5..], ["uciok", "readyok"]);
}

#[test]
fn a_chess_game_searched_by_depth_nodes_time_and_clock() {
    let script = "\
uci
setoption name Hash value 4
isready
ucinewgame
position startpos moves e2e4 e7e5
go depth 2
position startpos moves e2e4 e7e5 g1f3
go nodes 2000
position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 moves f1c4
go movetime 50
position startpos moves e2e4
go wtime 3000 btime 3000 winc 100 binc 100 movestogo 20
quit
";
    let lines = run(script);
    assert!(lines.contains(&"readyok".to_string()), "{lines:?}");
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 4, "{lines:?}");
    assert_legal("chess", &["e2e4", "e7e5"], &best[0]);
    assert_legal("chess", &["e2e4", "e7e5", "g1f3"], &best[1]);
    assert_legal("chess", &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"], &best[2]);
    assert_legal("chess", &["e2e4"], &best[3]);
    // The depth-2 search reports its two depths, with a principal variation
    // in coordinates that starts with the turn played.
    let depth_2: Vec<&String> = lines
        .iter()
        .take_while(|l| !l.starts_with("bestmove"))
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(depth_2.len(), 2, "{lines:?}");
    assert!(depth_2[0].starts_with("info depth 1 seldepth "));
    assert!(depth_2[1].starts_with("info depth 2 seldepth "));
    for word in ["score cp ", " nodes ", " nps ", " time ", " pv "] {
        assert!(depth_2[1].contains(word), "{word} in {}", depth_2[1]);
    }
    assert!(depth_2[1].ends_with(&format!("pv {}", depth_2[1].split(" pv ").nth(1).unwrap())));
    let pv_first = depth_2[1]
        .split(" pv ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    assert_eq!(pv_first, best[0]);
}

#[test]
fn a_mate_in_one_is_found_and_scored_as_mate() {
    let lines = run("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\nquit\n");
    assert_eq!(bestmoves(&lines), ["a1a8"]);
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:?}"
    );
}

#[test]
fn a_momentum_game_of_multi_step_turns() {
    // After 1. e4 Nc6 the e-pawn moves on by its momentum and White makes
    // one start: a turn of two steps, joined by a comma.
    let script = "\
setoption name UCI_Variant value momentum
setoption name UCI_VariantOptions value <empty>
ucinewgame
isready
position startpos moves e2e4 b8c6 e4e6,g1f3
go depth 1
position startpos moves e2e4 b8c6
go nodes 3000
quit
";
    let lines = run(script);
    assert!(lines.contains(&"readyok".to_string()));
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 2, "{lines:?}");
    assert_legal("momentum", &["e2e4", "b8c6", "e4e6,g1f3"], &best[0]);
    assert_legal("momentum", &["e2e4", "b8c6"], &best[1]);
    // White's turn here moves the e-pawn on first: several steps.
    assert!(best[1].contains(','), "{}", best[1]);
}

#[test]
fn momentum_options_are_taken_and_a_refused_text_is_reported() {
    let script = "\
setoption name UCI_Variant value momentum
setoption name UCI_VariantOptions value armies=nutty-knights,remarkable-rookies
setoption name UCI_VariantOptions value points=3
position startpos
go depth 1
quit
";
    let lines = run(script);
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert_eq!(errors.len(), 1, "{lines:?}");
    assert!(
        errors[0].starts_with("info string setoption UCI_VariantOptions: variant 'momentum': "),
        "{}",
        errors[0]
    );
    let mut game = cvpages::open("momentum", "armies=nutty-knights,remarkable-rookies").unwrap();
    let best = &bestmoves(&lines)[0];
    game.play_coordinates(best).unwrap();
}

#[test]
fn every_bad_line_gets_one_info_string_and_the_session_goes_on() {
    let bad = [
        "fly",
        "isready now",
        "setoption name Hash value lots",
        "setoption name Hash value 0",
        "setoption name Threads value 2",
        "setoption name UCI_Variant value shogi",
        "setoption value 3",
        "position",
        "position fen",
        "position fen 8/8 w",
        "position startpos moves e2e5",
        "position startpos moves e2e4 e7e5 e4e5",
        "position startpos e2e4",
        "go depth 0",
        "go depth 65",
        "go nodes 0",
        "go nodes",
        "go movetime soon",
        "go ponder",
        "debug maybe",
    ];
    for line in bad {
        let lines = run(&format!("{line}\nisready\nquit\n"));
        assert_eq!(lines.len(), 2, "{line}: {lines:?}");
        assert!(lines[0].starts_with("info string "), "{line}: {lines:?}");
        assert_eq!(lines[1], "readyok", "{line}");
    }
    // A position refused leaves no position to search: go says so and
    // answers at once, so a GUI waiting for bestmove is not left waiting.
    let lines = run("position startpos moves e2e5\ngo depth 1\nquit\n");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].starts_with("info string position: move 1: 'e2e5' is illegal"));
    assert_eq!(
        lines[1],
        "info string no position to search: the last position command was refused"
    );
    assert_eq!(lines[2], "bestmove (none)");
}

#[test]
fn a_finished_game_has_no_best_move() {
    let lines = run("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1\ngo depth 2\nquit\n");
    assert_eq!(
        lines,
        [
            "info string the game is over: white wins by checkmate",
            "bestmove (none)"
        ]
    );
}

#[test]
fn stop_ends_go_infinite_with_a_legal_bestmove() {
    let (mut session, rx) = channel_session();
    session.handle("position startpos moves d2d4");
    session.handle("go infinite");
    wait_for(&rx, "info depth 1 ");
    // While it runs: isready is answered, other commands are refused.
    session.handle("isready");
    wait_for(&rx, "readyok");
    session.handle("position startpos");
    assert_eq!(
        wait_for(&rx, "info string"),
        "info string a search is running until stop: send stop first"
    );
    session.handle("stop");
    let best = wait_for(&rx, "bestmove ");
    assert_legal("chess", &["d2d4"], best.strip_prefix("bestmove ").unwrap());
    // The session goes on.
    session.handle("go depth 1");
    session.handle("isready");
    let best = wait_for(&rx, "bestmove ");
    assert_legal("chess", &["d2d4"], best.strip_prefix("bestmove ").unwrap());
    session.handle("quit");
    assert!(session.has_quit());
}

#[test]
fn stop_ends_a_multimove_search_too() {
    let (mut session, rx) = channel_session();
    session.handle("setoption name UCI_Variant value multimove");
    session.handle("go");
    wait_for(&rx, "info depth 1 ");
    session.handle("stop");
    let best = wait_for(&rx, "bestmove ");
    assert_legal("multimove", &[], best.strip_prefix("bestmove ").unwrap());
}

#[test]
fn the_end_of_the_input_stops_an_infinite_search() {
    let lines = run("go infinite\n");
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    assert_legal("chess", &[], &best[0]);
}

#[test]
fn an_over_long_line_is_refused() {
    let long = "x".repeat(uci::session::MAX_LINE + 10);
    let lines = run(&format!("{long}\nisready\n"));
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("info string a line longer than 1048576 bytes is refused"));
    assert_eq!(lines[1], "readyok");
}
