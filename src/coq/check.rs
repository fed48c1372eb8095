//! Running `coqc`: the library once, then statements, refutations, proofs and mutants, in a
//! build folder.
//!
//! **Build folder.** [`Build::new`] copies `coq/` (its `_CoqProject` and every `.v`) into
//! `<dir>/src` and compiles there, so the source tree never holds a build product. The
//! load path and options are the `-R`, `-Q` and `-arg` lines of `_CoqProject`, plus
//! `-R Scratch Scratch` for texts that are not files of the checkout (the negative tests,
//! `verify` of a file). The library is the `_CoqProject`'s `Library/*.v` lines, in their
//! order; its other `.v` lines (statements, proofs) are compiled only when asked for.
//!
//! **An exact mirror.** `<dir>/src` holds exactly the sources of `coq/`: a `.v` file that
//! `coq/` no longer has is deleted from it with its build products (`.vo`, `.glob`, the
//! cache stamp, ...), and so are products whose source is gone, so that a local build
//! fails where a fresh clone fails (a deleted library file that is still imported is not
//! found in an old `.vo`). Only `Scratch/` (texts that are not files of the checkout) is
//! left as it is.
//!
//! **Trust.** The development compiled is the trusted checkout's `coq/` (the folder given
//! as `root`, never one found near a file being verified), and the build folder must lie
//! inside that checkout: [`build_dir`] refuses a `target` (or `target/coq`) that is a
//! symbolic link leading out of it.
//!
//! **Limits.** Every coqc run has a wall-clock limit and, on Unix, a limit on its address
//! space ([`Limits`]: `LEMMACHECK_COQC_SECONDS`, `LEMMACHECK_COQC_MEMORY`); a run that
//! reaches one is killed and reported "not checked (time limit)" or "not checked (memory
//! limit)" ([`NOT_CHECKED`]), never cached.
//!
//! **Sharing.** Processes may compile in one folder at once: each file is compiled under a
//! lock (`<file>.lock`, held by one process at a time) and every file is written whole. A
//! text that is not a file of the checkout is compiled as `Scratch/<name>_<digest>.v`,
//! named by the SHA-256 of its text, so two processes compiling different texts for the
//! same purpose (two `verify` runs of one reading) never share a file.
//!
//! **Cache.** A compiled file is reused when its key matches: the SHA-256 of the tool
//! chain ([`Toolchain::key`]: `coqc --version`, the Interval package's version and the
//! bytes of the Interval files the library loads), of the file and of the keys of what it
//! depends on (the library files in `_CoqProject` order, each depending on the ones
//! before; a statement, a proof or a mutant on the library and the statements and proofs it
//! imports; a refutation on its statement). Both outcomes are kept: an acceptance, and a
//! rejection that Coq located in the file (exit code 1 with `File "...", line ...` and an
//! error that is not a resource failure); a crash, a signal, a limit reached, an
//! out-of-memory or full-disk error is recomputed every time ([`cacheable_rejection`]).
//!
//! **Axioms.** [`Build::assumptions`] runs `Print Assumptions` once on a tuple of every
//! theorem given: the axioms of a tuple are the union of its parts' axioms, so the check
//! that the union is within [`ALLOWED_AXIOMS`] is the check of each theorem (one traversal
//! of the library instead of one per theorem); when it is not, each theorem is printed on
//! its own to name the culprit.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use crate::artifact::sha256::Sha256;

/// The axioms a refutation may rest on, as `Print Assumptions` names them: the two axioms
/// of Coq's standard library of the reals (Dedekind cuts), functional extensionality (which
/// that library uses) and classical logic's excluded middle (used by the Interval and
/// Flocq libraries).
pub const ALLOWED_AXIOMS: [&str; 4] = [
    "ClassicalDedekindReals.sig_forall_dec",
    "ClassicalDedekindReals.sig_not_dec",
    "FunctionalExtensionality.functional_extensionality_dep",
    "Classical_Prop.classic",
];

/// The OCaml run-time setting `coqc` runs with (unless `OCAMLRUNPARAM` is set): a minor heap
/// of 32 M words (256 MB) instead of 256 k. Coq allocates many short-lived terms while it
/// builds and checks the enclosure proofs; the larger minor heap promotes fewer of them,
/// which measured 10 % less CPU time for a statement and 25 % less for a large refutation.
/// It changes no result, so it is not part of a cache key.
const OCAML_GC: &str = "s=32M";

/// What a coqc run that reached a limit is reported as: "not checked (time limit): ..." or
/// "not checked (memory limit): ..." (see [`Limits`]); such a result is never cached.
pub const NOT_CHECKED: &str = "not checked (";

/// The default wall-clock limit of one coqc run, in seconds: about ten times the slowest
/// run of the committed development (a batch of refutations on a loaded two-core machine).
pub const DEFAULT_SECONDS: f64 = 600.0;

/// The default limit of one coqc run's address space, in MiB: the largest committed
/// refutation peaks at about 0.5 GB resident (with the 256 MB minor heap of [`OCAML_GC`]).
pub const DEFAULT_MEMORY_MIB: u64 = 4096;

