//! Multimove's draws (RULES.md, "Draws"): the base game's, counted in
//! turns. Over FIDE chess: claims of threefold repetition and fifty
//! moves, fivefold repetition and seventy-five moves by themselves, FIDE's
//! insufficient material dead; over Heavy Gravity the same counts, bare
//! Kings dead. Expected values worked out by hand from the rules.

use kernel::chesslike::Position as BasePosition;
use kernel::{Geometry, Piece, Square};
use multimove::{
    Color, EndReason, Game, GameResult, Multimove, MultimoveHeavyGravity, Outcome, Variant,
};

fn fide_game(fen: &str) -> Game<Multimove> {
    Game::from_position(Multimove::fide(), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn ended(game: &Game<Multimove>) -> Option<(GameResult, EndReason)> {
    game.outcome().map(|o| (o.result, o.reason))
}

/// Kings walking one square a turn and back: each position of the walk
/// comes round every four turns.
const WALK: [&str; 4] = ["K e1-d1", "K e8-d8", "K d1-e1", "K d8-e8"];

#[test]
fn repetition_is_a_claim_the_third_time_and_a_draw_by_itself_the_fifth() {
    let mut game = fide_game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 8 -");
    for (i, turn) in WALK.iter().cycle().take(16).enumerate() {
        game.play(turn)
            .unwrap_or_else(|e| panic!("turn {}: {turn}: {e}", i + 1));
        let times = if (i + 1) % 4 == 0 {
            1 + (i + 1) / 4
        } else {
            1 + i / 4
        };
        let open = game.open_claims(Color::White);
        assert_eq!(
            open.contains(&"threefold-repetition"),
            (3..5).contains(&times),
            "after turn {}",
            i + 1
        );
        let expected = (times == 5).then_some((GameResult::Draw, EndReason::FivefoldRepetition));
        assert_eq!(ended(&game), expected, "after turn {}", i + 1);
    }
}

#[test]
fn fifty_moves_are_counted_in_turns_a_claim_at_100_and_a_draw_by_itself_at_150() {
    let mut game = fide_game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80 8 -");
    assert!(game.open_claims(Color::Black).is_empty());
    // One turn of two moves adds one to the count.
    game.play("K e1-d1, R a1-a2").unwrap();
    assert_eq!(game.position().base().halfmove_clock(), 100);
    assert_eq!(ended(&game), None);
    assert_eq!(game.open_claims(Color::Black), ["fifty-moves"]);
    let mut game = fide_game("4k3/8/8/8/8/8/8/R3K3 w - - 149 80 8 -");
    game.play("K e1-d1, R a1-a2").unwrap();
    assert_eq!(
        ended(&game),
        Some((GameResult::Draw, EndReason::SeventyFiveMoves))
    );
}

#[test]
fn dead_positions_are_the_base_games() {
    let dead = Some((GameResult::Draw, EndReason::DeadPosition));
    let fide = |fen: &str| {
        Multimove::fide()
            .outcome(&Multimove::fide().read_position(fen).unwrap(), &[])
            .map(|o| (o.result, o.reason))
    };
    let heavy = |fen: &str| {
        let g = MultimoveHeavyGravity::heavy_gravity();
        g.outcome(&g.read_position(fen).unwrap(), &[])
            .map(|o| (o.result, o.reason))
    };
    // Over FIDE chess, FIDE's insufficient material.
    assert_eq!(fide("4k3/8/8/8/8/8/8/4K3 w - - 0 1 8 -"), dead);
    assert_eq!(fide("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1 8 -"), dead);
    assert_eq!(fide("4k3/8/2b5/8/8/5B2/8/4K3 w - - 0 1 8 -"), dead);
    assert_eq!(fide("4k3/8/3b4/8/8/5B2/8/4K3 w - - 0 1 8 -"), None);
    assert_eq!(fide("4k3/8/8/8/8/2R5/8/4K3 w - - 0 1 8 -"), None);
    // Over Heavy Gravity, bare Kings only: its Knight can mate.
    assert_eq!(heavy("4k3/8/8/8/8/8/8/4K3 w - - 0 1 5 -"), dead);
    assert_eq!(heavy("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1 5 -"), None);
}

/// Why FIDE's insufficient material holds in Multimove: a mate is FIDE's
/// mate (one move must answer the check, and the pieces move as FIDE's),
/// so the material with no mate in FIDE chess has none here either. Every
/// placement of a King and a Knight or a Bishop against a bare King, with
/// the bare King to move and in check, is not mate in Multimove; with a
/// Rook some are (the count is FIDE's, 216), so the search finds mates
/// where there are some.
#[test]
fn a_lone_minor_piece_never_mates_in_multimove_over_fide() {
    let g = Multimove::fide();
    let base = kernel::chess::fide();
    let mates = |kind: u8| {
        let mut mates = 0;
        for white_king in 0..64u8 {
            for black_king in 0..64u8 {
                for piece in 0..64u8 {
                    if white_king == black_king || piece == white_king || piece == black_king {
                        continue;
                    }
                    let square = |i: u8| Square::new(i % 8, i / 8);
                    let mut p = BasePosition::empty(Geometry::CHESS);
                    let board = p.board_mut();
                    board.set(square(white_king), Some(Piece::new(Color::White, 5)));
                    board.set(square(black_king), Some(Piece::new(Color::Black, 5)));
                    board.set(square(piece), Some(Piece::new(Color::White, kind)));
                    p.set_side_to_move(Color::Black);
                    // Black in check, White not (else no position).
                    if !base.royal_attacked(&p, Color::Black)
                        || base.royal_attacked(&p, Color::White)
                    {
                        continue;
                    }
                    let text = format!("{} 8 -", base.write_position(&p));
                    let position = g.read_position(&text).unwrap();
                    if let Some(Outcome {
                        reason: EndReason::Checkmate,
                        ..
                    }) = g.outcome(&position, &[])
                    {
                        mates += 1;
                    }
                }
            }
        }
        mates
    };
    use kernel::chess::kinds::{BISHOP, KNIGHT, ROOK};
    assert_eq!(mates(KNIGHT), 0);
    assert_eq!(mates(BISHOP), 0);
    assert_eq!(mates(ROOK), 216);
}
