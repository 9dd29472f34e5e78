//! The turn search keeps each position by its exact compact key
//! (`Variant::turn_key`: the base position, the points left and which
//! pieces have moved, about 40 bytes where the position is about 380).
//! Exact, not a hash: two positions have the same key exactly when they
//! are equal, so the search's tables hold what tables of whole positions
//! hold, and every count is the same. Both are checked here on positions
//! of random turns (at their boundaries and in the middle of them), of
//! FIDE Multimove at 8 points, at 3, and over Heavy Gravity.

use kernel::walk::{KeyWriter, WalkEnd, Walker};
use multimove::{Multimove, MultimoveHeavyGravity, Position, Variant};
use std::collections::HashMap;
use test_support::XorShift64;

/// Positions met along random turns played step by step from the start:
/// every position a step reaches, turn boundaries and mid-turn alike.
fn positions<V: Variant<Position = Position>>(game: &V, seed: u64, turns: usize) -> Vec<Position> {
    let mut rng = XorShift64::from_case(seed);
    let mut at = game.start_position();
    let mut out = vec![at.clone()];
    let mut steps = Vec::new();
    for _ in 0..turns * 8 {
        steps.clear();
        game.steps(&at, &mut steps);
        if steps.is_empty() {
            break;
        }
        game.play_step(&mut at, steps[rng.below_or_zero(steps.len())]);
        out.push(at.clone());
    }
    out
}

fn key<V: Variant<Position = Position>>(game: &V, position: &Position) -> Vec<u64> {
    let mut key = KeyWriter::new();
    assert!(game.turn_key(position, &mut key), "no key for {position:?}");
    key.words().to_vec()
}

fn keys_are_exact<V: Variant<Position = Position>>(game: &V) -> usize {
    let mut by_key: HashMap<Vec<u64>, Position> = HashMap::new();
    let mut by_position: HashMap<Position, Vec<u64>> = HashMap::new();
    for seed in 1..=12 {
        for p in positions(game, seed, 20) {
            let k = key(game, &p);
            // About 40 bytes, not a position.
            assert!(k.len() <= 6, "{} words for {p:?}", k.len());
            if let Some(q) = by_key.get(&k) {
                assert_eq!(q, &p, "two positions with one key");
            }
            if let Some(j) = by_position.get(&p) {
                assert_eq!(j, &k, "one position with two keys");
            }
            by_key.insert(k.clone(), p.clone());
            by_position.insert(p, k);
        }
    }
    by_key.len()
}

#[test]
fn two_positions_have_one_key_exactly_when_they_are_equal() {
    assert!(keys_are_exact(&Multimove::fide()) > 1000);
    assert!(keys_are_exact(&multimove::MultimoveChess::with_options("points=3").unwrap()) > 1000);
    assert!(keys_are_exact(&MultimoveHeavyGravity::heavy_gravity()) > 1000);
}

/// The turns counted with keys and with whole positions, at the turn
/// boundaries of random games (three points a turn: turns of up to three
/// moves, with their transpositions, at a fraction of the time of more).
fn counts_agree<V: Variant<Position = Position>>(game: &V) -> usize {
    let mut keyed = Walker::new();
    let mut whole = Walker::new();
    whole.set_keyed(false);
    let mut checked = 0;
    for seed in 1..=3 {
        for p in positions(game, seed, 6) {
            if game.in_turn(&p) {
                continue;
            }
            let (mut a, mut b) = (0u64, 0u64);
            assert_eq!(keyed.enumerate(game, &p, |_, _| a += 1), WalkEnd::Complete);
            assert_eq!(whole.enumerate(game, &p, |_, _| b += 1), WalkEnd::Complete);
            assert_eq!(a, b, "{p:?}");
            assert_eq!(a, game.count_turns(&p));
            // The keyed tables are the smaller by far.
            if a > 1000 {
                assert!(
                    keyed.bytes() * 3 < whole.bytes(),
                    "{} {}",
                    keyed.bytes(),
                    whole.bytes()
                );
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn counts_with_keys_are_counts_with_whole_positions() {
    assert!(counts_agree(&multimove::MultimoveChess::with_options("points=3").unwrap()) >= 10);
    assert!(counts_agree(&MultimoveHeavyGravity::with_options("points=3").unwrap()) >= 10);
}
