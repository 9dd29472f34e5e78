//! One test (or a few) per rule of the text; RULES.md names each. Every
//! expected position is written by hand from the rule, never taken from
//! the code.

use edge_of_world::{Color, EdgeOfWorld, EndReason, GameResult, Step, Variant};

/// A position text with four Black Pawns on A12, B12, K12 and L12 added
/// to `pieces`, out of everyone's way, so that the board holds more than
/// four pieces and the End of the World stays away.
fn pos(pieces: &str, side: &str, clock: u32, momentum: &str) -> String {
    bare(
        &format!("{pieces} pa12 pb12 pk12 pl12"),
        side,
        clock,
        momentum,
    )
}

/// Builds a position text from `pieces` ("Kg3 kg10 Rc7": letter then
/// square, lower case for Black), the side to move, the clock and the
/// momentum list.
fn bare(pieces: &str, side: &str, clock: u32, momentum: &str) -> String {
    let mut grid = [['.'; 12]; 12];
    for p in pieces.split_whitespace() {
        let mut chars = p.chars();
        let letter = chars.next().unwrap();
        let rest: String = chars.collect();
        let file = (rest.as_bytes()[0].to_ascii_lowercase() - b'a') as usize;
        let rank: usize = rest[1..].parse().unwrap();
        grid[rank - 1][file] = letter;
    }
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for c in grid[rank] {
            if c == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    s += &empty.to_string();
                }
                empty = 0;
                s.push(c);
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        ranks.push(s);
    }
    let momentum = if momentum.is_empty() { "-" } else { momentum };
    format!("{} {side} {clock} {momentum}", ranks.join("/"))
}

/// Playing `turn` from `before` is legal and gives `after`.
fn check(before: &str, turn: &str, after: &str) {
    check_with(&EdgeOfWorld::new(), before, turn, after);
}

fn check_with(v: &EdgeOfWorld, before: &str, turn: &str, after: &str) {
    let start = v
        .read_position(before)
        .unwrap_or_else(|e| panic!("{before}: {e}"));
    let steps = v
        .read_turn(&start, turn)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    let next = v
        .play_turn(&start, &steps)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    assert_eq!(v.write_position(&next), after, "after {turn}");
    // The turn is one of the legal turns, and is written back as it reads.
    let mut turns = Vec::new();
    v.legal_turns(&start, &mut turns);
    let results: Vec<String> = turns
        .iter()
        .map(|t| v.write_position(&v.play_turn_unchecked(&start, t)))
        .collect();
    assert!(
        results.contains(&after.to_string()),
        "{turn} not among the legal turns"
    );
    let written = v.write_turn(&start, &steps);
    assert_eq!(v.read_turn(&start, &written).unwrap(), steps, "{written}");
}

/// Playing `turn` from `before` is refused, and the reason contains `why`.
fn refuse(before: &str, turn: &str, why: &str) {
    refuse_with(&EdgeOfWorld::new(), before, turn, why);
}

fn refuse_with(v: &EdgeOfWorld, before: &str, turn: &str, why: &str) {
    let start = v.read_position(before).unwrap();
    let message = match v.read_turn(&start, turn) {
        Err(e) => e.to_string(),
        Ok(steps) => match v.play_turn(&start, &steps) {
            Err(e) => e.to_string(),
            Ok(next) => panic!("{turn} was accepted: {}", v.write_position(&next)),
        },
    };
    assert!(
        message.contains(why),
        "{turn}: '{message}' does not say '{why}'"
    );
}

fn legal_results(before: &str) -> Vec<String> {
    let v = EdgeOfWorld::new();
    let start = v.read_position(before).unwrap();
    let mut turns = Vec::new();
    v.legal_turns(&start, &mut turns);
    turns
        .iter()
        .map(|t| v.write_position(&v.play_turn_unchecked(&start, t)))
        .collect()
}

// Board and setup.

#[test]
fn start_position_is_the_text_setup() {
    let setup = "Kg3 Qf3 Be3 Bh3 Nd3 Ni3 Rc3 Rj3 Pc4 Pd4 Pe4 Pf4 Pg4 Ph4 Pi4 Pj4 \
         kg10 qf10 be10 bh10 nd10 ni10 rc10 rj10 pc9 pd9 pe9 pf9 pg9 ph9 pi9 pj9";
    // Every castling right at the start, as in FIDE chess.
    let v = EdgeOfWorld::new();
    assert_eq!(
        v.write_position(&v.start_position()),
        bare(setup, "w KQkq", 0, "")
    );
    assert_eq!(v.write_position(&v.start_position()), edge_of_world::START);
    let v = EdgeOfWorld::with_options("castling=off").unwrap();
    assert_eq!(
        v.write_position(&v.start_position()),
        bare(setup, "w", 0, "")
    );
}

// Momentum: off the edge, contact, speed.

#[test]
fn a_rook_slides_off_the_edge() {
    check(
        &pos("Kg3 kg10 Rc11", "w", 5, "R C11 0 3"),
        "R C11~off, K G3:G2",
        &pos("Kg2 kg10", "b", 0, "K G2 8 1"),
    );
}

#[test]
fn momentum_repeats_direction_and_speed() {
    check(
        &pos("Kg3 kg10 Rc2", "w", 5, "R C2 0 3"),
        "R C2~C5, K G3:G2",
        &pos("Kg2 kg10 Rc5", "b", 6, "R C5 0 3, K G2 8 1"),
    );
}

#[test]
fn contact_with_own_piece_stops_before_it() {
    check(
        &pos("Kg3 kg10 Rc5 Pc7", "w", 0, "R C5 0 4"),
        "R C5~C6, K G3:G2",
        &pos("Kg2 kg10 Rc6 Pc7", "b", 1, "K G2 8 1"),
    );
}

#[test]
fn contact_with_enemy_captures_and_takes_its_square() {
    check(
        &pos("Kg3 kg10 Rc5 nc7", "w", 0, "R C5 0 4"),
        "R C5~xC7, K G3:G2",
        &pos("Kg2 kg10 Rc7", "b", 0, "K G2 8 1"),
    );
}

#[test]
fn contact_only_within_speed() {
    check(
        &pos("Kg3 kg10 Rc5 nc7", "w", 0, "R C5 0 1"),
        "R C5~C6, K G3:G2",
        &pos("Kg2 kg10 Rc6 nc7", "b", 1, "K G2 8 1, R C6 0 1"),
    );
}

#[test]
fn the_stationary_piece_loses_its_momentum_too() {
    // The Rook (speed 3) moves before the Bishop (speed 2), touches it and
    // both stop; the Bishop no longer makes its own move.
    check(
        &pos("Kg3 kg10 Rc5 Bc7", "w", 0, "R C5 0 3, B C7 2 2"),
        "R C5~C6, K G3:G2",
        &pos("Kg2 kg10 Rc6 Bc7", "b", 1, "K G2 8 1"),
    );
}

#[test]
fn a_captured_piece_in_motion_is_gone_with_its_momentum() {
    check(
        &pos("Kg3 kg10 Rc5 nc7", "w", 0, "R C5 0 4, n C7 1 2"),
        "R C5~xC7, K G3:G2",
        &pos("Kg2 kg10 Rc7", "b", 0, "K G2 8 1"),
    );
}

#[test]
fn a_capturing_start_leaves_no_momentum() {
    check(
        &pos("Kg3 kg10 Rc5 nc7", "w", 0, ""),
        "R C5xC7",
        &pos("Kg3 kg10 Rc7", "b", 0, ""),
    );
}

#[test]
fn a_start_gives_momentum_of_the_distance_moved() {
    check(
        &pos("Kg3 kg10 Rc5", "w", 0, ""),
        "R C5:C9",
        &pos("Kg3 kg10 Rc9", "b", 1, "R C9 0 4"),
    );
    check(
        &pos("Kg3 kg10 Bc5", "w", 0, ""),
        "B C5:A3",
        &pos("Kg3 kg10 Ba3", "b", 1, "B A3 10 2"),
    );
}

