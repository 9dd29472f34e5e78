//! The names a new crate of the workspace may not take, read from the
//! workspace itself wherever it says them: its packages and their
//! dependencies (`Cargo.lock`), its members' libraries (their
//! `Cargo.toml`), the modules its sources declare, and the names the
//! scaffold's own sources use (`xtask/template/`); beside them, Rust's
//! keywords and the crates every program may name, which are the
//! language's.
//!
//! A name given to `new-variant` becomes a package `cvpages-NAME`, a
//! library `NAME` with `_` for `-`, a module of that name in the registry
//! and the conformance tests, and a type in `CamelCase`; each must be
//! free where it lands, or the workspace stops building (issue 35: the
//! keywords `abstract` and `become`, the dependency `thiserror` and the
//! type `Position` of the scaffold's own crate were accepted).

use std::path::Path;

/// Rust's strict and reserved keywords of every edition, as the Rust
/// Reference lists them ("Keywords"), `gen` (reserved from the 2024
/// edition) included. The weak keywords (`union`, `macro_rules`, `raw`,
/// `safe`, `auto`, `default`) are not here: they name a crate or a module
/// in every edition (tried with rustc 1.95).
pub const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// The crates the compiler gives every program by name (the extern
/// prelude of the sysroot), which no `Cargo.lock` lists.
pub const SYSROOT_CRATES: &[&str] = &["std", "core", "alloc", "proc_macro", "test"];

/// The folders cargo makes in a workspace, which may not be there yet.
pub const CARGO_FOLDERS: &[&str] = &["target"];

/// What a new variant's name becomes in the workspace.
#[derive(Debug, Clone, Copy)]
pub struct NewCrate<'a> {
    /// The name given: the crate's folder, `my-variant`.
    pub name: &'a str,
    /// Its library: `my_variant`.
    pub lib: &'a str,
    /// Its type: `MyVariant`.
    pub type_name: &'a str,
}

/// Why `new` cannot be a new crate below `root`: the first name it would
/// take that is taken, said as the end of `variant name 'x' is taken:
/// ...`; `None` when every name is free. Files that cannot be read give no
/// names (the scaffold's plan reads them again and says so).
pub fn taken(root: &Path, new: NewCrate<'_>) -> Option<String> {
    if KEYWORDS.contains(&new.lib) {
        return Some(format!("{} is a Rust keyword", new.lib));
    }
    if SYSROOT_CRATES.contains(&new.lib) {
        return Some(format!("{} is a crate of Rust's own", new.lib));
    }
    if CARGO_FOLDERS.contains(&new.name) {
        return Some(format!(
            "cargo keeps its {}/ folder in a workspace",
            new.name
        ));
    }
    let package = format!("cvpages-{}", new.name);
    for locked in locked_packages(root) {
        if locked == package {
            return Some(format!("Cargo.lock has a package {package}"));
        }
        if locked.replace('-', "_") == new.lib {
            return Some(format!(
                "Cargo.lock has a package {locked}, whose library is {}",
                new.lib
            ));
        }
    }
    for member in members(root) {
        let manifest = format!("{member}/Cargo.toml");
        if let Some(lib) = read(root, &manifest).as_deref().and_then(lib_name)
            && lib == new.lib
        {
            return Some(format!("{manifest} names its library {lib}"));
        }
    }
    for (file, module) in modules(root) {
        if module == new.lib {
            return Some(format!("{file} declares a module {module}"));
        }
    }
    for (file, text) in template_sources(root) {
        if identifiers(&text).any(|word| word == new.type_name) {
            return Some(format!(
                "its type would be {}, a name {file} uses",
                new.type_name
            ));
        }
    }
    None
}

/// The text of `path` below `root`, if it reads.
fn read(root: &Path, path: &str) -> Option<String> {
    std::fs::read_to_string(root.join(path)).ok()
}

/// The name of every package of `Cargo.lock`: the workspace's and every
/// dependency's.
fn locked_packages(root: &Path) -> Vec<String> {
    let Some(text) = read(root, "Cargo.lock") else {
        return Vec::new();
    };
    text.split("[[package]]")
        .skip(1)
        .filter_map(|package| package.lines().find_map(quoted_value("name")))
        .collect()
}

/// The value of a line `key = "value"`.
fn quoted_value(key: &str) -> impl Fn(&str) -> Option<String> + '_ {
    move |line: &str| {
        let (k, v) = line.split_once('=')?;
        let v = v.trim();
        (k.trim() == key && v.len() >= 2 && v.starts_with('"') && v.ends_with('"'))
            .then(|| v[1..v.len() - 1].to_string())
    }
}

/// The folders of the workspace's members, from the root manifest's
/// `members = [...]`.
fn members(root: &Path) -> Vec<String> {
    let Some(text) = read(root, "Cargo.toml") else {
        return Vec::new();
    };
    let Some(start) = text.find("members = [") else {
        return Vec::new();
    };
    let list = &text[start + "members = [".len()..];
    let list = &list[..list.find(']').unwrap_or(list.len())];
    list.split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

/// The library name a member's manifest gives in its `[lib]` section.
pub fn lib_name(manifest: &str) -> Option<String> {
    let section = manifest.split("\n[").find(|s| s.starts_with("lib]"))?;
    section.lines().skip(1).find_map(quoted_value("name"))
}

/// Every module a Rust file of the members or of the scaffold's template
/// declares (`mod NAME`, inline or from a file), with the file, below
/// `root`.
fn modules(root: &Path) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (file, text) in template_sources(root) {
        for line in text.lines() {
            if let Some(module) = declared_module(line) {
                found.push((file.clone(), module.to_string()));
            }
        }
    }
    for member in members(root) {
        let mut files = Vec::new();
        rust_files(&root.join(&member), &mut files);
        for file in files {
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            let shown = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            for line in text.lines() {
                if let Some(module) = declared_module(line) {
                    found.push((shown.clone(), module.to_string()));
                }
            }
        }
    }
    found
}

/// The module a line declares: `mod x;`, `pub mod x {`, `pub(crate) mod
/// x;`.
pub fn declared_module(line: &str) -> Option<&str> {
    let line = line.trim_start();
    let rest = match line.strip_prefix("pub") {
        Some(after) if after.starts_with('(') => &after[after.find(')')? + 1..],
        Some(after) => after,
        None => line,
    };
    let rest = rest.trim_start().strip_prefix("mod ")?;
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// The `.rs` files below `dir`, its `target` folders left out.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if entry.file_name() != "target" {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
}

/// The Rust sources of the scaffold's template (`xtask/template/src/`),
/// with their place below `root`.
fn template_sources(root: &Path) -> Vec<(String, String)> {
    let dir = "xtask/template/src";
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
        return Vec::new();
    };
    let mut found: Vec<(String, String)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(e.path()).ok()?;
            name.ends_with(".rs.in")
                .then(|| (format!("{dir}/{name}"), text))
        })
        .collect();
    found.sort();
    found
}

/// The identifiers of a Rust text (words of letters, digits and `_` that
/// do not start with a digit), outside `//` comments.
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .flat_map(|code| code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
}
