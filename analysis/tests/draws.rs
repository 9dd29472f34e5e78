//! The engine and FIDE's claims: a repetition a player may claim is a draw
//! to the search, as engines score it, so the side that is behind heads
//! for it and the side ahead keeps clear of it; at the table the engine
//! claims a draw and accepts an offer when it is not ahead, declines when
//! it is, and claims a win a rule gives it.

use analysis::game::{open, EngineGame};
use cvpages::kernel::acts::{Act, PlayerAct};
use cvpages::{Color, Game, Variant};
use engine::{Engine, Limits};
use kernel::chesslike::Chesslike;

/// White a Queen up; the Knights dance.
const QUEEN_UP: &str = "4k1n1/8/8/8/8/8/8/3QK1N1 w - - 0 1";
const DANCE: [&str; 7] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];

fn danced() -> Game<Chesslike> {
    let mut game = Game::from_position(kernel::chess::fide(), QUEEN_UP).unwrap();
    for turn in DANCE {
        game.play(turn).unwrap();
    }
    game
}

/// Black, a Queen down, can bring the start back a third time with
/// Ng8 and claim the draw: the search scores that 0 and plays it.
#[test]
fn the_side_behind_heads_for_a_repetition_it_may_claim() {
    let game = danced();
    let chess = game.variant();
    let mut engine = Engine::new(chess);
    let result = engine.search(chess, game.position(), game.history(), &Limits::depth(2));
    let best = result.best.expect("a turn");
    assert_eq!(chess.write_turn(game.position(), &best), "Ng8");
    assert_eq!(result.score.to_string(), "+0.00");
}

/// White, a Queen up, does not give Black that chance: after 1. Nf3 Nf6
/// 2. Ng1 Ng8 3. Nf3 Nf6 the Knight going back to g1 would let Black
/// repeat the start a third time, and the engine plays something else.
#[test]
fn the_side_ahead_keeps_clear_of_a_repetition() {
    let mut game = Game::from_position(kernel::chess::fide(), QUEEN_UP).unwrap();
    for turn in &DANCE[..6] {
        game.play(turn).unwrap();
    }
    let chess = game.variant();
    let mut engine = Engine::new(chess);
    let result = engine.search(chess, game.position(), game.history(), &Limits::depth(3));
    let best = result.best.expect("a turn");
    assert_ne!(chess.write_turn(game.position(), &best), "Ng1");
    assert!(result.score.0 > 500, "{}", result.score);
}

fn act(game: &mut dyn EngineGame) -> Option<String> {
    game.engine_act(&Limits::depth(2))
        .unwrap()
        .map(|act| act.to_string())
}

#[test]
fn at_the_table_the_engine_claims_and_answers_offers_by_its_score() {
    // Behind, the engine claims the repetition that stands.
    let mut game = open("chess", "", Some(QUEEN_UP)).unwrap();
    for turn in DANCE {
        game.play(turn).unwrap();
    }
    game.play("Ng8").unwrap();
    // White is ahead: the repetition stands, but White does not claim it.
    assert_eq!(act(&mut *game), None);
    game.play("Nf3").unwrap();
    // Black, behind, claims.
    assert_eq!(
        act(&mut *game),
        Some("black claims threefold-repetition".into())
    );
    assert_eq!(
        game.outcome().map(|o| o.to_string()),
        Some("draw by threefold repetition".into())
    );

    // An offer: declined ahead, accepted behind.
    let mut game = open("chess", "", Some(QUEEN_UP)).unwrap();
    let offer = |player| PlayerAct {
        player,
        act: Act::OfferDraw,
    };
    game.act(&offer(Color::Black)).unwrap();
    assert_eq!(act(&mut *game), Some("white declines draw".into()));
    game.play("Kf2").unwrap();
    game.act(&offer(Color::White)).unwrap();
    assert_eq!(act(&mut *game), Some("black accepts draw".into()));
    assert_eq!(
        game.outcome().map(|o| o.to_string()),
        Some("draw by agreement".into())
    );
    // With nothing to answer or claim, nothing is done.
    let mut game = open("chess", "", None).unwrap();
    assert_eq!(act(&mut *game), None);
}

/// Forward Chess's rule 10 gives a win to the player who made the last
/// pawn capture once fifty moves each have passed: the engine claims it
/// at once, whatever its score.
#[test]
fn the_engine_claims_a_win_a_rule_gives_it() {
    // White took a pawn 100 plies ago; Black is a Rook up.
    let mut game = open("forward", "", Some("r3k3/8/8/8/8/8/8/4K3 w - - 100 90 w -")).unwrap();
    assert_eq!(act(&mut *game), Some("white claims fifty-move-win".into()));
    assert_eq!(
        game.outcome().map(|o| o.to_string()),
        Some("white wins by claimed win".into())
    );
}
