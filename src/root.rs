//! Where the catalogue's files are: found at run time, never fixed at compile time.
//!
//! The *root* is the folder that holds `counterexamples/` and `tightness/` (a clone of the
//! repository). Every file the tool reads or writes (counterexamples, tightness records,
//! proofs, `README.md`, `docs/`, `curves/`) is under it. It is, in order:
//!
//! 1. the folder given with `--root DIR` (which must hold both folders);
//! 2. the current directory or its nearest ancestor that holds both folders.
//!
//! So a copied checkout reads and writes its own files, and an installed binary
//! (`cargo install --path .`) works from inside any clone. Tests find the root the same
//! way, starting from the package folder cargo names at run time (`CARGO_MANIFEST_DIR`
//! in the test's environment), so a test binary run in a copy checks the copy.

use std::path::{Path, PathBuf};

/// The folders whose presence marks a root.
pub const MARKERS: [&str; 2] = ["counterexamples", "tightness"];

/// Whether `dir` holds the catalogue's files.
pub fn is_root(dir: &Path) -> bool {
    MARKERS.iter().all(|m| dir.join(m).is_dir())
}

/// The nearest folder from `start` upward that holds the catalogue's files.
pub fn find_from(start: &Path) -> Option<PathBuf> {
    start.ancestors().find(|d| is_root(d)).map(Path::to_path_buf)
}

/// The root: `explicit` if given (checked), else found from the current directory; the
/// error says where it looked.
pub fn resolve(explicit: Option<&Path>) -> Result<PathBuf, String> {
    match explicit {
        Some(dir) if is_root(dir) => Ok(dir.to_path_buf()),
        Some(dir) => Err(format!(
            "--root {}: not a lemmacheck checkout (it must hold the folders {})",
            dir.display(),
            MARKERS.join(" and ")
        )),
        None => {
            let cwd = std::env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
            find_from(&cwd).ok_or_else(|| {
                format!(
                    "no lemmacheck checkout here: neither {} nor any folder above it holds {}; run inside a clone or pass --root DIR",
                    cwd.display(),
                    MARKERS.join(" and ")
                )
            })
        }
    }
}

/// `path` as the absolute path the file system would reach: made absolute from the current
/// directory, every existing part canonicalised (symlinks resolved), the parts that do not
/// exist yet taken as written, with `.` dropped and `..` going up one folder (as creating
/// the folders would). So two paths that would reach the same folder resolve to the same
/// path, whether or not it exists.
pub fn resolve_path(path: &Path) -> std::io::Result<PathBuf> {
    use std::path::Component;
    let absolute = if path.is_absolute() { path.to_path_buf() } else { std::env::current_dir()?.join(path) };
    let mut out = PathBuf::new();
    // components pushed after the first one that does not exist
    let mut missing = 0usize;
    for part in absolute.components() {
        match part {
            Component::Prefix(_) | Component::RootDir => out.push(part.as_os_str()),
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
                missing = missing.saturating_sub(1);
            }
            Component::Normal(name) => {
                out.push(name);
                if missing > 0 {
                    missing += 1;
                } else {
                    match out.canonicalize() {
                        Ok(real) => out = real,
                        Err(_) => missing = 1,
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Whether `path` resolves ([`resolve_path`]) to the checkout `root` or to a folder inside it.
pub fn is_inside(root: &Path, path: &Path) -> std::io::Result<bool> {
    Ok(resolve_path(path)?.starts_with(resolve_path(root)?))
}

/// The device and inode of a folder (Unix), which identify it however it is reached
/// (through a symbolic link, a bind mount, `..`).
#[cfg(unix)]
fn identity(dir: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(dir).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(dir: &Path) -> Option<PathBuf> {
    dir.canonicalize().ok()
}

/// The checkout that `path` is or lies inside, if any: walking up from the path as the
/// file system resolves it ([`resolve_path`]), the first existing folder that holds the
/// catalogue's files ([`is_root`]) or is one of `known` (compared by device and inode,
/// not by path string, so a bind mount or a link of a known checkout is recognised).
pub fn checkout_holding(path: &Path, known: &[&Path]) -> std::io::Result<Option<PathBuf>> {
    let resolved = resolve_path(path)?;
    let known: Vec<_> = known.iter().filter_map(|k| identity(k)).collect();
    for dir in resolved.ancestors().filter(|d| d.is_dir()) {
        if is_root(dir) || identity(dir).is_some_and(|id| known.contains(&id)) {
            return Ok(Some(dir.to_path_buf()));
        }
    }
    Ok(None)
}

/// The root for tests: found from the package folder cargo names at run time
/// (`CARGO_MANIFEST_DIR`), else from the current directory.
pub fn for_tests() -> PathBuf {
    let start = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from).or_else(|| std::env::current_dir().ok());
    start
        .as_deref()
        .and_then(find_from)
        .unwrap_or_else(|| panic!("the tests run inside a lemmacheck checkout (looked from {start:?})"))
}
