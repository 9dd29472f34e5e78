//! Position text: the board in FEN style (rank 12 first, `/` between ranks,
//! digits for empty squares), the side to move, the castling rights as in
//! FEN (`KQkq`; the field is left out when no right is held), the
//! fifty-move clock, and the momentum list in the text's own notation
//! `P X0 D S`, entries separated by commas (`-` when nothing moves). A
//! position in the middle of a turn adds `; turn` and what has happened so
//! far.
//!
//! ```text
//! 12/12/2rnbqkbnr2/2pppppppp2/12/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12 w KQkq 0 -
//! 12/12/.../12 b Kk 3 R C7 0 3, n E5 9 4
//! 12/12/.../12 w 0 R C7 0 3; turn due=C7 acted
//! ```

use crate::castling;
use crate::options::{Castling, EndOfWorldScope};
use crate::pieces::{motion_allowed, Direction, Kind};
use crate::position::{geometry, Position};
use crate::rules::Rules;
use kernel::excerpt::Excerpt;
use kernel::{Color, GeometryError, Square, SquareSet};
use std::fmt::{self, Write as _};
use thiserror::Error;

/// Why a position text was refused. What it quotes of the text is an
/// [`Excerpt`]: short, and escaped to one line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A field is missing.
    #[error("the position text has no {0}")]
    Missing(&'static str),
    /// The board does not have twelve ranks.
    #[error("the board has {0} ranks, expected 12")]
    RankCount(usize),
    /// A rank does not have twelve squares.
    #[error("rank {rank} ({text}) has {squares} squares, expected 12")]
    RankWidth {
        /// The rank, 1 to 12.
        rank: usize,
        /// Its text.
        text: Excerpt,
        /// The squares it describes.
        squares: usize,
    },
    /// A character on the board is no piece.
    #[error(
        "{letter:?} on rank {rank} is not a piece letter (K Q R B N P C, lower case for black)"
    )]
    UnknownPiece {
        /// The character.
        letter: char,
        /// The rank, 1 to 12.
        rank: usize,
    },
    /// A side has two Kings.
    #[error("{0} has more than one king")]
    TwoKings(Color),
    /// A Pawn stands on a row where it would have promoted.
    #[error("a {color} pawn stands on {square}, a row where it promotes")]
    PawnOnLastRow {
        /// Its colour.
        color: Color,
        /// Where.
        square: String,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move {0} is neither 'w' nor 'b'")]
    BadSide(Excerpt),
    /// The clock is not a number.
    #[error("fifty-move clock {0} is not a number below 1000")]
    BadClock(Excerpt),
    /// The field after the side to move is neither castling rights nor a
    /// clock.
    #[error("{0} after the side to move is neither castling rights (K Q k q, each at most once) nor a fifty-move clock")]
    BadCastling(Excerpt),
    /// The castling field names a right the board cannot hold.
    #[error("castling right '{right}' needs the {color} king on {king} and a {color} rook on {rook}, both at rest")]
    CastlingRight {
        /// The letter.
        right: char,
        /// Whose right.
        color: Color,
        /// The King's home square.
        king: String,
        /// The Rook's home square.
        rook: String,
    },
    /// The castling field in a game without castling.
    #[error("castling field {0} given, but this game has no castling (castling=off)")]
    CastlingOff(Excerpt),
    /// A momentum entry is not `P X0 D S`.
    #[error("momentum entry {0} is not 'piece square direction speed', such as 'R C7 0 3'")]
    EntryShape(Excerpt),
    /// A momentum entry names a square off the board.
    #[error("momentum entry {entry}: {error}")]
    EntrySquare {
        /// The entry.
        entry: Excerpt,
        /// What is wrong with its square.
        error: GeometryError,
    },
    /// A momentum entry names an empty square.
    #[error("momentum entry {0}: the square is empty")]
    EntryEmpty(Excerpt),
    /// A momentum entry's piece is not the piece on its square.
    #[error("momentum entry {entry}: the square holds '{found}'")]
    EntryPiece {
        /// The entry.
        entry: Excerpt,
        /// The piece letter on the board.
        found: char,
    },
    /// A momentum entry's direction is not one of the text's 0 to 15.
    #[error("momentum entry {0}: the direction must be from 0 to 15")]
    EntryDirection(Excerpt),
    /// A momentum entry's direction and speed are impossible for its piece.
    #[error("momentum entry {0}: that piece cannot move in that direction at that speed")]
    EntryMotion(Excerpt),
    /// Two momentum entries for one square.
    #[error("two momentum entries for {0}")]
    EntryTwice(String),
    /// The turn-state part is malformed.
    #[error("turn state {0} is malformed: expected words such as 'due=C7,E5', 'acted', 'progress', 'eotw=2:A1,B2'")]
    BadTurn(Excerpt),
}