/// The limits every coqc run has.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Wall-clock seconds (`LEMMACHECK_COQC_SECONDS`, a positive number).
    pub seconds: f64,
    /// Address space in MiB (`LEMMACHECK_COQC_MEMORY`, a positive integer); applied with
    /// `setrlimit(RLIMIT_AS)` on Unix, not applied elsewhere.
    pub memory_mib: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { seconds: DEFAULT_SECONDS, memory_mib: DEFAULT_MEMORY_MIB }
    }
}

impl Limits {
    /// The limits the environment sets (the defaults where a variable is unset); an error
    /// names a malformed variable.
    pub fn from_env() -> Result<Limits, String> {
        Limits::from(&|name| std::env::var(name).ok())
    }

    /// [`Limits::from_env`] with the environment given as a function (for tests).
    pub fn from(read: &dyn Fn(&str) -> Option<String>) -> Result<Limits, String> {
        let mut limits = Limits::default();
        if let Some(text) = read(crate::engine::settings::COQC_SECONDS) {
            let shown = crate::excerpt::excerpt(&text);
            limits.seconds = text
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0)
                .ok_or_else(|| format!("{}={shown}: not a positive number of seconds", crate::engine::settings::COQC_SECONDS))?;
        }
        if let Some(text) = read(crate::engine::settings::COQC_MEMORY) {
            let shown = crate::excerpt::excerpt(&text);
            limits.memory_mib = text
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|m| *m > 0 && *m <= 1 << 40)
                .ok_or_else(|| format!("{}={shown}: not a positive whole number of MiB", crate::engine::settings::COQC_MEMORY))?;
        }
        Ok(limits)
    }
}

/// What one coqc run did.
#[derive(Clone, Debug)]
pub enum Run {
    /// It exited; its exit code (`None` for a signal) and what it printed.
    Exited { code: Option<i32>, output: String },
    /// It ran past the wall-clock limit and was killed.
    TimedOut { output: String },
}

