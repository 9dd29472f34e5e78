//! What a game report shows beyond the turns as written: the key to a
//! game's pieces and notation ([`Legend`]), each position drawn with its
//! pieces in motion and where each goes next ([`Scene`]), and the events
//! inside a turn ([`Event`]).
//!
//! A variant supplies them ([`crate::Variant::legend`],
//! [`crate::Variant::scene`], [`crate::Variant::events`]; by default there
//! is nothing to show); the replay ([`crate::replay`]) records them turn by
//! turn and draws them as text, and `cargo xtask verify-games --html` as
//! web pages. They are pictures for people: nothing here decides a rule.
//!
//! # Examples
//! ```
//! use kernel::scene::{Next, Scene, SceneMotion};
//! use kernel::{chess, Color, Square, Variant};
//! let chess = chess::fide();
//! let start = chess.start_position();
//! let mut scene = Scene::of_board(start.board(), Color::White, |p| chess.piece_char(p));
//! // A piece in motion (chess has none; a momentum variant lists them).
//! scene.momentum = true;
//! scene.motions.push(SceneMotion {
//!     square: Square::new(4, 1),
//!     color: Color::White,
//!     piece: "Pawn".to_string(),
//!     momentum: "+0+2".to_string(),
//!     toward: (0, 2),
//!     next: Next::Goes,
//!     note: String::new(),
//! });
//! let text = scene.text();
//! assert!(text.contains(" 2 P  P  P  P  P* P  P  P\n"), "{text}");
//! assert!(text.contains("e2 Pawn +0+2 → e4\n"), "{text}");
//! ```

use crate::geometry::file_char;
use crate::{Board, Color, Geometry, Piece, PieceKind, Square};
use std::fmt::Write as _;

/// The key to a game's pieces and notation, shown once at the top of its
/// report.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Legend {
    /// The pieces the game uses, as the boards draw them.
    pub pieces: Vec<LegendPiece>,
    /// Sentences that explain the notation and the marks of the report
    /// (what a momentum such as `x+1-2` means, say).
    pub keys: Vec<String>,
    /// A figure drawn in fixed-width text that a key refers to (Edge of
    /// the World's sixteen directions), one line each; empty if none.
    pub figure: Vec<String>,
}

/// One piece of a [`Legend`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegendPiece {
    /// White's letter on the boards, if White has this piece.
    pub white: Option<char>,
    /// Black's letter on the boards, if Black has this piece.
    pub black: Option<char>,
    /// The piece's name.
    pub name: String,
    /// How it moves, in Betza's notation (or in words where Betza's
    /// notation does not say it).
    pub betza: String,
    /// Whose it is where the sides field different pieces (an army's
    /// name), or a word on how it plays; may be empty.
    pub note: String,
}

impl Legend {
    /// A legend of `kinds`, every one for both sides (a chess-like game's
    /// list of piece kinds), with no keys.
    pub fn of_kinds(kinds: &[PieceKind]) -> Legend {
        Legend {
            pieces: kinds
                .iter()
                .map(|k| LegendPiece {
                    white: Some(k.letter.to_ascii_uppercase()),
                    black: Some(k.letter.to_ascii_lowercase()),
                    name: k.name.clone(),
                    betza: k.betza.clone(),
                    note: String::new(),
                })
                .collect(),
            keys: Vec::new(),
            figure: Vec::new(),
        }
    }

    /// Whether there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty() && self.keys.is_empty() && self.figure.is_empty()
    }

    /// The legend as text: a table of the pieces (letters, name, Betza,
    /// note), then the keys and the figure. Empty if there is nothing to
    /// show.
    pub fn text(&self) -> String {
        let mut out = String::new();
        if !self.pieces.is_empty() {
            out.push_str("Pieces (White in capital letters, Black in small letters):\n");
            let name_w = self
                .pieces
                .iter()
                .map(|p| width(&p.name))
                .max()
                .unwrap_or(0);
            let betza_w = self
                .pieces
                .iter()
                .map(|p| width(&p.betza))
                .max()
                .unwrap_or(0);
            for p in &self.pieces {
                let white = p.white.unwrap_or(' ');
                let black = p.black.unwrap_or(' ');
                let line = format!(
                    "  {white} {black}  {}  {}  {}",
                    pad(&p.name, name_w),
                    pad(&p.betza, betza_w),
                    p.note
                );
                out.push_str(line.trim_end());
                out.push('\n');
            }
        }
        for key in &self.keys {
            out.push_str(&wrap(key, 78));
        }
        for line in &self.figure {
            let _ = writeln!(out, "    {line}");
        }
        out
    }
}

