//! Prose for the terminal: TeX math rendered in Unicode (`$\|b\|_\infty \le \varepsilon$`
//! → `‖b‖_∞ ≤ ε`), for the macros the catalogue uses; text and code are left as they are.
//!
//! The rendering is meant to be read, not parsed back: superscripts and subscripts use
//! Unicode's small letters where every character has one (`x²`, `φ₀`, `Xᵀ`) and `^(…)`,
//! `_…` otherwise; `\frac{a}{b}` is `a/b`; `\sqrt{x}` is `√x`. A macro it does not know is
//! left as written and reported by [`unknown_macros`], which the catalogue's tests run
//! over every prose string.

use super::{spans, Span};

/// `text` with its math rendered in Unicode (see the module documentation).
pub fn render(text: &str) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Text(t) => out.push_str(&t.replace("\\$", "$")),
            Span::Code(c) => out.push_str(c),
            Span::Math(m) | Span::Display(m) => out.push_str(&math(m)),
        }
    }
    out
}

/// The control words in the math of `text` that [`render`] does not know.
pub fn unknown_macros(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for span in spans(text) {
        let (Span::Math(m) | Span::Display(m)) = span else { continue };
        for tok in tokens(m) {
            if let Tok::Word(w) = tok {
                if word(w).is_none() && !ARGUMENT_MACROS.contains(&w) && !out.iter().any(|x| x == w) {
                    out.push(w.to_string());
                }
            }
        }
    }
    out
}

/// One token of TeX math.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    /// `\name`.
    Word(&'a str),
    /// `\` and one non-letter (`\|`, `\{`, `\,`).
    Symbol(char),
    /// `{`.
    Open,
    /// `}`.
    Close,
    /// Any other character.
    Char(char),
}

fn tokens(m: &str) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut it = m.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        match c {
            '\\' => match it.peek() {
                Some(&(j, n)) if n.is_ascii_alphabetic() => {
                    let mut end = j;
                    while let Some(&(k, n)) = it.peek() {
                        if n.is_ascii_alphabetic() {
                            end = k + n.len_utf8();
                            it.next();
                        } else {
                            break;
                        }
                    }
                    out.push(Tok::Word(&m[i + 1..end]));
                }
                Some(&(_, n)) => {
                    it.next();
                    out.push(Tok::Symbol(n));
                }
                None => out.push(Tok::Char('\\')),
            },
            '{' => out.push(Tok::Open),
            '}' => out.push(Tok::Close),
            c => out.push(Tok::Char(c)),
        }
    }
    out
}

/// Macros that take arguments (handled in [`Renderer::word`]).
const ARGUMENT_MACROS: [&str; 14] =
    ["frac", "sqrt", "mathrm", "operatorname", "mathsf", "mathit", "text", "mathbf", "mathbb", "tilde", "widetilde", "hat", "bar", "mathcal"];

