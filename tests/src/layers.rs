//! The shape of the workspace's source, read from the files: which
//! module of a crate names which ([`Crate::circles`]: every circle of
//! imports), and which library functions are long
//! ([`Crate::long_functions`]).
//!
//! A crate's modules are the files its root (`lib.rs` or `main.rs`)
//! declares with `mod NAME;`, and theirs, down the tree. A file names a
//! module by a path in a `use` (`use crate::game::Game;`, `use
//! super::position::Position;`, `use fen::FenError;` for a child) or in
//! its code (`crate::perft::perft(...)`); a name a module re-exports
//! (`pub use position::Position;`) leads on to the module that defines
//! it. Test code (`#[cfg(test)]`) and comments do not count.
//!
//! Two modules are in a circle when each names the other, directly or
//! through others. Modules are compared where their paths part: `game`
//! naming `chesslike::Position` is an arrow from `game` to `chesslike`
//! among the crate's top modules; `chesslike/fen.rs` naming
//! `super::position::Position` one from `fen` to `position` among
//! `chesslike`'s children. A module naming an ancestor's own items, or a
//! parent its children, is no arrow: the parent holds what its children
//! share and says what they give.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// A module: its path from the crate root (empty for the root).
type ModPath = Vec<String>;

/// One file of a crate, read.
#[derive(Debug)]
struct Module {
    /// The file.
    file: PathBuf,
    /// Its code without comments, string contents or test modules.
    code: String,
    /// Its child modules declared by `mod NAME;`.
    children: BTreeSet<String>,
    /// What it re-exports: a name to the absolute path it stands for.
    reexports: BTreeMap<String, ModPath>,
    /// Modules whose every public name it re-exports (`pub use x::*`).
    globs: Vec<ModPath>,
}

/// An import from one module to another, where their paths part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arrow {
    /// The file that names the other module, and its 1-based line.
    pub file: String,
    /// The line.
    pub line: usize,
    /// The path as written (`crate::game::PlayError`).
    pub path: String,
}

/// A circle of imports among the children of one module of a crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Circle {
    /// The crate's directory.
    pub krate: String,
    /// The module whose children are in the circle (`crate` for the top).
    pub within: String,
    /// The children in the circle.
    pub modules: Vec<String>,
    /// One import for each arrow between them: from, to, where.
    pub arrows: Vec<(String, String, Arrow)>,
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: a circle among {}'s modules {}:",
            self.krate,
            self.within,
            self.modules.join(", ")
        )?;
        for (from, to, arrow) in &self.arrows {
            write!(
                f,
                "\n  {from} -> {to}: {}:{} names {}",
                arrow.file, arrow.line, arrow.path
            )?;
        }
        Ok(())
    }
}

/// A library function and its length in lines (from `fn` to its last
/// brace).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LongFunction {
    /// The file, from the crate's directory.
    pub file: String,
    /// The function's name.
    pub name: String,
    /// Its length in lines.
    pub lines: usize,
}

