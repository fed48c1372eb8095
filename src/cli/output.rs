//! Standard output and standard error without panics.
//!
//! Rust's `println!` panics when standard output cannot be written (a full disk, a closed
//! pipe), which would end a command half-way. In this module and its submodules, `print!`,
//! `println!`, `eprint!` and `eprintln!` are this module's [`write`] instead (the macros
//! in `cli/mod.rs` shadow std's): a failed write is recorded, later writes to the same
//! stream are skipped, and the command runs to its end, so the files it writes are never
//! left half-updated. [`finish`] then reports the failure in one line on standard error
//! and makes the exit code non-zero.

use std::fmt;
use std::io::{self, Write};
use std::sync::Mutex;

/// Which stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Standard output.
    Out,
    /// Standard error.
    Err,
}

/// The first error of each stream (standard output, standard error).
static FAILED: Mutex<[Option<String>; 2]> = Mutex::new([None, None]);

fn index(stream: Stream) -> usize {
    match stream {
        Stream::Out => 0,
        Stream::Err => 1,
    }
}

/// Writes `args` (and a line feed when `line`) to `stream`; records the first failure and
/// skips every later write to a stream that failed.
pub fn write(stream: Stream, args: fmt::Arguments<'_>, line: bool) {
    let mut failed = FAILED.lock().unwrap_or_else(|p| p.into_inner());
    if failed[index(stream)].is_some() {
        return;
    }
    let end = if line { "\n" } else { "" };
    let result = match stream {
        Stream::Out => io::stdout().lock().write_fmt(format_args!("{args}{end}")),
        Stream::Err => io::stderr().lock().write_fmt(format_args!("{args}{end}")),
    };
    if let Err(e) = result {
        failed[index(stream)] = Some(e.to_string());
    }
}

/// The exit code of a command that returned `code`, after flushing standard output: when
/// a stream failed, one line on standard error says so and the code is at least 1.
pub fn finish(code: i32) -> i32 {
    if let Err(e) = io::stdout().lock().flush() {
        let mut failed = FAILED.lock().unwrap_or_else(|p| p.into_inner());
        failed[0].get_or_insert(e.to_string());
    }
    let failed = FAILED.lock().unwrap_or_else(|p| p.into_inner()).clone();
    if let Some(e) = &failed[0] {
        let _ = writeln!(io::stderr(), "lemmacheck: cannot write to standard output: {e}");
    }
    if failed.iter().any(Option::is_some) && code == 0 {
        1
    } else {
        code
    }
}
