//! Bad input gives an error or a defined result, never a panic (issue 16):
//! the inputs that panicked, one test each.

use momentum::{Momentum, Variant};

#[test]
fn a_momentum_entry_without_a_displacement_is_an_error() {
    let g = Momentum::new();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (entry, quoted) in [
        ("e2", "'e2'"),
        ("e2x", "'e2x'"),
        ("e2é", "'e2é'"),
        ("e2+", "'e2+'"),
    ] {
        let e = g
            .read_position(&format!("{start} {entry}"))
            .expect_err(entry)
            .to_string();
        assert_eq!(
            e,
            format!("momentum entry {quoted}: expected a signed displacement such as +0+2"),
            "{entry}"
        );
    }
}
