use lemmacheck::notation::unicode::{render, unknown_macros};

#[test]
fn the_catalogue_s_notation_reads_in_unicode() {
    assert_eq!(render("the bound $\\|b\\|_\\infty \\le \\varepsilon$ holds"), "the bound ‖b‖_∞ ≤ ε holds");
    assert_eq!(render("$|a_i - a_n| \\le 4$"), "|aᵢ − aₙ| ≤ 4");
    assert_eq!(render("$\\|\\mathrm{softm}(r)^\\top R W_v\\|_\\infty$"), "‖softm(r)ᵀ R W_v‖_∞");
    assert_eq!(render("$\\phi_0 \\le 0.5\\eta/(1 + H\\eta)^L$"), "φ₀ ≤ 0.5η/(1 + Hη)ᴸ");
    assert_eq!(render("$R^{1\\times 1}$ and $2^{-10}$"), "R^(1×1) and 2⁻¹⁰");
    assert_eq!(render("$\\frac{d}{2}(e^\\theta - 1)$, $\\sqrt{d}$, $\\mathbf{1} y^\\top$"), "d/2(e^θ − 1), √d, 𝟙 yᵀ");
    assert_eq!(render("$n \\in \\{2, 3\\}$"), "n ∈ {2, 3}");
    assert_eq!(render("`a $b$` $\\tilde{W}_h$"), "a $b$ W̃_h");
    assert_eq!(render("$\\varepsilon_\\ell \\in (0, 1)$"), "ε_ℓ ∈ (0, 1)");
}

#[test]
fn unknown_macros_are_reported() {
    assert_eq!(unknown_macros("$\\le \\frac{a}{b} \\foo$ and `\\bar` \\baz"), vec!["foo"]);
}
