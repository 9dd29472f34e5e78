//! What the replayer shows a visitor of each turn it reaches
//! ([`replay_visiting`](super::replay_visiting)): the turn line, the
//! position it is played from with the game's history before it, and what
//! became of it. The positions are lent, never kept, so a visitor that
//! keeps nothing (the engine's analysis and its checked commentary) walks
//! a game file in memory linear in its length, as the replay does.

use super::game_file::TurnLine;
use crate::{Turn, Variant};

/// One turn of a line of a game file, as the replayer reaches it.
pub struct TurnVisit<'a, V: Variant + ?Sized> {
    /// Where it is: `3...` in the main line, `variation before 3... /
    /// 4.` in a side line.
    pub label: &'a str,
    /// The turn line as the file writes it (its number, side, text and
    /// line).
    pub turn: &'a TurnLine,
    /// The position it is played from.
    pub before: &'a V::Position,
    /// The repetition keys of the game's positions before `before`.
    pub history: &'a [u64],
    /// What became of it.
    pub played: Played<'a, V>,
}

/// What became of a turn line the replayer reached.
pub enum Played<'a, V: Variant + ?Sized> {
    /// The turn was played: the turn read (a declared misprint's
    /// correction in place of the printed turn), the position after it,
    /// the correction played if any, and why the rules refuse it if they
    /// do (it is then played as written, as best the variant plays it).
    Turn {
        /// The turn played.
        turn: &'a Turn<V::Step>,
        /// The position after it.
        after: &'a V::Position,
        /// The declared misprint's correction, if it was played.
        corrected: Option<&'a str>,
        /// Why the rules refuse the turn, if they do.
        illegal: Option<&'a str>,
    },
    /// The player resigned: the line ends.
    Resigned,
    /// The turn does not read (why): the line stops.
    Unreadable(&'a str),
}
