//! Chess-like games: FIDE chess and every game that changes only its board,
//! its pieces (given as Betza strings) and a few switches (double step, en
//! passant, castling, promotion choices).
//!
//! A game is described by [`Rules`] (plain data, like a Fairy-Stockfish
//! variant definition) and compiled once into a [`Chesslike`], which holds
//! the precomputed tables and implements [`Variant`] with one step per turn.
//! FIDE chess is [`crate::chess::fide`]; Heavy Gravity Chess is the same
//! engine with other data. Variants that change more (Forward Chess's piece
//! creation, Momentum Chess's turns) build on the public parts: [`Position`],
//! [`Move`], the move generator and the tables.

mod fen;
mod movegen;
mod notation;
mod position;

pub use fen::FenError;
pub use notation::NotationError;
pub use position::{CastlingRights, Move, MoveKind, Position};

use crate::geometry::{Geometry, Square};
use crate::piece::{PieceKind, Role};
use crate::tables::Tables;
use crate::variant::{EndReason, GameResult, Outcome, Turn, Variant};
use crate::{Color, SquareSet};
use thiserror::Error;

/// One castling move of one side: where King and partner start and end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Castling {
    /// The King's square before castling.
    pub king_from: Square,
    /// The King's square after castling.
    pub king_to: Square,
    /// The partner's (Rook's) square before castling.
    pub rook_from: Square,
    /// The partner's square after castling.
    pub rook_to: Square,
}

/// The data that defines a chess-like game.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The name, as `cargo xtask` knows it.
    pub name: String,
    /// The board.
    pub geometry: Geometry,
    /// Every kind of piece in the game; a [`crate::Piece`] refers to one by
    /// its index here. Kinds may belong to one side only (different armies).
    pub kinds: Vec<PieceKind>,
    /// The start position as position text.
    pub start: String,
    /// Whether a pawn on its second rank may move two squares straight on.
    pub double_step: bool,
    /// Whether en passant captures are allowed.
    pub en_passant: bool,
    /// The kinds (indexes into `kinds`) a pawn of each colour may become on
    /// its last rank. Empty: pawns do not promote.
    pub promotion: [Vec<u8>; 2],
    /// Castling for each colour: king side first (the `K` right), then
    /// queen side (the `Q` right). Empty: no castling.
    pub castling: [Vec<Castling>; 2],
    /// Plies without capture or pawn move that draw the game (100 in FIDE
    /// chess); `None` for no such rule.
    pub fifty_move_plies: Option<u16>,
    /// How many times a position must occur to draw (3 in FIDE chess);
    /// `None` for no such rule.
    pub repetition_count: Option<usize>,
}

/// Why [`Rules`] could not be compiled.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    /// Two kinds share a letter.
    #[error("kinds {first} and {second} both use the letter '{letter}'")]
    DuplicateLetter {
        /// The letter.
        letter: char,
        /// The first kind's name.
        first: String,
        /// The second kind's name.
        second: String,
    },
    /// More kinds than a piece byte can index.
    #[error("{0} piece kinds, at most 31 are allowed")]
    TooManyKinds(usize),
    /// The start position does not read.
    #[error("start position: {0}")]
    Start(FenError),
}

/// A compiled chess-like game: the [`Rules`] with their move tables.
///
/// # Examples
/// ```
/// use kernel::{chess, Variant};
/// let chess = chess::fide();
/// let start = chess.start_position();
/// assert_eq!(chess.perft(&start, 2), 400);
/// let turn = chess.read_turn(&start, "e4").unwrap();
/// let next = chess.play_turn(&start, &turn).unwrap();
/// assert_eq!(
///     chess.write_position(&next),
///     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
/// );
/// ```
#[derive(Debug, Clone)]
pub struct Chesslike {
    rules: Rules,
    tables: Tables,
    royal_mask: u32,
    pawn_mask: u32,
    start: Position,
    castle_masks: [u8; 256],
}

impl Chesslike {
    /// Compiles `rules`: reads the Betza strings into tables and the start
    /// position.
    ///
    /// # Errors
    /// [`RulesError`] if the kinds clash or the start position is wrong.
    pub fn new(rules: Rules) -> Result<Chesslike, RulesError> {
        if rules.kinds.len() > crate::piece::MAX_KINDS {
            return Err(RulesError::TooManyKinds(rules.kinds.len()));
        }
        for (i, a) in rules.kinds.iter().enumerate() {
            if let Some(b) = rules.kinds[i + 1..].iter().find(|b| b.letter == a.letter) {
                return Err(RulesError::DuplicateLetter {
                    letter: a.letter,
                    first: a.name.clone(),
                    second: b.name.clone(),
                });
            }
        }
        let mask = |role: Role| {
            rules
                .kinds
                .iter()
                .enumerate()
                .filter(|(_, k)| k.role == role)
                .fold(0u32, |m, (i, _)| m | 1 << i)
        };
        // For each square, the castling rights lost when a piece leaves or
        // lands on it.
        let mut castle_masks = [0u8; 256];
        for color in Color::ALL {
            for (side, c) in rules.castling[color.index()].iter().enumerate() {
                let bit = CastlingRights::bit(color, side);
                castle_masks[c.king_from.index()] |= bit;
                castle_masks[c.rook_from.index()] |= bit;
            }
        }
        let mut game = Chesslike {
            tables: Tables::new(&rules.kinds, rules.geometry),
            royal_mask: mask(Role::Royal),
            pawn_mask: mask(Role::Pawn),
            start: Position::empty(rules.geometry),
            castle_masks,
            rules,
        };
        game.start = game
            .parse_fen(&game.rules.start.clone())
            .map_err(RulesError::Start)?;
        Ok(game)
    }

