//! A game in progress: [`Game`] keeps a variant, the turns played with
//! their notation and the repetition history, and reads, checks and plays
//! turns given as text; [`AnyGame`] is the same game behind an object-safe
//! trait, so a program can hold any variant chosen at run time (the
//! `cvpages` crate opens one by name).
//!
//! A [`Variant`] answers questions about one position; a program that lets
//! people play needs more: which turns were played, how they were written,
//! whether the game is over (which for repetition depends on every earlier
//! position), taking a turn back, and the record as a game file. `Game`
//! keeps all of that, the way `python-chess` keeps a board's move stack:
//!
//! - [`Game::play`] reads a turn in the variant's notation and checks it in
//!   one call, with one error, [`PlayError`], that says whether the text
//!   names no turn of the position, names an illegal one, or comes after
//!   the end of the game, quoting what was written;
//! - [`Game::play_turn`] does the same for a program that holds steps
//!   (from [`Game::legal_turns`], say), and [`Game::play_coordinates`]
//!   for a turn in the [coordinate notation](crate::coordinates) every
//!   variant reads (`e2e4`, `e4e6,g1f3`), with [`Game::coordinate_turns`]
//!   the legal turns written so;
//! - [`Game::undo`] takes back the last turn or act;
//! - [`Game::act`] records a player's act between turns (see
//!   [`crate::acts`]): a claim ([`Game::claim`]), a draw offer, its
//!   acceptance or refusal ([`Game::offer_draw`], [`Game::accept_draw`],
//!   [`Game::decline_draw`]), a resignation ([`Game::resign`]);
//! - [`Game::outcome`] judges the position with the history the game keeps
//!   itself: the game never relies on a position to carry its own history;
//! - [`Game::game_file`] writes the game in the format of the workspace's
//!   `GAMES.md`, which [`crate::replay`] (and `cargo xtask verify-games`)
//!   replays.
//!
//! # Examples
//! ```
//! use kernel::chess;
//! use kernel::game::{Game, PlayError};
//! use kernel::replay::{replay, GameFile};
//!
//! let mut game = Game::new(chess::fide());
//! for turn in ["f3", "e5", "g4"] {
//!     game.play(turn).unwrap();
//! }
//! assert_eq!(game.legal_turns().len(), 30);
//! // The coordinates read, but a Queen does not move so.
//! assert!(matches!(game.play("d8h5"), Err(PlayError::Illegal { .. })));
//! assert_eq!(game.play("Qh4#").unwrap(), "Qh4#");
//! assert_eq!(game.outcome().unwrap().to_string(), "black wins by checkmate");
//! let err = game.play("a3").unwrap_err();
//! assert_eq!(err.to_string(), "the game is over (black wins by checkmate): 'a3' cannot be played");
//!
//! // The record replays with the kernel's replay, as verify-games does.
//! let text = game.game_file("Fool's mate", "folklore");
//! let report = replay(&chess::fide(), &GameFile::parse(&text).unwrap()).unwrap();
//! assert!(report.problems().is_empty());
//! assert_eq!(report.turns_replayed(), 4);
//!
//! game.undo();
//! assert!(game.outcome().is_none());
//! ```

use crate::acts::{Act, PlayerAct};
use crate::coordinates::{CoordinateError, Coordinates};
use crate::excerpt::Excerpt;
use crate::variant::{EndReason, GameResult, IllegalTurn, Outcome, RefusedClaim, Turn, Variant};
use crate::Color;
use std::fmt::{self, Write as _};
use thiserror::Error;

pub use crate::variant::PlayError;

/// Why a claim ([`Game::claim`]) was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClaimError {
    /// The game has ended already.
    #[error("the game is over ({outcome}): {claimant} cannot claim {claim}")]
    GameOver {
        /// Who claimed.
        claimant: Color,
        /// The claim's name as given.
        claim: Excerpt,
        /// How the game ended.
        outcome: Outcome,
    },
    /// The variant refused the claim: it offers no claim of that name, or
    /// a condition of it does not hold.
    #[error(transparent)]
    Refused(#[from] RefusedClaim),
}

/// Why an act ([`Game::act`]) was not accepted; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActError {
    /// The game has ended already.
    #[error("the game is over ({outcome}): '{act}' comes too late")]
    GameOver {
        /// The act, as a game file writes it.
        act: PlayerAct,
        /// How the game ended.
        outcome: Outcome,
    },
    /// The variant forbids draws by agreement
    /// ([`Variant::draw_by_agreement`]); the text names its rule.
    #[error("{player} cannot agree to a draw: {rule}")]
    NoAgreement {
        /// Who offered or accepted.
        player: Color,
        /// The variant's rule.
        rule: String,
    },
    /// An acceptance or refusal with no offer of the opponent standing.
    #[error("{player} has no draw offer to answer: {} has not offered a draw, or its offer has lapsed", !*.player)]
    NoOffer {
        /// Who answered.
        player: Color,
    },
    /// An offer while the opponent's offer stands.
    #[error("{} has offered a draw: {player} may accept or decline it", !*.player)]
    OfferStanding {
        /// Who offered.
        player: Color,
    },
    /// The variant refused the claim.
    #[error(transparent)]
    Claim(#[from] RefusedClaim),
}

