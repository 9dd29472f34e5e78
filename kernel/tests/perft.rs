//! FIDE perft against the published counts in `perft/chess.perft`.

use kernel::perft_file;

fn run(max_nodes: u64) -> usize {
    let text = include_str!("../perft/chess.perft");
    let cases = perft_file::parse(text).expect("perft file reads");
    let (failures, ran) = perft_file::check(&kernel::chess::fide(), &cases, max_nodes);
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    ran
}

#[test]
fn standard_positions_up_to_five_million_nodes() {
    // Start position to depth 5, Kiwipete to 4, positions 3 to 6 to 4 or 5.
    let ran = run(5_000_000);
    assert!(ran >= 30, "only {ran} counts ran");
}

#[test]
#[ignore = "deep: about 700 million nodes; run with --ignored in release"]
fn standard_positions_deep() {
    run(u64::MAX);
}

/// The generic turn search, reused from node to node, counts FIDE chess
/// exactly as published: it shares only the single-move generator with
/// the fast count that `run` checks.
#[test]
fn the_reused_turn_search_counts_the_published_numbers() {
    use kernel::perft::perft_reusing_turn_search;
    use kernel::Variant;
    let chess = kernel::chess::fide();
    let cases = perft_file::parse(include_str!("../perft/chess.perft")).expect("perft file reads");
    let mut ran = 0;
    for case in &cases {
        let position = chess.read_position(&case.fen).expect("position reads");
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= 200_000) {
            assert_eq!(
                perft_reusing_turn_search(&chess, &position, depth),
                expected,
                "{} depth {depth}",
                case.id
            );
            ran += 1;
        }
    }
    assert!(ran >= 15, "only {ran} counts ran");
}

/// FIDE chess with one option of the test's own, `double-step=on|off`
/// (`off` also drops en passant, which needs the double step): a variant
/// built from a case's options, as `perft_file::check_with` wants.
fn chess_with(
    options: &str,
) -> Result<kernel::chesslike::Chesslike, kernel::options::OptionsError> {
    let mut given = kernel::options::Options::parse(options)?;
    let double = given
        .choose("double-step", &[("on", true), ("off", false)])?
        .unwrap_or(true);
    given.finish(&["double-step"])?;
    let mut rules = kernel::chess::rules();
    rules.double_step = double;
    rules.en_passant = double;
    Ok(kernel::chesslike::Chesslike::new(rules)
        .expect("FIDE rules without the double step compile"))
}

/// Counted by hand: without the double step White has 8 single pawn steps
/// and 4 Knight moves, and none of them changes Black's 12 replies.
const WITH_OPTIONS: &str = "# the start, twice\n\
                            id start\nperft 1 20\nperft 2 400\n\
                            id start\noptions double-step=off\nperft 1 12\nperft 2 144\n";

#[test]
fn an_options_line_is_read_per_case() {
    let cases = perft_file::parse(WITH_OPTIONS).expect("perft file reads");
    let options: Vec<&str> = cases.iter().map(|c| c.options.as_str()).collect();
    assert_eq!(options, ["", "double-step=off"]);
    assert_eq!(cases[1].name(), "start [double-step=off]");
    assert_eq!(cases[1].fen, "");
    assert_eq!(cases[1].counts, [(1, 12), (2, 144)]);
}

#[test]
fn check_with_builds_each_case_with_its_options() {
    let cases = perft_file::parse(WITH_OPTIONS).expect("perft file reads");
    let (failures, ran) = perft_file::check_with(chess_with, &cases, u64::MAX);
    assert_eq!(failures, [] as [String; 0]);
    assert_eq!(ran, 4);
    // A wrong count under the options is found, and named with them.
    let wrong = WITH_OPTIONS.replace("perft 1 12", "perft 1 13");
    let cases = perft_file::parse(&wrong).expect("perft file reads");
    let (failures, _) = perft_file::check_with(chess_with, &cases, u64::MAX);
    assert_eq!(
        failures,
        ["start [double-step=off] depth 1: expected 13, got 12"]
    );
    // Options the variant refuses are one failure line for the case.
    let cases = perft_file::parse("id start\noptions double-step=maybe\nperft 1 20\n")
        .expect("perft file reads");
    let (failures, ran) = perft_file::check_with(chess_with, &cases, u64::MAX);
    assert_eq!(ran, 0);
    assert_eq!(
        failures,
        ["start [double-step=maybe]: option 'double-step' cannot be 'maybe': expected 'on' or 'off'"]
    );
}

/// `check` counts with the one variant its caller built, so a case with
/// options is reported rather than counted under the wrong rules.
#[test]
fn check_refuses_a_case_with_options() {
    let cases = perft_file::parse(WITH_OPTIONS).expect("perft file reads");
    let (failures, ran) = perft_file::check(&kernel::chess::fide(), &cases, u64::MAX);
    assert_eq!(ran, 2);
    assert_eq!(
        failures,
        ["start [double-step=off]: the case names options, but the variant was built by the caller; check the file with perft_file::check_with"]
    );
}

/// Files written before `options` lines existed read as before, the
/// stopgap of options in brackets after the id included (the brackets are
/// part of the id).
#[test]
fn files_without_options_lines_read_as_before() {
    let cases = perft_file::parse(include_str!("../perft/chess.perft")).expect("perft file reads");
    assert!(cases.len() >= 6);
    assert!(cases.iter().all(|c| c.options.is_empty()));
    let cases = perft_file::parse("id start [pawn-start=capture]\nperft 1 57\n").expect("reads");
    assert_eq!(cases[0].id, "start [pawn-start=capture]");
    assert_eq!(cases[0].options, "");
}

#[test]
fn bad_options_lines_are_refused_with_the_line() {
    let check = |text: &str, expected: &str| {
        assert_eq!(perft_file::parse(text).unwrap_err().to_string(), expected);
    };
    check(
        "# c\noptions double-step=off\nid start\n",
        "line 2: 'options', 'fen' or 'perft' before any 'id'",
    );
    check(
        "id start\noptions a=1\noptions b=2\n",
        "line 3: case 'start' already has an 'options' line",
    );
    check(
        "id start\noptions\noptions b=2\n",
        "line 3: case 'start' already has an 'options' line",
    );
    check(
        "id start\n\noptions off\n",
        "line 3: option 'off' is not of the form key=value",
    );
    check(
        "id start\noptions a=1 a=2\n",
        "line 2: option 'a' is given twice",
    );
    check(
        "id start\noption a=1\n",
        "line 2: expected 'id', 'options', 'fen' or 'perft', found 'option a=1'",
    );
    // A new id starts a new case, which may have its own options line.
    let cases = perft_file::parse("id a\noptions x=1\nid b\noptions x=2\n").expect("reads");
    assert_eq!(cases[1].options, "x=2");
}

/// An `id` line must name its case: failures and the divide name cases by
/// it, and a case named by nothing cannot be found in the file.
#[test]
fn an_id_line_without_a_name_is_refused() {
    for text in [
        "id\nperft 1 20\n",
        "id   # start\nperft 1 20\n",
        "id a\nperft 1 20\nid\n",
    ] {
        let line = text
            .lines()
            .position(|l| l.starts_with("id") && !l.starts_with("id a"))
            .unwrap()
            + 1;
        assert_eq!(
            perft_file::parse(text).unwrap_err().to_string(),
            format!("line {line}: 'id' names no case: write 'id <name>'"),
            "{text:?}"
        );
    }
}
