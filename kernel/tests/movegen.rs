//! The chess-like move generator (moved from the library's unit tests,
//! `src/chesslike/movegen.rs`): its listing in any order, both forms of
//! square sets against published counts, every shape against its
//! definition, and the attack tests' shortcuts (through items public but
//! hidden from the documentation for these tests).

use kernel::chesslike::{outnumbered_fourfold, Chesslike, Position, Rules};
use kernel::{perft_file, Color, PieceKind, Role, Square, Variant};
use test_support::Lcg64;

/// The King's choice between testing its targets and mapping the
/// enemy's attacks asks whether the enemy has fewer than four pieces
/// per target: checked on sets built with known sizes, their bits
/// spread by a multiplier, against the sizes' arithmetic.
#[test]
fn outnumbered_fourfold_compares_four_per_target_with_the_enemy() {
    // The `n` bits `spread * i mod 64`, distinct for an odd `spread`.
    let set = |n: u32, spread: u32, offset: u32| -> u64 {
        (0..n).fold(0, |set, i| set | 1 << ((offset + spread * i) % 64))
    };
    for targets in 0..=8 {
        for enemy in 0..=40 {
            for spread in [1, 7, 37] {
                let got = outnumbered_fourfold(set(targets, spread, 3), set(enemy, spread + 2, 11));
                assert_eq!(
                    got,
                    4 * targets > enemy,
                    "{targets} targets, {enemy} enemies"
                );
            }
        }
    }
}

/// The listing in any order (perft's upper levels: kind by kind, the
/// pawns' leaps a set at a time) gives the moves the listing in
/// square order gives (piece by piece, through each kind's plan), on
/// random games of FIDE chess and of the shapes game; the published
/// perft counts check the moves themselves.
#[test]
fn the_listing_in_any_order_lists_the_moves_in_square_order() {
    for (game, seed) in [
        (kernel::chess::fide(), 0x0a11_04de),
        (shapes_game(), 0x005a_04de),
    ] {
        let mut positions = 0;
        along_random_games(&game, seed, 20, |position| {
            let mut in_order = Vec::new();
            game.for_each_legal_move(position, |m| in_order.push(m));
            let mut any_order = Vec::new();
            game.for_each_legal_move_any_order(position, |m| any_order.push(m));
            assert_eq!(any_order.len(), in_order.len(), "{position:?}");
            for m in &in_order {
                assert!(any_order.contains(m), "{m:?} missing at {position:?}");
            }
            positions += 1;
        });
        assert!(positions > 500, "{positions} positions");
    }
}

/// Every count of `file` of at most `max_nodes` nodes, for `game`.
fn check_counts(game: &Chesslike, file: &str, max_nodes: u64) -> usize {
    let cases = perft_file::parse(file).expect("the perft file reads");
    let (failures, ran) = perft_file::check(game, &cases, max_nodes);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    ran
}

/// The 256-bit form, which every board larger than 8x8 gets, counts
/// the published FIDE numbers on the board where the 64-bit form is
/// the default: each form is checked against the same independent
/// counts, not against the other.
#[test]
fn the_wide_form_counts_the_published_fide_numbers() {
    let small = kernel::chess::fide();
    let wide = kernel::chess::fide().with_wide_sets();
    assert!(small.has_small_sets() && !wide.has_small_sets());
    let file = include_str!("../perft/chess.perft");
    assert!(check_counts(&wide, file, 500_000) >= 25);
}

/// Heavy Gravity's pieces (short riders, the non-jumping Knight, a
/// royal that is not a King) in both forms, against the counts of the
/// Heavy Gravity crate's independent generator, which shares no code
/// with the kernel (`heavy-gravity/perft/heavy-gravity.perft`).
#[test]
fn short_riders_and_lame_leapers_count_alike_in_both_forms() {
    let kind = |letter, name, betza, role| {
        PieceKind::new(letter, name, betza, role).expect("the Betza string reads")
    };
    let promotion = vec![4, 3, 2, 1];
    let rules = Rules {
        name: "heavy-gravity pieces".to_string(),
        geometry: kernel::Geometry::CHESS,
        kinds: vec![
            kind('P', "Pawn", "fmWfcF", Role::Pawn),
            kind('N', "Knight", "nN", Role::Piece),
            kind('B', "Bishop", "B4", Role::Piece),
            kind('R', "Rook", "R4", Role::Piece),
            kind('Q', "Queen", "Q4", Role::Piece),
            kind('K', "Old Monkey", "FbW", Role::Royal),
        ],
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".to_string(),
        double_step: false,
        en_passant: false,
        promotion: [promotion.clone(), promotion],
        castling: [Vec::new(), Vec::new()],
        draws: kernel::draws::DrawRules::NONE,
    };
    let counts = "\
id start
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
perft 1 8
perft 2 64
perft 3 736
perft 4 8413
perft 5 123846
id kiwipete-no-castling
fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1
perft 1 35
perft 2 1163
perft 3 41555
";
    let small = Chesslike::new(rules.clone()).expect("the rules compile");
    let wide = Chesslike::new(rules)
        .expect("the rules compile")
        .with_wide_sets();
    for game in [&small, &wide] {
        assert_eq!(check_counts(game, counts, 200_000), 8);
    }
    // Both forms list the same moves in the same order.
    let position = wide
        .read_position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1")
        .expect("the position reads");
    assert_eq!(small.legal_moves(&position), wide.legal_moves(&position));
}

