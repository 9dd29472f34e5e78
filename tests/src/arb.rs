//! Random positions built from scratch, as position text, for the
//! cross-check properties: pieces put at random, and in patterns where
//! rules meet (pieces in a line with a King, so that one blocks another's
//! path to it; two pieces of one kind placed as mirror images about a
//! third, so that both or neither can take it), with pieces in motion,
//! castling rights and en passant squares.
//!
//! A [`Sketch`] is drawn by proptest and shrinks to fewer, simpler
//! instructions; a [`Style`] says what one variant's positions may hold;
//! [`Layout::build`] follows the sketch in that style. The texts are kept
//! only if the variant reads them (the properties filter), so the builder
//! may propose positions a reader refuses.
//!
//! Mirror images work for every variant here because every piece of every
//! game moves the same to its left as to its right (Forward Chess and the
//! Different Armies have forward-only pieces, but none favours a side).

use proptest::prelude::*;

/// How a piece of a sketch moves, if at all: drawn, then turned into a
/// motion its variant can hold ([`Style`]).
#[derive(Debug, Clone, Copy)]
pub struct MotionSeed {
    /// 0 at rest; 1 towards the piece's anchor or target along their
    /// line; 2 away from it; 3 (or 1, 2 off a line) any of the 8 lines or
    /// 8 knight leaps, by `direction`.
    pub how: u8,
    /// 0..8 lines (north first, clockwise), 8..16 knight leaps.
    pub direction: u8,
    /// Squares (or leaps) per turn.
    pub length: u8,
    /// Capture speed (Momentum Chess).
    pub capture: bool,
}

/// A piece placed along a line from an anchor.
#[derive(Debug, Clone, Copy)]
pub struct LinePiece {
    /// Squares from the previous piece (or the anchor).
    pub gap: u8,
    /// Whether it is the anchor's enemy (most often: pieces that may take
    /// the anchor King, and block each other on the way). A square anchor
    /// counts as Black when `anchor / 4` is even.
    pub enemy: bool,
    /// Its kind, an index into the style's letters.
    pub kind: u8,
    /// How it moves.
    pub motion: MotionSeed,
}

/// One instruction of a sketch. Squares are numbers taken modulo the
/// board's size; an occupied or unsuitable square skips the piece.
#[derive(Debug, Clone)]
pub enum Put {
    /// One piece.
    Piece {
        /// Where.
        square: u16,
        /// Its colour.
        white: bool,
        /// Its kind.
        kind: u8,
        /// How it moves.
        motion: MotionSeed,
    },
    /// Pieces along one of the 8 lines from an anchor: the white King
    /// (`anchor % 4 == 0`), the black King (`1`), the King of the side to
    /// move (`2`: the one whose check is in question), or square
    /// `anchor / 4`. The line is one with the most room on the board.
    Line {
        /// The anchor.
        anchor: u16,
        /// The line, 0..8.
        direction: u8,
        /// The pieces, nearest first.
        pieces: Vec<LinePiece>,
    },
    /// A piece on `target`, and two pieces of one kind and colour on the
    /// mirror squares `target + (dx, dy)` and `target + (-dx, dy)`, moving
    /// as mirror images of each other.
    Mirror {
        /// The middle piece's square.
        target: u16,
        /// Its colour.
        target_white: bool,
        /// Its kind.
        target_kind: u8,
        /// Files to either side, 1..=3.
        dx: u8,
        /// Ranks up (negative: down), -3..=3.
        dy: i8,
        /// The pair's colour.
        white: bool,
        /// The pair's kind.
        kind: u8,
        /// The motion of the right-hand piece; the other is its mirror.
        motion: MotionSeed,
    },
}

/// Everything drawn for one random position.
#[derive(Debug, Clone)]
pub struct Sketch {
    /// Whose turn it is.
    pub white_to_move: bool,
    /// The Kings' squares (moved home when castling rights ask for it).
    pub kings: (u16, u16),
    /// Castling rights asked for, bits `K Q k q` from the lowest; each
    /// puts King and corner piece home.
    pub castling: u8,
    /// A file on which the side that just moved made a double step, and
    /// whether an enemy Pawn stands beside it to take en passant.
    pub en_passant: Option<(u8, bool)>,
    /// The pieces.
    pub puts: Vec<Put>,
    /// Spare randomness for a variant's own fields (Multimove's points and
    /// pieces already moved, a clock).
    pub spare: u32,
}

