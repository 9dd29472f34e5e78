//! The folder a site is written into, and how its files are written: no
//! file is replaced without being asked.
//!
//! - A folder is taken only if it is new, empty, or marked as a site by
//!   [`SITE_MARK`], which is written into it first; any other folder is
//!   refused before anything is written (it may hold a home page or
//!   photographs of the user's).
//! - Every file is written whole under a temporary name in the folder
//!   (`.index.html.<process>.tmp`), within a limit of bytes, and only when
//!   every file of the site is written are they renamed into place, the
//!   index last. A failure (a full disk, a page over its limit) removes the
//!   temporary files and leaves the folder as it was; a reader never sees a
//!   half-written file, and a file another program has open keeps its text.
//!
//! This is a minimal local version of writing user files safely; the
//! workspace may later share one module for it.

use super::SiteError;
use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// The name of the file that marks a folder as written by `verify-games
/// --html`, so that the site is written there again.
pub const SITE_MARK: &str = ".cvpages-site";

/// What the mark says, for a person who finds it.
const MARK_TEXT: &str = "This folder is a web site written by `cargo xtask verify-games --html`.\n\
It writes its pages here again; it refuses any other folder that is not empty.\n";

/// A folder taken for a site, with the files written so far under their
/// temporary names. Dropped before [`SiteFolder::commit`], it removes them.
#[derive(Debug)]
pub struct SiteFolder {
    dir: PathBuf,
    staged: Vec<Staged>,
}

/// A file written under a temporary name, to be renamed to `name`.
#[derive(Debug)]
struct Staged {
    temp: PathBuf,
    name: String,
}

impl SiteFolder {
    /// Takes `dir` for a site: makes it if it does not exist, marks it if it
    /// is empty, and takes it as it is if it holds the mark.
    ///
    /// # Errors
    /// [`SiteError::NotASite`] if it holds anything and not the mark;
    /// [`SiteError::NotAFolder`] if it is a file; [`SiteError::Folder`] if
    /// it cannot be made, read or marked.
    pub fn take(dir: &Path) -> Result<SiteFolder, SiteError> {
        let folder_error = |source: io::Error| SiteError::Folder {
            path: dir.display().to_string(),
            source,
        };
        match std::fs::metadata(dir) {
            Ok(meta) if !meta.is_dir() => {
                return Err(SiteError::NotAFolder {
                    path: dir.display().to_string(),
                })
            }
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                std::fs::create_dir_all(dir).map_err(folder_error)?;
            }
            Err(e) => return Err(folder_error(e)),
        }
        let mut first_other: Option<String> = None;
        let mut marked = false;
        for entry in std::fs::read_dir(dir).map_err(folder_error)? {
            let name = entry.map_err(folder_error)?.file_name();
            if name == SITE_MARK {
                marked = true;
            } else if first_other.is_none() {
                first_other = Some(name.to_string_lossy().into_owned());
            }
        }
        let mut folder = SiteFolder {
            dir: dir.to_path_buf(),
            staged: Vec::new(),
        };
        match (marked, first_other) {
            (true, _) => {}
            (false, None) => {
                folder.stage(SITE_MARK, u64::MAX, |out| {
                    out.write_all(MARK_TEXT.as_bytes())
                })?;
                folder.commit()?;
            }
            (false, Some(holds)) => {
                return Err(SiteError::NotASite {
                    path: dir.display().to_string(),
                    holds,
                })
            }
        }
        Ok(folder)
    }

    /// Writes the file `name` by `write`, under a temporary name until
    /// [`SiteFolder::commit`]; returns where it will be. `write` may write at
    /// most `limit` bytes.
    ///
    /// # Errors
    /// [`SiteError::TooLarge`] past `limit`, [`SiteError::Page`] if the file
    /// cannot be written; the temporary file is removed.
    pub fn stage(
        &mut self,
        name: &str,
        limit: u64,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<PathBuf, SiteError> {
        let path = self.dir.join(name);
        let page_error = |source: io::Error| SiteError::Page {
            path: path.display().to_string(),
            source,
        };
        let (temp, file) = self.create_temp(name).map_err(page_error)?;
        let mut out = Bounded {
            inner: BufWriter::new(file),
            written: 0,
            limit,
            over: false,
        };
        let written = write(&mut out).and_then(|()| out.flush());
        let over = out.over;
        // Closed (and on the disk) before it is renamed or removed.
        let closed = out
            .inner
            .into_inner()
            .map_err(|e| e.into_error())
            .and_then(|f| f.sync_all());
        let result = match (written.and(closed), over) {
            (Ok(()), _) => Ok(path),
            (Err(_), true) => Err(SiteError::TooLarge {
                what: format!("the page {}", path.display()),
                limit,
            }),
            (Err(e), false) => Err(page_error(e)),
        };
        match result {
            Ok(path) => {
                self.staged.push(Staged {
                    temp,
                    name: name.to_string(),
                });
                Ok(path)
            }
            Err(e) => {
                let _ = std::fs::remove_file(&temp);
                Err(e)
            }
        }
    }

    /// A new file in the folder for `name`'s text: a name that no file has.
    fn create_temp(&self, name: &str) -> io::Result<(PathBuf, File)> {
        let mut attempt = 0u32;
        loop {
            let temp = self
                .dir
                .join(format!(".{name}.{}.{attempt}.tmp", std::process::id()));
            match OpenOptions::new().write(true).create_new(true).open(&temp) {
                Ok(file) => return Ok((temp, file)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {
                    attempt += 1;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Renames every file written into place, in the order written, and
    /// returns where each is.
    ///
    /// # Errors
    /// [`SiteError::Page`] if a file cannot be renamed; the temporary files
    /// not yet renamed are removed.
    pub fn commit(&mut self) -> Result<Vec<PathBuf>, SiteError> {
        let mut done = Vec::new();
        let staged = std::mem::take(&mut self.staged);
        let mut rest = staged.into_iter();
        for file in rest.by_ref() {
            let path = self.dir.join(&file.name);
            if let Err(source) = std::fs::rename(&file.temp, &path) {
                let _ = std::fs::remove_file(&file.temp);
                for left in rest {
                    let _ = std::fs::remove_file(&left.temp);
                }
                return Err(SiteError::Page {
                    path: path.display().to_string(),
                    source,
                });
            }
            done.push(path);
        }
        Ok(done)
    }
}

impl Drop for SiteFolder {
    fn drop(&mut self) {
        for file in &self.staged {
            let _ = std::fs::remove_file(&file.temp);
        }
    }
}

/// A writer that refuses to write past `limit` bytes in all.
struct Bounded<W: Write> {
    inner: W,
    written: u64,
    limit: u64,
    over: bool,
}

impl<W: Write> Write for Bounded<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let len = u64::try_from(buf.len()).unwrap_or(u64::MAX);
        if self.written.saturating_add(len) > self.limit {
            self.over = true;
            return Err(io::Error::other("over the limit of the page's size"));
        }
        let n = self.inner.write(buf)?;
        self.written += u64::try_from(n).unwrap_or(u64::MAX);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
