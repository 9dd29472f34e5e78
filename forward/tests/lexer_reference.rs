//! The reference of the notation lexer's refactor for Forward's reader
//! (issue 28, "one lexer for the notation's shared parts"):
//! `Forward::parse_move` as it read moves before it used
//! `kernel::notation_lexer`, frozen here as `reference_parse_move` (taken
//! from `forward/src/notation.rs` at 673d3ca, only `self.` made `game.`
//! and private fields made their public accessors), and compared with the
//! reader of today on random text built from the notation's alphabet and
//! on every move of random games, written in SAN and mutated (marks added,
//! `0-0` for `O-O`, a character dropped or doubled, a separator put in,
//! the case of a letter changed, a created piece written). Both must give
//! the same move or the same error, word for word, but on the texts the
//! four rulings of RULES.md ("Reading SAN: the kernel's lexer") name,
//! where Forward now reads as FIDE chess does: [`ruled_change`] says
//! which, and each ruling has its own test below.

use forward::pieces::{letter, name, PAWN, PIECES};
use forward::{Forward, Move, MoveKind, NotationError, Position, Square, Variant};
use kernel::excerpt::Excerpt;
use kernel::test_depth::share;
use kernel::Turn;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

// ---- The frozen reader (673d3ca), the reference of the refactor. ----

#[derive(Debug, Default)]
struct Written {
    piece: Option<char>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<char>,
    creation: Option<char>,
}

fn strip_marks(text: &str) -> &str {
    text.trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end_matches("e.p.")
        .trim()
}

fn split_move(text: &str) -> Option<Written> {
    let mut w = Written::default();
    let mut body = text;
    if let Some(open) = body
        .strip_suffix(')')
        .and_then(|b| b.rfind('(').map(|i| (b, i)))
    {
        let (b, i) = open;
        let inner: Vec<char> = b[i + 1..].chars().collect();
        if inner.len() != 1 || !inner[0].is_ascii_alphabetic() {
            return None;
        }
        w.creation = Some(inner[0].to_ascii_uppercase());
        body = strip_marks(&b[..i]);
    }
    let mut chars: Vec<char> = body.chars().collect();
    if let Some(eq) = chars.iter().position(|&c| c == '=') {
        let rest: Vec<char> = chars[eq + 1..].to_vec();
        if rest.len() != 1 || !rest[0].is_ascii_alphabetic() {
            return None;
        }
        w.promotion = Some(rest[0].to_ascii_uppercase());
        chars.truncate(eq);
    } else if chars.len() >= 3
        && chars[chars.len() - 1].is_ascii_lowercase()
        && chars[chars.len() - 2].is_ascii_digit()
    {
        w.promotion = chars.pop().map(|c| c.to_ascii_uppercase());
    }
    if chars.first().is_some_and(|c| c.is_ascii_uppercase()) {
        w.piece = Some(chars.remove(0));
    }
    chars.retain(|&c| c != 'x' && c != ':' && c != '-');
    let digits = chars
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if digits == 0 || chars.len() < digits + 1 {
        return None;
    }
    let to_text: String = chars[chars.len() - digits - 1..].iter().collect();
    w.to = Some(kernel::Geometry::CHESS.parse_square(&to_text).ok()?);
    chars.truncate(chars.len() - digits - 1);
    let mut rest = chars.into_iter().peekable();
    if let Some(&c) = rest.peek() {
        if c.is_ascii_lowercase() && ('a'..='h').contains(&c) {
            w.from_file = Some(c as u8 - b'a');
            rest.next();
        }
    }
    let rank: String = rest.collect();
    if !rank.is_empty() {
        let r: u8 = rank.parse().ok()?;
        if !(1..=8).contains(&r) {
            return None;
        }
        w.from_rank = Some(r - 1);
    }
    Some(w)
}

