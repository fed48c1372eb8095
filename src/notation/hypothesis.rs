//! Hypothesis names typeset for readers.
//!
//! A hypothesis's name (`||A - B||_inf <= eps`, `E = beta Res(X) W Res(X)^T is
//! theta-balanced`) is an identifier: the claim modules, the negative controls and the
//! counterexample files (`certificate.hypotheses_certified`) name a hypothesis by it, so it
//! stays ASCII. Where a citation lists the hypotheses a certificate checked, [`tex`]
//! writes each name as one TeX formula, English words in `\text{…}`: `$\|A - B\|_\infty
//! \le \varepsilon$`. A name already written in TeX (it holds `$`) is returned as it is.

/// Identifiers that are Greek letters, and their macros.
const GREEK: [(&str, &str); 11] = [
    ("alpha", "\\alpha"),
    ("beta", "\\beta"),
    ("gamma", "\\gamma"),
    ("delta", "\\delta"),
    ("eps", "\\varepsilon"),
    ("epsilon", "\\varepsilon"),
    ("eta", "\\eta"),
    ("theta", "\\theta"),
    ("lambda", "\\lambda"),
    ("phi", "\\phi"),
    ("sigma", "\\sigma"),
];

/// Identifiers that are functions, and their TeX.
const FUNCTIONS: [(&str, &str); 10] = [
    ("Res", "\\mathrm{Res}"),
    ("res", "\\mathrm{res}"),
    ("softmax", "\\mathrm{softmax}"),
    ("softm", "\\mathrm{softm}"),
    ("exp", "\\exp"),
    ("max", "\\max"),
    ("min", "\\min"),
    ("sum", "\\sum"),
    ("diag", "\\mathrm{diag}"),
    ("sqrt", "\\sqrt"),
];

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Number(String),
    Space,
    Op(String),
}

fn tokens(name: &str) -> Vec<Tok> {
    let chars: Vec<char> = name.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                i += 1;
            }
            // subscripts glued to the word: W_q1i, phi_0, eps_l
            while i + 1 < chars.len() && chars[i] == '_' && chars[i + 1].is_ascii_alphanumeric() {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                    i += 1;
                }
            }
            out.push(Tok::Word(chars[start..i].iter().collect()));
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || (chars[i] == '.' && i + 1 < chars.len() && chars[i + 1].is_ascii_digit())) {
                i += 1;
            }
            out.push(Tok::Number(chars[start..i].iter().collect()));
        } else if c == ' ' {
            i += 1;
            out.push(Tok::Space);
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            if ["||", "<=", ">=", "_{"].contains(&two.as_str()) {
                out.push(Tok::Op(two));
                i += 2;
            } else {
                out.push(Tok::Op(c.to_string()));
                i += 1;
            }
        }
    }
    out
}

/// A word that is English text, not a symbol: lower case, two letters or more, not a Greek
/// letter or a function, not followed by `(` or a subscript.
fn english(word: &str, next: Option<&Tok>) -> bool {
    word.len() >= 2
        && word.chars().all(|c| c.is_ascii_lowercase())
        && !GREEK.iter().any(|(g, _)| *g == word)
        && !FUNCTIONS.iter().any(|(f, _)| *f == word)
        && word != "inf"
        && !matches!(next, Some(Tok::Op(o)) if o == "(" || o == "[")
}

/// One symbol: a letter, a Greek name, a function, with its subscripts.
fn symbol(word: &str) -> String {
    let mut parts = word.split('_');
    let base = parts.next().unwrap_or("");
    let mut out = match base {
        "l" => "\\ell".to_string(),
        "inf" => "\\infty".to_string(),
        b => GREEK.iter().chain(FUNCTIONS.iter()).find(|(n, _)| *n == b).map_or_else(|| b.to_string(), |(_, t)| (*t).to_string()),
    };
    for sub in parts {
        let sub = match sub {
            "l" => "\\ell".to_string(),
            "inf" => "\\infty".to_string(),
            s => GREEK.iter().find(|(n, _)| *n == s).map_or_else(|| s.to_string(), |(_, t)| (*t).to_string()),
        };
        if sub.chars().count() == 1 || sub.starts_with('\\') {
            out.push_str(&format!("_{sub}"));
        } else {
            out.push_str(&format!("_{{{sub}}}"));
        }
    }
    out
}

