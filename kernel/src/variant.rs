//! The `Variant` trait: the contract every variant implements and every
//! generic tool (perft, replay, random playout) uses.
//!
//! # The turn model
//!
//! A *turn* is everything one player does before the other may act. In FIDE
//! chess it is one move; in Momentum Chess it is every piece in motion moving
//! on, in an order the player picks, plus one start or stop; in Multimove
//! Chess it is moves bought from a budget until the player stops, the budget
//! runs out or a check ends it. So a turn is a sequence of *steps*:
//!
//! ```text
//!   turn boundary ── step ──> mid-turn ── step ──> ... ── step ──> turn boundary
//!   (in_turn = false)          (in_turn = true)                    (other side to move)
//! ```
//!
//! A variant says which steps may come next ([`Variant::steps`]), what a step
//! does ([`Variant::play_step`]) and whether a position is in the middle of a
//! turn ([`Variant::in_turn`]); a position carries every bit of turn state
//! (points left, pieces already moved or resolved) so that two orders of the
//! same steps that leave the same state are the same position. A finished
//! turn may still be refused as a whole ([`Variant::accept_turn`]: the King
//! left capturable, say).
//!
//! The generic tools work on whole turns: [`Variant::legal_turns`] lists
//! each distinct turn once, found by a depth-first search over steps that
//! never visits the same mid-turn position twice, so memory is bounded by
//! the distinct positions of one turn. A variant whose turns are single
//! moves overrides it with a direct generator.
//!
//! # Partial-order reduction
//!
//! Visiting each mid-turn position once is not enough when a turn is many
//! events that mostly do not touch each other: *k* pieces in motion that
//! never meet still reach 2^*k* mid-turn positions (every subset of them
//! moved), although every order of them ends in the same place. A variant
//! may therefore tell the search which orders it can skip, in three
//! provided methods that do nothing by default:
//!
//! - [`Variant::turn_plans`] splits the search of a turn into *plans*,
//!   numbers that the variant gives a meaning to. Edge of the World makes
//!   one plan per kind of start or stop the player might use (the pieces
//!   in motion it may touch), so that within a plan the one action is a
//!   known event rather than a choice among many that all exclude each
//!   other;
//! - [`Variant::plan_steps`] gives, under one plan, the steps to explore
//!   at a position: a subset of [`Variant::steps`], typically a
//!   *persistent set* (steps such that whatever the plan allows from here
//!   without them commutes with each of them, so that some sequence
//!   starting with one of them reaches every end that any sequence
//!   reaches);
//! - [`Variant::plan_free`] says that the search below a mid-turn
//!   position no longer depends on the plan, so it is expanded once for
//!   all plans rather than once per plan.
//!
//! The search then runs once per plan, each time from the turn's start
//! with [`Variant::plan_steps`] in place of [`Variant::steps`], and
//! reports each distinct end position once over all plans. **What the
//! variant promises** (the search cannot check it, and misses turns
//! if it is broken): every end position that sequences of
//! [`Variant::steps`] reach from the start is reached, under at least one
//! plan, by a sequence of the steps [`Variant::plan_steps`] gives; those
//! steps are among [`Variant::steps`], so nothing else is reached; and
//! where [`Variant::plan_free`] holds, [`Variant::plan_steps`] gives the
//! same steps under every plan there and at every position after it.

use crate::excerpt::Excerpt;
use crate::piece::{NamedPiece, Piece};
use crate::scene::{Event, Legend, Scene};
use crate::Color;
use smallvec::SmallVec;
use std::fmt::{self, Debug};
use std::hash::{DefaultHasher, Hash, Hasher};
use thiserror::Error;

/// A whole turn: its steps in the order they are resolved. Up to four steps
/// are stored inline, so a one-move turn never allocates.
pub type Turn<S> = SmallVec<[S; 4]>;

