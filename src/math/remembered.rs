//! Results remembered on each thread, for scalars whose arithmetic is reproducible
//! ([`Scalar::REUSABLE`], intervals; and `f64` networks, see
//! [`super::attention::residual_network`], and the heads and scores a claim shares between
//! its generator, hypotheses and conclusion, see [`super::attention::softmv_shared`] and
//! [`super::attention::scores_shared`]).
//!
//! Certifying a case evaluates a claim's hypotheses and its conclusion separately, and both
//! often compute the same network or the same head at the same precision (Lemma D.6's
//! hypothesis and conclusion both need X_ℓ; Lemma C.1's hypotheses and conclusion both
//! need every head's softmv(X); the two sides of an identity such as the first step of
//! Lemma D.5 Part 2's proof, ‖softmv(X) − softmv(Y)‖ = ‖softm(X)XW_v − softm(Y)YW_v‖,
//! form the same products). The last [`NETWORKS`] networks, [`HEADS`] heads and
//! [`PRODUCTS`] matrix products computed on a thread (and [`SCORES`] scores and
//! [`MLP_NETWORKS`] networks with MLPs, where a claim asks) are kept with their inputs; a
//! request whose inputs are all [`Scalar::identical`] to a kept one's (the same tags and
//! endpoints, entry by entry) in the same [`Scalar::context`] (the same precision) gets a
//! copy of the kept outputs, which are the enclosures the computation would give again,
//! bit for bit. Nothing is kept for a computation that does not return (one abandoned
//! beyond the exponent range). `f64` results are kept apart from enclosures, and the
//! search forgets them before it builds each case ([`forget_f64`]).

use std::any::Any;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::thread::LocalKey;

use ndarray::{Array1, Array2};

use super::attention::Head;
use super::mlp::Mlp;
use super::scalar::{is_f64, Scalar};

/// How many networks a thread keeps.
pub const NETWORKS: usize = 4;
/// How many heads' outputs a thread keeps.
pub const HEADS: usize = 16;
/// How many matrix products a thread keeps.
pub const PRODUCTS: usize = 16;
/// How many heads' scores a thread keeps ([`scores`]).
pub const SCORES: usize = 16;
/// How many networks with MLPs a thread keeps ([`mlp_network`]).
pub const MLP_NETWORKS: usize = 2;

type Store = RefCell<VecDeque<Box<dyn Any>>>;

thread_local! {
    /// Whether `f64` results are remembered and recalled on this thread ([`unshared`]).
    static SHARING_F64: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Whether `f64` results (networks, and the heads and scores a claim shares) are remembered
/// and recalled on this thread: true except inside [`unshared`].
pub fn sharing_f64() -> bool {
    SHARING_F64.with(std::cell::Cell::get)
}

/// Whether the scalars `S` are `f64` and `f64` results are shared on this thread
/// ([`sharing_f64`]): where a computation in `S` may recall a kept `f64` result.
pub fn shares_f64<S: Scalar>() -> bool {
is_f64::<S>() && sharing_f64()
}

/// Runs `f` with no `f64` result remembered or recalled on this thread, each computed from
/// its inputs: what a computation costs on its own, with nothing shared from the case's
/// other computations (bench's raw evaluation; sharing is the engine's gain, not the
/// floor's). Enclosures ([`Scalar::REUSABLE`]) are remembered as ever. The previous
/// setting returns afterwards, also when `f` panics.
pub fn unshared<T>(f: impl FnOnce() -> T) -> T {
    super::scoped::with_setting(&SHARING_F64, false, f)
}

thread_local! {
    static KEPT_NETWORKS: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_HEADS: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_PRODUCTS: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_SCORES: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_MLP_NETWORKS: Store = const { RefCell::new(VecDeque::new()) };
    // the `f64` results, kept apart from the enclosures so that [`forget_f64`] can drop
    // them alone
    static KEPT_F64_NETWORKS: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_F64_HEADS: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_F64_SCORES: Store = const { RefCell::new(VecDeque::new()) };
    static KEPT_F64_MLP_NETWORKS: Store = const { RefCell::new(VecDeque::new()) };
}

/// The store for results in the scalars `S`: `f64`'s own, or the one of every other type.
fn store_for<S: Scalar>(f64s: &'static LocalKey<Store>, others: &'static LocalKey<Store>) -> &'static LocalKey<Store> {
    if is_f64::<S>() {
        f64s
    } else {
        others
    }
}

