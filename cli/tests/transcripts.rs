//! The numbered problems of issue 30, each a transcript of the `cvpages`
//! binary driven through its standard input and read on its standard
//! output and error, as a person uses it. Each fails on the old `cargo
//! xtask play` / `analyse` of 15b8f86, the "today's main": each
//! test's input was run through that commit's commands (the same stdin,
//! `cargo xtask` in place of `cvpages`), and its comment says what they
//! answered, which the test's first assertion named there refuses.

pub(crate) use crate::play::binary as cvpages;
use crate::play::folder;

/// The output after the line that echoes `label` (`2.`), up to the next
/// prompt.
#[track_caller]
fn after_turn<'a>(out: &'a str, echo: &str) -> &'a str {
    let at = out
        .find(echo)
        .unwrap_or_else(|| panic!("no {echo:?} in\n{out}"));
    let rest = &out[at..];
    let end = rest.find("\n> ").map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// Problem 1: the Rook that falls off the board. After `1. R C3:C1` the
/// board lists the Rook in motion with where it goes next, off the board;
/// after White's next turn, the turn's events say that it left.
/// On 15b8f86: after `1. R C3:C1` only the position's field `momentum: R
/// C1 8 2`, no "in motion" list and no square the Rook goes to (fails at
/// `in motion`); `2. P F4:F5, R C1~off` with no event under it.
#[test]
fn edge_of_world_shows_the_rook_going_off_before_and_as_it_goes() {
    let (status, out, err) = cvpages(&["play", "edge-of-world"], "R C3:C1\nN I10:G6\nP F4:F5\n");
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let first = after_turn(&out, "1. R C3:C1");
    assert!(first.contains("in motion"), "{first}");
    let rook = first
        .lines()
        .find(|l| l.trim_start().starts_with("C1 Rook"))
        .unwrap_or_else(|| panic!("no line for the Rook on C1:\n{first}"));
    assert!(rook.contains("→ off the board"), "{rook}");
    let third = after_turn(&out, "2. P F4:F5, R C1~off");
    assert!(third.contains("  - the Rook leaves the board"), "{third}");
}

