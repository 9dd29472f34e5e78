//! FIDE's draw rules as data, for every variant that inherits them: the
//! draws a player may claim (threefold repetition, fifty moves), the draws
//! that end the game by themselves (fivefold repetition, seventy-five
//! moves), and which positions count as dead.
//!
//! The source is FIDE's Laws of Chess (FIDE Handbook, "Laws of Chess",
//! <https://handbook.fide.com/chapter/E012023>): article 9.2 (a claim when
//! the same position stands for the third time), 9.3 (a claim after fifty
//! moves by each player without a pawn move or a capture), 9.6 (the game is
//! drawn by itself when a position stands for the fifth time, or after
//! seventy-five moves by each player so, unless the last move mates) and
//! 5.2.2 (a dead position, where neither player can mate by any series of
//! legal moves, ends the game). python-chess splits them the same way
//! (`can_claim_threefold_repetition`, `can_claim_fifty_moves`,
//! `is_fivefold_repetition`, `is_seventyfive_moves`,
//! `is_insufficient_material`); the kernel's FIDE chess is tested against
//! it (`kernel/tests/python_chess_draws.rs`).
//!
//! A variant states its rules as a [`DrawRules`] value and asks it, with
//! its own repetition key and its own count of turns without progress:
//! [`DrawRules::automatic`] in [`crate::Variant::outcome`],
//! [`DrawRules::claims`] and [`DrawRules::claim`] in
//! [`crate::Variant::claims`] and [`crate::Variant::claim`]. What counts as
//! progress (a capture, a pawn move, a momentum move) and which positions
//! are the same are the variant's; the counts are FIDE's.
//!
//! **Who may claim.** FIDE lets the player having the move claim a
//! repetition or fifty moves that stand (9.2.1.2, 9.3.2), and the player
//! about to move claim one that the move written on the scoresheet will
//! bring about (9.2.1.1, 9.3.1). A claim line stands at a turn boundary,
//! after the turn that brought the position about and before anything
//! else happens: made by the side to move it is the first case, made by
//! the side that has just moved it is the second (the turn and the claim
//! are recorded together). So either player may make the claim at the
//! boundary where the condition holds.
//!
//! # Examples
//! ```
//! use kernel::draws::{DrawRules, FIFTY_MOVES, THREEFOLD_REPETITION};
//! use kernel::{Color, EndReason, GameResult};
//!
//! let fide = DrawRules::FIDE;
//! assert_eq!(fide.claims(), [THREEFOLD_REPETITION, FIFTY_MOVES]);
//! // The key 7 stood twice before: a third time may be claimed.
//! let history = [7, 1, 7, 2];
//! let outcome = fide.claim(7, &history, 10, THREEFOLD_REPETITION).unwrap();
//! assert_eq!((outcome.result, outcome.reason), (GameResult::Draw, EndReason::Repetition));
//! assert!(fide.claim(1, &history, 10, THREEFOLD_REPETITION).is_err());
//! // Nothing ends the game by itself before the fifth time.
//! assert_eq!(fide.automatic(7, &history, 10), None);
//! assert_eq!(
//!     fide.automatic(7, &[7, 0, 7, 0, 7, 0, 7, 0], 10).map(|o| o.reason),
//!     Some(EndReason::FivefoldRepetition)
//! );
//! ```

use crate::excerpt::Excerpt;
use crate::variant::{EndReason, GameResult, Outcome, RefusedClaim};

/// The claim of a repetition (FIDE 9.2): `white claims threefold-repetition`.
pub const THREEFOLD_REPETITION: &str = "threefold-repetition";

/// The claim of fifty moves without progress (FIDE 9.3): `white claims
/// fifty-moves`.
pub const FIFTY_MOVES: &str = "fifty-moves";

/// Both claims, in the order [`DrawRules::claims`] lists them.
const BOTH_CLAIMS: [&str; 2] = [THREEFOLD_REPETITION, FIFTY_MOVES];

/// Which positions are dead (FIDE 5.2.2: neither player can win by any
/// series of legal moves), as far as a variant decides it. A dead position
/// ends the game as a draw at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeadPositions {
    /// No position is judged dead: the variant's pieces or rules leave
    /// wins open that material alone does not rule out (its `RULES.md`
    /// says why).
    NotJudged,
    /// Only the two Kings left: for a game whose Kings cannot give check
    /// to each other (each attacks the other exactly when it is attacked
    /// by it, and may not step into an attack), so that nothing can ever
    /// be mated.
    BareKings,
    /// FIDE's insufficient material, as python-chess's
    /// `is_insufficient_material` decides it: neither side can mate, each
    /// side having no Pawn, Rook or Queen and either a lone Knight (the
    /// opponent having nothing but a King and Queens) or only Bishops,
    /// with every Bishop on the board on squares of one colour and no
    /// Knight or Pawn on the board. A piece counts as a Knight or a Bishop
    /// only if it moves exactly as FIDE's; any other piece is sufficient.
    /// Sound for a game whose checkmate is FIDE's (one move must answer a
    /// check, Kings move as FIDE's).
    FideMaterial,
}

