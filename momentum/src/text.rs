//! Position text: FEN, then every piece's momentum, then the armies.
//!
//! ```text
//! rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 e4+0+2,e5+0-2 armies=fabulous-fides,fabulous-fides
//! ```
//!
//! The seventh field lists the pieces in motion, `-` if none: the square,
//! `x` for a capture speed, and the displacement in files and ranks as on
//! the board (`+0-2` is two squares towards rank 1). Piece letters are
//! those of [`crate::pieces`]. A position in the middle of a turn adds
//! `turn=<pending squares joined by '.'>/<action made 0|1>/<double-step
//! square or ->/<clock reset 0|1>`. A text without the momentum field (a
//! plain FEN) has no piece in motion.
//!
//! The reader refuses what no play of the rules reaches, so that every
//! text it reads writes back as itself and every position the rules reach
//! from it reads back: an en passant square off the rank the opponent's
//! double step skips (rank 6 with White to move, rank 3 with Black, as in
//! FIDE chess), and a `turn=` field whose parts contradict each other or
//! the turn's rules (a pending square without a piece of the side to move
//! in motion, nothing pending with the action made, a double-step square
//! without the action that makes it, off the rank the mover's double step
//! skips, or without the clock reset). It does not ask how the position
//! was reached (which Pawn made the double step), as FIDE's reader does not.

use crate::pieces::{Army, KING, PAWN};
use crate::position::{bit, Motion, Motions, Position, TurnState};
use crate::Momentum;
use kernel::chesslike::{CastlingRights, FenError, Position as ChessPosition};
use kernel::excerpt::Excerpt;
use kernel::{Board, Color, Square};
use thiserror::Error;

/// Why a position text was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The board field does not read.
    #[error("board: {0}")]
    Board(FenError),
    /// Too few or too many fields.
    #[error("expected a FEN of 4 to 6 fields, a momentum field, 'armies=' and 'turn=', found {0} fields")]
    FieldCount(usize),
    /// The side is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', not {0}")]
    BadSide(Excerpt),
    /// A castling letter that the position cannot have.
    #[error("castling field {field}: {reason}")]
    BadCastling {
        /// The field.
        field: Excerpt,
        /// Why.
        reason: String,
    },
    /// The en passant field is not `-`, or not a square the opponent's
    /// double step skips (rank 6 with White to move, rank 3 with Black).
    #[error("en passant field {field}: {reason}")]
    BadEnPassant {
        /// The field.
        field: Excerpt,
        /// Why.
        reason: String,
    },
    /// A clock is not a number.
    #[error("clock {0} is not a number")]
    BadClock(Excerpt),
    /// A momentum entry is malformed.
    #[error("momentum entry {entry}: {reason}")]
    BadMomentum {
        /// The entry.
        entry: Excerpt,
        /// Why.
        reason: String,
    },
    /// The armies field does not read.
    #[error("armies field {0}: expected armies=WHITE,BLACK with known army names")]
    BadArmies(Excerpt),
    /// The text is for other armies than this game's.
    #[error("the position is for armies {text}, this game has {game}")]
    WrongArmies {
        /// The armies of the text (two known names, so short).
        text: String,
        /// The game's.
        game: String,
    },
    /// A piece that is not in its side's army.
    #[error("the {color} piece '{letter}' on {square} is not in the {army} army")]
    NotInArmy {
        /// Its colour.
        color: Color,
        /// Its letter.
        letter: char,
        /// Where.
        square: Square,
        /// The side's army.
        army: Army,
    },
    /// More than one King of a side.
    #[error("{color} has {count} Kings, at most one is allowed")]
    KingCount {
        /// The side.
        color: Color,
        /// How many.
        count: usize,
    },
    /// The turn field does not read.
    #[error("turn field {0}: expected turn=<squares|->/<0|1>/<square|->/<0|1>")]
    BadTurn(Excerpt),
    /// The turn field reads, but no turn of the rules is ever in that
    /// state: a pending square without a piece of the mover in motion, a
    /// turn with nothing left to do, a double-step square the mover's
    /// double step cannot skip or without the action it is made by.
    #[error("turn field {field}: {reason}")]
    UnreachableTurn {
        /// The field.
        field: Excerpt,
        /// Why.
        reason: String,
    },
}

