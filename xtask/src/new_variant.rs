//! `cargo xtask new-variant NAME`: scaffolds a variant crate `NAME/` that
//! plays FIDE chess through the kernel under its own name, and registers it
//! everywhere a variant is listed, so that the workspace's tests and
//! `verify-games` pass on it before a rule is written. ARCHITECTURE.md's
//! "Adding a variant" says what to fill in next.
//!
//! The files come from `xtask/template/`, with `{{name}}` (the variant's
//! name, `my-variant`), `{{lib}}` (its library, `my_variant`), `{{type}}`
//! (its type, `MyVariant`) and `{{title}}` (`My Variant`) filled in.
//! Every file is read and every edit worked out before anything is
//! written, so that a name refused or a file that does not have the shape
//! expected leaves the workspace as it was.

use crate::files::{self, Existing, FileError};
use crate::workspace_names::NewCrate;
use kernel::excerpt::Excerpt;
use kernel::replay::GameFile;
use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The longest name accepted: the scaffold's lines stay within rustfmt's
/// width with it.
pub const MAX_NAME: usize = 24;

/// The template's files: their place in the new crate and their text.
const TEMPLATE: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("../template/Cargo.toml.in")),
    ("README.md", include_str!("../template/README.md.in")),
    ("RULES.md", include_str!("../template/RULES.md.in")),
    ("src/lib.rs", include_str!("../template/src/lib.rs.in")),
    ("src/game.rs", include_str!("../template/src/game.rs.in")),
    (
        "src/engine_terms.rs",
        include_str!("../template/src/engine_terms.rs.in"),
    ),
    (
        "src/coordinates.rs",
        include_str!("../template/src/coordinates.rs.in"),
    ),
    (
        "tests/games.rs",
        include_str!("../template/tests/games.rs.in"),
    ),
    (
        "tests/perft.rs",
        include_str!("../template/tests/perft.rs.in"),
    ),
    (
        "tests/reference.rs",
        include_str!("../template/tests/reference.rs.in"),
    ),
    (
        "games/fools-mate.game",
        include_str!("../template/games/fools-mate.game.in"),
    ),
    (
        "perft/{{name}}.perft",
        include_str!("../template/perft/perft.in"),
    ),
];

/// Why `new-variant` refused or failed.
#[derive(Debug, Error)]
pub enum NewVariantError {
    /// The name is not a crate name the scaffold can use.
    #[error("variant name {name} {reason}")]
    BadName {
        /// The name given.
        name: Excerpt,
        /// What is wrong with it.
        reason: String,
    },
    /// The name, or the library, module or type it would make, is taken:
    /// by a variant, a folder, a Rust keyword, a package or dependency of
    /// the workspace, or a module ([`crate::workspace_names`]).
    #[error("variant name {name} is taken: {reason}")]
    Taken {
        /// The name given.
        name: Excerpt,
        /// By what.
        reason: String,
    },
    /// A file to register the variant in could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// The file system's error.
        source: std::io::Error,
    },
    /// A file to register the variant in does not have the shape expected.
    #[error("{path} has no {what} to add the variant to")]
    NoPlace {
        /// The file.
        path: String,
        /// What was looked for.
        what: &'static str,
    },
    /// The scaffold's game does not replay as FIDE chess (the template is
    /// wrong).
    #[error("the scaffold's game does not replay: {0}")]
    Replay(String),
    /// A folder for the new crate's files could not be made.
    #[error("cannot make the folder of {path}: {source}")]
    Write {
        /// The file.
        path: String,
        /// The file system's error.
        source: std::io::Error,
    },
    /// A file could not be written, or a file of the new crate is there
    /// already (made since the name was checked).
    #[error(transparent)]
    File(#[from] FileError),
}

impl NewVariantError {
    /// Whether the error is the input's (status 2) rather than the
    /// workspace's (status 1).
    pub fn is_bad_input(&self) -> bool {
        matches!(self, Self::BadName { .. } | Self::Taken { .. })
    }
}

/// The names the scaffold fills in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// The variant's name, the crate's folder: `my-variant`.
    pub name: String,
    /// Its library: `my_variant`.
    pub lib: String,
    /// Its type: `MyVariant`.
    pub type_name: String,
    /// Its title: `My Variant`.
    pub title: String,
}