/// An act a [`Game`] recorded, with the turn boundary it was made at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedAct {
    /// How many turns had been played when it was made.
    pub after_turns: usize,
    /// The act.
    pub act: PlayerAct,
}

/// One turn of a [`Game`]: its steps, its notation and where it was
/// played.
pub struct PlayedTurn<V: Variant> {
    steps: Turn<V::Step>,
    notation: String,
    before: V::Position,
    number: u32,
    side: Color,
}

// Written out rather than derived: a derive would ask the variant itself
// to be `Clone` and `Debug`, where only its positions and steps need be.
impl<V: Variant> Clone for PlayedTurn<V> {
    fn clone(&self) -> Self {
        PlayedTurn {
            steps: self.steps.clone(),
            notation: self.notation.clone(),
            before: self.before.clone(),
            number: self.number,
            side: self.side,
        }
    }
}

impl<V: Variant> fmt::Debug for PlayedTurn<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayedTurn")
            .field("label", &self.label())
            .field("notation", &self.notation)
            .field("steps", &self.steps)
            .field("before", &self.before)
            .finish()
    }
}

impl<V: Variant> PlayedTurn<V> {
    /// The steps, in the order they were resolved.
    pub fn steps(&self) -> &[V::Step] {
        &self.steps
    }

    /// The turn as the variant writes it (`Nf3`, `e4-e6, Ng1-f3`).
    pub fn notation(&self) -> &str {
        &self.notation
    }

    /// The position the turn was played from.
    pub fn position_before(&self) -> &V::Position {
        &self.before
    }

    /// The move number, counted from 1 at the game's start.
    pub fn number(&self) -> u32 {
        self.number
    }

    /// Who played it.
    pub fn side(&self) -> Color {
        self.side
    }

    /// `12.` for White's turn, `12...` for Black's, as a game file labels
    /// it.
    pub fn label(&self) -> String {
        match self.side {
            Color::White => format!("{}.", self.number),
            Color::Black => format!("{}...", self.number),
        }
    }
}

/// A claim a variant accepted, which ended the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcceptedClaim {
    /// Who claimed.
    pub claimant: Color,
    /// The claim's name (`fifty-move-win`).
    pub claim: String,
    /// The outcome the variant gave.
    pub outcome: Outcome,
}

impl AcceptedClaim {
    /// The claim as a game file writes it: `white claims fifty-move-win`.
    pub fn line(&self) -> String {
        format!("{} claims {}", self.claimant, self.claim)
    }
}

/// What [`Game::undo`] took back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undone<S> {
    /// A turn: its steps and its notation.
    Turn {
        /// The steps.
        steps: Turn<S>,
        /// The notation it was written in.
        notation: String,
    },
    /// The accepted claim that had ended the game.
    Claim(AcceptedClaim),
    /// Another act: a draw offer, its acceptance or refusal, a
    /// resignation.
    Act(PlayerAct),
}

/// A game of a variant in progress: the variant, the start, the turns
/// played and the repetition history. See the [module docs](self).
///
/// The history is the game's, not the position's: [`Game::outcome`] hands
/// [`Variant::outcome`] the repetition key of every turn-boundary position
/// before the current one, so no variant needs to keep its history inside
/// its positions.
#[derive(Debug, Clone)]
pub struct Game<V: Variant> {
    variant: V,
    options: String,
    start: V::Position,
    position: V::Position,
    /// [`Variant::repetition_key`] of the position before each turn
    /// played, oldest first: what [`Variant::outcome`] takes.
    history: Vec<u64>,
    turns: Vec<PlayedTurn<V>>,
    /// The acts made between the turns, in order.
    acts: Vec<RecordedAct>,
    claimed: Option<AcceptedClaim>,
    /// How the last act ended the game, if it did (a claim, a
    /// resignation, an agreement).
    ended_by_act: Option<Outcome>,
    /// The outcome of `position` with `history` (or of the act that ended
    /// the game), kept so that playing a turn judges the end once (a
    /// variant may enumerate turns for it).
    outcome: Option<Outcome>,
}

impl<V: Variant> Game<V> {
    /// A game of `variant` from its start position.
    ///
    /// The game file ([`Game::game_file`]) names no options: give a
    /// variant built with options through [`Game::with_options`], which
    /// records them, since a variant does not write its options back.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// let game = Game::new(kernel::chess::fide());
    /// assert_eq!(game.legal_turns().len(), 20);
    /// ```
    pub fn new(variant: V) -> Game<V> {
        let start = variant.start_position();
        Game::starting(variant, String::new(), start)
    }

