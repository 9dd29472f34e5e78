//! A standalone Multimove FIDE Chess turn enumerator, written straight from
//! the rule text and sharing no code with the workspace: its own 0x88
//! board, its own FIDE move generator and attack test, its own prices.
//!
//! It is deliberately naive: it tries every ordering of every affordable
//! sequence of moves, with no transposition detection, and deduplicates
//! the positions the turns end in only at the end (in one set per turn
//! start). It is fast only in the plain ways: make and unmake on one
//! board, no allocation per sequence, and the starts of a perft split over
//! threads.

use arrayvec::ArrayVec;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hash, Hasher};

const PAWN: u8 = 1;
const KNIGHT: u8 = 2;
const BISHOP: u8 = 3;
const ROOK: u8 = 4;
const QUEEN: u8 = 5;
const KING: u8 = 6;
/// Added to a kind for a Black piece; a White piece is the bare kind.
const BLACK: u8 = 8;

const KNIGHT_LEAPS: [i32; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
const KING_STEPS: [i32; 8] = [1, -1, 16, -16, 15, 17, -15, -17];
const ROOK_RAYS: [i32; 4] = [1, -1, 16, -16];
const BISHOP_RAYS: [i32; 4] = [15, 17, -15, -17];
/// The Queen slides along the King's eight steps.
const QUEEN_RAYS: [i32; 8] = KING_STEPS;

/// Castling rights, one bit each: White king side, White queen side, Black
/// king side, Black queen side.
const WK: u8 = 1;
const WQ: u8 = 2;
const BK: u8 = 4;
const BQ: u8 = 8;

/// "Castling costs 2 points."
const CASTLING_COST: u32 = 2;
/// The whole budget of a turn, N = 8; White's first turn has N/2.
pub const N: u32 = 8;

/// "Promoting a pawn costs 1 point for promotion to a Knight or Bishop, 2
/// points for promotion to a Rook, or 3 points for promotion to a Queen."
const PROMOTIONS: [(u8, u32); 4] = [(KNIGHT, 1), (BISHOP, 1), (ROOK, 2), (QUEEN, 3)];

fn on_board(square: i32) -> bool {
    (0..128).contains(&square) && square & 0x88 == 0
}

fn color_of(piece: u8) -> usize {
    usize::from(piece & BLACK != 0)
}

/// Squares moved into, through or over: the larger of the file and rank
/// distances (a Knight's move is 2).
fn distance(from: usize, to: usize) -> u32 {
    let files = ((from & 7) as i32 - (to & 7) as i32).unsigned_abs();
    let ranks = ((from >> 4) as i32 - (to >> 4) as i32).unsigned_abs();
    files.max(ranks)
}

/// A board position: pieces, castling rights, and the side whose turn it is.
#[derive(Clone)]
pub struct Board {
    cells: [u8; 128],
    castling: u8,
    side: usize,
    /// Where each side's King stands.
    kings: [usize; 2],
}

/// What a turn leaves: the 64 squares (a byte each, eight to a word) and the
/// castling rights. The side is always the other one, and the clocks are
/// not compared.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct End {
    /// Rank `r` of the board, file a in the low byte.
    pub ranks: [u64; 8],
    /// The castling bits.
    pub castling: u8,
}

