//! Betza's funny notation, read as the Chess Variant Pages use it.
//!
//! A piece string is a sequence of groups, each some lower-case modifiers
//! followed by an atom and an optional range:
//!
//! | atom | offsets (files, ranks) | | shorthand | means |
//! |---|---|---|---|---|
//! | `W` | (1,0) | | `K` | `WF` |
//! | `F` | (1,1) | | `R` | `WW`, the W-rider |
//! | `D` | (2,0) | | `B` | `FF`, the F-rider |
//! | `N` | (2,1) | | `Q` | `RB` |
//! | `A` | (2,2) | | | |
//! | `H` | (3,0) | | | |
//! | `C` | (3,1) | | | |
//! | `Z` | (3,2) | | | |
//! | `G` | (3,3) | | | |
//!
//! A doubled atom (`NN`) rides without limit; a number after an atom (`R4`,
//! `NN2`) caps the ride at that many steps. `m` moves only, `c` captures only,
//! `n` makes a leaper lame (blockable).
//!
//! # Directions, and the readings chosen
//!
//! Directions are given for White, with forward towards higher ranks; Black's
//! piece is the same piece turned round (every offset negated), so `lN` means
//! the piece's own left for both sides.
//!
//! - **Orthogonal atoms** (`W`, `D`, `H`, `R`): `f b l r` each name one
//!   direction, `v` = `fb`, `s` = `lr`; letters add up (`frlR` is forward and
//!   sideways rook).
//! - **Diagonal atoms** (`F`, `A`, `G`, `B`): a vertical letter (`f`, `b`,
//!   `v`) alone names both diagonals on that side, a horizontal one (`l`, `r`,
//!   `s`) alone both diagonals on that side, and a vertical with a horizontal
//!   letter their crossing (`fl` is the forward-left diagonal).
//! - **`K` and `Q`** are read as compass directions of the whole piece, as
//!   Betza's own pages do: `f` and `b` name the three directions on that side
//!   (straight and both diagonals), `l` and `r` only the straight sideways
//!   direction. So `rlbK` is five steps (left, right, back and both back
//!   diagonals) and `fsQ` is forward rook, forward bishop and sideways rook.
//!   Reading the diagonals of `rlbK` atom by atom would add the forward
//!   diagonals, which Betza's page for the Charging Knight rules out.
//! - **Oblique atoms** (`N`, `C`, `Z`), whose eight moves come in pairs: `f`
//!   (or `ff`) names the two narrow moves most forward, (±1,+2) for `N`; `b`
//!   (or `bb`) the two most backward; `l`/`r` (or `ll`/`rr`) the two widest to
//!   that side; `v` = `f`+`b`, `s` = `l`+`r`. Two letters pick a pair: `fs`
//!   and `bs` the wide forward or backward pair, `lv` and `rv` the narrow pair
//!   on that side, `fl fr bl br` (either order) the two moves in that
//!   quadrant, and `h` ("half") after a direction all four moves on that side
//!   (`fhN` is c5, d6, f6 and g5 from e4). So `fbN` is the four narrow
//!   vertical moves, as the Fibnif needs.
//! - **`n` on a leaper** blocks it on the squares it passes: `nN` steps one
//!   square orthogonally and then one diagonally outward (the Mao and the
//!   xiangqi horse), `nD` and `nH` pass the orthogonal squares between,
//!   `nA` and `nG` the diagonal ones. `n` on `C` or `Z` has no agreed path and
//!   is refused; on `W`, `F` and riders it changes nothing.
//!
//! # Examples
//! ```
//! use kernel::betza::{parse, Mode};
//! let piece = parse("fhNrlbK").unwrap();
//! assert_eq!(piece.vectors().len(), 9);
//! assert!(piece.vectors().iter().all(|v| v.mode() == Mode::Both));
//! assert!(parse("fhX").is_err());
//! ```

use crate::excerpt::Excerpt;
use thiserror::Error;

/// Whether a vector may be used to move to an empty square, to capture, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Only onto empty squares (`m`).
    Move,
    /// Only onto enemy pieces (`c`).
    Capture,
    /// Either.
    Both,
}

/// One direction of movement of a piece, for White, with how far it may go
/// when moving and when capturing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Vector {
    /// Files moved per step, positive to White's right.
    pub dx: i8,
    /// Ranks moved per step, positive forward for White.
    pub dy: i8,
    /// How many steps a non-capturing move may take (0: none).
    pub move_range: u8,
    /// How many steps a capture may take (0: none).
    pub capture_range: u8,
    /// Whether a leap of this vector is blocked by pieces on its path.
    pub lame: bool,
}

