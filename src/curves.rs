//! Depth curves: the relative residual of random networks, layer by layer, as Dong et al.
//! (2021) plot it (seed 002: "the relative residual plotted against layer falls rapidly
//! for pure attention and stays flat once skip connections are restored").
//!
//! For a stack of L transformer blocks ([`crate::math::san::block_forward`], post-LN) in
//! one of five architectures — pure attention, + skip connections, + MLP, + LayerNorm,
//! and the full block (skip + MLP + LayerNorm) — the curve is, for l = 0, …, L,
//!
//!   r_l = ‖H_l − 1h̄_lᵀ‖_{1,∞} / ‖H_l‖_{1,∞},   h̄_l the token mean of H_l,
//!
//! ([`crate::math::token_mean::relative_residual`]) over [`SAMPLES`] random networks and
//! inputs per architecture and weight scale. The same inputs and weights are used for
//! every architecture (a block simply ignores the parts it does not have), so the curves
//! differ only by architecture.
//!
//! **Random networks.** n = [`TOKENS`] tokens of d = [`FEATURES`] features, H = [`HEADS`]
//! heads with d_qk = d/H, MLP width 2d, depth L = [`DEPTH`]. X has independent standard
//! normal entries; every weight matrix W_Q, W_K, W_V (value and output folded, as in
//! [`crate::math::san`]), W₁, W₂ has independent normal entries of standard deviation
//! s/√(fan-in), s the *weight scale* ([`SCALES`]); biases are 0, LayerNorm gains 1,
//! ε = 10⁻⁵. Normal draws come from SplitMix64 with a fixed seed (Box–Muller), so the
//! outputs are the same bytes on every run.
//!
//! **Outputs** of [`write_depth_curves`]: `depth_curves.csv` (one row per architecture,
//! scale and layer: samples, mean, standard deviation, min and max of r_l, and mean and
//! standard deviation of log₁₀ r_l) and `depth_curves.svg` (one panel per scale, log₁₀ of
//! the geometric-mean curve per architecture with its min–max band), written without a
//! plotting dependency. Relative residuals below [`FLOOR`] = 10⁻¹⁶ are rounding noise of
//! `f64` (the tokens agree to the last bit, or exactly); the log statistics and the plot
//! count them as 10⁻¹⁶, the raw columns of the CSV keep them.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ndarray::{Array1, Array2};

use crate::engine::rng::SplitMix;
use crate::math::layer_norm::LayerNorm;
use crate::math::mlp::Mlp;
use crate::math::san::{network_forward, Architecture, Block, SanHead, SanLayer};
use crate::math::token_mean::relative_residual;

/// Tokens n.
pub const TOKENS: usize = 16;
/// Features d.
pub const FEATURES: usize = 16;
/// Heads per layer.
pub const HEADS: usize = 2;
/// Depth L.
pub const DEPTH: usize = 12;
/// Random networks per architecture and scale.
pub const SAMPLES: usize = 16;
/// Weight scales s (standard deviation × √fan-in).
pub const SCALES: [f64; 4] = [0.25, 0.5, 1.0, 2.0];
/// The seed of the random networks.
pub const SEED: u64 = 2021;
/// Relative residuals below this are at the rounding level of `f64` (tokens equal up to
/// the last bits, or exactly equal); log statistics count them as this value.
pub const FLOOR: f64 = 1e-16;

/// The five architectures, in plotting order, with their names in files.
pub const ARCHITECTURES: [(&str, Architecture); 5] = [
    ("pure attention", Architecture { skip: false, mlp: false, layer_norm: false }),
    ("attention + skip", Architecture { skip: true, mlp: false, layer_norm: false }),
    ("attention + MLP", Architecture { skip: false, mlp: true, layer_norm: false }),
    ("attention + LayerNorm", Architecture { skip: false, mlp: false, layer_norm: true }),
    ("full block (skip + MLP + LayerNorm)", Architecture { skip: true, mlp: true, layer_norm: true }),
];

/// Statistics of r_l over the samples at one layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayerStats {
    /// Mean of r_l.
    pub mean: f64,
    /// Standard deviation of r_l (population).
    pub std: f64,
    /// Smallest r_l.
    pub min: f64,
    /// Largest r_l.
    pub max: f64,
    /// Mean of log₁₀ max(r_l, [`FLOOR`]).
    pub log10_mean: f64,
    /// Standard deviation of log₁₀ r_l.
    pub log10_std: f64,
}

