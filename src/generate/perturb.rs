//! A matrix Y near a given X: the second argument of a Lipschitz statement.
//!
//! Lipschitz bounds ‖f(X) − f(Y)‖ ≤ K‖X − Y‖ under a hypothesis ‖Y − X‖_∞ ≤ c̄ are tested
//! from the boundary of the hypothesis down to tiny perturbations. [`near`] builds
//! Y = X + c·U with ‖U‖_∞ ≤ 1 and c = c̄ (the boundary itself, one case in two: the
//! simplest choice) or c = c̄·u·2⁻ᵏ (u ∈ (0, 1] on a 2⁻³ grid, 0 ≤ k ≤ 16), with U one of
//! (one choice, the simplest first):
//!
//! | form | U | Y at the boundary c = c̄ |
//! |---|---|---|
//! | outward | sign(X) (0 counts as +) | X pushed away from 0 in every entry: for X with entries ±m and c̄ = 2m, Y = 3X |
//! | drawn | a drawn matrix (any structure of [`super::shapes`]) | — |
//! | saturated | the sign pattern of the drawn matrix | every entry moved by exactly c̄ |
//! | inward | −sign(X) | X pushed through 0: for entries ±m and c̄ = 2m, Y = −X |
//!
//! The outward and inward forms keep X's structure (an all-equal or sign-pattern X stays
//! one, scaled), so exact ties of X's attention scores stay ties while the scale of the
//! scores changes; a tiny c breaks ties of X that the drawn forms move off. With c̄ and
//! X's entries short dyadics, Y is exact in `f64` and ‖Y − X‖_∞ = c ≤ c̄ holds exactly.

use ndarray::Array2;

use super::draw::{Dim, Draw};
use super::shapes::{dominant, Entries};
use super::choice::UnitRange;

/// Forms of U (see the module documentation).
const FORMS: usize = 4;
/// Largest k of the factor 2⁻ᵏ of c.
const SMALLEST: u32 = 16;

/// Y = X + c·U with c ≤ `bound` (see the module documentation); `x` is `rows × cols`,
/// and U's entries are multiples of 2^-`levels` before scaling.
pub fn near(g: &mut Draw, x: &Array2<f64>, rows: Dim, cols: Dim, bound: f64, levels: u32) -> Array2<f64> {
    let form = g.pick(FORMS);
    let drawn = g.matrix(rows, cols, Entries::signed_bounded(2).coarse(levels));
    let interior = g.pick(2) == 1;
    let u = g.unit_with_levels(UnitRange::Positive, 3);
    let k = g.power_of_two(SMALLEST).min(1.0);
    let c = if interior { bound * u * k } else { bound };
    let unit = match form {
        0 => x.mapv(dominant),
        1 => drawn,
        2 => drawn.mapv(dominant),
        _ => x.mapv(|v| -dominant(v)),
    };
    // + 0.0 turns −0 into 0, so that files show 0
    (x + &(unit * c)).mapv(|v| v + 0.0)
}
