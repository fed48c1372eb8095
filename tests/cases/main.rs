//! Explicit cases (rstest and plain tests): the interval arithmetic against reference
//! values, `verify` against hand-edited files, the command line through the built binary,
//! published examples and the studies' qualitative claims. The searches of the catalogue's
//! readings are in the `claims` test binary. The `unit` tree holds the library's unit tests,
//! kept outside `src/` so that `cargo test` compiles the library once.

mod arithmetic;
mod cli;
mod links;
mod markdown;
#[cfg(unix)]
mod output;
mod notation;
mod require;
mod review;
mod prove;
mod show;
#[cfg(unix)]
mod trust;
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

/// The library's unit tests: the tests of `src/<path>.rs` are in `unit/<path>.rs`.
mod unit {
    mod allocator;
    mod claim {
        mod inputs;
    }
    mod artifact {
        mod exact;
        mod figures;
        mod json;
        mod prose;
        mod sha256;
        mod table;
        mod verdict;
    }
    mod claims {
        mod large_weights {
            mod lemma_5_1;
            mod lemma_c_1;
            mod remark_d_2 {
                mod final_bound;
                mod regime;
            }
        }
    }
    mod coq;
    mod engine {
        mod certify;
        mod choices;
        mod evaluate;
        mod progress;
        mod quickcheck_engine;
        mod search;
        mod settings;
        mod stream;
        mod targeted;
    }
    mod excerpt;
    mod files;
    mod generate {
        mod bounds;
        mod choice;
        mod network;
        mod replay;
        mod shapes;
    }
    mod math {
        mod attention;
        mod balance;
        mod exact;
        mod exp_fast;
        mod interval;
        mod interval_fast;
        mod layer_collapse;
        mod layer_norm;
        mod matrix;
        mod mlp;
        mod norms;
        mod paths;
        mod powers_of_two;
        mod rank;
        mod remembered;
        mod res;
        mod row_res;
        mod slope;
        mod softmax;
        mod token_mean;
    }
    mod notation;
    mod prove {
        mod examine;
        mod tree;
    }
    mod review {
        mod rank;
    }
    mod root;
    mod statements;
    mod study {
        mod growth;
    }
    mod weights {
        mod checkpoint;
    }
}
