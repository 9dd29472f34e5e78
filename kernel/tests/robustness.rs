//! Input that once panicked, aborted or took unbounded memory: each case
//! is pinned here with the one-line error (or the bounded result) it gets
//! now.

use kernel::{chess, Variant};
use test_support::edits::{self, apply, Edit};
use test_support::messages::assert_short_line_without_breaks as one_short_line;
use test_support::XorShift64;

/// Issue 16, item 1: a disambiguating square beyond the board's edge made
/// `Square::new` panic ("square out of range") while the move was read.
#[test]
fn a_from_square_off_the_board_is_refused() {
    let chess = chess::fide();
    let start = chess.start_position();
    for (text, expected) in [
        (
            "b55b5",
            "'b55b5' names no move here: rank 55 is off the 8x8 board",
        ),
        (
            "z1a1",
            "'z1a1' names no move here: file 'z' is off the 8x8 board",
        ),
        (
            "a17a1",
            "'a17a1' names no move here: rank 17 is off the 8x8 board",
        ),
        (
            "Nxb5x2b5",
            "'Nxb5x2b5' names no move here: rank 52 is off the 8x8 board",
        ),
        (
            "f18f1",
            "'f18f1' names no move here: rank 18 is off the 8x8 board",
        ),
    ] {
        let error = chess.read_turn(&start, text).unwrap_err().to_string();
        assert_eq!(error, expected, "{text}");
    }
}

/// A game of one piece kind on an empty board of any size, to read moves
/// on every board from 1x1 to 16x16.
fn empty_board_game(files: u8, ranks: u8) -> kernel::chesslike::Chesslike {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rank = files.to_string();
    let board = vec![rank.as_str(); ranks as usize].join("/");
    let rules = Rules {
        name: format!("empty {files}x{ranks}"),
        geometry: Geometry::new(files as usize, ranks as usize).expect("1 to 16"),
        kinds: vec![PieceKind::new('W', "Wazir", "W", Role::Piece).expect("W reads")],
        start: format!("{board} w - - 0 1"),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        draws: kernel::draws::DrawRules::NONE,
    };
    Chesslike::new(rules).expect("the empty game compiles")
}

/// Every square a reader returns is on the board it read for, on every
/// board size, for text that names squares on and off every board.
#[test]
fn every_board_size_reads_only_its_own_squares() {
    let texts = [
        "a1", "p16", "q1", "z26", "a17", "a99", "a0", "a100", "b55b5", "z1a1", "a17a1", "Nxb5x2b5",
        "f18f1", "p16p15", "a1p16", "Wa1", "Wp1", "W1a1", "Wq1a1", "a1a1", "a1b1=W", "a16a15",
        "h8", "i9", "A1", "P16", "ý1",
    ];
    for files in 1..=16 {
        for ranks in 1..=16 {
            let game = empty_board_game(files, ranks);
            let geometry = game.rules().geometry;
            let start = game.start_position();
            for text in texts {
                if let Ok((square, _)) = geometry.parse_square_prefix(text) {
                    assert!(geometry.contains(square), "{text} on {geometry}");
                }
                if let Ok(turn) = game.read_turn(&start, text) {
                    for mv in &turn {
                        assert!(
                            geometry.contains(mv.from) && geometry.contains(mv.to),
                            "{text} on {geometry}: {mv:?}"
                        );
                    }
                    let _ = game.play_turn(&start, &turn);
                }
            }
        }
    }
}

proptest::proptest! {
    #[test]
    fn random_move_text_reads_only_squares_of_the_board(
        files in 1u8..=16,
        ranks in 1u8..=16,
        text in "[A-Z]?[a-z]?[0-9]{0,3}[x:-]?[a-z][0-9]{1,3}(=[A-Z])?",
    ) {
        let game = empty_board_game(files, ranks);
        let geometry = game.rules().geometry;
        let start = game.start_position();
        if let Ok(turn) = game.read_turn(&start, &text) {
            for mv in &turn {
                proptest::prop_assert!(geometry.contains(mv.from) && geometry.contains(mv.to));
            }
        }
    }
}

