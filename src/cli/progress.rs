//! Progress of long runs: a bar on a terminal, nothing when standard error is piped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::engine::progress::Jobs;

/// How often [`track`] redraws its bar.
const REDRAW: Duration = Duration::from_millis(100);

fn styled(bar: ProgressBar, template: &str, what: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(template).expect("a valid template").progress_chars("=> ");
    bar.set_style(style);
    bar.set_prefix(what.to_string());
    bar
}

/// A progress bar over `total` jobs, drawn on standard error only when it is a terminal.
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    styled(bar, "{prefix:>12} [{bar:40}] {pos:>5}/{len:<5} {elapsed:>4} {msg}", what)
}

/// Runs `work`, which runs `jobs` (see [`Jobs::run`]), while a bar on a terminal shows
/// how far they are, redrawn every [`REDRAW`]: it moves inside each job (case by case, or
/// box by box), not only when one ends, and shows the evaluations done out of the budget
/// and an estimate of the time left. `unit` names the jobs (`readings`, `domains`).
pub fn track<R: Send>(what: &str, unit: &str, jobs: &Jobs, work: impl FnOnce() -> R + Send) -> R {
    let bar = ProgressBar::with_draw_target(Some(jobs.total().max(1)), ProgressDrawTarget::stderr());
    if bar.is_hidden() {
        return work();
    }
    let bar = styled(bar, "{prefix:>12} [{bar:40}] {percent:>3}% {human_pos}/{human_len} evaluated {elapsed:>4}, about {eta} left; {msg}", what);
    let done = AtomicBool::new(false);
    let result = std::thread::scope(|s| {
        let drawer = s.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                bar.set_position(jobs.position());
                bar.set_message(format!("{} of {} {unit} done", jobs.finished(), jobs.len()));
                std::thread::park_timeout(REDRAW);
            }
        });
        let result = work();
        done.store(true, Ordering::Relaxed);
        drawer.thread().unpark();
        result
    });
    bar.finish_and_clear();
    result
}
