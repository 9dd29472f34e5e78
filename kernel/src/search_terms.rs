//! What a game-playing search needs to know of a game beyond its rules:
//! how good a position is ([`SearchTerms::evaluate`]), how to make and
//! order its turns ([`Profile`]), which steps of a turn are quiet
//! ([`SearchTerms::classify`]) and what the side to move can win that a
//! search of captures does not see ([`SearchTerms::threat`]).
//!
//! **A variant crate brings its own terms**: it implements [`SearchTerms`]
//! for its game (its `engine_terms.rs`) and returns them from
//! [`Variant::search_terms`](crate::Variant::search_terms). A game with nothing to say gets the default,
//! the material of its pieces valued from their Betza moves
//! ([`crate::legend_terms::LegendTerms`]). The engine (crate
//! `cvpages-engine`) finds the terms through that one method and knows no
//! variant; the pieces the terms are built from are in
//! [`crate::evaluation`].
//!
//! Every score is in hundredths of a Pawn
//! ([`crate::evaluation::values::PAWN`]), White's view.
//!
//! # Examples
//! ```
//! use kernel::search_terms::Generation;
//! use kernel::{chess, Variant};
//! let chess = chess::fide();
//! let terms = chess.search_terms();
//! let start = chess.start_position();
//! // The start is balanced; a Queen less is about nine Pawns less.
//! assert_eq!(terms.evaluate(&chess, &start).material, 0);
//! let odds = chess
//!     .read_position("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
//!     .unwrap();
//! assert!(terms.evaluate(&chess, &odds).material > 800);
//! assert_eq!(terms.profile().generation, Generation::Listed);
//! ```

use crate::evaluation::values::PieceValue;
use crate::step_rules::StepRules;

pub use crate::evaluation::Eval;

/// How a search makes a game's turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Generation {
    /// The game's own [`Variant::legal_turns`](crate::Variant::legal_turns) (the direct generators of
    /// the chess-like games and Momentum Chess), each turn then played to
    /// its position. Not interruptible: for games whose turn lists are
    /// short.
    Listed,
    /// The search's own depth-first search over steps: interruptible at
    /// every step, ordered at every step, and able to leave out turns of
    /// many quiet steps.
    Steps,
}

/// What a search needs to know to generate and order a game's turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Profile {
    /// How turns are made.
    pub generation: Generation,
    /// With [`Generation::Steps`]: the most quiet steps (neither a capture
    /// nor a check, [`StepClass`]) a turn searched below the root may make;
    /// `None` for every turn. A selective search: Multimove's turns of
    /// eight points number a hundred thousand, nearly all of them quiet
    /// shuffles.
    pub quiet_steps: Option<u8>,
    /// The same at the root, where the engine chooses its own turn.
    pub root_quiet_steps: Option<u8>,
    /// Whether [`Variant::in_check`](crate::Variant::in_check) is cheap enough to order turns by.
    pub cheap_check: bool,
    /// Turns of captures searched beyond the depth (quiescence).
    pub quiescence: u8,
    /// Whether a quiet turn late in a node's order is searched less deep
    /// first (late-move reductions). Off where the order of a node's turns
    /// says little of which is best.
    pub reductions: bool,
    /// Whether the root searches each depth in a narrow window about the
    /// last depth's score first (aspiration windows), and again with the
    /// whole window when the score falls outside it.
    pub aspiration: bool,
    /// Whether a node searches every turn after its first with a null
    /// window first, and again with its whole window only when the turn
    /// beats the best so far (principal variation search).
    pub null_windows: bool,
}

impl Profile {
    /// The profile of a game that says nothing: its own turn lists, every
    /// turn, two turns of captures.
    pub const DEFAULT: Profile = Profile {
        generation: Generation::Listed,
        quiet_steps: None,
        root_quiet_steps: None,
        cheap_check: false,
        quiescence: 2,
        reductions: true,
        aspiration: true,
        null_windows: true,
    };

    /// The profile of a game whose turns are single moves with a cheap
    /// check test (the chess-like games): its own turn lists, checks
    /// ordered first, eight turns of captures.
    pub const ONE_MOVE: Profile = Profile {
        generation: Generation::Listed,
        quiet_steps: None,
        root_quiet_steps: None,
        cheap_check: true,
        quiescence: 8,
        reductions: true,
        aspiration: true,
        null_windows: true,
    };

