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
