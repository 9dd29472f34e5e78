//! `options`: options strings, as game files and `cargo xtask` give them,
//! for a variant the first byte picks: a refusal is one short line; a
//! variant that builds has a start position whose text reads back to it.

use crate::{with_variant, Bytes, Task};
use cvpages::VARIANTS;
use kernel::Variant;

/// Checks that the start position's text reads back to it.
struct StartReadsBack;

impl Task for StartReadsBack {
    type Output = ();
    fn run<V: Variant>(self, v: &V) {
        let start = v.start_position();
        let text = v.write_position(&start);
        assert_eq!(v.read_position(&text).ok(), Some(start), "{text:?}");
    }
}

/// Input: a byte picking the variant, then the options.
pub fn run(data: &[u8]) {
    let mut bytes = Bytes(data);
    let name = VARIANTS[bytes.byte() as usize % VARIANTS.len()].name;
    let Some(text) = bytes.text() else {
        return;
    };
    with_variant(name, text, StartReadsBack);
}
