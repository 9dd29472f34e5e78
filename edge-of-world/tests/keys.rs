//! The turn search keeps each position by its exact compact key
//! (`Variant::turn_key`: the board, then each piece's momentum and whether
//! it is due, and the turn's small fields; about 90 bytes where the
//! position is about 470). Exact, not a hash: two positions have the same
//! key exactly when they are equal, so the search's tables hold what
//! tables of whole positions hold, and every count is the same. Both are
//! checked here on the positions of random games (at turn boundaries and
//! in the middle of turns) and on the crowded position of the benchmark.

use edge_of_world::{EdgeOfWorld, Position, Variant};
use kernel::walk::{KeyWriter, WalkEnd, Walker};
use std::collections::HashMap;
use test_support::XorShift64;

/// Every position met along random steps played from the start.
fn positions(game: &EdgeOfWorld, seed: u64, steps_played: usize) -> Vec<Position> {
    let mut rng = XorShift64::from_case(seed);
    let mut at = game.start_position();
    let mut out = vec![at.clone()];
    let mut steps = Vec::new();
    for _ in 0..steps_played {
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

fn key(game: &EdgeOfWorld, position: &Position) -> Vec<u64> {
    let mut key = KeyWriter::new();
    assert!(game.turn_key(position, &mut key), "no key for {position:?}");
    key.words().to_vec()
}

#[test]
fn two_positions_have_one_key_exactly_when_they_are_equal() {
    let game = EdgeOfWorld::new();
    let mut by_key: HashMap<Vec<u64>, Position> = HashMap::new();
    let mut by_position: HashMap<Position, Vec<u64>> = HashMap::new();
    for seed in 1..=40 {
        for p in positions(&game, seed, 300) {
            let k = key(&game, &p);
            // A few dozen words at most, not a position.
            assert!(k.len() <= 14, "{} words for {p:?}", k.len());
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
    assert!(by_key.len() > 500, "{}", by_key.len());
}

/// The turns counted with keys and with whole positions.
fn counts_agree(
    game: &EdgeOfWorld,
    p: &Position,
    keyed: &mut Walker<Position, edge_of_world::Step>,
    whole: &mut Walker<Position, edge_of_world::Step>,
) -> u64 {
    let (mut a, mut b) = (0u64, 0u64);
    assert_eq!(keyed.enumerate(game, p, |_, _| a += 1), WalkEnd::Complete);
    assert_eq!(whole.enumerate(game, p, |_, _| b += 1), WalkEnd::Complete);
    assert_eq!(a, b, "{p:?}");
    assert_eq!(a, game.count_turns(p));
    a
}

#[test]
fn counts_with_keys_are_counts_with_whole_positions() {
    let game = EdgeOfWorld::new();
    let mut keyed = Walker::new();
    let mut whole = Walker::new();
    whole.set_keyed(false);
    let mut checked = 0;
    for seed in 1..=4 {
        for p in positions(&game, seed, 200) {
            if game.in_turn(&p) {
                continue;
            }
            counts_agree(&game, &p, &mut keyed, &mut whole);
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked}");
    // The benchmark's sixteen pieces in motion: thousands of turns, the
    // keyed tables a fraction of the whole ones.
    let crowded = game
        .read_position(
            "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12/12 w 0 \
             P C5 0 1, P D5 0 1, P E5 0 1, P F5 0 1, P G5 0 1, P H5 0 1, P I5 0 1, \
             P J5 0 1, R C4 0 1, N D4 1 2, B E4 2 1, Q F4 0 1, K G4 0 1, B H4 14 1, \
             N I4 15 2, R J4 0 1",
        )
        .unwrap();
    let turns = counts_agree(&game, &crowded, &mut keyed, &mut whole);
    assert!(turns > 1000, "{turns}");
    assert!(
        keyed.bytes() * 3 < whole.bytes(),
        "{} {}",
        keyed.bytes(),
        whole.bytes()
    );
}
