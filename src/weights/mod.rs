//! Real weights: do trained encoders meet the theorems' hypotheses, and what do the bounds
//! say for them? (`lemmacheck weights MODEL.safetensors`.)
//!
//! A BERT-family checkpoint ([`model`], read with the `safetensors` crate in
//! [`checkpoint`], sizes from [`config`]) is written in the papers' notation ([`paper`]:
//! head h has W_q = W_Q^h, W_k = W_K^h, W_v = W_V^h W_O^h and the score factor
//! β = 1/√d_h), real text is tokenised with the model's vocabulary ([`wordpiece`]) and
//! embedded ([`forward::embed`]), and [`audit`] computes, per layer and head, the
//! quantities the statements assume, with each paper's own norms: η (entrywise maximum),
//! Theorem 5.3's two constants, the θ-balance of E and Lemma 5.1's bound, Lemma B.2's
//! condition, Dong et al.'s β and their Lemma A.3 assumption. [`depth`] draws the depth
//! curves with the real weights next to the random-weight curves of [`crate::curves`],
//! and [`report`] writes the Markdown, CSV and SVG files stamped with the checkpoint's
//! SHA-256 ([`crate::artifact::sha256`]).
//!
//! Nothing else in the crate depends on this module: the main run and `cargo test` need no
//! checkpoint. The mathematics is the library's ([`crate::math`]); this module only
//! arranges a checkpoint's tensors into its objects.

pub mod audit;
pub mod checkpoint;
pub mod config;
pub mod depth;
pub mod forward;
pub mod model;
pub mod paper;
pub mod report;
pub mod run;
pub mod wordpiece;
