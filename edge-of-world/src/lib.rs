#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod castle;
mod castling;
pub mod coordinates;
pub mod engine_terms;
/// Turn notation: a turn's steps in the order they happen, separated by
/// commas: a start `R C5:C7`, a stop `R C7:C7`, a momentum move `R C7~C10`
/// (`B F6~off`), an End of the World move `K B2^A1`.
///
/// # Examples
/// ```
/// use edge_of_world::{EdgeOfWorld, Variant};
///
/// let game = EdgeOfWorld::new();
/// let start = game.start_position();
/// let turn = game.read_turn(&start, "n d3:f7").unwrap();
/// assert_eq!(game.write_turn(&start, &turn), "N D3:F7");
/// let after = game.play_turn(&start, &turn).unwrap();
/// // Black's turn; then the Knight's momentum move, which the reader
/// // plays when the turn leaves it out.
/// let after = game.play(&after, "P C9:C8").unwrap();
/// let turn = game.read_turn(&after, "P C4:C5").unwrap();
/// assert_eq!(game.write_turn(&after, &turn), "P C4:C5, N F7~xG9");
/// ```
pub mod notation;
pub mod options;
mod pieces;
mod position;
mod reduction;
mod report;
mod rules;
/// Position text: the board in FEN style, the side to move, castling
/// rights, the fifty-move clock and every piece in motion as `P X0 D S`
/// (piece, square, direction, speed), and `; turn ...` mid-turn.
///
/// # Examples
/// ```
/// use edge_of_world::{EdgeOfWorld, Variant, START};
///
/// let game = EdgeOfWorld::new();
/// let start = game.start_position();
/// assert_eq!(game.write_position(&start), START);
/// // The Knight leapt twice towards direction 1: speed 4 (two leaps).
/// let after = game.play(&start, "N D3:F7").unwrap();
/// let text = game.write_position(&after);
/// assert!(text.ends_with("b KQkq 1 N F7 1 4"));
/// assert_eq!(game.read_position(&text).unwrap(), after);
/// ```
pub mod text;

/// This crate's `RULES.md`: every rule sentence of the published text
/// quoted, how the code reads it, and the test that shows it; the open
/// questions with their rulings.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

pub use castling::CastlingSide;
// The same names in every variant crate: what a program needs without
// naming the kernel.
pub use kernel::acts::{Act, PlayerAct};
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::game::{
    AcceptedClaim, ActError, AnyGame, ClaimError, Game, PlayError, PlayedTurn, RecordedAct, Undone,
};
pub use kernel::{
    enumerate_turns, random_playout, Board, Color, EndReason, GameResult, Geometry, IllegalTurn,
    NamedPiece, Outcome, Piece, RefusedClaim, Square, SquareSet, Turn, Variant,
};

/// The names most programs use, in one import:
/// `use edge_of_world::prelude::*;` brings [`EdgeOfWorld`], the traits [`Variant`] and
/// [`Coordinates`], [`Game`] and [`AnyGame`], and the types of their
/// answers.
pub mod prelude {
    pub use crate::{
        AnyGame, Color, Coordinates, EdgeOfWorld, EndReason, Game, GameResult, Outcome, PlayError,
        Position, Square, Step, Turn, Variant,
    };
}

pub use kernel::{perft_file, replay};
pub use notation::NotationError;
pub use options::{
    ActionRule, Castling, Centre, EndOfWorldScope, Options, OptionsError, PawnStart, Promotion,
    Stops,
};
pub use pieces::{Direction, Kind};
pub use position::{geometry, Motion, Position};
pub use rules::{towards_edge, Step};
pub use text::PositionError;

/// Not an API: rules' internals that the crate's own tests hold to each
/// other, public only for them (the suite's `reach` test: where
/// [`internals::reach`] says a piece in motion goes is where
/// [`internals::travel`] takes it). Anything here may change or go.
#[doc(hidden)]
pub mod internals {
    pub use crate::rules::{travel_count, Arrival, Reach};
    use crate::{Direction, EdgeOfWorld, Position};
    use kernel::Square;

