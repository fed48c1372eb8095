//! A reading's verdict as every output states it: the search's verdict and, beside it, each
//! proof of the reading with its domain stated in words.
//!
//! A reading proved in Coq for every size is shown as **proved (Coq, every size)**, with
//! the search's own verdict beside it ("search: not refuted"): the search's verdict stays
//! recorded ([`crate::claim::Meta::expected`]) and checked, since it is what the search
//! established, and the proof is what makes the reading hold.
//!
//! "Proved on D" is never shown without D: a proof's [`Proof::scope`] says which
//! dimensions it covers and what else D assumes ("for $n \in \{2, 3\}$ when $|a_i - a_n|
//! \le 4$ for all $i$"), from the domains the claim's module states
//! ([`crate::prove::Domain::restricts`]) for the labels its committed proof file records.
//! A refuted reading that also holds on a smaller D is stated in one sentence that keeps
//! both ([`sentence`]): "holds for $n = 2$, $d = 1$ when … (proved …) and fails at $n = 3$,
//! $d = 1$ (certified counterexample …)".
//!
//! Every text here is prose in the notation of [`crate::notation`] (TeX between `$…$`).
//! To add a kind of proof: a variant of [`Proof`], its files in [`proofs`], and its words
//! in [`Proof::method`] and [`Proof::scope`]; every cell and sentence then shows it.

use std::path::Path;

use serde_json::Value as Json;

use crate::claim::{CoqProof, Expected, Meta};

use super::{counterexample_path, proof, proof_path};

/// One domain of a proof: its dimensions and what else it assumes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvedDomain {
    /// The domain's label (`n = 2`), as the proof file records it.
    pub label: String,
    /// Its dimensions, in the module's order.
    pub dims: Vec<(String, usize)>,
    /// What D assumes beyond the dimensions (TeX prose; empty: nothing).
    pub restricts: String,
}

/// A proof of a reading beyond what the search shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// A Coq proof, which `cargo test` compiles (`coq proof <id>`): of the reading for every
    /// size, or of a refuted reading on the part of its hypothesis set stated.
    Coq {
        /// The proof, `coq/Proofs/<PaperDir>/<name>.v`.
        file: String,
        /// The statement proved, `coq/Statements/<PaperDir>/<name>.v`.
        statement: String,
        /// The theorem, `<name>_holds`.
        theorem: String,
        /// Every size, or a part.
        scope: CoqProof,
    },
    /// Interval branch and bound on the domains the claim's module states.
    OnDomains {
        /// The proof file, relative to the checkout.
        file: String,
        /// The domains proved.
        domains: Vec<ProvedDomain>,
    },
}

impl Proof {
    /// How the proof was obtained, in words.
    pub fn method(&self) -> &'static str {
        match self {
            Proof::Coq { .. } => "Coq",
            Proof::OnDomains { .. } => "interval branch and bound",
        }
    }

    /// "proved in Coq", "proved by interval branch and bound".
    pub fn how(&self) -> String {
        match self {
            Proof::Coq { .. } => "proved in Coq".into(),
            Proof::OnDomains { .. } => format!("proved by {}", self.method()),
        }
    }

    /// The file that holds the proof, relative to the checkout.
    pub fn file(&self) -> &str {
        match self {
            Proof::Coq { file, .. } | Proof::OnDomains { file, .. } => file,
        }
    }

    /// Where the reading is proved: "for every size", "for $n \in \{2, 3\}$ when …" (TeX
    /// prose).
    pub fn scope(&self) -> String {
        match self {
            Proof::Coq { scope: CoqProof::EverySize, .. } => "for every size".into(),
            Proof::Coq { scope: CoqProof::On { scope, .. }, .. } => scope.to_string(),
            Proof::OnDomains { domains, .. } => scope(domains),
        }
    }

    /// Whether the proof is of the reading for every size (it then holds, whatever the
    /// search says).
    pub fn every_size(&self) -> bool {
        matches!(self, Proof::Coq { scope: CoqProof::EverySize, .. })
    }
}

/// A dimension's name in TeX: `d_qk` → `d_{qk}`.
fn dim_tex(name: &str) -> String {
    match name.split_once('_') {
        Some((base, sub)) if sub.chars().count() > 1 => format!("{base}_{{{sub}}}"),
        _ => name.to_string(),
    }
}

