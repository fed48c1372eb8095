//! The quantities the statements assume, for every layer and head of a checkpoint, with
//! each paper's own norms.
//!
//! **From the weights alone** (per layer ℓ and head h, in the papers' notation of
//! [`super::paper`]: W_q = W_Q^h, W_k = W_K^h, W_v = W_V^h W_O^h, β = 1/√d_h):
//!
//! * ‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ with large-weights' ‖·‖_∞, the **entrywise maximum**
//!   (§3.1), and η_{ℓ,h} their largest; η_ℓ = max_h η_{ℓ,h} and η = max_ℓ η_ℓ, the
//!   smallest η for which Theorem 5.3's hypothesis "‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ ≤ η for every
//!   head of every layer" holds with β kept in the scores (as in Lemmas 5.1 and B.2, which
//!   its proof uses); Definition 3.7 has no factor in the scores, and with β folded into
//!   W_q (W_q = βW_Q^h) the same maximum is `eta_folded`;
//! * Dong et al.'s β_{ℓ,h} = ‖W_q W_kᵀ‖₁ ‖W_v‖_{1,∞} with **their** (induced) norms:
//!   ‖·‖₁ the largest column sum, ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞) with ‖·‖_∞ the largest row
//!   sum; their Theorem 2.2's rate is below 1 when 4γβ < √d_qk (d_qk = d_h), so the
//!   largest γ it allows is √d_h/(4β). γ is not defined in our sources: the audit reports
//!   this largest γ and does not decide the condition.
//!
//! **On real inputs** X = X_{ℓ−1} (the rows the encoder's layer ℓ reads for a real text,
//! [`super::forward`]), per head:
//!
//! * Lemma 5.1's hypothesis: E = β Res(X) W_q W_kᵀ Res(X)ᵀ (Res of Definition 3.4, the
//!   midrange minimiser) is θ-balanced for θ = balance(E) = maxᵢ max_{j,l} |E_ij − E_il|
//!   and no smaller θ; the proof of Theorem 5.3 uses θ = 1 (Lemma B.2), so the audit
//!   reports θ/1;
//! * Lemma 5.1's conclusion with that θ: ‖Res(SAtt(X))‖_∞ against
//!   K‖Res(X)‖_∞ = (e^θ − 1)‖W_v‖_∞‖Res(X)‖_∞, SAtt(X) = P_h X W_v (the proof's scores,
//!   with b_q and b_k); a ratio above 1 is a real input on which the printed lemma fails
//!   (its `as-written` reading is refuted by the suite); the repair `times-half-d`
//!   multiplies the bound by d/2;
//! * Lemma B.2's hypothesis β ≤ 1/(‖Res(X)‖_∞² η²) (η = η_{ℓ,h}), reported as the factor
//!   β‖Res(X)‖_∞²η² (met when ≤ 1);
//! * Dong et al.'s Lemma A.3 assumption max_{i,j,j′}(E_ij − E_ij′) ≤ 1 for their E =
//!   β res(X) W_q W_kᵀ res(X)ᵀ with res(X) = X − 1x̄ᵀ the token-mean residual
//!   ([`crate::math::token_mean`]); the maximum is balance(E).
//!
//! **Theorem 5.3** (per text): for S the residual attention network of Definition 3.7 with
//! the model's heads ([`super::forward::theorem_network`]), ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞
//! against the constant as printed, (1 + Hη)^ℓ − 1 (Lemma D.7's growth factor; that
//! lemma's `as-written` reading is refuted), and the repaired (1 + dHη)^ℓ − 1, which holds
//! for every input (softm is row-stochastic: a head adds at most d‖W_v‖_∞‖X_ℓ‖_∞ to an
//! entry). The proof's regime ε_ℓ = 2ηφ₀(1 + Hη)^ℓ < 1 (Definition A.2, φ₀ = ‖X₀‖_∞) and
//! η ≤ 1 (Lemma C.2) are reported with their factors.

use ndarray::Array2;

use crate::claims::large_weights::lemma_5_1::e_matrix;
use crate::math::attention::softmv;
use crate::math::balance::balance;
use crate::math::matrix::{matmul, sub, transpose};
use crate::math::norms::{dong_one_infinity, max_abs_entry, max_column_sum};
use crate::math::res::{res, res_entrywise_max};
use crate::math::token_mean::res_mean;

use super::paper::{augment, PaperHead, PaperLayer};

