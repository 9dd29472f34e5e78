//! `cargo xtask uci`: a session through the built binary's standard input
//! and output, its `bestmove` checked legal by the registry's game.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_binary_speaks_uci_on_standard_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the xtask binary runs");
    let script = "uci\n\
        setoption name UCI_Variant value multimove\n\
        setoption name UCI_VariantOptions value points=2\n\
        isready\n\
        position startpos\n\
        go nodes 3000\n\
        fly\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let out = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("id name cvpages "), "{out}");
    assert!(lines.contains(&"uciok"), "{out}");
    assert!(lines.contains(&"readyok"), "{out}");
    assert!(
        lines.contains(&"info string unknown command 'fly'"),
        "{out}"
    );
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove");
    let mut game = cvpages::open("multimove", "points=2").unwrap();
    game.play_coordinates(best).unwrap();
}
