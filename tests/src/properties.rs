//! The cross-check properties: a variant against its [`Definition`] at one
//! position, and along a random game.

use crate::definitions::{Definition, Ends};
use crate::search::Fast;
use kernel::{Turn, Variant};
use std::collections::{HashMap, HashSet};

/// What a variant lists at one position: its legal turns, in its order.
pub type Listed<V> = Vec<Turn<<V as Variant>::Step>>;

/// Property 1 at `position` (a turn boundary): `in_check` agrees with the
/// definition, and the turns `legal_turns` lists (`listed`) lead to
/// exactly the positions the definition calls legal (`expected`, from
/// [`Definition::legal_ends`]).
///
/// # Errors
/// The first disagreement, with the position text and the turn written in
/// the variant's notation.
pub fn agrees_with_definition<D: Definition>(
    definition: &D,
    position: &<D::Game as Variant>::Position,
    expected: &Ends<D::Game>,
    listed: &Listed<D::Game>,
) -> Result<(), String> {
    let game = definition.game();
    let text = game.write_position(position);
    let check = definition.in_check(position)?;
    if game.in_check(position) != check {
        return Err(format!(
            "in_check says {}, the definition says {check}, at '{text}'",
            !check
        ));
    }
    let mut reached = HashSet::<_, Fast>::default();
    for turn in listed {
        let end = game.play_turn_unchecked(position, turn);
        if !expected.contains_key(&end) {
            return Err(format!(
                "'{}' is listed at '{text}', but the definition does not allow it",
                game.write_turn(position, turn)
            ));
        }
        reached.insert(end);
    }
    for (end, steps) in expected {
        if !reached.contains(end) {
            return Err(format!(
                "'{}' is legal by the definition at '{text}', but not listed",
                game.write_turn(position, steps)
            ));
        }
    }
    Ok(())
}

/// Property 2 at `position` (a turn boundary): perft(1), `count_turns` and
/// `legal_turns` (`listed`) all count the distinct positions that legal
/// turns reach (`expected`, found by the plain step search and the
/// definition); no two listed turns reach the same position.
///
/// # Errors
/// The first count that differs, with the position text.
pub fn counts_distinct_ends<D: Definition>(
    definition: &D,
    position: &<D::Game as Variant>::Position,
    expected: &Ends<D::Game>,
    listed: &Listed<D::Game>,
) -> Result<(), String> {
    let game = definition.game();
    let text = game.write_position(position);
    let distinct = expected.len() as u64;
    let mut seen = HashMap::<_, &Turn<_>, Fast>::default();
    for turn in listed {
        let end = game.play_turn_unchecked(position, turn);
        if let Some(first) = seen.insert(end, turn) {
            return Err(format!(
                "'{}' and '{}' reach the same position, yet both are listed at '{text}'",
                game.write_turn(position, first),
                game.write_turn(position, turn)
            ));
        }
    }
    for (what, n) in [
        ("perft(1)", game.perft(position, 1)),
        ("count_turns", game.count_turns(position)),
        ("legal_turns", listed.len() as u64),
    ] {
        if n != distinct {
            return Err(format!(
                "{what} is {n}, but legal turns reach {distinct} distinct positions at '{text}'"
            ));
        }
    }
    Ok(())
}

/// Steps through one turn from `position`, choosing each step by
/// `choices` (taken modulo the steps offered), and checks the steps
/// offered at every position on the way ([`Definition::check_steps`]).
///
/// # Errors
/// The first disagreement.
pub fn steps_agree_along_a_turn<D: Definition>(
    definition: &D,
    position: &<D::Game as Variant>::Position,
    choices: &[u32],
) -> Result<(), String> {
    let game = definition.game();
    let mut at = position.clone();
    let mut steps = Vec::new();
    for (i, &choice) in choices.iter().enumerate() {
        definition.check_steps(&at)?;
        steps.clear();
        game.steps(&at, &mut steps);
        if steps.is_empty() || (i > 0 && !game.in_turn(&at)) {
            break;
        }
        game.play_step(&mut at, steps[choice as usize % steps.len()]);
    }
    Ok(())
}

/// Both properties (and, for a variant that judges steps, the steps along
/// a few turns) at `position`.
///
/// # Errors
/// The first failure.
pub fn check_position<D: Definition>(
    definition: &D,
    position: &<D::Game as Variant>::Position,
    walks: &[Vec<u32>],
) -> Result<(), String> {
    let expected = definition.legal_ends(position)?;
    let mut listed = Vec::new();
    definition.game().legal_turns(position, &mut listed);
    agrees_with_definition(definition, position, &expected, &listed)
        .map_err(|e| format!("property 1 (check and legality): {e}"))?;
    counts_distinct_ends(definition, position, &expected, &listed)
        .map_err(|e| format!("property 2 (distinct turns): {e}"))?;
    if definition.judges_steps() {
        for walk in walks {
            steps_agree_along_a_turn(definition, position, walk)
                .map_err(|e| format!("property 1 (legal steps): {e}"))?;
        }
    }
    Ok(())
}

/// Plays a game from `start`, choosing each turn from `legal_turns` by
/// `choices`, for at most `max_turns` turns or until the game ends, and
/// checks [`check_position`] at every position reached (the start
/// included).
///
/// # Errors
/// The first failure, after the turns that led to it.
pub fn check_random_game<D: Definition>(
    definition: &D,
    start: &<D::Game as Variant>::Position,
    choices: &[u32],
    max_turns: usize,
    walks: &[Vec<u32>],
) -> Result<(), String> {
    let game = definition.game();
    let mut position = start.clone();
    let mut history = Vec::new();
    let mut written = Vec::new();
    let mut turns = Vec::new();
    for &choice in choices.iter().take(max_turns + 1) {
        check_position(definition, &position, walks)
            .map_err(|e| format!("after '{}': {e}", written.join(" | ")))?;
        if game.outcome(&position, &history).is_some() {
            break;
        }
        turns.clear();
        game.legal_turns(&position, &mut turns);
        let Some(turn) = turns.get(choice as usize % turns.len().max(1)) else {
            break;
        };
        written.push(game.write_turn(&position, turn));
        history.push(game.repetition_key(&position));
        position = game.play_turn_unchecked(&position, turn);
    }
    Ok(())
}
