//! Exact inputs as Coq data: each number of `inputs_exact` (the exact decimal expansion of
//! an `f64`, see [`crate::artifact::exact`]) is the dyadic rational a/2ᵏ it is, written as
//! the pair `(a, k)`; arrays are lists shaped as the binder's type. A refutation defines the
//! input from its data (`mat_dyadic`, ... in `coq/Library/Enclosures.v`) and encloses it,
//! whole, by one lemma: the data's twin is exact floating-point numbers, no rounding.

use dashu_int::IBig;
use serde_json::Value as Json;

use super::statement::CoqType;

/// The exact data of one input, as Coq text: `(a, k)` pairs for the numbers a/2ᵏ, in
/// lists shaped as the binder's type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    /// The Coq term of type `Z * Z`, `list (Z * Z)`, ... (the `_exact` definition).
    pub data: String,
}

/// The exact decimal `text` as `(numerator, denominator)` in lowest terms; the
/// denominator of an `f64` is a power of two.
pub fn rational(text: &str) -> Result<(IBig, IBig), String> {
    let t = text.trim();
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{text}` is not an exact decimal number"));
    }
    let mut num: IBig = format!("{int}{frac}").parse().map_err(|_| format!("`{text}` is not an exact decimal number"))?;
    let (mut twos, mut fives) = (frac.len(), frac.len());
    let (two, five, zero) = (IBig::from(2), IBig::from(5), IBig::from(0));
    while fives > 0 && &num % &five == zero && num != zero {
        num /= &five;
        fives -= 1;
    }
    while twos > 0 && &num % &two == zero && num != zero {
        num /= &two;
        twos -= 1;
    }
    if num == zero {
        return Ok((zero, IBig::from(1)));
    }
    let den = IBig::from(2).pow(twos) * IBig::from(5).pow(fives);
    Ok((if negative { -num } else { num }, den))
}

/// One number as the pair `(a, k)` of its value a/2ᵏ (k ≥ 0); an error for a number that
/// is not a dyadic rational (an `f64` always is).
pub fn pair(text: &str) -> Result<String, String> {
    let (num, den) = rational(text)?;
    let mut k = 0u32;
    let mut rest = den;
    let two = IBig::from(2);
    while rest > IBig::from(1) && &rest % &two == IBig::from(0) {
        rest /= &two;
        k += 1;
    }
    if rest != IBig::from(1) {
        return Err(format!("`{text}` is not a dyadic rational a/2^k"));
    }
    Ok(format!("({num}, {k})"))
}

fn array<'a>(value: &'a Json, what: &str) -> Result<&'a Vec<Json>, String> {
    value.as_array().ok_or_else(|| format!("expected {what}, found {}", short(value)))
}

fn short(value: &Json) -> String {
    let s = value.to_string();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}

fn row(value: &Json) -> Result<String, String> {
    let mut items = Vec::new();
    for v in array(value, "an array of numbers")? {
        let s = v.as_str().ok_or_else(|| format!("expected a number as a string, found {}", short(v)))?;
        items.push(pair(s)?);
    }
    Ok(format!("[{}]", items.join("; ")))
}

fn matrix(value: &Json, indent: &str) -> Result<String, String> {
    let rows = array(value, "an array of rows")?.iter().map(row).collect::<Result<Vec<_>, _>>()?;
    Ok(format!("[{}]", rows.join(&format!(";\n{indent} "))))
}

fn matrices(value: &Json, indent: &str) -> Result<String, String> {
    let inner = format!("{indent} ");
    let ms = array(value, "an array of matrices")?.iter().map(|m| matrix(m, &inner)).collect::<Result<Vec<_>, _>>()?;
    Ok(format!("[{}]", ms.join(&format!(";\n{indent} "))))
}

/// The data of a value of type `ty`.
pub fn literal(value: &Json, ty: CoqType) -> Result<Rendered, String> {
    let data = match ty {
        CoqType::Nat => return Err("a size is not rendered as an input".into()),
        CoqType::Real => pair(value.as_str().ok_or_else(|| format!("expected a number as a string, found {}", short(value)))?)?,
        CoqType::Vec => row(value)?,
        CoqType::Mat => matrix(value, "  ")?,
        CoqType::Mats => matrices(value, "  ")?,
        CoqType::Grid => {
            let layers = array(value, "an array of arrays of matrices")?.iter().map(|l| matrices(l, "   ")).collect::<Result<Vec<_>, _>>()?;
            format!("[{}]", layers.join(";\n   "))
        }
    };
    Ok(Rendered { data })
}

/// The definitions of one input in a refutation file: its exact data, the input itself, and
/// the lemma that the data's intervals enclose it (for every size).
pub fn input_definitions(name: &str, ty: CoqType, r: &Rendered) -> String {
    let (data_ty, make, twin, lemma, proof) = match ty {
        CoqType::Real => ("Z * Z", "dyadic", "idyadic", format!("{name}_encl p : encl p {name} (idyadic {name}_exact)"), "apply encl_dyadic, Z.leb_le; reflexivity."),
        CoqType::Vec => ("list (Z * Z)", "vec_dyadic", "ivec_dyadic", format!("{name}_encl p n : encl_vec p n {name} (ivec_dyadic {name}_exact)"), "apply encl_vec_dyadic; lc_exponents."),
        CoqType::Mat => ("list (list (Z * Z))", "mat_dyadic", "imat_dyadic", format!("{name}_encl p m k : encl_mat p m k {name} (imat_dyadic {name}_exact)"), "apply encl_mat_dyadic; lc_exponents."),
        CoqType::Mats => (
            "list (list (list (Z * Z)))",
            "mats_dyadic",
            "imats_dyadic",
            format!("{name}_encl p c m k : encl_mats p c m k {name} (imats_dyadic {name}_exact)"),
            "apply encl_mats_dyadic; lc_exponents.",
        ),
        CoqType::Grid => (
            "list (list (list (list (Z * Z))))",
            "grid_dyadic",
            "igrid_dyadic",
            format!("{name}_encl p l c m k : encl_grid p l c m k {name} (igrid_dyadic {name}_exact)"),
            "apply encl_grid_dyadic; lc_exponents.",
        ),
        CoqType::Nat => unreachable!("sizes are arguments, not definitions"),
    };
    let _ = twin;
    format!(
        "Definition {name}_exact : {data_ty} :=\n  ({})%Z.\nDefinition {name} : {} := {make} {name}_exact.\nLemma {lemma}.\nProof. {proof} Qed.\n\n",
        r.data,
        ty.coq(),
    )
}