impl Names {
    /// `text` with the template's placeholders filled in.
    fn fill(&self, text: &str) -> String {
        text.replace("{{name}}", &self.name)
            .replace("{{lib}}", &self.lib)
            .replace("{{type}}", &self.type_name)
            .replace("{{title}}", &self.title)
    }
}

/// Checks `name` as a new variant's name: lower-case ASCII words of letters
/// and digits joined by single hyphens, starting with a letter, at most
/// [`MAX_NAME`] characters, and not a registered variant, an existing
/// folder of `root`, or a name the crate would take that the language or
/// the workspace has ([`crate::workspace_names::taken`]: a keyword, a
/// package or dependency of `Cargo.lock`, a member's library, a module,
/// a name the scaffold's sources use as its type). Nothing is written.
///
/// # Errors
/// [`NewVariantError::BadName`] or [`NewVariantError::Taken`].
///
/// # Examples
/// ```
/// let root = std::path::Path::new("/nonexistent");
/// let names = xtask::new_variant::check_name(root, "grand-chess2").unwrap();
/// assert_eq!((names.lib.as_str(), names.type_name.as_str()), ("grand_chess2", "GrandChess2"));
/// assert_eq!(names.title, "Grand Chess2");
/// assert!(xtask::new_variant::check_name(root, "Grand").is_err());
/// assert!(xtask::new_variant::check_name(root, "forward").is_err());
/// ```
pub fn check_name(root: &Path, name: &str) -> Result<Names, NewVariantError> {
    let bad = |reason: String| NewVariantError::BadName {
        name: Excerpt::new(name),
        reason,
    };
    let taken = |reason: String| NewVariantError::Taken {
        name: Excerpt::new(name),
        reason,
    };
    if name.is_empty() {
        return Err(bad("is empty".to_string()));
    }
    if name.chars().count() > MAX_NAME {
        return Err(bad(format!("is longer than {MAX_NAME} characters")));
    }
    if let Some((at, c)) = name
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
    {
        return Err(bad(format!(
            "has {} at position {}: use lower-case letters, digits and hyphens",
            Excerpt::new(&c.to_string()),
            at + 1
        )));
    }
    if !name.starts_with(|c: char| c.is_ascii_lowercase()) {
        return Err(bad("must start with a letter".to_string()));
    }
    if name.ends_with('-') || name.contains("--") {
        return Err(bad(
            "must join its words with single hyphens, with none at the end".to_string(),
        ));
    }
    if cvpages::info(name).is_some() {
        return Err(taken("a variant has it".to_string()));
    }
    if root.join(name).exists() {
        return Err(taken(format!("the workspace has a folder {name}/")));
    }
    let words: Vec<&str> = name.split('-').collect();
    let capital = |w: &str| {
        let mut c = w.chars();
        c.next()
            .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
            .unwrap_or_default()
    };
    let names = Names {
        name: name.to_string(),
        lib: name.replace('-', "_"),
        type_name: words.iter().map(|w| capital(w)).collect(),
        title: words
            .iter()
            .map(|w| capital(w))
            .collect::<Vec<_>>()
            .join(" "),
    };
    let new = NewCrate {
        name,
        lib: &names.lib,
        type_name: &names.type_name,
    };
    match crate::workspace_names::taken(root, new) {
        Some(reason) => Err(taken(reason)),
        None => Ok(names),
    }
}

/// A file to write: where, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    /// The file, below the workspace root.
    pub path: PathBuf,
    /// Its whole text.
    pub text: String,
    /// Whether a file there is replaced (a file of the workspace the
    /// plan edits) or kept, the write refused (a file of the new crate).
    pub existing: Existing,
}

/// `text` with `new` inserted before the first `anchor` after `after` (at
/// the start of `text` if `after` is empty).
fn insert_before(
    text: &str,
    after: &str,
    anchor: &str,
    new: &str,
    path: &str,
    what: &'static str,
) -> Result<String, NewVariantError> {
    let from = text.find(after).map(|i| i + after.len());
    let at = from.and_then(|from| text[from..].find(anchor).map(|i| from + i));
    let at = at.ok_or(NewVariantError::NoPlace {
        path: path.to_string(),
        what,
    })?;
    Ok(format!("{}{new}{}", &text[..at], &text[at..]))
}