/// The code of `text` with comments blanked, string and character
/// literals emptied (so that neither braces nor paths in them count) and
/// line breaks kept, so that lines still count as in the file.
pub fn strip_comments_and_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&chars, i) {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                match chars.get(j) {
                    None => break,
                    Some('"') if (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) => {
                        j += 1 + hashes;
                        break;
                    }
                    Some('\n') => out.push('\n'),
                    _ => {}
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if chars.get(i) == Some(&'\n') {
                    out.push('\n');
                }
                i += 1;
            }
            out.push_str("\"\"");
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                out.push_str("' '");
                i = j + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                out.push_str("' '");
                i += 3;
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether an identifier character comes just before `i` (so an `r` there
/// is the end of a name, not a raw string's start).
fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The index just after the brace that closes the one at `open`.
fn matching_brace(code: &[u8], open: usize) -> usize {
    let mut depth = 0usize;
    for (i, &b) in code.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// `code` without the items under `#[cfg(test)]` (their lines kept
/// empty), and the names of the test modules declared by `mod NAME;`.
fn without_tests(code: &str) -> (String, Vec<String>) {
    let mut out = code.to_string();
    let mut test_files = Vec::new();
    let mut from = 0;
    while let Some(at) = out[from..].find("#[cfg(test)]").map(|i| i + from) {
        let bytes = out.as_bytes();
        let after = at + "#[cfg(test)]".len();
        let brace = out[after..].find('{').map(|i| i + after);
        let semi = out[after..].find(';').map(|i| i + after);
        let end = match (brace, semi) {
            (Some(b), Some(s)) if s < b => {
                let item = out[after..s].trim();
                if let Some(name) = item.rsplit(' ').next().filter(|_| item.contains("mod ")) {
                    test_files.push(name.to_string());
                }
                s + 1
            }
            (Some(b), _) => matching_brace(bytes, b),
            (None, Some(s)) => s + 1,
            (None, None) => out.len(),
        };
        let blank: String = out[at..end]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' })
            .collect();
        out.replace_range(at..end, &blank);
        from = end;
    }
    (out, test_files)
}

/// The statements `use ...;` of `code`: whether public (any `pub`), the
/// tree after `use`, and the line.
fn use_statements(code: &str) -> Vec<(bool, String, usize)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("use ").map(|i| i + from) {
        from = at + 4;
        let starts_word =
            at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        if !starts_word {
            continue;
        }
        let line_start = code[..at].rfind(['\n', ';', '{', '}']).map_or(0, |i| i + 1);
        let before = code[line_start..at].trim();
        if !(before.is_empty() || before.starts_with("pub")) {
            continue;
        }
        let Some(end) = code[at..].find(';').map(|i| i + at) else {
            break;
        };
        let line = code[..at].matches('\n').count() + 1;
        out.push((
            before.starts_with("pub"),
            code[at + 4..end].to_string(),
            line,
        ));
        from = end;
    }
    out
}

/// The paths a use tree names (`a::{b, c::d as e}` gives `a::b` and
/// `a::c::d`, with the name each is known by: `b`, `e`); a glob's name is
/// `*`.
fn expand_use_tree(tree: &str) -> Vec<(Vec<String>, String)> {
    fn walk(
        tokens: &[String],
        i: &mut usize,
        prefix: &[String],
        out: &mut Vec<(Vec<String>, String)>,
    ) {
        let mut path = prefix.to_vec();
        while *i < tokens.len() {
            let t = tokens[*i].as_str();
            *i += 1;
            match t {
                "::" => {}
                "{" => loop {
                    walk(tokens, i, &path, out);
                    match tokens.get(*i).map(String::as_str) {
                        Some(",") => *i += 1,
                        Some("}") => {
                            *i += 1;
                            return;
                        }
                        _ => return,
                    }
                    if tokens.get(*i).map(String::as_str) == Some("}") {
                        *i += 1;
                        return;
                    }
                },
                "," | "}" => {
                    *i -= 1;
                    break;
                }
                "as" => {
                    let alias = tokens.get(*i).cloned().unwrap_or_default();
                    *i += 1;
                    out.push((path.clone(), alias));
                    return;
                }
                "*" => {
                    out.push((path.clone(), "*".to_string()));
                    return;
                }
                name => path.push(name.to_string()),
            }
        }
        if path.len() > prefix.len() {
            let name = path.last().cloned().unwrap_or_default();
            if name == "self" {
                path.pop();
                let name = path.last().cloned().unwrap_or_default();
                out.push((path, name));
            } else {
                out.push((path, name));
            }
        }
    }
    let mut tokens = Vec::new();
    let mut word = String::new();
    let chars: Vec<char> = tree.chars().collect();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            if !word.is_empty() {
                tokens.push(std::mem::take(&mut word));
            }
            if c == ':' && chars.get(k + 1) == Some(&':') {
                tokens.push("::".to_string());
                k += 1;
            } else if "{},*".contains(c) {
                tokens.push(c.to_string());
            }
        }
        k += 1;
    }
    if !word.is_empty() {
        tokens.push(word);
    }
    let mut out = Vec::new();
    let mut i = 0;
    walk(&tokens, &mut i, &[], &mut out);
    out
}

