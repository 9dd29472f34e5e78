//! Moves between the project's coordinate notation
//! ([`kernel::coordinates`]) and UCI's long algebraic notation, as
//! Fairy-Stockfish writes it: `e2e4`, a promotion `e7e8q`, castling as the
//! King's move of two squares `e1g1`, en passant as the Pawn's move `e5d6`.
//!
//! The coordinate notation was written after UCI's, so a turn of one move
//! is the same text in both, and the translation only normalises: UCI's
//! text is read in either case and written in lower case, and a turn that
//! UCI cannot send as one word (several steps are joined by commas, which
//! a UCI engine of this project reads and a chess engine does not) is
//! refused by [`to_uci`] when the opponent takes single moves only.

use kernel::excerpt::Excerpt;

/// The UCI word for the coordinate text `turn`. With `single_moves`
/// (an opponent that plays one move a turn, as Fairy-Stockfish does), a
/// turn of several steps is refused.
///
/// # Errors
/// One line: the turn has white space, is empty, or has several steps for
/// an opponent that takes single moves.
pub fn to_uci(turn: &str, single_moves: bool) -> Result<String, String> {
    if turn.is_empty() || turn.contains(char::is_whitespace) {
        return Err(format!(
            "the turn {} cannot be sent over UCI as one word",
            Excerpt::new(turn)
        ));
    }
    if single_moves && turn.contains(',') {
        return Err(format!(
            "the turn {} has several steps, and the opponent plays one move a turn",
            Excerpt::new(turn)
        ));
    }
    Ok(turn.to_ascii_lowercase())
}

/// The coordinate text of the UCI word `word` (a `bestmove`'s argument):
/// the same steps, in lower case.
///
/// # Errors
/// One line: the word is empty, `(none)` or `0000` (no move where the
/// game is not over), or holds something no coordinate step holds.
pub fn from_uci(word: &str) -> Result<String, String> {
    let word = word.trim();
    if word.is_empty() || word == "(none)" || word == "0000" {
        return Err(format!(
            "the opponent sent no move ({})",
            Excerpt::new(word)
        ));
    }
    if !word
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == ',' || c == '-')
    {
        return Err(format!(
            "the opponent's move {} is not in UCI's notation",
            Excerpt::new(word)
        ));
    }
    Ok(word.to_ascii_lowercase())
}
