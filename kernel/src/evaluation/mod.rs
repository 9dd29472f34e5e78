//! The parts a game's [`crate::search_terms::SearchTerms`] are built
//! from, for every variant crate to share:
//!
//! - [`values`]: what a piece is worth, from its Betza moves, so that
//!   every army of every variant gets values without a hand-written table;
//! - [`board`]: the evaluation every board of pieces shares (material,
//!   mobility by square, Pawn advance, driving a bare King to the edge);
//! - [`at_risk`]: pieces each side is about to lose, for the games whose
//!   pieces keep moving;
//! - [`Eval`]: what an evaluation gives, White's view.
//!
//! The default terms of a game that says nothing, the material of the
//! pieces its report draws, are built from these in
//! [`crate::legend_terms`].

pub mod at_risk;
pub mod board;
mod eval;
pub mod values;

pub use eval::Eval;
