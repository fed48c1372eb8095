// Rebuild the tests when a file under counterexamples/ is added or removed, so the
// replay test (rstest `#[files]`, expanded at compile time) picks it up.
fn main() {
    println!("cargo::rerun-if-changed=counterexamples");
}
