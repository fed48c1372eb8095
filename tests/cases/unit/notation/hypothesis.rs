use lemmacheck::notation::hypothesis::tex;

#[test]
fn the_catalogue_s_hypothesis_names_are_typeset() {
    let cases = [
        ("||A - B||_inf <= eps", "$\\|A - B\\|_\\infty \\le \\varepsilon$"),
        ("eps > 0", "$\\varepsilon > 0$"),
        ("E = beta Res(X) W Res(X)^T is theta-balanced", "$E = \\beta \\mathrm{Res}(X) W \\mathrm{Res}(X)^\\top\\text{ is }\\theta\\text{-balanced}$"),
        ("y_A minimises ||A - 1 y^T||_inf", "$y_A\\text{ minimises }\\|A - \\mathbf{1} y^\\top\\|_\\infty$"),
        ("eps_l in (0, 1) for every layer l", "$\\varepsilon_\\ell \\in (0, 1)\\text{ for every layer }\\ell$"),
        ("phi_0 <= 0.5 eta/(1 + H eta)^L", "$\\phi_0 \\le 0.5 \\eta/(1 + H \\eta)^L$"),
        ("||W_QK||_1 ||W_V||_{1,inf} <= beta in every head and layer", "$\\|W_{QK}\\|_1 \\|W_V\\|_{1,\\infty} \\le \\beta\\text{ in every head and layer}$"),
        ("a b <= 1 + 2^-51", "$a b \\le 1 + 2^{-51}$"),
        ("sum_i softmax(r)_i = 1", "$\\sum_i \\mathrm{softmax}(r)_i = 1$"),
        ("K_i ||Res(X)||_inf <= eps (every head i)", "$K_i \\|\\mathrm{Res}(X)\\|_\\infty \\le \\varepsilon (\\text{every head }i)$"),
        ("D is diagonal", "$D\\text{ is diagonal}$"),
        ("eta <= 1/(phi_0 H L)", "$\\eta \\le 1/(\\phi_0 H L)$"),
        ("layer i maps X_(i-1) to X_i, i = 1", "$\\text{layer }i\\text{ maps }X_{i-1}\\text{ to }X_i, i = 1$"),
        ("read-out head, i = 1", "$\\text{read}\\text{-out}\\text{ head}, i = 1$"),
    ];
    for (name, want) in cases {
        assert_eq!(tex(name), want, "{name}");
    }
    assert_eq!(tex("$x > 0$"), "$x > 0$");
}
