//! Layer normalisation, the standard per-token LayerNorm (Ba, Kiros and Hinton 2016), as
//! used in transformer blocks.
//!
//! For a token z ∈ ℝᵈ (a row of Z ∈ ℝⁿˣᵈ), with gain g ∈ ℝᵈ, bias b ∈ ℝᵈ and ε > 0:
//!
//!   μ(z) = (1/d) Σⱼ zⱼ,   σ²(z) = (1/d) Σⱼ (zⱼ − μ(z))²,   s(z) = √(σ²(z) + ε),
//!   LN(z)ⱼ = gⱼ (zⱼ − μ(z)) / s(z) + bⱼ.
//!
//! In matrix form, with C = I_d − 1_d1_dᵀ/d (centring over features) and
//! D_s = diag(s(Z₁), …, s(Zₙ)) (one scale per **token**):
//!
//!   LN(Z) = D_s⁻¹ · Z · C · diag(g) + 1ₙ bᵀ.
//!
//! The centring and the gain act on the right; the normalisation D_s⁻¹ acts on the
//! **left**, one factor per token, and depends on Z. This is what Dong et al.'s remark
//! ("LN(SA(X)) rewrites as Σₕ Pₕ X W̃ₕ + 1b̃ᵀ with W̃ₕ = Wₕ D_LN⁻¹", seed 002) has to be
//! checked against: a right multiplication would need one scale for all tokens.

use ndarray::{Array1, Array2};

use super::scalar::{sum, Scalar};

/// The parameters of one LayerNorm.
#[derive(Clone, Debug)]
pub struct LayerNorm<S> {
    /// Gain g (length d).
    pub gain: Array1<S>,
    /// Bias b (length d).
    pub bias: Array1<S>,
    /// ε > 0 under the square root.
    pub eps: S,
}

impl<S: Scalar> LayerNorm<S> {
    /// LayerNorm with unit gain, zero bias and the given ε, for `d` features.
    pub fn plain(d: usize, eps: S) -> Self {
        LayerNorm { gain: Array1::from_elem(d, S::one()), bias: Array1::from_elem(d, S::zero()), eps }
    }
}

/// s(Zᵢ) = √(σ²(Zᵢ) + ε) for every token (row) i.
pub fn token_scales<S: Scalar>(z: &Array2<S>, eps: &S) -> Array1<S> {
    let d = S::int(z.ncols());
    z.rows()
        .into_iter()
        .map(|row| {
            let mu = sum(row.iter().cloned()) / d.clone();
            let var = sum(row.iter().map(|x| {
                let c = x.clone() - mu.clone();
                c.clone() * c
            })) / d.clone();
            (var + eps.clone()).sqrt()
        })
        .collect()
}

/// LN(Z): the LayerNorm applied to every token (row) of `z`.
pub fn layer_norm<S: Scalar>(z: &Array2<S>, ln: &LayerNorm<S>) -> Array2<S> {
    let (n, d) = z.dim();
    assert_eq!(ln.gain.len(), d, "LayerNorm gain of length {} for {d} features", ln.gain.len());
    assert_eq!(ln.bias.len(), d, "LayerNorm bias of length {} for {d} features", ln.bias.len());
    let scales = token_scales(z, &ln.eps);
    let mut out = z.clone();
    for i in 0..n {
        let mu = sum(z.row(i).iter().cloned()) / S::int(d);
        for j in 0..d {
            out[(i, j)] = ln.gain[j].clone() * (z[(i, j)].clone() - mu.clone()) / scales[i].clone() + ln.bias[j].clone();
        }
    }
    out
}
