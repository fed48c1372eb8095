//! Progress of long runs: a bar on a terminal, nothing when standard error is piped.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress bar over `total` jobs, drawn on standard error only when it is a terminal.
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template("{prefix:>12} [{bar:40}] {pos:>5}/{len:<5} {elapsed:>4} {msg}")
        .expect("a valid template")
        .progress_chars("=> ");
    bar.set_style(style);
    bar.set_prefix(what.to_string());
    bar
}
