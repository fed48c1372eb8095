//! large-weights Theorem 5.3 (= Theorem 1.2), an existence statement, studied through
//! explicit one-layer witnesses (`lemmacheck::study::theorem_5_3`). A small version of the
//! study; the assertions are its qualitative conclusions, with the thresholds stated.

use lemmacheck::study::theorem_5_3::{identity_bound, measure, report, Config, Row, Size, Witness};

fn quick() -> (Config, Vec<Row>) {
    let config = Config {
        sizes: vec![[2, 2, 1, 1], [2, 2, 1, 2], [4, 2, 1, 2], [2, 2, 1, 3]],
        etas: vec![1.0 / 8.0, 1.0 / 64.0],
        witnesses: vec![Witness::Identity, Witness::AllHeads, Witness::FirstLayer],
        starts: 8,
        budget: 200,
        seed: 2021,
    };
    let rows = measure(&config);
    (config, rows)
}

fn worst(rows: &[Row], w: Witness, size: Size, eta: f64) -> f64 {
    rows.iter().find(|r| r.witness == w && r.size == size && r.eta == eta).expect("measured").worst
}

#[test]
fn theorem_5_3_witnesses() {
    let (config, rows) = quick();
    let (big, small) = (1.0 / 8.0, 1.0 / 64.0);
    // the identity's worst ratio is exactly ((1 + dH eta)^L - 1)/eta: never exceeded, attained
    for r in rows.iter().filter(|r| r.witness == Witness::Identity) {
        let b = identity_bound(r.size, r.eta);
        assert!((r.worst / b - 1.0).abs() <= 1e-9, "identity at {:?}, eta {}: {} vs bound {}", r.size, r.eta, r.worst, b);
    }
    // its constant grows with L: L = 3 at least 1.4 times L = 2 (dHL: 6 vs 4)
    assert!(worst(&rows, Witness::Identity, [2, 2, 1, 3], small) >= 1.4 * worst(&rows, Witness::Identity, [2, 2, 1, 2], small));
    // one layer: the first-layer and the all-heads witnesses are S itself
    for w in [Witness::FirstLayer, Witness::AllHeads] {
        for eta in [big, small] {
            assert_eq!(worst(&rows, w, [2, 2, 1, 1], eta), 0.0, "{w:?} at L = 1");
        }
    }
    // no witness's ratio vanishes as eta -> 0: at eta = 1/64 at least half of eta = 1/8's
    for w in config.witnesses.iter().copied() {
        for size in [[2, 2, 1, 2], [4, 2, 1, 2], [2, 2, 1, 3]] {
            let (a, b) = (worst(&rows, w, size, big), worst(&rows, w, size, small));
            assert!(b >= 0.5 * a && b > 0.4, "{w:?} at {size:?}: {a} at eta = 1/8, {b} at eta = 1/64");
        }
    }
    // the proof's witness misses about (1 - 1/n) d at small eta: more with n = 4 than n = 2
    assert!(worst(&rows, Witness::AllHeads, [4, 2, 1, 2], small) >= 1.3 * worst(&rows, Witness::AllHeads, [2, 2, 1, 2], small));
    let text = report(&config, &rows);
    assert!(text.contains("never exceeded") && text.contains("### What this shows"));
}
