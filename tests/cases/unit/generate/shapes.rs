use ndarray::Array2;

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::generate::draw::{Dim, Draw};
use lemmacheck::generate::shapes::{Entries, ANTIPODAL, TIES, TOKEN_SIGNS};

/// A 5 × 3 matrix drawn with structure `structure`, scale 1, and random entries.
fn drawn(structure: u32, e: Entries, seed: u64) -> Array2<f64> {
    let mut rng = SplitMix::new(seed);
    // structure, scale exponent raw 0 (2⁰ = 1), position, then the entries
    let choices: Vec<u32> = [structure, 0, 0].into_iter().chain((0..15).map(|_| rng.next_u64() as u32)).collect();
    Draw::new(&choices).matrix(Dim::fixed(5), Dim::fixed(3), e)
}

#[test]
fn token_signs_rows_are_constant_minus_one_zero_or_one() {
    for seed in 0..50 {
        let m = drawn(TOKEN_SIGNS as u32, Entries::signed(0), seed);
        for row in m.rows() {
            assert!([-1.0, 0.0, 1.0].contains(&row[0]), "{m}");
            assert!(row.iter().all(|&v| v == row[0]), "{m}");
        }
    }
}

#[test]
fn antipodal_rows_come_in_opposite_pairs_and_an_odd_last_row_is_zero() {
    for seed in 0..50 {
        let m = drawn(ANTIPODAL as u32, Entries::signed(0), seed);
        for j in 0..3 {
            assert_eq!(m[(0, j)], -m[(1, j)], "{m}");
            assert_eq!(m[(2, j)], -m[(3, j)], "{m}");
            assert_eq!(m[(4, j)], 0.0, "{m}");
        }
        assert!(m.sum_axis(ndarray::Axis(0)).iter().all(|&s| s == 0.0), "the mean token is 0: {m}");
    }
}

/// [`drawn`] through [`Draw::matrix_among`] with [`TIES`] (structure choice k: `TIES[k mod 3]`).
fn drawn_tie(k: u32, e: Entries, seed: u64) -> Array2<f64> {
    let mut rng = SplitMix::new(seed);
    let choices: Vec<u32> = [k, 0, 0].into_iter().chain((0..15).map(|_| rng.next_u64() as u32)).collect();
    Draw::new(&choices).matrix_among(TIES, Dim::fixed(5), Dim::fixed(3), e)
}

#[test]
fn antipodal_signs_rows_are_opposite_constant_signs_and_an_odd_last_row_is_zero() {
    for seed in 0..50 {
        let m = drawn_tie(0, Entries::signed(0), seed);
        for row in m.rows() {
            assert!(row.iter().all(|&v| v == row[0]), "constant rows: {m}");
        }
        assert!([-1.0, 1.0].contains(&m[(0, 0)]) && [-1.0, 1.0].contains(&m[(2, 0)]), "{m}");
        assert_eq!(m[(0, 0)], -m[(1, 0)], "{m}");
        assert_eq!(m[(2, 0)], -m[(3, 0)], "{m}");
        assert_eq!(m[(4, 0)], 0.0, "{m}");
    }
}

#[test]
fn matrix_among_ties_draws_only_tie_structures() {
    for seed in 0..20 {
        // k = 1 and 4: Antipodal (column sums 0, last row 0, not constant rows in general)
        for k in [1, 4] {
            let m = drawn_tie(k, Entries::signed(0), seed);
            assert!(m.sum_axis(ndarray::Axis(0)).iter().all(|&s| s == 0.0) && m.row(4).iter().all(|&v| v == 0.0), "{m}");
        }
        // k = 2: TokenSigns
        let m = drawn_tie(2, Entries::signed(0), seed);
        assert!(m.rows().into_iter().all(|r| [-1.0, 0.0, 1.0].contains(&r[0]) && r.iter().all(|&v| v == r[0])), "{m}");
    }
}

#[test]
fn antipodal_signs_keeps_nonnegative_entries_in_their_range() {
    for seed in 0..50 {
        let m = drawn_tie(3, Entries::nonnegative_bounded(0), seed);
        assert!(m.iter().all(|&v| (0.0..=1.0).contains(&v)), "{m}");
    }
}

#[test]
fn antipodal_keeps_nonnegative_entries_in_their_range() {
    for seed in 0..50 {
        let m = drawn(ANTIPODAL as u32, Entries::nonnegative_bounded(0), seed);
        assert!(m.iter().all(|&v| (0.0..=1.0).contains(&v)), "{m}");
    }
}

/// A tiled matrix repeats its base block: entry (i, j) is the block's (i mod rb, j mod cb),
/// for shapes that are whole multiples of the block and for shapes that cut it.
#[test]
fn a_tiled_matrix_repeats_its_base_block() {
    use lemmacheck::generate::shapes::tiled;
    let (rb, cb) = (2, 3);
    let tile: Vec<f64> = (0..rb * cb).map(|k| k as f64 + 0.5).collect();
    for (rows, cols) in [(2, 3), (4, 6), (2, 12), (3, 7), (1, 2)] {
        let m = tiled(tile.clone(), (rb, cb), (rows, cols));
        assert_eq!(m.dim(), (rows, cols));
        for ((i, j), &x) in m.indexed_iter() {
            assert_eq!(x, tile[(i % rb) * cb + j % cb], "({i}, {j}) of {rows}x{cols}");
        }
    }
}
