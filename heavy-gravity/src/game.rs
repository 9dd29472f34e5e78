//! [`HeavyGravity`]: the compiled game, the kernel's chess-like engine
//! under the game's rules ([`ChesslikeGame`], which gives it the engine's
//! [`kernel::Variant`]), plus the one check of its own (position text with
//! an en passant square is refused).

use crate::rules::rules;
use kernel::chesslike::{Chesslike, ChesslikeGame, FenError, Move, Position};
use kernel::excerpt::Excerpt;

pub use kernel::options::OptionsError;

/// Heavy Gravity Chess: FIDE chess with Queens, Rooks and Bishops limited to
/// four squares, a non-jumping Knight, an Old Monkey for the King, and pawns
/// without double step or en passant.
///
/// # Examples
/// ```
/// use heavy_gravity::{HeavyGravity, Variant};
/// let game = HeavyGravity::new();
/// let start = game.start_position();
/// assert_eq!(game.count_turns(&start), 8);
/// let after = game.play(&start, "e3").unwrap();
/// assert_eq!(
///     game.write_position(&after),
///     "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - - 0 1"
/// );
/// ```
#[derive(Debug, Clone)]
pub struct HeavyGravity {
    engine: Chesslike,
}

impl Default for HeavyGravity {
    fn default() -> Self {
        HeavyGravity::new()
    }
}

impl HeavyGravity {
    /// The standard game.
    ///
    /// # Panics
    /// Never: [`rules`] is constant data that the tests compile.
    pub fn new() -> HeavyGravity {
        HeavyGravity {
            engine: Chesslike::new(rules()).expect("the Heavy Gravity rules compile"),
        }
    }

    /// The game with `options` as a game file's `options:` line gives them
    /// (the grammar of [`kernel::options`]). The game has none, so only
    /// empty (or blank) text is accepted.
    ///
    /// # Errors
    /// [`OptionsError`] for any other text.
    ///
    /// # Examples
    /// ```
    /// use heavy_gravity::HeavyGravity;
    /// assert!(HeavyGravity::with_options("").is_ok());
    /// let err = HeavyGravity::with_options("queens=5").unwrap_err();
    /// assert_eq!(err.to_string(), "unknown option 'queens': this variant has no options");
    /// ```
    pub fn with_options(options: &str) -> Result<HeavyGravity, OptionsError> {
        kernel::options::Options::parse(options)?.finish(&[])?;
        Ok(HeavyGravity::new())
    }

    /// The kernel engine underneath, for tools that want its tables or its
    /// move generator directly.
    pub fn engine(&self) -> &Chesslike {
        &self.engine
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        self.engine.legal_moves(position)
    }

    /// Writes `mv` in coordinates: `e2e3`, `e7e8q`.
    pub fn coordinate(&self, mv: Move) -> String {
        self.engine.coordinate(mv)
    }
}

/// The game is the chess-like engine under its rules: its [`kernel::Variant`] and
/// [`kernel::coordinates::Coordinates`] are the engine's
/// ([`ChesslikeGame`]), with one check of its own.
impl ChesslikeGame for HeavyGravity {
    fn chesslike(&self) -> &Chesslike {
        &self.engine
    }

    /// The castling and en passant fields must be `-`. The kernel's reader
    /// accepts an en passant square on the right rank whatever the rules
    /// say; this game has no en passant, so it is refused here rather than
    /// carried as a square that means nothing. Castling letters are
    /// refused by the kernel: the rules list no castling ("this game has
    /// no such castling").
    fn check_position_text(&self, text: &str) -> Result<(), FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if (4..=6).contains(&fields.len()) && fields[3] != "-" {
            return Err(FenError::BadEnPassant {
                field: Excerpt::new(fields[3]),
                reason: "heavy gravity chess has no en passant, the field must be '-'".to_string(),
            });
        }
        Ok(())
    }
}
