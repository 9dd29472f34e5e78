//! The Elo difference a match's score says, and its 95% interval.
//!
//! The usual logistic model: a player who scores `s` (wins plus half the
//! draws, over the games) is `-400 log10(1/s - 1)` Elo above its opponent.
//! The interval is the score's normal 95% interval, `s +- 1.96 sigma/sqrt(n)`,
//! with `sigma^2` the per-game variance of the results (1, 1/2, 0) about
//! `s`, each end then turned into Elo by the same formula (so the interval
//! is not symmetric about the estimate). A score of 0 or 1 is minus or plus
//! infinity: the games say only that the gap is large.

use std::fmt;

/// Wins, draws and losses, and what they say in Elo.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EloEstimate {
    /// The score, from 0 to 1.
    pub score: f64,
    /// The Elo difference the score says (infinite at a score of 0 or 1).
    pub elo: f64,
    /// The low end of the 95% interval.
    pub low: f64,
    /// The high end of the 95% interval.
    pub high: f64,
}

/// The z value of a two-sided 95% interval.
const Z95: f64 = 1.96;

/// The Elo difference of a score `s` from 0 to 1: `-400 log10(1/s - 1)`.
pub fn elo_of_score(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

impl EloEstimate {
    /// The estimate from `wins`, `draws` and `losses`; `None` for no games.
    pub fn from_results(wins: u32, draws: u32, losses: u32) -> Option<EloEstimate> {
        let n = f64::from(wins) + f64::from(draws) + f64::from(losses);
        if n == 0.0 {
            return None;
        }
        let s = (f64::from(wins) + 0.5 * f64::from(draws)) / n;
        let variance = (f64::from(wins) * (1.0 - s).powi(2)
            + f64::from(draws) * (0.5 - s).powi(2)
            + f64::from(losses) * s.powi(2))
            / n;
        let margin = Z95 * (variance / n).sqrt();
        Some(EloEstimate {
            score: s,
            elo: elo_of_score(s),
            low: elo_of_score((s - margin).max(0.0)),
            high: elo_of_score((s + margin).min(1.0)),
        })
    }
}

/// An Elo figure with its sign, whole, or `+inf` / `-inf`.
fn signed(x: f64) -> String {
    if x == f64::INFINITY {
        "+inf".to_string()
    } else if x == f64::NEG_INFINITY {
        "-inf".to_string()
    } else {
        // Adding zero turns -0 (an even score) into +0.
        format!("{:+.0}", x.round() + 0.0)
    }
}

impl fmt::Display for EloEstimate {
    /// `score 70.0%, Elo +147 (95%: -33 to +504)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "score {:.1}%, Elo {} (95%: {} to {})",
            self.score * 100.0,
            signed(self.elo),
            signed(self.low),
            signed(self.high)
        )
    }
}
