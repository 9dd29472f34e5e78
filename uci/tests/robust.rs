//! No line panics a session: random lines, and lines near the grammar
//! (every command, with good and bad arguments, in any order), each
//! answered only by the lines UCI knows, every error on one line. The
//! searches are kept small (depth 1, a few hundred nodes, milliseconds),
//! and a search until `stop` is stopped at the end.

use proptest::prelude::*;
use test_support::SharedOutput;
use uci::Session;

/// Feeds `lines` to a session, stops it, and checks what it wrote.
fn check(lines: &[String]) -> Result<(), TestCaseError> {
    let out = SharedOutput::default();
    let mut session = Session::new(out.clone());
    for line in lines {
        session.handle(line);
    }
    session.stop();
    drop(session);
    let text = String::from_utf8(out.contents())
        .map_err(|e| TestCaseError::fail(format!("not UTF-8: {e}")))?;
    for line in text.lines() {
        let known = ["id ", "option ", "info ", "bestmove "]
            .iter()
            .any(|p| line.starts_with(p))
            || ["uciok", "readyok"].contains(&line);
        prop_assert!(known, "{lines:?} wrote {line:?}");
        prop_assert!(line.len() < 4096, "a long line: {line:?}");
    }
    Ok(())
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("uci".to_string()),
        Just("isready".to_string()),
        Just("ucinewgame".to_string()),
        Just("stop".to_string()),
        Just("quit".to_string()),
        Just("setoption name UCI_Variant value".to_string()),
        Just("setoption name UCI_VariantOptions value".to_string()),
        Just("setoption name Hash value".to_string()),
        Just("setoption name".to_string()),
        Just("position startpos".to_string()),
        Just("position fen".to_string()),
        Just("moves".to_string()),
        Just("go".to_string()),
        Just("depth 1".to_string()),
        Just("nodes 200".to_string()),
        Just("nodes 1".to_string()),
        Just("movetime 3".to_string()),
        Just("wtime 40 btime 40 winc 1 binc 1".to_string()),
        Just("movestogo 1".to_string()),
        Just("infinite".to_string()),
        Just("value".to_string()),
        Just("chess".to_string()),
        Just("momentum".to_string()),
        Just("multimove".to_string()),
        Just("forward".to_string()),
        Just("edge-of-world".to_string()),
        Just("heavy-gravity".to_string()),
        Just("points=2".to_string()),
        Just("armies=nutty-knights,remarkable-rookies".to_string()),
        Just("<empty>".to_string()),
        Just("2".to_string()),
        Just("0".to_string()),
        Just("-5".to_string()),
        Just("e2e4".to_string()),
        Just("e7e5".to_string()),
        Just("e4e6,g1f3".to_string()),
        Just("g1f3".to_string()),
        Just("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string()),
        Just("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()),
        "[a-z0-9,/=<>-]{1,8}",
        "\\PC{1,6}",
    ]
}

/// A line of words of the grammar (whose only depth is 1).
fn near_grammar_line() -> impl Strategy<Value = String> {
    proptest::collection::vec(word(), 1..7).prop_map(|words| words.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_lines_never_panic(lines in proptest::collection::vec("\\PC{0,40}", 1..8)) {
        check(&lines)?;
    }

    #[test]
    fn near_grammar_lines_never_panic(lines in proptest::collection::vec(near_grammar_line(), 1..8)) {
        check(&lines)?;
    }
}
