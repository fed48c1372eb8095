//! Prose and Markdown in LaTeX that pdflatex compiles without a Unicode-aware engine.
//!
//! * [`text`]: plain text, LaTeX's special characters escaped and characters outside
//!   ASCII written as macros ([`push_unicode`]);
//! * [`prose`]: the notation of [`super`]: text escaped, `$…$` kept as math, code in
//!   breakable typewriter ([`code`]);
//! * [`markdown`]: the small Markdown the review is written in (headings, paragraphs,
//!   lists, bold, italics, code, links, display math) as LaTeX body text.

use super::{spans, Span};

/// Escapes LaTeX's special characters in plain text.
pub fn text(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        push_text_char(&mut out, c);
    }
    out
}

fn push_text_char(out: &mut String, c: char) {
    match c {
        '\\' => out.push_str("\\textbackslash{}"),
        '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
            out.push('\\');
            out.push(c);
        }
        '~' => out.push_str("\\textasciitilde{}"),
        '^' => out.push_str("\\textasciicircum{}"),
        '<' => out.push_str("\\textless{}"),
        '>' => out.push_str("\\textgreater{}"),
        '|' => out.push_str("\\textbar{}"),
        // a straight double quote opens after a space or a bracket, else closes
        '"' => {
            let opens = out.chars().last().is_none_or(|p| p.is_whitespace() || "([{".contains(p));
            out.push_str(if opens { "``" } else { "''" });
        }
        _ => push_unicode(out, c),
    }
}

/// The LaTeX of a character outside ASCII, written so that it reads the same in text and
/// in math mode (`\ensuremath`): the file must compile without a Unicode-aware engine.
/// A character it does not know is left as it is (the review's ASCII test names it).
pub fn push_unicode(out: &mut String, c: char) {
    let math = |name: &str| format!("\\ensuremath{{{name}}}");
    let text = match c {
        c if c.is_ascii() => c.to_string(),
        '\u{2014}' => "---".to_string(),
        '\u{2013}' => "--".to_string(),
        '\u{2019}' | '\u{2018}' => "'".to_string(),
        '\u{201c}' => "``".to_string(),
        '\u{201d}' => "''".to_string(),
        // `\textbullet` and `\S` in text mode take their glyphs from the TS1 companion
        // font, which without cm-super is a bitmap (and fails microtype's font expansion);
        // in math they are Computer Modern's symbol font
        '\u{2022}' => math("\\bullet"),
        '\u{a7}' => math("\\S"),
        '\u{a0}' => "~".to_string(),
        '\u{2026}' => "\\ldots{}".to_string(),
        '\u{2192}' => math("\\to"),
        '\u{2032}' => math("{}'"),
        '\u{2016}' => math("\\|"),
        '\u{221e}' => math("\\infty"),
        '\u{2212}' => math("-"),
        '\u{b7}' | '\u{22c5}' => math("\\cdot"),
        '\u{2264}' => math("\\le"),
        '\u{2265}' => math("\\ge"),
        '\u{2260}' => math("\\ne"),
        '\u{2248}' => math("\\approx"),
        '\u{226b}' => math("\\gg"),
        '\u{2208}' => math("\\in"),
        '\u{d7}' => math("\\times"),
        '\u{b1}' => math("\\pm"),
        '\u{221a}' => math("\\surd"),
        '\u{2113}' => math("\\ell"),
        '\u{211d}' => math("\\mathbb{R}"),
        '\u{1d7d9}' => math("\\mathbf{1}"),
        '\u{2211}' => math("\\sum"),
        '\u{1d40}' => math("^{\\top}"),
        '\u{207b}' => math("^{-}"),
        '\u{2070}'..='\u{2079}' | '\u{b2}' | '\u{b3}' | '\u{b9}' => {
            let digit = match c {
                '\u{b2}' => 2,
                '\u{b3}' => 3,
                '\u{b9}' => 1,
                c => c as u32 - 0x2070,
            };
            math(&format!("^{{{digit}}}"))
        }
        '\u{2080}'..='\u{2089}' => math(&format!("_{{{}}}", c as u32 - 0x2080)),
        // a combining tilde over the letter just written
        '\u{303}' => match out.pop() {
            Some(base) if base.is_ascii_alphabetic() => math(&format!("\\tilde{{{base}}}")),
            Some(base) => {
                out.push(base);
                "\\~{}".to_string()
            }
            None => "\\~{}".to_string(),
        },
        c => match greek(c) {
            Some(name) => math(&format!("\\{name}")),
            None => c.to_string(),
        },
    };
    out.push_str(&text);
}

