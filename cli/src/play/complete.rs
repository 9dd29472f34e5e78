//! One rule for what a person must type, the same in every variant: a
//! turn may be written with only its choices. What a person may type is a
//! superset of the game's notation, read in this order:
//!
//! 1. the turn in the game's notation, as its reader reads it (the games'
//!    own form, which a game file keeps);
//! 2. the turn in the coordinate notation every variant reads (`e2e4`,
//!    `e4e6,g1f3`);
//! 3. the steps the text reads as, in either notation, with the events
//!    the rules force left out: every legal turn that holds those steps in
//!    that order, with other steps before, between or after them, is
//!    searched ([`completions`]). When the turns found end in one
//!    position, that turn is played and echoed in full; when they end in
//!    several, none is played and the message lists them.
//!
//! The search is generic (over [`Variant::steps`], [`Variant::play_step`],
//! [`Variant::in_turn`] and [`Variant::accept_turn`]), so no variant's
//! reader changes, and bounded: it visits each mid-turn position once for
//! each count of steps matched, and stops after [`MAX_VISITS`] steps
//! played or [`MAX_TIME`], saying so, rather than running long.

use crate::play::explain;
use cvpages::{Game, PlayError, Playable};
use kernel::excerpt::Excerpt;
use kernel::{Turn, Variant};
use std::collections::{HashMap, HashSet};

/// The most steps the search of completions plays before it gives up.
pub const MAX_VISITS: usize = 50_000;

/// The longest the search of completions runs before it gives up (a
/// Multimove step with a large budget left can cost a tenth of a
/// millisecond).
pub const MAX_TIME: std::time::Duration = std::time::Duration::from_millis(500);

/// The most steps the search of one example turn plays.
const EXAMPLE_VISITS: usize = 5_000;

/// The most completions a message lists.
pub const MAX_SHOWN: usize = 8;

/// A turn played from what a person wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The turn as the game writes it (its full form, as a game file
    /// keeps it).
    pub text: String,
    /// Whether events the person left out were filled in.
    pub completed: bool,
}

/// What the search of completions found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Completions<S> {
    /// The legal turns holding the steps in order, one per distinct end
    /// position (at most [`MAX_SHOWN`] + 1 of them kept).
    Found(Vec<Turn<S>>),
    /// The search stopped at [`MAX_VISITS`] steps or [`MAX_TIME`], with
    /// the turns found until then.
    TooMany(Vec<Turn<S>>),
}

/// Every legal turn from `start` that holds the steps `typed` in that
/// order, with other steps anywhere around them, one per distinct end
/// position; at most [`MAX_SHOWN`] + 1 are kept (enough to tell one from
/// several and to list them).
pub fn completions<V: Variant + ?Sized>(
    variant: &V,
    start: &V::Position,
    typed: &[V::Step],
) -> Completions<V::Step> {
    search(variant, start, typed, MAX_SHOWN + 1, MAX_VISITS)
}

/// [`completions`], keeping at most `max_found` turns and playing at most
/// `max_visits` steps.
fn search<V: Variant + ?Sized>(
    variant: &V,
    start: &V::Position,
    typed: &[V::Step],
    max_found: usize,
    max_visits: usize,
) -> Completions<V::Step> {
    let mut seen: HashSet<(V::Position, usize)> = HashSet::new();
    let mut ends: HashMap<V::Position, Turn<V::Step>> = HashMap::new();
    let mut order: Vec<V::Position> = Vec::new();
    let mut stack: Vec<(V::Position, usize, Turn<V::Step>)> = vec![(start.clone(), 0, Turn::new())];
    let mut visits = 0usize;
    let clock = std::time::Instant::now();
    let mut steps = Vec::new();
    while let Some((at, matched, path)) = stack.pop() {
        if !path.is_empty() && !variant.in_turn(&at) {
            if matched == typed.len()
                && variant.accept_turn(start, &at).is_ok()
                && !ends.contains_key(&at)
            {
                order.push(at.clone());
                ends.insert(at, path);
                if ends.len() >= max_found {
                    break;
                }
            }
            continue;
        }
        steps.clear();
        variant.steps(&at, &mut steps);
        for &step in steps.iter().rev() {
            visits += 1;
            let late = visits % 256 == 0 && clock.elapsed() > MAX_TIME;
            if visits > max_visits || late {
                let found = order.iter().filter_map(|p| ends.remove(p)).collect();
                return Completions::TooMany(found);
            }
            let mut next = at.clone();
            variant.play_step(&mut next, step);
            let matched = matched + usize::from(typed.get(matched) == Some(&step));
            if seen.insert((next.clone(), matched)) {
                let mut longer = path.clone();
                longer.push(step);
                stack.push((next, matched, longer));
            }
        }
    }
    Completions::Found(order.iter().filter_map(|p| ends.remove(p)).collect())
}

