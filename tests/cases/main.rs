//! Explicit cases (rstest and plain tests): the interval arithmetic against reference
//! values, `verify` against hand-edited files, the command line through the built binary,
//! published examples and the studies' qualitative claims. The searches of the catalogue's
//! readings are in the `claims` test binary.

mod arithmetic;
mod cli;
#[cfg(unix)]
mod output;
mod notation;
mod require;
mod review;
mod prove;
mod show;
mod verify;
#[cfg(unix)]
mod writes;

mod dong2021 {
    mod claim_norm;
    mod depth_curves;
    mod eq_12;
    mod lemma_a_3;
    mod theorem_2_2;
}

mod large_weights {
    mod theorem_5_3;
}

/// `lemmacheck weights`: a tiny checkpoint written by the tests, the tokeniser, and the
/// reference model when a copy is at hand.
mod weights {
    mod checkpoint;
    mod pipeline;
    mod quantities;
    mod reference_model;
    mod synthetic;
    mod wordpiece;
}
