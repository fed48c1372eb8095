//! Dong et al.'s depth curves (seed 002): the relative residual per layer of random
//! networks, and the qualitative claims about them.
//!
//! Thresholds, on the geometric-mean curves r_l (16 networks, n = d = 16, 12 layers):
//! * pure attention, small weights (scale 0.25 and 0.5): r_2 <= 1e-3 r_0 ("falls by orders
//!   of magnitude within a few layers"), and at scale 0.25 r_3 <= 1e-6 r_0;
//! * faster than linearly in log scale: at scales 0.25 and 0.5 each decrement
//!   log10 r_l - log10 r_{l+1} is at least twice the previous one, as long as r_{l+1} is
//!   above 1e-14 (the f64 rounding level is 1e-16); a linear rate keeps them equal, the
//!   cubic rate of Theorem 2.2 triples them;
//! * with skip connections it does not: at every scale r_3 >= r_0 / 2, and at scales 0.25
//!   and 0.5 every r_l >= r_0 / 4 up to l = 12.
//!
//! The committed files under `curves/` must be exactly what the library writes now.

use std::sync::OnceLock;

use lemmacheck::curves::{write_depth_curves, Summary};

const PURE: &str = "pure attention";
const SKIP: &str = "attention + skip";

/// The curves, and the CSV and SVG text the library writes for them.
struct Written {
    summary: Summary,
    csv: String,
    svg: String,
}

fn written() -> &'static Written {
    static WRITTEN: OnceLock<Written> = OnceLock::new();
    WRITTEN.get_or_init(|| {
        // written to a scratch folder, read back, and the folder removed
        let dir = tempfile::tempdir().expect("a scratch folder");
        let summary = write_depth_curves(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let read = |p: &std::path::Path| std::fs::read_to_string(p).expect("written");
        Written { csv: read(&summary.csv), svg: read(&summary.svg), summary }
    })
}

fn summary() -> &'static Summary {
    &written().summary
}

fn geometric(architecture: &str, scale: f64) -> Vec<f64> {
    summary().curve(architecture, scale).unwrap_or_else(|| panic!("no curve {architecture} at {scale}")).geometric_mean()
}

#[test]
fn committed_files_are_what_the_library_writes() {
    let w = written();
    let committed = lemmacheck::root::for_tests().join("curves");
    for (now, name) in [(&w.csv, "depth_curves.csv"), (&w.svg, "depth_curves.svg")] {
        let before = std::fs::read_to_string(committed.join(name)).unwrap_or_else(|_| panic!("curves/{name} is missing"));
        assert!(*now == before, "curves/{name} differs from what write_depth_curves produces now; run `cargo run --release -- curves`");
    }
}

#[test]
fn pure_attention_collapses_within_a_few_layers_at_small_weights() {
    for scale in [0.25, 0.5] {
        let r = geometric(PURE, scale);
        assert!(r[2] <= 1e-3 * r[0], "scale {scale}: r = {r:?}");
    }
    let r = geometric(PURE, 0.25);
    assert!(r[3] <= 1e-6 * r[0], "r = {r:?}");
}

#[test]
fn pure_attention_collapses_faster_than_linearly_in_log_scale() {
    for scale in [0.25, 0.5] {
        let r = geometric(PURE, scale);
        let logs: Vec<f64> = r.iter().map(|v| v.log10()).collect();
        let mut compared = 0;
        for l in 0..logs.len() - 2 {
            if r[l + 2] <= 1e-14 {
                break;
            }
            let (first, second) = (logs[l] - logs[l + 1], logs[l + 1] - logs[l + 2]);
            assert!(second >= 2.0 * first, "scale {scale}, layer {l}: decrements {first} then {second}");
            compared += 1;
        }
        assert!(compared >= 1, "scale {scale}: no two decrements above the rounding level: {r:?}");
    }
}

#[test]
fn skip_connections_do_not_collapse() {
    for scale in lemmacheck::curves::SCALES {
        let r = geometric(SKIP, scale);
        assert!(r[3] >= r[0] / 2.0, "scale {scale}: r = {r:?}");
    }
    for scale in [0.25, 0.5] {
        let r = geometric(SKIP, scale);
        assert!(r.iter().all(|&v| v >= r[0] / 4.0), "scale {scale}: r = {r:?}");
    }
}