/// Runs `command` (its standard output and error captured) within `limits`: killed when it
/// runs past the time limit; its address space limited on Unix.
pub fn run_limited(command: &mut Command, limits: &Limits) -> std::io::Result<Run> {
    use std::io::Read;
    use std::process::Stdio;
    command.stdout(Stdio::piped()).stderr(Stdio::piped()).stdin(Stdio::null());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let bytes = limits.memory_mib.saturating_mul(1 << 20);
        // SAFETY: setrlimit is async-signal-safe; the closure allocates nothing.
        unsafe {
            command.pre_exec(move || {
                let limit = libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
                if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let mut child = command.spawn()?;
    let mut pipes = (child.stdout.take(), child.stderr.take());
    let readers = [pipes.0.take().map(|p| Box::new(p) as Box<dyn Read + Send>), pipes.1.take().map(|p| Box::new(p) as Box<dyn Read + Send>)]
        .map(|pipe| {
            std::thread::spawn(move || {
                let mut bytes = Vec::new();
                if let Some(mut p) = pipe {
                    let _ = p.read_to_end(&mut bytes);
                }
                bytes
            })
        });
    let deadline = Instant::now() + std::time::Duration::from_secs_f64(limits.seconds);
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            timed_out = true;
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    let [out, err] = readers.map(|r| r.join().unwrap_or_default());
    let output = format!("{}{}", String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
    Ok(match status {
        Some(s) if !timed_out => Run::Exited { code: s.code(), output },
        _ => Run::TimedOut { output },
    })
}

/// Words in coqc's output that mean it ran out of a resource, not that the file is wrong.
const RESOURCE_FAILURES: [&str; 8] = [
    "out of memory",
    "out_of_memory",
    "stack overflow",
    "stack_overflow",
    "no space left on device",
    "cannot allocate memory",
    "resource temporarily unavailable",
    "disk quota exceeded",
];

/// Whether `output` reports a resource failure (memory, stack, disk).
pub fn resource_failure(output: &str) -> bool {
    let lower = output.to_lowercase();
    RESOURCE_FAILURES.iter().any(|w| lower.contains(w))
}

/// Whether a failed coqc run is a rejection of the file itself, as reproducible as an
/// acceptance and so kept in the cache: exit code 1 with an error that coqc locates in a
/// file (`File "...", line ...` and `Error`), and no resource failure.
pub fn cacheable_rejection(code: Option<i32>, output: &str) -> bool {
    code == Some(1) && output.contains("File \"") && output.contains(", line ") && output.contains("Error") && !resource_failure(output)
}

/// The Interval files the library loads (their bytes are part of the cache key).
const INTERVAL_FILES: [&str; 5] =
    ["Interval/Float_full.vo", "Float/Specific_ops.vo", "Float/Specific_stdz.vo", "Interval/Interval.vo", "Real/Xreal.vo"];

/// What the checks need: `coqc` and the Interval library.
#[derive(Clone, Debug)]
pub struct Toolchain {
    /// The program.
    pub coqc: String,
    /// `8.16.1` from `coqc --version`.
    pub coq_version: String,
    /// The Interval library's version, as its package manager reports it (or
    /// `unknown version`).
    pub interval_version: String,
    /// SHA-256 of the versions and of the Interval files the library loads.
    pub key: String,
}

impl Toolchain {
    /// "Coq 8.16.1 with Interval 4.6.1-2+b1".
    pub fn describe(&self) -> String {
        format!("Coq {} with Interval {}", self.coq_version, self.interval_version)
    }
}

fn run_text(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The installed tool chain, or why there is none (naming what to install).
pub fn toolchain() -> Result<Toolchain, String> {
    let coqc = std::env::var("COQC").ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| "coqc".to_string());
    let version_text = run_text(&coqc, &["--version"])
        .ok_or_else(|| format!("`{coqc}` was not found (install Coq: apt-get install coq libcoq-interval libcoq-coquelicot)"))?;
    let coq_version = version_text
        .split_whitespace()
        .skip_while(|w| *w != "version")
        .nth(1)
        .map(str::to_string)
        .ok_or_else(|| format!("`{coqc} --version` printed no version: {}", version_text.trim()))?;
    let lib = run_text(&coqc, &["-where"]).map(|s| PathBuf::from(s.trim())).ok_or_else(|| format!("`{coqc} -where` failed"))?;
    let interval = lib.join("user-contrib").join("Interval");
    let mut h = Sha256::new();
    h.update(version_text.as_bytes());
    for f in INTERVAL_FILES {
        let bytes = std::fs::read(interval.join(f))
            .map_err(|_| format!("the Coq library Interval is not installed ({} has no {f}; apt-get install libcoq-interval)", lib.display()))?;
        h.update(f.as_bytes());
        h.update(&bytes);
    }
    let interval_version = run_text("dpkg-query", &["-W", "-f=${Version}", "libcoq-interval"])
        .or_else(|| run_text("opam", &["var", "coq-interval:version"]))
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "(unknown version)".to_string());
    h.update(interval_version.as_bytes());
    Ok(Toolchain { coqc, coq_version, interval_version, key: h.hex() })
}

/// The result of compiling one file.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The file, relative to `coq/`.
    pub file: String,
    /// Wall time of the `coqc` run (0 when cached).
    pub seconds: f64,
    /// Whether the cache had it.
    pub cached: bool,
    /// What `coqc` printed.
    pub output: String,
    /// The key of the result (for what depends on it).
    pub key: String,
}

/// A build folder with the tool chain; shareable between threads.
pub struct Build {
    src: PathBuf,
    tool: Toolchain,
    limits: Limits,
    flags: Vec<String>,
    library_files: Vec<String>,
    library: OnceLock<Result<Vec<Compiled>, String>>,
    bases: OnceLock<std::collections::HashSet<String>>,
    locks: Mutex<HashMap<String, Arc<Mutex<()>>>>,
}

fn key_of(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.part(p);
    }
    h.hex()
}

/// Every `.v` file under `dir`, relative to it.
fn coq_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "v") {
                out.push(p.strip_prefix(dir).unwrap_or(&p).to_path_buf());
            }
        }
    }
    out.sort();
    out
}

/// Writes `bytes` to `path` unless it holds them already; atomically, so that another
/// process compiling in the same build folder never reads half a file.
fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if std::fs::read(path).ok().as_deref() == Some(bytes) {
        return Ok(());
    }
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    crate::files::replace(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The build folder of a checkout: `target/coq`, which git ignores. The command line
/// (`lemmacheck coq`, `verify`) and the tests compile there, so what one compiled the
/// others reuse. An error when `target` or `target/coq` is a symbolic link, or otherwise
/// resolves to a folder outside the checkout (a checkout received from someone else could
/// make the build write anywhere).
pub fn build_dir(root: &Path) -> Result<PathBuf, String> {
    let dir = root.join("target").join("coq");
    for part in [root.join("target"), dir.clone()] {
        if std::fs::symlink_metadata(&part).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(format!("{} is a symbolic link: the Coq build folder must be a folder of the checkout {}, not a link (remove it)", part.display(), root.display()));
        }
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let (real_root, real_dir) = (
        root.canonicalize().map_err(|e| format!("{}: {e}", root.display()))?,
        dir.canonicalize().map_err(|e| format!("{}: {e}", dir.display()))?,
    );
    if !real_dir.starts_with(&real_root) {
        return Err(format!("{} resolves to {}, outside the checkout {}: refusing to build there", dir.display(), real_dir.display(), real_root.display()));
    }
    Ok(dir)
}

/// Deletes from the mirror `src` every `.v` file that is not in `sources` (relative paths)
/// and every build product whose `.v` is not there, outside `Scratch/`.
fn prune(src: &Path, sources: &[PathBuf]) -> Result<(), String> {
    let keep: std::collections::HashSet<PathBuf> = sources.iter().map(|r| src.join(r)).collect();
    let mut stack = vec![src.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p != src.join("Scratch") {
                    stack.push(p);
                }
                continue;
            }
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if name == "_CoqProject" {
                continue;
            }
            // the source this file is, or is a product of
            let source = if name.ends_with(".v") {
                p.clone()
            } else if let Some(stem) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".aux")) {
                p.with_file_name(format!("{stem}.v"))
            } else if let Some(v) = name.strip_suffix(".key").or_else(|| name.strip_suffix(".lock")) {
                p.with_file_name(v)
            } else {
                p.with_extension("v")
            };
            if !keep.contains(&source) {
                match std::fs::remove_file(&p) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(format!("cannot remove the stale {}: {e}", p.display())),
                }
            }
        }
    }
    Ok(())
}

