use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::balance::{balance, balance_diagonal, row_spread_f64};
use lemmacheck::math::{Interval, Scalar};
use ndarray::{Array1, Array2};

/// Definition 3.5's spread of a row as printed: the largest |a − b| over every pair, with
/// f64::max (which passes over a NaN), 0 for an empty row.
fn pairs(row: &[f64]) -> f64 {
    row.iter().flat_map(|a| row.iter().map(move |b| (a - b).abs())).reduce(f64::max).unwrap_or(0.0)
}

/// Entries that stress the shortcut: ties, both zeros, subnormals, values whose
/// difference overflows or rounds, and the non-finite values it must leave to the pairs.
const SPECIAL: [f64; 14] = [0.0, -0.0, 1.0, -1.0, 0.1, 3.0, 5e-324, -5e-324, f64::MAX, -f64::MAX, 1e308, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];

fn entry(rng: &mut SplitMix) -> f64 {
    match rng.below(4) {
        0 => SPECIAL[rng.below(SPECIAL.len() as u32) as usize],
        1 => f64::from(rng.below(9) as i32 - 4) / 4.0,
        2 => rng.normal() * 2f64.powi(rng.below(2100) as i32 - 1050),
        _ => f64::from_bits(rng.next_u64()),
    }
}

#[test]
fn the_f64_spread_of_a_row_is_the_pairs_maximum_bit_for_bit() {
    let mut rng = SplitMix::new(35);
    for _ in 0..200_000 {
        let row: Vec<f64> = (0..rng.below(7)).map(|_| entry(&mut rng)).collect();
        let got = row_spread_f64(Array1::from(row.clone()).view());
        assert_eq!(got.to_bits(), pairs(&row).to_bits(), "row {row:?}");
    }
    // −0 − (+0) is −0: every pair gives +0
    assert_eq!(row_spread_f64(Array1::from(vec![-0.0, 0.0]).view()).to_bits(), 0f64.to_bits());
    // a difference beyond f64::MAX overflows in both
    assert_eq!(row_spread_f64(Array1::from(vec![f64::MAX, -f64::MAX]).view()), f64::INFINITY);
}

/// The matrix functions read every row, in `f64` and in intervals alike.
#[test]
fn balance_is_the_largest_spread_of_the_rows() {
    let mut rng = SplitMix::new(5);
    for _ in 0..20_000 {
        let (n, m) = (rng.below(5) as usize, rng.below(5) as usize);
        let e = Array2::from_shape_fn((n, m), |_| entry(&mut rng));
        let rows: Vec<f64> = e.rows().into_iter().map(|r| pairs(&r.to_vec())).collect();
        let diagonal = balance_diagonal(&e);
        assert_eq!(diagonal.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), rows.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), "{e}");
        assert_eq!(balance(&e).to_bits(), rows.iter().copied().reduce(f64::max).unwrap_or(0.0).to_bits(), "{e}");
    }
    let e = Array2::from_shape_vec((2, 3), vec![1.0, -2.0, 0.5, 3.0, 3.0, 3.0]).expect("2 × 3");
    let enclosures = balance_diagonal(&e.map(|&x| Interval::exact(x)));
    assert!(enclosures[0].lo() <= 3.0 && enclosures[0].hi() >= 3.0 && enclosures[1].lo() <= 0.0 && enclosures[1].hi() >= 0.0, "{enclosures:?}");
}