/// Problem 2: a saved game replayed by `replay FILE` and resumed by `play
/// --load FILE`; a file with an undeclared illegal turn fails with status
/// 1, an unreadable one with 2, and `verify-games PATH` is the
/// project's (see the xtask tests).
/// On 15b8f86: `save` wrote the file, but `replay` was "unrecognized
/// subcommand 'replay'" and `play --load` "unexpected argument '--load'",
/// both status 2 (fails at the replay's status), and `verify-games PATH`
/// "unexpected argument".
#[test]
fn a_saved_game_is_replayed_and_resumed() {
    let dir = folder("saved");
    let path = dir.join("x.game");
    let path_text = path.to_str().unwrap();
    let (status, out, err) = cvpages(&["play", "chess"], &format!("e4\ne5\nsave {path_text}\n"));
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let (status, out, err) = cvpages(&["replay", path_text], "");
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("\n1... e5\n  ok: e5\n"), "{out}");
    let (status, out, err) = cvpages(&["play", "--load", path_text], "Nf3\n");
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("resumed after 2 turns"), "{out}");
    assert!(out.contains("2. Nf3\n"), "{out}");

    let bad = dir.join("illegal.game");
    std::fs::write(
        &bad,
        "title: t\nsource: s\nvariant: chess\n\n1. e4\n1... e4\n",
    )
    .unwrap();
    let (status, out, _) = cvpages(&["replay", bad.to_str().unwrap()], "");
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("FAIL"), "{out}");
    let (status, _, err) = cvpages(&["replay", dir.join("none.game").to_str().unwrap()], "");
    assert_eq!(status, 2);
    assert!(err.starts_with("error: cannot read '"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// Problem 3: in Momentum, `Nf3` while the Pawn on a3 must move on is the
/// one turn `a3-a4, Ng1-f3` (in some order): filled in and echoed in full.
/// On 15b8f86: `error: 'Nf3' is illegal: the turn is unfinished: the piece
/// on a3 must still move on by its momentum or be stopped` (fails at the
/// empty stderr), and `a3-a4` "the turn is unfinished: the turn needs one
/// action, a start or a stop", with no completion listed.
#[test]
fn momentum_fills_in_the_forced_momentum_move() {
    let (status, out, err) = cvpages(&["play", "momentum"], "a3\na6\nNf3\n");
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let turn = after_turn(&out, "2. ");
    assert!(
        turn.starts_with("2. a3-a4, Ng1-f3 (the events the rules force filled in)\n"),
        "{turn}"
    );
    assert!(
        turn.contains("\n  - momentum: Pawn a3-a4 (+0+1)\n"),
        "{turn}"
    );
    // The Pawn's move alone: the turn still needs its action, which may
    // be any of many: listed, nothing played.
    let (status, out, err) = cvpages(&["play", "momentum"], "a3\na6\na3-a4\n");
    assert_eq!(status, 0, "{out}");
    assert!(
        err.starts_with("error: 'a3-a4' can be finished in more than 8 ways: a3-a4, "),
        "{err}"
    );
    assert!(!out.contains("2. "), "{out}");
}

/// Problem 4: with Different Armies, the board's letter is read, and the
/// turn echoed, the turns listed and the game file saved write it too (one
/// name for a piece on the board and in turns); the rule text's Betza
/// string still reads, and a game file written with it still replays.
/// On 15b8f86: `error: 'Ib1-c3' is not a turn here: 'Ib1-c3' is not an
/// event: expected e2-e4, (RN)d1:e3, Bb5, e4-e4 or O-O` (fails at the
/// empty stderr); the file saved held no turn. (Before this test's
/// letters were written, `1. (fbNF)b1-c3` was echoed.)
#[test]
fn different_armies_letters_are_read_and_written() {
    let dir = folder("armies");
    let path = dir.join("armies.game");
    let path_text = path.to_str().unwrap();
    let (status, out, err) = cvpages(
        &[
            "play",
            "momentum",
            "--options",
            "armies=nutty-knights,colorbound-clobberers",
        ],
        &format!("Ib1-c3\nturns Wb8\nhelp\n(BN)d8-c6\nsave {path_text}\n"),
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("1. Ib1-c3\n"), "{out}");
    // Black's Waffle on b8 (W on the board), its Alfil leap listed by
    // its letter.
    assert!(out.contains("\n  Wb8-d6\n"), "{out}");
    assert!(!out.contains("(WA)"), "{out}");
    // Black's Cardinal typed as the rule text writes it, echoed by its
    // letter.
    assert!(out.contains("1... Cd8-c6\n"), "{out}");
    // The help's key links the letter to the Betza string.
    let key = out
        .lines()
        .find(|l| l.starts_with("  I    Fibnif "))
        .unwrap_or_else(|| panic!("no key for I:\n{out}"));
    assert!(key.contains(" fbNF "), "{key}");
    // The key's sentence on turns, wrapped at the terminal's width.
    assert!(
        out.replace('\n', " ")
            .contains("any other piece by its letter on the boards"),
        "{out}"
    );
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.contains("\n1. Ib1-c3\n1... Cd8-c6\n"), "{saved}");
    // A file in the rule text's Betza strings replays, its turns echoed
    // by their letters.
    let betza = dir.join("betza.game");
    std::fs::write(
        &betza,
        "title: t\nsource: s\nvariant: momentum\noptions: armies=nutty-knights,colorbound-clobberers\n\n1. (fbNF)b1-c3\n1... (BN)d8-c6\n",
    )
    .unwrap();
    let (status, out, err) = cvpages(&["replay", betza.to_str().unwrap()], "");
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("\n1. (fbNF)b1-c3\n  ok: Ib1-c3\n"), "{out}");
}

/// Problem 5: `help` says how turns are written, with examples; `turns`
/// finds `N g1-f3` from `Ng1-f3`.
/// On 15b8f86: `help` listed the commands only, none of the four headings
/// in any of the seven variants (fails at `Writing a turn:` for chess);
/// `turns Ng1-f3` in Multimove: "0 of 1013 legal turns containing
/// 'Ng1-f3'".
#[test]
fn help_explains_the_notation_and_turns_ignores_spaces() {
    for name in cvpages::names() {
        let (status, out, err) = cvpages(&["play", name], "help\n");
        assert_eq!((status, err.as_str()), (0, ""), "{name}: {out}");
        assert!(out.contains("Writing a turn:"), "{name}: {out}");
        assert!(out.contains("Turns here, for example: "), "{name}: {out}");
        assert!(out.contains("Options in force: "), "{name}: {out}");
        assert!(
            out.contains("Pieces (White in capital letters"),
            "{name}: {out}"
        );
    }
    let (status, out, _) = cvpages(&["play", "multimove"], "turns Ng1-f3\n");
    assert_eq!(status, 0);
    assert!(out.contains("  N g1-f3"), "{out}");
}

