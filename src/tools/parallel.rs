//! Running independent jobs on all cores, results in job order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs `job(i)` for `i in 0..n` on up to `threads` threads; returns results by `i`.
/// `progress(done, n)` is called after each job.
pub fn map<T: Send>(n: usize, threads: usize, job: impl Fn(usize) -> T + Sync, progress: impl Fn(usize, usize) + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, n.max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= n {
                    break;
                }
                let r = job(i);
                results.lock().expect("no panic while locked")[i] = Some(r);
                progress(done.fetch_add(1, Ordering::SeqCst) + 1, n);
            });
        }
    });
    results.into_inner().expect("threads joined").into_iter().map(|r| r.expect("every job ran")).collect()
}

/// The number of threads to use: the machine's parallelism.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
