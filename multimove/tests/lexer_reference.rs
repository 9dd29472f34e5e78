//! The reference of the notation lexer's refactor for Multimove's reader
//! (issue 28, "one lexer for the notation's shared parts"):
//! `Multimove::parse_turn` as it read turns before it used
//! `kernel::notation_lexer`, frozen here as `reference_parse_turn` (taken
//! from `multimove/src/notation.rs` at 673d3ca, only `self.` made `game.`
//! and private fields made their public accessors), and compared with the
//! reader of today on random text built from the notation's alphabet and
//! on every turn of random games, written by the crate's writer and
//! mutated (marks added, `0-0` for `O-O`, a character dropped or doubled,
//! a separator put in, the case of a letter changed, a note written). Both
//! must give the same turn or the same error, word for word.

use kernel::excerpt::Excerpt;
use kernel::test_depth::share;
use kernel::Turn;
use multimove::{Move, MoveKind, Multimove, NotationError, Position, Step, Variant};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

// ---- The frozen reader (673d3ca), the reference of the refactor. ----

/// One move as written, before it is matched with a position.
#[derive(Debug)]
struct Written {
    text: String,
    letter: Option<char>,
    body: String,
    cost_note: Option<String>,
}

fn is_mark(c: char) -> bool {
    matches!(c, '+' | '#' | '!' | '?')
}

/// Splits a turn into its written moves with their notes.
fn split(text: &str) -> Result<Vec<Written>, NotationError> {
    let mut moves: Vec<Written> = Vec::new();
    let mut letter: Option<char> = None;
    let mut word = String::new();
    let mut chars = text.chars();
    let flush = |word: &mut String,
                 letter: &mut Option<char>,
                 moves: &mut Vec<Written>|
     -> Result<(), NotationError> {
        let w = std::mem::take(word);
        if w.is_empty() || w.chars().all(is_mark) {
            return Ok(());
        }
        let mut it = w.chars();
        if let (Some(c), None) = (it.next(), it.next()) {
            if c.is_ascii_uppercase() && c != 'O' {
                if letter.is_some() {
                    return Err(NotationError::DanglingLetter(letter.unwrap_or(c)));
                }
                *letter = Some(c);
                return Ok(());
            }
        }
        let l = letter.take();
        moves.push(Written {
            text: match l {
                Some(l) => format!("{l} {w}"),
                None => w.clone(),
            },
            letter: l,
            body: w,
            cost_note: None,
        });
        Ok(())
    };
    while let Some(c) = chars.next() {
        match c {
            '(' => {
                flush(&mut word, &mut letter, &mut moves)?;
                let mut note = String::new();
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == ')' {
                        closed = true;
                        break;
                    }
                    note.push(d);
                }
                if !closed {
                    return Err(NotationError::Unclosed(Excerpt::new(&format!("({note}"))));
                }
                let note = note.trim().to_string();
                if note.starts_with("cost") {
                    if let Some(last) = moves.last_mut() {
                        last.cost_note = Some(note);
                    }
                }
            }
            ',' | ';' => flush(&mut word, &mut letter, &mut moves)?,
            c if c.is_whitespace() => flush(&mut word, &mut letter, &mut moves)?,
            c => word.push(c),
        }
    }
    flush(&mut word, &mut letter, &mut moves)?;
    if let Some(l) = letter {
        return Err(NotationError::DanglingLetter(l));
    }
    if moves.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(moves)
}

