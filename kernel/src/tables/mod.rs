//! Precomputed per-square move and attack tables, built once per game from
//! the piece kinds and the board, so that move generation reads tables and
//! never parses or allocates: per square, the moves as slices (for code
//! that walks them one by one, [`PieceTable`]) and as square sets in the
//! form the board allows (for the move generator and attack detection, see
//! [`Tables`]).
//!
//! One concept per file: [`PieceTable`]'s slices (`piece_table`); the
//! square-set tables (`set_tables`), built by `builder`, a kind's plan
//! (`plan`), the reverse tables (`reverse`), attacks (`attacks`), a royal
//! piece's safety (`safety`) and the public questions in squares
//! (`questions`), and a side's kinds compiled to shapes (`shapes`).

mod attacks;
mod builder;
mod piece_table;
mod plan;
mod questions;
mod reverse;
mod safety;
mod set_tables;
mod shapes;

pub use piece_table::{Leap, PieceTable, Ray};
pub(crate) use plan::Step;
#[doc(hidden)]
pub use safety::Safety;
pub(crate) use shapes::Shapes;

use crate::board::Board;
use crate::geometry::{Bits, Geometry, Square, SquareSet};
use crate::piece::{Piece, PieceKind, MAX_KINDS};
use crate::Color;
use plan::{LameLeap, Plan, Slide};
use reverse::Reverse;

/// The offset of the table whose every entry is empty: the table of a
/// move a kind does not have.
const NONE: u32 = 0;

/// The square-set tables of one game in one set form (see [`Bits`]): per
/// colour and kind what its moves reach from each square, and per colour
/// the reverse tables.
///
/// Not part of the kernel's API (hidden from its documentation): public
/// only so that the kernel's integration tests (`tests/movegen.rs`) check
/// it.
#[doc(hidden)]
#[derive(Debug, Clone)]
pub struct SetTables<B> {
    /// Every per-square table, `B::CAPACITY` entries each, end to end;
    /// equal tables are stored once (a Knight's are the same for both
    /// colours), which keeps what the generator reads small. The first is
    /// empty everywhere ([`NONE`]), the second full everywhere.
    sets: Vec<B>,
    kinds: usize,
    /// Per colour and kind (colour-major), then the plan of no move, for
    /// a kind index the game does not have.
    plans: Vec<Plan<B>>,
    slides: Vec<Slide>,
    steps: Vec<Step<B>>,
    /// Per kind with lame leaps, one span per bit into `lame`.
    lame_spans: Vec<(u32, u32)>,
    lame: Vec<LameLeap<B>>,
    reverse: [Reverse<B>; 2],
    /// Per colour, its kinds as shapes where they have one.
    shapes: Shapes<B>,
}

/// The kind index of the piece on `square` (`u8::MAX` for an empty one).
#[inline]
fn kind_at(board: &Board, square: Square) -> u8 {
    board.get(square).map_or(u8::MAX, |p| p.kind())
}

/// The square-set tables in the form the board allows.
#[derive(Debug, Clone)]
pub(crate) enum Sets {
    /// Boards of at most 8x8: one bit per square in a `u64`.
    Small(SetTables<u64>),
    /// Any board.
    Wide(SetTables<SquareSet>),
}

/// Runs `$body` with `$t` bound to the tables of `$sets` whichever their
/// form, so that each is compiled for its own set type.
macro_rules! with_sets {
    ($sets:expr, $t:ident => $body:expr) => {
        match $sets {
            Sets::Small($t) => $body,
            Sets::Wide($t) => $body,
        }
    };
}
pub(crate) use with_sets;

/// Everything precomputed for one game: per colour and kind the move table
/// and the same moves as square sets, and per colour the reverse tables
/// that answer "is this square attacked".
///
/// Move generation and attack detection work on square sets: a plain
/// leaper's targets from a square are one set; a rider's are its ray cut
/// after the first blocker, which one intersection with the occupancy and
/// a lowest- or highest-bit mask find (whichever end of the ray is
/// nearer), with no branch and no second table; a lame leap is a target
/// with a set of legs that must not meet the occupancy. Attacks are read
/// backwards from the attacked square: the squares a leaper could capture
/// it from, and per direction the first piece on the line and how far its
/// kind reaches. Board size and pieces stay data: every table is built
/// here, from the Betza vectors, for the board at hand, in 64 bits when
/// the board has at most 8 files and 8 ranks and in 256 otherwise.
#[derive(Debug, Clone)]
pub struct Tables {
    geometry: Geometry,
    kinds: usize,
    pieces: Vec<PieceTable>,
    sets: Sets,
}

impl Tables {
    /// Builds the tables of `kinds` on `geometry`.
    ///
    /// # Panics
    /// If there are more than [`MAX_KINDS`] kinds.
    pub fn new(kinds: &[PieceKind], geometry: Geometry) -> Tables {
        Tables::with_form(kinds, geometry, <u64 as Bits>::fits(geometry))
    }

    /// [`Tables::new`] with the set form chosen: the small one only if
    /// `small` and the board fits it. The tests build both forms of one
    /// game to check each against published counts.
    pub(crate) fn with_form(kinds: &[PieceKind], geometry: Geometry, small: bool) -> Tables {
        assert!(kinds.len() <= MAX_KINDS, "too many piece kinds");
        let mut pieces = Vec::new();
        for color in Color::ALL {
            for kind in kinds {
                pieces.push(PieceTable::new(&kind.moves.for_color(color), geometry));
            }
        }
        let sets = if small && <u64 as Bits>::fits(geometry) {
            Sets::Small(SetTables::new(kinds, geometry))
        } else {
            Sets::Wide(SetTables::new(kinds, geometry))
        };
        Tables {
            geometry,
            kinds: kinds.len(),
            pieces,
            sets,
        }
    }

