//! The reference of the notation lexer's refactor for the kernel's SAN
//! reader (issue 28, "one lexer for the notation's shared parts"):
//! `Chesslike::parse_move` as it read moves before it used
//! `kernel::notation_lexer`, frozen here as `reference_parse_move` (taken
//! from `kernel/src/chesslike/notation.rs` at 673d3ca, only `self.` made
//! `game.`), and compared with the reader of today on random text built
//! from the notation's alphabet and on every move of random games, written
//! in SAN and mutated (marks added, `0-0` for `O-O`, a character dropped or
//! doubled, a separator put in, the case of a letter changed). Both must
//! give the same move or the same error, word for word.

use kernel::chesslike::{Chesslike, Move, MoveKind, NotationError, Position};
use kernel::excerpt::Excerpt;
use kernel::geometry::{GeometryError, Square};
use kernel::test_depth::share;
use kernel::{chess, Turn, Variant};
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
    castle: Option<u8>,
}

fn strip_annotations(text: &str) -> &str {
    text.trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end_matches("e.p.")
        .trim()
}

enum SplitError {
    Malformed,
    OffBoard(GeometryError),
}

impl From<GeometryError> for SplitError {
    fn from(error: GeometryError) -> SplitError {
        match error {
            GeometryError::OffBoard { .. }
            | GeometryError::FileOffBoard { .. }
            | GeometryError::RankOffBoard { .. } => SplitError::OffBoard(error),
            _ => SplitError::Malformed,
        }
    }
}

fn split_move(game: &Chesslike, text: &str) -> Result<Written, SplitError> {
    let geometry = game.rules().geometry;
    let mut w = Written::default();
    match text {
        "O-O" | "0-0" => {
            w.castle = Some(0);
            return Ok(w);
        }
        "O-O-O" | "0-0-0" => {
            w.castle = Some(1);
            return Ok(w);
        }
        _ => {}
    }
    let mut body: Vec<char> = text.chars().collect();
    if let Some(eq) = body.iter().position(|&c| c == '=') {
        let rest: String = body[eq + 1..]
            .iter()
            .filter(|c| c.is_alphabetic())
            .collect();
        if rest.chars().count() != 1 {
            return Err(SplitError::Malformed);
        }
        w.promotion = rest.chars().next();
        body.truncate(eq);
    } else if body.len() >= 3
        && body[body.len() - 1].is_ascii_alphabetic()
        && body[body.len() - 2].is_ascii_digit()
    {
        w.promotion = body.pop();
    }
    if body.first().is_some_and(|c| c.is_ascii_uppercase()) {
        w.piece = Some(body.remove(0));
    }
    body.retain(|&c| c != 'x' && c != ':' && c != '-');
    let digits = body.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || body.len() < digits + 1 {
        return Err(SplitError::Malformed);
    }
    let to_text: String = body[body.len() - digits - 1..].iter().collect();
    w.to = Some(geometry.parse_square(&to_text)?);
    body.truncate(body.len() - digits - 1);
    let mut from = body.as_slice();
    if let Some((&c, rest)) = from.split_first() {
        if c.is_ascii_lowercase() {
            w.from_file = Some(geometry.parse_file(c)?);
            from = rest;
        }
    }
    if !from.is_empty() {
        let rank: String = from.iter().collect();
        w.from_rank = Some(geometry.parse_rank(&rank)?);
    }
    Ok(w)
}