/// A motion seed: at rest most often.
pub fn arb_motion() -> impl Strategy<Value = MotionSeed> {
    motion_seed(
        prop_oneof![
            4 => Just(0u8),
            3 => Just(1u8),
            1 => Just(2u8),
            2 => Just(3u8)
        ],
        0.5,
    )
}

/// A motion seed for a piece on a line: moving towards the anchor most
/// often, so that the pieces on the line run into each other, and mostly
/// at non-capture speed, so that they can go on once the way is clear.
pub fn arb_line_motion() -> impl Strategy<Value = MotionSeed> {
    motion_seed(
        prop_oneof![
            3 => Just(0u8),
            5 => Just(1u8),
            1 => Just(2u8),
            2 => Just(3u8)
        ],
        0.25,
    )
}

fn motion_seed(how: impl Strategy<Value = u8>, capture: f64) -> impl Strategy<Value = MotionSeed> {
    let capture = prop::bool::weighted(capture);
    (how, 0u8..16, 1u8..6, capture).prop_map(|(how, direction, length, capture)| MotionSeed {
        how,
        direction,
        length,
        capture,
    })
}

/// One instruction.
pub fn arb_put() -> impl Strategy<Value = Put> {
    let piece = (any::<u16>(), any::<bool>(), any::<u8>(), arb_motion()).prop_map(
        |(square, white, kind, motion)| Put::Piece {
            square,
            white,
            kind,
            motion,
        },
    );
    let line_piece = (
        1u8..4,
        prop::bool::weighted(0.75),
        any::<u8>(),
        arb_line_motion(),
    )
        .prop_map(|(gap, enemy, kind, motion)| LinePiece {
            gap,
            enemy,
            kind,
            motion,
        });
    let line = (
        any::<u16>(),
        0u8..8,
        prop::collection::vec(line_piece, 1..5),
    )
        .prop_map(|(anchor, direction, pieces)| Put::Line {
            anchor,
            direction,
            pieces,
        });
    let mirror = (
        (any::<u16>(), any::<bool>(), any::<u8>()),
        (1u8..4, -3i8..4),
        (any::<bool>(), any::<u8>(), arb_motion()),
    )
        .prop_map(
            |((target, target_white, target_kind), (dx, dy), (white, kind, motion))| Put::Mirror {
                target,
                target_white,
                target_kind,
                dx,
                dy,
                white,
                kind,
                motion,
            },
        );
    prop_oneof![1 => piece, 5 => line, 2 => mirror]
}

/// A sketch with a number of instructions in `puts`.
pub fn arb_sketch(puts: std::ops::Range<usize>) -> impl Strategy<Value = Sketch> {
    (
        any::<bool>(),
        (any::<u16>(), any::<u16>()),
        prop_oneof![3 => Just(0u8), 2 => 0u8..16],
        prop::option::weighted(0.3, (0u8..8, any::<bool>())),
        prop::collection::vec(arb_put(), puts),
        any::<u32>(),
    )
        .prop_map(
            |(white_to_move, kings, castling, en_passant, puts, spare)| Sketch {
                white_to_move,
                kings,
                castling,
                en_passant,
                puts,
                spare,
            },
        )
}

/// What pieces in motion look like in a variant's position text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MotionRule {
    /// Nothing moves between turns.
    None,
    /// Momentum Chess: a displacement of at most 7 files and ranks, and a
    /// capture or non-capture speed; Kings never move.
    Displacement,
    /// Edge of the World Chess: one of 16 directions and a speed, as the
    /// piece's own moves allow.
    DirectionSpeed,
}

/// What one variant's positions may hold.
#[derive(Debug, Clone)]
pub struct Style {
    /// Board files.
    pub files: u8,
    /// Board ranks.
    pub ranks: u8,
    /// Each side's piece letters but the King's, upper case: the Pawn
    /// first, the corner (castling) piece second.
    pub letters: [Vec<char>; 2],
    /// Whether castling rights may be given (a King on e1/e8, corner
    /// pieces on a1, h1, a8, h8).
    pub castling: bool,
    /// Whether en passant squares may be given (8x8 boards).
    pub en_passant: bool,
    /// The lowest and highest rank (0-based) a white Pawn may stand on;
    /// Black's are the mirror image.
    pub white_pawn_ranks: (u8, u8),
    /// Pieces in motion.
    pub motion: MotionRule,
}