fn kind_of_letter(c: char) -> Option<u8> {
    PIECES
        .iter()
        .position(|p| p.0 == c.to_ascii_uppercase())
        .map(|i| i as u8)
}

fn reference_parse_move(
    game: &Forward,
    position: &Position,
    text: &str,
) -> Result<Move, NotationError> {
    let clean = strip_marks(text);
    if clean.is_empty() {
        return Err(NotationError::Empty);
    }
    let no_move = |reason: String| NotationError::NoMove {
        text: Excerpt::new(clean),
        reason,
    };
    if matches!(clean, "O-O" | "0-0" | "O-O-O" | "0-0-0") {
        return Err(no_move(
            "castling is not allowed in forward chess (rule 4)".to_string(),
        ));
    }
    let w = split_move(clean).ok_or_else(|| NotationError::Malformed(Excerpt::new(clean)))?;
    let kind = |c: Option<char>| -> Result<Option<u8>, NotationError> {
        match c {
            None => Ok(None),
            Some(c) => kind_of_letter(c)
                .map(Some)
                .ok_or_else(|| no_move(format!("'{c}' is not a piece letter of forward chess"))),
        }
    };
    let piece_kind = kind(w.piece)?;
    let promotion_kind = kind(w.promotion)?;
    kind(w.creation)?;
    let full_from = w.from_file.is_some() && w.from_rank.is_some();
    let board = position.board();
    let legal = game.legal_moves(position);
    let fits = |m: &Move| -> bool {
        let Some(piece) = board.get(m.from) else {
            return false;
        };
        let kind_ok = match piece_kind {
            Some(k) => piece.kind() == k,
            None => full_from || piece.kind() == PAWN,
        };
        let promo_ok = match m.kind {
            MoveKind::Promotion(k) => promotion_kind == Some(k),
            _ => promotion_kind.is_none(),
        };
        kind_ok
            && promo_ok
            && Some(m.to) == w.to
            && w.from_file.is_none_or(|f| f == m.from.file())
            && w.from_rank.is_none_or(|r| r == m.from.rank())
    };
    let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(m)).collect();
    let found = match matches.len() {
        1 => Some(matches[0]),
        0 => None,
        _ => {
            return Err(NotationError::Ambiguous {
                text: Excerpt::new(clean),
                options: matches
                    .iter()
                    .map(|&m| game.coordinate(m))
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        }
    };
    let mv = match (found, full_from, w.to) {
        (Some(mv), _, _) => mv,
        (None, true, Some(to)) => {
            let from = Square::new(w.from_file.unwrap_or(0), w.from_rank.unwrap_or(0));
            game.engine()
                .move_as_written(position.chesslike(), from, to, promotion_kind)
        }
        _ => {
            let reason = match w.to {
                Some(to)
                    if w.promotion.is_none()
                        && legal
                            .iter()
                            .any(|m| m.to == to && matches!(m.kind, MoveKind::Promotion(_))) =>
                {
                    "a promotion must name the new piece".to_string()
                }
                Some(to) => format!("no legal move of that piece reaches {to}"),
                None => "no legal move fits".to_string(),
            };
            return Err(no_move(reason));
        }
    };
    if let Some(written) = w.creation {
        let created = game.created_kind(position, mv);
        if created.map(letter) != Some(written) {
            return Err(NotationError::WrongCreation {
                text: Excerpt::new(clean),
                written,
                actual: match created {
                    Some(k) => format!("a {}", name(k)),
                    None => "nothing".to_string(),
                },
            });
        }
    }
    Ok(mv)
}

// ---- The comparison. ----

/// The body of a move as the frozen reader cut it: without marks and
/// without the created piece in parentheses.
fn old_body(text: &str) -> &str {
    let clean = strip_marks(text);
    match clean
        .strip_suffix(')')
        .and_then(|b| b.rfind('(').map(|i| &b[..i]))
    {
        Some(body) => strip_marks(body),
        None => clean,
    }
}

/// Which of RULES.md's rulings on reading SAN makes the reader of today
/// answer `new` where the frozen one answered `old`, if any.
fn ruled_change(
    text: &str,
    old: &Result<Move, NotationError>,
    new: &Result<Move, NotationError>,
) -> Option<&'static str> {
    let body = old_body(text);
    let chars: Vec<char> = body.chars().collect();
    let old_malformed = matches!(old, Err(NotationError::Malformed(_)));
    let new_malformed = matches!(new, Err(NotationError::Malformed(_)));
    if let Some((_, after)) = body.split_once('=') {
        let mut it = after.chars();
        let one_letter =
            matches!((it.next(), it.next()), (Some(c), None) if c.is_ascii_alphabetic());
        if old_malformed && !one_letter {
            return Some("a promotion is the one letter after '=', as in FIDE chess");
        }
    } else if old_malformed
        && chars.len() >= 3
        && chars[chars.len() - 1].is_ascii_uppercase()
        && chars[chars.len() - 2].is_ascii_digit()
    {
        return Some("coordinates may name the promotion in capitals: e7e8Q");
    }
    let signed_or_zero = chars
        .iter()
        .enumerate()
        .any(|(i, &c)| c == '+' || (c == '0' && (i == 0 || !chars[i - 1].is_ascii_digit())));
    if new_malformed && !old_malformed && signed_or_zero {
        return Some("a rank is one or two digits, not starting with 0 or a sign");
    }
    None
}