/// The range used for an unlimited rider: larger than any board.
pub const UNLIMITED: u8 = u8::MAX;

impl Vector {
    /// The vector as a mode, for a single-range vector.
    pub fn mode(&self) -> Mode {
        match (self.move_range > 0, self.capture_range > 0) {
            (true, false) => Mode::Move,
            (false, true) => Mode::Capture,
            _ => Mode::Both,
        }
    }

    /// The longest range in either mode.
    pub fn max_range(&self) -> u8 {
        self.move_range.max(self.capture_range)
    }

    /// The squares a lame leap of this vector must find empty, as offsets from
    /// the start, in the order they are passed.
    pub fn legs(&self) -> impl Iterator<Item = (i8, i8)> {
        let (dx, dy) = (self.dx, self.dy);
        // Unsigned, so that no offset (not even -128) overflows.
        let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
        let (sx, sy) = (dx.signum(), dy.signum());
        let legs: Vec<(i8, i8)> = if !self.lame || ax.max(ay) <= 1 || self.max_range() > 1 {
            Vec::new()
        } else if ax == 0 || ay == 0 || ax == ay {
            // Orthogonal or diagonal leap: every square on the straight line
            // (k < 128 here, so it fits an i8).
            (1..ax.max(ay))
                .map(|k| (sx * k as i8, sy * k as i8))
                .collect()
        } else if ax > ay {
            // Knight-like: one orthogonal step along the long axis first.
            vec![(sx, 0)]
        } else {
            vec![(0, sy)]
        };
        legs.into_iter()
    }

    /// Checks that the vector can be used on some board.
    ///
    /// # Errors
    /// [`VectorError`]: it goes nowhere, further than a 16x16 board
    /// allows, or is a lame leap passing more than two squares.
    pub fn check(&self) -> Result<(), VectorError> {
        let (dx, dy) = (self.dx, self.dy);
        if (dx, dy) == (0, 0) {
            return Err(VectorError::Null);
        }
        let longest = (crate::geometry::MAX_SIDE - 1) as i8;
        if !(-longest..=longest).contains(&dx) || !(-longest..=longest).contains(&dy) {
            return Err(VectorError::TooLong { dx, dy });
        }
        let legs = self.legs().count();
        if legs > 2 {
            return Err(VectorError::LameTooLong { dx, dy, legs });
        }
        Ok(())
    }
}

/// Why a vector given directly (not read from a Betza string) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VectorError {
    /// The vector (0, 0).
    #[error("the vector (0, 0) goes nowhere")]
    Null,
    /// An offset beyond what a 16x16 board allows.
    #[error("the vector ({dx}, {dy}) is longer than any board: offsets must be from -15 to 15")]
    TooLong {
        /// Files per step.
        dx: i8,
        /// Ranks per step.
        dy: i8,
    },
    /// A lame leap with more squares to pass than the tables keep.
    #[error("the lame leap ({dx}, {dy}) passes {legs} squares, at most 2 are allowed")]
    LameTooLong {
        /// Files per step.
        dx: i8,
        /// Ranks per step.
        dy: i8,
        /// The squares it would pass.
        legs: usize,
    },
}

/// A piece's moves as read from a Betza string: one [`Vector`] per direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceMoves {
    vectors: Vec<Vector>,
}

impl PieceMoves {
    /// The directions, each once, for White.
    pub fn vectors(&self) -> &[Vector] {
        &self.vectors
    }

    /// The same moves for `color`: Black's piece is White's turned round.
    pub fn for_color(&self, color: crate::Color) -> Vec<Vector> {
        match color {
            crate::Color::White => self.vectors.clone(),
            crate::Color::Black => self
                .vectors
                .iter()
                .map(|v| Vector {
                    dx: -v.dx,
                    dy: -v.dy,
                    ..*v
                })
                .collect(),
        }
    }

