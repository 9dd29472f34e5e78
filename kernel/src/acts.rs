//! A player's acts between turns: a claim, a draw offer, its acceptance or
//! refusal, a resignation. A game file writes each on a line of its own
//! (`white claims threefold-repetition`, `white offers draw`, `black
//! accepts draw`, `black declines draw`, `white resigns`), [`crate::game::Game`]
//! records them with the turns, and `cargo xtask play` takes them as
//! commands.
//!
//! An act is not a turn: it changes nothing on the board, and the player
//! who makes it need not be the one to move. FIDE's Laws say what each
//! does (article 5.1.2 resignation, 5.2.3 and 9.1 agreement, 9.2 and 9.3
//! claims); a variant may forbid agreement
//! ([`crate::Variant::draw_by_agreement`]: Forward Chess's rule 9) and
//! says which claims it offers ([`crate::Variant::claims`]).
//!
//! # Examples
//! ```
//! use kernel::acts::{Act, PlayerAct};
//! use kernel::Color;
//!
//! let offer = PlayerAct::parse("white offers draw").unwrap().unwrap();
//! assert_eq!(offer, PlayerAct { player: Color::White, act: Act::OfferDraw });
//! assert_eq!(offer.to_string(), "white offers draw");
//! let claim = PlayerAct::parse("black claims fifty-moves").unwrap().unwrap();
//! assert_eq!(claim.act, Act::Claim("fifty-moves".to_string()));
//! // Not an act at all: a turn, say.
//! assert!(PlayerAct::parse("1. e4").is_none());
//! // An act misspelt.
//! assert_eq!(
//!     PlayerAct::parse("white offers a draw").unwrap().unwrap_err(),
//!     "'white offers' is followed by 'draw' alone, found 'white offers a draw'"
//! );
//! ```

use crate::excerpt::Excerpt;
use crate::Color;
use std::fmt;

/// What a player does between turns.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Act {
    /// Claims the result a rule gives, by the claim's name
    /// ([`crate::Variant::claims`]).
    Claim(String),
    /// Offers a draw, which stands until the opponent accepts or declines
    /// it or plays a turn (FIDE 9.1.2).
    OfferDraw,
    /// Accepts the opponent's draw offer: the game is drawn by agreement.
    AcceptDraw,
    /// Declines the opponent's draw offer.
    DeclineDraw,
    /// Resigns: the opponent wins.
    Resign,
}

/// An act and the player who makes it: one line of a game file.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayerAct {
    /// Who acts.
    pub player: Color,
    /// What they do.
    pub act: Act,
}

impl fmt::Display for PlayerAct {
    /// The line as a game file writes it: `white offers draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let player = self.player;
        match &self.act {
            Act::Claim(name) => write!(f, "{player} claims {name}"),
            Act::OfferDraw => write!(f, "{player} offers draw"),
            Act::AcceptDraw => write!(f, "{player} accepts draw"),
            Act::DeclineDraw => write!(f, "{player} declines draw"),
            Act::Resign => write!(f, "{player} resigns"),
        }
    }
}

impl PlayerAct {
    /// Reads an act line: `white` or `black`, then `claims NAME`,
    /// `offers draw`, `accepts draw`, `declines draw` or `resigns`, the
    /// words separated by white space. `None` if `line` is not an act
    /// line (does not start with a player and one of those verbs).
    ///
    /// # Errors
    /// `Some(Err)` with a one-line message for a line that starts as an
    /// act but does not go on as one.
    pub fn parse(line: &str) -> Option<Result<PlayerAct, String>> {
        let mut words = line.split_whitespace();
        let player = match words.next() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            _ => return None,
        };
        let verb = words.next()?;
        let rest: Vec<&str> = words.collect();
        let act = |act| Some(Ok(PlayerAct { player, act }));
        let expected = |what: &str| {
            Some(Err(format!(
                "'{player} {verb}' is followed by {what}, found {}",
                Excerpt::new(line)
            )))
        };
        match (verb, &rest[..]) {
            ("claims", [name]) => act(Act::Claim(name.to_string())),
            ("claims", _) => expected("the claim's name, one word"),
            ("resigns", []) => act(Act::Resign),
            ("resigns", _) => expected("nothing"),
            ("offers", ["draw"]) => act(Act::OfferDraw),
            ("accepts", ["draw"]) => act(Act::AcceptDraw),
            ("declines", ["draw"]) => act(Act::DeclineDraw),
            ("offers" | "accepts" | "declines", _) => expected("'draw' alone"),
            _ => None,
        }
    }
}