/// Who won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The given side won.
    Win(Color),
    /// Nobody won.
    Draw,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EndReason {
    /// The side to move is in check and has no legal turn.
    Checkmate,
    /// The side to move is not in check and has no legal turn.
    Stalemate,
    /// The same position arose for the third time: a claim (FIDE 9.2), or
    /// a loss for the player who made it (Forward Chess).
    Repetition,
    /// Fifty moves by each side with no capture or pawn move: a claim
    /// (FIDE 9.3).
    FiftyMoves,
    /// The same position arose for the fifth time: a draw by itself (FIDE
    /// 9.6.1).
    FivefoldRepetition,
    /// Seventy-five moves by each side with no capture or pawn move: a
    /// draw by itself (FIDE 9.6.2).
    SeventyFiveMoves,
    /// Neither player can win by any series of legal turns (FIDE 5.2.2),
    /// as far as the variant judges it (see [`crate::draws::DeadPositions`]).
    DeadPosition,
    /// A player resigned (FIDE 5.1.2).
    Resignation,
    /// The players agreed to a draw (FIDE 5.2.3).
    Agreement,
    /// A King was captured or carried off the board.
    KingRemoved,
    /// A King reached the last rank (Forward Chess).
    KingOnLastRank,
    /// A player claimed the win a rule offers (Forward Chess's fifty moves).
    Claim,
    /// Any other rule a variant has; the text names it.
    Other(&'static str),
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Repetition => "threefold repetition",
            EndReason::FiftyMoves => "fifty-move rule",
            EndReason::FivefoldRepetition => "fivefold repetition",
            EndReason::SeventyFiveMoves => "seventy-five-move rule",
            EndReason::DeadPosition => "dead position",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::KingRemoved => "king removed from play",
            EndReason::KingOnLastRank => "king reached the last rank",
            EndReason::Claim => "claimed win",
            EndReason::Other(text) => text,
        })
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The result.
    pub result: GameResult,
    /// The rule that ended the game.
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.result {
            GameResult::Win(c) => write!(f, "{c} wins by {}", self.reason),
            GameResult::Draw => write!(f, "draw by {}", self.reason),
        }
    }
}

/// Why a turn cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalTurn {
    /// One step is not legal where it stands in the sequence.
    #[error("step {index} ({step}) is illegal: {reason}")]
    Step {
        /// 1-based position of the step in the turn.
        index: usize,
        /// The step as the variant writes it.
        step: String,
        /// Which rule it breaks.
        reason: String,
    },
    /// The steps stop before the turn is finished.
    #[error("the turn is unfinished: {0}")]
    Unfinished(String),
    /// The steps go on after the turn has ended; the text says why it ended
    /// (empty if the variant does not say).
    #[error("the turn ended after step {0}{reason}; the steps after it belong to no turn", reason = if .1.is_empty() { String::new() } else { format!(" ({})", .1) })]
    TooLong(usize, String),
    /// The turn as a whole breaks a rule.
    #[error("{0}")]
    Refused(String),
    /// The turn has no steps.
    #[error("a turn needs at least one step")]
    Empty,
}

/// Why a claim was refused (see [`Variant::claim`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RefusedClaim {
    /// The variant offers no claim of that name.
    #[error("no claim {claim} in this variant: {}", offered_claims(.offered))]
    Unknown {
        /// The name given.
        claim: Excerpt,
        /// The claims the variant offers ([`Variant::claims`]).
        offered: Vec<&'static str>,
    },
    /// The variant offers the claim, but a condition of it does not hold
    /// here; the text names it.
    #[error("{0}")]
    Refused(String),
}

fn offered_claims(offered: &[&str]) -> String {
    if offered.is_empty() {
        "it offers none".to_string()
    } else {
        format!("the claims are {}", offered.join(", "))
    }
}