/// Reads the number of a `cost=N ...` note.
fn cost_of_note(note: &str) -> Option<u32> {
    let rest = note
        .strip_prefix("cost")?
        .trim_start()
        .strip_prefix('=')?
        .trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Reads one written move in `position`.
fn read_move<B>(
    game: &Multimove<B>,
    position: &Position,
    w: &Written,
) -> Result<Move, NotationError> {
    let malformed = || NotationError::Malformed(Excerpt::new(&w.text));
    let body = w.body.trim_end_matches(is_mark);
    let us = position.side_to_move();
    let castle = match body {
        "O-O" | "0-0" => Some(0usize),
        "O-O-O" | "0-0-0" => Some(1),
        _ => None,
    };
    if let Some(side) = castle {
        if w.letter.is_some() {
            return Err(malformed());
        }
        let c = game.base_game().rules().castling[us.index()]
            .get(side)
            .ok_or_else(|| NotationError::NoCastling {
                text: Excerpt::new(&w.text),
                side: us,
            })?;
        return Ok(Move {
            from: c.king_from,
            to: c.king_to,
            kind: MoveKind::Castle(side as u8),
        });
    }
    let mut letter = w.letter;
    let mut rest = body;
    let mut chars = rest.chars();
    if let (None, Some(first), Some(second)) = (letter, chars.next(), chars.next()) {
        if first.is_ascii_uppercase() && second.is_ascii_lowercase() {
            letter = Some(first);
            rest = &rest[1..];
        }
    }
    let geometry = game.base_game().rules().geometry;
    let (from, rest) = geometry
        .parse_square_prefix(rest)
        .map_err(|_| malformed())?;
    let (capture, rest) = match rest.chars().next() {
        Some('x' | ':') => (true, &rest[1..]),
        Some('-') => (false, &rest[1..]),
        _ => (false, rest),
    };
    let (to, rest) = geometry
        .parse_square_prefix(rest)
        .map_err(|_| malformed())?;
    let rest = rest.strip_prefix('=').unwrap_or(rest);
    let mut tail = rest.chars();
    let promotion = match (tail.next(), tail.next()) {
        (None, _) => None,
        (Some(c), None) if c.is_ascii_uppercase() => Some(c),
        _ => return Err(malformed()),
    };
    let unknown = |letter: char| NotationError::UnknownLetter {
        letter,
        text: Excerpt::new(&w.text),
    };
    let promotion = promotion
        .map(|c| game.base_game().kind_by_letter(c).ok_or_else(|| unknown(c)))
        .transpose()?;
    let piece = position.base().board().get(from);
    if let Some(letter) = letter {
        let kind = game
            .base_game()
            .kind_by_letter(letter)
            .ok_or_else(|| unknown(letter))?;
        if piece.is_none_or(|p| p.kind() != kind) {
            let found = match piece {
                Some(p) => format!(
                    "a {}",
                    game.base_game().rules().kinds[p.kind() as usize].letter
                ),
                None => "no piece".to_string(),
            };
            return Err(NotationError::WrongPiece {
                text: Excerpt::new(&w.text),
                letter,
                square: from.to_string(),
                found,
            });
        }
    }
    let mv = game
        .base_game()
        .move_as_written(position.base(), from, to, promotion);
    // Judged by the moving piece's colour, so that moves written after
    // the turn has ended still read as written.
    let takes = match mv.kind {
        MoveKind::EnPassant => position.base().captured(mv).is_some(),
        _ => position
            .base()
            .board()
            .get(to)
            .is_some_and(|t| piece.is_some_and(|p| p.color() != t.color())),
    };
    if capture && !takes {
        return Err(NotationError::NotACapture {
            text: Excerpt::new(&w.text),
            square: to.to_string(),
        });
    }
    if let Some(p) = piece {
        let last = geometry.relative_rank(p.color(), geometry.ranks() - 1);
        let promotes = game.base_game().is_pawn(p.kind())
            && to.rank() == last
            && !game.base_game().rules().promotion[p.color().index()].is_empty();
        if promotes && promotion.is_none() {
            return Err(NotationError::MissingPromotion(Excerpt::new(&w.text)));
        }
    }
    Ok(mv)
}

/// Reads a turn written in the notation of the [module docs](multimove::notation).
///
/// Moves that break a rule are read as written, so that a game can be
/// replayed and the rule reported; text that names no move is an error.
///
/// # Errors
/// [`NotationError`] for malformed text, a letter that does not match the
/// board, a capture mark with nothing to take, a missing promotion
/// piece, or a `(cost=N)` note that the rules contradict.
fn reference_parse_turn<B>(
    game: &Multimove<B>,
    position: &Position,
    text: &str,
) -> Result<Turn<Step>, NotationError> {
    let mut at = position.clone();
    let mut turn = Turn::new();
    for w in split(text)? {
        let mv = read_move(game, &at, &w)?;
        if let Some(note) = &w.cost_note {
            let written = cost_of_note(note).ok_or_else(|| NotationError::BadCostNote {
                text: Excerpt::new(&w.text),
                note: Excerpt::new(&format!("({note})")),
            })?;
            let actual = game.cost(&at, mv);
            if u32::from(actual.total()) != written {
                return Err(NotationError::CostMismatch {
                    text: Excerpt::new(&w.text),
                    written,
                    actual,
                });
            }
        }
        game.play_step(&mut at, Step::Move(mv));
        turn.push(Step::Move(mv));
    }
    if at.in_turn() {
        turn.push(Step::EndTurn);
    }
    Ok(turn)
}

// ---- The comparison. ----

/// The reader of today and the reference agree on `text` in `position`.
fn agree<B>(game: &Multimove<B>, position: &Position, text: &str) -> Result<(), TestCaseError>
where
    Multimove<B>: Variant<Position = Position, Step = Step, NotationError = NotationError>,
{
    let new = game.parse_turn(position, text);
    let old = reference_parse_turn(game, position, text);
    prop_assert_eq!(new, old, "{:?} in {}", text, game.write_position(position));
    Ok(())
}

/// `text` mutated as a person might write it.
fn mutations(text: &str, rng: &mut TestRng) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let at = rng.random_range(0..chars.len().max(1));
    let marks = [
        "+",
        "++",
        "#",
        "!",
        "?",
        "!?",
        " +",
        " (cost=2)",
        "(cost=1 pt)",
        "(!)",
        ",",
        " N",
    ];
    let mark = marks[rng.random_range(0..marks.len())];
    let separator = ['-', 'x', ':', '=', ',', ' '][rng.random_range(0..6)];
    let remove = |i: usize| -> String {
        chars
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, c)| c)
            .collect()
    };
    let insert = |i: usize, s: &str| -> String {
        let head: String = chars[..i.min(chars.len())].iter().collect();
        let tail: String = chars[i.min(chars.len())..].iter().collect();
        format!("{head}{s}{tail}")
    };
    let flip = |i: usize| -> String {
        chars
            .iter()
            .enumerate()
            .map(|(j, &c)| match j == i {
                true if c.is_ascii_uppercase() => c.to_ascii_lowercase(),
                true => c.to_ascii_uppercase(),
                false => c,
            })
            .collect()
    };
    vec![
        text.to_string(),
        format!("{text}{mark}"),
        text.replace('O', "0"),
        text.replace(' ', ""),
        remove(at),
        insert(at, &chars.get(at).map_or(String::new(), char::to_string)),
        insert(at, &separator.to_string()),
        insert(at, mark),
        flip(at),
    ]
}

