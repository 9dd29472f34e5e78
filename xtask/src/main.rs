//! `cargo xtask`: see the library's docs for the tasks.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let status = xtask::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(status);
}