/// `text` broken into lines of at most `columns` characters at spaces
/// (a longer word stands alone), each ending with a line break.
pub fn wrap(text: &str, columns: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && width(&line) + 1 + width(word) > columns {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn width(text: &str) -> usize {
    text.chars().count()
}

fn pad(text: &str, to: usize) -> String {
    format!("{text}{}", " ".repeat(to.saturating_sub(width(text))))
}

/// A position as a report draws it: the board, whose turn it is, the
/// pieces in motion with where each goes next, and anything else the
/// variant counts (points left, clocks).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scene {
    /// The board's size.
    pub geometry: Geometry,
    /// Whether squares are written with a capital file letter (`C7`), as
    /// the variant's notation writes them.
    pub upper_case: bool,
    /// The side whose turn comes next.
    pub to_move: Color,
    /// Every piece on the board.
    pub pieces: Vec<ScenePiece>,
    /// Whether pieces of this game move on by momentum (a report then says
    /// so when none does).
    pub momentum: bool,
    /// The pieces in motion.
    pub motions: Vec<SceneMotion>,
    /// Further lines, such as `8 points left` (not the side to move).
    pub status: Vec<String>,
}

/// A piece on a [`Scene`]'s board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScenePiece {
    /// Where it stands.
    pub square: Square,
    /// Whose it is.
    pub color: Color,
    /// Its letter on the board: capital for White, small for Black.
    pub letter: char,
}

/// A piece in motion and where its momentum takes it next, as the board
/// stands (before anything else moves).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SceneMotion {
    /// Where it stands.
    pub square: Square,
    /// Whose it is.
    pub color: Color,
    /// Its name as the report writes it, such as `Half-Duck (HFD)`.
    pub piece: String,
    /// Its momentum as the variant writes it, such as `x+1-2`.
    pub momentum: String,
    /// Files and ranks from `square` to where it goes next: where it
    /// arrives, or, when it autostops or leaves the board, where its
    /// momentum points (which may be off the board).
    pub toward: (i8, i8),
    /// What happens when it goes on.
    pub next: Next,
    /// Words on why, such as `e5 is in the way: autostops`; may be empty.
    pub note: String,
}

impl SceneMotion {
    /// The square it goes to next, if on the board.
    pub fn target(&self, geometry: Geometry) -> Option<Square> {
        self.square.offset(self.toward.0, self.toward.1, geometry)
    }
}

/// What a piece in motion does next, as the board stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Next {
    /// It moves on to its target and keeps its momentum.
    Goes,
    /// It moves on to its target by capturing the piece there.
    Captures,
    /// It moves towards its target and stops there (a contact ends its
    /// momentum).
    Stops,
    /// It cannot go on: it stops where it stands.
    Autostops,
    /// Its momentum carries it off the board, out of play.
    LeavesBoard,
}

impl Scene {
    /// The scene of `board` with `to_move` to move, each piece drawn with
    /// `letter`, no piece in motion and no status lines.
    pub fn of_board(board: &Board, to_move: Color, letter: impl Fn(Piece) -> char) -> Scene {
        let geometry = board.geometry();
        let mut pieces: Vec<ScenePiece> = Color::ALL
            .iter()
            .flat_map(|&c| board.pieces(c))
            .map(|(square, piece)| ScenePiece {
                square,
                color: piece.color(),
                letter: letter(piece),
            })
            .collect();
        pieces.sort_by_key(|p| p.square);
        Scene {
            geometry,
            upper_case: false,
            to_move,
            pieces,
            momentum: false,
            motions: Vec::new(),
            status: Vec::new(),
        }
    }

