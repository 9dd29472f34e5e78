//! Rule 10's claim through the `Variant` trait, as the replay of a game
//! file judges it: the same verdicts as `Forward::claim_fifty_move_win`,
//! and the game's history taken into account.

use forward::{Color, EndReason, Forward, GameResult, Outcome, Variant};
use kernel::RefusedClaim;

/// White made the last pawn capture 100 plies ago: fifty moves each.
const CLAIMABLE: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 100 80 w";

#[test]
fn forward_offers_the_fifty_move_win() {
    let game = Forward::new();
    assert_eq!(game.claims(), ["fifty-move-win"]);
    let position = game.read_position(CLAIMABLE).expect("reads");
    let win = Outcome {
        result: GameResult::Win(Color::White),
        reason: EndReason::Claim,
    };
    assert_eq!(
        game.claim(&position, &[], Color::White, "fifty-move-win"),
        Ok(win)
    );
    assert_eq!(game.claim_fifty_move_win(&position, Color::White), Ok(win));
    assert_eq!(
        game.claim(&position, &[], Color::Black, "fifty-move-win"),
        Err(RefusedClaim::Refused(
            "black cannot claim: white made the last pawn capture".to_string()
        ))
    );
    assert_eq!(
        game.claim(&position, &[], Color::White, "draw")
            .unwrap_err()
            .to_string(),
        "no claim 'draw' in this variant: the claims are fifty-move-win"
    );
}

/// A position carries no history; the game's history, which the replay
/// passes, may show the position a third time, and then the game is over
/// (rule 7) and nothing is left to claim.
#[test]
fn the_games_history_can_show_the_game_over() {
    let game = Forward::new();
    let position = game.read_position(CLAIMABLE).expect("reads");
    let key = game.repetition_key(&position);
    assert_eq!(
        game.claim(&position, &[key, key], Color::White, "fifty-move-win"),
        Err(RefusedClaim::Refused(
            "the game is already over: white wins by threefold repetition".to_string()
        ))
    );
    // The position alone knows nothing of it.
    assert!(game.claim_fifty_move_win(&position, Color::White).is_ok());
}