impl Build {
    /// A build of `root`'s `coq/` in `dir` (created if needed), with the limits the
    /// environment sets ([`Limits::from_env`]); `dir/src` is made an exact mirror of
    /// `coq/` (see the module documentation).
    pub fn new(root: &Path, dir: &Path, tool: Toolchain) -> Result<Build, String> {
        let limits = Limits::from_env()?;
        let coq = root.join(super::COQ_DIR);
        let project = std::fs::read_to_string(coq.join("_CoqProject")).map_err(|e| format!("cannot read coq/_CoqProject: {e}"))?;
        let mut flags = Vec::new();
        let mut library_files = Vec::new();
        for line in project.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [flag @ ("-R" | "-Q"), path, name] => flags.extend([flag.to_string(), path.to_string(), name.to_string()]),
                ["-arg", arg] => flags.push(arg.to_string()),
                // the library, in dependency order; other files (statements, proofs) are
                // compiled when something asks for them
                [file] if file.starts_with("Library/") && file.ends_with(".v") => library_files.push(file.to_string()),
                [file] if file.ends_with(".v") => {}
                _ => return Err(format!("coq/_CoqProject: cannot read the line `{line}`")),
            }
        }
        flags.extend(["-R".into(), "Scratch".into(), "Scratch".into()]);
        let src = dir.join("src");
        let sources = coq_files(&coq);
        for rel in &sources {
            let bytes = std::fs::read(coq.join(rel)).map_err(|e| format!("cannot read coq/{}: {e}", rel.display()))?;
            write_if_changed(&src.join(rel), &bytes)?;
        }
        write_if_changed(&src.join("_CoqProject"), project.as_bytes())?;
        prune(&src, &sources)?;
        std::fs::create_dir_all(src.join("Scratch")).map_err(|e| format!("cannot create the scratch folder: {e}"))?;
        Ok(Build { src, tool, limits, flags, library_files, library: OnceLock::new(), bases: OnceLock::new(), locks: Mutex::new(HashMap::new()) })
    }

    /// This build with other limits for its coqc runs.
    pub fn with_limits(mut self, limits: Limits) -> Build {
        self.limits = limits;
        self
    }

    /// The limits of its coqc runs.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The tool chain.
    pub fn tool(&self) -> &Toolchain {
        &self.tool
    }

    fn lock(&self, file: &str) -> Arc<Mutex<()>> {
        let mut map = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(file.to_string()).or_default().clone()
    }

    /// Compiles `file` (relative to the build's `src`) unless the cache holds `key`.
    fn compile(&self, file: &str, key: String) -> Result<Compiled, String> {
        let lock = self.lock(file);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        // other processes compiling in this folder (the test binaries' parallel `verify`
        // runs, `lemmacheck coq`) wait here, then find the result in the cache; released when
        // the file is closed
        let lock_path = self.src.join(format!("{file}.lock"));
        let process_lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| format!("cannot open {}: {e}", lock_path.display()))?;
        process_lock.lock().map_err(|e| format!("cannot lock {}: {e}", lock_path.display()))?;
        let stamp = self.src.join(format!("{file}.key"));
        let vo = self.src.join(file).with_extension("vo");
        if let Ok(text) = std::fs::read_to_string(&stamp) {
            if let Some(rest) = text.strip_prefix(&format!("{key}\n")) {
                if let Some(output) = rest.strip_prefix("accepted\n").filter(|_| vo.exists()) {
                    return Ok(Compiled { file: file.to_string(), seconds: 0.0, cached: true, output: output.to_string(), key });
                }
                if let Some(output) = rest.strip_prefix("rejected\n") {
                    return Err(format!("coqc rejects coq/{file} (cached result):\n{}", output.trim_end()));
                }
            }
        }
        let _ = std::fs::remove_file(&stamp);
        let start = Instant::now();
        let mut command = Command::new(&self.tool.coqc);
        command.args(&self.flags).arg(file).current_dir(&self.src);
        if std::env::var_os("OCAMLRUNPARAM").is_none() {
            command.env("OCAMLRUNPARAM", OCAML_GC);
        }
        let run = run_limited(&mut command, &self.limits).map_err(|e| format!("cannot run {}: {e}", self.tool.coqc))?;
        let seconds = start.elapsed().as_secs_f64();
        let (code, output) = match run {
            Run::TimedOut { .. } => {
                return Err(format!(
                    "{NOT_CHECKED}time limit): coqc ran past {} s on coq/{file} and was stopped (raise {} to allow more)",
                    self.limits.seconds,
                    crate::engine::settings::COQC_SECONDS
                ))
            }
            Run::Exited { code, output } => (code, output),
        };
        if code == Some(0) {
            write_if_changed(&stamp, format!("{key}\naccepted\n{output}").as_bytes())?;
            return Ok(Compiled { file: file.to_string(), seconds, cached: false, output, key });
        }
        if code.is_none() {
            return Err(format!("{NOT_CHECKED}stopped by a signal): coqc on coq/{file} was stopped after {seconds:.1} s:\n{}", output.trim_end()));
        }
        if resource_failure(&output) {
            return Err(format!(
                "{NOT_CHECKED}memory limit): coqc ran out of a resource on coq/{file} after {seconds:.1} s ({} MiB of address space allowed; raise {}; a full disk gives this too):\n{}",
                self.limits.memory_mib,
                crate::engine::settings::COQC_MEMORY,
                output.trim_end()
            ));
        }
        // a rejection located in the file is as reproducible as an acceptance; anything
        // else (a crash, an unlocated error) is not kept
        if cacheable_rejection(code, &output) {
            write_if_changed(&stamp, format!("{key}\nrejected\n{output}").as_bytes())?;
        }
        Err(format!("coqc rejects coq/{file} ({seconds:.1} s):\n{}", output.trim_end()))
    }

    fn source_key(&self, file: &str, deps: &str) -> Result<String, String> {
        let bytes = std::fs::read(self.src.join(file)).map_err(|e| format!("cannot read coq/{file}: {e}"))?;
        Ok(key_of(&[self.tool.key.as_bytes(), deps.as_bytes(), file.as_bytes(), &bytes]))
    }

    /// Compiles the library (once per build, in `_CoqProject` order).
    pub fn library(&self) -> Result<&[Compiled], String> {
        self.library
            .get_or_init(|| {
                let mut done: Vec<Compiled> = Vec::new();
                let mut previous = String::new();
                for f in &self.library_files {
                    let key = self.source_key(f, &previous)?;
                    let c = self.compile(f, key)?;
                    previous = c.key.clone();
                    done.push(c);
                }
                Ok(done)
            })
            .as_deref()
            .map_err(Clone::clone)
    }

    fn library_key(&self) -> Result<String, String> {
        Ok(self.library()?.last().map(|c| c.key.clone()).unwrap_or_default())
    }

    /// Compiles a statement file (`Statements/<Paper>/<name>.v`) after the library and the
    /// statements it imports (`From Statements.<Paper> Require Import a b.`).
    pub fn statement(&self, file: &str) -> Result<Compiled, String> {
        self.unit_within(file, 0)
    }

    /// Compiles a file that is not generated — a statement, a proof
    /// (`Proofs/<Paper>/<name>.v`), a mutant (`Mutants/<name>.v`) — after the library and
    /// the statements and proofs it imports ([`imports`]), each compiled (or taken from the
    /// cache) first.
    pub fn unit(&self, file: &str) -> Result<Compiled, String> {
        self.unit_within(file, 0)
    }

    fn unit_within(&self, file: &str, depth: usize) -> Result<Compiled, String> {
        if depth > 32 {
            return Err(format!("coq/{file}: files import each other in a cycle"));
        }
        let text = std::fs::read_to_string(self.src.join(file)).map_err(|e| format!("cannot read coq/{file}: {e}"))?;
        let mut deps = self.library_key()?;
        for dep in imports(&text) {
            deps.push_str(&self.unit_within(&dep, depth + 1)?.key);
        }
        let key = self.source_key(file, &deps)?;
        self.compile(file, key)
    }

    /// Writes `text` as `Scratch/<name>_<digest>.v` ([`scratch_file`]) without compiling it
    /// (for a [`Build::batch`]); returns that file, relative to `coq/`.
    pub fn write_scratch(&self, name: &str, text: &str) -> Result<String, String> {
        let file = scratch_file(name, text);
        write_if_changed(&self.src.join(&file), text.as_bytes())?;
        Ok(file)
    }

    /// Compiles `text` as `Scratch/<name>_<digest>.v` ([`scratch_file`]) after what it
    /// imports ([`imports`]): a file that is not part of the checkout (a changed proof, say).
    pub fn scratch_unit(&self, name: &str, text: &str) -> Result<Compiled, String> {
        let file = scratch_file(name, text);
        write_if_changed(&self.src.join(&file), text.as_bytes())?;
        self.unit(&file)
    }

    /// Compiles the refutation `file` (`Refutations/<Paper>/<name>.v`) after its statement;
    /// returns both results.
    pub fn refutation(&self, file: &str) -> Result<(Compiled, Compiled), String> {
        let statement = file.replacen("Refutations/", "Statements/", 1);
        let s = self.statement(&statement)?;
        let key = self.source_key(file, &s.key)?;
        let r = self.compile(file, key)?;
        Ok((s, r))
    }

    /// Checks the refutations `theorems` (each a file relative to `coq/` and its theorem's
    /// name, as for [`Build::assumptions`]) in one coqc run instead of one each: the
    /// [`Build::batch`] of module `Refutation`.
    ///
    /// Each file's module redefines `lc_check` as `lc_check_deferred` (`Library/Refute.v`)
    /// after its imports ([`REFUTATION_PRELUDE`]), so that a comparison's check is evaluated
    /// once, by the kernel at `Qed`, instead of also by the tactic (except in a branch of a
    /// conjunction that the tactic tries). The batch is accepted only when every check left
    /// to the kernel is true, and then each file's own script, which evaluates the same
    /// checks, takes the same steps (the argument is in `Library/Refute.v`).
    pub fn refutation_batch(&self, theorems: &[(String, String)]) -> Result<Compiled, String> {
        self.batch_with("Refutation", theorems, REFUTATION_PRELUDE)
    }

    /// The statements that other statements import (`From Statements.<Paper> Require
    /// Import …` in a file of `Statements/`): compiled on their own, since the files that
    /// import them need their `.vo`. Every other statement is a *leaf*, which a batch reads
    /// as text ([`Build::batch`]).
    fn base_statements(&self) -> &std::collections::HashSet<String> {
        self.bases.get_or_init(|| {
            coq_files(&self.src.join("Statements"))
                .into_iter()
                .filter_map(|rel| std::fs::read_to_string(self.src.join("Statements").join(rel)).ok())
                .flat_map(|text| statement_imports(&text))
                .collect()
        })
    }

    /// Checks the files `units` (each a file relative to `coq/` and the name of its theorem,
    /// or `""` for a file without one, e.g. a statement) in one coqc run instead of one
    /// each, so that Coq's start-up (loading the reals, Interval and the library: about
    /// half a second of processor time, more than most files take themselves) is paid once.
    ///
    /// The batch is a scratch file `Scratch/<label>s_<digest>.v` holding, for each file, a
    /// module `<label>_<i>` with the file's text (comments removed) and ending with `Print
    /// Assumptions` of the tuple of all theorems, whose axioms [`parse_axioms`] reads from
    /// the output. A statement the files import is read as text too, once, when it is a
    /// leaf (not imported by another statement, [`Build::base_statements`]): into a module
    /// `Lc_statement_<k>` of its own, which each file's import sentence is replaced by an
    /// `Import` of, so that no `.vo` of it is needed; what else a file imports (the library,
    /// base statements, proofs) is compiled first ([`Build::unit`]) and required as usual.
    /// The modules are laid out as a tree that runs the import sentences the files start
    /// with once for all the files that share them ([`super::batch`]).
    ///
    /// `Ok` means coqc accepted every file; an error does not say which file it came from
    /// (each file compiled on its own does, [`Build::unit`], [`Build::refutation`]).
    /// Cached like a compile, under the tool chain, the keys of what the files import and
    /// every file's bytes.
    pub fn batch(&self, label: &str, units: &[(String, String)]) -> Result<Compiled, String> {
        self.batch_with(label, units, "")
    }

    /// [`Build::batch`] with `prelude` (Coq sentences) at the start of each file's module,
    /// after the file's leading imports.
    fn batch_with(&self, label: &str, units: &[(String, String)], prelude: &str) -> Result<Compiled, String> {
        let mut text = String::from(
            "(* Written by lemmacheck (src/coq/check.rs, Build::batch): the files below, each in a\n   \
             module of its own, with the leaf statements they import read as text into modules of\n   \
             their own, and the axioms of all their theorems. Files that start with the same\n   \
             import sentences sit in a module Lc_group_<n> that runs them once (src/coq/batch.rs). *)\n\
             (* Each file starts with its own `Require`s, which Coq warns are fragile inside a module:\n   \
             a Require stays in effect after the module ends. Every file requires the library\n   \
             itself, and each is also compiled on its own (`lemmacheck coq`, and the tests when\n   \
             this check fails). *)\n\
             Set Warnings \"-require-in-module\".\n"
        );
        let BatchInputs { deps, leaves, codes } = self.batch_inputs(units)?;
        let mut groups = 0;
        let mut laid_out = Vec::new();
        let statements = leaves.iter().enumerate().map(|(k, (_, code))| super::batch::item(&format!("Lc_statement_{k}"), code, |_| None)).collect();
        super::batch::lay_out(statements, "", &mut groups, &mut text, &mut laid_out);
        // each leaf statement's module path, by file
        let statement_path: HashMap<&str, String> = leaves
            .iter()
            .enumerate()
            .filter_map(|(k, (f, _))| laid_out.iter().find(|(n, _)| *n == format!("Lc_statement_{k}")).map(|(_, p)| (f.as_str(), p.clone())))
            .collect();
        // a sentence that imports a leaf statement, as one command per file it imports
        let commands = |sentence: &str| -> Option<Vec<String>> {
            let files = import_sentence(sentence)?;
            if !files.iter().any(|f| statement_path.contains_key(f.as_str())) {
                return None;
            }
            let one = |f: &String| {
                if let Some(path) = statement_path.get(f.as_str()) {
                    format!("Import {path}")
                } else {
                    let (root, rest) = f.trim_end_matches(".v").split_once('/').unwrap_or(("", ""));
                    format!("From {root} Require Import {}", rest.replace('/', "."))
                }
            };
            Some(files.iter().map(one).collect())
        };
        let items = codes
            .iter()
            .enumerate()
            .map(|(i, code)| {
                let mut item = super::batch::item(&format!("{label}_{i}"), code, commands);
                if !prelude.is_empty() {
                    item.rest = format!("{prelude}\n{}", item.rest);
                }
                item
            })
            .collect();
        let mut paths = Vec::new();
        super::batch::lay_out(items, "", &mut groups, &mut text, &mut paths);
        let names: Vec<String> = units
            .iter()
            .enumerate()
            .filter(|(_, (_, theorem))| !theorem.is_empty())
            .map(|(i, (_, theorem))| {
                let name = format!("{label}_{i}");
                let path = paths.iter().find(|(n, _)| *n == name).map_or(name, |(_, p)| p.clone());
                format!("{path}.{theorem}")
            })
            .collect();
        if !names.is_empty() {
            text.push_str(&format!("Definition all_theorems := ({}).\nPrint Assumptions all_theorems.\n", names.join(", ")));
        }
        let key = key_of(&[self.tool.key.as_bytes(), deps.as_bytes(), text.as_bytes()]);
        let file = format!("Scratch/{label}s_{}.v", &key_of(&[format!("{units:?}").as_bytes()])[..12]);
        write_if_changed(&self.src.join(&file), text.as_bytes())?;
        self.compile(&file, key)
    }

    /// Compiles, or finds in the cache, everything a [`Build::batch`] of `units` requires
    /// (the library and every file the units import that the batch does not read as
    /// text) without checking the units themselves. Run ahead on a thread of its own, it
    /// spares the batch's caller the wait.
    pub fn prepare_batch(&self, units: &[(String, String)]) -> Result<(), String> {
        self.batch_inputs(units).map(|_| ())
    }

    /// What a batch of `units` is made from ([`BatchInputs`]), everything it depends on
    /// compiled first.
    fn batch_inputs(&self, units: &[(String, String)]) -> Result<BatchInputs, String> {
        let mut deps = self.library_key()?;
        let bases = self.base_statements();
        let read = |f: &str| std::fs::read_to_string(self.src.join(f)).map_err(|e| format!("cannot read coq/{f}: {e}"));
        let mut codes = Vec::new();
        let mut leaves: Vec<(String, String)> = Vec::new();
        for (file, _) in units {
            let code = super::statement::strip_comments(&read(file)?);
            deps.push_str(&self.source_key(file, "")?);
            for f in imports(&code) {
                if !f.starts_with("Statements/") || bases.contains(&f) {
                    deps.push_str(&self.unit(&f)?.key);
                } else if !leaves.iter().any(|(g, _)| *g == f) {
                    let statement = super::statement::strip_comments(&read(&f)?);
                    let mut own = String::new();
                    for dep in imports(&statement) {
                        own.push_str(&self.unit(&dep)?.key);
                    }
                    deps.push_str(&self.source_key(&f, &own)?);
                    leaves.push((f, statement));
                }
            }
            codes.push(code);
        }
        Ok(BatchInputs { deps, leaves, codes })
    }

    /// Compiles `text` as `Scratch/<name>_<digest>.v` ([`scratch_file`]), a refutation of the statement
    /// `Statements/<paper>/<statement>.v` that is not a file of the checkout.
    pub fn scratch(&self, name: &str, statement: &str, text: &str) -> Result<Compiled, String> {
        let s = self.statement(statement)?;
        let file = scratch_file(name, text);
        write_if_changed(&self.src.join(&file), text.as_bytes())?;
        let key = self.source_key(&file, &s.key)?;
        self.compile(&file, key)
    }

    /// The axioms `Print Assumptions` shows for the tuple of `theorems` (each a pair of
    /// the refutation file relative to `coq/` and the theorem's name), all compiled first;
    /// an error names a theorem that rests on an axiom outside [`ALLOWED_AXIOMS`].
    pub fn assumptions(&self, theorems: &[(String, String)]) -> Result<Vec<String>, String> {
        let mut compiled = Vec::new();
        for (file, theorem) in theorems {
            let (_, r) = self.refutation(file)?;
            compiled.push((r, theorem.clone()));
        }
        self.axioms(&compiled)
    }

    /// [`Build::assumptions`] of theorems already compiled (a scratch file's, say).
    pub fn axioms(&self, theorems: &[(Compiled, String)]) -> Result<Vec<String>, String> {
        let mut requires = String::new();
        let mut names = Vec::new();
        let mut deps = String::new();
        for (c, theorem) in theorems {
            deps.push_str(&c.key);
            let module = c.file.trim_end_matches(".v").replace('/', ".");
            requires.push_str(&format!("Require {module}.\n"));
            names.push(format!("{module}.{theorem}"));
        }
        let axioms_of = |name: &str, term: &str| -> Result<Vec<String>, String> {
            let text = format!("{requires}\nDefinition {name} := ({term}).\nPrint Assumptions {name}.\n");
            let file = format!("Scratch/{name}.v");
            write_if_changed(&self.src.join(&file), text.as_bytes())?;
            let key = key_of(&[self.tool.key.as_bytes(), deps.as_bytes(), text.as_bytes()]);
            Ok(parse_axioms(&self.compile(&file, key)?.output))
        };
        // one scratch name per set of theorems, so that parallel callers do not share a file
        let tag = &key_of(&[names.join(" ").as_bytes()])[..12];
        let all = axioms_of(&format!("Axioms_{tag}"), &names.join(", "))?;
        let bad: Vec<&String> = all.iter().filter(|a| !ALLOWED_AXIOMS.contains(&a.as_str())).collect();
        if bad.is_empty() {
            return Ok(all);
        }
        let mut culprits = Vec::new();
        for (i, n) in names.iter().enumerate() {
            let own = axioms_of(&format!("Axioms_{tag}_{i}"), n)?;
            let extra: Vec<String> = own.into_iter().filter(|a| !ALLOWED_AXIOMS.contains(&a.as_str())).collect();
            if !extra.is_empty() {
                culprits.push(format!("{n}: {}", extra.join(", ")));
            }
        }
        Err(format!("axioms outside the allowed ones ({}):\n{}", ALLOWED_AXIOMS.join(", "), culprits.join("\n")))
    }
}

