//! The certificate of a proof: the tree of boxes, written compactly, and its replay.
//!
//! A tree is written in pre-order, one character per box: a base-36 digit k (`0`–`9`,
//! `a`–`z`) for a box split at the midpoint of coordinate k (its two halves follow, lower
//! half first), `C` for a box on which every relation of the conclusion certainly holds,
//! `H` for a box on which a hypothesis certainly fails. The boxes themselves are not
//! written: each is its root box halved along the recorded coordinates
//! ([`super::examine::halves`]), so the text names every box exactly.
//!
//! [`replay`] rebuilds every leaf box and runs [`super::examine::examine`] on it: a `C`
//! leaf must be closed and an `H` leaf discarded, by the same test the prover used, from
//! the box alone. Together the leaves cover the root box (halving partitions it), so a
//! tree that replays proves the reading on the root box.

use rayon::prelude::*;

use crate::claim::Check;

use super::domain::{Cube, Domain};
use super::examine::{examine, halves, splittable, Verdict};

/// One box of a tree while it is being written.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// Closed (`C`).
    Closed,
    /// A hypothesis fails on all of it (`H`).
    Outside,
    /// Split at coordinate k into the boxes numbered l and r.
    Split(usize, usize, usize),
}

/// A tree of boxes over one root box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// The pre-order code (see the module documentation).
    pub code: String,
    /// Boxes in the tree (leaves and split boxes).
    pub boxes: u64,
    /// Leaves closed by the conclusion.
    pub closed: u64,
    /// Leaves discarded by a hypothesis.
    pub outside: u64,
    /// The deepest leaf (the root at depth 0).
    pub depth: u32,
}

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

impl Tree {
    /// The tree below box `root`, given each box's shape.
    pub fn from_nodes(root: usize, shape: &dyn Fn(usize) -> Shape) -> Tree {
        let mut code = String::new();
        let mut stack = vec![root];
        while let Some(i) = stack.pop() {
            match shape(i) {
                Shape::Closed => code.push('C'),
                Shape::Outside => code.push('H'),
                Shape::Split(k, l, r) => {
                    code.push(DIGITS[k] as char);
                    stack.push(r);
                    stack.push(l);
                }
            }
        }
        Tree::parse(&code).expect("a written tree parses")
    }

    /// Parses a code, checking that it is one complete tree; errors say where it breaks.
    pub fn parse(code: &str) -> Result<Tree, String> {
        let mut tree = Tree { code: code.to_string(), boxes: 0, closed: 0, outside: 0, depth: 0 };
        // pending subtrees, by depth
        let mut stack: Vec<u32> = vec![0];
        for (at, ch) in code.chars().enumerate() {
            let Some(depth) = stack.pop() else {
                return Err(format!("the tree is complete before character {at}; {} characters follow", code.len() - at));
            };
            tree.boxes += 1;
            tree.depth = tree.depth.max(depth);
            match ch {
                'C' => tree.closed += 1,
                'H' => tree.outside += 1,
                c if DIGITS.contains(&(c as u8)) && c.is_ascii() => {
                    stack.push(depth + 1);
                    stack.push(depth + 1);
                }
                c => return Err(format!("character {at} is {c:?}, not a coordinate digit, C or H")),
            }
        }
        if !stack.is_empty() {
            return Err(format!("the tree ends with {} boxes still to be written", stack.len()));
        }
        Ok(tree)
    }

    /// Every leaf box below `root`, with its letter; an error for a split of a
    /// coordinate the root does not have or that cannot be split.
    pub fn leaves(&self, root: &Cube) -> Result<Vec<(Cube, char)>, String> {
        let mut out = Vec::new();
        let mut stack = vec![root.clone()];
        for (at, ch) in self.code.chars().enumerate() {
            let cube = stack.pop().ok_or_else(|| format!("character {at}: no box left"))?;
            match ch {
                'C' | 'H' => out.push((cube, ch)),
                c => {
                    let k = DIGITS.iter().position(|&d| d as char == c).ok_or_else(|| format!("character {at}: {c:?}"))?;
                    if k >= cube.len() || !splittable(cube[k].0, cube[k].1) {
                        return Err(format!("character {at}: coordinate {k} of {cube:?} cannot be split"));
                    }
                    let (l, r) = halves(&cube, k);
                    stack.push(r);
                    stack.push(l);
                }
            }
        }
        Ok(out)
    }
}

/// Re-verifies a tree over root box `root` of `domain`: every `C` leaf closed, every
/// `H` leaf outside the hypotheses, by [`examine`]. An error names the first leaf that
/// does not check.
pub fn replay(claim: &dyn Check, domain: &Domain, root: &Cube, tree: &Tree) -> Result<(), String> {
    let leaves = tree.leaves(root)?;
    let bad = leaves.par_iter().enumerate().find_map_first(|(i, (cube, letter))| {
        let outcome = examine(claim, domain, cube);
        let ok = match (&outcome, letter) {
            (Ok(e), 'C') => e.verdict == Verdict::Closed,
            (Ok(e), 'H') => matches!(e.verdict, Verdict::Outside(_)),
            _ => false,
        };
        (!ok).then(|| format!("leaf {i} ({letter}) on the box {cube:?} does not check: {outcome:?}"))
    });
    match bad {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