    /// Where the piece on `from` would go, `count` steps (squares, or
    /// leaps) in `direction`, read from the board without moving anything:
    /// what `game`'s evaluation asks of every piece in motion.
    pub fn reach(
        game: &EdgeOfWorld,
        pos: &Position,
        from: Square,
        direction: Direction,
        count: u8,
    ) -> Reach {
        game.rules.reach(pos, from, direction, count)
    }

    /// Carries the piece on `from` `count` steps in `direction` in `pos`,
    /// as `game`'s momentum moves do, and says where it ended.
    pub fn travel(
        game: &EdgeOfWorld,
        pos: &mut Position,
        from: Square,
        direction: Direction,
        count: u8,
    ) -> Arrival {
        game.rules.travel(pos, from, direction, count)
    }
}

use kernel::draws::{DeadPositions, DrawRules};
use rules::Rules;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The position text of the start: the FIDE army in the central 8x8, with
/// every castling right (`KQkq`, as in FEN).
pub const START: &str =
    "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12 w KQkq 0 -";

/// Turns without a capture, a piece leaving the board or a Pawn moving
/// after which either player may claim a draw: fifty by each side (see
/// RULES.md, "Draws").
pub const FIFTY_MOVE_TURNS: u16 = 100;

/// FIDE's draw rules as the game inherits them (RULES.md, "Draws"): the
/// claims at three repetitions and [`FIFTY_MOVE_TURNS`], the draws by
/// themselves at five and 150 turns; no position is dead.
pub const DRAWS: DrawRules = DrawRules::fide_with(DeadPositions::NotJudged);

/// Edge of the World Chess (Michael Fryer, 1999) as a [`Variant`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EdgeOfWorld {
    rules: Rules,
}

impl Default for EdgeOfWorld {
    fn default() -> Self {
        EdgeOfWorld::new()
    }
}

impl EdgeOfWorld {
    /// The standard game: every option at its default.
    pub fn new() -> EdgeOfWorld {
        EdgeOfWorld::with(Options::default())
    }

    /// The game with the readings `options` picks.
    pub fn with(options: Options) -> EdgeOfWorld {
        EdgeOfWorld {
            rules: Rules {
                centre: options.centre.squares(),
                options,
            },
        }
    }

    /// The game with options given as text: `key=value` pairs separated by
    /// commas, semicolons or spaces ([`kernel::options`]), the same text a
    /// game file's `options:` line takes; `""` is
    /// the standard game. Each key picks one reading of a sentence the
    /// rule text leaves open (RULES.md gives both readings, the sentence
    /// and why the default is the default):
    ///
    /// | key | values (default first) | meaning |
    /// |---|---|---|
    /// | `pawn-start` | `capture`, `diagonal` | a Pawn moves diagonally only to capture, as in FIDE chess, and keeps diagonal momentum despite the capture; or it may also start diagonally onto an empty square and moves on diagonally (a diagonal capture then keeps no momentum) |
    /// | `stop` | `before-or-after`, `part-way` | the one stop comes before or after the piece's momentum move; or also part-way along it (`R C7~C9:C9`) |
    /// | `castling` | `fide`, `off` | FIDE castling (`O-O`, `O-O-O`), King and Rook then in motion at the speed each moved; or none |
    /// | `end-of-world` | `own`, `all` | the End of the World moves the pieces of the player whose turn it is; or every piece on the board, at the end of each turn |
    /// | `centre` | `true`, `as-printed` | the squares exempt from the End of the World: F6 F7 G6 G7, the board's centre; or E6 E7 F6 F7, as printed |
    /// | `promotion` | `far-row`, `both-rows` | a Pawn promotes on its far row (White on the twelfth, Black on the first); or on the first and twelfth rows both, its own first row too (where only the End of the World can take it) |
    /// | `action` | `compulsory`, `optional` | the turn's one start or stop is made whenever one is possible; or, once every momentum move of the turn is made, the turn may end without it (a player with nothing in motion must still start a piece) |
    ///
    /// ```
    /// use edge_of_world::{EdgeOfWorld, Variant};
    ///
    /// let game = EdgeOfWorld::with_options("pawn-start=diagonal").unwrap();
    /// // The 16 diagonal Pawn starts onto empty squares: 57 + 16 first turns.
    /// assert_eq!(game.perft(&game.start_position(), 1), 73);
    /// assert!(EdgeOfWorld::with_options("stop=halfway").is_err());
    /// ```
    ///
    /// # Errors
    /// [`OptionsError`] naming the unknown key, bad value, malformed part
    /// or repeated key.
    pub fn with_options(options: &str) -> Result<EdgeOfWorld, OptionsError> {
        Ok(EdgeOfWorld::with(Options::parse(options)?))
    }