/// The reader of today and the reference agree on `text` in `position`,
/// or differ as a ruling says.
fn agree(game: &Forward, position: &Position, text: &str) -> Result<(), TestCaseError> {
    let new = game.parse_move(position, text);
    let old = reference_parse_move(game, position, text);
    if new != old && ruled_change(text, &old, &new).is_none() {
        prop_assert_eq!(new, old, "{:?} in {}", text, game.write_position(position));
    }
    Ok(())
}

/// Positions of a random game (`plies` long at the most), each with its
/// legal moves, from a seeded generator.
fn random_game(game: &Forward, rng: &mut TestRng, plies: usize) -> Vec<(Position, Vec<Move>)> {
    let mut position = game.start_position();
    let mut out = Vec::new();
    for _ in 0..plies {
        let moves = game.legal_moves(&position);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        out.push((position.clone(), moves));
        match game.play_turn(&position, &Turn::from_slice(&[mv])) {
            Ok(next) => position = next,
            Err(_) => break,
        }
    }
    out
}

/// `san` mutated as a person might write it.
fn mutations(san: &str, rng: &mut TestRng) -> Vec<String> {
    let chars: Vec<char> = san.chars().collect();
    let at = rng.random_range(0..chars.len().max(1));
    let marks = [
        "+", "#", "!", "?", "!?", "++", "+!", " +", " e.p.", "(R)", "(P)", "(q)",
    ];
    let mark = marks[rng.random_range(0..marks.len())];
    let separator = ['-', 'x', ':', '=', '(', ')'][rng.random_range(0..6)];
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
        san.to_string(),
        format!("{san}{mark}"),
        san.replace('O', "0"),
        remove(at),
        insert(at, &chars.get(at).map_or(String::new(), char::to_string)),
        insert(at, &separator.to_string()),
        insert(at, mark),
        flip(at),
        format!(" {san} "),
    ]
}

#[test]
fn every_move_of_random_games_reads_as_before() {
    let game = Forward::new();
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[28; 32]);
    for _ in 0..share(20u32) {
        for (position, moves) in random_game(&game, &mut rng, 120) {
            for &mv in &moves {
                let texts = mutations(&game.san(&position, mv), &mut rng)
                    .into_iter()
                    .chain(mutations(&game.coordinate(mv), &mut rng));
                for text in texts {
                    if let Err(e) = agree(&game, &position, &text) {
                        panic!("{e}");
                    }
                }
            }
        }
    }
}

