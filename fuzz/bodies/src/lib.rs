//! The bodies of the cargo-fuzz targets of `fuzz/`, and what they share.
//!
//! `fuzz/` is its own workspace (its targets need nightly and libFuzzer);
//! this crate is a member of the main one, built on stable, so that every
//! target's body ([`targets`]) runs in `cargo test`: the inputs that ever
//! made a target fail are kept in `fuzz/regressions/<target>/` and run
//! through it by `tests/regressions.rs`.
//!
//! The per-variant targets ([`Exercise`]) read the input as position text
//! (and write back and read again what reads) and as a turn in the start
//! position. The others read the texts every variant shares (game files,
//! perft files, options, the command line) or a turn in a position
//! reached by a line of play the input chooses ([`Bytes`], [`walk`]), and
//! also hold each refusal to one short line ([`check_message`]). All pick
//! the variant by name and options ([`with_variant`]), as game files and
//! `cargo xtask` do.

pub mod targets;

use cvpages::{self as registry, Playable};
use edge_of_world::EdgeOfWorld;
use forward::Forward;
use heavy_gravity::HeavyGravity;
use kernel::{Turn, Variant};
use momentum::Momentum;
use multimove::{MultimoveChess, MultimoveHeavyGravity};
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Work to do with a variant whatever its type: the registry's
/// [`cvpages::Task`], but given the variant by reference, so that a variant
/// built once can serve every input (see [`with_variant`]).
pub trait Task {
    /// What the task returns.
    type Output;
    /// Runs the task on `variant`.
    fn run<V: Variant>(self, variant: &V) -> Self::Output;
}

/// A [`Task`] run by the registry, which hands over the variant it builds.
struct ByRegistry<T>(T);

impl<T: Task> registry::Task for ByRegistry<T> {
    type Output = T::Output;
    fn run<V: Playable>(self, variant: V) -> T::Output {
        self.0.run(&variant)
    }
}

/// Feeds its input to every text reader of a variant. Panics only if a
/// reader panics or a position that reads does not read back the same.
pub struct Exercise<'a>(pub &'a [u8]);

impl Task for Exercise<'_> {
    type Output = ();
    fn run<V: Variant>(self, variant: &V) {
        exercise(variant, self.0);
    }
}

/// What [`Exercise`] does.
fn exercise<V: Variant>(variant: &V, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(position) = variant.read_position(text) {
        let again = variant
            .read_position(&variant.write_position(&position))
            .expect("a written position reads back");
        assert_eq!(again, position, "position text does not round-trip");
        let mut turns = Vec::new();
        variant.legal_turns(&position, &mut turns);
    }
    let start = variant.start_position();
    if let Ok(turn) = variant.read_turn(&start, text) {
        let _ = variant.play_turn(&start, &turn);
        let _ = variant.play_turn_unchecked(&start, &turn);
    }
}

/// Variants whose error messages still quote input whole (a line break or
/// a field of any length comes back raw): their messages are not held to
/// one line. None is left (Momentum's errors quote an excerpt since issue
/// 16); the list stays so a new variant can be added while it is fixed.
pub const QUOTES_RAW: &[&str] = &[];

/// The longest message, in bytes, that counts as short: two escaped
/// excerpts of input and the words around them fit well within it.
pub const MAX_MESSAGE: usize = 1000;

/// Panics unless `message` is one short line (no line break or other
/// control character, at most [`MAX_MESSAGE`] bytes) and not empty, when
/// `variant` is not one of [`QUOTES_RAW`].
pub fn check_message(variant: &str, message: &str) {
    if QUOTES_RAW.contains(&variant) {
        return;
    }
    assert!(!message.is_empty(), "{variant}: an empty message");
    check_label(variant, message);
}