/// What a batch is made from ([`Build::batch`]).
struct BatchInputs {
    /// The keys of everything the batch depends on.
    deps: String,
    /// The leaf statements its files import, each once, in order of first use, with its
    /// text without comments.
    leaves: Vec<(String, String)>,
    /// Each file's text without comments.
    codes: Vec<String>,
}

/// What each file's module in a batch of refutations starts with, after its imports
/// ([`Build::refutation_batch`]).
pub const REFUTATION_PRELUDE: &str = "Ltac lc_check ::= lc_check_deferred.";

/// The file a scratch text is compiled as: `Scratch/<name>_<digest>.v`, the digest the
/// first 16 hexadecimal digits of the text's SHA-256, so that different texts never share a
/// file, whoever compiles them at the same time.
pub fn scratch_file(name: &str, text: &str) -> String {
    format!("Scratch/{name}_{}.v", &key_of(&[text.as_bytes()])[..16])
}

/// The statement files a file imports: `From Statements.<Paper> Require Import a b.` gives
/// `Statements/<Paper>/a.v` and `Statements/<Paper>/b.v`.
pub fn statement_imports(text: &str) -> Vec<String> {
    imports(text).into_iter().filter(|f| f.starts_with("Statements/")).collect()
}

/// The sentences of Coq `code` (comments already stripped), each as its byte range
/// without its final period: a sentence ends at a `.` followed by white space or the end of
/// the text (the `.` of a qualified name or a number is followed by a letter or a digit).
pub(crate) fn sentences(code: &str) -> Vec<std::ops::Range<usize>> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'.' && bytes.get(i + 1).is_none_or(|n| n.is_ascii_whitespace()) {
            out.push(start..i);
            start = i + 1;
        }
    }
    out
}

