//! Drawing and reading the self-attention networks the Dong et al. claims quantify over.
//!
//! A network is stored in a case's inputs as the statement's symbols: `X` (n × d), the
//! grids `W_Q`, `W_K` (L × H × d × d_qk) and `W_V` (L × H × d × d, value and output
//! projection folded), and the output biases `b` (L × d, one row per layer). The score
//! scale is Dong et al.'s τ = 1/√d_qk.

use ndarray::{Array1, Array2};

use crate::claim::{Inputs, Symbol};
use crate::generate::shapes::{matrix_choices, vector_choices};
use crate::generate::{Dim, Draw, Entries};
use crate::math::matrix::lift;
use crate::math::san::{SanHead, SanLayer};
use crate::math::Scalar;

/// The network's symbols, in file order.
pub const SAN_SYMBOLS: [Symbol; 5] = [
    Symbol::matrix("X", &["n", "d"], "the input, n tokens of d features"),
    Symbol::matrix_grid("W_Q", &["L", "H", "d", "d_qk"], "query weights per layer and head"),
    Symbol::matrix_grid("W_K", &["L", "H", "d", "d_qk"], "key weights per layer and head"),
    Symbol::matrix_grid("W_V", &["L", "H", "d", "d"], "value weights per layer and head (value and output projection folded)"),
    Symbol::matrix("b", &["L", "d"], "output bias of each layer (one row per layer)"),
];

/// The dimensions of a drawn network.
#[derive(Clone, Copy, Debug)]
pub struct SanDims {
    /// Depth L.
    pub layers: Dim,
    /// Heads per layer H.
    pub heads: Dim,
    /// Tokens n.
    pub n: Dim,
    /// Features d.
    pub d: Dim,
    /// Query/key width d_qk.
    pub d_qk: Dim,
}

impl SanDims {
    /// Draws L, H, n, d and d_qk, each from 1 to its maximum, in this order; a maximum of
    /// 1 for L or H fixes it at 1 without a draw.
    pub fn draw(g: &mut Draw, max_l: usize, max_h: usize, max_n: usize, max_d: usize) -> SanDims {
        SanDims::draw_tokens(g, max_l, max_h, (1, max_n), max_d)
    }

    /// As [`SanDims::draw`], with n drawn from `tokens.0` to `tokens.1`.
    pub fn draw_tokens(g: &mut Draw, max_l: usize, max_h: usize, tokens: (usize, usize), max_d: usize) -> SanDims {
        let mut fixed_or_drawn = |name, max| if max == 1 { Dim::fixed(1) } else { g.dim(name, 1, max) };
        let layers = fixed_or_drawn("L", max_l);
        let heads = fixed_or_drawn("H", max_h);
        SanDims { layers, heads, n: g.dim("n", tokens.0, tokens.1), d: g.dim("d", 1, max_d), d_qk: g.dim("d_qk", 1, max_d) }
    }
}

/// The weights of a drawn network, as `f64` blocks ready to be stored in inputs.
#[derive(Clone, Debug)]
pub struct DrawnWeights {
    /// W_Q per layer and head.
    pub w_q: Vec<Vec<Array2<f64>>>,
    /// W_K per layer and head.
    pub w_k: Vec<Vec<Array2<f64>>>,
    /// W_V per layer and head.
    pub w_v: Vec<Vec<Array2<f64>>>,
    /// Output biases, one row per layer.
    pub b: Array2<f64>,
}

/// Weights a case sets to zero (a hypothesis such as W_V = 0 that the generator
/// constructs): their choices stay in the footprint, but their drawn values are never
/// used ([`draw_weights_zeroing`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Zeroed {
    /// Every W_Q.
    pub w_q: bool,
    /// Every W_V.
    pub w_v: bool,
    /// The biases b.
    pub bias: bool,
}

/// Draws the largest grid of weights the dimensions allow (a fixed footprint) and keeps
/// the leading L × H part. `qk`, `v` and `bias` set the entries of W_Q and W_K, of W_V,
/// and of b. Replaying, the heads and biases beyond L × H are passed over
/// ([`Draw::pass_over`]), not computed.
pub fn draw_weights(g: &mut Draw, dims: SanDims, qk: Entries, v: Entries, bias: Entries) -> DrawnWeights {
    draw_weights_zeroing(g, dims, qk, v, bias, Zeroed::default())
}

