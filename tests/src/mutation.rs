//! What the mutation properties (`tests/mutation.rs`) are made of: edits
//! that damage a valid text the way careless input does, the one-line
//! test every refusal must pass, random walks through a game by its
//! steps, and hand-built steps of every variant's step type.
//!
//! The properties do on the stable toolchain what the cargo-fuzz targets
//! in `fuzz/` do on nightly: start from a text a variant wrote (so that
//! most of a mutated text still gets past the first character), damage it
//! a little, and check that the reader either refuses it in one short
//! line or returns a value that writes back to itself.

use kernel::excerpt::Excerpt;
use kernel::{Turn, Variant};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use proptest::test_runner::TestCaseError;
use std::fmt::Debug;

/// One edit of a text, counted in characters. Positions are taken modulo
/// the text's length (plus one), so any number names a place in any text.
#[derive(Debug, Clone)]
pub enum Edit {
    /// Cut the text at a place.
    Truncate(usize),
    /// Insert a string at a place.
    Insert(usize, String),
    /// Delete up to `.1` characters from a place.
    Delete(usize, usize),
    /// Swap two characters.
    Swap(usize, usize),
    /// Replace a character by another of its class, picked by `.1`: a
    /// digit by a digit, a letter by a letter of the same case, anything
    /// else by a separator. The text keeps its shape, so the reader gets
    /// past its syntax to its meaning (a rank off the board, a piece that
    /// is not there, a count that is wrong).
    Retype(usize, usize),
    /// Insert `times` copies of the `len` characters from `at`: a field
    /// doubled, or a number made enormous.
    Repeat {
        /// Where the copied run starts.
        at: usize,
        /// How many characters it has.
        len: usize,
        /// How many copies are inserted after it.
        times: usize,
    },
}

/// Strings worth inserting: bytes a reader splits on, characters that are
/// not ASCII or not printable, line breaks, numbers past every integer
/// type, words of the variants' texts, and runs long enough that quoting
/// them whole makes a message far longer than [`MAX_MESSAGE`].
pub fn arb_awkward() -> impl Strategy<Value = String> {
    let s = |text: &str| Just(text.to_string());
    let tokens = prop_oneof![
        s("+"),
        s("-"),
        s("x"),
        s(","),
        s(";"),
        s(":"),
        s("~"),
        s("^"),
        s("="),
        s("("),
        s(")"),
        s("/"),
        s(" "),
        s("|"),
        s("@"),
        s("#"),
        s("..."),
        s("turn"),
        s("due="),
        s("eotw=2:"),
        s("acted"),
        s("armies="),
        s("points="),
        s("(cost="),
        s("O-O"),
        s("off"),
        s("=Q"),
        s("variation before 1..."),
        s("end"),
        s("id "),
        s("fen "),
        s("perft "),
    ];
    let odd = prop_oneof![
        s("\n"),
        s("\r\n"),
        s("\r"),
        s("\t"),
        s("\u{0}"),
        s("\u{7f}"),
        s("é"),
        s("ý1"),
        s("\u{2028}"),
        s("\u{85}"),
        s("\u{200b}"),
        s("\u{1b}[31m"),
        s("\u{fffd}"),
    ];
    let numbers = prop_oneof![
        s("0"),
        s("00"),
        s("-1"),
        s("-128"),
        s("128"),
        s("255"),
        s("256"),
        s("999"),
        s("1000"),
        s("65536"),
        s("99999"),
        s("4294967295"),
        s("4294967296"),
        s("18446744073709551616"),
        s("340282366920938463463374607431768211456"),
    ];
    let long = prop_oneof![
        s(&"9".repeat(3000)),
        s(&"x".repeat(3000)),
        s(&"é".repeat(1500)),
        s(&"e4 ".repeat(1000)),
        s(&"\n".repeat(40)),
    ];
    prop_oneof![
        4 => "[ -~]{0,4}",
        2 => "\\PC{0,3}",
        4 => tokens,
        3 => odd,
        3 => numbers,
        1 => long,
    ]
}

/// One edit of any kind.
pub fn arb_edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        1 => any::<usize>().prop_map(Edit::Truncate),
        4 => (any::<usize>(), arb_awkward()).prop_map(|(at, s)| Edit::Insert(at, s)),
        2 => (any::<usize>(), 0usize..8).prop_map(|(at, n)| Edit::Delete(at, n)),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
        4 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Retype(a, b)),
        1 => (any::<usize>(), 1usize..12, 1usize..400)
            .prop_map(|(at, len, times)| Edit::Repeat { at, len, times }),
    ]
}

/// One edit most often, up to three.
pub fn arb_edits() -> impl Strategy<Value = Vec<Edit>> {
    prop_oneof![
        3 => prop::collection::vec(arb_edit(), 1..2),
        1 => prop::collection::vec(arb_edit(), 2..4),
    ]
}