/// Writes `pos` as text.
pub fn write(pos: &Position) -> String {
    let g = geometry();
    let mut out = String::new();
    for rank in (0..g.ranks()).rev() {
        let mut empty = 0;
        for file in 0..g.files() {
            match pos.board.get(Square::new(file, rank)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(Kind::fen_letter(p));
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let _ = write!(out, " {}", pos.side.fen_char());
    let rights = castling::letters(pos.castling);
    if !rights.is_empty() {
        let _ = write!(out, " {rights}");
    }
    let _ = write!(out, " {} ", pos.clock);
    out.push_str(&momentum_list(pos));
    if pos.turn.active {
        out.push_str("; turn");
        let t = &pos.turn;
        if !t.due.is_empty() {
            let _ = write!(out, " due={}", squares(t.due));
        }
        if t.acted {
            out.push_str(" acted");
        }
        if t.progress {
            out.push_str(" progress");
        }
        if t.eotw_speed > 0 {
            let list = if t.eotw.is_empty() {
                "-".to_string()
            } else {
                squares(t.eotw)
            };
            let _ = write!(out, " eotw={}:{list}", t.eotw_speed);
        }
    }
    out
}

/// The momentum list in the text's notation, fastest first; `-` if empty.
pub fn momentum_list(pos: &Position) -> String {
    let entries: Vec<String> = pos
        .motions()
        .iter()
        .filter_map(|m| {
            let p = pos.board.get(m.square)?;
            Some(format!(
                "{} {} {} {}",
                Kind::fen_letter(p),
                upper(m.square),
                m.direction.number(),
                m.speed
            ))
        })
        .collect();
    if entries.is_empty() {
        "-".to_string()
    } else {
        entries.join(", ")
    }
}

pub use crate::position::upper;

fn squares(set: SquareSet) -> String {
    set.iter().map(upper).collect::<Vec<_>>().join(",")
}

/// Reads a position text.
pub(crate) fn read(rules: &Rules, text: &str) -> Result<Position, PositionError> {
    let (main, turn) = match text.split_once(';') {
        Some((m, t)) => (m, Some(t)),
        None => (text, None),
    };
    let mut fields = main.split_whitespace();
    let board_text = fields.next().ok_or(PositionError::Missing("board"))?;
    let side_text = fields
        .next()
        .ok_or(PositionError::Missing("side to move"))?;
    let mut clock_text = fields
        .next()
        .ok_or(PositionError::Missing("fifty-move clock"))?;
    // The castling field, if any, stands before the clock; a clock starts
    // with a digit, the field never does.
    let mut castling_text = None;
    if !clock_text.starts_with(|c: char| c.is_ascii_digit()) {
        castling_text = Some(clock_text);
        clock_text = fields
            .next()
            .ok_or(PositionError::Missing("fifty-move clock"))?;
    }
    let rest: Vec<&str> = fields.collect();
    let rest = rest.join(" ");
    if rest.is_empty() {
        return Err(PositionError::Missing(
            "momentum list ('-' if nothing moves)",
        ));
    }

    let mut pos = Position::empty();
    read_board(&mut pos, board_text)?;
    check_kings_and_pawns(rules, &pos)?;
    pos.side = match side_text {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(PositionError::BadSide(Excerpt::new(other))),
    };
    pos.clock = match clock_text.parse::<u16>() {
        Ok(n) if n < 1000 => n,
        _ => return Err(PositionError::BadClock(Excerpt::new(clock_text))),
    };
    let castling = rules.options.castling == Castling::Fide;
    if rest.trim() != "-" {
        for entry in rest.split(',') {
            read_entry(&mut pos, entry.trim(), castling)?;
        }
    }
    if let Some(field) = castling_text {
        read_castling(&mut pos, field, castling)?;
    }
    // The turn state of the side to move at a turn boundary.
    pos.turn.due = pos.in_motion(pos.side);
    if let Some(turn) = turn {
        read_turn_state(rules, &mut pos, turn)?;
    }
    Ok(pos)
}

/// Reads the board field `board_text` (ranks from the top, `/` between
/// them, digits for empty squares) onto the empty board of `pos`.
fn read_board(pos: &mut Position, board_text: &str) -> Result<(), PositionError> {
    let g = geometry();
    let ranks: Vec<&str> = board_text.split('/').collect();
    if ranks.len() != g.ranks() as usize {
        return Err(PositionError::RankCount(ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_number = g.ranks() as usize - i;
        let rank = (rank_number - 1) as u8;
        let mut file = 0usize;
        let mut digits = String::new();
        let width_error = |squares| PositionError::RankWidth {
            rank: rank_number,
            text: Excerpt::new(rank_text),
            squares,
        };
        let flush = |digits: &mut String, file: &mut usize| {
            if !digits.is_empty() {
                *file += digits.parse::<usize>().unwrap_or(99);
                digits.clear();
            }
        };
        for c in rank_text.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                if digits.len() > 2 {
                    return Err(width_error(99));
                }
                continue;
            }
            flush(&mut digits, &mut file);
            let kind = match Kind::from_letter(c) {
                Some(k) if !c.eq_ignore_ascii_case(&'w') => k,
                _ => {
                    return Err(PositionError::UnknownPiece {
                        letter: c,
                        rank: rank_number,
                    })
                }
            };
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            if file >= g.files() as usize {
                return Err(width_error(file + 1));
            }
            pos.board
                .set(Square::new(file as u8, rank), Some(kind.piece(color)));
            file += 1;
        }
        flush(&mut digits, &mut file);
        if file != g.files() as usize {
            return Err(width_error(file));
        }
    }
    Ok(())
}

/// Refuses two Kings of a side, and a Pawn on a row where it promotes
/// (it would have become a Corsair).
fn check_kings_and_pawns(rules: &Rules, pos: &Position) -> Result<(), PositionError> {
    for color in Color::ALL {
        let king = Kind::King.piece(color);
        if pos
            .board
            .occupied_by(color)
            .iter()
            .filter(|&s| pos.board.get(s) == Some(king))
            .count()
            > 1
        {
            return Err(PositionError::TwoKings(color));
        }
        // A Pawn on a row where it promotes would have become a Corsair.
        let promotion = rules.options.promotion;
        let pawn = Kind::Pawn.piece(color);
        if let Some(s) = pos
            .board
            .occupied_by(color)
            .iter()
            .find(|&s| promotion.promotes(color, s.rank()) && pos.board.get(s) == Some(pawn))
        {
            return Err(PositionError::PawnOnLastRow {
                color,
                square: upper(s),
            });
        }
    }
    Ok(())
}

/// Reads the castling field: each right needs its King and Rook at home
/// and at rest (a right is held only by pieces that never moved).
fn read_castling(pos: &mut Position, field: &str, castling: bool) -> Result<(), PositionError> {
    if field
        .chars()
        .any(|c| castling::right_of_letter(c).is_none())
    {
        return Err(PositionError::BadCastling(Excerpt::new(field)));
    }
    if !castling {
        return Err(PositionError::CastlingOff(Excerpt::new(field)));
    }
    for letter in field.chars() {
        let Some((color, side)) = castling::right_of_letter(letter) else {
            return Err(PositionError::BadCastling(Excerpt::new(field)));
        };
        let bit = castling::bit(color, side);
        if pos.castling & bit != 0 {
            return Err(PositionError::BadCastling(Excerpt::new(field)));
        }
        let (king, rook) = (castling::king_home(color), castling::rook_home(color, side));
        let at_rest = |square, kind: Kind| {
            pos.board.get(square) == Some(kind.piece(color)) && pos.motion_byte(square) == 0
        };
        if !(at_rest(king, Kind::King) && at_rest(rook, Kind::Rook)) {
            return Err(PositionError::CastlingRight {
                right: letter,
                color,
                king: upper(king),
                rook: upper(rook),
            });
        }
        pos.castling |= bit;
    }
    Ok(())
}

fn read_entry(pos: &mut Position, entry: &str, castling: bool) -> Result<(), PositionError> {
    let shape = || PositionError::EntryShape(Excerpt::new(entry));
    let parts: Vec<&str> = entry.split_whitespace().collect();
    let [letter, square, direction, speed] = parts.as_slice() else {
        return Err(shape());
    };
    let mut letters = letter.chars();
    let (Some(c), None) = (letters.next(), letters.next()) else {
        return Err(shape());
    };
    let kind = Kind::from_letter(c).ok_or_else(shape)?;
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let square = geometry()
        .parse_square(square)
        .map_err(|error| PositionError::EntrySquare {
            entry: Excerpt::new(entry),
            error,
        })?;
    let direction: u8 = direction.parse().map_err(|_| shape())?;
    let speed: u8 = speed.parse().map_err(|_| shape())?;
    let direction = Direction::new(direction)
        .ok_or_else(|| PositionError::EntryDirection(Excerpt::new(entry)))?;
    let on_board = pos
        .board
        .get(square)
        .ok_or_else(|| PositionError::EntryEmpty(Excerpt::new(entry)))?;
    if on_board != kind.piece(color) {
        return Err(PositionError::EntryPiece {
            entry: Excerpt::new(entry),
            found: Kind::fen_letter(on_board),
        });
    }
    if !motion_allowed(kind, color, direction, speed, castling) {
        return Err(PositionError::EntryMotion(Excerpt::new(entry)));
    }
    if pos.motion_at(square).is_some() {
        return Err(PositionError::EntryTwice(upper(square)));
    }
    pos.set_motion(square, direction, speed);
    Ok(())
}

fn read_turn_state(rules: &Rules, pos: &mut Position, text: &str) -> Result<(), PositionError> {
    let bad = || PositionError::BadTurn(Excerpt::new(text.trim()));
    let mut words = text.split_whitespace();
    if words.next() != Some("turn") {
        return Err(bad());
    }
    let ours = pos.board.occupied_by(pos.side);
    // The End of the World moves every piece under `end-of-world=all`.
    let movers = match rules.options.end_of_world {
        EndOfWorldScope::Own => ours,
        EndOfWorldScope::All => pos.board.occupied(),
    };
    let read_set = |list: &str, allowed: SquareSet| -> Result<SquareSet, PositionError> {
        let mut set = SquareSet::EMPTY;
        if list == "-" {
            return Ok(set);
        }
        for s in list.split(',') {
            let square = geometry().parse_square(s).map_err(|_| bad())?;
            if !allowed.contains(square) {
                return Err(bad());
            }
            set.insert(square);
        }
        Ok(set)
    };
    pos.turn.active = true;
    pos.turn.due = SquareSet::EMPTY;
    for word in words {
        if word == "acted" {
            pos.turn.acted = true;
        } else if word == "progress" {
            pos.turn.progress = true;
        } else if let Some(list) = word.strip_prefix("due=") {
            let set = read_set(list, ours)?;
            if set.iter().any(|s| pos.motion_byte(s) == 0) {
                return Err(bad());
            }
            pos.turn.due = set;
        } else if let Some(spec) = word.strip_prefix("eotw=") {
            let (speed, list) = spec.split_once(':').ok_or_else(bad)?;
            let speed: u8 = speed.parse().map_err(|_| bad())?;
            if !(1..=3).contains(&speed) {
                return Err(bad());
            }
            pos.turn.eotw_speed = speed;
            pos.turn.eotw = read_set(list, movers)?;
        } else {
            return Err(bad());
        }
    }
    // A turn state that the rules would already have moved past is not one
    // a game can reach; refuse it rather than hold an unreachable position.
    let mut settled = pos.clone();
    rules.settle(&mut settled);
    if settled != *pos || (pos.turn.eotw_speed > 0 && !pos.turn.due.is_empty()) {
        return Err(bad());
    }
    Ok(())
}

impl fmt::Debug for Position {
    /// `Position("<position text>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Position").field(&write(self)).finish()
    }
}

impl fmt::Display for Position {
    /// The board, the side to move with the fifty-move clock, the pieces
    /// in motion, and in the middle of a turn what is left of it. The
    /// castling rights are in the position text, not here: the reviewed
    /// game reports draw every position this way.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Files in capitals, as the notation writes squares (`C1`).
        f.write_str(&kernel::board::diagram_with_files(
            &self.board,
            |p| Kind::fen_letter(p).to_string(),
            kernel::board::FileLetters::Upper,
        ))?;
        write!(
            f,
            "{} to move, fifty-move clock {}\nmomentum: {}\n",
            self.side,
            self.clock,
            momentum_list(self)
        )?;
        if self.turn.active {
            let full = write(self);
            if let Some((_, turn)) = full.split_once("; ") {
                writeln!(f, "in the turn: {turn}")?;
            }
        }
        Ok(())
    }
}
