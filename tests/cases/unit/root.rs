use lemmacheck::root::{is_inside, resolve_path};

#[test]
fn paths_resolve_whether_or_not_they_exist() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().canonicalize().unwrap();
    std::fs::create_dir(real.join("a")).unwrap();
    assert_eq!(resolve_path(&real.join("a/../a/./b/c/..")).unwrap(), real.join("a/b"));
    assert_eq!(resolve_path(&real.join("x/y/../../a")).unwrap(), real.join("a"));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(real.join("a"), real.join("link")).unwrap();
        assert_eq!(resolve_path(&real.join("link/new")).unwrap(), real.join("a/new"));
        assert!(is_inside(&real.join("a"), &real.join("link")).unwrap());
    }
    assert!(is_inside(&real, &real.join("a/not-yet/../..")).unwrap());
    assert!(!is_inside(&real.join("a"), &real.join("a/..")).unwrap());
}
