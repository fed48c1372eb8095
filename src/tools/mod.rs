//! Commands beyond the main run: reliability sweep and benchmarks. Each returns a
//! markdown report; `src/main.rs` prints it.

pub mod bench;
pub mod sweep;