    /// The rules this game was compiled from.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The precomputed move and attack tables.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Whether kind index `kind` is royal.
    #[inline]
    pub fn is_royal(&self, kind: u8) -> bool {
        self.royal_mask & (1 << kind) != 0
    }

    /// Whether kind index `kind` is a pawn.
    #[inline]
    pub fn is_pawn(&self, kind: u8) -> bool {
        self.pawn_mask & (1 << kind) != 0
    }

    /// The kind index written with `letter` (either case).
    pub fn kind_by_letter(&self, letter: char) -> Option<u8> {
        let upper = letter.to_ascii_uppercase();
        self.rules
            .kinds
            .iter()
            .position(|k| k.letter == upper)
            .map(|i| i as u8)
    }

    /// The squares of `color`'s royal pieces.
    pub fn royal_squares(&self, position: &Position, color: Color) -> SquareSet {
        position
            .board()
            .pieces(color)
            .filter(|(_, p)| self.is_royal(p.kind()))
            .map(|(s, _)| s)
            .collect()
    }

    /// Whether any royal piece of `color` is attacked.
    pub fn royal_attacked(&self, position: &Position, color: Color) -> bool {
        self.royal_squares(position, color)
            .iter()
            .any(|s| self.tables.is_attacked(position.board(), s, !color))
    }

    /// Plays `mv` on `position` (no legality check).
    pub fn make_move(&self, position: &mut Position, mv: Move) {
        position.apply(mv, self);
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self, position: &Position) -> bool {
        let mut any = false;
        self.for_each_legal_move(position, |_| {
            any = true;
        });
        any
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(position, |m| moves.push(m));
        moves
    }

    pub(crate) fn castle_mask(&self, square: Square) -> u8 {
        self.castle_masks[square.index()]
    }
}

impl Variant for Chesslike {
    type Position = Position;
    type Step = Move;
    type PositionError = FenError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        &self.rules.name
    }

    fn start_position(&self) -> Position {
        self.start.clone()
    }

    fn read_position(&self, text: &str) -> Result<Position, FenError> {
        self.parse_fen(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.to_fen(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side_to_move()
    }

    fn in_turn(&self, _position: &Position) -> bool {
        false
    }

    fn steps(&self, position: &Position, out: &mut Vec<Move>) {
        self.for_each_legal_move(position, |m| out.push(m));
    }

    fn play_step(&self, position: &mut Position, step: Move) {
        position.apply(step, self);
    }

    fn diagram(&self, position: &Position) -> String {
        let mut out = crate::board::diagram(position.board(), |p| self.piece_char(p).to_string());
        out.push_str(&format!("{} to move\n", position.side_to_move()));
        out
    }

    fn piece_count(&self, position: &Position) -> Option<usize> {
        Some(position.board().count())
    }

    fn in_check(&self, position: &Position) -> bool {
        self.royal_attacked(position, position.side_to_move())
    }

    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        let side = position.side_to_move();
        if !self.has_legal_move(position) {
            return Some(if self.in_check(position) {
                Outcome {
                    result: GameResult::Win(!side),
                    reason: EndReason::Checkmate,
                }
            } else {
                Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Stalemate,
                }
            });
        }
        if let Some(limit) = self.rules.fifty_move_plies {
            if position.halfmove_clock() >= limit {
                return Some(Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::FiftyMoves,
                });
            }
        }
        if let Some(count) = self.rules.repetition_count {
            let key = self.repetition_key(position);
            if 1 + history.iter().filter(|&&k| k == key).count() >= count {
                return Some(Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Repetition,
                });
            }
        }
        None
    }

    fn repetition_key(&self, position: &Position) -> u64 {
        position.repetition_key(self)
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Move>, NotationError> {
        self.parse_move(position, text)
            .map(|m| Turn::from_slice(&[m]))
    }

    /// SAN for a legal move; coordinates (`e2e5`) for any other, since SAN
    /// of an illegal move could name a different move.
    fn write_turn(&self, position: &Position, turn: &[Move]) -> String {
        let legal = self.legal_moves(position);
        turn.iter()
            .map(|&m| {
                if legal.contains(&m) {
                    self.san(position, m)
                } else {
                    self.coordinate(m)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn explain_step(&self, position: &Position, step: Move) -> String {
        self.explain_illegal(position, step)
    }

    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.for_each_legal_move(position, |m| out.push(Turn::from_slice(&[m])));
    }

    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        self.for_each_legal_move(position, |_| n += 1);
        n
    }
}
