//! The path decomposition of a self-attention network (Dong et al. 2021, Theorem 2.1, as
//! described in seed 002).
//!
//! A **path** through a depth-L, H-head SAN chooses, for every layer l, one head h_l ∈ [H]
//! or — with skip connections — to skip the layer. Its **length** is the number of layers
//! it does not skip. For the attention matrices P^l_h of a forward pass (see
//! [`super::san`]) and the value weights W^l_h, a path p has the term
//!
//!   P_p X W_p,   P_p = P^L_{h_L} ⋯ P^1_{h_1},   W_p = W^1_{h_1} ⋯ W^L_{h_L},
//!
//! where a skipped layer contributes the identity to both products.
//!
//! **Decomposition.** With output biases b_l and M_l := Σₕ W^l_h (+ I_d with skips),
//! let c₀ = 0 and c_lᵀ = c_{l−1}ᵀ M_l + b_lᵀ. Then the network output is
//!
//!   X_L = Σ_{paths p} P_p X W_p + 1ₙ c_Lᵀ.
//!
//! (Induction on l: X_l = Σₕ P^l_h X_{l−1} W^l_h + 1 b_lᵀ [+ X_{l−1}], insert the
//! decomposition of X_{l−1}, and use P 1 = 1 on the bias part.) Without skips there are
//! H^L paths, all of length L; with skips there are (H + 1)^L, of which C(L, l)·H^l have
//! length l (choose the l layers used, then a head for each).
//!
//! The terms use the attention matrices **of the forward pass**: the decomposition is an
//! identity about the network's computation, not a linearisation.

use ndarray::{Array1, Array2};

use super::matrix::{add, matmul};
use super::san::SanLayer;
use super::scalar::Scalar;

/// A path: for each layer, `Some(h)` (head h, 0-based) or `None` (the layer is skipped).
pub type Path = Vec<Option<usize>>;

/// Every path through `layers` layers of `heads` heads, in lexicographic order (skip first).
pub fn all_paths(layers: usize, heads: usize, skip: bool) -> Vec<Path> {
    let choices: Vec<Option<usize>> = skip.then_some(None).into_iter().chain((0..heads).map(Some)).collect();
    let mut paths: Vec<Path> = vec![Vec::new()];
    for _ in 0..layers {
        paths = paths
            .into_iter()
            .flat_map(|p| choices.iter().map(move |c| [p.clone(), vec![*c]].concat()))
            .collect();
    }
    paths
}

/// The number of layers a path does not skip.
pub fn path_length(p: &[Option<usize>]) -> usize {
    p.iter().filter(|c| c.is_some()).count()
}

/// The binomial coefficient C(n, k) (0 for k > n).
pub fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1usize, |acc, i| acc * (n - i) / (i + 1))
}

/// P_p X W_p for the attention matrices `attention[l][h]` of a forward pass.
pub fn path_term<S: Scalar>(x: &Array2<S>, attention: &[Vec<Array2<S>>], layers: &[SanLayer<S>], path: &[Option<usize>]) -> Array2<S> {
    assert_eq!(path.len(), layers.len(), "a path chooses once per layer");
    let mut t = x.clone();
    for (l, choice) in path.iter().enumerate() {
        if let Some(h) = *choice {
            t = matmul(&matmul(&attention[l][h], &t), &layers[l].heads[h].w_v);
        }
    }
    t
}

/// c_L: the bias term's row vector, c_lᵀ = c_{l−1}ᵀ (Σₕ W^l_h [+ I]) + b_lᵀ, c₀ = 0.
pub fn bias_term<S: Scalar>(layers: &[SanLayer<S>], d: usize, skip: bool) -> Array1<S> {
    let mut c: Array1<S> = Array1::from_elem(d, S::zero());
    for layer in layers {
        let mut next = layer.bias.clone();
        for j in 0..d {
            let mut acc = next[j].clone();
            if skip {
                acc = acc + c[j].clone();
            }
            for head in &layer.heads {
                for k in 0..d {
                    acc = acc + c[k].clone() * head.w_v[(k, j)].clone();
                }
            }
            next[j] = acc;
        }
        c = next;
    }
    c
}

/// Σ_{paths} P_p X W_p + 1 c_Lᵀ: the right-hand side of the decomposition.
pub fn path_sum<S: Scalar>(x: &Array2<S>, attention: &[Vec<Array2<S>>], layers: &[SanLayer<S>], skip: bool) -> Array2<S> {
    let heads = layers.first().map_or(0, |l| l.heads.len());
    let (n, d) = x.dim();
    let c = bias_term(layers, d, skip);
    let mut total = Array2::from_shape_fn((n, d), |(_, j)| c[j].clone());
    for p in all_paths(layers.len(), heads, skip) {
        total = add(&total, &path_term(x, attention, layers, &p));
    }
    total
}
