//! Scores: hundredths of a Pawn for the side to move, or a won or lost
//! game with the number of turns it takes.

use std::fmt;

/// The score of a won game at the root; a win found `n` turns (plies)
/// ahead scores `WIN - n`, so that a quicker win scores higher.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this (either sign) are won or lost games.
pub const WIN_BOUND: i32 = WIN - 100_000;
/// Above every score: the bounds of a full window.
pub const INFINITY: i32 = WIN + 1;

/// A score for the side to move: positive is good for it.
///
/// # Examples
/// ```
/// use engine::Score;
/// assert_eq!(Score::centipawns(125).to_string(), "+1.25");
/// assert_eq!(Score::centipawns(-50).to_string(), "-0.50");
/// // A win after 3 turns from here: the side to move's turns 1 and 2 and
/// // the opponent's turn between them.
/// assert_eq!(Score::win_after(3).to_string(), "win in 2");
/// assert_eq!(Score::win_after(3).turns_to_win(), Some(2));
/// assert_eq!(Score::loss_after(2).to_string(), "loss in 1");
/// assert_eq!(Score::loss_after(2).turns_to_win(), Some(-1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// A score of `cp` hundredths of a Pawn.
    pub const fn centipawns(cp: i32) -> Score {
        Score(cp)
    }

    /// The side to move wins after `plies` turns (its own and the
    /// opponent's), the last of them its own.
    pub const fn win_after(plies: u32) -> Score {
        Score(WIN - plies as i32)
    }

    /// The side to move loses after `plies` turns, the last of them the
    /// opponent's.
    pub const fn loss_after(plies: u32) -> Score {
        Score(-(WIN - plies as i32))
    }

    /// Whether the score is a won or lost game.
    pub const fn is_decisive(self) -> bool {
        self.0 > WIN_BOUND || self.0 < -WIN_BOUND
    }

    /// For a decisive score, how many of the winner's turns the win takes:
    /// positive when the side to move wins (its turns, this one included),
    /// negative when it loses (the opponent's turns). `None` otherwise.
    pub const fn turns_to_win(self) -> Option<i32> {
        if self.0 > WIN_BOUND {
            let plies = WIN - self.0;
            Some((plies + 1) / 2)
        } else if self.0 < -WIN_BOUND {
            let plies = WIN + self.0;
            Some(-((plies + 1) / 2))
        } else {
            None
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turns_to_win() {
            Some(n) if n > 0 => write!(f, "win in {n}"),
            Some(n) => write!(f, "loss in {}", -n),
            None => {
                let sign = if self.0 < 0 { '-' } else { '+' };
                let abs = self.0.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
        }
    }
}