    /// The letter of file `file` as this scene writes it.
    pub fn file_name(&self, file: u8) -> char {
        let c = file_char(file);
        if self.upper_case {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }

    /// `square` as this scene writes it (`e4`, or `E4`).
    pub fn square_name(&self, square: Square) -> String {
        format!("{}{}", self.file_name(square.file()), square.rank() + 1)
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<&ScenePiece> {
        self.pieces.iter().find(|p| p.square == square)
    }

    /// The board as text, rank by rank from the top: each square a letter
    /// (`.` if empty), in a game with momentum followed by `*` if the piece
    /// is in motion, and the file letters under it.
    pub fn board_text(&self) -> String {
        let g = self.geometry;
        let mut out = String::new();
        for rank in (0..g.ranks()).rev() {
            let cells: Vec<String> = (0..g.files())
                .map(|file| {
                    let square = Square::new(file, rank);
                    let letter = self.piece_at(square).map_or('.', |p| p.letter);
                    if !self.momentum {
                        letter.to_string()
                    } else if self.motions.iter().any(|m| m.square == square) {
                        format!("{letter}*")
                    } else {
                        format!("{letter} ")
                    }
                })
                .collect();
            let _ = writeln!(out, "{:>2} {}", rank + 1, cells.join(" ").trim_end());
        }
        let files: Vec<String> = (0..g.files())
            .map(|f| {
                let name = self.file_name(f);
                if self.momentum {
                    format!("{name} ")
                } else {
                    name.to_string()
                }
            })
            .collect();
        let _ = writeln!(out, "   {}", files.join(" ").trim_end());
        out
    }

    /// One line for a piece in motion: `e4 Pawn +0+2 → e6`, with the
    /// note after a colon.
    pub fn motion_line(&self, m: &SceneMotion) -> String {
        let target = match (m.next, m.target(self.geometry)) {
            (Next::LeavesBoard, _) | (_, None) => "off the board".to_string(),
            (_, Some(t)) => self.square_name(t),
        };
        let mut line = format!(
            "{} {} {} → {target}",
            self.square_name(m.square),
            m.piece,
            m.momentum
        );
        if !m.note.is_empty() {
            let _ = write!(line, ": {}", m.note);
        }
        line
    }

    /// The scene as text: the board, whose turn it is, the status lines,
    /// and the pieces in motion by side, the side to move first, each with
    /// where it goes next.
    pub fn text(&self) -> String {
        let mut out = self.board_text();
        let _ = writeln!(out, "{} to move", self.to_move);
        for line in &self.status {
            let _ = writeln!(out, "{line}");
        }
        if self.motions.is_empty() {
            if self.momentum {
                out.push_str("in motion: none\n");
            }
            return out;
        }
        out.push_str("in motion (* on the board), and where each goes next as the board stands:\n");
        for side in [self.to_move, !self.to_move] {
            let mine: Vec<&SceneMotion> = self.motions.iter().filter(|m| m.color == side).collect();
            if mine.is_empty() {
                continue;
            }
            let when = if side == self.to_move {
                "to move".to_string()
            } else {
                format!("after {}'s turn", capitalised(self.to_move.name()))
            };
            let _ = writeln!(out, "  {side}, {when}:");
            for m in mine {
                let _ = writeln!(out, "    {}", self.motion_line(m));
            }
        }
        out
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// One event inside a turn, as a line of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// What kind of event, which decides how a board marks it.
    pub kind: EventKind,
    /// The line a person reads, such as `momentum: Pawn e4-e6`.
    pub text: String,
    /// The square the piece leaves, if the event moves one.
    pub from: Option<Square>,
    /// The square the event happens on: where the piece arrives, is
    /// captured, autostops or is stopped.
    pub at: Option<Square>,
}

impl Event {
    /// An event of `kind` described by `text`, from `from` to `at`.
    pub fn new(
        kind: EventKind,
        text: impl Into<String>,
        from: Option<Square>,
        at: Option<Square>,
    ) -> Event {
        Event {
            kind,
            text: text.into(),
            from,
            at,
        }
    }
}

/// The kinds of [`Event`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// A move the player makes (a start, in a momentum variant, or a move
    /// of a turn of several).
    Move,
    /// A piece goes on by its momentum.
    Momentum,
    /// A piece in motion that cannot go on stops by itself.
    Autostop,
    /// The player stops a piece in motion.
    Stop,
    /// A piece is captured (on `at`).
    Capture,
    /// A moving piece touches another and stops.
    Contact,
    /// A piece leaves the board.
    LeavesBoard,
    /// A piece is carried towards the edge by the End of the World.
    EndOfWorld,
    /// A piece appears or changes (a promotion, a created piece).
    Change,
    /// Anything else: the end of a turn, a phase beginning.
    Other,
}