/// Forgets the `f64` results kept on this thread (enclosures stay). The search calls it
/// before building each case: a case's `f64` results are found by its own hypotheses and
/// conclusion, hardly ever by another case's, and every later lookup would pass over
/// them. What a lookup returns does not change: a kept result is, bit for bit, what
/// computing it gives.
pub fn forget_f64() {
    for store in [&KEPT_F64_NETWORKS, &KEPT_F64_HEADS, &KEPT_F64_SCORES, &KEPT_F64_MLP_NETWORKS] {
        store.with(|kept| kept.borrow_mut().clear());
    }
}

/// Whether two matrices have the same shape and [`Scalar::identical`] entries.
pub fn same_matrix<S: Scalar>(a: &Array2<S>, b: &Array2<S>) -> bool {
    if let (Some(x), Some(y)) = ((a as &dyn Any).downcast_ref::<Array2<f64>>(), (b as &dyn Any).downcast_ref::<Array2<f64>>()) {
        if let (true, Some(x), Some(y)) = (x.dim() == y.dim(), x.as_slice(), y.as_slice()) {
            return same_bits(x, y);
        }
    }
    a.dim() == b.dim()
        && match (a.as_slice(), b.as_slice()) {
            // both row-major (all but transposes): compared as slices, without ndarray's
            // iterator over two dimensions
            (Some(x), Some(y)) => x.iter().zip(y).all(|(x, y)| x.identical(y)),
            _ => a.iter().zip(b.iter()).all(|(x, y)| x.identical(y)),
        }
}

/// Whether two slices of `f64` of the same length have the same bits entry by entry (what
/// [`Scalar::identical`] compares), eight entries at a time: a kept network is found by
/// comparing every weight of every layer, and a comparison that stops at the first
/// difference cannot compare several entries side by side (eight rather than four: 3%
/// off a network reading's case, measured on a 2-core AMD EPYC on 2026-12-06).
fn same_bits(x: &[f64], y: &[f64]) -> bool {
    let differ = |p: &f64, q: &f64| p.to_bits() ^ q.to_bits();
    let (xs, ys) = (x.chunks_exact(8), y.chunks_exact(8));
    xs.remainder().iter().zip(ys.remainder()).fold(0, |d, (p, q)| d | differ(p, q)) == 0
        && xs.zip(ys).all(|(p, q)| p.iter().zip(q).fold(0, |d, (p, q)| d | differ(p, q)) == 0)
}

/// Whether two heads have [`same_matrix`] weights (in `f64`: the same bits).
pub fn same_head<S: Scalar>(a: &Head<S>, b: &Head<S>) -> bool {
    same_matrix(&a.w_q, &b.w_q) && same_matrix(&a.w_k, &b.w_k) && same_matrix(&a.w_v, &b.w_v)
}

/// Whether two MLPs have [`same_matrix`] weights and [`Scalar::identical`] biases and scale.
fn same_mlp<S: Scalar>(a: &Mlp<S>, b: &Mlp<S>) -> bool {
    let same_vector = |u: &Array1<S>, v: &Array1<S>| u.len() == v.len() && u.iter().zip(v).all(|(x, y)| x.identical(y));
    a.scale.identical(&b.scale) && same_matrix(&a.w1, &b.w1) && same_matrix(&a.w2, &b.w2) && same_vector(&a.b1, &b.b1) && same_vector(&a.b2, &b.b2)
}

/// Whether two networks have the same number of layers, of heads in each, and
/// [`same_head`] heads.
pub fn same_layers<S: Scalar>(a: &[Vec<Head<S>>], b: &[Vec<Head<S>>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(p, q)| p.len() == q.len() && p.iter().zip(q).all(|(h, k)| same_head(h, k)))
}

struct Kept<K, V> {
    context: usize,
    key: K,
    value: V,
}

/// The kept value for (`key`, the current context) in `store`, else `compute()`, kept
/// (the oldest of `capacity` dropped).
fn recall<S: Scalar, K: 'static, V: Clone + 'static>(store: &'static LocalKey<Store>, capacity: usize, key: impl FnOnce() -> K, matches: impl Fn(&K) -> bool, compute: impl FnOnce() -> V) -> V {
    let context = S::context();
    let found = store.with(|kept| {
        kept.borrow().iter().filter_map(|k| k.downcast_ref::<Kept<K, V>>()).find_map(|k| (k.context == context && matches(&k.key)).then(|| k.value.clone()))
    });
    if let Some(value) = found {
        return value;
    }
    let value = compute();
    let entry = Kept { context, key: key(), value: value.clone() };
    store.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() == capacity {
            kept.pop_back();
        }
        kept.push_front(Box::new(entry));
    });
    value
}

