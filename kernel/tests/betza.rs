//! Betza's notation read by [`kernel::betza::parse`]: its errors name the
//! problem and the place, and direction modifiers read as a compass.
//! (Moved from the library's unit tests, `src/betza.rs`.)

use kernel::betza::parse;

#[test]
fn errors_name_the_problem_and_place() {
    let check = |text: &str, expected: &str| {
        assert_eq!(parse(text).unwrap_err().to_string(), expected, "{text}");
    };
    check("", "empty piece string");
    check("fX", "unknown letter 'X' at position 1 of 'fX'");
    check("fxN", "unknown letter 'x' at position 1 of 'fxN'");
    check("Kf", "modifiers at the end of 'Kf' have no atom");
    check(
        "hW",
        "modifier 'h' at position 0 of 'hW' does not apply to atom W",
    );
    check("R0", "range 0 at position 1 of 'R0' must be from 1 to 15");
    check(
        "R99",
        "range 99 at position 1 of 'R99' must be from 1 to 15",
    );
    check(
        "nC",
        "modifier 'n' at position 0 of 'nC' does not apply to atom C",
    );
    check(
        "mcK",
        "modifier 'mc' at position 0 of 'mcK' does not apply to atom K",
    );
    // Found by mutating Betza strings: the atom was written raw.
    check("mcf\nF", r"unknown letter '\n' at position 3 of 'mcf\nF'");
}

#[test]
fn compass_reading_of_k_and_q() {
    let k = parse("rlbK").unwrap();
    let mut v: Vec<_> = k.vectors().iter().map(|v| (v.dx, v.dy)).collect();
    v.sort();
    assert_eq!(v, vec![(-1, -1), (-1, 0), (0, -1), (1, -1), (1, 0)]);
    let q = parse("fsQ").unwrap();
    let mut v: Vec<_> = q.vectors().iter().map(|v| (v.dx, v.dy)).collect();
    v.sort();
    assert_eq!(v, vec![(-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1)]);
}