    /// A game of the variant `build` makes from `options` (the text a game
    /// file's `options:` line takes, see [`crate::options`]), from its
    /// start; the game file records the options, with each run of white
    /// space written as one space so that it stays one line.
    ///
    /// # Errors
    /// Whatever `build` returns for options it refuses.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// use kernel::options::{Options, OptionsError};
    ///
    /// // FIDE chess takes no options; a variant crate's `with_options` goes here.
    /// let fide = |text: &str| -> Result<_, OptionsError> {
    ///     Options::parse(text)?.finish(&[])?;
    ///     Ok(kernel::chess::fide())
    /// };
    /// assert!(Game::with_options("", fide).is_ok());
    /// let err = Game::with_options("points=3", fide).unwrap_err();
    /// assert_eq!(err.to_string(), "unknown option 'points': this variant has no options");
    /// ```
    pub fn with_options<E>(
        options: &str,
        build: impl FnOnce(&str) -> Result<V, E>,
    ) -> Result<Game<V>, E> {
        let variant = build(options)?;
        let start = variant.start_position();
        let options = options.split_whitespace().collect::<Vec<_>>().join(" ");
        Ok(Game::starting(variant, options, start))
    }

    /// A game of `variant` from the position `text` in the variant's
    /// position text (FEN for the chess-like games). The game's history
    /// starts there: earlier positions are unknown, as after a FEN.
    ///
    /// # Errors
    /// The variant's [`Variant::PositionError`] saying what is wrong.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// let game = Game::from_position(kernel::chess::fide(), "7k/8/8/8/8/8/8/K7 b - - 0 1").unwrap();
    /// assert_eq!(game.side_to_move(), kernel::Color::Black);
    /// assert!(Game::from_position(kernel::chess::fide(), "8/8 w").is_err());
    /// ```
    pub fn from_position(variant: V, text: &str) -> Result<Game<V>, V::PositionError> {
        let start = variant.read_position(text)?;
        Ok(Game::starting(variant, String::new(), start))
    }

    /// Starts the game again from the position `text`, keeping the variant
    /// and its options: the turns played and the history are forgotten
    /// (as `python-chess`'s `set_fen`).
    ///
    /// # Errors
    /// The variant's [`Variant::PositionError`]; the game is then unchanged.
    pub fn set_start(&mut self, text: &str) -> Result<(), V::PositionError> {
        let start = self.variant.read_position(text)?;
        self.start = start.clone();
        self.position = start;
        self.history.clear();
        self.turns.clear();
        self.acts.clear();
        self.claimed = None;
        self.ended_by_act = None;
        self.judge();
        Ok(())
    }

    fn starting(variant: V, options: String, start: V::Position) -> Game<V> {
        let mut game = Game {
            variant,
            options,
            position: start.clone(),
            start,
            history: Vec::new(),
            turns: Vec::new(),
            acts: Vec::new(),
            claimed: None,
            ended_by_act: None,
            outcome: None,
        };
        game.judge();
        game
    }

    /// Judges the current position with the game's history.
    fn judge(&mut self) {
        self.outcome = self
            .ended_by_act
            .or_else(|| self.variant.outcome(&self.position, &self.history));
    }

    /// The variant.
    pub fn variant(&self) -> &V {
        &self.variant
    }

    /// The options text the game was built with (empty for
    /// [`Game::new`]).
    pub fn options(&self) -> &str {
        &self.options
    }

    /// The position the game started from.
    pub fn start(&self) -> &V::Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &V::Position {
        &self.position
    }

    /// The current position as the variant's position text.
    pub fn position_text(&self) -> String {
        self.variant.write_position(&self.position)
    }

    /// The current position drawn for people ([`Variant::diagram`]: the
    /// board, and whatever else the variant shows, such as the pieces in
    /// motion).
    pub fn diagram(&self) -> String {
        self.variant.diagram(&self.position)
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.variant.side_to_move(&self.position)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.variant.in_check(&self.position)
    }

    /// The turns played, oldest first.
    pub fn turns(&self) -> &[PlayedTurn<V>] {
        &self.turns
    }

    /// The repetition key ([`Variant::repetition_key`]) of every
    /// turn-boundary position before the current one, oldest first: the
    /// history [`Variant::outcome`] takes.
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// The claim that ended the game, if one did.
    pub fn accepted_claim(&self) -> Option<&AcceptedClaim> {
        self.claimed.as_ref()
    }

    /// The acts made between the turns ([`Game::act`]), in order:
    /// accepted claims, draw offers and their answers, a resignation.
    pub fn acts(&self) -> &[RecordedAct] {
        &self.acts
    }

    /// How the game ended, if it has: by the rules in the current position
    /// with the game's history, or by an act (an accepted claim, a
    /// resignation, a draw agreed).
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Every legal turn of the current position, each distinct resulting
    /// position once ([`Variant::legal_turns`]); none once the game is
    /// over.
    pub fn legal_turns(&self) -> Vec<Turn<V::Step>> {
        let mut turns = Vec::new();
        if self.outcome.is_none() {
            self.variant.legal_turns(&self.position, &mut turns);
        }
        turns
    }

