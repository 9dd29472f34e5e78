//! `game_file`: game files, read and replayed with the variant they name
//! as `cargo xtask verify-games` does: a refusal, a replay error and every
//! problem the replay finds is one short line.

use crate::{check_message, with_variant, Task};
use kernel::replay::{replay, GameFile};
use kernel::Variant;

/// Replays a game file read.
struct Replay<'a>(&'a GameFile);

impl Task for Replay<'_> {
    type Output = ();
    fn run<V: Variant>(self, v: &V) {
        let name = self.0.variant.as_str();
        match replay(v, self.0) {
            Ok(report) => {
                for problem in report.problems() {
                    check_message(name, problem);
                }
                let _ = report.render();
                let _ = report.summary();
            }
            Err(e) => check_message(name, &e.to_string()),
        }
    }
}

/// Reads `data` as a game file and replays it.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match GameFile::parse(text) {
        Err(e) => check_message("game file", &e.to_string()),
        Ok(game) => {
            with_variant(&game.variant, &game.options, Replay(&game));
        }
    }
}
