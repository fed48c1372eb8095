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

pub mod derived;
pub mod inputs;

use crate::generate::Draw;
use crate::math::exact::Exact;
use crate::math::slope::Slope;
use crate::math::{Interval, Scalar};
pub use derived::{Derived, Quantity};
pub use inputs::{Inputs, Lifted, Shape, Symbol, Value};

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
    /// The search at the default budget finds no violation, and every case it had to
    /// certify was decided.
    NotRefuted,
    /// No certified violation, but some case could not be decided at the highest
    /// precision (for example an exact tie lhs = rhs between transcendental numbers):
    /// unknown is never counted as "no violation".
    Inconclusive,
    /// An existence statement settled by a certified witness.
    Proved,
}

impl Expected {
    /// The verdict's name as used in tables (`refuted`, `not refuted`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Expected::Refuted => "refuted",
            Expected::NotRefuted => "not refuted",
            Expected::Inconclusive => "inconclusive",
            Expected::Proved => "proved",
        }
    }
}

/// What kind of formalisation a reading is (DESIGN.md, "Words"). Only `as-written`
/// readings count as printed statements in headline counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ReadingClass {
    /// The statement as printed: the source's formula, definitions, symbols and constants,
    /// nothing added.
    AsWritten,
    /// Another exact reading where the printed text leaves a choice open (an undefined
    /// symbol, a non-unique argmin, a norm used in two senses, an evident typo corrected).
    Alternative,
    /// The source describes the statement in prose, or cites an equation it does not
    /// print: the formula is rebuilt by us, and the reading note says how.
    Reconstructed,
    /// What a source says the paper is cited for, or claims on its behalf, when the paper
    /// itself does not state it.
    Attributed,
    /// A changed statement (an extra hypothesis, a larger constant), named for what it
    /// changes; never a replacement for `as-written`.
    Repair,
}

impl ReadingClass {
    /// The class's name in files and tables.
    pub fn name(self) -> &'static str {
        match self {
            ReadingClass::AsWritten => "as-written",
            ReadingClass::Alternative => "alternative",
            ReadingClass::Reconstructed => "reconstructed",
            ReadingClass::Attributed => "attributed",
            ReadingClass::Repair => "repair",
        }
    }

    /// Every class, in table order.
    pub const ALL: [ReadingClass; 5] = [
        ReadingClass::AsWritten,
        ReadingClass::Alternative,
        ReadingClass::Reconstructed,
        ReadingClass::Attributed,
        ReadingClass::Repair,
    ];
}

/// The source's exact words that a reading formalises, and where they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quote {
    /// Verbatim from the source text (runs of white space may differ).
    pub words: &'static str,
    /// Where: section, statement or equation number.
    pub location: &'static str,
}

/// An `as-written` reading whose refutation disappears when an evident typo is corrected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Typo {
    /// The printed text that is the typo, e.g. `softm(b)`.
    pub printed: &'static str,
    /// What the context shows was meant, e.g. `softm(a)`.
    pub meant: &'static str,
    /// Why it is evident (where the proof or the text shows the intended form).
    pub evidence: &'static str,
    /// The reading that checks the corrected form.
    pub corrected_reading: &'static str,
}

/// Whether the statement is "for all inputs meeting the hypotheses" (refuted by one
/// certified counterexample) or "there exists" (proved by one certified witness).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantifier {
    /// For every input that meets the hypotheses, the conclusion holds.
    ForAll,
    /// Some input (built by the generator: the witness family) meets the conclusion; the
    /// string is the argument that the family is what the statement asks for.
    Exists(&'static str),
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

/// The relation a hypothesis or a conclusion asserts between its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// lhs ≤ rhs.
    AtMost,
    /// lhs < rhs.
    Less,
    /// lhs = rhs.
    Equal,
}

impl Relation {
    /// The relation's symbol in files (`<=`, `<`, `=`).
    pub fn symbol(self) -> &'static str {
        match self {
            Relation::AtMost => "<=",
            Relation::Less => "<",
            Relation::Equal => "=",
        }
    }

    /// Whether `lhs relation rhs` holds in `f64`.
    pub fn holds_f64(self, lhs: f64, rhs: f64) -> bool {
        match self {
            Relation::AtMost => lhs <= rhs,
            Relation::Less => lhs < rhs,
            Relation::Equal => lhs == rhs,
        }
    }
}

