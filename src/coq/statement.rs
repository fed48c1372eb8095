//! Reading a statement file's binders: the part of `coq/Statements/**.v` the generator
//! relies on (see the contract in [`super`]).
//!
//! `Definition <name> : Prop := forall (x y : T) (z : U) ..., <body>` — the groups of
//! binders up to the first `,` after `forall`, comments removed. The types the generator
//! can fill are [`CoqType`]'s; any other is an error naming the binder.

/// A binder's type, and the shape of the file's value it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoqType {
    /// `nat`: a size (from `search.dimensions`) or an integer input.
    Nat,
    /// `R`: a number.
    Real,
    /// `vec`: a flat array.
    Vec,
    /// `mat`: an array of rows.
    Mat,
    /// `nat -> mat`: an array of matrices (e.g. the heads of a layer).
    Mats,
    /// `nat -> nat -> mat`: an array of arrays of matrices (layer, head).
    Grid,
}

impl CoqType {
    fn parse(text: &str) -> Option<CoqType> {
        let t: Vec<&str> = text.split_whitespace().collect();
        match t.join(" ").as_str() {
            "nat" => Some(CoqType::Nat),
            "R" => Some(CoqType::Real),
            "vec" => Some(CoqType::Vec),
            "mat" => Some(CoqType::Mat),
            "nat -> mat" => Some(CoqType::Mats),
            "nat -> nat -> mat" => Some(CoqType::Grid),
            _ => None,
        }
    }

    /// The type as written in Coq.
    pub fn coq(self) -> &'static str {
        match self {
            CoqType::Nat => "nat",
            CoqType::Real => "R",
            CoqType::Vec => "vec",
            CoqType::Mat => "mat",
            CoqType::Mats => "nat -> mat",
            CoqType::Grid => "nat -> nat -> mat",
        }
    }
}

/// One binder of the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binder {
    /// Its name in Coq.
    pub name: String,
    /// Its type.
    pub ty: CoqType,
}

impl Binder {
    /// The file's symbol it takes: the name without a trailing `_` (`R_` takes `R`).
    pub fn symbol(&self) -> &str {
        self.name.strip_suffix('_').filter(|s| !s.is_empty()).unwrap_or(&self.name)
    }

    /// The key of `names` this binder takes: its [`Binder::symbol`], or else the only key
    /// equal to it once underscores are ignored (`phi0` takes `phi_0`).
    pub fn find<'a>(&self, names: impl IntoIterator<Item = &'a String>) -> Option<&'a str> {
        let names: Vec<&String> = names.into_iter().collect();
        if let Some(n) = names.iter().find(|n| n.as_str() == self.symbol()) {
            return Some(n.as_str());
        }
        let bare = |s: &str| s.replace('_', "");
        let matches: Vec<&&String> = names.iter().filter(|n| bare(n) == bare(self.symbol())).collect();
        (matches.len() == 1).then(|| matches[0].as_str())
    }
}

/// What the generator needs of a statement file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The reading's Coq name.
    pub name: String,
    /// The binders of the statement refuted: `<name>_checked`'s when [`Statement::checked`].
    pub binders: Vec<Binder>,
    /// Whether the file provides `<name>_checked` and `<name>_checked_of`.
    pub checked: bool,
}

/// `text` without its comments (nested `(* ... *)`); strings are not special in the
/// files this reads.
pub fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '(' && chars.peek() == Some(&'*') {
            chars.next();
            depth += 1;
        } else if c == '*' && depth > 0 && chars.peek() == Some(&')') {
            chars.next();
            depth -= 1;
            out.push(' ');
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// The binders after `Definition <target> : Prop := forall`.
fn binders_of(code: &str, target: &str) -> Result<Vec<Binder>, String> {
    let head = format!("Definition {target} : Prop :=");
    let start = code.find(&head).ok_or_else(|| format!("no `{head}`"))? + head.len();
    let rest = code[start..].trim_start();
    let rest = rest.strip_prefix("forall").ok_or_else(|| format!("`{head}` is not followed by `forall`"))?;
    let end = rest.find(',').ok_or_else(|| format!("`{head} forall` has no `,` after its binders"))?;
    let mut binders = Vec::new();
    let mut groups = rest[..end].trim();
    while !groups.is_empty() {
        let inner = groups.strip_prefix('(').ok_or_else(|| format!("binders of {target}: expected `(names : type)` at `{groups}`"))?;
        let close = inner.find(')').ok_or_else(|| format!("binders of {target}: unclosed `(` at `{groups}`"))?;
        let (names, ty) = inner[..close].split_once(':').ok_or_else(|| format!("binders of {target}: no `:` in `({})`", &inner[..close]))?;
        let ty = CoqType::parse(ty).ok_or_else(|| {
            format!("binders of {target}: type `{}` is not one the generator fills (nat, R, vec, mat, nat -> mat, nat -> nat -> mat)", ty.trim())
        })?;
        for name in names.split_whitespace() {
            binders.push(Binder { name: name.to_string(), ty });
        }
        groups = inner[close + 1..].trim();
    }
    if binders.is_empty() {
        return Err(format!("{target} has no binders"));
    }
    Ok(binders)
}

/// Parses the statement file of the reading named `name`.
pub fn parse(name: &str, text: &str) -> Result<Statement, String> {
    let code = strip_comments(text);
    let checked_name = format!("{name}_checked");
    let checked = code.contains(&format!("Definition {checked_name} : Prop :="));
    if checked && !code.contains(&format!("{name}_checked_of")) {
        return Err(format!("{checked_name} is defined but not the lemma {name}_checked_of : {name} -> {checked_name}"));
    }
    // the statement itself must be there even when its checked form is refuted
    binders_of(&code, name)?;
    let binders = binders_of(&code, if checked { &checked_name } else { name })?;
    Ok(Statement { name: name.to_string(), binders, checked })
}
