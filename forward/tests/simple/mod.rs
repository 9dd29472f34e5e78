//! A second Forward Chess move generator, deliberately simple and written
//! independently of the crate and the kernel: its own board array, its own
//! hand-coded moves, its own check test (try every enemy piece), its own
//! piece creation, and its own test of which moves lead to the same
//! position (play them all and compare the results). Slow and obvious, so
//! that it can check the fast one.

/// Pieces: positive White, negative Black.
pub const P: i8 = 1;
pub const N: i8 = 2;
pub const B: i8 = 3;
pub const R: i8 = 4;
pub const Q: i8 = 5;
pub const K: i8 = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mv {
    pub from: usize,
    pub to: usize,
    /// 0, or the kind a pawn becomes.
    pub promo: i8,
    pub ep: bool,
    pub double: bool,
}

/// Everything that decides what may follow: two positions are the same
/// turn's result when these fields are equal. (The clocks and history the
/// crate also keeps are equal for any two moves from one position that
/// leave one board: both push the same history entry, and a pawn capture,
/// which alone resets them, lowers the piece count, which no other move
/// does.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Index rank * 8 + file, rank 0 is rank 1.
    pub b: [i8; 64],
    pub white: bool,
    pub ep: Option<usize>,
}

fn at(file: i32, rank: i32) -> Option<usize> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some((rank * 8 + file) as usize)
    } else {
        None
    }
}

/// Reads the board, side and en passant fields of a FEN.
pub fn from_fen(fen: &str) -> Pos {
    let parts: Vec<&str> = fen.split_whitespace().collect();
    let mut b = [0i8; 64];
    for (i, row) in parts[0].split('/').enumerate() {
        let rank = 7 - i as i32;
        let mut file = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as i32;
                continue;
            }
            let kind = match c.to_ascii_lowercase() {
                'p' => P,
                'n' => N,
                'b' => B,
                'r' => R,
                'q' => Q,
                'k' => K,
                _ => panic!("bad letter {c}"),
            };
            b[at(file, rank).unwrap()] = if c.is_ascii_uppercase() { kind } else { -kind };
            file += 1;
        }
    }
    let ep = match parts[3] {
        "-" => None,
        s => {
            let s = s.as_bytes();
            at((s[0] - b'a') as i32, (s[1] - b'1') as i32)
        }
    };
    Pos {
        b,
        white: parts[1] == "w",
        ep,
    }
}

/// The squares the piece on `sq` could capture on (its attacks).
fn attacks(b: &[i8; 64], sq: usize, out: &mut Vec<usize>) {
    let piece = b[sq];
    let s: i32 = if piece > 0 { 1 } else { -1 };
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let slide = |dirs: &[(i32, i32)], out: &mut Vec<usize>| {
        for &(dx, dy) in dirs {
            let (mut x, mut y) = (f + dx, r + dy);
            while let Some(t) = at(x, y) {
                out.push(t);
                if b[t] != 0 {
                    break;
                }
                x += dx;
                y += dy;
            }
        }
    };
    match piece.abs() {
        P => out.extend([at(f - 1, r + s), at(f + 1, r + s)].into_iter().flatten()),
        N => out.extend(
            [
                at(f - 1, r + 2 * s),
                at(f + 1, r + 2 * s),
                at(f - 2, r + s),
                at(f + 2, r + s),
            ]
            .into_iter()
            .flatten(),
        ),
        B => slide(&[(-1, s), (1, s)], out),
        R => slide(&[(0, s), (-1, 0), (1, 0)], out),
        Q => slide(&[(0, s), (-1, 0), (1, 0), (-1, s), (1, s)], out),
        K => out.extend(
            [
                at(f, r + s),
                at(f - 1, r),
                at(f + 1, r),
                at(f - 1, r + s),
                at(f + 1, r + s),
            ]
            .into_iter()
            .flatten(),
        ),
        _ => {}
    }
}

/// Whether a piece of the given side attacks `target`.
pub fn attacked(b: &[i8; 64], target: usize, by_white: bool) -> bool {
    let mut targets = Vec::new();
    for sq in 0..64 {
        if b[sq] != 0 && (b[sq] > 0) == by_white {
            targets.clear();
            attacks(b, sq, &mut targets);
            if targets.contains(&target) {
                return true;
            }
        }
    }
    false
}