/// One relation lhs ≤ rhs (or lhs < rhs, or lhs = rhs) of a conclusion.
#[derive(Clone, Debug)]
pub struct Inequality<S> {
    /// Left-hand side.
    pub lhs: S,
    /// Right-hand side.
    pub rhs: S,
    /// Which instance this is.
    pub place: Place,
    /// The relation the conclusion asserts.
    pub relation: Relation,
}

impl<S> Inequality<S> {
    /// The inequality lhs ≤ rhs.
    pub fn new(lhs: S, rhs: S) -> Self {
        Inequality { lhs, rhs, place: Place::WHOLE, relation: Relation::AtMost }
    }
    /// The inequality lhs ≤ rhs at a given place of a "for all".
    pub fn at(place: Place, lhs: S, rhs: S) -> Self {
        Inequality { lhs, rhs, place, relation: Relation::AtMost }
    }
    /// The identity lhs = rhs at a given place. It is violated when lhs − rhs is
    /// certainly not 0; it holds when lhs − rhs is exactly 0, and otherwise is certified
    /// only as |lhs − rhs| ≤ 2⁻ᵏ·max(1, |lhs|, |rhs|) with k stated
    /// (see [`crate::engine::certify`]).
    pub fn equal(place: Place, lhs: S, rhs: S) -> Self {
        Inequality { lhs, rhs, place, relation: Relation::Equal }
    }
}

impl Inequality<f64> {
    /// Whether the relation is violated in `f64` (a candidate for certification).
    pub fn violated_f64(&self) -> bool {
        !self.relation.holds_f64(self.lhs, self.rhs)
    }
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
        self.relation.holds_f64(self.lhs, self.rhs)
    }
}

/// What outward-rounded arithmetic says about one relation between two enclosures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decided {
    /// It holds for every real in the enclosures.
    Holds,
    /// It fails for every real in the enclosures.
    Fails,
    /// The enclosures overlap the boundary: neither is proven at this precision.
    Undecided,
}

impl Relation {
    /// Decides `lhs relation rhs` for the reals enclosed by `lhs` and `rhs`.
    pub fn decide(self, lhs: &Interval, rhs: &Interval) -> Decided {
        let d = lhs.clone() - rhs.clone();
        match self {
            Relation::AtMost if d.certainly_nonpositive() => Decided::Holds,
            Relation::AtMost if d.certainly_positive() => Decided::Fails,
            Relation::Less if d.certainly_negative() => Decided::Holds,
            Relation::Less if d.certainly_nonnegative() => Decided::Fails,
            Relation::Equal if d.is_zero() => Decided::Holds,
            Relation::Equal if d.certainly_positive() || d.certainly_negative() => Decided::Fails,
            _ => Decided::Undecided,
        }
    }
}

impl Condition<Interval> {
    /// What interval arithmetic says about the hypothesis.
    pub fn decide(&self) -> Decided {
        self.relation.decide(&self.lhs, &self.rhs)
    }
}