/// A chess variant: its positions, its turns and its notation.
///
/// Implementors supply the step level and the texts; the generic tools use
/// the provided whole-turn methods. See the [module docs](self) for the turn
/// model. The methods come in groups, in this order:
///
/// - **the required core**: positions and their text, a turn's text
///   ([`Variant::read_turn`], [`Variant::write_turn`]); the steps
///   ([`Variant::in_turn`], [`Variant::steps`], [`Variant::play_step`]) and
///   the turn's end ([`Variant::accept_turn`], which allows every turn by
///   default); check and the outcome ([`Variant::in_check`],
///   [`Variant::outcome`]);
/// - **reports** (provided): the diagram, the count of pieces, names of
///   pieces, steps written and explained, and a report's legend, scene and
///   events;
/// - **claims** (provided): the repetition key, the claims a player may
///   make, and whether the players may agree a draw;
/// - **search plans** (provided): the partial-order reduction's plans, the
///   walk's exact keys, the search terms and whether a legal turn exists;
/// - **whole turns** (provided from the steps, overridden only for speed):
///   listing, counting and perft, and playing a turn (checked, unchecked,
///   or read from text).
///
/// A variant crate implements the core and overrides what it has to say
/// of the rest; the step level the kernel's walk uses
/// ([`crate::step_rules::StepRules`]) and what the default search terms
/// draw ([`crate::legend_terms::Drawn`]) follow from these methods by
/// blanket implementations, with nothing to forward.
pub trait Variant {
    // ---- Positions and text (required) ----

    /// Everything that decides what may happen next, turn state included.
    /// Equal positions must behave identically.
    type Position: Clone + Eq + Hash + Debug;

    /// One event of a turn.
    type Step: Copy + Eq + Hash + Debug;

    /// Why a position text was refused.
    type PositionError: std::error::Error + Send + Sync + 'static;

    /// Why a turn's notation was refused.
    type NotationError: std::error::Error + Send + Sync + 'static;

    /// The variant's name as `cargo xtask` knows it, such as `chess`.
    fn name(&self) -> &str;

    /// The position the game starts from.
    fn start_position(&self) -> Self::Position;

    /// Reads a position text.
    ///
    /// # Errors
    /// The variant's [`Variant::PositionError`] saying what is wrong and where.
    fn read_position(&self, text: &str) -> Result<Self::Position, Self::PositionError>;

    /// Writes a position as text that [`Variant::read_position`] reads back
    /// to an equal position.
    fn write_position(&self, position: &Self::Position) -> String;

    /// The side whose turn it is (or continues).
    fn side_to_move(&self, position: &Self::Position) -> Color;

    /// Reads one turn written in the variant's notation, in `position`.
    ///
    /// # Errors
    /// The variant's [`Variant::NotationError`]: malformed text, or text that
    /// names no possible event of this position.
    fn read_turn(
        &self,
        position: &Self::Position,
        text: &str,
    ) -> Result<Turn<Self::Step>, Self::NotationError>;

    /// Writes `turn`, played from `position`, in the variant's notation.
    fn write_turn(&self, position: &Self::Position, turn: &[Self::Step]) -> String;

    // ---- Steps and the turn's end (required but `accept_turn`) ----

    /// Whether a turn has begun in `position` and is not yet finished.
    fn in_turn(&self, position: &Self::Position) -> bool;

    /// Appends to `out` the steps that may come next in the current turn
    /// (starting it if none has been taken). A step listed here may still
    /// lead to a turn that [`Variant::accept_turn`] refuses.
    fn steps(&self, position: &Self::Position, out: &mut Vec<Self::Step>);

    /// Plays `step` on `position`. The step should come from
    /// [`Variant::steps`]; a variant plays any other step as best it can (to
    /// replay a game as it was written) and must not panic.
    fn play_step(&self, position: &mut Self::Position, step: Self::Step);

    /// Whether the finished turn from `before` to `after` is allowed as a
    /// whole. The default allows every turn.
    fn accept_turn(&self, before: &Self::Position, after: &Self::Position) -> Result<(), String> {
        let _ = (before, after);
        Ok(())
    }

