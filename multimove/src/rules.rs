//! The rules of the mutator: which steps may come next, what a step does,
//! why a step is refused, and the end of the game.

use crate::cost::Cost;
use crate::game::Multimove;
use crate::position::Position;
use kernel::chesslike::{Move, MoveKind};
use kernel::{Color, SquareSet};
use std::fmt;
use thiserror::Error;

/// One step of a turn: a move bought from the budget, or the player ending
/// the turn. A turn ends by itself when a move gives check or no points are
/// left, so `EndTurn` is only needed while points remain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// A move of the base game.
    Move(Move),
    /// The player ends the turn (allowed once at least one move is made).
    EndTurn,
}

/// Why one step may not be played where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StepRule {
    /// "A check must be nullified on the first move of a turn."
    #[error("{side} is in check, and the first move of a turn must nullify the check")]
    CheckNotNullified {
        /// The side in check.
        side: Color,
    },
    /// "A player may not expose his royal piece to check during a sequence
    /// of moves, even if the check is only temporary."
    #[error("it would expose {side}'s king to check, which is not allowed even for a moment of the turn")]
    ExposesRoyal {
        /// The side whose King would be attacked.
        side: Color,
    },
    /// The move costs more than the points left: "Each turn a player may
    /// spend up to N points". The message quotes the rule, and where the
    /// move would fit but for the extra point of a piece that has already
    /// moved this turn, that rule instead.
    #[error("{}", over_budget(*cost, *left))]
    OverBudget {
        /// What the move would cost.
        cost: Cost,
        /// The points left.
        left: u8,
    },
    /// "... to make at least one move per turn."
    #[error("a turn must make at least one move before it may end")]
    EndBeforeMove,
    /// A rule of the base game (how the piece moves, castling rights...).
    #[error("{0}")]
    Base(String),
}

/// The page's sentence on the budget.
const BUDGET_RULE: &str =
    "\"Each turn a player may spend up to N points (N/2 for White's initial turn)\"";

/// The page's sentence on moving a piece again.
const AGAIN_RULE: &str =
    "\"Moving a piece that has already been moved during the turn costs an extra point\"";

/// Why a move costing `cost` does not fit the `left` points, naming the
/// one rule that explains it: the piece's second move of the turn when
/// the move would fit without its extra point, the budget otherwise.
fn over_budget(cost: Cost, left: u8) -> String {
    let total = cost.total();
    let points = |n: u8| {
        if n == 1 {
            "1 point".to_string()
        } else {
            format!("{n} points")
        }
    };
    let costs = format!(
        "it costs {} ({}) and only {} left",
        points(total),
        cost.parts(),
        if left == 1 {
            "1 is".to_string()
        } else {
            format!("{left} are")
        }
    );
    if cost.again > 0 && total - cost.again <= left {
        format!("the piece has already moved this turn, and {AGAIN_RULE}: {costs}")
    } else {
        format!("{costs}: {BUDGET_RULE}")
    }
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnEnd {
    /// Move `n` (1-based) gave check: "the checking player may make no
    /// further moves that turn".
    Check(usize),
    /// No points were left after move `n`.
    NoPoints(usize),
    /// The player ended the turn after `n` moves.
    Ended(usize),
}

impl fmt::Display for TurnEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnEnd::Check(n) => write!(f, "move {n} gave check, and giving check ends the turn"),
            TurnEnd::NoPoints(n) => write!(f, "no points were left after move {n}"),
            TurnEnd::Ended(n) => write!(f, "the player ended the turn after move {n}"),
        }
    }
}

/// Why a whole turn was refused, naming the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TurnError {
    /// No steps at all.
    #[error("a turn needs at least one move")]
    Empty,
    /// One step breaks a rule.
    #[error("move {index} ({step}) is illegal: {rule}")]
    Step {
        /// 1-based position in the turn.
        index: usize,
        /// The step as written.
        step: String,
        /// The rule it breaks.
        rule: StepRule,
    },
    /// A step after the turn had already ended.
    #[error("move {index} ({step}) comes after the turn ended: {end}")]
    AfterEnd {
        /// 1-based position in the turn.
        index: usize,
        /// The step as written.
        step: String,
        /// Why the turn had ended.
        end: TurnEnd,
    },
    /// The steps stop in the middle of the turn.
    #[error("the turn is unfinished: it must end with an end-of-turn step")]
    Unfinished,
}