const FIDE_LETTERS: [char; 5] = ['P', 'R', 'N', 'B', 'Q'];

impl Style {
    /// FIDE chess (and Multimove FIDE Chess, without en passant).
    pub fn chess(en_passant: bool) -> Style {
        Style {
            files: 8,
            ranks: 8,
            letters: [FIDE_LETTERS.to_vec(), FIDE_LETTERS.to_vec()],
            castling: true,
            en_passant,
            white_pawn_ranks: (1, 6),
            motion: MotionRule::None,
        }
    }

    /// Heavy Gravity Chess: FIDE letters, no castling, no en passant.
    pub fn heavy_gravity() -> Style {
        Style {
            castling: false,
            en_passant: false,
            ..Style::chess(false)
        }
    }

    /// Forward Chess: no castling; Pawns anywhere, since they are created
    /// on any rank and wait on the last one to promote in place.
    pub fn forward() -> Style {
        Style {
            castling: false,
            white_pawn_ranks: (0, 7),
            ..Style::chess(true)
        }
    }

    /// Momentum Chess with White's and Black's armies.
    pub fn momentum(white: momentum::Army, black: momentum::Army) -> Style {
        let letters = |army: momentum::Army| {
            std::iter::once('P')
                .chain(army.pieces().iter().map(|p| p.0))
                .collect()
        };
        Style {
            letters: [letters(white), letters(black)],
            motion: MotionRule::Displacement,
            ..Style::chess(true)
        }
    }

    /// Edge of the World Chess on its 12x12 board, Corsairs included.
    pub fn edge_of_world() -> Style {
        let letters = vec!['P', 'R', 'N', 'B', 'Q', 'C'];
        Style {
            files: 12,
            ranks: 12,
            letters: [letters.clone(), letters],
            castling: false,
            en_passant: false,
            white_pawn_ranks: (0, 10),
            motion: MotionRule::DirectionSpeed,
        }
    }
}

/// A piece in motion, as a variant's text will write it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Motion {
    /// One step: a unit line step or a knight leap.
    pub step: (i8, i8),
    /// Steps per turn.
    pub count: u8,
    /// Capture speed.
    pub capture: bool,
}

/// One occupied square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The letter, upper case for White.
    pub letter: char,
    /// Its motion, if any.
    pub motion: Option<Motion>,
}

/// A position laid out from a sketch, ready to be written as text.
#[derive(Debug, Clone)]
pub struct Layout {
    /// Board files.
    pub files: u8,
    /// Board ranks.
    pub ranks: u8,
    /// The squares, `rank * files + file`.
    pub cells: Vec<Option<Cell>>,
    /// Whose turn it is.
    pub white_to_move: bool,
    /// The castling field (`-` for none).
    pub castling: String,
    /// The en passant field (`-` for none).
    pub en_passant: String,
}

const LINES: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

const LEAPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Edge of the World's sixteen directions, numbered as its text numbers
/// them (0 towards the last rank, then clockwise, knight leaps odd).
const EDGE_DIRECTIONS: [(i8, i8); 16] = [
    (0, 1),
    (1, 2),
    (1, 1),
    (2, 1),
    (1, 0),
    (2, -1),
    (1, -1),
    (1, -2),
    (0, -1),
    (-1, -2),
    (-1, -1),
    (-2, -1),
    (-1, 0),
    (-2, 1),
    (-1, 1),
    (-1, 2),
];

fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

impl Layout {
    fn at(&self, file: i16, rank: i16) -> Option<usize> {
        (0..self.files as i16)
            .contains(&file)
            .then_some(())
            .filter(|_| (0..self.ranks as i16).contains(&rank))
            .map(|_| rank as usize * self.files as usize + file as usize)
    }

    fn coords(&self, index: usize) -> (i16, i16) {
        (
            (index % self.files as usize) as i16,
            (index / self.files as usize) as i16,
        )
    }

