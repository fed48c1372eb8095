//! The displayed steps of the proof of Theorem 5.3 (large-weights Appendix D.1), each a
//! claim with the hypotheses of the proof's final bound in its `as-written` reading
//! ([`claim_d_1::reading`]: L layers of H heads of the residual network of Definition 3.7
//! with no scale, then a read-out layer of H heads, every weight bounded by η ∈ (0, 1],
//! ‖X₀‖_∞ ≤ φ₀, ε_ℓ ∈ (0, 1)) and the step's relation as printed (see
//! [`crate::claims::proof_step`]). The final display ("Therefore for L layers we have …") is
//! the claim `large-weights/claim-d.1` itself; every other displayed relation is a step here.
//!
//! The proof's objects are claim-d.1's (its module says why):
//! * B^{ℓ₀}_ℓ: the output of layer ℓ when the attention of layers 1, …, ℓ₀ is removed and
//!   their skip connections are kept ("B⁰_L means we have residual in every layer"), so
//!   B⁰_ℓ = X_ℓ and B^ℓ_ℓ = X₀ ([`claim_d_1::CollapseBound::b`]);
//! * softmv_ℓ: a head of the layer after ℓ (softmv_ℓ is applied to B_ℓ, the output of layer
//!   ℓ, as softmv₂ in Lemma C.1, which the proof invokes): head i of layer ℓ + 1, and for
//!   ℓ = L head i of the read-out layer. The printed A^{ℓ₀}_{ℓ−1,i} = softmv^{ℓ₀}_{ℓ−1,i}(…)
//!   carries the head index i, which softmv_ℓ drops. **Choice:** the dropped index is one
//!   index i throughout a display, as a suppressed index is: softmv_1, softmv_2, softmv_3 in
//!   one relation are head i of layers 2, 3, 4 (the read-out layer in place of layer L + 1),
//!   and every i ∈ [H] gives one relation (the instance index). The printed text does not
//!   pair the heads of different layers; pairing every head of one layer with every head of
//!   the others would be the other choice (it is not a separate reading here);
//! * δ := max_{ℓ∈[L]} 2g(2Hε_ℓ), g(ε) = 2(e^ε − 1), C := max_{ℓ∈[L]} 3η(ε_ℓ² + 1),
//!   ε_ℓ = 2ηφ₀(1 + Hη)^ℓ (Definition A.2): defined once in the proof for the network's L,
//!   so the two- and three-layer chains use the δ and C of the network they are read in
//!   ([`claim_d_1::CollapseBound::delta_and_c`]);
//! * ‖·‖_∞ the entrywise maximum (§3.1).
//!
//! **Depth.** The two-layer chain is about layer 2's objects (B^{ℓ₀}_2, softmv_2) and the
//! three-layer chain ("For three layers, we have") about layer 3's: they exist in a network
//! of at least two, resp. three layers. Their steps call claim-d.1's generator with L drawn
//! from 2, resp. 3 ([`claim_d_1::CollapseBound::with_layers_at_least`]: the same draws, L's
//! range starting higher; no case is rejected), and read the chain at ℓ = 2, resp. 3 of a
//! network of L ≥ 2, resp. L ≥ 3 layers, whose δ and C are the maxima over its L layers.
//! The Lemma C.1 step is for every ℓ ∈ [L] and keeps L ≥ 1.
//!
//! | id | place | relation (for every head index i) |
//! |---|---|---|
//! | `proof-theorem-5.3.step-1` | the Lemma C.1 step | ‖softmv_ℓ(B^{ℓ−1}_ℓ) − softmv_ℓ(B^ℓ_ℓ)‖ ≤ δ for all ℓ ∈ [L] |
//! | `proof-theorem-5.3.step-2` | two layers, first step | ‖softmv₂(B⁰₂) − softmv₂(B²₂)‖ ≤ ‖softmv₂(B⁰₂) − softmv₂(B¹₂)‖ + ‖softmv₂(B¹₂) − softmv₂(B²₂)‖ (triangle inequality) |
//! | `proof-theorem-5.3.step-3` | two layers, second step | … ≤ C‖softmv₁(B⁰₁) − softmv₁(B¹₁)‖ + ‖softmv₂(B¹₂) − softmv₂(B²₂)‖ ("one layer of the network is C-Lipschitz (see Lemma D.5)") |
//! | `proof-theorem-5.3.step-4` | two layers, last step | … ≤ (C + 1)δ ("merging the errors") |
//! | `proof-theorem-5.3.step-5` | three layers, first step | ‖softmv₃(B⁰₃) − softmv₃(B³₃)‖ ≤ the sum of ‖softmv₃(B^{k−1}₃) − softmv₃(B^k₃)‖ over k = 1, 2, 3 (triangle inequality) |
//! | `proof-theorem-5.3.step-6` | three layers, second step | … ≤ C²‖softmv₁(B⁰₁) − softmv₁(B¹₁)‖ + C‖softmv₂(B¹₂) − softmv₂(B²₂)‖ + ‖softmv₃(B²₃) − softmv₃(B³₃)‖ ("C-Lipshitz (see Lemma D.5)") |
//! | `proof-theorem-5.3.step-7` | three layers, third step | … ≤ C²δ + Cδ + δ ("the forth step follows from Lemma C.1") |
//! | `proof-theorem-5.3.step-8` | three layers, last step | … = (C² + C + 1)δ ("merging the errors"), an identity |
//!
//! Each chain step compares the right-hand side of the display before it (the first display
//! of each chain is a left-hand side only) with its own. A step cites what its printed
//! justification names: the Lemma C.1 step and the three-layer chain's third step Lemma C.1,
//! the C-Lipschitz steps Lemma D.5; the triangle inequalities and "merging the errors" cite
//! nothing. The three-layer chain's justification names a first, second, "forth" and last
//! step for four relations; the fourth is also the last, so "the forth step follows from
//! Lemma C.1" is read as the third relation, the only one that replaces the displayed
//! differences by δ (the bound of the Lemma C.1 step). The two-layer chain's last step
//! ("merging the errors") makes the same replacement without naming it.
//!
//! **Exact ties** (steps 2 and 5, the triangle inequalities). The two sides are often equal
//! (with one token, softmv is X ↦ XW_v and the differences are multiples of one row vector
//! with one sign pattern; coherent weights align the largest entries), or both are 0 while
//! their enclosures are not (two computations of one matrix), and interval arithmetic
//! cannot decide such a case: without the forms below, 32 (step 2) and 79 (step 5) cases
//! stayed open at 300 cases and 600 targeted evaluations on the default seed.
//! The steps record equivalent forms ([`Claim::equivalent_forms`], used only to certify
//! that a relation holds where the printed form is open, never a violation): with the
//! differences Tₖ = softmv(B^{k−1}) − softmv(B^k) of the right-hand side, the left-hand
//! side's matrix is T₁ + ⋯ + T_m (the intermediate terms cancel), so
//! ‖T₁ + ⋯ + T_m‖_∞ ≤ ‖T₁‖_∞ + ⋯ + ‖T_m‖_∞ if and only if, for every entry (p, q) and sign
//! σ = ±1, q_{pqσ} := Σₖ (σ(Tₖ)_{pq} − ‖Tₖ‖_∞) ≤ 0 (|t| = max(t, −t), and a maximum over
//! entries is at most a bound exactly when every entry is). Each summand is computed as
//! −2 max(−σ(Tₖ)_{pq}, 0) − max(0, ‖Tₖ‖_∞ − |(Tₖ)_{pq}|), the same real (σt − |t| =
//! −2 max(−σt, 0), and |t| ≤ ‖T‖_∞), whose enclosure never lies above 0. The forms are the
//! triangle inequality's own argument written entry by entry, so they certify every case the
//! printed form leaves open; they rest on the one fact that the left-hand side's matrix is
//! T₁ + ⋯ + T_m, and `cargo test` checks on random cases that they agree with the printed
//! form wherever both are decided. A violation could only be certified on the printed form.
//!
//! [`Claim::equivalent_forms`]: crate::claim::Claim::equivalent_forms