/// Problem 6: a refusal names the piece, how it moves and its legal moves.
/// On 15b8f86: `'e2-e4' is illegal: step 1 (e2-e4) is illegal: the Pawn
/// on e2 cannot move to e4 that way` (fails at `the white Pawn (P, `);
/// Heavy Gravity's help had no key, and `Ke1-e2` "the Old Monkey on e1
/// cannot move to e2 that way".
#[test]
fn a_refusal_says_what_the_piece_may_do() {
    let (status, out, err) = cvpages(&["play", "multimove"], "e2-e4\n");
    assert_eq!(status, 0, "{out}");
    assert!(err.contains("the white Pawn (P, "), "{err}");
    assert!(err.contains("on e2 may play "), "{err}");
    assert!(err.contains("e2-e3"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // Heavy Gravity's royal Old Monkey, lettered K: its moves in the key,
    // and `turns K`, which lists no turn at the start, says why.
    let (_, out, err) = cvpages(&["play", "heavy-gravity"], "help\nturns K\nKe1-e2\n");
    assert!(out.contains("  K k  Old Monkey"), "{out}");
    assert!(
        out.contains("(the white Old Monkey (K, FbW) on e1 has no legal move now)"),
        "{out}"
    );
    assert!(
        err.contains("the white Old Monkey (K, FbW) on e1 has no legal move now"),
        "{err}"
    );
}

/// Problem 6, Multimove's own refusals: a move over budget quotes the
/// page's budget sentence, a piece's second move that only its extra
/// point makes too dear quotes the sentence on moving again; each message
/// is one line and lists the legal moves of the piece named.
/// On 15b8f86: `it costs 5 (5 squares) points and only 3 are left` and
/// `it costs 3 (2 squares, 1 for moving again) points and only 2 are
/// left`, no rule quoted and no legal move listed (fails at the first
/// quoted sentence).
#[test]
fn multimove_refusals_name_their_rule() {
    // White's first turn has 4 points: e2-e3 costs 1, the Bishop's five
    // squares to a6 cost 5.
    let (status, out, err) = cvpages(&["play", "multimove"], "e2-e3, B f1-a6\n");
    assert_eq!(status, 0, "{out}");
    assert!(
        err.contains(
            "it costs 5 points (5 squares) and only 3 are left: \"Each turn a player may \
             spend up to N points (N/2 for White's initial turn)\""
        ),
        "{err}"
    );
    assert!(err.contains("on e2 may play "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // The Knight's second move costs 2 squares and 1 for moving again, 3
    // of the 2 points left: its squares alone would fit.
    let (status, out, err) = cvpages(&["play", "multimove"], "N g1-f3, N f3-e5\n");
    assert_eq!(status, 0, "{out}");
    assert!(
        err.contains(
            "the piece has already moved this turn, and \"Moving a piece that has already \
             been moved during the turn costs an extra point\": it costs 3 points (2 \
             squares, 1 for moving again) and only 2 are left"
        ),
        "{err}"
    );
    assert!(
        err.contains("the white Knight (N, N) on g1 may play N g1-f3, N g1-h3"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!out.contains("1. "), "{out}");
}

/// Problem 7: the engine's score is labelled, from White's view, with the
/// convention stated once; `analyse` prints the played turn's score.
/// On 15b8f86: `engine: +0.18 at depth 1, 20 nodes in 0 ms`, with no
/// view stated (fails at `scores are from White's view`); `analyse`: `1.
/// e4: engine Nc3 +0.22 (depth 1, 20 nodes)`, no score of the turn
/// played.
#[test]
fn scores_are_labelled_and_analyse_scores_the_turn_played() {
    let (status, out, err) = cvpages(
        &["play", "chess", "--engine", "black", "--limit", "depth 1"],
        "e4\n",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert_eq!(
        out.matches("scores are from White's view").count(),
        1,
        "{out}"
    );
    assert!(out.contains("engine: cp "), "{out}");
    let dir = folder("analyse");
    let path = dir.join("a.game");
    std::fs::write(
        &path,
        "title: t\nsource: s\nvariant: chess\n\n1. e4\n1... e5\n",
    )
    .unwrap();
    let (status, out, err) = cvpages(
        &[
            "analyse",
            path.to_str().unwrap(),
            "--limit",
            "depth 1",
            "--mate",
            "0",
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let first = out.lines().find(|l| l.starts_with("1. e4")).unwrap();
    assert!(first.contains(": engine "), "{first}");
    assert!(first.contains(", played cp "), "{first}");
}

/// Problem 8: words: `1 ply`, and the plural of turns.
/// On 15b8f86: `no pawn captured yet (1 plies)` (fails at `(1 ply)`).
#[test]
fn plies_and_turns_are_counted_in_words() {
    let (status, out, _) = cvpages(&["play", "forward"], "Nf3\n");
    assert_eq!(status, 0);
    assert!(out.contains("(1 ply)"), "{out}");
    assert!(!out.contains("1 plies"), "{out}");
}
