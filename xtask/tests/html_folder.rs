//! The site's folder ([`xtask::html::SiteFolder`]): a file over its limit
//! is refused and leaves nothing, files appear only at the commit.

use test_support::folders::{scratch_path, sorted_names};
use xtask::html::{SiteError, SiteFolder, SITE_MARK};

#[test]
fn a_file_over_its_limit_is_not_written_and_leaves_nothing() {
    let dir = scratch_path("folder", "limit");
    let mut folder = SiteFolder::take(&dir).expect("a new folder");
    let err = folder
        .stage("big.html", 10, |out| out.write_all(b"twelve bytes"))
        .expect_err("over the limit");
    assert!(
        matches!(err, SiteError::TooLarge { limit: 10, .. }),
        "{err}"
    );
    folder
        .stage("small.html", 10, |out| out.write_all(b"ten bytes."))
        .expect("at the limit");
    assert_eq!(
        sorted_names(&dir).len(),
        2,
        "the mark and one temporary file"
    );
    drop(folder);
    assert_eq!(
        sorted_names(&dir),
        [SITE_MARK],
        "the temporary files are gone"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn files_appear_at_the_commit() {
    let dir = scratch_path("folder", "commit");
    let mut folder = SiteFolder::take(&dir).expect("a new folder");
    let path = folder
        .stage("a.html", 100, |out| out.write_all(b"a"))
        .expect("written");
    assert!(!path.exists());
    assert_eq!(
        folder.commit().expect("renamed"),
        std::slice::from_ref(&path)
    );
    assert_eq!(std::fs::read_to_string(&path).expect("there"), "a");
    assert_eq!(sorted_names(&dir), [SITE_MARK, "a.html"]);
    let _ = std::fs::remove_dir_all(&dir);
}