/// Panics unless `label` (a name messages are built with, which may be
/// empty) is one short line, as [`check_message`] requires of a message.
pub fn check_label(what: &str, label: &str) {
    assert!(
        !label.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
        "{what}: more than one line: {label:?}"
    );
    assert!(
        label.len() <= MAX_MESSAGE,
        "{what}: {} bytes: {:?}",
        label.len(),
        label.chars().take(200).collect::<String>()
    );
}

/// The input, read from the front: selector bytes, then the rest as text.
#[derive(Debug, Clone, Copy)]
pub struct Bytes<'a>(pub &'a [u8]);

impl<'a> Bytes<'a> {
    /// The next byte, 0 once the input is used up.
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    /// The next `n` bytes (fewer at the end).
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, rest) = self.0.split_at(n.min(self.0.len()));
        self.0 = rest;
        head
    }

    /// The rest as text, if it is UTF-8.
    pub fn text(self) -> Option<&'a str> {
        std::str::from_utf8(self.0).ok()
    }
}

/// A variant name picked by `byte`, with options picked by `options`: an
/// army pairing for Momentum Chess, a set of readings for Edge of the
/// World, a budget for Multimove Chess, none for the rest.
pub fn variant_and_options(byte: u8, options: u8) -> (&'static str, String) {
    let name = registry::VARIANTS[byte as usize % registry::VARIANTS.len()].name;
    let options = match name {
        "momentum" => {
            const ARMIES: [&str; 5] = [
                "fabulous-fides",
                "colorbound-clobberers",
                "nutty-knights",
                "remarkable-rookies",
                "forward-fides",
            ];
            let white = ARMIES[options as usize % 5];
            let black = ARMIES[options as usize / 5 % 5];
            format!("armies={white},{black}")
        }
        "edge-of-world" => {
            let readings = [
                "pawn-start=diagonal",
                "stop=part-way",
                "castling=off",
                "end-of-world=all",
                "centre=as-printed",
                "promotion=both-rows",
                "action=optional",
            ];
            readings
                .iter()
                .enumerate()
                .filter(|(i, _)| options & (1 << i) != 0)
                .map(|(_, r)| *r)
                .collect::<Vec<_>>()
                .join(",")
        }
        "multimove" => format!("points={}", 2 + options % 7),
        _ => String::new(),
    };
    (name, options)
}

/// Whether counting every turn of a position of `name` is cheap (not
/// Multimove Chess, where one position at 8 points may have millions).
pub fn counts_are_cheap(name: &str) -> bool {
    !name.starts_with("multimove")
}

/// The turns of a line of play, each with the position it was played
/// from.
pub type Line<V> = Vec<(<V as Variant>::Position, Turn<<V as Variant>::Step>)>;

/// Plays a line of play chosen by `choices` from `start`: each turn is
/// built step by step, each step the next choice (modulo the steps
/// offered), and kept if [`Variant::accept_turn`] allows it; the line
/// stops when the choices run out, the game ends or a turn cannot be
/// built. Returns the turns with the positions they were played from and
/// the position reached. No variant is asked for all its turns, so a
/// Multimove line at 8 points is as cheap as a chess one.
pub fn walk<V: Variant>(
    variant: &V,
    start: &V::Position,
    choices: &[u8],
) -> (Line<V>, V::Position) {
    let mut choices = choices.iter().copied();
    let mut position = start.clone();
    let mut played = Vec::new();
    let mut history = Vec::new();
    let mut steps = Vec::new();
    'turns: while !variant.in_turn(&position) && variant.outcome(&position, &history).is_none() {
        let mut next = position.clone();
        let mut turn = Turn::new();
        loop {
            steps.clear();
            variant.steps(&next, &mut steps);
            let Some(choice) = choices.next() else {
                break 'turns;
            };
            if steps.is_empty() || turn.len() >= 64 {
                break 'turns;
            }
            let step = steps[choice as usize % steps.len()];
            variant.play_step(&mut next, step);
            turn.push(step);
            if !variant.in_turn(&next) {
                break;
            }
        }
        if variant.accept_turn(&position, &next).is_err() {
            break;
        }
        history.push(variant.repetition_key(&position));
        played.push((position, turn));
        position = next;
    }
    (played, position)
}