/// A legal turn checked by [`Multimove::check_turn`]: what each move cost,
/// how the turn ended and where it leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedTurn {
    /// The cost of each move, in order (the end-of-turn step costs nothing
    /// and is not listed).
    pub costs: Vec<Cost>,
    /// How the turn ended.
    pub end: TurnEnd,
    /// The position after the turn.
    pub after: Position,
}

impl CheckedTurn {
    /// The points spent.
    pub fn total(&self) -> u32 {
        self.costs.iter().map(|c| u32::from(c.total())).sum()
    }
}

impl<B> Multimove<B> {
    /// What `mv` costs in `position`: squares, capture, a second move of
    /// the piece this turn, promotion.
    ///
    /// # Examples
    /// ```
    /// use multimove::{Multimove, Step, Variant};
    /// let game = Multimove::fide();
    /// let start = game.start_position();
    /// let turn = game.read_turn(&start, "N g1-f3").unwrap();
    /// let Step::Move(knight) = turn[0] else { unreachable!() };
    /// assert_eq!(game.cost(&start, knight).total(), 2);
    /// ```
    pub fn cost(&self, position: &Position, mv: Move) -> Cost {
        let captures = position.base.captured(mv).is_some();
        self.prices
            .cost(mv, captures, position.moved.contains(mv.from))
    }

    /// Whether `step` may be played in `position`, and what it costs
    /// (`None` for the end-of-turn step).
    ///
    /// # Errors
    /// [`StepRule`]: the rule the step breaks.
    pub fn check_step(&self, position: &Position, step: Step) -> Result<Option<Cost>, StepRule> {
        let us = position.side_to_move();
        let mv = match step {
            Step::EndTurn if position.in_turn() => return Ok(None),
            Step::EndTurn => return Err(StepRule::EndBeforeMove),
            Step::Move(mv) => mv,
        };
        let mut legal = false;
        self.game
            .for_each_legal_move(&position.base, |m| legal |= m == mv);
        if legal {
            let cost = self.cost(position, mv);
            return if cost.total() <= position.points {
                Ok(Some(cost))
            } else {
                Err(StepRule::OverBudget {
                    cost,
                    left: position.points,
                })
            };
        }
        let pseudo_legal = match position.base.board().get(mv.from) {
            Some(piece) if piece.color() == us && !matches!(mv.kind, MoveKind::Castle(_)) => {
                let mut found = false;
                self.game
                    .piece_moves(&position.base, mv.from, piece, |m| found |= m == mv);
                found
            }
            _ => false,
        };
        if !pseudo_legal {
            return Err(StepRule::Base(
                self.game.explain_illegal(&position.base, mv),
            ));
        }
        if self.game.royal_attacked(&position.base, us) {
            Err(StepRule::CheckNotNullified { side: us })
        } else {
            Err(StepRule::ExposesRoyal { side: us })
        }
    }