    /// How many legal turns [`Game::legal_turns`] would list, counted
    /// without listing them where the variant can.
    pub fn count_legal_turns(&self) -> u64 {
        if self.outcome.is_some() {
            return 0;
        }
        self.variant.count_turns(&self.position)
    }

    /// Writes `turn` (played from the current position) in the variant's
    /// notation.
    pub fn write_turn(&self, turn: &[V::Step]) -> String {
        self.variant.write_turn(&self.position, turn)
    }

    /// Reads `text` in the variant's notation, checks it and plays it.
    /// Returns the turn as the variant writes it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game has ended,
    /// [`PlayError::Unreadable`] if the text names no turn of the
    /// position, [`PlayError::Illegal`] if it names a turn the rules do
    /// not allow (an unfinished one included); the game is then
    /// unchanged.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::{Game, PlayError};
    /// let mut game = Game::new(kernel::chess::fide());
    /// assert_eq!(game.play("Ng1-f3").unwrap(), "Nf3");
    /// assert_eq!(
    ///     game.play("Qd9").unwrap_err().to_string(),
    ///     "'Qd9' is not a turn here: 'Qd9' names no move here: square 'd9' is off the 8x8 board"
    /// );
    /// // The e7 Pawn blocks the Queen.
    /// assert!(matches!(game.play("d8h4").unwrap_err(), PlayError::Illegal { .. }));
    /// ```
    pub fn play(&mut self, text: &str) -> Result<String, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver {
                text: Excerpt::new(text),
                outcome,
            });
        }
        let turn =
            self.variant
                .read_turn(&self.position, text)
                .map_err(|e| PlayError::Unreadable {
                    text: Excerpt::new(text),
                    reason: e.to_string(),
                })?;
        self.play_checked(&turn, text)
    }

    /// Checks `turn`, given as steps, and plays it. Returns the turn as the
    /// variant writes it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game has ended, or
    /// [`PlayError::Illegal`] (quoting the turn as the variant writes it);
    /// the game is then unchanged.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// let mut game = Game::new(kernel::chess::fide());
    /// let first = game.legal_turns().swap_remove(0);
    /// let written = game.play_turn(&first).unwrap();
    /// assert_eq!(game.turns()[0].notation(), written);
    /// ```
    pub fn play_turn(&mut self, turn: &[V::Step]) -> Result<String, PlayError> {
        let text = self.variant.write_turn(&self.position, turn);
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver {
                text: Excerpt::new(&text),
                outcome,
            });
        }
        self.play_checked(turn, &text)
    }

    /// Plays `turn` if the rules allow it; `text` is what the player wrote.
    fn play_checked(&mut self, turn: &[V::Step], text: &str) -> Result<String, PlayError> {
        let next = self
            .variant
            .play_turn(&self.position, turn)
            .map_err(|reason| PlayError::Illegal {
                text: Excerpt::new(text),
                reason,
            })?;
        let notation = self.variant.write_turn(&self.position, turn);
        let side = self.side_to_move();
        let number = match self.turns.last() {
            None => 1,
            Some(last) if last.side == Color::Black => last.number.saturating_add(1),
            Some(last) => last.number,
        };
        self.history
            .push(self.variant.repetition_key(&self.position));
        let before = std::mem::replace(&mut self.position, next);
        self.turns.push(PlayedTurn {
            steps: Turn::from_slice(turn),
            notation: notation.clone(),
            before,
            number,
            side,
        });
        self.judge();
        Ok(notation)
    }

    /// The claims a player may make in this variant ([`Variant::claims`]).
    pub fn claims(&self) -> &[&'static str] {
        self.variant.claims()
    }

    /// `claimant` makes the claim named `claim` now; the variant judges it
    /// with the game's history ([`Variant::claim`]). Accepted, it ends the
    /// game with the outcome returned (and [`Game::undo`] withdraws it);
    /// refused, nothing changes.
    ///
    /// # Errors
    /// [`ClaimError::GameOver`] once the game has ended,
    /// [`ClaimError::Refused`] with the variant's reason.
    pub fn claim(&mut self, claimant: Color, claim: &str) -> Result<Outcome, ClaimError> {
        if let Some(outcome) = self.outcome {
            return Err(ClaimError::GameOver {
                claimant,
                claim: Excerpt::new(claim),
                outcome,
            });
        }
        let outcome = self
            .variant
            .claim(&self.position, &self.history, claimant, claim)?;
        self.claimed = Some(AcceptedClaim {
            claimant,
            claim: claim.to_string(),
            outcome,
        });
        self.end_by(
            PlayerAct {
                player: claimant,
                act: Act::Claim(claim.to_string()),
            },
            outcome,
        );
        Ok(outcome)
    }

    /// The claims `claimant` may make now that the variant would accept:
    /// none once the game is over.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// use kernel::Color;
    /// let mut game = Game::from_position(kernel::chess::fide(), "7k/8/8/8/8/8/8/R6K w - - 99 80").unwrap();
    /// assert!(game.open_claims(Color::Black).is_empty());
    /// game.play("Ra2").unwrap();
    /// assert_eq!(game.open_claims(Color::Black), ["fifty-moves"]);
    /// ```
    pub fn open_claims(&self, claimant: Color) -> Vec<&'static str> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.variant
            .claims()
            .iter()
            .copied()
            .filter(|claim| {
                self.variant
                    .claim(&self.position, &self.history, claimant, claim)
                    .is_ok()
            })
            .collect()
    }

    /// Records `act`, which ended the game with `outcome`.
    fn end_by(&mut self, act: PlayerAct, outcome: Outcome) {
        self.acts.push(RecordedAct {
            after_turns: self.turns.len(),
            act,
        });
        self.ended_by_act = Some(outcome);
        self.judge();
    }

    /// `player` resigns: the opponent wins (FIDE 5.1.2). Either player may
    /// resign at any turn boundary, whoever is to move.
    ///
    /// # Errors
    /// [`ActError::GameOver`] once the game has ended.
    pub fn resign(&mut self, player: Color) -> Result<Outcome, ActError> {
        let act = PlayerAct {
            player,
            act: Act::Resign,
        };
        self.not_over(&act)?;
        let outcome = Outcome {
            result: GameResult::Win(!player),
            reason: EndReason::Resignation,
        };
        self.end_by(act, outcome);
        Ok(outcome)
    }

    /// `player` offers a draw. The offer stands until the opponent accepts
    /// or declines it, or plays a turn (FIDE 9.1.2: a move declines it);
    /// the player who offers may still play its own turn first, as FIDE
    /// has a player offer a draw with a move. [`Game::draw_offer`] says
    /// whose offer stands.
    ///
    /// # Errors
    /// [`ActError::GameOver`] once the game has ended,
    /// [`ActError::NoAgreement`] where the variant forbids draws by
    /// agreement, [`ActError::OfferStanding`] while the opponent's offer
    /// stands (accept it instead).
    pub fn offer_draw(&mut self, player: Color) -> Result<(), ActError> {
        let act = PlayerAct {
            player,
            act: Act::OfferDraw,
        };
        self.not_over(&act)?;
        self.agreement_allowed(player)?;
        if self.draw_offer() == Some(!player) {
            return Err(ActError::OfferStanding { player });
        }
        self.acts.push(RecordedAct {
            after_turns: self.turns.len(),
            act,
        });
        Ok(())
    }

    /// `player` accepts the opponent's draw offer: the game is drawn by
    /// agreement (FIDE 5.2.3).
    ///
    /// # Errors
    /// [`ActError::GameOver`], [`ActError::NoAgreement`], or
    /// [`ActError::NoOffer`] when no offer of the opponent stands.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// use kernel::Color;
    /// let mut game = Game::new(kernel::chess::fide());
    /// game.offer_draw(Color::White).unwrap();
    /// game.play("e4").unwrap();
    /// assert_eq!(game.draw_offer(), Some(Color::White));
    /// assert_eq!(game.accept_draw(Color::Black).unwrap().to_string(), "draw by agreement");
    /// assert!(game.game_file("t", "s").contains("\nwhite offers draw\n1. e4\nblack accepts draw\n"));
    /// ```
    pub fn accept_draw(&mut self, player: Color) -> Result<Outcome, ActError> {
        let act = PlayerAct {
            player,
            act: Act::AcceptDraw,
        };
        self.not_over(&act)?;
        self.agreement_allowed(player)?;
        if self.draw_offer() != Some(!player) {
            return Err(ActError::NoOffer { player });
        }
        let outcome = Outcome {
            result: GameResult::Draw,
            reason: EndReason::Agreement,
        };
        self.end_by(act, outcome);
        Ok(outcome)
    }

    /// `player` declines the opponent's draw offer; the game goes on.
    ///
    /// # Errors
    /// [`ActError::GameOver`], or [`ActError::NoOffer`] when no offer of
    /// the opponent stands.
    pub fn decline_draw(&mut self, player: Color) -> Result<(), ActError> {
        let act = PlayerAct {
            player,
            act: Act::DeclineDraw,
        };
        self.not_over(&act)?;
        if self.draw_offer() != Some(!player) {
            return Err(ActError::NoOffer { player });
        }
        self.acts.push(RecordedAct {
            after_turns: self.turns.len(),
            act,
        });
        Ok(())
    }

    /// Makes `act`: one entry for every act a game file writes (see
    /// [`crate::acts`]). Returns the outcome if the act ended the game.
    ///
    /// # Errors
    /// The [`ActError`] of the act's own method ([`Game::claim`]'s errors
    /// as [`ActError::GameOver`] and [`ActError::Claim`]).
    pub fn act(&mut self, act: &PlayerAct) -> Result<Option<Outcome>, ActError> {
        let player = act.player;
        match &act.act {
            Act::Claim(name) => match self.claim(player, name) {
                Ok(outcome) => Ok(Some(outcome)),
                Err(ClaimError::GameOver { outcome, .. }) => Err(ActError::GameOver {
                    act: act.clone(),
                    outcome,
                }),
                Err(ClaimError::Refused(refused)) => Err(ActError::Claim(refused)),
            },
            Act::OfferDraw => self.offer_draw(player).map(|()| None),
            Act::AcceptDraw => self.accept_draw(player).map(Some),
            Act::DeclineDraw => self.decline_draw(player).map(|()| None),
            Act::Resign => self.resign(player).map(Some),
        }
    }

    /// Who has offered a draw that still stands: the last offer, unless it
    /// was accepted or declined since, or the opponent has played a turn
    /// since; `None` once the game is over.
    pub fn draw_offer(&self) -> Option<Color> {
        if self.outcome.is_some() {
            return None;
        }
        let mut standing = None;
        for recorded in &self.acts {
            match recorded.act.act {
                Act::OfferDraw => standing = Some((recorded.act.player, recorded.after_turns)),
                Act::AcceptDraw | Act::DeclineDraw => standing = None,
                Act::Claim(_) | Act::Resign => {}
            }
        }
        let (player, after) = standing?;
        let answered = self.turns[after.min(self.turns.len())..]
            .iter()
            .any(|turn| turn.side != player);
        (!answered).then_some(player)
    }

    fn not_over(&self, act: &PlayerAct) -> Result<(), ActError> {
        match self.outcome {
            Some(outcome) => Err(ActError::GameOver {
                act: act.clone(),
                outcome,
            }),
            None => Ok(()),
        }
    }

    fn agreement_allowed(&self, player: Color) -> Result<(), ActError> {
        self.variant
            .draw_by_agreement()
            .map_err(|rule| ActError::NoAgreement { player, rule })
    }

    /// Takes back the last turn or act (an accepted claim, a draw offer or
    /// its answer, a resignation, an agreement); `None` at the start.
    pub fn undo(&mut self) -> Option<Undone<V::Step>> {
        if self
            .acts
            .last()
            .is_some_and(|last| last.after_turns == self.turns.len())
        {
            let last = self.acts.pop()?;
            let ended = self.ended_by_act.take().is_some();
            let claim = if ended { self.claimed.take() } else { None };
            self.judge();
            return Some(match claim {
                Some(claim) => Undone::Claim(claim),
                None => Undone::Act(last.act),
            });
        }
        let last = self.turns.pop()?;
        self.history.pop();
        self.position = last.before;
        self.judge();
        Some(Undone::Turn {
            steps: last.steps,
            notation: last.notation,
        })
    }

    /// The game as a game file (the workspace's `GAMES.md`): `title:`,
    /// `source:`, `variant:`, `options:` when the game has options,
    /// `start:` when it did not start from the variant's start position,
    /// then one line per turn (`1. e4`, `1... e5`) with the acts between
    /// them (`white offers draw`, `white claims threefold-repetition`,
    /// `black resigns`). [`crate::replay`] replays it (`cargo xtask verify-games`
    /// does, once the file is in a crate's `games/` folder).
    ///
    /// The title and source are written on one line each, with every run
    /// of white space as one space; an empty one is written as `untitled`
    /// or `not given`, since a game file requires both.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// let mut game = Game::from_position(kernel::chess::fide(), "7k/8/8/8/8/8/8/KQ6 w - - 0 1").unwrap();
    /// game.play("Qg6").unwrap();
    /// let expected = [
    ///     "title: A stalemate",
    ///     "source: our own",
    ///     "variant: chess",
    ///     "start: 7k/8/8/8/8/8/8/KQ6 w - - 0 1",
    ///     "",
    ///     "1. Qg6",
    ///     "# note: game over: draw by stalemate",
    /// ];
    /// assert_eq!(game.game_file("A stalemate", "our own").lines().collect::<Vec<_>>(), expected);
    /// ```
    pub fn game_file(&self, title: &str, source: &str) -> String {
        let one_line = |text: &str, blank: &str| {
            let words: Vec<&str> = text.split_whitespace().collect();
            if words.is_empty() {
                blank.to_string()
            } else {
                words.join(" ")
            }
        };
        let mut out = String::new();
        let _ = writeln!(out, "title: {}", one_line(title, "untitled"));
        let _ = writeln!(out, "source: {}", one_line(source, "not given"));
        let _ = writeln!(out, "variant: {}", self.variant.name());
        if !self.options.is_empty() {
            let _ = writeln!(out, "options: {}", self.options);
        }
        if self.start != self.variant.start_position() {
            let _ = writeln!(out, "start: {}", self.variant.write_position(&self.start));
        }
        out.push('\n');
        let mut acts = self.acts.iter().peekable();
        for (index, turn) in self.turns.iter().enumerate() {
            while let Some(recorded) = acts.next_if(|a| a.after_turns <= index) {
                let _ = writeln!(out, "{}", recorded.act);
            }
            let _ = writeln!(out, "{} {}", turn.label(), turn.notation);
        }
        for recorded in acts {
            let _ = writeln!(out, "{}", recorded.act);
        }
        if let Some(outcome) = self.outcome {
            let _ = writeln!(out, "# note: game over: {outcome}");
        }
        out
    }
}