/// Issue 16: perft made one turn buffer per level before counting, so a
/// huge depth aborted allocating them, even where no turn is legal.
#[test]
fn perft_to_any_depth_from_a_mate_is_zero() {
    let chess = chess::fide();
    let mated = chess
        .read_position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        .expect("Fool's mate reads");
    assert_eq!(chess.perft(&mated, u32::MAX), 0);
    assert_eq!(
        kernel::perft::perft_reusing_turn_search(&chess, &mated, u32::MAX),
        0
    );
    assert!(kernel::perft::divide(&chess, &mated, u32::MAX).is_empty());
}

/// A game where each side has one legal move, back and forth, for ever:
/// a sideways-only Wazir each on a 2x2 board.
fn shuttle_game() -> kernel::chesslike::Chesslike {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rules = Rules {
        name: "shuttle".into(),
        geometry: Geometry::new(2, 2).expect("2x2"),
        kinds: vec![PieceKind::new('W', "Sideways Wazir", "msW", Role::Piece).expect("msW reads")],
        start: "w1/W1 w - - 0 1".into(),
        double_step: false,
        en_passant: false,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        draws: kernel::draws::DrawRules::NONE,
    };
    Chesslike::new(rules).expect("the shuttle compiles")
}

/// Perft walked the tree by recursion, one stack frame per level: a line
/// a million turns deep overflowed the stack.
#[test]
fn perft_follows_a_line_a_hundred_thousand_turns_deep() {
    let game = shuttle_game();
    let start = game.start_position();
    assert_eq!(game.count_turns(&start), 1);
    assert_eq!(game.perft(&start, 100_000), 1);
    assert_eq!(
        kernel::perft::perft_reusing_turn_search(&game, &start, 100_000),
        1
    );
}

/// Issue 16, item 7: `Chesslike::new` accepted rules it could not use; an
/// en passant square on a 2x2 board underflowed computing the rank it must
/// be on.
#[test]
fn en_passant_on_a_board_too_short_for_it_is_refused() {
    use kernel::chesslike::{Chesslike, Rules};
    use kernel::{Geometry, PieceKind, Role};
    let rules = Rules {
        name: "tiny".into(),
        geometry: Geometry::new(2, 2).expect("2x2"),
        kinds: vec![
            PieceKind::new('K', "King", "K", Role::Royal).expect("K reads"),
            PieceKind::new('P', "Pawn", "mfWcfF", Role::Pawn).expect("pawn reads"),
        ],
        start: "k1/1K w - a2 0 1".into(),
        double_step: false,
        en_passant: true,
        promotion: [vec![], vec![]],
        castling: [vec![], vec![]],
        draws: kernel::draws::DrawRules::NONE,
    };
    let error = Chesslike::new(rules).unwrap_err();
    assert_eq!(
        error.to_string(),
        "en passant is on but the double step it captures after is off"
    );
}

/// Every rule the engine cannot use is reported at once, in one line.
#[test]
fn every_problem_of_the_rules_is_named() {
    use kernel::chesslike::{Castling, Chesslike};
    use kernel::{Geometry, Square};
    let mut rules = chess::rules();
    rules.geometry = Geometry::new(8, 3).expect("8x3");
    rules.kinds[1].letter = 'P';
    rules.kinds[2].letter = '?';
    rules.promotion[0].push(40);
    let castle = Castling {
        king_from: Square::new(4, 0),
        king_to: Square::new(6, 1),
        rook_from: Square::new(7, 0),
        rook_to: Square::new(5, 0),
    };
    rules.castling[0] = vec![castle; 3];
    rules.draws.claim_plies = Some(0);
    rules.draws.automatic_repetitions = Some(0);
    let error = Chesslike::new(rules).unwrap_err();
    // Black's castlings are on rank 8, which the 8x3 board does not have.
    assert_eq!(error.problems().len(), 12, "{error}");
    assert_eq!(
        error.to_string(),
        "12 problems: \
         kinds Pawn and Knight both use the letter 'P'; \
         kind Bishop has the letter '?': a kind's letter must be an upper-case ASCII letter; \
         white promotes to kind 40, but the game has 6 kinds; \
         white has 3 castlings, at most 2 are allowed (king side, queen side); \
         white's king-side castling: the King and its partner must start and end on one rank; \
         white's queen-side castling: the King and its partner must start and end on one rank; \
         white's castling number 3: the King and its partner must start and end on one rank; \
         black's king-side castling: e8 is off the 8x3 board; \
         black's queen-side castling: e8 is off the 8x3 board; \
         the double step needs at least 4 ranks, the board has 3; \
         a fifty-move rule of 0 plies draws every game at once: leave it out (None) for no such rule; \
         a repetition count of 0 draws every game at once: it must be at least 2, or left out (None)"
    );
}

