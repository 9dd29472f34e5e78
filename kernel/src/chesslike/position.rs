//! A chess-like position (board, side to move, castling rights, en passant
//! square, clocks) and the moves that change it.

use super::Chesslike;
use crate::board::Board;
use crate::fast_hash::FastHasher;
use crate::geometry::{Geometry, Square};
use crate::piece::{text_letter, Letters, Piece};
use crate::Color;
use std::fmt;
use std::hash::{Hash, Hasher};

/// Which castlings are still allowed: one bit per colour and side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(pub u8);

impl CastlingRights {
    /// The bit of `color`'s castling number `side` (0 king side, 1 queen side).
    #[inline]
    pub const fn bit(color: Color, side: usize) -> u8 {
        1 << (color as usize * 2 + side)
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: usize) -> bool {
        self.0 & Self::bit(color, side) != 0
    }
}

/// What kind of move a [`Move`] is, beyond going from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture of one piece.
    Normal,
    /// A pawn's two-square first move.
    DoubleStep,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling number `0` (king side) or `1` (queen side); `from` and `to`
    /// are the King's squares.
    Castle(u8),
    /// A pawn move that becomes the kind with this index.
    Promotion(u8),
}

/// A move of a chess-like game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the moving piece starts.
    pub from: Square,
    /// Where it ends.
    pub to: Square,
    /// What else the move does.
    pub kind: MoveKind,
}

impl Move {
    /// A plain move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
        }
    }
}

impl fmt::Display for Move {
    /// Coordinate notation: `e2e4`, `e7e8` plus the promotion letter is
    /// written by the game's notation, which knows the letters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A position of a chess-like game.
///
/// It displays as the game's diagram (the board, then the side to move)
/// and debugs as its position text, with the letters of the game that
/// read it (a position built by hand with [`Position::empty`] shows its
/// pieces as `?`):
///
/// ```
/// use kernel::{chess, Variant};
/// let chess = chess::fide();
/// let start = chess.start_position();
/// assert_eq!(start.to_string(), chess.diagram(&start));
/// assert_eq!(
///     format!("{start:?}"),
///     "Position(\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\")"
/// );
/// ```
#[derive(Clone)]
pub struct Position {
    pub(super) board: Board,
    pub(super) side: Color,
    pub(super) castling: CastlingRights,
    pub(super) en_passant: Option<Square>,
    pub(super) halfmove: u16,
    pub(super) fullmove: u16,
    /// The letters of the game that read the position, for `Display` and
    /// `Debug` only: not part of what the position is.
    pub(super) letters: Letters,
}

/// Equal positions are the same board, side, rights, en passant square
/// and clocks; the letters they are drawn with do not count.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.castling == other.castling
            && self.en_passant == other.en_passant
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.board.hash(state);
        self.side.hash(state);
        self.castling.hash(state);
        self.en_passant.hash(state);
        self.halfmove.hash(state);
        self.fullmove.hash(state);
    }
}

impl fmt::Debug for Position {
    /// `Position("<position text>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Position").field(&self.fen()).finish()
    }
}

impl fmt::Display for Position {
    /// The diagram: the board, then the side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters = self.letters.list();
        f.write_str(&crate::board::diagram(&self.board, |p| {
            text_letter(letters, p).to_string()
        }))?;
        writeln!(f, "{} to move", self.side)
    }
}

impl Position {
    /// An empty board with White to move and no rights.
    pub fn empty(geometry: Geometry) -> Position {
        Position {
            board: Board::empty(geometry),
            side: Color::White,
            castling: CastlingRights::default(),
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
            letters: Letters::UNKNOWN,
        }
    }

    /// The pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The letters of the game that read the position, which it is drawn
    /// with ([`Letters::UNKNOWN`] for a position built by hand).
    pub fn letters(&self) -> Letters {
        self.letters
    }