use std::cell::RefCell;
use std::collections::HashMap;

use ndarray::Array2;

use crate::claim::{Check, Derived, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::claims::large_weights::claim_d_1::{self, CollapseBound};
use crate::claims::large_weights::layer_network as net;
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::attention::{softmv, Head};
use crate::math::matrix::sub;
use crate::math::norms::{max_abs_entry, triangle_inequality_forms};
use crate::math::Scalar;

/// Where the steps are.
const LOCATION: &str = "Appendix D.1, proof of Theorem 5.3";

/// The displayed steps, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// ‖softmv_ℓ(B^{ℓ−1}_ℓ) − softmv_ℓ(B^ℓ_ℓ)‖ ≤ δ for all ℓ ∈ [L].
    LemmaC1,
    /// Two layers: the triangle inequality.
    TwoTriangle,
    /// Two layers: the C-Lipschitz step.
    TwoLipschitz,
    /// Two layers: ≤ (C + 1)δ.
    TwoMerged,
    /// Three layers: the triangle inequality.
    ThreeTriangle,
    /// Three layers: the C², C step.
    ThreeLipschitz,
    /// Three layers: ≤ C²δ + Cδ + δ.
    ThreeDelta,
    /// Three layers: = (C² + C + 1)δ.
    ThreeMerged,
}

