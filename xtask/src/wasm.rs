//! The WebAssembly build of the play pages: `cvpages-web` compiled for
//! `wasm32-unknown-unknown` (profile `wasm` of the workspace, or
//! `wasm-test` for the browser tests: [`Build`]) and turned into a
//! no-modules script by the `wasm-bindgen` command, which must be the
//! version the crate pins (the two read each other's output only at the
//! same version). A missing target or command is refused with a line that
//! says what to install.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The target the module is built for.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// Which build of the module: the one the site ships, or the cheaper one
/// the browser tests load (the same code, optimised less, built in a
/// fraction of the time: the workspace's `Cargo.toml` has the figures).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Build {
    /// Profile `wasm`: release speed and size, for the site and the
    /// benchmark.
    Site,
    /// Profile `wasm-test`: for the tests, which check what the pages do,
    /// not how fast.
    Tests,
}

impl Build {
    /// The cargo profile the module is built with.
    pub fn profile(self) -> &'static str {
        match self {
            Build::Site => "wasm",
            Build::Tests => "wasm-test",
        }
    }

    /// The folder under the target directory that wasm-bindgen writes
    /// into, one per build so that the two never overwrite each other.
    fn bindgen_dir(self) -> &'static str {
        match self {
            Build::Site => "wasm-site",
            Build::Tests => "wasm-test-site",
        }
    }
}

/// The module as the site writes it.
#[derive(Debug, Clone)]
pub struct Module {
    /// wasm-bindgen's no-modules script (defines `wasm_bindgen`).
    pub glue: String,
    /// The module's bytes.
    pub wasm: Vec<u8>,
}

/// The version of the `wasm-bindgen` crate in `Cargo.lock` (which
/// `web/Cargo.toml` pins exactly), if the lock names it.
pub fn pinned_version(root: &Path) -> Option<String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).ok()?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            let version = lines.next()?;
            return version
                .strip_prefix("version = \"")
                .and_then(|v| v.strip_suffix('"'))
                .map(str::to_string);
        }
    }
    None
}

/// The line that says how to install the command at `version`.
fn install_line(version: &str) -> String {
    format!("cargo install wasm-bindgen-cli --version ={version} --locked")
}

/// Builds the module from the workspace at `root` into `root/target`, as
/// `build` says.
///
/// # Errors
/// One line: the target or the `wasm-bindgen` command missing (and how to
/// install it), the wrong version of the command, or a failed build.
pub fn build(root: &Path, build: Build) -> Result<Module, String> {
    let version =
        pinned_version(root).ok_or("Cargo.lock names no wasm-bindgen: the web crate is missing")?;
    let found = Command::new("wasm-bindgen").arg("--version").output();
    let found = match found {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).trim().to_string(),
        _ => {
            return Err(format!(
                "the play pages need the wasm-bindgen command {version}: install it with `{}`",
                install_line(&version)
            ))
        }
    };
    if found.split_whitespace().nth(1) != Some(version.as_str()) {
        return Err(format!(
            "the play pages need wasm-bindgen {version}, the crate's version, and `wasm-bindgen --version` says {found:?}: install it with `{}`",
            install_line(&version)
        ));
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = root.join("target");
    let status = Command::new(&cargo)
        .current_dir(root)
        .args([
            "build",
            "--quiet",
            "--target",
            TARGET,
            "--profile",
            build.profile(),
            "-p",
            "cvpages-web",
        ])
        .arg("--target-dir")
        .arg(&target_dir)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "the WebAssembly build of cvpages-web failed (if the target is missing: `rustup target add {TARGET}`)"
        ));
    }
    let wasm_in: PathBuf = target_dir
        .join(TARGET)
        .join(build.profile())
        .join("web.wasm");
    let out_dir = target_dir.join(build.bindgen_dir());
    let status = Command::new("wasm-bindgen")
        .args(["--target", "no-modules", "--no-typescript", "--out-dir"])
        .arg(&out_dir)
        .arg(&wasm_in)
        .status()
        .map_err(|e| format!("cannot run wasm-bindgen: {e}"))?;
    if !status.success() {
        return Err(format!("wasm-bindgen failed on {}", wasm_in.display()));
    }
    let glue = std::fs::read_to_string(out_dir.join("web.js"))
        .map_err(|e| format!("cannot read wasm-bindgen's web.js: {e}"))?;
    let wasm = std::fs::read(out_dir.join("web_bg.wasm"))
        .map_err(|e| format!("cannot read wasm-bindgen's web_bg.wasm: {e}"))?;
    Ok(Module { glue, wasm })
}
