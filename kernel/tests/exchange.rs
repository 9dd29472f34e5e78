//! The static exchange of a capture (`kernel::chesslike::exchange`),
//! checked on textbook positions whose outcome is a sum of piece values,
//! and on every plain move of random FIDE games against a second
//! reckoning that shares no code with it: attackers found by scanning
//! the board along FIDE's own lines and leaps, and the exchange
//! played out recursively, each side free to stop.

use kernel::chess::fide;
use kernel::chesslike::exchange::{exchange, ROYAL_WORTH};
use kernel::chesslike::{Chesslike, Move, MoveKind, Position};
use kernel::evaluation::board::BoardTerms;
use kernel::{Board, Color, Piece, Square, Variant};
use std::sync::OnceLock;
use test_support::XorShift64;

fn terms(game: &Chesslike) -> BoardTerms {
    BoardTerms::new(&game.rules().kinds, game.rules().geometry)
}

fn square(game: &Chesslike, text: &str) -> Square {
    game.rules().geometry.parse_square(text).unwrap()
}

fn letter(game: &Chesslike, piece: Piece) -> char {
    game.rules().kinds[piece.kind() as usize]
        .letter
        .to_ascii_uppercase()
}

/// A FIDE piece's worth by its letter, from the terms' own values (the
/// exchange's arithmetic is what is checked, not the values), read once.
fn worth(game: &Chesslike, letter: char) -> i32 {
    static VALUES: OnceLock<Vec<(char, i32)>> = OnceLock::new();
    let values = VALUES.get_or_init(|| {
        let terms = terms(game);
        (0..game.rules().kinds.len())
            .map(|kind| {
                let piece = Piece::new(Color::White, kind as u8);
                (self::letter(game, piece), terms.value(piece))
            })
            .collect()
    });
    values.iter().find(|&&(l, _)| l == letter).unwrap().1
}

fn exchange_of(fen: &str, from: &str, to: &str) -> Option<i32> {
    let game = fide();
    let position = game.read_position(fen).unwrap();
    let m = Move::new(square(&game, from), square(&game, to));
    exchange(game.tables(), &terms(&game), position.board(), m)
}

#[test]
fn an_undefended_pawn_is_won_whole() {
    let game = fide();
    let got = exchange_of(
        "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1",
        "e1",
        "e5",
    );
    assert_eq!(got, Some(worth(&game, 'P')));
}

#[test]
fn a_knight_that_takes_a_well_defended_pawn_is_lost_for_it() {
    // Nxe5 (d3), then the black Knight, Bishop, Rook and Queen against
    // White's Rook, Queen and Bishop behind: Black's first recapture wins
    // the Knight for the Pawn, and White does best to stop there.
    let game = fide();
    let got = exchange_of(
        "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
        "d3",
        "e5",
    );
    assert_eq!(got, Some(worth(&game, 'P') - worth(&game, 'N')));
}

#[test]
fn a_rook_behind_a_rook_takes_back_through_it() {
    // Re2xe4, Re8xe4, Re1xe4: the Pawn won, a Rook each lost.
    let game = fide();
    let got = exchange_of("4r1k1/8/8/8/4p3/8/4R3/4R1K1 w - - 0 1", "e2", "e4");
    assert_eq!(got, Some(worth(&game, 'P')));
    // Without the Rook behind, the Pawn costs the Rook.
    let alone = exchange_of("4r1k1/8/8/8/4p3/8/4R3/6K1 w - - 0 1", "e2", "e4");
    assert_eq!(alone, Some(worth(&game, 'P') - worth(&game, 'R')));
}

#[test]
fn a_king_takes_back_only_what_nothing_defends() {
    let game = fide();
    // Qxd5+ and the King takes the Queen.
    let got = exchange_of("8/8/4k3/3p4/8/8/8/K2Q4 w - - 0 1", "d1", "d5");
    assert_eq!(got, Some(worth(&game, 'P') - worth(&game, 'Q')));
    // Rxd5+ with the Queen behind: the King cannot take back.
    let backed = exchange_of("8/8/4k3/3p4/8/8/3R4/K2Q4 w - - 0 1", "d2", "d5");
    assert_eq!(backed, Some(worth(&game, 'P')));
}