/// The outputs of the network (X₀, layers, β): a kept copy where one matches, else
/// `compute()`, kept. For [`Scalar::REUSABLE`] scalars and `f64` (whose
/// [`Scalar::identical`] is bit equality).
pub fn network<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], beta: &S, compute: impl FnOnce() -> Vec<Array2<S>>) -> Vec<Array2<S>> {
    let key = || (x0.clone(), layers.to_vec(), beta.clone());
    let matches = |k: &(Array2<S>, Vec<Vec<Head<S>>>, S)| k.2.identical(beta) && same_matrix(&k.0, x0) && same_layers(&k.1, layers);
    recall::<S, _, _>(store_for::<S>(&KEPT_F64_NETWORKS, &KEPT_NETWORKS), NETWORKS, key, matches, compute)
}

/// The layer outputs X₀, …, X_L of a network with an MLP after each layer (X₀, `layers`
/// at β = 1, `mlps`): a kept copy where one matches, else `compute()`, kept. For `f64`
/// where a claim asks for it (Remark D.1's network, which its generator computes while
/// taming it and its conclusion computes again).
pub fn mlp_network<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], mlps: &[Mlp<S>], compute: impl FnOnce() -> Vec<Array2<S>>) -> Vec<Array2<S>> {
    let key = || (x0.clone(), layers.to_vec(), mlps.to_vec());
    let matches = |k: &(Array2<S>, Vec<Vec<Head<S>>>, Vec<Mlp<S>>)| {
        same_matrix(&k.0, x0) && same_layers(&k.1, layers) && k.2.len() == mlps.len() && k.2.iter().zip(mlps).all(|(a, b)| same_mlp(a, b))
    };
    recall::<S, _, _>(store_for::<S>(&KEPT_F64_MLP_NETWORKS, &KEPT_MLP_NETWORKS), MLP_NETWORKS, key, matches, compute)
}

/// One head's scores and output on X with scale β: a kept copy where one matches, else
/// `compute()`, kept. For [`Scalar::REUSABLE`] scalars, and for `f64` where a claim asks
/// for it ([`super::attention::softmv_shared`]).
pub fn head<S: Scalar>(x: &Array2<S>, head: &Head<S>, beta: &S, compute: impl FnOnce() -> (Array2<S>, Array2<S>)) -> (Array2<S>, Array2<S>) {
    let key = || (x.clone(), head.clone(), beta.clone());
    let matches = |k: &(Array2<S>, Head<S>, S)| k.2.identical(beta) && same_head(&k.1, head) && same_matrix(&k.0, x);
    recall::<S, _, _>(store_for::<S>(&KEPT_F64_HEADS, &KEPT_HEADS), HEADS, key, matches, compute)
}

/// The product AB: a kept copy where one matches, else `compute()`, kept. Only for
/// [`Scalar::REUSABLE`] scalars.
pub fn product<S: Scalar>(a: &Array2<S>, b: &Array2<S>, compute: impl FnOnce() -> Array2<S>) -> Array2<S> {
    let key = || (a.clone(), b.clone());
    let matches = |k: &(Array2<S>, Array2<S>)| same_matrix(&k.0, a) && same_matrix(&k.1, b);
    recall::<S, _, _>(&KEPT_PRODUCTS, PRODUCTS, key, matches, compute)
}

/// The scores X W_q W_kᵀ Xᵀ: a kept copy where one matches, else `compute()`, kept. For
/// `f64` where a claim asks for it ([`super::attention::scores_shared`]).
pub fn scores<S: Scalar>(x: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, compute: impl FnOnce() -> Array2<S>) -> Array2<S> {
    let key = || (x.clone(), w_q.clone(), w_k.clone());
    let matches = |k: &(Array2<S>, Array2<S>, Array2<S>)| same_matrix(&k.1, w_q) && same_matrix(&k.2, w_k) && same_matrix(&k.0, x);
    recall::<S, _, _>(store_for::<S>(&KEPT_F64_SCORES, &KEPT_SCORES), SCORES, key, matches, compute)
}
