//! The engine of an earlier revision, for `--opponent self:REV`: the
//! revision's files taken out of git (`git archive`, so no worktree of the
//! repository is made) into a folder of their own, built there with
//! `cargo build --release -p cvpages-cli` in a target folder of its own,
//! and its `cvpages uci` driven over UCI. A revision built once is reused.
//!
//! The folder is `$CVPAGES_BASELINES/<commit>` (`cvpages-baselines` in the
//! system's temporary folder when the variable is unset), holding `src/`,
//! `target/`, `build.log` and `bin/cvpages`. The revision must have the
//! `cvpages uci` command (merge 5997634 or later).

use super::uci_engine::EngineCommand;
use kernel::excerpt::Excerpt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where the baselines are kept.
pub fn baselines_folder() -> PathBuf {
    std::env::var_os("CVPAGES_BASELINES")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("cvpages-baselines"))
}

/// The full commit `rev` names in the repository at `root`.
///
/// # Errors
/// One line: git does not run or knows no such commit.
pub fn resolve(root: &Path, rev: &str) -> Result<String, String> {
    let bad = || format!("self:{}: no such revision", Excerpt::new(rev));
    if rev.is_empty() || rev.starts_with('-') {
        return Err(bad());
    }
    let output = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "--verify", "--quiet"])
        .arg(format!("{rev}^{{commit}}"))
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("self:{}: cannot run git: {e}", Excerpt::new(rev)))?;
    let sha = String::from_utf8_lossy(&output.stdout).trim().to_string();
    if !output.status.success() || sha.len() != 40 {
        return Err(bad());
    }
    Ok(sha)
}

/// The command that runs the engine of `rev` over UCI, building it first
/// if it is not built yet (minutes: a release build of the command and
/// everything below it). `progress` hears what is being done.
///
/// # Errors
/// One line: the revision is unknown, or extracting or building it
/// failed (the build's log is named).
pub fn engine_of(
    root: &Path,
    rev: &str,
    progress: &mut dyn FnMut(&str),
) -> Result<EngineCommand, String> {
    let sha = resolve(root, rev)?;
    let dir = baselines_folder().join(&sha);
    let bin = dir.join("bin").join("cvpages");
    if !bin.is_file() {
        build(root, &sha, &dir, progress)?;
    }
    Ok(EngineCommand {
        program: bin.to_string_lossy().into_owned(),
        args: vec!["uci".to_string()],
    })
}

fn build(root: &Path, sha: &str, dir: &Path, progress: &mut dyn FnMut(&str)) -> Result<(), String> {
    let short = &sha[..7];
    let src = dir.join("src");
    let fail = |what: &str, e: &dyn std::fmt::Display| format!("self:{short}: {what}: {e}");
    let _ = std::fs::remove_dir_all(&src);
    std::fs::create_dir_all(&src).map_err(|e| fail("cannot create the folder", &e))?;
    progress(&format!(
        "building the engine of {short} in {} (a release build: minutes)",
        dir.display()
    ));
    let archive = dir.join("src.tar");
    let status = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["archive", "--format=tar", "-o"])
        .arg(&archive)
        .arg(sha)
        .status()
        .map_err(|e| fail("git archive", &e))?;
    if !status.success() {
        return Err(fail("git archive", &status));
    }
    let status = Command::new("tar")
        .arg("-xf")
        .arg(&archive)
        .arg("-C")
        .arg(&src)
        .status()
        .map_err(|e| fail("tar", &e))?;
    let _ = std::fs::remove_file(&archive);
    if !status.success() {
        return Err(fail("tar", &status));
    }
    let log_path = dir.join("build.log");
    let log = std::fs::File::create(&log_path).map_err(|e| fail("cannot write build.log", &e))?;
    let log2 = log.try_clone().map_err(|e| fail("build.log", &e))?;
    let status = Command::new("cargo")
        .args(["build", "--release", "-p", "cvpages-cli"])
        .current_dir(&src)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .stdout(log)
        .stderr(log2)
        .status()
        .map_err(|e| fail("cargo", &e))?;
    if !status.success() {
        return Err(format!(
            "self:{short}: the build failed: see {}",
            log_path.display()
        ));
    }
    let bin_dir = dir.join("bin");
    std::fs::create_dir_all(&bin_dir).map_err(|e| fail("cannot create bin", &e))?;
    std::fs::copy(dir.join("target/release/cvpages"), bin_dir.join("cvpages"))
        .map_err(|e| fail("cannot copy the binary", &e))?;
    Ok(())
}