/// The hypothesis `name` as one TeX formula between `$…$` (see the module documentation).
pub fn tex(name: &str) -> String {
    if name.contains('$') {
        return name.to_string();
    }
    let toks = tokens(name);
    let mut out = String::new();
    let mut run: Option<String> = None;
    let close = |out: &mut String, run: &mut Option<String>| {
        if let Some(r) = run.take() {
            out.push_str(&format!("\\text{{{r}}}"));
        }
    };
    // open parentheses, and the depths at which a `_(` group closes with `}`
    let mut depth = 0usize;
    let mut groups: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let next = toks.get(i + 1);
        match &toks[i] {
            Tok::Space => match run.as_mut() {
                Some(r) => r.push(' '),
                None => out.push(' '),
            },
            Tok::Word(w) if english(w, next) && !(w == "in" && run.is_none() && matches!(next, Some(Tok::Space)) && matches!(toks.get(i + 2), Some(Tok::Op(o)) if o == "(" || o == "[")) => {
                let r = run.get_or_insert_with(|| {
                    if out.ends_with(' ') {
                        out.pop();
                        " ".to_string()
                    } else {
                        String::new()
                    }
                });
                r.push_str(w);
            }
            Tok::Word(w) if w == "in" => {
                close(&mut out, &mut run);
                out.push_str("\\in");
            }
            Tok::Op(o) if o == "-" && matches!(next, Some(Tok::Word(w)) if english(w, toks.get(i + 2))) && !matches!(toks.get(i.wrapping_sub(1)), Some(Tok::Space)) => {
                close(&mut out, &mut run);
                let Some(Tok::Word(w)) = next else { unreachable!() };
                out.push_str(&format!("\\text{{-{w}}}"));
                i += 1;
            }
            tok => {
                // a text run keeps the space before the formula it ends at
                close(&mut out, &mut run);
                match tok {
                    Tok::Word(w) => {
                        if matches!(out.chars().last(), Some(c) if c.is_ascii_alphanumeric()) {
                            out.push(' ');
                        }
                        out.push_str(&symbol(w));
                    }
                    Tok::Number(n) if n == "1" && matches!(next, Some(Tok::Space)) && matches!(toks.get(i + 2), Some(Tok::Word(w)) if !english(w, toks.get(i + 3))) && !matches!(toks.get(i.wrapping_sub(2)), Some(Tok::Op(o)) if o == "/") => {
                        out.push_str("\\mathbf{1}");
                    }
                    Tok::Number(n) => out.push_str(n),
                    Tok::Op(o) => match o.as_str() {
                        "||" => out.push_str("\\|"),
                        "<=" => out.push_str("\\le"),
                        ">=" => out.push_str("\\ge"),
                        "_{" => out.push_str("_{"),
                        "^" => match (next, toks.get(i + 2)) {
                            (Some(Tok::Word(w)), _) if w == "T" => {
                                out.push_str("^\\top");
                                i += 1;
                            }
                            (Some(Tok::Op(m)), Some(Tok::Number(n))) if m == "-" => {
                                out.push_str(&format!("^{{-{n}}}"));
                                i += 2;
                            }
                            _ => out.push('^'),
                        },
                        "_" => match next {
                            Some(Tok::Word(w)) => {
                                out.push_str(&symbol(&format!("_{w}")));
                                i += 1;
                            }
                            // `X_(l+1)`: the parenthesised subscript is a group
                            Some(Tok::Op(o)) if o == "(" => {
                                out.push_str("_{");
                                groups.push(depth);
                                depth += 1;
                                i += 1;
                            }
                            _ => out.push('_'),
                        },
                        "(" => {
                            depth += 1;
                            out.push('(');
                        }
                        ")" => {
                            depth = depth.saturating_sub(1);
                            if groups.last() == Some(&depth) {
                                groups.pop();
                                out.push('}');
                            } else {
                                out.push(')');
                            }
                        }
                        // only subscripts open groups in names
                        "}" => out.push('}'),
                        "{" => out.push_str("\\{"),
                        "*" => out.push_str("\\cdot"),
                        other => out.push_str(other),
                    },
                    Tok::Space => unreachable!(),
                }
            }
        }
        i += 1;
    }
    close(&mut out, &mut run);
    format!("${}$", out.trim())
}