#[test]
fn a_player_never_moves_a_piece_off_the_board() {
    refuse(&pos("Kg3 kg10 Rc12", "w", 0, ""), "R C12:C13", "off the");
}

// Order of momentum moves.

#[test]
fn faster_pieces_move_first() {
    let before = pos("Kg3 kg10 Ra5 Rc2", "w", 0, "R A5 4 3, R C2 0 1");
    refuse(&before, "R C2~C3, R A5~D5, K G3:G2", "fastest first");
    check(
        &before,
        "R A5~D5, R C2~C3, K G3:G2",
        &pos("Kg2 kg10 Rd5 Rc3", "b", 1, "R D5 4 3, K G2 8 1, R C3 0 1"),
    );
}

#[test]
fn the_player_orders_equal_speeds() {
    // Both Rooks head for C5 at speed 2: whichever moves first gets there,
    // and the other touches it, so both lose their momentum.
    let before = pos("Kg3 kg10 Ra5 Rc3", "w", 0, "R A5 4 2, R C3 0 2");
    check(
        &before,
        "R A5~C5, R C3~C4, K G3:G2",
        &pos("Kg2 kg10 Rc5 Rc4", "b", 1, "K G2 8 1"),
    );
    check(
        &before,
        "R C3~C5, R A5~B5, K G3:G2",
        &pos("Kg2 kg10 Rc5 Rb5", "b", 1, "K G2 8 1"),
    );
}

#[test]
fn each_piece_makes_at_most_one_momentum_move_a_turn() {
    // A King in motion between two Rooks in motion, all three at speed 1
    // towards one another (the position a random game found, moved to
    // White's fifth rank). Whichever moves first meets a neighbour, so the
    // momentum moves alone leave all three at rest where they stand. The
    // King, brought to rest by the first contact, may be started "during"
    // the momentum moves, and the Rook still due then moves into F5, which
    // the King left, and stays in motion. A Rook that has made its
    // momentum move does not make another because it now stands where a
    // piece still due stood.
    let before = pos("Re5 Kf5 Rg5 ka9", "w", 0, "R E5 4 1, K F5 12 1, R G5 12 1");
    let v = EdgeOfWorld::new();
    let norm = |text: &str| v.write_position(&v.read_position(text).unwrap());
    let results: std::collections::HashSet<String> = legal_results(&before).into_iter().collect();
    // The Rook from G5 meets the King first: the Rook from E5 moves on.
    let after_g5_first = norm(&pos("Rf5 Rg5 Kg6 ka9", "b", 1, "R F5 4 1, K G6 2 1"));
    // The Rook from E5 (or the King) meets first: the Rook from G5 moves on.
    let after_e5_first = norm(&pos("Re5 Rf5 Kg6 ka9", "b", 1, "R F5 12 1, K G6 2 1"));
    // Every contact made, then the King started.
    let after_all = norm(&pos("Re5 Rg5 Kg6 ka9", "b", 1, "K G6 2 1"));
    for after in [&after_g5_first, &after_e5_first, &after_all] {
        assert!(results.contains(after), "{after} is missing");
    }
    // A Rook moving twice would leave both Rooks at rest beside each other.
    for twice in [
        norm(&pos("Rf5 Rg5 Kg6 ka9", "b", 1, "K G6 2 1")),
        norm(&pos("Re5 Rf5 Kg6 ka9", "b", 1, "K G6 2 1")),
    ] {
        assert!(!results.contains(&twice), "{twice}: a Rook moved twice");
    }
    // Counted by hand (RULES.md): all three at rest, 1; the King started
    // to one of its six empty neighbours after each of the three ways the
    // contacts can leave the Rooks, 18; the Rook from E5 started once at
    // rest, 15; the Rook from G5, 16.
    assert_eq!(results.len(), 50);
}

#[test]
fn the_start_may_come_before_during_or_after() {
    // The King starts before the Rook's momentum and is in its way: the
    // Rook touches it and both lose their momentum.
    let before = pos("Kd4 kg10 Rc2", "w", 0, "R C2 0 3");
    check(
        &before,
        "K D4:C4, R C2~C3",
        &pos("Kc4 kg10 Rc3", "b", 1, ""),
    );
    check(
        &before,
        "R C2~C5, K D4:C4",
        &pos("Kc4 kg10 Rc5", "b", 1, "R C5 0 3, K C4 12 1"),
    );
}

// Stopping.

#[test]
fn the_texts_stop_example() {
    let before = pos("Kg3 kg10 Rc7", "w", 0, "R C7 0 3");
    check(&before, "R C7:C7", &pos("Kg3 kg10 Rc7", "b", 1, ""));
    check(
        &before,
        "R C7~C10, R C10:C10",
        &pos("Kg3 kg10 Rc10", "b", 1, ""),
    );
}

#[test]
fn a_stop_cannot_be_mid_way() {
    let before = pos("Kg3 kg10 Rc7", "w", 0, "R C7 0 3");
    refuse(&before, "R C7:C8", "in motion");
    refuse(&before, "R C7~C9:C9", "never part-way");
}

/// `stop=part-way`: the stop may also cut the momentum move short.
fn part_way() -> EdgeOfWorld {
    EdgeOfWorld::with_options("stop=part-way").unwrap()
}

#[test]
fn under_stop_part_way_a_stop_may_come_part_way() {
    let v = part_way();
    let before = pos("Kg3 kg10 Rc7", "w", 0, "R C7 0 3");
    check_with(&v, &before, "R C7~C8:C8", &pos("Kg3 kg10 Rc8", "b", 1, ""));
    check_with(&v, &before, "R C7~C9:C9", &pos("Kg3 kg10 Rc9", "b", 1, ""));
    // Before and after its momentum move, as in the standard game.
    check_with(&v, &before, "R C7:C7", &pos("Kg3 kg10 Rc7", "b", 1, ""));
    check_with(
        &v,
        &before,
        "R C7~C10, R C10:C10",
        &pos("Kg3 kg10 Rc10", "b", 1, ""),
    );
    // The last square is the momentum move and then a stop, written so.
    refuse_with(&v, &before, "R C7~C10:C10", "before its last square");
    // Still the turn's one start or stop.
    refuse_with(
        &v,
        &before,
        "R C7~C8:C8, K G3:G2",
        "already ended before this step",
    );
}

#[test]
fn under_stop_part_way_the_stop_comes_before_any_contact() {
    // The Rook (speed 4) would reach the Pawn on C8 and both would lose
    // their momentum; stopped part-way on C7 it touches nothing, so the
    // Pawn keeps moving.
    let v = part_way();
    let before = pos("Kg3 kg10 Rc5 Pc8", "w", 0, "R C5 0 4, P C8 0 1");
    check_with(
        &v,
        &before,
        "R C5~C7:C7, P C8~C9",
        &pos("Kg3 kg10 Rc7 Pc9", "b", 0, "P C9 0 1"),
    );
    // The full momentum move touches the Pawn: both stop.
    check_with(
        &v,
        &before,
        "R C5~C7, K G3:G2",
        &pos("Kg2 kg10 Rc7 Pc8", "b", 1, "K G2 8 1"),
    );
    refuse_with(&v, &before, "R C5~C8:C8", "before any contact");
}