/// `text` with `new` inserted after the last line of the section starting
/// at `section` that starts with `prefix`.
fn insert_after_last_line(
    text: &str,
    section: &str,
    prefix: &str,
    new: &str,
    path: &str,
    what: &'static str,
) -> Result<String, NewVariantError> {
    let none = || NewVariantError::NoPlace {
        path: path.to_string(),
        what,
    };
    let start = text.find(section).ok_or_else(none)?;
    let mut at = None;
    let mut offset = start;
    for (i, line) in text[start..].split_inclusive('\n').enumerate() {
        if i > 0 && line.starts_with('[') {
            break;
        }
        offset += line.len();
        if i > 0 && line.starts_with(prefix) {
            at = Some(offset);
        }
    }
    let at = at.ok_or_else(none)?;
    Ok(format!("{}{new}{}", &text[..at], &text[at..]))
}

/// The names `list` as prose: `` `a`, `b` and `c` ``, wrapped at 76
/// columns after `lead`.
fn prose_list(lead: &str, names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    let mut words = Vec::new();
    for (i, q) in quoted.iter().enumerate() {
        let word = if i + 1 == quoted.len() {
            format!("{q}.")
        } else if i + 2 == quoted.len() {
            q.clone()
        } else {
            format!("{q},")
        };
        words.push(word);
        if i + 2 == quoted.len() {
            words.push("and".to_string());
        }
    }
    let mut text = lead.trim_end().to_string();
    let mut column = text.len();
    for w in words {
        if column + 1 + w.len() > 76 {
            text.push('\n');
            column = 0;
        } else {
            text.push(' ');
            column += 1;
        }
        text.push_str(&w);
        column += w.len();
    }
    text
}

/// Every file the scaffold of `names` writes or changes below `root`.
///
/// # Errors
/// [`NewVariantError`] for a file that cannot be read or has no place for
/// the new variant, or a scaffold game that does not replay.
pub fn plan(root: &Path, names: &Names) -> Result<Vec<Planned>, NewVariantError> {
    let name = &names.name;
    let mut planned = Vec::new();
    let mut add = |path: String, text: String, existing: Existing| {
        planned.push(Planned {
            path: PathBuf::from(path),
            text,
            existing,
        })
    };
    let new = Existing::Keep;
    let edit = Existing::Replace;
    for (path, text) in TEMPLATE {
        add(
            format!("{name}/{}", names.fill(path)),
            names.fill(text),
            new,
        );
    }
    for license in ["LICENSE-MIT", "LICENSE-APACHE"] {
        add(format!("{name}/{license}"), read_in(root, license)?, new);
    }
    add(
        "Cargo.toml".to_string(),
        planned_workspace(root, names)?,
        edit,
    );
    for path in ["cvpages/Cargo.toml", "tests/Cargo.toml"] {
        let text = insert_after_last_line(
            &read_in(root, path)?,
            "[dependencies]",
            "cvpages-",
            &format!("cvpages-{name}.workspace = true\n"),
            path,
            "cvpages- dependency",
        )?;
        add(path.to_string(), text, edit);
    }
    add(
        "cvpages/src/lib.rs".to_string(),
        planned_registry(root, names)?,
        edit,
    );
    add(
        "tests/tests/conformance.rs".to_string(),
        planned_conformance(root, names)?,
        edit,
    );
    add(
        "tests/tests/uniform.rs".to_string(),
        planned_uniform(root, names)?,
        edit,
    );
    add(".ci/run".to_string(), planned_ci_run(root, names)?, edit);
    let mut all: Vec<String> = cvpages::names().map(str::to_string).collect();
    all.push(name.clone());
    add(
        "README.md".to_string(),
        planned_readme(root, names, &all)?,
        edit,
    );
    add("GAMES.md".to_string(), planned_games_md(root, &all)?, edit);
    add(
        format!("xtask/snapshots/{name}__fools-mate.snap"),
        planned_snapshot(names)?,
        new,
    );
    Ok(planned)
}

/// The text of the file `path` under `root`.
fn read_in(root: &Path, path: &str) -> Result<String, NewVariantError> {
    std::fs::read_to_string(root.join(path)).map_err(|source| NewVariantError::Read {
        path: path.to_string(),
        source,
    })
}

