//! Proofs on a stated domain, by interval branch and bound.
//!
//! The search ([`crate::engine`]) can refute a statement but never show that it holds:
//! "not refuted" says only that the cases searched did not break it. On a **domain D**
//! stated with the claim (dimensions, ranges, a reparametrisation that makes an unbounded
//! hypothesis compact, and the argument that it covers D) this module can: it covers D's
//! parameter box by boxes and proves the conclusion on each, reusing the claim's own
//! generic mathematics ([`crate::claim::Check::hypotheses_slope`],
//! [`crate::claim::Check::conclusion_slope`], [`crate::claim::Check::equivalent_forms_slope`])
//! in [`crate::math::slope`] arithmetic.
//!
//! * [`domain`] — what a domain is: root boxes of parameters, the map to the claim's
//!   inputs, the argument, the recorded outcome and budget;
//! * [`examine`] — the test of one box: closed, discarded by a hypothesis, or open and
//!   where to split it;
//! * [`search`] — the branch and bound with its budget, and the counterexample check at
//!   open boxes;
//! * [`tree`] — the certificate: the tree of boxes in one character per box, and its
//!   replay;
//! * [`targets`] — the domains of the catalogue, stated in the claims' modules.
//!
//! **What "proved on D" means.** Every input in D that meets the reading's hypotheses
//! satisfies its conclusion: the tree's leaves partition D's parameter boxes, and on each
//! leaf outward-rounded arithmetic shows every relation of the conclusion to hold (or a
//! hypothesis to fail), which the replay re-checks leaf by leaf. Together with the
//! domain's argument (a symmetry such as softm(a + c1) = softm(a), a homogeneity, or an
//! explicit bound outside a range), this is a proof of the statement for the inputs D
//! describes.
//!
//! **What it does not mean.** Nothing outside D: other dimensions, larger ranges, the
//! excluded sets the domain names. The search's verdict for the reading stays what the
//! search found on the whole hypothesis set ("not refuted"): a proof on D is stronger
//! evidence on part of it, not a proof of the statement. A run whose budget runs out
//! leaves boxes *open*, which is reported as open, never as proved.

pub mod domain;
pub mod examine;
pub mod search;
pub mod targets;
pub mod tree;

pub use domain::{Cube, Domain, Outcome, Reparametrisation};
pub use search::{prove, Budget, Ending, Run};
