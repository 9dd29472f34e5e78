//! Perft: counting the leaf nodes of the game tree to a fixed depth, the
//! standard check of a move generator. Works on whole turns of any variant,
//! on one thread or split at the root over several ([`perft_threaded`]).

use crate::count_tree::count_tree;
use crate::variant::{TurnSearch, Variant};
use rayon::prelude::*;

/// The number of turn sequences of length `depth` from `position`.
/// Turn buffers are reused level by level, so the count allocates only
/// once per level, and only for the levels the walk reaches: any depth
/// may be asked for, and a position with no legal turn counts 0 at once.
pub fn perft<V: Variant + ?Sized>(variant: &V, position: &V::Position, depth: u32) -> u64 {
    count_tree(
        position,
        depth,
        |p, out| variant.legal_turns(p, out),
        |p, turn| variant.play_turn_unchecked(p, turn),
        |p| variant.count_turns(p),
    )
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
    count_tree(
        position,
        depth,
        |p, out| variant.legal_turns(p, out),
        |p, turn| variant.play_turn_unchecked(p, turn),
        |p| {
            let mut n = 0;
            search.enumerate(variant, p, |_, _| n += 1);
            n
        },
    )
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

/// Why a pool of worker threads could not be started.
#[derive(Debug, thiserror::Error)]
#[error("cannot start {threads} worker threads: {source}")]
pub struct ThreadsError {
    /// The threads asked for.
    pub threads: usize,
    /// What the thread pool said.
    #[source]
    pub source: rayon::ThreadPoolBuildError,
}

/// Runs `f` on a pool of `threads` worker threads.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> Result<T, ThreadsError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|source| ThreadsError { threads, source })?;
    Ok(pool.install(f))
}

/// [`Variant::perft`] on `threads` worker threads, split at the root:
/// every legal first turn is played and the tree below it counted by the
/// variant's own `perft` on whichever thread is free, and the counts are
/// added. A variant that overrides `perft` (Multimove, Forward, Edge of the
/// World) is therefore counted its own way below the root, and the total is
/// the single-threaded one whenever its `perft` at depth `d` is the sum of
/// its `perft` at `d - 1` over [`Variant::legal_turns`], as perft is by
/// definition. With one thread, or a depth below 2, this is
/// `variant.perft` on the calling thread. The caller's
/// [`crate::walk::Budget`] holds on the worker threads too.
///
/// # Errors
/// [`ThreadsError`] if the operating system refuses the threads.
pub fn perft_threaded<V>(
    variant: &V,
    position: &V::Position,
    depth: u32,
    threads: usize,
) -> Result<u64, ThreadsError>
where
    V: Variant + Sync + ?Sized,
    V::Position: Send + Sync,
    V::Step: Send + Sync,
{
    if threads <= 1 || depth < 2 {
        return Ok(variant.perft(position, depth));
    }
    let mut turns = Vec::new();
    variant.legal_turns(position, &mut turns);
    let bound = crate::walk::current();
    on_threads(threads, || {
        turns
            .par_iter()
            .map(|turn| {
                within(bound.as_ref(), || {
                    let next = variant.play_turn_unchecked(position, turn);
                    variant.perft(&next, depth - 1)
                })
            })
            .sum()
    })
}

/// Runs `f` under the caller's budget ([`crate::walk::bounded`]), if it
/// had one: a worker thread's share of its work.
fn within<T>(bound: Option<&crate::walk::Bound>, f: impl FnOnce() -> T) -> T {
    match bound {
        Some(bound) => bound.enter(f),
        None => f(),
    }
}

/// [`divide`] on `threads` worker threads: the first turns are counted in
/// parallel and listed in generation order, as [`divide`] lists them.
///
/// # Errors
/// [`ThreadsError`] if the operating system refuses the threads.
pub fn divide_threaded<V>(
    variant: &V,
    position: &V::Position,
    depth: u32,
    threads: usize,
) -> Result<Vec<(String, u64)>, ThreadsError>
where
    V: Variant + Sync + ?Sized,
    V::Position: Send + Sync,
    V::Step: Send + Sync,
{
    if threads <= 1 {
        return Ok(divide(variant, position, depth));
    }
    let mut turns = Vec::new();
    variant.legal_turns(position, &mut turns);
    let bound = crate::walk::current();
    let counts: Vec<u64> = on_threads(threads, || {
        turns
            .par_iter()
            .map(|turn| {
                if depth <= 1 {
                    1
                } else {
                    within(bound.as_ref(), || {
                        let next = variant.play_turn_unchecked(position, turn);
                        variant.perft(&next, depth - 1)
                    })
                }
            })
            .collect()
    })?;
    Ok(turns
        .iter()
        .zip(counts)
        .map(|(turn, count)| (variant.write_turn(position, turn), count))
        .collect())
}
