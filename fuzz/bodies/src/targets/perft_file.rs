//! `perft_file`: perft files, read and checked by a variant the input
//! picks, each case with the options its `options` line names (as
//! `perft_file::check_with` does) or, without one, with options the input
//! picks: a refusal and every failure is one short line. Counts are run
//! one level deep at most (a count written into the file must not make
//! the check run for ever), and not at all for Multimove Chess, whose
//! positions are only read.

use crate::{
    check_label, check_message, counts_are_cheap, variant_and_options, with_variant, Bytes, Task,
};
use kernel::perft_file::{self, PerftCase};
use kernel::Variant;

/// One case, checked by the variant built with its options.
struct Check {
    name: &'static str,
    case: PerftCase,
}

impl Task for Check {
    type Output = ();
    fn run<V: Variant>(self, v: &V) {
        let (failures, _) = perft_file::check(v, &[self.case], 1_000_000);
        for failure in failures {
            check_message(self.name, &failure);
        }
    }
}

/// Input: a variant byte, an options byte, then the perft file.
pub fn run(data: &[u8]) {
    let mut bytes = Bytes(data);
    let (name, picked) = variant_and_options(bytes.byte(), bytes.byte());
    let Some(text) = bytes.text() else {
        return;
    };
    match perft_file::parse(text) {
        Err(e) => check_message("perft file", &e.to_string()),
        Ok(cases) => {
            for mut case in cases {
                case.counts
                    .retain(|&(depth, _)| counts_are_cheap(name) && depth <= 1);
                // The case's name, options included, as messages show it
                // (empty for an `id` line without one).
                check_label("perft file", &case.name());
                // The variant is built with the case's options, so the
                // case is checked as one without them.
                let options = match std::mem::take(&mut case.options) {
                    given if given.is_empty() => picked.clone(),
                    given => given,
                };
                with_variant(name, &options, Check { name, case });
            }
        }
    }
}