/// The dimensions of domains that share their restrictions, in TeX prose.
fn dims_words(domains: &[&ProvedDomain]) -> String {
    let keys: Vec<&str> = domains[0].dims.iter().map(|(k, _)| k.as_str()).collect();
    let same_keys = domains.iter().all(|d| d.dims.iter().map(|(k, _)| k.as_str()).eq(keys.iter().copied()));
    if !same_keys {
        let each: Vec<String> = domains.iter().map(|d| d.dims.iter().map(|(k, v)| format!("${} = {v}$", dim_tex(k))).collect::<Vec<_>>().join(", ")).collect();
        return each.join("; ");
    }
    let values = |k: usize| -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for d in domains {
            if !out.contains(&d.dims[k].1) {
                out.push(d.dims[k].1);
            }
        }
        out
    };
    let varying: Vec<usize> = (0..keys.len()).filter(|&k| values(k).len() > 1).collect();
    let mut parts: Vec<String> = Vec::new();
    match varying.len() {
        0 => {}
        1 => {
            let k = varying[0];
            let list: Vec<String> = values(k).iter().map(usize::to_string).collect();
            parts.push(format!("${} \\in \\{{{}\\}}$", dim_tex(keys[k]), list.join(", ")));
        }
        _ => {
            let names: Vec<String> = varying.iter().map(|&k| dim_tex(keys[k])).collect();
            let tuples: Vec<String> =
                domains.iter().map(|d| format!("({})", varying.iter().map(|&k| d.dims[k].1.to_string()).collect::<Vec<_>>().join(", "))).collect();
            parts.push(format!("$({}) \\in \\{{{}\\}}$", names.join(", "), tuples.join(", ")));
        }
    }
    for k in (0..keys.len()).filter(|k| !varying.contains(k)) {
        parts.push(format!("${} = {}$", dim_tex(keys[k]), domains[0].dims[k].1));
    }
    parts.join(", ")
}

/// Where a set of domains proves the reading, grouped by their restrictions.
#[doc(hidden)]
pub fn scope(domains: &[ProvedDomain]) -> String {
    let mut groups: Vec<(&str, Vec<&ProvedDomain>)> = Vec::new();
    for d in domains {
        match groups.iter_mut().find(|(r, _)| *r == d.restricts) {
            Some((_, g)) => g.push(d),
            None => groups.push((&d.restricts, vec![d])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(restricts, ds)| {
            let dims = dims_words(ds);
            if restricts.is_empty() {
                format!("for every input at {dims}")
            } else {
                format!("for {dims} when {restricts}")
            }
        })
        .collect();
    parts.join("; and ")
}

/// Where the reading `key` (`id` or `id.reading`) is proved, from the labels of the domains
/// a proof file records, as the catalogue states those domains (labels it does not state
/// are named as they are).
pub fn scope_of(key: &str, labels: &[String]) -> String {
    let stated = crate::prove::targets::all();
    let domains: Vec<ProvedDomain> = labels
        .iter()
        .map(|label| match stated.iter().find(|s| s.reading == key && &s.label == label) {
            Some(s) => ProvedDomain { label: label.clone(), dims: s.dims.iter().map(|(k, v)| ((*k).to_string(), *v)).collect(), restricts: s.restricts.clone() },
            None => ProvedDomain { label: label.clone(), dims: Vec::new(), restricts: format!("the domain labelled {label:?}, which the catalogue does not state") },
        })
        .collect();
    if domains.iter().any(|d| d.dims.is_empty()) {
        return domains.iter().map(|d| d.restricts.clone()).collect::<Vec<_>>().join("; ");
    }
    scope(&domains)
}

fn read(path: &Path) -> Option<Json> {
    std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str(&t).ok())
}

/// The proofs of `meta` committed under `root`: its Coq proof, when the catalogue marks one
/// and its file is committed (`cargo test` compiles it); a branch-and-bound proof file,
/// its domains stated as the claim's module states them (a domain the catalogue no longer
/// states is shown with the file's own dimensions and text; `cargo test` reports such a
/// file).
pub fn proofs(root: &Path, meta: &Meta) -> Vec<Proof> {
    let mut out = Vec::new();
    if let Some(p) = crate::coq::proofs::committed(root, meta) {
        out.push(Proof::Coq { file: p.proof_file, statement: p.statement_file, theorem: p.theorem, scope: p.scope });
    }
    let path = proof_path(root, meta);
    if let Some(doc) = read(&path).filter(proof::is_branch_and_bound) {
        let stated = crate::prove::targets::all();
        let key = meta.reading_key();
        let domains: Vec<ProvedDomain> = doc
            .get("domains")
            .and_then(Json::as_array)
            .into_iter()
            .flatten()
            .filter_map(|d| {
                let label = d.get("label")?.as_str()?.to_string();
                match stated.iter().find(|s| s.reading == key && s.label == label) {
                    Some(s) => Some(ProvedDomain { label, dims: s.dims.iter().map(|(k, v)| ((*k).to_string(), *v)).collect(), restricts: s.restricts.clone() }),
                    None => Some(ProvedDomain {
                        label,
                        dims: d.get("dimensions")?.as_object()?.iter().filter_map(|(k, v)| Some((k.clone(), v.as_u64()? as usize))).collect(),
                        restricts: d.get("domain")?.as_str()?.to_string(),
                    }),
                }
            })
            .collect();
        if !domains.is_empty() {
            let file = path.strip_prefix(root).unwrap_or(&path).display().to_string();
            out.push(Proof::OnDomains { file, domains });
        }
    }
    out
}

/// The kind of a reading's verdict, as the tables and the headline count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A certified counterexample.
    Refuted,
    /// Proved in Coq for every size.
    ProvedEverySize,
    /// An existence statement proved by a certified witness.
    ProvedWitness,
    /// Not refuted, and proved on a stated domain D only (branch and bound, or Coq on part
    /// of the hypothesis set).
    ProvedOnDomain,
    /// A repair argued in its module, with a growth study that agrees, and no proof.
    Argued,
    /// Not refuted; some case could not be decided.
    Inconclusive,
    /// Not refuted, nothing proved.
    NotRefuted,
}

