//! [`Forward`]: the compiled game and its [`Variant`] implementation, the
//! end of the game (rules 6, 7, 8 and 9) and the fifty-move claim (rule 10).

use crate::pieces::rules;
use crate::position::Position;
use kernel::chesslike::{Chesslike, Move, Position as ChesslikePosition};
use kernel::{Color, EndReason, GameResult, Outcome, Variant};
use thiserror::Error;

/// Plies without a pawn capture after which the last pawn capturer may
/// claim the win: fifty moves by each side (rule 10).
pub const CLAIM_PLIES: u16 = 100;

/// The name of rule 10's claim in a game file (`white claims
/// fifty-move-win`), the one claim [`Variant::claims`] lists.
pub(crate) const FIFTY_MOVE_WIN: &str = "fifty-move-win";

pub use kernel::options::OptionsError;

/// Why a fifty-move claim (rule 10) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FiftyMoveClaimError {
    /// The game has already ended.
    #[error("the game is already over: {0}")]
    GameOver(Outcome),
    /// No pawn has been captured, so nobody made the last pawn capture.
    #[error("no pawn has been captured, so {0} has no win to claim")]
    NoPawnCapture(Color),
    /// The claimant did not make the last pawn capture.
    #[error("{claimant} cannot claim: {capturer} made the last pawn capture")]
    NotLastCapturer {
        /// Who claimed.
        claimant: Color,
        /// Who made the last pawn capture.
        capturer: Color,
    },
    /// Fewer than fifty moves by each side since the last pawn capture.
    #[error("only {plies} plies since the last pawn capture, the claim needs {CLAIM_PLIES} (fifty moves by each side)")]
    TooEarly {
        /// Plies since the last pawn capture.
        plies: u16,
    },
}

/// Forward Chess, by Michael Nelson: pieces go forward and sideways and step
/// back one square without capturing, a capture creates a piece one rank
/// lower for the capturer, a King that reaches its last rank wins, and no
/// game is drawn.
///
/// # Examples
/// ```
/// use forward::{Forward, Variant};
/// let game = Forward::new();
/// let start = game.start_position();
/// assert_eq!(game.count_turns(&start), 20);
/// let after = game.play(&start, "e4").unwrap();
/// // FEN, then who made the last pawn capture: nobody yet.
/// let text = game.write_position(&after);
/// assert_eq!(text, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 1 1 -");
/// assert_eq!(game.read_position(&text).unwrap(), after);
/// ```
#[derive(Debug, Clone)]
pub struct Forward {
    pub(crate) engine: Chesslike,
}

impl Default for Forward {
    fn default() -> Self {
        Forward::new()
    }
}