impl<V: Coordinates> Game<V> {
    /// Every legal turn of the current position in the
    /// [coordinate notation](crate::coordinates), in the order of
    /// [`Game::legal_turns`]; none once the game is over.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::Game;
    /// let game = Game::new(kernel::chess::fide());
    /// let turns = game.coordinate_turns();
    /// assert_eq!(turns.len(), 20);
    /// assert!(turns.contains(&"g1f3".to_string()));
    /// ```
    pub fn coordinate_turns(&self) -> Vec<String> {
        self.legal_turns()
            .iter()
            .map(|turn| self.write_coordinates(turn))
            .collect()
    }

    /// Writes `turn` (played from the current position) in coordinates.
    pub fn write_coordinates(&self, turn: &[V::Step]) -> String {
        self.variant.write_coordinates(&self.position, turn)
    }

    /// Reads `text` in the [coordinate notation](crate::coordinates),
    /// checks it and plays it, as [`Game::play`] does with the variant's
    /// own notation. Returns the turn as the variant writes it in its own
    /// notation (the game's record keeps that).
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game has ended;
    /// [`PlayError::Unreadable`] if the text is not in coordinates;
    /// [`PlayError::Illegal`] if a step is none of the steps that may come
    /// next, comes after the end of the turn, or the turn is unfinished or
    /// not allowed as a whole. The game is then unchanged.
    ///
    /// # Examples
    /// ```
    /// use kernel::game::{Game, PlayError};
    /// let mut game = Game::new(kernel::chess::fide());
    /// assert_eq!(game.play_coordinates("e2e4").unwrap(), "e4");
    /// assert!(matches!(game.play_coordinates("e7"), Err(PlayError::Unreadable { .. })));
    /// assert_eq!(
    ///     game.play_coordinates("e8e7").unwrap_err().to_string(),
    ///     "'e8e7' is illegal: step 1 (e8e7) is illegal: no step starts on e8"
    /// );
    /// ```
    pub fn play_coordinates(&mut self, text: &str) -> Result<String, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver {
                text: Excerpt::new(text),
                outcome,
            });
        }
        let illegal = |reason| PlayError::Illegal {
            text: Excerpt::new(text),
            reason,
        };
        let turn = self
            .variant
            .read_coordinates(&self.position, text)
            .map_err(|e| match e {
                CoordinateError::Empty | CoordinateError::Malformed { .. } => {
                    PlayError::Unreadable {
                        text: Excerpt::new(text),
                        reason: e.to_string(),
                    }
                }
                CoordinateError::NoStep {
                    index,
                    step,
                    reason,
                } => illegal(IllegalTurn::Step {
                    index,
                    step: format!("{step:#}"),
                    reason,
                }),
                CoordinateError::AfterEnd { index, .. } => {
                    illegal(IllegalTurn::TooLong(index - 1, String::new()))
                }
                CoordinateError::Unfinished { .. } => illegal(IllegalTurn::Unfinished(
                    "more steps are due before the turn ends".to_string(),
                )),
            })?;
        self.play_checked(&turn, text)
    }
}

