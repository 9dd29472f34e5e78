//! Which cargo profile built this program, for the speed figures: `cargo
//! xtask` builds with the fast `xtask` profile (no link-time optimisation),
//! `cargo xtask-bench` with `release` (link-time optimisation), and a
//! figure says which it comes from.

/// The alias that builds the tasks with the release profile.
pub const BENCH_ALIAS: &str = "cargo xtask-bench";

/// The profile that built the running program: the name of the folder
/// its binary is in (cargo puts a profile's binaries in `target/<profile>`,
/// `debug` for `dev`), or `None` when that cannot be told (a test binary
/// sits in `deps`).
pub fn profile() -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?.file_name()?.to_str()?;
    (dir != "deps").then(|| dir.to_string())
}

/// A line to print beside a speed figure when the program was not built
/// with the release profile, saying how to get the figure that is: the
/// figures of the README and of issue 22 are release-with-LTO figures.
pub fn speed_note() -> Option<String> {
    match profile().as_deref() {
        Some("release") => None,
        Some(name) => Some(format!(
            "note: this build uses the {name} profile, without link-time optimisation; for speed figures run {BENCH_ALIAS} with the same arguments"
        )),
        None => Some(format!(
            "note: not built with the release profile; for speed figures run {BENCH_ALIAS} with the same arguments"
        )),
    }
}