/// The Unicode of a control word without arguments.
fn word(w: &str) -> Option<&'static str> {
    Some(match w {
        "alpha" => "α",
        "beta" => "β",
        "gamma" => "γ",
        "delta" => "δ",
        "epsilon" | "varepsilon" => "ε",
        "zeta" => "ζ",
        "eta" => "η",
        "theta" => "θ",
        "kappa" => "κ",
        "lambda" => "λ",
        "mu" => "μ",
        "nu" => "ν",
        "xi" => "ξ",
        "pi" => "π",
        "rho" => "ρ",
        "sigma" => "σ",
        "tau" => "τ",
        "phi" | "varphi" => "φ",
        "chi" => "χ",
        "psi" => "ψ",
        "omega" => "ω",
        "Gamma" => "Γ",
        "Delta" => "Δ",
        "Theta" => "Θ",
        "Lambda" => "Λ",
        "Sigma" => "Σ",
        "Phi" => "Φ",
        "Omega" => "Ω",
        "ell" => "ℓ",
        "infty" => "∞",
        "le" | "leq" => "≤",
        "ge" | "geq" => "≥",
        "lt" => "<",
        "gt" => ">",
        "ne" | "neq" => "≠",
        "approx" => "≈",
        "sim" => "∼",
        "ll" => "≪",
        "gg" => "≫",
        "in" => "∈",
        "notin" => "∉",
        "subseteq" => "⊆",
        "cup" => "∪",
        "cap" => "∩",
        "setminus" => "∖",
        "to" | "rightarrow" => "→",
        "mapsto" => "↦",
        "Rightarrow" | "implies" => "⇒",
        "cdot" => "·",
        "times" => "×",
        "pm" => "±",
        "circ" => "∘",
        "top" => "ᵀ",
        "sum" => "Σ",
        "prod" => "Π",
        "max" => "max",
        "min" => "min",
        "sup" => "sup",
        "inf" => "inf",
        "exp" => "exp",
        "ln" => "ln",
        "log" => "log",
        "tanh" => "tanh",
        "rank" => "rank",
        "ldots" | "dots" => "…",
        "cdots" => "⋯",
        "vert" | "lvert" | "rvert" | "mid" => "|",
        "Vert" | "lVert" | "rVert" => "‖",
        "langle" => "⟨",
        "rangle" => "⟩",
        "lceil" => "⌈",
        "rceil" => "⌉",
        "lfloor" => "⌊",
        "rfloor" => "⌋",
        "quad" | "qquad" => " ",
        "left" | "right" | "big" | "Big" | "bigl" | "bigr" | "Bigl" | "Bigr" | "displaystyle" | "limits" => "",
        _ => return None,
    })
}

fn superscript(c: char) -> Option<char> {
    Some(match c {
        '0' => '⁰',
        '1' => '¹',
        '2' => '²',
        '3' => '³',
        '4' => '⁴',
        '5' => '⁵',
        '6' => '⁶',
        '7' => '⁷',
        '8' => '⁸',
        '9' => '⁹',
        '+' => '⁺',
        '-' | '−' => '⁻',
        '=' => '⁼',
        '(' => '⁽',
        ')' => '⁾',
        'n' => 'ⁿ',
        'i' => 'ⁱ',
        'T' | 'ᵀ' => 'ᵀ',
        'd' => 'ᵈ',
        'k' => 'ᵏ',
        'l' | 'ℓ' => 'ˡ',
        'L' => 'ᴸ',
        'H' => 'ᴴ',
        'x' => 'ˣ',
        _ => return None,
    })
}

/// A subscript character: digits, signs and the index letters i, j, n only (other letters
/// have no Unicode subscript or a poorly supported one, and `W_q` beside `Wₖ` would read as
/// two notations).
fn subscript(c: char) -> Option<char> {
    Some(match c {
        '0'..='9' => char::from_u32(0x2080 + (c as u32 - '0' as u32)).expect("a subscript digit"),
        '+' => '₊',
        '-' | '−' => '₋',
        '=' => '₌',
        '(' => '₍',
        ')' => '₎',
        'i' => 'ᵢ',
        'j' => 'ⱼ',
        'n' => 'ₙ',
        _ => return None,
    })
}

/// Renders one math span.
pub fn math(m: &str) -> String {
    let toks = tokens(m);
    let mut r = Renderer { toks: &toks, at: 0 };
    r.sequence(false)
}

struct Renderer<'t, 'a> {
    toks: &'t [Tok<'a>],
    at: usize,
}