/// A [`Game`] of any variant behind one object-safe trait, its turns as
/// text: what a program that chooses the variant at run time holds
/// (`Box<dyn AnyGame>`, from `cvpages::open`). Every [`Game`] is one.
///
/// A method here that shares a name with one of [`Game`] does the same
/// thing; where `Game` gives steps, this gives their notation.
///
/// # Examples
/// ```
/// use kernel::game::{AnyGame, Game};
/// let mut game: Box<dyn AnyGame> = Box::new(Game::new(kernel::chess::fide()));
/// assert_eq!(game.variant_name(), "chess");
/// assert_eq!(game.play("e2e4").unwrap(), "e4");
/// assert_eq!(game.legal_turns().len(), 20);
/// assert_eq!(game.coordinate_turns().len(), 20);
/// assert_eq!(game.play_coordinates("g8f6").unwrap(), "Nf6");
/// assert_eq!(game.undo().as_deref(), Some("Nf6"));
/// ```
pub trait AnyGame {
    /// The variant's name, as a game file's `variant:` line writes it.
    fn variant_name(&self) -> &str;

    /// The options text the game was built with (empty for the standard
    /// game).
    fn options(&self) -> &str;

    /// Every legal turn of the current position in the variant's notation,
    /// each distinct resulting position once; none once the game is over.
    fn legal_turns(&self) -> Vec<String>;

