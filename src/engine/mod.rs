//! The search engine: random phase, shrinking and certification.
//!
//! ```text
//! choices ──generator──▶ inputs ──f64──▶ screen ──candidate──▶ certify (intervals)
//!    ▲                                                              │ certified
//!    └──────────── shrink (dimensions → structure → entries) ◀──────┘
//! ```

pub mod case;
pub mod certify;
pub mod chacha;
pub mod choices;
pub mod controls;
pub mod decode;
pub mod evaluate;
pub mod progress;
pub mod quickcheck_engine;
pub mod repair;
pub mod report;
pub mod rng;
pub mod search;
pub mod settings;
pub mod stream;
pub mod targeted;

pub use report::{Report, Verdict};
pub use search::search;
pub use settings::Settings;