/// Everything that identifies and documents a claim in one reading.
///
/// Built with [`Meta::new`] and the builder methods, e.g.
/// `Meta::new(Paper::LargeWeights, "large-weights/lemma-4.4", "Lemma 4.4", STATEMENT)
/// .quote("§4.3, Lemma 4.4", WORDS).reading("as-written", "…").symbols(SYMBOLS)
/// .cites(&["Lemma 4.2", "Lemma 4.3"]).expect(Expected::NotRefuted)`.
///
/// Contract: `statement` and `quote.words` hold only the source's words, verbatim (runs
/// of white space aside; `cargo test` compares them with the source texts where those are
/// at hand); anything rebuilt by us goes in `reading_note`.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The paper.
    pub paper: Paper,
    /// Claim id per DESIGN.md, e.g. `large-weights/fact-3.3-p2`.
    pub id: &'static str,
    /// The statement's number as printed, e.g. `Fact 3.3, second bullet`.
    pub number: &'static str,
    /// The statement as printed: only the source's words.
    pub statement: &'static str,
    /// The part of the source this reading formalises, verbatim, with its location.
    pub quote: Quote,
    /// Reading name; `as-written` for the paper's own definitions and constants.
    pub reading: &'static str,
    /// What kind of formalisation the reading is.
    pub class: ReadingClass,
    /// One or two sentences on what this reading fixes or rebuilds.
    pub reading_note: &'static str,
    /// For an `as-written` reading refuted only through an evident typo: the typo.
    pub typo: Option<Typo>,
    /// "For all" (the default) or "there exists".
    pub quantifier: Quantifier,
    /// The input symbols, in the order they appear in files.
    pub symbols: &'static [Symbol],
    /// The verdict the search established at the default seed and budget.
    pub expected: Expected,
    /// Random-phase cases at the default budget.
    pub cases: u32,
    /// Targeted-phase evaluations at the default budget.
    pub targeted: u64,
    /// Random-phase cases of each negative control at the default budget, when it differs
    /// from [`Meta::cases`] (a control whose excluded region fails only in a small part).
    pub control_cases: Option<u32>,
    /// The results the paper's proof of this statement cites (e.g. `Lemma 4.2`).
    pub cites: &'static [&'static str],
    /// Hypotheses the conclusion does not need, each with the written argument (TeX math
    /// between `$...$`) that the conclusion holds on the whole region the hypothesis
    /// excludes, signs included; the negative control must agree (not refute).
    pub unneeded: Vec<(&'static str, &'static str)>,
    /// Hypotheses whose negative control the search does not refute and for which no
    /// argument covers the whole excluded region: reported as "not refuted without it" with
    /// the ranges the control searched, never as "not needed".
    pub not_refuted_without: Vec<&'static str>,
    /// Hypotheses some of whose sides (see [`crate::engine::report::Side`]) no input can
    /// violate while the other hypotheses hold, each with the reason (TeX math between
    /// `$...$`), e.g. η < 0 under ‖W‖_∞ ≤ η. A negative control that does not refute the
    /// claim must have drawn every other side.
    pub unreachable_sides: Vec<(&'static str, &'static str)>,
    /// Hypotheses a symbol carries by its meaning in the source (a sign or range that a
    /// norm bound implies), made explicit, each with the source's words that imply it;
    /// the words are checked verbatim like [`Meta::quote`].
    pub implied: Vec<(&'static str, Quote)>,
    /// For a refuted printed statement, the step of the paper's proof that fails, as the
    /// module found it (cited in reviews).
    pub failing_step: Option<&'static str>,
    /// Hypotheses that only say where the statement's expressions are defined (a positive
    /// ε under a square root, a non-zero divisor), each with the reason: the generator
    /// always constructs them, the certificate checks them, and no negative control drops
    /// them (without them the statement is undefined, not false).
    pub domain: Vec<(&'static str, &'static str)>,
    /// For a `repair` reading: where its written proof or argument is (e.g. "module
    /// documentation of lemma_d_5, times-d-squared"). A repair without one is reported as
    /// a conjecture with the range its growth study searched; one with it is reported as
    /// a repair only when the growth study agrees (see `docs/repairs.md`).
    pub argued: Option<&'static str>,
    /// A proof of the reading in Coq, which `cargo test` compiles (see [`crate::coq::proofs`]):
    /// for every size, or for a refuted reading on the part of its hypothesis set stated.
    pub coq_proof: Option<CoqProof>,
    /// What the Coq statement of a reading proved for every size assumes or fixes beyond
    /// the quoted words and the note, shown in every verdict row ([`Meta::coq_given`]).
    pub coq_given: Option<&'static str>,
    /// For a displayed step of a proof: which proof, and where in it ([`Meta::step`]).
    pub step: Option<Step>,
}

