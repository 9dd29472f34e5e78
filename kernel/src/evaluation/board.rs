//! The evaluation every board of pieces shares: material from the
//! pieces' Betza moves, a mobility bonus per square, Pawns worth more as
//! they near promotion, and, with a winning material lead, driving the
//! lone King to the edge. Each variant's terms add their own.

use super::values::{self, PieceValue, PAWN};
use super::Eval;
use crate::{Board, Color, Geometry, Piece, PieceKind, Role, Square};

/// Hundredths of a Pawn per unit of weighted mobility above the piece's
/// average (a Knight in the centre against one in a corner: about a
/// quarter of a Pawn).
pub const MOBILITY_WEIGHT: f64 = 6.0;

/// The material lead from which the winning side is pushed to corner
/// the opponent's King.
pub const MOP_UP_LEAD: i32 = 4 * PAWN;
/// The most material in pieces (Pawns left out) the losing side may have
/// for the mop-up term to apply: a minor piece's worth.
pub const MOP_UP_DEFENCE: i32 = 7 * PAWN / 2;

/// Kinds one table holds, as a piece byte indexes them.
const KINDS: usize = crate::piece::MAX_KINDS + 1;

/// The shared evaluation of one game's pieces on one board.
#[derive(Debug, Clone)]
pub struct BoardTerms {
    values: Vec<PieceValue>,
    centipawns: [i32; KINDS],
    royal: [bool; KINDS],
    pawn: [bool; KINDS],
    /// Per colour and kind, per square index: the piece-square bonus for
    /// the piece's owner.
    squares: Vec<i16>,
    /// Per square index: the distance to the nearest edge.
    edge: [u8; 256],
    geometry: Geometry,
    /// Per piece byte ([`Piece::to_byte`]): what [`BoardTerms::evaluate`]
    /// adds for it, read once per piece where it asked five tables.
    bytes: Box<[ByteTerms; 256]>,
}

/// What one piece byte adds to the evaluation, White's view.
#[derive(Debug, Clone, Copy, Default)]
struct ByteTerms {
    /// Its value, negated for Black.
    value: i32,
    /// Its value.
    worth: i32,
    /// Where its row of piece-square bonuses starts in `squares`.
    row: u32,
    /// Its owner's index (0 White, 1 Black).
    color: u8,
    /// Royal, Pawn or another piece.
    class: ByteClass,
}

/// A piece byte's role, as the evaluation needs it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum ByteClass {
    /// A piece that counts towards the mop-up term's defence.
    #[default]
    Piece,
    /// A Pawn.
    Pawn,
    /// A royal piece.
    Royal,
}

impl BoardTerms {
    /// The terms of `kinds` (in kind-index order) on `geometry`.
    pub fn new(kinds: &[PieceKind], geometry: Geometry) -> BoardTerms {
        let values = values::values(kinds, geometry);
        let mut centipawns = [0; KINDS];
        let mut royal = [false; KINDS];
        let mut pawn = [false; KINDS];
        let mut squares = vec![0i16; 2 * KINDS * 256];
        let ranks = geometry.ranks();
        let files = geometry.files();
        for (k, (kind, value)) in kinds.iter().zip(&values).enumerate().take(KINDS) {
            centipawns[k] = value.centipawns();
            royal[k] = kind.role == Role::Royal;
            pawn[k] = kind.role == Role::Pawn;
            let white: Vec<f64> = match kind.role {
                Role::Piece => values::square_bonus(&kind.moves, geometry)
                    .iter()
                    .map(|m| m * MOBILITY_WEIGHT)
                    .collect(),
                Role::Pawn => {
                    let mut bonus = vec![0.0; 256];
                    for s in geometry.squares() {
                        bonus[s.index()] = pawn_advance(s.rank(), ranks);
                    }
                    bonus
                }
                Role::Royal => vec![0.0; 256],
            };
            for s in geometry.squares() {
                let b = white[s.index()].round() as i16;
                squares[k * 256 + s.index()] = b;
                // Black's piece is White's turned round: its bonus on a
                // square is White's on the square turned round.
                let turned = Square::new(files - 1 - s.file(), ranks - 1 - s.rank());
                squares[(KINDS + k) * 256 + turned.index()] = b;
            }
        }
        let mut edge = [0u8; 256];
        for s in geometry.squares() {
            edge[s.index()] = s
                .file()
                .min(files - 1 - s.file())
                .min(s.rank())
                .min(ranks - 1 - s.rank());
        }
        let mut terms = BoardTerms {
            values,
            centipawns,
            royal,
            pawn,
            squares,
            edge,
            geometry,
            bytes: Box::new([ByteTerms::default(); 256]),
        };
        for byte in 1..=255u8 {
            // 0x80 is no piece (a black piece's kind byte is at least 1).
            if byte & 0x7f == 0 {
                continue;
            }
            let Some(piece) = Piece::from_byte(byte) else {
                continue;
            };
            let color = usize::from(piece.color() == Color::Black);
            let kind = (piece.kind() as usize).min(KINDS - 1);
            let class = if terms.is_royal(piece) {
                ByteClass::Royal
            } else if terms
                .pawn
                .get(piece.kind() as usize)
                .copied()
                .unwrap_or(false)
            {
                ByteClass::Pawn
            } else {
                ByteClass::Piece
            };
            let sign = if color == 0 { 1 } else { -1 };
            terms.bytes[usize::from(byte)] = ByteTerms {
                value: sign * terms.value(piece),
                worth: terms.value(piece),
                row: ((color * KINDS + kind) * 256) as u32,
                color: color as u8,
                class,
            };
        }
        terms
    }

