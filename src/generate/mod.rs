//! Generators: hypotheses as constructions.
//!
//! A claim's generator reads choices from a [`Draw`] and builds inputs that satisfy the
//! claim's hypotheses by construction. Every search strategy (proptest's runner,
//! quickcheck, the targeted phase) produces and shrinks *choices*; only the generator turns
//! them into matrices. See [`choice`] for the encoding and [`shapes`] for structured draws.

pub mod choice;
pub mod draw;
pub mod shapes;

pub use choice::{Slot, UnitRange};
pub use draw::{Axis, Block, Dim, Draw, Units};
pub use shapes::Entries;
pub mod bounds;
pub mod network;
pub mod perturb;
