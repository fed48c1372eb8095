use lemmacheck::prove::domain::Cube;
use lemmacheck::prove::tree::Tree;

#[test]
fn codes_parse_only_when_complete() {
    let t = Tree::parse("0C1CH").unwrap();
    assert_eq!((t.boxes, t.closed, t.outside, t.depth), (5, 2, 1, 2));
    assert!(Tree::parse("0C").is_err());
    assert!(Tree::parse("CC").is_err());
    assert!(Tree::parse("0CX").is_err());
}

#[test]
fn leaves_partition_the_root() {
    let t = Tree::parse("0C1CC").unwrap();
    let leaves = t.leaves(&vec![(0.0, 1.0), (0.0, 2.0)]).unwrap();
    let cubes: Vec<Cube> = leaves.into_iter().map(|(c, _)| c).collect();
    assert_eq!(cubes, vec![vec![(0.0, 0.5), (0.0, 2.0)], vec![(0.5, 1.0), (0.0, 1.0)], vec![(0.5, 1.0), (1.0, 2.0)]]);
}