    // ---- Check and the outcome (required) ----

    /// Whether the side to move is in check in `position` (for check marks).
    fn in_check(&self, position: &Self::Position) -> bool;

    /// The game's end, if `position` ends it. `history` holds
    /// [`Variant::repetition_key`] of every earlier turn-boundary position
    /// of the game, oldest first.
    fn outcome(&self, position: &Self::Position, history: &[u64]) -> Option<Outcome>;

    /// The game's end at `position` as [`Variant::outcome`] finds it where
    /// the side to move has a legal turn: every end but checkmate and
    /// stalemate, without asking [`Variant::has_legal_turn`]. Equal to
    /// `outcome` wherever there is a legal turn. A search that lists the
    /// turns anyway asks this, and `outcome` only where it finds none; its
    /// quiescence search asks it where it would only stand on the
    /// evaluation. By default `outcome` itself: a variant whose test for a
    /// legal turn is a walk of its steps (Momentum Chess) splits it off.
    fn outcome_without_mobility(
        &self,
        position: &Self::Position,
        history: &[u64],
    ) -> Option<Outcome> {
        self.outcome(position, history)
    }

    // ---- Reports (provided): what people and reports are shown ----

    /// A picture of `position` for people: by default its position text;
    /// variants draw the board (see [`crate::board::diagram`]) and list
    /// whatever else matters, such as the pieces in motion.
    fn diagram(&self, position: &Self::Position) -> String {
        self.write_position(position)
    }

    /// How many pieces stand on the board, for checks that material changes
    /// only as the rules allow. By default the pieces of the position's
    /// [`Variant::scene`] (the board a report draws); `None` if the variant
    /// draws none.
    fn piece_count(&self, position: &Self::Position) -> Option<usize> {
        self.scene(position).map(|scene| scene.pieces.len())
    }

    /// The letter and name of `piece`'s kind in this game, for people
    /// (`white Knight (N)`); `None` for a kind the game does not have, and
    /// by default, for a variant that does not say.
    fn name_piece(&self, piece: Piece) -> Option<NamedPiece> {
        let _ = piece;
        None
    }

    /// Writes one step (for messages).
    fn write_step(&self, position: &Self::Position, step: Self::Step) -> String {
        self.write_turn(position, &[step])
    }

    /// Says which rule `step` breaks in `position`, for a step that
    /// [`Variant::steps`] does not list.
    fn explain_step(&self, position: &Self::Position, step: Self::Step) -> String {
        let _ = (position, step);
        "it is not one of the legal steps here".to_string()
    }

    /// Says why the turn that `played` from `start` ended where it did
    /// (for a turn written with steps after its end). Empty by default.
    fn explain_turn_end(&self, start: &Self::Position, played: &[Self::Step]) -> String {
        let _ = (start, played);
        String::new()
    }

    /// The key to this game's pieces and notation that a report shows
    /// once (see [`crate::scene`]). Nothing by default.
    fn legend(&self) -> Legend {
        Legend::default()
    }

    /// `position` as a report draws it: the board, the pieces in motion
    /// and where each goes next. `None` by default, and a report then
    /// shows [`Variant::diagram`].
    fn scene(&self, position: &Self::Position) -> Option<Scene> {
        let _ = position;
        None
    }

    /// The events of `step` played from `position`, one line each, for a
    /// report: a piece going on by its momentum, an autostop, a capture,
    /// a move and its cost. None by default.
    fn events(&self, position: &Self::Position, step: Self::Step) -> Vec<Event> {
        let _ = (position, step);
        Vec::new()
    }

    // ---- Claims and repetition (provided) ----

    /// A key that is equal for positions that count as the same for
    /// repetition. The default hashes the whole position.
    fn repetition_key(&self, position: &Self::Position) -> u64 {
        let mut h = DefaultHasher::new();
        position.hash(&mut h);
        h.finish()
    }