/// The characters a [`Edit::Retype`] picks from, by class.
const RETYPE_CLASSES: [&str; 4] = [
    "0123456789",
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    " ,;:/-+~^=()x",
];

/// `c` replaced by the `pick`-th character of its class.
fn retype(c: char, pick: usize) -> char {
    let class = match c {
        '0'..='9' => RETYPE_CLASSES[0],
        'a'..='z' => RETYPE_CLASSES[1],
        'A'..='Z' => RETYPE_CLASSES[2],
        _ => RETYPE_CLASSES[3],
    };
    let chars: Vec<char> = class.chars().collect();
    chars[pick % chars.len()]
}

/// `text` with `edits` applied in order.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let len = chars.len();
        let at = |i: usize| i % (len + 1);
        match edit {
            Edit::Truncate(i) => chars.truncate(at(*i)),
            Edit::Insert(i, s) => {
                let i = at(*i);
                chars.splice(i..i, s.chars());
            }
            Edit::Delete(i, n) => {
                let i = at(*i);
                let end = (i + n).min(len);
                chars.drain(i..end);
            }
            Edit::Swap(a, b) if len > 0 => chars.swap(a % len, b % len),
            Edit::Swap(..) => {}
            Edit::Retype(i, pick) if len > 0 => {
                let i = i % len;
                chars[i] = retype(chars[i], *pick);
            }
            Edit::Retype(..) => {}
            Edit::Repeat {
                at: i,
                len: n,
                times,
            } => {
                let i = at(*i);
                let end = (i + n).min(len);
                let run: Vec<char> = chars[i..end].to_vec();
                let copies: Vec<char> = std::iter::repeat_n(run, *times).flatten().collect();
                chars.splice(end..end, copies);
            }
        }
    }
    chars.into_iter().collect()
}

/// The longest error message, in bytes, that counts as short. An
/// [`Excerpt`] writes at most 82 bytes (40 of input once escaped, its
/// quotes, cut marks and length), and a message quotes a few of them;
/// quoting one of the long runs [`arb_awkward`] inserts whole (1500
/// characters or more) would exceed it.
pub const MAX_MESSAGE: usize = 1000;

/// Whether `message` is one short line: not empty, no line break or
/// other control character (a raw quote of input shows them), and at
/// most [`MAX_MESSAGE`] bytes.
///
/// # Errors
/// A failure naming `what` and showing the start of the message.
pub fn one_short_line(what: &str, message: &str) -> Result<(), TestCaseError> {
    let breaks = |c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
    if message.is_empty() {
        return Err(TestCaseError::fail(format!("{what}: an empty message")));
    }
    if message.contains(breaks) {
        return Err(TestCaseError::fail(format!(
            "{what}: the message holds a line break or control character: {}",
            Excerpt::with_width(message, 300)
        )));
    }
    if message.len() > MAX_MESSAGE {
        return Err(TestCaseError::fail(format!(
            "{what}: a message of {} bytes: {}",
            message.len(),
            Excerpt::with_width(message, 300)
        )));
    }
    Ok(())
}

/// `n` characters that each escape to six bytes when an excerpt quotes
/// them (`\u{1c}`): the input that makes a quoted message longest.
pub fn escapes(n: usize) -> String {
    "\u{1c}".repeat(n)
}

/// Panics unless `message` is one line (no control character) of at most
/// `most` bytes, naming `what`.
#[track_caller]
pub fn assert_one_line_within(what: &str, message: &str, most: usize) {
    assert!(
        !message.contains(|c: char| c.is_control()),
        "{what}: more than one line: {message:?}"
    );
    assert!(
        message.len() <= most,
        "{what}: {} bytes: {message:?}",
        message.len()
    );
}

/// A small seeded generator (SplitMix64), for walks that a proptest seed
/// replays exactly.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random game: the positions before each turn with the turn played, the
/// position after the last turn, and a position a few steps into the next
/// turn.
#[derive(Debug, Clone)]
pub struct Walk<P, S> {
    /// Where the walk began.
    pub start: P,
    /// Each turn with the position it was played from.
    pub turns: Vec<(P, Turn<S>)>,
    /// The position after the last turn (a turn boundary, unless the walk
    /// began in the middle of a turn and played none).
    pub end: P,
    /// `end` and then up to a few steps more: often in the middle of a
    /// turn, where a variant's position text holds its turn state.
    pub mid: P,
}

