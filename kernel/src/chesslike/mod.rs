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

mod coordinates;
mod dead;
pub mod exchange;
mod explain;
pub mod fen;
mod movegen;
mod named_game;
mod notation;
mod position;
mod report;
pub mod search_terms;
mod turn_key;

pub use fen::FenError;
#[doc(hidden)]
pub use movegen::outnumbered_fourfold;
pub use named_game::ChesslikeGame;
pub use notation::NotationError;
pub use position::{CastlingRights, Move, MoveKind, Position};

use crate::draws::DrawRules;
use crate::geometry::{Bits, Geometry, Square};
use crate::piece::{PieceKind, Role};
use crate::tables::Tables;
use crate::variant::{EndReason, GameResult, Outcome, RefusedClaim, Turn, Variant};
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
    /// The draw rules: claims, automatic draws and dead positions
    /// ([`DrawRules::FIDE`] in FIDE chess, [`DrawRules::NONE`] for none),
    /// counted in plies without a capture or a pawn move.
    pub draws: DrawRules,
}

/// One thing wrong with [`Rules`]: a rule the engine cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesProblem {
    /// More kinds than a piece byte can index.
    #[error("{0} piece kinds, at most 31 are allowed")]
    TooManyKinds(usize),
    /// A letter position text cannot write and read back.
    #[error(
        "kind {name} has the letter {letter:?}: a kind's letter must be an upper-case ASCII letter"
    )]
    BadLetter {
        /// The kind's name.
        name: String,
        /// The letter.
        letter: char,
    },
    /// Two kinds share a letter.
    #[error("kinds {first} and {second} both use the letter {letter:?}")]
    DuplicateLetter {
        /// The letter.
        letter: char,
        /// The first kind's name.
        first: String,
        /// The second kind's name.
        second: String,
    },
    /// A promotion to a kind index the game does not have.
    #[error("{color} promotes to kind {kind}, but the game has {count} kinds")]
    PromotionKind {
        /// The side whose pawns promote.
        color: Color,
        /// The kind index.
        kind: u8,
        /// How many kinds there are.
        count: usize,
    },
    /// More castlings than the castling rights (`K`, `Q`) can say.
    #[error("{color} has {count} castlings, at most 2 are allowed (king side, queen side)")]
    TooManyCastlings {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// A castling square beyond the board.
    #[error("{color}'s {}: {square} is off the {geometry} board", castling_name(*.side))]
    CastlingOffBoard {
        /// The side.
        color: Color,
        /// Which castling (0 king side, 1 queen side).
        side: usize,
        /// The square.
        square: Square,
        /// The board.
        geometry: Geometry,
    },
    /// Castling squares on more than one rank: the engine tests the path
    /// on the King's rank only.
    #[error("{color}'s {}: the King and its partner must start and end on one rank", castling_name(*.side))]
    CastlingRanks {
        /// The side.
        color: Color,
        /// Which castling (0 king side, 1 queen side).
        side: usize,
    },
    /// A double step on a board with no fourth rank to land on.
    #[error("the double step needs at least 4 ranks, the board has {0}")]
    DoubleStepRanks(u8),
    /// En passant with no double step to capture after.
    #[error("en passant is on but the double step it captures after is off")]
    EnPassantWithoutDoubleStep,
    /// A fifty-move rule (claimed or automatic) that draws every game
    /// before its first move.
    #[error("a fifty-move rule of 0 plies draws every game at once: leave it out (None) for no such rule")]
    FiftyMovesZero,
    /// A repetition count (claimed or automatic) that draws every game
    /// before its first move.
    #[error("a repetition count of {0} draws every game at once: it must be at least 2, or left out (None)")]
    RepetitionCount(usize),
    /// The start position does not read.
    #[error("start position: {0}")]
    Start(FenError),
}

