//! A domain D on which a reading is to be proved: a finite union of boxes of parameters
//! and a map from parameters to the claim's inputs, with the argument that the map covers
//! D (every input of D, up to the stated reductions, is the image of a parameter point).
//!
//! A claim module states its domains (dimensions, ranges, reparametrisations and their
//! argument, excluded sets) next to its statement; [`super::targets`] lists them.

use crate::claim::{Inputs, Lifted};
use crate::math::slope::Slope;
use crate::math::Scalar;

/// A closed box: one `[lo, hi]` per parameter (`lo == hi` fixes the parameter).
pub type Cube = Vec<(f64, f64)>;

/// How the claim's inputs are built from the parameters, generic over the scalar (the
/// prover runs it in `f64` at candidate points and in [`Slope`] arithmetic on boxes).
pub trait Reparametrisation: Send + Sync + 'static {
    /// The inputs, by symbol, at parameters `p` (one scalar per parameter).
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)>;
}

/// [`Reparametrisation`] with its scalar types fixed, so domains of different claims
/// share a list.
pub trait Map: Send + Sync {
    /// The inputs at a point, as exact `f64` values (a candidate counterexample).
    fn at_point(&self, p: &[f64]) -> Inputs;
    /// The inputs on a box, as enclosures of values and slopes.
    fn on_box(&self, p: &[Slope]) -> Inputs;
}

impl<R: Reparametrisation> Map for R {
    fn at_point(&self, p: &[f64]) -> Inputs {
        self.inputs::<f64>(p).into_iter().fold(Inputs::new(), |acc, (name, v)| acc.with(name, v.to_value(&|x| *x)))
    }
    fn on_box(&self, p: &[Slope]) -> Inputs {
        Inputs::enclosing(self.inputs::<Slope>(p))
    }
}

/// What the prover established on a domain, recorded beside it so that a change is
/// noticed (like [`crate::claim::Expected`], never a target).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every box closed within the budget: the reading holds on D (committed under
    /// `proofs/`).
    Proved,
    /// A certified counterexample inside D (negative controls: the refuted printed
    /// readings).
    Refuted,
    /// The budget ran out with boxes still open; the string says why they stay open.
    Open(&'static str),
}

impl Outcome {
    /// The outcome's name in tables.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Proved => "proved",
            Outcome::Refuted => "refuted",
            Outcome::Open(_) => "open",
        }
    }
}

/// One domain of one reading.
pub struct Domain {
    /// The reading key (`id` or `id.reading`) of the claim proved.
    pub reading: &'static str,
    /// A short label, unique within the reading (e.g. `n = 2`).
    pub label: String,
    /// The dimensions of every input in D.
    pub dims: Vec<(&'static str, usize)>,
    /// D itself, exactly: which inputs the proof covers (and what it leaves out), in words
    /// with TeX formulas (see [`crate::notation`]).
    pub set: String,
    /// What a reader must know of D beyond its dimensions: the conditions an input of the
    /// reading must also meet to be covered, once the argument's reductions are applied
    /// (e.g. `$|a_i - a_n| \le 4$ for all $i$`); empty when D holds every input of those
    /// dimensions. The verdict cells state D with it ("proved for $n \in \{2, 3\}$ when
    /// …").
    pub restricts: String,
    /// The parameters' names, one per box coordinate.
    pub parameters: Vec<String>,
    /// The root boxes; their union is the parameter set.
    pub roots: Vec<Cube>,
    /// How the inputs are built from the parameters, in words with TeX formulas.
    pub inputs: String,
    /// Why the map covers D (reparametrisations, symmetries, excluded sets), in words with
    /// TeX formulas.
    pub argument: &'static str,
    /// The map itself.
    pub map: Box<dyn Map>,
    /// The outcome the prover established at `budget`.
    pub expected: Outcome,
    /// Boxes the prover may examine.
    pub budget: u64,
}

impl std::fmt::Debug for Domain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Domain({} {})", self.reading, self.label)
    }
}

impl Domain {
    /// The number of box coordinates.
    pub fn coordinates(&self) -> usize {
        self.parameters.len()
    }

