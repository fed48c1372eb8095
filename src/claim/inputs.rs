//! The inputs of one case: the statement's own symbols with exact `f64` values.
//!
//! Inputs are the bridge between a generator, the two arithmetics and the counterexample
//! file. Each claim declares its [`Symbol`]s (name as in the paper, in ASCII, and shape);
//! a file's `inputs` object must have exactly those keys.
//!
//! **Boxes of inputs.** For a proof on a domain ([`crate::prove`]) the inputs are not
//! numbers but enclosures (of type [`crate::math::slope::Slope`] or
//! [`crate::math::Interval`]) of every input over a box: [`Inputs::enclosing`] builds
//! such inputs, whose `f64` values are NaN (only their shapes are meaningful), and a claim
//! reads every input through the `lift_*` accessors ([`Inputs::lift_number`],
//! [`Inputs::lift_vector`], [`Inputs::lift_matrix`], [`Inputs::lift_matrices`]), which
//! return the enclosures when there are some and the exact values otherwise. A claim that
//! lifted a number itself (`S::exact(x.number(..))`) would meet a NaN, which an
//! enclosure type refuses with a panic, so a proof can never silently evaluate at a
//! stand-in value.

use std::any::Any;
use std::sync::{Arc, OnceLock};

use ndarray::{Array1, Array2};
use serde_json::{Map, Value as Json};

use crate::math::Scalar;

/// The shape of one input symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A real number.
    Number,
    /// A count (heads, layers): a whole number from 1 to [`MAX_COUNT`], written in files
    /// as a JSON integer; held as the `f64` of that integer.
    Count,
    /// A vector (JSON: flat array).
    Vector,
    /// A matrix (JSON: array of rows of equal length).
    Matrix,
    /// A list of matrices, e.g. one per head (JSON: array of matrices).
    MatrixList,
    /// A list of lists of matrices, e.g. layers × heads (JSON: array of arrays of matrices).
    MatrixGrid,
}

/// An input symbol of a claim: its name as in the paper (ASCII), its shape with named
/// dimensions, and its meaning. Dimensions with the same name must agree across a claim's
/// symbols (`A: m x k`, `B: k x p`); `_` is a free dimension.
#[derive(Clone, Copy, Debug)]
pub struct Symbol {
    /// The name, e.g. `"W_q"`, `"eps"`.
    pub name: &'static str,
    /// Its shape.
    pub shape: Shape,
    /// The names of its dimensions, outermost first (none for a number).
    pub dims: &'static [&'static str],
    /// What it is, in a few words.
    pub meaning: &'static str,
}

