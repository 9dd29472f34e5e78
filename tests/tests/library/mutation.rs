//! [`cvpages_tests::mutation`]: the edits, the one-line test and the
//! random walk, on texts and games worked out by hand.

use cvpages_tests::mutation::{apply, one_short_line, walk, Edit, Rng, MAX_MESSAGE};
use kernel::excerpt::Excerpt;
use kernel::Variant;

#[test]
fn edits_damage_text_as_described() {
    assert_eq!(apply("e2e4", &[Edit::Truncate(2)]), "e2");
    assert_eq!(apply("e2e4", &[Edit::Truncate(8)]), "e2e");
    assert_eq!(apply("e4", &[Edit::Insert(1, "é".into())]), "eé4");
    assert_eq!(apply("e2e4", &[Edit::Delete(1, 2)]), "e4");
    assert_eq!(apply("ab", &[Edit::Swap(0, 3)]), "ba");
    assert_eq!(apply("e2e4", &[Edit::Retype(1, 5)]), "e5e4");
    assert_eq!(apply("e2e4", &[Edit::Retype(4, 1)]), "b2e4");
    assert_eq!(apply("Nf3", &[Edit::Retype(0, 1)]), "Bf3");
    assert_eq!(
        apply(
            "a12b",
            &[Edit::Repeat {
                at: 1,
                len: 2,
                times: 3
            }]
        ),
        "a12121212b"
    );
    assert_eq!(apply("", &[Edit::Swap(1, 2), Edit::Delete(5, 5)]), "");
}

#[test]
fn one_short_line_refuses_breaks_and_long_messages() {
    assert!(one_short_line("t", "'e9' is off the board").is_ok());
    assert!(one_short_line("t", "").is_err());
    assert!(one_short_line("t", "a\nb").is_err());
    assert!(one_short_line("t", "a\u{2028}b").is_err());
    assert!(one_short_line("t", "a\u{85}b").is_err());
    assert!(one_short_line("t", &"x".repeat(MAX_MESSAGE + 1)).is_err());
    // A message that quotes an excerpt of a long run is short.
    let long = "9".repeat(3000);
    assert!(one_short_line("t", &format!("clock {} too big", Excerpt::new(&long))).is_ok());
    assert!(one_short_line("t", &format!("clock '{long}' too big")).is_err());
}

#[test]
fn a_walk_plays_turns_that_play_turn_accepts() {
    let chess = kernel::chess::fide();
    let start = chess.start_position();
    let walk = walk(&chess, &start, 10, 1, &mut Rng(7));
    assert_eq!(walk.turns.len(), 10);
    let mut position = start.clone();
    for (before, turn) in &walk.turns {
        assert_eq!(before, &position);
        position = chess.play_turn(&position, turn).expect("a legal turn");
    }
    assert_eq!(position, walk.end);
    assert_ne!(walk.mid, walk.end, "one more move was made");
}