    /// Builds a piece from vectors given directly (for moves Betza's notation
    /// cannot say). Vectors of the same direction are merged.
    ///
    /// # Errors
    /// The [`VectorError`] of the first vector that no board can use (see
    /// [`Vector::check`]), so that every `PieceMoves` builds tables.
    ///
    /// # Examples
    /// ```
    /// use kernel::betza::{PieceMoves, Vector};
    /// let step = |dx, dy| Vector { dx, dy, move_range: 1, capture_range: 1, lame: false };
    /// assert_eq!(PieceMoves::from_vectors([step(0, 1), step(0, -1)]).unwrap().vectors().len(), 2);
    /// assert!(PieceMoves::from_vectors([step(0, 0)]).is_err());
    /// ```
    pub fn from_vectors(
        vectors: impl IntoIterator<Item = Vector>,
    ) -> Result<PieceMoves, VectorError> {
        let mut moves = PieceMoves {
            vectors: Vec::new(),
        };
        for v in vectors {
            v.check()?;
            moves.add(v);
        }
        Ok(moves)
    }

    fn add(&mut self, v: Vector) {
        if let Some(old) = self
            .vectors
            .iter_mut()
            .find(|o| o.dx == v.dx && o.dy == v.dy)
        {
            old.move_range = old.move_range.max(v.move_range);
            old.capture_range = old.capture_range.max(v.capture_range);
            old.lame &= v.lame;
        } else {
            self.vectors.push(v);
        }
    }
}

/// Why a Betza string was refused. `at` is the 0-based character position;
/// `text` is an [`Excerpt`] of the string around it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BetzaError {
    /// The string is empty.
    #[error("empty piece string")]
    Empty,
    /// A character that is neither a known atom nor a known modifier.
    #[error("unknown letter {letter:?} at position {at} of {text}")]
    UnknownLetter {
        /// The character.
        letter: char,
        /// Its position.
        at: usize,
        /// The string.
        text: Excerpt,
    },
    /// Modifiers with no atom after them.
    #[error("modifiers at the end of {text} have no atom")]
    DanglingModifiers {
        /// The string, around its end.
        text: Excerpt,
    },
    /// A modifier that makes no sense on its atom.
    #[error("modifier '{modifier}' at position {at} of {text} does not apply to atom {atom}")]
    BadModifier {
        /// The modifier as written.
        modifier: String,
        /// The atom it was put on.
        atom: char,
        /// Its position.
        at: usize,
        /// The string.
        text: Excerpt,
    },
    /// A group whose modifiers select none of the atom's moves.
    #[error("{group} at position {at} of {text} selects no move")]
    NoMoves {
        /// The group as written.
        group: Excerpt,
        /// Its position.
        at: usize,
        /// The string.
        text: Excerpt,
    },
    /// A range of 0, or one too large for any board.
    #[error("range {range:#} at position {at} of {text} must be from 1 to 15")]
    BadRange {
        /// The range as read.
        range: Excerpt,
        /// Its position.
        at: usize,
        /// The string.
        text: Excerpt,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Orthogonal,
    Diagonal,
    Oblique,
}

/// Reads a Betza piece string.
///
/// # Errors
/// A [`BetzaError`] naming the first problem and its position.
pub fn parse(text: &str) -> Result<PieceMoves, BetzaError> {
    if text.is_empty() {
        return Err(BetzaError::Empty);
    }
    let chars: Vec<char> = text.chars().collect();
    let mut moves = PieceMoves {
        vectors: Vec::new(),
    };
    let mut i = 0;
    while i < chars.len() {
        let group_start = i;
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            if !"fblrvshmcn".contains(chars[i]) {
                return Err(BetzaError::UnknownLetter {
                    letter: chars[i],
                    at: i,
                    text: Excerpt::around(text, i),
                });
            }
            i += 1;
        }
        let modifiers: String = chars[group_start..i].iter().collect();
        let Some(&atom) = chars.get(i) else {
            return Err(BetzaError::DanglingModifiers {
                text: Excerpt::around(text, chars.len()),
            });
        };
        let atom_at = i;
        i += 1;
        let mut range: u8 = 1;
        if chars.get(i) == Some(&atom) && "WFDNAHCZG".contains(atom) {
            range = UNLIMITED;
            i += 1;
        }
        let digits_at = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i > digits_at {
            let digits: String = chars[digits_at..i].iter().collect();
            match digits.parse::<u8>() {
                // A leaper with a range, such as N2, rides that far.
                Ok(n @ 1..=15) => range = n,
                _ => {
                    return Err(BetzaError::BadRange {
                        range: Excerpt::new(&digits),
                        at: digits_at,
                        text: Excerpt::around(text, digits_at),
                    })
                }
            }
        } else if "RBQ".contains(atom) {
            range = UNLIMITED;
        }
        let ctx = GroupContext {
            text,
            group_at: group_start,
            modifiers: &modifiers,
            atom,
            atom_at,
        };
        if expand_group(&ctx, range, &mut moves)? == 0 {
            let group: String = chars[group_start..i].iter().collect();
            return Err(BetzaError::NoMoves {
                group: Excerpt::new(&group),
                at: group_start,
                text: Excerpt::around(text, group_start),
            });
        }
    }
    Ok(moves)
}