/// Vectors given directly pass the checks Betza strings pass: one that
/// goes nowhere made the attack tables walk a line for ever, one of -128
/// overflowed turning it round for Black.
#[test]
fn vectors_no_board_can_use_are_refused() {
    use kernel::betza::{PieceMoves, Vector};
    let v = |dx, dy, lame| Vector {
        dx,
        dy,
        move_range: 8,
        capture_range: if lame { 1 } else { 8 },
        lame,
    };
    let leap = |dx, dy| Vector {
        move_range: 1,
        capture_range: 1,
        ..v(dx, dy, true)
    };
    for (vector, expected) in [
        (v(0, 0, false), "the vector (0, 0) goes nowhere"),
        (
            v(16, 0, false),
            "the vector (16, 0) is longer than any board: offsets must be from -15 to 15",
        ),
        (
            leap(-128, 1),
            "the vector (-128, 1) is longer than any board: offsets must be from -15 to 15",
        ),
        (
            leap(4, 4),
            "the lame leap (4, 4) passes 3 squares, at most 2 are allowed",
        ),
    ] {
        let error = PieceMoves::from_vectors([vector]).unwrap_err();
        assert_eq!(error.to_string(), expected);
    }
    assert_eq!(leap(-128, 0).legs().count(), 127);
    assert!(PieceMoves::from_vectors([leap(3, 3), leap(-2, 1)]).is_ok());
}

/// Ranks counted from a side's edge stay on the board, and kind indexes
/// past the last kind are neither royal nor pawns, whatever is asked.
#[test]
fn board_and_kind_questions_have_answers_for_any_number() {
    use kernel::{Color, Geometry};
    let two = Geometry::new(8, 2).expect("8x2");
    assert_eq!(two.relative_rank(Color::White, 1), 1);
    assert_eq!(two.relative_rank(Color::Black, 1), 0);
    assert_eq!(two.relative_rank(Color::Black, 2), 0);
    assert_eq!(two.relative_rank(Color::White, 255), 1);
    let chess = chess::fide();
    assert!(chess.is_royal(5) && chess.is_pawn(0));
    for kind in [6, 31, 32, 63, 64, 255] {
        assert!(!chess.is_royal(kind) && !chess.is_pawn(kind), "{kind}");
    }
}

#[test]
fn every_kernel_error_quotes_a_short_escaped_excerpt() {
    use kernel::replay::{replay, GameFile};
    use kernel::{betza, perft_file, Geometry};
    let long = "9".repeat(1_000_000);
    let chess = chess::fide();
    let fen = |text: String| chess.read_position(&text).unwrap_err().to_string();
    let k = "k7/8/8/8/8/8/8/K7";
    one_short_line("side", fen(format!("{k} w{long} - -")));
    one_short_line("empty run", fen(format!("k7/8/8/8/8/8/8/K{long} w - -")));
    one_short_line("castling", fen(format!("{k} w K{long} -")));
    one_short_line("en passant", fen(format!("{k} w - e{long}")));
    one_short_line("clock", fen(format!("{k} w - - {long} 1")));
    one_short_line("piece", fen(format!("{k}\u{7} w - -")));
    let start = chess.start_position();
    let turn = |text: String| chess.read_turn(&start, &text).unwrap_err().to_string();
    one_short_line("long move", turn(format!("e2e{long}")));
    one_short_line("move with a line break", turn("e2\ne4x".to_string()));
    one_short_line("piece letter", turn(format!("X{long}f3")));
    let betza = |text: String| betza::parse(&text).unwrap_err().to_string();
    one_short_line("betza", betza(format!("{}X", "W".repeat(1_000_000))));
    one_short_line("betza line break", betza("fW\nN".to_string()));
    one_short_line("betza range", betza(format!("R{long}")));
    let square = |text: &str| Geometry::CHESS.parse_square(text).unwrap_err().to_string();
    one_short_line("square", square(&long));
    one_short_line("square line break", square("e\n4"));
    one_short_line(
        "rank",
        Geometry::CHESS.parse_rank("1\n").unwrap_err().to_string(),
    );
    let perft = |text: String| perft_file::parse(&text).unwrap_err().to_string();
    one_short_line("perft line", perft(format!("id x\n{long}\n")));
    one_short_line("perft count", perft(format!("id x\nperft 1 {long}\n")));
    one_short_line("perft options", perft(format!("id x\noptions {long}\n")));
    one_short_line(
        "perft options twice",
        perft(format!("id {long}\noptions\noptions\n")),
    );
    let game = |text: String| {
        let header = "title: t\nsource: s\nvariant: chess\n";
        GameFile::parse(&format!("{header}{text}\n"))
            .unwrap_err()
            .to_string()
    };
    one_short_line("game line", game(long.clone()));
    one_short_line("game marker", game(format!("1. e4\n@{long}: x")));
    one_short_line("game header", game(format!("{long}: x")));
    one_short_line("game variation", game(format!("variation before {long}")));
    one_short_line("game label", game(format!("variation before 3. {long}")));
    one_short_line("game claim", game(format!("white claims a {long}")));
    one_short_line(
        "game claim marker",
        game(format!("1. e4\n@refused: {long}")),
    );
    let file = format!("title: t\nsource: s\nvariant: chess\n1. e{long}\n");
    let report = replay(&chess, &GameFile::parse(&file).unwrap()).unwrap();
    for problem in report.problems() {
        one_short_line("replay problem", problem.clone());
    }
    let file = format!("title: t\nsource: s\nvariant: chess\nwhite claims {long}\n");
    let report = replay(&chess, &GameFile::parse(&file).unwrap()).unwrap();
    assert_eq!(report.problems().len(), 1);
    for problem in report.problems() {
        one_short_line("replay claim", problem.clone());
    }
    let file = format!("title: t\nsource: s\nvariant: chess\nstart: {k} w{long} - -\n");
    let error = replay(&chess, &GameFile::parse(&file).unwrap()).unwrap_err();
    one_short_line("replay start", error.to_string());
}

