//! `cargo xtask`: see the library's docs for the tasks.

fn main() {
    // Not `args()`, which panics on an argument that is not UTF-8.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let status = xtask::cli::run_with_input(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    std::process::exit(status);
}
