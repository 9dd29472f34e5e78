//! The mutator type, its base games and its options.

use crate::cost::{Prices, Pricing};
use crate::position::Position;
use kernel::chesslike::{Chesslike, Rules, RulesError};
use kernel::excerpt::Excerpt;
use kernel::SquareSet;
use std::fmt;
use std::marker::PhantomData;
use thiserror::Error;

/// A base game the mutator knows by name: its rules and its prices.
pub trait BaseGame {
    /// The variant name of the mutated game, as `cargo xtask` knows it.
    const NAME: &'static str;
    /// The base game's rules, as the mutated game plays them.
    fn rules() -> Rules;
    /// The prices of promotion and castling.
    fn pricing() -> Pricing;
}

/// FIDE chess as the base game: Multimove FIDE Chess, named `multimove`.
///
/// The text's changes to FIDE chess are applied here: "The initial
/// two-square pawn move is not allowed. En passant capture is not allowed."
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fide;

impl BaseGame for Fide {
    const NAME: &'static str = "multimove";

    fn rules() -> Rules {
        let mut rules = kernel::chess::rules();
        rules.name = Self::NAME.to_string();
        rules.double_step = false;
        rules.en_passant = false;
        rules
    }

    fn pricing() -> Pricing {
        Pricing::fide()
    }
}

/// Heavy Gravity Chess as the base game: Multimove Heavy Gravity Chess,
/// named `multimove-heavy-gravity`. The base game already has no double
/// step, no en passant and no castling. Its prices are derived in
/// `RULES.md`: promotion costs as in Multimove FIDE Chess (1 for Knight or
/// Bishop, 2 for Rook, 3 for Queen), and N = 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeavyGravity;

impl BaseGame for HeavyGravity {
    const NAME: &'static str = "multimove-heavy-gravity";

    fn rules() -> Rules {
        let mut rules = heavy_gravity::rules();
        rules.name = Self::NAME.to_string();
        rules
    }

    fn pricing() -> Pricing {
        Pricing {
            promotion: vec![('N', 1), ('B', 1), ('R', 2), ('Q', 3)],
            castling: None,
        }
    }
}

/// The largest budget N a game may have: the text's N for FIDE chess.
///
/// The turns of one whole turn grow about threefold per point, and the
/// turn search must keep every distinct position of the turn to list each
/// turn once. Measured (release, one whole turn, `count_turns`): Black's
/// turn after `e2-e3` has 104,942 turns at 8 points (0.4 s, 99 MB),
/// 285,783 at 9 (1.9 s, 339 MB), 742,966 at 10 (5 s, 676 MB); from the
/// open Kiwipete position 1,462,965 at 8 points (12 s, 1.35 GB) and
/// 4,523,361 at 9 (43 s, 5.4 GB). Budgets above 8 would let `legal_turns`,
/// perft or random play of ordinary positions outgrow a machine's memory
/// and abort, so they are refused with [`BuildError::Budget`] (see
/// `RULES.md`, the ruling on `points=`).
pub const MAX_BUDGET: u8 = 8;

/// A base game given as data to [`Multimove::custom`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Custom;

/// The Multimove mutator over a chess-like base game `B`: each turn a
/// player spends up to N points on one or more moves.
///
/// # Examples
/// ```
/// use multimove::{Multimove, Variant};
/// let game = Multimove::fide();
/// assert_eq!(game.budget(), 8);
/// assert_eq!(game.first_turn_budget(), 4);
/// let start = game.start_position();
/// let turn = game.read_turn(&start, "e2-e3, Q d1-f3").unwrap();
/// let after = game.play_turn(&start, &turn).unwrap();
/// assert_eq!(game.write_turn(&start, &turn), "e2-e3, Q d1-f3");
/// assert_eq!(game.side_to_move(&after), multimove::Color::Black);
/// ```
pub struct Multimove<B = Fide> {
    pub(crate) name: String,
    pub(crate) game: Chesslike,
    pub(crate) prices: Prices,
    pub(crate) budget: u8,
    pub(crate) start: Position,
    base: PhantomData<fn() -> B>,
}

impl<B> Clone for Multimove<B> {
    fn clone(&self) -> Self {
        Multimove {
            name: self.name.clone(),
            game: self.game.clone(),
            prices: self.prices.clone(),
            budget: self.budget,
            start: self.start.clone(),
            base: PhantomData,
        }
    }
}

impl<B> fmt::Debug for Multimove<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Multimove")
            .field("name", &self.name)
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

/// Why a Multimove game could not be built from its base game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BuildError {
    /// The base game's rules do not compile.
    #[error("base game: {0}")]
    Rules(#[from] RulesError),
    /// A promotion price names a letter that is no kind of the base game.
    #[error("promotion price for {0:?}, which is no piece letter of the base game")]
    UnknownLetter(char),
    /// A kind pawns may promote to has no price.
    #[error("promotion to {0:?} has no price")]
    UnpricedPromotion(char),
    /// The budget is out of range.
    #[error("a budget of {0} points is out of range: it must be from 2 to {MAX_BUDGET}")]
    Budget(u8),
}

