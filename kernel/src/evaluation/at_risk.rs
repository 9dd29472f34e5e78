//! Pieces each side is about to lose, added up for the games where pieces
//! keep moving (Momentum and Edge of the World): a piece in motion heading
//! into capture, off the board or into the End of the World's fall.

use crate::Color;

/// The value of each side's pieces at risk: their sum and the largest,
/// since one action a turn (a stop, a new start) may save one of them,
/// presumably the largest.
#[derive(Debug, Clone, Copy, Default)]
pub struct AtRisk {
    /// Per colour: (sum, largest).
    sides: [(i32, i32); 2],
}

impl AtRisk {
    /// Adds a piece of `color` worth `value` to those at risk.
    pub fn add(&mut self, color: Color, value: i32) {
        let (sum, largest) = &mut self.sides[color.index()];
        *sum += value;
        *largest = (*largest).max(value);
    }

    /// The expected loss, White's view (positive when Black stands to lose
    /// more): `rate` of each piece at risk but the largest, and `rate /
    /// saved` of the largest, which one action may save.
    pub fn white_loss(&self, rate: f64, saved: f64) -> i32 {
        let mut total = 0;
        for color in Color::ALL {
            let (sum, largest) = self.sides[color.index()];
            let lost = f64::from(sum - largest) * rate + f64::from(largest) * rate / saved;
            let sign = if color == Color::White { 1 } else { -1 };
            total += sign * lost as i32;
        }
        total
    }
}
