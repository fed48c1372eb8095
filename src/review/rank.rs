//! Which refuted statements matter most for a paper's main theorem, from the
//! proof-dependency graph ([`super::graph`]).
//!
//! An *issue* is a statement refuted as printed, or one the sources do not print whose
//! rebuilt reading is refuted. It is **major** when the main theorem's proof rests on it
//! (a path of citations leads from the theorem to it), **minor** otherwise. Issues are
//! ranked by their place in the graph, never by hand:
//!
//! 1. by how much rests on them: the statements whose proof goes through the issue (for a
//!    major issue, counted among the main theorem and the statements its proof rests on;
//!    for a minor one, among all), most first;
//! 2. then by their distance from the main theorem (the shortest path of citations),
//!    nearest first;
//! 3. then in the paper's order.
//!
//! A refutation only through an evident typo is not an issue here: the review lists it
//! with the typos.

use std::collections::VecDeque;

use super::graph::{Graph, Status};

/// One ranked issue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// The statement (a node of the graph).
    pub node: usize,
    /// The shortest path of citations from the main theorem to it (empty for a minor issue).
    pub path: Vec<usize>,
    /// The statements whose proof goes through it (the main theorem and those its proof
    /// rests on, for a major issue; every statement, for a minor one), in the paper's order.
    pub rests: Vec<usize>,
}

/// Whether a node is an issue.
pub fn is_issue(status: Status) -> bool {
    matches!(status, Status::RefutedAsPrinted | Status::NotPrinted(true))
}

/// The shortest path from `from` to every node its proof rests on (`None` where none leads).
pub fn shortest_paths(g: &Graph, from: usize) -> Vec<Option<Vec<usize>>> {
    let mut paths: Vec<Option<Vec<usize>>> = vec![None; g.nodes.len()];
    paths[from] = Some(vec![from]);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        let here = paths[at].clone().expect("a reached node");
        for x in g.edges.iter().filter(|x| x.from == at) {
            if paths[x.to].is_none() {
                let mut next = here.clone();
                next.push(x.to);
                paths[x.to] = Some(next);
                queue.push_back(x.to);
            }
        }
    }
    paths
}

/// The statements whose proof rests on `node`, directly or through others.
pub fn ancestors(g: &Graph, node: usize) -> Vec<usize> {
    let mut seen = vec![false; g.nodes.len()];
    let mut stack = vec![node];
    while let Some(at) = stack.pop() {
        for x in g.edges.iter().filter(|x| x.to == at) {
            if !seen[x.from] {
                seen[x.from] = true;
                stack.push(x.from);
            }
        }
    }
    (0..g.nodes.len()).filter(|&i| seen[i] && i != node).collect()
}

/// The issues of `g`, major (the proof of node `main` rests on them) and minor, each
/// ranked (see the module documentation). Without a main theorem every issue is minor.
pub fn issues(g: &Graph, main: Option<usize>) -> (Vec<Issue>, Vec<Issue>) {
    let paths = main.map(|m| shortest_paths(g, m)).unwrap_or_else(|| vec![None; g.nodes.len()]);
    let on_main: Vec<bool> = (0..g.nodes.len()).map(|i| paths[i].is_some()).collect();
    let mut major = Vec::new();
    let mut minor = Vec::new();
    for (node, n) in g.nodes.iter().enumerate() {
        if !is_issue(n.status) || Some(node) == main {
            continue;
        }
        match &paths[node] {
            Some(path) => {
                let rests = ancestors(g, node).into_iter().filter(|&a| on_main[a]).collect();
                major.push(Issue { node, path: path.clone(), rests });
            }
            None => minor.push(Issue { node, path: Vec::new(), rests: ancestors(g, node) }),
        }
    }
    let key = |i: &Issue| (std::cmp::Reverse(i.rests.len()), if i.path.is_empty() { usize::MAX } else { i.path.len() }, i.node);
    major.sort_by_key(key);
    minor.sort_by_key(key);
    (major, minor)
}
