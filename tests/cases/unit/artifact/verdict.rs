use lemmacheck::artifact::verdict::{scope, ProvedDomain};

fn d(dims: &[(&str, usize)], restricts: &str) -> ProvedDomain {
    ProvedDomain { label: String::new(), dims: dims.iter().map(|(k, v)| (k.to_string(), *v)).collect(), restricts: restricts.into() }
}

#[test]
fn a_scope_names_every_dimension_and_the_restriction() {
    let r = "$|a_i - a_n| \\le 4$";
    assert_eq!(scope(&[d(&[("n", 2)], r), d(&[("n", 3)], r)]), "for $n \\in \\{2, 3\\}$ when $|a_i - a_n| \\le 4$");
    assert_eq!(scope(&[d(&[("n", 2), ("d", 1)], r), d(&[("n", 3), ("d", 1)], r)]), "for $n \\in \\{2, 3\\}$, $d = 1$ when $|a_i - a_n| \\le 4$");
    assert_eq!(
        scope(&[d(&[("m", 1), ("k", 1), ("p", 1)], ""), d(&[("m", 1), ("k", 2), ("p", 1)], ""), d(&[("m", 2), ("k", 2), ("p", 1)], "")]),
        "for every input at $(m, k) \\in \\{(1, 1), (1, 2), (2, 2)\\}$, $p = 1$"
    );
    assert_eq!(scope(&[d(&[("n", 2), ("d_qk", 1)], "")]), "for every input at $n = 2$, $d_{qk} = 1$");
    assert_eq!(scope(&[d(&[("n", 2)], r), d(&[("n", 2)], "x")]), "for $n = 2$ when $|a_i - a_n| \\le 4$; and for $n = 2$ when x");
}