    /// The claims a player may make, each by the name a game file writes
    /// (`white claims fifty-move-win`). A claim is not a move: it is a
    /// player's statement, at a turn boundary, that a rule gives them a
    /// result which the game does not reach by itself (Forward Chess's rule
    /// 10: fifty moves since the last pawn capture, which the claimant
    /// made). None by default.
    fn claims(&self) -> &[&'static str] {
        &[]
    }

    /// Judges the claim named `claim` made by `claimant` in `position`, a
    /// turn boundary (whoever is to move); `history` is as for
    /// [`Variant::outcome`]. An accepted claim ends the game with the
    /// outcome returned. The position is not changed either way.
    ///
    /// # Errors
    /// [`RefusedClaim::Unknown`] for a name not in [`Variant::claims`]
    /// (the default refuses every claim so); [`RefusedClaim::Refused`]
    /// naming the condition that does not hold, the game having ended
    /// already included.
    fn claim(
        &self,
        position: &Self::Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        let _ = (position, history, claimant);
        Err(RefusedClaim::Unknown {
            claim: Excerpt::new(claim),
            offered: self.claims().to_vec(),
        })
    }

    /// The result some player may claim in `position` (a turn boundary
    /// where [`Variant::outcome`] gives no end), given `history`: the
    /// outcome of the first claim of [`Variant::claims`] that
    /// [`Variant::claim`] accepts from White or Black, tried in that
    /// order. A search takes it as the position's value, as engines score
    /// a repetition that can be claimed as a draw: a draw that either
    /// player may claim is the value whoever is better, and a win is
    /// claimed by the player it goes to. The default asks
    /// [`Variant::claim`]; a variant may answer faster.
    fn claimable(&self, position: &Self::Position, history: &[u64]) -> Option<Outcome> {
        self.claims().iter().find_map(|&claim| {
            Color::ALL
                .into_iter()
                .find_map(|claimant| self.claim(position, history, claimant, claim).ok())
        })
    }

    /// Whether the players may agree to a draw (FIDE 5.2.3). `Err` names
    /// the rule that forbids it (Forward Chess's rule 9), for the message
    /// that refuses a draw offer. Allowed by default.
    ///
    /// # Errors
    /// The rule that forbids an agreement, in words.
    fn draw_by_agreement(&self) -> Result<(), String> {
        Ok(())
    }

    // ---- Search plans (provided): how searches walk a turn and what they know ----

    /// Partial-order reduction of the turn search, opt-in (see [the module
    /// docs](self#partial-order-reduction)): appends to `plans` the plans
    /// the search of the turn from `start` is split into and returns true,
    /// or returns false for a search of every step. The default returns
    /// false.
    fn turn_plans(&self, start: &Self::Position, plans: &mut Vec<u64>) -> bool {
        let _ = (start, plans);
        false
    }

    /// Under plan `plan` of the turn searched from `start`, appends to
    /// `out` the steps to explore at `at`: some of [`Variant::steps`]
    /// (see [the module docs](self#partial-order-reduction) for which
    /// suffice). Called only for a turn that [`Variant::turn_plans`] split
    /// into plans. The default gives every step.
    fn plan_steps(
        &self,
        start: &Self::Position,
        plan: u64,
        at: &Self::Position,
        out: &mut Vec<Self::Step>,
    ) {
        let _ = (start, plan);
        self.steps(at, out);
    }

    /// Whether [`Variant::plan_steps`] gives the same steps under every
    /// plan at the mid-turn position `at` and at every position after it
    /// in the turn, so that the search expands it once for all plans. The
    /// default says no.
    fn plan_free(&self, at: &Self::Position) -> bool {
        let _ = at;
        false
    }