    /// Follows `sketch` in `style`.
    pub fn build(style: &Style, sketch: &Sketch) -> Layout {
        let size = style.files as usize * style.ranks as usize;
        let mut layout = Layout {
            files: style.files,
            ranks: style.ranks,
            cells: vec![None; size],
            white_to_move: sketch.white_to_move,
            castling: String::new(),
            en_passant: "-".to_string(),
        };
        let top = style.ranks as i16 - 1;
        let castling = if style.castling { sketch.castling } else { 0 };
        let mut kings = [
            sketch.kings.0 as usize % size,
            sketch.kings.1 as usize % size,
        ];
        if castling & 0b0011 != 0 {
            kings[0] = layout.at(4, 0).unwrap_or(kings[0]);
        }
        if castling & 0b1100 != 0 {
            kings[1] = layout.at(4, top).unwrap_or(kings[1]);
        }
        if kings[1] == kings[0] {
            kings[1] = (kings[0] + size / 2 + 1) % size;
        }
        let king = |letter| Cell {
            letter,
            motion: None,
        };
        layout.cells[kings[0]] = Some(king('K'));
        layout.cells[kings[1]] = Some(king('k'));
        for (bit, letter, file, rank, white) in [
            (0, 'K', 7, 0, true),
            (1, 'Q', 0, 0, true),
            (2, 'k', 7, top, false),
            (3, 'q', 0, top, false),
        ] {
            let home = layout.at(4, rank) == Some(kings[usize::from(!white)]);
            if castling & (1 << bit) == 0 || !home {
                continue;
            }
            let corner = style.letters[usize::from(!white)][1];
            let corner = if white {
                corner
            } else {
                corner.to_ascii_lowercase()
            };
            if let Some(i) = layout.at(file, rank) {
                if layout.cells[i].is_none() {
                    layout.cells[i] = Some(king(corner));
                }
                layout.castling.push(letter);
            }
        }
        if layout.castling.is_empty() {
            layout.castling.push('-');
        }
        if let (true, Some((file, beside))) = (style.en_passant, sketch.en_passant) {
            layout.put_en_passant(style, file as i16, beside);
        }
        for put in &sketch.puts {
            layout.follow(style, put, kings);
        }
        layout
    }

    /// A Pawn of the side that just moved, having just made its double
    /// step on `file`, and perhaps an enemy Pawn beside it.
    fn put_en_passant(&mut self, style: &Style, file: i16, beside: bool) {
        // The side that just moved is the one not to move.
        let mover_white = !self.white_to_move;
        let (rank, behind, origin, forward) = if mover_white {
            (3, 2, 1, 1)
        } else {
            (4, 5, 6, -1)
        };
        let (Some(p), Some(b), Some(o)) = (
            self.at(file, rank),
            self.at(file, behind),
            self.at(file, origin),
        ) else {
            return;
        };
        if self.cells[p].is_some() || self.cells[b].is_some() || self.cells[o].is_some() {
            return;
        }
        let pawn = if mover_white { 'P' } else { 'p' };
        let motion = (style.motion == MotionRule::Displacement).then_some(Motion {
            step: (0, forward),
            count: 2,
            capture: false,
        });
        self.cells[p] = Some(Cell {
            letter: pawn,
            motion,
        });
        self.en_passant = square_name(file as u8, behind as u8);
        let side = if file < self.files as i16 - 1 {
            file + 1
        } else {
            file - 1
        };
        if let (true, Some(n)) = (beside, self.at(side, rank))
            && self.cells[n].is_none()
        {
            let enemy = if mover_white { 'p' } else { 'P' };
            self.cells[n] = Some(Cell {
                letter: enemy,
                motion: None,
            });
        }
    }

