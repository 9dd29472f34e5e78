//! `cvpages`: see the library's docs for the commands.

use std::io::IsTerminal;

fn main() {
    // Not `args()`, which panics on an argument that is not UTF-8.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let mut stdin = std::io::stdin().lock();
    let input = cvpages_cli::play::Input::from_stdin(&mut stdin);
    let status = cvpages_cli::run_with(
        &args,
        input,
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        std::io::stderr().is_terminal(),
    );
    std::process::exit(status);
}
