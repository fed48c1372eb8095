//! Claims of Dong, Cordonnier and Loukas (ICML 2021) as described in seeds 002 and 003,
//! ids `dong2021/...`.
//!
//! Norms are the induced ones of the authors' code: ‖X‖₁ = max column sum,
//! ‖X‖_∞ = max row sum, ‖X‖_{1,∞} = √(‖X‖₁‖X‖_∞) (see [`crate::math::norms`]).

pub mod claim_ln;
pub mod claim_mlp;
pub mod claim_norm;
pub mod claim_skip;
pub mod eq_12;
pub mod eq_8_9;
pub mod lemma_a_3;
pub mod network;
pub mod theorem_2_1;
pub mod theorem_2_2;

use crate::claim::Check;

/// Every claim of the paper, in every reading.
pub fn claims() -> Vec<Box<dyn Check>> {
    let mut all = eq_12::claims();
    all.extend(theorem_2_1::claims());
    all.extend(claim_norm::claims());
    all.extend(eq_8_9::claims());
    all.extend(lemma_a_3::claims());
    all.extend(claim_skip::claims());
    all.extend(claim_ln::claims());
    all.extend(claim_mlp::claims());
    all
}
