use lemmacheck::claim::Inputs;
use ndarray::{Array2, ShapeBuilder};

/// `first_non_finite` finds a NaN or an infinity wherever it sits: in every position of
/// vectors and matrices whose lengths fall on, before and after the eight-entry chunks it
/// reads, in a matrix stored column-major, and in a list of matrices; and names its input.
#[test]
fn first_non_finite_finds_every_position_and_names_the_input() {
    for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        for len in [1usize, 7, 8, 9, 16, 17, 30] {
            for k in 0..len {
                let mut v: Vec<f64> = (0..len).map(|i| i as f64 - 3.5).collect();
                v[k] = bad;
                let x = Inputs::new().with("a", 1.0).with("v", v.clone());
                assert_eq!(x.first_non_finite(), Some("v"), "vector of {len}, {bad} at {k}");
                let rows = [v.clone(), vec![0.5; len]].concat();
                let m = Array2::from_shape_vec((2, len), rows.clone()).unwrap();
                assert_eq!(Inputs::new().with("M", m.clone()).first_non_finite(), Some("M"), "matrix of 2 x {len}, {bad} at {k}");
                let column_major = Array2::from_shape_vec((len, 2).f(), rows).unwrap();
                // (a single row is stored the same way in either order)
                assert!(len == 1 || column_major.as_slice().is_none(), "a column-major matrix");
                assert_eq!(Inputs::new().with("T", column_major).first_non_finite(), Some("T"));
                let list = vec![Array2::zeros((2, 3)), m];
                assert_eq!(Inputs::new().with("W", list).first_non_finite(), Some("W"));
            }
        }
    }
    let finite = Inputs::new().with("a", f64::MAX).with("v", vec![f64::MIN_POSITIVE; 19]).with("M", Array2::from_elem((3, 5), -f64::MAX));
    assert_eq!(finite.first_non_finite(), None);
}

/// A kept value is made once per inputs and held by the clones made after it; adding an
/// input empties it (a clone that adds one makes its own, and the original keeps its
/// value), and a call asking for another type gets its own value without replacing the
/// kept one.
#[test]
fn a_kept_value_is_made_once_and_forgotten_when_an_input_is_added() {
    use std::cell::Cell;
    use std::sync::Arc;
    let made = Cell::new(0);
    let make = |v: f64| {
        made.set(made.get() + 1);
        v
    };
    let x = Inputs::new().with("a", 1.0);
    let first = x.kept(|| make(x.number("a")));
    let again = x.kept(|| make(-1.0));
    assert!(Arc::ptr_eq(&first, &again) && *again == 1.0 && made.get() == 1, "made once");
    let copy = x.clone();
    assert!(Arc::ptr_eq(&copy.kept(|| make(-1.0)), &first) && made.get() == 1, "a clone holds the same entries and what is kept");
    let grown = copy.with("b", 2.0);
    assert_eq!(*grown.kept(|| make(grown.number("a") + grown.number("b"))), 3.0, "an added input empties it");
    assert_eq!(made.get(), 2);
    assert_eq!(*x.kept(|| make(-1.0)), 1.0, "the original keeps its own");
    let other: Arc<u32> = x.kept(|| 7u32);
    assert_eq!(*other, 7, "another type is made, not kept");
    assert_eq!(*x.kept(|| make(-1.0)), 1.0);
    let alone = Inputs::new().with("a", 1.0);
    assert_eq!(*alone.kept(|| make(1.0)), 1.0);
    let alone = alone.with("b", 2.0);
    assert_eq!(*alone.kept(|| make(5.0)), 5.0, "an added input empties a kept value");
    assert_eq!(made.get(), 4);
}

/// A value handed over with `keeping` is what `kept` returns, without computing; an input
/// added later empties it, and a clone made before keeps its own (empty) store.
#[test]
fn a_value_handed_over_is_kept_until_an_input_is_added() {
    let before = Inputs::new().with("a", 1.0);
    let x = before.clone().keeping(10.0f64);
    assert_eq!(*x.kept(|| -> f64 { panic!("computed although handed over") }), 10.0);
    assert_eq!(*before.kept(|| 1.0f64), 1.0, "the inputs it was made from keep their own");
    let grown = x.with("b", 2.0);
    assert_eq!(*grown.kept(|| 3.0f64), 3.0, "an added input empties it");
}

/// A network handed over by its generator is the one the grids hold: `shared_network`
/// returns it without copying it out of the grids, and debug builds refuse one that is not.
#[test]
fn a_kept_network_is_the_network_the_inputs_hold() {
    use lemmacheck::generate::network::{keep_network, shared_network, with_network};
    use lemmacheck::math::attention::Head;
    use ndarray::array;
    let head = |s: f64| Head { w_q: array![[s, 1.0], [0.0, 2.0]], w_k: array![[1.0, s], [0.5, 0.0]], w_v: array![[s, -s], [1.0, 1.0]] };
    let layers = vec![vec![head(1.0), head(2.0)], vec![head(3.0), head(4.0)]];
    let x = keep_network(with_network(Inputs::new().with("X_0", array![[1.0, 2.0]]), &layers).with("eta", 1.0), layers.clone());
    let shared = shared_network::<f64>(&x);
    assert!(shared.iter().flatten().zip(layers.iter().flatten()).all(|(a, b)| a.w_q == b.w_q && a.w_k == b.w_k && a.w_v == b.w_v));
    assert!(std::sync::Arc::ptr_eq(&shared, &shared_network::<f64>(&x)), "kept, not copied again");
    let mut other = layers.clone();
    other[1][0].w_v[(0, 1)] = 7.0;
    let refused = std::panic::catch_unwind(|| keep_network(with_network(Inputs::new(), &layers), other));
    assert!(refused.is_err() || !cfg!(debug_assertions), "debug builds refuse a network the grids do not hold");
}
