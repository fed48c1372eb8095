//! What a claim is: a numbered statement in one reading, with hypotheses built by a
//! generator and a conclusion of the form lhs ≤ rhs.
//!
//! A claim module implements [`Claim`]:
//!
//! * [`Claim::meta`] — id, source, statement as printed, reading, symbols, expected verdict;
//! * [`Claim::generate`] — the hypotheses **as a construction**: every input it returns
//!   satisfies them (Hypothesis' rule: construct valid values, don't filter);
//! * [`Claim::hypotheses`] — the same hypotheses **as checks**, re-verified by the engine in
//!   `f64` for every case (a failure there is a *rejection*, counted and reported, and
//!   means the generator broke its contract) and in interval arithmetic for a certificate;
//! * [`Claim::conclusion`] — one or more inequalities lhs ≤ rhs, all of which must hold.
//!   A statement "for all i" yields one inequality per i. An identity lhs = rhs is
//!   encoded as |lhs − rhs| ≤ 0.
//!
//! A case *violates* the claim when some inequality has lhs > rhs; it is a certified
//! counterexample only when interval arithmetic proves lhs − rhs > 0 (see
//! [`crate::engine::certify`]).

pub mod inputs;

use crate::generate::Draw;
use crate::math::{Interval, Scalar};
pub use inputs::{Inputs, Shape, Symbol, Value};

/// The papers in the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paper {
    /// "Only Large Weights (And Not Skip Connections) Can Prevent the Perils of Rank Collapse" (seed 000).
    LargeWeights,
    /// Dong, Cordonnier and Loukas, ICML 2021, as described in seeds 002 and 003.
    Dong2021,
}

impl Paper {
    /// The key used in claim ids and folder names.
    pub fn key(self) -> &'static str {
        match self {
            Paper::LargeWeights => "large-weights",
            Paper::Dong2021 => "dong2021",
        }
    }

    /// The paper's title.
    pub fn title(self) -> &'static str {
        match self {
            Paper::LargeWeights => "Only Large Weights (And Not Skip Connections) Can Prevent the Perils of Rank Collapse",
            Paper::Dong2021 => {
                "Attention is Not All You Need: Pure Attention Loses Rank Doubly Exponentially with Depth (Dong, Cordonnier and Loukas, ICML 2021)"
            }
        }
    }
}

/// The verdict the search is expected to reach, recorded beside each claim so that a
/// change is noticed. It is what the search established, never a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A certified counterexample exists and is committed under `counterexamples/`.
    Refuted,
    /// The search at the default budget finds no violation.
    NotRefuted,
}

/// Which instance of a "for all" a conclusion inequality is, e.g. `upper, i = 2, j = 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// What this inequality is (e.g. `"upper"`), or `""`.
    pub what: &'static str,
    /// Up to two 0-based indices.
    pub index: [usize; 2],
    /// How many of `index` are used.
    pub arity: u8,
}

impl Place {
    /// The only inequality of the claim.
    pub const WHOLE: Place = Place { what: "", index: [0, 0], arity: 0 };
    /// A named inequality without index.
    pub const fn named(what: &'static str) -> Place {
        Place { what, index: [0, 0], arity: 0 }
    }
    /// Instance `i` (0-based; shown 1-based like the paper's [n]).
    pub const fn i(what: &'static str, i: usize) -> Place {
        Place { what, index: [i, 0], arity: 1 }
    }
    /// Instance `(i, j)` (0-based; shown 1-based).
    pub const fn ij(what: &'static str, i: usize, j: usize) -> Place {
        Place { what, index: [i, j], arity: 2 }
    }
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let idx = match self.arity {
            0 => String::new(),
            1 => format!("i = {}", self.index[0] + 1),
            _ => format!("i = {}, j = {}", self.index[0] + 1, self.index[1] + 1),
        };
        match (self.what.is_empty(), idx.is_empty()) {
            (true, true) => write!(f, "the inequality"),
            (false, true) => write!(f, "{}", self.what),
            (true, false) => write!(f, "{idx}"),
            (false, false) => write!(f, "{}, {idx}", self.what),
        }
    }
}

/// One inequality lhs ≤ rhs of a conclusion.
#[derive(Clone, Debug)]
pub struct Inequality<S> {
    /// Left-hand side.
    pub lhs: S,
    /// Right-hand side.
    pub rhs: S,
    /// Which instance this is.
    pub place: Place,
}