fn arb_move() -> impl proptest::strategy::Strategy<Value = kernel::chesslike::Move> {
    use kernel::chesslike::{Move, MoveKind};
    use proptest::prelude::*;
    let kind = prop_oneof![
        Just(MoveKind::Normal),
        Just(MoveKind::DoubleStep),
        Just(MoveKind::EnPassant),
        any::<u8>().prop_map(MoveKind::Castle),
        any::<u8>().prop_map(MoveKind::Promotion),
    ];
    (any::<u8>(), any::<u8>(), kind).prop_map(|(from, to, kind)| Move {
        from: kernel::Square::from_index(from),
        to: kernel::Square::from_index(to),
        kind,
    })
}

proptest::proptest! {
    /// Steps built by hand (any square of the 16x16 index space, any
    /// kind) are played, checked, written and explained without a panic,
    /// from positions reached in play, and the game goes on after them.
    #[test]
    fn hand_built_steps_never_panic(
        steps in proptest::collection::vec(arb_move(), 1..6),
        plies in 0usize..20,
        seed in proptest::prelude::any::<u64>(),
    ) {
        let chess = chess::fide();
        let mut rng = XorShift64::new(seed | 1);
        let (turns, _) = kernel::random_playout(&chess, &chess.start_position(), plies, |n| rng.below(n));
        let mut position = chess.start_position();
        for turn in &turns {
            position = chess.play_turn_unchecked(&position, turn);
        }
        for &step in &steps {
            let _ = chess.write_step(&position, step);
            let _ = chess.explain_step(&position, step);
            let _ = chess.play_turn(&position, &[step]);
            let _ = chess.write_turn(&position, &[step]);
            chess.play_step(&mut position, step);
            let _ = chess.write_position(&position);
            let _ = chess.diagram(&position);
            let _ = chess.outcome(&position, &[]);
            let _ = chess.perft(&position, 2);
        }
    }
}

/// Valid texts of every kernel format, to mutate.
const GAME: &str = "title: t\nsource: s\nvariant: chess\nstart: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
                    1. e4\n1... e5\n@illegal: x\n2. Nf3+\n@not-check: y\n2... Nc6\nwhite claims win\n@refused: w\n\
                    variation before 2...\n2... d6\n3. d4\nend\n3. Bb5\n@misprint: Bc4 | z\n";
const PERFT: &str = "# c\nid start\noptions \nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
                     perft 1 20\nperft 2 400\nid kiwi\nfen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\nperft 1 48\n";
const BETZA: &str = "fhNrlbKmcfFnDR4";