    /// Writes into `key` an exact compact key of `position`, for the
    /// tables of the turn search ([`crate::walk`]), and returns true; or
    /// returns false to have the search keep the whole position (the
    /// default). **Exact**: two positions give the same words exactly when
    /// they are equal (`==`), so that a table of keys holds what a table
    /// of positions would, and every count is the same (a hash, however
    /// wide, would only make collisions unlikely). Write each field with a
    /// width fixed by the fields before it ([`crate::walk::KeyWriter`]
    /// packs them end to end), so that the words read back field by field.
    /// A key of a few dozen bytes in place of a position of hundreds is
    /// what keeps a turn of a million distinct positions in memory.
    fn turn_key(&self, position: &Self::Position, key: &mut crate::turn_key::KeyWriter) -> bool {
        let _ = (position, key);
        false
    }

    /// What a game-playing search needs to know of this game beyond its
    /// rules: its evaluation and how its turns are made and ordered
    /// ([`crate::search_terms`]). A variant crate returns the terms of its
    /// `engine_terms.rs`; the default values the pieces its report draws
    /// ([`Variant::scene`], [`Variant::legend`]) by their Betza moves
    /// ([`crate::legend_terms`]), and is slow.
    fn search_terms(&self) -> Box<dyn crate::search_terms::SearchTerms<Self>> {
        Box::new(crate::legend_terms::LegendTerms::of(self))
    }

    /// Whether `position` (a turn boundary) has a legal turn: the turn
    /// search with the variant's plans, stopped at the first turn that
    /// [`Variant::accept_turn`] allows ([`crate::walk::some_end`]), so
    /// that it costs a few steps where there are turns, whatever their
    /// number. What [`Variant::outcome`] asks to tell checkmate and
    /// stalemate. A variant that tells it more directly (a move
    /// generator that stops at the first legal move) may override it.
    fn has_legal_turn(&self, position: &Self::Position) -> bool {
        crate::walk::some_end(self, position, |end| {
            self.accept_turn(position, end).is_ok()
        })
    }

    // ---- Whole turns (provided, from the steps; overridden for speed) ----

    /// Appends every legal turn from `position`, each distinct resulting
    /// position once.
    fn legal_turns(&self, position: &Self::Position, out: &mut Vec<Turn<Self::Step>>) {
        enumerate_turns(self, position, |turn, _| out.push(Turn::from_slice(turn)));
    }

    /// How many legal turns there are: `legal_turns(..).len()`, which a
    /// variant may count faster.
    fn count_turns(&self, position: &Self::Position) -> u64 {
        let mut turns = Vec::new();
        self.legal_turns(position, &mut turns);
        turns.len() as u64
    }

    /// The number of turn sequences of length `depth` from `position`
    /// (see [`crate::perft`]).
    fn perft(&self, position: &Self::Position, depth: u32) -> u64 {
        crate::count_tree::count_tree(
            position,
            depth,
            |p, out| self.legal_turns(p, out),
            |p, turn| self.play_turn_unchecked(p, turn),
            |p| self.count_turns(p),
        )
    }

    /// Reads `text` in the variant's notation and plays it from
    /// `position`, checked: [`Variant::read_turn`] and
    /// [`Variant::play_turn`] in one call, with one error. The game-level
    /// [`crate::game::Game::play`] does the same and also keeps the
    /// history and judges the end of the game.
    ///
    /// # Errors
    /// [`PlayError::Unreadable`] if the text names no turn of the
    /// position, [`PlayError::Illegal`] if it names one the rules do not
    /// allow (an unfinished one included).
    ///
    /// # Examples
    /// ```
    /// use kernel::game::PlayError;
    /// use kernel::{chess, Variant};
    /// let chess = chess::fide();
    /// let after = chess.play(&chess.start_position(), "e4").unwrap();
    /// assert_eq!(chess.write_position(&after), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// assert!(matches!(chess.play(&after, "e4"), Err(PlayError::Unreadable { .. })));
    /// assert!(matches!(chess.play(&after, "e8e7"), Err(PlayError::Illegal { .. })));
    /// ```
    fn play(&self, position: &Self::Position, text: &str) -> Result<Self::Position, PlayError> {
        let turn = self
            .read_turn(position, text)
            .map_err(|e| PlayError::Unreadable {
                text: Excerpt::new(text),
                reason: e.to_string(),
            })?;
        self.play_turn(position, &turn)
            .map_err(|reason| PlayError::Illegal {
                text: Excerpt::new(text),
                reason,
            })
    }

