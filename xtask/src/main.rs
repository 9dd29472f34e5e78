//! `cargo xtask`: see the library's docs for the tasks.

fn main() {
    // Not `args()`, which panics on an argument that is not UTF-8.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    use std::io::IsTerminal;
    let status = xtask::cli::run_with_progress(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        std::io::stderr().is_terminal(),
    );
    std::process::exit(status);
}
