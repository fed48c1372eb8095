use ndarray::{array, Array1, Array2};

use lemmacheck::math::attention::Head;
use lemmacheck::math::mlp::Mlp;
use lemmacheck::math::remembered::mlp_network;

/// A network with MLPs is recalled for inputs identical in every part, and computed when
/// any part differs: the input, a head's weight, either MLP weight, either bias, the scale.
#[test]
fn a_remembered_network_with_mlps_is_returned_only_for_identical_inputs() {
    let x0 = array![[1.0, -2.0], [0.5, 0.25]];
    let layers = vec![vec![Head { w_q: Array2::eye(2), w_k: array![[0.5, 1.0], [0.0, 1.0]], w_v: array![[1.0, -1.0], [0.5, 0.25]] }]];
    let mlps = vec![Mlp { w1: Array2::eye(2), b1: Array1::zeros(2), w2: array![[2.0, 0.0], [1.0, 1.0]], b2: Array1::zeros(2), scale: 1.0 }];
    // what `compute` returns says whether it ran: a 1 × 1 matrix holding `tag`
    let run = |x0: &Array2<f64>, layers: &[Vec<Head<f64>>], mlps: &[Mlp<f64>], tag: f64| mlp_network(x0, layers, mlps, || vec![Array2::from_elem((1, 1), tag)])[0][(0, 0)];
    assert_eq!(run(&x0, &layers, &mlps, 1.0), 1.0, "computed the first time");
    assert_eq!(run(&x0, &layers, &mlps, 2.0), 1.0, "recalled for the same inputs");
    // each change is asked for while the unchanged network is kept (recalled, or computed
    // again with the same tag when a later network has taken its place)
    let mut moved = x0.clone();
    moved[(1, 1)] = 0.75;
    assert_eq!(run(&moved, &layers, &mlps, 3.0), 3.0, "another input");
    assert_eq!(run(&x0, &layers, &mlps, 1.0), 1.0);
    let mut other = layers.clone();
    other[0][0].w_k[(0, 0)] = -0.5;
    assert_eq!(run(&x0, &other, &mlps, 4.0), 4.0, "another head");
    let changes: [fn(&mut Mlp<f64>); 5] = [|m| m.w1[(0, 1)] = 1.0, |m| m.w2[(1, 0)] = 0.5, |m| m.b1[0] = 1.0, |m| m.b2[1] = -1.0, |m| m.scale = 2.0];
    for (k, change) in changes.iter().enumerate() {
        assert_eq!(run(&x0, &layers, &mlps, 1.0), 1.0);
        let mut changed = mlps.clone();
        change(&mut changed[0]);
        let tag = 10.0 + k as f64;
        assert_eq!(run(&x0, &layers, &changed, tag), tag, "MLP part {k} changed");
    }
    assert_eq!(run(&x0, &layers, &mlps, 1.0), 1.0);
    assert_eq!(run(&x0, &layers, &mlps[..0], 20.0), 20.0, "fewer MLPs");
}

/// Two `f64` matrices are the same exactly when they have the same shape and the same bits
/// in every entry, whatever the length (the comparison takes eight entries at a time and
/// then the rest: the lengths 1 to 45 here make no chunk, one and several, with every
/// remainder) and the layout: one bit flipped at any position, 0 against −0, and NaNs with
/// other payloads differ; a column-major copy is compared entry by entry.
#[test]
fn matrices_are_the_same_exactly_when_every_entry_has_the_same_bits() {
    use lemmacheck::math::remembered::same_matrix;
    for rows in 1..=5 {
        for cols in 1..=9 {
            let a = Array2::from_shape_fn((rows, cols), |(i, j)| (i * cols + j) as f64 - 2.5);
            assert!(same_matrix(&a, &a.clone()), "{rows}x{cols}");
            if rows != cols {
                let reshaped = Array2::from_shape_vec((cols, rows), a.iter().copied().collect()).expect("same length");
                assert!(!same_matrix(&a, &reshaped), "{rows}x{cols} against {cols}x{rows}");
            }
            // a transpose copied keeps its column-major layout: the comparison that is not
            // of slices
            let t = a.t().to_owned();
            assert!(rows == 1 || cols == 1 || t.as_slice().is_none(), "column-major");
            assert!(same_matrix(&t.t().to_owned(), &a) && same_matrix(&a.t().to_owned(), &t), "transposes");
            for k in 0..rows * cols {
                for bit in [0, 31, 52, 63] {
                    let mut b = a.clone();
                    let e = &mut b.as_slice_mut().expect("standard layout")[k];
                    *e = f64::from_bits(e.to_bits() ^ (1 << bit));
                    assert!(!same_matrix(&a, &b) && !same_matrix(&b, &a), "{rows}x{cols} entry {k} bit {bit}");
                    assert!(!same_matrix(&a.t().to_owned(), &b.t().to_owned()), "{rows}x{cols} entry {k} bit {bit}, transposed");
                }
            }
        }
    }
    let zeros = |z: f64| Array2::from_elem((3, 3), z);
    assert!(!same_matrix(&zeros(0.0), &zeros(-0.0)));
    let nan = |payload: u64| Array2::from_elem((2, 3), f64::from_bits(0x7ff8_0000_0000_0000 | payload));
    assert!(same_matrix(&nan(1), &nan(1)) && !same_matrix(&nan(1), &nan(2)));
}

/// `forget_f64` drops the `f64` results a thread keeps and leaves its enclosures, and the
/// search's `Subject::build` forgets them before building a case: a score asked for again
/// in `f64` is computed again (the tag `compute` returns says whether it ran), one in
/// intervals is recalled.
#[test]
fn a_case_forgets_the_f64_results_and_keeps_the_enclosures() {
    use lemmacheck::engine::case::Subject;
    use lemmacheck::math::remembered::{forget_f64, scores};
    use lemmacheck::math::{Interval, Scalar};
    let x = array![[1.0, -2.0], [0.5, 0.25]];
    let w: Array2<f64> = Array2::eye(2);
    let in_f64 = |tag: f64| scores(&x, &w, &w, || Array2::from_elem((1, 1), tag))[(0, 0)];
    let (xi, wi) = (x.mapv(Interval::exact), w.mapv(Interval::exact));
    let in_intervals = |tag: f64| scores(&xi, &wi, &wi, || Array2::from_elem((1, 1), Interval::exact(tag)))[(0, 0)].to_f64();
    assert_eq!((in_f64(1.0), in_intervals(1.0)), (1.0, 1.0), "computed the first time");
    assert_eq!((in_f64(2.0), in_intervals(2.0)), (1.0, 1.0), "recalled");
    forget_f64();
    assert_eq!((in_f64(3.0), in_intervals(3.0)), (3.0, 1.0), "the f64 scores forgotten, the enclosure kept");
    let claim = lemmacheck::claims::catalogue().first().expect("a claim");
    let subject = Subject::new(claim.as_ref());
    let choices = vec![0; subject.layout.slots.len()];
    subject.build(&choices).expect("the simplest case builds");
    assert_eq!((in_f64(4.0), in_intervals(4.0)), (4.0, 1.0), "building a case forgets the f64 scores");
}