    /// Plays a whole turn as written, without checking it.
    fn play_turn_unchecked(
        &self,
        position: &Self::Position,
        turn: &[Self::Step],
    ) -> Self::Position {
        let mut next = position.clone();
        for &step in turn {
            self.play_step(&mut next, step);
        }
        next
    }

    /// Plays a whole turn, checking every step and the turn as a whole.
    ///
    /// # Errors
    /// [`IllegalTurn`] naming the first broken rule.
    fn play_turn(
        &self,
        position: &Self::Position,
        turn: &[Self::Step],
    ) -> Result<Self::Position, IllegalTurn> {
        if turn.is_empty() {
            return Err(IllegalTurn::Empty);
        }
        let mut next = position.clone();
        let mut steps = Vec::new();
        for (i, &step) in turn.iter().enumerate() {
            if i > 0 && !self.in_turn(&next) {
                return Err(IllegalTurn::TooLong(
                    i,
                    self.explain_turn_end(position, &turn[..i]),
                ));
            }
            steps.clear();
            self.steps(&next, &mut steps);
            if !steps.contains(&step) {
                return Err(IllegalTurn::Step {
                    index: i + 1,
                    step: self.write_step(&next, step),
                    reason: self.explain_step(&next, step),
                });
            }
            self.play_step(&mut next, step);
        }
        if self.in_turn(&next) {
            return Err(IllegalTurn::Unfinished(
                "more steps are due before the turn ends".to_string(),
            ));
        }
        self.accept_turn(position, &next)
            .map_err(IllegalTurn::Refused)?;
        Ok(next)
    }
}

/// Every variant is the step level the kernel's walk uses
/// ([`crate::step_rules`]): each method is the variant's own.
impl<V: Variant + ?Sized> crate::step_rules::StepRules for V {
    type Position = V::Position;
    type Step = V::Step;

    #[inline]
    fn in_turn(&self, position: &V::Position) -> bool {
        Variant::in_turn(self, position)
    }

    #[inline]
    fn steps(&self, position: &V::Position, out: &mut Vec<V::Step>) {
        Variant::steps(self, position, out);
    }

    #[inline]
    fn play_step(&self, position: &mut V::Position, step: V::Step) {
        Variant::play_step(self, position, step);
    }

    #[inline]
    fn accept_turn(&self, before: &V::Position, after: &V::Position) -> Result<(), String> {
        Variant::accept_turn(self, before, after)
    }

    #[inline]
    fn turn_plans(&self, start: &V::Position, plans: &mut Vec<u64>) -> bool {
        Variant::turn_plans(self, start, plans)
    }

    #[inline]
    fn plan_steps(&self, start: &V::Position, plan: u64, at: &V::Position, out: &mut Vec<V::Step>) {
        Variant::plan_steps(self, start, plan, at, out);
    }

    #[inline]
    fn plan_free(&self, at: &V::Position) -> bool {
        Variant::plan_free(self, at)
    }

    #[inline]
    fn turn_key(&self, position: &V::Position, key: &mut crate::turn_key::KeyWriter) -> bool {
        Variant::turn_key(self, position, key)
    }
}

/// Every variant draws what the default search terms value
/// ([`crate::legend_terms::Drawn`]): each method is the variant's own.
impl<V: Variant + ?Sized> crate::legend_terms::Drawn for V {
    #[inline]
    fn start_position(&self) -> V::Position {
        Variant::start_position(self)
    }

    #[inline]
    fn legend(&self) -> Legend {
        Variant::legend(self)
    }

    #[inline]
    fn scene(&self, position: &V::Position) -> Option<Scene> {
        Variant::scene(self, position)
    }
}

