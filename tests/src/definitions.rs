//! Check and legal turns defined from the rules, once per variant, by brute
//! force over the plain step search ([`crate::search`]): no `accept_turn`,
//! no `legal_turns`, no variant's own check test. The properties in
//! [`crate::properties`] compare each variant with its definition.
//!
//! # Asking "is the side to move in check?"
//!
//! Check is about what the *opponent* could do next from the board as it
//! stands, so the definitions need the opponent to move from the same
//! board. That position is built from the position text: the side-to-move
//! field flipped and the en passant field cleared (the en passant square
//! belongs to the side to move, which the opponent's own double step
//! made; the opponent cannot use it). Everything else, every momentum
//! included, stays as it is: the checked side stands still, exactly as the
//! rules imagine it.
//!
//! # Chess-like games and pinned attackers
//!
//! In FIDE chess a King is in check when an enemy piece could take it,
//! even one that could not legally move because it is pinned to its own
//! King (FIDE Laws 3.9). A chess-like variant's steps are its legal moves,
//! so they leave such captures out. The chess-like definitions therefore
//! ask a [`Twin`]: the same game compiled from the same rules with the King
//! made an ordinary piece, whose steps are every move the pieces make
//! (the moves the real game tests for King safety, untested). Its
//! position text reader has no King to validate, so it reads positions
//! the real game refuses (the side not to move in check), which is
//! exactly what the question needs.

use crate::search::{some_turn_end_by, turn_ends, turn_ends_by};
use crate::texts::{attack_fen, board_grid, fen_part, fields, flip_momentum, grid_text};
use kernel::chesslike::{Castling, Chesslike, Move, MoveKind, Rules};
use kernel::{Color, Role, Square, Variant};
use std::collections::HashSet;

/// Turn ends with one step sequence that reaches each.
pub type Ends<V> = crate::search::EndMap<<V as Variant>::Position, <V as Variant>::Step>;

/// A variant's rules of check and legality, written from its `RULES.md`
/// without using the variant's own answers to those questions.
pub trait Definition {
    /// The variant defined.
    type Game: Variant;

    /// The variant.
    fn game(&self) -> &Self::Game;

    /// Whether the side to move in `position` (a turn boundary) is in check.
    ///
    /// # Errors
    /// A message if the position needed to decide cannot be built.
    fn in_check(&self, position: &<Self::Game as Variant>::Position) -> Result<bool, String>;

    /// Every legal turn from `position` (a turn boundary), by the position
    /// it leads to, each with one sequence of steps that plays it.
    ///
    /// # Errors
    /// A message if a position needed to decide cannot be built.
    fn legal_ends(
        &self,
        position: &<Self::Game as Variant>::Position,
    ) -> Result<Ends<Self::Game>, String>;

    /// Whether the steps offered in `position` (a boundary or the middle of
    /// a turn) are exactly the ones the rules allow there, for a variant
    /// that judges each step rather than the whole turn. Every other
    /// variant has nothing to check here.
    ///
    /// # Errors
    /// The first disagreement, with the position.
    fn check_steps(&self, position: &<Self::Game as Variant>::Position) -> Result<(), String> {
        let _ = position;
        Ok(())
    }

    /// Whether [`Definition::check_steps`] checks anything.
    fn judges_steps(&self) -> bool {
        false
    }
}

