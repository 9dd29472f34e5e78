//! The reduced turn search (the crate's partial-order reduction, see
//! `src/reduction.rs`) against the full one: on positions with many pieces
//! in motion, built at random and reached by random play from them, and
//! in the middle of turns, `legal_turns` must list exactly the end
//! positions that a search of every step at every position reaches, each
//! once. The full search is written here, apart from the kernel's.

use edge_of_world::{EdgeOfWorld, Position, Step, Variant};
use kernel::fast_hash::FastBuild;
use std::collections::HashSet;
use test_support::XorShift64;

/// Sets of positions, hashed with the kernel's [`kernel::fast_hash`]
/// (SipHash makes the full search slow).
type Set = HashSet<Position, FastBuild>;

/// Every end position that sequences of steps reach from `start`: every
/// step at every position, each mid-turn position expanded once.
fn full_ends(v: &EdgeOfWorld, start: &Position) -> Set {
    let mut ends = Set::default();
    let mut expanded = Set::default();
    let mut stack = vec![start.clone()];
    let mut steps = Vec::new();
    while let Some(at) = stack.pop() {
        steps.clear();
        v.steps(&at, &mut steps);
        for &step in &steps {
            let mut next = at.clone();
            v.play_step(&mut next, step);
            if !v.in_turn(&next) {
                ends.insert(next);
            } else if expanded.insert(next.clone()) {
                stack.push(next);
            }
        }
    }
    ends
}

/// Compares the turns `legal_turns` lists from `start` with the full
/// search's ends; `Err` says how they differ.
fn compare(v: &EdgeOfWorld, start: &Position) -> Result<usize, String> {
    let text = v.write_position(start);
    let mut turns = Vec::new();
    v.legal_turns(start, &mut turns);
    let mut listed = Set::default();
    for turn in &turns {
        if !listed.insert(v.play_turn_unchecked(start, turn)) {
            return Err(format!(
                "'{}' is listed twice at '{text}'",
                v.write_turn(start, turn)
            ));
        }
    }
    let full = full_ends(v, start);
    if let Some(missing) = full.iter().find(|e| !listed.contains(*e)) {
        return Err(format!(
            "{} turns listed, {} in full, at '{text}': missing the end '{}'",
            listed.len(),
            full.len(),
            v.write_position(missing)
        ));
    }
    if listed.len() != full.len() {
        return Err(format!(
            "{} turns listed, {} in full, at '{text}'",
            listed.len(),
            full.len()
        ));
    }
    if v.perft(start, 1) != full.len() as u64 {
        return Err(format!("perft 1 differs from the full search at '{text}'"));
    }
    Ok(full.len())
}

/// The readings: the search must be exact under each.
const OPTIONS: [&str; 10] = [
    "",
    "pawn-start=diagonal",
    "stop=part-way",
    "castling=off",
    "end-of-world=all",
    "centre=as-printed",
    "pawn-start=diagonal,stop=part-way,end-of-world=all",
    "promotion=both-rows",
    "action=optional",
    "action=optional,stop=part-way,end-of-world=all",
];

/// A momentum a piece of `letter` may carry: a direction and a speed, most
/// of them slow so that equal speeds (which the player orders) are common.
fn motion(rng: &mut XorShift64, letter: char) -> (u8, u8) {
    let white = letter.is_ascii_uppercase();
    let speed = |rng: &mut XorShift64| {
        if rng.chance(70) {
            1
        } else {
            1 + rng.below_or_zero(4) as u8
        }
    };
    match letter.to_ascii_uppercase() {
        'K' | 'C' => (2 * rng.below_or_zero(8) as u8, 1),
        'Q' => (2 * rng.below_or_zero(8) as u8, speed(rng)),
        'R' => (4 * rng.below_or_zero(4) as u8, speed(rng)),
        'B' => (2 + 4 * rng.below_or_zero(4) as u8, speed(rng)),
        'N' => (
            1 + 2 * rng.below_or_zero(8) as u8,
            if rng.chance(75) { 2 } else { 4 },
        ),
        _ => {
            let ways: [u8; 3] = if white { [0, 2, 14] } else { [8, 6, 10] };
            (rng.pick(&ways), 1)
        }
    }
}