impl Momentum {
    pub(crate) fn parse_position(&self, text: &str) -> Result<Position, PositionError> {
        let mut fields: Vec<&str> = Vec::new();
        let mut armies_field = None;
        let mut turn_field = None;
        for t in text.split_whitespace() {
            if let Some(a) = t.strip_prefix("armies=") {
                armies_field = Some(a);
            } else if let Some(a) = t.strip_prefix("turn=") {
                turn_field = Some(a);
            } else {
                fields.push(t);
            }
        }
        if let Some(a) = armies_field {
            self.check_armies_field(a)?;
        }
        let (fen, momentum_field) = match fields.len() {
            4..=6 => (&fields[..], None),
            7 => (&fields[..6], Some(fields[6])),
            n => return Err(PositionError::FieldCount(n)),
        };
        let board = self
            .game
            .parse_board(fen[0])
            .map_err(PositionError::Board)?;
        let side = match fen[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(PositionError::BadSide(Excerpt::new(other))),
        };
        self.check_board_armies(&board)?;
        let rights = self.parse_castling(fen[2], &board)?;
        let ep = self.parse_en_passant(fen[3], side)?;
        let clock = |t: Option<&&str>, default: u16| -> Result<u16, PositionError> {
            match t {
                None => Ok(default),
                Some(t) => t
                    .parse()
                    .map_err(|_| PositionError::BadClock(Excerpt::new(t))),
            }
        };
        let halfmove = clock(fen.get(4), 0)?;
        let fullmove = clock(fen.get(5), 1)?.max(1);
        let mut chess = ChessPosition::empty(self.geometry());
        *chess.board_mut() = board;
        chess.set_side_to_move(side);
        chess.set_castling(rights);
        chess.set_en_passant(ep);
        chess.set_halfmove_clock(halfmove);
        chess.set_fullmove_number(fullmove);
        let mut motion = Motions::default();
        if let Some(field) = momentum_field.filter(|f| *f != "-") {
            for entry in field.split(',') {
                self.read_motion_entry(entry, &chess, &mut motion)?;
            }
        }
        let mut turn = TurnState::default();
        if let Some(t) = turn_field {
            turn = self.parse_turn(t, &chess, &motion)?;
        }
        Ok(Position {
            chess,
            motion,
            turn,
        })
    }

    /// Checks the `armies=` field `a` of a position text against the
    /// game's armies.
    fn check_armies_field(&self, a: &str) -> Result<(), PositionError> {
        let parsed: Option<Vec<Army>> = a.split(',').map(|n| n.parse().ok()).collect();
        match parsed.as_deref() {
            Some(&[w, b]) if [w, b] == self.options.armies => Ok(()),
            Some(&[w, b]) => Err(PositionError::WrongArmies {
                text: format!("{w},{b}"),
                game: format!("{},{}", self.options.armies[0], self.options.armies[1]),
            }),
            _ => Err(PositionError::BadArmies(Excerpt::new(a))),
        }
    }

    /// Refuses a board with more than one King of a side, or a piece
    /// (beside King and Pawns) that is not of its side's army.
    fn check_board_armies(&self, board: &Board) -> Result<(), PositionError> {
        for color in Color::ALL {
            let kings = board
                .pieces(color)
                .filter(|(_, p)| p.kind() == KING)
                .count();
            if kings > 1 {
                return Err(PositionError::KingCount {
                    color,
                    count: kings,
                });
            }
            for (square, p) in board.pieces(color) {
                let army = self.options.armies[color.index()];
                if p.kind() != KING
                    && p.kind() != PAWN
                    && Army::of_kind(p.kind()).is_none_or(|(a, _)| a != army)
                {
                    return Err(PositionError::NotInArmy {
                        color,
                        letter: self.game.piece_char(p),
                        square,
                        army,
                    });
                }
            }
        }
        Ok(())
    }