    /// Checks the domain's own consistency: root boxes of the right length with
    /// `lo ≤ hi`, finite endpoints, a non-empty label. An error names the domain.
    pub fn check(&self) -> Result<(), String> {
        let who = format!("{} ({})", self.reading, self.label);
        if self.label.is_empty() || self.roots.is_empty() {
            return Err(format!("{who}: a domain needs a label and at least one root box"));
        }
        for (i, root) in self.roots.iter().enumerate() {
            if root.len() != self.parameters.len() {
                return Err(format!("{who}: root box {i} has {} ranges for {} parameters", root.len(), self.parameters.len()));
            }
            if let Some((k, (lo, hi))) = root.iter().enumerate().find(|(_, (lo, hi))| !(lo.is_finite() && hi.is_finite() && lo <= hi)) {
                return Err(format!("{who}: root box {i}, parameter {}: range [{lo}, {hi}] is not a closed finite interval", self.parameters[k]));
            }
        }
        if self.parameters.len() > 36 {
            return Err(format!("{who}: at most 36 parameters (the tree names a coordinate by one base-36 digit)"));
        }
        Ok(())
    }
}

/// Helpers for writing maps: `k` names.
pub fn names(prefix: &str, count: usize) -> Vec<String> {
    (1..=count).map(|i| format!("{prefix}_{i}")).collect()
}

/// Boxes covering {x ∈ [−outer, outer]ᵐ : ‖x‖_∞ ≥ inner} (0 < inner < outer), 2m of
/// them: for the first coordinate k with |x_k| ≥ inner, x_k ∈ [inner, outer] or
/// [−outer, −inner], the coordinates before it in [−inner, inner] and those after it in
/// [−outer, outer].
pub fn peeled(m: usize, inner: f64, outer: f64) -> Vec<Cube> {
    let mut out = Vec::new();
    for k in 0..m {
        for side in [(inner, outer), (-outer, -inner)] {
            let cube: Cube = (0..m)
                .map(|j| match j.cmp(&k) {
                    std::cmp::Ordering::Less => (-inner, inner),
                    std::cmp::Ordering::Equal => side,
                    std::cmp::Ordering::Greater => (-outer, outer),
                })
                .collect();
            out.push(cube);
        }
    }
    out
}

/// Every concatenation of a box of `a` with a box of `b` (the product of two unions of
/// boxes).
pub fn product(a: &[Cube], b: &[Cube]) -> Vec<Cube> {
    a.iter().flat_map(|x| b.iter().map(move |y| x.iter().chain(y).copied().collect())).collect()
}

/// One input built directly from parameters by [`EntryMap`].
#[derive(Clone, Copy, Debug)]
pub enum Part {
    /// A number.
    Number(&'static str),
    /// A vector of this length.
    Vector(&'static str, usize),
    /// A matrix of this shape (parameters row by row).
    Matrix(&'static str, usize, usize),
}

/// The identity reparametrisation: the parameters are the inputs' entries, in order
/// (numbers, vectors, matrices row by row); entries a domain fixes (a shift, a
/// normalisation) are fixed by its root boxes (lo = hi).
pub struct EntryMap(pub Vec<Part>);

impl EntryMap {
    /// The parameter names: `x`, `v_1`, …, `A_11`, `A_12`, … (1-based).
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        for part in &self.0 {
            match *part {
                Part::Number(n) => out.push(n.to_string()),
                Part::Vector(n, len) => out.extend((1..=len).map(|i| format!("{n}_{i}"))),
                Part::Matrix(n, r, c) => out.extend((1..=r).flat_map(|i| (1..=c).map(move |j| format!("{n}_{i}{j}")))),
            }
        }
        out
    }

    /// The root box with every parameter in [lo, hi], except `fixed` ones (by name) at
    /// their value.
    pub fn cube(&self, lo: f64, hi: f64, fixed: &[(&str, f64)]) -> Cube {
        self.names()
            .iter()
            .map(|n| match fixed.iter().find(|(f, _)| f == n) {
                Some((_, v)) => (*v, *v),
                None => (lo, hi),
            })
            .collect()
    }
}

impl Reparametrisation for EntryMap {
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)> {
        let mut at = 0;
        let mut take = |count: usize| {
            let v = p[at..at + count].to_vec();
            at += count;
            v
        };
        self.0
            .iter()
            .map(|part| match *part {
                Part::Number(n) => (n, Lifted::Number(take(1).remove(0))),
                Part::Vector(n, len) => (n, Lifted::Vector(take(len))),
                Part::Matrix(n, r, c) => {
                    (n, Lifted::Matrix(ndarray::Array2::from_shape_vec((r, c), take(r * c)).expect("r·c entries")))
                }
            })
            .collect()
    }
}