/// A multiply-and-rotate hasher with a finaliser, for hash tables (which
/// compare keys whose hashes collide): the std default (SipHash) would be
/// most of the run time, and the keys come from no adversary. Too weak for
/// fingerprints: see [`End::fingerprint`].
#[derive(Default)]
pub struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        // The table indexes by the low bits, which the multiplications
        // alone leave depending on low bits only.
        mix(self.0)
    }
    fn write(&mut self, bytes: &[u8]) {
        // Eight bytes at a time: a board is written as one slice.
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.write_u64(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        for &b in words.remainder() {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The set the turn ends are deduplicated in.
pub type Ends = HashSet<End, BuildHasherDefault<WordHasher>>;

/// Where the search puts each turn end it reaches.
trait Sink {
    fn add(&mut self, board: &Board);
}

impl Sink for Ends {
    fn add(&mut self, board: &Board) {
        self.insert(board.end());
    }
}

/// The ends of a turn as 64-bit fingerprints, for counting: an eighth of
/// the memory of whole ends, so that the set of a turn's hundred thousand
/// ends stays in cache. Two different ends that shared a fingerprint would
/// make the count one smaller: a disagreement with the crate, never an
/// agreement that hides one.
#[derive(Default)]
struct Fingerprints(HashSet<u64, BuildHasherDefault<WordHasher>>);

impl Sink for Fingerprints {
    fn add(&mut self, board: &Board) {
        self.0.insert(board.end().fingerprint());
    }
}

/// SplitMix64's finaliser: a bijection of 64-bit words in which every
/// input bit moves about half the output bits.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl End {
    /// A 64-bit fingerprint: the sum of a strong mix of each rank word
    /// (salted by its rank) and of the castling bits, mixed once more.
    ///
    /// A multiply-and-rotate chain like [`WordHasher`]'s is not good
    /// enough here: on boards it collides about once in 10^4 ends, which
    /// made the first depth-2 run 299 turns short. With a strong mix per
    /// word the chance of any collision in the whole depth-2 perft (about
    /// 5 * 10^12 pairs of ends of one turn) is about 3 * 10^-7.
    pub fn fingerprint(&self) -> u64 {
        const SALT: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut h = mix(u64::from(self.castling) ^ SALT.wrapping_mul(9));
        for (r, &word) in self.ranks.iter().enumerate() {
            h = h.wrapping_add(mix(word ^ SALT.wrapping_mul(r as u64 + 1)));
        }
        mix(h)
    }
}

impl Board {
    /// Reads the first three fields of a FEN: placement, side, castling.
    pub fn from_fen(fen: &str) -> Result<Board, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 3 {
            return Err(format!("too few fields in '{fen}'"));
        }
        let mut cells = [0u8; 128];
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != 8 {
            return Err(format!("not 8 ranks in '{fen}'"));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                    continue;
                }
                let kind = match c.to_ascii_lowercase() {
                    'p' => PAWN,
                    'n' => KNIGHT,
                    'b' => BISHOP,
                    'r' => ROOK,
                    'q' => QUEEN,
                    'k' => KING,
                    _ => return Err(format!("piece '{c}' in '{fen}'")),
                };
                if file > 7 {
                    return Err(format!("rank too long in '{fen}'"));
                }
                cells[rank * 16 + file] = if c.is_ascii_lowercase() {
                    kind | BLACK
                } else {
                    kind
                };
                file += 1;
            }
            if file != 8 {
                return Err(format!("rank of {file} files in '{fen}'"));
            }
        }
        let side = match fields[1] {
            "w" => 0,
            "b" => 1,
            other => return Err(format!("side '{other}'")),
        };
        let mut castling = 0;
        for c in fields[2].chars() {
            castling |= match c {
                'K' => WK,
                'Q' => WQ,
                'k' => BK,
                'q' => BQ,
                '-' => 0,
                _ => return Err(format!("castling '{c}'")),
            };
        }
        let mut board = Board {
            cells,
            castling,
            side,
            kings: [0; 2],
        };
        for side in 0..2 {
            board.kings[side] = board
                .find_king(side)
                .ok_or_else(|| format!("no King of side {side} in '{fen}'"))?;
        }
        Ok(board)
    }

    /// The position a turn ending here leaves.
    pub fn end(&self) -> End {
        let mut ranks = [0u64; 8];
        for (r, word) in ranks.iter_mut().enumerate() {
            let row: [u8; 8] = self.cells[r * 16..r * 16 + 8]
                .try_into()
                .expect("eight files");
            *word = u64::from_le_bytes(row);
        }
        End {
            ranks,
            castling: self.castling,
        }
    }

    /// The board a turn end stands for, with `side` to move.
    pub fn from_end(end: &End, side: usize) -> Board {
        let mut cells = [0u8; 128];
        for (r, word) in end.ranks.iter().enumerate() {
            cells[r * 16..r * 16 + 8].copy_from_slice(&word.to_le_bytes());
        }
        let mut board = Board {
            cells,
            castling: end.castling,
            side,
            kings: [0; 2],
        };
        for side in 0..2 {
            board.kings[side] = board.find_king(side).expect("a turn leaves both Kings");
        }
        board
    }

    /// The placement and castling fields of a FEN, for messages.
    pub fn fen(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let p = self.cells[rank * 16 + file];
                if p == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                let c = b" pnbrqk"[usize::from(p & 7)] as char;
                out.push(if p & BLACK == 0 {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        for (bit, c) in [(WK, 'K'), (WQ, 'Q'), (BK, 'k'), (BQ, 'q')] {
            if self.castling & bit != 0 {
                out.push(c);
            }
        }
        if self.castling == 0 {
            out.push('-');
        }
        out
    }

    /// The side whose turn it is: 0 White, 1 Black.
    pub fn side(&self) -> usize {
        self.side
    }

    fn find_king(&self, side: usize) -> Option<usize> {
        let king = if side == 0 { KING } else { KING | BLACK };
        (0..128).find(|&s| s & 0x88 == 0 && self.cells[s] == king)
    }

    /// Whether any piece of `by` attacks `square`.
    fn attacked(&self, square: usize, by: usize) -> bool {
        let sq = square as i32;
        let own = |kind: u8| if by == 0 { kind } else { kind | BLACK };
        let at = |s: i32| {
            if on_board(s) {
                self.cells[s as usize]
            } else {
                0
            }
        };
        // A White pawn attacks from below, a Black one from above.
        let pawn_from = if by == 0 { [-15, -17] } else { [15, 17] };
        if pawn_from.iter().any(|&d| at(sq + d) == own(PAWN)) {
            return true;
        }
        if KNIGHT_LEAPS.iter().any(|&d| at(sq + d) == own(KNIGHT)) {
            return true;
        }
        if KING_STEPS.iter().any(|&d| at(sq + d) == own(KING)) {
            return true;
        }
        for (rays, slider) in [(ROOK_RAYS, ROOK), (BISHOP_RAYS, BISHOP)] {
            for d in rays {
                let mut s = sq + d;
                while on_board(s) {
                    let p = self.cells[s as usize];
                    if p != 0 {
                        if p == own(slider) || p == own(QUEEN) {
                            return true;
                        }
                        break;
                    }
                    s += d;
                }
            }
        }
        false
    }

    fn king_attacked(&self, side: usize) -> bool {
        self.attacked(self.kings[side], 1 - side)
    }
}

/// One move found by the generator: where from and to, the piece that
/// moves, the piece that stands on `to` afterwards, what it costs, and for
/// castling where the Rook goes.
#[derive(Clone, Copy)]
struct Candidate {
    from: usize,
    to: usize,
    piece: u8,
    becomes: u8,
    cost: u32,
    castle: Option<(usize, usize)>,
}

/// More than the pseudo-legal moves of any position the tests reach.
type Moves = ArrayVec<Candidate, 320>;

/// The naive search over one turn.
struct Search<'a, S> {
    board: Board,
    ends: &'a mut S,
    /// Sequences tried (each prefix of each ordering counts once).
    sequences: u64,
}

