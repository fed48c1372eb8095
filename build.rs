// Rebuild the tests when a file under counterexamples/ or tightness/ is added or removed,
// so the replay tests (rstest `#[files]`, expanded at compile time) pick it up.
fn main() {
    println!("cargo::rerun-if-changed=counterexamples");
    println!("cargo::rerun-if-changed=tightness");
}