/// Plays `text` in `game` as a person wrote it (see the [module
/// docs](self)).
///
/// # Errors
/// One line: the game's reason for refusing the text; with the ways to
/// finish it when there are several, or with what the piece the text
/// names may do ([`explain::piece_moves`]).
pub fn play_written<V: Playable>(game: &mut Game<V>, text: &str) -> Result<Written, String> {
    let refused = match game.play(text) {
        Ok(written) => {
            return Ok(Written {
                text: written,
                completed: false,
            })
        }
        Err(e @ PlayError::GameOver { .. }) => return Err(e.to_string()),
        Err(e) => e,
    };
    if let Ok(written) = game.play_coordinates(text) {
        return Ok(Written {
            text: written,
            completed: false,
        });
    }
    let variant = game.variant();
    let position = game.position().clone();
    let typed = variant
        .read_turn(&position, text)
        .ok()
        .or_else(|| variant.read_coordinates(&position, text).ok());
    let mut bounded = false;
    if let Some(typed) = typed.filter(|t| !t.is_empty()) {
        let (found, more) = match completions(variant, &position, &typed) {
            Completions::Found(found) => (found, false),
            Completions::TooMany(found) => (found, true),
        };
        match (found.as_slice(), more) {
            ([one], false) => {
                let one = one.clone();
                let written = game.play_turn(&one).map_err(|e| e.to_string())?;
                return Ok(Written {
                    text: written,
                    completed: true,
                });
            }
            ([], false) => {}
            ([], true) => bounded = true,
            (found, _) => {
                let listed: Vec<String> = found
                    .iter()
                    .take(MAX_SHOWN)
                    .map(|t| variant.write_turn(&position, t))
                    .collect();
                let how_many = if found.len() > MAX_SHOWN {
                    format!("more than {} ways", listed.len())
                } else if more {
                    let ways = if listed.len() == 1 { "way" } else { "ways" };
                    format!(
                        "at least {} {ways} (the search stopped at its bound)",
                        listed.len()
                    )
                } else {
                    format!("{} ways", listed.len())
                };
                return Err(format!(
                    "{} can be finished in {how_many}: {}; write the one you mean",
                    Excerpt::new(text),
                    listed.join(" | ")
                ));
            }
        }
    }
    let mut message = refused.to_string();
    if bounded {
        message.push_str("; no way to finish it was found within the search's bound");
    }
    if let Some(moves) = explain::piece_moves(variant, &position, text) {
        message.push_str("; ");
        message.push_str(&moves);
    }
    Err(message)
}

/// The first `count` legal turns of `game`'s position in the game's
/// notation, one per first piece moved where possible, for `help`.
pub fn examples<V: Playable>(game: &Game<V>, count: usize) -> Vec<String> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    let variant = game.variant();
    let position = game.position();
    let mut turns = Vec::new();
    // One start's turns, not the whole list: a Multimove position may
    // have a hundred thousand turns, and a few examples are enough.
    let mut steps = Vec::new();
    variant.steps(position, &mut steps);
    for &step in &steps {
        if turns.len() >= count {
            break;
        }
        // One turn from each first step is enough, and a step whose turns
        // are hard to finish is passed over.
        let (Completions::Found(found) | Completions::TooMany(found)) =
            search(variant, position, &[step], 1, EXAMPLE_VISITS);
        if let Some(turn) = found.first() {
            let text = variant.write_turn(position, turn);
            if !turns.contains(&text) {
                turns.push(text);
            }
        }
    }
    turns
}
