//! The audit's files: `report.md` (Markdown tables), `weights.csv`, `inputs.csv`,
//! `theorem_5_3.csv`, `depth_curves.csv` and `depth_curves.svg`, each stamped with the
//! checkpoint's SHA-256 (the CSV files in a leading `#` line). The same checkpoint, texts
//! and library give the same bytes.
//!
//! Every hypothesis is reported as "met" or "missed" with its factor value/threshold: a
//! condition value ≤ threshold is met when the factor is at most 1. The figures are `f64`
//! evaluations, not certified enclosures; the report says so.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::curves::{Curve, ARCHITECTURES, FLOOR};

use super::audit::growth_constant;
use super::depth;
use super::run::{Audit, DEFAULT_TEXTS};

/// A number for a table: 4 decimals between 0.01 and 1000, otherwise 3 significant digits
/// in scientific notation.
pub fn num(x: f64) -> String {
    if x == 0.0 {
        "0".into()
    } else if x.is_nan() {
        "—".into()
    } else if (0.01..1000.0).contains(&x.abs()) {
        format!("{x:.4}")
    } else {
        format!("{x:.3e}")
    }
}

/// "met" or "missed" for a factor value/threshold.
fn met(factor: f64) -> &'static str {
    if factor <= 1.0 {
        "met"
    } else {
        "missed"
    }
}

/// The smallest and largest of `values`.
fn range(values: impl IntoIterator<Item = f64>) -> (f64, f64) {
    values.into_iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)))
}

/// Per-(text, layer, head) figures flattened, with their layer and head.
struct Case {
    layer: usize,
    head: usize,
    theta: f64,
    ratio_5_1: f64,
    b_2: f64,
    spread: f64,
}

fn cases(a: &Audit) -> Vec<Case> {
    let mut out = Vec::new();
    for t in &a.texts {
        for (l, hs) in t.heads.iter().enumerate() {
            for (h, x) in hs.iter().enumerate() {
                out.push(Case {
                    layer: l,
                    head: h,
                    theta: x.theta,
                    ratio_5_1: x.lemma_5_1_lhs / x.lemma_5_1_rhs,
                    b_2: x.lemma_b_2_factor,
                    spread: x.dong_spread,
                });
            }
        }
    }
    out
}

/// The command that regenerates the files (texts given only when not the defaults).
pub fn command(a: &Audit) -> String {
    let mut c = format!("lemmacheck weights {}", a.stamp.model_name);
    if let Some(name) = &a.stamp.name {
        let _ = write!(c, " --name {name:?}");
    }
    let defaults: Vec<String> = DEFAULT_TEXTS.iter().map(|t| t.to_string()).collect();
    if a.texts.iter().map(|t| t.text.clone()).collect::<Vec<_>>() != defaults {
        for t in &a.texts {
            let _ = write!(c, " --text {:?}", t.text);
        }
    }
    c
}

fn stamp_line(a: &Audit) -> String {
    format!("# {} sha256 {}", a.stamp.model_name, a.stamp.model_sha256)
}

/// `weights.csv`: per layer and head, the figures of the weights alone.
pub fn weights_csv(a: &Audit) -> String {
    let mut out = format!("{}\nlayer,head,w_q_max_abs_entry,w_k_max_abs_entry,w_v_max_abs_entry,eta,eta_beta_folded,dong_beta,gamma_limit\n", stamp_line(a));
    for (l, hs) in a.weights.iter().enumerate() {
        for (h, w) in hs.iter().enumerate() {
            let _ = writeln!(
                out,
                "{},{},{:.6e},{:.6e},{:.6e},{:.6e},{:.6e},{:.6e},{:.6e}",
                l + 1,
                h,
                w.w_q,
                w.w_k,
                w.w_v,
                w.eta,
                w.eta_folded,
                w.dong_beta,
                w.gamma_limit
            );
        }
    }
    out
}

/// `inputs.csv`: per text, layer and head, the figures on the real input of that layer.
pub fn inputs_csv(a: &Audit) -> String {
    let mut out = format!(
        "{}\ntext,layer,head,theta,lemma_5_1_lhs,lemma_5_1_rhs,lemma_5_1_ratio,lemma_b_2_factor,dong_max_difference\n",
        stamp_line(a)
    );
    for (t, text) in a.texts.iter().enumerate() {
        for (l, hs) in text.heads.iter().enumerate() {
            for (h, x) in hs.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "{},{},{},{:.6e},{:.6e},{:.6e},{:.6e},{:.6e},{:.6e}",
                    t + 1,
                    l + 1,
                    h,
                    x.theta,
                    x.lemma_5_1_lhs,
                    x.lemma_5_1_rhs,
                    x.lemma_5_1_lhs / x.lemma_5_1_rhs,
                    x.lemma_b_2_factor,
                    x.dong_spread
                );
            }
        }
    }
    out
}