    /// The piece values, in kind order.
    pub fn values(&self) -> Vec<PieceValue> {
        self.values.clone()
    }

    /// The board these terms were made for.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The value of `piece` in hundredths of a Pawn (0 for a royal piece
    /// or a kind the game does not have).
    #[inline]
    pub fn value(&self, piece: Piece) -> i32 {
        self.centipawns
            .get(piece.kind() as usize)
            .copied()
            .unwrap_or(0)
    }

    /// Whether `piece` is royal.
    #[inline]
    pub fn is_royal(&self, piece: Piece) -> bool {
        self.royal
            .get(piece.kind() as usize)
            .copied()
            .unwrap_or(false)
    }

    /// The distance from `square` to the nearest edge.
    #[inline]
    pub fn edge_distance(&self, square: Square) -> u8 {
        self.edge[square.index()]
    }

    /// The piece-square bonus of `piece` on `square`, for its owner (the
    /// piece's mobility there, or a Pawn's advance; nothing for a royal
    /// piece), in hundredths of a Pawn.
    #[inline]
    pub fn square_bonus(&self, piece: Piece, square: Square) -> i32 {
        let colour = usize::from(piece.color() == Color::Black);
        let kind = (piece.kind() as usize).min(KINDS - 1);
        i32::from(self.squares[(colour * KINDS + kind) * 256 + square.index()])
    }

    /// Whether `color` has a piece on `board` that is neither royal nor a
    /// Pawn: without one, a side is in the endings where having to move
    /// can lose (zugzwang), where a search must not let it pass.
    pub fn has_pieces(&self, board: &Board, color: Color) -> bool {
        let occupied = board.occupied_by(color);
        (0..4).any(|word| {
            let mut bits = occupied.word(word);
            while bits != 0 {
                let index = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cell = board.cell(Square::from_index(index as u8));
                if self.bytes[usize::from(cell)].class == ByteClass::Piece {
                    return true;
                }
            }
            false
        })
    }

    /// White's material less Black's.
    pub fn material(&self, board: &Board) -> i32 {
        let mut m = 0;
        for (_, p) in board.pieces(Color::White) {
            m += self.value(p);
        }
        for (_, p) in board.pieces(Color::Black) {
            m -= self.value(p);
        }
        m
    }

    /// Material, piece-square bonuses and the mop-up term, White's view.
    pub fn evaluate(&self, board: &Board) -> Eval {
        let mut material = 0;
        let mut positional = 0;
        let mut royals = 0;
        let mut king = [None::<Square>; 2];
        let mut pieces = [0; 2];
        // Each occupied square once, its piece's terms read from one table
        // by its byte (the board's occupancy sets name the squares, lowest
        // first, White's and Black's together).
        let occupied = board.occupied();
        for word in 0..4 {
            let mut bits = occupied.word(word);
            while bits != 0 {
                let index = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let square = Square::from_index(index as u8);
                let t = self.bytes[usize::from(board.cell(square))];
                material += t.value;
                let bonus = i32::from(self.squares[t.row as usize + index]);
                let color = usize::from(t.color);
                match t.class {
                    ByteClass::Royal => {
                        royals += 1 - 2 * color as i32;
                        king[color] = Some(square);
                    }
                    ByteClass::Pawn => {}
                    ByteClass::Piece => pieces[color] += t.worth,
                }
                positional += if color == 0 { bonus } else { -bonus };
            }
        }
        let mop_up = self.mop_up(material, king, pieces);
        Eval {
            material,
            total: material + positional + mop_up,
            royals,
        }
    }

    /// With a lead of [`MOP_UP_LEAD`] or more against at most
    /// [`MOP_UP_DEFENCE`] in pieces, the leader gains for the other King's
    /// nearness to the edge and its own King's nearness to it: the search
    /// alone does not see far enough to mate a bare King.
    fn mop_up(&self, material: i32, king: [Option<Square>; 2], pieces: [i32; 2]) -> i32 {
        if material.abs() < MOP_UP_LEAD {
            return 0;
        }
        let (leader, sign) = if material > 0 {
            (Color::White, 1)
        } else {
            (Color::Black, -1)
        };
        if pieces[(!leader).index()] > MOP_UP_DEFENCE {
            return 0;
        }
        let (Some(ours), Some(theirs)) = (king[leader.index()], king[(!leader).index()]) else {
            return 0;
        };
        let centre = i32::from(self.geometry.files().min(self.geometry.ranks()) / 2);
        let cornered = centre - i32::from(self.edge_distance(theirs));
        let dx = (i32::from(ours.file()) - i32::from(theirs.file())).abs();
        let dy = (i32::from(ours.rank()) - i32::from(theirs.rank())).abs();
        let near = 2 * centre - dx.max(dy);
        sign * (20 * cornered + 4 * near)
    }
}

/// The bonus of a Pawn on `rank` (White's, 0-based) of a board of
/// `ranks`: growing with the cube of its way to the last rank, from
/// nothing on the second rank to about three quarters of a Pawn one step
/// from promotion on an 8-rank board.
pub fn pawn_advance(rank: u8, ranks: u8) -> f64 {
    if ranks < 3 || rank == 0 {
        return 0.0;
    }
    let way = f64::from(rank.saturating_sub(1)) / f64::from(ranks - 2);
    f64::from(PAWN) * 1.2 * way.powi(3)
}
