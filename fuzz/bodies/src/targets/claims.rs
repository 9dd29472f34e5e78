//! `claims`: game files with `@check:` claims, decided as `cargo xtask
//! verify-games` decides them: each verdict, and a file whose variant or
//! start cannot be built, is one short line, and nothing panics.

use crate::check_message;
use kernel::replay::GameFile;

/// Reads `data` as a game file and decides its claims.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = GameFile::parse(text) else {
        return;
    };
    match xtask::verify::check_annotations(&game) {
        Ok(checked) => {
            for c in &checked {
                check_message(&game.variant, &c.to_string());
            }
        }
        Err(e) => check_message("claims", &e),
    }
}