/// The workspace's `Cargo.toml` with the new crate as a member and a
/// workspace dependency.
fn planned_workspace(root: &Path, names: &Names) -> Result<String, NewVariantError> {
    let name = &names.name;
    let path = "Cargo.toml";
    let text = read_in(root, path)?;
    let text = insert_before(
        &text,
        "members = [",
        "    \"cvpages\",",
        &format!("    \"{name}\",\n"),
        path,
        "workspace member \"cvpages\"",
    )?;
    let text = insert_before(
        &text,
        "[workspace.dependencies]",
        "cvpages = {",
        &format!("cvpages-{name} = {{ path = \"{name}\", version = \"0.1.0\" }}\n"),
        path,
        "workspace dependency cvpages",
    )?;
    Ok(text)
}

/// The registry (`cvpages/src/lib.rs`) with the new crate re-exported,
/// listed in `VARIANTS` and opened by `with_variant`.
fn planned_registry(root: &Path, names: &Names) -> Result<String, NewVariantError> {
    let (name, lib, ty) = (&names.name, &names.lib, &names.type_name);
    let path = "cvpages/src/lib.rs";
    let text = read_in(root, path)?;
    let text = insert_before(
        &text,
        "",
        "pub use kernel;\n",
        &format!("pub use {lib};\n"),
        path,
        "pub use kernel;",
    )?;
    let text = insert_before(
        &text,
        "pub const VARIANTS",
        "\n];",
        &format!(
            "\n    VariantInfo {{\n        name: \"{name}\",\n        description: \"{} (new-variant: the game, its inventor, and what sets it apart); FIDE chess until its rules are written\",\n        option_keys: &[],\n        one_move_turns: true,\n    }},",
            names.title
        ),
        path,
        "end of VARIANTS",
    )?;
    let text = insert_before(
        &text,
        "pub fn with_variant",
        "        // A name in VARIANTS without an arm",
        &format!(
            "        \"{name}\" => {{\n            let variant = {lib}::{ty}::with_options(options);\n            task.run(variant.map_err(|e| refused(name, e))?)\n        }}\n"
        ),
        path,
        "fallback arm of with_variant",
    )?;
    Ok(text)
}

/// The conformance tests with the new crate's suite added; refused if
/// the file has a module of its name already.
fn planned_conformance(root: &Path, names: &Names) -> Result<String, NewVariantError> {
    let (name, lib, ty) = (&names.name, &names.lib, &names.type_name);
    let path = "tests/tests/conformance.rs";
    let text = read_in(root, path)?;
    if text.contains(&format!("conformance!(\n    {lib},")) {
        return Err(NewVariantError::Taken {
            name: Excerpt::new(name),
            reason: format!("{path} has a module {lib}"),
        });
    }
    Ok(format!(
        "{text}conformance!(\n    {lib},\n    ::{lib}::{ty}::new(),\n    Material::ONE_CAPTURE,\n    QUICK,\n    24\n);\n"
    ))
}

/// The uniform tests with the new crate's constructors checked.
fn planned_uniform(root: &Path, names: &Names) -> Result<String, NewVariantError> {
    let (name, lib, ty) = (&names.name, &names.lib, &names.type_name);
    let path = "tests/tests/uniform.rs";
    let text = read_in(root, path)?;
    let text = insert_before(
        &text,
        "check_constructors!(",
        "\n    );",
        &format!("\n        \"{name}\" => cvpages::{lib}::{ty},"),
        path,
        "list of check_constructors!",
    )?;
    Ok(text)
}

/// CI's script with the new crate packaged.
fn planned_ci_run(root: &Path, names: &Names) -> Result<String, NewVariantError> {
    let name = &names.name;
    let path = ".ci/run";
    let text = read_in(root, path)?;
    let text = insert_before(
        &text,
        "cargo package",
        " -p cvpages\n",
        &format!(" -p cvpages-{name}"),
        path,
        "package list of cargo package",
    )?;
    Ok(text)
}

/// README.md with the new crate's row in the crate table and its name in
/// the list of every variant's name (`all`).
fn planned_readme(root: &Path, names: &Names, all: &[String]) -> Result<String, NewVariantError> {
    let (name, lib) = (&names.name, &names.lib);
    let path = "README.md";
    let text = read_in(root, path)?;
    let text = insert_before(
        &text,
        "| variant | inventor | crate (package) | library |",
        "| every one of them, by name |",
        &format!(
            "| {} (new-variant: FIDE chess until its rules are written) | | `{name}` (`cvpages-{name}`) | `{lib}` |\n",
            names.title
        ),
        path,
        "row 'every one of them, by name' of the crate table",
    )?;
    let lead = "The variant names are ";
    let start = text.find(lead).ok_or(NewVariantError::NoPlace {
        path: path.to_string(),
        what: "sentence 'The variant names are'",
    })?;
    let end = text[start..]
        .find(".\n")
        .map_or(text.len(), |i| start + i + 1);
    let text = format!(
        "{}{}{}",
        &text[..start],
        prose_list(lead, all),
        &text[end..]
    );
    Ok(text)
}

