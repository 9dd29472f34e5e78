//! [`Forward`]: the compiled game and its [`Variant`] implementation, the
//! end of the game (rules 6, 7, 8 and 9) and the fifty-move claim (rule 10).

use crate::notation::NotationError;
use crate::pieces::rules;
use crate::position::Position;
use crate::text::PositionError;
use kernel::chesslike::{Chesslike, Move, Position as ChesslikePosition};
use kernel::{Color, EndReason, GameResult, Outcome, RefusedClaim, Turn, Variant};
use thiserror::Error;

/// Plies without a pawn capture after which the last pawn capturer may
/// claim the win: fifty moves by each side (rule 10).
pub const CLAIM_PLIES: u16 = 100;

/// The name of rule 10's claim in a game file (`white claims
/// fifty-move-win`), the one claim [`Variant::claims`] lists.
const FIFTY_MOVE_WIN: &str = "fifty-move-win";

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

impl Variant for Forward {
    type Position = Position;
    type Step = Move;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        "forward"
    }

    fn start_position(&self) -> Position {
        Position {
            chess: self.engine.start_position(),
            last_pawn_capturer: None,
        }
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        self.parse_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.position_text(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side_to_move()
    }

    fn in_turn(&self, _position: &Position) -> bool {
        false
    }

    /// Every legal move, both moves of a pair that leads to one position
    /// included: a turn is checked against this list, so either may be
    /// played.
    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.for_each_legal_move(&position.chess, |m| out.push(m));
    }

    /// Plays `step`; a pawn capture records the capturer.
    fn play_step(&self, position: &mut Position, step: Move) {
        let us = position.side_to_move();
        let effect = self.apply(&mut position.chess, step);
        if effect.pawn_captured {
            position.last_pawn_capturer = Some(us);
        }
    }

    fn diagram(&self, position: &Position) -> String {
        position.draw(|p| self.engine.piece_char(p))
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Move) -> Vec<kernel::scene::Event> {
        self.report_events(position, step)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.side_in_check(&position.chess)
    }

    fn name_piece(&self, piece: kernel::Piece) -> Option<kernel::NamedPiece> {
        self.engine.name_piece(piece)
    }

    /// The end of the game: a King on its last rank wins (rule 8); no legal
    /// move loses, in check or not (rule 6); the third occurrence of a
    /// position, counted in `history` (the keys of the game's earlier
    /// positions, which the caller keeps), loses for the player who made it
    /// (rule 7). Never a draw (rule 9).
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if let Some(outcome) = self.board_outcome(&position.chess) {
            return Some(outcome);
        }
        let key = self.key_of(&position.chess);
        if history.iter().filter(|&&k| k == key).count() >= 2 {
            return Some(Outcome {
                result: GameResult::Win(position.side_to_move()),
                reason: EndReason::Repetition,
            });
        }
        None
    }

    /// Rule 10's claim, `fifty-move-win`.
    fn claims(&self) -> &[&'static str] {
        &[FIFTY_MOVE_WIN]
    }

    /// Rule 10's win, for the player who made the last pawn capture, once
    /// fifty moves each have passed (asked of the game's end only then).
    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        let capturer = position.last_pawn_capturer?;
        if position.plies_since_pawn_capture() < CLAIM_PLIES {
            return None;
        }
        self.claim(position, history, capturer, FIFTY_MOVE_WIN).ok()
    }

    /// Rule 9: "Draws by agreement are illegal."
    fn draw_by_agreement(&self) -> Result<(), String> {
        Err("rule 9: \"Draws by agreement are illegal.\"".to_string())
    }

    /// Judges rule 10's claim as [`Forward::claim_fifty_move_win`] does,
    /// and refuses it too when `history` shows the game already ended by
    /// repetition.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        if claim != FIFTY_MOVE_WIN {
            return Err(RefusedClaim::Unknown {
                claim: kernel::excerpt::Excerpt::new(claim),
                offered: self.claims().to_vec(),
            });
        }
        let refused = |e: FiftyMoveClaimError| RefusedClaim::Refused(e.to_string());
        if let Some(outcome) = self.outcome(position, history) {
            return Err(refused(FiftyMoveClaimError::GameOver(outcome)));
        }
        self.claim_fifty_move_win(position, claimant)
            .map_err(refused)
    }

    /// FNV-1a (64 bits) over one byte per square from a1 along the ranks
    /// to h8 (0 for an empty square, else the kernel's piece byte), the
    /// side to move, and the en passant square only when an en passant
    /// capture is legal: the same pieces, side and captures make the same
    /// key (rule 7). Stable across builds, so a history kept by a program
    /// stays valid.
    fn repetition_key(&self, position: &Position) -> u64 {
        self.key_of(&position.chess)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.parse_move(position, text)
            .map(|m| Turn::from_slice(&[m]))
    }

    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        turn.iter()
            .map(|&m| self.san(position, m))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn explain_step(&self, position: &Position, step: Move) -> String {
        self.explain_illegal(position, step)
    }

    /// Appends one turn (one move) for each distinct position the legal
    /// moves lead to. Where two moves lead to one position (two pieces of
    /// one kind taking the same piece one rank above them, which recreates
    /// the capturer's kind on the square it left) only the capture by the
    /// piece standing first from a1 along the ranks (a1, b1, ..., h1, a2,
    /// ...) is listed: the choice depends on the board alone, so it is the
    /// same in every build and every run. The other move is still legal:
    /// [`Variant::read_turn`], [`Forward::play`] and [`Forward::legal_moves`]
    /// accept and list it. See `RULES.md`, "What a turn list holds".
    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.for_each_distinct_turn(&position.chess, |m| out.push(Turn::from_slice(&[m])));
    }

    /// The number of distinct positions the legal moves lead to, as
    /// [`Variant::legal_turns`] lists them (not the number of legal moves,
    /// which [`Forward::legal_moves`] gives).
    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        self.for_each_distinct_turn(&position.chess, |_| n += 1);
        n
    }

    /// Perft over distinct turns: at every node each distinct resulting
    /// position is one child, as [`Variant::legal_turns`] lists them. (Two
    /// different paths to one position still count twice, as in all perft.)
    /// The board terms and the King's race to the last rank
    /// ([`crate::engine_terms`]).
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(crate::engine_terms::ForwardTerms::new(self))
    }

    fn perft(&self, position: &Position, depth: u32) -> u64 {
        self.perft_chesslike(&position.chess, depth)
    }
}
