//! The growth study of a repaired reading: the best ratio lhs/rhs found as a function of
//! each dimension (d, n, H, L, …), fitted as a power law over the largest values searched.
//!
//! A repair that multiplies a bound by a factor of the dimensions (d², d³, 1 + dHη, …) is
//! only as good as the dimensions its search reached: a factor that is too small shows as
//! a best ratio that still grows at the largest dimension searched, long before it crosses
//! 1. For every dimension name of the reading's generator the study takes each value the
//! generator can draw (for a tiled dimension, every base × tiles product), and at each value:
//!
//! 1. draws [`Budget::starts`] random cases with that dimension fixed (the other
//!    dimensions drawn at random, per case),
//! 2. climbs from the best four of them with the targeted phase's optimiser, keeping every
//!    start's dimensions, for [`Budget::climb`] evaluations in all,
//! 3. records the largest ratio lhs/rhs seen (the `f64` screen, as in the repair study).
//!
//! The *profile* of a dimension is the best ratio at each of its values. Its **exponent**
//! is the least-squares slope of log(ratio) against log(value) over the upper half of the
//! values with a positive finite ratio (at least two): a ratio growing like dᵏ there has
//! exponent about k. A profile **still grows** when that exponent is at least
//! [`STILL_GROWS`]: the factor under test is then, by the search's own evidence, too small
//! somewhere beyond the largest value searched. The rule is a report's, not a verdict's:
//! verdicts come only from certified counterexamples.
//!
//! Results are written to `growth/<paper>/<stem>.json` (schema [`SCHEMA`]) by
//! `lemmacheck growth`, and `docs/repairs.md` is generated from them (see
//! [`crate::artifact::repairs`]). The study is deterministic for a seed.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value as Json};

use crate::claim::Check;
use crate::engine::case::Subject;
use crate::engine::choices::random_case;
use crate::engine::evaluate::{closeness, screen, Closeness, Screen};
use crate::engine::rng::SplitMix;
use crate::engine::targeted::{climb, Probe, DEFAULT_OPTIMISER};
use crate::generate::Slot;

/// The schema name of a growth file.
pub const SCHEMA: &str = "lemma-growth/1";
/// The seed the committed growth files are made with.
pub const SEED: u64 = 2021;
/// The exponent from which a profile is said to still grow (see the module documentation).
pub const STILL_GROWS: f64 = 0.25;
/// Most raw combinations of a dimension's choices enumerated (a tiled dimension has two).
const MAX_COMBINATIONS: usize = 256;
/// Starts climbed from, at each value.
const CLIMBED: usize = 4;

/// The study's budget at each value of each dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Random starts.
    pub starts: usize,
    /// Climbing evaluations, shared by the best [`CLIMBED`] starts.
    pub climb: u64,
}

/// The budget of the committed growth files.
pub const DEFAULT_BUDGET: Budget = Budget { starts: 24, climb: 600 };

/// The best ratio at one value of a dimension.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The dimension's value.
    pub value: usize,
    /// The largest lhs/rhs found (`None` when no case had a ratio).
    pub ratio: Option<f64>,
    /// The dimensions of the case that reached it.
    pub at: Vec<(String, usize)>,
}

/// The best ratio at every value of one dimension.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The dimension's name (as the generator reports it).
    pub name: String,
    /// One point per value, smallest value first.
    pub points: Vec<Point>,
}

impl Profile {
    /// The points whose ratio is positive and finite.
    fn usable(&self) -> Vec<(f64, f64)> {
        self.points
            .iter()
            .filter_map(|p| p.ratio.filter(|r| r.is_finite() && *r > 0.0).map(|r| (p.value as f64, r)))
            .collect()
    }

    /// The exponent over the upper half of the values (see the module documentation);
    /// `None` with fewer than two usable points there.
    pub fn exponent(&self) -> Option<f64> {
        let usable = self.usable();
        let values: Vec<f64> = usable.iter().map(|(v, _)| *v).collect();
        if values.len() < 2 {
            return None;
        }
        let median = values[(values.len() - 1) / 2];
        let upper: Vec<(f64, f64)> = usable.iter().copied().filter(|(v, _)| *v >= median).collect();
        let upper = if upper.len() >= 2 { upper } else { usable[usable.len() - 2..].to_vec() };
        let m = upper.len() as f64;
        let (sx, sy) = upper.iter().fold((0.0, 0.0), |(a, b), (v, r)| (a + v.ln(), b + r.ln()));
        let (mx, my) = (sx / m, sy / m);
        let (sxy, sxx) = upper.iter().fold((0.0, 0.0), |(a, b), (v, r)| (a + (v.ln() - mx) * (r.ln() - my), b + (v.ln() - mx).powi(2)));
        (sxx > 0.0).then(|| sxy / sxx)
    }