/// `theorem_5_3.csv`: per text and layer ℓ, ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞ of Theorem 5.3's
/// network and the two constants.
pub fn theorem_csv(a: &Audit) -> String {
    let (d, h, eta) = (a.config.hidden as f64, a.config.heads as f64, a.eta());
    let mut out = format!("{}\ntext,layer,distance_ratio,printed_constant,repaired_constant\n", stamp_line(a));
    for (t, text) in a.texts.iter().enumerate() {
        for (l, rho) in text.theorem_distances.iter().enumerate() {
            let ell = l + 1;
            let _ = writeln!(out, "{},{ell},{rho:.6e},{:.6e},{:.6e}", t + 1, growth_constant(h, eta, ell), growth_constant(d * h, eta, ell));
        }
    }
    out
}

/// `depth_curves.csv` with the stamp.
pub fn depth_csv(a: &Audit) -> String {
    format!("{}\n{}", stamp_line(a), depth::csv(a))
}

/// The model's name, or its file name.
fn title(a: &Audit) -> String {
    a.stamp.name.clone().unwrap_or_else(|| a.stamp.model_name.clone())
}

/// `report.md`.
pub fn markdown(a: &Audit) -> String {
    let c = &a.config;
    let (d, hh, ll) = (c.hidden, c.heads, c.layers);
    let eta = a.eta();
    let all = cases(a);
    let total = all.len();
    let phi0 = a.texts.iter().map(|t| t.phi0).fold(0.0, f64::max);
    let rho_l = a.texts.iter().map(|t| *t.theorem_distances.last().expect("L >= 1")).fold(0.0, f64::max);
    let printed = growth_constant(hh as f64, eta, ll);
    let repaired = growth_constant((d * hh) as f64, eta, ll);
    let mut o = String::new();
    let _ = writeln!(o, "# Real weights: {} against the statements' hypotheses\n", title(a));
    let _ = writeln!(
        o,
        "Generated by `{}` (see [README.md](README.md) in this folder for how to get the checkpoint and regenerate); do not edit. \
         Every figure is an `f64` evaluation with the library's formulas, not a certified enclosure.\n",
        command(a)
    );
    o.push_str("## Files\n\n| file | bytes | SHA-256 |\n|---|---|---|\n");
    let _ = writeln!(o, "| {} | {} | `{}` |", a.stamp.model_name, a.stamp.model_bytes, a.stamp.model_sha256);
    let _ = writeln!(o, "| config.json | | `{}` |", a.stamp.config_sha256);
    let _ = writeln!(o, "| vocab.txt | | `{}` |\n", a.stamp.vocab_sha256);
    let _ = writeln!(
        o,
        "Sizes from the configuration: d = {d}, H = {hh} heads of width d_h = {}, L = {ll} layers, MLP width {} ({:?}), LayerNorm ε = {:e}. \
         Score factor β = 1/√d_h = {}.\n",
        c.head_width(),
        c.intermediate,
        c.activation,
        c.eps,
        num(a.beta)
    );
    o.push_str("## Inputs\n\nX₀ = LN(token + position + type-0 embeddings) of each text's WordPiece tokens; layer ℓ reads the encoder's own X_{ℓ−1}.\n\n| text | n | tokens |\n|---|---|---|\n");
    for (i, t) in a.texts.iter().enumerate() {
        let _ = writeln!(o, "| {} | {} | {} |", i + 1, t.tokens.len(), t.tokens.join(" ").replace('|', "\\|"));
    }

    // headline
    let theta_met = all.iter().filter(|x| x.theta <= 1.0).count();
    let (theta_lo, theta_hi) = range(all.iter().map(|x| x.theta));
    let (r51_lo, r51_hi) = range(all.iter().map(|x| x.ratio_5_1));
    let r51_violated = all.iter().filter(|x| x.ratio_5_1 > 1.0).count();
    let b2_met: Vec<&Case> = all.iter().filter(|x| x.b_2 <= 1.0).collect();
    let (b2_lo, b2_hi) = range(all.iter().map(|x| x.b_2));
    let b2_broken = b2_met.iter().filter(|x| x.theta > 1.0).count();
    let b2_broken_theta = b2_met.iter().map(|x| x.theta).fold(0.0, f64::max);
    let spread_met = all.iter().filter(|x| x.spread <= 1.0).count();
    let (sp_lo, sp_hi) = range(all.iter().map(|x| x.spread));
    let (beta_lo, beta_hi) = range(a.weights.iter().flatten().map(|w| w.dong_beta));
    let (gam_lo, gam_hi) = range(a.weights.iter().flatten().map(|w| w.gamma_limit));
    let epsilon = 2.0 * eta * phi0 * (1.0 + hh as f64 * eta).powi(ll as i32);
    let case2 = 1.0 / (phi0 * (hh * ll) as f64);
    let _ = writeln!(o, "\n## Headline\n");
    let _ = writeln!(
        o,
        "{total} cases on real inputs = {} texts × {ll} layers × {hh} heads. \"Factor\" is value/threshold (met when at most 1); ranges are over the cases.\n",
        a.texts.len()
    );
    o.push_str("| statement | hypothesis or bound | value on the model | threshold | met? | factor |\n|---|---|---|---|---|---|\n");
    let _ = writeln!(o, "| Theorem 5.3 | ‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ ≤ η (entrywise maximum, every head) | η = {} (β folded into W_q: {}) | — | defines η | — |", num(eta), num(a.eta_folded()));
    let _ = writeln!(o, "| Lemma C.2 (proof of Theorem 5.3) | η ∈ (0, 1] | η = {} | 1 | {} | {} |", num(eta), met(eta), num(eta));
    let _ = writeln!(
        o,
        "| Definition A.2 (proof of Theorem 5.3) | ε_L = 2ηφ₀(1 + Hη)^L < 1, φ₀ = ‖X₀‖_∞ = {} | {} | 1 | {} | {} |",
        num(phi0),
        num(epsilon),
        met(epsilon),
        num(epsilon)
    );
    let case1 = 0.5 * eta / (1.0 + hh as f64 * eta).powi(ll as i32);
    let _ = writeln!(o, "| Theorem 5.3, Case 1 of the proof | φ₀ ≤ 0.5η/(1 + Hη)^L | φ₀ = {} | {} | {} | {} |", num(phi0), num(case1), met(phi0 / case1), num(phi0 / case1));
    let _ = writeln!(o, "| Theorem 5.3, Case 2 of the proof | η ≤ 1/(φ₀HL) | η = {} | {} | {} | {} |", num(eta), num(case2), met(eta / case2), num(eta / case2));
    let _ = writeln!(
        o,
        "| Theorem 5.3 with S′(X) = X, the proof's constant as printed (Lemma D.7's growth) | ‖S(X) − X‖_∞ ≤ ((1 + Hη)^L − 1)‖X‖_∞ | max ρ_L = {} | {} | {} | {} |",
        num(rho_l),
        num(printed),
        if rho_l <= printed { "holds" } else { "violated" },
        num(rho_l / printed)
    );
    let _ = writeln!(
        o,
        "| Theorem 5.3 with S′(X) = X, repaired constant (Lemma D.7 with dHη) | ‖S(X) − X‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞ | max ρ_L = {} | {} | {} | {} |",
        num(rho_l),
        num(repaired),
        if rho_l <= repaired { "holds" } else { "violated" },
        num(rho_l / repaired)
    );
    let _ = writeln!(
        o,
        "| Lemmas 5.1 and B.2, as the proof of Theorem 5.3 uses them | E = β Res(X) W_q W_kᵀ Res(X)ᵀ is θ-balanced with θ = 1 | θ from {} to {} | 1 | met in {theta_met} of {total} | {} to {} |",
        num(theta_lo),
        num(theta_hi),
        num(theta_lo),
        num(theta_hi)
    );
    let _ = writeln!(
        o,
        "| Lemma 5.1, conclusion with the smallest θ | ‖Res(SAtt(X))‖_∞ ≤ (e^θ − 1)‖W_v‖_∞‖Res(X)‖_∞ | lhs/rhs from {} to {} | 1 | holds in {} of {total} | {} to {} |",
        num(r51_lo),
        num(r51_hi),
        total - r51_violated,
        num(r51_lo),
        num(r51_hi)
    );
    let _ = writeln!(
        o,
        "| Lemma B.2, hypothesis | β ≤ 1/(‖Res(X)‖_∞²η²), η = the head's | β‖Res(X)‖_∞²η² from {} to {} | 1 | met in {} of {total} | {} to {} |",
        num(b2_lo),
        num(b2_hi),
        b2_met.len(),
        num(b2_lo),
        num(b2_hi)
    );
    let _ = writeln!(
        o,
        "| Lemma B.2, conclusion where its hypothesis is met | E is 1-balanced | θ up to {} | 1 | fails in {b2_broken} of {} | up to {} |",
        num(b2_broken_theta),
        b2_met.len(),
        num(b2_broken_theta)
    );
    let _ = writeln!(
        o,
        "| Dong et al. Lemma A.3, the authors' assumption | max_{{i,j,j′}} (E_ij − E_ij′) ≤ 1, E = β res(X) W_q W_kᵀ res(X)ᵀ, token-mean res | from {} to {} | 1 | met in {spread_met} of {total} | {} to {} |",
        num(sp_lo),
        num(sp_hi),
        num(sp_lo),
        num(sp_hi)
    );
    let _ = writeln!(
        o,
        "| Dong et al. Theorem 2.2 | 4γβ < √d_qk, β ≥ ‖W_QK‖₁‖W_V‖_{{1,∞}} (induced norms) | β from {} to {} per head | γ < √d_h/(4β): from {} to {} | γ undefined in the sources: not decided | — |\n",
        num(beta_lo),
        num(beta_hi),
        num(gam_lo),
        num(gam_hi)
    );
    let _ = writeln!(
        o,
        "With β folded into W_q (Definition 3.7 has no factor in the scores) η = {}, and the constants are (1 + Hη)^L − 1 = {} and (1 + dHη)^L − 1 = {}. \
         The bound ‖S(X) − X‖_∞ ≤ ((1 + dHη_v)^L − 1)‖X‖_∞ needs only η_v = max ‖W_v‖_∞ = {}: it is {}.\n",
        num(a.eta_folded()),
        num(growth_constant(hh as f64, a.eta_folded(), ll)),
        num(growth_constant((d * hh) as f64, a.eta_folded(), ll)),
        num(a.eta_value()),
        num(growth_constant((d * hh) as f64, a.eta_value(), ll))
    );

    // per layer
    o.push_str("## Per layer\n\nη_ℓ and the weight norms are maxima over the layer's heads; the other columns are ranges over its heads and the texts.\n\n");
    o.push_str("| layer | η_ℓ | max ‖W_q‖_∞ | max ‖W_k‖_∞ | max ‖W_v‖_∞ | θ | Lemma 5.1 lhs/rhs | Lemma B.2 factor | Dong max (E_ij − E_ij′) | Dong β | γ limit √d_h/(4β) |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (l, ws) in a.weights.iter().enumerate() {
        let mx = |f: &dyn Fn(&super::audit::HeadWeightsAudit) -> f64| ws.iter().map(f).fold(0.0, f64::max);
        let here: Vec<&Case> = all.iter().filter(|x| x.layer == l).collect();
        let r = |f: &dyn Fn(&Case) -> f64| {
            let (lo, hi) = range(here.iter().map(|x| f(x)));
            format!("{} – {}", num(lo), num(hi))
        };
        let (b_lo, b_hi) = range(ws.iter().map(|w| w.dong_beta));
        let (g_lo, g_hi) = range(ws.iter().map(|w| w.gamma_limit));
        let _ = writeln!(
            o,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} – {} | {} – {} |",
            l + 1,
            num(mx(&|w| w.eta)),
            num(mx(&|w| w.w_q)),
            num(mx(&|w| w.w_k)),
            num(mx(&|w| w.w_v)),
            r(&|x| x.theta),
            r(&|x| x.ratio_5_1),
            r(&|x| x.b_2),
            r(&|x| x.spread),
            num(b_lo),
            num(b_hi),
            num(g_lo),
            num(g_hi)
        );
    }

    // Theorem 5.3
    o.push_str("\n## Theorem 5.3: ‖S(X) − X‖_∞ against the bound\n\n");
    o.push_str(
        "S is the residual attention network of Definition 3.7 with the model's heads (X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ, no LayerNorm, no MLP, no constant row), \
         X = X₀ of each text, and S′(X) = X the one-layer network with zero value weights; ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞ against (1 + Hη)^ℓ − 1 (as printed) and (1 + dHη)^ℓ − 1 (repaired), η of the whole network.\n\n",
    );
    o.push_str("| ℓ | (1 + Hη)^ℓ − 1 | (1 + dHη)^ℓ − 1 |");
    for i in 0..a.texts.len() {
        let _ = write!(o, " ρ_ℓ, text {} |", i + 1);
    }
    o.push_str("\n|---|---|---|");
    o.push_str(&"---|".repeat(a.texts.len()));
    o.push('\n');
    for l in 1..=ll {
        let _ = write!(o, "| {l} | {} | {} |", num(growth_constant(hh as f64, eta, l)), num(growth_constant((d * hh) as f64, eta, l)));
        for t in &a.texts {
            let _ = write!(o, " {} |", num(t.theorem_distances[l - 1]));
        }
        o.push('\n');
    }

    // depth curves
    o.push_str("\n## Depth curves\n\n");
    o.push_str(
        "Relative residual r_l = ‖X_l − 1x̄_lᵀ‖_{1,∞}/‖X_l‖_{1,∞} with the real weights (geometric mean over the texts; ≤ 1e-16 is the `f64` rounding level); \
         the full block is the encoder itself. Per text in [depth_curves.csv](depth_curves.csv); drawn next to the random-weight curves of \
         [curves/depth_curves.csv](../../curves/depth_curves.csv) in [depth_curves.svg](depth_curves.svg).\n\n",
    );
    o.push_str("| architecture |");
    for l in 0..=ll {
        let _ = write!(o, " r_{l} |");
    }
    o.push_str("\n|---|");
    o.push_str(&"---|".repeat(ll + 1));
    o.push('\n');
    for ((name, _), layers) in ARCHITECTURES.iter().zip(depth::real_curves(a)) {
        let _ = write!(o, "| {name} |");
        for s in layers {
            let g = 10f64.powf(s.log10_mean);
            let _ = write!(o, " {} |", if g <= FLOOR * 1.000_000_1 { "≤ 1e-16".to_string() } else { format!("{g:.2e}") });
        }
        o.push('\n');
    }
    o.push_str("\n![depth curves](depth_curves.svg)\n");

    // per head
    o.push_str("\n## Per layer and head\n\n");
    o.push_str(
        "Weight norms are entrywise maxima (W_v = W_V^h W_O^h); θ, Lemma 5.1's lhs/rhs, Lemma B.2's factor and Dong's max (E_ij − E_ij′) are the largest over the texts, \
         each with met/missed against its threshold 1.\n\n",
    );
    o.push_str("| layer | head | ‖W_q‖_∞ | ‖W_k‖_∞ | ‖W_v‖_∞ | η_{ℓ,h} | Dong β | γ limit | θ | θ ≤ 1 | Lemma 5.1 lhs/rhs | Lemma B.2 factor | B.2 hypothesis | Dong max (E_ij − E_ij′) | ≤ 1 |\n");
    o.push_str("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (l, ws) in a.weights.iter().enumerate() {
        for (h, w) in ws.iter().enumerate() {
            let here: Vec<&Case> = all.iter().filter(|x| x.layer == l && x.head == h).collect();
            let worst = |f: &dyn Fn(&Case) -> f64| here.iter().map(|x| f(x)).fold(f64::NEG_INFINITY, f64::max);
            let (theta, ratio, b2, spread) = (worst(&|x| x.theta), worst(&|x| x.ratio_5_1), worst(&|x| x.b_2), worst(&|x| x.spread));
            let _ = writeln!(
                o,
                "| {} | {h} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                l + 1,
                num(w.w_q),
                num(w.w_k),
                num(w.w_v),
                num(w.eta),
                num(w.dong_beta),
                num(w.gamma_limit),
                num(theta),
                met(theta),
                num(ratio),
                num(b2),
                met(b2),
                num(spread),
                met(spread)
            );
        }
    }
    o
}

/// Writes the files into `dir` (created if needed); returns their paths.
pub fn write(a: &Audit, random: &[Curve], dir: &Path) -> Result<Vec<PathBuf>, String> {
    let model = title(a);
    let files = [
        ("report.md", markdown(a)),
        ("weights.csv", weights_csv(a)),
        ("inputs.csv", inputs_csv(a)),
        ("theorem_5_3.csv", theorem_csv(a)),
        ("depth_curves.csv", depth_csv(a)),
        ("depth_curves.svg", depth::svg(a, &format!("{model} (sha256 {}…)", &a.stamp.model_sha256[..12]), random)),
    ];
    let mut out = Vec::new();
    for (name, text) in files {
        let path = dir.join(name);
        crate::files::replace(&path, text.as_bytes()).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        out.push(path);
    }
    Ok(out)
}
