//! Exact keys of positions: how a [`KeyWriter`] packs them, and the set
//! of keys a walk keeps (checked through a walk, which reports each
//! distinct key's end once). (Moved from the library's unit tests,
//! `src/turn_key.rs`.)

use kernel::walk::{piece_bits, KeyWriter, WalkEnd, Walker};
use kernel::{chess, Color, Outcome, Turn, Variant};
use std::collections::HashSet;
use std::convert::Infallible;

/// A turn is one step, from the start to the end numbered by the step;
/// the key of end `i` is `keys[i]`, so a walk reports each distinct key
/// once: at its first end, since the steps are tried in order.
struct Keys {
    keys: Vec<Vec<u64>>,
}

/// The start: no end yet.
const START: u32 = u32::MAX;

impl Variant for Keys {
    type Position = u32;
    type Step = u32;
    type PositionError = Infallible;
    type NotationError = Infallible;

    fn name(&self) -> &str {
        "keys"
    }
    fn start_position(&self) -> u32 {
        START
    }
    fn read_position(&self, _text: &str) -> Result<u32, Infallible> {
        Ok(START)
    }
    fn write_position(&self, position: &u32) -> String {
        position.to_string()
    }
    fn side_to_move(&self, _position: &u32) -> Color {
        Color::White
    }
    fn in_turn(&self, _position: &u32) -> bool {
        false
    }
    fn steps(&self, position: &u32, out: &mut Vec<u32>) {
        if *position == START {
            out.extend(0..self.keys.len() as u32);
        }
    }
    fn play_step(&self, position: &mut u32, step: u32) {
        *position = step;
    }
    fn in_check(&self, _position: &u32) -> bool {
        false
    }
    fn outcome(&self, _position: &u32, _history: &[u64]) -> Option<Outcome> {
        None
    }
    fn read_turn(&self, _position: &u32, _text: &str) -> Result<Turn<u32>, Infallible> {
        Ok(Turn::new())
    }
    fn write_turn(&self, _position: &u32, turn: &[u32]) -> String {
        format!("{turn:?}")
    }
    fn turn_key(&self, position: &u32, key: &mut KeyWriter) -> bool {
        for &word in &self.keys[*position as usize] {
            key.push(word, 64);
        }
        true
    }
}

/// The ends a walk with `walker` reports, in order.
fn ends(walker: &mut Walker<u32, u32>, game: &Keys) -> (WalkEnd, Vec<u32>) {
    let mut ends = Vec::new();
    let walk_end = walker.enumerate(game, &START, |_, &end| ends.push(end));
    (walk_end, ends)
}

#[test]
fn a_key_set_holds_each_key_once_by_its_words() {
    let one = Keys {
        keys: vec![vec![1, 2]],
    };
    // The first key grows the set: a walk bounded to no memory stops
    // before it reports it.
    let mut bounded = Walker::new();
    bounded.set_memory_limit(Some(0));
    assert_eq!(ends(&mut bounded, &one), (WalkEnd::OutOfMemory, vec![]));
    let mut keys = vec![
        vec![1, 2],
        vec![1, 2],
        // A longer key is another key.
        vec![1, 2, 0],
        vec![2, 1],
        vec![],
        vec![],
    ];
    // Many keys, across several of the set's chunks, each kept.
    keys.extend((0..200_000u64).map(|i| vec![i, i * 7, 3]));
    keys.extend((0..200_000u64).step_by(997).map(|i| vec![i, i * 7, 3]));
    let mut distinct = HashSet::new();
    let expected: Vec<u32> = (0..keys.len() as u32)
        .filter(|&i| distinct.insert(keys[i as usize].clone()))
        .collect();
    assert_eq!(expected.len(), 200_004);
    let many = Keys { keys };
    let mut walker = Walker::new();
    assert_eq!(ends(&mut walker, &many), (WalkEnd::Complete, expected));
    // The keys' 600,007 words are held: more than three chunks of 65,536
    // words, the most a chunk holds.
    let held = walker.bytes();
    assert!(held > 3 * 65_536 * 8, "{held} bytes");
    // The next walk empties the set and keeps its memory.
    assert_eq!(
        ends(&mut walker, &one),
        (WalkEnd::Complete, vec![0]),
        "emptied"
    );
    assert_eq!(
        walker.bytes(),
        held,
        "the memory is kept for the next search"
    );
}

#[test]
fn widths_pack_end_to_end() {
    let mut key = KeyWriter::new();
    key.push(0b101, 3);
    key.push(u64::MAX, 62);
    key.push(0, 0);
    key.push(0b11, 2);
    assert_eq!(
        key.words(),
        &[0b101 | (u64::MAX << 3), (u64::MAX >> 61) | 0b11 << 1]
    );
    key.clear();
    assert!(key.words().is_empty());
    assert_eq!(piece_bits(6), 4);
    assert_eq!(piece_bits(8), 4);
    assert_eq!(piece_bits(9), 5);
    assert_eq!(piece_bits(1), 1);
}

#[test]
fn a_board_is_written_exactly() {
    let chess = chess::fide();
    let key = |fen: &str| {
        let p = chess.read_position(fen).unwrap();
        let mut key = KeyWriter::new();
        assert!(key.push_board(p.board(), piece_bits(6)));
        key.words().to_vec()
    };
    let start = key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Size, 64 occupancy bits, 32 pieces of 4 bits: 202 bits.
    assert_eq!(start.len(), 4);
    let other = key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
    assert_ne!(start, other);
    let moved = key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    assert_ne!(start, moved);
    // A kind that does not fit is refused.
    let p = chess.start_position();
    assert!(!KeyWriter::new().push_board(p.board(), 2));
}