    /// Whether the profile still grows at its largest values.
    pub fn still_grows(&self) -> bool {
        self.exponent().is_some_and(|e| e >= STILL_GROWS)
    }

    /// The largest value searched.
    pub fn largest(&self) -> Option<usize> {
        self.points.last().map(|p| p.value)
    }

    /// The best ratio over every value.
    pub fn best(&self) -> Option<f64> {
        self.points.iter().filter_map(|p| p.ratio).reduce(f64::max)
    }
}

/// The study of one reading.
#[derive(Clone, Debug, PartialEq)]
pub struct Growth {
    /// One profile per dimension name.
    pub profiles: Vec<Profile>,
    /// Cases evaluated.
    pub evaluations: u64,
    /// The seed.
    pub seed: u64,
    /// The budget.
    pub budget: Budget,
}

impl Growth {
    /// The profiles that still grow.
    pub fn growing(&self) -> Vec<&Profile> {
        self.profiles.iter().filter(|p| p.still_grows()).collect()
    }

    /// The best ratio over every profile.
    pub fn best(&self) -> Option<f64> {
        self.profiles.iter().filter_map(Profile::best).reduce(f64::max)
    }
}

/// The dimension slots of `subject`'s generator grouped by the dimension name they change,
/// in the order the names are first drawn.
fn slots_by_name(subject: &Subject) -> Vec<(&'static str, Vec<usize>)> {
    let slots = &subject.layout.slots;
    let base = vec![0u32; slots.len()];
    let Ok(simplest) = subject.build(&base) else { return Vec::new() };
    let mut out: Vec<(&'static str, Vec<usize>)> = Vec::new();
    for p in (0..slots.len()).filter(|&i| matches!(slots[i], Slot::Dim { .. }) && slots[i].modulus() > 1) {
        let mut choices = base.clone();
        choices[p] = 1;
        let Ok(case) = subject.build(&choices) else { continue };
        for (name, value) in &case.dims {
            let before = simplest.dims.iter().find(|(n, _)| n == name).map(|(_, v)| *v);
            if before != Some(*value) {
                match out.iter_mut().find(|(n, _)| n == name) {
                    Some((_, ps)) => ps.push(p),
                    None => out.push((name, vec![p])),
                }
            }
        }
    }
    out
}

fn ratio_of(c: &Closeness) -> f64 {
    c.ratio.unwrap_or(f64::NEG_INFINITY)
}

/// Runs the growth study of `claim` (see the module documentation).
pub fn study(claim: &dyn Check, seed: u64, budget: Budget) -> Growth {
    let subject = Subject::new(claim);
    let slots = subject.layout.slots.clone();
    let mut rng = SplitMix::new(seed);
    let mut evaluations = 0u64;
    let evaluate = |choices: &[u32]| -> Option<(Closeness, Vec<(&'static str, usize)>)> {
        let case = subject.build(choices).ok()?;
        match screen(claim, &case.inputs, None) {
            Screen::Holds(c) | Screen::Candidate(c) => Some((closeness(&c), case.dims)),
            _ => None,
        }
    };
    let mut profiles = Vec::new();
    for (name, positions) in slots_by_name(&subject) {
        // every raw combination of the name's slots, grouped by the value it gives
        let mut combos: Vec<Vec<u32>> = vec![Vec::new()];
        for &p in &positions {
            let m = slots[p].modulus();
            combos = combos.into_iter().flat_map(|c| (0..m).map(move |v| [c.clone(), vec![v]].concat())).collect();
        }
        combos.truncate(MAX_COMBINATIONS);
        let mut by_value: BTreeMap<usize, Vec<Vec<u32>>> = BTreeMap::new();
        for combo in combos {
            let mut choices = vec![0u32; slots.len()];
            for (k, &p) in positions.iter().enumerate() {
                choices[p] = combo[k];
            }
            if let Ok(case) = subject.build(&choices) {
                if let Some((_, v)) = case.dims.iter().find(|(n, _)| *n == name) {
                    by_value.entry(*v).or_default().push(combo);
                }
            }
        }
        let mut points = Vec::new();
        for (value, combos) in by_value {
            let mut starts: Vec<(Closeness, Vec<u32>)> = Vec::new();
            let mut best: Option<(f64, Vec<(&'static str, usize)>)> = None;
            let mut offer = |c: &Closeness, dims: Vec<(&'static str, usize)>| {
                if best.as_ref().is_none_or(|(b, _)| ratio_of(c) > *b) && c.ratio.is_some() {
                    best = Some((ratio_of(c), dims));
                }
            };
            for k in 0..budget.starts {
                let mut choices = random_case(&slots, || rng.next_u64());
                for (i, &p) in positions.iter().enumerate() {
                    choices[p] = combos[k % combos.len()][i];
                }
                evaluations += 1;
                if let Some((c, dims)) = evaluate(&choices) {
                    offer(&c, dims);
                    starts.push((c, choices));
                }
            }
            starts.sort_by(|a, b| ratio_of(&b.0).total_cmp(&ratio_of(&a.0)));
            starts.truncate(CLIMBED);
            let result = climb(&subject.layout, &starts, budget.climb, DEFAULT_OPTIMISER, false, &mut rng, |choices| {
                match evaluate(choices) {
                    Some((c, dims)) => {
                        offer(&c, dims);
                        Probe::Seen(c)
                    }
                    None => Probe::Unusable,
                }
            });
            evaluations += result.evaluations;
            let at = best.as_ref().map(|(_, d)| d.iter().map(|(k, v)| (k.to_string(), *v)).collect()).unwrap_or_default();
            points.push(Point { value, ratio: best.map(|(r, _)| r), at });
        }
        profiles.push(Profile { name: name.to_string(), points });
    }
    Growth { profiles, evaluations, seed, budget }
}

/// A ratio as stored: six significant digits (the study's figures are estimates; fewer
/// digits keep the files stable across platforms' last-bit differences), ∞ as a string.
fn stored(r: Option<f64>) -> Json {
    match r {
        None => Json::Null,
        Some(r) if r.is_infinite() => Json::String(if r > 0.0 { "inf" } else { "-inf" }.into()),
        Some(r) => format!("{r:.5e}").parse::<f64>().map(Json::from).unwrap_or(Json::Null),
    }
}

fn read_ratio(v: &Json) -> Option<f64> {
    match v {
        Json::String(s) if s == "inf" => Some(f64::INFINITY),
        Json::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        other => other.as_f64(),
    }
}

/// The growth file of `claim` for a study.
pub fn to_json(claim: &dyn Check, g: &Growth) -> Json {
    let m = claim.meta();
    let mut profiles = Map::new();
    for p in &g.profiles {
        let points: Vec<Json> = p
            .points
            .iter()
            .map(|pt| {
                let at: Map<String, Json> = pt.at.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
                json!({"value": pt.value, "ratio": stored(pt.ratio), "at": at})
            })
            .collect();
        profiles.insert(p.name.clone(), json!({"points": points}));
    }
    json!({
        "schema": SCHEMA,
        "claim": m.id,
        "reading": m.reading,
        "study": {"seed": g.seed, "starts": g.budget.starts, "climb": g.budget.climb, "evaluations": g.evaluations},
        "profiles": profiles,
    })
}

/// Reads a growth file back (the ratios as stored); an error names the field.
pub fn from_json(doc: &Json) -> Result<Growth, String> {
    if doc.get("schema").and_then(Json::as_str) != Some(SCHEMA) {
        return Err(format!("not a {SCHEMA} file"));
    }
    let field = |p: &str| doc.pointer(p).and_then(Json::as_u64).ok_or_else(|| format!("missing or malformed {p}"));
    let budget = Budget { starts: field("/study/starts")? as usize, climb: field("/study/climb")? };
    let (seed, evaluations) = (field("/study/seed")?, field("/study/evaluations")?);
    let mut profiles = Vec::new();
    let map = doc.get("profiles").and_then(Json::as_object).ok_or("missing profiles")?;
    for (name, p) in map {
        let pts = p.get("points").and_then(Json::as_array).ok_or_else(|| format!("profile {name}: missing points"))?;
        let mut points = Vec::new();
        for (i, pt) in pts.iter().enumerate() {
            let value = pt.get("value").and_then(Json::as_u64).ok_or_else(|| format!("profile {name}, point {i}: missing value"))? as usize;
            let ratio = pt.get("ratio").and_then(read_ratio);
            let at = pt
                .get("at")
                .and_then(Json::as_object)
                .map(|o| o.iter().filter_map(|(k, v)| v.as_u64().map(|v| (k.clone(), v as usize))).collect())
                .unwrap_or_default();
            points.push(Point { value, ratio, at });
        }
        profiles.push(Profile { name: name.clone(), points });
    }
    Ok(Growth { profiles, evaluations, seed, budget })
}
