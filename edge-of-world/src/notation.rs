//! Move notation. A turn is its steps in the order they happen, separated
//! by commas:
//!
//! | step | written | example |
//! |---|---|---|
//! | start (a normal move) | piece, from, `:` (or `-`), to; `x` for a capture | `R C5:C7`, `N D3xG9` |
//! | stop | the text's own: from and to the same square | `R C7:C7` |
//! | momentum move | piece, from, `~`, where it ends (`x` if it captures, `off` if it leaves the board) | `R C7~C10`, `B F6~off` |
//! | part-way stop (`stop=part-way`) | the momentum move to where it stops, then the stop there | `R C7~C9:C9` |
//! | End of the World move | the same with `^` | `K B2^A1` |
//! | castling (`castling=fide`) | FIDE's; the King's two-square move also reads | `O-O`, `O-O-O`, `K G3:I3` |
//! | no start or stop (`action=optional`) | not written: a turn of momentum moves alone | `R C7~C10` |
//!
//! Reading is lenient: squares and piece letters in either case, the piece
//! letter may be left out, annotations (`!`, `?`) are ignored, and the
//! momentum and End of the World moves a turn leaves out are played after
//! the written steps, fastest first and then in square order (rank 1 first,
//! file A first), and under `action=optional` a turn written without its
//! start or stop ends without one. Written turns list every step but that
//! end.

use crate::castling::{self, CastlingSide};
use crate::options::Castling;
use crate::pieces::Kind;
use crate::position::{geometry, Position};
use crate::rules::{towards_edge, Rules, Step};
use crate::text::upper;
use kernel::excerpt::Excerpt;
use kernel::notation_lexer::{self, strip_quality_marks};
use kernel::{GeometryError, Square, Turn};
use thiserror::Error;

/// Why a turn's notation was refused. The step or turn it quotes is an
/// [`Excerpt`]: short, and escaped to one line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing was written.
    #[error("the turn is empty")]
    Empty,
    /// A step is not of the shape `R C5:C7`.
    #[error("{0} is not a step: expected a piece letter, a square, ':' '~' or '^', and a square, such as 'R C5:C7'")]
    Malformed(Excerpt),
    /// A step names a square that does not exist.
    #[error("{step}: {error}")]
    Square {
        /// The step.
        step: Excerpt,
        /// What is wrong with the square.
        error: GeometryError,
    },
    /// No piece stands where the step starts.
    #[error("{step}: there is no piece on {square}")]
    NoPiece {
        /// The step.
        step: Excerpt,
        /// The empty square.
        square: String,
    },
    /// The piece belongs to the other side.
    #[error("{step}: the piece on {square} is not the side to move's")]
    NotYours {
        /// The step.
        step: Excerpt,
        /// The square.
        square: String,
    },
    /// The piece letter does not match the piece.
    #[error("{step}: the step names a {written} but {square} holds a {found}")]
    WrongPiece {
        /// The step.
        step: Excerpt,
        /// The kind written.
        written: &'static str,
        /// The square.
        square: String,
        /// The kind found.
        found: &'static str,
    },
    /// A momentum or End of the World move for a piece that has none due.
    #[error("{step}: the piece on {square} has no such move due")]
    NotDue {
        /// The step.
        step: Excerpt,
        /// The square.
        square: String,
    },
    /// A momentum or End of the World move written to end elsewhere than it does.
    #[error("{step}: the piece ends on {actual}, not {written}")]
    WrongArrival {
        /// The step.
        step: Excerpt,
        /// Where the text says.
        written: String,
        /// Where the rules take it.
        actual: String,
    },
    /// Steps written after the turn has ended.
    #[error("{0}: the turn has already ended before this step")]
    AfterEnd(Excerpt),
    /// The turn still needs the player's start or stop.
    #[error("the turn {0} is unfinished: the player must still start or stop a piece")]
    Unfinished(Excerpt),
}

/// How a step is marked.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Move,
    Momentum,
    EndOfWorld,
}

/// Reads a whole turn in `pos`.
pub(crate) fn read_turn(
    rules: &Rules,
    pos: &Position,
    text: &str,
) -> Result<Turn<Step>, NotationError> {
    let mut scratch = pos.clone();
    let mut turn = Turn::new();
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.iter().all(|p| p.is_empty()) {
        return Err(NotationError::Empty);
    }
    for (i, part) in parts.iter().enumerate() {
        if i > 0 && !scratch.turn.active {
            return Err(NotationError::AfterEnd(Excerpt::new(part)));
        }
        let step = match read_step(rules, &scratch, part) {
            Ok(step) => step,
            // Under `action=optional` the end of a turn without its start
            // or stop is not written: an End of the World move written
            // where the turn still waits for one comes after that end.
            Err(error) => {
                let mut after = scratch.clone();
                rules.play_step(&mut after, Step::End);
                match read_step(rules, &after, part) {
                    Ok(step) if rules.may_end(&scratch) => {
                        turn.push(Step::End);
                        scratch = after;
                        step
                    }
                    _ => return Err(error),
                }
            }
        };
        rules.play_step(&mut scratch, step);
        turn.push(step);
    }
    let mut buffer = Vec::new();
    let mut guard = 0;
    while scratch.turn.active && guard < 256 {
        guard += 1;
        buffer.clear();
        rules.steps(&scratch, &mut buffer);
        // What a turn may leave unwritten: momentum and End of the World
        // moves, and under `action=optional` the end without a start or
        // stop.
        let Some(&auto) = buffer
            .iter()
            .find(|s| matches!(s, Step::Momentum(_) | Step::EndOfWorld(_) | Step::End))
        else {
            return Err(NotationError::Unfinished(Excerpt::new(text.trim())));
        };
        rules.play_step(&mut scratch, auto);
        turn.push(auto);
    }
    Ok(turn)
}

