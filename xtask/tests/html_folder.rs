//! The site's folder ([`xtask::html::SiteFolder`]): a file over its limit
//! is refused and leaves nothing, files appear only at the commit.

use std::path::{Path, PathBuf};
use xtask::html::{SiteError, SiteFolder, SITE_MARK};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("cvpages-folder-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("reads")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_file_over_its_limit_is_not_written_and_leaves_nothing() {
    let dir = scratch("limit");
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
    assert_eq!(listing(&dir).len(), 2, "the mark and one temporary file");
    drop(folder);
    assert_eq!(listing(&dir), [SITE_MARK], "the temporary files are gone");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn files_appear_at_the_commit() {
    let dir = scratch("commit");
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
    assert_eq!(listing(&dir), [SITE_MARK, "a.html"]);
    let _ = std::fs::remove_dir_all(&dir);
}
