//! Scratch folders for the tests that write files, one per test, under
//! the system's temporary folder and the process's id, so that suites run
//! at once do not meet.

use std::path::{Path, PathBuf};

/// The path of test `name`'s scratch folder in suite `suite`:
/// `cvpages-SUITE-PID/NAME` under the temporary folder, with whatever an
/// earlier run left there removed. Not created: for a test whose code
/// under test makes the folder.
pub fn scratch_path(suite: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("cvpages-{suite}-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Test `name`'s scratch folder in suite `suite` ([`scratch_path`]),
/// created empty. Panics if it cannot be made.
pub fn empty_folder(suite: &str, name: &str) -> PathBuf {
    let dir = scratch_path(suite, name);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The names of the entries of `dir`, sorted. Panics if it cannot be
/// read.
pub fn sorted_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// The files of `dir` whose name ends in `.EXTENSION` (`"game"` for the
/// game files), sorted by path. Panics if `dir` cannot be read.
pub fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}