/// A variant's draw rules: which of FIDE's it inherits, with their counts.
/// `None` leaves a rule out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// How many times a position must have stood for a player to claim a
    /// draw (3 in FIDE chess, article 9.2).
    pub claim_repetitions: Option<usize>,
    /// How many times a position must have stood for the game to be drawn
    /// by itself (5 in FIDE chess, article 9.6.1).
    pub automatic_repetitions: Option<usize>,
    /// How many turns without progress (plies, in FIDE chess without a
    /// pawn move or a capture) let a player claim a draw (100, article
    /// 9.3).
    pub claim_plies: Option<u32>,
    /// How many turns without progress draw the game by itself, unless the
    /// last one mates (150, article 9.6.2).
    pub automatic_plies: Option<u32>,
    /// Which positions are dead.
    pub dead: DeadPositions,
}

impl DrawRules {
    /// FIDE's: claims at three repetitions and 100 plies, automatic draws
    /// at five repetitions and 150 plies, insufficient material dead.
    pub const FIDE: DrawRules = DrawRules {
        claim_repetitions: Some(3),
        automatic_repetitions: Some(5),
        claim_plies: Some(100),
        automatic_plies: Some(150),
        dead: DeadPositions::FideMaterial,
    };

    /// No draw rule at all (a variant that replaces them, as Forward Chess
    /// does, or a test game).
    pub const NONE: DrawRules = DrawRules {
        claim_repetitions: None,
        automatic_repetitions: None,
        claim_plies: None,
        automatic_plies: None,
        dead: DeadPositions::NotJudged,
    };

    /// FIDE's counts with another rule of dead positions.
    pub const fn fide_with(dead: DeadPositions) -> DrawRules {
        DrawRules {
            dead,
            ..DrawRules::FIDE
        }
    }

    /// The claims these rules offer, by the names a game file writes:
    /// [`THREEFOLD_REPETITION`] and [`FIFTY_MOVES`], each if its count is
    /// set.
    pub fn claims(&self) -> &'static [&'static str] {
        match (self.claim_repetitions, self.claim_plies) {
            (Some(_), Some(_)) => &BOTH_CLAIMS,
            (Some(_), None) => &BOTH_CLAIMS[..1],
            (None, Some(_)) => &BOTH_CLAIMS[1..],
            (None, None) => &[],
        }
    }

    /// The draw that ends the game by itself in a position whose
    /// repetition key is `key`, after the positions `history` (the keys of
    /// the game's earlier turn boundaries) and `plies` turns without
    /// progress: seventy-five moves first, then fivefold repetition (the
    /// order python-chess gives them). The caller judges mate and
    /// stalemate first, which take precedence (9.6.2).
    pub fn automatic(&self, key: u64, history: &[u64], plies: u32) -> Option<Outcome> {
        if self.automatic_plies.is_some_and(|limit| plies >= limit) {
            return Some(draw(EndReason::SeventyFiveMoves));
        }
        if self
            .automatic_repetitions
            .is_some_and(|count| occurrences(key, history) >= count)
        {
            return Some(draw(EndReason::FivefoldRepetition));
        }
        None
    }

    /// Judges the claim named `claim` in a position whose repetition key
    /// is `key` (see [`DrawRules::automatic`] for `history` and `plies`),
    /// by either player (see the [module docs](self)). The caller refuses
    /// a claim once the game has ended.
    ///
    /// # Errors
    /// [`RefusedClaim::Unknown`] for a name not in [`DrawRules::claims`];
    /// [`RefusedClaim::Refused`] saying how far the condition is from
    /// holding.
    pub fn claim(
        &self,
        key: u64,
        history: &[u64],
        plies: u32,
        claim: &str,
    ) -> Result<Outcome, RefusedClaim> {
        match (claim, self.claim_repetitions, self.claim_plies) {
            (THREEFOLD_REPETITION, Some(count), _) => {
                let seen = occurrences(key, history);
                if seen >= count {
                    Ok(draw(EndReason::Repetition))
                } else {
                    Err(RefusedClaim::Refused(format!(
                        "the position has stood {} here, a draw needs {count}",
                        times(seen)
                    )))
                }
            }
            (FIFTY_MOVES, _, Some(limit)) => {
                if plies >= limit {
                    Ok(draw(EndReason::FiftyMoves))
                } else {
                    Err(RefusedClaim::Refused(format!(
                        "{plies} turns without a capture or a pawn move, a draw needs {limit}"
                    )))
                }
            }
            _ => Err(RefusedClaim::Unknown {
                claim: Excerpt::new(claim),
                offered: self.claims().to_vec(),
            }),
        }
    }

    /// The draw some player may claim here, if any (see
    /// [`DrawRules::claim`]): what a search takes as the position's value.
    pub fn claimable(&self, key: u64, history: &[u64], plies: u32) -> Option<Outcome> {
        if self.claim_plies.is_some_and(|limit| plies >= limit) {
            return Some(draw(EndReason::FiftyMoves));
        }
        if self
            .claim_repetitions
            .is_some_and(|count| occurrences(key, history) >= count)
        {
            return Some(draw(EndReason::Repetition));
        }
        None
    }
}

/// How many times the position with repetition key `key` has stood: now,
/// and once for each equal key in `history`.
pub fn occurrences(key: u64, history: &[u64]) -> usize {
    1 + history.iter().filter(|&&k| k == key).count()
}

fn times(n: usize) -> String {
    match n {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        result: GameResult::Draw,
        reason,
    }
}