/// A position text with many pieces of the side to move in motion, most
/// of them crowded into a small part of the board so that they meet each
/// other, the pieces at rest and the opponent's pieces; sometimes with a
/// King and Rooks at home holding castling rights.
fn built(rng: &mut XorShift64, castling: bool, both_rows: bool) -> String {
    let mut board = [[None::<char>; 12]; 12];
    let white = rng.chance(50);
    let us = if white { 'w' } else { 'b' };
    let case = |c: char, ours: bool| {
        if ours == white {
            c
        } else {
            c.to_ascii_lowercase()
        }
    };
    let mut rights = String::new();
    let home = if white { 2 } else { 9 };
    if castling && rng.chance(25) {
        board[home][6] = Some(case('K', true));
        for (file, right) in [(9, 'K'), (2, 'Q')] {
            if rng.chance(70) {
                board[home][file] = Some(case('R', true));
                rights.push(case(right, true));
            }
        }
    }
    // The window most pieces go into: anywhere, or by the row where the
    // side's Pawns promote (so that Corsairs come into play), or the whole
    // board.
    let far = if white { 6 } else { 0 };
    let (wf, wr, size) = match rng.below_or_zero(10) {
        0..=4 => (rng.below_or_zero(7), rng.below_or_zero(7), 6),
        5..=7 => (rng.below_or_zero(7), far, 6),
        _ => (0, 0, 12),
    };
    // Puts `c` on an empty square, in the window with a chance of `near`
    // percent; returns the square.
    let place = |rng: &mut XorShift64, board: &mut [[Option<char>; 12]; 12], c: char, near: u64| {
        let near = rng.chance(near);
        for _ in 0..50 {
            let (f, r) = if near {
                (wf + rng.below_or_zero(size), wr + rng.below_or_zero(size))
            } else {
                (rng.below_or_zero(12), rng.below_or_zero(12))
            };
            // A Pawn never stands where it promotes: its far row, and under
            // `promotion=both-rows` its own first row too.
            let far = (c == 'P' && r == 11) || (c == 'p' && r == 0);
            let own = (c == 'P' && r == 0) || (c == 'p' && r == 11);
            let pawn_row = far || (both_rows && own);
            if board[r][f].is_none() && !pawn_row {
                board[r][f] = Some(c);
                return Some((f, r));
            }
        }
        None
    };
    let mut moving = Vec::new();
    if !board.iter().flatten().any(|&c| c == Some(case('K', true))) {
        let king = place(rng, &mut board, case('K', true), 50);
        if let Some(at) = king.filter(|_| rng.chance(20)) {
            moving.push((case('K', true), at));
        }
    }
    place(rng, &mut board, case('K', false), 50);
    for _ in 0..3 + rng.below_or_zero(7) {
        let c = case(rng.pick(&['Q', 'R', 'B', 'N', 'P', 'P', 'P', 'C']), true);
        if let Some(at) = place(rng, &mut board, c, 85) {
            if rng.chance(75) {
                moving.push((c, at));
            }
        }
    }
    for _ in 0..rng.below_or_zero(7) {
        let c = case(rng.pick(&['Q', 'R', 'B', 'N', 'P', 'P', 'C']), false);
        if let Some(at) = place(rng, &mut board, c, 70) {
            if rng.chance(30) {
                moving.push((c, at));
            }
        }
    }
    let mut text = String::new();
    for (r, row) in board.iter().enumerate().rev() {
        let mut empty = 0;
        for cell in row {
            match *cell {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(c);
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        if r > 0 {
            text.push('/');
        }
    }
    text.push_str(&format!(" {us} "));
    if !rights.is_empty() {
        text.push_str(&rights);
        text.push(' ');
    }
    text.push('0');
    let entries: Vec<String> = moving
        .iter()
        .map(|&(c, (f, r))| {
            let (d, s) = motion(rng, c);
            format!("{c} {}{} {d} {s}", (b'A' + f as u8) as char, r + 1)
        })
        .collect();
    if entries.is_empty() {
        text.push_str(" -");
    } else {
        text.push(' ');
        text.push_str(&entries.join(", "));
    }
    text
}

/// Case `case`: a built position, a few random turns from it, and a
/// position in the middle of a turn, each compared. Returns how many
/// comparisons split the search into plans.
fn check_case(case: u64) -> Result<usize, String> {
    let mut rng = XorShift64::from_case(case);
    let options = OPTIONS[(case % OPTIONS.len() as u64) as usize];
    let v = EdgeOfWorld::with_options(options).map_err(|e| e.to_string())?;
    let text = built(
        &mut rng,
        !options.contains("castling=off"),
        options.contains("promotion=both-rows"),
    );
    let mut pos = v
        .read_position(&text)
        .map_err(|e| format!("case {case}: the built position '{text}' does not read: {e}"))?;
    let mut split = 0;
    let mut plans = Vec::new();
    let mut compare_here = |pos: &Position| -> Result<(), String> {
        plans.clear();
        if v.turn_plans(pos, &mut plans) {
            split += 1;
        }
        compare(&v, pos)
            .map(|_| ())
            .map_err(|e| format!("case {case} [{options}]: {e}"))
    };
    for _ in 0..3 {
        if v.outcome(&pos, &[]).is_some() {
            break;
        }
        compare_here(&pos)?;
        // Into the middle of a turn: one or two random steps.
        let mut mid = pos.clone();
        let mut steps: Vec<Step> = Vec::new();
        for _ in 0..1 + rng.below_or_zero(2) {
            steps.clear();
            v.steps(&mid, &mut steps);
            if steps.is_empty() {
                break;
            }
            v.play_step(&mut mid, rng.pick(&steps));
            if !v.in_turn(&mid) {
                break;
            }
        }
        if v.in_turn(&mid) {
            compare_here(&mid)?;
        }
        let mut turns = Vec::new();
        v.legal_turns(&pos, &mut turns);
        if turns.is_empty() {
            break;
        }
        let turn = &turns[rng.below_or_zero(turns.len())];
        pos = v.play_turn_unchecked(&pos, turn);
    }
    Ok(split)
}

/// Enough cases that a wrong rule of independence shows. Made wrong one
/// at a time on purpose (issue 22), these failed at the case given: a
/// piece's region one square short (0), the plan's pieces not joined to
/// its action (0), a move that may remove a King joined to no other (15),
/// a King's momentum off the board or a capture of the King by momentum
/// not counted as removing a King (69, 2), a Knight's start or castling
/// missing squares of its region (9, 0), only one of the plan's legal
/// actions explored where it may come at once (0). Two wrong rules that
/// random positions seldom reach are shown by
/// `positions_where_a_wrong_rule_shows` instead.
/// A quick run (`kernel::test_depth`) checks the first fifth of them,
/// which holds every case above.
const CASES: u64 = 1500;

#[test]
fn the_reduced_search_lists_exactly_the_full_searchs_turns() {
    let mut split = 0;
    let cases = kernel::test_depth::share(CASES);
    for case in 0..cases {
        split += check_case(case).unwrap_or_else(|e| panic!("{e}"));
    }
    // Most comparisons are of positions the reduction works on.
    assert!(
        split > cases as usize,
        "only {split} comparisons split the search"
    );
}

/// The position of issue 22: all sixteen White pieces in motion at their
/// lowest speed.
const SIXTEEN_IN_MOTION: &str =
    "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12/12 w 0 \
     P C5 0 1, P D5 0 1, P E5 0 1, P F5 0 1, P G5 0 1, P H5 0 1, P I5 0 1, P J5 0 1, \
     R C4 0 1, N D4 1 2, B E4 2 1, Q F4 0 1, K G4 0 1, B H4 14 1, N I4 15 2, R J4 0 1";

/// The turns of [`SIXTEEN_IN_MOTION`] under each reading of [`OPTIONS`],
/// as the full search finds them (`many_pieces_in_motion_at_one_speed_in_full`,
/// run with `--ignored`; 13594 under `pawn-start=diagonal`, the default
/// until issue 34, is also what the kernel's search found before the
/// reduction, issue 22). Only the Pawn reading changes the count: its
/// diagonal Pawn starts onto empty squares come. No other reading adds a
/// turn here: every piece moves one square or one leap (so no part-way
/// stop), and the end of a turn without its start or stop is reached by
/// stopping a piece that a contact would have stopped anyway.
const SIXTEEN_IN_MOTION_TURNS: [u64; OPTIONS.len()] = [
    13354, 13594, 13354, 13354, 13354, 13354, 13594, 13354, 13354, 13354,
];

#[test]
fn many_pieces_in_motion_at_one_speed() {
    for (options, turns) in OPTIONS.iter().zip(SIXTEEN_IN_MOTION_TURNS) {
        let v = EdgeOfWorld::with_options(options).expect("the options read");
        let pos = v
            .read_position(SIXTEEN_IN_MOTION)
            .expect("the position reads");
        assert_eq!(v.perft(&pos, 1), turns, "[{options}]");
    }
}

#[test]
#[ignore = "the full search of sixteen pieces in motion under every reading: minutes and 2 GB; run with --ignored"]
fn many_pieces_in_motion_at_one_speed_in_full() {
    for (options, turns) in OPTIONS.iter().zip(SIXTEEN_IN_MOTION_TURNS) {
        let v = EdgeOfWorld::with_options(options).expect("the options read");
        let pos = v
            .read_position(SIXTEEN_IN_MOTION)
            .expect("the position reads");
        assert_eq!(compare(&v, &pos), Ok(turns as usize), "[{options}]");
    }
}

/// Positions on which a wrong rule of the reduction shows, each with the
/// rule: found while the reduction was built, or built by hand for a rule
/// that random positions seldom reach.
#[test]
fn positions_where_a_wrong_rule_shows() {
    for (options, text, rule) in [
        (
            "end-of-world=all",
            "3R5N2/1P6P3/3R1Q6/9p2/12/4r7/12/5q6/3K8/12/12/3P4k1b1 w 0 \
             N J12 5 2, P D1 14 1, r E7 12 1, R D10 0 1, P B11 2 1, P I11 0 1, R D12 12 1",
            "the Pawn on B11 promotes on C12 and, met there by the Rook from D12, may start as \
             a Corsair: the plans are built from the moves of every kind that may come to rest \
             on a square, Corsairs included (the random cases found this when they were left out)",
        ),
        (
            "pawn-start=capture",
            "11k/12/12/12/12/12/12/1p5P2P1/1P10/BP10/PP10/KP10 w 0 P H5 2 1, P K5 14 1",
            "once both Pawns have moved diagonally (then they cannot be stopped) White has no \
             start or stop at all, so the turn ends without one: the plan of actions that meet \
             no piece due searches such turns to their end, where the other plans stop once \
             their action can no longer come",
        ),
        (
            "",
            "12/11N/12/12/4k7/12/p11/12/P11/12/9B2/K11 w 0 K A1 12 1, B J2 2 1",
            "the King's momentum carries it off the board, which ends the turn at once: that \
             move commutes with nothing, so the Bishop's move is searched before it and not",
        ),
    ] {
        let v = EdgeOfWorld::with_options(options).expect("the options read");
        let pos = v.read_position(text).expect("the position reads");
        if let Err(e) = compare(&v, &pos) {
            panic!("{rule}: {e}");
        }
    }
}
