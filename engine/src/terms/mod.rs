//! What the engine knows of each variant beyond its rules: the evaluation
//! and how to generate its turns. **This is the part a contributor
//! extends**: a variant the engine should know is one module here that
//! implements [`Terms`] and one line in [`ADAPTERS`].
//!
//! The search is generic over [`Variant`] and knows nothing of boards or
//! pieces; a variant's terms do. They are found at run time from the
//! variant itself ([`Knowledge::of`]): each adapter in [`ADAPTERS`] looks
//! at the variant (as `&dyn Any`) and answers if it is its type. So the
//! engine runs inside any [`cvpages::Task`], whose variant is only known to
//! be a `Variant`, with no second `match` on variant names; a variant no
//! adapter knows is still searched, with a material count of zero (it
//! plays for the game's end alone).
//!
//! Every adapter builds its piece values from the pieces' Betza moves
//! ([`crate::values`]) and adds the terms its game needs:
//!
//! | adapter | variants | terms beyond material and mobility |
//! |---|---|---|
//! | [`chesslike`] | `chess`, `heavy-gravity` | Pawn advance; driving a bare King to the edge |
//! | [`forward`] | `forward` | the King's advance and the race to the last rank |
//! | [`multimove`] | `multimove`, `multimove-heavy-gravity` | the points left in the turn; selective turns |
//! | [`momentum`] | `momentum` | pieces in motion heading into a capture or into a wall |
//! | [`edge`] | `edge-of-world` | pieces carried off the board next turn; the End of the World |

pub mod at_risk;
pub mod board;
pub mod chesslike;
pub mod edge;
pub mod forward;
pub mod momentum;
pub mod multimove;

use crate::values::PieceValue;
use kernel::{Color, Variant};
use std::any::Any;

/// A static evaluation, White's view, in hundredths of a Pawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Eval {
    /// White's material less Black's.
    pub material: i32,
    /// The whole evaluation: material and every positional term.
    pub total: i32,
    /// White's royal pieces on the board less Black's (for a player that
    /// counts taking the King as the greatest gain).
    pub royals: i32,
}

/// How the search makes a variant's turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Generation {
    /// The variant's own [`Variant::legal_turns`] (the direct generators
    /// of the chess-like games and Momentum Chess), each turn then played
    /// to its position. Not interruptible: for variants whose turn lists
    /// are short.
    Listed,
    /// The engine's own depth-first search over steps
    /// ([`crate::walk`]): interruptible at every step, ordered at every
    /// step, and able to leave out turns of many quiet moves.
    Steps,
}

/// What the search needs to know to generate and order a variant's turns.
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
    /// Whether [`Variant::in_check`] is cheap enough to order turns by.
    pub cheap_check: bool,
    /// Turns of captures searched beyond the depth (quiescence).
    pub quiescence: u8,
}

impl Profile {
    /// The profile for a variant no adapter knows: its own turn lists,
    /// every turn, two turns of captures.
    pub const DEFAULT: Profile = Profile {
        generation: Generation::Listed,
        quiet_steps: None,
        root_quiet_steps: None,
        cheap_check: false,
        quiescence: 2,
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

/// A variant's evaluation and turn profile. Positions are passed as
/// `&dyn Any` and are always positions of the variant the terms were made
/// for (an adapter downcasts them; a position of another type evaluates
/// to zero).
pub trait Terms: Send + Sync {
    /// The static evaluation of `position`.
    fn evaluate(&self, position: &dyn Any) -> Eval;

    /// How the search should make this variant's turns.
    fn profile(&self) -> Profile;

    /// The piece values the evaluation uses, in kind order.
    fn values(&self) -> Vec<PieceValue>;

    /// What the side to move in `position` (a turn boundary) can win in
    /// its coming turn beyond what the quiescence search sees, in
    /// hundredths of a Pawn, added to its static evaluation where the
    /// quiescence search stands pat. The default: nothing. (Multimove
    /// Chess: a piece reaches a capture with quiet moves first, which the
    /// quiescence search of captures alone cannot see.)
    fn threat(&self, _position: &dyn Any) -> i32 {
        0
    }

    /// What the step from `before` to `after` (one step of a turn) does.
    /// The default compares material: a step that changes it is noisy.
    fn classify(&self, before: &dyn Any, after: &dyn Any) -> StepClass {
        if self.evaluate(before).material == self.evaluate(after).material {
            StepClass::Quiet
        } else {
            StepClass::Noisy
        }
    }
}

/// An adapter: the terms for `variant` if it is a variant the adapter
/// knows.
pub type Adapter = fn(variant: &dyn Any) -> Option<Box<dyn Terms>>;

/// Every adapter, asked in order: **the table a contributor extends**.
pub const ADAPTERS: &[(&str, Adapter)] = &[
    ("chess-like", chesslike::adapt),
    ("forward", forward::adapt),
    ("multimove", multimove::adapt),
    ("momentum", momentum::adapt),
    ("edge-of-world", edge::adapt),
];

/// The terms of a variant no adapter knows: no material, the default
/// profile.
struct Unknown;

impl Terms for Unknown {
    fn evaluate(&self, _: &dyn Any) -> Eval {
        Eval::default()
    }

    fn profile(&self) -> Profile {
        Profile::DEFAULT
    }

    fn values(&self) -> Vec<PieceValue> {
        Vec::new()
    }
}

/// A variant's [`Terms`] with the profile read once, for the search.
pub struct Knowledge {
    terms: Box<dyn Terms>,
    profile: Profile,
    adapter: &'static str,
}

impl std::fmt::Debug for Knowledge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knowledge")
            .field("adapter", &self.adapter)
            .field("profile", &self.profile)
            .finish()
    }
}

impl Knowledge {
    /// What the engine knows of `variant`: the first adapter of
    /// [`ADAPTERS`] that knows its type, or none.
    pub fn of<V: Variant + 'static>(variant: &V) -> Knowledge {
        let any: &dyn Any = variant;
        for &(name, adapt) in ADAPTERS {
            if let Some(terms) = adapt(any) {
                let profile = terms.profile();
                return Knowledge {
                    terms,
                    profile,
                    adapter: name,
                };
            }
        }
        Knowledge {
            terms: Box::new(Unknown),
            profile: Profile::DEFAULT,
            adapter: "none",
        }
    }

    /// The name of the adapter that knew the variant (`none` if none did).
    pub fn adapter(&self) -> &'static str {
        self.adapter
    }

    /// The turn profile.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// The piece values.
    pub fn values(&self) -> Vec<PieceValue> {
        self.terms.values()
    }

    /// The static evaluation of `position`, White's view.
    #[inline]
    pub fn eval_white<P: 'static>(&self, position: &P) -> Eval {
        self.terms.evaluate(position)
    }

    /// The static evaluation of `position` for its side to move.
    #[inline]
    pub fn evaluate<V: Variant + 'static>(&self, variant: &V, position: &V::Position) -> i32 {
        let total = self.terms.evaluate(position).total;
        match variant.side_to_move(position) {
            Color::White => total,
            Color::Black => -total,
        }
    }

    /// What the side to move in `position` can win in its coming turn
    /// beyond the quiescence search's captures ([`Terms::threat`]).
    #[inline]
    pub fn threat<P: 'static>(&self, position: &P) -> i32 {
        self.terms.threat(position)
    }

    /// What the step from `before` to `after` does.
    #[inline]
    pub fn classify<P: 'static>(&self, before: &P, after: &P) -> StepClass {
        self.terms.classify(before, after)
    }
}
