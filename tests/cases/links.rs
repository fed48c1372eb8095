//! The documents' links: every relative Markdown link in a document of the checkout (the
//! README, CONTRIBUTING, everything under `docs/`, hand-written or generated) names a file
//! or folder that exists, inside the checkout, as the reader's viewer resolves it (from
//! the document's own folder). A generated sentence shared by the README and the
//! catalogue, which sit in different folders, is where a link goes wrong.

use std::path::{Component, Path, PathBuf};

use crate::markdown::prose_lines;

/// Every `.md` file under `dir`, skipping build output and hidden folders.
fn documents(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" {
                documents(&path, out);
            }
        } else if name.ends_with(".md") {
            out.push(path);
        }
    }
}

/// The targets of the Markdown links `[text](target)` in `text`, outside fenced code
/// blocks, with the line of each.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (line, mut rest) in prose_lines(text) {
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(close) = after.find(')') else { break };
            out.push((line, after[..close].to_string()));
            rest = &after[close + 1..];
        }
    }
    out
}

/// `path` with `.` and `..` resolved lexically; `None` when it climbs above its start.
fn normalised(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    Some(out)
}

#[test]
fn every_relative_link_of_every_document_names_a_file_of_the_checkout() {
    let root = lemmacheck::root::for_tests();
    let mut files = Vec::new();
    documents(&root, &mut files);
    files.sort();
    assert!(files.iter().any(|f| f.ends_with("README.md")) && files.iter().any(|f| f.ends_with("docs/catalogue.md")), "documents found: {files:?}");
    let (mut checked, mut broken) = (0, Vec::new());
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let from = file.strip_prefix(&root).expect("under the checkout").parent().expect("a folder").to_path_buf();
        for (line, target) in link_targets(&text) {
            let path = target.split('#').next().unwrap_or_default();
            // web addresses and anchors within the page are not files
            if path.is_empty() || path.contains("://") || path.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let shown = format!("{}:{line}: {target}", file.strip_prefix(&root).unwrap().display());
            match normalised(&from.join(path)) {
                Some(inside) if root.join(&inside).exists() => {}
                Some(_) => broken.push(format!("{shown} (no such file)")),
                None => broken.push(format!("{shown} (outside the checkout)")),
            }
        }
    }
    assert!(checked > 100, "only {checked} links checked in {} documents", files.len());
    assert!(broken.is_empty(), "{} broken links:\n{}", broken.len(), broken.join("\n"));
}