    /// The profile of a game whose pieces keep moving (Momentum, Edge of
    /// the World): the whole step search for every turn, one turn of
    /// captures beyond the depth.
    pub const IN_MOTION: Profile = Profile {
        generation: Generation::Steps,
        quiet_steps: None,
        root_quiet_steps: None,
        cheap_check: false,
        quiescence: 1,
        reductions: true,
        aspiration: true,
        null_windows: true,
    };
}

/// What one step of a turn does, for [`Profile::quiet_steps`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepClass {
    /// A capture, or a move that gives check: never left out.
    Noisy,
    /// Any other move.
    Quiet,
    /// A step that moves nothing (ending a turn early): free.
    Neutral,
}

/// A game's knowledge for a search: its evaluation and how its turns are
/// made. Every method is handed the game (`V`), so that what the terms need
/// of a rule is asked of the rules themselves, never written again.
///
/// Only [`SearchTerms::evaluate`] is required; the others default to a
/// game of short turn lists ([`Profile::DEFAULT`]), no piece values shown,
/// no threat, and steps classified by material.
pub trait SearchTerms<V: StepRules + ?Sized>: Send + Sync {
    /// The static evaluation of `position`, White's view.
    fn evaluate(&self, game: &V, position: &V::Position) -> Eval;

    /// How a search should make this game's turns.
    fn profile(&self) -> Profile {
        Profile::DEFAULT
    }

    /// The piece values the evaluation uses, in kind order (for people and
    /// tests; empty if the terms value pieces some other way).
    fn values(&self) -> Vec<PieceValue> {
        Vec::new()
    }

    /// What the side to move in `position` (a turn boundary) can win in
    /// its coming turn beyond what a quiescence search of captures sees,
    /// in hundredths of a Pawn, added to its static evaluation where that
    /// search stands pat. The default: nothing. (Multimove Chess: a piece
    /// reaches a capture with quiet moves first.)
    fn threat(&self, game: &V, position: &V::Position) -> i32 {
        let _ = (game, position);
        0
    }

    /// The position after the side to move in `position` (a turn
    /// boundary) passes, for a search's null-move pruning: the same
    /// pieces, the other side to move. `None` where a pass would mislead
    /// the search, so that it makes none: a game whose rules know no
    /// pass that the position can be given (a turn of several events, a
    /// turn that must carry pieces on), and positions where having to
    /// move is itself a loss (zugzwang: King-and-Pawn endings). The
    /// default: `None`, no pass anywhere.
    fn pass(&self, game: &V, position: &V::Position) -> Option<V::Position> {
        let _ = (game, position);
        None
    }

    /// Whether `turn`, a legal turn of `position` (a turn boundary), may
    /// change the material. `false` only where it surely does not, so that
    /// a quiescence search of captures leaves the turn out without playing
    /// it. The default: `true` for every turn (the search plays it and
    /// compares the material).
    fn may_change_material(&self, game: &V, position: &V::Position, turn: &[V::Step]) -> bool {
        let _ = (game, position, turn);
        true
    }

    /// What the side to move in `position` wins (negative: loses) in the
    /// exchange of captures that `turn` starts on its square, each side
    /// taking back with its least valuable piece while that gains (static
    /// exchange evaluation), in hundredths of a Pawn: a search leaves out
    /// captures that lose. `None` where the terms cannot tell (a turn that
    /// is not a plain capture); the default: `None` for every turn.
    fn exchange(&self, game: &V, position: &V::Position, turn: &[V::Step]) -> Option<i32> {
        let _ = (game, position, turn);
        None
    }

    /// What the step from `before` to `after` (one step of a turn) does.
    /// The default compares material: a step that changes it is noisy.
    fn classify(&self, game: &V, before: &V::Position, after: &V::Position) -> StepClass {
        if self.evaluate(game, before).material == self.evaluate(game, after).material {
            StepClass::Quiet
        } else {
            StepClass::Noisy
        }
    }
}