#[test]
fn a_move_onto_a_square_a_pawn_attacks_loses_the_piece() {
    let game = fide();
    // Qc1-c4, where the d5 Pawn takes it.
    let got = exchange_of("4k3/8/8/3p4/8/8/8/2Q1K3 w - - 0 1", "c1", "c4");
    assert_eq!(got, Some(-worth(&game, 'Q')));
    // With the Bishop on b3 taking the Pawn back.
    let defended = exchange_of("4k3/8/8/3p4/8/1B6/8/2Q1K3 w - - 0 1", "c1", "c4");
    assert_eq!(defended, Some(worth(&game, 'P') - worth(&game, 'Q')));
    // A safe square: nothing won, nothing lost.
    let safe = exchange_of("4k3/8/8/3p4/8/8/8/2Q1K3 w - - 0 1", "c1", "c3");
    assert_eq!(safe, Some(0));
}

#[test]
fn the_exchange_tells_nothing_of_castling_en_passant_or_a_promotion() {
    let game = fide();
    let en_passant = game
        .read_position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
        .unwrap();
    let m = Move {
        from: square(&game, "e5"),
        to: square(&game, "d6"),
        kind: MoveKind::EnPassant,
    };
    assert_eq!(
        exchange(game.tables(), &terms(&game), en_passant.board(), m),
        None
    );
    let mut turns = Vec::new();
    let castling = game
        .read_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        .unwrap();
    game.legal_turns(&castling, &mut turns);
    let castle = turns
        .iter()
        .map(|t| t[0])
        .find(|m| matches!(m.kind, MoveKind::Castle(_)))
        .unwrap();
    assert_eq!(
        exchange(game.tables(), &terms(&game), castling.board(), castle),
        None
    );
    let promoting = game
        .read_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
        .unwrap();
    turns.clear();
    game.legal_turns(&promoting, &mut turns);
    let promotion = turns
        .iter()
        .map(|t| t[0])
        .find(|m| matches!(m.kind, MoveKind::Promotion(_)))
        .unwrap();
    assert_eq!(
        exchange(game.tables(), &terms(&game), promoting.board(), promotion),
        None
    );
}

/// The squares of `by`'s pieces among `present` that attack `target`,
/// by FIDE's moves: a Pawn's forward diagonals, the Knight's and King's
/// leaps, and the lines of Bishop, Rook and Queen up to the first
/// present piece.
fn fide_attackers(
    game: &Chesslike,
    board: &Board,
    present: &[bool; 64],
    target: (i32, i32),
    by: Color,
) -> Vec<(Square, char)> {
    let at = |f: i32, r: i32| -> Option<(Square, char)> {
        if !(0..8).contains(&f) || !(0..8).contains(&r) || !present[(r * 8 + f) as usize] {
            return None;
        }
        let s = Square::new(f as u8, r as u8);
        let p = board.get(s)?;
        Some((s, letter(game, p))).filter(|_| p.color() == by)
    };
    let (tf, tr) = target;
    let mut found = Vec::new();
    let forward = if by == Color::White { 1 } else { -1 };
    for df in [-1, 1] {
        if let Some((s, 'P')) = at(tf + df, tr - forward) {
            found.push((s, 'P'));
        }
    }
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        if let Some((s, 'N')) = at(tf + df, tr + dr) {
            found.push((s, 'N'));
        }
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some((s, 'K')) = at(tf + df, tr + dr) {
                found.push((s, 'K'));
            }
        }
    }
    for (df, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let diagonal = df != 0 && dr != 0;
        let (mut f, mut r) = (tf + df, tr + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            if present[(r * 8 + f) as usize] {
                if let Some((s, l)) = at(f, r) {
                    if l == 'Q' || (diagonal && l == 'B') || (!diagonal && l == 'R') {
                        found.push((s, l));
                    }
                }
                break;
            }
            f += df;
            r += dr;
        }
    }
    found
}