/// The LaTeX name of a Greek letter.
fn greek(c: char) -> Option<&'static str> {
    const LOWER: [&str; 25] = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "o", "pi", "rho",
        "varsigma", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
    ];
    const UPPER: [(char, &str); 10] = [
        ('\u{393}', "Gamma"),
        ('\u{394}', "Delta"),
        ('\u{398}', "Theta"),
        ('\u{39b}', "Lambda"),
        ('\u{39e}', "Xi"),
        ('\u{3a0}', "Pi"),
        ('\u{3a3}', "Sigma"),
        ('\u{3a6}', "Phi"),
        ('\u{3a8}', "Psi"),
        ('\u{3a9}', "Omega"),
    ];
    match c {
        '\u{3b5}' => Some("varepsilon"),
        '\u{3b1}'..='\u{3c9}' => Some(LOWER[(c as u32 - 0x3b1) as usize]).filter(|n| *n != "o"),
        _ => UPPER.iter().find(|(u, _)| *u == c).map(|(_, n)| *n),
    }
}

/// Math as written, with any character outside ASCII as its macro.
pub fn math_body(m: &str) -> String {
    let mut out = String::new();
    for c in m.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut one = String::new();
            push_unicode(&mut one, c);
            // inside math the \ensuremath wrapper is not needed
            let bare = one.strip_prefix("\\ensuremath{").and_then(|s| s.strip_suffix('}')).map(str::to_string).unwrap_or(one);
            out.push_str(&bare);
            if bare.starts_with('\\') && bare[1..].chars().all(|c| c.is_ascii_alphabetic()) {
                out.push(' ');
            }
        }
    }
    out
}

/// Code, a path or a hash in typewriter type that may break: after `/`, `.`, `-` and `_`,
/// and every eight characters of a long run of letters and digits (a hash).
pub fn code(code: &str) -> String {
    let mut out = String::from("\\texttt{");
    let mut run = 0usize;
    for c in code.chars() {
        if c.is_ascii_alphanumeric() {
            if run >= 16 && run % 8 == 0 {
                out.push_str("\\allowbreak{}");
            }
            run += 1;
        } else {
            run = 0;
        }
        push_text_char(&mut out, c);
        if matches!(c, '/' | '.' | '-' | '_' | ',') {
            out.push_str("\\allowbreak{}");
        }
    }
    out.push('}');
    out
}

/// Prose in the notation of [`super`]: text escaped, math kept, code in [`code`].
pub fn prose(prose: &str) -> String {
    let mut out = String::new();
    for span in spans(prose) {
        match span {
            Span::Text(t) => out.push_str(&text(&t.replace("\\$", "$"))),
            Span::Code(c) => out.push_str(&code(c)),
            Span::Math(m) => {
                out.push('$');
                out.push_str(&math_body(m));
                out.push('$');
            }
            Span::Display(m) => {
                out.push_str("\\[");
                out.push_str(&math_body(m));
                out.push_str("\\]");
            }
        }
    }
    out
}

/// One line of Markdown text (outside code and math: `**bold**`, `*italics*`,
/// `[text](target)` shown as its text) in LaTeX.
pub fn inline(md: &str) -> String {
    let md = links(md);
    let mut out = String::new();
    for span in spans(&md) {
        match span {
            Span::Text(t) => out.push_str(&emphasis(t)),
            Span::Code(c) => out.push_str(&code(c)),
            Span::Math(m) => {
                out.push('$');
                out.push_str(&math_body(m));
                out.push('$');
            }
            Span::Display(m) => {
                out.push_str("\\[");
                out.push_str(&math_body(m));
                out.push_str("\\]");
            }
        }
    }
    out
}

/// Text with `**bold**` and `*italics*` (no nesting across spans); the rest escaped.
fn emphasis(t: &str) -> String {
    let mut out = String::new();
    for (k, piece) in t.split("**").enumerate() {
        let inner: String = piece
            .split('*')
            .enumerate()
            .map(|(j, p)| if j % 2 == 1 { format!("\\emph{{{}}}", text(p)) } else { text(p) })
            .collect();
        if k % 2 == 1 {
            out.push_str(&format!("\\textbf{{{inner}}}"));
        } else {
            out.push_str(&inner);
        }
    }
    out
}