    /// How many legal turns there are.
    fn count_legal_turns(&self) -> u64;

    /// Reads, checks and plays a turn written in the variant's notation;
    /// returns it as the variant writes it.
    ///
    /// # Errors
    /// [`PlayError`], as [`Game::play`].
    fn play(&mut self, text: &str) -> Result<String, PlayError>;

    /// Takes back the last turn or act and returns how it was written
    /// (`e4`, `white claims fifty-move-win`, `white offers draw`); `None`
    /// at the start.
    fn undo(&mut self) -> Option<String>;

    /// How the game ended, if it has.
    fn outcome(&self) -> Option<Outcome>;

    /// The claims a player may make in this variant.
    fn claims(&self) -> Vec<&'static str>;

    /// Makes a claim, as [`Game::claim`].
    ///
    /// # Errors
    /// [`ClaimError`], as [`Game::claim`].
    fn claim(&mut self, claimant: Color, claim: &str) -> Result<Outcome, ClaimError>;

    /// The claims `claimant` may make now, as [`Game::open_claims`].
    fn open_claims(&self, claimant: Color) -> Vec<&'static str>;

    /// Makes an act (a claim, a draw offer or its answer, a
    /// resignation), as [`Game::act`].
    ///
    /// # Errors
    /// [`ActError`], as [`Game::act`].
    fn act(&mut self, act: &PlayerAct) -> Result<Option<Outcome>, ActError>;

