//! Reading and writing files without losing them.
//!
//! * [`replace`] is how every file the tool writes is written: the whole contents go to a
//!   temporary file in the same folder, are flushed to the disk, and the temporary file is
//!   renamed over the target (a rename within a folder is atomic). A run interrupted at
//!   any moment (Ctrl-C, SIGKILL, a full disk, a crash) leaves each file either as it was
//!   or as it should be, never cut. A temporary file left behind by a killed run is named
//!   `.<name>.<pid>.<n>.lemmacheck-partial` ([`PARTIAL_SUFFIX`], ignored by git); nothing
//!   reads it, and the next [`replace`] of the same file deletes it once the process that
//!   wrote it has ended ([`remove_stale_partials`]).
//! * [`replace_all`] does the same for many files at once, with fewer waits for the disk.
//! * [`read_limited`] reads an input file only after checking its size against a stated
//!   limit and reserving the memory it needs, so that a huge or wrong file is an error
//!   naming its size instead of an allocation failure.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The suffix of the temporary files [`replace`] writes before renaming them into place.
pub const PARTIAL_SUFFIX: &str = "lemmacheck-partial";

/// Replaces the file at `path` by `contents` atomically (see the module documentation),
/// creating its folder if needed. On an error the file is as it was and no temporary file
/// is left.
pub fn replace(path: &Path, contents: &[u8]) -> io::Result<()> {
    replace_with(path, |f| f.write_all(contents))
}

/// The temporary file [`replace`] writes for `path`: same folder, a name no other writer
/// uses (process id and a counter).
#[doc(hidden)]
pub fn partial_path(path: &Path) -> io::Result<PathBuf> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, format!("{} is not a file name", path.display())))?;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    Ok(path.with_file_name(format!(".{}.{}.{n}.{PARTIAL_SUFFIX}", name.to_string_lossy(), std::process::id())))
}