impl<S> Inequality<S> {
    /// The inequality lhs ≤ rhs.
    pub fn new(lhs: S, rhs: S) -> Self {
        Inequality { lhs, rhs, place: Place::WHOLE }
    }
    /// The inequality lhs ≤ rhs at a given place of a "for all".
    pub fn at(place: Place, lhs: S, rhs: S) -> Self {
        Inequality { lhs, rhs, place }
    }
}

/// The relation a hypothesis asserts between its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// lhs ≤ rhs.
    AtMost,
    /// lhs < rhs.
    Less,
    /// lhs = rhs.
    Equal,
}

/// One hypothesis as a check: `lhs relation rhs`.
#[derive(Clone, Debug)]
pub struct Condition<S> {
    /// The hypothesis in words, e.g. `"|b_i| <= eps"`.
    pub name: &'static str,
    /// Left-hand side.
    pub lhs: S,
    /// The relation.
    pub relation: Relation,
    /// Right-hand side.
    pub rhs: S,
}

impl<S> Condition<S> {
    /// The hypothesis lhs ≤ rhs.
    pub fn at_most(name: &'static str, lhs: S, rhs: S) -> Self {
        Condition { name, lhs, relation: Relation::AtMost, rhs }
    }
    /// The hypothesis lhs < rhs.
    pub fn less(name: &'static str, lhs: S, rhs: S) -> Self {
        Condition { name, lhs, relation: Relation::Less, rhs }
    }
    /// The hypothesis lhs = rhs.
    pub fn equal(name: &'static str, lhs: S, rhs: S) -> Self {
        Condition { name, lhs, relation: Relation::Equal, rhs }
    }
}

impl Condition<f64> {
    /// Whether the hypothesis holds in `f64`.
    pub fn holds(&self) -> bool {
        match self.relation {
            Relation::AtMost => self.lhs <= self.rhs,
            Relation::Less => self.lhs < self.rhs,
            Relation::Equal => self.lhs == self.rhs,
        }
    }
}

impl Condition<Interval> {
    /// Whether the hypothesis holds for every real in the enclosures.
    pub fn certainly_holds(&self) -> bool {
        match self.relation {
            Relation::AtMost => self.lhs.certainly_le(&self.rhs),
            Relation::Less => (self.rhs.clone() - self.lhs.clone()).certainly_positive(),
            Relation::Equal => self.lhs.certainly_eq(&self.rhs),
        }
    }
}

/// Everything that identifies and documents a claim in one reading.
///
/// Built with [`Meta::new`] and the builder methods, e.g.
/// `Meta::new(Paper::LargeWeights, "large-weights/lemma-4.4", "Lemma 4.4", STATEMENT)
/// .reading("as-written", "…").symbols(SYMBOLS).cites(&["Lemma 4.2", "Lemma 4.3"])
/// .expect(Expected::NotRefuted)`.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The paper.
    pub paper: Paper,
    /// Claim id per DESIGN.md, e.g. `large-weights/fact-3.3-p2`.
    pub id: &'static str,
    /// The statement's number as printed, e.g. `Fact 3.3, second bullet`.
    pub number: &'static str,
    /// The statement as printed (LaTeX-style text).
    pub statement: &'static str,
    /// Reading name; `as-written` for the paper's own definitions and constants.
    pub reading: &'static str,
    /// One sentence on what this reading fixes.
    pub reading_note: &'static str,
    /// The input symbols, in the order they appear in files.
    pub symbols: &'static [Symbol],
    /// The verdict the search established at the default seed and budget.
    pub expected: Expected,
    /// Random-phase cases at the default budget.
    pub cases: u32,
    /// Targeted-phase evaluations at the default budget.
    pub targeted: u64,
    /// The results the paper's proof of this statement cites (e.g. `Lemma 4.2`).
    pub cites: &'static [&'static str],
    /// Hypotheses whose negative control the search does not refute, each with the reason
    /// the claim survives without it.
    pub unneeded: Vec<(&'static str, &'static str)>,
}

