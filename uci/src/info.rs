//! The `info` line a search writes after each depth it finishes.

use cvpages::Coordinates;
use engine::{Iteration, Score};

/// `info depth D seldepth S score cp X|mate N nodes N nps N time MS pv
/// TURN ...`: the line of `iteration`, searched from `position`, its
/// turns in the coordinate notation (a turn of several steps is its
/// steps joined by commas, so the line's turns are its words).
pub fn info_line<V: Coordinates>(
    variant: &V,
    position: &V::Position,
    iteration: &Iteration<'_, V::Step>,
) -> String {
    let ms = iteration.elapsed.as_millis() as u64;
    let nodes = iteration.counters.nodes;
    let nps = nodes.saturating_mul(1000) / ms.max(1);
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {nodes} nps {nps} time {ms}",
        iteration.depth,
        iteration.seldepth.max(iteration.depth),
        score(iteration.score),
    );
    if !iteration.pv.is_empty() {
        line.push_str(" pv");
        let mut at = position.clone();
        for turn in iteration.pv {
            line.push(' ');
            line.push_str(&variant.write_coordinates(&at, turn));
            match variant.play_turn(&at, turn) {
                Ok(next) => at = next,
                Err(_) => break,
            }
        }
    }
    line
}

/// `cp X` (hundredths of a Pawn) or `mate N` (turns of the side to move
/// to its win; negative when it loses).
///
/// # Examples
/// ```
/// use engine::Score;
/// assert_eq!(uci::info::score(Score::centipawns(-35)), "cp -35");
/// assert_eq!(uci::info::score(Score::win_after(3)), "mate 2");
/// assert_eq!(uci::info::score(Score::loss_after(2)), "mate -1");
/// ```
pub fn score(score: Score) -> String {
    match score.turns_to_win() {
        Some(turns) => format!("mate {turns}"),
        None => format!("cp {}", score.0),
    }
}
