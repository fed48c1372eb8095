//! The tests of `src/notation/mod.rs`; its submodules' are in the files declared here.

mod hypothesis;
mod latex;
mod unicode;

use lemmacheck::notation::{ascii_formulas, markdown_cell, spans, unbalanced, Span};

#[test]
fn prose_splits_into_text_math_and_code() {
    let s = spans("a $x \\le 1$ and `p$q` then $$y$$ end");
    assert_eq!(s, vec![Span::Text("a "), Span::Math("x \\le 1"), Span::Text(" and "), Span::Code("p$q"), Span::Text(" then "), Span::Display("y"), Span::Text(" end")]);
    assert_eq!(spans("cost \\$5 and $a$"), vec![Span::Text("cost \\$5 and "), Span::Math("a")]);
}

#[test]
fn ascii_formulas_are_found_outside_math_and_code_only() {
    assert_eq!(ascii_formulas("the bound ||b||_inf <= eps").len(), 4);
    assert!(ascii_formulas("the bound $\\|b\\|_\\infty \\le \\varepsilon$ and `a <= b`").is_empty());
    assert!(ascii_formulas("x >= 0")[0].contains("`>=`"));
}

#[test]
fn unbalanced_delimiters_are_reported() {
    assert!(unbalanced("a $x$ b").is_none());
    assert!(unbalanced("a $x b").is_some());
    assert!(unbalanced("a `x b").is_some());
}

#[test]
fn a_table_cell_keeps_its_math_free_of_bars() {
    assert_eq!(markdown_cell("when $|a_i| \\le 4$ | $\\|b\\|_\\infty$"), "when $\\vert a_i\\vert  \\le 4$ \\| $\\Vert b\\Vert _\\infty$");
}