    /// The readings this game plays.
    pub fn options(&self) -> Options {
        self.rules.options
    }

    /// Which centre squares are exempt from the End of the World.
    pub fn centre(&self) -> Centre {
        self.rules.options.centre
    }

    /// The four squares exempt from the End of the World.
    pub fn centre_squares(&self) -> SquareSet {
        self.rules.centre
    }
}

impl Variant for EdgeOfWorld {
    type Position = Position;
    type Step = Step;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        "edge-of-world"
    }

    fn start_position(&self) -> Position {
        let mut pos = Position::empty();
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        for (i, kind) in back.into_iter().enumerate() {
            let file = 2 + i as u8;
            pos.board
                .set(Square::new(file, 2), Some(kind.piece(Color::White)));
            pos.board
                .set(Square::new(file, 3), Some(Kind::Pawn.piece(Color::White)));
            pos.board
                .set(Square::new(file, 8), Some(Kind::Pawn.piece(Color::Black)));
            pos.board
                .set(Square::new(file, 9), Some(kind.piece(Color::Black)));
        }
        if self.rules.options.castling == Castling::Fide {
            pos.castling = castling::ALL_RIGHTS;
        }
        pos
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        text::read(&self.rules, text)
    }

    fn write_position(&self, position: &Position) -> String {
        text::write(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side
    }

    fn in_turn(&self, position: &Position) -> bool {
        position.turn.active
    }

    fn steps(&self, position: &Position, out: &mut Vec<Step>) {
        self.rules.steps(position, out);
    }

    fn play_step(&self, position: &mut Position, step: Step) {
        self.rules.play_step(position, step);
    }

    /// The position's `Display`: the board, the side to move with the
    /// fifty-move clock, the pieces in motion, and in the middle of a turn
    /// what is left of it.
    fn diagram(&self, position: &Position) -> String {
        position.to_string()
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Step) -> Vec<kernel::scene::Event> {
        self.report_events(position, step)
    }

    /// The turn's search is split by the start or stop it uses, and skips
    /// orders of events that cannot change where the turn ends (the
    /// argument is in the `reduction` module).
    fn turn_plans(&self, start: &Position, plans: &mut Vec<u64>) -> bool {
        reduction::turn_plans(&self.rules, start, plans)
    }

    fn plan_steps(&self, start: &Position, plan: u64, at: &Position, out: &mut Vec<Step>) {
        reduction::plan_steps(&self.rules, start, plan, at, out);
    }

    fn plan_free(&self, at: &Position) -> bool {
        reduction::plan_free(at)
    }

    /// Exact: the board ([`kernel::walk::KeyWriter::push_board`]), then
    /// for each occupied square its momentum byte and whether it is due
    /// for its momentum move and for its End of the World move, then the
    /// side, the castling rights, the clock and the turn's flags and End
    /// of the World speed. Momentum and the two sets of the turn belong to
    /// pieces, so a position with momentum or a piece due on an empty
    /// square gives no key (and is kept whole). About 90 bytes for 32
    /// pieces where the position is about 470.
    fn turn_key(&self, position: &Position, key: &mut kernel::walk::KeyWriter) -> bool {
        let occupied = position.board.occupied();
        let turn = &position.turn;
        if !(turn.due & !occupied).is_empty() || !(turn.eotw & !occupied).is_empty() {
            return false;
        }
        // Most of the momentum bytes are zero: skip them eight at a time.
        let stray = position
            .motion
            .chunks_exact(8)
            .enumerate()
            .filter(|(_, chunk)| {
                let word: [u8; 8] = (*chunk).try_into().unwrap_or([0; 8]);
                u64::from_ne_bytes(word) != 0
            })
            .any(|(c, chunk)| {
                chunk.iter().enumerate().any(|(j, &m)| {
                    m != 0
                        && !u8::try_from(c * 8 + j)
                            .is_ok_and(|i| occupied.contains(Square::from_index(i)))
                })
            });
        if stray {
            return false;
        }
        if !key.push_board(&position.board, kernel::walk::piece_bits(Kind::ALL.len())) {
            return false;
        }
        for square in occupied.iter() {
            key.push(u64::from(position.motion_byte(square)), 8);
            key.push(u64::from(turn.due.contains(square)), 1);
            key.push(u64::from(turn.eotw.contains(square)), 1);
        }
        key.push(position.side as u64, 1);
        key.push(u64::from(position.castling), 8);
        key.push(u64::from(position.clock), 16);
        key.push(u64::from(turn.active), 1);
        key.push(u64::from(turn.acted), 1);
        key.push(u64::from(turn.progress), 1);
        key.push(u64::from(turn.eotw_speed), 8);
        true
    }

    fn in_check(&self, _position: &Position) -> bool {
        false
    }

    /// The kind's letter and its name with a capital (`white Corsair
    /// (C)`); every kind index names one of the seven kinds.
    fn name_piece(&self, piece: kernel::Piece) -> Option<kernel::NamedPiece> {
        let kind = Kind::ALL.get(piece.kind() as usize)?;
        let mut name = kind.name().to_string();
        if let Some(first) = name.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        Some(kernel::NamedPiece {
            piece,
            letter: kind.letter(),
            name,
        })
    }

    /// The board terms, the pieces in motion heading off the board or
    /// into a capture, and the End of the World ([`crate::engine_terms`]).
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(crate::engine_terms::EdgeTerms::new(self))
    }

    /// Counts with one turn search kept for the whole tree instead of a
    /// list of turns built at every node.
    fn perft(&self, position: &Position, depth: u32) -> u64 {
        kernel::perft::perft_reusing_turn_search(self, position, depth)
    }

    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if let Some(end) = self.outcome_without_mobility(position, history) {
            return Some(end);
        }
        if position.turn.active || self.has_legal_turn(position) {
            return None;
        }
        Some(Outcome {
            result: GameResult::Draw,
            reason: EndReason::Stalemate,
        })
    }

    /// The ends of [`Variant::outcome`] but stalemate, which alone needs a
    /// walk of the turn's steps (to the first legal turn).
    fn outcome_without_mobility(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        for color in Color::ALL {
            if !position.has_king(color) {
                return Some(Outcome {
                    result: GameResult::Win(!color),
                    reason: EndReason::KingRemoved,
                });
            }
        }
        if position.turn.active {
            return None;
        }
        DRAWS.automatic(
            self.repetition_key(position),
            history,
            u32::from(position.clock),
        )
    }

    /// FIDE's claims: `threefold-repetition`, `fifty-moves`.
    fn claims(&self) -> &[&'static str] {
        DRAWS.claims()
    }

    /// Judges a claim of FIDE's draws at a turn boundary, by either
    /// player; refused in the middle of a turn and once the game has
    /// ended.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        let _ = claimant;
        let verdict = DRAWS.claim(
            self.repetition_key(position),
            history,
            u32::from(position.clock),
            claim,
        )?;
        if position.turn.active {
            return Err(RefusedClaim::Refused(
                "a claim is made between turns, not in the middle of one".to_string(),
            ));
        }
        if let Some(outcome) = self.outcome(position, history) {
            return Err(RefusedClaim::Refused(format!(
                "the game is over ({outcome})"
            )));
        }
        Ok(verdict)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if position.turn.active {
            return None;
        }
        DRAWS.claimable(
            self.repetition_key(position),
            history,
            u32::from(position.clock),
        )
    }

    fn repetition_key(&self, position: &Position) -> u64 {
        let mut h = DefaultHasher::new();
        position.board.hash(&mut h);
        position.motion.hash(&mut h);
        position.side.hash(&mut h);
        position.castling.hash(&mut h);
        position.turn.hash(&mut h);
        h.finish()
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        notation::read_turn(&self.rules, position, text)
    }

    fn write_turn(&self, position: &Position, turn: &[Step]) -> String {
        notation::write_turn(&self.rules, position, turn)
    }

    fn explain_step(&self, position: &Position, step: Step) -> String {
        self.rules.explain(position, step)
    }
}