/// The name of castling number `side` in messages.
fn castling_name(side: usize) -> String {
    match side {
        0 => "king-side castling".to_string(),
        1 => "queen-side castling".to_string(),
        n => format!("castling number {}", n + 1),
    }
}

/// Why [`Rules`] could not be compiled: every problem found, in the order
/// of the fields, so that one round of fixes can address them all (as
/// Fairy-Stockfish's checking mode reports a variant definition).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", list_problems(.problems))]
pub struct RulesError {
    problems: Vec<RulesProblem>,
}

impl RulesError {
    /// Every problem, at least one.
    pub fn problems(&self) -> &[RulesProblem] {
        &self.problems
    }
}

/// One problem as itself; several as `N problems: a; b; c`, on one line.
fn list_problems(problems: &[RulesProblem]) -> String {
    match problems {
        [one] => one.to_string(),
        _ => {
            let all: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
            format!("{} problems: {}", problems.len(), all.join("; "))
        }
    }
}

impl Rules {
    /// Every rule the engine cannot use, in the order of the fields; the
    /// start position is read by [`Chesslike::new`] once these are fixed.
    fn problems(&self) -> Vec<RulesProblem> {
        let mut problems = Vec::new();
        let kinds = &self.kinds;
        if kinds.len() > crate::piece::MAX_KINDS {
            problems.push(RulesProblem::TooManyKinds(kinds.len()));
        }
        for (i, a) in kinds.iter().enumerate() {
            if !a.letter.is_ascii_uppercase() {
                problems.push(RulesProblem::BadLetter {
                    name: a.name.clone(),
                    letter: a.letter,
                });
            }
            if let Some(b) = kinds[i + 1..].iter().find(|b| b.letter == a.letter) {
                // Each clash once, at its first kind.
                if !kinds[..i].iter().any(|c| c.letter == a.letter) {
                    problems.push(RulesProblem::DuplicateLetter {
                        letter: a.letter,
                        first: a.name.clone(),
                        second: b.name.clone(),
                    });
                }
            }
        }
        for color in Color::ALL {
            for &kind in &self.promotion[color.index()] {
                if kind as usize >= kinds.len() {
                    problems.push(RulesProblem::PromotionKind {
                        color,
                        kind,
                        count: kinds.len(),
                    });
                }
            }
        }
        let geometry = self.geometry;
        for color in Color::ALL {
            let castlings = &self.castling[color.index()];
            if castlings.len() > 2 {
                problems.push(RulesProblem::TooManyCastlings {
                    color,
                    count: castlings.len(),
                });
            }
            for (side, c) in castlings.iter().enumerate() {
                let squares = [c.king_from, c.king_to, c.rook_from, c.rook_to];
                if let Some(&square) = squares.iter().find(|&&s| !geometry.contains(s)) {
                    problems.push(RulesProblem::CastlingOffBoard {
                        color,
                        side,
                        square,
                        geometry,
                    });
                } else if squares.iter().any(|s| s.rank() != c.king_from.rank()) {
                    problems.push(RulesProblem::CastlingRanks { color, side });
                }
            }
        }
        if self.double_step && geometry.ranks() < 4 {
            problems.push(RulesProblem::DoubleStepRanks(geometry.ranks()));
        }
        if self.en_passant && !self.double_step {
            problems.push(RulesProblem::EnPassantWithoutDoubleStep);
        }
        let draws = &self.draws;
        if draws.claim_plies == Some(0) || draws.automatic_plies == Some(0) {
            problems.push(RulesProblem::FiftyMovesZero);
        }
        for count in [draws.claim_repetitions, draws.automatic_repetitions] {
            if let Some(count @ 0..=1) = count {
                problems.push(RulesProblem::RepetitionCount(count));
                break;
            }
        }
        problems
    }
}

/// Where [`Chesslike`]'s kind slots put an empty square or a kind the game
/// does not have: one past the last kind a game may have.
const NO_KIND: u8 = crate::piece::MAX_KINDS as u8;