/// Momentum Chess, from `momentum/RULES.md`.
///
/// Rule 9, check: "the side to move is in check when the opponent, playing
/// a turn from this position (the checked side's pieces standing still),
/// has some order of events that captures the King." Here: the opponent to
/// move from the same board ([`flip_momentum`]), and some sequence of its
/// steps, found by the plain step search, ends its turn with the King off
/// the board.
///
/// Ruling 8, forced exposure: "a turn is legal if it captures the enemy
/// King or leaves the mover's King not capturable by the opponent's next
/// turn. If no turn does either, then a player in check has no legal turn
/// (checkmate), and a player not in check must play one of the turns that
/// expose the King (forced exposure)." Here: every end of the plain step
/// search; from each, the opponent's plain step search; the rest as
/// quoted.
///
/// Rule 7, castling, is ruled on here, not taken from the game's steps:
/// "Castling needs the rights, King and corner piece not in motion and
/// the squares between empty. Ruling (castling through check): the King
/// must not stand on, pass or land on a square where the opponent, moving
/// next from the board as it is at the moment of castling, could capture
/// it." The King is put on each of those squares of the board at that
/// moment, and the opponent's plain step search asked. Queenside, the
/// Colorbound Clobberers' King goes to b1 and their Bede to c1; every
/// other castling is FIDE's.
///
/// Ruling (castling after taking the King): a turn goes on after it takes
/// the enemy King (every piece in motion is still resolved, the action
/// still made), and if its action is castling, the opponent's pieces are
/// still asked whether they could capture the King on its squares, though
/// their side, without a King, will never move again. Reason: "could
/// capture it" is what the pieces can do, as a pinned piece in FIDE chess
/// still gives check; and it is what the game does (its castling test
/// looks at the pieces, not at the game's end). The case is moot for the
/// result (the game is won) but not for counting distinct turns.
///
/// When the opponent's turn is searched for a capture, castling is left
/// out: "the capturing side's own castling needs only rights and empty
/// squares", and it cannot decide a capture anyway. Castling is the
/// turn's one action, so the capture would be a momentum move that
/// castling unblocks; but the squares castling empties are corners (no
/// line passes through one) and the King's square, whose rank line is
/// blocked again by the squares castling fills or needs empty.
#[derive(Debug, Clone, Copy)]
pub struct MomentumDefinition<'a> {
    /// The game, with its armies.
    pub game: &'a momentum::Momentum,
}

fn momentum_king(position: &momentum::Position, color: Color) -> bool {
    position
        .board()
        .pieces(color)
        .any(|(_, p)| p.kind() == momentum::pieces::KING)
}

fn is_castling(step: momentum::Step) -> bool {
    matches!(
        step,
        momentum::Step::Start(Move {
            kind: MoveKind::Castle(_),
            ..
        })
    )
}

