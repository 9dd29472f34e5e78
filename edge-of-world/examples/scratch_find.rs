//! scratch: random games, print positions with many own pieces in motion
use edge_of_world::{EdgeOfWorld, Variant};
fn main() {
    let v = EdgeOfWorld::new();
    let mut best = 0;
    for seed in 1..400u64 {
        let mut rng = seed.wrapping_mul(0x9e3779b97f4a7c15) | 1;
        let mut pos = v.start_position();
        let mut turns = Vec::new();
        for _ in 0..60 {
            if v.outcome(&pos, &[]).is_some() {
                break;
            }
            turns.clear();
            v.legal_turns(&pos, &mut turns);
            if turns.is_empty() {
                break;
            }
            // prefer turns that keep many pieces in motion: pick among turns that do not stop
            let side = pos.side_to_move();
            let mut choice = None;
            let mut best_n = 0;
            for _ in 0..8 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let t = &turns[(rng % turns.len() as u64) as usize];
                let next = v.play_turn_unchecked(&pos, t);
                let n = next
                    .motions()
                    .iter()
                    .filter(|m| next.piece_at(m.square).is_some_and(|(c, _)| c == side))
                    .count();
                if choice.is_none() || n > best_n {
                    best_n = n;
                    choice = Some(next);
                }
            }
            pos = choice.unwrap();
            let me = pos.side_to_move();
            let n = pos
                .motions()
                .iter()
                .filter(|m| pos.piece_at(m.square).is_some_and(|(c, _)| c == me))
                .count();
            if (6..=8).contains(&n) && n >= best {
                best = n;
                println!("{n} {}", v.write_position(&pos));
            }
        }
    }
}