/// The bit of [`Chesslike`]'s role table for a royal kind.
const ROYAL: u8 = 1;
/// The bit of [`Chesslike`]'s role table for a pawn kind.
const PAWN: u8 = 2;

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
    /// The royal kinds' indexes, for the generator to find the royal
    /// pieces among the pieces sorted by kind.
    royal_kinds: Vec<u8>,
    /// Per square byte ([`Board`](crate::Board)'s packing of a piece), the
    /// kind index of the piece, or [`NO_KIND`] for an empty square or a
    /// kind the game does not have: where the generator sorts the piece.
    kind_slot: [u8; 256],
    /// Per kind index (all 256, so any byte is a valid index): bit
    /// [`ROYAL`] and bit [`PAWN`]. Move generation asks for every piece;
    /// a load answers it, and an index no kind has answers false.
    roles: [u8; 256],
    start: Position,
    castle_masks: [u8; 256],
    /// Per colour and castling (in the order of the rules), the squares
    /// that must be empty for it: those King or partner pass or land on,
    /// but their own.
    castling_clear: [Vec<SquareSet>; 2],
    /// The same squares in the 64-bit form (see [`Bits`]), for the
    /// generator of a board of at most 8x8, which reads them at every
    /// node (empty sets on a larger board, where they are not read).
    castling_clear_small: [Vec<u64>; 2],
    /// Per colour, the squares where its pawns promote (empty when they
    /// do not).
    promotion_zone: [SquareSet; 2],
    /// The same squares in the 64-bit form, as `castling_clear_small`.
    promotion_zone_small: [u64; 2],
    /// Per kind index, what it is worth to FIDE's insufficient material
    /// (see [`DeadPositions::FideMaterial`]).
    material: [dead::Material; 256],
}

impl Chesslike {
    /// The draws of [`Rules::draws`] that come by themselves at `position`
    /// after `history` (seventy-five moves, fivefold repetition in FIDE
    /// chess), if the game has any.
    fn automatic_draw(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        let draws = &self.rules.draws;
        if draws.automatic_plies.is_none() && draws.automatic_repetitions.is_none() {
            return None;
        }
        draws.automatic(
            self.repetition_key(position),
            history,
            u32::from(position.halfmove_clock()),
        )
    }