/// The castling rights a move from or to `square` takes away.
fn rights_lost(square: usize) -> u8 {
    match square {
        0x04 => WK | WQ,
        0x00 => WQ,
        0x07 => WK,
        0x74 => BK | BQ,
        0x70 => BQ,
        0x77 => BK,
        _ => 0,
    }
}

impl<S: Sink> Search<'_, S> {
    /// Every sequence from here: `moved` holds the squares (bits of the
    /// 0x88 index) of the pieces already moved this turn.
    fn go(&mut self, points: u32, moved: u128, made: bool) {
        self.sequences += 1;
        if made {
            self.ends.add(&self.board);
        }
        if points == 0 {
            return;
        }
        let mut moves = Moves::new();
        self.generate(points, moved, &mut moves);
        let us = self.board.side;
        for mv in &moves {
            let captured = self.board.cells[mv.to];
            let castling = self.board.castling;
            self.board.cells[mv.to] = mv.becomes;
            self.board.cells[mv.from] = 0;
            if mv.piece & 7 == KING {
                self.board.kings[us] = mv.to;
            }
            self.board.castling &= !(rights_lost(mv.from) | rights_lost(mv.to));
            let mut now_moved = (moved & !(1u128 << mv.from)) | (1u128 << mv.to);
            if let Some((rook_from, rook_to)) = mv.castle {
                self.board.cells[rook_to] = self.board.cells[rook_from];
                self.board.cells[rook_from] = 0;
                now_moved |= 1u128 << rook_to;
            }
            // "A player may not expose his royal piece to check during a
            // sequence of moves": after every move, including the first
            // (which must nullify a check).
            if !self.board.king_attacked(us) {
                if self.board.king_attacked(1 - us) {
                    // "... the checking player may make no further moves
                    // that turn."
                    self.sequences += 1;
                    self.ends.add(&self.board);
                } else {
                    self.go(points - mv.cost, now_moved, true);
                }
            }
            if let Some((rook_from, rook_to)) = mv.castle {
                self.board.cells[rook_from] = self.board.cells[rook_to];
                self.board.cells[rook_to] = 0;
            }
            self.board.cells[mv.from] = mv.piece;
            self.board.cells[mv.to] = captured;
            if mv.piece & 7 == KING {
                self.board.kings[us] = mv.from;
            }
            self.board.castling = castling;
        }
    }

    /// The pseudo-legal moves affordable with `points`, with their costs.
    fn generate(&self, points: u32, moved: u128, out: &mut Moves) {
        let board = &self.board;
        let us = board.side;
        let mut push = |c: Candidate| {
            if c.cost <= points {
                out.push(c);
            }
        };
        for from in 0..128usize {
            if from & 0x88 != 0 {
                continue;
            }
            let piece = board.cells[from];
            if piece == 0 || color_of(piece) != us {
                continue;
            }
            // "Moving a piece that has already been moved during the turn
            // costs an extra point."
            let again = u32::from(moved & (1u128 << from) != 0);
            let target = |to: i32| -> Option<(usize, u32)> {
                if !on_board(to) {
                    return None;
                }
                let p = board.cells[to as usize];
                if p == 0 {
                    Some((to as usize, 0))
                } else if color_of(p) != us {
                    // "Capturing a piece costs an extra 1 point."
                    Some((to as usize, 1))
                } else {
                    None
                }
            };
            match piece & 7 {
                PAWN => {
                    let forward: i32 = if us == 0 { 16 } else { -16 };
                    let last = if us == 0 { 7 } else { 0 };
                    let mut pawn_move = |to: usize, capture: u32| {
                        let cost = 1 + capture + again;
                        if to >> 4 == last {
                            // "Pawn promotion is mandatory."
                            for (kind, price) in PROMOTIONS {
                                push(Candidate {
                                    from,
                                    to,
                                    piece,
                                    becomes: kind | (piece & BLACK),
                                    cost: cost + price,
                                    castle: None,
                                });
                            }
                        } else {
                            push(Candidate {
                                from,
                                to,
                                piece,
                                becomes: piece,
                                cost,
                                castle: None,
                            });
                        }
                    };
                    // One step forward only: "The initial two-square pawn
                    // move is not allowed."
                    let ahead = from as i32 + forward;
                    if on_board(ahead) && board.cells[ahead as usize] == 0 {
                        pawn_move(ahead as usize, 0);
                    }
                    // Captures only onto an enemy piece: "En passant
                    // capture is not allowed."
                    for side in [-1, 1] {
                        let to = from as i32 + forward + side;
                        if on_board(to) {
                            let p = board.cells[to as usize];
                            if p != 0 && color_of(p) != us {
                                pawn_move(to as usize, 1);
                            }
                        }
                    }
                }
                KNIGHT | KING => {
                    let leaps: &[i32] = if piece & 7 == KNIGHT {
                        &KNIGHT_LEAPS
                    } else {
                        &KING_STEPS
                    };
                    for &d in leaps {
                        if let Some((to, capture)) = target(from as i32 + d) {
                            push(Candidate {
                                from,
                                to,
                                piece,
                                becomes: piece,
                                cost: distance(from, to) + capture + again,
                                castle: None,
                            });
                        }
                    }
                    if piece & 7 == KING {
                        for castle in self.castlings(from) {
                            push(castle);
                        }
                    }
                }
                kind => {
                    let rays: &[i32] = match kind {
                        BISHOP => &BISHOP_RAYS,
                        ROOK => &ROOK_RAYS,
                        _ => &QUEEN_RAYS,
                    };
                    for &d in rays {
                        let mut to = from as i32 + d;
                        let mut squares = 1;
                        while squares + again <= points {
                            let Some((at, capture)) = target(to) else {
                                break;
                            };
                            push(Candidate {
                                from,
                                to: at,
                                piece,
                                becomes: piece,
                                cost: squares + capture + again,
                                castle: None,
                            });
                            if capture == 1 {
                                break;
                            }
                            to += d;
                            squares += 1;
                        }
                    }
                }
            }
        }
    }

    /// FIDE castling from `king`: the right kept, the squares between King
    /// and Rook empty, and the King not in check nor passing or landing on
    /// an attacked square.
    fn castlings(&self, king: usize) -> impl Iterator<Item = Candidate> + '_ {
        let board = &self.board;
        let us = board.side;
        let home = if us == 0 { 0x04 } else { 0x74 };
        let rights = if us == 0 { [WK, WQ] } else { [BK, BQ] };
        (0..2).filter_map(move |wing| {
            if king != home || board.castling & rights[wing] == 0 {
                return None;
            }
            let (rook_from, rook_to, king_to, between): (usize, usize, usize, &[usize]) =
                if wing == 0 {
                    (home + 3, home + 1, home + 2, &[1, 2])
                } else {
                    (home - 4, home - 1, home - 2, &[1, 2, 3])
                };
            let rook = if us == 0 { ROOK } else { ROOK | BLACK };
            if board.cells[rook_from] != rook {
                return None;
            }
            let empty = between.iter().all(|&k| {
                let s = if wing == 0 { home + k } else { home - k };
                board.cells[s] == 0
            });
            let passing = if wing == 0 { home + 1 } else { home - 1 };
            let safe = [home, passing, king_to]
                .iter()
                .all(|&s| !board.attacked(s, 1 - us));
            (empty && safe).then_some(Candidate {
                from: home,
                to: king_to,
                piece: board.cells[home],
                becomes: board.cells[home],
                cost: CASTLING_COST,
                castle: Some((rook_from, rook_to)),
            })
        })
    }
}

/// Every distinct end of a turn of `points` points from `board`, and the
/// number of sequences tried to find them.
pub fn turns(board: &Board, points: u32) -> (Ends, u64) {
    let mut ends = Ends::default();
    let sequences = search(board, points, &mut ends);
    (ends, sequences)
}

/// The number of distinct ends of a turn of `points` points from `board`
/// (by fingerprint), and the number of sequences tried to find them.
pub fn count_turns(board: &Board, points: u32) -> (u64, u64) {
    let mut ends = Fingerprints::default();
    let sequences = search(board, points, &mut ends);
    (ends.0.len() as u64, sequences)
}

fn search(board: &Board, points: u32, sink: &mut impl Sink) -> u64 {
    let mut search = Search {
        board: board.clone(),
        ends: sink,
        sequences: 0,
    };
    search.go(points, 0, false);
    search.sequences
}