impl MomentumDefinition<'_> {
    /// Whether the side to move in `position` (a turn boundary) has a turn
    /// that ends with the other side's King off the board.
    pub fn can_capture_king(&self, position: &momentum::Position) -> bool {
        let victim = !position.side_to_move();
        let game = self.game;
        let steps = |at: &momentum::Position, out: &mut Vec<momentum::Step>| {
            game.steps(at, out);
            out.retain(|&s| !is_castling(s));
        };
        some_turn_end_by(game, position, &steps, |end| !momentum_king(end, victim))
    }

    /// Whether the King of the side to move could be captured by the
    /// opponent's next turn if it stood on `square` (rather than `from`) of
    /// the board of `text` (the middle of a turn or its start).
    fn capturable_on(&self, text: &str, from: Square, square: Square) -> Result<bool, String> {
        let parts = fields(text);
        let board = parts.first().copied().unwrap_or("");
        let mut grid = board_grid(board, 8)?;
        let king = grid[from.rank() as usize][from.file() as usize].take();
        grid[square.rank() as usize][square.file() as usize] = king;
        let kept: Vec<&str> = parts
            .iter()
            .copied()
            .filter(|f| !f.starts_with("turn="))
            .collect();
        let probe = crate::texts::with_field(&kept.join(" "), 0, &grid_text(&grid))?;
        // The King is off its square, so the rights would not read; the
        // capture search leaves castling out anyway.
        let probe = crate::texts::with_field(&probe, 2, "-")?;
        let mut probe = flip_momentum(&probe)?;
        let attacker_white = fields(&probe).get(1) == Some(&"w");
        let attacker_king = if attacker_white { 'K' } else { 'k' };
        if !grid.iter().flatten().any(|&c| c == Some(attacker_king)) {
            // The opponent's King was taken earlier in this turn, and a
            // side without a King has no turn to start; its pieces are
            // asked all the same, from a turn already begun with nothing
            // yet done (see the type's docs).
            let motions = fields(&probe).get(6).copied().unwrap_or("-").to_string();
            let pending: Vec<String> = motions
                .split(',')
                .filter_map(|m| {
                    let s = kernel::Geometry::CHESS.parse_square_prefix(m).ok()?.0;
                    let piece = grid[s.rank() as usize][s.file() as usize]?;
                    (piece.is_ascii_uppercase() == attacker_white).then(|| s.to_string())
                })
                .collect();
            let pending = if pending.is_empty() {
                "-".to_string()
            } else {
                pending.join(".")
            };
            probe = format!("{probe} turn={pending}/0/-/0");
        }
        let position = self
            .game
            .read_position(&probe)
            .map_err(|e| format!("castling probe '{probe}' does not read: {e}"))?;
        Ok(self.can_capture_king(&position))
    }

    /// The castlings rule 7 allows the side to move in `position` (a turn
    /// boundary or the middle of a turn), as steps.
    ///
    /// # Errors
    /// A message if the position text or a probe does not read.
    pub fn castlings(&self, position: &momentum::Position) -> Result<Vec<momentum::Step>, String> {
        let us = position.side_to_move();
        let rights = position.chess().castling();
        if !(0..2).any(|side| rights.has(us, side)) {
            // Most positions: no need to take the text apart.
            return Ok(Vec::new());
        }
        let text = self.game.write_position(position);
        let parts = fields(&text);
        let action_made = parts
            .iter()
            .find_map(|f| f.strip_prefix("turn="))
            .is_some_and(|t| t.split('/').nth(1) == Some("1"));
        let (Some(board), Some(side), Some(rights), Some(motions)) =
            (parts.first(), parts.get(1), parts.get(2), parts.get(6))
        else {
            return Err(format!("'{text}' has too few fields"));
        };
        if action_made {
            return Ok(Vec::new());
        }
        let white = *side == "w";
        let rank = if white { 0 } else { 7 };
        let grid = board_grid(board, 8)?;
        let at = |file: u8| grid[rank as usize][file as usize];
        let own = |c: char| c.is_ascii_uppercase() == white;
        let moving = |file: u8| {
            let name = Square::new(file, rank).to_string();
            motions.split(',').any(|m| m.starts_with(&name))
        };
        let bede = self.game.armies()[usize::from(!white)] == momentum::Army::ColorboundClobberers;
        let mut found = Vec::new();
        // (side, right, King's file after, corner file, its file after)
        for (index, right, king_to, corner, corner_to) in [
            (0u8, 'K', 6u8, 7u8, 5u8),
            (
                1,
                'Q',
                if bede { 1 } else { 2 },
                0,
                if bede { 2 } else { 3 },
            ),
        ] {
            let right = if white {
                right
            } else {
                right.to_ascii_lowercase()
            };
            let king_home = at(4).is_some_and(|c| own(c) && c.eq_ignore_ascii_case(&'K'));
            let corner_home = at(corner).is_some_and(|c| {
                own(c) && !c.eq_ignore_ascii_case(&'K') && !c.eq_ignore_ascii_case(&'P')
            });
            if !rights.contains(right) || !king_home || !corner_home || moving(4) || moving(corner)
            {
                continue;
            }
            let span = |a: u8, b: u8| a.min(b)..=a.max(b);
            let clear = span(4, king_to)
                .chain(span(corner, corner_to))
                .all(|file| file == 4 || file == corner || at(file).is_none());
            if !clear {
                continue;
            }
            let from = Square::new(4, rank);
            let mut safe = true;
            for file in span(4, king_to) {
                if self.capturable_on(&text, from, Square::new(file, rank))? {
                    safe = false;
                    break;
                }
            }
            if safe {
                found.push(momentum::Step::Start(Move {
                    from,
                    to: Square::new(king_to, rank),
                    kind: MoveKind::Castle(index),
                }));
            }
        }
        Ok(found)
    }

    /// Every end of the turns from `position`, with the game's steps but
    /// castling as rule 7 says.
    fn every_turn(
        &self,
        position: &momentum::Position,
    ) -> Result<Ends<momentum::Momentum>, String> {
        let error = std::cell::RefCell::new(None);
        let steps = |at: &momentum::Position, out: &mut Vec<momentum::Step>| {
            self.game.steps(at, out);
            out.retain(|&s| !is_castling(s));
            match self.castlings(at) {
                Ok(castlings) => out.extend(castlings),
                Err(e) => {
                    error.borrow_mut().get_or_insert(e);
                }
            }
        };
        let ends = turn_ends_by(self.game, position, &steps);
        match error.into_inner() {
            Some(e) => Err(e),
            None => Ok(ends),
        }
    }
}