    /// Compiles `rules`: checks them, builds the move tables and reads the
    /// start position. This is the one place rules are checked; everything
    /// after it relies on them.
    ///
    /// # Errors
    /// [`RulesError`] listing every rule the engine cannot use (or, when
    /// there is none, why the start position does not read).
    ///
    /// # Examples
    /// ```
    /// use kernel::chesslike::Chesslike;
    /// let mut rules = kernel::chess::rules();
    /// rules.double_step = false;
    /// rules.draws.claim_repetitions = Some(1);
    /// assert_eq!(
    ///     Chesslike::new(rules).unwrap_err().to_string(),
    ///     "2 problems: en passant is on but the double step it captures after is off; \
    ///      a repetition count of 1 draws every game at once: it must be at least 2, or left out (None)"
    /// );
    /// ```
    pub fn new(rules: Rules) -> Result<Chesslike, RulesError> {
        let problems = rules.problems();
        if !problems.is_empty() {
            return Err(RulesError { problems });
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
            kind_slot: std::array::from_fn(|byte| {
                // A piece's byte holds its kind plus one in the low 7 bits.
                match (byte & 0x7f).checked_sub(1) {
                    Some(kind) if kind < rules.kinds.len() => kind as u8,
                    _ => NO_KIND,
                }
            }),
            royal_kinds: (0..rules.kinds.len() as u8)
                .filter(|&k| rules.kinds[k as usize].role == Role::Royal)
                .collect(),
            roles: {
                let mut roles = [0u8; 256];
                for (role, slot) in rules.kinds.iter().map(|k| k.role).zip(roles.iter_mut()) {
                    *slot = match role {
                        Role::Royal => ROYAL,
                        Role::Pawn => PAWN,
                        Role::Piece => 0,
                    };
                }
                roles
            },
            start: Position::empty(rules.geometry),
            castle_masks,
            castling_clear: Color::ALL.map(|color| {
                rules.castling[color.index()]
                    .iter()
                    .map(|c| {
                        let rank = c.king_from.rank();
                        let files = |a: Square, b: Square| {
                            let (x, y) = (a.file().min(b.file()), a.file().max(b.file()));
                            x..=y
                        };
                        files(c.king_from, c.king_to)
                            .chain(files(c.rook_from, c.rook_to))
                            .map(|file| Square::new(file, rank))
                            .filter(|&s| s != c.king_from && s != c.rook_from)
                            .collect()
                    })
                    .collect()
            }),
            material: dead::classes(&rules.kinds),
            promotion_zone: Color::ALL.map(|color| {
                let geometry = rules.geometry;
                let last = geometry.relative_rank(color, geometry.ranks() - 1);
                if rules.promotion[color.index()].is_empty() {
                    SquareSet::EMPTY
                } else {
                    (0..geometry.files())
                        .filter_map(|file| geometry.square(file, last))
                        .collect()
                }
            }),
            castling_clear_small: [Vec::new(), Vec::new()],
            promotion_zone_small: [0, 0],
            rules,
        };
        if <u64 as Bits>::fits(game.rules.geometry) {
            game.castling_clear_small = game
                .castling_clear
                .clone()
                .map(|sets| sets.into_iter().map(<u64 as Bits>::from_set).collect());
            game.promotion_zone_small = game.promotion_zone.map(<u64 as Bits>::from_set);
        }
        game.start = game
            .parse_fen(&game.rules.start.clone())
            .map_err(|e| RulesError {
                problems: vec![RulesProblem::Start(e)],
            })?;
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

    /// Whether kind index `kind` is royal (false for an index no kind has).
    #[inline]
    pub fn is_royal(&self, kind: u8) -> bool {
        self.roles[kind as usize] & ROYAL != 0
    }

    /// Whether kind index `kind` is a pawn (false for an index no kind has).
    #[inline]
    pub fn is_pawn(&self, kind: u8) -> bool {
        self.roles[kind as usize] & PAWN != 0
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
        let board = position.board();
        self.royals_among(board, board.occupied_by(color))
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

impl Chesslike {
    /// The same game with its square sets in the wide form (256 bits, the
    /// form every board larger than 8x8 gets) whatever its board: the same
    /// moves, found more slowly on a board of at most 8x8. It lets the
    /// wide form be checked on a small board against counts published for
    /// it (FIDE chess's perft numbers), each form against the same
    /// independent counts rather than against the other.
    ///
    /// ```
    /// use kernel::{chess, Variant};
    /// let wide = chess::fide().with_wide_sets();
    /// assert!(!wide.has_small_sets());
    /// assert_eq!(wide.perft(&wide.start_position(), 2), 400);
    /// ```
    pub fn with_wide_sets(mut self) -> Chesslike {
        self.tables = Tables::with_form(&self.rules.kinds, self.rules.geometry, false);
        self
    }

    /// Whether the game's square sets are in the small form (64 bits, one
    /// per square of an 8x8 board), which a board of at most 8x8 gets
    /// unless [`Chesslike::with_wide_sets`] asked for the wide one.
    pub fn has_small_sets(&self) -> bool {
        matches!(self.tables.sets(), crate::tables::Sets::Small(_))
    }

    /// The game's square-set tables in the small form, if it has them.
    /// Not part of the kernel's API (hidden from its documentation):
    /// public only so that the kernel's integration tests
    /// (`tests/movegen.rs`) check the generator's attack tests.
    #[doc(hidden)]
    pub fn small_tables(&self) -> Option<&crate::tables::SetTables<u64>> {
        match self.tables.sets() {
            crate::tables::Sets::Small(t) => Some(t),
            crate::tables::Sets::Wide(_) => None,
        }
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

    fn legend(&self) -> crate::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<crate::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Move) -> Vec<crate::scene::Event> {
        self.report_events(position, step)
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

    fn name_piece(&self, piece: crate::Piece) -> Option<crate::NamedPiece> {
        crate::NamedPiece::from_kinds(piece, &self.rules.kinds)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.royal_attacked(position, position.side_to_move())
    }

    /// Checkmate, then a dead position, then stalemate (python-chess's
    /// order), then the draws of [`Rules::draws`] that come by
    /// themselves: seventy-five moves, fivefold repetition. Threefold
    /// repetition and fifty moves are claims ([`Variant::claim`]).
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        let side = position.side_to_move();
        let moves = self.has_legal_turn(position);
        if !moves && self.in_check(position) {
            return Some(Outcome {
                result: GameResult::Win(!side),
                reason: EndReason::Checkmate,
            });
        }
        // A dead position before a stalemate, as python-chess orders them.
        if !moves && !self.is_dead(position) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: EndReason::Stalemate,
            });
        }
        self.outcome_without_mobility(position, history)
    }