#[test]
fn under_stop_part_way_the_stop_may_come_on_the_square_just_before_a_contact() {
    // The Rook (speed 5, east) would go D3, E3, F3, G3 and then into the
    // Knight on H3: the contact. Stopped on G3 it has moved four squares of
    // its five, and with no momentum left it does not touch the Knight,
    // which keeps its own momentum and moves on (speed 2 after the Rook's 5).
    let v = part_way();
    let before = pos("Kf2 kg10 Rc3 Nh3", "w", 0, "R C3 4 5, N H3 1 2");
    check_with(
        &v,
        &before,
        "R C3~G3:G3, N H3~I5",
        &pos("Kf2 kg10 Rg3 Ni5", "b", 1, "N I5 1 2"),
    );
    // The full momentum move ends on G3 too, but by the contact: both lose
    // their momentum, and the turn's start or stop is still to come.
    check_with(
        &v,
        &before,
        "R C3~G3, K F2:F1",
        &pos("Kf1 kg10 Rg3 Nh3", "b", 1, "K F1 8 1"),
    );
    // The issue's position (four pieces: the End of the World follows every
    // turn). Part-way, the Rook may stop on D3, E3, F3 or G3: 56 turns in the
    // standard game, 60 under stop=part-way; a reading that refused the
    // square before the contact would give 59.
    let issue = "12/12/6k5/12/12/12/12/12/12/2R4N4/5K6/12 w 0 R C3 4 5";
    let standard = EdgeOfWorld::new();
    let start = standard.read_position(issue).unwrap();
    assert_eq!(standard.perft(&start, 1), 56);
    let start = v.read_position(issue).unwrap();
    assert_eq!(v.perft(&start, 1), 60);
    let turn = v.read_turn(&start, "R C3~G3:G3").unwrap();
    assert!(v.play_turn(&start, &turn).is_ok());
}

#[test]
fn under_stop_part_way_a_knight_stops_after_whole_leaps() {
    // Speed 6: three leaps C3, D5, E7; stopped after one or two.
    let v = part_way();
    let before = pos("Kg3 kg10 Nb1", "w", 0, "N B1 1 6");
    check_with(&v, &before, "N B1~C3:C3", &pos("Kg3 kg10 Nc3", "b", 1, ""));
    check_with(&v, &before, "N B1~D5:D5", &pos("Kg3 kg10 Nd5", "b", 1, ""));
}

#[test]
fn under_stop_part_way_momentum_still_goes_fastest_first() {
    let v = part_way();
    let before = pos("Kg3 kg10 Ra5 Rc2", "w", 0, "R A5 4 3, R C2 0 2");
    refuse_with(&v, &before, "R C2~C3:C3", "in speed order");
    check_with(
        &v,
        &before,
        "R A5~D5, R C2~C3:C3",
        &pos("Kg3 kg10 Rd5 Rc3", "b", 1, "R D5 4 3"),
    );
}

#[test]
fn one_start_or_stop_per_turn() {
    refuse(
        &pos("Kg3 kg10 Rc7 Ra5", "w", 0, "R C7 0 3, R A5 4 1"),
        "R C7:C7, K G3:G2, R A5~B5",
        "one start or stop",
    );
}

#[test]
fn the_start_or_stop_is_compulsory() {
    refuse(
        &pos("Kg3 kg10 Rc2", "w", 0, "R C2 0 3"),
        "R C2~C5",
        "must still start or stop",
    );
    // Nor can the turn be ended without it step by step.
    let v = EdgeOfWorld::new();
    let start = v
        .read_position(&pos("Kg3 kg10 Rc2", "w", 0, "R C2 0 3"))
        .unwrap();
    let rook = edge_of_world::Square::new(2, 1);
    let e = v
        .play_turn(&start, &[Step::Momentum(rook), Step::End])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("action=optional lets a turn end without it"),
        "{e}"
    );
}

/// `action=optional`: a turn of momentum moves may end without its start
/// or stop.
fn action_optional() -> EdgeOfWorld {
    EdgeOfWorld::with_options("action=optional").unwrap()
}

#[test]
fn under_action_optional_momentum_moves_alone_may_make_the_turn() {
    let v = action_optional();
    let before = pos("Kg3 kg10 Rc2", "w", 0, "R C2 0 3");
    // The Rook moves on; nothing is started or stopped.
    check_with(
        &v,
        &before,
        "R C2~C5",
        &pos("Kg3 kg10 Rc5", "b", 1, "R C5 0 3"),
    );
    // The start or stop may still be made, before or after.
    check_with(
        &v,
        &before,
        "R C2~C5, K G3:G2",
        &pos("Kg2 kg10 Rc5", "b", 1, "R C5 0 3, K G2 8 1"),
    );
    check_with(&v, &before, "R C2:C2", &pos("Kg3 kg10 Rc2", "b", 1, ""));
    // The turn without its start or stop is one turn more than in the
    // standard game: the Rook's move alone.
    let start = v.read_position(&before).unwrap();
    let standard = EdgeOfWorld::new();
    assert_eq!(
        v.perft(&start, 1),
        standard.perft(&standard.read_position(&before).unwrap(), 1) + 1
    );
}

#[test]
fn under_action_optional_a_player_with_nothing_in_motion_must_still_start_a_piece() {
    // Moving nothing is no turn (FIDE chess has no pass): every turn here
    // starts a piece.
    let v = action_optional();
    let before = pos("Kg3 kg10 Rc2", "w", 0, "");
    let start = v.read_position(&before).unwrap();
    let e = v.play_turn(&start, &[Step::End]).unwrap_err().to_string();
    assert!(
        e.contains("a player with no piece in motion must start one"),
        "{e}"
    );
    let mut turns = Vec::new();
    v.legal_turns(&start, &mut turns);
    assert!(!turns.is_empty());
    for turn in &turns {
        assert!(
            turn.iter().any(|s| matches!(s, Step::Start { .. })),
            "{}",
            v.write_turn(&start, turn)
        );
    }
}