impl Definition for MomentumDefinition<'_> {
    type Game = momentum::Momentum;

    fn game(&self) -> &momentum::Momentum {
        self.game
    }

    fn in_check(&self, position: &momentum::Position) -> Result<bool, String> {
        let text = self.game.write_position(position);
        let flipped = flip_momentum(&text)?;
        let opponent_to_move = self
            .game
            .read_position(&flipped)
            .map_err(|e| format!("'{text}' with the other side to move, '{flipped}': {e}"))?;
        Ok(self.can_capture_king(&opponent_to_move))
    }

    fn legal_ends(&self, position: &momentum::Position) -> Result<Ends<Self::Game>, String> {
        let us = position.side_to_move();
        let every = self.every_turn(position)?;
        let legal: Ends<Self::Game> = every
            .iter()
            .filter(|(end, _)| !momentum_king(end, !us) || !self.can_capture_king(end))
            .map(|(end, steps)| (end.clone(), steps.clone()))
            .collect();
        if !legal.is_empty() {
            Ok(legal)
        } else if self.in_check(position)? {
            Ok(Ends::<Self::Game>::default())
        } else {
            Ok(every)
        }
    }
}

/// Edge of the World Chess, from `edge-of-world/RULES.md`: "There is no
/// check or restriction on moving into check." No position is check, and
/// every turn the steps allow is legal: the ends of the plain step search.
#[derive(Debug, Clone, Copy)]
pub struct EdgeDefinition<'a> {
    /// The game.
    pub game: &'a edge_of_world::EdgeOfWorld,
}

impl Definition for EdgeDefinition<'_> {
    type Game = edge_of_world::EdgeOfWorld;

    fn game(&self) -> &Self::Game {
        self.game
    }

    fn in_check(&self, _position: &edge_of_world::Position) -> Result<bool, String> {
        Ok(false)
    }

    fn legal_ends(&self, position: &edge_of_world::Position) -> Result<Ends<Self::Game>, String> {
        Ok(turn_ends(self.game, position))
    }
}

/// A chess-like game with the King made an ordinary piece: its steps are
/// every move the pieces make, none refused for King safety. See the
/// [module docs](self).
#[derive(Debug, Clone)]
pub struct Twin {
    game: Chesslike,
    royal: Vec<u8>,
}

impl Twin {
    /// The twin of the game `rules` describe.
    ///
    /// # Errors
    /// A message if the rules do not compile.
    pub fn new(rules: &Rules) -> Result<Twin, String> {
        let mut rules = rules.clone();
        let mut royal = Vec::new();
        for (i, kind) in rules.kinds.iter_mut().enumerate() {
            if kind.role == Role::Royal {
                kind.role = Role::Piece;
                royal.push(i as u8);
            }
        }
        rules.name.push_str("-without-royalty");
        // Its reader cannot check a castling right without a King.
        rules.start = crate::texts::with_field(&rules.start, 2, "-")?;
        let game = Chesslike::new(rules).map_err(|e| e.to_string())?;
        Ok(Twin { game, royal })
    }

    /// The compiled twin.
    pub fn game(&self) -> &Chesslike {
        &self.game
    }

    fn has_king(&self, position: &kernel::chesslike::Position, color: Color) -> bool {
        position
            .board()
            .pieces(color)
            .any(|(_, p)| self.royal.contains(&p.kind()))
    }

