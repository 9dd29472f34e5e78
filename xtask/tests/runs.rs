//! `cargo xtask`'s command line run in the test process, as the tests of
//! its commands run it: the status and the two streams it wrote.

/// Runs the command line `args` with nothing on standard input: the
/// status, standard output and standard error, each of which must be
/// UTF-8.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = xtask::cli::run(args, &mut out, &mut err);
    (
        status,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

/// Runs the command line `args` with `input` on standard input: the
/// status, standard output and standard error, each read lossily (what
/// is not UTF-8 becomes U+FFFD).
pub fn run_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = xtask::cli::run_with_input(args, &mut input.as_bytes(), &mut out, &mut err);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}