/// One curve: an architecture at a weight scale, statistics per layer l = 0, …, L.
#[derive(Clone, Debug)]
pub struct Curve {
    /// Architecture name (see [`ARCHITECTURES`]).
    pub architecture: &'static str,
    /// The architecture.
    pub parts: Architecture,
    /// Weight scale s.
    pub scale: f64,
    /// Per layer, l = 0, …, L.
    pub layers: Vec<LayerStats>,
}

impl Curve {
    /// The geometric-mean curve 10^(mean log₁₀ max(r_l, [`FLOOR`])).
    pub fn geometric_mean(&self) -> Vec<f64> {
        self.layers.iter().map(|s| 10f64.powf(s.log10_mean)).collect()
    }
}

/// The summary returned by [`write_depth_curves`]: the curves and where they were written.
#[derive(Clone, Debug)]
pub struct Summary {
    /// Every curve, architecture-major then scale.
    pub curves: Vec<Curve>,
    /// The CSV file.
    pub csv: PathBuf,
    /// The SVG file.
    pub svg: PathBuf,
}

impl Summary {
    /// The curve of `architecture` at `scale`.
    pub fn curve(&self, architecture: &str, scale: f64) -> Option<&Curve> {
        self.curves.iter().find(|c| c.architecture == architecture && c.scale == scale)
    }

    /// A markdown table: per architecture and scale, the geometric-mean relative residual
    /// at layers 0, 1, 2, 3 and L (≤ 1e-16: at the f64 rounding level), and the first
    /// layer where it is below 10⁻³ of layer 0.
    pub fn markdown(&self) -> String {
        let mut out = String::from(
            "| architecture | weight scale | r_0 | r_1 | r_2 | r_3 | r_L | first layer with r_l < r_0/1000 |\n|---|---|---|---|---|---|---|---|\n",
        );
        for c in &self.curves {
            let g = c.geometric_mean();
            let drop = g.iter().position(|&r| r < g[0] / 1000.0).map_or("—".to_string(), |l| l.to_string());
            let f = |r: f64| if r <= FLOOR * 1.0000001 { "≤ 1e-16".to_string() } else { format!("{r:.2e}") };
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                c.architecture,
                c.scale,
                f(g[0]),
                f(g[1]),
                f(g[2]),
                f(g[3]),
                f(g[g.len() - 1]),
                drop
            );
        }
        out
    }
}

fn normal_matrix(rng: &mut SplitMix, rows: usize, cols: usize, std: f64) -> Array2<f64> {
    Array2::from_shape_fn((rows, cols), |_| std * rng.normal())
}

/// One random network (every part present) and input, for weight scale `s`.
fn random_network(rng: &mut SplitMix, s: f64) -> (Array2<f64>, Vec<Block<f64>>) {
    let (n, d) = (TOKENS, FEATURES);
    let d_qk = d / HEADS;
    let width = 2 * d;
    let x = normal_matrix(rng, n, d, 1.0);
    let fan = |k: usize| s / (k as f64).sqrt();
    let blocks = (0..DEPTH)
        .map(|_| {
            let heads = (0..HEADS)
                .map(|_| SanHead {
                    w_q: normal_matrix(rng, d, d_qk, fan(d)),
                    w_k: normal_matrix(rng, d, d_qk, fan(d)),
                    w_v: normal_matrix(rng, d, d, fan(d)),
                })
                .collect();
            let mlp = Mlp {
                w1: normal_matrix(rng, d, width, fan(d)),
                b1: Array1::zeros(width),
                w2: normal_matrix(rng, width, d, fan(width)),
                b2: Array1::zeros(d),
                scale: 1.0,
            };
            Block {
                attention: SanLayer { heads, bias: Array1::zeros(d) },
                mlp: Some(mlp),
                norm_attention: Some(LayerNorm::plain(d, 1e-5)),
                norm_mlp: Some(LayerNorm::plain(d, 1e-5)),
            }
        })
        .collect();
    (x, blocks)
}