    /// Whether `attacker` (`'w'` or `'b'`), moving next on the board of
    /// `fen`, could take the other side's King with one move: whether that
    /// King is attacked, in FIDE's sense.
    ///
    /// # Errors
    /// A message if the board does not read.
    pub fn can_take_king(&self, fen: &str, attacker: char) -> Result<bool, String> {
        let text = attack_fen(fen, attacker)?;
        let position = self
            .game
            .read_position(&text)
            .map_err(|e| format!("'{text}' does not read without royalty: {e}"))?;
        let victim = !position.side_to_move();
        let mut moves = Vec::new();
        self.game.steps(&position, &mut moves);
        Ok(moves.into_iter().any(|mv| {
            let mut next = position.clone();
            self.game.play_step(&mut next, mv);
            !self.has_king(&next, victim)
        }))
    }

    /// The moves of every piece of the side to move in `fen` (castling
    /// rights dropped, en passant kept), none refused for King safety.
    ///
    /// # Errors
    /// A message if the text does not read.
    pub fn moves(&self, fen: &str) -> Result<Vec<Move>, String> {
        let text = crate::texts::with_field(fen, 2, "-")?;
        let position = self
            .game
            .read_position(&text)
            .map_err(|e| format!("'{text}' does not read without royalty: {e}"))?;
        let mut moves = Vec::new();
        self.game.steps(&position, &mut moves);
        Ok(moves)
    }

    /// The castlings that FIDE Laws 3.8 allows the side to move in `fen`,
    /// found from the text and the rules' castling squares: the right is
    /// in the castling field, King and partner stand on their squares, the
    /// squares either passes or lands on are empty, the King is not in
    /// check, and no square it passes over is attacked. (The square it
    /// lands on is judged with the other moves: the King must not be
    /// attacked after the move.)
    ///
    /// # Errors
    /// A message if the text does not read.
    pub fn castlings(&self, fen: &str) -> Result<Vec<Move>, String> {
        let parts = fields(fen);
        let (Some(board), Some(side), Some(rights)) = (parts.first(), parts.get(1), parts.get(2))
        else {
            return Err(format!("'{fen}' is not a FEN"));
        };
        let us = if *side == "w" {
            Color::White
        } else {
            Color::Black
        };
        let them = crate::texts::other_side(side)?;
        let geometry = self.game.rules().geometry;
        let grid = board_grid(board, geometry.files() as usize)?;
        let at = |s: Square| grid[s.rank() as usize][s.file() as usize];
        let mut found = Vec::new();
        for (side_index, c) in self.game.rules().castling[us.index()].iter().enumerate() {
            let letter = match (us, side_index) {
                (Color::White, 0) => 'K',
                (Color::White, _) => 'Q',
                (Color::Black, 0) => 'k',
                (Color::Black, _) => 'q',
            };
            let king_letter = if us == Color::White { 'K' } else { 'k' };
            if !rights.contains(letter) || at(c.king_from) != Some(king_letter) {
                continue;
            }
            let ours = at(c.rook_from).is_some_and(|p| {
                p.is_ascii_uppercase() == (us == Color::White) && p != king_letter
            });
            if !ours || !paths_empty(c, &at) {
                continue;
            }
            if self.can_take_king(fen, them)? {
                continue;
            }
            let mut passes_safely = true;
            for square in passed(c) {
                let mut moved = grid.clone();
                moved[c.king_from.rank() as usize][c.king_from.file() as usize] = None;
                moved[square.rank() as usize][square.file() as usize] = Some(king_letter);
                let probe = crate::texts::with_field(fen, 0, &grid_text(&moved))?;
                if self.can_take_king(&probe, them)? {
                    passes_safely = false;
                }
            }
            if passes_safely {
                found.push(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side_index as u8),
                });
            }
        }
        Ok(found)
    }
}