struct GroupContext<'a> {
    text: &'a str,
    group_at: usize,
    modifiers: &'a str,
    atom: char,
    atom_at: usize,
}

impl GroupContext<'_> {
    fn bad(&self, modifier: &str) -> BetzaError {
        BetzaError::BadModifier {
            modifier: modifier.to_string(),
            atom: self.atom,
            at: self.group_at,
            text: Excerpt::around(self.text, self.group_at),
        }
    }
}

fn atom_shape(atom: char) -> Option<((i8, i8), Shape)> {
    Some(match atom {
        'W' => ((1, 0), Shape::Orthogonal),
        'D' => ((2, 0), Shape::Orthogonal),
        'H' => ((3, 0), Shape::Orthogonal),
        'F' => ((1, 1), Shape::Diagonal),
        'A' => ((2, 2), Shape::Diagonal),
        'G' => ((3, 3), Shape::Diagonal),
        'N' => ((2, 1), Shape::Oblique),
        'C' => ((3, 1), Shape::Oblique),
        'Z' => ((3, 2), Shape::Oblique),
        _ => return None,
    })
}

/// The eight (or four) vectors of an atom with base offset (a, b).
fn atom_vectors((a, b): (i8, i8)) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let v = (x * sx, y * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

fn expand_group(
    ctx: &GroupContext,
    range: u8,
    moves: &mut PieceMoves,
) -> Result<usize, BetzaError> {
    // An unknown atom is named before its modifiers are judged, so that a
    // modifier message only ever names a known atom.
    if !matches!(ctx.atom, 'K' | 'Q' | 'R' | 'B') && atom_shape(ctx.atom).is_none() {
        return Err(BetzaError::UnknownLetter {
            letter: ctx.atom,
            at: ctx.atom_at,
            text: Excerpt::around(ctx.text, ctx.atom_at),
        });
    }
    let mut move_only = false;
    let mut capture_only = false;
    let mut lame = false;
    let mut directions = String::new();
    for c in ctx.modifiers.chars() {
        match c {
            'm' => move_only = true,
            'c' => capture_only = true,
            'n' => lame = true,
            _ => directions.push(c),
        }
    }
    if move_only && capture_only {
        return Err(ctx.bad("mc"));
    }
    let (move_range, capture_range) = match (move_only, capture_only) {
        (true, _) => (range, 0),
        (_, true) => (0, range),
        _ => (range, range),
    };
    // (vector, selected) pairs for the atom, the compound K/Q handled by parts.
    let selected: Vec<(i8, i8)> = match ctx.atom {
        'K' | 'Q' => {
            let (vertical, _horizontal) = split_letters(ctx, &directions, Shape::Orthogonal)?;
            let ortho = select(ctx, &directions, (1, 0), Shape::Orthogonal)?;
            let diag: Vec<(i8, i8)> = atom_vectors((1, 1))
                .into_iter()
                .filter(|&(_, y)| {
                    directions.is_empty()
                        || (y > 0 && vertical.contains('f'))
                        || (y < 0 && vertical.contains('b'))
                })
                .collect();
            ortho.into_iter().chain(diag).collect()
        }
        'R' | 'B' => {
            let shape = if ctx.atom == 'R' {
                Shape::Orthogonal
            } else {
                Shape::Diagonal
            };
            let base = if ctx.atom == 'R' { (1, 0) } else { (1, 1) };
            select(ctx, &directions, base, shape)?
        }
        atom => {
            let Some((base, shape)) = atom_shape(atom) else {
                return Err(BetzaError::UnknownLetter {
                    letter: atom,
                    at: ctx.atom_at,
                    text: Excerpt::around(ctx.text, ctx.atom_at),
                });
            };
            if lame && matches!(atom, 'C' | 'Z') {
                return Err(ctx.bad("n"));
            }
            select(ctx, &directions, base, shape)?
        }
    };
    let range_is_leap = range == 1;
    let n = selected.len();
    for (dx, dy) in selected {
        moves.add(Vector {
            dx,
            dy,
            move_range,
            capture_range,
            lame: lame && range_is_leap,
        });
    }
    Ok(n)
}

/// Splits direction letters into vertical (f, b) and horizontal (l, r) sets,
/// expanding v and s.
fn split_letters(
    ctx: &GroupContext,
    letters: &str,
    shape: Shape,
) -> Result<(String, String), BetzaError> {
    let mut vertical = String::new();
    let mut horizontal = String::new();
    for c in letters.chars() {
        match c {
            'f' | 'b' => vertical.push(c),
            'v' => vertical.push_str("fb"),
            'l' | 'r' => horizontal.push(c),
            's' => horizontal.push_str("lr"),
            'h' if shape == Shape::Oblique => {}
            _ => return Err(ctx.bad(&c.to_string())),
        }
    }
    Ok((vertical, horizontal))
}

fn select(
    ctx: &GroupContext,
    letters: &str,
    base: (i8, i8),
    shape: Shape,
) -> Result<Vec<(i8, i8)>, BetzaError> {
    let all = atom_vectors(base);
    if letters.is_empty() {
        return Ok(all);
    }
    match shape {
        Shape::Orthogonal => {
            let (vertical, horizontal) = split_letters(ctx, letters, shape)?;
            Ok(all
                .into_iter()
                .filter(|&(x, y)| {
                    (y > 0 && vertical.contains('f'))
                        || (y < 0 && vertical.contains('b'))
                        || (x < 0 && horizontal.contains('l'))
                        || (x > 0 && horizontal.contains('r'))
                })
                .collect())
        }
        Shape::Diagonal => {
            let (vertical, horizontal) = split_letters(ctx, letters, shape)?;
            Ok(all
                .into_iter()
                .filter(|&(x, y)| {
                    let v_ok =
                        (y > 0 && vertical.contains('f')) || (y < 0 && vertical.contains('b'));
                    let h_ok =
                        (x < 0 && horizontal.contains('l')) || (x > 0 && horizontal.contains('r'));
                    match (vertical.is_empty(), horizontal.is_empty()) {
                        (false, false) => v_ok && h_ok,
                        (false, true) => v_ok,
                        _ => h_ok,
                    }
                })
                .collect())
        }
        Shape::Oblique => {
            let tokens = oblique_tokens(ctx, letters)?;
            Ok(all
                .into_iter()
                .filter(|&v| tokens.iter().any(|t| oblique_matches(t, v)))
                .collect())
        }
    }
}

/// Groups the direction letters on an oblique atom into one- and two-letter
/// tokens (`fh`, `fs`, `ff`, `fl`, ...), longest first.
fn oblique_tokens(ctx: &GroupContext, letters: &str) -> Result<Vec<String>, BetzaError> {
    const PAIRS: [&str; 22] = [
        "ff", "bb", "ll", "rr", "fs", "bs", "lv", "rv", "fh", "bh", "lh", "rh", "fl", "lf", "fr",
        "rf", "bl", "lb", "br", "rb", "vh", "sh",
    ];
    let chars: Vec<char> = letters.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if i + 1 < chars.len() {
            let pair: String = chars[i..i + 2].iter().collect();
            if PAIRS.contains(&pair.as_str()) {
                tokens.push(pair);
                i += 2;
                continue;
            }
        }
        let c = chars[i];
        if !"fblrvs".contains(c) {
            return Err(ctx.bad(&c.to_string()));
        }
        tokens.push(c.to_string());
        i += 1;
    }
    Ok(tokens)
}

fn oblique_matches(token: &str, (x, y): (i8, i8)) -> bool {
    let narrow = y.abs() > x.abs();
    let wide = !narrow;
    let mut letters = token.chars();
    let first = letters.next();
    let second = letters.next();
    let side = |c: char| match c {
        'f' => y > 0,
        'b' => y < 0,
        'l' => x < 0,
        'r' => x > 0,
        'v' => y != 0,
        's' => x != 0,
        _ => false,
    };
    // The pair most in direction c: narrow for f/b, wide for l/r.
    let most = |c: char| match c {
        'f' | 'b' | 'v' => side(c) && narrow,
        'l' | 'r' | 's' => side(c) && wide,
        _ => false,
    };
    match (first, second) {
        (Some(c), None) => most(c),
        (Some(a), Some(b)) if a == b => most(a),
        (Some(c), Some('h')) => side(c),
        (Some(c @ ('f' | 'b')), Some('s')) => side(c) && wide,
        (Some(c @ ('l' | 'r')), Some('v')) => side(c) && narrow,
        (Some(a), Some(b)) => side(a) && side(b),
        _ => false,
    }
}
