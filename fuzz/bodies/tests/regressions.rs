//! Every input that ever made a fuzz target fail (a panic, a message of
//! several lines or too long, a timeout), kept in
//! `fuzz/regressions/<target>/`, run through the target's body on the
//! stable toolchain: each must pass now. `fuzz/regressions/README.md`
//! says where each came from and what it found.

use cvpages_fuzz::targets::{body, TARGETS};
use std::path::{Path, PathBuf};

/// `fuzz/regressions/`.
fn regressions() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("regressions")
}

/// The folders of `fuzz/regressions/` (one per target with kept inputs),
/// and the files in each, sorted.
fn kept() -> Vec<(String, Vec<PathBuf>)> {
    let mut folders = Vec::new();
    for entry in std::fs::read_dir(regressions()).expect("fuzz/regressions/ is there") {
        let path = entry.expect("an entry").path();
        if !path.is_dir() {
            continue;
        }
        let name = path
            .file_name()
            .expect("a folder name")
            .to_string_lossy()
            .into_owned();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&path)
            .expect("readable")
            .map(|e| e.expect("an entry").path())
            .collect();
        files.sort();
        folders.push((name, files));
    }
    folders.sort();
    folders
}

#[test]
fn every_kept_input_passes_its_target() {
    let mut failed = Vec::new();
    let mut ran = 0;
    for (target, files) in kept() {
        let Some(run) = body(&target) else {
            failed.push(format!("fuzz/regressions/{target}/ names no target"));
            continue;
        };
        for file in files {
            let data = std::fs::read(&file).expect("readable");
            ran += 1;
            if std::panic::catch_unwind(|| run(&data)).is_err() {
                failed.push(format!("{target}: {}", file.display()));
            }
        }
    }
    assert!(failed.is_empty(), "failed:\n{}", failed.join("\n"));
    assert!(ran > 0, "no input kept");
}

/// The targets `fuzz/Cargo.toml` builds are those that have a body here,
/// so that no target runs code the regressions do not.
#[test]
fn every_target_has_a_body() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("Cargo.toml");
    let text = std::fs::read_to_string(manifest).expect("fuzz/Cargo.toml");
    let mut built: Vec<&str> = text
        .split("[[bin]]")
        .skip(1)
        .filter_map(|bin| {
            bin.lines()
                .find_map(|l| l.trim().strip_prefix("name = "))
                .map(|n| n.trim_matches('"'))
        })
        .collect();
    built.sort_unstable();
    let mut listed: Vec<&str> = TARGETS.iter().map(|(n, _)| *n).collect();
    listed.sort_unstable();
    assert_eq!(built, listed);
    for name in built {
        let target = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("fuzz_targets")
            .join(format!("{name}.rs"));
        let text = std::fs::read_to_string(&target).expect("the target's file");
        let calls = |body: &str| text.contains(&format!("cvpages_fuzz::targets::{body}(data)"));
        assert!(
            calls(&format!("{name}::run")) || calls(&format!("variants::{name}")),
            "{} does not call its body",
            target.display()
        );
    }
}