impl Forward {
    /// The standard game.
    ///
    /// # Panics
    /// Never: [`rules`] is constant data that the tests compile.
    pub fn new() -> Forward {
        Forward {
            engine: Chesslike::new(rules()).expect("the Forward Chess rules compile"),
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
    /// use forward::Forward;
    /// assert!(Forward::with_options("").is_ok());
    /// let err = Forward::with_options("castling").unwrap_err();
    /// assert_eq!(err.to_string(), "option 'castling' is not of the form key=value");
    /// ```
    pub fn with_options(options: &str) -> Result<Forward, OptionsError> {
        kernel::options::Options::parse(options)?.finish(&[])?;
        Ok(Forward::new())
    }

    /// The kernel engine underneath: its tables and per-piece move
    /// generator (its own legal-move generator knows nothing of piece
    /// creation; use [`Forward::legal_moves`]).
    pub fn engine(&self) -> &Chesslike {
        &self.engine
    }

    /// Every legal move of the side to move: everything a player may write
    /// and play. Unlike [`Variant::legal_turns`] this keeps both moves of a
    /// pair that leads to one position (two Pawns taking one Knight, say:
    /// `axb4(P)` and `cxb4(P)` from a3 and c3 both leave Pawns on a3, b4
    /// and c3), because both are legal; a program that offers moves to a
    /// player wants both, one that counts or searches positions wants
    /// [`Variant::legal_turns`].
    ///
    /// # Examples
    /// ```
    /// use forward::{Forward, Variant};
    /// let game = Forward::new();
    /// let p = game.read_position("4k3/8/8/8/1n6/P1P5/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(game.legal_moves(&p).len(), 9);
    /// assert_eq!(game.count_turns(&p), 8);
    /// assert_eq!(game.play(&p, "axb4").unwrap(), game.play(&p, "cxb4").unwrap());
    /// ```
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(&position.chess, |m| moves.push(m));
        moves
    }

    /// Whether `mv` is legal in `position`.
    pub fn is_legal(&self, position: &Position, mv: Move) -> bool {
        let mut legal = false;
        self.for_each_legal_move(&position.chess, |m| legal |= m == mv);
        legal
    }

    /// `claimant` claims the win of rule 10: fifty or more moves by each
    /// side have passed since the last pawn capture, which `claimant` made.
    /// The claim may be made at any turn boundary, whoever is to move; the
    /// game ends only if a player claims.
    ///
    /// # Errors
    /// [`FiftyMoveClaimError`]: the game is over, no pawn was ever captured, the
    /// claimant did not make the last pawn capture, or it is too early.
    ///
    /// # Examples
    /// ```
    /// use forward::{FiftyMoveClaimError, Color, Forward, Variant};
    /// let game = Forward::new();
    /// let start = game.start_position();
    /// assert_eq!(
    ///     game.claim_fifty_move_win(&start, Color::White),
    ///     Err(FiftyMoveClaimError::NoPawnCapture(Color::White))
    /// );
    /// ```
    pub fn claim_fifty_move_win(
        &self,
        position: &Position,
        claimant: Color,
    ) -> Result<Outcome, FiftyMoveClaimError> {
        if let Some(outcome) = self.outcome(position, &[]) {
            return Err(FiftyMoveClaimError::GameOver(outcome));
        }
        let capturer = position
            .last_pawn_capturer
            .ok_or(FiftyMoveClaimError::NoPawnCapture(claimant))?;
        if capturer != claimant {
            return Err(FiftyMoveClaimError::NotLastCapturer { claimant, capturer });
        }
        let plies = position.plies_since_pawn_capture();
        if plies < CLAIM_PLIES {
            return Err(FiftyMoveClaimError::TooEarly { plies });
        }
        Ok(Outcome {
            result: GameResult::Win(claimant),
            reason: EndReason::Claim,
        })
    }

    /// The repetition key of a chess-like position: FNV-1a (64 bits) over
    /// one byte per square from a1 along the ranks to h8 (0 for an empty
    /// square, else the kernel's piece byte: kind index + 1, plus 128 for
    /// Black), the side to move (0 White, 1 Black), and the en passant
    /// square's index only when an en passant capture is legal (else 255).
    /// Stable across builds, so a history kept by a program stays valid.
    pub(crate) fn key_of(&self, position: &ChesslikePosition) -> u64 {
        const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
        const PRIME: u64 = 0x0000_0100_0000_01b3;
        let mut hash = OFFSET;
        let mut eat = |byte: u8| {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(PRIME);
        };
        let board = position.board();
        for square in board.geometry().squares() {
            eat(board.get(square).map_or(0, |p| p.to_byte()));
        }
        eat(position.side_to_move() as u8);
        let mut ep = 255;
        if let Some(target) = position.en_passant() {
            self.for_each_legal_move(position, |m| {
                if m.kind == kernel::chesslike::MoveKind::EnPassant && m.to == target {
                    ep = target.index() as u8;
                }
            });
        }
        eat(ep);
        hash
    }

    /// The end judged from the board alone: a King on its last rank, or no
    /// legal move (checkmate and stalemate both lose).
    pub(crate) fn board_outcome(&self, position: &ChesslikePosition) -> Option<Outcome> {
        if let Some(winner) = self.king_home(position) {
            return Some(Outcome {
                result: GameResult::Win(winner),
                reason: EndReason::KingOnLastRank,
            });
        }
        let mut any = false;
        self.for_each_legal_move(position, |_| any = true);
        if any {
            return None;
        }
        let side = position.side_to_move();
        Some(Outcome {
            result: GameResult::Win(!side),
            reason: if self.side_in_check(position) {
                EndReason::Checkmate
            } else {
                EndReason::Stalemate
            },
        })
    }
}
