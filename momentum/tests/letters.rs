//! The board's letters in turns (issue 30, item 4): with Different Armies
//! the notation writes, and a person may type, the letter the boards draw
//! an army piece with (`Ib1-c3` for the Nutty Knights' Fibnif), and the
//! rule text's Betza string (`(fbNF)b1-c3`) still reads. The issue's line
//! was refused as "not an event" by the old reader, and the old writer
//! wrote the Betza string.

use momentum::{Army, Momentum, Variant};

/// The board letter (upper case) of every army piece, from the table the
/// crate documents (`momentum::pieces`), by Betza string.
fn letters(army: Army) -> Vec<(char, &'static str)> {
    army.pieces().iter().map(|&(l, _, b)| (l, b)).collect()
}

#[test]
fn the_issue_s_fibnif_is_read_by_its_board_letter() {
    let game = Momentum::with_options("armies=nutty-knights,colorbound-clobberers").unwrap();
    let start = game.start_position();
    let by_letter = game.read_turn(&start, "Ib1-c3").expect("Ib1-c3 reads");
    let by_betza = game.read_turn(&start, "(fbNF)b1-c3").unwrap();
    assert_eq!(by_letter, by_betza);
    assert_eq!(game.write_turn(&start, &by_letter), "Ib1-c3");
    // A letter of an army that is not in this game names no piece.
    assert!(game.read_turn(&start, "Hb1-c3").is_err());
}

/// Every legal first turn of every pairing whose mover is an army piece is
/// written with the board's letter of that piece (the table the crate
/// documents), and reads the same with the rule text's Betza string in
/// its place (both sides' armies, after a first turn).
#[test]
fn every_army_piece_is_written_by_its_board_letter_and_read_by_its_betza_string() {
    let mut checked = 0;
    for white in Army::ALL {
        for black in Army::ALL {
            let options = format!("armies={},{}", white.name(), black.name());
            let game = Momentum::with_options(&options).unwrap();
            let start = game.start_position();
            let after = game.play(&start, "e2-e3").unwrap();
            for (position, army) in [(&start, white), (&after, black)] {
                let mut turns = Vec::new();
                game.legal_turns(position, &mut turns);
                for turn in &turns {
                    let written = game.write_turn(position, turn);
                    assert!(
                        !written.contains('('),
                        "{options}: {written} is written with a Betza string"
                    );
                    for (letter, betza) in letters(army) {
                        if written.starts_with(letter) && !written.starts_with("O-O") {
                            let typed = written.replacen(letter, &format!("({betza})"), 1);
                            let read = game
                                .read_turn(position, &typed)
                                .unwrap_or_else(|e| panic!("{options}: {typed}: {e}"));
                            let a = game.play_turn(position, &read).unwrap();
                            let b = game.play_turn(position, turn).unwrap();
                            assert_eq!(a, b, "{options}: {typed} against {written}");
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} turns checked");
}
