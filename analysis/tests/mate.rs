//! The mate search against the definition, written out naively over the
//! variant's own turn lists (`legal_turns`, `play_turn`, `outcome`, and
//! nothing of the engine): on positions near the end of games the engine
//! (one turn deep) won against a random mover, where wins in one and two
//! turns are common, the verdicts must agree; and the engine's own search
//! must score a win in one turn exactly where the mate search finds one.

use analysis::players::{play_out, EnginePlayer, RandomPlayer};
use cvpages::{Game, Playable, Task};
use engine::mate::{MateSearch, MateVerdict};
use engine::{Engine, Limits};
use kernel::{Color, GameResult, Variant};

/// Whether `attacker`, to move in `p`, wins within `n` of its turns.
fn wins<V: Variant>(
    v: &V,
    p: &V::Position,
    history: &mut Vec<u64>,
    n: u32,
    attacker: Color,
) -> bool {
    let mut turns = Vec::new();
    v.legal_turns(p, &mut turns);
    history.push(v.repetition_key(p));
    let mut found = false;
    for t in &turns {
        let q = v.play_turn(p, t).unwrap();
        found = match v.outcome(&q, history) {
            Some(o) => o.result == GameResult::Win(attacker),
            None => n > 1 && loses(v, &q, history, n - 1, attacker),
        };
        if found {
            break;
        }
    }
    history.pop();
    found
}

/// Whether the defender, to move in `p`, loses whatever it plays, the
/// attacker having `n` turns left after this one.
fn loses<V: Variant>(
    v: &V,
    p: &V::Position,
    history: &mut Vec<u64>,
    n: u32,
    attacker: Color,
) -> bool {
    let mut turns = Vec::new();
    v.legal_turns(p, &mut turns);
    history.push(v.repetition_key(p));
    let mut all = true;
    for t in &turns {
        let q = v.play_turn(p, t).unwrap();
        let lost = match v.outcome(&q, history) {
            Some(o) => o.result == GameResult::Win(attacker),
            None => wins(v, &q, history, n, attacker),
        };
        if !lost {
            all = false;
            break;
        }
    }
    history.pop();
    all
}

/// Positions from the last turns of games the engine won against a
/// random mover.
fn endings<V: Playable>(
    game: &mut Game<V>,
    games: u64,
    last: usize,
) -> Vec<(V::Position, Vec<u64>)> {
    let start = game
        .variant()
        .write_position(&game.variant().start_position());
    let mut out = Vec::new();
    for seed in 0..games {
        game.set_start(&start).unwrap();
        let mut engine = EnginePlayer::new(game.variant(), Limits::depth(1));
        let mut random = RandomPlayer::new(seed);
        let _ = if seed % 2 == 0 {
            play_out(game, &mut engine, &mut random, 160)
        } else {
            play_out(game, &mut random, &mut engine, 160)
        };
        let turns = game.turns();
        let from = turns.len().saturating_sub(last);
        let mut history = game.history()[..from].to_vec();
        for t in &turns[from..] {
            out.push((t.position_before().clone(), history.clone()));
            history.push(game.variant().repetition_key(t.position_before()));
        }
    }
    out
}

/// The mate search within `.0` turns, on the endings of `.1` games.
struct Agree(u32, u64);

impl Task for Agree {
    type Output = (usize, usize);

    fn run<V: Playable>(self, variant: V) -> (usize, usize) {
        let (n, games) = (self.0, self.1);
        let mut game = Game::new(variant);
        let positions = endings(&mut game, games, 5);
        let v = game.variant();
        let mut search = MateSearch::new(v);
        let mut engine = Engine::new(v);
        let (mut won, mut not) = (0, 0);
        for (p, history) in &positions {
            let attacker = v.side_to_move(p);
            let report = search.find(v, p, history, n, &Limits::default());
            let naive = (1..=n).find(|&k| wins(v, p, &mut history.clone(), k, attacker));
            match (&report.verdict, naive) {
                (MateVerdict::Win { turns, line }, Some(k)) => {
                    assert_eq!(*turns, k, "{}", v.write_position(p));
                    // The line is legal and its last turn ends the game.
                    let mut at = p.clone();
                    for t in line {
                        at = v.play_turn(&at, t).unwrap();
                    }
                    assert!(v.outcome(&at, &[]).is_some() || v.outcome(&at, history).is_some());
                    won += 1;
                }
                (MateVerdict::NoWin { within }, None) => {
                    assert_eq!(*within, n);
                    not += 1;
                }
                (verdict, naive) => panic!(
                    "{}: the mate search says {verdict:?}, the definition {naive:?}",
                    v.write_position(p)
                ),
            }
            // The engine's score shows a win in one turn exactly when
            // there is one.
            let r = engine.search(v, p, history, &Limits::depth(2));
            let engine_wins_in_one = r.score.turns_to_win() == Some(1);
            assert_eq!(
                engine_wins_in_one,
                matches!(report.verdict, MateVerdict::Win { turns: 1, .. }),
                "{} scored {}",
                v.write_position(p),
                r.score
            );
        }
        (won, not)
    }
}

#[test]
fn the_mate_search_agrees_with_the_definition() {
    // Fewer games where a game takes longer (Momentum's turns are the
    // slowest to make).
    // Multimove over Heavy Gravity with 4 points a turn: its turns of 8
    // points number too many for the naive definition in the default
    // suite.
    for (name, options, n, games) in [
        ("chess", "", 2, 3),
        ("heavy-gravity", "", 2, 3),
        ("forward", "", 2, 3),
        ("multimove-heavy-gravity", "points=4", 1, 2),
        ("momentum", "", 1, 1),
        ("edge-of-world", "", 1, 2),
    ] {
        let began = std::time::Instant::now();
        let (won, not) = cvpages::with_variant(name, options, Agree(n, games)).unwrap();
        println!(
            "{name}: {won} wins within {n}, {not} without ({:?})",
            began.elapsed()
        );
        assert!(won > 0 && not > 0, "{name}: {won} wins, {not} without");
    }
}