impl Meta {
    /// A claim's metadata in the `as-written` reading, expected `not refuted`, 1000 random
    /// cases and 2000 targeted evaluations.
    pub fn new(paper: Paper, id: &'static str, number: &'static str, statement: &'static str) -> Meta {
        Meta {
            paper,
            id,
            number,
            statement,
            reading: "as-written",
            reading_note: "",
            symbols: &[],
            expected: Expected::NotRefuted,
            cases: 1000,
            targeted: 2000,
            cites: &[],
            unneeded: Vec::new(),
        }
    }

    /// Sets the reading and its note.
    pub fn reading(mut self, name: &'static str, note: &'static str) -> Meta {
        self.reading = name;
        self.reading_note = note;
        self
    }

    /// Sets the input symbols.
    pub fn symbols(mut self, symbols: &'static [Symbol]) -> Meta {
        self.symbols = symbols;
        self
    }

    /// Records the verdict the search established.
    pub fn expect(mut self, expected: Expected) -> Meta {
        self.expected = expected;
        self
    }

    /// Sets the random-phase budget.
    pub fn cases(mut self, cases: u32) -> Meta {
        self.cases = cases;
        self
    }

    /// Sets the targeted-phase budget (evaluations).
    pub fn targeted(mut self, evaluations: u64) -> Meta {
        self.targeted = evaluations;
        self
    }

    /// Records the results the proof cites.
    pub fn cites(mut self, cites: &'static [&'static str]) -> Meta {
        self.cites = cites;
        self
    }

    /// Records that dropping `hypothesis` does not make the claim refutable, and why.
    pub fn unneeded(mut self, hypothesis: &'static str, why: &'static str) -> Meta {
        self.unneeded.push((hypothesis, why));
        self
    }

    /// `id` for the `as-written` reading, `id.reading` otherwise: the file stem.
    pub fn file_stem(&self) -> String {
        let short = self.id.split_once('/').map(|(_, s)| s).unwrap_or(self.id);
        if self.reading == "as-written" {
            short.to_string()
        } else {
            format!("{short}.{}", self.reading)
        }
    }

    /// `<paper>/<stem>`: where this claim's files live under `counterexamples/`.
    pub fn file_key(&self) -> String {
        format!("{}/{}", self.paper.key(), self.file_stem())
    }
}

/// A claim in one reading. See the module documentation for the contract.
pub trait Claim: Send + Sync {
    /// Id, source, statement, reading, symbols and expected verdict.
    fn meta(&self) -> &Meta;
    /// Builds inputs that satisfy the hypotheses, from the draws in `g`.
    fn generate(&self, g: &mut Draw) -> Inputs;
    /// The hypotheses as checks on `x`.
    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>>;
    /// The conclusion's inequalities at `x` (only evaluated when the hypotheses hold).
    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>>;
    /// Quantities computed from `x` that help a reader (written to files as `derived`).
    fn derived(&self, _x: &Inputs) -> Inputs {
        Inputs::new()
    }
}

/// A [`Claim`] with its scalar type fixed, so claims of different types can share a list.
pub trait Check: Send + Sync {
    /// See [`Claim::meta`].
    fn meta(&self) -> &Meta;
    /// See [`Claim::generate`].
    fn generate(&self, g: &mut Draw) -> Inputs;
    /// Hypotheses in `f64`.
    fn hypotheses_f64(&self, x: &Inputs) -> Vec<Condition<f64>>;
    /// Conclusion in `f64`.
    fn conclusion_f64(&self, x: &Inputs) -> Vec<Inequality<f64>>;
    /// Hypotheses in interval arithmetic.
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>>;
    /// Conclusion in interval arithmetic.
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>>;
    /// See [`Claim::derived`].
    fn derived(&self, x: &Inputs) -> Inputs;
}

impl<C: Claim> Check for C {
    fn meta(&self) -> &Meta {
        Claim::meta(self)
    }
    fn generate(&self, g: &mut Draw) -> Inputs {
        Claim::generate(self, g)
    }
    fn hypotheses_f64(&self, x: &Inputs) -> Vec<Condition<f64>> {
        self.hypotheses::<f64>(x)
    }
    fn conclusion_f64(&self, x: &Inputs) -> Vec<Inequality<f64>> {
        self.conclusion::<f64>(x)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        self.hypotheses::<Interval>(x)
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        self.conclusion::<Interval>(x)
    }
    fn derived(&self, x: &Inputs) -> Inputs {
        Claim::derived(self, x)
    }
}