    fn follow(&mut self, style: &Style, put: &Put, kings: [usize; 2]) {
        match put {
            Put::Piece {
                square,
                white,
                kind,
                motion,
            } => {
                let (f, r) = self.coords(*square as usize % self.cells.len());
                self.place(style, (f, r), *white, *kind, *motion, None, false);
            }
            Put::Line {
                anchor,
                direction,
                pieces,
            } => {
                let to_move = self.white_to_move;
                let (from, anchor_white) = match anchor % 4 {
                    0 => (kings[0], true),
                    1 => (kings[1], false),
                    2 => (kings[usize::from(!to_move)], to_move),
                    _ => (
                        (*anchor as usize / 4) % self.cells.len(),
                        anchor / 4 % 2 == 1,
                    ),
                };
                let (f, r) = self.coords(from);
                // Of the lines with the most room (up to four squares),
                // so that a second piece finds a square more often.
                let room = |&(dx, dy): &(i8, i8)| {
                    (1..=4)
                        .take_while(|&k| self.at(f + k * dx as i16, r + k * dy as i16).is_some())
                        .count()
                };
                let most = LINES.iter().map(room).max().unwrap_or(0);
                let lines: Vec<(i8, i8)> =
                    LINES.iter().copied().filter(|l| room(l) == most).collect();
                let (dx, dy) = lines[*direction as usize % lines.len()];
                let mut distance = 0u8;
                for (i, piece) in pieces.iter().enumerate() {
                    distance += piece.gap;
                    let at = (
                        f + dx as i16 * distance as i16,
                        r + dy as i16 * distance as i16,
                    );
                    let mut motion = piece.motion;
                    if motion.how == 1 && i == 0 {
                        // The nearest piece moves anywhere: off the line,
                        // out of the way of the pieces behind it.
                        motion.how = 3;
                    } else if motion.how == 1 {
                        // Far enough to run into the piece in front, not so
                        // far as to reach the anchor: once the piece in
                        // front has moved away, this one may go on.
                        let window = distance - piece.gap;
                        motion.length = piece.gap + (motion.length - 1) % window;
                    }
                    // Towards the anchor is back along the line.
                    let toward = (-dx, -dy);
                    self.place(
                        style,
                        at,
                        anchor_white != piece.enemy,
                        piece.kind,
                        motion,
                        Some(toward),
                        false,
                    );
                }
            }
            Put::Mirror {
                target,
                target_white,
                target_kind,
                dx,
                dy,
                white,
                kind,
                motion,
            } => {
                let (f, r) = self.coords(*target as usize % self.cells.len());
                let rest = MotionSeed { how: 0, ..*motion };
                self.place(
                    style,
                    (f, r),
                    *target_white,
                    *target_kind,
                    rest,
                    None,
                    false,
                );
                let (dx, dy) = (*dx as i16, *dy as i16);
                let toward = |x: i16, y: i16| {
                    (x == 0 || y == 0 || x.abs() == y.abs())
                        .then(|| (-x.signum() as i8, -y.signum() as i8))
                };
                self.place(
                    style,
                    (f + dx, r + dy),
                    *white,
                    *kind,
                    *motion,
                    toward(dx, dy),
                    false,
                );
                self.place(
                    style,
                    (f - dx, r + dy),
                    *white,
                    *kind,
                    *motion,
                    toward(-dx, dy),
                    true,
                );
            }
        }
    }

    /// Puts a piece of `kind` on `at` unless the square is off the board,
    /// taken, or (for a Pawn) on a rank it may not stand on. `toward` is
    /// the unit step towards the piece's anchor or target, when they share
    /// a line; `mirrored` turns the motion into its mirror image.
    #[allow(clippy::too_many_arguments)]
    fn place(
        &mut self,
        style: &Style,
        at: (i16, i16),
        white: bool,
        kind: u8,
        seed: MotionSeed,
        toward: Option<(i8, i8)>,
        mirrored: bool,
    ) {
        let Some(i) = self.at(at.0, at.1) else {
            return;
        };
        if self.cells[i].is_some() {
            return;
        }
        let letters = &style.letters[usize::from(!white)];
        let letter = letters[kind as usize % letters.len()];
        if letter == 'P' {
            let (lo, hi) = style.white_pawn_ranks;
            let top = style.ranks - 1;
            let (lo, hi) = if white {
                (lo, hi)
            } else {
                (top - hi, top - lo)
            };
            if !(lo as i16..=hi as i16).contains(&at.1) {
                return;
            }
        }
        let motion = drawn_motion(seed, toward).map(|m| {
            if mirrored {
                Motion {
                    step: (-m.step.0, m.step.1),
                    ..m
                }
            } else {
                m
            }
        });
        let motion = motion.and_then(|m| fit_motion(style.motion, letter, white, m));
        self.cells[i] = Some(Cell {
            letter: if white {
                letter
            } else {
                letter.to_ascii_lowercase()
            },
            motion,
        });
    }

    /// The board field, FEN style.
    pub fn board_text(&self) -> String {
        let grid: Vec<Vec<Option<char>>> = self
            .cells
            .chunks(self.files as usize)
            .map(|rank| rank.iter().map(|c| c.map(|c| c.letter)).collect())
            .collect();
        crate::texts::grid_text(&grid)
    }

    fn side(&self) -> char {
        if self.white_to_move {
            'w'
        } else {
            'b'
        }
    }