#[test]
fn under_action_optional_the_turn_ends_without_its_start_or_stop_only_after_every_momentum_move() {
    let v = action_optional();
    let before = pos("Kg3 kg10 Ra5 Rc2", "w", 0, "R A5 4 3, R C2 0 1");
    let start = v.read_position(&before).unwrap();
    let (a5, c2) = (
        edge_of_world::Square::new(0, 4),
        edge_of_world::Square::new(2, 1),
    );
    let e = v
        .play_turn(&start, &[Step::Momentum(a5), Step::End, Step::Momentum(c2)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("only once every momentum move is made"), "{e}");
    check_with(
        &v,
        &before,
        "R A5~D5, R C2~C3",
        &pos("Kg3 kg10 Rd5 Rc3", "b", 1, "R D5 4 3, R C3 0 1"),
    );
}

#[test]
fn under_action_optional_the_end_of_the_world_follows_a_turn_without_a_start_or_stop() {
    // Four pieces: after the Rook's momentum move and no start or stop,
    // White's King (E3, nearest the south edge) and Rook (D8, nearest the
    // west edge) make their End of the World moves, speed 1.
    let v = action_optional();
    let before = bare("Ke3 Rd7 kh8 nh4", "w", 0, "R D7 0 1");
    let after = bare("Ke2 Rc8 kh8 nh4", "b", 1, "R C8 0 1");
    check_with(&v, &before, "R D7~D8, K E3^E2, R D8^C8", &after);
    // In coordinates the end without a start or stop is written where the
    // End of the World follows it, as UCI writes a null move.
    use edge_of_world::Coordinates;
    let start = v.read_position(&before).unwrap();
    let turn = v.read_turn(&start, "R D7~D8, K E3^E2, R D8^C8").unwrap();
    assert_eq!(turn[1], Step::End);
    assert_eq!(v.write_coordinates(&start, &turn), "d7d8,0000,e3e2,d8c8");
    assert_eq!(
        v.read_coordinates(&start, "d7d8,0000,e3e2,d8c8").unwrap(),
        turn
    );
    // Where it may come, every step that may come next is written apart
    // from the others (the King's start to E2 is `e3e2`, as its End of the
    // World move will be after `0000`).
    let mut waiting = start.clone();
    v.play_step(&mut waiting, turn[0]);
    let mut next = Vec::new();
    v.steps(&waiting, &mut next);
    assert!(next.contains(&Step::End));
    let mut written: Vec<String> = next
        .iter()
        .filter_map(|&s| v.coordinate_step(&waiting, s))
        .map(|c| c.to_string())
        .collect();
    assert!(written.contains(&"0000".to_string()));
    assert!(written.contains(&"e3e2".to_string()));
    let all = written.len();
    written.sort();
    written.dedup();
    assert_eq!(written.len(), all, "two steps written alike");
    // Where it ends the turn, it is not written at all.
    let before = pos("Kg3 kg10 Rc2", "w", 0, "R C2 0 3");
    let start = v.read_position(&before).unwrap();
    let turn = v.read_turn(&start, "R C2~C5").unwrap();
    assert_eq!(turn.last(), Some(&Step::End));
    assert_eq!(v.write_coordinates(&start, &turn), "c2c5");
    assert_eq!(v.read_coordinates(&start, "c2c5").unwrap(), turn);
}

#[test]
fn a_player_cannot_stop_an_opponents_piece() {
    // Black's Rook is in motion on White's turn: White may not stop it (a
    // stop is the player's move, and a player moves his own pieces), and
    // no turn of White's leaves it at rest where it stands.
    let before = pos("Kg3 kg10 rc7", "w", 0, "r C7 8 3");
    refuse(&before, "R C7:C7", "is not the side to move's");
    let v = EdgeOfWorld::new();
    let start = v.read_position(&before).unwrap();
    let c7 = edge_of_world::Square::new(2, 6);
    let e = v
        .play_turn(&start, &[Step::Stop(c7)])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("there is no piece of the side to move on C7"),
        "{e}"
    );
    for result in legal_results(&before) {
        assert!(
            result.ends_with("r C7 8 3") || result.contains("r C7 8 3,"),
            "{result}"
        );
    }
    // On Black's own turn Black may stop it.
    check(
        &pos("Kg3 kg10 rc7", "b", 0, "r C7 8 3"),
        "R C7:C7",
        &pos("Kg3 kg10 rc7", "w", 1, ""),
    );
}

// Pawns.

#[test]
fn pawns_have_no_double_step() {
    refuse(
        &pos("Kg3 kg10 Pc4", "w", 0, ""),
        "P C4:C6",
        "cannot move there",
    );
}

#[test]
fn a_pawn_moves_diagonally_only_to_capture() {
    // The standard game (pawn-start=capture): FIDE's Pawn, which "may make
    // a capture move", not a diagonal move onto an empty square.
    refuse(
        &pos("Kg3 kg10 Pc4", "w", 0, ""),
        "P C4:D5",
        "only to capture",
    );
    check(
        &pos("Kg3 kg10 Pc4", "w", 0, ""),
        "P C4:C5",
        &pos("Kg3 kg10 Pc5", "b", 0, "P C5 0 1"),
    );
}

#[test]
fn a_capturing_pawn_keeps_its_diagonal_momentum() {
    // "Pawns may make a capture move to start movement": the exception to
    // "the piece moved does not have momentum after the capture".
    check(
        &pos("Kg3 kg10 Pc4 nd5", "w", 0, ""),
        "P C4xD5",
        &pos("Kg3 kg10 Pd5", "b", 0, "P D5 2 1"),
    );
    // It moves on diagonally and its owner cannot stop it.
    let moving = pos("Kg3 kg10 Pd5", "w", 0, "P D5 2 1");
    refuse(&moving, "P D5:D5", "cannot be stopped");
    check(
        &moving,
        "P D5~E6, K G3:G2",
        &pos("Kg2 kg10 Pe6", "b", 0, "K G2 8 1, P E6 2 1"),
    );
    // Capturing onto the far row, it becomes a Corsair that keeps moving.
    check(
        &pos("Kg3 kg10 Pc11 nd12", "w", 0, ""),
        "P C11xD12",
        &pos("Kg3 kg10 Cd12", "b", 0, "C D12 2 1"),
    );
}

/// `pawn-start=diagonal`: a Pawn may also start diagonally onto an empty
/// square, and a diagonal capture keeps no momentum.
fn pawn_diagonal() -> EdgeOfWorld {
    EdgeOfWorld::with_options("pawn-start=diagonal").unwrap()
}

#[test]
fn under_pawn_start_diagonal_a_pawn_may_start_diagonally_onto_an_empty_square() {
    check_with(
        &pawn_diagonal(),
        &pos("Kg3 kg10 Pc4", "w", 0, ""),
        "P C4:D5",
        &pos("Kg3 kg10 Pd5", "b", 0, "P D5 2 1"),
    );
}

#[test]
fn under_pawn_start_diagonal_a_pawn_capturing_diagonally_has_no_momentum() {
    check_with(
        &pawn_diagonal(),
        &pos("Kg3 kg10 Pc4 nd5", "w", 0, ""),
        "P C4xD5",
        &pos("Kg3 kg10 Pd5", "b", 0, ""),
    );
}

#[test]
fn a_pawn_does_not_capture_forward() {
    refuse(
        &pos("Kg3 kg10 Pc4 nc5", "w", 0, ""),
        "P C4:C5",
        "cannot move there",
    );
}

#[test]
fn a_diagonal_pawn_cannot_be_stopped_by_its_owner() {
    let before = pos("Kg3 kg10 Pd5", "w", 0, "P D5 2 1");
    refuse(&before, "P D5:D5", "cannot be stopped");
    check(
        &before,
        "P D5~E6, K G3:G2",
        &pos("Kg2 kg10 Pe6", "b", 0, "K G2 8 1, P E6 2 1"),
    );
}

#[test]
fn a_diagonal_pawn_is_stopped_by_contact() {
    check(
        &pos("Kg3 kg10 Pd5 ne6", "w", 0, "P D5 2 1"),
        "P D5~xE6, K G3:G2",
        &pos("Kg2 kg10 Pe6", "b", 0, "K G2 8 1"),
    );
}

#[test]
fn a_forward_pawn_treats_an_enemy_as_its_own() {
    check(
        &pos("Kg3 kg10 Pd5 nd6", "w", 0, "P D5 0 1, n D6 1 2"),
        "P D5~D5, K G3:G2",
        &pos("Kg2 kg10 Pd5 nd6", "b", 1, "K G2 8 1"),
    );
}

#[test]
fn a_forward_pawn_may_be_stopped() {
    check(
        &pos("Kg3 kg10 Pd5", "w", 0, "P D5 0 1"),
        "P D5:D5",
        &pos("Kg3 kg10 Pd5", "b", 1, ""),
    );
}

#[test]
fn promotion_to_a_corsair_keeps_the_momentum() {
    check(
        &pos("Kg3 kg10 Pd11", "w", 0, "P D11 0 1"),
        "P D11~D12, K G3:G2",
        &pos("Kg2 kg10 Cd12", "b", 0, "K G2 8 1, C D12 0 1"),
    );
    check(
        &pos("Kg3 kg10 pd2", "b", 0, ""),
        "P D2:D1",
        &pos("Kg3 kg10 cd1", "w", 0, "c D1 8 1"),
    );
}

#[test]
fn a_corsair_moves_as_a_king() {
    let results = legal_results(&pos("Kg3 kg10 Ce6", "w", 0, ""));
    // 8 Corsair moves + 8 King moves.
    assert_eq!(results.len(), 16);
}

// Castling (`castling=fide`, the default; see RULES.md).

