use ndarray::{array, Array2};

use lemmacheck::math::attention::{attention_matrix, residual_network, scores, softmv, Head};
use lemmacheck::math::matrix::{matmul, transpose};

fn head() -> Head<f64> {
    Head { w_q: array![[1.0, 0.0], [0.0, 2.0]], w_k: array![[0.5, 1.0], [0.0, 1.0]], w_v: array![[1.0, -1.0], [0.5, 0.25]] }
}

#[test]
fn interval_scores_skip_only_rows_that_meet_exact_zeros() {
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::Interval;
    let w_q = lift::<Interval>(&array![[1.0, 0.1, -3.0], [0.0, 2.0, 0.7], [0.3, -0.2, 1.1]]);
    let w_k = lift::<Interval>(&array![[0.5, 1.0, 0.0], [0.0, 1.0, -0.9], [0.25, 0.6, 0.3]]);
    for x in [array![[0.0, 1.5, 0.0], [0.0, -0.25, 0.0]], array![[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], array![[1.0, 0.3, 0.0], [0.0, 0.0, 0.0]]] {
        let x = lift::<Interval>(&x);
        let full = matmul(&matmul(&x, &matmul(&w_q, &transpose(&w_k))), &transpose(&x));
        let got = scores(&x, &w_q, &w_k);
        assert!(full.iter().zip(got.iter()).all(|(a, b)| a.same_real(b)), "{full:?} vs {got:?}");
    }
}

#[test]
fn attention_rows_are_probability_vectors() {
    let x = array![[1.0, 2.0], [-1.0, 0.5], [0.0, 3.0]];
    let p = attention_matrix(&x, &head().w_q, &head().w_k, &0.7);
    assert_eq!(p.dim(), (3, 3));
    for row in p.rows() {
        assert!((row.sum() - 1.0).abs() < 1e-12 && row.iter().all(|&v| v > 0.0));
    }
}

#[test]
fn zero_value_weights_make_the_residual_network_the_identity() {
    let x = array![[1.0, 2.0], [-1.0, 0.5]];
    let mut h = head();
    h.w_v = Array2::zeros((2, 2));
    let xs = residual_network(&x, &[vec![h.clone(), h.clone()], vec![h]], &1.0);
    assert_eq!(xs.len(), 3);
    assert!(xs.iter().all(|xl| *xl == x));
}

#[test]
fn constant_tokens_stay_constant_through_a_head() {
    // equal rows attend uniformly and produce equal rows (rank collapse's fixed point)
    let x = array![[1.0, -2.0], [1.0, -2.0], [1.0, -2.0]];
    let y = softmv(&x, &head(), &1.0);
    assert!(y.rows().into_iter().all(|r| r == y.row(0)));
}

#[test]
fn attention_leaves_equal_interval_tokens_exactly_in_place() {
    use lemmacheck::math::attention::convex_rows;
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::{Interval, Scalar};
    // Lemma D.6's seed-33 network in miniature: three equal tokens, one head whose values
    // cancel them (X W_v summed over four heads is −X), so X₁ = 0 exactly
    let x = lift::<Interval>(&array![[0.125, 0.125], [0.125, 0.125], [0.125, 0.125]]);
    let w = lift::<Interval>(&array![[-0.125, -0.125], [-0.125, -0.125]]);
    let h = Head { w_q: w.clone(), w_k: w.clone(), w_v: w };
    let xs = residual_network(&x, &[vec![h.clone(), h.clone(), h.clone(), h]], &Interval::one());
    assert!(xs[1].iter().all(Interval::is_zero), "equal tokens cancelled exactly: {:?}", xs[1]);
    // the shortcut returns the tokens themselves, only where every row is the same point
    let p = attention_matrix(&x, &lift(&head().w_q), &lift(&head().w_k), &Interval::one());
    assert!(convex_rows(&p, &x).iter().zip(x.iter()).all(|(a, b)| a.same_real(b) && a.lo() == a.hi()));
    let unequal = lift::<Interval>(&array![[0.125, 0.125], [0.125, 0.25], [0.125, 0.125]]);
    let full = matmul(&p, &unequal);
    assert!(convex_rows(&p, &unequal).iter().zip(full.iter()).all(|(a, b)| a.same_real(b)));
    // an enclosure that is not a single point is never taken for its row's equal
    let wide = Array2::from_elem((3, 2), Interval::new(0.0, 1.0));
    let wide_full = matmul(&p, &wide);
    assert!(convex_rows(&p, &wide).iter().zip(wide_full.iter()).all(|(a, b)| a.same_real(b)));
}

#[test]
fn f64_products_are_never_short_cut() {
    use lemmacheck::math::attention::convex_rows;
    // f64 keeps the rounded product (its search values must not change): 0.3 averaged
    // with the weights 0.6, 0.3, 0.1 is 0.30000000000000004 in f64, not 0.3 itself
    let p = array![[0.6, 0.3, 0.1]];
    let x = array![[0.3], [0.3], [0.3]];
    assert_ne!(matmul(&p, &x), x.slice(ndarray::s![0..1, ..]).to_owned(), "the example must round");
    assert_eq!(convex_rows(&p, &x), matmul(&p, &x));
}

#[test]
fn a_remembered_network_is_returned_only_for_identical_inputs_at_the_same_precision() {
    use lemmacheck::math::interval::with_precision;
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::{Interval, Scalar};
    let same = |a: &[Array2<Interval>], b: &[Array2<Interval>]| a.len() == b.len() && a.iter().zip(b).all(|(p, q)| p.iter().zip(q.iter()).all(|(x, y)| x.same_real(y)));
    let h = head();
    let layers = vec![vec![Head { w_q: lift::<Interval>(&h.w_q), w_k: lift(&h.w_k), w_v: lift(&h.w_v) }]; 2];
    let x = lift::<Interval>(&array![[1.0, 2.0], [-1.0, 0.5]]);
    let first = with_precision(64, || residual_network(&x, &layers, &Interval::one()));
    let again = with_precision(64, || residual_network(&x, &layers, &Interval::one()));
    assert!(same(&first, &again));
    // another input, another weight, another scale: computed, not recalled
    let moved = lift::<Interval>(&array![[1.0, 2.0], [-1.0, 0.75]]);
    assert!(!same(&first, &with_precision(64, || residual_network(&moved, &layers, &Interval::one()))));
    let mut other = layers.clone();
    other[1][0].w_v[(0, 0)] = Interval::exact(0.5);
    assert!(!same(&first, &with_precision(64, || residual_network(&x, &other, &Interval::one()))));
    assert!(!same(&first, &with_precision(64, || residual_network(&x, &layers, &Interval::exact(2.0)))));
    // an interval with the same endpoints but another tag is another real
    let wide = || x.mapv(|v| Interval::new(v.lo(), v.hi() + 0.25));
    let (one, two) = (wide(), wide());
    let from_one = with_precision(64, || residual_network(&one, &layers, &Interval::one()));
    let from_two = with_precision(64, || residual_network(&two, &layers, &Interval::one()));
    assert!(from_one[2].iter().zip(from_two[2].iter()).all(|(a, b)| a.tag() != b.tag() && a.lo() == b.lo() && a.hi() == b.hi()));
    // at another precision: a narrower enclosure of the same reals
    let finer = with_precision(256, || residual_network(&x, &layers, &Interval::one()));
    assert!(first[2].iter().zip(finer[2].iter()).all(|(a, b)| a.encloses(b)));
    assert!(first[2].iter().zip(finer[2].iter()).any(|(a, b)| !a.same_real(b)));
}

#[test]
fn a_remembered_head_is_returned_only_for_identical_inputs_at_the_same_precision() {
    use lemmacheck::math::attention::softmv_with_scores;
    use lemmacheck::math::interval::with_precision;
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::{Interval, Scalar};
    let same = |a: &Array2<Interval>, b: &Array2<Interval>| a.iter().zip(b.iter()).all(|(x, y)| x.same_real(y));
    let h = head();
    let h = Head { w_q: lift::<Interval>(&h.w_q), w_k: lift(&h.w_k), w_v: lift(&h.w_v) };
    let x = lift::<Interval>(&array![[1.0, 2.0], [-1.0, 0.5], [0.25, -3.0]]);
    let beta = Interval::exact(0.5);
    let (s, out) = with_precision(64, || softmv_with_scores(&x, &h, &beta));
    let (s2, out2) = with_precision(64, || softmv_with_scores(&x, &h, &beta));
    assert!(same(&s, &s2) && same(&out, &out2));
    let mut other = h.clone();
    other.w_k[(1, 0)] = Interval::exact(-0.5);
    assert!(!same(&s, &with_precision(64, || softmv_with_scores(&x, &other, &beta)).0));
    let moved = lift::<Interval>(&array![[1.0, 2.0], [-1.0, 0.5], [0.25, -2.0]]);
    assert!(!same(&out, &with_precision(64, || softmv_with_scores(&moved, &h, &beta)).1));
    assert!(!same(&out, &with_precision(64, || softmv_with_scores(&x, &h, &Interval::exact(0.75))).1));
    let finer = with_precision(256, || softmv_with_scores(&x, &h, &beta)).1;
    assert!(out.iter().zip(finer.iter()).all(|(a, b)| a.encloses(b)) && !same(&out, &finer));
}

/// `multi_head` computes a head equal, bit for bit, to the one before it only once in `f64`:
/// its sum must be what adding every head's own output gives, and a head that differs
/// anywhere (here only in W_v, or only in the sign of a zero entry) is computed on its own.
#[test]
fn shared_heads_add_up_to_what_each_head_computes() {
    use lemmacheck::math::attention::multi_head;
    use lemmacheck::math::remembered::same_head;
    use lemmacheck::math::matrix::add;
    let x = array![[0.5, -1.25, 2.0], [1.0, 0.0, -0.75]];
    let h = Head { w_q: array![[1.0, 0.5, 0.0], [0.0, -1.0, 2.0], [0.25, 0.0, 1.0]], ..head3() };
    let mut other_value = h.clone();
    other_value.w_v[(0, 0)] = 3.0;
    let mut signed_zero = h.clone();
    signed_zero.w_q[(0, 2)] = -0.0;
    assert!(!same_head(&h, &other_value) && !same_head(&h, &signed_zero) && same_head(&h, &h.clone()));
    for heads in [vec![h.clone(), h.clone(), h.clone()], vec![h.clone(), other_value.clone(), h.clone(), h.clone()], vec![signed_zero.clone(), h.clone()]] {
        let each = heads.iter().map(|hd| softmv(&x, hd, &0.5)).reduce(|a, b| add(&a, &b)).expect("heads");
        let summed = multi_head(&x, &heads, &0.5);
        assert!(summed.iter().zip(each.iter()).all(|(a, b)| a.to_bits() == b.to_bits()), "{summed} against {each}");
    }
}

fn head3() -> Head<f64> {
    Head {
        w_q: Array2::eye(3),
        w_k: array![[0.5, 1.0, -1.0], [2.0, 0.25, 0.0], [1.0, 1.0, 1.0]],
        w_v: array![[1.0, -2.0, 0.5], [0.0, 1.5, 1.0], [-1.0, 0.0, 2.0]],
    }
}

/// A shared head's output in `f64` is what `softmv` computes, bit for bit, whether
/// computed or recalled (asked twice, or remembered by a generator), and a head or input
/// that differs in one entry is computed on its own.
#[test]
fn a_shared_head_is_what_softmv_computes() {
    use lemmacheck::math::attention::{remember_head, softmv_shared, softmv_with_scores};
    let bits = |m: &Array2<f64>| m.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    let x = array![[0.5, -1.25, 2.0], [1.0, 0.0, -0.75]];
    let h = Head { w_q: array![[1.0, 0.5, 0.0], [0.0, -1.0, 2.0], [0.25, 0.0, 1.0]], ..head3() };
    let fresh = softmv(&x, &h, &0.5);
    assert_eq!(bits(&softmv_shared(&x, &h, &0.5)), bits(&fresh));
    assert_eq!(bits(&softmv_shared(&x, &h, &0.5)), bits(&fresh), "asked again");
    let mut other = h.clone();
    other.w_v[(2, 1)] = -4.0;
    assert_eq!(bits(&softmv_shared(&x, &other, &0.5)), bits(&softmv(&x, &other, &0.5)));
    let mut moved = x.clone();
    moved[(1, 1)] = -0.0;
    assert_eq!(bits(&softmv_shared(&moved, &h, &0.5)), bits(&softmv(&moved, &h, &0.5)));
    assert_eq!(bits(&softmv_shared(&x, &h, &0.25)), bits(&softmv(&x, &h, &0.25)), "another scale");
    // remembered by a generator that computed it as softmv does
    let (s, out) = softmv_with_scores(&x, &other, &0.75);
    remember_head(&x, &other, 0.75, s, out.clone());
    assert_eq!(bits(&softmv_shared(&x, &other, &0.75)), bits(&out));
}

/// Debug builds check what a generator remembers: an output other than the head's is
/// refused.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a remembered head differs")]
fn a_wrong_remembered_head_is_refused() {
    use lemmacheck::math::attention::{remember_head, softmv_with_scores};
    let x = array![[0.5, -1.25, 2.0], [1.0, 0.0, -0.75]];
    let (s, mut out) = softmv_with_scores(&x, &head3(), &0.5);
    out[(0, 0)] += 1.0;
    remember_head(&x, &head3(), 0.5, s, out);
}

/// Shared scores and attention matrices in `f64` are what `scores` and `attention_matrix`
/// compute, bit for bit, computed or recalled; other inputs are computed on their own.
#[test]
fn shared_scores_are_what_scores_computes() {
    use lemmacheck::math::attention::{attention_matrix_shared, scores_shared};
    let bits = |m: &Array2<f64>| m.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    let x = array![[0.5, -1.25, 2.0], [1.0, 0.0, -0.75], [0.125, 3.0, -1.0]];
    let h = head3();
    for _ in 0..2 {
        assert_eq!(bits(&scores_shared(&x, &h.w_q, &h.w_k)), bits(&scores(&x, &h.w_q, &h.w_k)));
        assert_eq!(bits(&attention_matrix_shared(&x, &h.w_q, &h.w_k, &0.5)), bits(&attention_matrix(&x, &h.w_q, &h.w_k, &0.5)));
    }
    // W_q and W_k swapped, and one entry of X moved: other scores
    assert_eq!(bits(&scores_shared(&x, &h.w_k, &h.w_q)), bits(&scores(&x, &h.w_k, &h.w_q)));
    let mut moved = x.clone();
    moved[(2, 0)] = 0.25;
    assert_eq!(bits(&scores_shared(&moved, &h.w_q, &h.w_k)), bits(&scores(&moved, &h.w_q, &h.w_k)));
    assert_eq!(bits(&attention_matrix_shared(&x, &h.w_q, &h.w_k, &2.0)), bits(&attention_matrix(&x, &h.w_q, &h.w_k, &2.0)), "another scale");
}

/// Inside `unshared`, an `f64` network is computed from its inputs, not recalled (a bench's
/// raw evaluation measures that), and sharing comes back afterwards, also after a panic.
#[test]
fn unshared_computes_networks_from_their_inputs() {
    use lemmacheck::math::remembered::{network, sharing_f64, unshared};
    let x0 = array![[0.5, -1.0, 0.25], [2.0, 0.0, 1.0]];
    let layers = vec![vec![head3()]];
    let computed = unshared(|| residual_network(&x0, &layers, &1.0));
    // a stand-in kept under the same inputs: recalled while sharing, not inside `unshared`
    let stand_in = vec![x0.clone(), Array2::zeros((2, 3))];
    let kept = network(&x0, &layers, &1.0, || stand_in.clone());
    assert_eq!(kept, stand_in);
    assert_eq!(residual_network(&x0, &layers, &1.0), stand_in, "recalled while sharing");
    assert!(unshared(|| !sharing_f64()));
    assert_eq!(unshared(|| residual_network(&x0, &layers, &1.0)), computed, "computed inside unshared");
    assert!(std::panic::catch_unwind(|| unshared(|| panic!("inside"))).is_err());
    assert!(sharing_f64(), "sharing comes back after a panic");
}