fn reference_parse_move(
    game: &Chesslike,
    position: &Position,
    text: &str,
) -> Result<Move, NotationError> {
    let clean = strip_annotations(text);
    if clean.is_empty() {
        return Err(NotationError::Empty);
    }
    let w = split_move(game, clean).map_err(|e| match e {
        SplitError::Malformed => NotationError::Malformed(Excerpt::new(clean)),
        SplitError::OffBoard(error) => NotationError::NoMove {
            text: Excerpt::new(clean),
            reason: error.to_string(),
        },
    })?;
    let legal = game.legal_moves(position);
    let promotion_kind = match w.promotion {
        None => None,
        Some(c) => Some(
            game.kind_by_letter(c)
                .ok_or_else(|| NotationError::NoMove {
                    text: Excerpt::new(clean),
                    reason: format!("{c:?} is not a piece letter of this game"),
                })?,
        ),
    };
    let piece_kind = match w.piece {
        None => None,
        Some(c) => Some(
            game.kind_by_letter(c)
                .ok_or_else(|| NotationError::NoMove {
                    text: Excerpt::new(clean),
                    reason: format!("{c:?} is not a piece letter of this game"),
                })?,
        ),
    };
    let full_from = w.from_file.is_some() && w.from_rank.is_some();
    let fits = |m: &Move| -> bool {
        if let Some(side) = w.castle {
            return m.kind == MoveKind::Castle(side);
        }
        let Some(piece) = position.board().get(m.from) else {
            return false;
        };
        let kind_ok = match piece_kind {
            Some(k) => piece.kind() == k,
            None => full_from || game.is_pawn(piece.kind()),
        };
        let promo_ok = match (m.kind, promotion_kind) {
            (MoveKind::Promotion(k), Some(p)) => k == p,
            (MoveKind::Promotion(_), None) => false,
            (_, Some(_)) => false,
            _ => true,
        };
        kind_ok
            && promo_ok
            && Some(m.to) == w.to
            && w.from_file.is_none_or(|f| f == m.from.file())
            && w.from_rank.is_none_or(|r| r == m.from.rank())
    };
    let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(m)).collect();
    match matches.len() {
        1 => return Ok(matches[0]),
        0 => {}
        _ => {
            return Err(NotationError::Ambiguous {
                text: Excerpt::new(clean),
                options: matches
                    .iter()
                    .map(|m| game.coordinate(*m))
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        }
    }
    if let (Some(file), Some(rank), Some(to)) = (w.from_file, w.from_rank, w.to) {
        if let Some(from) = game.rules().geometry.square(file, rank) {
            return Ok(game.move_as_written(position, from, to, promotion_kind));
        }
    }
    let reason = match w.to {
        _ if w.castle.is_some() => "castling is not legal here".to_string(),
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
    Err(NotationError::NoMove {
        text: Excerpt::new(clean),
        reason,
    })
}

// ---- The comparison. ----

/// The reader of today and the reference agree on `text` in `position`.
fn agree(game: &Chesslike, position: &Position, text: &str) -> Result<(), TestCaseError> {
    let new = game.parse_move(position, text);
    let old = reference_parse_move(game, position, text);
    prop_assert_eq!(new, old, "{:?} in {}", text, game.write_position(position));
    Ok(())
}

/// Positions of a random game of `game` (`plies` long at the most), each
/// with its legal moves, from a seeded generator.
fn random_game(game: &Chesslike, rng: &mut TestRng, plies: usize) -> Vec<(Position, Vec<Move>)> {
    let mut position = game.start_position();
    let mut out = Vec::new();
    for _ in 0..plies {
        let moves = game.legal_moves(&position);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        out.push((position.clone(), moves));
        position = game
            .play_turn(&position, &Turn::from_slice(&[mv]))
            .expect("a legal move plays");
    }
    out
}

/// `san` mutated as a person might write it: marks added, zeros for
/// castling's O's, a character dropped, doubled or changed in case, a
/// separator or `e.p.` put in.
fn mutations(san: &str, rng: &mut TestRng) -> Vec<String> {
    let chars: Vec<char> = san.chars().collect();
    let at = rng.random_range(0..chars.len().max(1));
    let marks = ["+", "#", "!", "?", "!?", "++", "+!", " +", " e.p.", "e.p.+"];
    let mark = marks[rng.random_range(0..marks.len())];
    let separator = ['-', 'x', ':', '='][rng.random_range(0..4)];
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

/// Every move of random games of `game`, written in SAN and in
/// coordinates and mutated, reads alike by both readers.
fn every_written_move_reads_alike(game: &Chesslike, games: u32, seed: u8) {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    for _ in 0..share(games) {
        for (position, moves) in random_game(game, &mut rng, 120) {
            for &mv in &moves {
                let san = game.san(&position, mv);
                let texts = mutations(&san, &mut rng)
                    .into_iter()
                    .chain(mutations(&game.coordinate(mv), &mut rng));
                for text in texts {
                    if let Err(e) = agree(game, &position, &text) {
                        panic!("{e}");
                    }
                }
            }
        }
    }
}

#[test]
fn every_move_of_random_fide_games_reads_as_before() {
    every_written_move_reads_alike(&chess::fide(), 20, 28);
}

/// Text built from the notation's alphabet, with multibyte characters.
fn arb_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::sample::select(vec![
                'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'l', 'm', 'z',
            ]),
            4 => proptest::sample::select(vec!['1', '2', '3', '4', '5', '7', '8', '9', '0']),
            2 => proptest::sample::select(vec!['N', 'B', 'R', 'Q', 'K', 'P', 'O', 'Z', 'L']),
            2 => proptest::sample::select(vec![
                'x', ':', '-', '=', '+', '#', '!', '?', ' ', '(', ')', '.', 'p',
            ]),
            1 => proptest::sample::select(vec!['é', 'Ξ', '€', '𝔑', '♞']),
        ],
        0..9,
    )
    .prop_map(|chars| chars.into_iter().collect::<String>())
    .boxed()
    .prop_union(
        // Shaped like a move, each part of it right or wrong.
        "[NBRQKZé]?[a-iz]?[0-9]{0,2}[x:-]?[a-imz][0-9]{1,3}(=[QNRqzé€ .]{1,2}|[qQzé])?[+#!? ]{0,2}"
            .boxed(),
    )
}

/// Random text on the start, a middle game and a position with a
/// promotion and castling at hand, on the 8x8 board, reads alike.
#[test]
fn random_text_reads_as_before() {
    let game = chess::fide();
    let positions: Vec<Position> = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
    ]
    .iter()
    .map(|fen| game.read_position(fen).expect("the position reads"))
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

/// A game of Wazirs on an empty 12x12 board: the reader on a board larger
/// than 8x8, where `i` to `l` and ranks 9 to 12 are squares.
fn wazirs_on_12x12() -> Chesslike {
    use kernel::chesslike::Rules;
    use kernel::{Geometry, PieceKind, Role};
    let rules = Rules {
        name: "wazirs 12x12".to_string(),
        geometry: Geometry::new(12, 12).expect("12x12"),
        kinds: vec![
            PieceKind::new('W', "Wazir", "W", Role::Piece).expect("W reads"),
            PieceKind::new('K', "King", "K", Role::Royal).expect("K reads"),
        ],
        start: "12/12/12/12/12/6k5/12/12/12/W11/12/5K5W w - - 0 1".to_string(),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        draws: kernel::draws::DrawRules::NONE,
    };
    Chesslike::new(rules).expect("the game compiles")
}

#[test]
fn random_text_on_a_12x12_board_reads_as_before() {
    let game = wazirs_on_12x12();
    let start = game.start_position();
    let mut runner = TestRunner::new_with_rng(
        Config::with_cases(share(2000)),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[30; 32]),
    );
    runner
        .run(&arb_text(), |text| agree(&game, &start, &text))
        .unwrap_or_else(|e| panic!("{e}"));
    every_written_move_reads_alike(&game, 5, 31);
}
