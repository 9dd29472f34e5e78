//! Check is exact: the orders of events that capture a King, each built by
//! hand from the rules and counted by hand (issue 15). Every position here
//! needs an autostop before the event that would have made the piece go on,
//! which the first check search never tried.

use momentum::{Momentum, Position, Variant};

fn at(game: &Momentum, text: &str) -> Position {
    game.read_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal turns from `text`, as written, sorted.
fn turns(game: &Momentum, text: &str) -> Vec<String> {
    let pos = at(game, text);
    let mut out = Vec::new();
    game.legal_turns(&pos, &mut out);
    let mut written: Vec<String> = out
        .iter()
        .map(|t| game.write_turn(&pos, t).trim_end_matches('+').to_string())
        .collect();
    written.sort();
    written
}

fn refused(game: &Momentum, text: &str, turn: &str) -> String {
    let pos = at(game, text);
    let steps = game
        .read_turn(&pos, turn)
        .unwrap_or_else(|e| panic!("{turn}: {e}"));
    game.play_turn(&pos, &steps).expect_err(turn).to_string()
}

/// Black: Bishop h8 moving -2-2 (to f6, through g7), Knight g7 moving -1-2
/// (to f5). The Bishop is blocked by its own Knight, so it autostops; the
/// Knight goes on to f5; the Bishop, now at rest with its diagonal open, is
/// started and takes on a1. Three events, one turn.
const BISHOP_KNIGHT: &str = "7b/6n1/8/8/8/8/8/K3k3 w - - 0 1 h8-2-2,g7-1-2";

#[test]
fn a_start_after_an_autostop_captures_once_the_blocker_has_gone_on() {
    let g = Momentum::new();
    assert!(g.in_check(&at(&g, BISHOP_KNIGHT)));
    // The King must leave the long diagonal: a2 and b1 are safe (the Knight
    // on g7 reaches neither, and may not stop and start in one turn), b2 is
    // on the diagonal.
    assert_eq!(turns(&g, BISHOP_KNIGHT), ["Ka1-a2", "Ka1-b1"]);
    assert!(refused(&g, BISHOP_KNIGHT, "Ka1-b2").contains("capturable"));
}

#[test]
fn a_king_may_not_step_where_a_start_after_an_autostop_captures_it() {
    let g = Momentum::new();
    // The same Black pieces, the White King on b1 (not in check: b1 is off
    // the diagonal). a1 and b2 are on it; a2, c1 and c2 are not, and none
    // is next to the Black King on e1.
    let text = "7b/6n1/8/8/8/8/8/1K2k3 w - - 0 1 h8-2-2,g7-1-2";
    assert!(!g.in_check(&at(&g, text)));
    assert_eq!(turns(&g, text), ["Kb1-a2", "Kb1-c1", "Kb1-c2"]);
    assert!(refused(&g, text, "Kb1-a1").contains("capturable"));
    assert!(refused(&g, text, "Kb1-b2").contains("capturable"));
}

#[test]
fn castling_may_not_pass_where_a_start_after_an_autostop_captures() {
    let g = Momentum::new();
    // Black: Rook d8 moving +0-2 (to d6, through d7), Bishop d7 moving -1-1
    // (to c6). The Rook autostops behind the Bishop, the Bishop goes on,
    // and the Rook is started down the open d-file: d1 and d2 are
    // capturable. O-O-O passes d1, so it is refused; Ke1-d1 and Ke1-d2
    // expose the King. Left: Ke1-e2, -f1, -f2 and ten Rook moves (a2 to a8,
    // b1, c1, d1).
    let text = "3rk3/3b4/8/8/8/8/8/R3K3 w Q - 0 1 d8+0-2,d7-1-1";
    assert!(!g.in_check(&at(&g, text)));
    let list = turns(&g, text);
    assert_eq!(list.len(), 13, "{list:?}");
    for gone in ["O-O-O", "Ke1-d1", "Ke1-d2"] {
        assert!(!list.iter().any(|t| t == gone), "{gone} in {list:?}");
    }
    assert!(refused(&g, text, "O-O-O").contains("capturable"));
}

#[test]
fn the_unblocking_piece_may_itself_need_unblocking_first() {
    let g = Momentum::new();
    // As BISHOP_KNIGHT, with a Black Pawn on f5 moving +0-1 standing where
    // the Knight goes: the Bishop autostops, the Pawn goes on to f4, then
    // the Knight to f5, then the Bishop is started and takes on a1. Four
    // events.
    let text = "7b/6n1/8/5p2/8/8/8/K3k3 w - - 0 1 h8-2-2,g7-1-2,f5+0-1";
    assert!(g.in_check(&at(&g, text)));
    // Without the Pawn's move the Knight could not go on (f5 would be its
    // own Pawn's), the Bishop could not be started, and a1 would be safe:
    // the Pawn at rest shows it.
    let still = "7b/6n1/8/5p2/8/8/8/K3k3 w - - 0 1 h8-2-2,g7-1-2";
    assert!(!g.in_check(&at(&g, still)));
}

/// The three positions of issue 15, with the counts worked out by hand.
#[test]
fn the_three_positions_of_the_issue() {
    let g = Momentum::new();
    // 1. Black: Bishop e5 moving -3-3 (to b2, through d4 and c3), Knight c3
    // moving +1+2 (to d5). The Bishop autostops behind the Knight, the
    // Knight goes on, the Bishop is started along the open diagonal to b2
    // or a1. The White King on b1 may go to a2, c1 or c2; a1 and b2 are
    // capturable. (a2 is safe: the Knight, in motion and not blocked, must
    // go on to d5 or be stopped, and cannot then be started.)
    let one = "7k/8/8/4b3/8/2n5/8/1K6 w - - 0 1 e5-3-3,c3+1+2";
    assert_eq!(turns(&g, one), ["Kb1-a2", "Kb1-c1", "Kb1-c2"]);
    // 2. Black to move after Kb1-a1: the capture is one of Black's turns.
    // Black's 23 turns: 5 that stop a piece (Nc3-c3; Nd5-d5 after the
    // Bishop autostopped or went on to b2; Be5-e5; Bb2-b2), 12 starts of
    // the Bishop after its autostop (d4, c3, b2, a1 once the Knight has
    // gone on, and f6, g7, d6, c7, b8, f4, g3, h2), and 3 King moves each
    // with the Bishop autostopped or gone on to b2. None exposes the Black
    // King (White has only a King, far away).
    let two = "7k/8/8/4b3/8/2n5/8/K7 b - - 1 1 e5-3-3,c3+1+2";
    let list = turns(&g, two);
    assert_eq!(list.len(), 23, "{list:?}");
    assert!(list.iter().any(|t| t == "Nc3-d5, Be5:a1"), "{list:?}");
    // 3. Black: Rook f8 moving +0-2 (to f6, through f7), Knight f7 moving
    // +1-2 (to g5). The Rook autostops, the Knight goes on, the Rook is
    // started down the f-file. Ke1-f1 and Ke1-f2 are capturable and O-O
    // passes f1: of the 15 turns, 12 are legal.
    let three = "4kr2/5n2/8/8/8/8/8/4K2R w K - 0 1 f8+0-2,f7+1-2";
    let list = turns(&g, three);
    assert_eq!(list.len(), 12, "{list:?}");
    for gone in ["O-O", "Ke1-f1", "Ke1-f2"] {
        assert!(!list.iter().any(|t| t == gone), "{gone} in {list:?}");
    }
}