impl Kind {
    /// Every kind, in table order.
    pub const ALL: [Kind; 7] =
        [Kind::Refuted, Kind::ProvedEverySize, Kind::ProvedWitness, Kind::ProvedOnDomain, Kind::Argued, Kind::Inconclusive, Kind::NotRefuted];

    /// The kind's name in tables and `list --json`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Refuted => "refuted",
            Kind::ProvedEverySize => "proved (Coq, every size)",
            Kind::ProvedWitness => "proved (certified witness)",
            Kind::ProvedOnDomain => "proved on D",
            Kind::Argued => "argued (module)",
            Kind::Inconclusive => "inconclusive",
            Kind::NotRefuted => "not refuted",
        }
    }
}

/// The kind of `meta`'s verdict under `root`: refuted when the search refutes it (a proof
/// on part of its hypothesis set does not change that); else proved for every size, by a
/// witness, or on D only; else, for a repair, argued when its standing is (see
/// [`super::repairs`]); else the search's verdict.
pub fn kind(root: &Path, meta: &Meta) -> Kind {
    let proofs = proofs(root, meta);
    match meta.expected {
        Expected::Refuted => Kind::Refuted,
        _ if proofs.iter().any(Proof::every_size) => Kind::ProvedEverySize,
        Expected::Proved => Kind::ProvedWitness,
        _ if !proofs.is_empty() => Kind::ProvedOnDomain,
        _ if matches!(super::repairs::standing(root, meta), super::repairs::Standing::Repair(_)) => Kind::Argued,
        Expected::Inconclusive => Kind::Inconclusive,
        _ => Kind::NotRefuted,
    }
}

/// The dimensions of a reading's committed counterexample, in TeX prose (`$n = 3$, $d = 1$`).
pub fn counterexample_dims(root: &Path, meta: &Meta) -> Option<String> {
    let doc = read(&counterexample_path(root, meta))?;
    let dims = doc.pointer("/search/dimensions")?.as_object()?;
    Some(dims.iter().map(|(k, v)| format!("${} = {v}$", dim_tex(k))).collect::<Vec<_>>().join(", "))
}

/// The search's verdict in words (`refuted`, `not refuted`, …), with the typo of a typo
/// refutation.
fn search_words(meta: &Meta, bold: bool) -> String {
    let b = |w: &str| if bold { format!("**{w}**") } else { w.to_string() };
    match (meta.expected, &meta.typo) {
        (Expected::Refuted, Some(t)) => format!("{} (typo: {} for {})", b("refuted"), t.printed, t.meant),
        (Expected::Refuted, None) => b("refuted"),
        (Expected::Proved, _) => format!("{} (certified witness)", b("proved")),
        (e, _) => e.name().to_string(),
    }
}