#[test]
fn castling_sets_king_and_rook_in_motion() {
    let before = pos("Kg3 Rc3 Rj3 kg10", "w KQ", 0, "");
    // King G3-I3 (east, speed 2), Rook J3-H3 (west, speed 2); the King has
    // moved, so both rights are gone.
    check(
        &before,
        "O-O",
        &pos("Ki3 Rc3 Rh3 kg10", "b", 1, "R H3 12 2, K I3 4 2"),
    );
    // King G3-E3 (west, speed 2), Rook C3-F3 (east, speed 3).
    check(
        &before,
        "O-O-O",
        &pos("Ke3 Rf3 Rj3 kg10", "b", 1, "R F3 4 3, K E3 12 2"),
    );
    // The King's two-square move reads as castling too.
    check(
        &before,
        "K G3:I3",
        &pos("Ki3 Rc3 Rh3 kg10", "b", 1, "R H3 12 2, K I3 4 2"),
    );
    check(
        &pos("Kg3 kg10 rc10 rj10", "b kq", 0, ""),
        "O-O",
        &pos("Kg3 ki10 rc10 rh10", "w", 1, "r H10 12 2, k I10 4 2"),
    );
}

/// Castling and the quality marks are read by the kernel's lexer
/// (`kernel::notation_lexer`, issue 28): `0-0` as `O-O`, `!` and `?` after
/// a step passed over; a check mark, which the text never writes, is not
/// a mark here. A pin of the refactor: the reader read so before it too.
#[test]
fn castling_in_zeros_and_quality_marks_read_as_the_kernel_s_lexer_reads_them() {
    let before = pos("Kg3 Rc3 Rj3 kg10", "w KQ", 0, "");
    let short = pos("Ki3 Rc3 Rh3 kg10", "b", 1, "R H3 12 2, K I3 4 2");
    let long = pos("Ke3 Rf3 Rj3 kg10", "b", 1, "R F3 4 3, K E3 12 2");
    for text in ["0-0", "O-O!", "0-0?!", "O-O !"] {
        check(&before, text, &short);
    }
    for text in ["0-0-0", "O-O-O!?"] {
        check(&before, text, &long);
    }
    let v = EdgeOfWorld::new();
    let p = v.read_position(&before).expect("reads");
    for text in ["O-O+", "0-O", "o-o", "K G3:I3+"] {
        assert!(v.read_turn(&p, text).is_err(), "{text}");
    }
}

#[test]
fn after_castling_king_and_rook_move_on_like_any_piece_in_motion() {
    // Equal speeds: the player orders them; the King is stopped after its
    // momentum move, before it slides off the board a turn later.
    check(
        &pos("Ki3 Rh3 kg10", "w", 1, "R H3 12 2, K I3 4 2"),
        "K I3~K3, R H3~F3, K K3:K3",
        &pos("Kk3 Rf3 kg10", "b", 2, "R F3 12 2"),
    );
}

#[test]
fn castling_needs_the_squares_between_empty() {
    refuse(
        &pos("Kg3 Bh3 Rj3 kg10", "w K", 0, ""),
        "O-O",
        "every square between them empty",
    );
    refuse(
        &pos("Kg3 Rc3 Nd3 kg10", "w Q", 0, ""),
        "O-O-O",
        "every square between them empty",
    );
}

#[test]
fn castling_rights_go_when_king_or_rook_moves() {
    let before = pos("Kg3 Rc3 Rj3 kg10", "w KQ", 0, "");
    check(
        &before,
        "R J3:J1",
        &pos("Kg3 Rc3 Rj1 kg10", "b Q", 1, "R J1 8 2"),
    );
    check(
        &before,
        "K G3:G2",
        &pos("Kg2 Rc3 Rj3 kg10", "b", 1, "K G2 8 1"),
    );
    // A Rook that has moved and come back does not castle.
    refuse(
        &pos("Kg3 Rj3 kg10", "w", 0, ""),
        "O-O",
        "never to have moved",
    );
    // Nor does the Rook captured on its square.
    check(
        &pos("Kg3 Rj3 kg10 rj8", "b K", 0, ""),
        "R J8xJ3",
        &pos("Kg3 kg10 rj3", "w", 0, ""),
    );
}

#[test]
fn castling_may_cross_and_end_on_attacked_squares() {
    // There is no check: the Black Rook on H8 attacks H3, which the King
    // crosses, and the Black Queen on I8 attacks I3, where it lands.
    check(
        &pos("Kg3 Rj3 kg10 rh8 qi8", "w K", 0, ""),
        "O-O",
        &pos("Ki3 Rh3 kg10 rh8 qi8", "b", 1, "R H3 12 2, K I3 4 2"),
    );
}