/// Reads `text` as a turn in `position`, for a variant named `name`: a
/// refusal is one short line; a turn that reads and plays writes as text
/// that reads back to a turn playing to the same position.
pub fn read_turn_in<V: Variant>(variant: &V, name: &str, position: &V::Position, text: &str) {
    match variant.read_turn(position, text) {
        Err(e) => check_message(name, &e.to_string()),
        Ok(turn) => {
            let _ = variant.play_turn_unchecked(position, &turn);
            match variant.play_turn(position, &turn) {
                Err(e) => check_message(name, &e.to_string()),
                Ok(after) => {
                    let written = variant.write_turn(position, &turn);
                    let back = variant
                        .read_turn(position, &written)
                        .unwrap_or_else(|e| panic!("{text:?} is written {written:?}: {e}"));
                    assert_eq!(
                        variant.play_turn(position, &back).ok().as_ref(),
                        Some(&after),
                        "{text:?} is written {written:?}, which reads back to another turn"
                    );
                }
            }
        }
    }
}

/// How many built variants [`with_variant`] keeps: the pairings and
/// readings [`variant_and_options`] picks come back again and again, but
/// the options a fuzzer writes into a perft file need not.
const CACHE_SIZE: usize = 256;

thread_local! {
    /// The variants built so far, by name and options.
    static CACHE: RefCell<HashMap<(String, String), Rc<dyn Any>>> =
        RefCell::new(HashMap::new());
}

/// Runs `task` on the variant `name` with `options`, built by `build` or
/// taken from the cache; gives the task back if `build` refuses.
fn run_cached<V, E, T>(
    name: &str,
    options: &str,
    task: T,
    build: impl FnOnce(&str) -> Result<V, E>,
) -> Result<T::Output, T>
where
    V: Variant + 'static,
    T: Task,
{
    let key = (name.to_string(), options.to_string());
    let found = CACHE.with(|cache| cache.borrow().get(&key).cloned());
    let variant: Rc<V> = match found {
        Some(any) => any.downcast().expect("one type per variant name"),
        None => match build(options) {
            Ok(variant) => {
                let variant = Rc::new(variant);
                CACHE.with(|cache| {
                    let mut cache = cache.borrow_mut();
                    if cache.len() < CACHE_SIZE {
                        cache.insert(key, variant.clone());
                    }
                });
                variant
            }
            Err(_) => return Err(task),
        },
    };
    Ok(task.run(&*variant))
}

/// Runs a task on the variant `name` with `options`, when the registry
/// builds it; a refusal must be one short line. Each variant is built as
/// `xtask`'s registry builds it, once per name and options (building the
/// move tables costs more than most inputs do); a refusal is the
/// registry's own.
pub fn with_variant<T: Task>(name: &str, options: &str, task: T) -> Option<T::Output> {
    let cached = match name {
        "chess" => run_cached(name, options, task, |options| {
            kernel::options::Options::parse(options)
                .and_then(|given| given.finish(&[]))
                .map(|_| kernel::chess::fide())
        }),
        "heavy-gravity" => run_cached(name, options, task, HeavyGravity::with_options),
        "forward" => run_cached(name, options, task, Forward::with_options),
        "edge-of-world" => run_cached(name, options, task, EdgeOfWorld::with_options),
        "multimove" => run_cached(name, options, task, MultimoveChess::with_options),
        "multimove-heavy-gravity" => {
            run_cached(name, options, task, MultimoveHeavyGravity::with_options)
        }
        "momentum" => run_cached(name, options, task, Momentum::with_options),
        _ => Err(task),
    };
    let task = match cached {
        Ok(output) => return Some(output),
        Err(task) => task,
    };
    match registry::with_variant(name, options, ByRegistry(task)) {
        Ok(output) => Some(output),
        Err(e) => {
            check_message(name, &e.to_string());
            None
        }
    }
}