/// The figures of one head that depend on the weights only.
#[derive(Clone, Debug, PartialEq)]
pub struct HeadWeightsAudit {
    /// ‖W_q‖_∞ (entrywise maximum).
    pub w_q: f64,
    /// ‖W_k‖_∞.
    pub w_k: f64,
    /// ‖W_v‖_∞, W_v = W_V^h W_O^h.
    pub w_v: f64,
    /// η_{ℓ,h} = max(‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞).
    pub eta: f64,
    /// max(β‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞): η when the score factor β is folded into W_q
    /// (Definition 3.7, which Theorem 5.3 is about, has no factor in the scores).
    pub eta_folded: f64,
    /// Dong et al.'s β = ‖W_q W_kᵀ‖₁ ‖W_v‖_{1,∞} (induced norms).
    pub dong_beta: f64,
    /// √d_h/(4β): the largest γ for which 4γβ < √d_qk can hold.
    pub gamma_limit: f64,
}

/// The figures of one head on one input.
#[derive(Clone, Debug, PartialEq)]
pub struct HeadInputAudit {
    /// θ = balance(E), E = β Res(X) W_q W_kᵀ Res(X)ᵀ.
    pub theta: f64,
    /// ‖Res(SAtt(X))‖_∞.
    pub lemma_5_1_lhs: f64,
    /// (e^θ − 1)‖W_v‖_∞‖Res(X)‖_∞.
    pub lemma_5_1_rhs: f64,
    /// β‖Res(X)‖_∞²η² (Lemma B.2's hypothesis is that this is at most 1).
    pub lemma_b_2_factor: f64,
    /// max_{i,j,j′}(E_ij − E_ij′) for Dong's E (token-mean residual).
    pub dong_spread: f64,
}

/// The weight figures of a head, with score factor `beta`.
pub fn head_weights(head: &PaperHead, beta: f64) -> HeadWeightsAudit {
    let w_q = max_abs_entry(head.w_q.iter());
    let w_k = max_abs_entry(head.w_k.iter());
    let w_v = max_abs_entry(head.w_v.iter());
    let dong_beta = max_column_sum(&matmul(&head.w_q, &transpose(&head.w_k))) * dong_one_infinity(&head.w_v);
    let d_h = head.w_q.ncols() as f64;
    HeadWeightsAudit {
        w_q,
        w_k,
        w_v,
        eta: w_q.max(w_k).max(w_v),
        eta_folded: (beta * w_q).max(w_k).max(w_v),
        dong_beta,
        gamma_limit: d_h.sqrt() / (4.0 * dong_beta),
    }
}

/// The input figures of a head at X (the layer's input), with score factor `beta`.
pub fn head_input(x: &Array2<f64>, head: &PaperHead, weights: &HeadWeightsAudit, beta: f64) -> HeadInputAudit {
    let r = res(x);
    let res_x = max_abs_entry(r.iter());
    let theta = balance(&e_matrix(&r, &head.w_q, &head.w_k, &beta));
    let lhs = res_entrywise_max(&softmv(&augment(x), &head.augmented, &beta));
    let rhs = theta.exp_m1() * weights.w_v * res_x;
    let dong_spread = balance(&e_matrix(&res_mean(x), &head.w_q, &head.w_k, &beta));
    HeadInputAudit {
        theta,
        lemma_5_1_lhs: lhs,
        lemma_5_1_rhs: rhs,
        lemma_b_2_factor: beta * res_x * res_x * weights.eta * weights.eta,
        dong_spread,
    }
}

/// The weight figures of every head of a layer.
pub fn layer_weights(layer: &PaperLayer, beta: f64) -> Vec<HeadWeightsAudit> {
    layer.heads.iter().map(|h| head_weights(h, beta)).collect()
}

/// (1 + cη)^ℓ − 1, evaluated without cancellation for small cη.
pub fn growth_constant(c: f64, eta: f64, layers: usize) -> f64 {
    ((layers as f64) * (c * eta).ln_1p()).exp_m1()
}

/// ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞ for ℓ = 1, …, L, from the layer outputs X₀, …, X_L.
pub fn distances_from_input(xs: &[Array2<f64>]) -> Vec<f64> {
    let x0 = &xs[0];
    let scale = max_abs_entry(x0.iter());
    xs[1..].iter().map(|x| max_abs_entry(sub(x, x0).iter()) / scale).collect()
}