/// Where a displayed step of a proof stands: the statement whose proof it is in, its place
/// (the printed equation number, or "step k"), and its order among the proof's steps. A
/// step's claim has the statement's hypotheses (its reading's own generator and checks)
/// and the step's relation as printed; its `cites` are the step's stated justification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The statement proved, as the index names it (`Lemma 5.2`).
    pub of: &'static str,
    /// The reading of that statement whose hypotheses the step has (`as-written`).
    pub reading: &'static str,
    /// Its place: `Eq. (10)` or `step 3`.
    pub place: &'static str,
    /// Its position among the proof's displayed relations, from 1.
    pub order: usize,
    /// The printed words of the statement whose hypotheses the step is checked under: the
    /// parent reading's quoted words and its printed statement (set by
    /// [`crate::claims::proof_step::ProofStep::new`]); a Coq premise of the step may cite
    /// either as printed.
    pub hypotheses_from: [&'static str; 2],
}

/// A reading proved in Coq: the theorem `<name>_holds : <name>.` in
/// `coq/Proofs/<PaperDir>/<name>.v`, of the statement `Definition <name> : Prop` in
/// `coq/Statements/<PaperDir>/<name>.v` ([`crate::coq::proofs`] names the files).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoqProof {
    /// The reading itself, for every size: `<name>` is the reading's Coq name.
    EverySize,
    /// A refuted reading on part of its hypothesis set: `<name>` is the reading's Coq name
    /// followed by `__on_` and `part` (`lemma_5_1__on_d_at_most_2`), a statement that adds
    /// to the reading's hypotheses the condition `scope` says in words.
    On {
        /// The part's name in file names (`d-at-most-2`).
        part: &'static str,
        /// Where it holds, in TeX prose after "proved" (`for every $n$ when $d \le 2$`).
        scope: &'static str,
    },
}

impl Meta {
    /// A claim's metadata in the `as-written` reading (class `as-written`), expected
    /// `not refuted`, 1000 random cases and 2000 targeted evaluations. The quote defaults
    /// to the whole statement; set it with [`Meta::quote`].
    pub fn new(paper: Paper, id: &'static str, number: &'static str, statement: &'static str) -> Meta {
        Meta {
            paper,
            id,
            number,
            statement,
            quote: Quote { words: statement, location: number },
            reading: "as-written",
            class: ReadingClass::AsWritten,
            reading_note: "",
            typo: None,
            quantifier: Quantifier::ForAll,
            symbols: &[],
            expected: Expected::NotRefuted,
            cases: 1000,
            targeted: 2000,
            control_cases: None,
            cites: &[],
            unneeded: Vec::new(),
            not_refuted_without: Vec::new(),
            unreachable_sides: Vec::new(),
            implied: Vec::new(),
            failing_step: None,
            domain: Vec::new(),
            argued: None,
            coq_proof: None,
            coq_given: None,
            step: None,
        }
    }

    /// Whether this is a printed statement of the paper (an `as-written` reading of a
    /// numbered or indexed statement, not a step inside a proof): what headline counts of
    /// "printed statements" count.
    pub fn is_printed_statement(&self) -> bool {
        self.class == ReadingClass::AsWritten && self.step.is_none()
    }

    /// Marks the reading as a displayed step of the proof of `of` (in its reading `reading`),
    /// at `place`, the `order`-th relation of the proof ([`Step`]).
    pub fn step(mut self, of: &'static str, reading: &'static str, place: &'static str, order: usize) -> Meta {
        self.step = Some(Step { of, reading, place, order, hypotheses_from: ["", ""] });
        self
    }

    /// Sets the reading and its note, and its class: `as-written` for the reading named
    /// `as-written`, `alternative` otherwise until [`Meta::class`] says more.
    pub fn reading(mut self, name: &'static str, note: &'static str) -> Meta {
        self.reading = name;
        self.reading_note = note;
        self.class = if name == "as-written" { ReadingClass::AsWritten } else { ReadingClass::Alternative };
        self
    }

    /// Sets the reading's class.
    pub fn class(mut self, class: ReadingClass) -> Meta {
        self.class = class;
        self
    }

    /// Sets the quoted words and their location.
    pub fn quote(mut self, location: &'static str, words: &'static str) -> Meta {
        self.quote = Quote { words, location };
        self
    }

