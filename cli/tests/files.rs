//! Writing a user's file ([`cvpages_cli::files`]): a file kept unless
//! replacing is asked, nothing left behind, the name quoted.

use cvpages_cli::files::{quote, write, Existing, FileError};
use std::path::Path;
use test_support::folders::{empty_folder, sorted_names};

#[test]
fn a_new_file_is_written_and_nothing_else_is_left() {
    let dir = empty_folder("files", "new");
    write(&dir.join("a.game"), "text", Existing::Keep).expect("written");
    write(&dir.join("b.game"), "more", Existing::Replace).expect("written");
    assert_eq!(sorted_names(&dir), ["a.game", "b.game"]);
    assert_eq!(std::fs::read_to_string(dir.join("a.game")).unwrap(), "text");
}

#[test]
fn an_existing_file_is_kept_unless_replacing_is_asked() {
    let dir = empty_folder("files", "existing");
    let path = dir.join("precious.txt");
    std::fs::write(&path, "precious").unwrap();
    let e = write(&path, "game", Existing::Keep).unwrap_err();
    assert_eq!(e.to_string(), format!("{} exists already", quote(&path)));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
    assert_eq!(sorted_names(&dir), ["precious.txt"]);
    write(&path, "game", Existing::Replace).expect("replaced");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "game");
    assert_eq!(sorted_names(&dir), ["precious.txt"]);
}

#[test]
fn a_failure_leaves_nothing_and_names_the_file_quoted() {
    let dir = empty_folder("files", "failure");
    // A folder where the file would go: neither kept nor replaced.
    std::fs::create_dir(dir.join("sub")).unwrap();
    assert!(matches!(
        write(&dir.join("sub"), "x", Existing::Keep),
        Err(FileError::Exists { .. })
    ));
    let e = write(&dir.join("sub"), "x", Existing::Replace).unwrap_err();
    assert!(matches!(e, FileError::Write { .. }), "{e}");
    // No such folder.
    let missing = dir.join("missing\n\u{1b}[31m").join("x.game");
    let e = write(&missing, "x", Existing::Keep).unwrap_err();
    let message = e.to_string();
    assert!(
        message.starts_with(&format!("cannot write {}: ", quote(&missing))),
        "{message}"
    );
    assert!(message.contains(r"missing\n\u{1b}[31m"), "{message}");
    assert!(!message.contains(|c: char| c.is_control()), "{message}");
    // A path that names no file.
    let e = write(Path::new("/"), "x", Existing::Replace).unwrap_err();
    assert_eq!(e.to_string(), "cannot write '/': it names no file");
    assert_eq!(sorted_names(&dir), ["sub"]);
}
