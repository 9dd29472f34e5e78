//! `help` in `play`: how the game's turns are written, with examples from
//! the position on the board, the key to its pieces (the reports'
//! legend, with each piece's moves in Betza's notation), the options in
//! force, and the commands.

use crate::play::table::TableGame;
use kernel::scene::wrap;
use std::fmt::Write as _;

/// The commands, as `help` lists them.
const COMMANDS: &[(&str, &str)] = &[
    ("<turn>", "play a turn (see above)"),
    (
        "turns [TEXT]",
        "list the legal turns (those containing TEXT, if given)",
    ),
    ("board", "show the board again"),
    ("position", "show the position text (for --fen)"),
    ("undo", "take back the last turn (or act)"),
    (
        "offer draw",
        "offer a draw; it stands until the opponent answers it or plays a turn",
    ),
    (
        "accept",
        "accept the opponent's draw offer (or 'accept draw')",
    ),
    ("decline", "decline it (or 'decline draw')"),
    ("resign", "resign: the opponent wins"),
    (
        "save FILE",
        "save the game to FILE as a game file, which 'cvpages replay' replays \
         and 'cvpages play --load' resumes (an existing FILE is kept: \
         'save! FILE' replaces it)",
    ),
    ("help", "show this text"),
    ("quit", "end the session (so does the end of the input)"),
];

/// The help of `game`, as lines of text.
pub fn text(game: &dyn TableGame) -> String {
    let mut out = String::new();
    let name = game.variant_name().to_string();
    let description = cvpages::info(&name).map_or("", |info| info.description);
    let _ = writeln!(out, "{name}: {description}");
    let options = if game.options().is_empty() {
        "none (the standard game)".to_string()
    } else {
        game.options().to_string()
    };
    let _ = writeln!(out, "Options in force: {options}");
    if let Some(keys) = cvpages::info(&name)
        .map(|i| i.option_keys)
        .filter(|k| !k.is_empty())
    {
        let _ = writeln!(
            out,
            "(--options takes {}; the variant crate's docs say what each does)",
            keys.join(", ")
        );
    }
    out.push_str("\nWriting a turn:\n");
    out.push_str(&wrap(
        "Write a turn in the game's notation, as its game files write it (below), \
         or in coordinates, every step as its squares (e2e4, e7e8q, steps \
         separated by commas). Either may leave out the events the rules force \
         (a momentum move that must happen, an autostop): when only one way to \
         finish the turn exists it is played and shown in full, and when \
         several exist they are listed. 'turns' lists every legal turn.",
        78,
    ));
    let examples = game.examples(4);
    if !examples.is_empty() {
        let _ = writeln!(out, "Turns here, for example: {}", examples.join(" | "));
    }
    let legend = game.legend();
    if !legend.is_empty() {
        let _ = write!(out, "\n{}", legend.text());
    }
    out.push_str("\nCommands:\n");
    let mut rows: Vec<(String, String)> = COMMANDS
        .iter()
        .map(|(c, d)| (c.to_string(), d.to_string()))
        .collect();
    let claims = game.claims();
    let at = rows.iter().position(|(c, _)| c == "save FILE").unwrap_or(0);
    if !claims.is_empty() {
        rows.insert(
            at,
            (
                "claim NAME".to_string(),
                format!("claim a result a rule gives: {}", claims.join(", ")),
            ),
        );
    }
    rows.insert(
        at + usize::from(!claims.is_empty()),
        (
            "white|black ACT".to_string(),
            "either player's act, as a game file writes it ('black resigns')".to_string(),
        ),
    );
    let width = rows.iter().map(|(c, _)| c.len()).max().unwrap_or(0);
    for (command, what) in rows {
        let _ = writeln!(out, "  {command:<width$}  {what}");
    }
    out
}
