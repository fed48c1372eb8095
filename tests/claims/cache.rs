//! Passes remembered under a key that covers everything a trial's outcome depends on, so
//! that a warm `cargo test` repeats no search whose result cannot have changed, and a
//! cache can never hide a change.
//!
//! A trial's key is the SHA-256 of
//! * the test binary's own bytes (all the code: a changed claim, bound, generator or
//!   search is a new binary),
//! * every `LEMMACHECK_*` variable (the settings),
//! * every file of the checkout outside `.git` and `target/` (committed files, growth
//!   studies, controls, documents), by path and contents, and
//! * the trial's name.
//!
//! Not in the key: shared libraries the binary loads (the C library's `exp` and `ln`
//! serve the `f64` screen; certificates use none). After a system upgrade, delete the
//! folder below to be sure.
//!
//! Only passes are remembered, as empty files named by the key under
//! `target/tmp/trials/`; a failing trial runs again next time. Deleting that folder (or
//! `cargo clean`) makes every trial run from scratch.
//!
//! A pass is remembered only if the checkout is the same after the trial as when the key
//! was computed ([`Snapshot::unchanged`]): a file edited while the trial ran (restored, then
//! broken again, say) leaves nothing remembered, so the key can never name contents the
//! trial did not see throughout.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use libtest_mimic::Failed;

use lemmacheck::artifact::sha256::Sha256;

/// The folder of remembered passes.
pub fn folder() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("trials")
}

/// The part of every key that does not depend on the trial (binary, settings, checkout),
/// with the checkout's snapshot it was computed from.
fn common(root: &Path) -> &'static Result<(Vec<u8>, Snapshot), String> {
    static COMMON: OnceLock<Result<(Vec<u8>, Snapshot), String>> = OnceLock::new();
    COMMON.get_or_init(|| {
        let exe = std::env::current_exe().map_err(|e| format!("the test binary's path: {e}"))?;
        let bytes = std::fs::read(&exe).map_err(|e| format!("{}: {e}", exe.display()))?;
        let mut settings: Vec<(String, String)> =
            std::env::vars_os().filter_map(|(k, v)| Some((k.into_string().ok()?, v.to_string_lossy().into_owned()))).filter(|(k, _)| k.starts_with("LEMMACHECK_")).collect();
        settings.sort();
        let mut h = Sha256::new();
        h.part(&bytes);
        for (k, v) in &settings {
            h.part(k.as_bytes());
            h.part(v.as_bytes());
        }
        let snapshot = Snapshot::take(root)?;
        h.part(&snapshot.digest);
        Ok((h.hex().into_bytes(), snapshot))
    })
}

/// The checkout as a key saw it: the digest of its contents, and each file's metadata
/// (size, modification and change times, inode), read before the contents.
pub struct Snapshot {
    root: std::path::PathBuf,
    /// [`checkout_digest`].
    pub digest: Vec<u8>,
    stamps: Vec<(std::path::PathBuf, Stamp)>,
}

/// A file's metadata that any write changes (the change time is set by the system on
/// every write and cannot be set back by a program).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    changed: (i64, i64),
    #[cfg(unix)]
    inode: u64,
}

fn stamps(root: &Path) -> Result<Vec<(std::path::PathBuf, Stamp)>, String> {
    let mut out = Vec::new();
    for f in checkout_files(root)? {
        let m = std::fs::metadata(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        #[cfg(unix)]
        use std::os::unix::fs::MetadataExt;
        let stamp = Stamp {
            len: m.len(),
            modified: m.modified().ok(),
            #[cfg(unix)]
            changed: (m.ctime(), m.ctime_nsec()),
            #[cfg(unix)]
            inode: m.ino(),
        };
        out.push((f, stamp));
    }
    Ok(out)
}

impl Snapshot {
    /// The checkout now: the metadata of every file first, then the digest of the contents.
    pub fn take(root: &Path) -> Result<Snapshot, String> {
        let stamps = stamps(root)?;
        Ok(Snapshot { root: root.to_path_buf(), digest: checkout_digest(root)?, stamps })
    }

    /// Whether no file of the checkout was written, added, removed or renamed since the
    /// snapshot: every file's metadata as it was (a listing of a thousand files). A file
    /// written and written back (its contents as before, its change time not) counts as
    /// changed: the trial may have read it in between.
    pub fn unchanged(&self) -> bool {
        stamps(&self.root).is_ok_and(|now| now == self.stamps)
    }
}

/// Every file under `root` outside `.git` and `target`, in a fixed order.
fn checkout_files(root: &Path) -> Result<Vec<std::path::PathBuf>, String> {
    let mut files = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for e in entries {
            let p = e.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if p.is_dir() {
                if name != ".git" && name != "target" {
                    stack.push(p);
                }
            } else {
                files.push(p);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The digest of every file under `root` outside `.git` and `target`, by relative path
/// and contents, in a fixed order.
pub fn checkout_digest(root: &Path) -> Result<Vec<u8>, String> {
    let files = checkout_files(root)?;
    let mut h = Sha256::new();
    for f in files {
        let rel = f.strip_prefix(root).unwrap_or(&f).to_string_lossy().into_owned();
        h.part(rel.as_bytes());
        h.part(&std::fs::read(&f).map_err(|e| format!("{}: {e}", f.display()))?);
    }
    Ok(h.hex().into_bytes())
}

/// The key of the trial `name` given the common part.
pub fn key(common: &[u8], name: &str) -> String {
    let mut h = Sha256::new();
    h.part(common);
    h.part(name.as_bytes());
    h.hex()
}

/// Runs `trial` unless a pass under its key is remembered; remembers a pass when the
/// checkout is unchanged after it. Where the key cannot be computed (an unreadable file),
/// the trial runs and nothing is remembered.
pub fn remembered(root: &Path, name: &str, trial: impl FnOnce() -> Result<(), Failed>) -> Result<(), Failed> {
    let Ok((common, snapshot)) = common(root) else { return trial() };
    remembered_in(&folder(), common, snapshot, name, trial)
}

/// [`remembered`] with the folder of passes, the common part of the key and the snapshot
/// it was computed from given (the tests use a checkout of their own).
pub fn remembered_in(folder: &Path, common: &[u8], snapshot: &Snapshot, name: &str, trial: impl FnOnce() -> Result<(), Failed>) -> Result<(), Failed> {
    let marker = folder.join(key(common, name));
    if marker.exists() {
        return Ok(());
    }
    trial()?;
    // a pass is remembered under the checkout it saw from start to end; a pass that cannot
    // be remembered is still a pass
    if snapshot.unchanged() {
        let _ = lemmacheck::files::replace(&marker, b"");
    }
    Ok(())
}
