//! Typical mistakes in position text, notation, Betza strings and turns,
//! with the messages every variant gives for them. The table is an insta
//! snapshot a person has read: each message must say what is wrong and
//! where, on one line.

use kernel::Variant;
use std::fmt::Write;

/// One row per mistake: what it is, the input, and the message.
struct Table(String);

impl Table {
    fn new() -> Table {
        Table(String::new())
    }

    fn row(&mut self, variant: &str, mistake: &str, input: &str, message: String) {
        assert!(
            !message.contains('\n'),
            "{variant}: {mistake}: message is not one line: {message}"
        );
        assert!(!message.is_empty(), "{variant}: {mistake}: empty message");
        let _ = writeln!(self.0, "{variant} | {mistake} | {input}\n    -> {message}");
    }

    fn position<V: Variant>(&mut self, variant: &V, mistake: &str, text: &str) {
        let message = match variant.read_position(text) {
            Ok(_) => panic!("{}: {mistake}: '{text}' was accepted", variant.name()),
            Err(e) => e.to_string(),
        };
        self.row(variant.name(), mistake, text, message);
    }

    /// A turn that must be refused, by the notation reader or as illegal.
    fn turn<V: Variant>(&mut self, variant: &V, mistake: &str, position: &V::Position, text: &str) {
        let message = match variant.read_turn(position, text) {
            Err(e) => e.to_string(),
            Ok(turn) => match variant.play_turn(position, &turn) {
                Err(e) => e.to_string(),
                Ok(_) => panic!("{}: {mistake}: '{text}' was accepted", variant.name()),
            },
        };
        self.row(variant.name(), mistake, text, message);
    }
}

#[test]
fn typical_mistakes() {
    let mut t = Table::new();

    for (mistake, text) in [
        ("empty piece string", ""),
        ("unknown atom", "fhX"),
        ("unknown modifier", "xN"),
        ("modifier without atom", "fhNrlb"),
        ("half on a non-oblique atom", "fhR"),
        ("range out of bounds", "R16"),
    ] {
        let message = kernel::betza::parse(text).expect_err(mistake).to_string();
        t.row("betza", mistake, text, message);
    }

    let chess = kernel::chess::fide();
    let start = chess.start_position();
    t.position(
        &chess,
        "wrong rank count",
        "rnbqkbnr/pppppppp/8/8/8/8/RNBQKBNR w KQkq - 0 1",
    );
    t.position(
        &chess,
        "rank too long",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    t.position(
        &chess,
        "unknown piece letter",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1",
    );
    t.position(
        &chess,
        "bad side to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1",
    );
    t.position(
        &chess,
        "castling without the rook",
        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    t.turn(&chess, "a move from an empty square", &start, "e3e4");
    t.turn(&chess, "an illegal move", &start, "e2e5");
    t.turn(&chess, "a move no piece can make", &start, "Qh5");
    t.turn(&chess, "moving the opponent's piece", &start, "e7e5");

    insta::assert_snapshot!("typical_mistakes", t.0);
}
