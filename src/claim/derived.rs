//! Quantities derived from a case's inputs, for the reader of a counterexample file.
//!
//! A claim computes them generically over the scalar ([`crate::claim::Claim::derived`]).
//! Files record the interval evaluation's midpoints (at
//! [`crate::artifact::DERIVED_PRECISION`] bits), which depend only on the inputs: replay
//! recomputes them and compares bit for bit on any platform, whatever its `libm`.

use ndarray::Array2;

use serde_json::Value as Json;

use super::inputs::{Inputs, Symbol, Value};
use crate::math::Scalar;

/// One derived quantity: a number, a vector, a matrix or a list of matrices.
#[derive(Clone, Debug)]
pub enum Quantity<S> {
    /// A number.
    Number(S),
    /// A vector.
    Vector(Vec<S>),
    /// A matrix.
    Matrix(Array2<S>),
    /// A list of matrices (one per head or layer).
    Matrices(Vec<Array2<S>>),
}

impl<S: Scalar> Quantity<S> {
    /// The representative `f64` of every scalar ([`Scalar::to_f64`]: the value itself, or
    /// an enclosure's midpoint).
    pub fn to_value(&self) -> Value {
        match self {
            Quantity::Number(x) => Value::Number(x.to_f64()),
            Quantity::Vector(v) => Value::Vector(v.iter().map(Scalar::to_f64).collect()),
            Quantity::Matrix(m) => Value::Matrix(m.map(Scalar::to_f64)),
            Quantity::Matrices(l) => Value::List(l.iter().map(|m| Value::Matrix(m.map(Scalar::to_f64))).collect()),
        }
    }
}

/// Named derived quantities, in the order they were added.
#[derive(Clone, Debug)]
pub struct Derived<S> {
    entries: Vec<(&'static str, Quantity<S>)>,
    /// The names of the numbers that are counts (a layer index, a number of layers).
    counts: Vec<&'static str>,
}

impl<S> Default for Derived<S> {
    fn default() -> Self {
        Derived { entries: Vec::new(), counts: Vec::new() }
    }
}

impl<S: Scalar> Derived<S> {
    /// None yet.
    pub fn new() -> Self {
        Derived::default()
    }

    /// These quantities and a number.
    pub fn number(mut self, name: &'static str, x: S) -> Self {
        self.entries.push((name, Quantity::Number(x)));
        self
    }

    /// These quantities and a count (a whole number such as a layer index), written in
    /// files as a JSON integer (`1`, not `1.0`).
    pub fn count(mut self, name: &'static str, n: usize) -> Self {
        self.entries.push((name, Quantity::Number(S::int(n))));
        self.counts.push(name);
        self
    }

    /// These quantities and a vector.
    pub fn vector(mut self, name: &'static str, v: impl IntoIterator<Item = S>) -> Self {
        self.entries.push((name, Quantity::Vector(v.into_iter().collect())));
        self
    }

    /// These quantities and a matrix.
    pub fn matrix(mut self, name: &'static str, m: Array2<S>) -> Self {
        self.entries.push((name, Quantity::Matrix(m)));
        self
    }

    /// These quantities and a list of matrices.
    pub fn matrices(mut self, name: &'static str, l: Vec<Array2<S>>) -> Self {
        self.entries.push((name, Quantity::Matrices(l)));
        self
    }

    /// The names and quantities, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &Quantity<S>)> {
        self.entries.iter().map(|(n, q)| (*n, q))
    }

    /// The quantities as named `f64` values (midpoints for enclosures).
    pub fn to_inputs(&self) -> Inputs {
        self.entries.iter().fold(Inputs::new(), |acc, (n, q)| acc.with(n, q.to_value()))
    }

    /// The quantities as a JSON object, in order, the counts as integers.
    pub fn to_json(&self) -> Json {
        let counts: Vec<Symbol> = self.counts.iter().map(|name| Symbol::count(name, "a count")).collect();
        self.to_inputs().to_json_with(&counts)
    }
}