impl Step {
    /// The layer the step's chain is about (the fewest layers its network has).
    fn depth(self) -> usize {
        match self {
            Step::LemmaC1 => 1,
            Step::TwoTriangle | Step::TwoLipschitz | Step::TwoMerged => 2,
            _ => 3,
        }
    }
}

/// The proof's objects at one case, for the layers 1, …, `depth` a step is about.
struct Objects<'r, S> {
    r: &'r CollapseBound,
    x0: Array2<S>,
    layers: std::sync::Arc<Vec<Vec<Head<S>>>>,
    delta: S,
    c: S,
    /// The layers 1, …, `depth` the step is about (0 for the Lemma C.1 step, which is about
    /// every layer and computes each B^{ℓ₀}_ℓ of its own).
    depth: usize,
    /// B^{ℓ₀}_0, …, B^{ℓ₀}_{depth} by ℓ₀, each network computed once when first needed.
    outputs: RefCell<HashMap<usize, Vec<Array2<S>>>>,
    /// softmv_ℓ(B^{ℓ₀}_ℓ) for head i, by (ℓ, ℓ₀, i), computed once.
    softmv: RefCell<HashMap<(usize, usize, usize), Array2<S>>>,
}

impl<'r, S: Scalar> Objects<'r, S> {
    /// The objects of a chain about layers 1, …, `depth` (0: none precomputed).
    fn of(r: &'r CollapseBound, x: &Inputs, depth: usize) -> Objects<'r, S> {
        let (x0, layers, _, _, _) = net::lifted::<S>(x);
        let (delta, c) = r.delta_and_c(x);
        Objects { r, x0, layers, delta, c, depth, outputs: RefCell::new(HashMap::new()), softmv: RefCell::new(HashMap::new()) }
    }

    /// The layers L of the network (the read-out layer not counted).
    fn depth(&self) -> usize {
        self.layers.len() - 1
    }

    /// B^{ℓ₀}_ℓ.
    fn b(&self, l0: usize, l: usize) -> Array2<S> {
        if l > self.depth {
            return self.r.b(&self.x0, &self.layers, l0, l);
        }
        let mut outputs = self.outputs.borrow_mut();
        outputs.entry(l0).or_insert_with(|| self.r.outputs(&self.x0, &self.layers, l0, self.depth))[l].clone()
    }

    /// softmv_ℓ(B^{ℓ₀}_ℓ) for head `i` of layer ℓ + 1 (of the read-out layer for ℓ = L).
    fn softmv(&self, l: usize, l0: usize, i: usize) -> Array2<S> {
        if let Some(m) = self.softmv.borrow().get(&(l, l0, i)) {
            return m.clone();
        }
        let m = softmv(&self.b(l0, l), &self.layers[l][i], &S::one());
        self.softmv.borrow_mut().insert((l, l0, i), m.clone());
        m
    }

    /// softmv_ℓ(B^{from}_ℓ) − softmv_ℓ(B^{to}_ℓ) for head `i`.
    fn difference(&self, l: usize, from: usize, to: usize, i: usize) -> Array2<S> {
        sub(&self.softmv(l, from, i), &self.softmv(l, to, i))
    }

    /// ‖softmv_ℓ(B^{from}_ℓ) − softmv_ℓ(B^{to}_ℓ)‖_∞ for head `i`.
    fn gap(&self, l: usize, from: usize, to: usize, i: usize) -> S {
        max_abs_entry(self.difference(l, from, to, i).iter())
    }
}

impl StepRelation<CollapseBound> for Step {
    fn conclusion<S: Scalar>(&self, r: &CollapseBound, x: &Inputs) -> Vec<Inequality<S>> {
        let depth = match self {
            Step::LemmaC1 => 0,
            s => s.depth(),
        };
        let o = Objects::<S>::of(r, x, depth);
        let heads = o.layers[0].len();
        let (delta, c) = (o.delta.clone(), o.c.clone());
        let c2 = c.clone() * c.clone();
        let head = |i: usize| Place::i("head", i);
        // display k (1-based) of each chain for head i: only the displays a step compares
        // are computed
        let two = |i: usize, k: usize| match k {
            1 => o.gap(2, 0, 2, i),
            2 => o.gap(2, 0, 1, i) + o.gap(2, 1, 2, i),
            3 => c.clone() * o.gap(1, 0, 1, i) + o.gap(2, 1, 2, i),
            _ => (c.clone() + S::one()) * delta.clone(),
        };
        let three = |i: usize, k: usize| match k {
            1 => o.gap(3, 0, 3, i),
            2 => o.gap(3, 0, 1, i) + o.gap(3, 1, 2, i) + o.gap(3, 2, 3, i),
            3 => c2.clone() * o.gap(1, 0, 1, i) + c.clone() * o.gap(2, 1, 2, i) + o.gap(3, 2, 3, i),
            4 => c2.clone() * delta.clone() + c.clone() * delta.clone() + delta.clone(),
            _ => (c2.clone() + c.clone() + S::one()) * delta.clone(),
        };
        // display k against display k + 1, for every head
        let chain = |display: &dyn Fn(usize, usize) -> S, k: usize| (0..heads).map(|i| Inequality::at(head(i), display(i, k), display(i, k + 1))).collect();
        match self {
            Step::LemmaC1 => (1..=o.depth())
                .flat_map(|l| (0..heads).map(move |i| (l, i)))
                .map(|(l, i)| Inequality::at(Place::ij("layer l = i, head j", l - 1, i), o.gap(l, l - 1, l, i), delta.clone()))
                .collect(),
            Step::TwoTriangle => chain(&two, 1),
            Step::TwoLipschitz => chain(&two, 2),
            Step::TwoMerged => chain(&two, 3),
            Step::ThreeTriangle => chain(&three, 1),
            Step::ThreeLipschitz => chain(&three, 2),
            Step::ThreeDelta => chain(&three, 3),
            // neither side depends on the head: one identity
            Step::ThreeMerged => vec![Inequality::equal(Place::WHOLE, three(0, 4), three(0, 5))],
        }
    }

