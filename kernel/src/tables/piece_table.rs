//! The move table of one kind for one colour: per square, its leaps and
//! rays as slices, for code that walks the moves one by one.

use crate::betza::Vector;
use crate::board::Board;
use crate::geometry::{Geometry, Square};

/// A leap from a square: its target, whether it may move and/or capture,
/// and the squares that must be empty for a lame leaper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leap {
    /// Where it lands.
    pub to: Square,
    /// May land on an empty square.
    pub can_move: bool,
    /// May land on an enemy piece.
    pub can_capture: bool,
    /// Squares that must be empty (lame leapers); up to two.
    pub legs: [Option<Square>; 2],
}

impl Leap {
    /// Whether every leg of the leap is empty on `board`.
    #[inline]
    pub fn is_open(&self, board: &Board) -> bool {
        self.legs
            .iter()
            .all(|leg| leg.is_none_or(|s| board.get(s).is_none()))
    }
}

/// A ray from a square: the squares in order up to the longest range or
/// the edge, and how far it may move or capture along them.
#[derive(Debug, Clone, Copy)]
pub struct Ray<'a> {
    /// The squares, nearest first.
    pub squares: &'a [Square],
    /// Steps allowed for a non-capturing move.
    pub move_range: u8,
    /// Steps allowed for a capture.
    pub capture_range: u8,
}

#[derive(Debug, Clone, Copy)]
struct RayEntry {
    start: u32,
    len: u8,
    move_range: u8,
    capture_range: u8,
}

#[derive(Debug, Clone, Copy, Default)]
struct Span {
    leaps: (u32, u32),
    rays: (u32, u32),
}

/// The moves of one kind for one colour from every square of one board.
#[derive(Debug, Clone)]
pub struct PieceTable {
    spans: Vec<Span>,
    leaps: Vec<Leap>,
    rays: Vec<RayEntry>,
    squares: Vec<Square>,
}

impl PieceTable {
    /// Builds the table of `vectors` (already turned for the colour).
    pub fn new(vectors: &[Vector], geometry: Geometry) -> PieceTable {
        let mut table = PieceTable {
            spans: vec![Span::default(); 256],
            leaps: Vec::new(),
            rays: Vec::new(),
            squares: Vec::new(),
        };
        for from in geometry.squares() {
            let leap_start = table.leaps.len() as u32;
            for v in vectors.iter().filter(|v| v.max_range() == 1) {
                let Some(to) = from.offset(v.dx, v.dy, geometry) else {
                    continue;
                };
                let mut legs = [None; 2];
                for (slot, (lx, ly)) in legs.iter_mut().zip(v.legs()) {
                    *slot = from.offset(lx, ly, geometry);
                }
                table.leaps.push(Leap {
                    to,
                    can_move: v.move_range > 0,
                    can_capture: v.capture_range > 0,
                    legs,
                });
            }
            let ray_start = table.rays.len() as u32;
            for v in vectors.iter().filter(|v| v.max_range() > 1) {
                let start = table.squares.len() as u32;
                let mut at = from;
                let mut len = 0u8;
                while len < v.max_range() {
                    match at.offset(v.dx, v.dy, geometry) {
                        Some(next) => {
                            table.squares.push(next);
                            at = next;
                            len += 1;
                        }
                        None => break,
                    }
                }
                if len > 0 {
                    table.rays.push(RayEntry {
                        start,
                        len,
                        move_range: v.move_range,
                        capture_range: v.capture_range,
                    });
                }
            }
            table.spans[from.index()] = Span {
                leaps: (leap_start, table.leaps.len() as u32),
                rays: (ray_start, table.rays.len() as u32),
            };
        }
        table
    }

    /// The leaps from `from`.
    #[inline]
    pub fn leaps(&self, from: Square) -> &[Leap] {
        let (a, b) = self.spans[from.index()].leaps;
        &self.leaps[a as usize..b as usize]
    }

    /// The rays from `from`.
    #[inline]
    pub fn rays(&self, from: Square) -> impl Iterator<Item = Ray<'_>> + '_ {
        let (a, b) = self.spans[from.index()].rays;
        self.rays[a as usize..b as usize].iter().map(|r| Ray {
            squares: &self.squares[r.start as usize..r.start as usize + r.len as usize],
            move_range: r.move_range,
            capture_range: r.capture_range,
        })
    }
}