impl Symbol {
    /// A number symbol.
    pub const fn number(name: &'static str, meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::Number, dims: &[], meaning }
    }
    /// A count symbol (a positive whole number, see [`Shape::Count`]).
    pub const fn count(name: &'static str, meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::Count, dims: &[], meaning }
    }
    /// A vector symbol of length `dims[0]`.
    pub const fn vector(name: &'static str, dims: &'static [&'static str; 1], meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::Vector, dims, meaning }
    }
    /// A matrix symbol of shape `dims[0] × dims[1]`.
    pub const fn matrix(name: &'static str, dims: &'static [&'static str; 2], meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::Matrix, dims, meaning }
    }
    /// A list of `dims[0]` matrices of shape `dims[1] × dims[2]`.
    pub const fn matrix_list(name: &'static str, dims: &'static [&'static str; 3], meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::MatrixList, dims, meaning }
    }
    /// `dims[0]` lists of `dims[1]` matrices of shape `dims[2] × dims[3]`.
    pub const fn matrix_grid(name: &'static str, dims: &'static [&'static str; 4], meaning: &'static str) -> Self {
        Symbol { name, shape: Shape::MatrixGrid, dims, meaning }
    }
}

/// A value: number, vector, matrix, or a list of values.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A real number.
    Number(f64),
    /// A vector.
    Vector(Vec<f64>),
    /// A matrix.
    Matrix(Array2<f64>),
    /// A list (of matrices, or of lists of matrices).
    List(Vec<Value>),
}

impl From<f64> for Value {
    fn from(x: f64) -> Self {
        Value::Number(x)
    }
}
impl From<Vec<f64>> for Value {
    fn from(x: Vec<f64>) -> Self {
        Value::Vector(x)
    }
}
impl From<Array2<f64>> for Value {
    fn from(x: Array2<f64>) -> Self {
        Value::Matrix(x)
    }
}
impl From<Vec<Array2<f64>>> for Value {
    fn from(x: Vec<Array2<f64>>) -> Self {
        Value::List(x.into_iter().map(Value::Matrix).collect())
    }
}
impl From<Vec<Vec<Array2<f64>>>> for Value {
    fn from(x: Vec<Vec<Array2<f64>>>) -> Self {
        Value::List(x.into_iter().map(Value::from).collect())
    }
}

/// Whether some x in `values` satisfies `pred`. Every case's inputs are checked for
/// non-finite numbers ([`Inputs::first_non_finite`]) and nearly all are finite, so the
/// whole slice is read anyway: eight at a time without stopping between them, which the
/// compiler can run side by side, where `any` stops to branch after each.
fn any_in(values: &[f64], pred: &impl Fn(f64) -> bool) -> bool {
    let chunks = values.chunks_exact(8);
    let rest = chunks.remainder();
    chunks.into_iter().any(|c| c.iter().fold(false, |found, &x| found | pred(x))) || rest.iter().any(|&x| pred(x))
}

impl Value {
    /// Every number in the value, in order.
    pub fn numbers(&self) -> Vec<f64> {
        match self {
            Value::Number(x) => vec![*x],
            Value::Vector(v) => v.clone(),
            Value::Matrix(m) => m.iter().copied().collect(),
            Value::List(l) => l.iter().flat_map(Value::numbers).collect(),
        }
    }

    /// Whether some number in the value satisfies `pred` (as [`Value::numbers`] would
    /// say, without collecting them).
    pub fn any_number(&self, pred: &impl Fn(f64) -> bool) -> bool {
        match self {
            Value::Number(x) => pred(*x),
            Value::Vector(v) => any_in(v, pred),
            Value::Matrix(m) => match m.as_slice() {
                Some(entries) => any_in(entries, pred),
                None => m.iter().any(|&x| pred(x)),
            },
            Value::List(l) => l.iter().any(|v| v.any_number(pred)),
        }
    }

    /// Calls `f` on every number in the value, in the order of [`Value::numbers`],
    /// without collecting them.
    pub fn each_number(&self, f: &mut impl FnMut(f64)) {
        match self {
            Value::Number(x) => f(*x),
            Value::Vector(v) => v.iter().for_each(|&x| f(x)),
            Value::Matrix(m) => m.iter().for_each(|&x| f(x)),
            Value::List(l) => l.iter().for_each(|v| v.each_number(f)),
        }
    }

    /// The value as JSON: numbers as JSON numbers (the exact `f64`), matrices as rows.
    pub fn to_json(&self) -> Json {
        let num = |x: f64| Json::from(serde_json::Number::from_f64(x).unwrap_or_else(|| panic!("non-finite value {x} in an input")));
        match self {
            Value::Number(x) => num(*x),
            Value::Vector(v) => Json::Array(v.iter().map(|&x| num(x)).collect()),
            Value::Matrix(m) => Json::Array(
                m.rows().into_iter().map(|r| Json::Array(r.iter().map(|&x| num(x)).collect())).collect(),
            ),
            Value::List(l) => Json::Array(l.iter().map(Value::to_json).collect()),
        }
    }

    /// Parses a JSON value of the given shape; errors name `path` (e.g. `inputs.A[1][0]`).
    pub fn from_json(json: &Json, shape: Shape, path: &str) -> Result<Value, String> {
        fn number(json: &Json, path: &str) -> Result<f64, String> {
            json.as_f64().filter(|x| x.is_finite()).ok_or_else(|| format!("{path}: expected a finite number, found {}", short(json)))
        }
        fn array<'a>(json: &'a Json, path: &str, what: &str) -> Result<&'a Vec<Json>, String> {
            json.as_array().ok_or_else(|| format!("{path}: expected {what}, found {}", short(json)))
        }
        fn vector(json: &Json, path: &str) -> Result<Vec<f64>, String> {
            let items = array(json, path, "an array of numbers")?;
            items.iter().enumerate().map(|(i, x)| number(x, &format!("{path}[{i}]"))).collect()
        }
        fn matrix(json: &Json, path: &str) -> Result<Array2<f64>, String> {
            let rows = array(json, path, "a matrix (an array of rows)")?;
            if rows.is_empty() {
                return Err(format!("{path}: a matrix needs at least one row"));
            }
            let rows: Vec<Vec<f64>> =
                rows.iter().enumerate().map(|(i, r)| vector(r, &format!("{path}[{i}]"))).collect::<Result<_, _>>()?;
            let cols = rows[0].len();
            if cols == 0 {
                return Err(format!("{path}: a matrix needs at least one column"));
            }
            if let Some((i, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != cols) {
                return Err(format!("{path}[{i}]: row has {} entries, row 0 has {cols}", r.len()));
            }
            Ok(Array2::from_shape_fn((rows.len(), cols), |(i, j)| rows[i][j]))
        }
        match shape {
            Shape::Number => number(json, path).map(Value::Number),
            Shape::Count => number(json, path)
                .ok()
                .filter(|x| x.fract() == 0.0 && (1.0..=MAX_COUNT as f64).contains(x))
                .map(Value::Number)
                .ok_or_else(|| format!("{path}: expected a whole number from 1 to {MAX_COUNT} (a count), found {}", short(json))),
            Shape::Vector => vector(json, path).map(Value::Vector),
            Shape::Matrix => matrix(json, path).map(Value::Matrix),
            Shape::MatrixList => array(json, path, "an array of matrices")?
                .iter()
                .enumerate()
                .map(|(i, m)| matrix(m, &format!("{path}[{i}]")).map(Value::Matrix))
                .collect::<Result<_, _>>()
                .map(Value::List),
            Shape::MatrixGrid => array(json, path, "an array of arrays of matrices")?
                .iter()
                .enumerate()
                .map(|(i, l)| Value::from_json(l, Shape::MatrixList, &format!("{path}[{i}]")))
                .collect::<Result<_, _>>()
                .map(Value::List),
        }
    }
}

/// The largest count ([`Shape::Count`]) a file's inputs may hold.
pub const MAX_COUNT: usize = 1024;

/// The longest array a file's inputs may hold (a vector, a matrix's rows or columns, a
/// list of matrices): the searches' largest cases have dimensions of a few dozen.
pub const MAX_INPUT_LENGTH: usize = 1024;
/// The most numbers a file's inputs may hold in all: the committed files hold at most a
/// few thousand, and certifying a case costs memory and time that grow faster than its
/// size (two 10,000 × 10,000 matrices would need tens of gigabytes).
pub const MAX_INPUT_NUMBERS: usize = 1 << 16;

/// The numbers in `json` (arrays nested to any depth); an error naming `path` for an
/// array longer than [`MAX_INPUT_LENGTH`].
fn count_numbers(json: &Json, path: &str) -> Result<usize, String> {
    match json {
        Json::Array(items) if items.len() > MAX_INPUT_LENGTH => {
            Err(format!("{path}: {} entries, more than the {MAX_INPUT_LENGTH} an array of a file's inputs may have", items.len()))
        }
        Json::Array(items) => items.iter().enumerate().map(|(i, x)| count_numbers(x, &format!("{path}[{i}]"))).sum(),
        _ => Ok(1),
    }
}

/// A JSON value for an error message: at most its first characters ([`crate::excerpt`]).
fn short(json: &Json) -> String {
    crate::excerpt::excerpt(&json.to_string())
}

/// A value whose numbers are scalars of type `S`: an input as a generic formula sees it.
#[derive(Clone, Debug)]
pub enum Lifted<S> {
    /// A number.
    Number(S),
    /// A vector.
    Vector(Vec<S>),
    /// A matrix.
    Matrix(Array2<S>),
    /// A list (of matrices, or of lists of matrices).
    List(Vec<Lifted<S>>),
}

impl<S: Scalar> Lifted<S> {
    /// A value of the same shape with every number NaN (the stand-in of an enclosure).
    fn shape(&self) -> Value {
        match self {
            Lifted::Number(_) => Value::Number(f64::NAN),
            Lifted::Vector(v) => Value::Vector(vec![f64::NAN; v.len()]),
            Lifted::Matrix(m) => Value::Matrix(Array2::from_elem(m.dim(), f64::NAN)),
            Lifted::List(l) => Value::List(l.iter().map(Lifted::shape).collect()),
        }
    }

    /// The value with every number given by `f`.
    pub fn to_value(&self, f: &impl Fn(&S) -> f64) -> Value {
        match self {
            Lifted::Number(x) => Value::Number(f(x)),
            Lifted::Vector(v) => Value::Vector(v.iter().map(f).collect()),
            Lifted::Matrix(m) => Value::Matrix(m.map(f)),
            Lifted::List(l) => Value::List(l.iter().map(|v| v.to_value(f)).collect()),
        }
    }
}

/// The enclosures of a box of inputs, by name.
type Enclosures<S> = Vec<(&'static str, Lifted<S>)>;

/// Named values, in the order they were added; for a box of inputs, with their
/// enclosures (see the module documentation).
#[derive(Clone, Default)]
pub struct Inputs {
    entries: Vec<(&'static str, Value)>,
    enclosures: Option<Arc<dyn Any + Send + Sync>>,
    /// A value made from the entries and kept with them ([`Inputs::kept`]): a clone, which
    /// holds the same entries, holds what is kept when it is made, and [`Inputs::with`]
    /// empties it. Not behind a reference count of its own: every case's inputs would
    /// allocate one.
    kept: OnceLock<Arc<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for Inputs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut d = f.debug_struct("Inputs");
        d.field("entries", &self.entries);
        if self.enclosures.is_some() {
            d.field("enclosures", &"(a box)");
        }
        d.finish()
    }
}

/// Equal when the values are equal and neither is a box (two boxes are never equal).
impl PartialEq for Inputs {
    fn eq(&self, other: &Inputs) -> bool {
        self.enclosures.is_none() && other.enclosures.is_none() && self.entries == other.entries
    }
}

impl Inputs {
    /// No values.
    pub fn new() -> Self {
        Inputs::default()
    }

    /// A box of inputs: every value an enclosure of type `S`; the `f64` values are NaN.
    pub fn enclosing<S: Scalar>(values: Vec<(&'static str, Lifted<S>)>) -> Inputs {
        let entries = values.iter().map(|(n, v)| (*n, v.shape())).collect();
        Inputs { entries, enclosures: Some(Arc::new(values)), kept: OnceLock::new() }
    }

    /// Whether these inputs are a box of enclosures.
    pub fn is_box(&self) -> bool {
        self.enclosures.is_some()
    }

    /// The enclosure named `name`, when these inputs are a box of `S` enclosures; panics
    /// when they are a box of another type (a prover bug).
    fn enclosure<S: Scalar>(&self, name: &str) -> Option<&Lifted<S>> {
        let all = self.enclosures.as_ref()?;
        let all = all.downcast_ref::<Enclosures<S>>().unwrap_or_else(|| {
            panic!("input {name}: a box of enclosures of another type than {}", std::any::type_name::<S>())
        });
        Some(all.iter().find(|(n, _)| *n == name).map(|(_, v)| v).unwrap_or_else(|| panic!("no input named {name}")))
    }

    /// The number named `name` as a scalar: its enclosure, or its exact value.
    pub fn lift_number<S: Scalar>(&self, name: &str) -> S {
        match self.enclosure::<S>(name) {
            Some(Lifted::Number(x)) => x.clone(),
            Some(other) => panic!("input {name} is not a number: {other:?}"),
            None => S::exact(self.number(name)),
        }
    }

    /// The vector named `name` as scalars: its enclosure, or its exact values.
    pub fn lift_vector<S: Scalar>(&self, name: &str) -> Array1<S> {
        match self.enclosure::<S>(name) {
            Some(Lifted::Vector(v)) => v.iter().cloned().collect(),
            Some(other) => panic!("input {name} is not a vector: {other:?}"),
            None => self.vector(name).iter().map(|&x| S::exact(x)).collect(),
        }
    }

    /// The matrix named `name` as scalars: its enclosure, or its exact values.
    pub fn lift_matrix<S: Scalar>(&self, name: &str) -> Array2<S> {
        match self.enclosure::<S>(name) {
            Some(Lifted::Matrix(m)) => m.clone(),
            Some(other) => panic!("input {name} is not a matrix: {other:?}"),
            None => self.matrix(name).map(|&x| S::exact(x)),
        }
    }

    /// The list of matrices named `name` as scalars: its enclosures, or its exact values.
    pub fn lift_matrices<S: Scalar>(&self, name: &str) -> Vec<Array2<S>> {
        match self.enclosure::<S>(name) {
            Some(Lifted::List(l)) => l
                .iter()
                .map(|v| match v {
                    Lifted::Matrix(m) => m.clone(),
                    other => panic!("input {name} holds a non-matrix {other:?}"),
                })
                .collect(),
            Some(other) => panic!("input {name} is not a list of matrices: {other:?}"),
            None => self.matrices(name).into_iter().map(|m| m.map(|&x| S::exact(x))).collect(),
        }
    }

    /// These inputs with `name = value` appended.
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Self {
        self.entries.push((name, value.into()));
        drop(self.kept.take());
        self
    }

    /// `compute()`, made once for these inputs and kept with them: the first call keeps
    /// its value, and later calls asking for the same type get that value (one value per
    /// inputs; a call asking for another type gets `compute()` without keeping it).
    /// `compute` must depend on the entries alone, which is what makes a kept value right
    /// for every later call: [`Inputs::with`], the only change inputs allow, empties it.
    /// For a value that the hypotheses and the conclusion of a case both make from the
    /// inputs (a network's weights lifted to `f64`, see
    /// [`crate::generate::network::shared_network`]).
    pub fn kept<T: Any + Send + Sync>(&self, compute: impl FnOnce() -> T) -> Arc<T> {
        if let Some(value) = self.kept.get() {
            return value.clone().downcast::<T>().unwrap_or_else(|_| Arc::new(compute()));
        }
        let value = Arc::new(compute());
        // another thread that set it first set the same value
        let _ = self.kept.set(value.clone());
        value
    }

    /// These inputs with `value` kept, as [`Inputs::kept`] would keep it, for a generator
    /// that has made the value already (a network's weights, see
    /// [`crate::generate::network::keep_network`]). The caller answers for `kept`'s
    /// contract: `value` is what the kept computation makes from these entries. A later
    /// [`Inputs::with`] empties it, as it empties any kept value.
    pub fn keeping<T: Any + Send + Sync>(mut self, value: T) -> Self {
        self.kept = OnceLock::from(Arc::new(value) as Arc<dyn Any + Send + Sync>);
        self
    }

    /// The names and values, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &Value)> {
        self.entries.iter().map(|(n, v)| (*n, v))
    }

    /// The value named `name`; panics if there is none (a claim asked for a symbol it did
    /// not declare, which is a bug in the claim, not bad input: files are validated first).
    pub fn get(&self, name: &str) -> &Value {
        self.entries
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .unwrap_or_else(|| panic!("no input named {name}"))
    }

    /// The number named `name`.
    pub fn number(&self, name: &str) -> f64 {
        match self.get(name) {
            Value::Number(x) => *x,
            other => panic!("input {name} is not a number: {other:?}"),
        }
    }

    /// The vector named `name`.
    pub fn vector(&self, name: &str) -> &[f64] {
        match self.get(name) {
            Value::Vector(v) => v,
            other => panic!("input {name} is not a vector: {other:?}"),
        }
    }

    /// The matrix named `name`.
    pub fn matrix(&self, name: &str) -> &Array2<f64> {
        match self.get(name) {
            Value::Matrix(m) => m,
            other => panic!("input {name} is not a matrix: {other:?}"),
        }
    }

    /// The list of matrices named `name`.
    pub fn matrices(&self, name: &str) -> Vec<&Array2<f64>> {
        match self.get(name) {
            Value::List(l) => l
                .iter()
                .map(|v| match v {
                    Value::Matrix(m) => m,
                    other => panic!("input {name} holds a non-matrix {other:?}"),
                })
                .collect(),
            other => panic!("input {name} is not a list of matrices: {other:?}"),
        }
    }

    /// The grid (list of lists) of matrices named `name`.
    pub fn matrix_grid(&self, name: &str) -> Vec<Vec<&Array2<f64>>> {
        match self.get(name) {
            Value::List(l) => l
                .iter()
                .map(|row| match row {
                    Value::List(r) => r
                        .iter()
                        .map(|v| match v {
                            Value::Matrix(m) => m,
                            other => panic!("input {name} holds a non-matrix {other:?}"),
                        })
                        .collect(),
                    other => panic!("input {name} holds a non-list {other:?}"),
                })
                .collect(),
            other => panic!("input {name} is not a grid of matrices: {other:?}"),
        }
    }

    /// Whether any number in the inputs is NaN or infinite, and which input holds it.
    pub fn first_non_finite(&self) -> Option<&'static str> {
        self.entries.iter().find(|(_, v)| v.any_number(&|x| !x.is_finite())).map(|(n, _)| *n)
    }

    /// The inputs as a JSON object, keys in order.
    pub fn to_json(&self) -> Json {
        self.to_json_with(&[])
    }

    /// [`Inputs::to_json`], with the inputs that `symbols` declares counts
    /// ([`Shape::Count`]) written as JSON integers (`2`, not `2.0`).
    pub fn to_json_with(&self, symbols: &[Symbol]) -> Json {
        let mut map = Map::new();
        for (name, value) in &self.entries {
            let count = symbols.iter().any(|s| s.name == *name && s.shape == Shape::Count);
            let json = match value {
                Value::Number(x) if count && x.fract() == 0.0 && *x >= 0.0 && *x <= u64::MAX as f64 => Json::from(*x as u64),
                _ => value.to_json(),
            };
            map.insert((*name).to_string(), json);
        }
        Json::Object(map)
    }

    /// The sizes of a value along its axes, outermost first, or an error naming `path` if
    /// the lists it holds have unequal shapes.
    fn sizes(value: &Value, path: &str) -> Result<Vec<usize>, String> {
        match value {
            Value::Number(_) => Ok(vec![]),
            Value::Vector(v) => Ok(vec![v.len()]),
            Value::Matrix(m) => Ok(vec![m.nrows(), m.ncols()]),
            Value::List(l) => {
                let inner: Vec<Vec<usize>> =
                    l.iter().enumerate().map(|(i, v)| Inputs::sizes(v, &format!("{path}[{i}]"))).collect::<Result<_, _>>()?;
                if let Some(i) = (1..inner.len()).find(|&i| inner[i] != inner[0]) {
                    return Err(format!("{path}[{i}]: shape {:?} differs from {path}[0]'s {:?}", inner[i], inner[0]));
                }
                let mut sizes = vec![l.len()];
                sizes.extend(inner.first().cloned().unwrap_or_default());
                Ok(sizes)
            }
        }
    }

    /// Checks that dimensions with the same name agree across `symbols`; errors name the field.
    pub fn check_dimensions(&self, symbols: &[Symbol], path: &str) -> Result<(), String> {
        let mut known: Vec<(&str, usize, &str)> = Vec::new();
        for s in symbols {
            let field = format!("{path}.{}", s.name);
            let sizes = Inputs::sizes(self.get(s.name), &field)?;
            if sizes.len() < s.dims.len() {
                return Err(format!("{field}: expected {} axes, found {}", s.dims.len(), sizes.len()));
            }
            for (axis, (&dim, &size)) in s.dims.iter().zip(&sizes).enumerate() {
                if dim == "_" {
                    continue;
                }
                match known.iter().find(|(d, _, _)| *d == dim) {
                    Some((_, v, from)) if *v != size => {
                        return Err(format!("{field}: axis {axis} has size {size} but {dim} = {v} (from {from})"))
                    }
                    Some(_) => {}
                    None => known.push((dim, size, s.name)),
                }
            }
        }
        Ok(())
    }

    /// The sizes of the named dimensions of `symbols` in these inputs (`_` skipped), first
    /// occurrence of each name; the inputs must hold every symbol.
    pub fn named_sizes(&self, symbols: &[Symbol]) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = Vec::new();
        for s in symbols {
            let Ok(sizes) = Inputs::sizes(self.get(s.name), s.name) else { continue };
            for (&dim, &size) in s.dims.iter().zip(&sizes) {
                if dim != "_" && !out.iter().any(|(d, _)| d == dim) {
                    out.push((dim.to_string(), size));
                }
            }
        }
        out
    }

    /// Parses a JSON object holding exactly the given symbols, with consistent dimensions
    /// and sizes within [`MAX_INPUT_LENGTH`] and [`MAX_INPUT_NUMBERS`] (checked before any
    /// matrix is built); errors name the field.
    pub fn from_json(json: &Json, symbols: &[Symbol], path: &str) -> Result<Inputs, String> {
        let map = json.as_object().ok_or_else(|| format!("{path}: expected an object of named inputs, found {}", short(json)))?;
        let numbers = map.iter().map(|(k, v)| count_numbers(v, &format!("{path}.{k}"))).sum::<Result<usize, String>>()?;
        if numbers > MAX_INPUT_NUMBERS {
            return Err(format!("{path}: {numbers} numbers, more than the {MAX_INPUT_NUMBERS} a file's inputs may hold"));
        }
        if let Some(extra) = map.keys().find(|k| !symbols.iter().any(|s| s.name == k.as_str())) {
            let names: Vec<&str> = symbols.iter().map(|s| s.name).collect();
            return Err(format!("{path}.{extra}: not a symbol of this claim (its symbols are {})", names.join(", ")));
        }
        let mut inputs = Inputs::new();
        for s in symbols {
            let field = format!("{path}.{}", s.name);
            let json = map.get(s.name).ok_or_else(|| format!("{field}: missing"))?;
            inputs = inputs.with(s.name, Value::from_json(json, s.shape, &field)?);
        }
        inputs.check_dimensions(symbols, path)?;
        Ok(inputs)
    }
}
