//! Rank through minors, so that rank statements can be decided without a tolerance.
//!
//! For A ∈ ℝᵐˣᵖ: rank(A) ≥ k iff some k × k minor of A is non-zero, and rank(A) ≤ k iff
//! every (k+1) × (k+1) minor vanishes. A claim "rank(F(Z)) ≤ k" is therefore encoded as
//! the identities |minor| ≤ 0 for every (k+1)-minor of F(Z): an `f64` evaluation only
//! screens, and a violation counts only when an outward-rounded enclosure of some minor
//! excludes 0, which proves rank(F(Z)) ≥ k + 1. No threshold on singular values is used.
//!
//! **Left null vector by cofactors.** For B ∈ ℝᵐˣ⁽ᵐ⁻¹⁾ define u ∈ ℝᵐ by
//! uᵢ = (−1)ⁱ det(B without row i) (the generalised cross product). For every column b of
//! B, uᵀb = det([b B]) = 0 (a repeated column), so uᵀB = 0 exactly; and u ≠ 0 iff
//! rank(B) = m − 1. Computed from enclosures of B, u is an enclosure of this exact vector.
//!
//! Determinants are expanded along the first row (Laplace): exact formulas with no
//! division, so they run on intervals whose entries contain 0. Sizes here are at most 5.

use ndarray::{Array1, Array2};

use super::scalar::Scalar;

/// det(A) by Laplace expansion along the first row; det of a 0 × 0 matrix is 1.
pub fn det<S: Scalar>(a: &Array2<S>) -> S {
    let (m, p) = a.dim();
    assert_eq!(m, p, "determinant of a {m}x{p} matrix");
    match m {
        0 => S::one(),
        1 => a[(0, 0)].clone(),
        2 => a[(0, 0)].clone() * a[(1, 1)].clone() - a[(0, 1)].clone() * a[(1, 0)].clone(),
        _ => {
            let mut total = S::zero();
            for j in 0..m {
                let minor = submatrix(a, &(1..m).collect::<Vec<_>>(), &(0..m).filter(|&c| c != j).collect::<Vec<_>>());
                let term = a[(0, j)].clone() * det(&minor);
                total = if j % 2 == 0 { total + term } else { total - term };
            }
            total
        }
    }
}

/// The submatrix of `a` on the given rows and columns.
pub fn submatrix<S: Scalar>(a: &Array2<S>, rows: &[usize], cols: &[usize]) -> Array2<S> {
    Array2::from_shape_fn((rows.len(), cols.len()), |(i, j)| a[(rows[i], cols[j])].clone())
}

/// Every k-element subset of 0..n, in lexicographic order.
pub fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(k);
    fn rec(start: usize, n: usize, k: usize, current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            out.push(current.clone());
            return;
        }
        for i in start..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            rec(i + 1, n, k, current, out);
            current.pop();
        }
    }
    rec(0, n, k, &mut current, &mut out);
    out
}

/// Every k × k minor of `a`, as (row subset index, column subset index, value), row
/// subsets and column subsets in lexicographic order ([`subsets`]). Empty if k exceeds a
/// dimension.
pub fn minors<S: Scalar>(a: &Array2<S>, k: usize) -> Vec<(usize, usize, S)> {
    let (m, p) = a.dim();
    let rows = subsets(m, k);
    let cols = subsets(p, k);
    let mut out = Vec::with_capacity(rows.len() * cols.len());
    for (ri, r) in rows.iter().enumerate() {
        for (ci, c) in cols.iter().enumerate() {
            out.push((ri, ci, det(&submatrix(a, r, c))));
        }
    }
    out
}

/// The cofactor vector u of B ∈ ℝᵐˣ⁽ᵐ⁻¹⁾: uᵢ = (−1)ⁱ det(B without row i), so uᵀB = 0.
pub fn cofactor_null_vector<S: Scalar>(b: &Array2<S>) -> Array1<S> {
    let (m, p) = b.dim();
    assert_eq!(p + 1, m, "cofactor vector of a {m}x{p} matrix (needs m = p + 1)");
    let cols: Vec<usize> = (0..p).collect();
    (0..m)
        .map(|i| {
            let rows: Vec<usize> = (0..m).filter(|&r| r != i).collect();
            let minor = det(&submatrix(b, &rows, &cols));
            if i % 2 == 0 {
                minor
            } else {
                -minor
            }
        })
        .collect()
}
