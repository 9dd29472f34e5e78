//! `cargo xtask`: see the library's docs for the tasks.

fn main() {
    // Not `args()`, which panics on an argument that is not UTF-8.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    use std::io::IsTerminal;
    let mut stdin = std::io::stdin().lock();
    let status = xtask::cli::run_with(
        &args,
        cvpages_cli::play::Input::from_stdin(&mut stdin),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        std::io::stderr().is_terminal(),
    );
    std::process::exit(status);
}