/// Reads one step in `pos`.
fn read_step(rules: &Rules, pos: &Position, raw: &str) -> Result<Step, NotationError> {
    // The text writes no check: only the quality marks are annotations.
    let step_text = strip_quality_marks(raw).0.trim();
    let malformed = || NotationError::Malformed(Excerpt::new(raw));
    if let Some(side) = castling_side(step_text) {
        return read_castling(pos, raw, side);
    }
    let mut chars = step_text.chars();
    let first = chars.next().ok_or_else(malformed)?;
    let second = chars.next();
    let (letter, rest) =
        if first.is_ascii_alphabetic() && !second.is_some_and(|c| c.is_ascii_digit()) {
            let kind = Kind::from_letter(first).ok_or_else(malformed)?;
            (Some(kind), step_text[first.len_utf8()..].trim_start())
        } else {
            (None, step_text)
        };
    let g = geometry();
    let square_error = |error| NotationError::Square {
        step: Excerpt::new(raw),
        error,
    };
    let (from, rest) = g.parse_square_prefix(rest).map_err(square_error)?;
    let rest = rest.trim_start();
    let (mark, rest) = if let Some(r) = rest.strip_prefix('~') {
        (Mark::Momentum, r)
    } else if let Some(r) = rest.strip_prefix('^') {
        (Mark::EndOfWorld, r)
    } else if let Some(r) = rest.strip_prefix(':').or_else(|| rest.strip_prefix('-')) {
        (Mark::Move, r)
    } else if rest.starts_with(['x', 'X']) {
        (Mark::Move, rest)
    } else {
        return Err(malformed());
    };
    let rest = rest.trim_start();
    let rest = rest.strip_prefix(['x', 'X']).unwrap_or(rest).trim_start();
    // A part-way stop: the momentum move's end, then the stop there.
    let (rest, stop_at) = match rest.split_once(':') {
        Some((arrival, stop)) if mark == Mark::Momentum => {
            let stop = g.parse_square(stop.trim()).map_err(square_error)?;
            (arrival.trim_end(), Some(stop))
        }
        _ => (rest, None),
    };
    let to = if rest.eq_ignore_ascii_case("off") {
        None
    } else if rest.is_empty() && mark != Mark::Move {
        Some(None)
    } else {
        Some(Some(g.parse_square(rest).map_err(square_error)?))
    };

    let square = upper(from);
    let piece = pos.board.get(from).ok_or_else(|| NotationError::NoPiece {
        step: Excerpt::new(raw),
        square: square.clone(),
    })?;
    // Under `end-of-world=all` the End of the World moves the other side's
    // pieces too.
    let moved_by_the_world = mark == Mark::EndOfWorld && pos.turn.eotw.contains(from);
    if piece.color() != pos.side && !moved_by_the_world {
        return Err(NotationError::NotYours {
            step: Excerpt::new(raw),
            square,
        });
    }
    if let Some(k) = letter {
        if k != Kind::of(piece) {
            return Err(NotationError::WrongPiece {
                step: Excerpt::new(raw),
                written: k.name(),
                square,
                found: Kind::of(piece).name(),
            });
        }
    }
    let step = match mark {
        Mark::Move => match to {
            Some(Some(to)) if to == from => Step::Stop(from),
            Some(Some(to)) => Step::Start { from, to },
            _ => return Err(malformed()),
        },
        Mark::Momentum => {
            if pos.motion_at(from).is_none() {
                return Err(NotationError::NotDue {
                    step: Excerpt::new(raw),
                    square,
                });
            }
            match stop_at {
                Some(at) if to == Some(Some(at)) => return Ok(Step::StopPartWay { from, at }),
                Some(_) => return Err(malformed()),
                None => Step::Momentum(from),
            }
        }
        Mark::EndOfWorld => {
            if !pos.turn.eotw.contains(from) {
                return Err(NotationError::NotDue {
                    step: Excerpt::new(raw),
                    square,
                });
            }
            Step::EndOfWorld(from)
        }
    };
    if let (Step::Momentum(_) | Step::EndOfWorld(_), Some(written)) = (step, to) {
        let actual = arrival(rules, pos, step);
        if actual != written {
            return Err(NotationError::WrongArrival {
                step: Excerpt::new(raw),
                written: written.map_or("off the board".to_string(), upper),
                actual: actual.map_or("off the board".to_string(), upper),
            });
        }
    }
    Ok(step)
}