/// [`replace`] with the writing of the contents given as `write` (a test injects a
/// failing writer here).
#[doc(hidden)]
pub fn replace_with(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    let folder = folder_of(path);
    fs::create_dir_all(&folder)?;
    remove_stale_partials(path);
    let partial = partial_path(path)?;
    let mut file = OpenOptions::new().write(true).create_new(true).open(&partial)?;
    let written = write(&mut file).and_then(|()| file.sync_all());
    drop(file);
    if let Err(e) = written.and_then(|()| fs::rename(&partial, path)) {
        let _ = fs::remove_file(&partial);
        return Err(e);
    }
    // The rename is durable once the folder's entry is on the disk (where the platform
    // lets a folder be opened and synced; elsewhere the rename stands as it is).
    if let Ok(dir) = File::open(&folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// [`replace`] for many files at once, with the same guarantee for each: every file is
/// either as it was or whole with its new contents, and no temporary file is left by an
/// error. The temporary files are all written first, flushed to the disk side by side (the
/// file system can commit the flushes together instead of one after another), renamed into
/// place, and each folder's entries are then flushed once rather than once per file. The
/// answer for each file is in the order given; an error for one leaves the others
/// unaffected.
pub fn replace_all(files: &[(&Path, &[u8])]) -> Vec<io::Result<()>> {
    let mut folders = std::collections::BTreeSet::new();
    // a bounded number of files open at once
    let results = files.chunks(64).flat_map(|chunk| replace_chunk(chunk, &mut folders)).collect();
    // the renames are durable once the folders' entries are on the disk (see `replace_with`)
    for folder in folders {
        if let Ok(dir) = File::open(&folder) {
            let _ = dir.sync_all();
        }
    }
    results
}

/// [`replace_all`] for some files, the folders of those renamed into place added to
/// `folders` (whose entries the caller flushes).
fn replace_chunk(files: &[(&Path, &[u8])], folders: &mut std::collections::BTreeSet<PathBuf>) -> Vec<io::Result<()>> {
    use rayon::prelude::*;
    // each file's temporary file, written but not yet flushed
    let written: Vec<io::Result<(PathBuf, File)>> = files
        .iter()
        .map(|&(path, contents)| {
            let folder = folder_of(path);
            fs::create_dir_all(&folder)?;
            remove_stale_partials(path);
            let partial = partial_path(path)?;
            let mut file = OpenOptions::new().write(true).create_new(true).open(&partial)?;
            match file.write_all(contents) {
                Ok(()) => Ok((partial, file)),
                Err(e) => {
                    drop(file);
                    let _ = fs::remove_file(&partial);
                    Err(e)
                }
            }
        })
        .collect();
    let flushed: Vec<io::Result<PathBuf>> = written
        .into_par_iter()
        .with_max_len(1)
        .map(|w| {
            let (partial, file) = w?;
            let synced = file.sync_all();
            drop(file);
            match synced {
                Ok(()) => Ok(partial),
                Err(e) => {
                    let _ = fs::remove_file(&partial);
                    Err(e)
                }
            }
        })
        .collect();
    files
        .iter()
        .zip(flushed)
        .map(|(&(path, _), f)| {
            let partial = f?;
            if let Err(e) = fs::rename(&partial, path) {
                let _ = fs::remove_file(&partial);
                return Err(e);
            }
            folders.insert(folder_of(path));
            Ok(())
        })
        .collect()
}

/// The folder holding `path` (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Whether the process `pid` is running (Unix; elsewhere every process is taken to be
/// running, so nothing is deleted).
fn running(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else { return false };
        // SAFETY: kill with signal 0 only checks whether the process exists
        let alive = unsafe { libc::kill(pid, 0) } == 0;
        alive || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Deletes the temporary files that [`replace`] left for `path` in runs that were killed
/// (`.<name>.<pid>.<n>.lemmacheck-partial` of a process that is no longer running); those
/// of a running process, this one included, are left alone. Errors are ignored: a leftover
/// file is harmless.
pub fn remove_stale_partials(path: &Path) {
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else { return };
    let folder = if folder.as_os_str().is_empty() { Path::new(".") } else { folder };
    remove_partials_where(folder, |file| file == name.to_string_lossy());
}

/// Deletes every temporary file that a killed run of [`replace`] left in `folder`, for any
/// file name (see [`remove_stale_partials`]): a run calls it for each folder it writes
/// into, so that a leftover goes with the next run even when its file is unchanged.
pub fn remove_stale_partials_in(folder: &Path) {
    remove_partials_where(folder, |_| true);
}

fn remove_partials_where(folder: &Path, of: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(folder) else { return };
    let suffix = format!(".{PARTIAL_SUFFIX}");
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().into_owned();
        // `.<name>.<pid>.<n>.lemmacheck-partial`, read from the right: a name may hold dots
        let Some(rest) = file.strip_prefix('.').and_then(|r| r.strip_suffix(&suffix)) else { continue };
        let Some((rest, n)) = rest.rsplit_once('.') else { continue };
        let Some((name, pid)) = rest.rsplit_once('.') else { continue };
        if let (true, Ok(pid), Ok(_)) = (of(name), pid.parse::<u32>(), n.parse::<u64>()) {
            if pid != std::process::id() && !running(pid) {
                let _ = fs::remove_file(e.path());
            }
        }
    }
}

/// Reads the file at `path` whole, when it is a file of at most `limit` bytes; the error
/// says which (a folder, its size, memory that cannot be reserved).
pub fn read_limited(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(io::Error::other("it is a folder, not a file"));
    }
    let len = meta.len();
    if len > limit {
        return Err(io::Error::other(format!("it has {len} bytes, more than the {limit} bytes accepted")));
    }
    let mut bytes = Vec::new();
    let size = usize::try_from(len).map_err(|_| io::Error::other(format!("its {len} bytes do not fit in memory")))?;
    bytes.try_reserve_exact(size).map_err(|_| io::Error::other(format!("its {len} bytes do not fit in memory")))?;
    // the file may grow while it is read: never past the limit
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::other(format!("it grew past the {limit} bytes accepted while it was read")));
    }
    Ok(bytes)
}

/// [`read_limited`] for a text file (UTF-8).
pub fn read_text_limited(path: &Path, limit: u64) -> io::Result<String> {
    String::from_utf8(read_limited(path, limit)?).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("it is not UTF-8 text ({e})")))
}
