//! Heavy Gravity's dead positions (RULES.md, "Draws"): bare Kings are
//! dead, because an Old Monkey attacks the other exactly when it is
//! attacked by it and may not step into an attack, so no check can ever
//! be given; FIDE's insufficient material does not carry over, because
//! the Old Monkey is mated by a lone Knight or Bishop.

use heavy_gravity::pieces::kinds::OLD_MONKEY;
use heavy_gravity::{
    Board, Color, EndReason, GameResult, Geometry, HeavyGravity, Piece, Position, Square, Variant,
};

fn game() -> HeavyGravity {
    HeavyGravity::new()
}

fn pos(fen: &str) -> Position {
    game()
        .read_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn bare_kings_are_a_dead_position() {
    let outcome = game()
        .outcome(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), &[])
        .expect("a dead position");
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Draw, EndReason::DeadPosition)
    );
    // A capture that leaves the Kings alone ends the game.
    let g = game();
    let before = pos("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    let after = g.play(&before, "Kxd2").unwrap();
    assert_eq!(
        g.outcome(&after, &[]).map(|o| o.reason),
        Some(EndReason::DeadPosition)
    );
}

/// Why bare Kings are dead, on every placement of two Old Monkeys: each
/// attacks the other exactly when the other attacks it (the Old Monkey
/// moves one square diagonally or one straight back, and one's back is
/// the other's forward), so a King that gave check would stand in check
/// itself, which no move allows, and a position with bare Kings has no
/// check and never gets one: nothing can be mated.
#[test]
fn old_monkeys_attack_each_other_only_both_ways() {
    let g = game();
    let tables = g.engine().tables();
    let mut mutual = 0;
    for white in 0..64u8 {
        for black in 0..64u8 {
            if white == black {
                continue;
            }
            let (w, b) = (
                Square::new(white % 8, white / 8),
                Square::new(black % 8, black / 8),
            );
            let mut board = Board::empty(Geometry::CHESS);
            board.set(w, Some(Piece::new(Color::White, OLD_MONKEY)));
            board.set(b, Some(Piece::new(Color::Black, OLD_MONKEY)));
            let white_attacks = tables.is_attacked(&board, b, Color::White);
            let black_attacks = tables.is_attacked(&board, w, Color::Black);
            assert_eq!(white_attacks, black_attacks, "{w} {b}");
            mutual += usize::from(white_attacks);
        }
    }
    // The placements in check: the Kings diagonal neighbours (2 * 49
    // pairs of squares, either King on either), or White's directly above
    // Black's (56), where each King's step back reaches the other; with
    // Black's above White's neither steps back onto the other.
    assert_eq!(mutual, 2 * (2 * 49) + 56);
}

/// FIDE's insufficient material would be wrong here: a lone Knight or
/// Bishop mates an Old Monkey, so those positions are not dead.
#[test]
fn a_lone_knight_or_bishop_can_mate_so_it_is_no_dead_position() {
    let g = game();
    for (fen, mated) in [
        // The Knight on c1 checks a2 through b1; b3 is the Knight's too,
        // b1 and a3 are White's Old Monkey's.
        ("8/8/8/8/8/8/kK6/2N5 b - - 0 1", true),
        // The Bishop on c1 checks a3 through b2; b4 and a4 (Black's step
        // back) are White's Old Monkey's on a5.
        ("8/8/8/K7/8/k7/8/2B5 b - - 0 1", true),
        // The same material elsewhere: the game goes on.
        ("8/8/3k4/8/8/8/8/2N1K3 w - - 0 1", false),
        ("8/8/3k4/8/8/8/8/2B1K3 w - - 0 1", false),
    ] {
        let outcome = g.outcome(&pos(fen), &[]);
        if mated {
            assert_eq!(
                outcome.map(|o| (o.result, o.reason)),
                Some((GameResult::Win(Color::White), EndReason::Checkmate)),
                "{fen}"
            );
        } else {
            assert_eq!(outcome, None, "{fen}");
        }
    }
}
