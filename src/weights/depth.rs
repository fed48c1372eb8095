//! Depth curves with a checkpoint's weights, next to the random-weight curves of
//! [`crate::curves`].
//!
//! For every text and every architecture of [`ARCHITECTURES`] (pure attention, with skip,
//! with MLP, with LayerNorm, the full block = the encoder itself), the relative residual
//! r_l = ‖X_l − 1x̄_lᵀ‖_{1,∞}/‖X_l‖_{1,∞} of the layer outputs X₀, …, X_L with the real
//! weights ([`super::forward::forward`]); [`real_curves`] summarises them over the texts
//! with the statistics of the random curves ([`crate::curves::stats`]: geometric mean,
//! min, max; values below [`FLOOR`] = 10⁻¹⁶ are `f64` rounding noise and count as 10⁻¹⁶).
//!
//! Outputs: [`csv`] (one row per architecture, text and layer) and [`svg`] (a panel with
//! the real weights, then one panel per weight scale of the random curves, each with its
//! own depth axis).

use std::fmt::Write as _;

use crate::curves::{panel, stats, Curve, LayerStats, ARCHITECTURES, COLOURS, DEPTH, FEATURES, HEADS, SAMPLES, SCALES, TOKENS};

use super::run::Audit;

/// Per architecture (in [`ARCHITECTURES`] order), the statistics over the texts per layer.
pub fn real_curves(audit: &Audit) -> Vec<Vec<LayerStats>> {
    let depth = audit.config.layers;
    (0..ARCHITECTURES.len())
        .map(|a| (0..=depth).map(|l| stats(&audit.texts.iter().map(|t| t.curves[a][l]).collect::<Vec<f64>>())).collect())
        .collect()
}

/// The CSV of the real-weight curves: architecture, text (index from 1), layer, r_l.
pub fn csv(audit: &Audit) -> String {
    let mut out = String::from("architecture,text,layer,relative_residual\n");
    for (a, (name, _)) in ARCHITECTURES.iter().enumerate() {
        for (t, text) in audit.texts.iter().enumerate() {
            for (l, r) in text.curves[a].iter().enumerate() {
                let _ = writeln!(out, "{name},{},{l},{r:.6e}", t + 1);
            }
        }
    }
    out
}

/// The SVG: the real-weight panel (`model` names it), then the random-weight panels.
pub fn svg(audit: &Audit, model: &str, random: &[Curve]) -> String {
    let (panel_w, gap, left, top) = (280.0, 60.0, 60.0, 64.0);
    let panels = 1 + SCALES.len();
    let width = left + panels as f64 * (panel_w + gap);
    let height = top + 210.0 + 70.0;
    let mut out = String::new();
    let _ = writeln!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="11">"#);
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let c = &audit.config;
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="20" font-size="14" text-anchor="middle">Relative residual ‖X_l − 1x̄ᵀ‖₁,∞ / ‖X_l‖₁,∞ per layer: {model} (d = {}, H = {}, L = {}; geometric mean and min–max over {} texts) next to random weights (n = {TOKENS}, d = {FEATURES}, H = {HEADS}, {SAMPLES} networks)</text>"#,
        width / 2.0,
        c.hidden,
        c.heads,
        c.layers,
        audit.texts.len(),
    );
    let real = real_curves(audit);
    let series: Vec<&[LayerStats]> = real.iter().map(Vec::as_slice).collect();
    panel(&mut out, left, top, &format!("real weights: {model}"), c.layers, &series);
    for (k, &s) in SCALES.iter().enumerate() {
        let series: Vec<&[LayerStats]> = ARCHITECTURES
            .iter()
            .filter_map(|(name, _)| random.iter().find(|c| c.architecture == *name && c.scale == s))
            .map(|c| c.layers.as_slice())
            .collect();
        panel(&mut out, left + (k + 1) as f64 * (panel_w + gap), top, &format!("random weights, scale s = {s}"), DEPTH, &series);
    }
    let legend_y = top + 210.0 + 48.0;
    let mut x = left;
    for (a, (name, _)) in ARCHITECTURES.iter().enumerate() {
        let colour = COLOURS[a % COLOURS.len()];
        let _ = writeln!(out, r#"<line x1="{x:.1}" y1="{legend_y:.1}" x2="{:.1}" y2="{legend_y:.1}" stroke="{colour}" stroke-width="3"/>"#, x + 26.0);
        let _ = writeln!(out, r#"<text x="{:.1}" y="{:.1}">{name}</text>"#, x + 32.0, legend_y + 4.0);
        x += 44.0 + 6.2 * name.chars().count() as f64;
    }
    let _ = writeln!(out, r##"<text x="{x:.1}" y="{:.1}" fill="#555">(values at 1e-16: f64 rounding level)</text>"##, legend_y + 4.0);
    out.push_str("</svg>\n");
    out
}
