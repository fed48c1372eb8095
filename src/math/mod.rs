//! The papers' mathematical objects, written once and generic over [`Scalar`].
//!
//! Every function here is evaluated with `f64` by the search and with [`Interval`] by the
//! certificate. Nothing in this module knows about claims or search.

pub mod attention;
pub mod balance;
pub mod exact;
pub mod interval;
#[doc(hidden)]
pub mod interval_fast;
#[doc(hidden)]
pub mod exp_fast;
pub mod matrix;
pub mod norms;
pub mod res;
pub mod scalar;
pub mod slope;
pub mod softmax;
pub mod layer_norm;
pub mod mlp;
pub mod paths;
pub mod powers_of_two;
pub mod rank;
pub mod remembered;
pub mod scoped;
pub mod san;
pub mod token_mean;

pub use interval::Interval;
pub use scalar::Scalar;
pub mod layer_collapse;
pub mod row_res;
