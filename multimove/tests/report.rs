//! What a game report shows of Multimove Chess (issue 19): each move of a
//! turn with its cost. The costs are held to the rule text ("Moving into,
//! through or over a square costs 1 point", "Capturing a piece costs an
//! extra 1 point", "Moving a piece that has already been moved during the
//! turn costs an extra point", "Castling costs 2 points", promotion "1
//! point for promotion to a Knight or Bishop, 2 points for promotion to a
//! Rook, or 3 points for promotion to a Queen"), worked out here, and to
//! the source's own sample turn.

use kernel::scene::EventKind;
use multimove::{Move, MoveKind, Multimove, Position, Square, Step, Variant};
use test_support::Lcg64;

/// The cost of `mv` by the text, with `moved` the squares the turn's
/// earlier moves ended on.
fn text_cost(game: &Multimove, pos: &Position, mv: Move, moved: &[Square]) -> u8 {
    let board = pos.base().board();
    let squares = match mv.kind {
        MoveKind::Castle(_) => 2,
        _ => mv
            .from
            .file()
            .abs_diff(mv.to.file())
            .max(mv.from.rank().abs_diff(mv.to.rank())),
    };
    let capture = u8::from(board.get(mv.to).is_some());
    let again = u8::from(moved.contains(&mv.from));
    let promotion = match mv.kind {
        MoveKind::Promotion(k) => match game.base_game().rules().kinds[k as usize].letter {
            'N' | 'B' => 1,
            'R' => 2,
            'Q' => 3,
            _ => 0,
        },
        _ => 0,
    };
    squares + capture + again + promotion
}

/// The number after "costs " in an event line.
fn written_cost(text: &str) -> u8 {
    let rest = text.split("costs ").nth(1).expect("a cost");
    rest.split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

/// Random turns walked step by step (a whole-turn enumeration of
/// Multimove meets 10^5 positions a turn): every move's cost as the text
/// prices it.
#[test]
fn every_move_of_random_turns_costs_what_the_text_says() {
    let game = Multimove::fide();
    let mut rng = Lcg64::new(0x34171e);
    let mut next = |n: usize| rng.below(n);
    let mut moves = 0;
    let mut steps = Vec::new();
    for _ in 0..6 {
        let mut at = game.start_position();
        for _ in 0..16 {
            if game.outcome(&at, &[]).is_some() {
                break;
            }
            let mut moved: Vec<Square> = Vec::new();
            loop {
                steps.clear();
                game.steps(&at, &mut steps);
                if steps.is_empty() {
                    break;
                }
                let step = steps[next(steps.len())];
                let events = game.events(&at, step);
                if let Step::Move(mv) = step {
                    let line = events
                        .iter()
                        .find(|e| e.kind == EventKind::Move)
                        .expect("a move event");
                    assert_eq!(
                        written_cost(&line.text),
                        text_cost(&game, &at, mv, &moved),
                        "{}",
                        line.text
                    );
                    moved.retain(|s| *s != mv.from);
                    moved.push(mv.to);
                    moves += 1;
                }
                game.play_step(&mut at, step);
                if !game.in_turn(&at) {
                    break;
                }
            }
        }
    }
    assert!(moves > 100, "{moves}");
}

/// The source's sample turn prints each move's cost: `N c6xb4 (cost=3
/// pts, ...)`; the report gives the same.
#[test]
fn the_sample_turn_costs_what_the_source_prints() {
    let text = include_str!("../games/sample-turn.game");
    let file = kernel::replay::GameFile::parse(text).expect("the game file reads");
    let game = Multimove::fide();
    let start = game
        .read_position(file.start.as_deref().expect("a start"))
        .expect("the start reads");
    let written = &file.turns[0].text;
    let printed: Vec<u8> = written
        .split("(cost=")
        .skip(1)
        .map(|part| {
            part.split_whitespace()
                .next()
                .and_then(|n| n.parse().ok())
                .expect("a cost")
        })
        .collect();
    assert_eq!(printed, [3, 2, 3]);
    let turn = game.read_turn(&start, written).expect("the turn reads");
    let mut at = start;
    let mut reported = Vec::new();
    for &step in turn.iter() {
        for e in game.events(&at, step) {
            if e.kind == EventKind::Move {
                reported.push(written_cost(&e.text));
            }
        }
        game.play_step(&mut at, step);
    }
    assert_eq!(reported, printed);
}