/// Text built from the notation's alphabet, with multibyte characters.
fn arb_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::sample::select(vec!['a', 'b', 'd', 'e', 'f', 'g', 'h', 'i', 'z']),
            4 => proptest::sample::select(vec!['1', '2', '3', '4', '5', '7', '8', '9', '0']),
            2 => proptest::sample::select(vec!['N', 'B', 'R', 'Q', 'K', 'P', 'O', 'Z']),
            2 => proptest::sample::select(vec![
                'x', ':', '-', '=', '+', '#', '!', '?', ' ', '(', ')', '.', 'p', 'r', 'q',
            ]),
            1 => proptest::sample::select(vec!['é', 'Ξ', '€', '𝔑', '♞']),
        ],
        0..9,
    )
    .prop_map(|chars| chars.into_iter().collect::<String>())
    .boxed()
    .prop_union(
        // Shaped like a move, each part of it right or wrong.
        "[NBRQKZé]?[a-iz]?[0-9+]{0,2}[x:-]?[a-iz][0-9]{1,3}(=[QNRqzé€ .]{1,2}|[qQzé])?(\\([PRNQé]{1,2}\\))?[+#!? ]{0,2}"
            .boxed(),
    )
}

#[test]
fn random_text_reads_as_before() {
    let game = Forward::new();
    let positions: Vec<Position> = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -",
        "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w - d6 0 1 -",
        "4k3/P7/8/8/3n4/8/5P2/R3K1NR w - - 0 1 -",
    ]
    .iter()
    .map(|text| game.read_position(text).expect("the position reads"))
    .collect();
    let mut runner = TestRunner::new_with_rng(
        Config::with_cases(share(4000)),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[29; 32]),
    );
    runner
        .run(&(arb_text(), 0..positions.len()), |(text, at)| {
            agree(&game, &positions[at], &text)
        })
        .unwrap_or_else(|e| panic!("{e}"));
}

/// The rulings, each on the text it is about: the frozen reader refused
/// (or read) it, the reader of today reads (or refuses) it as FIDE chess
/// does.
#[test]
fn forward_reads_san_as_fide_chess_does() {
    let game = Forward::new();
    let chess = kernel::chess::fide();
    let fen = "4k3/P7/8/8/8/8/8/4K2R w - - 0 1";
    let position = game.read_position(&format!("{fen} -")).expect("reads");
    let fide = chess.read_position(fen).expect("reads");
    let moved = |text: &str| game.parse_move(&position, text).map(|m| game.coordinate(m));
    let in_fide = |text: &str| chess.parse_move(&fide, text).map(|m| chess.coordinate(m));
    for (text, expected) in [
        ("a7a8Q", Ok("a7a8q".to_string())),
        ("a8==Q", Ok("a7a8q".to_string())),
        ("a8=Q.", Ok("a7a8q".to_string())),
    ] {
        let frozen = reference_parse_move(&game, &position, text);
        assert!(
            matches!(frozen, Err(NotationError::Malformed(_))),
            "{text}: {frozen:?}"
        );
        assert_eq!(moved(text), expected, "{text}");
        assert_eq!(in_fide(text).ok(), expected.ok(), "{text}");
    }
    let unknown = game.parse_move(&position, "a8=é").unwrap_err().to_string();
    assert_eq!(
        unknown,
        "'a8=é' names no move here: 'é' is not a piece letter of forward chess"
    );
    for text in ["R01h2", "R+1h2"] {
        let frozen = reference_parse_move(&game, &position, text).map(|m| game.coordinate(m));
        assert_eq!(frozen, Ok("h1h2".to_string()), "{text}");
        let error = game.parse_move(&position, text).unwrap_err();
        assert!(
            matches!(error, NotationError::Malformed(_)),
            "{text}: {error}"
        );
        assert!(in_fide(text).is_err(), "{text}");
    }
}
