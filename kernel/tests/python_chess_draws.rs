//! FIDE's draw rules in the kernel's FIDE chess against python-chess, an
//! implementation that shares no code with it, position by position over
//! the games of `data/python-chess-draws.txt`.
//!
//! The data file holds random games that python-chess played and judged
//! (the script `data/python-chess-draws.py` beside it; it biases the games
//! so that every draw rule fires many times, see its docs). For each
//! position it records python-chess's verdicts: the current position
//! stands for the third time (`is_repetition(3)`), the player to move can
//! claim threefold repetition now or by a move (`can_claim_threefold_repetition`),
//! fifty moves stand (`is_fifty_moves`) or can be claimed now or by a move
//! (`can_claim_fifty_moves`), fivefold repetition, seventy-five moves,
//! insufficient material, and the game's end (`outcome()`, without
//! claims). The file is committed, so the test needs no Python; to write
//! it again (`pip install chess`), from the repository root:
//!
//! ```text
//! python3 kernel/tests/data/python-chess-draws.py > kernel/tests/data/python-chess-draws.txt
//! ```
//!
//! The kernel replays each game with [`Game`], which keeps the history,
//! and answers each question its own way:
//!
//! - the end: [`Variant::outcome`] (checkmate, a dead position,
//!   stalemate, seventy-five moves, fivefold repetition, in python-chess's
//!   order);
//! - a claim now: [`Variant::claim`] of `threefold-repetition` and
//!   `fifty-moves`, by either player, accepted exactly when python-chess's
//!   condition stands and the game is not over;
//! - a claim by a move: python-chess's "can claim" also holds when some
//!   legal move would bring the condition about (FIDE 9.2.1.1, 9.3.1, the
//!   move written before the claim); the kernel records that claim after
//!   the turn, made by the player who has just moved. So the kernel's
//!   answer is: the claim stands now, or some legal turn leads where the
//!   mover's claim is accepted, or where the game is drawn by itself by the
//!   stronger rule (fivefold repetition or seventy-five moves, which
//!   python-chess's claim does not look at);
//! - fivefold repetition and seventy-five moves as conditions, whatever
//!   else ends the game: the position's occurrences in the history, the
//!   halfmove clock with a legal move left;
//! - insufficient material: [`Chesslike::is_dead`].

use kernel::chesslike::{Chesslike, Position};
use kernel::draws::{occurrences, FIFTY_MOVES, THREEFOLD_REPETITION};
use kernel::game::Game;
use kernel::{chess, Color, EndReason, GameResult, Outcome, Variant};
use std::collections::BTreeMap;

const DATA: &str = include_str!("data/python-chess-draws.txt");

/// One position of a game as python-chess judged it.
struct Judged<'a> {
    /// The line of the data file.
    line: usize,
    /// The move that led to it (`-` for the start).
    mv: &'a str,
    flags: &'a str,
    outcome: &'a str,
}

/// A game of the file: its start and its positions.
struct DataGame<'a> {
    name: &'a str,
    start: &'a str,
    positions: Vec<Judged<'a>>,
}

fn read_games() -> Vec<DataGame<'static>> {
    let mut games: Vec<DataGame> = Vec::new();
    for (i, line) in DATA.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix("game ") {
            games.push(DataGame {
                name,
                start: "",
                positions: Vec::new(),
            });
            continue;
        }
        let game = games.last_mut().expect("a game line first");
        if let Some(fen) = line.strip_prefix("start ") {
            game.start = fen;
            continue;
        }
        let parts: Vec<&str> = line.split(' ').collect();
        let [mv, flags, outcome] = parts[..] else {
            panic!("line {}: {line:?}", i + 1);
        };
        game.positions.push(Judged {
            line: i + 1,
            mv,
            flags,
            outcome,
        });
    }
    games
}

/// The kernel's outcome as the file writes python-chess's.
fn outcome_name(outcome: Option<Outcome>) -> String {
    let Some(outcome) = outcome else {
        return "-".to_string();
    };
    let name = match outcome.reason {
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate => "stalemate",
        EndReason::DeadPosition => "dead",
        EndReason::SeventyFiveMoves => "seventy-five",
        EndReason::FivefoldRepetition => "fivefold",
        other => panic!("FIDE chess ended a game by {other}"),
    };
    match outcome.result {
        GameResult::Draw => name.to_string(),
        GameResult::Win(Color::White) => format!("{name}-white"),
        GameResult::Win(Color::Black) => format!("{name}-black"),
    }
}