/// GAMES.md with every variant's name (`all`) in the row of `variant`.
fn planned_games_md(root: &Path, all: &[String]) -> Result<String, NewVariantError> {
    let path = "GAMES.md";
    let text = read_in(root, path)?;
    let lead = "| `variant` | the name `cargo xtask` knows: ";
    let start = text.find(lead).ok_or(NewVariantError::NoPlace {
        path: path.to_string(),
        what: "row of `variant`",
    })?;
    let end =
        text[start..]
            .find(" (required)")
            .map(|i| start + i)
            .ok_or(NewVariantError::NoPlace {
                path: path.to_string(),
                what: "row of `variant`",
            })?;
    let listed: Vec<String> = all.iter().map(|n| format!("`{n}`")).collect();
    let text = format!(
        "{}{lead}{}{}",
        &text[..start],
        listed.join(", "),
        &text[end..]
    );
    Ok(text)
}

/// The new crate's report of its game: the scaffold plays FIDE chess, so
/// its report is FIDE chess's under the variant's name.
fn planned_snapshot(names: &Names) -> Result<String, NewVariantError> {
    let name = &names.name;
    let game = names.fill(include_str!("../template/games/fools-mate.game.in"));
    let as_chess = game.replace(&format!("variant: {name}\n"), "variant: chess\n");
    let file = GameFile::parse(&as_chess).map_err(|e| NewVariantError::Replay(e.to_string()))?;
    let report = cvpages::replay(&file).map_err(|e| NewVariantError::Replay(e.to_string()))?;
    if !report.problems().is_empty() {
        return Err(NewVariantError::Replay(report.problems().join("; ")));
    }
    let rendered =
        report
            .render()
            .replacen("\nVariant: chess\n", &format!("\nVariant: {name}\n"), 1);
    Ok(format!(
        "{}{}\n",
        crate::verify::SNAPSHOT_HEADER,
        rendered.trim_end()
    ))
}

/// Scaffolds and registers the variant `name` below `root`, then formats
/// the workspace (`cargo fmt --all`, which lays the new lines out);
/// returns the files written, below `root`.
///
/// # Errors
/// [`NewVariantError`]: a bad or taken name, or a file that cannot be read,
/// has no place for the variant, or cannot be written.
pub fn scaffold(root: &Path, name: &str) -> Result<Vec<PathBuf>, NewVariantError> {
    let names = check_name(root, name)?;
    let planned = plan(root, &names)?;
    for file in &planned {
        let path = root.join(&file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|source| NewVariantError::Write {
                path: file.path.display().to_string(),
                source,
            })?;
        }
        files::write(&path, &file.text, file.existing)?;
    }
    Ok(planned.into_iter().map(|p| p.path).collect())
}

/// The command: scaffolds `name` below `root`, formats the workspace, and
/// says what was written and what to do next; returns the exit status.
pub fn command(root: &Path, name: &str, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let written = match scaffold(root, name) {
        Ok(written) => written,
        Err(e) => {
            let _ = writeln!(
                err,
                "error: {}",
                cvpages_cli::lines::one_line(&e.to_string())
            );
            return if e.is_bad_input() {
                cvpages_cli::lines::BAD_INPUT
            } else {
                cvpages_cli::lines::FAILED
            };
        }
    };
    for path in &written {
        let _ = writeln!(out, "wrote {}", path.display());
    }
    let formatted = std::process::Command::new(std::env::var("CARGO").unwrap_or("cargo".into()))
        .args(["fmt", "--all"])
        .current_dir(root)
        .status();
    if !formatted.is_ok_and(|s| s.success()) {
        let _ = writeln!(
            err,
            "note: cargo fmt --all did not run; run it before committing"
        );
    }
    let _ = writeln!(
        out,
        "{name} plays FIDE chess until its rules are written: see ARCHITECTURE.md, \"Adding a variant\", for what to fill in"
    );
    0
}
