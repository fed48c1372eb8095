//! Remark D.2 (two parameter regimes), large-weights Appendix D.1, after the proof of
//! Theorem 5.3.
//!
//! > Recall that above we have ε_ℓ = 2φ₀η(1 + Hη)^ℓ ∈ (0, 1), δ = max_ℓ 2g(2Hε_ℓ), and
//! > C = max_ℓ 3η(ε_ℓ² + 1). There are two different parameter regimes of interest for φ₀
//! > and η. Case 1, the η can be some fixed constant which doesn't depend on H or L. In
//! > this case, we need φ₀ to exponentially small in L, i.e., φ₀ ≤ 0.5η/(1 + Hη)^L. We have
//! > δ = O(1) and C ≤ 6η. Thus the final bound is ≤ δ(1 + 10C) = O(1)·(1 + O(η)). Case 2.
//! > we can choose φ₀ to some fixed constant (bigger than 1) which doesn't depend on H or
//! > L. In this case, in order to make ε_ℓ ≤ 1, we need to choose η ≤ 1/(φ₀HL). We will
//! > have δ = O(1) and C ≤ 6η. Then the final bound is ≤ O(1)·(1 + O(η)).
//!
//! The remark is about four numbers: φ₀ (the input bound), η (the weight bound), H and L
//! ([`regime`]); no network enters it. Its first sentence recalls definitions (ε_ℓ from
//! Definition A.2, δ and C from the proof of Theorem 5.3) and the hypothesis ε_ℓ ∈ (0, 1)
//! of Lemma C.2, under which the proof works; the readings take that hypothesis as the
//! remark's aim (what each case's condition is for) or as a hypothesis of the statements
//! that follow it. g is not defined in the remark: it is Lemma C.1's g(ε) = 2(e^ε − 1)
//! (see [`constants`]).
//!
//! **Claim ids.** The remark has no bullets; its quantitative sentences are its parts,
//! numbered in reading order:
//!
//! | id | sentence | module |
//! |---|---|---|
//! | `remark-d.2-p1` | Case 1: φ₀ ≤ 0.5η/(1 + Hη)^L | [`conditions`] |
//! | `remark-d.2-p2` | Case 1: C ≤ 6η | [`constants`] |
//! | `remark-d.2-p3` | Case 1: δ = O(1) | [`constants`] |
//! | `remark-d.2-p4` | Case 1: the final bound ≤ δ(1 + 10C) | [`final_bound`] |
//! | `remark-d.2-p5` | Case 2: η ≤ 1/(φ₀HL) to make ε_ℓ ≤ 1 | [`conditions`] |
//! | `remark-d.2-p6` | Case 2: C ≤ 6η | [`constants`] |
//! | `remark-d.2-p7` | Case 2: δ = O(1) | [`constants`] |
//! | `remark-d.2-p8` | Case 2: the final bound ≤ O(1)·(1 + O(η)) | [`final_bound`] |
//!
//! The first sentence's "ε_ℓ … ∈ (0, 1)" is what each case's condition is read as
//! achieving (p1, p5); δ and C are definitions restated.

pub mod conditions;
pub mod constants;
pub mod final_bound;
pub mod regime;

use crate::claim::Check;

/// Remark D.2 as printed.
pub const STATEMENT: &str = r"Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$. There are two different parameter regimes of interest for $\phi_{0}$ and $\eta$. Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$. Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$. Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$. Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.";

/// Where Case 1's sentences are.
pub const LOCATION_CASE_1: &str = "Appendix D.1, Remark D.2, Case 1";
/// Where Case 2's sentences are.
pub const LOCATION_CASE_2: &str = "Appendix D.1, Remark D.2, Case 2";

/// Case 1's condition.
pub const CASE_1_WORDS: &str = r"Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$.";
/// Case 1's constants.
pub const CASE_1_CONSTANTS: &str = r"i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$.";
/// Case 1's final bound.
pub const CASE_1_FINAL: &str = r"Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$.";
/// Case 2's condition.
pub const CASE_2_WORDS: &str = r"Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$.";
/// Case 2's constants.
pub const CASE_2_CONSTANTS: &str = r"we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$.";
/// Case 2's final bound.
pub const CASE_2_FINAL: &str = r"Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.";

/// Every part in every reading.
pub fn claims() -> Vec<Box<dyn Check>> {
    let mut all = conditions::claims();
    all.extend(constants::claims());
    all.extend(final_bound::claims());
    // catalogue order: by part
    all.sort_by_key(|c| c.meta().id);
    all
}