/// The blocks with only the parts `arch` has.
fn restrict(blocks: &[Block<f64>], arch: Architecture) -> Vec<Block<f64>> {
    blocks
        .iter()
        .map(|b| Block {
            attention: b.attention.clone(),
            mlp: if arch.mlp { b.mlp.clone() } else { None },
            norm_attention: if arch.layer_norm { b.norm_attention.clone() } else { None },
            norm_mlp: if arch.layer_norm && arch.mlp { b.norm_mlp.clone() } else { None },
        })
        .collect()
}

/// The statistics of r_l over samples (log statistics with values below [`FLOOR`] counted as
/// [`FLOOR`]); also used by the depth curves of real weights ([`crate::weights::depth`]).
pub fn stats(values: &[f64]) -> LayerStats {
    let k = values.len() as f64;
    let mean = values.iter().sum::<f64>() / k;
    let std = (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / k).sqrt();
    let logs: Vec<f64> = values.iter().map(|v| v.max(FLOOR).log10()).collect();
    let log10_mean = logs.iter().sum::<f64>() / k;
    let log10_std = (logs.iter().map(|v| (v - log10_mean).powi(2)).sum::<f64>() / k).sqrt();
    LayerStats {
        mean,
        std,
        min: values.iter().copied().fold(f64::INFINITY, f64::min),
        max: values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        log10_mean,
        log10_std,
    }
}