    /// The board these tables were built for.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// How many kinds the tables cover.
    #[inline]
    pub fn kinds(&self) -> usize {
        self.kinds
    }

    /// The move table of `kind` for `color`.
    #[inline]
    pub fn piece(&self, color: Color, kind: u8) -> &PieceTable {
        &self.pieces[color.index() * self.kinds + kind as usize]
    }

    /// The square-set tables, for the move generator.
    #[inline]
    pub(crate) fn sets(&self) -> &Sets {
        &self.sets
    }

    /// The squares a piece of `kind` and `color` on `from` may move or
    /// capture to, by its own movement alone (no castling, double step or
    /// en passant), with `occupied` the squares holding any piece and
    /// `enemy` those of the other side: plain leaps, lame leaps whose legs
    /// are empty, and rides up to and onto the first blocker, each in the
    /// modes and ranges its vector allows.
    pub fn targets(
        &self,
        color: Color,
        kind: u8,
        from: Square,
        occupied: SquareSet,
        enemy: SquareSet,
    ) -> SquareSet {
        with_sets!(&self.sets, t => t.targets_of(color, kind, from, occupied, enemy))
    }

    /// Whether a piece of `by` attacks (could capture on) `target`, with the
    /// board as it stands. The piece on `target`, if any, is ignored.
    #[inline]
    pub fn is_attacked(&self, board: &Board, target: Square, by: Color) -> bool {
        self.attacked_with(board, board.occupied(), board.occupied_by(by), target, by)
    }

    /// Whether a piece of `by` attacks `target` on `board` changed by a
    /// move: `occupied` is every square holding a piece after it, and
    /// `by_pieces` the squares of `by`'s pieces still on the board (a
    /// subset of those `board` shows, whose kinds are read from it). The
    /// move is never played, so testing it costs no copy of the board.
    #[inline]
    pub fn attacked_with(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> bool {
        with_sets!(&self.sets, t => t.attacked_in(board, occupied, by_pieces, target, by))
    }

    /// Whether `by` would attack `target` if the square `vacated` were
    /// empty: the test for a King moving from `vacated` to `target`,
    /// without changing the board.
    #[inline]
    pub fn is_attacked_without(
        &self,
        board: &Board,
        target: Square,
        by: Color,
        vacated: Square,
    ) -> bool {
        let mut occupied = board.occupied();
        occupied.remove(vacated);
        let mut by_pieces = board.occupied_by(by);
        by_pieces.remove(vacated);
        self.attacked_with(board, occupied, by_pieces, target, by)
    }

    /// Where the pieces of `by` attacking `target` may be stopped: `None`
    /// if none attacks it, otherwise the squares a move must land on to
    /// end every one of those attacks (capturing the attacker, or standing
    /// between it and `target` or on a lame leap's leg). Empty when no one
    /// square ends them all, as in most double checks.
    pub fn evasions(&self, board: &Board, target: Square, by: Color) -> Option<SquareSet> {
        with_sets!(&self.sets, t => t.evasions_of(board, target, by))
    }

    /// The squares holding pieces of `by` that attack `target`.
    fn attacker_set(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        with_sets!(&self.sets, t => t.attackers_of(board, target, by))
    }

    /// The squares of the pieces of `by` among `by_pieces` that attack
    /// `target` on `board` with only the squares of `occupied` holding a
    /// piece (a piece off `occupied` neither attacks nor blocks; the kinds
    /// are read from `board`): an exchange on one square played out
    /// without changing the board, each capture uncovering the pieces
    /// behind it.
    pub fn attackers_among(
        &self,
        board: &Board,
        occupied: SquareSet,
        by_pieces: SquareSet,
        target: Square,
        by: Color,
    ) -> SquareSet {
        with_sets!(&self.sets, t => t.attackers_in(board, occupied, by_pieces, target, by))
    }

    /// How many pieces of `by` attack `target` (stops counting at 2).
    #[inline]
    pub fn count_attackers(&self, board: &Board, target: Square, by: Color) -> u32 {
        (self.attacker_set(board, target, by).len() as u32).min(2)
    }

    /// The squares holding pieces of `by` that attack `target`, lowest
    /// index first.
    pub fn attackers(&self, board: &Board, target: Square, by: Color) -> Vec<Square> {
        self.attacker_set(board, target, by).iter().collect()
    }

    /// The squares on which a piece blocks a lame leap of `by` onto
    /// `target` (precomputed): moving such a piece can uncover an attack
    /// that no line reaches.
    #[inline]
    pub fn leg_squares(&self, target: Square, by: Color) -> SquareSet {
        with_sets!(&self.sets, t => t.legs_of(target, by))
    }

    /// The pieces of `target`'s own colour that are pinned to it by sliders
    /// of `by`: the only piece between `target` and a slider of `by` that
    /// could capture on `target` along that line if the piece moved away.
    pub fn pinned(&self, board: &Board, target: Square, by: Color) -> SquareSet {
        with_sets!(&self.sets, t => t.pinned_to(board, target, by))
    }

    /// Whether `piece` standing on `from` could capture on `to` on `board`.
    pub fn piece_attacks(&self, board: &Board, piece: Piece, from: Square, to: Square) -> bool {
        let table = self.piece(piece.color(), piece.kind());
        if table
            .leaps(from)
            .iter()
            .any(|l| l.to == to && l.can_capture && l.is_open(board))
        {
            return true;
        }
        for ray in table.rays(from) {
            for (i, &sq) in ray.squares.iter().enumerate() {
                if sq == to {
                    return (i as u8) < ray.capture_range;
                }
                if board.get(sq).is_some() {
                    break;
                }
            }
        }
        false
    }
}