/// A random turn from `position`: random steps until the turn ends (the
/// steps a position offers may leave the King in check: such a turn is
/// still written and read, though it does not play).
fn random_turn<B>(game: &Multimove<B>, position: &Position, rng: &mut TestRng) -> Turn<Step>
where
    Multimove<B>: Variant<Position = Position, Step = Step, NotationError = NotationError>,
{
    let mut at = position.clone();
    let mut turn = Turn::new();
    let mut steps = Vec::new();
    for _ in 0..40 {
        steps.clear();
        game.steps(&at, &mut steps);
        if steps.is_empty() {
            break;
        }
        let step = steps[rng.random_range(0..steps.len())];
        game.play_step(&mut at, step);
        turn.push(step);
        if !game.in_turn(&at) {
            break;
        }
    }
    turn
}

/// Every turn of random games of `game`, written by its writer and
/// mutated, reads alike by both readers; so does each move of a turn
/// alone, from where the turn has come to. Returns the number of turns
/// played.
fn every_written_turn_reads_alike<B>(game: &Multimove<B>, games: u32, seed: u8) -> usize
where
    Multimove<B>: Variant<Position = Position, Step = Step, NotationError = NotationError>,
{
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let check = |position: &Position, text: &str| {
        if let Err(e) = agree(game, position, text) {
            panic!("{e}");
        }
    };
    let mut played = 0;
    for _ in 0..share(games) {
        let mut position = game.start_position();
        for _ in 0..80 {
            let mut next = None;
            for _ in 0..8 {
                let turn = random_turn(game, &position, &mut rng);
                let text = game.turn_text(&position, &turn);
                for mutated in mutations(&text, &mut rng) {
                    check(&position, &mutated);
                }
                let mut at = position.clone();
                for &step in &turn {
                    if let Step::Move(_) = step {
                        let one = game.step_text(&at, step);
                        for mutated in mutations(&one, &mut rng) {
                            check(&at, &mutated);
                        }
                    }
                    game.play_step(&mut at, step);
                }
                if let Ok(after) = game.play_turn(&position, &turn) {
                    next = Some(after);
                    break;
                }
            }
            match next {
                Some(after) if game.outcome(&after, &[]).is_none() => {
                    played += 1;
                    position = after;
                }
                _ => break,
            }
        }
    }
    played
}