/// A game of the shapes pieces take and of the kinds that keep their
/// plan: plain leapers, riders with and without leaps, a nightrider,
/// short riders, riders of two, four, one and six rays each way (the
/// first two read unrolled), a rider that moves and captures
/// differently, a lame leaper, a rider of more than eight rising rays
/// (twelve) and a leaper that moves and captures differently (eight
/// leaps, counted four at a time as pawns are), with pawns that double
/// step, capture en passant and promote.
/// Calls `visit` at every position of `games` random games of at most
/// 60 moves of `game`, each move drawn by a linear congruential
/// generator from `seed`, so the games are the same in every run.
fn along_random_games(game: &Chesslike, seed: u64, games: usize, mut visit: impl FnMut(&Position)) {
    let mut rng = Lcg64::new(seed);
    for _ in 0..games {
        let mut position = game.start_position();
        for _ in 0..60 {
            visit(&position);
            let moves = game.legal_moves(&position);
            if moves.is_empty() {
                break;
            }
            game.play_step(&mut position, moves[rng.below(moves.len())]);
        }
    }
}

fn shapes_game() -> Chesslike {
    let kind = |letter, name, betza, role| {
        PieceKind::new(letter, name, betza, role).expect("the Betza string reads")
    };
    let promotion = vec![1, 2, 3, 4, 5, 6, 7, 8, 9];
    let rules = Rules {
        name: "shapes".to_string(),
        geometry: kernel::Geometry::CHESS,
        kinds: vec![
            kind('P', "Pawn", "fmWfcF", Role::Pawn),
            kind('N', "Knight", "N", Role::Piece),
            kind('A', "Archbishop", "BN", Role::Piece),
            kind('C', "Chancellor", "RN", Role::Piece),
            kind('S', "Nightrider", "NN", Role::Piece),
            kind('R', "Short Rook", "R4", Role::Piece),
            kind('Q', "Queen", "Q", Role::Piece),
            kind(
                'M',
                "Moves like a Rook, takes like a Bishop",
                "mRcB",
                Role::Piece,
            ),
            kind('L', "Lame Knight", "nN", Role::Piece),
            kind(
                'Z',
                "Queen, Nightrider and Camelrider",
                "QNNCC",
                Role::Piece,
            ),
            kind('K', "King", "K", Role::Royal),
            kind('V', "Vertical Rook", "vR", Role::Piece),
            kind('G', "Rook and Nightrider", "RNN", Role::Piece),
            kind('X', "Wazir-mover, Ferz-taker", "mWcF", Role::Piece),
        ],
        start: "rnaskqzl/pppppppp/v6g/2xxxx2/8/G1XXXX1V/PPPPPPPP/LZQKSANM w - - 0 1".to_string(),
        double_step: true,
        en_passant: true,
        promotion: [promotion.clone(), promotion],
        castling: [Vec::new(), Vec::new()],
        draws: kernel::draws::DrawRules::NONE,
    };
    Chesslike::new(rules).expect("the rules compile")
}

/// Whether a piece of `by` could capture on `target`, by its moves
/// walked square by square through the move tables' slices
/// ([`Chesslike::piece_moves`]), which share nothing with the square
/// sets the generator counts with.
fn attacked_by_walking(game: &Chesslike, position: &Position, target: Square, by: Color) -> bool {
    position.board().pieces(by).any(|(from, piece)| {
        let mut hits = false;
        game.piece_moves(position, from, piece, |m| hits |= m.to == target);
        hits
    })
}

