//! [`Memo`]: a claim whose interval evaluations are remembered for repeated inputs.
//!
//! Shrinking proposes many cases whose *choices* differ but whose *inputs* do not (a choice
//! that the generator does not use at the current dimensions, e.g. an entry of a head that
//! a smaller network leaves out). Each such proposal is screened in `f64` and, when it still
//! violates the claim, certified in interval arithmetic again, which for a network claim
//! costs far more than everything else. `Memo` wraps a [`Claim`] and implements [`Check`]
//! by delegating every method, except that the interval evaluations of the hypotheses and
//! of the conclusion are looked up, by the exact inputs and the current interval precision,
//! among the last [`CAPACITY`] evaluations before they are computed.
//!
//! The result is the one the computation would return: the evaluation is a deterministic
//! function of the inputs and the precision, and nothing else is cached. A claim that keeps
//! state between calls must not be wrapped (no claim does).

use std::sync::Mutex;

use crate::generate::Draw;
use crate::math::interval::precision;
use crate::math::Interval;

use super::{Check, Claim, Condition, Inequality, Inputs, Meta};

/// How many interval evaluations are remembered per claim.
pub const CAPACITY: usize = 8;

struct Entry<T> {
    bits: usize,
    inputs: Inputs,
    value: T,
}

/// A claim with its interval evaluations remembered (see the module documentation).
pub struct Memo<C> {
    inner: C,
    hypotheses: Mutex<Vec<Entry<Vec<Condition<Interval>>>>>,
    conclusions: Mutex<Vec<Entry<Vec<Inequality<Interval>>>>>,
}

impl<C: Claim> Memo<C> {
    /// Wraps `inner`.
    pub fn new(inner: C) -> Memo<C> {
        Memo { inner, hypotheses: Mutex::new(Vec::new()), conclusions: Mutex::new(Vec::new()) }
    }

    /// The wrapped claim.
    pub fn inner(&self) -> &C {
        &self.inner
    }
}

/// The value remembered for (`bits`, `x`) in `cache`, or `compute()`'s, remembered.
fn remembered<T: Clone>(cache: &Mutex<Vec<Entry<T>>>, x: &Inputs, compute: impl FnOnce() -> T) -> T {
    let bits = precision();
    if let Some(e) = cache.lock().expect("no panic while holding the cache").iter().find(|e| e.bits == bits && e.inputs == *x) {
        return e.value.clone();
    }
    let value = compute();
    let mut entries = cache.lock().expect("no panic while holding the cache");
    if entries.len() == CAPACITY {
        entries.remove(0);
    }
    entries.push(Entry { bits, inputs: x.clone(), value: value.clone() });
    value
}

impl<C: Claim> Check for Memo<C> {
    fn meta(&self) -> &Meta {
        self.inner.meta()
    }
    fn generate(&self, g: &mut Draw) -> Inputs {
        self.inner.generate(g)
    }
    fn hypotheses_f64(&self, x: &Inputs) -> Vec<Condition<f64>> {
        self.inner.hypotheses::<f64>(x)
    }
    fn conclusion_f64(&self, x: &Inputs) -> Vec<Inequality<f64>> {
        self.inner.conclusion::<f64>(x)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        remembered(&self.hypotheses, x, || self.inner.hypotheses::<Interval>(x))
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        remembered(&self.conclusions, x, || self.inner.conclusion::<Interval>(x))
    }
    fn derived(&self, x: &Inputs) -> Inputs {
        self.inner.derived(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claim::{Expected, Paper, Symbol};
    use crate::math::interval::with_precision;
    use crate::math::Scalar;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// x² ≤ 2, counting its interval evaluations.
    struct Square(Meta, AtomicUsize);

    impl Claim for Square {
        fn meta(&self) -> &Meta {
            &self.0
        }
        fn generate(&self, _g: &mut Draw) -> Inputs {
            Inputs::new().with("x", 1.5)
        }
        fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
            Vec::new()
        }
        fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
            self.1.fetch_add(1, Ordering::SeqCst);
            let v = S::exact(x.number("x"));
            vec![Inequality::new(v.clone() * v, S::exact(2.0))]
        }
    }

    #[test]
    fn repeated_inputs_are_evaluated_once_per_precision_with_the_same_result() {
        const SYMBOLS: &[Symbol] = &[Symbol::number("x", "a number")];
        let meta = Meta::new(Paper::LargeWeights, "test/square", "synthetic", "x^2 <= 2").symbols(SYMBOLS).expect(Expected::Refuted);
        let memo = Memo::new(Square(meta, AtomicUsize::new(0)));
        let x = Inputs::new().with("x", 1.5);
        let first = memo.conclusion_interval(&x)[0].lhs.clone();
        let again = memo.conclusion_interval(&x)[0].lhs.clone();
        assert_eq!((first.lo(), first.hi()), (again.lo(), again.hi()));
        assert_eq!(memo.inner().1.load(Ordering::SeqCst), 1);
        with_precision(256, || memo.conclusion_interval(&x));
        memo.conclusion_interval(&Inputs::new().with("x", 1.25));
        assert_eq!(memo.inner().1.load(Ordering::SeqCst), 3, "other precision and other inputs are computed");
    }
}
