//! Dense matrices and vectors over any [`Scalar`], and the few operations the papers use.
//!
//! Matrices are `ndarray::Array2<S>`, vectors `ndarray::Array1<S>`. The products are
//! written out (rather than calling BLAS through `ndarray::linalg`) because they must run
//! on enclosures as well as on `f64`.

use std::any::Any;

use ndarray::{Array1, Array2};

use super::scalar::{as_generic, sum, Scalar};

/// The exact matrix with the given `f64` entries, as scalars of type `S`.
pub fn lift<S: Scalar>(m: &Array2<f64>) -> Array2<S> {
    m.map(|&x| S::exact(x))
}

/// The exact vector with the given `f64` entries, as scalars of type `S`.
pub fn lift_vector<S: Scalar>(v: &[f64]) -> Array1<S> {
    v.iter().map(|&x| S::exact(x)).collect()
}

/// The matrix product `AB`; panics if the inner dimensions differ.
///
/// Entry (i, j) is `sum` of `a[i, l] * b[l, j]` for l = 0, 1, …, k − 1, in that order, for
/// every scalar type; `f64` products (the search's screen, by far the most frequent) take
/// [`matmul_f64`], which performs exactly those operations in that order, only faster.
/// A product of enclosures is remembered ([`super::remembered::product`]): the same
/// product asked again on the same thread, at the same precision, is the kept copy.
pub fn matmul<S: Scalar>(a: &Array2<S>, b: &Array2<S>) -> Array2<S> {
    let (m, k) = a.dim();
    let (k2, p) = b.dim();
    assert_eq!(k, k2, "matmul of {m}x{k} by {k2}x{p}");
    if let (Some(a), Some(b)) = ((a as &dyn Any).downcast_ref::<Array2<f64>>(), (b as &dyn Any).downcast_ref::<Array2<f64>>()) {
        return as_generic(matmul_f64(a, b));
    }
    let product = || Array2::from_shape_fn((m, p), |(i, j)| sum((0..k).map(|l| a[(i, l)].clone() * b[(l, j)].clone())));
    if S::REUSABLE {
        return super::remembered::product(a, b, product);
    }
    product()
}

/// `AB` in `f64`, bit for bit what the generic [`matmul`] computes (up to which NaN a NaN
/// entry is, which nothing reads): each entry starts at
/// 0.0 (`Scalar::zero`) and adds `a[i, l] * b[l, j]` for l = 0, 1, …, k − 1 in turn, each
/// product and sum rounded once (no fused multiply-add, no reordering). Only the order in
/// which the entries are filled differs (row i of A sweeps the rows of B), which lets
/// the compiler run several entries of a row side by side.
fn matmul_f64(a: &Array2<f64>, b: &Array2<f64>) -> Array2<f64> {
    let (m, k) = a.dim();
    let p = b.ncols();
    let (a, b) = (a.as_standard_layout(), b.as_standard_layout());
    let (a, b) = (a.as_slice().expect("standard layout"), b.as_slice().expect("standard layout"));
    let mut c = vec![0.0f64; m * p];
    // the search's matrices are small: a row of up to 8 entries is a width the compiler
    // knows (kept in registers, no loop over j), wider ones take the loop of any width
    match p {
        1 => rows_of_width::<1>(a, b, &mut c, m, k),
        2 => rows_of_width::<2>(a, b, &mut c, m, k),
        3 => rows_of_width::<3>(a, b, &mut c, m, k),
        4 => rows_of_width::<4>(a, b, &mut c, m, k),
        5 => rows_of_width::<5>(a, b, &mut c, m, k),
        6 => rows_of_width::<6>(a, b, &mut c, m, k),
        7 => rows_of_width::<7>(a, b, &mut c, m, k),
        8 => rows_of_width::<8>(a, b, &mut c, m, k),
        _ => rows_of_any_width(a, b, &mut c, m, k, p),
    }
    Array2::from_shape_vec((m, p), c).expect("m × p entries")
}

/// The rows of C = AB ([`matmul_f64`]'s operations) for B of `P` columns, each row of C
/// added up in `P` accumulators that start at 0.0 and are stored once at the end.
fn rows_of_width<const P: usize>(a: &[f64], b: &[f64], c: &mut [f64], m: usize, k: usize) {
    // Plain index loops over slices of known length, not iterator adapters: the adapters
    // are generic code that a build without link-time optimisation (the test profile,
    // Cargo.toml) leaves as calls in this hot loop instead of inlining them.
    for i in 0..m {
        let a_row = &a[i * k..(i + 1) * k];
        let mut acc = [0.0f64; P];
        for l in 0..k {
            let x = a_row[l];
            let b_row = &b[l * P..(l + 1) * P];
            for j in 0..P {
                acc[j] += x * b_row[j];
            }
        }
        c[i * P..(i + 1) * P].copy_from_slice(&acc);
    }
}