/// The search's verdict alone (with the typo of a typo refutation), in prose (bold marks
/// in Markdown when `bold`).
pub fn line_without_proofs(meta: &Meta, bold: bool) -> String {
    search_words(meta, bold)
}

/// The words that open a reading proved for every size: "proved (Coq, every size)".
pub const EVERY_SIZE: &str = "(Coq, every size)";

/// Whether `meta` is proved in Coq for every size (its proof committed under `root`).
pub fn proved_every_size(root: &Path, meta: &Meta) -> bool {
    proofs(root, meta).iter().any(Proof::every_size)
}

/// The verdict in one line of prose (bold marks in Markdown when `bold`): for a reading
/// proved for every size, "proved (Coq, every size); search: <the search's verdict>";
/// otherwise the search's verdict, then each proof with its scope and method. A refuted
/// reading names where it fails, so that "refuted" and "proved" cannot be read as about the
/// same inputs.
pub fn line(root: &Path, meta: &Meta, bold: bool) -> String {
    compose(root, meta, bold, "")
}

/// [`line`] in bold Markdown with `detail` after the search's verdict (its undecided
/// cases, say), for table cells.
pub fn cell_with(root: &Path, meta: &Meta, detail: &str) -> String {
    compose(root, meta, true, detail)
}

/// [`line`] in bold Markdown, for table cells.
pub fn cell(root: &Path, meta: &Meta) -> String {
    compose(root, meta, true, "")
}

fn compose(root: &Path, meta: &Meta, bold: bool, detail: &str) -> String {
    let b = |w: &str| if bold { format!("**{w}**") } else { w.to_string() };
    let search = format!("{}{detail}", search_words(meta, bold));
    let proofs = proofs(root, meta);
    let (every, parts): (Vec<&Proof>, Vec<&Proof>) = proofs.iter().partition(|p| p.every_size());
    let given = meta.coq_given.map(|g| format!(", {g}")).unwrap_or_default();
    let mut out = if every.is_empty() {
        search
    } else {
        format!("{} {EVERY_SIZE}{given}; search: {}", b("proved"), search.replace("**", ""))
    };
    if every.is_empty() && meta.expected == Expected::Refuted && !parts.is_empty() {
        if let Some(dims) = counterexample_dims(root, meta) {
            out.push_str(&format!(" at {dims}"));
        }
    }
    // two proofs of one domain (Coq and branch and bound) share their scope's words
    for (scope, group) in by_scope(&parts) {
        let methods: Vec<&str> = group.iter().map(|p| p.method()).collect();
        out.push_str(&format!("; {} {scope} ({})", b("proved"), methods.join("; ")));
    }
    out
}

/// `proofs` grouped by their scope's words, in first-seen order.
fn by_scope<'a>(proofs: &[&'a Proof]) -> Vec<(String, Vec<&'a Proof>)> {
    let mut out: Vec<(String, Vec<&Proof>)> = Vec::new();
    for p in proofs {
        let scope = p.scope();
        match out.iter_mut().find(|(s, _)| *s == scope) {
            Some((_, g)) => g.push(p),
            None => out.push((scope, vec![p])),
        }
    }
    out
}

/// For a refuted reading that is also proved on a smaller domain, the one sentence that
/// says both (`None` otherwise): "It holds for … (proved by …, `file`) and fails at …
/// (certified counterexample, `file`)."
pub fn sentence(root: &Path, meta: &Meta) -> Option<String> {
    if meta.expected != Expected::Refuted {
        return None;
    }
    let proofs = proofs(root, meta);
    if proofs.is_empty() {
        return None;
    }
    let refs: Vec<&Proof> = proofs.iter().collect();
    let holds: Vec<String> = by_scope(&refs)
        .into_iter()
        .map(|(scope, group)| format!("holds {scope} ({})", group.iter().map(|p| format!("{}, `{}`", p.how(), p.file())).collect::<Vec<_>>().join("; ")))
        .collect();
    let cx = counterexample_path(root, meta);
    let cx = cx.strip_prefix(root).unwrap_or(&cx).display().to_string();
    let fails = match counterexample_dims(root, meta) {
        Some(dims) => format!("fails at {dims} (certified counterexample, `{cx}`)"),
        None => format!("fails (certified counterexample, `{cx}`)"),
    };
    Some(format!("It {} and {fails}.", holds.join(" and ")))
}
