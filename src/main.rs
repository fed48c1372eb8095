//! `lemmacheck`: the command line (see [`lemmacheck::cli`] and `lemmacheck --help`).

fn main() {
    // Rust ignores SIGPIPE: output to a closed pipe (`lemmacheck list | head -1`) or a full
    // disk fails with an error, which the command line reports in one line before exiting
    // non-zero (`lemmacheck::cli::output`), never with a panic.
    std::process::exit(lemmacheck::cli::run());
}
