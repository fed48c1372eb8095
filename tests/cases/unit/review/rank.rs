use lemmacheck::claim::Paper;
use lemmacheck::review::graph::{Edge, Graph, Node, Status};
use lemmacheck::review::rank::issues;

fn node(key: &str, status: Status) -> Node {
    Node { key: key.into(), label: key.into(), status, rests_on_refuted: false, claims: Vec::new() }
}

#[test]
fn issues_are_ranked_by_what_rests_on_them_then_by_distance() {
    // T -> A -> F, T -> B -> F, T -> C; D -> F (D outside T's proof); E alone
    let nodes = vec![
        node("T", Status::NotChecked),
        node("A", Status::RefutedAsPrinted),
        node("B", Status::NotRefuted),
        node("C", Status::RefutedAsPrinted),
        node("F", Status::RefutedAsPrinted),
        node("D", Status::NotRefuted),
        node("E", Status::NotPrinted(true)),
        node("G", Status::RefutedTypo),
    ];
    let e = |from, to| Edge { from, to, uses: false };
    let g = Graph { paper: Paper::LargeWeights, nodes, edges: vec![e(0, 1), e(0, 2), e(0, 3), e(1, 4), e(2, 4), e(5, 4), e(0, 7)] };
    let (major, minor) = issues(&g, Some(0));
    let order: Vec<&str> = major.iter().map(|i| g.nodes[i.node].key.as_str()).collect();
    // F: T, A, B rest on it (D is outside the proof); A and C: only T, A nearer... both at distance 1, A first in order
    assert_eq!(order, ["F", "A", "C"]);
    assert_eq!(major[0].rests, vec![0, 1, 2]);
    assert_eq!(major[0].path.len(), 3);
    assert_eq!(minor.iter().map(|i| g.nodes[i.node].key.as_str()).collect::<Vec<_>>(), ["E"]);
    let (none, all) = issues(&g, None);
    assert!(none.is_empty() && all.len() == 4);
}
