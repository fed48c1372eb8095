use lemmacheck::math::paths::{all_paths, binomial, path_length};

#[test]
fn path_counts_by_length() {
    let paths = all_paths(3, 2, true);
    assert_eq!(paths.len(), 27);
    for l in 0..=3 {
        let count = paths.iter().filter(|p| path_length(p) == l).count();
        assert_eq!(count, binomial(3, l) * 2usize.pow(l as u32));
    }
    assert_eq!(all_paths(3, 2, false).len(), 8);
    assert_eq!(all_paths(0, 2, true), vec![Vec::<Option<usize>>::new()]);
}
