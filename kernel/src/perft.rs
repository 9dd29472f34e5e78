//! Perft: counting the leaf nodes of the game tree to a fixed depth, the
//! standard check of a move generator. Works on whole turns of any variant.

use crate::variant::{Turn, TurnSearch, Variant};

/// The number of turn sequences of length `depth` from `position`.
/// Turn buffers are reused level by level, so the count allocates only
/// once per level.
pub fn perft<V: Variant + ?Sized>(variant: &V, position: &V::Position, depth: u32) -> u64 {
    count_tree(variant, position, depth, &mut |p| variant.count_turns(p))
}

/// [`perft`] for a variant whose turns are searched step by step: the last
/// level is counted by one [`TurnSearch`] reused from node to node instead
/// of `count_turns`, so the search's tables are built once, not at every
/// node. The count equals [`perft`]'s whenever `count_turns` counts the
/// turns [`crate::variant::enumerate_turns`] visits, as the default does.
/// Multimove's and Edge of the World's `perft` are this.
pub fn perft_reusing_turn_search<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    depth: u32,
) -> u64 {
    let mut search = TurnSearch::new();
    count_tree(variant, position, depth, &mut |p| {
        let mut n = 0;
        search.enumerate(variant, p, |_, _| n += 1);
        n
    })
}

/// Perft with `count_last` counting the turns of each node one turn above
/// the leaves.
fn count_tree<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    depth: u32,
    count_last: &mut dyn FnMut(&V::Position) -> u64,
) -> u64 {
    let mut buffers: Vec<Vec<Turn<V::Step>>> = (0..depth).map(|_| Vec::new()).collect();
    walk(variant, position, depth, &mut buffers, count_last)
}

fn walk<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    depth: u32,
    buffers: &mut [Vec<Turn<V::Step>>],
    count_last: &mut dyn FnMut(&V::Position) -> u64,
) -> u64 {
    match depth {
        0 => 1,
        1 => count_last(position),
        _ => {
            let Some((turns, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            turns.clear();
            variant.legal_turns(position, turns);
            let mut total = 0;
            for turn in turns.iter() {
                let next = variant.play_turn_unchecked(position, turn);
                total += walk(variant, &next, depth - 1, rest, count_last);
            }
            total
        }
    }
}

/// Perft split by first turn: each legal turn written in the variant's
/// notation with the count below it, in generation order.
pub fn divide<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    depth: u32,
) -> Vec<(String, u64)> {
    let mut turns = Vec::new();
    variant.legal_turns(position, &mut turns);
    turns
        .iter()
        .map(|turn| {
            let next = variant.play_turn_unchecked(position, turn);
            let count = if depth <= 1 {
                1
            } else {
                variant.perft(&next, depth - 1)
            };
            (variant.write_turn(position, turn), count)
        })
        .collect()
}
