use std::fs;
use std::io::{self, Write};
use std::path::Path;

use lemmacheck::files::{partial_path, read_limited, replace, replace_all, replace_with, PARTIAL_SUFFIX};

fn leftovers(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(PARTIAL_SUFFIX))
        .collect()
}

#[test]
fn replace_creates_the_folder_and_replaces_the_contents() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a/b/file.json");
    replace(&path, b"first").unwrap();
    replace(&path, b"second, longer").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"second, longer");
    assert!(leftovers(path.parent().unwrap()).is_empty());
}

#[test]
fn a_write_that_fails_half_way_leaves_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("README.md");
    fs::write(&path, "the old contents, whole\n").unwrap();
    let err = replace_with(&path, |f| {
        f.write_all(b"the new contents, cut")?;
        Err(io::Error::new(io::ErrorKind::StorageFull, "no space left (injected)"))
    })
    .unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::StorageFull);
    assert_eq!(fs::read_to_string(&path).unwrap(), "the old contents, whole\n");
    assert!(leftovers(dir.path()).is_empty(), "the partial file is removed");
}

#[test]
fn many_files_are_replaced_together_and_one_error_spoils_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("one/a.json"), dir.path().join("two/b.json"));
    fs::create_dir_all(a.parent().unwrap()).unwrap();
    fs::write(&a, "the old a").unwrap();
    // a folder that is a file: its entry cannot be written
    fs::write(dir.path().join("blocked"), "a file").unwrap();
    let blocked = dir.path().join("blocked/c.json");
    // more than one batch of open files
    let many: Vec<_> = (0..150).map(|k| (dir.path().join(format!("many/{k}.json")), format!("file {k}"))).collect();
    let mut files: Vec<(&Path, &[u8])> = vec![(&a, b"the new a"), (&blocked, b"never"), (&b, b"b")];
    files.extend(many.iter().map(|(p, c)| (p.as_path(), c.as_bytes())));
    let results = replace_all(&files);
    assert_eq!(results.len(), files.len());
    assert!(results[0].is_ok() && results[1].is_err() && results[2..].iter().all(Result::is_ok), "{results:?}");
    assert_eq!(fs::read_to_string(&a).unwrap(), "the new a");
    assert_eq!(fs::read_to_string(&b).unwrap(), "b");
    assert!(!blocked.exists());
    for (p, c) in &many {
        assert_eq!(&fs::read_to_string(p).unwrap(), c);
    }
    for folder in ["one", "two", "many"] {
        assert!(leftovers(&dir.path().join(folder)).is_empty(), "a temporary file is left in {folder}");
    }
}

#[test]
fn a_file_in_the_current_folder_is_replaced_too() {
    // a bare file name has an empty parent: the folder is "."
    assert!(partial_path(Path::new("x.json")).unwrap().to_string_lossy().starts_with(".x.json."));
}

#[test]
fn reads_are_bounded_before_allocating() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.json");
    fs::write(&path, vec![b' '; 100]).unwrap();
    assert_eq!(read_limited(&path, 100).unwrap().len(), 100);
    let err = read_limited(&path, 99).unwrap_err().to_string();
    assert!(err.contains("100 bytes") && err.contains("99 bytes"), "{err}");
    let err = read_limited(dir.path(), 1000).unwrap_err().to_string();
    assert!(err.contains("folder"), "{err}");
}