/// Plays up to `turns` random legal turns from `start`, then up to
/// `mid_steps` steps of the next, choosing with `rng`.
///
/// A turn is built step by step from [`Variant::steps`] until it ends, and
/// kept if [`Variant::accept_turn`] allows it (a few tries, then the walk
/// stops): so the walk never asks a variant for all its turns, which for
/// Multimove Chess at 8 points are a hundred thousand or more, yet every
/// turn it keeps is one [`Variant::play_turn`] accepts. A walk that starts
/// in the middle of a turn plays no whole turns.
pub fn walk<V: Variant>(
    variant: &V,
    start: &V::Position,
    turns: usize,
    mid_steps: usize,
    rng: &mut Rng,
) -> Walk<V::Position, V::Step> {
    let mut position = start.clone();
    let mut played = Vec::new();
    let mut history = Vec::new();
    let mut steps = Vec::new();
    let already_in_turn = variant.in_turn(start);
    for _ in 0..turns {
        if already_in_turn || variant.outcome(&position, &history).is_some() {
            break;
        }
        let mut kept = None;
        'tries: for _ in 0..8 {
            let mut next = position.clone();
            let mut turn = Turn::new();
            while turn.len() < 64 {
                steps.clear();
                variant.steps(&next, &mut steps);
                if steps.is_empty() {
                    continue 'tries;
                }
                let step = steps[rng.below(steps.len())];
                variant.play_step(&mut next, step);
                turn.push(step);
                if !variant.in_turn(&next) {
                    if variant.accept_turn(&position, &next).is_ok() {
                        kept = Some((turn, next));
                        break 'tries;
                    }
                    continue 'tries;
                }
            }
        }
        let Some((turn, next)) = kept else { break };
        history.push(variant.repetition_key(&position));
        played.push((position, turn));
        position = next;
    }
    let mut mid = position.clone();
    if variant.outcome(&mid, &history).is_none() {
        for _ in 0..mid_steps {
            steps.clear();
            variant.steps(&mid, &mut steps);
            if steps.is_empty() {
                break;
            }
            variant.play_step(&mut mid, steps[rng.below(steps.len())]);
            if !variant.in_turn(&mid) {
                break;
            }
        }
    }
    Walk {
        start: start.clone(),
        turns: played,
        end: position,
        mid,
    }
}

/// A step type that can be drawn at random, legal or not: any square of
/// the kernel's 16x16 index space (half the time one of the squares of a
/// 12x12 board, where the pieces are), any kind byte.
pub trait ArbStep: Sized + Debug + Clone {
    /// Any step.
    fn arb_step() -> BoxedStrategy<Self>;
}

/// A square: any index, or one of the first 12 files and ranks, or one of
/// the first 8.
pub fn arb_square() -> impl Strategy<Value = kernel::Square> {
    prop_oneof![
        any::<u8>().prop_map(kernel::Square::from_index),
        (0u8..12, 0u8..12).prop_map(|(f, r)| kernel::Square::new(f, r)),
        (0u8..8, 0u8..8).prop_map(|(f, r)| kernel::Square::new(f, r)),
    ]
}

/// Any kind of chess-like move, with any castling or promotion byte.
pub fn arb_move_kind() -> impl Strategy<Value = kernel::chesslike::MoveKind> {
    use kernel::chesslike::MoveKind;
    prop_oneof![
        Just(MoveKind::Normal),
        Just(MoveKind::DoubleStep),
        Just(MoveKind::EnPassant),
        any::<u8>().prop_map(MoveKind::Castle),
        (0u8..8).prop_map(MoveKind::Promotion),
        any::<u8>().prop_map(MoveKind::Promotion),
    ]
}

impl ArbStep for kernel::chesslike::Move {
    fn arb_step() -> BoxedStrategy<Self> {
        (arb_square(), arb_square(), arb_move_kind())
            .prop_map(|(from, to, kind)| kernel::chesslike::Move { from, to, kind })
            .boxed()
    }
}

impl ArbStep for multimove::Step {
    fn arb_step() -> BoxedStrategy<Self> {
        prop_oneof![
            4 => kernel::chesslike::Move::arb_step().prop_map(multimove::Step::Move),
            1 => Just(multimove::Step::EndTurn),
        ]
        .boxed()
    }
}

impl ArbStep for momentum::Step {
    fn arb_step() -> BoxedStrategy<Self> {
        use momentum::Step;
        prop_oneof![
            (
                arb_square(),
                arb_square(),
                proptest::option::of(any::<u8>())
            )
                .prop_map(|(from, to, promotion)| Step::Momentum {
                    from,
                    to,
                    promotion
                }),
            arb_square().prop_map(|at| Step::Autostop { at }),
            arb_square().prop_map(|at| Step::Stop { at }),
            kernel::chesslike::Move::arb_step().prop_map(Step::Start),
        ]
        .boxed()
    }
}

impl ArbStep for edge_of_world::Step {
    fn arb_step() -> BoxedStrategy<Self> {
        use edge_of_world::Step;
        prop_oneof![
            (arb_square(), arb_square()).prop_map(|(from, to)| Step::Start { from, to }),
            arb_square().prop_map(Step::Stop),
            arb_square().prop_map(Step::Momentum),
            arb_square().prop_map(Step::EndOfWorld),
            (arb_square(), arb_square()).prop_map(|(from, at)| Step::StopPartWay { from, at }),
            Just(Step::End),
        ]
        .boxed()
    }
}
