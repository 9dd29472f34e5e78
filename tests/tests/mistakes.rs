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

    let hg = heavy_gravity::HeavyGravity::new();
    let start = hg.start_position();
    t.position(
        &hg,
        "castling rights in a game without castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    t.position(
        &hg,
        "en passant in a game without it",
        "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w - d6 0 1",
    );
    t.turn(&hg, "a Knight jumping over a piece", &start, "g1f3");
    t.turn(&hg, "a pawn's double step", &start, "e2e4");

    let fw = forward::Forward::new();
    let start = fw.start_position();
    t.position(
        &fw,
        "wrong rank count",
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    );
    t.position(
        &fw,
        "bad last pawn capturer",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 x -",
    );
    t.turn(&fw, "castling", &start, "O-O");
    t.turn(
        &fw,
        "a wrong created piece",
        &fw.read_position("4k3/8/8/3q4/1b6/2N5/8/4K3 w - - 0 1")
            .unwrap(),
        "Nxd5(Q)",
    );

    let eotw = edge_of_world::EdgeOfWorld::new();
    let start = eotw.start_position();
    let board = eotw.write_position(&start);
    let board = board
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    t.position(
        &eotw,
        "a momentum entry for an empty square",
        &format!("{board} w 0 R A1 0 3"),
    );
    t.position(
        &eotw,
        "a direction beyond 15",
        &format!("{board} w 0 R C3 16 1"),
    );
    t.position(&eotw, "wrong rank count", "12/12/12 w 0 -");
    t.turn(&eotw, "stopping a piece at rest", &start, "R C3:C3");
    t.turn(&eotw, "a square off the board", &start, "R C3:C0");
    t.turn(&eotw, "two starts in one turn", &start, "P C4:C5, P D4:D5");

    let mm = multimove::Multimove::fide();
    let start = mm.start_position();
    t.position(
        &mm,
        "points beyond the budget",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 9 -",
    );
    t.turn(
        &mm,
        "a turn over budget",
        &start,
        "P e2-e3, P d2-d3, P c2-c3, P b2-b3, P a2-a3",
    );
    t.turn(&mm, "a double step", &start, "P e2-e4");
    let sample = mm
        .read_position("8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 8 -")
        .expect("the sample position reads");
    t.turn(
        &mm,
        "not answering the check first",
        &sample,
        "N c3-b5, N c6xb4, Q a1-d4",
    );

    let mo = momentum::Momentum::new();
    let start = mo.start_position();
    t.position(&mo, "a momentum entry for an empty square", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 e4+0+2 armies=fabulous-fides,fabulous-fides");
    t.position(&mo, "an unknown army", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - armies=fabulous-fides,silly-sallies");
    t.turn(&mo, "a turn with two starts", &start, "e2-e4, d2-d4");
    t.turn(
        &mo,
        "a piece written with the wrong Betza string",
        &start,
        "(fhNrlbK)b1-c3",
    );

    insta::assert_snapshot!("typical_mistakes", t.0);
}