/// The rows of C = AB ([`matmul_f64`]'s operations) for B of any number `p` of columns,
/// added up in place in C (zeros to start with).
fn rows_of_any_width(a: &[f64], b: &[f64], c: &mut [f64], m: usize, k: usize, p: usize) {
    for i in 0..m {
        let a_row = &a[i * k..(i + 1) * k];
        let c_row = &mut c[i * p..(i + 1) * p];
        for (l, &x) in a_row.iter().enumerate() {
            let b_row = &b[l * p..(l + 1) * p];
            for j in 0..p {
                c_row[j] += x * b_row[j];
            }
        }
    }
}

/// The row vector–matrix product `vᵀA` (as a vector).
pub fn vecmat<S: Scalar>(v: &Array1<S>, a: &Array2<S>) -> Array1<S> {
    let (k, p) = a.dim();
    assert_eq!(v.len(), k, "vecmat of length {} by {k}x{p}", v.len());
    (0..p).map(|j| sum((0..k).map(|l| v[l].clone() * a[(l, j)].clone()))).collect()
}

/// `Aᵀ`, in row-major (standard) layout: the layout [`matmul_f64`] and the entrywise
/// operations read as slices (a copy of the transposed view would keep column-major
/// order, which each of them would copy again).
pub fn transpose<S: Scalar>(a: &Array2<S>) -> Array2<S> {
    a.t().as_standard_layout().into_owned()
}

/// The outer product `u vᵀ`.
pub fn outer<S: Scalar>(u: &Array1<S>, v: &Array1<S>) -> Array2<S> {
    Array2::from_shape_fn((u.len(), v.len()), |(i, j)| u[i].clone() * v[j].clone())
}

/// The all-ones vector `1ₙ`.
pub fn ones<S: Scalar>(n: usize) -> Array1<S> {
    Array1::from_elem(n, S::one())
}

/// `A + B`, entrywise.
pub fn add<S: Scalar>(a: &Array2<S>, b: &Array2<S>) -> Array2<S> {
    assert_eq!(a.dim(), b.dim(), "adding matrices of different shapes");
    entrywise(a, b, |x, y| x.clone() + y.clone())
}

/// `A − B`, entrywise.
pub fn sub<S: Scalar>(a: &Array2<S>, b: &Array2<S>) -> Array2<S> {
    assert_eq!(a.dim(), b.dim(), "subtracting matrices of different shapes");
    entrywise(a, b, |x, y| x.clone() - y.clone())
}

/// `f(aᵢⱼ, bᵢⱼ)` for every entry of two matrices of one shape, in row-major (standard)
/// layout. Two matrices already in that layout (all but transposes) are read as slices,
/// without the index arithmetic of `from_shape_fn`: the same operations on the same
/// entries, so the same numbers.
fn entrywise<S: Scalar>(a: &Array2<S>, b: &Array2<S>, f: impl Fn(&S, &S) -> S) -> Array2<S> {
    match (a.as_slice(), b.as_slice()) {
        (Some(x), Some(y)) => Array2::from_shape_vec(a.dim(), x.iter().zip(y).map(|(x, y)| f(x, y)).collect()).expect("the shape of a"),
        _ => Array2::from_shape_fn(a.dim(), |ij| f(&a[ij], &b[ij])),
    }
}

/// `cA`.
pub fn scale<S: Scalar>(c: &S, a: &Array2<S>) -> Array2<S> {
    a.map(|x| c.clone() * x.clone())
}

/// `diag(d) A`: row `i` of `A` multiplied by `dᵢ`.
pub fn diag_mul<S: Scalar>(d: &Array1<S>, a: &Array2<S>) -> Array2<S> {
    assert_eq!(d.len(), a.nrows(), "diag({}) times {}x{}", d.len(), a.nrows(), a.ncols());
    Array2::from_shape_fn(a.dim(), |(i, j)| d[i].clone() * a[(i, j)].clone())
}

/// `a − b` for vectors.
pub fn vec_sub<S: Scalar>(a: &Array1<S>, b: &Array1<S>) -> Array1<S> {
    assert_eq!(a.len(), b.len(), "subtracting vectors of different lengths");
    a.iter().zip(b.iter()).map(|(x, y)| x.clone() - y.clone()).collect()
}

/// `a + b` for vectors.
pub fn vec_add<S: Scalar>(a: &Array1<S>, b: &Array1<S>) -> Array1<S> {
    assert_eq!(a.len(), b.len(), "adding vectors of different lengths");
    a.iter().zip(b.iter()).map(|(x, y)| x.clone() + y.clone()).collect()
}

/// The column vector `x` as an `n × 1` matrix.
pub fn column<S: Scalar>(x: &Array1<S>) -> Array2<S> {
    Array2::from_shape_fn((x.len(), 1), |(i, _)| x[i].clone())
}

/// The row vector `xᵀ` as a `1 × n` matrix.
pub fn row<S: Scalar>(x: &Array1<S>) -> Array2<S> {
    Array2::from_shape_fn((1, x.len()), |(_, j)| x[j].clone())
}
