//! `lemmacheck`: the command line (see [`lemmacheck::cli`] and `lemmacheck --help`).

fn main() {
    // Output piped into `head` or `less` ends the program quietly when the reader closes
    // the pipe, as for other command-line tools (Rust ignores SIGPIPE by default and would
    // panic on the next write).
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default at start-up, before any
    // thread exists, has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    std::process::exit(lemmacheck::cli::run());
}
