//! Scores as engines label them (UCI's `cp` and `mate`), from White's
//! view, whoever is to move: `cp +96` (White is ahead by 0.96 of a Pawn),
//! `cp -250`, `mate 3` (White mates in 3 of its turns), `mate -2` (Black
//! mates in 2 of its turns). [`KEY`] says so once, where a command
//! first prints a score.

use engine::Score;
use kernel::Color;

/// The sentence that states the convention once.
pub const KEY: &str = "scores are from White's view: cp N is N hundredths of a Pawn (+ White is ahead, - Black is), mate N that White mates in N of its turns, mate -N that Black does";

/// `score`, given for the side `to_move`, as White sees it.
///
/// # Examples
/// ```
/// use cvpages_cli::score::labelled;
/// use engine::Score;
/// use kernel::Color;
/// // The engine, as Black, a Pawn up: White is behind.
/// assert_eq!(labelled(Score::centipawns(96), Color::Black), "cp -96");
/// assert_eq!(labelled(Score::centipawns(96), Color::White), "cp +96");
/// assert_eq!(labelled(Score::centipawns(0), Color::Black), "cp 0");
/// // Black to move wins in 2 of its turns.
/// assert_eq!(labelled(Score::win_after(3), Color::Black), "mate -2");
/// // Black to move is mated after White's next turn.
/// assert_eq!(labelled(Score::loss_after(2), Color::Black), "mate 1");
/// ```
pub fn labelled(score: Score, to_move: Color) -> String {
    let sign = match to_move {
        Color::White => 1,
        Color::Black => -1,
    };
    match score.turns_to_win() {
        Some(n) => format!("mate {}", sign * n),
        None => match sign * score.0 {
            0 => "cp 0".to_string(),
            cp => format!("cp {cp:+}"),
        },
    }
}

pub use analysis::analyse::before_turn;