/// The squares strictly between the King's start and end of castling `c`.
fn passed(c: &Castling) -> Vec<Square> {
    let (a, b) = (
        c.king_from.file().min(c.king_to.file()),
        c.king_from.file().max(c.king_to.file()),
    );
    (a + 1..b)
        .map(|file| Square::new(file, c.king_from.rank()))
        .collect()
}

/// Whether every square King or partner passes or lands on is empty, but
/// for the two of them.
fn paths_empty(c: &Castling, at: &impl Fn(Square) -> Option<char>) -> bool {
    let rank = c.king_from.rank();
    let span = |x: u8, y: u8| x.min(y)..=x.max(y);
    span(c.king_from.file(), c.king_to.file())
        .chain(span(c.rook_from.file(), c.rook_to.file()))
        .map(|file| Square::new(file, rank))
        .all(|s| s == c.king_from || s == c.rook_from || at(s).is_none())
}

/// What the chess-like definition needs to know of a variant built on a
/// chess-like game with one move per turn.
pub trait ChessFamily: Variant {
    /// The rules of the chess-like game underneath (pieces, castling).
    fn base_rules(&self) -> Rules;

    /// The step that plays `mv`.
    fn step_of(&self, mv: Move) -> Self::Step;

    /// Moves the variant adds to the ones its pieces make, for the side to
    /// move of `fen`, found from the text (`twin` names the kinds).
    ///
    /// # Errors
    /// A message if the text does not read.
    fn extra_moves(&self, fen: &str, twin: &Twin) -> Result<Vec<Move>, String> {
        let _ = (fen, twin);
        Ok(Vec::new())
    }

    /// Whether the game is over on the board of `fen`, so that no move is
    /// legal. None by default: a lost King cannot happen in these games.
    ///
    /// # Errors
    /// A message if the text does not read.
    fn over_on_the_board(&self, fen: &str) -> Result<bool, String> {
        let _ = fen;
        Ok(false)
    }
}

impl ChessFamily for Chesslike {
    fn base_rules(&self) -> Rules {
        self.rules().clone()
    }

    fn step_of(&self, mv: Move) -> Move {
        mv
    }
}

impl ChessFamily for heavy_gravity::HeavyGravity {
    fn base_rules(&self) -> Rules {
        heavy_gravity::rules()
    }

    fn step_of(&self, mv: Move) -> Move {
        mv
    }
}

impl ChessFamily for forward::Forward {
    fn base_rules(&self) -> Rules {
        forward::rules()
    }

    fn step_of(&self, mv: Move) -> Move {
        mv
    }

    /// Rule 3: "A pawn created on the eight rank does not promote
    /// automatically, but its owner can promote it in place as a move", to
    /// Queen, Rook, Bishop or Knight (the crate's ruling).
    fn extra_moves(&self, fen: &str, twin: &Twin) -> Result<Vec<Move>, String> {
        let parts = fields(fen);
        let grid = board_grid(parts.first().copied().unwrap_or(""), 8)?;
        let white = parts.get(1) == Some(&"w");
        let (rank, pawn) = if white { (7u8, 'P') } else { (0, 'p') };
        let mut moves = Vec::new();
        for file in 0..8u8 {
            if grid[rank as usize][file as usize] == Some(pawn) {
                let s = Square::new(file, rank);
                for letter in ['Q', 'R', 'B', 'N'] {
                    let kind = twin
                        .game()
                        .kind_by_letter(letter)
                        .ok_or_else(|| format!("no kind '{letter}'"))?;
                    moves.push(Move {
                        from: s,
                        to: s,
                        kind: MoveKind::Promotion(kind),
                    });
                }
            }
        }
        Ok(moves)
    }

    /// Rule 8: "A player moving his King to an unattacked square on the
    /// eighth rank wins immediately": a King on its last rank (rank 8 for
    /// White, 1 for Black) has ended the game.
    fn over_on_the_board(&self, fen: &str) -> Result<bool, String> {
        let grid = board_grid(fields(fen).first().copied().unwrap_or(""), 8)?;
        Ok(grid[7].contains(&Some('K')) || grid[0].contains(&Some('k')))
    }
}