    /// Reads the castling field `field` of a position text on `board`:
    /// each right needs its King and corner piece at home.
    fn parse_castling(&self, field: &str, board: &Board) -> Result<CastlingRights, PositionError> {
        let mut rights = CastlingRights::default();
        if field != "-" {
            for ch in field.chars() {
                let (color, side) = match ch {
                    'K' => (Color::White, 0),
                    'Q' => (Color::White, 1),
                    'k' => (Color::Black, 0),
                    'q' => (Color::Black, 1),
                    _ => {
                        return Err(PositionError::BadCastling {
                            field: Excerpt::new(field),
                            reason: format!("{} is not one of KQkq", Excerpt::new(&ch.to_string())),
                        })
                    }
                };
                let c = self.castling[color.index()][side];
                let king_home = board
                    .get(c.king_from)
                    .is_some_and(|p| p.color() == color && p.kind() == KING);
                let partner_home = board
                    .get(c.rook_from)
                    .is_some_and(|p| p.color() == color && p.kind() != KING && p.kind() != PAWN);
                if !king_home || !partner_home {
                    return Err(PositionError::BadCastling {
                        field: Excerpt::new(field),
                        reason: format!(
                            "{} needs the King on {} and the corner piece on {}",
                            Excerpt::new(&ch.to_string()),
                            c.king_from,
                            c.rook_from
                        ),
                    });
                }
                rights.0 |= CastlingRights::bit(color, side);
            }
        }
        Ok(rights)
    }

    /// Reads the en passant field `field` of a position text with `side`
    /// to move: `-` or the square the opponent's double step skipped.
    fn parse_en_passant(&self, field: &str, side: Color) -> Result<Option<Square>, PositionError> {
        let ep = match field {
            "-" => None,
            t => {
                let bad = |reason: String| PositionError::BadEnPassant {
                    field: Excerpt::new(t),
                    reason,
                };
                let s = self
                    .geometry()
                    .parse_square(t)
                    .map_err(|_| bad("not '-' or a square".to_string()))?;
                // The square the opponent's double step skipped, as FIDE
                // chess has it.
                let rank = self.geometry().relative_rank(!side, 2);
                if s.rank() != rank {
                    return Err(bad(format!(
                        "with {side} to move it must be on rank {}",
                        rank + 1
                    )));
                }
                Some(s)
            }
        };
        Ok(ep)
    }

    /// Reads one entry of the momentum field (`e4+0+2`, `d5x-1+1`) into
    /// `motion`, for a piece on `chess`'s board other than a King.
    fn read_motion_entry(
        &self,
        entry: &str,
        chess: &ChessPosition,
        motion: &mut Motions,
    ) -> Result<(), PositionError> {
        let bad = |reason: &str| PositionError::BadMomentum {
            entry: Excerpt::new(entry),
            reason: reason.to_string(),
        };
        let (square, rest) = self
            .geometry()
            .parse_square_prefix(entry)
            .map_err(|_| bad("expected a square such as e4 first"))?;
        let (capture, rest) = match rest.strip_prefix('x') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        // Two signed numbers: the second sign is found after the
        // first, which is one ASCII byte, so slicing there is safe.
        let split = rest
            .strip_prefix(['+', '-'])
            .and_then(|tail| tail.find(['+', '-']))
            .map(|i| i + 1);
        let (dx, dy) = match split {
            Some(i) => (rest[..i].parse::<i8>(), rest[i..].parse::<i8>()),
            None => return Err(bad("expected a signed displacement such as +0+2")),
        };
        let (Ok(dx), Ok(dy)) = (dx, dy) else {
            return Err(bad("expected a signed displacement such as +0+2"));
        };
        if !(-7..=7).contains(&dx) || !(-7..=7).contains(&dy) || (dx == 0 && dy == 0) {
            return Err(bad("the displacement must be from -7 to +7 and not zero"));
        }
        match chess.board().get(square) {
            None => return Err(bad("the square is empty")),
            Some(p) if p.kind() == KING => return Err(bad("Kings do not have momentum")),
            Some(_) => {}
        }
        if motion[square.index()].is_some() {
            return Err(bad("the square has momentum twice"));
        }
        motion.set(square.index(), Some(Motion { dx, dy, capture }));
        Ok(())
    }

