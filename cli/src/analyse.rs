//! `cvpages analyse FILE.game [--turn N] [--limit LIMIT] [--mate N]
//! [--mate-limit LIMIT]` (also `cargo xtask analyse`): the engine's best
//! turn and score at each turn of a game file's lines, the score of the
//! turn the file plays beside it, and what the mate search decides there.
//!
//! The lines are walked as `verify-games` replays them (a declared
//! misprint's correction is played; see [`analysis::analyse::walk`]).
//! At every position the engine searches within `--limit` (1s by default),
//! then searches the position the played turn leads to within the same
//! limit, whose score, seen from the player of the turn, is the played
//! turn's ([`crate::score::before_turn`]); the scores are labelled as
//! engines label them, from White's view ([`crate::score`], stated once
//! at the top). The mate search looks for a win of the side to move
//! within 1 to `--mate` turns (3 by default; 0 for none) within
//! `--mate-limit` (the search's limit by default), and says `win in N`,
//! `no win within N`, or, when the limit came first, how far it proved
//! there is none.

use crate::lines::{one_line, BAD_INPUT};
use crate::score::labelled;
use analysis::analyse::{AnalyseError, AnalyseOptions, Analysed};
use cvpages::{Playable, Task};
use engine::Limits;
use kernel::excerpt::Excerpt;
use kernel::replay::GameFile;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// The mate search's reach when `--mate` is not given.
pub const DEFAULT_MATE_TURNS: u32 = 3;
/// The most turns `--mate` accepts.
pub const MAX_MATE_TURNS: u32 = 10;

/// What to analyse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyseRequest {
    /// The game file.
    pub file: PathBuf,
    /// Only the turns of this move number.
    pub turn: Option<u32>,
    /// The search's limit at each turn.
    pub limits: Limits,
    /// The mate search's reach, in turns.
    pub mate_turns: u32,
    /// The mate search's limit at each turn.
    pub mate_limits: Limits,
}

impl AnalyseRequest {
    /// The request for `file` with every default: 1s a turn, mate search
    /// to 3 turns within the same second.
    pub fn new(file: PathBuf) -> AnalyseRequest {
        let second = Limits::time(Duration::from_secs(1));
        AnalyseRequest {
            file,
            turn: None,
            limits: second,
            mate_turns: DEFAULT_MATE_TURNS,
            mate_limits: second,
        }
    }
}

struct Run<'a> {
    file: &'a GameFile,
    request: &'a AnalyseRequest,
}

impl Task for Run<'_> {
    type Output = Result<Vec<String>, AnalyseError>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        analyse(&variant, self.file, self.request)
    }
}

/// One line per turn of `file`'s lines (or of the turn `request.turn`
/// names): `3... Nf6: engine Nc6 cp -20, played cp -35 (depth 6, 20115
/// nodes); mate search: no win within 3`, from the analysis crate's walk
/// ([`analysis::analyse::analyse`]) with the played turn scored.
fn analyse<V: Playable>(
    variant: &V,
    file: &GameFile,
    request: &AnalyseRequest,
) -> Result<Vec<String>, AnalyseError> {
    let options = AnalyseOptions {
        limits: request.limits,
        mate_limits: request.mate_limits,
        mate_turns: request.mate_turns,
        turn: request.turn,
        score_played: true,
    };
    let analysed = analysis::analyse::analyse(variant, file, &options)?;
    Ok(analysed.iter().map(line).collect())
}

/// One analysed position as a line, its scores labelled from White's
/// view ([`crate::score`]).
fn line(a: &Analysed) -> String {
    let mut line = format!("{} {}", a.label, a.played);
    if a.verdict != "ok" {
        line.push_str(&format!(" [{}]", a.verdict));
    }
    let Some(best) = &a.best else {
        return format!("{line}: the game is over");
    };
    line.push_str(&format!(": engine {best} {}", labelled(a.score, a.side)));
    if let Some(played) = a.played_score {
        line.push_str(&format!(", played {}", labelled(played, a.side)));
    }
    line.push_str(&format!(" (depth {}, {} nodes)", a.depth, a.nodes));
    if let Some(mate) = &a.mate {
        line.push_str(&format!("; mate search: {mate}"));
    }
    line
}

/// Runs `request`, writing one line per position to `out`; returns the
/// exit status (2 for a file that cannot be read or analysed).
pub fn run(request: &AnalyseRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let name = Excerpt::new(&request.file.display().to_string());
    let refuse = |err: &mut dyn Write, message: String| {
        let _ = writeln!(err, "error: {}", one_line(&message));
        BAD_INPUT
    };
    let text = match std::fs::read(&request.file) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(_) => return refuse(err, format!("{name} is not UTF-8 text")),
        },
        Err(e) => return refuse(err, format!("cannot read {name}: {e}")),
    };
    let file = match GameFile::parse(&text) {
        Ok(file) => file,
        Err(e) => return refuse(err, format!("{name}: {e}")),
    };
    let analysed = match cvpages::with_variant(
        &file.variant,
        &file.options,
        Run {
            file: &file,
            request,
        },
    ) {
        Ok(Ok(lines)) => lines,
        Ok(Err(e)) => return refuse(err, format!("{name}: {e}")),
        Err(e) => return refuse(err, format!("{name}: {e}")),
    };
    let variant = if file.options.is_empty() {
        file.variant.clone()
    } else {
        format!("{} ({})", file.variant, file.options)
    };
    // The title and options are the file's: escaped for the terminal.
    let _ = writeln!(out, "{}: {}", one_line(&file.title), one_line(&variant));
    let mate = if request.mate_turns == 0 {
        String::new()
    } else {
        format!(
            "; mate search to {} turns, {} a position",
            request.mate_turns, request.mate_limits
        )
    };
    let _ = writeln!(out, "engine: {} a position{mate}", request.limits);
    let _ = writeln!(
        out,
        "{}; 'played' scores the turn the file plays: the position it leads to, searched within the same limit",
        crate::score::KEY
    );
    for line in analysed {
        let _ = writeln!(out, "{}", one_line(&line));
    }
    0
}