/// Visits every distinct legal turn from `position` (a turn boundary) with
/// the position it leads to: a depth-first search over steps that skips
/// mid-turn positions already searched and end positions already visited,
/// under each of the variant's plans if it has any (see [partial-order
/// reduction](self#partial-order-reduction)). Memory is bounded by the
/// distinct positions the search expands in this one turn. To search many
/// positions in a row, reuse one [`TurnSearch`] instead. This is the
/// kernel's one walk ([`crate::walk`]) with a visitor that takes every
/// turn.
pub fn enumerate_turns<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    visit: impl FnMut(&[V::Step], &V::Position),
) {
    TurnSearch::new().enumerate(variant, position, visit);
}

/// The search behind [`enumerate_turns`], kept between calls: the
/// kernel's [`crate::walk::Walker`], whose tables of positions already
/// seen are emptied but not freed, so a caller that searches many
/// positions (perft over a Multimove tree) does not build and release a
/// large table at every node. It holds as much memory as the largest turn
/// it has searched until it is dropped.
///
/// ```
/// use kernel::variant::{enumerate_turns, TurnSearch};
/// use kernel::{chess, Variant};
///
/// let chess = chess::fide();
/// let start = chess.start_position();
/// let mut search = TurnSearch::new();
/// let mut reused = 0;
/// search.enumerate(&chess, &start, |_, _| reused += 1);
/// let mut fresh = 0;
/// enumerate_turns(&chess, &start, |_, _| fresh += 1);
/// assert_eq!((reused, fresh), (20, 20));
/// ```
pub type TurnSearch<P, S> = crate::walk::Walker<P, S>;

/// Plays random legal turns from `position` until the game ends or
/// `max_turns` have been played, choosing with `choose(n)` (which must
/// return a number below `n`). Returns the turns played and the outcome.
pub fn random_playout<V: Variant + ?Sized>(
    variant: &V,
    position: &V::Position,
    max_turns: usize,
    mut choose: impl FnMut(usize) -> usize,
) -> (Vec<Turn<V::Step>>, Option<Outcome>) {
    let mut pos = position.clone();
    let mut history = Vec::new();
    let mut played = Vec::new();
    let mut turns = Vec::new();
    for _ in 0..max_turns {
        if let Some(outcome) = variant.outcome(&pos, &history) {
            return (played, Some(outcome));
        }
        turns.clear();
        variant.legal_turns(&pos, &mut turns);
        if turns.is_empty() {
            break;
        }
        let turn = turns.swap_remove(choose(turns.len()) % turns.len());
        history.push(variant.repetition_key(&pos));
        pos = variant.play_turn_unchecked(&pos, &turn);
        played.push(turn);
    }
    let outcome = variant.outcome(&pos, &history);
    (played, outcome)
}

/// Why a turn given as text could not be played: the one error of
/// [`Variant::play`] and of a game in progress
/// ([`crate::game::Game::play`], [`crate::game::Game::play_turn`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The variant's notation reads no turn of this position from the
    /// text: it is malformed, or names a piece, square or event that is
    /// not there.
    #[error("{text} is not a turn here: {reason}")]
    Unreadable {
        /// What the player wrote.
        text: Excerpt,
        /// The variant's reason, from its notation reader.
        reason: String,
    },
    /// The text reads as a turn, but the rules do not allow it.
    #[error("{text} is illegal: {reason}")]
    Illegal {
        /// What the player wrote (for [`crate::game::Game::play_turn`], the
        /// turn as the variant writes it).
        text: Excerpt,
        /// The first rule it breaks.
        reason: IllegalTurn,
    },
    /// The game has ended; nothing more may be played.
    #[error("the game is over ({outcome}): {text} cannot be played")]
    GameOver {
        /// What the player wrote.
        text: Excerpt,
        /// How the game ended.
        outcome: Outcome,
    },
}
