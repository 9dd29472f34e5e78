//! A second, deliberately simple Heavy Gravity move generator, written from
//! the rule text without the kernel (its own board array, its own piece
//! moves, check found by trying every enemy move onto the Old Monkey), and
//! the proof that it and the crate agree: the perft file's counts, which
//! came from this generator, and the move lists of some busy positions.

use heavy_gravity::{HeavyGravity, Variant};

/// Piece codes: White positive, Black negative.
const PAWN: i8 = 1;
const KNIGHT: i8 = 2;
const BISHOP: i8 = 3;
const ROOK: i8 = 4;
const QUEEN: i8 = 5;
const MONKEY: i8 = 6;

/// How far a Queen, Rook or Bishop may go under heavy gravity.
const RANGE: i32 = 4;

#[derive(Clone)]
struct Board {
    /// Index `rank * 8 + file`, a1 = 0.
    squares: [i8; 64],
    /// +1 White to move, -1 Black to move.
    side: i8,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct SimpleMove {
    from: usize,
    to: usize,
    /// The kind a pawn becomes (always positive), or 0.
    promotion: i8,
}

fn name(square: usize) -> String {
    format!("{}{}", (b'a' + (square % 8) as u8) as char, square / 8 + 1)
}

impl SimpleMove {
    fn text(self) -> String {
        let promo = match self.promotion {
            QUEEN => "q",
            ROOK => "r",
            BISHOP => "b",
            KNIGHT => "n",
            _ => "",
        };
        format!("{}{}{promo}", name(self.from), name(self.to))
    }
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

impl Board {
    fn from_fen(fen: &str) -> Board {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().expect("test fen has a board");
        let mut squares = [0i8; 64];
        for (i, row) in placement.split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for c in row.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as usize;
                    continue;
                }
                let kind = match c.to_ascii_uppercase() {
                    'P' => PAWN,
                    'N' => KNIGHT,
                    'B' => BISHOP,
                    'R' => ROOK,
                    'Q' => QUEEN,
                    'K' => MONKEY,
                    other => panic!("test fen letter {other}"),
                };
                squares[rank * 8 + file] = if c.is_ascii_uppercase() { kind } else { -kind };
                file += 1;
            }
        }
        let side = if fields.next() == Some("b") { -1 } else { 1 };
        Board { squares, side }
    }

    fn at(&self, file: i32, rank: i32) -> i8 {
        self.squares[(rank * 8 + file) as usize]
    }

    /// Every move of `side`'s pieces by their movement alone (the Old
    /// Monkey may be left attacked).
    fn pseudo_moves(&self, side: i8) -> Vec<SimpleMove> {
        let mut moves = Vec::new();
        for from in 0..64 {
            let piece = self.squares[from];
            if piece == 0 || piece.signum() != side {
                continue;
            }
            let (file, rank) = ((from % 8) as i32, (from / 8) as i32);
            let forward = side as i32;
            let add = |to_file: i32, to_rank: i32, moves: &mut Vec<SimpleMove>| {
                let to = (to_rank * 8 + to_file) as usize;
                moves.push(SimpleMove {
                    from,
                    to,
                    promotion: 0,
                });
            };
            // Whether the square may be entered: empty or an enemy piece.
            let enterable = |f: i32, r: i32| on_board(f, r) && self.at(f, r).signum() != side;
            match piece.abs() {
                PAWN => {
                    let last = if side == 1 { 7 } else { 0 };
                    let r = rank + forward;
                    let mut targets = Vec::new();
                    if on_board(file, r) && self.at(file, r) == 0 {
                        targets.push(file);
                    }
                    for f in [file - 1, file + 1] {
                        if on_board(f, r) && self.at(f, r).signum() == -side {
                            targets.push(f);
                        }
                    }
                    for f in targets {
                        let to = (r * 8 + f) as usize;
                        if r == last {
                            for promotion in [QUEEN, ROOK, BISHOP, KNIGHT] {
                                moves.push(SimpleMove {
                                    from,
                                    to,
                                    promotion,
                                });
                            }
                        } else {
                            moves.push(SimpleMove {
                                from,
                                to,
                                promotion: 0,
                            });
                        }
                    }
                }
                KNIGHT => {
                    // One orthogonal step onto an empty square, then one
                    // diagonal step away from the start.
                    for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let (mf, mr) = (file + dx, rank + dy);
                        if !on_board(mf, mr) || self.at(mf, mr) != 0 {
                            continue;
                        }
                        let outward = if dx != 0 {
                            [(dx, 1), (dx, -1)]
                        } else {
                            [(1, dy), (-1, dy)]
                        };
                        for (ex, ey) in outward {
                            if enterable(mf + ex, mr + ey) {
                                add(mf + ex, mr + ey, &mut moves);
                            }
                        }
                    }
                }
                BISHOP | ROOK | QUEEN => {
                    let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
                    let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                    let directions: Vec<(i32, i32)> = match piece.abs() {
                        BISHOP => diagonal.to_vec(),
                        ROOK => straight.to_vec(),
                        _ => diagonal.iter().chain(straight.iter()).copied().collect(),
                    };
                    for (dx, dy) in directions {
                        for distance in 1..=RANGE {
                            let (f, r) = (file + dx * distance, rank + dy * distance);
                            if !on_board(f, r) {
                                break;
                            }
                            let target = self.at(f, r);
                            if target.signum() != side {
                                add(f, r, &mut moves);
                            }
                            if target != 0 {
                                break;
                            }
                        }
                    }
                }
                MONKEY => {
                    // Diagonally any way, or straight back towards its own
                    // side of the board.
                    for (dx, dy) in [(1, 1), (1, -1), (-1, 1), (-1, -1), (0, -forward)] {
                        if enterable(file + dx, rank + dy) {
                            add(file + dx, rank + dy, &mut moves);
                        }
                    }
                }
                other => panic!("piece code {other}"),
            }
        }
        moves
    }

    fn play(&self, mv: SimpleMove) -> Board {
        let mut next = self.clone();
        let piece = next.squares[mv.from];
        next.squares[mv.from] = 0;
        next.squares[mv.to] = if mv.promotion != 0 {
            mv.promotion * piece.signum()
        } else {
            piece
        };
        next.side = -self.side;
        next
    }

    /// Whether `side`'s Old Monkey could be taken by some enemy move.
    fn monkey_attacked(&self, side: i8) -> bool {
        let Some(monkey) = (0..64).find(|&s| self.squares[s] == MONKEY * side) else {
            return false;
        };
        self.pseudo_moves(-side).iter().any(|m| m.to == monkey)
    }

    fn legal_moves(&self) -> Vec<SimpleMove> {
        self.pseudo_moves(self.side)
            .into_iter()
            .filter(|&m| !self.play(m).monkey_attacked(self.side))
            .collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.play(m).perft(depth - 1)).sum()
    }
}