    /// The triangle inequalities' forms (see the module documentation), one relation per
    /// head; none for the other steps.
    fn equivalent_forms<S: Scalar>(&self, r: &CollapseBound, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let depth = match self {
            Step::TwoTriangle => 2,
            Step::ThreeTriangle => 3,
            _ => return Vec::new(),
        };
        let o = Objects::<S>::of(r, x, depth);
        (0..o.layers[0].len()).map(|i| (i, triangle_inequality_forms(&(1..=depth).map(|k| o.difference(depth, k - 1, k, i)).collect::<Vec<_>>()))).collect()
    }

    fn derived<S: Scalar>(&self, r: &CollapseBound, x: &Inputs) -> Derived<S> {
        let depth = self.depth();
        let o = Objects::<S>::of(r, x, if *self == Step::LemmaC1 { 0 } else { depth });
        let mut out = Derived::new().vector("eps_l for l = 1..L", r.epsilons(x)).number("delta", o.delta.clone()).number("C", o.c.clone());
        if *self != Step::LemmaC1 {
            const NAMES: [&[&str]; 3] = [&["B^0_1", "B^1_1"], &["B^0_2", "B^1_2", "B^2_2"], &["B^0_3", "B^1_3", "B^2_3", "B^3_3"]];
            for (l, names) in NAMES.iter().enumerate().take(depth) {
                for (l0, name) in names.iter().enumerate() {
                    out = out.matrix(name, o.b(l0, l + 1));
                }
            }
        }
        out
    }
}

/// The note every step carries.
const NOTE: &str = r"A displayed step of the proof of Theorem 5.3, with the hypotheses of its final bound in that bound's as-written reading (claim-d.1: $L$ layers of $H$ heads of the residual network, no scale, then a read-out layer of $H$ heads, every weight bounded by $\eta \in (0, 1]$, $\|X_0\|_\infty \le \phi_0$, $\epsilon_\ell \in (0, 1)$); $B^{\ell_0}_\ell$ removes the attention of layers $1, \ldots, \ell_0$ and keeps their skip connections ($B^0_\ell = X_\ell$, $B^\ell_\ell = X_0$); $\mathrm{softmv}_\ell$ is head $i$ of layer $\ell + 1$ (of the read-out layer for $\ell = L$), one $i$ throughout a display, every $i \in [H]$; $\delta = \max_{\ell \in [L]} 2g(2H\epsilon_\ell)$, $C = \max_{\ell \in [L]} 3\eta(\epsilon_\ell^2 + 1)$; the two-layer chain read at $\ell = 2$ in networks of $L \ge 2$ layers, the three-layer chain at $\ell = 3$ in networks of $L \ge 3$ layers.";

/// A step's meta: its id, the display quoted, its place and order, what its stated
/// justification cites, and its recorded verdict.
fn meta(id: &'static str, number: &'static str, words: &'static str, order: usize, cites: &'static [&'static str], expected: Expected) -> Meta {
    const PLACES: [&str; 8] = ["step 1", "step 2", "step 3", "step 4", "step 5", "step 6", "step 7", "step 8"];
    Meta::new(Paper::LargeWeights, id, number, words)
        .quote(LOCATION, words)
        .reading("as-written", NOTE)
        .cites(cites)
        .step(claim_d_1::NUMBER, "as-written", PLACES[order - 1], order)
        .cases(300)
        .targeted(600)
        .expect(expected)
}

/// The displayed steps of the proof of Theorem 5.3, in order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let with = |m: Meta, s: Step| -> Box<dyn Check> { Box::new(ProofStep::new(m, claim_d_1::reading("as-written").with_layers_at_least(s.depth()), s)) };
    vec![
        // refuted on 48 of 50 seeds at 300 cases and 600 targeted, on all 50 at this budget
        with(
            meta(
                "large-weights/proof-theorem-5.3.step-1",
                "Proof of Theorem 5.3, the step citing Lemma C.1",
                r"Using Lemma C.1, we can show for all $\ell\in[L]$, $$\|\operatorname{\mathsf{softmv}}_{\ell}(B^{\ell-1}_{\ell})-\operatorname{\mathsf{softmv}}_{\ell}(B^{\ell}_{\ell})\|_{\infty}\leq\delta$$",
                1,
                &["Lemma C.1"],
                Expected::Refuted,
            )
            .cases(1200)
            .targeted(2400),
            Step::LemmaC1,
        ),
        // not refuted on all 50 seeds at this budget (twice the default; every tie decided
        // by the equivalent forms)
        with(
            meta(
                "large-weights/proof-theorem-5.3.step-2",
                "Proof of Theorem 5.3, two layers, first step",
                r"$$~{}\|\operatorname{\mathsf{softmv}}_{2}(B^{0}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{2}_{2})\|_{\infty}$$ $$\leq ~{}\|\operatorname{\mathsf{softmv}}_{2}(B^{0}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{1}_{2})\|_{\infty}+\|\operatorname{\mathsf{softmv}}_{2}(B^{1}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{2}_{2})\|_{\infty}$$",
                2,
                &[],
                Expected::NotRefuted,
            )
            .cases(600)
            .targeted(1200),
            Step::TwoTriangle,
        ),
        // refuted on all 50 seeds at the default budget, each by one of its first 4 cases
        with(
            meta(
                "large-weights/proof-theorem-5.3.step-3",
                "Proof of Theorem 5.3, two layers, second step",
                r"$$\leq ~{}C\cdot\|\operatorname{\mathsf{softmv}}_{1}(B^{0}_{1})-\operatorname{\mathsf{softmv}}_{1}(B^{1}_{1})\|_{\infty}+\|\operatorname{\mathsf{softmv}}_{2}(B^{1}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{2}_{2})\|_{\infty}$$",
                3,
                &["Lemma D.5"],
                Expected::Refuted,
            ),
            Step::TwoLipschitz,
        ),
        // not refuted on all 50 seeds at this budget (the final bound's own); the closest case
        // (ratio about 0.998) has d = 8, H = 1, L = 2, every weight 1 and a small constant X_0
        with(
            meta("large-weights/proof-theorem-5.3.step-4", "Proof of Theorem 5.3, two layers, last step", r"$$\leq (C+1)\delta$$", 4, &[], Expected::NotRefuted).cases(3000).targeted(6000),
            Step::TwoMerged,
        ),
        // not refuted on all 50 seeds at this budget (every tie decided by the equivalent
        // forms)
        with(
            meta(
                "large-weights/proof-theorem-5.3.step-5",
                "Proof of Theorem 5.3, three layers, first step",
                r"For three layers, we have $$~{}\|\operatorname{\mathsf{softmv}}_{3}(B^{0}_{3})-\operatorname{\mathsf{softmv}}_{3}(B^{3}_{3})\|_{\infty}$$ $$\leq ~{}\|\operatorname{\mathsf{softmv}}_{3}(B^{0}_{3})-\operatorname{\mathsf{softmv}}_{3}(B^{1}_{3})\|_{\infty}$$ $$~{}+\|\operatorname{\mathsf{softmv}}_{3}(B^{1}_{3})-\operatorname{\mathsf{softmv}}_{3}(B^{2}_{3})\|_{\infty}$$ $$~{}+\|\operatorname{\mathsf{softmv}}_{3}(B^{2}_{3})-\operatorname{\mathsf{softmv}}_{3}(B^{3}_{3})\|_{\infty}$$",
                5,
                &[],
                Expected::NotRefuted,
            )
            .cases(600)
            .targeted(1200),
            Step::ThreeTriangle,
        ),
        // refuted on all 50 seeds at the default budget, each by one of its first 4 cases
        with(
            meta(
                "large-weights/proof-theorem-5.3.step-6",
                "Proof of Theorem 5.3, three layers, second step",
                r"$$\leq ~{}C^{2}\cdot\|\operatorname{\mathsf{softmv}}_{1}(B^{0}_{1})-\operatorname{\mathsf{softmv}}_{1}(B^{1}_{1})\|_{\infty}$$ $$~{}+C\cdot\|\operatorname{\mathsf{softmv}}_{2}(B^{1}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{2}_{2})\|_{\infty}$$ $$~{}+\|\operatorname{\mathsf{softmv}}_{3}(B^{2}_{3})-\operatorname{\mathsf{softmv}}_{3}(B^{3}_{3})\|_{\infty}$$",
                6,
                &["Lemma D.5"],
                Expected::Refuted,
            ),
            Step::ThreeLipschitz,
        ),
        // not refuted on all 50 seeds at this budget (the final bound's own)
        with(
            meta("large-weights/proof-theorem-5.3.step-7", "Proof of Theorem 5.3, three layers, third step", r"$$\leq ~{}C^{2}\delta+C\delta+\delta$$", 7, &["Lemma C.1"], Expected::NotRefuted).cases(3000).targeted(6000),
            Step::ThreeDelta,
        ),
        // not refuted on all 50 seeds at this budget (an identity in η, φ₀, H and L, each
        // case certified)
        with(
            meta("large-weights/proof-theorem-5.3.step-8", "Proof of Theorem 5.3, three layers, last step", r"$$= (C^{2}+C+1)\delta$$", 8, &[], Expected::NotRefuted).cases(1000).targeted(2000),
            Step::ThreeMerged,
        ),
    ]
}
