//! Any text is refused with an error, never a panic; positions reached in
//! play write and read back unchanged.

use heavy_gravity::{HeavyGravity, Variant};
use proptest::prelude::*;
use test_support::XorShift64;

fn arb_fenish() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[rnbqkpRNBQKPM1-9/]{0,40} [wbx] [KQkq-]{1,4} [a-h1-8-]{1,2}( [0-9]{1,3} [0-9]{1,3})?",
    ]
}

fn arb_movish() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[NBRQKP]?[a-i]?[0-9]?[x:-]?[a-i][0-9]{1,2}(=[A-Za-z])?[+#]?",
        "[a-h][1-8][a-h][1-8][a-z]?"
    ]
}

proptest! {
    #[test]
    fn any_position_text_reads_or_is_refused(text in arb_fenish()) {
        let game = HeavyGravity::new();
        if let Ok(position) = game.read_position(&text) {
            let written = game.write_position(&position);
            prop_assert_eq!(game.read_position(&written).ok(), Some(position));
            let fields: Vec<&str> = written.split(' ').collect();
            prop_assert_eq!(&fields[2..4], &["-", "-"]);
        }
    }

    #[test]
    fn any_move_text_reads_or_is_refused(text in arb_movish(), plies in 0usize..12, seed in any::<u64>()) {
        let game = HeavyGravity::new();
        let mut rng = XorShift64::new(seed | 1);
        let (turns, _) = heavy_gravity::random_playout(&game, &game.start_position(), plies, |n| rng.below(n));
        let mut position = game.start_position();
        for turn in &turns {
            position = game.play_turn(&position, turn).expect("playout turns are legal");
        }
        if let Ok(turn) = game.read_turn(&position, &text) {
            let _ = game.play_turn(&position, &turn);
        }
    }
}

/// Issue 16, item 1: these made the kernel's reader panic ("square out of
/// range") on a from-square beyond the board; a game file holding one
/// crashed `verify-games`.
#[test]
fn from_squares_off_the_board_are_refused() {
    let game = HeavyGravity::new();
    let start = game.start_position();
    for (text, off) in [
        ("b55b5", "rank 55"),
        ("z1a1", "file 'z'"),
        ("a17a1", "rank 17"),
        ("Nxb5x2b5", "rank 52"),
        ("f18f1", "rank 18"),
    ] {
        let error = game.read_turn(&start, text).unwrap_err().to_string();
        assert_eq!(
            error,
            format!("'{text}' names no move here: {off} is off the 8x8 board")
        );
    }
}

/// Issue 16: errors quoted their input whole, so a line break in it made a
/// message of several lines and a megabyte of input a megabyte of message.
#[test]
fn errors_quote_a_short_escaped_excerpt() {
    let long = "x".repeat(1_000_000);
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -";
    for message in [
        HeavyGravity::with_options(&long).unwrap_err().to_string(),
        HeavyGravity::with_options("queens=5\nkings=2")
            .unwrap_err()
            .to_string(),
        HeavyGravity::new()
            .read_position(&format!("{fen} e{long}"))
            .unwrap_err()
            .to_string(),
    ] {
        assert!(!message.contains('\n'), "{message}");
        assert!(message.len() < 300, "{} bytes", message.len());
    }
}