#[test]
fn every_turn_of_random_games_reads_as_before() {
    let fide = every_written_turn_reads_alike(&Multimove::fide(), 10, 28);
    let heavy = every_written_turn_reads_alike(&Multimove::heavy_gravity(), 5, 29);
    // The games are long enough to reach the middle game (160 and 43
    // turns in a quick run).
    assert!(
        fide >= 100 && heavy >= 20,
        "{fide} and {heavy} turns played"
    );
}

/// Text built from the notation's alphabet, with multibyte characters.
fn arb_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::sample::select(vec!['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'z']),
            4 => proptest::sample::select(vec!['1', '2', '3', '4', '5', '7', '8', '9', '0']),
            2 => proptest::sample::select(vec!['N', 'B', 'R', 'Q', 'K', 'P', 'O', 'Z']),
            3 => proptest::sample::select(vec![
                'x', ':', '-', '=', '+', '#', '!', '?', ' ', ',', ';', '(', ')', 'c', 'o', 's',
                't',
            ]),
            1 => proptest::sample::select(vec!['é', 'Ξ', '€', '𝔑', '♞']),
        ],
        0..14,
    )
    .prop_map(|chars| chars.into_iter().collect::<String>())
    .boxed()
    .prop_union(
        // Shaped like a turn, each part of it right or wrong.
        "(([NBRQKZOé] ?)?[a-iz][0-9]{1,2}[x:-]?[a-iz][0-9]{1,2}(=?[QNRqzé€]{1,2})?[+#!? ]{0,2}( \\(cost ?= ?[0-9x]{0,2}[ a-z]{0,4}\\)?)?[,; ]{1,2}){1,3}"
            .boxed(),
    )
}

#[test]
fn random_text_reads_as_before() {
    let game = Multimove::fide();
    let start = game.start_position();
    let mut mid = start.clone();
    for text in ["e2-e3", "e7-e6, N g8-f6"] {
        let turn = game.parse_turn(&mid, text).expect("the turn reads");
        mid = game.play_turn(&mid, &turn).expect("the turn plays");
    }
    let positions = [start, mid];
    let mut runner = TestRunner::new_with_rng(
        Config::with_cases(share(3000)),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[30; 32]),
    );
    runner
        .run(&(arb_text(), 0..positions.len()), |(text, at)| {
            agree(&game, &positions[at], &text)
        })
        .unwrap_or_else(|e| panic!("{e}"));
}