const PERFT_FILE: &str = include_str!("../perft/heavy-gravity.perft");

/// The start position as the rule text describes it, written independently
/// of the crate's constant.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

fn cases() -> Vec<kernel_free::Case> {
    kernel_free::parse(PERFT_FILE)
}

/// A reader for the perft file that does not use the kernel's reader either.
mod kernel_free {
    pub struct Case {
        pub id: String,
        pub fen: String,
        pub counts: Vec<(u32, u64)>,
    }

    pub fn parse(text: &str) -> Vec<Case> {
        let mut cases: Vec<Case> = Vec::new();
        for line in text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
        {
            if let Some(id) = line.strip_prefix("id ") {
                cases.push(Case {
                    id: id.to_string(),
                    fen: super::START.to_string(),
                    counts: Vec::new(),
                });
            } else if let Some(fen) = line.strip_prefix("fen ") {
                cases.last_mut().expect("fen after id").fen = fen.to_string();
            } else if let Some(count) = line.strip_prefix("perft ") {
                let (depth, nodes) = count.split_once(' ').expect("perft <depth> <nodes>");
                cases.last_mut().expect("perft after id").counts.push((
                    depth.parse().expect("depth"),
                    nodes.trim().parse().expect("nodes"),
                ));
            }
        }
        cases
    }
}

#[test]
fn the_independent_generator_gives_the_perft_file_counts() {
    let cases = cases();
    assert!(cases.iter().any(|c| c.id == "start" && c.counts.len() >= 4));
    for case in cases {
        let board = Board::from_fen(&case.fen);
        for &(depth, nodes) in &case.counts {
            assert_eq!(board.perft(depth), nodes, "{} depth {depth}", case.id);
        }
    }
}

/// Positions whose move lists the two generators must agree on move by
/// move, two plies deep: promotions, pins, checks, blocked Knights, and
/// pieces lined up at distances 4 and 5.
const BUSY: &[&str] = &[
    START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b - - 0 1",
    "4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1",
    "4k3/1P4P1/8/8/8/8/1p4p1/4K3 b - - 0 1",
    "q3k3/8/8/3n4/2N5/8/8/R3K2B w - - 0 1",
    "4k3/8/8/8/4q3/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/4q3/8/4K3 w - - 0 1",
    "r1b1k2r/ppp2ppp/2n1qn2/1N1pp3/3PP3/2b2N2/PPP2PPP/R1BQKB1R w - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

#[test]
fn both_generators_list_the_same_moves_two_plies_deep() {
    let game = HeavyGravity::new();
    for fen in BUSY {
        let simple = Board::from_fen(fen);
        let position = game.read_position(fen).expect("busy position reads");
        let mut ours: Vec<String> = simple.legal_moves().iter().map(|m| m.text()).collect();
        let mut theirs: Vec<String> = game
            .legal_moves(&position)
            .iter()
            .map(|&m| game.coordinate(m))
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(theirs, ours, "moves of {fen}");
        for mv in simple.legal_moves() {
            let after = simple.play(mv);
            let crate_after = game.play(&position, &mv.text()).expect("the move plays");
            assert_eq!(
                game.perft(&crate_after, 2),
                after.perft(2),
                "{fen} after {}",
                mv.text()
            );
        }
    }
}

/// Prints the counts for the perft file. Run it to regenerate the file:
/// `cargo test -p cvpages-heavy-gravity --test suite independent:: -- --ignored --nocapture`.
#[test]
#[ignore = "prints the perft file's counts from this generator"]
fn print_perft_counts() {
    for (id, fen, depth) in [
        ("start", START, 6),
        ("kiwipete-no-castling", BUSY[1], 4),
        ("promotions", BUSY[3], 4),
    ] {
        let board = Board::from_fen(fen);
        println!("id {id}\nfen {fen}");
        for d in 1..=depth {
            println!("perft {d} {}", board.perft(d));
        }
    }
}
