//! `turns`: turn notation of every variant (and every option it has) read
//! in positions reached by a line of play the input chooses, and in the
//! middle of the next turn: a refusal is one short line, a turn that plays
//! writes back to itself.

use crate::{read_turn_in, variant_and_options, walk, with_variant, Bytes, Task};
use kernel::Variant;

/// The line of play, the steps into the next turn and the text.
struct Turns<'a> {
    name: &'static str,
    choices: &'a [u8],
    mid: &'a [u8],
    text: &'a str,
}

impl Task for Turns<'_> {
    type Output = ();
    fn run<V: Variant>(self, v: &V) {
        let (turns, end) = walk(v, &v.start_position(), self.choices);
        let mut mid = end.clone();
        let mut steps = Vec::new();
        for &choice in self.mid {
            steps.clear();
            v.steps(&mid, &mut steps);
            if steps.is_empty() {
                break;
            }
            v.play_step(&mut mid, steps[choice as usize % steps.len()]);
            if !v.in_turn(&mid) {
                break;
            }
        }
        for position in [&end, &mid] {
            let text = v.write_position(position);
            assert_eq!(
                v.read_position(&text).ok().as_ref(),
                Some(position),
                "{text:?} does not read back"
            );
            read_turn_in(v, self.name, position, self.text);
        }
        if let Some((before, turn)) = turns.last() {
            read_turn_in(v, self.name, before, self.text);
            let written = v.write_turn(before, turn);
            read_turn_in(v, self.name, before, &written);
        }
    }
}

/// Input: a variant byte, an options byte, the number of choices and the
/// choices of the line, the number of steps and the steps into the next
/// turn, then the turn's text.
pub fn run(data: &[u8]) {
    let mut bytes = Bytes(data);
    let (name, options) = variant_and_options(bytes.byte(), bytes.byte());
    let n = bytes.byte() as usize % 64;
    let choices = bytes.take(n);
    let m = bytes.byte() as usize % 4;
    let mid = bytes.take(m);
    let Some(text) = bytes.text() else {
        return;
    };
    with_variant(
        name,
        &options,
        Turns {
            name,
            choices,
            mid,
            text,
        },
    );
}
