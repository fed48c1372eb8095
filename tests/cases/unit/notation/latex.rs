use lemmacheck::notation::latex::{code, markdown, prose};

#[test]
fn prose_escapes_text_and_keeps_math() {
    assert_eq!(prose("50% of $\\|b\\|_\\infty \\le 1$ in `a_b/c`"), "50\\% of $\\|b\\|_\\infty \\le 1$ in \\texttt{a\\_\\allowbreak{}b/\\allowbreak{}c}");
    assert_eq!(prose("$ε_ℓ$ and ε"), "$\\varepsilon _\\ell $ and \\ensuremath{\\varepsilon}");
}

#[test]
fn a_hash_may_break() {
    let hash = "c9fecad11194546f8ad6bd109f12622d7c4d04cf16469d973f7c5e43df4f1a7e";
    let tex = code(hash);
    assert!(tex.matches("\\allowbreak{}").count() >= 5, "{tex}");
    assert_eq!(tex.replace("\\allowbreak{}", ""), format!("\\texttt{{{hash}}}"));
}

#[test]
fn the_review_s_markdown_becomes_latex() {
    let md = "# Doc\n\n## Title\n\nA **bold** and *it* [`p.json`](../p.json) $x$.\n\n* one\n  more\n* two\n\n1. first\n2. second\n";
    let tex = markdown(md);
    assert!(tex.contains("\\section*{Title}") && tex.contains("\\begin{center}\\Large\\bfseries Doc\\end{center}"), "{tex}");
    assert!(tex.contains("\\textbf{bold}") && tex.contains("\\emph{it}") && tex.contains("\\texttt{p.\\allowbreak{}json}") && tex.contains("$x$"), "{tex}");
    assert!(tex.contains("\\begin{itemize}\n\\item one\nmore\n\\item two\n\\end{itemize}"), "{tex}");
    assert!(tex.contains("\\begin{enumerate}\n\\item first\n\\item second\n\\end{enumerate}"), "{tex}");
}

#[test]
fn a_fenced_block_in_a_list_item_is_verbatim() {
    let md = "* item\n  ```coq\n  Definition x : Prop :=\n    1 <= 2.\n  ```\n  more\n";
    let tex = markdown(md);
    assert!(tex.contains("\\begin{itemize}\n\\item item\n\\begin{footnotesize}\\setlength{\\topsep}{0pt}\\setlength{\\partopsep}{0pt}\\begin{verbatim}\nDefinition x : Prop :=\n  1 <= 2.\n\\end{verbatim}\\end{footnotesize}\nmore\n\\end{itemize}"), "{tex}");
}