fn arb_edit() -> impl proptest::strategy::Strategy<Value = Edit> {
    use proptest::prelude::*;
    let awkward = prop_oneof![
        "[ -~]{0,4}",
        Just("\n".to_string()),
        Just("é".to_string()),
        Just("\u{2028}".to_string()),
        Just("4294967296".to_string()),
        Just("18446744073709551616".to_string()),
        Just("99999".to_string()),
        Just("0".to_string()),
        Just(":".to_string()),
        Just("@".to_string()),
        Just("variation before 1...".to_string()),
        Just("end".to_string()),
        "\\PC{0,3}",
    ];
    edits::arb_edit(awkward)
}

proptest::proptest! {
    /// Mutated game files, perft files and Betza strings read or are
    /// refused with one short line, never a panic; what reads is used
    /// (replayed, counted, built into tables).
    #[test]
    fn mutated_texts_read_or_are_refused_in_one_line(
        edits in proptest::collection::vec(arb_edit(), 1..4),
    ) {
        use kernel::replay::{replay, GameFile};
        let chess = chess::fide();
        match GameFile::parse(&apply(GAME, &edits)) {
            Ok(game) => {
                if let Ok(report) = replay(&chess, &game) {
                    for problem in report.problems() {
                        proptest::prop_assert!(!problem.contains('\n') && problem.len() < 600, "{}", problem);
                    }
                }
            }
            Err(e) => one_short_line("game file", e.to_string()),
        }
        match kernel::perft_file::parse(&apply(PERFT, &edits)) {
            Ok(mut cases) => {
                // check() trusts a file's node counts to bound its work, so
                // a mutated depth (perft 99999 1) would count for ever:
                // only shallow counts are run here.
                for case in &mut cases {
                    case.counts.retain(|&(depth, _)| depth <= 2);
                }
                let (failures, _) = kernel::perft_file::check(&chess, &cases, 400);
                for failure in failures {
                    one_short_line("perft check", failure);
                }
                // FIDE chess has no options: a mutated options line is
                // refused by the build, in one line.
                let build = |options: &str| {
                    kernel::options::Options::parse(options)?.finish(&[])?;
                    Ok::<_, kernel::options::OptionsError>(chess::fide())
                };
                let (failures, _) = kernel::perft_file::check_with(build, &cases, 400);
                for failure in failures {
                    one_short_line("perft check_with", failure);
                }
            }
            Err(e) => one_short_line("perft file", e.to_string()),
        }
        match kernel::betza::parse(&apply(BETZA, &edits)) {
            Ok(moves) => {
                let _ = kernel::tables::PieceTable::new(moves.vectors(), kernel::Geometry::CHESS);
            }
            Err(e) => one_short_line("betza", e.to_string()),
        }
    }
}

proptest::proptest! {
    /// Mutated position texts and moves, the moves read against positions
    /// reached in play: one short line or a value (a position that writes
    /// back to itself), never a panic.
    #[test]
    fn mutated_positions_and_moves_read_or_are_refused_in_one_line(
        edits in proptest::collection::vec(arb_edit(), 1..4),
        plies in 0usize..30,
        seed in proptest::prelude::any::<u64>(),
    ) {
        let chess = chess::fide();
        let mut rng = XorShift64::new(seed | 1);
        let (turns, _) = kernel::random_playout(&chess, &chess.start_position(), plies, |n| rng.below(n));
        let mut position = chess.start_position();
        let mut written = Vec::new();
        for turn in &turns {
            written.push(chess.write_turn(&position, turn));
            position = chess.play_turn_unchecked(&position, turn);
        }
        let fen = apply(&chess.write_position(&position), &edits);
        match chess.read_position(&fen) {
            Ok(read) => {
                let again = chess.read_position(&chess.write_position(&read));
                proptest::prop_assert_eq!(again.ok(), Some(read));
            }
            Err(e) => one_short_line("position", e.to_string()),
        }
        let mut legal = Vec::new();
        chess.legal_turns(&position, &mut legal);
        for turn in legal.iter().take(3) {
            let text = apply(&chess.write_turn(&position, turn), &edits);
            match chess.read_turn(&position, &text) {
                Ok(read) => {
                    let _ = chess.play_turn(&position, &read);
                    let _ = chess.write_turn(&position, &read);
                }
                Err(e) => one_short_line("move", e.to_string()),
            }
        }
    }
}
