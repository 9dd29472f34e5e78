//! Every crate's integration tests are one binary, `tests/suite.rs`, with a
//! module per file (`autotests = false` in each `Cargo.toml`), so a test
//! file that `suite.rs` does not declare would never be built or run. This
//! reads each member's `tests/` folder and its `suite.rs` and fails on a
//! file left out, or on a crate that has test files but no suite.

use std::path::{Path, PathBuf};

/// The workspace's root, read from this crate's manifest folder.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the workspace")
        .to_path_buf()
}

/// The members named in the workspace's `Cargo.toml` (`members = [...]`).
fn members(root: &Path) -> Vec<String> {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("workspace manifest");
    let start = manifest.find("members").expect("a members list");
    let list = &manifest[start..];
    let list = &list[list.find('[').expect("[") + 1..list.find(']').expect("]")];
    list.split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty() && !m.starts_with('#'))
        .collect()
}

/// The module names `suite.rs` declares (`mod name;`, with or without a
/// `#[path]` above it).
fn declared(suite: &str) -> Vec<String> {
    suite
        .lines()
        .filter_map(|line| line.trim().strip_prefix("mod "))
        .filter_map(|rest| rest.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_test_file_is_a_module_of_its_crates_suite() {
    let root = workspace();
    let mut missing = Vec::new();
    let mut checked = 0;
    for member in members(&root) {
        let dir = root.join(&member).join("tests");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files = Vec::new();
        for entry in entries {
            let path = entry.expect("a readable tests folder").path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if let Some(stem) = name.strip_suffix(".rs") {
                if stem != "suite" {
                    files.push(stem.to_string());
                }
            } else if path.join("main.rs").exists() || path.join("mod.rs").exists() {
                files.push(name);
            }
        }
        if files.is_empty() {
            continue;
        }
        let Ok(suite) = std::fs::read_to_string(dir.join("suite.rs")) else {
            missing.push(format!("{member}: test files but no tests/suite.rs"));
            continue;
        };
        let modules = declared(&suite);
        for file in files {
            checked += 1;
            if !modules.contains(&file) {
                missing.push(format!(
                    "{member}/tests: {file} is not declared in suite.rs"
                ));
            }
        }
    }
    assert!(
        checked > 50,
        "only {checked} test files found: is the workspace read right?"
    );
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The `.rs` files under `dir`, at any depth.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.expect("a readable source folder").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The sections of a manifest that describe a target (`[lib]`, `[[bin]]`),
/// each as its header and its lines up to the next header.
fn target_sections(manifest: &str) -> Vec<(&str, Vec<&str>)> {
    let mut sections: Vec<(&str, Vec<&str>)> = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            sections.push((line, Vec::new()));
        } else if let Some((_, lines)) = sections.last_mut() {
            lines.push(line);
        }
    }
    sections.retain(|(header, _)| *header == "[lib]" || *header == "[[bin]]");
    sections
}

/// Whether `source` marks an item `#[test]` or `#[cfg(test)]`: the
/// attribute first on a line, so that a comment or a string naming it (the
/// `layers` module, which leaves test code out of the lengths it measures,
/// finds it by name) is not taken for one.
fn holds_a_unit_test(source: &str) -> bool {
    source
        .lines()
        .map(str::trim_start)
        .any(|line| line.starts_with("#[test]") || line.starts_with("#[cfg(test)]"))
}

#[test]
fn a_unit_test_is_told_from_a_mention_of_one() {
    assert!(holds_a_unit_test(
        "fn f() {}\n\n#[cfg(test)]\nmod tests {}\n"
    ));
    assert!(holds_a_unit_test(
        "mod tests {\n    #[test]\n    fn t() {}\n}\n"
    ));
    assert!(holds_a_unit_test("#[cfg(test)] mod tests;"));
    assert!(!holds_a_unit_test(
        "//! Test code (`#[cfg(test)]`) does not count.\n\
         fn f(s: &str) -> Option<usize> { s.find(\"#[cfg(test)]\") }\n\
         /// a `#[test]` function\n"
    ));
}

/// A target built without its test harness (`test = false`, so that
/// `cargo test` does not compile a crate again for a binary that runs
/// nothing) must hold no unit test: one added later would never run. The
/// library's files are every `.rs` file under `src/` but the binaries'.
#[test]
fn a_target_without_a_test_harness_has_no_unit_test() {
    let root = workspace();
    let mut found = Vec::new();
    let mut without = 0;
    for member in members(&root) {
        let dir = root.join(&member);
        let Ok(manifest) = std::fs::read_to_string(dir.join("Cargo.toml")) else {
            continue;
        };
        let sections = target_sections(&manifest);
        let path_of = |lines: &[&str]| {
            lines.iter().find_map(|l| {
                let value = l.strip_prefix("path")?.trim_start().strip_prefix('=')?;
                Some(dir.join(value.trim().trim_matches('"')))
            })
        };
        let bins: Vec<PathBuf> = sections
            .iter()
            .filter(|(header, _)| *header == "[[bin]]")
            .filter_map(|(_, lines)| path_of(lines.as_slice()))
            .chain([dir.join("src/main.rs")])
            .collect();
        for (header, lines) in &sections {
            if !lines.iter().any(|l| l.replace(' ', "") == "test=false") {
                continue;
            }
            without += 1;
            let files = if *header == "[lib]" {
                let mut all = Vec::new();
                rust_files(&dir.join("src"), &mut all);
                all.retain(|f| !bins.contains(f));
                all
            } else {
                path_of(lines.as_slice()).into_iter().collect()
            };
            for file in files {
                let text = std::fs::read_to_string(&file).expect("a readable source file");
                if holds_a_unit_test(&text) {
                    found.push(format!(
                        "{}: a unit test in a target with test = false ({member} {header})",
                        file.strip_prefix(&root).unwrap_or(&file).display()
                    ));
                }
            }
        }
    }
    assert!(
        without >= 17,
        "only {without} targets with test = false found: is the workspace read right?"
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The headers of the sections of `manifest` that name the package
/// `package` (a line `package = ...` or `package.workspace = true`).
fn sections_naming<'m>(manifest: &'m str, package: &str) -> Vec<&'m str> {
    let mut header = "";
    let mut found = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            header = line;
        } else if line
            .strip_prefix(package)
            .is_some_and(|rest| rest.starts_with([' ', '=', '.']))
        {
            found.push(header);
        }
    }
    found
}

/// `cvpages-test-support` (the helpers the test suites share) is only
/// ever a `[dev-dependencies]` entry: no library, and nothing a library
/// builds, depends on it.
#[test]
fn the_test_support_crate_is_only_a_dev_dependency() {
    let package = "cvpages-test-support";
    let made_up = "[dependencies]\ncvpages-test-support = { path = \"../test-support\" }\n\
                   [dev-dependencies]\ncvpages-test-support.workspace = true\n\
                   cvpages-test-support-more = \"1\"\n";
    assert_eq!(
        sections_naming(made_up, package),
        ["[dependencies]", "[dev-dependencies]"]
    );
    let root = workspace();
    let (mut users, mut wrong) = (0, Vec::new());
    for member in members(&root) {
        let manifest = std::fs::read_to_string(root.join(&member).join("Cargo.toml"))
            .expect("a member's manifest");
        for header in sections_naming(&manifest, package) {
            if header == "[dev-dependencies]" {
                users += 1;
            } else {
                wrong.push(format!("{member}/Cargo.toml: {package} in {header}"));
            }
        }
    }
    assert!(users >= 10, "only {users} crates' tests use {package}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