/// Computes every curve (no files written).
pub fn depth_curves() -> Vec<Curve> {
    // samples[scale][arch][sample][layer]
    let mut values: Vec<Vec<Vec<Vec<f64>>>> = vec![vec![Vec::with_capacity(SAMPLES); ARCHITECTURES.len()]; SCALES.len()];
    for (si, &s) in SCALES.iter().enumerate() {
        let mut rng = SplitMix::new(SEED ^ (si as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let tau = 1.0 / ((FEATURES / HEADS) as f64).sqrt();
        for _ in 0..SAMPLES {
            let (x, blocks) = random_network(&mut rng, s);
            for (ai, (_, arch)) in ARCHITECTURES.iter().enumerate() {
                let outputs = network_forward(&x, &restrict(&blocks, *arch), &tau, arch.skip);
                values[si][ai].push(outputs.iter().map(relative_residual).collect::<Vec<f64>>());
            }
        }
    }
    let mut curves = Vec::new();
    for (ai, (name, arch)) in ARCHITECTURES.iter().enumerate() {
        for (si, &s) in SCALES.iter().enumerate() {
            let layers = (0..=DEPTH)
                .map(|l| stats(&values[si][ai].iter().map(|sample| sample[l]).collect::<Vec<f64>>()))
                .collect();
            curves.push(Curve { architecture: name, parts: *arch, scale: s, layers });
        }
    }
    curves
}

/// The CSV text of the curves.
pub fn csv(curves: &[Curve]) -> String {
    let mut out = String::from("architecture,weight_scale,layer,samples,mean,std,min,max,log10_mean,log10_std\n");
    for c in curves {
        for (l, s) in c.layers.iter().enumerate() {
            let _ = writeln!(
                out,
                "{},{},{},{},{:.6e},{:.6e},{:.6e},{:.6e},{:.6},{:.6}",
                c.architecture, c.scale, l, SAMPLES, s.mean, s.std, s.min, s.max, s.log10_mean, s.log10_std
            );
        }
    }
    out
}


/// The colour of each series, in order.
pub const COLOURS: [&str; 5] = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e"];

/// One panel at (`x0`, `y0`), 280 × 210: per series (architecture), log₁₀ of the
/// geometric-mean curve of r_l and its min–max band, l = 0, …, `depth`; shared by the
/// random-weight curves and the trained-weight audit.
pub fn panel(out: &mut String, x0: f64, y0: f64, title: &str, depth: usize, series: &[&[LayerStats]]) {
    let (plot_w, plot_h) = (280.0, 210.0);
    let (y_lo, y_hi) = (-16.0, 0.5);
    let px = |l: f64| x0 + l / depth as f64 * plot_w;
    let py = |v: f64| y0 + (y_hi - v.clamp(y_lo, y_hi)) / (y_hi - y_lo) * plot_h;
    let _ = writeln!(out, r##"<rect x="{x0:.1}" y="{y0:.1}" width="{plot_w:.1}" height="{plot_h:.1}" fill="none" stroke="#888"/>"##);
    let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="12">{title}</text>"#, x0 + plot_w / 2.0, y0 - 6.0);
    for v in (-16..=0).step_by(2) {
        let y = py(v as f64);
        let _ = writeln!(out, r##"<line x1="{x0:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#eee"/>"##, x0 + plot_w);
        let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}" text-anchor="end">1e{v}</text>"#, x0 - 4.0, y + 4.0);
    }
    let step = if depth > 8 { 2 } else { 1 };
    for l in (0..=depth).step_by(step) {
        let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{l}</text>"#, px(l as f64), y0 + plot_h + 14.0);
    }
    let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">layer l</text>"#, x0 + plot_w / 2.0, y0 + plot_h + 30.0);
    for (a, layers) in series.iter().enumerate() {
        let colour = COLOURS[a % COLOURS.len()];
        let point = |l: usize, v: f64| format!("{:.1},{:.1}", px(l as f64), py(v));
        let upper: Vec<String> = layers.iter().enumerate().map(|(l, s)| point(l, s.max.max(FLOOR).log10())).collect();
        let lower: Vec<String> = layers.iter().enumerate().rev().map(|(l, s)| point(l, s.min.max(FLOOR).log10())).collect();
        let _ = writeln!(out, r#"<polygon points="{} {}" fill="{colour}" fill-opacity="0.12" stroke="none"/>"#, upper.join(" "), lower.join(" "));
        let line: Vec<String> = layers.iter().enumerate().map(|(l, s)| point(l, s.log10_mean)).collect();
        let _ = writeln!(out, r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"/>"#, line.join(" "));
    }
}

/// The SVG text of the curves: one panel per scale, log₁₀ r_l against l.
pub fn svg(curves: &[Curve]) -> String {
    let (panel_w, panel_h) = (300.0, 260.0);
    let (left, top, gap) = (60.0, 58.0, 40.0);
    let width = left + SCALES.len() as f64 * (panel_w + gap);
    let height = top + panel_h + 40.0;
    let mut out = String::new();
    let _ = writeln!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="11">"#);
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="20" font-size="14" text-anchor="middle">Relative residual ‖H_l − 1h̄ᵀ‖₁,∞ / ‖H_l‖₁,∞ per layer (geometric mean and min–max over {SAMPLES} random networks; n = {TOKENS}, d = {FEATURES}, H = {HEADS})</text>"#,
        width / 2.0
    );
    for (si, &s) in SCALES.iter().enumerate() {
        let series: Vec<&[LayerStats]> = ARCHITECTURES
            .iter()
            .filter_map(|(name, _)| curves.iter().find(|c| c.architecture == *name && c.scale == s).map(|c| c.layers.as_slice()))
            .collect();
        panel(&mut out, left + si as f64 * (panel_w + gap), top, &format!("weight scale s = {s}"), DEPTH, &series);
    }
    let legend_y = top + panel_h + 22.0;
    let mut x = left;
    for (ai, (name, _)) in ARCHITECTURES.iter().enumerate() {
        let colour = COLOURS[ai % COLOURS.len()];
        let _ = writeln!(out, r#"<line x1="{x:.1}" y1="{legend_y:.1}" x2="{:.1}" y2="{legend_y:.1}" stroke="{colour}" stroke-width="3"/>"#, x + 26.0);
        let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}">{name}</text>"#, x + 32.0, legend_y + 4.0);
        x += 44.0 + 6.2 * name.chars().count() as f64;
    }
    let _ = writeln!(
        out,
        r##"<text x="{x:.1}" y="{:.1}" fill="#555">(values at 1e-16: f64 rounding level)</text>"##,
        legend_y + 4.0
    );
    out.push_str("</svg>\n");
    out
}

/// Computes the curves and writes `depth_curves.csv` and `depth_curves.svg` into
/// `out_dir` (created if needed). The same bytes on every run.
pub fn write_depth_curves(out_dir: &Path) -> Result<Summary, String> {
    let curves = depth_curves();
    let csv_path = out_dir.join("depth_curves.csv");
    let svg_path = out_dir.join("depth_curves.svg");
    crate::files::replace(&csv_path, csv(&curves).as_bytes()).map_err(|e| format!("cannot write {}: {e}", csv_path.display()))?;
    crate::files::replace(&svg_path, svg(&curves).as_bytes()).map_err(|e| format!("cannot write {}: {e}", svg_path.display()))?;
    Ok(Summary { curves, csv: csv_path, svg: svg_path })
}