    /// The pieces, to change them (a variant's own rules do this).
    #[inline]
    pub fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, side: Color) {
        self.side = side;
    }

    /// The castling rights.
    #[inline]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// Sets the castling rights.
    pub fn set_castling(&mut self, rights: CastlingRights) {
        self.castling = rights;
    }

    /// The square a pawn just skipped with a double step, if any.
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Sets the en passant square.
    pub fn set_en_passant(&mut self, square: Option<Square>) {
        self.en_passant = square;
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// Sets the halfmove clock.
    pub fn set_halfmove_clock(&mut self, plies: u16) {
        self.halfmove = plies;
    }

    /// The move number, starting at 1 and increased after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// Sets the move number.
    pub fn set_fullmove_number(&mut self, number: u16) {
        self.fullmove = number;
    }

    /// The piece a move captures, if any (the pawn beside the target for en
    /// passant), with its square.
    pub fn captured(&self, mv: Move) -> Option<(Square, Piece)> {
        match mv.kind {
            MoveKind::Castle(_) => None,
            MoveKind::EnPassant => {
                let victim = Square::new(mv.to.file(), mv.from.rank());
                self.board.get(victim).map(|p| (victim, p))
            }
            _ => self
                .board
                .get(mv.to)
                .filter(|p| p.color() != self.side)
                .map(|p| (mv.to, p)),
        }
    }

    /// Moves pieces for `mv` and updates rights, clocks and the side to move.
    pub(super) fn apply(&mut self, mv: Move, game: &Chesslike) {
        let us = self.side;
        let captured = self.captured(mv).is_some();
        let Some(piece) = self.board.take(mv.from) else {
            // Nothing to move: a written move that cannot be played; pass.
            self.side = !us;
            return;
        };
        let is_pawn = game.is_pawn(piece.kind());
        self.en_passant = None;
        match mv.kind {
            MoveKind::Normal => self.board.set(mv.to, Some(piece)),
            MoveKind::DoubleStep => {
                self.board.set(mv.to, Some(piece));
                let middle = Square::new(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2);
                self.en_passant = Some(middle);
            }
            MoveKind::EnPassant => {
                self.board
                    .set(Square::new(mv.to.file(), mv.from.rank()), None);
                self.board.set(mv.to, Some(piece));
            }
            MoveKind::Promotion(kind) if (kind as usize) < game.rules.kinds.len() => {
                self.board.set(mv.to, Some(Piece::new(us, kind)))
            }
            // A promotion to a kind the game does not have: a plain move.
            MoveKind::Promotion(_) => self.board.set(mv.to, Some(piece)),
            MoveKind::Castle(side) => {
                if let Some(c) = game.rules.castling[us.index()].get(side as usize) {
                    let rook = self.board.take(c.rook_from);
                    self.board.set(c.king_to, Some(piece));
                    self.board.set(c.rook_to, rook);
                } else {
                    self.board.set(mv.to, Some(piece));
                }
            }
        }
        self.castling.0 &= !(game.castle_mask(mv.from) | game.castle_mask(mv.to));
        if game.is_royal(piece.kind()) {
            self.castling.0 &= !(CastlingRights::bit(us, 0) | CastlingRights::bit(us, 1));
        }
        if captured || is_pawn {
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !us;
    }

    /// The key used for repetition: pieces, side, castling rights, and the
    /// en passant square only when a pawn could actually capture there,
    /// hashed by the kernel's [`FastHasher`] (the search asks for it at
    /// every node; SipHash's resistance to chosen inputs buys nothing
    /// against positions of a game).
    pub(super) fn repetition_key(&self, game: &Chesslike) -> u64 {
        let mut h = FastHasher::default();
        self.board.hash(&mut h);
        self.side.hash(&mut h);
        self.castling.hash(&mut h);
        let mut ep = None;
        if let Some(target) = self.en_passant {
            game.for_each_legal_move(self, |m| {
                if m.kind == MoveKind::EnPassant && m.to == target {
                    ep = Some(target);
                }
            });
        }
        ep.hash(&mut h);
        h.finish()
    }
}
