//! Writing a user's file safely: the one way a command writes a file.
//!
//! - **No file is replaced unless the caller asks** ([`Existing::Replace`]);
//!   with [`Existing::Keep`] a file that exists is left as it is and the
//!   write is refused ([`FileError::Exists`]), checked and written in one
//!   step of the file system, so that a file made in between is kept too.
//! - **A failure never leaves half a file**: the text is written to a
//!   temporary file in the same folder (`.NAME.PID.N.tmp`), flushed to the
//!   disk, and only then renamed (or linked) to its name, which the file
//!   system does at once; on any failure the temporary file is removed.
//! - **A file name is quoted as errors quote input** ([`quote`]): escaped
//!   to one line and cut short, so that a name holding a line break or a
//!   terminal escape sequence is shown, not obeyed.
//!
//! # Examples
//! ```
//! use cvpages_cli::files::{self, Existing, FileError};
//! let dir = std::env::temp_dir().join(format!("files-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = dir.join("precious.txt");
//! files::write(&path, "mine", Existing::Keep).unwrap();
//! let refused = files::write(&path, "yours", Existing::Keep).unwrap_err();
//! assert!(matches!(refused, FileError::Exists { .. }));
//! assert!(refused.to_string().ends_with("precious.txt' exists already"));
//! assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine");
//! files::write(&path, "yours", Existing::Replace).unwrap();
//! assert_eq!(std::fs::read_to_string(&path).unwrap(), "yours");
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```

use kernel::excerpt::Excerpt;
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use thiserror::Error;

/// What [`write()`] does when the file exists already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Keep it and refuse the write: for a file the user names.
    Keep,
    /// Replace it: only where the user asked for it, or for a file the
    /// command itself owns (a snapshot waiting for review, a file it
    /// edits).
    Replace,
}

/// Why a file was not written.
#[derive(Debug, Error)]
pub enum FileError {
    /// The file exists and [`Existing::Keep`] was asked for: it is as it
    /// was.
    #[error("{path} exists already")]
    Exists {
        /// The file, quoted.
        path: Excerpt,
    },
    /// The file system refused (no such folder, no permission, a full
    /// disk); nothing was left behind.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file, quoted.
        path: Excerpt,
        /// The file system's error.
        source: io::Error,
    },
}

/// The most bytes of a file name [`quote`] shows: a name is shown whole
/// unless it is very long or made of escapes.
pub const NAME_WIDTH: usize = 200;

/// `path` quoted for a message: escaped to one line, at most
/// [`NAME_WIDTH`] bytes shown, as [`Excerpt`] quotes input (a name that is
/// not UTF-8 shows U+FFFD for each invalid sequence).
///
/// # Examples
/// ```
/// use std::path::Path;
/// assert_eq!(cvpages_cli::files::quote(Path::new("my game.game")).to_string(), "'my game.game'");
/// assert_eq!(
///     cvpages_cli::files::quote(Path::new("\u{1b}[2Jx.game")).to_string(),
///     r"'\u{1b}[2Jx.game'"
/// );
/// ```
pub fn quote(path: &Path) -> Excerpt {
    Excerpt::with_width(&path.to_string_lossy(), NAME_WIDTH)
}

/// Writes `text` to the file `path` through a temporary file in its
/// folder, keeping or replacing a file that exists as `existing` says.
///
/// # Errors
/// [`FileError::Exists`] for a file kept; [`FileError::Write`] when the
/// file system refuses (the folder does not exist, `path` names a folder
/// or no file at all, no permission, the disk is full).
pub fn write(path: &Path, text: impl AsRef<[u8]>, existing: Existing) -> Result<(), FileError> {
    let failed = |source: io::Error| FileError::Write {
        path: quote(path),
        source,
    };
    let temporary = temporary_beside(path).map_err(failed)?;
    let result = fill(&temporary, text.as_ref())
        .and_then(|()| commit(&temporary, path, existing))
        .map_err(|e| match e {
            Commit::Exists => FileError::Exists { path: quote(path) },
            Commit::Failed(source) => failed(source),
        });
    // Gone after a rename; after a link or a failure, the name to remove.
    let _ = std::fs::remove_file(&temporary);
    result
}

/// Why the temporary file did not become the file.
enum Commit {
    /// The file exists and is kept.
    Exists,
    /// The file system's error.
    Failed(io::Error),
}

impl From<io::Error> for Commit {
    fn from(e: io::Error) -> Commit {
        Commit::Failed(e)
    }
}

/// A name for a temporary file in the folder of `path`, which no file
/// has yet: `.NAME.PID.N.tmp`, N counted in this process.
fn temporary_beside(path: &Path) -> io::Result<PathBuf> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "it names no file"))?;
    let mut temporary = OsString::from(".");
    temporary.push(name);
    temporary.push(format!(
        ".{}.{}.tmp",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    Ok(path.with_file_name(temporary))
}

/// Writes `text` to the new file `temporary` and flushes it to the disk.
fn fill(temporary: &Path, text: &[u8]) -> Result<(), Commit> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temporary)?;
    file.write_all(text)?;
    file.sync_all()?;
    Ok(())
}

/// Gives the full file `temporary` the name `path`. Kept files are
/// refused by a hard link, which fails on an existing name in the same
/// step that makes it; where the file system has no hard links, by a
/// look before the rename.
fn commit(temporary: &Path, path: &Path, existing: Existing) -> Result<(), Commit> {
    match existing {
        Existing::Replace => Ok(std::fs::rename(temporary, path)?),
        Existing::Keep => match std::fs::hard_link(temporary, path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(Commit::Exists),
            Err(_) if path.symlink_metadata().is_ok() => Err(Commit::Exists),
            Err(_) => Ok(std::fs::rename(temporary, path)?),
        },
    }
}