fn pseudo(p: &Pos) -> Vec<Mv> {
    let mut out = Vec::new();
    let s: i32 = if p.white { 1 } else { -1 };
    let mine = |v: i8| v != 0 && (v > 0) == p.white;
    let theirs = |v: i8| v != 0 && (v > 0) != p.white;
    let last = if p.white { 7 } else { 0 };
    let second = if p.white { 1 } else { 6 };
    let plain = |from, to| Mv {
        from,
        to,
        promo: 0,
        ep: false,
        double: false,
    };
    for sq in 0..64 {
        if !mine(p.b[sq]) {
            continue;
        }
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        if p.b[sq].abs() == P {
            let push = |to: usize, out: &mut Vec<Mv>| {
                if (to / 8) as i32 == last {
                    for k in [Q, R, B, N] {
                        out.push(Mv {
                            promo: k,
                            ..plain(sq, to)
                        });
                    }
                } else {
                    out.push(plain(sq, to));
                }
            };
            if let Some(one) = at(f, r + s) {
                if p.b[one] == 0 {
                    push(one, &mut out);
                    if r == second {
                        if let Some(two) = at(f, r + 2 * s) {
                            if p.b[two] == 0 {
                                out.push(Mv {
                                    double: true,
                                    ..plain(sq, two)
                                });
                            }
                        }
                    }
                }
            }
            for dx in [-1, 1] {
                if let Some(t) = at(f + dx, r + s) {
                    if theirs(p.b[t]) {
                        push(t, &mut out);
                    } else if p.ep == Some(t) && p.b[t] == 0 {
                        out.push(Mv {
                            ep: true,
                            ..plain(sq, t)
                        });
                    }
                }
            }
            if r == last {
                for k in [Q, R, B, N] {
                    out.push(Mv {
                        promo: k,
                        ..plain(sq, sq)
                    });
                }
            }
            continue;
        }
        let mut targets = Vec::new();
        attacks(&p.b, sq, &mut targets);
        for t in targets {
            if !mine(p.b[t]) {
                out.push(plain(sq, t));
            }
        }
        // The one backward move: a step straight back onto an empty square.
        if let Some(back) = at(f, r - s) {
            if p.b[back] == 0 {
                out.push(plain(sq, back));
            }
        }
    }
    out
}

/// Plays a move: capture, creation on the square left, promotion, en passant.
pub fn make(p: &Pos, m: Mv) -> Pos {
    let mut q = p.clone();
    let piece = q.b[m.from];
    let sign: i8 = if p.white { 1 } else { -1 };
    let captured = if m.ep {
        let victim = (m.from / 8) * 8 + m.to % 8;
        let v = q.b[victim];
        q.b[victim] = 0;
        v
    } else if m.from == m.to {
        0
    } else {
        q.b[m.to]
    };
    q.b[m.from] = 0;
    q.b[m.to] = if m.promo != 0 { sign * m.promo } else { piece };
    let created = match captured.abs() {
        Q => R,
        R => B,
        B => N,
        N => P,
        _ => 0,
    };
    if created != 0 {
        q.b[m.from] = sign * created;
    }
    q.ep = if m.double {
        Some((m.from + m.to) / 2)
    } else {
        None
    };
    q.white = !p.white;
    q
}

fn king(b: &[i8; 64], white: bool) -> Option<usize> {
    (0..64).find(|&s| b[s] == if white { K } else { -K })
}

/// Whether a King stands on its own last rank (the game is over).
pub fn king_home(p: &Pos) -> bool {
    king(&p.b, true).is_some_and(|s| s / 8 == 7) || king(&p.b, false).is_some_and(|s| s / 8 == 0)
}

pub fn legal(p: &Pos) -> Vec<Mv> {
    if king_home(p) {
        return Vec::new();
    }
    pseudo(p)
        .into_iter()
        .filter(|&m| {
            let q = make(p, m);
            match king(&q.b, p.white) {
                Some(k) => !attacked(&q.b, k, !p.white),
                None => true,
            }
        })
        .collect()
}

/// The distinct positions the legal moves lead to: every legal move
/// played, and a result kept only if no earlier one equals it.
pub fn turns(p: &Pos) -> Vec<Pos> {
    let mut out: Vec<Pos> = Vec::new();
    for m in legal(p) {
        let q = make(p, m);
        if !out.contains(&q) {
            out.push(q);
        }
    }
    out
}

/// Perft over distinct turns: each distinct resulting position is one
/// child.
pub fn perft(p: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let children = turns(p);
    if depth == 1 {
        return children.len() as u64;
    }
    children.iter().map(|q| perft(q, depth - 1)).sum()
}