    /// Whose draw offer stands, as [`Game::draw_offer`].
    fn draw_offer(&self) -> Option<Color>;

    /// The current position as the variant's position text.
    fn position_text(&self) -> String;

    /// The current position drawn for people.
    fn diagram(&self) -> String;

    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// The turns played, oldest first, as the variant wrote them.
    fn played(&self) -> Vec<String>;

    /// The game as a game file, as [`Game::game_file`].
    fn game_file(&self, title: &str, source: &str) -> String;

    /// The legal turns in the [coordinate notation](crate::coordinates)
    /// every variant reads and writes beside its own (for programs and
    /// GUIs), in the order of [`AnyGame::legal_turns`].
    fn coordinate_turns(&self) -> Vec<String>;

    /// Reads, checks and plays a turn written in coordinates; returns it
    /// as the variant writes it in its own notation.
    ///
    /// # Errors
    /// [`PlayError`], as [`Game::play_coordinates`].
    fn play_coordinates(&mut self, text: &str) -> Result<String, PlayError>;
}

impl<V: Coordinates> AnyGame for Game<V> {
    fn variant_name(&self) -> &str {
        self.variant.name()
    }

    fn options(&self) -> &str {
        Game::options(self)
    }

    fn legal_turns(&self) -> Vec<String> {
        Game::legal_turns(self)
            .iter()
            .map(|turn| self.write_turn(turn))
            .collect()
    }

    fn count_legal_turns(&self) -> u64 {
        Game::count_legal_turns(self)
    }

    fn play(&mut self, text: &str) -> Result<String, PlayError> {
        Game::play(self, text)
    }

    fn undo(&mut self) -> Option<String> {
        Game::undo(self).map(|undone| match undone {
            Undone::Turn { notation, .. } => notation,
            Undone::Claim(claim) => claim.line(),
            Undone::Act(act) => act.to_string(),
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn claims(&self) -> Vec<&'static str> {
        Game::claims(self).to_vec()
    }

    fn claim(&mut self, claimant: Color, claim: &str) -> Result<Outcome, ClaimError> {
        Game::claim(self, claimant, claim)
    }

    fn open_claims(&self, claimant: Color) -> Vec<&'static str> {
        Game::open_claims(self, claimant)
    }

    fn act(&mut self, act: &PlayerAct) -> Result<Option<Outcome>, ActError> {
        Game::act(self, act)
    }

    fn draw_offer(&self) -> Option<Color> {
        Game::draw_offer(self)
    }

    fn position_text(&self) -> String {
        Game::position_text(self)
    }

    fn diagram(&self) -> String {
        Game::diagram(self)
    }

    fn in_check(&self) -> bool {
        Game::in_check(self)
    }

    fn side_to_move(&self) -> Color {
        Game::side_to_move(self)
    }

    fn played(&self) -> Vec<String> {
        self.turns.iter().map(|t| t.notation.clone()).collect()
    }

    fn game_file(&self, title: &str, source: &str) -> String {
        Game::game_file(self, title, source)
    }

    fn coordinate_turns(&self) -> Vec<String> {
        Game::coordinate_turns(self)
    }

    fn play_coordinates(&mut self, text: &str) -> Result<String, PlayError> {
        Game::play_coordinates(self, text)
    }
}

/// The variant and the position text, so that a boxed game can be shown
/// (in a test's failure, say) like any value.
impl fmt::Debug for dyn AnyGame + '_ {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_any(self, f)
    }
}

/// As for `dyn AnyGame`.
impl fmt::Debug for dyn AnyGame + Send + '_ {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_any(self, f)
    }
}

fn debug_any(game: &dyn AnyGame, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.debug_struct("AnyGame")
        .field("variant", &game.variant_name())
        .field("options", &game.options())
        .field("position", &game.position_text())
        .field("played", &game.played())
        .finish()
}