    fn in_motion(&self) -> impl Iterator<Item = (u8, u8, Cell, Motion)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, c)| {
            let c = (*c)?;
            let m = c.motion?;
            let (f, r) = self.coords(i);
            Some((f as u8, r as u8, c, m))
        })
    }

    /// A FEN: board, side, castling, en passant, clocks.
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} 0 1",
            self.board_text(),
            self.side(),
            self.castling,
            self.en_passant
        )
    }

    /// Momentum Chess position text for `armies` (`WHITE,BLACK`).
    pub fn momentum_text(&self, armies: &str) -> String {
        let entries: Vec<String> = self
            .in_motion()
            .map(|(f, r, _, m)| {
                format!(
                    "{}{}{:+}{:+}",
                    square_name(f, r),
                    if m.capture { "x" } else { "" },
                    m.step.0 as i16 * m.count as i16,
                    m.step.1 as i16 * m.count as i16
                )
            })
            .collect();
        let entries = if entries.is_empty() {
            "-".to_string()
        } else {
            entries.join(",")
        };
        format!("{} {entries} armies={armies}", self.fen())
    }

    /// Edge of the World position text with fifty-move clock `clock`.
    pub fn edge_text(&self, clock: u32) -> String {
        let entries: Vec<String> = self
            .in_motion()
            .filter_map(|(f, r, c, m)| {
                let direction = EDGE_DIRECTIONS.iter().position(|&d| d == m.step)?;
                let leap = direction % 2 == 1;
                let speed = if leap { 2 * m.count } else { m.count };
                Some(format!(
                    "{} {} {direction} {speed}",
                    c.letter,
                    square_name(f, r).to_ascii_uppercase()
                ))
            })
            .collect();
        let entries = if entries.is_empty() {
            "-".to_string()
        } else {
            entries.join(", ")
        };
        format!("{} {} {clock} {entries}", self.board_text(), self.side())
    }

    /// Multimove position text: the FEN, `points` left, and as pieces
    /// already moved this turn those of the side to move picked by the
    /// bits of `moved` (none: a turn boundary).
    pub fn multimove_text(&self, points: u8, moved: u32) -> String {
        let side_upper = self.white_to_move;
        let mut picked = Vec::new();
        let mut bit = 0;
        for (i, c) in self.cells.iter().enumerate() {
            let Some(c) = c else { continue };
            if c.letter.is_ascii_uppercase() != side_upper {
                continue;
            }
            if moved & (1 << (bit % 32)) != 0 {
                let (f, r) = self.coords(i);
                picked.push(square_name(f as u8, r as u8));
            }
            bit += 1;
        }
        let moved = if picked.is_empty() {
            "-".to_string()
        } else {
            picked.join(",")
        };
        format!("{} {points} {moved}", self.fen())
    }
}

/// The motion a seed asks for, before its variant's limits.
fn drawn_motion(seed: MotionSeed, toward: Option<(i8, i8)>) -> Option<Motion> {
    let line = match (seed.how, toward) {
        (0, _) => return None,
        (1, Some(t)) => Some(t),
        (2, Some((x, y))) => Some((-x, -y)),
        _ => None,
    };
    let d = seed.direction as usize % 16;
    let (step, count) = match line {
        Some(step) => (step, seed.length),
        None if d < 8 => (LINES[d], seed.length),
        None => (LEAPS[d - 8], 1 + seed.length % 2),
    };
    Some(Motion {
        step,
        count,
        capture: seed.capture,
    })
}

/// `m` made into a motion a piece written `letter` may hold, or `None`.
fn fit_motion(rule: MotionRule, letter: char, white: bool, m: Motion) -> Option<Motion> {
    let (x, y) = m.step;
    let leap = x.abs() + y.abs() == 3;
    let orthogonal = x == 0 || y == 0;
    match rule {
        MotionRule::None => None,
        MotionRule::Displacement => {
            let longest = x.abs().max(y.abs()) as u8;
            let count = m.count.min(7 / longest).max(1);
            Some(Motion { count, ..m })
        }
        MotionRule::DirectionSpeed => {
            let forward = if white { 1 } else { -1 };
            let fits = match letter {
                'C' => !leap,
                'Q' => !leap,
                'R' => !leap && orthogonal,
                'B' => !leap && !orthogonal,
                'N' => leap,
                'P' => y == forward,
                _ => false,
            };
            let count = match letter {
                'C' | 'P' => 1,
                'N' => m.count.min(5),
                _ => m.count.min(11),
            };
            fits.then_some(Motion { count, ..m })
        }
    }
}