    /// Checks a whole turn step by step and reports the cost of each move.
    ///
    /// # Errors
    /// [`TurnError`] naming the first step that breaks a rule and the rule.
    ///
    /// # Examples
    /// ```
    /// use multimove::{Multimove, Variant};
    /// let game = Multimove::fide();
    /// let start = game.start_position();
    /// // White's first turn has 4 points: 2 + 3 is too much.
    /// let greedy = game.read_turn(&start, "N b1-c3, N c3-e4").unwrap();
    /// assert!(game.check_turn(&start, &greedy).is_err());
    /// let turn = game.read_turn(&start, "N b1-c3, e2-e3").unwrap();
    /// let checked = game.check_turn(&start, &turn).unwrap();
    /// assert_eq!(checked.total(), 2 + 1);
    /// ```
    pub fn check_turn(&self, position: &Position, turn: &[Step]) -> Result<CheckedTurn, TurnError> {
        if turn.is_empty() {
            return Err(TurnError::Empty);
        }
        let mut at = position.clone();
        let mut costs = Vec::new();
        let mut end = None;
        for (i, &step) in turn.iter().enumerate() {
            if let Some(end) = end {
                return Err(TurnError::AfterEnd {
                    index: i + 1,
                    step: self.step_text(&at, step),
                    end,
                });
            }
            match self.check_step(&at, step) {
                Ok(cost) => costs.extend(cost),
                Err(rule) => {
                    return Err(TurnError::Step {
                        index: i + 1,
                        step: self.step_text(&at, step),
                        rule,
                    })
                }
            }
            let us = at.side_to_move();
            self.apply_step(&mut at, step);
            if !at.in_turn() {
                let n = costs.len();
                end = Some(if step == Step::EndTurn {
                    TurnEnd::Ended(n)
                } else if self.game.royal_attacked(&at.base, !us) {
                    TurnEnd::Check(n)
                } else {
                    TurnEnd::NoPoints(n)
                });
            }
        }
        let end = end.ok_or(TurnError::Unfinished)?;
        Ok(CheckedTurn {
            costs,
            end,
            after: at,
        })
    }

    /// Calls `f` with every move the side to move may buy next, with its
    /// cost.
    pub(crate) fn for_each_move(&self, position: &Position, mut f: impl FnMut(Move, Cost)) {
        self.game.for_each_legal_move(&position.base, |mv| {
            let cost = self.cost(position, mv);
            if cost.total() <= position.points {
                f(mv, cost);
            }
        });
    }

    /// Whether the side to move can start its turn: it has a move it can
    /// pay for.
    pub(crate) fn can_move(&self, position: &Position) -> bool {
        let mut any = false;
        self.for_each_move(position, |_, _| any = true);
        any
    }

    /// Plays `step`, checked or not, without panicking.
    ///
    /// The halfmove clock counts turns and does not depend on the order of
    /// the moves: the first move of a turn adds one, and any capture or pawn
    /// move sets it to zero. The move number grows when Black's turn ends.
    pub(crate) fn apply_step(&self, position: &mut Position, step: Step) {
        let us = position.side_to_move();
        let mv = match step {
            Step::EndTurn => return self.end_turn(position),
            Step::Move(mv) => mv,
        };
        let Some(piece) = position.base.board().get(mv.from) else {
            // Nothing to move: a written move that cannot be played.
            return self.end_turn(position);
        };
        let cost = self.cost(position, mv).total();
        let captures = position.base.captured(mv).is_some();
        let mut clock = position.base.halfmove_clock();
        if !position.in_turn() {
            clock = clock.saturating_add(1);
        }
        if captures || self.game.is_pawn(piece.kind()) {
            clock = 0;
        }
        let number = position.base.fullmove_number();
        self.game.make_move(&mut position.base, mv);
        position.base.set_side_to_move(us);
        position.base.set_fullmove_number(number);
        position.base.set_halfmove_clock(clock);
        let castling = match mv.kind {
            MoveKind::Castle(side) => self.game.rules().castling[us.index()]
                .get(side as usize)
                .copied(),
            _ => None,
        };
        match castling {
            Some(c) => {
                for square in [c.king_from, c.rook_from] {
                    position.moved.remove(square);
                }
                for square in [c.king_to, c.rook_to] {
                    position.moved.insert(square);
                }
            }
            None => {
                position.moved.remove(mv.from);
                position.moved.insert(mv.to);
            }
        }
        position.points = position.points.saturating_sub(cost);
        if position.points == 0 || self.game.royal_attacked(&position.base, !us) {
            self.end_turn(position);
        }
    }

    /// Hands the turn to the other side with a fresh budget.
    fn end_turn(&self, position: &mut Position) {
        let us = position.side_to_move();
        position.base.set_side_to_move(!us);
        if us == Color::Black {
            let number = position.base.fullmove_number();
            position.base.set_fullmove_number(number.saturating_add(1));
        }
        position.points = self.budget;
        position.moved = SquareSet::EMPTY;
    }
}
