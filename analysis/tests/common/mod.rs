//! Helpers the analysis crate's tests share (a copy of the engine's):
//! positions from seeded random games, and the variants with options small
//! enough for the default suite.

#![allow(dead_code)]

use engine::rng::Rng;
use kernel::Variant;

/// Every variant of the registry with the options the tests use: the
/// standard game, but Multimove FIDE Chess with 4 points a turn (its
/// turns of 8 points number a hundred thousand, too many to list in a
/// test many times over).
pub fn test_variants() -> Vec<(&'static str, &'static str)> {
    cvpages::names()
        .map(|name| {
            (
                name,
                if name.starts_with("multimove") {
                    "points=4"
                } else {
                    ""
                },
            )
        })
        .collect()
}

/// The turn-boundary positions of a game of `turns` random turns from the
/// start (fewer if it ends), with the history before each, seeded.
pub fn random_positions<V: Variant>(
    variant: &V,
    turns: usize,
    seed: u64,
) -> Vec<(V::Position, Vec<u64>)> {
    let mut rng = Rng::new(seed);
    let mut position = variant.start_position();
    let mut history = Vec::new();
    let mut out = Vec::new();
    let mut list = Vec::new();
    for _ in 0..turns {
        if variant.outcome(&position, &history).is_some() {
            break;
        }
        out.push((position.clone(), history.clone()));
        list.clear();
        variant.legal_turns(&position, &mut list);
        if list.is_empty() {
            break;
        }
        let turn = &list[rng.below(list.len())];
        history.push(variant.repetition_key(&position));
        position = variant.play_turn_unchecked(&position, turn);
    }
    out
}

/// A 12x12 Edge of the World board with `pieces` (letter and square such
/// as "K g3") on it.
pub fn edge_board(pieces: &[&str]) -> String {
    let mut cells = vec![vec!['.'; 12]; 12];
    for p in pieces {
        let (letter, square) = p.split_once(' ').unwrap();
        let file = (square.as_bytes()[0].to_ascii_lowercase() - b'a') as usize;
        let rank: usize = square[1..].parse().unwrap();
        cells[rank - 1][file] = letter.chars().next().unwrap();
    }
    let ranks: Vec<String> = cells
        .iter()
        .rev()
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for &c in row {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    ranks.join("/")
}
