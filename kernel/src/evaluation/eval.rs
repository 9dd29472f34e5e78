//! A static evaluation: the number every search term adds up to.

/// A static evaluation, White's view, in hundredths of a Pawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Eval {
    /// White's material less Black's.
    pub material: i32,
    /// The whole evaluation: material and every positional term.
    pub total: i32,
    /// White's royal pieces on the board less Black's (for a player that
    /// counts taking the King as the greatest gain).
    pub royals: i32,
}