/// FIDE chess and the games that change only its pieces and rules of
/// movement (Heavy Gravity Chess, Forward Chess), from FIDE Laws 3.8-3.10
/// as each `RULES.md` keeps them: the King is in check when an enemy piece
/// could take it (the [`Twin`] answers); a move is legal when the King is
/// not attacked once it is made (Forward Chess rule 5: "a capture and a
/// resulting piece creation are considered to be a single move", so the
/// position after the move is the variant's own `play_step`); castling
/// also needs the King out of check and the squares it passes over
/// unattacked. The moves tried are every move of the pieces (the twin's
/// steps), the castlings the rules describe, and the variant's own extra
/// moves.
#[derive(Debug, Clone)]
pub struct ChessDefinition<'a, V> {
    game: &'a V,
    twin: Twin,
}

impl<'a, V: ChessFamily> ChessDefinition<'a, V> {
    /// The definition of `game`.
    ///
    /// # Errors
    /// A message if the twin does not compile.
    pub fn new(game: &'a V) -> Result<Self, String> {
        Ok(ChessDefinition {
            twin: Twin::new(&game.base_rules())?,
            game,
        })
    }
}

impl<V: ChessFamily> Definition for ChessDefinition<'_, V> {
    type Game = V;

    fn game(&self) -> &V {
        self.game
    }

    fn in_check(&self, position: &V::Position) -> Result<bool, String> {
        let fen = fen_part(&self.game.write_position(position));
        let them = crate::texts::other_side(fields(&fen).get(1).copied().unwrap_or(""))?;
        self.twin.can_take_king(&fen, them)
    }

    fn legal_ends(&self, position: &V::Position) -> Result<Ends<V>, String> {
        let fen = fen_part(&self.game.write_position(position));
        let mut ends = Ends::<V>::default();
        if self.game.over_on_the_board(&fen)? {
            return Ok(ends);
        }
        let them = crate::texts::other_side(fields(&fen).get(1).copied().unwrap_or(""))?;
        let mut tried = self.twin.moves(&fen)?;
        tried.extend(self.twin.castlings(&fen)?);
        tried.extend(self.game.extra_moves(&fen, &self.twin)?);
        for mv in tried {
            let step = self.game.step_of(mv);
            let mut end = position.clone();
            self.game.play_step(&mut end, step);
            let after = fen_part(&self.game.write_position(&end));
            if !self.twin.can_take_king(&after, them)? {
                ends.entry(end).or_insert_with(|| vec![step]);
            }
        }
        Ok(ends)
    }
}

/// Multimove Chess, from `multimove/RULES.md`, over its chess-like base.
///
/// Check: "Check is judged on the board alone, never on points": an enemy
/// piece could take the King with one move of the base game (the
/// [`Twin`] of the base game answers, pinned attackers included).
///
/// Legality is judged step by step ([`Definition::check_steps`]): a move
/// may be made when the base game's pieces make it (castling as FIDE
/// Laws 3.8 says), its price is at most the points left ("Each turn a
/// player may spend up to N points"), and it leaves the King unattacked
/// ("A player may not expose his royal piece to check during a sequence
/// of moves, even if the check is only temporary"; "A check must be
/// nullified on the first move of a turn"); the end of the turn may be
/// chosen once a move is made; after a move the turn is over exactly when
/// it gave check ("the checking player may make no further moves that
/// turn") or no points are left. The price itself is the crate's
/// `Multimove::cost`, checked against the text's prices by the crate's own
/// tests: this definition is about check and King safety. A turn is
/// legal when each of its steps is, so the legal turns are the ends of the
/// plain step search.
pub struct MultimoveDefinition<'a, B> {
    game: &'a multimove::Multimove<B>,
    twin: Twin,
}

impl<'a, B> MultimoveDefinition<'a, B> {
    /// The definition of `game`.
    ///
    /// # Errors
    /// A message if the twin does not compile.
    pub fn new(game: &'a multimove::Multimove<B>) -> Result<Self, String> {
        Ok(MultimoveDefinition {
            twin: Twin::new(game.base_game().rules())?,
            game,
        })
    }
}