/// The paths of `code` outside `use` statements that begin with `crate`,
/// `super`, `self` or one of `children`: the path's words, and its line.
fn code_paths(code: &str, children: &BTreeSet<String>) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = (bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            && (i == 0
                || !(bytes[i - 1].is_ascii_alphanumeric()
                    || bytes[i - 1] == b'_'
                    || bytes[i - 1] == b':'));
        if !starts_word {
            i += 1;
            continue;
        }
        let mut words = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
                j += 1;
            }
            if start == j {
                break;
            }
            words.push(code[start..j].to_string());
            if code[j..].starts_with("::") {
                j += 2;
            } else {
                break;
            }
        }
        let first = words.first().map(String::as_str).unwrap_or("");
        let relative = matches!(first, "crate" | "super" | "self") || children.contains(first);
        if words.len() > 1 && relative {
            out.push((words, code[..i].matches('\n').count() + 1));
        }
        i = j.max(i + 1);
    }
    out
}

/// `path` as written in module `at`, made absolute: `crate::a` is `a`,
/// `super::a` the parent's `a`, `self::a` and a child `c::a` are `at`'s.
/// `None` for a path that starts elsewhere (another crate).
fn absolute(path: &[String], at: &ModPath, children: &BTreeSet<String>) -> Option<ModPath> {
    let mut base = at.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        Some(first) if children.contains(first) => {}
        _ => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// A crate's modules, read from its root file.
pub struct Crate {
    /// The crate's directory name, for messages.
    name: String,
    /// The crate's directory.
    dir: PathBuf,
    modules: BTreeMap<ModPath, Module>,
}

impl Crate {
    /// Reads the crate in `dir` from `src/lib.rs` (or `src/main.rs` when
    /// there is no library).
    ///
    /// # Errors
    /// A file that cannot be read.
    pub fn read(dir: &Path) -> Result<Crate, String> {
        let src = dir.join("src");
        let root = if src.join("lib.rs").exists() {
            src.join("lib.rs")
        } else {
            src.join("main.rs")
        };
        let name = dir
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mut krate = Crate {
            name,
            dir: dir.to_path_buf(),
            modules: BTreeMap::new(),
        };
        krate.read_module(Vec::new(), &root, &src)?;
        Ok(krate)
    }

    /// Reads the module `path` from `file`, whose children are in
    /// `child_dir`, and its children.
    fn read_module(&mut self, path: ModPath, file: &Path, child_dir: &Path) -> Result<(), String> {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let (code, test_children) = without_tests(&strip_comments_and_strings(&text));
        let mut children = BTreeSet::new();
        for (line_no, line) in code.lines().enumerate() {
            let line = line.trim();
            let decl = line.strip_prefix("mod ").or_else(|| {
                line.split_once(" mod ")
                    .filter(|(v, _)| v.starts_with("pub"))
                    .map(|(_, r)| r)
            });
            if let Some(name) = decl.and_then(|r| r.strip_suffix(';')) {
                let name = name.trim().to_string();
                if !test_children.contains(&name) {
                    children.insert(name);
                }
            }
            let _ = line_no;
        }
        for child in &children {
            let flat = child_dir.join(format!("{child}.rs"));
            let (child_file, grandchildren) = if flat.exists() {
                (flat, child_dir.join(child))
            } else {
                (child_dir.join(child).join("mod.rs"), child_dir.join(child))
            };
            let mut child_path = path.clone();
            child_path.push(child.clone());
            self.read_module(child_path, &child_file, &grandchildren)?;
        }
        let mut reexports = BTreeMap::new();
        let mut globs = Vec::new();
        for (public, tree, _) in use_statements(&code) {
            if !public {
                continue;
            }
            for (used, name) in expand_use_tree(&tree) {
                if let Some(abs) = absolute(&used, &path, &children) {
                    if name == "*" {
                        globs.push(abs);
                    } else {
                        reexports.insert(name, abs);
                    }
                }
            }
        }
        self.modules.insert(
            path,
            Module {
                file: file.to_path_buf(),
                code,
                children,
                reexports,
                globs,
            },
        );
        Ok(())
    }

    /// The module an absolute path leads to: down the children, and on
    /// through re-exports, to the deepest module it names.
    fn resolve(&self, path: &[String], depth: usize) -> ModPath {
        let mut at: ModPath = Vec::new();
        for (i, word) in path.iter().enumerate() {
            let Some(module) = self.modules.get(&at) else {
                break;
            };
            if module.children.contains(word) {
                at.push(word.clone());
                continue;
            }
            if depth < 16 {
                if let Some(target) = module.reexports.get(word) {
                    let mut onward = target.clone();
                    onward.extend(path[i + 1..].iter().cloned());
                    return self.resolve(&onward, depth + 1);
                }
                for glob in &module.globs {
                    let mut onward = glob.clone();
                    onward.extend(path[i..].iter().cloned());
                    let found = self.resolve(&onward, depth + 1);
                    if found.len() > glob.len() {
                        return found;
                    }
                }
            }
            break;
        }
        at
    }

    /// Every arrow between modules: where their paths part, from one child
    /// to another of the module they part at.
    fn arrows(&self) -> BTreeMap<ModPath, Vec<(String, String, Arrow)>> {
        let mut out: BTreeMap<ModPath, Vec<(String, String, Arrow)>> = BTreeMap::new();
        for (path, module) in &self.modules {
            let mut named: Vec<(Vec<String>, usize)> = Vec::new();
            for (_, tree, line) in use_statements(&module.code) {
                for (used, _) in expand_use_tree(&tree) {
                    named.push((used, line));
                }
            }
            named.extend(code_paths(&module.code, &module.children));
            for (words, line) in named {
                let Some(abs) = absolute(&words, path, &module.children) else {
                    continue;
                };
                let target = self.resolve(&abs, 0);
                let common = path.iter().zip(&target).take_while(|(a, b)| a == b).count();
                if common == path.len() || common == target.len() {
                    continue;
                }
                let file = module
                    .file
                    .strip_prefix(&self.dir)
                    .unwrap_or(&module.file)
                    .display()
                    .to_string();
                out.entry(path[..common].to_vec()).or_default().push((
                    path[common].clone(),
                    target[common].clone(),
                    Arrow {
                        file,
                        line,
                        path: words.join("::"),
                    },
                ));
            }
        }
        out
    }

    /// Every circle of imports in the crate.
    pub fn circles(&self) -> Vec<Circle> {
        let mut out = Vec::new();
        for (within, arrows) in self.arrows() {
            let mut graph: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
            for (from, to, _) in &arrows {
                graph.entry(from).or_default().insert(to);
                graph.entry(to).or_default();
            }
            for component in strongly_connected(&graph) {
                if component.len() < 2 {
                    continue;
                }
                let mut shown: Vec<(String, String, Arrow)> = Vec::new();
                for (from, to, arrow) in &arrows {
                    let inside =
                        component.contains(&from.as_str()) && component.contains(&to.as_str());
                    if inside && !shown.iter().any(|(f, t, _)| f == from && t == to) {
                        shown.push((from.clone(), to.clone(), arrow.clone()));
                    }
                }
                out.push(Circle {
                    krate: self.name.clone(),
                    within: if within.is_empty() {
                        "crate".to_string()
                    } else {
                        within.join("::")
                    },
                    modules: component.iter().map(|m| m.to_string()).collect(),
                    arrows: shown,
                });
            }
        }
        out
    }

    /// The crate's top modules in layers, bottom first: a module of a
    /// layer names only modules of the layers below it, or of its own
    /// circle (the modules of a circle are placed together).
    pub fn layers(&self) -> Vec<Vec<String>> {
        let arrows = self.arrows().remove(&Vec::new()).unwrap_or_default();
        let Some(root) = self.modules.get(&Vec::new()) else {
            return Vec::new();
        };
        let mut graph: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for m in &root.children {
            graph.entry(m.as_str()).or_default();
        }
        for (from, to, _) in &arrows {
            graph.entry(from.as_str()).or_default().insert(to.as_str());
        }
        let components = strongly_connected(&graph);
        let mut left: Vec<&Vec<&str>> = components.iter().collect();
        let mut placed: BTreeSet<&str> = BTreeSet::new();
        let mut layers = Vec::new();
        while !left.is_empty() {
            let (ready, waiting): (Vec<&Vec<&str>>, Vec<&Vec<&str>>) =
                left.into_iter().partition(|component| {
                    component.iter().all(|m| {
                        graph[m]
                            .iter()
                            .all(|to| placed.contains(to) || component.contains(to))
                    })
                });
            if ready.is_empty() {
                break;
            }
            let mut layer: Vec<String> = ready
                .iter()
                .flat_map(|c| c.iter().map(|m| m.to_string()))
                .collect();
            layer.sort();
            placed.extend(ready.iter().flat_map(|c| c.iter().copied()));
            layers.push(layer);
            left = waiting;
        }
        layers
    }

    /// The crate's functions (outside test code) longer than `limit`
    /// lines, from `fn` to their last brace.
    pub fn long_functions(&self, limit: usize) -> Vec<LongFunction> {
        let mut out = Vec::new();
        for module in self.modules.values() {
            let file = module
                .file
                .strip_prefix(&self.dir)
                .unwrap_or(&module.file)
                .display()
                .to_string();
            for (name, lines) in function_lengths(&module.code) {
                if lines > limit {
                    out.push(LongFunction {
                        file: file.clone(),
                        name,
                        lines,
                    });
                }
            }
        }
        out
    }
}

/// Every function of `code` with a body: its name and length in lines.
fn function_lengths(code: &str) -> Vec<(String, usize)> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("fn ").map(|i| i + from) {
        from = at + 3;
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let name: String = code[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        // The body's brace: the first `{` outside the signature's
        // parentheses and angle brackets; a `;` first means no body.
        let mut depth = 0i32;
        let mut body = None;
        for (i, &b) in bytes.iter().enumerate().skip(at) {
            match b {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b';' if depth == 0 => break,
                b'{' if depth == 0 => {
                    body = Some(i);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = body else {
            continue;
        };
        let end = matching_brace(bytes, open);
        let lines = code[at..end].matches('\n').count() + 1;
        out.push((name, lines));
    }
    out
}

/// The strongly connected components of `graph` (Tarjan's algorithm,
/// iterative over the small graphs here by recursion depth at most the
/// number of modules).
fn strongly_connected<'a>(graph: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<Vec<&'a str>> {
    struct State<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<&'a str>>,
    }
    fn visit<'a>(v: &'a str, graph: &BTreeMap<&'a str, BTreeSet<&'a str>>, s: &mut State<'a>) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for &w in graph.get(v).into_iter().flatten() {
            if !s.index.contains_key(w) {
                visit(w, graph, s);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w);
                if w == v {
                    break;
                }
            }
            component.sort_unstable();
            s.out.push(component);
        }
    }
    let mut state = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for &v in graph.keys() {
        if !state.index.contains_key(v) {
            visit(v, graph, &mut state);
        }
    }
    state.out
}
