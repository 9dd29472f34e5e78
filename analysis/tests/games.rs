//! Games the engine plays are game files the kernel's replay accepts: for
//! every variant, a short game of the engine against itself and one
//! against each opponent of the benchmark, written with
//! `Game::game_file` and replayed as `verify-games` replays every file.

use crate::common;

use analysis::players::{play_out, Ending, EnginePlayer, GreedyPlayer, Player, RandomPlayer};
use cvpages::{Game, GameFile, Playable, Task};
use engine::Limits;

struct Replays(&'static str);

/// Makes a player for a variant.
type MakePlayer<V> = Box<dyn Fn(&V) -> Box<dyn Player<V>>>;

impl Task for Replays {
    type Output = ();

    fn run<V: Playable>(self, variant: V) {
        let name = variant.name().to_string();
        let Ok(mut game) =
            Game::with_options(self.0, |_| Ok::<V, std::convert::Infallible>(variant));
        let start = game.position_text();
        let opponents: [MakePlayer<V>; 3] = [
            Box::new(|v| Box::new(EnginePlayer::new(v, Limits::depth(1)))),
            Box::new(|_| Box::new(RandomPlayer::new(5))),
            Box::new(|v| Box::new(GreedyPlayer::new(v, 5))),
        ];
        for make in &opponents {
            game.set_start(&start).unwrap();
            let mut engine = EnginePlayer::new(game.variant(), Limits::depth(1));
            let mut other = make(game.variant());
            let ending = play_out(&mut game, &mut engine, other.as_mut(), 6).unwrap();
            assert!(
                matches!(ending, Ending::Capped | Ending::Over(_)),
                "{name}: {ending:?}"
            );
            let text = game.game_file("A short game", "engine tests");
            let file = GameFile::parse(&text).unwrap();
            let report = cvpages::replay(&file).unwrap();
            assert!(
                report.problems().is_empty(),
                "{name}: {:?}\n{text}",
                report.problems()
            );
            assert_eq!(report.turns_replayed(), game.turns().len(), "{name}");
            assert!(game.turns().len() >= 4, "{name}: {text}");
        }
    }
}

#[test]
fn the_engines_games_replay() {
    for (name, options) in common::test_variants() {
        cvpages::with_variant(name, options, Replays(options)).unwrap();
    }
}
