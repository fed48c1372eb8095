//! A thread-local setting changed for the length of one call.

use std::cell::Cell;
use std::thread::LocalKey;

/// Runs `f` with the thread-local `setting` set to `value`, and sets it back to what it
/// was afterwards, also when `f` panics (the interval precision, [`super::interval::with_precision`];
/// whether `f64` results are shared, [`super::remembered::unshared`]).
pub fn with_setting<V: Copy + 'static, T>(setting: &'static LocalKey<Cell<V>>, value: V, f: impl FnOnce() -> T) -> T {
    struct Restore<V: Copy + 'static>(&'static LocalKey<Cell<V>>, V);
    impl<V: Copy + 'static> Drop for Restore<V> {
        fn drop(&mut self) {
            self.0.with(|s| s.set(self.1));
        }
    }
    let _restore = Restore(setting, setting.with(|s| s.replace(value)));
    f()
}