/// What `side` gains by going on with the exchange on `target`, where
/// the piece standing there is worth `standing`: nothing if it has no
/// attacker or would rather stop, else that piece less what the other
/// side then gains, taking with its least valuable attacker.
fn going_on(
    game: &Chesslike,
    board: &Board,
    present: &mut [bool; 64],
    target: (i32, i32),
    side: Color,
    standing: i32,
) -> i32 {
    let value = |l: char| {
        if l == 'K' {
            ROYAL_WORTH
        } else {
            worth(game, l)
        }
    };
    let Some((from, l)) = fide_attackers(game, board, present, target, side)
        .into_iter()
        .min_by_key(|&(_, l)| value(l))
    else {
        return 0;
    };
    let index = usize::from(from.rank()) * 8 + usize::from(from.file());
    present[index] = false;
    let reply = going_on(game, board, present, target, !side, value(l));
    present[index] = true;
    (standing - reply).max(0)
}

fn reckoned(game: &Chesslike, position: &Position, m: Move) -> i32 {
    let board = position.board();
    let mut present = [false; 64];
    for color in [Color::White, Color::Black] {
        for (s, _) in board.pieces(color) {
            present[usize::from(s.rank()) * 8 + usize::from(s.file())] = true;
        }
    }
    let mover = board.get(m.from).unwrap();
    let value = |l: char| {
        if l == 'K' {
            ROYAL_WORTH
        } else {
            worth(game, l)
        }
    };
    let captured = board.get(m.to).map_or(0, |p| value(letter(game, p)));
    present[usize::from(m.from.rank()) * 8 + usize::from(m.from.file())] = false;
    let target = (i32::from(m.to.file()), i32::from(m.to.rank()));
    captured
        - going_on(
            game,
            board,
            &mut present,
            target,
            !mover.color(),
            value(letter(game, mover)),
        )
}

#[test]
fn every_move_of_random_games_agrees_with_the_exchange_played_out_by_hand() {
    let game = fide();
    let terms = terms(&game);
    let mut rng = XorShift64::new(0x5eed_0e5c_4a46_e001);
    let (mut moves, mut captures) = (0, 0);
    for _ in 0..40 {
        let mut position = game.start_position();
        for _ in 0..120 {
            let mut turns = Vec::new();
            game.legal_turns(&position, &mut turns);
            if turns.is_empty() {
                break;
            }
            for turn in &turns {
                let m = turn[0];
                if !matches!(m.kind, MoveKind::Normal | MoveKind::DoubleStep) {
                    continue;
                }
                moves += 1;
                captures += usize::from(position.board().get(m.to).is_some());
                let got = exchange(game.tables(), &terms, position.board(), m);
                assert_eq!(
                    got,
                    Some(reckoned(&game, &position, m)),
                    "{} {m}",
                    game.write_position(&position)
                );
            }
            let turn = &turns[rng.below(turns.len())];
            position = game.play_turn(&position, turn).unwrap();
        }
    }
    assert!(
        moves > 20_000 && captures > 1000,
        "only {moves} moves, {captures} captures checked"
    );
}

#[test]
fn any_move_at_all_gets_an_answer_without_a_panic() {
    // Moves no rule allows: from any square to any square of the largest
    // board (off the 8x8 board too, from empty squares, onto own pieces),
    // of every kind, on positions of random games.
    let game = fide();
    let terms = terms(&game);
    let mut rng = XorShift64::new(0xbad_0e5c_4a46_e001);
    let kinds = [
        MoveKind::Normal,
        MoveKind::DoubleStep,
        MoveKind::EnPassant,
        MoveKind::Castle(0),
        MoveKind::Castle(7),
        MoveKind::Promotion(200),
    ];
    let mut position = game.start_position();
    for _ in 0..2000 {
        let m = Move {
            from: Square::new(rng.below(16) as u8, rng.below(16) as u8),
            to: Square::new(rng.below(16) as u8, rng.below(16) as u8),
            kind: kinds[rng.below(kinds.len())],
        };
        let got = exchange(game.tables(), &terms, position.board(), m);
        if position.board().get(m.from).is_none() {
            assert_eq!(got, None, "{m}");
        }
        let mut turns = Vec::new();
        game.legal_turns(&position, &mut turns);
        position = if turns.is_empty() {
            game.start_position()
        } else {
            game.play_turn(&position, &turns[rng.below(turns.len())])
                .unwrap()
        };
    }
}