impl Renderer<'_, '_> {
    /// Renders until the end, or until the `}` closing the current group.
    fn sequence(&mut self, in_group: bool) -> String {
        let mut out = String::new();
        while self.at < self.toks.len() {
            let t = self.toks[self.at];
            if t == Tok::Close && in_group {
                self.at += 1;
                return out;
            }
            self.at += 1;
            match t {
                Tok::Open => out.push_str(&self.sequence(true)),
                Tok::Close => {}
                Tok::Char('^') => {
                    let arg = self.argument();
                    out.push_str(&script(&arg, superscript, "^"));
                }
                Tok::Char('_') => {
                    let arg = self.argument();
                    out.push_str(&script(&arg, subscript, "_"));
                }
                Tok::Char('-') => out.push('−'),
                Tok::Char('\'') => out.push('′'),
                Tok::Char(c) => out.push(c),
                Tok::Symbol('|') => out.push('‖'),
                Tok::Symbol(',') | Tok::Symbol(';') | Tok::Symbol(':') | Tok::Symbol(' ') => out.push(' '),
                Tok::Symbol('!') => {}
                Tok::Symbol(c) => out.push(c),
                Tok::Word(w) => {
                    // `1\times 1`: TeX drops the space after a control word; keep the
                    // source's spacing where the word is set off on both sides
                    let tight = self.at >= 2 && self.toks[self.at - 2] != Tok::Char(' ');
                    out.push_str(&self.word(w));
                    if tight && self.toks.get(self.at) == Some(&Tok::Char(' ')) {
                        self.at += 1;
                    }
                }
            }
        }
        out
    }

    /// The next argument: a group, a control word (with its own arguments) or one character.
    fn argument(&mut self) -> String {
        while self.at < self.toks.len() && self.toks[self.at] == Tok::Char(' ') {
            self.at += 1;
        }
        let Some(&t) = self.toks.get(self.at) else { return String::new() };
        self.at += 1;
        match t {
            Tok::Open => self.sequence(true),
            Tok::Word(w) => self.word(w),
            Tok::Symbol('|') => "‖".into(),
            Tok::Symbol(c) => c.to_string(),
            Tok::Char('-') => "−".into(),
            Tok::Char(c) => c.to_string(),
            Tok::Close => String::new(),
        }
    }

    fn word(&mut self, w: &str) -> String {
        match w {
            "frac" => {
                let (a, b) = (self.argument(), self.argument());
                format!("{}/{}", wrap(&a), wrap(&b))
            }
            "sqrt" => format!("√{}", wrap(&self.argument())),
            "mathrm" | "operatorname" | "mathsf" | "mathit" | "text" | "mathcal" => self.argument(),
            "mathbf" => {
                let a = self.argument();
                if a == "1" {
                    "𝟙".into()
                } else {
                    a
                }
            }
            "mathbb" => {
                let a = self.argument();
                match a.as_str() {
                    "R" => "ℝ".into(),
                    "N" => "ℕ".into(),
                    "Z" => "ℤ".into(),
                    "E" => "𝔼".into(),
                    _ => a,
                }
            }
            "tilde" | "widetilde" => accent(&self.argument(), '\u{303}'),
            "hat" => accent(&self.argument(), '\u{302}'),
            "bar" => accent(&self.argument(), '\u{304}'),
            other => word(other).map_or_else(|| format!("\\{other}"), str::to_string),
        }
    }
}

/// `s` parenthesised unless it is one symbol or a name.
fn wrap(s: &str) -> String {
    let simple = s.chars().count() <= 1 || s.chars().all(|c| c.is_alphanumeric() || c == '.');
    if simple {
        s.to_string()
    } else {
        format!("({s})")
    }
}

fn script(arg: &str, small: fn(char) -> Option<char>, mark: &str) -> String {
    if arg == "ᵀ" {
        return "ᵀ".into();
    }
    let mapped: Option<String> = arg.chars().map(small).collect();
    match mapped {
        Some(s) if !s.is_empty() => s,
        _ if arg.chars().count() == 1 || arg.chars().all(|c| c.is_alphanumeric()) => format!("{mark}{arg}"),
        _ => format!("{mark}({arg})"),
    }
}

fn accent(arg: &str, mark: char) -> String {
    let mut s = arg.to_string();
    if s.chars().count() == 1 {
        s.push(mark);
    }
    s
}
