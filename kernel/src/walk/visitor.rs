//! What a walk asks of its caller at each step and each turn: the
//! [`Visitor`].

use std::ops::ControlFlow;

/// What a [`Visitor`] says of one step, when it keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weighed<N> {
    /// Its order among the steps of its position, highest first (an
    /// ordered walk, [`Visitor::ORDERED`]; ignored otherwise).
    pub key: i32,
    /// The tag of the position it leads to ([`Visitor::TAGGED`]; ignored
    /// otherwise).
    pub tag: u64,
    /// What the visitor notes of that position, handed back when its own
    /// steps are weighed and when a turn ends there.
    pub note: N,
}

/// The caller's side of a walk ([`super::Walker::walk`]): it may stop
/// the walk before any step (a clock, a budget of steps), weigh each step
/// to order or leave it out, and sees each turn found.
///
/// The simplest visitor counts turns:
///
/// ```
/// use kernel::walk::{Visitor, Walker, WalkEnd};
/// use kernel::{chess, Variant};
/// use std::ops::ControlFlow;
///
/// struct Count(u64);
/// impl<P, S> Visitor<P, S> for Count {
///     type Note = ();
///     fn turn(&mut self, _turn: &[S], _end: &P, _note: &()) -> ControlFlow<()> {
///         self.0 += 1;
///         ControlFlow::Continue(())
///     }
/// }
///
/// let chess = chess::fide();
/// let mut count = Count(0);
/// let end = Walker::new().walk(&chess, &chess.start_position(), &mut count);
/// assert_eq!((end, count.0), (WalkEnd::Complete, 20));
/// ```
pub trait Visitor<P, S> {
    /// What the visitor notes of a position when it weighs the step to it
    /// (the engine: its evaluation and material), handed back with the
    /// steps from it and the turn that ends there; `()` for nothing.
    type Note: Default;

    /// Whether the walk weighs every step of a position before it
    /// explores any, and explores them in the order of their keys, highest
    /// first (steps of equal keys in the variant's order). Otherwise each
    /// step is explored as soon as it is weighed, in the variant's order,
    /// and the walk keeps no list of a position's steps: perft's walk.
    const ORDERED: bool = false;

    /// Whether the tag a step's weighing gives its position is part of
    /// what the walk has seen: two visits of one position with different
    /// tags are then both searched (the engine tags a position with the
    /// quiet steps spent to reach it, which decides the steps still
    /// allowed from it). Untagged, each position is searched once.
    const TAGGED: bool = false;

    /// Whether a finished turn must pass [`crate::Variant::accept_turn`]
    /// before [`Visitor::turn`] sees it. A visitor that judges ends
    /// itself (Momentum Chess's King safety, judged over all the turns)
    /// says no.
    const JUDGED: bool = true;

    /// The note of the turn's start. By default the note's default.
    fn start(&mut self, start: &P) -> Self::Note {
        let _ = start;
        Self::Note::default()
    }

    /// Called before each step is played: `Break` ends the walk there (a
    /// clock, a budget of steps or nodes). By default it goes on.
    fn tick(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    /// Weighs `step`, played from `at` (whose note is `note` and tag
    /// `tag`) to `next` (a finished turn if `ends`): `None` leaves it out
    /// (a selective walk), else its key, tag and note. By default every
    /// step is kept, key 0, tag 0, the note's default.
    #[allow(clippy::too_many_arguments)]
    fn weigh(
        &mut self,
        at: &P,
        note: &Self::Note,
        tag: u64,
        step: S,
        next: &P,
        ends: bool,
    ) -> Option<Weighed<Self::Note>> {
        let _ = (at, note, tag, step, next, ends);
        Some(Weighed {
            key: 0,
            tag: 0,
            note: Self::Note::default(),
        })
    }

    /// A finished turn, its end seen for the first time in this walk (and
    /// allowed by `accept_turn` if [`Visitor::JUDGED`]), with the note its
    /// last step's weighing gave. `Break` ends the walk (a cut-off, or the
    /// first turn was all that was asked for).
    fn turn(&mut self, turn: &[S], end: &P, note: &Self::Note) -> ControlFlow<()>;
}
