//! How far running searches have got: every case a search evaluates (and every box the
//! prover examines) is counted into the counter its thread is [`counting`] into, so that a
//! progress bar moves inside one long search (`LEMMACHECK_CASES=1000000000`), not only
//! between claims. Nothing is counted on a thread that counts into nothing.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

thread_local! {
    static COUNTER: RefCell<Option<Arc<AtomicU64>>> = const { RefCell::new(None) };
}

/// Restores the thread's previous counter when [`counting`] ends, even by a panic.
struct Restore(Option<Arc<AtomicU64>>);

impl Drop for Restore {
    fn drop(&mut self) {
        let previous = self.0.take();
        COUNTER.with(|c| *c.borrow_mut() = previous);
    }
}

/// Runs `f`, counting what it evaluates on this thread into `counter`.
pub fn counting<R>(counter: &Arc<AtomicU64>, f: impl FnOnce() -> R) -> R {
    let _restore = Restore(COUNTER.with(|c| c.replace(Some(counter.clone()))));
    f()
}

/// Counts `n` evaluations into this thread's counter, if any.
pub fn add(n: u64) {
    COUNTER.with(|c| {
        if let Some(counter) = &*c.borrow() {
            counter.fetch_add(n, Ordering::Relaxed);
        }
    });
}

/// Progress over jobs of known budgets (cases, or boxes), run in any order and on any
/// thread: a finished job counts whole, a running one what it has evaluated, up to its
/// budget (shrinking a counterexample evaluates cases beyond the budget).
pub struct Jobs {
    budgets: Vec<u64>,
    evaluated: Vec<Arc<AtomicU64>>,
    finished: Vec<std::sync::atomic::AtomicBool>,
}

impl Jobs {
    /// Jobs with these budgets, none started.
    pub fn new(budgets: Vec<u64>) -> Jobs {
        let n = budgets.len();
        Jobs {
            budgets,
            evaluated: (0..n).map(|_| Arc::new(AtomicU64::new(0))).collect(),
            finished: (0..n).map(|_| std::sync::atomic::AtomicBool::new(false)).collect(),
        }
    }

    /// Runs job `i` as `f`, counting what it evaluates, and marks it finished.
    pub fn run<R>(&self, i: usize, f: impl FnOnce() -> R) -> R {
        let r = counting(&self.evaluated[i], f);
        self.finished[i].store(true, Ordering::Relaxed);
        r
    }

    /// The sum of the budgets.
    pub fn total(&self) -> u64 {
        self.budgets.iter().fold(0u64, |a, b| a.saturating_add(*b))
    }

    /// How far the jobs are, out of [`Jobs::total`].
    pub fn position(&self) -> u64 {
        (0..self.budgets.len()).fold(0u64, |sum, i| {
            let budget = self.budgets[i];
            let done = if self.finished[i].load(Ordering::Relaxed) { budget } else { self.evaluated[i].load(Ordering::Relaxed).min(budget) };
            sum.saturating_add(done)
        })
    }

    /// Jobs finished.
    pub fn finished(&self) -> usize {
        self.finished.iter().filter(|f| f.load(Ordering::Relaxed)).count()
    }

    /// Jobs in all.
    pub fn len(&self) -> usize {
        self.budgets.len()
    }

    /// Whether there are no jobs.
    pub fn is_empty(&self) -> bool {
        self.budgets.is_empty()
    }
}