/// [`draw_weights`] with the weights `zeroed` names set to zero (every entry 0): the same
/// choices are read, and replaying, those weights are passed over, not decoded
/// ([`Draw::matrix_if_used`]).
pub fn draw_weights_zeroing(g: &mut Draw, dims: SanDims, qk: Entries, v: Entries, bias: Entries, zeroed: Zeroed) -> DrawnWeights {
    let (lm, hm) = (dims.layers.max(), dims.heads.max());
    let (l, h, d) = (dims.layers.get(), dims.heads.get(), dims.d.get());
    let head_choices = 2 * matrix_choices(dims.d, dims.d_qk, qk) + matrix_choices(dims.d, dims.d, v);
    // a weight drawn when used, zero when the case sets it to zero
    let weight = |g: &mut Draw, zero: bool, cols: Dim, e: Entries| g.matrix_if_used(!zero, dims.d, cols, e).unwrap_or_else(|| Array2::zeros((d, cols.get())));
    let mut w_q = Vec::new();
    let mut w_k = Vec::new();
    let mut w_v = Vec::new();
    let mut b_rows = Vec::new();
    for layer in 0..lm {
        let (mut q, mut k, mut vv) = (Vec::new(), Vec::new(), Vec::new());
        for head in 0..hm {
            if (layer >= l || head >= h) && g.is_replaying() {
                g.pass_over(head_choices);
                continue;
            }
            q.push(weight(g, zeroed.w_q, dims.d_qk, qk));
            k.push(weight(g, false, dims.d_qk, qk));
            vv.push(weight(g, zeroed.w_v, dims.d, v));
        }
        w_q.push(q);
        w_k.push(k);
        w_v.push(vv);
        if layer >= l && g.is_replaying() {
            g.pass_over(vector_choices(dims.d, bias));
        } else {
            b_rows.push(g.vector_if_used(!zeroed.bias, dims.d, bias).unwrap_or_else(|| vec![0.0; d]));
        }
    }
    let keep = |grid: Vec<Vec<Array2<f64>>>| -> Vec<Vec<Array2<f64>>> {
        grid.into_iter().take(l).map(|row| row.into_iter().take(h).collect()).collect()
    };
    DrawnWeights {
        w_q: keep(w_q),
        w_k: keep(w_k),
        w_v: keep(w_v),
        b: Array2::from_shape_fn((l, d), |(i, j)| b_rows[i][j]),
    }
}

impl DrawnWeights {
    /// The inputs `X`, `W_Q`, `W_K`, `W_V`, `b`.
    pub fn inputs(self, x: Array2<f64>) -> Inputs {
        Inputs::new().with("X", x).with("W_Q", self.w_q).with("W_K", self.w_k).with("W_V", self.w_v).with("b", self.b)
    }
}

/// The layers stored in `x` (symbols [`SAN_SYMBOLS`]), as scalars.
pub fn layers_from<S: Scalar>(x: &Inputs) -> Vec<SanLayer<S>> {
    let w_q = x.matrix_grid("W_Q");
    let w_k = x.matrix_grid("W_K");
    let w_v = x.matrix_grid("W_V");
    let b = x.matrix("b");
    (0..w_q.len())
        .map(|l| SanLayer {
            heads: (0..w_q[l].len())
                .map(|h| SanHead { w_q: lift(w_q[l][h]), w_k: lift(w_k[l][h]), w_v: lift(w_v[l][h]) })
                .collect(),
            bias: b.row(l).iter().map(|&v| S::exact(v)).collect::<Array1<S>>(),
        })
        .collect()
}

/// τ = 1/√d_qk for the network stored in `x`.
pub fn tau_from<S: Scalar>(x: &Inputs) -> S {
    let d_qk = x.matrix_grid("W_Q")[0][0].ncols();
    S::one() / S::int(d_qk).sqrt()
}