    /// [`Variant::outcome`] where the side to move has a legal turn: a
    /// dead position, then the draws that come by themselves, without
    /// generating a move.
    fn outcome_without_mobility(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if self.is_dead(position) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: EndReason::DeadPosition,
            });
        }
        self.automatic_draw(position, history)
    }

    /// The claims of [`Rules::draws`]: `threefold-repetition` and
    /// `fifty-moves` in FIDE chess.
    fn claims(&self) -> &[&'static str] {
        self.rules.draws.claims()
    }

    /// Judges a claim of [`Rules::draws`] by either player (see
    /// [`crate::draws`]), refused once the game has ended.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        let _ = claimant;
        let draws = &self.rules.draws;
        let key = self.repetition_key(position);
        let plies = u32::from(position.halfmove_clock());
        // The name first, so that an unknown claim is named as such
        // whatever the position.
        let verdict = draws.claim(key, history, plies, claim)?;
        if let Some(outcome) = self.outcome(position, history) {
            return Err(RefusedClaim::Refused(format!(
                "the game is over ({outcome})"
            )));
        }
        Ok(verdict)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.rules.draws.claimable(
            self.repetition_key(position),
            history,
            u32::from(position.halfmove_clock()),
        )
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

    /// A turn is a move: whether the side to move has one
    /// ([`Chesslike::has_legal_move`]).
    fn has_legal_turn(&self, position: &Position) -> bool {
        self.has_legal_move(position)
    }

    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Move>>) {
        self.for_each_legal_move(position, |m| out.push(Turn::from_slice(&[m])));
    }

    fn count_turns(&self, position: &Position) -> u64 {
        self.count_legal_moves(position)
    }

    /// The chess-like games' terms: the pieces' Betza moves are the whole
    /// evaluation ([`search_terms`]).
    fn search_terms(&self) -> Box<dyn crate::search_terms::SearchTerms<Self>> {
        Box::new(search_terms::ChesslikeTerms::new(self))
    }

    /// Perft over single moves rather than turns (a turn here is one
    /// move), so that no turn buffer is built per move; each position is
    /// copied once, into its place in the walk; the upper levels list
    /// their moves kind by kind, as they are counted, not in square
    /// order; the last level is counted without making its moves.
    fn perft(&self, position: &Position, depth: u32) -> u64 {
        crate::count_tree::count_tree_in_place(
            position,
            depth,
            |p, out: &mut Vec<Move>| self.for_each_legal_move_any_order(p, |m| out.push(m)),
            |p, &m, next| {
                next.clone_from(p);
                next.apply(m, self);
            },
            |p| self.count_legal_moves(p),
        )
    }
}