/// Whether the claim named `claim` by `claimant` is accepted in
/// `position` after `history`, or the game is drawn there by itself
/// (fivefold repetition, seventy-five moves) where the claim's own
/// condition holds too (`condition`).
fn secured(
    chess: &Chesslike,
    position: &Position,
    history: &[u64],
    claimant: Color,
    claim: &str,
) -> bool {
    if chess.claim(position, history, claimant, claim).is_ok() {
        return true;
    }
    let by_itself = matches!(
        chess.outcome(position, history),
        Some(Outcome {
            reason: EndReason::FivefoldRepetition | EndReason::SeventyFiveMoves,
            ..
        })
    );
    by_itself
        && match claim {
            THREEFOLD_REPETITION => occurrences(chess.repetition_key(position), history) >= 3,
            _ => position.halfmove_clock() >= 100,
        }
}

/// Every verdict of the kernel on the game's position, as the file's
/// letters (in its order), checking on the way that a claim now is
/// accepted exactly where its condition holds and the game goes on.
fn kernel_flags(game: &Game<Chesslike>) -> String {
    let chess = game.variant();
    let position = game.position();
    let history = game.history();
    let over = game.outcome().is_some();
    let claim_now = |claim: &str| {
        let by = Color::ALL.map(|c| chess.claim(position, history, c, claim).is_ok());
        assert_eq!(by[0], by[1], "either player may claim {claim}");
        by[0]
    };
    let key = chess.repetition_key(position);
    let moves = chess.has_legal_move(position);
    // python-chess's conditions, which hold whatever else ends the game.
    let threefold = occurrences(key, history) >= 3;
    let fifty = position.halfmove_clock() >= 100 && moves;
    let threefold_now = claim_now(THREEFOLD_REPETITION);
    let fifty_now = claim_now(FIFTY_MOVES);
    assert_eq!(threefold_now, threefold && !over, "a threefold claim now");
    assert_eq!(fifty_now, fifty && !over, "a fifty-move claim now");
    // A claim that a legal turn makes good, made by the player who moves.
    let mover = position.side_to_move();
    let mut keys = history.to_vec();
    keys.push(key);
    let (mut threefold_by_move, mut fifty_by_move) = (false, false);
    for turn in game.legal_turns() {
        let next = chess.play_turn_unchecked(position, &turn);
        threefold_by_move |= secured(chess, &next, &keys, mover, THREEFOLD_REPETITION);
        fifty_by_move |= secured(chess, &next, &keys, mover, FIFTY_MOVES);
    }
    let mut out = String::new();
    let mut mark = |letter: char, holds: bool| {
        if holds {
            out.push(letter);
        }
    };
    mark('r', threefold);
    mark('R', !over && (threefold_now || threefold_by_move));
    mark('f', fifty);
    mark('F', !over && (fifty_now || fifty_by_move));
    mark('v', occurrences(key, history) >= 5);
    mark('s', position.halfmove_clock() >= 150 && moves);
    mark('i', chess.is_dead(position));
    out
}

#[test]
fn the_draw_rules_agree_with_python_chess_on_every_position() {
    let games = read_games();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut positions = 0;
    for data in &games {
        let mut game = Game::from_position(chess::fide(), data.start)
            .unwrap_or_else(|e| panic!("game {}: {e}", data.name));
        for judged in &data.positions {
            if judged.mv != "-" {
                game.play_coordinates(judged.mv)
                    .unwrap_or_else(|e| panic!("game {} line {}: {e}", data.name, judged.line));
            }
            positions += 1;
            let where_ = format!(
                "game {}, line {}, {}",
                data.name,
                judged.line,
                game.position_text()
            );
            assert_eq!(
                outcome_name(game.outcome()),
                judged.outcome,
                "the end, {where_}"
            );
            // Where the game is over python-chess still answers "can
            // claim" (now or by a move); the kernel refuses every claim
            // there, so those two letters are compared while it goes on.
            let over = game.outcome().is_some();
            let theirs: String = judged
                .flags
                .chars()
                .filter(|&c| c != '-' && !(over && (c == 'R' || c == 'F')))
                .collect();
            assert_eq!(kernel_flags(&game), theirs, "the verdicts, {where_}");
            for letter in judged.flags.chars().filter(|&c| c != '-') {
                *seen.entry(letter.to_string()).or_default() += 1;
            }
            if judged.outcome != "-" {
                *seen.entry(judged.outcome.to_string()).or_default() += 1;
            }
        }
    }
    // Every verdict occurs often enough for the comparison to mean
    // something: the file's bias did its work.
    let at_least = |what: &str, n: usize| {
        let count = seen.get(what).copied().unwrap_or(0);
        assert!(count >= n, "{what}: {count} positions, {seen:?}");
    };
    assert!(positions >= 10_000, "{positions} positions");
    for letter in ["r", "R", "f", "F", "i"] {
        at_least(letter, 100);
    }
    for rare in ["v", "s", "fivefold", "seventy-five", "dead", "stalemate"] {
        at_least(rare, 10);
    }
    at_least("checkmate-white", 3);
    at_least("checkmate-black", 3);
}
