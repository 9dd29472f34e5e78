//! The walk of a game tree to a fixed depth, counting its leaves: the
//! heart of perft, over any kind of position and turn, below the
//! [`crate::Variant`] trait (whose provided `perft` is this walk) and
//! [`crate::perft`] (which splits it by first turn and over threads).

/// One level of the walk: a position, its legal turns (or moves), and
/// the next one to follow.
struct Level<P, T> {
    position: P,
    turns: Vec<T>,
    next: usize,
}

/// Perft over any kind of turn `T`: `list` gives a position's turns,
/// `play` the position after one, and `count_last` counts the turns of
/// each node one turn above the leaves. [`perft`] walks whole turns of a
/// [`Variant`]; a game whose turns are single moves walks its moves
/// (the chess-like engine does, which spares a turn buffer per move).
///
/// The walk keeps its levels in a vector rather than on the call stack,
/// so a line as deep as the depth asked for (100,000 turns of two
/// pieces shuttling) needs heap, not stack; a level is made the first
/// time the walk goes that deep and reused after.
pub(crate) fn count_tree<P: Clone, T>(
    position: &P,
    depth: u32,
    list: impl FnMut(&P, &mut Vec<T>),
    play: impl Fn(&P, &T) -> P,
    count_last: impl FnMut(&P) -> u64,
) -> u64 {
    count_tree_in_place(
        position,
        depth,
        list,
        |p, turn, out| *out = play(p, turn),
        count_last,
    )
}

/// [`count_tree`] with `play_into` writing the position after a turn
/// into a position the walk already holds (the level below, or one
/// scratch position for the nodes counted at the last level), so that a
/// game whose positions are plain data copies each once, where a
/// returned position is copied again into its place.
pub(crate) fn count_tree_in_place<P: Clone, T>(
    position: &P,
    depth: u32,
    mut list: impl FnMut(&P, &mut Vec<T>),
    play_into: impl Fn(&P, &T, &mut P),
    mut count_last: impl FnMut(&P) -> u64,
) -> u64 {
    match depth {
        0 => return 1,
        1 => return count_last(position),
        _ => {}
    }
    let mut root = Level {
        position: position.clone(),
        turns: Vec::new(),
        next: 0,
    };
    list(&root.position, &mut root.turns);
    let mut scratch = position.clone();
    let mut levels = vec![root];
    // The deepest level in use; level `top` is `top` turns below the root.
    let mut top = 0usize;
    let mut total = 0;
    loop {
        let (upper, lower) = levels.split_at_mut(top + 1);
        let level = &mut upper[top];
        let Some(turn) = level.turns.get(level.next) else {
            if top == 0 {
                return total;
            }
            top -= 1;
            continue;
        };
        level.next += 1;
        // Turns still to count below the position after `turn`.
        let remaining = u64::from(depth) - top as u64 - 1;
        if remaining == 1 {
            play_into(&level.position, turn, &mut scratch);
            total += count_last(&scratch);
            continue;
        }
        match lower.first_mut() {
            Some(child) => {
                play_into(&level.position, turn, &mut child.position);
                child.turns.clear();
                child.next = 0;
                list(&child.position, &mut child.turns);
            }
            None => {
                let mut position = scratch.clone();
                play_into(&level.position, turn, &mut position);
                let mut child = Level {
                    position,
                    turns: Vec::new(),
                    next: 0,
                };
                list(&child.position, &mut child.turns);
                levels.push(child);
            }
        }
        top += 1;
    }
}