impl<B> MultimoveDefinition<'_, B> {
    /// The moves the rules allow next in `position` (a boundary or the
    /// middle of a turn): made by the pieces or castling, affordable, and
    /// leaving the King unattacked.
    ///
    /// # Errors
    /// A message if a position text does not read.
    pub fn allowed_moves(&self, position: &multimove::Position) -> Result<HashSet<Move>, String> {
        let game = self.game;
        let fen = fen_part(&game.write_position(position));
        let them = crate::texts::other_side(fields(&fen).get(1).copied().unwrap_or(""))?;
        let mut tried = self.twin.moves(&fen)?;
        tried.extend(self.twin.castlings(&fen)?);
        let mut allowed = HashSet::new();
        for mv in tried {
            if game.cost(position, mv).total() > position.points() {
                continue;
            }
            let mut after = position.clone();
            game.play_step(&mut after, multimove::Step::Move(mv));
            let after_fen = fen_part(&game.write_position(&after));
            if !self.twin.can_take_king(&after_fen, them)? {
                allowed.insert(mv);
            }
        }
        Ok(allowed)
    }
}

impl<B> Definition for MultimoveDefinition<'_, B> {
    type Game = multimove::Multimove<B>;

    fn game(&self) -> &Self::Game {
        self.game
    }

    fn in_check(&self, position: &multimove::Position) -> Result<bool, String> {
        let fen = fen_part(&self.game.write_position(position));
        let them = crate::texts::other_side(fields(&fen).get(1).copied().unwrap_or(""))?;
        self.twin.can_take_king(&fen, them)
    }

    fn legal_ends(&self, position: &multimove::Position) -> Result<Ends<Self::Game>, String> {
        Ok(turn_ends(self.game, position))
    }

    fn judges_steps(&self) -> bool {
        true
    }

    fn check_steps(&self, position: &multimove::Position) -> Result<(), String> {
        use multimove::Step;
        let game = self.game;
        let text = game.write_position(position);
        let fen = fen_part(&text);
        let side = fields(&fen).get(1).copied().unwrap_or("").to_string();
        let them = crate::texts::other_side(&side)?;
        let us = crate::texts::other_side(&them.to_string())?;
        let points = position.points();
        let allowed = self.allowed_moves(position)?;
        let mut offered = Vec::new();
        game.steps(position, &mut offered);
        let offered_moves: HashSet<Move> = offered
            .iter()
            .filter_map(|s| match s {
                Step::Move(mv) => Some(*mv),
                Step::EndTurn => None,
            })
            .collect();
        if let Some(mv) = offered_moves.difference(&allowed).next() {
            return Err(format!(
                "'{}' is offered at '{text}', but the rules forbid it",
                game.write_step(position, Step::Move(*mv))
            ));
        }
        if let Some(mv) = allowed.difference(&offered_moves).next() {
            return Err(format!(
                "'{}' is allowed at '{text}', but not offered",
                game.write_step(position, Step::Move(*mv))
            ));
        }
        let ends = offered.contains(&Step::EndTurn);
        if ends != game.in_turn(position) {
            return Err(format!(
                "ending the turn is {} at '{text}'",
                if ends { "offered" } else { "not offered" }
            ));
        }
        for mv in offered_moves {
            let cost = game.cost(position, mv).total();
            let mut after = position.clone();
            game.play_step(&mut after, Step::Move(mv));
            let after_fen = fen_part(&game.write_position(&after));
            let check = self.twin.can_take_king(&after_fen, us)?;
            let over = check || cost >= points;
            if over == game.in_turn(&after) {
                return Err(format!(
                    "after '{}' at '{text}' the turn {}, but it gave {}check and left {} points",
                    game.write_step(position, Step::Move(mv)),
                    if over { "goes on" } else { "is over" },
                    if check { "" } else { "no " },
                    points.saturating_sub(cost)
                ));
            }
        }
        Ok(())
    }
}