/// `[text](target)` replaced by `text` (the review's links name what they point to); a
/// link's text holds no math.
fn links(t: &str) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(close) = rest.find("](") {
        let open = rest[..close].rfind('[');
        let end = rest[close + 2..].find(')').map(|k| close + 2 + k);
        match (open, end) {
            (Some(open), Some(end)) if !rest[open..close].contains('$') => {
                out.push_str(&rest[..open]);
                out.push_str(&rest[open + 1..close]);
                rest = &rest[end + 1..];
            }
            _ => {
                out.push_str(&rest[..close + 2]);
                rest = &rest[close + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The widest line of a code block in the review, in characters: its page is 472 pt wide
/// (A4, 2.2 cm margins), a footnote-sized typewriter character 4.2 pt, and a list item is
/// indented about 25 pt.
pub const REVIEW_CODE_COLUMNS: usize = 100;

/// Code with every line longer than `columns` broken at spaces, each continuation indented
/// four spaces more than its line (Coq and most languages read it the same: white space
/// separates tokens wherever it is). A line with no space to break at stays as it is.
pub fn wrap_code(text: &str, columns: usize) -> String {
    let mut out = Vec::new();
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let mut current = line.to_string();
        while current.chars().count() > columns {
            let limit: usize = current.char_indices().nth(columns).map_or(current.len(), |(i, _)| i);
            let lead = current.len() - current.trim_start().len();
            match current[..limit].rfind(' ').filter(|&at| at > lead) {
                Some(at) => {
                    out.push(current[..at].trim_end().to_string());
                    current = format!("{}{}", " ".repeat(indent + 4), current[at..].trim_start());
                }
                None => break,
            }
        }
        out.push(current);
    }
    out.join("\n")
}

/// A Markdown document in the review's subset, as LaTeX body text: `#`–`####` headings
/// (unnumbered sections), paragraphs, `* ` and `1. ` lists (one level; continuation lines
/// indented), `$$…$$` displays, images as a line naming the file, and fenced code blocks
/// (```` ``` ```` lines, indented as the list item they belong to) as `verbatim` in a
/// footnote-sized font, their lines as they are but broken at [`REVIEW_CODE_COLUMNS`]
/// ([`wrap_code`]; the code must be ASCII).
pub fn markdown(md: &str) -> String {
    #[derive(PartialEq)]
    enum List {
        None,
        Bullets,
        Numbers,
    }
    let mut out = String::new();
    let mut list = List::None;
    let close = |out: &mut String, list: &mut List| {
        match list {
            List::Bullets => out.push_str("\\end{itemize}\n"),
            List::Numbers => out.push_str("\\end{enumerate}\n"),
            List::None => {}
        }
        *list = List::None;
    };
    // the indentation of the open code fence, while inside one
    let mut fence: Option<usize> = None;
    for line in md.lines() {
        if let Some(indent) = fence {
            if line.trim_start().starts_with("```") {
                out.push_str("\\end{verbatim}\\end{footnotesize}\n");
                fence = None;
            } else {
                let cut = line.len() - line.trim_start().len();
                out.push_str(&wrap_code(&line[cut.min(indent)..], REVIEW_CODE_COLUMNS));
                out.push('\n');
            }
            continue;
        }
        if line.trim_start().starts_with("```") {
            fence = Some(line.len() - line.trim_start().len());
            // no space above and below beyond the paragraph skip: the review stays within its pages
            out.push_str("\\begin{footnotesize}\\setlength{\\topsep}{0pt}\\setlength{\\partopsep}{0pt}\\begin{verbatim}\n");
            continue;
        }
        let numbered = line.split_once(". ").filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())).map(|(_, r)| r);
        if let Some(item) = line.strip_prefix("* ") {
            if list != List::Bullets {
                close(&mut out, &mut list);
                out.push_str("\\begin{itemize}\n");
                list = List::Bullets;
            }
            out.push_str(&format!("\\item {}\n", inline(item)));
        } else if let Some(item) = numbered {
            if list != List::Numbers {
                close(&mut out, &mut list);
                out.push_str("\\begin{enumerate}\n");
                list = List::Numbers;
            }
            out.push_str(&format!("\\item {}\n", inline(item)));
        } else if list != List::None && line.starts_with("  ") {
            out.push_str(&inline(line.trim_start()));
            out.push('\n');
        } else {
            close(&mut out, &mut list);
            let (level, title) = match line.split_once(' ') {
                Some((hashes, title)) if !hashes.is_empty() && hashes.chars().all(|c| c == '#') => (hashes.len(), title),
                _ => (0, line),
            };
            match level {
                1 => out.push_str(&format!("\\begin{{center}}\\Large\\bfseries {}\\end{{center}}\n", inline(title))),
                2 => out.push_str(&format!("\\section*{{{}}}\n", inline(title))),
                3 => out.push_str(&format!("\\subsection*{{{}}}\n", inline(title))),
                4.. => out.push_str(&format!("\\subsubsection*{{{}}}\n", inline(title))),
                _ => {
                    if let Some(rest) = line.strip_prefix("![") {
                        let target = rest.split_once("](").map_or("", |(_, t)| t.trim_end_matches(')'));
                        out.push_str(&format!("\\noindent The graph: {}.\n", code(target)));
                    } else {
                        out.push_str(&inline(line));
                        out.push('\n');
                    }
                }
            }
        }
    }
    close(&mut out, &mut list);
    out
}
