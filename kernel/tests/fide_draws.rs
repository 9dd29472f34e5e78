//! FIDE's draw rules in the kernel's FIDE chess, case by case from the
//! Laws of Chess (articles 5.2.2, 9.2, 9.3, 9.6): threefold repetition and
//! fifty moves are claims, fivefold repetition and seventy-five moves end
//! the game by themselves (a mate on the last move standing), and a dead
//! position (insufficient material) ends it at once. The same rules over
//! thousands of positions, against python-chess: `python_chess_draws.rs`.
//!
//! The outcomes are compared as text, so that these tests read the same
//! on the kernel before FIDE's split, where repetition and fifty moves
//! ended the game at once and insufficient material was not judged: there
//! they fail.

use kernel::game::Game;
use kernel::{chess, Color, Variant};

/// The game after `turns` from `start` (a FEN), or from the start.
fn game(start: Option<&str>, turns: &[&str]) -> Game<kernel::chesslike::Chesslike> {
    let mut game = match start {
        Some(fen) => Game::from_position(chess::fide(), fen).unwrap(),
        None => Game::new(chess::fide()),
    };
    for turn in turns {
        game.play(turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    game
}

fn outcome(game: &Game<kernel::chesslike::Chesslike>) -> Option<String> {
    game.outcome().map(|o| o.to_string())
}

/// A claim by `claimant` in the game's position, judged by the variant
/// with the game's history, as text.
fn claim(
    game: &Game<kernel::chesslike::Chesslike>,
    claimant: Color,
    name: &str,
) -> Result<String, String> {
    game.variant()
        .claim(game.position(), game.history(), claimant, name)
        .map(|o| o.to_string())
        .map_err(|e| e.to_string())
}

const DANCE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn fide_chess_offers_the_two_claims() {
    assert_eq!(
        chess::fide().claims(),
        ["threefold-repetition", "fifty-moves"]
    );
}

#[test]
fn a_third_repetition_may_be_claimed_by_either_player_and_does_not_end_the_game() {
    // The start stands for the second time: no claim yet.
    let twice = game(None, &DANCE);
    assert_eq!(
        claim(&twice, Color::White, "threefold-repetition"),
        Err("the position has stood twice here, a draw needs 3".to_string())
    );
    // The third time: the game goes on, and either player may claim (the
    // side to move by 9.2.1.2; Black, who has just moved, by 9.2.1.1, the
    // move and the claim recorded together).
    let thrice = game(None, &[DANCE, DANCE].concat());
    assert_eq!(outcome(&thrice), None);
    for claimant in Color::ALL {
        assert_eq!(
            claim(&thrice, claimant, "threefold-repetition"),
            Ok("draw by threefold repetition".to_string())
        );
    }
    // Not a fifty-move claim.
    assert_eq!(
        claim(&thrice, Color::White, "fifty-moves"),
        Err("8 turns without a capture or a pawn move, a draw needs 100".to_string())
    );
    // The game accepts the claim and ends.
    let mut claimed = thrice.clone();
    assert_eq!(
        claimed
            .claim(Color::White, "threefold-repetition")
            .unwrap()
            .to_string(),
        "draw by threefold repetition"
    );
    assert_eq!(
        outcome(&claimed),
        Some("draw by threefold repetition".into())
    );
    // Play goes on without the claim, the position standing a fourth time.
    let four = game(None, &[DANCE, DANCE, DANCE].concat());
    assert_eq!(outcome(&four), None);
}

#[test]
fn a_fifth_repetition_ends_the_game_by_itself() {
    let dances = [DANCE, DANCE, DANCE, DANCE].concat();
    let fifth = game(None, &dances);
    assert_eq!(outcome(&fifth), Some("draw by fivefold repetition".into()));
    // The fourth time did not.
    let fourth = game(None, &dances[..12]);
    assert_eq!(outcome(&fourth), None);
    // Nothing can be claimed or played once it has ended.
    assert!(claim(&fifth, Color::White, "threefold-repetition")
        .unwrap_err()
        .contains("the game is over (draw by fivefold repetition)"));
    assert!(fifth.legal_turns().is_empty());
}

#[test]
fn the_fifty_move_rule_is_a_claim() {
    let before = game(Some("7k/8/8/8/8/8/8/R6K w - - 99 80"), &[]);
    assert_eq!(
        claim(&before, Color::White, "fifty-moves"),
        Err("99 turns without a capture or a pawn move, a draw needs 100".to_string())
    );
    let after = game(Some("7k/8/8/8/8/8/8/R6K w - - 99 80"), &["Ra2"]);
    assert_eq!(after.position().halfmove_clock(), 100);
    assert_eq!(outcome(&after), None);
    for claimant in Color::ALL {
        assert_eq!(
            claim(&after, claimant, "fifty-moves"),
            Ok("draw by fifty-move rule".to_string())
        );
    }
}

#[test]
fn seventy_five_moves_end_the_game_by_themselves() {
    let before = game(Some("7k/8/8/8/8/8/8/R6K w - - 148 80"), &["Ra2"]);
    assert_eq!(outcome(&before), None);
    let after = game(Some("7k/8/8/8/8/8/8/R6K w - - 148 80"), &["Ra2", "Kg8"]);
    assert_eq!(after.position().halfmove_clock(), 150);
    assert_eq!(
        outcome(&after),
        Some("draw by seventy-five-move rule".into())
    );
}

#[test]
fn a_mate_on_the_seventy_fifth_move_stands() {
    // FIDE 9.6.2: "if the last move resulted in checkmate, that shall take
    // precedence". Ra8 is neither a capture nor a pawn move.
    let mate = game(Some("7k/8/6K1/8/8/8/8/R7 w - - 149 80"), &["Ra8#"]);
    assert_eq!(mate.position().halfmove_clock(), 150);
    assert_eq!(outcome(&mate), Some("white wins by checkmate".into()));
}

#[test]
fn insufficient_material_ends_the_game_at_once() {
    let dead = |fen: &str| outcome(&game(Some(fen), &[]));
    let drawn = Some("draw by dead position".to_string());
    for fen in [
        // King against King.
        "8/8/4k3/8/8/8/8/4K3 w - - 0 1",
        // And a Bishop, or a Knight.
        "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1",
        "8/8/4k3/8/8/2N5/8/4K3 b - - 0 1",
        // Bishops of both sides on one colour.
        "8/8/2b1k3/8/8/5B2/8/4K3 w - - 0 1",
        // Three Bishops, all on dark squares (a3, c3, b2).
        "8/8/4k3/8/8/B1B5/1B6/4K3 w - - 0 1",
    ] {
        assert_eq!(dead(fen), drawn, "{fen}");
    }
    for fen in [
        // Bishops on both colours.
        "8/8/3bk3/8/8/5B2/8/4K3 w - - 0 1",
        // A Knight each: either may block its own King into a mate.
        "8/8/2n1k3/8/8/2N5/8/4K3 w - - 0 1",
        // Two Knights.
        "8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1",
        // A Knight against a Queen: the Queen can mate.
        "8/8/4k3/8/8/2N5/8/q3K3 w - - 0 1",
        // A Bishop against a Pawn, which could block.
        "8/8/4k3/6p1/8/2B5/8/4K3 w - - 0 1",
        // A lone Rook.
        "8/8/4k3/8/8/2R5/8/4K3 w - - 0 1",
    ] {
        assert_eq!(dead(fen), None, "{fen}");
    }
}

#[test]
fn a_capture_that_leaves_insufficient_material_ends_the_game() {
    let game = game(Some("8/8/4k3/8/8/2B5/8/r3K3 w - - 0 1"), &["Bxa1"]);
    assert_eq!(outcome(&game), Some("draw by dead position".into()));
}