#[test]
fn under_castling_off_there_is_no_castling() {
    let v = EdgeOfWorld::with_options("castling=off").unwrap();
    refuse_with(
        &v,
        &pos("Kg3 Rj3 kg10", "w", 0, ""),
        "O-O",
        "no castling in this game",
    );
    let e = v
        .read_position(&pos("Kg3 Rj3 kg10", "w K", 0, ""))
        .unwrap_err()
        .to_string();
    assert!(e.contains("this game has no castling"), "{e}");
    let e = v
        .read_position(&pos("Kg3 Rj3 kg10", "w x", 0, ""))
        .unwrap_err()
        .to_string();
    assert!(e.contains("'x' after the side to move is neither"), "{e}");
    // Nor the King's castling momentum.
    let e = v
        .read_position(&pos("Ki3 kg10", "w", 0, "K I3 4 2"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot move in that direction at that speed"),
        "{e}"
    );
}

#[test]
fn castling_rights_in_the_position_text_need_their_pieces_at_home() {
    let v = EdgeOfWorld::new();
    for (text, expected) in [
        (
            pos("Kf3 Rj3 kg10", "w K", 0, ""),
            "castling right 'K' needs the white king on G3 and a white rook on J3, both at rest",
        ),
        (
            pos("Kg3 Rc2 kg10", "w Q", 0, ""),
            "castling right 'Q' needs the white king on G3 and a white rook on C3",
        ),
        (
            pos("Kg3 Rj3 kg10", "w K", 0, "R J3 0 1"),
            "castling right 'K' needs",
        ),
        (
            pos("Kg3 Rj3 kg10", "w KK", 0, ""),
            "'KK' after the side to move is neither castling rights",
        ),
        (
            pos("Kg3 Rj3 kg10", "w x", 0, ""),
            "'x' after the side to move is neither castling rights",
        ),
    ] {
        let err = v.read_position(&text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text}: '{err}' lacks '{expected}'");
    }
}

// Knights.

#[test]
fn a_knight_makes_several_leaps_in_one_direction() {
    // Two leaps in direction 1: speed 4, in half leaps ("Speed for a
    // Knight represents number of 1/2 moves").
    check(
        &pos("Kg3 kg10 Nd3", "w", 0, ""),
        "N D3:F7",
        &pos("Kg3 kg10 Nf7", "b", 1, "N F7 1 4"),
    );
    // "A speed of 2 would represent 1 knight move."
    check(
        &pos("Kg3 kg10 Nd3", "w", 0, ""),
        "N D3:E5",
        &pos("Kg3 kg10 Ne5", "b", 1, "N E5 1 2"),
    );
    refuse(
        &pos("Kg3 kg10 Nd3", "w", 0, ""),
        "N D3:G5",
        "cannot move there",
    );
}

#[test]
fn each_leap_lands_on_an_empty_square_or_an_enemy_which_ends_it() {
    check(
        &pos("Kg3 kg10 Nd3 pe5", "w", 0, ""),
        "N D3xE5",
        &pos("Kg3 kg10 Ne5", "b", 0, ""),
    );
    refuse(
        &pos("Kg3 kg10 Nd3 pe5", "w", 0, ""),
        "N D3:F7",
        "cannot move there",
    );
    refuse(
        &pos("Kg3 kg10 Nd3 Pe5", "w", 0, ""),
        "N D3:F7",
        "cannot move there",
    );
}

#[test]
fn knight_momentum_repeats_the_number_of_leaps() {
    check(
        &pos("Kg3 kg10 Nb1", "w", 0, "N B1 1 4"),
        "N B1~D5, K G3:G2",
        &pos("Kg2 kg10 Nd5", "b", 1, "N D5 1 4, K G2 8 1"),
    );
    check(
        &pos("Kg3 kg10 Nd5 pf9", "w", 0, "N D5 1 4"),
        "N D5~xF9, K G3:G2",
        &pos("Kg2 kg10 Nf9", "b", 0, "K G2 8 1"),
    );
}

// Victory.

#[test]
fn capturing_the_king_wins_and_ends_the_turn() {
    let v = EdgeOfWorld::new();
    let start = v
        .read_position(&pos("Kg3 kg10 Rg5 Rc2", "w", 0, "R G5 0 5, R C2 0 1"))
        .unwrap();
    let turn = v.read_turn(&start, "R G5~xG10").unwrap();
    let end = v.play_turn(&start, &turn).unwrap();
    let outcome = v.outcome(&end, &[]).unwrap();
    assert_eq!(outcome.result, GameResult::Win(edge_of_world::Color::White));
    assert_eq!(outcome.reason, EndReason::KingRemoved);
    let mut turns = Vec::new();
    v.legal_turns(&end, &mut turns);
    assert!(turns.is_empty());
}

#[test]
fn the_king_has_momentum_and_can_fall_off() {
    let v = EdgeOfWorld::new();
    let start = v
        .read_position(&pos("Kg1 kg10 Rc5", "w", 0, "K G1 8 1"))
        .unwrap();
    let turn = v.read_turn(&start, "K G1~off").unwrap();
    let end = v.play_turn(&start, &turn).unwrap();
    assert_eq!(
        v.outcome(&end, &[]).unwrap().result,
        GameResult::Win(edge_of_world::Color::Black)
    );
}

// No check.

/// The outcome after `turn` from `before`, and whether the side to move
/// there is in check.
fn after_turn(before: &str, turn: &str) -> (Option<edge_of_world::Outcome>, bool) {
    let v = EdgeOfWorld::new();
    let start = v.read_position(before).unwrap();
    let steps = v.read_turn(&start, turn).unwrap();
    let end = v.play_turn(&start, &steps).unwrap();
    (v.outcome(&end, &[]), v.in_check(&end))
}

#[test]
fn a_king_may_move_onto_an_attacked_square_and_the_game_goes_on() {
    // The Black Rook on F8 attacks F3 down the open F file; the White King
    // steps from G3 onto F3 all the same (a start, so it has momentum west).
    let before = pos("Kg3 kg10 rf8", "w", 0, "");
    let after = pos("Kf3 kg10 rf8", "b", 1, "K F3 12 1");
    check(&before, "K G3:F3", &after);
    // The game goes on: no one has won, nothing is check, and Black has
    // turns to play.
    assert_eq!(after_turn(&before, "K G3:F3"), (None, false));
    assert!(!legal_results(&after).is_empty());
    // Black may take the King, which wins (the text's "Victory").
    let v = EdgeOfWorld::new();
    let start = v.read_position(&after).unwrap();
    let turn = v.read_turn(&start, "R F8xF3").unwrap();
    let end = v.play_turn(&start, &turn).unwrap();
    let outcome = v.outcome(&end, &[]).unwrap();
    assert_eq!(outcome.result, GameResult::Win(edge_of_world::Color::Black));
    assert_eq!(outcome.reason, EndReason::KingRemoved);
}

#[test]
fn a_king_may_move_next_to_the_enemy_king() {
    // G9 touches the Black King on G10: in FIDE chess neither King may stand
    // there; here White's King may, and Black may then take it.
    let before = pos("Kg8 kg10", "w", 0, "");
    check(&before, "K G8:G9", &pos("Kg9 kg10", "b", 1, "K G9 0 1"));
    let results = legal_results(&pos("Kg9 kg10", "b", 1, "K G9 0 1"));
    assert!(results.contains(&pos("kg9", "w", 0, "")), "{results:?}");
}

#[test]
fn a_piece_may_leave_its_king_attacked_and_an_attacked_king_need_not_be_answered() {
    // The White Rook on G5 stands between the Black Rook on G8 and the
    // White King: it may move away (in FIDE chess it is pinned).
    let shielded = pos("Kg3 kg10 Rg5 rg8", "w", 0, "");
    check(
        &shielded,
        "R G5:C5",
        &pos("Kg3 kg10 Rc5 rg8", "b", 1, "R C5 12 4"),
    );
    assert_eq!(after_turn(&shielded, "R G5:C5"), (None, false));
    // A King already attacked is not in check: White need not move it,
    // block or capture; a Pawn's step elsewhere is a turn like any other.
    let attacked = pos("Kg3 kg10 Pc4 rg8", "w", 0, "");
    let v = EdgeOfWorld::new();
    assert!(!v.in_check(&v.read_position(&attacked).unwrap()));
    check(
        &attacked,
        "P C4:C5",
        &pos("Kg3 kg10 Pc5 rg8", "b", 0, "P C5 0 1"),
    );
    // Every start of the King is legal, onto attacked squares or not: the
    // eight squares around G3, of which F3, H3 and G4 are on the Rook's
    // lines (each start gives the King momentum in its direction).
    let results = legal_results(&attacked);
    for (square, direction) in [
        ("f2", 10),
        ("g2", 8),
        ("h2", 6),
        ("f3", 12),
        ("h3", 4),
        ("f4", 14),
        ("g4", 0),
        ("h4", 2),
    ] {
        let expected = pos(
            &format!("K{square} kg10 Pc4 rg8"),
            "b",
            1,
            &format!("K {} {direction} 1", square.to_ascii_uppercase()),
        );
        assert!(results.contains(&expected), "no King start to {square}");
    }
}

// The End of the World.

#[test]
fn end_of_the_world_with_four_pieces_moves_the_movers_pieces_one_square() {
    // Four pieces: speed 1. The Rook (D8) is nearest the west edge; the
    // King (B2) is as near the south edge as the west, so goes to the corner.
    // Black's pieces do not move.
    check(
        &bare("Kb2 Rd9 kg11 nl1", "w", 0, ""),
        "R D9:D8, K B2^A1, R D8^C8",
        &bare("Ka1 Rc8 kg11 nl1", "b", 1, "R C8 8 1"),
    );
}

#[test]
fn end_of_the_world_with_three_pieces_has_speed_two() {
    check(
        &bare("Kb2 Rd9 kg11", "w", 0, ""),
        "R D9:D8, R D8^B8, K B2^off",
        &bare("Rb8 kg11", "b", 0, "R B8 8 1"),
    );
}

#[test]
fn end_of_the_world_with_two_pieces_has_speed_three() {
    check(
        &bare("Ke5 kg11", "w", 0, ""),
        "K E5:E6, K E6^B6",
        &bare("Kb6 kg11", "b", 1, "K B6 0 1"),
    );
}

#[test]
fn end_of_the_world_speed_is_fixed_when_it_begins() {
    // "The Speed is determined by the number of pieces left on the board
    // after all other movement has been resolved": four pieces once the
    // King has moved, so speed 1 for the whole phase, although the Rook
    // (A12, a corner: off) leaves three before the King's move.
    check(
        &bare("Ke3 Ra12 kg11 nl6", "w", 0, ""),
        "K E3:E4, R A12^off, K E4^E3",
        &bare("Ke3 kg11 nl6", "b", 0, "K E3 0 1"),
    );
}

#[test]
fn the_centre_four_squares_are_exempt() {
    check(
        &bare("Ke5 kg11", "w", 0, ""),
        "K E5:F6",
        &bare("Kf6 kg11", "b", 1, "K F6 2 1"),
    );
    check(
        &bare("Kh8 kg11", "w", 0, ""),
        "K H8:G7",
        &bare("Kg7 kg11", "b", 1, "K G7 10 1"),
    );
    // The text's printed list: E6 is exempt, G7 is not (G7 is as near the
    // north edge as the east, so its King goes towards the corner L12).
    let printed = EdgeOfWorld::with_options("centre=as-printed").unwrap();
    check_with(
        &printed,
        &bare("Ke5 kg11", "w", 0, ""),
        "K E5:E6",
        &bare("Ke6 kg11", "b", 1, "K E6 0 1"),
    );
    check_with(
        &printed,
        &bare("Kh8 kg2", "w", 0, ""),
        "K H8:G7, K G7^J10",
        &bare("Kj10 kg2", "b", 1, "K J10 10 1"),
    );
}

#[test]
fn under_end_of_world_all_every_piece_moves_at_the_end_of_each_turn() {
    // The same four pieces as above: White's turn now moves Black's King
    // (G11, nearest the north edge) and Knight (L1, a corner: off) too, in
    // the order White picks.
    let v = EdgeOfWorld::with_options("end-of-world=all").unwrap();
    check_with(
        &v,
        &bare("Kb2 Rd9 kg11 nl1", "w", 0, ""),
        "R D9:D8, K B2^A1, R D8^C8, K G11^G12, N L1^off",
        &bare("Ka1 Rc8 kg12", "b", 0, "R C8 8 1"),
    );
    // The Black King on G12 goes off the board at the end of Black's own
    // turn unless it moves away first, and White wins.
    check_with(
        &v,
        &bare("Ka1 Rc8 kg12", "b", 0, "R C8 8 1"),
        "K G12:F12, K F12^off",
        &bare("Ka1 Rc8", "w", 0, "R C8 8 1"),
    );
    // In the standard game Black's pieces stay where they are.
    refuse(
        &bare("Kb2 Rd9 kg11 nl1", "w", 0, ""),
        "R D9:D8, K B2^A1, R D8^C8, K G11^G12",
        "the turn has already ended",
    );
}

#[test]
fn a_pawn_reaching_its_own_first_row_does_not_promote() {
    // The End of the World takes the White Pawn on C2 south to C1, White's
    // own first row: it stays a Pawn (RULES.md: promotion is on the far
    // row). The King on F6 is in the centre and does not move.
    check(
        &bare("Pc2 Kf6 kg11 nl12", "w", 0, ""),
        "K F6:G6, P C2^C1",
        &bare("Pc1 Kg6 kg11 nl12", "b", 0, "K G6 4 1"),
    );
    // On its far row it does.
    check(
        &bare("Pc11 Kf6 kg2 na1", "w", 0, ""),
        "K F6:G6, P C11^C12",
        &bare("Cc12 Kg6 kg2 na1", "b", 0, "K G6 4 1"),
    );
    // The Pawn on its own first row moves forward as any Pawn.
    check(
        &bare("Pc1 Kg6 kg11 nl12 nl11", "w", 0, ""),
        "P C1:C2",
        &bare("Pc2 Kg6 kg11 nl12 nl11", "b", 0, "P C2 0 1"),
    );
}

#[test]
fn under_promotion_both_rows_a_pawn_promotes_on_its_own_first_row_too() {
    // "Pawn promotion occurs on the first and twelfth rows", read for both
    // sides: the End of the World takes the White Pawn from C2 to C1, and
    // there it becomes a Corsair.
    let v = EdgeOfWorld::with_options("promotion=both-rows").unwrap();
    check_with(
        &v,
        &bare("Pc2 Kf6 kg11 nl12", "w", 0, ""),
        "K F6:G6, P C2^C1",
        &bare("Cc1 Kg6 kg11 nl12", "b", 0, "K G6 4 1"),
    );
    // Black's Pawn on K11 is as near the north edge as the east: the corner
    // L12, its own first row.
    check_with(
        &v,
        &bare("pk11 kf7 Ka6 Nl1", "b", 0, ""),
        "K F7:G7, P K11^L12",
        &bare("cl12 kg7 Ka6 Nl1", "w", 0, "k G7 4 1"),
    );
    // The far row as before.
    check_with(
        &v,
        &bare("Pc11 Kf6 kg2 na1", "w", 0, ""),
        "K F6:G6, P C11^C12",
        &bare("Cc12 Kg6 kg2 na1", "b", 0, "K G6 4 1"),
    );
    // In the standard game Black's Pawn stays a Pawn on L12.
    check(
        &bare("pk11 kf7 Ka6 Nl1", "b", 0, ""),
        "K F7:G7, P K11^L12",
        &bare("pl12 kg7 Ka6 Nl1", "w", 0, "k G7 4 1"),
    );
    // A Pawn on either end row would have promoted: the position text
    // refuses it under both-rows, and reads it in the standard game.
    let own_row = pos("Kg3 kg10 Pc1", "w", 0, "");
    let err = v.read_position(&own_row).unwrap_err().to_string();
    assert_eq!(err, "a white pawn stands on C1, a row where it promotes");
    assert!(EdgeOfWorld::new().read_position(&own_row).is_ok());
}

#[test]
fn end_of_the_world_contact_follows_the_contact_rules() {
    // The Rook is pushed west into the enemy Knight and captures it.
    check(
        &bare("Kf6 Rc8 nb8 kg11", "w", 0, ""),
        "K F6:G6, R C8^xB8",
        &bare("Kg6 Rb8 kg11", "b", 0, "K G6 4 1"),
    );
}

// Draws.

/// "The rules of FIDE chess apply": fifty moves of each side without
/// progress (100 turns) may be claimed, seventy-five (150 turns) draw by
/// themselves.
#[test]
fn fifty_moves_without_progress_are_a_claim_and_seventy_five_a_draw() {
    let v = EdgeOfWorld::new();
    let after = |clock: u32| {
        let start = v
            .read_position(&pos("Kg3 kg10 Rc5", "w", clock, ""))
            .unwrap();
        let turn = v.read_turn(&start, "R C5:C6").unwrap();
        (start.clone(), v.play_turn(&start, &turn).unwrap())
    };
    let (start, end) = after(99);
    let claim = |p: &edge_of_world::Position, claimant: Color| {
        v.claim(p, &[], claimant, "fifty-moves").map(|o| o.reason)
    };
    assert!(claim(&start, Color::White).is_err());
    assert_eq!(v.outcome(&end, &[]), None);
    for claimant in Color::ALL {
        assert_eq!(claim(&end, claimant), Ok(EndReason::FiftyMoves));
    }
    let (_, end) = after(149);
    assert_eq!(
        v.outcome(&end, &[]).map(|o| o.reason),
        Some(EndReason::SeventyFiveMoves)
    );
}

/// The same board, momentum, castling rights and side the third time may
/// be claimed; the fifth time draws by itself.
#[test]
fn threefold_repetition_is_a_claim_and_fivefold_a_draw() {
    let v = EdgeOfWorld::new();
    let p = v.read_position(&pos("Kg3 kg10 Rc5", "w", 0, "")).unwrap();
    let key = v.repetition_key(&p);
    let claim = |history: &[u64]| {
        v.claim(&p, history, Color::Black, "threefold-repetition")
            .map(|o| o.reason)
    };
    assert!(claim(&[key]).is_err());
    assert_eq!(v.outcome(&p, &[key, 7, key]), None);
    assert_eq!(claim(&[key, 7, key]), Ok(EndReason::Repetition));
    assert_eq!(
        v.outcome(&p, &[key, 7, key, 8, key, 9, key])
            .map(|o| o.reason),
        Some(EndReason::FivefoldRepetition)
    );
}

/// No position is dead: with no check, a King may walk into capture, and
/// with four pieces or fewer the End of the World carries pieces off the
/// board. Bare Kings are not dead: played out, a King leaves the board.
#[test]
fn bare_kings_are_no_dead_position_a_king_is_carried_off() {
    let v = EdgeOfWorld::new();
    let mut p = v.read_position(&bare("Kf6 kg8", "w", 0, "")).unwrap();
    let mut history = Vec::new();
    for _ in 0..20 {
        if let Some(outcome) = v.outcome(&p, &history) {
            assert_eq!(outcome.reason, EndReason::KingRemoved, "{outcome}");
            return;
        }
        let mut turns = Vec::new();
        v.legal_turns(&p, &mut turns);
        history.push(v.repetition_key(&p));
        p = v.play_turn(&p, &turns[0]).unwrap();
    }
    panic!("no King left the board in 20 turns");
}

// Position text.

#[test]
fn position_text_errors_name_the_bad_input() {
    let v = EdgeOfWorld::new();
    let cases = [
        (
            pos("Kg3 kg10", "w", 0, "R C5 0 3"),
            "momentum entry 'R C5 0 3': the square is empty",
        ),
        (
            pos("Kg3 kg10 Rc5", "w", 0, "R C5 2 3"),
            "momentum entry 'R C5 2 3': that piece cannot move",
        ),
        (
            pos("Kg3 kg10 Rc5", "w", 0, "B C5 0 3"),
            "momentum entry 'B C5 0 3': the square holds 'R'",
        ),
        (
            pos("Kg3 kg10 Nc5", "w", 0, "N C5 1 3"),
            "that piece cannot move",
        ),
        (
            pos("Kg3 kg10 Pc11", "w", 0, "P C11 2 1, P C11 2 1"),
            "two momentum entries for C11",
        ),
        (pos("Kg3 kg10 Rc5", "x", 0, ""), "side to move 'x'"),
        ("12/12 w 0 -".to_string(), "the board has 2 ranks"),
        (pos("Kg3 kg10 Pc12", "w", 0, ""), "white pawn stands on C12"),
        // "X0 = board grid (A-L x 1-12)", "D = direction (0-15)", "S =
        // speed (1-11)".
        (
            pos("Kg3 kg10 Rc5", "w", 0, "R M5 0 3"),
            "momentum entry 'R M5 0 3': ",
        ),
        (
            pos("Kg3 kg10 Rc5", "w", 0, "R C5 16 3"),
            "momentum entry 'R C5 16 3': the direction must be from 0 to 15",
        ),
        (
            pos("Kg3 kg10 Rc5", "w", 0, "R C5 0 12"),
            "momentum entry 'R C5 0 12': that piece cannot move in that direction at that speed",
        ),
        (
            pos("Kg3 kg10 Rc5", "w", 0, "R C5 0 0"),
            "momentum entry 'R C5 0 0': that piece cannot move in that direction at that speed",
        ),
    ];
    for (text, expected) in cases {
        let err = v.read_position(&text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text}: '{err}' lacks '{expected}'");
    }
}

#[test]
fn the_momentum_list_reads_in_any_order_and_is_written_fastest_first() {
    // "The pieces should be listed in order of speed, highest to lowest.
    // The order of pieces with the same speed has no importance." Read in
    // any order; written fastest first, equal speeds by square (rank 1
    // first, then file A first), so that one position has one text.
    let v = EdgeOfWorld::new();
    let written = pos(
        "Kg3 kg10 Rc2 Ra5 Bh4 nb9",
        "w",
        0,
        "R A5 4 3, R C2 0 2, B H4 2 2, n B9 7 2",
    );
    for list in [
        "n B9 7 2, B H4 2 2, R C2 0 2, R A5 4 3",
        "R C2 0 2, R A5 4 3, n B9 7 2, B H4 2 2",
        "R A5 4 3, R C2 0 2, B H4 2 2, n B9 7 2",
    ] {
        let text = pos("Kg3 kg10 Rc2 Ra5 Bh4 nb9", "w", 0, list);
        let p = v.read_position(&text).unwrap();
        assert_eq!(v.write_position(&p), written, "{list}");
    }
}

#[test]
fn the_texts_black_pawn_letter_w_is_read() {
    let v = EdgeOfWorld::new();
    let p = v
        .read_position(&pos("Kg3 kg10 pc8", "w", 0, "w C8 8 1"))
        .unwrap();
    assert_eq!(
        v.write_position(&p),
        pos("Kg3 kg10 pc8", "w", 0, "p C8 8 1")
    );
}

#[test]
fn mid_turn_positions_round_trip() {
    let v = EdgeOfWorld::new();
    let start = v
        .read_position(&pos("Kg3 kg10 Ra5 Rc3", "w", 0, "R A5 4 2, R C3 0 2"))
        .unwrap();
    let turn = v.read_turn(&start, "R A5~C5, R C3~C4, K G3:G2").unwrap();
    let mut p = start.clone();
    for &step in &turn {
        v.play_step(&mut p, step);
        let text = v.write_position(&p);
        assert_eq!(v.write_position(&v.read_position(&text).unwrap()), text);
        assert_eq!(v.read_position(&text).unwrap(), p, "{text}");
    }
}

#[test]
fn options_are_checked() {
    assert!(EdgeOfWorld::with_options("").is_ok());
    let cases = [
        ("centre=middle", "option 'centre' cannot be 'middle': expected 'true' or 'as-printed'"),
        ("speed=3", "unknown option 'speed': the options are pawn-start, stop, castling, end-of-world, centre, promotion, action"),
        ("action=sometimes", "option 'action' cannot be 'sometimes': expected 'compulsory' or 'optional'"),
        ("promotion=first-row", "option 'promotion' cannot be 'first-row': expected 'far-row' or 'both-rows'"),
        ("stop=halfway", "option 'stop' cannot be 'halfway': expected 'before-or-after' or 'part-way'"),
        ("pawn-start=empty", "expected 'capture' or 'diagonal'"),
        ("castling=yes", "expected 'fide' or 'off'"),
        ("end-of-world=mine", "expected 'own' or 'all'"),
        ("castling", "option 'castling' is not of the form key=value"),
        ("stop=part-way,stop=part-way", "option 'stop' is given twice"),
        ("centre=true, center=as-printed", "option 'centre' is given twice"),
    ];
    for (text, expected) in cases {
        let e = EdgeOfWorld::with_options(text).unwrap_err().to_string();
        assert!(e.contains(expected), "{text}: '{e}' lacks '{expected}'");
    }
}

#[test]
fn every_option_is_read_and_written_back() {
    use edge_of_world::{
        ActionRule, Castling, Centre, EndOfWorldScope, Options, PawnStart, Promotion, Stops,
    };
    let all = " pawn-start = diagonal , stop=part-way,castling=off,end-of-world=all,centre=as-printed promotion=both-rows action=optional ";
    let options = Options::parse(all).unwrap();
    assert_eq!(
        options,
        Options {
            pawn_start: PawnStart::Diagonal,
            stop: Stops::PartWay,
            castling: Castling::Off,
            end_of_world: EndOfWorldScope::All,
            centre: Centre::AsPrinted,
            promotion: Promotion::BothRows,
            action: ActionRule::Optional,
        }
    );
    assert_eq!(Options::parse(&options.to_string()).unwrap(), options);
    assert_eq!(EdgeOfWorld::with_options(all).unwrap().options(), options);
    // The defaults, written out, are the standard game.
    let defaults = "pawn-start=capture,stop=before-or-after,castling=fide,end-of-world=own,centre=true,promotion=far-row,action=compulsory";
    assert_eq!(Options::parse(defaults).unwrap(), Options::default());
    assert_eq!(
        EdgeOfWorld::with_options(defaults).unwrap(),
        EdgeOfWorld::new()
    );
}