/// One `From <Statements|Proofs>[.<Paper>] Require Import|Export m₁ m₂ ….` sentence: the
/// files it imports, in order (see [`imports`]).
fn import_sentence(sentence: &str) -> Option<Vec<String>> {
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let ["From", path, "Require", "Import" | "Export", rest @ ..] = words.as_slice() else { return None };
    let (root, paper) = path.split_once('.').map_or((*path, None), |(r, p)| (r, Some(p)));
    if root != "Statements" && root != "Proofs" {
        return None;
    }
    let files = rest
        .iter()
        .map(|m| m.trim_end_matches('.'))
        .filter(|m| !m.is_empty())
        .map(|m| match paper {
            Some(p) => format!("{root}/{p}/{m}.v"),
            None => format!("{root}/{}.v", m.replace('.', "/")),
        })
        .collect();
    Some(files)
}

/// The statement and proof files a file imports, in order: `From Statements.<Paper>
/// Require Import a b.` gives `Statements/<Paper>/a.v` and `Statements/<Paper>/b.v`;
/// `From Proofs Require Import <Paper>.c.` gives `Proofs/<Paper>/c.v` (either folder in
/// either form). A sentence may run over several lines.
pub fn imports(text: &str) -> Vec<String> {
    let code = super::statement::strip_comments(text);
    sentences(&code).into_iter().filter_map(|r| import_sentence(&code[r])).flatten().collect()
}

/// The axioms in the output of `Print Assumptions` (the names at the start of a line after
/// `Axioms:`); empty for "Closed under the global context".
pub fn parse_axioms(output: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in output.lines() {
        if line.starts_with("Axioms:") {
            inside = true;
            continue;
        }
        if !inside || line.is_empty() || line.starts_with(char::is_whitespace) {
            continue;
        }
        if line.ends_with(':') && !line.contains(' ') {
            // another section of the output ("Opaque constants:", ...)
            inside = false;
            continue;
        }
        if let Some(name) = line.split_whitespace().next() {
            out.push(name.to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}