    /// Reads the `turn=` field `t` of a position in the middle of a turn
    /// of the side to move of `chess`, whose pieces in motion are
    /// `motion`, and refuses a state no turn of the rules is ever in (see
    /// RULES.md, "Position text"):
    ///
    /// - a pending square must hold a piece of the side to move in motion
    ///   (pending pieces have not moved yet this turn);
    /// - nothing pending with the action made is a finished turn: the
    ///   position is then at the next turn's boundary, without the field;
    /// - a double-step square is set only by the turn's action, a Pawn's
    ///   double step, so it needs the action made and the clock reset, and
    ///   it is the square that a double step of the side to move skips
    ///   (rank 3 for White, rank 6 for Black), which the opponent may then
    ///   take en passant on.
    fn parse_turn(
        &self,
        t: &str,
        chess: &ChessPosition,
        motion: &Motions,
    ) -> Result<TurnState, PositionError> {
        let bad = || PositionError::BadTurn(Excerpt::new(t));
        let unreachable = |reason: String| PositionError::UnreachableTurn {
            field: Excerpt::new(t),
            reason,
        };
        let side = chess.side_to_move();
        let parts: Vec<&str> = t.split('/').collect();
        let [pending, action, ep_next, reset] = parts[..] else {
            return Err(bad());
        };
        let mut turn = TurnState {
            begun: true,
            ..TurnState::default()
        };
        if pending != "-" {
            for s in pending.split('.') {
                let s = self.geometry().parse_square(s).map_err(|_| bad())?;
                let ours = chess.board().get(s).is_some_and(|p| p.color() == side);
                if !ours || motion[s.index()].is_none() {
                    return Err(unreachable(format!(
                        "{s} is not a piece of the side to move in motion"
                    )));
                }
                turn.pending |= bit(s);
            }
        }
        turn.action_used = match action {
            "0" => false,
            "1" => true,
            _ => return Err(bad()),
        };
        turn.ep_next = match ep_next {
            "-" => None,
            s => Some(self.geometry().parse_square(s).map_err(|_| bad())?),
        };
        turn.reset_clock = match reset {
            "0" => false,
            "1" => true,
            _ => return Err(bad()),
        };
        if turn.pending == 0 && turn.action_used {
            return Err(unreachable(
                "nothing is pending and the action is made, so the turn is over".to_string(),
            ));
        }
        if let Some(skipped) = turn.ep_next {
            if !turn.action_used {
                return Err(unreachable(
                    "a double step is the turn's action, so its square needs the action made"
                        .to_string(),
                ));
            }
            let rank = self.geometry().relative_rank(side, 2);
            if skipped.rank() != rank {
                return Err(unreachable(format!(
                    "a double step of {side} skips a square on rank {}, not {skipped}",
                    rank + 1
                )));
            }
            if !turn.reset_clock {
                return Err(unreachable(
                    "a double step moves a Pawn, so the turn resets the fifty-move count (its last part is 1)"
                        .to_string(),
                ));
            }
        }
        Ok(turn)
    }

    pub(crate) fn position_text(&self, pos: &Position) -> String {
        let c = &pos.chess;
        let mut out = self.game.to_fen(c);
        let moving: Vec<String> = pos.in_motion().map(|(s, m)| format!("{s}{m}")).collect();
        out.push(' ');
        if moving.is_empty() {
            out.push('-');
        } else {
            out.push_str(&moving.join(","));
        }
        out.push_str(&format!(
            " armies={},{}",
            self.options.armies[0], self.options.armies[1]
        ));
        if let Some(turn) = pos.turn_field() {
            out.push(' ');
            out.push_str(&turn);
        }
        out
    }
}