/// Why an options string was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// Not options text, or an option that does not exist.
    #[error(transparent)]
    Syntax(#[from] kernel::options::OptionsError),
    /// `points=` with something other than a number from 2 to
    /// [`MAX_BUDGET`].
    #[error("points {0} must be a whole number from 2 to {MAX_BUDGET}")]
    BadPoints(Excerpt),
    /// The game could not be built.
    #[error(transparent)]
    Build(#[from] BuildError),
}

impl<B> Multimove<B> {
    fn build(
        rules: Rules,
        pricing: &Pricing,
        budget: Option<u8>,
    ) -> Result<Multimove<B>, BuildError> {
        let name = rules.name.clone();
        let game = Chesslike::new(rules)?;
        let mut promotion = vec![0u8; game.rules().kinds.len()];
        for &(letter, price) in &pricing.promotion {
            let kind = game
                .kind_by_letter(letter)
                .ok_or(BuildError::UnknownLetter(letter))?;
            promotion[kind as usize] = price;
        }
        for side in &game.rules().promotion {
            for &kind in side {
                let letter = game.rules().kinds[kind as usize].letter;
                if !pricing
                    .promotion
                    .iter()
                    .any(|&(l, _)| l.eq_ignore_ascii_case(&letter))
                {
                    return Err(BuildError::UnpricedPromotion(letter));
                }
            }
        }
        let prices = Prices {
            promotion,
            castling: pricing.castling,
        };
        let budget = budget.unwrap_or_else(|| prices.largest_single_cost(&game));
        if !(2..=MAX_BUDGET).contains(&budget) {
            return Err(BuildError::Budget(budget));
        }
        let start = Position {
            base: kernel::Variant::start_position(&game),
            points: budget / 2,
            moved: SquareSet::EMPTY,
        };
        Ok(Multimove {
            name,
            game,
            prices,
            budget,
            start,
            base: PhantomData,
        })
    }

    /// Points per turn: N.
    pub fn budget(&self) -> u8 {
        self.budget
    }

    /// Points for White's first turn of a game from the standard array:
    /// N/2, rounded down.
    pub fn first_turn_budget(&self) -> u8 {
        self.budget / 2
    }

    /// The compiled base game (its moves, tables and notation).
    pub fn base_game(&self) -> &Chesslike {
        &self.game
    }
}

impl Multimove<Custom> {
    /// The mutator over any chess-like game given as data. `budget` is N;
    /// `None` takes the largest cost of any single move of the base game,
    /// which must then be at most [`MAX_BUDGET`] (on boards larger than
    /// 8x8 it may not be: give a budget).
    /// The variant is named after `rules.name`.
    ///
    /// # Errors
    /// [`BuildError`] if the rules do not compile, a promotion is not
    /// priced, or the budget is out of range.
    ///
    /// # Examples
    /// ```
    /// use multimove::{Multimove, Pricing};
    /// let mut rules = multimove::fide_rules();
    /// rules.name = "multimove-with-double-step".to_string();
    /// rules.double_step = true;
    /// let game = Multimove::custom(rules, &Pricing::fide(), None).unwrap();
    /// assert_eq!(game.budget(), 8);
    /// ```
    pub fn custom(
        rules: Rules,
        pricing: &Pricing,
        budget: Option<u8>,
    ) -> Result<Multimove<Custom>, BuildError> {
        Multimove::build(rules, pricing, budget)
    }
}

impl<B: BaseGame> Default for Multimove<B> {
    fn default() -> Self {
        Multimove::new()
    }
}

impl<B: BaseGame> Multimove<B> {
    /// The standard game over base `B`: [`MultimoveChess::new`] is
    /// Multimove FIDE Chess (N = 8), [`MultimoveHeavyGravity::new`]
    /// Multimove Heavy Gravity Chess (N = 5).
    ///
    /// # Panics
    /// Never for the base games of this crate, whose rules are tested.
    ///
    /// # Examples
    /// ```
    /// use multimove::{MultimoveChess, MultimoveHeavyGravity};
    /// assert_eq!(MultimoveChess::new().budget(), 8);
    /// assert_eq!(MultimoveHeavyGravity::new().budget(), 5);
    /// ```
    ///
    /// [`MultimoveChess::new`]: crate::MultimoveChess
    /// [`MultimoveHeavyGravity::new`]: crate::MultimoveHeavyGravity
    pub fn new() -> Multimove<B> {
        Multimove::build(B::rules(), &B::pricing(), None).expect("the built-in base games compile")
    }

    /// The game over base `B` with options: `""` for the standard game, or
    /// `points=N` for a budget of N points per turn (N/2 on White's first
    /// turn), N from 2 to [`MAX_BUDGET`].
    ///
    /// # Errors
    /// [`OptionsError`] naming the option that is wrong.
    ///
    /// # Examples
    /// ```
    /// use multimove::MultimoveChess;
    /// assert_eq!(MultimoveChess::with_options("").unwrap().budget(), 8);
    /// assert_eq!(MultimoveChess::with_options("points=6").unwrap().first_turn_budget(), 3);
    /// assert!(MultimoveChess::with_options("points=1").is_err());
    /// ```
    pub fn with_options(options: &str) -> Result<Multimove<B>, OptionsError> {
        let mut given = kernel::options::Options::parse(options)?;
        let budget = match given.take("points") {
            None => None,
            Some(value) => match value.parse::<u8>() {
                Ok(n @ 2..=MAX_BUDGET) => Some(n),
                _ => return Err(OptionsError::BadPoints(Excerpt::new(value))),
            },
        };
        given.finish(&["points"])?;
        Ok(Multimove::build(B::rules(), &B::pricing(), budget)?)
    }
}

impl Multimove<Fide> {
    /// Multimove FIDE Chess, the variant `multimove`: N = 8.
    pub fn fide() -> Multimove<Fide> {
        Multimove::new()
    }
}

impl Multimove<HeavyGravity> {
    /// Multimove Heavy Gravity Chess, the variant
    /// `multimove-heavy-gravity`: N = 5.
    pub fn heavy_gravity() -> Multimove<HeavyGravity> {
        Multimove::new()
    }
}

/// The rules of FIDE chess as Multimove FIDE Chess plays them (no double
/// step, no en passant), to start a custom game from.
pub fn fide_rules() -> Rules {
    Fide::rules()
}