/// The side `text` castles on, if it is `O-O` or `O-O-O` (with capital
/// O's or zeros, as the kernel's lexer reads them).
fn castling_side(text: &str) -> Option<CastlingSide> {
    notation_lexer::Castling::read(text).map(|side| match side {
        notation_lexer::Castling::King => CastlingSide::King,
        notation_lexer::Castling::Queen => CastlingSide::Queen,
    })
}

/// Reads `O-O` or `O-O-O`: the King's two-square start towards that Rook.
/// Whether it may castle is the rules' business (`play_turn` says why not).
fn read_castling(pos: &Position, raw: &str, side: CastlingSide) -> Result<Step, NotationError> {
    let from = castling::king_home(pos.side);
    let square = upper(from);
    match pos.board.get(from) {
        Some(p) if p == Kind::King.piece(pos.side) => Ok(Step::Start {
            from,
            to: castling::king_target(pos.side, side),
        }),
        Some(p) if p.color() != pos.side => Err(NotationError::NotYours {
            step: Excerpt::new(raw),
            square,
        }),
        Some(p) => Err(NotationError::WrongPiece {
            step: Excerpt::new(raw),
            written: Kind::King.name(),
            square,
            found: Kind::of(p).name(),
        }),
        None => Err(NotationError::NoPiece {
            step: Excerpt::new(raw),
            square,
        }),
    }
}

/// Where a momentum or End of the World move takes its piece (`None`: off
/// the board), and whether it captures.
fn journey(rules: &Rules, pos: &Position, step: Step) -> (Option<Square>, bool) {
    let mut scratch = pos.clone();
    let arrival = match step {
        Step::Momentum(s) => match scratch.motion_at(s) {
            Some(m) => {
                let count = if m.direction.is_leap() {
                    m.speed / 2
                } else {
                    m.speed
                };
                rules.travel(&mut scratch, s, m.direction, count)
            }
            None => return (Some(s), false),
        },
        Step::EndOfWorld(s) => {
            let g = scratch.board.geometry();
            let speed = if scratch.turn.eotw_speed > 0 {
                scratch.turn.eotw_speed
            } else {
                crate::rules::eotw_speed(scratch.board.count())
            };
            match towards_edge(s, g.files(), g.ranks()) {
                Some(d) => rules.travel(&mut scratch, s, d, speed),
                None => return (Some(s), false),
            }
        }
        Step::Start { to, .. } => return (Some(to), pos.board.get(to).is_some()),
        Step::Stop(s) => return (Some(s), false),
        Step::StopPartWay { at, .. } => return (Some(at), false),
        Step::End => return (None, false),
    };
    (arrival.at, arrival.captured.is_some())
}

/// Where a momentum or End of the World move takes its piece (`None`: off
/// the board); for the other steps, where the piece ends.
pub(crate) fn arrival(rules: &Rules, pos: &Position, step: Step) -> Option<Square> {
    journey(rules, pos, step).0
}

/// Writes one step as played from `pos`; the end of a turn without its
/// start or stop is not written (`""`).
pub(crate) fn write_step(rules: &Rules, pos: &Position, step: Step) -> String {
    let (from, mark) = match step {
        Step::End => return String::new(),
        Step::Start { from, .. } => (from, ":"),
        Step::Stop(s) => (s, ":"),
        Step::Momentum(s) => (s, "~"),
        Step::EndOfWorld(s) => (s, "^"),
        Step::StopPartWay { from, at } => {
            let letter = pos.board.get(from).map_or('?', |p| Kind::of(p).letter());
            return format!("{letter} {}~{}:{}", upper(from), upper(at), upper(at));
        }
    };
    let letter = pos.board.get(from).map_or('?', |p| Kind::of(p).letter());
    if let Step::Start { from, to } = step {
        let king = pos.board.get(from) == Some(Kind::King.piece(pos.side));
        if king && rules.options.castling == Castling::Fide {
            if let Some(side) = castling::side_of(pos.side, from, to) {
                let side = match side {
                    CastlingSide::King => notation_lexer::Castling::King,
                    CastlingSide::Queen => notation_lexer::Castling::Queen,
                };
                return side.text().to_string();
            }
        }
    }
    let (to, captures) = journey(rules, pos, step);
    let capture = if captures { "x" } else { "" };
    let mark = if captures && mark == ":" { "" } else { mark };
    let target = to.map_or("off".to_string(), upper);
    format!("{letter} {}{mark}{capture}{target}", upper(from))
}

/// Writes a whole turn played from `pos`.
pub(crate) fn write_turn(rules: &Rules, pos: &Position, turn: &[Step]) -> String {
    let mut scratch = pos.clone();
    let mut parts = Vec::with_capacity(turn.len());
    for &step in turn {
        if step != Step::End {
            parts.push(write_step(rules, &scratch, step));
        }
        rules.play_step(&mut scratch, step);
    }
    parts.join(", ")
}