    /// Marks an `as-written` reading's refutation as a typo refutation.
    pub fn typo(mut self, typo: Typo) -> Meta {
        self.typo = Some(typo);
        self
    }

    /// Marks the statement as existential, with the argument that the generator's family
    /// of witnesses is what the statement asks for.
    pub fn exists(mut self, argument: &'static str) -> Meta {
        self.quantifier = Quantifier::Exists(argument);
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

    /// Sets the random-phase budget of each negative control (see [`Meta::control_cases`]).
    pub fn control_cases(mut self, cases: u32) -> Meta {
        self.control_cases = Some(cases);
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

    /// Records that the conclusion does not need `hypothesis`, with the written argument
    /// covering the whole region the hypothesis excludes (see [`Meta::unneeded`]).
    pub fn unneeded(mut self, hypothesis: &'static str, argument: &'static str) -> Meta {
        self.unneeded.push((hypothesis, argument));
        self
    }

    /// Records that the search does not refute the claim without `hypothesis`, no argument
    /// covering the whole excluded region being at hand (see [`Meta::not_refuted_without`]).
    pub fn not_refuted_without(mut self, hypothesis: &'static str) -> Meta {
        self.not_refuted_without.push(hypothesis);
        self
    }

    /// Records why some sides of `hypothesis` cannot be violated while the other
    /// hypotheses hold (see [`Meta::unreachable_sides`]).
    pub fn unreachable_sides(mut self, hypothesis: &'static str, why: &'static str) -> Meta {
        self.unreachable_sides.push((hypothesis, why));
        self
    }

    /// Records that `hypothesis` is implied by the meaning the source gives a symbol, with
    /// the source's words at `location` (see [`Meta::implied`]).
    pub fn implied(mut self, hypothesis: &'static str, location: &'static str, words: &'static str) -> Meta {
        self.implied.push((hypothesis, Quote { words, location }));
        self
    }

    /// Records the step of the paper's proof that fails (for a refuted reading).
    pub fn fails_at(mut self, step: &'static str) -> Meta {
        self.failing_step = Some(step);
        self
    }

    /// Records that `hypothesis` only says where the statement is defined, and why.
    pub fn domain(mut self, hypothesis: &'static str, why: &'static str) -> Meta {
        self.domain.push((hypothesis, why));
        self
    }

    /// Records where the repair's written proof or argument is (see [`Meta::argued`]).
    pub fn argued(mut self, place: &'static str) -> Meta {
        self.argued = Some(place);
        self
    }

    /// Records that the reading is proved in Coq for every size (see [`CoqProof`]).
    pub fn proved_in_coq(mut self) -> Meta {
        self.coq_proof = Some(CoqProof::EverySize);
        self
    }

    /// [`Meta::proved_in_coq`] when `condition` holds (readings built in a loop).
    pub fn proved_in_coq_if(self, condition: bool) -> Meta {
        if condition {
            self.proved_in_coq()
        } else {
            self
        }
    }

    /// Records what the reading's Coq statement assumes or fixes beyond the quoted words
    /// and the note, in TeX prose after "proved (Coq, every size)," (`given $0 <
    /// \varepsilon_\ell < 1$ recalled from the proof`, `for the midrange minimiser`): every
    /// verdict row shows it, and a premise its statement's header classifies `shown` must
    /// be quoted from it (`coq::premises_are_printed_or_shown`).
    pub fn coq_given(mut self, given: &'static str) -> Meta {
        self.coq_given = Some(given);
        self
    }

    /// Records that a refuted reading is proved in Coq on the part of its hypothesis set
    /// named `part`, which `scope` states in words (see [`CoqProof::On`]).
    pub fn proved_in_coq_on(mut self, part: &'static str, scope: &'static str) -> Meta {
        self.coq_proof = Some(CoqProof::On { part, scope });
        self
    }

    /// [`Meta::argued`] when `condition` holds (readings built in a loop).
    pub fn argued_if(self, condition: bool, place: &'static str) -> Meta {
        if condition {
            self.argued(place)
        } else {
            self
        }
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

    /// `id` or `id.reading`: how the command line and citations name this reading.
    pub fn reading_key(&self) -> String {
        if self.reading == "as-written" {
            self.id.to_string()
        } else {
            format!("{}.{}", self.id, self.reading)
        }
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
    /// Files record them as midpoints of enclosures computed in interval arithmetic (see
    /// [`crate::artifact`]), so that they do not depend on the host's `libm`.
    fn derived<S: Scalar>(&self, _x: &Inputs) -> Derived<S> {
        Derived::new()
    }

    /// Equivalent forms of conclusion relations, for deciding exact ties: for relation
    /// `k` (its index in [`Claim::conclusion`]), quantities q₁, …, q_m with
    /// *lhs ≤ rhs if and only if every qᵢ ≤ 0*, the equivalence argued in the module's
    /// documentation. At an equality case (lhs = rhs exactly, two different computations
    /// of one transcendental number) interval arithmetic cannot decide the printed form;
    /// an equivalent form that computes the two sides' common parts once can (see the
    /// tags of [`crate::math::interval`]). The certificate uses these forms only to
    /// certify that a relation *holds*; a violation is always certified on the printed
    /// form. None by default.
    fn equivalent_forms<S: Scalar>(&self, _x: &Inputs) -> Vec<(usize, Vec<S>)> {
        Vec::new()
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
    /// Hypotheses in exact `f64` arithmetic (the certificate's first tier).
    fn hypotheses_exact(&self, x: &Inputs) -> Vec<Condition<Exact>>;
    /// Conclusion in exact `f64` arithmetic.
    fn conclusion_exact(&self, x: &Inputs) -> Vec<Inequality<Exact>>;
    /// Hypotheses in interval arithmetic.
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>>;
    /// Conclusion in interval arithmetic.
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>>;
    /// See [`Claim::equivalent_forms`], in interval arithmetic.
    fn equivalent_forms_interval(&self, x: &Inputs) -> Vec<(usize, Vec<Interval>)>;
    /// Hypotheses in slope arithmetic, on a box of inputs (proofs on a domain).
    fn hypotheses_slope(&self, x: &Inputs) -> Vec<Condition<Slope>>;
    /// Conclusion in slope arithmetic, on a box of inputs.
    fn conclusion_slope(&self, x: &Inputs) -> Vec<Inequality<Slope>>;
    /// See [`Claim::equivalent_forms`], in slope arithmetic.
    fn equivalent_forms_slope(&self, x: &Inputs) -> Vec<(usize, Vec<Slope>)>;
    /// See [`Claim::derived`], in `f64` (for the screen only).
    fn derived_f64(&self, x: &Inputs) -> Derived<f64>;
    /// See [`Claim::derived`], in interval arithmetic.
    fn derived_interval(&self, x: &Inputs) -> Derived<Interval>;
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
    fn hypotheses_exact(&self, x: &Inputs) -> Vec<Condition<Exact>> {
        self.hypotheses::<Exact>(x)
    }
    fn conclusion_exact(&self, x: &Inputs) -> Vec<Inequality<Exact>> {
        self.conclusion::<Exact>(x)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        self.hypotheses::<Interval>(x)
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        self.conclusion::<Interval>(x)
    }
    fn equivalent_forms_interval(&self, x: &Inputs) -> Vec<(usize, Vec<Interval>)> {
        Claim::equivalent_forms::<Interval>(self, x)
    }
    fn hypotheses_slope(&self, x: &Inputs) -> Vec<Condition<Slope>> {
        self.hypotheses::<Slope>(x)
    }
    fn conclusion_slope(&self, x: &Inputs) -> Vec<Inequality<Slope>> {
        self.conclusion::<Slope>(x)
    }
    fn equivalent_forms_slope(&self, x: &Inputs) -> Vec<(usize, Vec<Slope>)> {
        Claim::equivalent_forms::<Slope>(self, x)
    }
    fn derived_f64(&self, x: &Inputs) -> Derived<f64> {
        Claim::derived::<f64>(self, x)
    }
    fn derived_interval(&self, x: &Inputs) -> Derived<Interval> {
        Claim::derived::<Interval>(self, x)
    }
}
