//! Claims of Dong, Cordonnier and Loukas (ICML 2021) as described in seeds 002 and 003,
//! ids `dong2021/...`.
//!
//! Norms are the induced ones of the authors' code: ‖X‖₁ = max column sum,
//! ‖X‖_∞ = max row sum, ‖X‖_{1,∞} = √(‖X‖₁‖X‖_∞) (see [`crate::math::norms`]).

pub mod eq_12;

use crate::claim::Check;

/// Every claim of the paper, in every reading.
pub fn claims() -> Vec<Box<dyn Check>> {
    eq_12::claims()
}