/// The legal moves of `position` by their definition: every move a
/// piece's movement allows, walked through the slices, that leaves no
/// royal piece of the mover where a piece of the other side could
/// capture it (the game has no castling).
fn count_by_walking(game: &Chesslike, position: &Position) -> u64 {
    let us = position.side_to_move();
    let mut count = 0;
    for (from, piece) in position.board().pieces(us) {
        game.piece_moves(position, from, piece, |m| {
            let mut after = position.clone();
            game.play_step(&mut after, m);
            let safe = after.board().pieces(us).all(|(square, p)| {
                !game.is_royal(p.kind()) || !attacked_by_walking(game, &after, square, !us)
            });
            count += u64::from(safe);
        });
    }
    count
}

/// The safety pass and the attack test that look along the lines
/// only where the other side's riders, read from the board's sets per
/// kind, stand answer as the ones that look wherever any of its pieces
/// stands, on every square of random positions of a game of many
/// riders (long and short, a nightrider, one that moves and captures
/// differently) and leapers: leaving a kind out of the riders, or a
/// line out of their union, changes an answer.
#[test]
fn the_riders_shortcut_answers_as_every_piece_does() {
    let game = shapes_game();
    let t = game.small_tables().expect("the shapes game has small sets");
    let (mut compared, mut attacked, mut pins) = (0, 0, 0);
    along_random_games(&game, 0x0129_5eed, 20, |position| {
        let board = position.board();
        let small = board.small();
        let occupied = small.occupied_by(Color::White) | small.occupied_by(Color::Black);
        for by in [Color::White, Color::Black] {
            let enemy = small.occupied_by(by);
            let riders = t.enemy_riders(by, enemy, |kind| small.kind(kind));
            let own = occupied & !enemy;
            for target in 0..64 {
                let fast = t.attacked_among(board, occupied, enemy, riders, target, by);
                let every = t.attacked_with(board, occupied, enemy, target, by);
                assert_eq!(fast, every, "{by} on bit {target} at {position:?}");
                let fast = t.safety(board, occupied, own, enemy, riders, target, by);
                let every = t.safety(board, occupied, own, enemy, enemy, target, by);
                assert_eq!(fast, every, "{by}'s pins on bit {target} at {position:?}");
                compared += 1;
                attacked += usize::from(fast.evasions.is_some());
                pins += usize::from(fast.pinned != 0);
            }
        }
    });
    assert!(
        compared > 100_000 && attacked > 10_000 && pins > 1_000,
        "{compared} squares, {attacked} attacked, {pins} with pins"
    );
}

/// The attack map of a side, which the King's squares are tested
/// against in endings, is the squares the attack test finds attacked
/// one by one, on random positions of the shapes game (riders of two,
/// four, one and six rays each way, lame leapers, pawns): a ray of a
/// rider left out of the map, or read past its first piece, changes
/// it.
#[test]
fn the_attack_map_is_every_square_attacked() {
    let game = shapes_game();
    let t = game.small_tables().expect("the shapes game has small sets");
    let mut maps = 0;
    along_random_games(&game, 0x00a7_7ac4, 20, |position| {
        let board = position.board();
        let small = board.small();
        let occupied = small.occupied_by(Color::White) | small.occupied_by(Color::Black);
        for by in [Color::White, Color::Black] {
            let pieces = small.occupied_by(by);
            let map = t.attack_map(board, occupied, pieces, by);
            let one_by_one = (0..64usize)
                .filter(|&bit| t.attacked_with(board, occupied, pieces, bit, by))
                .fold(0u64, |set, bit| set | 1 << bit);
            assert_eq!(map, one_by_one, "{by} at {position:?}");
            maps += 1;
        }
    });
    assert!(maps > 1000, "{maps} maps");
}

/// The count of every kind, shaped or not, is its definition, along
/// random games of a game of many shapes (captures, checks, pins,
/// promotions and en passant come up): a rider's rays or leaps read
/// from the wrong square or cut short change the count.
#[test]
fn every_shape_counts_its_moves_by_definition() {
    let game = shapes_game();
    let (mut positions, mut checks) = (0, 0);
    along_random_games(&game, 0x5eed_0029, 30, |position| {
        assert_eq!(
            game.count_legal_moves(position),
            count_by_walking(&game, position),
            "at {}",
            game.write_position(position)
        );
        assert_eq!(
            game.legal_moves(position).len() as u64,
            game.count_legal_moves(position)
        );
        positions += 1;
        checks += usize::from(game.royal_attacked(position, position.side_to_move()));
    });
    assert!(
        positions > 1000 && checks > 20,
        "{positions} positions, {checks} in check"
    );
}
